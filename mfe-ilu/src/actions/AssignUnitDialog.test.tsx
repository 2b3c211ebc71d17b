import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, reply, server, setSession, testQueryClient } from 'shared-auth/testing';
import { pinClock } from 'shared-domain/dates';
import { INPUT_MESSAGES } from 'shared-domain/form-input';
import { ILU_FIELD_MESSAGES, ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { ASSIGN_UNIT_TEXT, AssignUnitDialog } from './AssignUnitDialog';
import { ASSIGNED, NOW, RIVERSIDE, UNITS, enquiry } from './test-fixtures';
import { UNIT_TEXT } from './UnitPicker';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const ASSIGN = 'accommodations/assign-unit';
const EVENTS = {
  accommodationId: 31,
  events: [
    {
      id: 1,
      noticeToVacateDateUtc: null,
      balancePaidDateUtc: null,
      depositPaidDateUtc: '2026-10-20',
      contractSignedDateUtc: '2026-10-12',
      residentNames: ['Cat Cole'],
      iluAllocationId: 9,
      residentId: 21,
      isAdmitted: false,
    },
  ],
};

beforeAll(() => pinClock(NOW));
afterAll(() => pinClock(null));
beforeEach(() => {
  setSession({ facility: RIVERSIDE });
  server.get('accommodations/units-by-status/:status', ({ params }: { params: Record<string, string> }) =>
    params.status === 'All' ? [...UNITS, { ...UNITS[0], accommodationId: 50, roomNumber: 'U20', iluStatus: 'Occupied' }] : UNITS,
  );
  server.get('enquiries/finance/accommodation-financial-events/:id', EVENTS);
});

function renderDialog(e = enquiry()) {
  const onClose = jest.fn();
  const invalidate = jest.spyOn(testQueryClient(), 'invalidateQueries');
  renderWithProviders(<AssignUnitDialog open enquiry={e} onClose={onClose} />);
  const reloaded = () => invalidate.mock.calls.some(([f]) => JSON.stringify(f?.queryKey) === '["ilu"]');
  return { onClose, reloaded };
}

const dialog = () => screen.findByRole('form', { name: ASSIGN_UNIT_TEXT.title });
const unitSelect = (d: HTMLElement) => within(d).getByRole('combobox', { name: new RegExp(`^${UNIT_TEXT.unit}(?! status)`) });

async function loaded(d: HTMLElement) {
  await waitFor(() => expect(unitSelect(d).querySelectorAll('optgroup')).toHaveLength(2));
}

test('the Available units by location with number, type, price and brief note; a unit gives its price; its events; assigns', async () => {
  const assign = server.post(ASSIGN, { result: 5 });
  const { onClose, reloaded } = renderDialog();
  const d = await dialog();
  await loaded(d);
  expect(server.calls('GET', 'accommodations/units-by-status/Available')).toHaveLength(1);
  const groups = [...unitSelect(d).querySelectorAll('optgroup')];
  expect(groups.map((g) => g.getAttribute('label'))).toEqual(['Lakeside', 'Garden']);
  expect([...groups[0].querySelectorAll('option')].map((o) => o.textContent)).toEqual([
    'U12 · Two bedroom · $450,000.00 · Deposit paid',
    'U14 · Two bedroom · $475,500.00',
  ]);
  expect(within(d).getByLabelText(/^Price/)).toHaveValue('');

  await userEvent.selectOptions(unitSelect(d), '31');
  expect(within(d).getByLabelText(/^Price/)).toHaveValue('450000.00');
  const events = await within(d).findByRole('table', { name: UNIT_TEXT.events });
  expect(events).toHaveTextContent('Cat Cole');
  expect(events).toHaveTextContent('12 Oct 2026');
  expect(events).toHaveTextContent('20 Oct 2026');
  expect(server.calls('GET', 'enquiries/finance/accommodation-financial-events/31')).toHaveLength(1);

  // The price is the user's to change.
  fireEvent.change(within(d).getByLabelText(/^Price/), { target: { value: '440,000' } });
  await userEvent.click(within(d).getByRole('button', { name: ASSIGN_UNIT_TEXT.submit }));
  await waitFor(() =>
    expect(assign).toHaveBeenCalledWith(
      expect.objectContaining({
        body: { accommodationId: 31, independentLivingAllocationId: 5, price: '440000.00', version: 7 },
      }),
    ),
  );
  expect(await screen.findByText(ILU_MESSAGES.unitAssigned)).toBeInTheDocument();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(reloaded()).toBe(true);
});

test('the status picker: All lists every unit', async () => {
  renderDialog();
  const d = await dialog();
  await loaded(d);
  await userEvent.selectOptions(within(d).getByLabelText(UNIT_TEXT.status), 'All');
  await waitFor(() => expect(within(unitSelect(d)).getByRole('option', { name: /^U20/ })).toBeInTheDocument());
  expect(server.calls('GET', 'accommodations/units-by-status/All')).toHaveLength(1);
  // A unit of another status stays chosen when the picker goes back to Available.
  await userEvent.selectOptions(unitSelect(d), '50');
  await userEvent.selectOptions(within(d).getByLabelText(UNIT_TEXT.status), 'Available');
  expect(unitSelect(d)).toHaveValue('50');
  expect(within(unitSelect(d)).getByRole('option', { name: /^U20/ })).toBeInTheDocument();
});

test('a unit is required; a wrong price typed then Assign clicked at once is refused without a call', async () => {
  const assign = server.post(ASSIGN, {});
  renderDialog();
  const d = await dialog();
  await loaded(d);
  await userEvent.click(within(d).getByRole('button', { name: ASSIGN_UNIT_TEXT.submit }));
  expect(await within(d).findByText(ILU_FIELD_MESSAGES.unitRequired)).toBeInTheDocument();
  expect(within(d).getByText(ILU_FIELD_MESSAGES.priceRequired)).toBeInTheDocument();

  await userEvent.selectOptions(unitSelect(d), '32');
  const price = within(d).getByLabelText(/^Price/);
  await userEvent.clear(price);
  await userEvent.type(price, '12.345');
  await userEvent.click(within(d).getByRole('button', { name: ASSIGN_UNIT_TEXT.submit }));
  expect(await within(d).findByText(INPUT_MESSAGES.moneyInvalid)).toBeInTheDocument();
  expect(assign).not.toHaveBeenCalled();
});

test('the assigned unit is chosen already, with the agreed price', async () => {
  renderDialog(enquiry({ assignedUnit: { ...ASSIGNED, accommodationId: 60, unitNumber: 'U60' }, agreedPrice: '430000.00' }));
  const d = await dialog();
  await waitFor(() => expect(unitSelect(d)).toHaveValue('60'));
  expect(within(d).getByLabelText(/^Price/)).toHaveValue('430000.00');
});

test('failures: the units, the unit events and the assignment each with the seed words; a 400 goes under its field', async () => {
  server.get('accommodations/units-by-status/:status', reply(500));
  server.get('enquiries/finance/accommodation-financial-events/:id', reply(500));
  server.post(ASSIGN, reply(500));
  renderDialog(enquiry({ assignedUnit: ASSIGNED, agreedPrice: '450000.00' }));
  const d = await dialog();
  expect(await screen.findByText(ILU_MESSAGES.unitsLoadError)).toBeInTheDocument();
  expect(await screen.findByText(ILU_MESSAGES.unitEventsLoadError)).toBeInTheDocument();
  await userEvent.click(within(d).getByRole('button', { name: ASSIGN_UNIT_TEXT.submit }));
  expect(await screen.findByText(ILU_MESSAGES.assignUnitError)).toBeInTheDocument();

  server.post(ASSIGN, reply(400, { modelState: { accommodationId: [ILU_FIELD_MESSAGES.unitNotAvailable] } }));
  await userEvent.click(within(d).getByRole('button', { name: ASSIGN_UNIT_TEXT.submit }));
  expect(await within(d).findByText(ILU_FIELD_MESSAGES.unitNotAvailable)).toBeInTheDocument();
});
