import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { personKey } from 'shared-auth';
import { NETWORK_ERROR, renderWithProviders, server, setSession, testQueryClient } from 'shared-auth/testing';
import type { ResidentDetail } from 'shared-domain/contracts/resident-responses';
import type { EventHistoryEvent, EventHistoryResponse } from 'shared-domain/contracts/stay-responses';
import EventHistoryTab from './EventHistoryTab';

const HISTORY = 'residents/7/event-history';
const historyLoads = () => server.calls('GET', HISTORY).length;

const resident = {
  id: 7,
  residentId: 7,
  residencyId: 70,
  facilityId: 1,
  facilityType: 'AgeCare',
  version: 3,
  firstName: 'Ada',
  lastName: 'Lovelace',
  careType: 'Permanent',
  isLead: false,
  isAdmitted: true,
  isDeparted: true,
  isArchived: false,
  isPrivateResidency: false,
  admissionDateUtc: '2026-01-10',
  departureDateUtc: '2026-11-01',
  billPayerType: 'Resident',
  otherContacts: [],
  enquirySources: [],
  religions: [],
  createdOnUtc: '2025-12-01T00:00:00Z',
  isResidentConnectedToExternalSystem: false,
} as unknown as ResidentDetail;

function ev(over: Partial<EventHistoryEvent>): EventHistoryEvent {
  return {
    id: 1,
    eventType: 5,
    eventDate: '2026-01-10',
    careType: 'Permanent',
    facilityId: 1,
    facilityName: 'Bayside Gardens',
    residencyId: 70,
    isDeparted: true,
    uniqueEventId: 'SIM-1',
    isPrivateResident: false,
    medicareRequestType: 'Entry',
    medicareStatus: 'Accepted',
    independentLivingAllocationWasSettled: false,
    isReversed: false,
    leaveId: null,
    ...over,
  };
}

function history(over: Partial<EventHistoryResponse> = {}): EventHistoryResponse {
  return {
    eventsHistory: [
      ev({
        id: 3,
        eventType: 6,
        eventDate: '2026-11-01',
        medicareRequestType: 'Departure',
        medicareStatus: 'BeingProcessed',
        uniqueEventId: 'SIM-3',
      }),
      ev({
        id: 2,
        eventType: 101,
        eventDate: '2026-05-01',
        medicareRequestType: 'Leave',
        medicareStatus: 'Rejected',
        medicareStatusReason: 'The leave starts before the entry date.',
        leaveId: 9,
        uniqueEventId: 'SIM-2',
      }),
      ev({ id: 1 }),
    ],
    leaves: [],
    latestResidency: {
      id: 70,
      facilityId: 1,
      facilityName: 'Bayside Gardens',
      isLead: false,
      isDeparted: true,
      admissionDateUtc: '2026-01-10',
      departureDateUtc: '2026-11-01',
      careType: 'Permanent',
    },
    currentLoggedInFaclityId: 1,
    ...over,
  };
}

function allow(names: string[]) {
  setSession({ permissions: Object.fromEntries(names.map((n) => [n, true])), systemFlags: { enablePrivateResidents: false } });
}

function renderTab(r: ResidentDetail = resident) {
  return renderWithProviders(<EventHistoryTab resident={r} />);
}

beforeEach(() => {
  allow(['fundingCorrectEvents', 'fundingReverseEvents', 'residentsDetails']);
});

test('lists events with their Medicare status (BeingProcessed is Waiting on response)', async () => {
  server.get(HISTORY, history());
  renderTab();
  const row = await screen.findByTestId('event-3');
  expect(within(row).getByText('01 Nov 2026')).toBeInTheDocument();
  expect(within(row).getByText('Departure')).toBeInTheDocument();
  expect(within(row).getByText('Waiting on response')).toBeInTheDocument();
  expect(within(screen.getByTestId('event-2')).getByText('Rejected')).toBeInTheDocument();
  expect(within(screen.getByTestId('event-2')).getByText('The leave starts before the entry date.')).toBeInTheDocument();
  expect(historyLoads()).toBe(1);
});

