import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NETWORK_ERROR,
  emitLiveChange,
  messageDialog,
  renderWithProviders,
  reply,
  server,
  setSession,
} from 'shared-auth/testing';
import type { StayEventActionProps } from 'shared-domain/contracts/federated-props';
import type { MedicareEvent, MedicareEventPage } from 'shared-domain/contracts/funding-events';
import { MEDICARE_EVENT_MESSAGES } from 'shared-domain/funding/medicare-events';
import { OFFLINE_HINT_NAMED } from 'shared-domain/messages';
import { setRemoteLoader, toaster, type RemoteModuleLoader } from 'shared-ui';
import MedicareEventsPage from './MedicareEventsPage';
import { FILTER_TEXT } from './MedicareEventFilters';
import { MEDICARE_EVENTS_TEXT } from './medicare-events.resource';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

function event(id: number, over: Partial<MedicareEvent> = {}): MedicareEvent {
  return {
    id,
    uniqueEventId: `SIM-${id}`,
    requestType: 'Entry',
    eventGroup: 'Admission',
    eventStatus: 'Accepted',
    statusReason: null,
    agedCareProcessingStatus: null,
    processingReason: null,
    attempts: 1,
    claimMonth: null,
    residentId: 10 + id,
    residencyId: 20 + id,
    residencyEventId: 30 + id,
    leaveId: null,
    firstName: 'Ada',
    lastName: `Lee${id}`,
    residentPalliativeStatus: false,
    currentResidencyStatus: 'Current',
    isCurrentResidency: true,
    isResidentTransferred: false,
    transferredToFacilityName: null,
    isDeparted: false,
    isReversed: false,
    createdOnUtc: '2026-03-02T01:00:00Z',
    processedOnUtc: null,
    version: 1,
    hasAdditionalDetails: true,
    reverse: { offered: true, refusal: null },
    correct: { offered: true, refusal: null },
    canRetry: false,
    ...over,
  };
}
const page = (rows: MedicareEvent[], totalCount = rows.length): MedicareEventPage => ({
  result: rows,
  totalCount,
  notIncludingItemsAfter: '2026-03-03T00:00:00Z',
});

const loader = jest.fn() as jest.MockedFunction<RemoteModuleLoader>;
beforeEach(() => {
  loader.mockReset();
  loader.mockImplementation(async () => ({
    default: ({ action, eventId, onDone }: StayEventActionProps) => (
      <button onClick={onDone}>
        residents {action} of event {eventId}
      </button>
    ),
  }));
  setRemoteLoader(loader);
  server.get('funding/last-medicare-status-fetch-date', { lastFetchedOnUtc: null });
});
afterEach(() => setRemoteLoader(null));

const rowOf = (id: number) => screen.findByTestId(`medicare-event-${id}`);

test("lists the events with the seed's status labels and reasons; Waiting on response turns Accepted when the live channel says so", async () => {
  const waiting = event(1, { eventStatus: 'BeingProcessed' });
  const rejected = event(2, { eventStatus: 'Rejected', statusReason: 'The care recipient ID is missing.' });
  const events = server.get('funding/medicare-events', page([waiting, rejected]));
  renderWithProviders(<MedicareEventsPage />);
  expect(within(await rowOf(1)).getByTestId('event-status')).toHaveTextContent('Waiting on response');
  expect(within(await rowOf(2)).getByText('The care recipient ID is missing.')).toBeInTheDocument();
  expect(screen.getByTestId('last-fetched')).toHaveTextContent(MEDICARE_EVENTS_TEXT.neverFetched);

  server.get('funding/medicare-events', page([{ ...waiting, eventStatus: 'Accepted' }, rejected]));
  await act(async () => emitLiveChange('medicare-events'));
  await waitFor(() =>
    expect(within(screen.getByTestId('medicare-event-1')).getByTestId('event-status')).toHaveTextContent('Accepted'),
  );
  expect(events).toHaveBeenCalledTimes(1);
});

