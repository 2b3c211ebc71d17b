import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, reply, server, setSession, type FakeRequest } from 'shared-auth/testing';
import type { OrganisationFacility } from 'shared-domain/contracts/admin-users';
import type { StatementMonth } from 'shared-domain/contracts/customer-care';
import { CUSTOMER_CARE_MESSAGES as M } from 'shared-domain/customer-care';
import { UNSAVED_CHANGES_PROMPT } from 'shared-domain/messages';
import { toaster } from 'shared-ui';
import ActualStatement, { STATEMENT_TEXT } from './ActualStatement';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const FACILITIES: OrganisationFacility[] = [
  {
    id: 1,
    name: 'Bayside Gardens',
    regionId: 1,
    region: 'Metro South',
    facilityType: 'AgeCare',
    isBillingIntegratedFacility: false,
  },
  {
    id: 4,
    name: 'Riverside Village',
    regionId: 1,
    region: 'Metro South',
    facilityType: 'IndependentLiving',
    isBillingIntegratedFacility: false,
  },
];
const MONTHS: StatementMonth[] = [
  { statementId: 13, monthYear: '032026', isFetched: false, fetchedOnUtc: null, actualFileName: null, actualUploadedOnUtc: null },
  {
    statementId: 12,
    monthYear: '022026',
    isFetched: true,
    fetchedOnUtc: '2026-03-01T01:30:00Z',
    actualFileName: null,
    actualUploadedOnUtc: null,
  },
];
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/customerCare/downloadUploadActualStatement', element: <ActualStatement facilities={FACILITIES} /> },
      { path: '/elsewhere', element: <span>elsewhere</span> },
    ],
    { initialEntries: ['/customerCare/downloadUploadActualStatement'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

async function choose(facility: string, month: string) {
  await screen.findByRole('option', { name: facility });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Facility/ }), facility);
  await screen.findByRole('option', { name: month });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Month/ }), month);
}

const file = () => new File(['<Statement/>'], 'actual.xml', { type: 'application/xml' });

beforeEach(() => {
  setSession({ userProfile: { isSystemUser: true } });
  server.get('funding/finalised-months/:facilityId', MONTHS);
});

test('for system users only: nothing for anyone else (customer care says why)', () => {
  setSession({ userProfile: { isSystemUser: false } });
  renderPage();
  expect(screen.queryByRole('button', { name: STATEMENT_TEXT.upload })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
});

test('facility and month are required; only aged-care facilities are offered; months read as full month and year', async () => {
  const upload = server.post('funding/upload-actual-statement', {});
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: STATEMENT_TEXT.upload }));
  expect(await screen.findByText(M.facilityRequired)).toBeInTheDocument();
  expect(screen.getByText(M.monthRequired)).toBeInTheDocument();
  expect(screen.getByText(M.fileRequired)).toBeInTheDocument();
  expect(upload).not.toHaveBeenCalled();
  await screen.findByRole('option', { name: 'Bayside Gardens' });
  expect(screen.queryByRole('option', { name: 'Riverside Village' })).not.toBeInTheDocument();
  await choose('Bayside Gardens', 'February 2026');
  expect(screen.getByRole('option', { name: 'March 2026 (not fetched yet)' })).toBeInTheDocument();
});

test('uploads the file for the month; success message', async () => {
  const upload = server.post('funding/upload-actual-statement', {
    statementId: 12,
    monthYear: '022026',
    actualFileName: 'actual.xml',
    actualUploadedOnUtc: '2026-03-05T00:00:00Z',
    size: 12,
  });
  renderPage();
  await choose('Bayside Gardens', 'February 2026');
  await userEvent.upload(screen.getByLabelText(/Actual statement file/), file());
  await userEvent.click(screen.getByRole('button', { name: STATEMENT_TEXT.upload }));
  await waitFor(() => expect(toasts()).toContain(M.uploadSucceeded));
  const sent = upload.mock.calls[0][0] as FakeRequest;
  expect(sent.query).toEqual(expect.objectContaining({ expectedStatementId: 12, fileName: 'actual.xml' }));
  expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
});

test("a month not fetched yet: the seed's message; any other failure: the unexpected one", async () => {
  server.post('funding/upload-actual-statement', reply(400, { modelState: { expectedStatementId: [M.statementNotFetched] } }));
  renderPage();
  await choose('Bayside Gardens', 'March 2026 (not fetched yet)');
  await userEvent.upload(screen.getByLabelText(/Actual statement file/), file());
  await userEvent.click(screen.getByRole('button', { name: STATEMENT_TEXT.upload }));
  await waitFor(() => expect(toasts()).toContain(M.statementNotFetched));

  server.post('funding/upload-actual-statement', reply(500, { message: 'An unexpected error occurred.' }));
  await userEvent.click(screen.getByRole('button', { name: STATEMENT_TEXT.upload }));
  await waitFor(() => expect(toasts()).toContain(M.uploadFailed));
});

test('download: the statement is saved as a file; a failure says so', async () => {
  const createObjectURL = jest.fn(() => 'blob:statement');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const download = server.get('funding/download-statement', '<PaymentStatement/>');
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: STATEMENT_TEXT.download }));
  expect(await screen.findByText(M.facilityRequired)).toBeInTheDocument();
  expect(download).not.toHaveBeenCalled();
  await choose('Bayside Gardens', 'February 2026');
  await userEvent.click(screen.getByRole('button', { name: STATEMENT_TEXT.download }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(download).toHaveBeenCalledWith(expect.objectContaining({ query: expect.objectContaining({ statementId: 12 }) }));
  await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:statement'));

  server.get('funding/download-statement', reply(500, { message: 'boom' }));
  await userEvent.click(screen.getByRole('button', { name: STATEMENT_TEXT.download }));
  await waitFor(() => expect(toasts()).toContain(M.downloadFailed));
  click.mockRestore();
});

test('leaving with a chosen file not uploaded asks first', async () => {
  const router = renderPage();
  await choose('Bayside Gardens', 'February 2026');
  await userEvent.upload(screen.getByLabelText(/Actual statement file/), file());
  await act(async () => {
    void router.navigate('/elsewhere');
  });
  expect(await screen.findByText(UNSAVED_CHANGES_PROMPT)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
  expect(await screen.findByText('elsewhere')).toBeInTheDocument();
});