test("'Unexpected error while retrieving resident event history'", async () => {
  server.get(HISTORY, NETWORK_ERROR);
  renderTab();
  expect(await screen.findByText('Unexpected error while retrieving resident event history')).toBeInTheDocument();
});

test('without the correct and reverse permissions the view is read-only', async () => {
  allow(['residentsDetails']);
  server.get(HISTORY, history());
  renderTab();
  await screen.findByTestId('event-3');
  expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Reverse/ })).toBeNull();
});

test.each([
  [
    'another facility',
    { currentLoggedInFaclityId: 2 },
    'This event cannot be edited as the event did not occur in logged in facility.',
  ],
  [
    'readmitted',
    {
      latestResidency: {
        id: 71,
        facilityId: 1,
        facilityName: 'Bayside Gardens',
        isLead: false,
        isDeparted: false,
        admissionDateUtc: '2026-11-05',
        departureDateUtc: null,
        careType: 'Permanent',
      },
    },
    'This event cannot be edited as this resident has been readmitted.',
  ],
  [
    'lead',
    {
      latestResidency: {
        id: 71,
        facilityId: 1,
        facilityName: 'Bayside Gardens',
        isLead: true,
        isDeparted: false,
        admissionDateUtc: null,
        departureDateUtc: null,
        careType: 'Permanent',
      },
    },
    'This event cannot be edited as this resident is currently a lead.',
  ],
  [
    'transferred',
    {
      latestResidency: {
        id: 71,
        facilityId: 3,
        facilityName: 'Elm Park Lodge',
        isLead: true,
        isDeparted: false,
        admissionDateUtc: null,
        departureDateUtc: null,
        careType: 'Permanent',
      },
    },
    'This event cannot be edited as this resident has been transferred to Elm Park Lodge. To modify this event you must delete the lead in Elm Park Lodge',
  ],
] as const)("'Unable to edit' dialog: %s", async (_name, over, message) => {
  const user = userEvent.setup();
  server.get(HISTORY, history(over as Partial<EventHistoryResponse>));
  renderTab();
  await user.click(await screen.findByRole('button', { name: 'Edit Departure 01 Nov 2026' }));
  expect(await screen.findByText('Unable to edit')).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(server.calls('GET', 'residents/7/departure')).toHaveLength(0);
});