test('filters send event types as request types, response types, residents and days; the residents show three then +N', async () => {
  server.get('funding/medicare-events', page([event(1)]));
  server.get(
    'residents/search-current-and-departed',
    [1, 2, 3, 4].map((i) => ({ residentId: 100 + i, firstName: 'Res', lastName: `N${i}` })),
  );
  renderWithProviders(<MedicareEventsPage />);
  await rowOf(1);
  const user = userEvent.setup();
  await user.click(screen.getByRole('checkbox', { name: 'Departure' }));
  await user.click(screen.getByRole('checkbox', { name: 'Waiting on response' }));
  await user.type(screen.getByRole('searchbox', { name: FILTER_TEXT.residentSearch }), 'Res');
  for (const i of [1, 2, 3, 4]) await user.click(await screen.findByRole('button', { name: `Res N${i}` }));
  expect(screen.getByTestId('chosen-residents')).toHaveTextContent('Res N1, Res N2, Res N3 +1');
  await user.type(screen.getByLabelText(FILTER_TEXT.fromDate), '2026-03-01');
  await user.click(screen.getByRole('button', { name: FILTER_TEXT.apply }));
  await waitFor(() => {
    const last = server.calls('GET', 'funding/medicare-events').at(-1)!;
    expect(last.query).toMatchObject({
      eventTypes: ['Departure', 'DepartureCorrection', 'DepartureReversal'],
      responseTypes: 'BeingProcessed',
      selectedResidentIds: [101, 102, 103, 104],
      fromDate: '2026-03-01',
      skip: 0,
    });
  });
});

test('actions follow the rules and the permissions: refusals in the seed dialogs, corrections through the residents area', async () => {
  const reversed = event(1, {
    isReversed: true,
    reverse: { offered: true, refusal: MEDICARE_EVENT_MESSAGES.cannotReverse },
    correct: { offered: true, refusal: MEDICARE_EVENT_MESSAGES.cannotCorrect },
  });
  const palliative = event(2, { residentPalliativeStatus: true, reverse: { offered: false, refusal: null } });
  server.get('funding/medicare-events', page([reversed, palliative]));
  renderWithProviders(<MedicareEventsPage />);
  const user = userEvent.setup();
  const row1 = await rowOf(1);
  await user.click(within(row1).getByRole('button', { name: /^Reverse/ }));
  const reverseDialog = await messageDialog('Unable to reverse');
  expect(within(reverseDialog).getByText("This event can't be reversed.")).toBeInTheDocument();
  await user.click(within(reverseDialog).getByRole('button', { name: 'OK' }));
  await user.click(within(row1).getByRole('button', { name: /^Correct/ }));
  expect(within(await messageDialog('Unable to correct')).getByText("This event can't be corrected.")).toBeInTheDocument();
  await user.click(within(await messageDialog('Unable to correct')).getByRole('button', { name: 'OK' }));

  const row2 = await rowOf(2);
  expect(within(row2).queryByRole('button', { name: /^Reverse/ })).not.toBeInTheDocument();
  await user.click(within(row2).getByRole('button', { name: /^Correct/ }));
  const remote = await screen.findByRole('button', { name: 'residents correct of event 32' });
  expect(loader).toHaveBeenCalledWith('mfe_residents', './StayEventAction', { retry: false });
  const before = server.calls('GET', 'funding/medicare-events').length;
  await user.click(remote);
  // After a correction the page reloads its events.
  await waitFor(() => expect(server.calls('GET', 'funding/medicare-events').length).toBeGreaterThan(before));
});

