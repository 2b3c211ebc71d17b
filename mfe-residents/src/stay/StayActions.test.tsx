import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { personKey } from 'shared-auth';
import {
  messageDialog,
  renderWithProviders,
  reply,
  sequence,
  server,
  setSession,
  testQueryClient,
  type TestSession,
} from 'shared-auth/testing';
import type { ResidentDetail } from 'shared-domain/contracts/resident-responses';
import StayActions from './StayActions';

const bayside = {
  id: 1,
  name: 'Bayside Gardens',
  region: 'Metro South',
  facilityType: 'AgeCare' as const,
  isBillingIntegratedFacility: false,
};
const carlton = {
  id: 2,
  name: 'Carlton House',
  region: 'Metro North',
  facilityType: 'AgeCare' as const,
  isBillingIntegratedFacility: false,
};
const riverside = {
  id: 4,
  name: 'Riverside Village',
  region: 'Metro South',
  facilityType: 'IndependentLiving' as const,
  isBillingIntegratedFacility: false,
};

function resident(over: Partial<ResidentDetail> = {}): ResidentDetail {
  return {
    id: 7,
    residentId: 7,
    residencyId: 70,
    facilityId: 1,
    facilityType: 'AgeCare',
    version: 3,
    firstName: 'Ada',
    lastName: 'Lovelace',
    careType: 0,
    isLead: false,
    isAdmitted: true,
    isDeparted: false,
    isArchived: false,
    isPrivateResidency: false,
    admissionDateUtc: '2026-01-10',
    billPayerType: 'Resident',
    otherContacts: [],
    enquirySources: [],
    religions: [],
    createdOnUtc: '2025-12-01T00:00:00Z',
    isResidentConnectedToExternalSystem: false,
    ...over,
  } as ResidentDetail;
}

const ALL = [
  'residentsSendAndReturnFromLeave',
  'residentsDepart',
  'fundingReverseEvents',
  'fundingCorrectEvents',
  'residentsDetails',
  'residentsMakePrivateFunded',
];
let session: TestSession = {};

function allow(names: string[]) {
  session = { ...session, permissions: Object.fromEntries(names.map((n) => [n, true])) };
  setSession(session);
}

beforeEach(() => {
  session = { facilities: [bayside, carlton, riverside], facility: bayside, systemFlags: { enablePrivateResidents: true } };
  allow(ALL);
});

/** Renders the actions; `reloaded()` tells whether an action invalidated what the page shows about the person. */
function renderActions(r: ResidentDetail) {
  const invalidate = jest.spyOn(testQueryClient(), 'invalidateQueries');
  renderWithProviders(<StayActions resident={r} />);
  return () => invalidate.mock.calls.some(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(personKey(7)));
}