test('a reversed event and a settled ILU departure cannot be edited', async () => {
  const user = userEvent.setup();
  server.get(
    HISTORY,
    history({
      eventsHistory: [
        ev({
          id: 3,
          eventType: 6,
          eventDate: '2026-11-01',
          medicareRequestType: 'Departure',
          independentLivingAllocationWasSettled: true,
        }),
        ev({ id: 1, isReversed: true }),
      ],
    }),
  );
  renderTab();
  await user.click(await screen.findByRole('button', { name: 'Edit Departure 01 Nov 2026' }));
  expect(await screen.findByText('Departure cannot be edited. Settlement has been finalised.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await user.click(screen.getByRole('button', { name: 'Edit Admission 10 Jan 2026' }));
  expect(await screen.findByText('This event cannot be edited.')).toBeInTheDocument();
});

test("an entry of a departed resident cannot be reversed: 'This event cannot be reversed.'", async () => {
  const user = userEvent.setup();
  server.get(HISTORY, history());
  renderTab();
  await user.click(await screen.findByRole('button', { name: 'Reverse Admission 10 Jan 2026' }));
  expect(await screen.findByText('Unable to reverse')).toBeInTheDocument();
  expect(screen.getByText('This event cannot be reversed.')).toBeInTheDocument();
  expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});

test('reverse a departure event and a leave; the history reloads', async () => {
  const user = userEvent.setup();
  server.get(HISTORY, history());
  const reverseDeparture = server.post('residents/7/depart/reversal/:eventId');
  const reverseLeave = server.put('residents/7/leave/reverse', {});
  renderTab();
  await user.click(await screen.findByRole('button', { name: 'Reverse Departure 01 Nov 2026' }));
  await user.click(await screen.findByRole('button', { name: 'Reverse' }));
  await waitFor(() =>
    expect(reverseDeparture).toHaveBeenCalledWith(
      expect.objectContaining({ params: { eventId: '3' }, body: { residencyId: 70 } }),
    ),
  );
  expect(await screen.findByText('Event reversed.')).toBeInTheDocument();
  await waitFor(() => expect(historyLoads()).toBe(2));
  await user.click(await screen.findByRole('button', { name: 'Reverse Leave 01 May 2026' }));
  await user.click(await screen.findByRole('button', { name: 'Reverse' }));
  await waitFor(() => expect(reverseLeave).toHaveBeenCalledWith(expect.objectContaining({ body: { leaveId: 9 } })));
  expect(await screen.findByText('Leave reversed.')).toBeInTheDocument();
});

test('edit an editable departure opens the correction dialog for that event', async () => {
  const user = userEvent.setup();
  server.get(HISTORY, history());
  server.get('residents/7/departure', {
    residencyId: 70,
    residentId: 7,
    admissionDateUtc: '2026-01-10',
    departureDateUtc: '2026-11-01',
    departureReason: 'Deceased',
    departureInitiatedBy: null,
    departureReasonNotes: null,
    toFacilityId: null,
    hasAdmissionAfterDeparture: false,
    eventId: 3,
    version: 5,
    careType: 'Permanent',
  });
  const correct = server.post('residents/7/depart/correction/:eventId', {});
  renderTab();
  await user.click(await screen.findByRole('button', { name: 'Edit Departure 01 Nov 2026' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Correction to resident departure')).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByLabelText('Departure date')).toHaveValue('2026-11-01'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(correct).toHaveBeenCalledWith(
      expect.objectContaining({
        params: { eventId: '3' },
        body: expect.objectContaining({ departureReason: 'Deceased', version: 5 }),
      }),
    ),
  );
  expect(await screen.findByText('Departure corrected.')).toBeInTheDocument();
});

test('leave history: edit a leave (Leave updated.); a reversed leave has no actions', async () => {
  const user = userEvent.setup();
  allow(['fundingCorrectEvents', 'fundingReverseEvents', 'residentsDetails', 'residentsSendAndReturnFromLeave']);
  const leave = {
    id: 9,
    residencyId: 70,
    type: 'Social',
    kind: 'Social',
    startDateUtc: '2026-05-01',
    expectedReturnDateUtc: '2026-05-04',
    returnDateUtc: '2026-05-03',
    isReversed: false,
    version: 2,
  };
  server.get(
    HISTORY,
    history({
      leaves: [leave, { ...leave, id: 8, startDateUtc: '2026-04-01', isReversed: true }],
      latestResidency: {
        id: 70,
        facilityId: 1,
        facilityName: 'Bayside Gardens',
        isLead: false,
        isDeparted: false,
        admissionDateUtc: '2026-01-10',
        departureDateUtc: null,
        careType: 'Permanent',
      },
    }),
  );
  const update = server.put('residents/leave', {});
  renderTab();
  const row = await screen.findByTestId('leave-9');
  expect(within(row).getByText('03 May 2026')).toBeInTheDocument();
  expect(within(screen.getByTestId('leave-8')).queryByRole('button')).toBeNull();
  await user.click(within(row).getByRole('button', { name: 'Edit leave 01 May 2026' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText('Start date')).toHaveValue('2026-05-01');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({ id: 9, version: 2, type: 'Social', startDateUtc: '2026-05-01', isClaimable: true }),
      }),
    ),
  );
  expect(await screen.findByText('Leave updated.')).toBeInTheDocument();
});

test("the history follows the person: an action elsewhere (the page's stay actions, the lead page) reloads it", async () => {
  server.get(HISTORY, history());
  renderTab();
  await screen.findByTestId('event-3');
  expect(historyLoads()).toBe(1);
  server.get(
    HISTORY,
    history({
      eventsHistory: [
        ev({ id: 4, eventType: 25, eventDate: '2026-11-01', medicareRequestType: 'DepartureReversal' }),
        ...history().eventsHistory,
      ],
    }),
  );
  // What any action on the person does (its mutation invalidates the person's queries, in whichever area it ran).
  await act(() => testQueryClient().invalidateQueries({ queryKey: personKey(7) }));
  expect(await screen.findByTestId('event-4')).toBeInTheDocument();
  expect(historyLoads()).toBe(2);
});