test('without 306 and 309 no Correct or Reverse; Retry (310) of a failed balance sends its id and version', async () => {
  setSession({
    permissions: { fundingMedicareEvents: { canView: true }, fundingAccommodationBalanceRetryEvents: { canAction: true } },
  });
  const failed = event(3, {
    requestType: 'AccommodationBalance',
    eventGroup: 'Update Balances',
    residentId: null,
    firstName: null,
    lastName: null,
    claimMonth: '2026-02-01',
    agedCareProcessingStatus: 'ProcessingFailed',
    processingReason: 'The balances were received after the claim period closed.',
    canRetry: true,
    version: 4,
    reverse: { offered: false, refusal: null },
    correct: { offered: false, refusal: null },
  });
  server.get('funding/medicare-events', page([event(1), failed]));
  const retry = server.post('funding/accommodation-balance-retry-event', { ...failed, agedCareProcessingStatus: 'Processing' });
  renderWithProviders(<MedicareEventsPage />);
  const user = userEvent.setup();
  const row1 = await rowOf(1);
  expect(within(row1).queryByRole('button', { name: /^Correct/ })).not.toBeInTheDocument();
  expect(within(row1).queryByRole('button', { name: /^Reverse/ })).not.toBeInTheDocument();
  const row3 = await rowOf(3);
  expect(within(row3).getByText('February 2026')).toBeInTheDocument();
  expect(within(row3).getByTestId('event-status')).toHaveTextContent('Accepted - Processing failed');
  await user.click(within(row3).getByRole('button', { name: /^Retry/ }));
  await waitFor(() => expect(retry).toHaveBeenCalled());
  expect(retry.mock.calls[0][0].body).toEqual({ id: 3, version: 4 });
});

test("fetch latest statuses: the last fetch sent back; the seed's message on a server error, the offline one without an answer", async () => {
  server.get('funding/medicare-events', page([event(1)]));
  server.get('funding/last-medicare-status-fetch-date', { lastFetchedOnUtc: '2026-03-01T00:00:00Z' });
  const fetch = server.post(
    'funding/fetch-medicare-event-status',
    reply(503, { message: 'Medicare is currently not responding.' }),
  );
  renderWithProviders(<MedicareEventsPage />);
  await rowOf(1);
  await waitFor(() => expect(screen.getByTestId('last-fetched')).toHaveTextContent('Last fetched: 01 Mar 2026'));
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: MEDICARE_EVENTS_TEXT.fetch }));
  await waitFor(() => expect(toasts()).toContain('Unable to update events. Medicare is currently not responding.'));
  expect(fetch.mock.calls[0][0].body).toEqual({ lastFetchedOnUtc: '2026-03-01T00:00:00Z' });
  server.post('funding/fetch-medicare-event-status', NETWORK_ERROR);
  await user.click(screen.getByRole('button', { name: MEDICARE_EVENTS_TEXT.fetch }));
  await waitFor(() => expect(toasts()).toContain(OFFLINE_HINT_NAMED));
});

test('additional details from medicare-event-info', async () => {
  server.get('funding/medicare-events', page([event(1)]));
  server.get('funding/medicare-event-info', {
    id: 1,
    uniqueEventId: 'SIM-1',
    requestType: 'Entry',
    eventStatus: 'Accepted',
    statusReason: null,
    agedCareProcessingStatus: null,
    processingReason: null,
    attempts: 1,
    retriedOnUtc: null,
    submittedBy: 'Fay Finance',
    createdOnUtc: '2026-03-02T01:00:00Z',
    processedOnUtc: '2026-03-02T01:00:05Z',
    details: [{ label: 'Entry date', value: '01 Mar 2026' }],
  });
  renderWithProviders(<MedicareEventsPage />);
  const user = userEvent.setup();
  await user.click(within(await rowOf(1)).getByRole('button', { name: /^Details/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Entry: SIM-1' });
  expect(await within(dialog).findByText('01 Mar 2026')).toBeInTheDocument();
  expect(within(dialog).getByText('Fay Finance')).toBeInTheDocument();
  expect(server.calls('GET', 'funding/medicare-event-info')[0].query).toMatchObject({ id: 1, requestType: 'Entry' });
});
