import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { personKey } from 'shared-auth';
import {
  NETWORK_ERROR,
  messageDialog,
  renderWithProviders,
  reply,
  sequence,
  server,
  setSession,
  testQueryClient,
  type TestPermissions,
} from 'shared-auth/testing';
import type { ResidentDetail } from 'shared-domain/contracts/resident-responses';
import { toaster } from 'shared-ui';
import FundingActions from './FundingActions';
import type { FundingActionsSummary } from './funding.resource';

const resident = {
  id: 42,
  residentId: 42,
  residencyId: 7,
  facilityId: 1,
  facilityType: 'AgeCare',
  version: 3,
  firstName: 'Margaret',
  lastName: 'Ashby',
  sex: 'Female',
  dateOfBirth: '1938-02-03',
  state: 'VIC',
  postCode: '3000',
  careType: 0,
  isLead: false,
  isAdmitted: true,
  isDeparted: false,
  isArchived: false,
  isPrivateResidency: false,
  admissionDateUtc: '2020-01-06',
  careRecipientId: null,
  billPayerType: 'Resident',
  otherContacts: [],
  enquirySources: [],
  religions: [],
  createdOnUtc: '2019-12-01T00:00:00Z',
  isResidentConnectedToExternalSystem: false,
} as unknown as ResidentDetail;

function summary(over: Partial<FundingActionsSummary> = {}): FundingActionsSummary {
  return {
    residentId: 42,
    residencyId: 7,
    careType: 'Permanent',
    isAdmitted: true,
    admissionDateUtc: '2020-01-06',
    careRecipientId: 'CR12345678',
    latestAcfi: null,
    acfiHistory: [],
    reassessmentRequest: null,
    expectedAnacc: null,
    ...over,
  };
}

function allow(permissions: TestPermissions) {
  setSession({ permissions });
}

const R = 'residents/42';
/** Whether an action invalidated what the page shows about the resident (the summary, the record, the timeline). */
let reloaded: () => boolean = () => false;
async function renderPanel(s = summary()) {
  server.get(`${R}/funding-actions`, s);
  const invalidate = jest.spyOn(testQueryClient(), 'invalidateQueries');
  reloaded = () => invalidate.mock.calls.some(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(personKey(42)));
  renderWithProviders(<FundingActions resident={resident} />);
  await screen.findByTestId('crid');
}

const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

beforeEach(() => {
  allow('all');
});

test('shows the summary and every action with all permissions', async () => {
  await renderPanel(
    summary({
      latestAcfi: {
        id: 1,
        source: 'Submitted',
        submissionDateUtc: '2022-06-01',
        adl: 'High',
        beh: 'Medium',
        chc: 'Low',
        uniqueEventId: 'SIM-1',
        medicareStatus: 'BeingProcessed',
        createdOnUtc: '2022-06-01T00:00:00Z',
      },
      expectedAnacc: {
        id: 1,
        classificationDate: '2026-01-10',
        anaccClass: 7,
        anaccClassText: 'Class 7',
        viaAnaccCalculator: false,
      },
    }),
  );
  expect(screen.getByTestId('crid')).toHaveTextContent('CR12345678');
  expect(screen.getByTestId('latest-acfi')).toHaveTextContent('01 Jun 2022');
  expect(screen.getByTestId('latest-acfi')).toHaveTextContent('HML');
  expect(screen.getByTestId('latest-acfi')).toHaveTextContent('Waiting on response');
  expect(screen.getByTestId('expected-anacc')).toHaveTextContent('Class 7 from 10 Jan 2026');
  for (const label of [
    'Get CRID',
    'Submit ACFI',
    'Assign existing ACFI',
    'AN-ACC reassessment request',
    'Enter expected AN-ACC',
    'Assisted Oxygen',
    'Enteral Feeding',
    'Legal notice received',
    'Means-tested care fee history',
  ]) {
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  }
});

test('buttons follow their permissions (care staff: details view and modify only)', async () => {
  allow({ residentsDetails: { canView: true, canModify: true } });
  await renderPanel();
  expect(screen.getByRole('button', { name: 'Get CRID' })).toBeInTheDocument();
  for (const label of [
    'Submit ACFI',
    'Assign existing ACFI',
    'AN-ACC reassessment request',
    'Enter expected AN-ACC',
    'Assisted Oxygen',
    'Legal notice received',
    'Means-tested care fee history',
  ]) {
    expect(screen.queryByRole('button', { name: label })).not.toBeInTheDocument();
  }
});

