import { configure, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import {
  deferred,
  renderWithProviders,
  reply,
  server,
  setSession,
  testQueryClient,
  type TestPermissions,
} from 'shared-auth/testing';
import { residentFundingQuery } from 'shared-auth/federated-queries';
import type { FundingTabProps } from 'shared-domain/contracts/federated-props';
import type { TimelineEntry } from 'shared-domain/contracts/resident-responses';
import { NARROW_QUERY, setRemoteLoader, toaster, type RemoteModuleLoader } from 'shared-ui';
import { residentDetail } from './testData';
import ResidentView from './ResidentView';

configure({ asyncUtilTimeout: 5000 });
// The other engineers' panels: markers that show which resident they received.
jest.mock('../stay/StayActions', () => ({
  __esModule: true,
  useStayActions: (p: { resident: { id: number } }) => ({
    actions: [{ label: `stay actions ${p.resident.id}`, onSelect: () => {} }],
    dialogs: <span>stay dialogs {p.resident.id}</span>,
  }),
}));
// The documents panel's upload, as its mutation does: the person's queries are invalidated.
jest.mock('../documents/DocumentsPanel', () => {
  const { useQueryClient } = jest.requireActual('@tanstack/react-query');
  const { personKey } = jest.requireActual('shared-auth');
  return {
    __esModule: true,
    default: function Documents(p: { resident: { id: number } }) {
      const client = useQueryClient();
      const uploaded = () => void client.invalidateQueries({ queryKey: personKey(p.resident.id) });
      return (
        <span>
          documents {p.resident.id}{' '}
          <button type="button" onClick={uploaded}>
            document uploaded
          </button>
        </span>
      );
    },
  };
});
jest.mock('../events/EventHistoryTab', () => ({
  __esModule: true,
  default: (p: { resident: { id: number } }) => <span>event history {p.resident.id}</span>,
}));

/** mfe-funding's exposed panel and tab, as stand-ins that show which person they received. */
const loader = jest.fn() as jest.MockedFunction<RemoteModuleLoader>;
const standIn = (expose: string) =>
  function StandIn(p: { resident?: { id: number }; residentId?: number }) {
    return (
      <span>
        {expose} of {p.resident?.id ?? p.residentId}
      </span>
    );
  };

function renderAt(path: string) {
  return renderWithProviders(<ResidentView />, {
    route: path,
    path: '/viewResident/:residentId/*',
    routes: {
      '/editResident/:residentId/*': <span>editor</span>,
      '/markAsEnquiry/:residentId': <span>mark as enquiry form</span>,
    },
  });
}

function allow(permissions: TestPermissions) {
  setSession({ permissions });
}

const RESIDENT = 'residents/7';
const TIMELINE = 'residents/7/timeline';
const PHOTO = 'residents/7/photo';
const loads = (path: string) => server.calls('GET', path).length;

beforeEach(() => {
  loader.mockReset();
  loader.mockImplementation(async (_remote, expose) => ({ default: standIn(expose) }));
  setRemoteLoader(loader);
  allow({
    residentsDetails: { canView: true, canModify: true },
    residentsMarkDepartedAsEnquiry: { canAction: true },
    residentsFinancials: { canView: true },
  });
  server.get(RESIDENT, residentDetail());
  server.get('residents/7/resident-notes', {
    result: [
      {
        id: 1,
        note: 'Likes the garden',
        modifiedOn: '2026-11-20T01:00:00Z',
        isNotePinned: true,
        userFirstName: 'Olivia',
        userLastName: 'Nguyen',
      },
      {
        id: 2,
        note: 'Daughter visits Sundays',
        modifiedOn: '2026-11-19T01:00:00Z',
        isNotePinned: false,
        userFirstName: 'Olivia',
        userLastName: 'Nguyen',
      },
    ],
    totalCount: 5,
    notIncludingItemsAfter: '2026-11-21T00:00:00Z',
  });
  server.get(PHOTO, reply(404, { message: 'No photo.' }));
  server.get(TIMELINE, [
    { kind: 'Enquiry', date: '2024-01-01', title: 'Enquiry', description: 'Enquiry for Permanent care' },
    { kind: 'Admission', date: '2024-02-01', title: 'Admitted' },
  ] satisfies TimelineEntry[]);
});
afterEach(() => setRemoteLoader(null));

test('shows details, contacts, bill payer, note previews, panels and the timeline tab by default', async () => {
  renderAt('/viewResident/7');
  expect(await screen.findByRole('heading', { name: 'Margaret Hill' })).toBeInTheDocument();
  expect(loads(RESIDENT)).toBe(1);
  // No photo on the record: the photo is not asked for (no failed request in the browser's console).
  expect(loads(PHOTO)).toBe(0);
  expect(screen.getByTestId('display-label')).toHaveTextContent('Permanent resident');
  expect(screen.getByText('05 Mar 1940')).toBeInTheDocument();
  expect(screen.getByText('Primary contact')).toBeInTheDocument();
  expect(screen.getByText('Paul Hill')).toBeInTheDocument();
  expect(screen.getByText('NDIS')).toBeInTheDocument();
  expect(screen.getByText('Margaret Hill (resident)')).toBeInTheDocument();
  expect(screen.getByText('stay dialogs 7')).toBeInTheDocument();
  // The stay actions that are not the most used ones are in the page's overflow menu.
  await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
  expect(screen.getByRole('menuitem', { name: 'stay actions 7' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(await screen.findByText('./FundingActions of 7')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mfe_funding', './FundingActions', { retry: false });
  expect(screen.getByText('documents 7')).toBeInTheDocument();
  const previews = await screen.findByTestId('note-previews');
  expect(within(previews).getByText('Likes the garden')).toBeInTheDocument();
  expect(within(previews).getByText('Daughter visits Sundays')).toBeInTheDocument();
  expect(server.calls('GET', 'residents/7/resident-notes')[0].query).toEqual({ skip: 0, take: 2, facilityId: 1 });
  expect(await screen.findByText('Admitted')).toBeInTheDocument();
  expect(screen.getAllByTestId('timeline-entry')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Funding' })).toHaveAttribute('href', '/viewResident/7/financials/funding');
  expect(screen.getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '/viewResident/7/financials/false/fees');
  // The record's own path shows the timeline: its tab is the current page.
  expect(screen.getByRole('link', { name: 'Timeline' })).toHaveAttribute('aria-current', 'page');
});

test('Edit needs residentsDetails canModify; mark as enquiry needs the permission and a departed resident', async () => {
  renderAt('/viewResident/7');
  await screen.findByRole('heading', { name: 'Margaret Hill' });
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/editResident/7');
  expect(screen.queryByRole('link', { name: 'Mark departed resident as enquiry' })).not.toBeInTheDocument();
});

test('a departed resident offers mark as enquiry; without permissions no Edit, no financial tabs', async () => {
  server.get(
    RESIDENT,
    residentDetail({ isDeparted: true, departureDateUtc: '2026-10-01', departureReason: 'ReturningFamilyHome' }),
  );
  renderAt('/viewResident/7/events');
  expect(await screen.findByText('event history 7')).toBeInTheDocument();
  expect(screen.getByTestId('display-label')).toHaveTextContent('Departed');
  // The reason as the spec words it, never the enumeration's value.
  expect(screen.getByText('Returning to family home')).toBeInTheDocument();
  expect(screen.queryByText('ReturningFamilyHome')).not.toBeInTheDocument();
  // A secondary action: in the "More actions" menu, a link item.
  await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Mark departed resident as enquiry' }));
  expect(await screen.findByText('mark as enquiry form')).toBeInTheDocument();
});

test('without modify and financial permissions: no Edit button and no financial tabs', async () => {
  allow({ residentsDetails: { canView: true } });
  server.get(RESIDENT, residentDetail({ isDeparted: true, departureDateUtc: '2026-10-01' }));
  renderAt('/viewResident/7');
  await screen.findByRole('heading', { name: 'Margaret Hill' });
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
  expect(screen.queryByRole('menuitem', { name: 'Mark departed resident as enquiry' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('link', { name: 'Funding' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();
});

test('Assign bed: for a current resident with residentsDetails canModify; not for departed residents or without modify', async () => {
  const { unmount } = renderAt('/viewResident/7');
  const actions = await screen.findByTestId('resident-actions');
  expect(within(actions).getByRole('button', { name: 'Assign bed' })).toBeInTheDocument();
  unmount();
  testQueryClient().clear(); // a new page visit, not a revisit showing the cached resident while it reloads
  server.get(RESIDENT, residentDetail({ isDeparted: true, departureDateUtc: '2026-10-01' }));
  const departed = renderAt('/viewResident/7');
  await screen.findByTestId('resident-actions');
  expect(screen.queryByRole('button', { name: 'Assign bed' })).not.toBeInTheDocument();
  departed.unmount();
  testQueryClient().clear();
  server.get(RESIDENT, residentDetail());
  allow({ residentsDetails: { canView: true } });
  renderAt('/viewResident/7');
  await screen.findByTestId('resident-actions');
  expect(screen.queryByRole('button', { name: 'Assign bed' })).not.toBeInTheDocument();
});

test('a resident of another facility (404) shows not found and the load message', async () => {
  server.get(RESIDENT, reply(404, { message: 'Not found.' }));
  renderAt('/viewResident/7');
  expect(await screen.findByText('The resident was not found in this facility.')).toBeInTheDocument();
  await waitFor(() =>
    expect(toaster.getVisibleToasts().map((t) => t.description)).toContain(
      'Unexpected error occurred while loading the resident.',
    ),
  );
});

test('photo: delete asks the browser first, then deletes and shows the initials', async () => {
  server.get(RESIDENT, residentDetail({ hasPhoto: true }));
  server.get(PHOTO, { photo: 'data:image/png;base64,iVBORw0KGgo=', photoTakenDateUtc: '2026-11-20T00:00:00Z' });
  const remove = server.delete(PHOTO);
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  renderAt('/viewResident/7');
  expect(await screen.findByRole('img', { name: 'Photo of Margaret Hill' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Delete photo' }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete the profile photo?');
  expect(remove).not.toHaveBeenCalled();
  server.get(RESIDENT, residentDetail({ hasPhoto: false }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete photo' }));
  await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  expect(await screen.findByLabelText('No photo')).toBeInTheDocument();
  confirm.mockRestore();
});

test('the timeline follows changes made on the page: an action that changed the person reloads it (whether on the default tab or /timeline)', async () => {
  const user = userEvent.setup();
  renderAt('/viewResident/7');
  expect(await screen.findByText('Admitted')).toBeInTheDocument();
  expect(loads(TIMELINE)).toBe(1);
  server.get(TIMELINE, [
    { kind: 'Enquiry', date: '2024-01-01', title: 'Enquiry', description: 'Enquiry for Permanent care' },
    { kind: 'Admission', date: '2024-02-01', title: 'Admitted' },
    { kind: 'Document', date: '2026-11-21', title: 'Document added', description: 'Care plan.txt' },
  ]);
  await user.click(screen.getByRole('button', { name: 'document uploaded' }));
  expect(await screen.findByText('Care plan.txt')).toBeInTheDocument();
  expect(loads(RESIDENT)).toBe(2);
  // the /timeline tab shows the same, current entries
  await user.click(screen.getByRole('link', { name: 'Timeline' }));
  expect(screen.getByText('Care plan.txt')).toBeInTheDocument();
  server.get(TIMELINE, [{ kind: 'Admission', date: '2024-02-01', title: 'Admitted' }]);
  await user.click(screen.getByRole('button', { name: 'document uploaded' }));
  await waitFor(() => expect(screen.queryByText('Care plan.txt')).not.toBeInTheDocument());
});

test('below md (a phone) the action bar is Edit and "More actions"; the inline actions move into the menu', async () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query === NARROW_QUERY,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  try {
    renderAt('/viewResident/7');
    const actions = await screen.findByTestId('resident-actions');
    expect(within(actions).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['More actions']);
    await userEvent.click(within(actions).getByRole('button', { name: 'More actions' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['stay actions 7', 'Assign bed']);
  } finally {
    window.matchMedia = original;
  }
});

describe('a deep link to a financial tab', () => {
  const FEES = 'residents/7/finance/fees';
  const FUNDING = 'residents/7/finance/funding';

  test("asks for the tab's data beside the record, not after it", async () => {
    const record = deferred();
    server.get(RESIDENT, record.handler);
    server.get(FEES, reply(404, { message: 'No fees.' }));
    renderAt('/viewResident/7/financials/false/fees');
    await waitFor(() => expect(loads(FEES)).toBe(1));
    expect(loads(RESIDENT)).toBe(1); // still waiting for the record
    expect(loads(FUNDING)).toBe(0);
    record.resolve(residentDetail());
    expect(await screen.findByRole('link', { name: 'Fees' })).toBeInTheDocument();
    // The tab mounts on the data already loaded: no second request.
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    expect(loads(FEES)).toBe(1);
  });

  test("the funding tab: mfe-funding's code and the tab's data start beside the record; the tab asks nothing again", async () => {
    /** mfe-funding's tab, as a stand-in that reads its data as the tab does (shared-auth's residentFundingQuery). */
    function FundingTabStandIn({ residentId }: FundingTabProps) {
      const funding = useQuery(residentFundingQuery(residentId));
      return (
        <span>
          funding tab of {residentId}: {funding.data?.residentCareType ?? 'loading'}
        </span>
      );
    }
    loader.mockImplementation(async (_remote, expose) => ({
      default: expose === './FundingTab' ? FundingTabStandIn : standIn(expose),
    }));
    const record = deferred();
    server.get(RESIDENT, record.handler);
    server.get(FUNDING, { residentId: 7, residentCareType: 'Permanent' });
    renderAt('/viewResident/7/financials/funding');
    await waitFor(() => expect(loads(FUNDING)).toBe(1));
    expect(loader).toHaveBeenCalledWith('mfe_funding', './FundingTab', {});
    expect(loads(RESIDENT)).toBe(1); // still waiting for the record
    expect(loads(FEES)).toBe(0);
    record.resolve(residentDetail());
    expect(await screen.findByText('funding tab of 7: Permanent')).toBeInTheDocument();
    // The tab mounts on the data already loaded: no second request.
    expect(loads(FUNDING)).toBe(1);
  });

  test('asks for nothing early without the financials permission', async () => {
    allow({ residentsDetails: { canView: true } });
    renderAt('/viewResident/7/financials/false/fees');
    await screen.findByRole('heading', { level: 1 });
    expect(loads(FEES) + loads(FUNDING)).toBe(0);
    expect(loader).not.toHaveBeenCalledWith('mfe_funding', './FundingTab', expect.anything());
  });

  test('asks for nothing early on another tab', async () => {
    renderAt('/viewResident/7/events');
    await screen.findByRole('heading', { level: 1 });
    expect(loads(FEES) + loads(FUNDING)).toBe(0);
    expect(loader).not.toHaveBeenCalledWith('mfe_funding', './FundingTab', expect.anything());
  });
});
