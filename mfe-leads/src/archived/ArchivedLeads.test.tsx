import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, server, setSession, type FakeRequest } from 'shared-auth/testing';
import type { LeadCard } from 'shared-domain/contracts/leads';
import { LEAD_MESSAGES } from 'shared-domain/leads';
import { toaster } from 'shared-ui';
import { card } from '../board/testData';
import ArchivedLeads, { ARCHIVED_TEXT } from './ArchivedLeads';

configure({ asyncUtilTimeout: 5000 });
// The list, a confirmation and a reload take up to 8 s on a busy two-core machine.
jest.setTimeout(30000);

function renderPage() {
  renderWithProviders(<ArchivedLeads />, { route: '/archivedLeads' });
}

/** The archived leads the fake server holds (restoring one takes it out). */
let archived: LeadCard[] = [];

beforeEach(() => {
  setSession({ permissions: { leadsDetails: { canView: true, canModify: true } } });
  archived = [
    card({ residencyId: 1, firstName: 'Ann', lastName: 'Able', isArchived: true }),
    card({ residencyId: 2, firstName: 'Bob', lastName: 'Baker', isArchived: true }),
  ];
  server.get('leads/archived', () => ({ result: archived, totalCount: archived.length }));
});

test('lists the archived leads and sends one back to the leads after confirming', async () => {
  const restore = server.put('leads/:residentId/send-to-leads', ({ params }: FakeRequest) => {
    archived = archived.filter((c) => String(c.residentId) !== params.residentId);
  });
  renderPage();
  const table = await screen.findByRole('table', { name: ARCHIVED_TEXT.title });
  expect(within(table).getByRole('link', { name: 'Ann Able' })).toHaveAttribute('href', '/viewLead/1001');
  await userEvent.click(within(table).getByRole('button', { name: 'Send to leads: Ann Able' }));
  const confirm = await screen.findByRole('alertdialog', { name: ARCHIVED_TEXT.restore });
  await userEvent.click(within(confirm).getByRole('button', { name: ARCHIVED_TEXT.restore }));
  await waitFor(() =>
    expect(restore).toHaveBeenCalledWith(expect.objectContaining({ params: { residentId: '1001' }, body: { version: 3 } })),
  );
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Ann Able' })).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'Bob Baker' })).toBeInTheDocument();
  expect(toaster.getVisibleToasts().map((t) => t.description)).toContain(LEAD_MESSAGES.savedSuccessfully);
});

test('without leadsDetails canModify there is no restore', async () => {
  setSession({ permissions: { leadsDetails: { canView: true } } });
  renderPage();
  await screen.findByRole('link', { name: 'Ann Able' });
  expect(screen.queryByRole('button', { name: /Send to leads/ })).not.toBeInTheDocument();
});