describe('buttons behind their permissions', () => {
  test('a current resident not on leave', () => {
    renderActions(resident());
    const group = screen.getByRole('group', { name: 'Stay actions' });
    for (const name of ['Send on leave', 'Depart', 'Correct admission', 'Reverse admission', 'Transfer']) {
      expect(within(group).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Return from leave' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make private resident funded' })).toBeNull();
  });

  test('without the depart and leave permissions there is no Depart or Send on leave', () => {
    allow(['residentsDetails']);
    renderActions(resident());
    expect(screen.queryByRole('button', { name: 'Depart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send on leave' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reverse admission' })).toBeNull();
  });

  test('on leave: return, edit and reverse leave', () => {
    renderActions(
      resident({
        leave: {
          id: 3,
          type: 'Hospital',
          startDateUtc: '2026-11-18',
          expectedReturnDateUtc: '2026-11-25',
          returnDateUtc: null,
          version: 2,
        },
      }),
    );
    expect(screen.getByRole('button', { name: 'Return from leave' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit leave' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reverse leave' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send on leave' })).toBeNull();
  });

  test('make private resident funded only with enablePrivateResidents', () => {
    const { unmount } = renderWithProviders(<StayActions resident={resident({ isPrivateResidency: true })} />);
    expect(screen.getByRole('button', { name: 'Make private resident funded' })).toBeInTheDocument();
    unmount();
    setSession({ ...session, systemFlags: { enablePrivateResidents: false } });
    renderActions(resident({ isPrivateResidency: true }));
    expect(screen.queryByRole('button', { name: 'Make private resident funded' })).toBeNull();
  });

  test('departed: correct and reverse departure; ILU: vacate unit', () => {
    const { unmount } = renderWithProviders(
      <StayActions resident={resident({ isDeparted: true, departureDateUtc: '2026-11-01' })} />,
    );
    expect(screen.getByRole('button', { name: 'Correct departure' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reverse departure' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Depart' })).toBeNull();
    unmount();
    renderActions(resident({ facilityType: 'IndependentLiving', careType: 2, independentLivingAllocationId: 5 }));
    expect(screen.getByRole('button', { name: 'Vacate unit' })).toBeInTheDocument();
  });
});

describe('send on leave', () => {
  test('validation messages, minimum dates, success toast, and the page reloads', async () => {
    const user = userEvent.setup();
    const addLeave = server.post('residents/7/leave', { id: 9 });
    const reloaded = renderActions(resident());
    await user.click(screen.getByRole('button', { name: 'Send on leave' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select the leave type.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the leave start date.')).toBeInTheDocument();
    // leave types of an AgeCare facility
    const select = within(dialog).getByLabelText('Leave type');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Please select', 'Hospital', 'Social', 'Emergency']);
    const start = within(dialog).getByLabelText('Start date');
    expect(start).toHaveAttribute('min', '2026-01-10');
    fireEvent.change(select, { target: { value: 'Social' } });
    fireEvent.change(start, { target: { value: '2026-11-20' } });
    const ret = within(dialog).getByLabelText('Expected return date');
    await waitFor(() => expect(ret).toHaveAttribute('min', '2026-11-21'));
    fireEvent.change(ret, { target: { value: '2026-11-20' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The return date must be after the leave start date.')).toBeInTheDocument();
    expect(addLeave).not.toHaveBeenCalled();
    fireEvent.change(ret, { target: { value: '2026-11-24' } });
    await user.click(within(dialog).getByLabelText(/Claimable leave/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(addLeave).toHaveBeenCalledWith(
        expect.objectContaining({
          body: {
            type: 'Social',
            startDateUtc: '2026-11-20',
            expectedReturnDateUtc: '2026-11-24',
            isClaimable: false,
          },
        }),
      ),
    );
    expect(await screen.findByText('Leave added.')).toBeInTheDocument();
    expect(reloaded()).toBe(true);
  });

  test("edit leave from the record sends the record's leave version (a stale record gets the server's 409)", async () => {
    const user = userEvent.setup();
    const updateLeave = server.put('residents/leave', { id: 3 });
    renderActions(
      resident({
        leave: {
          id: 3,
          type: 'Hospital',
          startDateUtc: '2026-11-18',
          expectedReturnDateUtc: '2026-11-25',
          returnDateUtc: null,
          version: 2,
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit leave' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Start date')).toHaveValue('2026-11-18'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateLeave).toHaveBeenCalledWith(
        expect.objectContaining({ body: expect.objectContaining({ id: 3, startDateUtc: '2026-11-18', version: 2 }) }),
      ),
    );
  });

  test("the server's model-state errors are listed in 'Send resident leave'", async () => {
    const user = userEvent.setup();
    server.post(
      'residents/7/leave',
      reply(400, {
        modelState: {
          residentId: ['The resident is already on leave.'],
          startDateUtc: ['This leave overlaps another leave of the resident.'],
        },
      }),
    );
    const reloaded = renderActions(resident());
    await user.click(screen.getByRole('button', { name: 'Send on leave' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Leave type'), { target: { value: 'Hospital' } });
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2026-11-20' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Send resident leave')).toBeInTheDocument();
    expect(screen.getByText('The resident is already on leave.')).toBeInTheDocument();
    expect(screen.getByText('This leave overlaps another leave of the resident.')).toBeInTheDocument();
    expect(reloaded()).toBe(false);
  });
});

describe('return from leave', () => {
  test('minimum is the day after the start; model-state dialog title', async () => {
    const user = userEvent.setup();
    const returnFromLeave = server.post(
      'residents/7/leave/return',
      reply(400, { modelState: { residentId: ['The resident is not on leave.'] } }),
    );
    renderActions(
      resident({
        leave: {
          id: 3,
          type: 'Hospital',
          startDateUtc: '2026-11-18',
          expectedReturnDateUtc: null,
          returnDateUtc: null,
          version: 2,
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Return from leave' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Return date');
    expect(input).toHaveAttribute('min', '2026-11-19');
    fireEvent.change(input, { target: { value: '2026-11-18' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The return date must be after the leave start date.')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '2026-11-19' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(returnFromLeave).toHaveBeenCalledWith(
        expect.objectContaining({ body: { returnDateUtc: '2026-11-19', leaveId: 3 } }),
      ),
    );
    expect(await screen.findByText('Return resident from leave')).toBeInTheDocument();
  });
});

describe('depart', () => {
  const info = {
    residencyId: 70,
    residentId: 7,
    admissionDateUtc: '2026-01-10',
    departureDateUtc: null,
    departureReason: null,
    departureInitiatedBy: null,
    departureReasonNotes: null,
    toFacilityId: null,
    hasAdmissionAfterDeparture: false,
    eventId: null,
    version: 3,
    careType: 'Permanent',
    otherResidents: [],
  };

  test('reason split into reason + initiated by, recombined by the server; minimum date the admission; Resident departed.', async () => {
    const user = userEvent.setup();
    server.get('residents/7/departure', info);
    const depart = server.post('residents/7/depart', info);
    const reloaded = renderActions(resident());
    await user.click(screen.getByRole('button', { name: 'Depart' }));
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText('Departure date');
    await waitFor(() => expect(date).toHaveAttribute('min', '2026-01-10'));
    fireEvent.change(date, { target: { value: '2026-01-09' } });
    fireEvent.change(within(dialog).getByLabelText('Departure reason'), { target: { value: 'AnotherAgedCareService' } });
    await user.click(within(dialog).getByRole('button', { name: 'Depart' }));
    expect(await within(dialog).findByText('The departure date cannot be before the admission date.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select who initiated the departure.')).toBeInTheDocument();
    fireEvent.change(date, { target: { value: '2026-11-20' } });
    fireEvent.change(within(dialog).getByLabelText('Departure initiated by'), { target: { value: 'Resident' } });
    await user.click(within(dialog).getByRole('button', { name: 'Depart' }));
    await waitFor(() =>
      expect(depart).toHaveBeenCalledWith(
        expect.objectContaining({
          body: expect.objectContaining({
            departureDateUtc: '2026-11-20',
            departureReason: 'AnotherAgedCareService',
            departureInitiatedBy: 'Resident',
            version: 3,
          }),
        }),
      ),
    );
    expect(await screen.findByText('Resident departed.')).toBeInTheDocument();
    expect(reloaded()).toBe(true);
  });

  test("model-state errors in 'Depart resident'", async () => {
    const user = userEvent.setup();
    server.get('residents/7/departure', info);
    server.post('residents/7/depart', reply(400, { modelState: { residentId: ['The resident has already departed.'] } }));
    renderActions(resident());
    await user.click(screen.getByRole('button', { name: 'Depart' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Departure date')).toHaveAttribute('min', '2026-01-10'));
    fireEvent.change(within(dialog).getByLabelText('Departure date'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(dialog).getByLabelText('Departure reason'), { target: { value: 'Deceased' } });
    await user.click(within(dialog).getByRole('button', { name: 'Depart' }));
    const msg = await messageDialog('Depart resident');
    expect(within(msg).getByText('The resident has already departed.')).toBeInTheDocument();
  });

  test("vacate an ILU unit: the other resident's admission is the minimum; Unit vacated.", async () => {
    const user = userEvent.setup();
    setSession({ ...session, facilities: [riverside], facility: riverside });
    server.get('residents/departure-ilu/70', {
      ...info,
      careType: 'ILU',
      otherResidents: [
        {
          residencyId: 71,
          residentId: 8,
          firstName: 'Bo',
          lastName: 'Lee',
          admissionDateUtc: '2026-03-01',
          departureDateUtc: null,
        },
      ],
    });
    const departIlu = server.post('residents/7/depart-ilu/:isVacating', info);
    renderActions(resident({ facilityType: 'IndependentLiving', careType: 2, independentLivingAllocationId: 5 }));
    await user.click(screen.getByRole('button', { name: 'Vacate unit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Vacate unit')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Departure date')).toHaveAttribute('min', '2026-03-01'));
    fireEvent.change(within(dialog).getByLabelText('Departure date'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(dialog).getByLabelText('Departure reason'), { target: { value: 'Other' } });
    await user.click(within(dialog).getByRole('button', { name: 'Vacate' }));
    await waitFor(() =>
      expect(departIlu).toHaveBeenCalledWith(
        expect.objectContaining({
          params: { isVacating: 'true' },
          body: expect.objectContaining({ departureReason: 'Other' }),
        }),
      ),
    );
    expect(await screen.findByText('Unit vacated.')).toBeInTheDocument();
  });

  test('correct a departure: the stored reason is shown split; Departure corrected.', async () => {
    const user = userEvent.setup();
    server.get('residents/7/departure', {
      ...info,
      departureDateUtc: '2026-11-01',
      departureReason: 'Transfer',
      departureInitiatedBy: 'Provider',
      toFacilityId: 2,
      eventId: 44,
    });
    const correct = server.post('residents/7/depart/correction/:eventId', info);
    renderActions(resident({ isDeparted: true, departureDateUtc: '2026-11-01' }));
    await user.click(screen.getByRole('button', { name: 'Correct departure' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Correction to resident departure')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Departure reason')).toHaveValue('Transfer'));
    expect(within(dialog).getByLabelText('Departure initiated by')).toHaveValue('Provider');
    expect(within(dialog).getByLabelText('Facility')).toHaveValue('2');
    fireEvent.change(within(dialog).getByLabelText('Departure date'), { target: { value: '2026-11-02' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(correct).toHaveBeenCalledWith(
        expect.objectContaining({
          params: { eventId: '44' },
          body: expect.objectContaining({
            departureDateUtc: '2026-11-02',
            departureReason: 'Transfer',
            departureInitiatedBy: 'Provider',
            toFacilityId: 2,
          }),
        }),
      ),
    );
    expect(await screen.findByText('Departure corrected.')).toBeInTheDocument();
  });
});

describe('admission correction and reversals', () => {
  test('conflict effective dates; the model-state dialog is titled Correct admission; Admission corrected.', async () => {
    const user = userEvent.setup();
    server.get('residents/7/admission', {
      residencyId: 70,
      residentId: 7,
      admissionDateUtc: '2026-01-10',
      expectedDepartureDateUtc: null,
      careType: 'Permanent',
      preEntryLeaveDateUtc: null,
      conflictEffectiveDates: ['2025-12-31'],
      bedId: 3,
      accommodationClass: null,
      palliativeStatus: false,
      isPrivateResidency: false,
      departureDateUtc: null,
      isDeparted: false,
      eventId: 12,
      version: 3,
    });
    const correct = server.post(
      'residents/7/admission/correction',
      sequence(reply(400, { modelState: { mpir: ['Ensure MPIR is set in Funding - Fees and Charges with valid dates'] } }), {}),
    );
    renderActions(resident());
    await user.click(screen.getByRole('button', { name: 'Correct admission' }));
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText('Admission date');
    await waitFor(() => expect(date).toHaveValue('2026-01-10'));
    expect(date).toHaveAttribute('min', '2026-01-01');
    fireEvent.change(date, { target: { value: '2025-12-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The admission date must be after the effective dates already recorded for the resident.'),
    ).toBeInTheDocument();
    fireEvent.change(date, { target: { value: '2026-01-11' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const msg = await messageDialog('Correct admission');
    expect(within(msg).getByText('Ensure MPIR is set in Funding - Fees and Charges with valid dates')).toBeInTheDocument();
    await user.click(within(msg).getByRole('button', { name: 'OK' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Admission corrected.')).toBeInTheDocument();
    expect(correct).toHaveBeenLastCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({ admissionDateUtc: '2026-01-11', careType: 'Permanent', version: 3 }),
      }),
    );
  });

  test("reverse admission refused: 'This event cannot be reversed.'", async () => {
    const user = userEvent.setup();
    const reverse = server.post(
      'residents/7/admission/reverse',
      reply(400, { modelState: { eventId: ['This event cannot be reversed.'] } }),
    );
    renderActions(resident());
    await user.click(screen.getByRole('button', { name: 'Reverse admission' }));
    await user.click(await screen.findByRole('button', { name: 'Reverse' }));
    expect(await screen.findByText('This event cannot be reversed.')).toBeInTheDocument();
    expect(reverse).toHaveBeenCalledWith(expect.objectContaining({ body: { residencyId: 70 } }));
  });

  test('reverse leave: Leave reversed.', async () => {
    const user = userEvent.setup();
    const reverse = server.put('residents/7/leave/reverse', {});
    const reloaded = renderActions(
      resident({
        leave: {
          id: 3,
          type: 'Hospital',
          startDateUtc: '2026-11-18',
          expectedReturnDateUtc: null,
          returnDateUtc: null,
          version: 2,
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Reverse leave' }));
    await user.click(await screen.findByRole('button', { name: 'Reverse' }));
    expect(await screen.findByText('Leave reversed.')).toBeInTheDocument();
    expect(reverse).toHaveBeenCalledWith(expect.objectContaining({ body: { leaveId: 3 } }));
    expect(reloaded()).toBe(true);
  });

  test('transfer offers the other facilities of the same type', async () => {
    const user = userEvent.setup();
    const transfer = server.post('residents/7/transfer', {});
    renderActions(resident());
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByLabelText('Facility');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Please select', 'Carlton House']);
    fireEvent.change(select, { target: { value: '2' } });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(transfer).toHaveBeenCalledWith(
        expect.objectContaining({ body: { transferType: 'ActiveResidency', toFacilityId: 2 } }),
      ),
    );
    // Seed 001 §8 names the success: one toast, the specific one.
    expect(await screen.findByText('Resident transferred')).toBeInTheDocument();
  });
});