test('nothing for an independent-living resident', () => {
  const { container } = renderWithProviders(<FundingActions resident={{ ...resident, facilityType: 'IndependentLiving' }} />);
  expect(container).toBeEmptyDOMElement();
  expect(server.calls('GET', `${R}/funding-actions`)).toHaveLength(0);
});

describe('expected AN-ACC', () => {
  const current = {
    id: 1,
    classificationDate: '2026-01-10',
    anaccClass: 7,
    anaccClassText: 'Class 7',
    viaAnaccCalculator: false,
  };

  test('nothing is saved when class and date are unchanged', async () => {
    await renderPanel(summary({ expectedAnacc: current }));
    await userEvent.click(screen.getByRole('button', { name: 'Enter expected AN-ACC' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Via AN-ACC calculator'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls('POST', `${R}/enter-expected-anacc`)).toHaveLength(0);
    expect(reloaded()).toBe(false);
  });

  test('a changed class is saved: toast, the page reloads', async () => {
    const save = server.post(`${R}/enter-expected-anacc`, {
      saved: true,
      expectedAnacc: { ...current, anaccClass: 8, anaccClassText: 'Class 8' },
    });
    await renderPanel(summary({ expectedAnacc: current }));
    await userEvent.click(screen.getByRole('button', { name: 'Enter expected AN-ACC' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('AN-ACC class'), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({ body: { classificationDate: '2026-01-10', anaccClass: 8, viaAnaccCalculator: false } }),
      ),
    );
    await waitFor(() => expect(toasts()).toContain('Expected AN-ACC saved.'));
    expect(reloaded()).toBe(true);
  });

  test('validation (class required, date not before admission) and the failure toast', async () => {
    server.post(`${R}/enter-expected-anacc`, reply(500));
    await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Enter expected AN-ACC' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Classification date'), { target: { value: '2019-12-31' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('AN-ACC class is required.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Classification date cannot be before the admission date (06 Jan 2020).'),
    ).toBeInTheDocument();
    expect(server.calls('POST', `${R}/enter-expected-anacc`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Classification date'), { target: { value: '2026-02-01' } });
    await userEvent.selectOptions(within(dialog).getByLabelText('AN-ACC class'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('Unable to save AN-ACC.'));
  });
});

describe('AN-ACC reassessment request', () => {
  test('a Complete status is reset to blank on load and saving records a new request', async () => {
    const create = server.post(`${R}/anacc-reassessment-request`, {
      id: 2,
      status: 'Pending',
      requestDate: '2026-11-01',
      anaccReassessmentRequestReason: 'Fall',
      version: 1,
    });
    await renderPanel(
      summary({
        reassessmentRequest: {
          id: 1,
          status: 'Complete',
          requestDate: '2026-05-01',
          anaccReassessmentRequestReason: 'Old',
          version: 2,
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'AN-ACC reassessment request' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('');
    expect(within(dialog).getByTestId('previous-request')).toHaveTextContent('Complete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Status is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason is required.')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'Pending');
    fireEvent.change(within(dialog).getByLabelText('Request date'), { target: { value: '2026-11-01' } });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Fall');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          body: { status: 'Pending', requestDate: '2026-11-01', anaccReassessmentRequestReason: 'Fall' },
        }),
      ),
    );
    await waitFor(() => expect(reloaded()).toBe(true));
  });

  test('a Pending request is updated with its id and version; failure toast', async () => {
    const update = server.put(`${R}/anacc-reassessment-request`, reply(409, { message: 'stale' }));
    await renderPanel(
      summary({
        reassessmentRequest: {
          id: 1,
          status: 'Pending',
          requestDate: '2026-05-01',
          anaccReassessmentRequestReason: 'Fall',
          version: 2,
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'AN-ACC reassessment request' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('Pending');
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'Recalled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        expect.objectContaining({
          body: { id: 1, version: 2, status: 'Recalled', requestDate: '2026-05-01', anaccReassessmentRequestReason: 'Fall' },
        }),
      ),
    );
    await waitFor(() => expect(toasts()).toContain('Unable to save AN-ACC Reassessment request details.'));
  });
});

describe('submit ACFI', () => {
  async function sendFile() {
    await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Submit ACFI' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to Medicare' }));
    expect(await within(dialog).findByText('Please choose an ACFI file.')).toBeInTheDocument();
    const file = new File(['<Acfi><ADL>High</ADL><BEH>Low</BEH><CHC>Nil</CHC></Acfi>'], 'acfi.xml', { type: 'text/xml' });
    await userEvent.upload(within(dialog).getByLabelText('ACFI file'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to Medicare' }));
  }

  test('success: the file text is sent, toast, the page reloads', async () => {
    const submit = server.post(`${R}/acfi`, { id: 1, uniqueEventId: 'SIM-1', status: 'BeingProcessed' });
    await sendFile();
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        expect.objectContaining({
          body: { residentId: 42, acfiXml: '<Acfi><ADL>High</ADL><BEH>Low</BEH><CHC>Nil</CHC></Acfi>' },
        }),
      ),
    );
    await waitFor(() => expect(toasts()).toContain('ACFI sent to Medicare.'));
    expect(reloaded()).toBe(true);
  });

  test("mismatches: 'ACFI not sent' with the intro and the list", async () => {
    server.post(
      `${R}/acfi`,
      reply(400, {
        modelState: { acfiDetails: ["First name 'Marge' does not match 'Margaret'.", 'Date of birth does not match.'] },
      }),
    );
    await sendFile();
    const dlg = await screen.findByRole('dialog', { name: 'ACFI not sent' });
    expect(within(dlg).getByText("The following ACFI details do not match the resident's record :")).toBeInTheDocument();
    expect(within(dlg).getByText("First name 'Marge' does not match 'Margaret'.")).toBeInTheDocument();
    expect(within(dlg).getByText('Date of birth does not match.')).toBeInTheDocument();
  });

  test("unreadable file: 'ACFI not sent' with the acfiXml message; no details: the toast", async () => {
    server.post(
      `${R}/acfi`,
      sequence(
        reply(400, { modelState: { acfiXml: ['The ACFI file is not a valid ACFI appraisal.'] } }),
        reply(500, { message: 'An unexpected error occurred.' }),
      ),
    );
    await sendFile();
    const dlg = await messageDialog('ACFI not sent');
    expect(within(dlg).getByText('The ACFI file is not a valid ACFI appraisal.')).toBeInTheDocument();
    await userEvent.click(within(dlg).getByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send to Medicare' }));
    await waitFor(() => expect(toasts()).toContain('The ACFI file could not be sent...'));
  });
});

test('assign existing ACFI: levels required; saved toast', async () => {
  const assign = server.post(`${R}/assign-existing-acfi`, {});
  await renderPanel();
  await userEvent.click(screen.getByRole('button', { name: 'Assign existing ACFI' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('ADL level is required.')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Submission date'), { target: { value: '2022-05-01' } });
  await userEvent.selectOptions(within(dialog).getByLabelText('ADL'), 'High');
  await userEvent.selectOptions(within(dialog).getByLabelText('BEH'), 'Nil');
  await userEvent.selectOptions(within(dialog).getByLabelText('CHC'), 'Low');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(assign).toHaveBeenCalledWith(
      expect.objectContaining({ body: { submissionDateUtc: '2022-05-01', adl: 'High', beh: 'Nil', chc: 'Low' } }),
    ),
  );
  await waitFor(() => expect(toasts()).toContain('ACFI saved.'));
});

describe('get CRID', () => {
  test('server model-state errors in a message dialog; other failures as the toast', async () => {
    server.post(
      `${R}/fetch-crid`,
      sequence(
        reply(400, { modelState: { careRecipientId: ['No care recipient was found with the details provided.'] } }),
        NETWORK_ERROR,
      ),
    );
    await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Get CRID' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Date of birth')).toHaveValue('1938-02-03');
    await userEvent.type(within(dialog).getByLabelText('Care recipient ID'), 'CR123456789'); // maxLength 10
    expect(within(dialog).getByLabelText('Care recipient ID')).toHaveValue('CR12345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get CRID' }));
    const msg = await messageDialog('Unable to get residential care ID.');
    expect(within(msg).getByText('No care recipient was found with the details provided.')).toBeInTheDocument();
    await userEvent.click(within(msg).getByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get CRID' }));
    await waitFor(() => expect(toasts()).toContain('Unable to get residential care ID.'));
  });
});

describe('supplements', () => {
  test('oxygen: end date minimum the day after start; ending saves and closes', async () => {
    const current = { id: 5, startDateUtc: '2026-03-01', endDateUtc: null, version: 1 };
    server.get(`${R}/finance/supplements`, {
      oxygen: {
        current,
        entries: [current, { id: 4, startDateUtc: '2025-01-01', endDateUtc: '2025-02-01' }],
        earlierEntriesPresent: true,
      },
      enteralFeeding: { current: null, entries: [], earlierEntriesPresent: false },
    });
    const save = server.put(`${R}/finance/supplements/:path`, { current: null, entries: [], earlierEntriesPresent: true });
    await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Assisted Oxygen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assisted Oxygen supplement' });
    expect(await within(dialog).findByTestId('current-supplement')).toHaveTextContent('Current since 01 Mar 2026');
    expect(within(dialog).getByRole('table', { name: 'Earlier entries' })).toHaveTextContent('01 Feb 2025');
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-03-01' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End supplement' }));
    expect(await within(dialog).findByText('End date must be on or after 02 Mar 2026.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-03-02' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End supplement' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({ params: { path: 'oxygen-end' }, body: { id: 5, version: 1, endDateUtc: '2026-03-02' } }),
      ),
    );
    await waitFor(() => expect(reloaded()).toBe(true));
  });

  test('the current entry: its start date can be moved (checked like a start), saved with its id, version and bolus', async () => {
    const current = { id: 5, startDateUtc: '2026-03-01', endDateUtc: null, bolus: true, version: 2 };
    const earlier = { id: 4, startDateUtc: '2025-01-01', endDateUtc: '2025-02-01', bolus: false, version: 1 };
    server.get(`${R}/finance/supplements`, {
      oxygen: { current: null, entries: [], earlierEntriesPresent: false },
      enteralFeeding: { current, entries: [current, earlier], earlierEntriesPresent: true },
    });
    const save = server.put(`${R}/finance/supplements/:path`, {
      current: { ...current, startDateUtc: '2026-02-15', version: 3 },
      entries: [],
      earlierEntriesPresent: true,
    });
    await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Enteral Feeding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enteral Feeding supplement' });
    expect(await within(dialog).findByTestId('current-supplement')).toHaveTextContent('Current since 01 Mar 2026 (bolus)');
    // Ending is the default; choosing to change the start date swaps the end date for the start date and bolus.
    expect(within(dialog).getByLabelText('End the supplement')).toBeChecked();
    await userEvent.click(within(dialog).getByLabelText('Change the start date'));
    expect(within(dialog).queryByLabelText('End date')).not.toBeInTheDocument();
    const start = within(dialog).getByLabelText('Start date');
    expect(start).toHaveValue('2026-03-01');
    expect(start).toHaveAttribute('min', '2025-02-02');
    expect(within(dialog).getByLabelText('Bolus')).toBeChecked();
    fireEvent.change(start, { target: { value: '2025-02-01' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save start date' }));
    expect(
      await within(dialog).findByText('Start date must be on or after 02 Feb 2025 (after the previous supplement ended).'),
    ).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(start, { target: { value: '2026-02-15' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save start date' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({
          params: { path: 'enteral-feeding' },
          body: { id: 5, version: 2, startDateUtc: '2026-02-15', bolus: true },
        }),
      ),
    );
    await waitFor(() => expect(toasts()).toContain('Saved successfully.'));
    expect(reloaded()).toBe(true);
  });

  test('the current oxygen entry: a stale start-date change (409) shows the Assisted Oxygen message', async () => {
    const current = { id: 5, startDateUtc: '2026-03-01', endDateUtc: null, version: 1 };
    server.get(`${R}/finance/supplements`, {
      oxygen: { current, entries: [current], earlierEntriesPresent: false },
      enteralFeeding: { current: null, entries: [], earlierEntriesPresent: false },
    });
    const save = server.put(`${R}/finance/supplements/:path`, reply(409, { message: 'stale' }));
    await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Assisted Oxygen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assisted Oxygen supplement' });
    await userEvent.click(await within(dialog).findByLabelText('Change the start date'));
    expect(within(dialog).queryByLabelText('Bolus')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2026-02-20' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save start date' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({ params: { path: 'oxygen' }, body: { id: 5, version: 1, startDateUtc: '2026-02-20' } }),
      ),
    );
    await waitFor(() => expect(toasts()).toContain('Unexpected error while saving Assisted Oxygen details.'));
    expect(screen.getByRole('dialog', { name: 'Assisted Oxygen supplement' })).toBeInTheDocument();
  });

  test('enteral feeding: start with bolus; failure shows the Enteral Feeding message', async () => {
    server.get(`${R}/finance/supplements`, {
      oxygen: { current: null, entries: [], earlierEntriesPresent: false },
      enteralFeeding: { current: null, entries: [], earlierEntriesPresent: false },
    });
    const save = server.put(`${R}/finance/supplements/:path`, reply(500));
    await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Enteral Feeding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enteral Feeding supplement' });
    fireEvent.change(await within(dialog).findByLabelText('Start date'), { target: { value: '2026-04-01' } });
    await userEvent.click(within(dialog).getByLabelText('Bolus'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start supplement' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({ params: { path: 'enteral-feeding' }, body: { startDateUtc: '2026-04-01', bolus: true } }),
      ),
    );
    await waitFor(() => expect(toasts()).toContain('Unexpected error while saving Enteral Feeding details.'));
  });
});

test('legal notice: penalty interest from the notice date plus 14 days; saved toast', async () => {
  server.get('funding/42/legal-notice-date-information', {
    residentId: 42,
    baseInterestRate: null,
    noticeDateUtc: null,
    admissionDateUtc: '2020-01-06',
    penaltyInterestStartDateUtc: null,
    maximumPenaltyInterestRate: null,
    version: null,
    maximumPenaltyInterestRates: [
      { startDateUtc: '2025-10-01', endDateUtc: '2025-12-31', rate: '7.61' },
      { startDateUtc: '2025-07-01', endDateUtc: '2025-09-30', rate: '7.78' },
    ],
  });
  const save = server.post(`${R}/save-notice-date`, ({ body }: { body: { noticeDateUtc: string } }) => ({
    residentId: 42,
    baseInterestRate: null,
    noticeDateUtc: body.noticeDateUtc,
    admissionDateUtc: '2020-01-06',
    penaltyInterestStartDateUtc: '2025-10-04',
    maximumPenaltyInterestRate: '7.61',
    version: 1,
    maximumPenaltyInterestRates: [],
  }));
  await renderPanel();
  await userEvent.click(screen.getByRole('button', { name: 'Legal notice received' }));
  const dialog = await screen.findByRole('dialog', { name: 'Legal notice received' });
  expect(await within(dialog).findByTestId('penalty-interest')).toHaveTextContent('Base interest rate: Not recorded');
  fireEvent.change(within(dialog).getByLabelText('Notice date'), { target: { value: '2025-09-20' } });
  expect(within(dialog).getByTestId('penalty-interest')).toHaveTextContent(
    'Maximum penalty interest applies from 04 Oct 2025: 7.61%',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  // No notice date recorded yet: the version is sent as null (always sent, so the API can answer 409 when stale).
  await waitFor(() =>
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ body: { noticeDateUtc: '2025-09-20', version: null } })),
  );
  await waitFor(() => expect(toasts()).toContain('Notice date saved successfully.'));
});

test('means-tested care fee history: amount and effective date, latest highlighted', async () => {
  server.get(`${R}/finance/mtcf-history`, [
    { id: 2, effectiveFromDate: '2025-07-01', value: '14.25', isLatest: true },
    { id: 1, effectiveFromDate: '2024-01-01', value: '12.50', isLatest: false },
  ]);
  await renderPanel();
  await userEvent.click(screen.getByRole('button', { name: 'Means-tested care fee history' }));
  const table = await screen.findByRole('table', { name: 'Means-tested care fee history' });
  const rows = within(table).getAllByRole('row');
  expect(rows[0]).toHaveTextContent('AMOUNTEFFECTIVE DATE');
  expect(rows[1]).toHaveTextContent('$14.25');
  expect(rows[1]).toHaveTextContent('01 Jul 2025');
  expect(rows[1]).toHaveAttribute('data-latest', 'true');
  expect(rows[2]).not.toHaveAttribute('data-latest');
});
