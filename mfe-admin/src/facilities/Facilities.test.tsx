import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, reply, server } from 'shared-auth/testing';
import { FACILITY_MESSAGES } from 'shared-domain/admin-users';
import Facilities, { FACILITIES_TEXT } from './Facilities';

configure({ asyncUtilTimeout: 5000 });

const facility = (id: number, name: string, region: string | null, type: 'AgeCare' | 'IndependentLiving' = 'AgeCare') => ({
  id,
  name,
  region,
  regionId: region ? 1 : null,
  facilityType: type,
  isBillingIntegratedFacility: id === 1,
});

test('groups the facilities by region, regions and facilities by name', async () => {
  server.get('facilities', () => [
    facility(3, 'Elm Park Lodge', 'Metro North'),
    facility(1, 'Bayside Gardens', 'Metro South'),
    facility(4, 'Riverside Village', 'Metro South', 'IndependentLiving'),
    facility(2, 'Carlton House', 'Metro North'),
  ]);
  renderWithProviders(<Facilities />);
  const north = await screen.findByRole('table', { name: 'Metro North' });
  const south = screen.getByRole('table', { name: 'Metro South' });
  const names = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0].textContent);
  expect(names(north)).toEqual(['Carlton House', 'Elm Park Lodge']);
  expect(names(south)).toEqual(['Bayside Gardens', 'Riverside Village']);
  expect(within(south).getByText(FACILITIES_TEXT.independentLiving)).toBeInTheDocument();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual(['Metro North', 'Metro South']);
});

test('a load failure shows the message with Retry (not an empty page), and Retry loads again', async () => {
  server.get('facilities', reply(500, {}));
  renderWithProviders(<Facilities />);
  const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 15000 });
  expect(screen.getByRole('alert')).toHaveTextContent(FACILITY_MESSAGES.loadError);
  server.get('facilities', () => [facility(1, 'Bayside Gardens', 'Metro South')]);
  await userEvent.click(retry);
  expect(await screen.findByRole('table', { name: 'Metro South' })).toBeInTheDocument();
}, 30000);
