/**
 * The lead board rendered with the real @hello-pangea/dnd: columns and cards by role and name, keyboard dragging
 * (Space, arrows, Space on a card's "Move" handle), drag refusal, the tour dialog on a drop into Tour booked and the
 * revert when it is cancelled, and no dragging without leadsDetails canModify.
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import {
  Providers,
  emitLiveChange,
  reply,
  server,
  setSession,
  type FakeRequest,
  type TestPermissions,
} from 'shared-auth/testing';
import type { LeadDashboard } from 'shared-domain/contracts/leads';
import { LEAD_DASHBOARD_PAGE_SIZE, LEAD_MESSAGES, tourAlreadyBookedMessage } from 'shared-domain/leads';
import { toaster } from 'shared-ui';
import LeadBoard from './LeadBoard';
import { card, dashboard, tour } from './testData';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);

const toasts = () => toaster.getVisibleToasts().map((t) => t.description);
const boardLoads = () => server.calls('GET', 'leads/dashboard').map((r) => r.query);
const columnLoads = () => server.calls('GET', 'leads/dashboard/status').map((r) => r.query);

const ann = card({ residencyId: 1, firstName: 'Ann', lastName: 'Able', orderNumber: '1' });
const bob = card({
  residencyId: 2,
  firstName: 'Bob',
  lastName: 'Baker',
  orderNumber: '2',
  careType: 'Respite',
  respiteCareLevel: 'High',
});
const cat = card({
  residencyId: 3,
  firstName: 'Cat',
  lastName: 'Cole',
  orderNumber: '1',
  tourInfo: tour({ tourDateTime: '2026-03-10 12:30:00' }),
});

const VIEW = { canView: true };
function allow(permissions: TestPermissions) {
  setSession({ permissions, systemFlags: { enablePrivateResidents: false } });
}
function setPermissions(canModify: boolean) {
  allow({
    leadsDetails: { canView: true, canModify },
    leadsFinancials: VIEW,
    leadsDeleteLeads: VIEW,
    leadsMarkAsProspect: VIEW,
    leadsAdmit: VIEW,
  });
}

/** The board the fake server holds (GET leads/dashboard/ answers it; an action may change it). */
let stored: LeadDashboard;

function renderBoard() {
  const router = createMemoryRouter(
    [
      { path: '/leads', element: <LeadBoard /> },
      { path: '/viewLead/:residentId', element: <span>lead page</span> },
    ],
    { initialEntries: ['/leads'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

// hidden: true so the board can be read while a modal dialog hides it from the accessibility tree.
const column = (title: string) => screen.getByRole('region', { name: title, hidden: true });
const cardNames = (title: string) =>
  within(within(column(title)).getByRole('list', { name: title, hidden: true }))
    .queryAllByRole('link', { hidden: true })
    .map((l) => l.textContent);

beforeEach(() => {
  setPermissions(true);
  stored = dashboard({ Enquiries: [ann, bob], TourBooked: [cat] }, { Enquiries: 25 });
  server.get('leads/dashboard', () => stored);
  server.get('leads/lead-dashboard-filters', {
    leadLocations: [{ id: 1, name: 'North Wing' }],
    genders: ['Female', 'Male'],
    anaccVariableComponents: [{ anaccClass: 8, anaccClassText: 'Class 8' }],
  });
});

/**
 * jsdom has no layout: give the columns and cards the geometry of the board (columns side by side, cards stacked) so
 * @hello-pangea/dnd's keyboard sensor can move a card to the column on its left or right.
 */
const ORDER = ['Enquiries', 'TourBooked', 'TourCompleted', 'Waiting', 'Confirmed'];
function rect(x: number, y: number, width: number, height: number): DOMRect {
  return { x, y, left: x, top: y, width, height, right: x + width, bottom: y + height, toJSON: () => ({}) } as DOMRect;
}
const realRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  // The viewport dnd reads (documentElement.clientWidth/Height are 0 in jsdom).
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1600 });
  Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: 1200 });
  Element.prototype.getBoundingClientRect = function layout(this: Element) {
    const droppable = this.getAttribute('data-rfd-droppable-id');
    if (droppable) return rect(ORDER.indexOf(droppable) * 300, 0, 260, 2000);
    if (this.hasAttribute('data-rfd-draggable-id')) {
      const list = this.closest('[data-rfd-droppable-id]');
      const col = ORDER.indexOf(list?.getAttribute('data-rfd-droppable-id') ?? '');
      const index = list ? [...list.querySelectorAll(':scope > [data-rfd-draggable-id]')].indexOf(this) : 0;
      return rect(col * 300 + 5, 10 + index * 110, 250, 100);
    }
    return rect(0, 0, 1600, 2400); // everything else (e.g. the scrolling board) encloses the columns
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

/** Keyboard drag: focus the card's handle, Space to lift, the arrow keys, Space to drop. */
async function keyboardDrag(name: string, keys: string[]) {
  const handle = screen.getByRole('button', { name: `Move ${name}` });
  handle.focus();
  fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
  for (const key of keys) {
    await act(async () => {
      fireEvent.keyDown(handle, {
        key,
        code: key,
        keyCode: key === 'ArrowDown' ? 40 : key === 'ArrowUp' ? 38 : key === 'ArrowRight' ? 39 : 37,
      });
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
  }
  await act(async () => {
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
  });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
}

test('renders the five columns (regions and lists named by their titles) with the card fields', async () => {
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  for (const title of ['Enquiries', 'Tour booked', 'Tour completed', 'Waiting', 'Confirmed'])
    expect(column(title)).toBeInTheDocument();
  const enquiries = column('Enquiries');
  expect(within(enquiries).getByText('Showing 2 of 25')).toBeInTheDocument();
  expect(within(enquiries).getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  const bobCard = within(enquiries).getByRole('link', { name: 'Bob Baker' }).closest('[data-testid="lead-card"]') as HTMLElement;
  expect(within(bobCard).getByText('Respite (High)')).toBeInTheDocument();
  expect(within(bobCard).getByText('LNH')).toBeInTheDocument();
  expect(within(bobCard).getByText('Class 8')).toBeInTheDocument();
  expect(within(bobCard).getByText('05 Mar 2026')).toBeInTheDocument(); // created 2026-03-04T22:00Z, Melbourne date
  expect(within(column('Tour booked')).getByText('Booked 10 Mar 2026 12:30 PM (Jo Bloggs)')).toBeInTheDocument();
  expect(boardLoads()).toEqual([{ take: LEAD_DASHBOARD_PAGE_SIZE, facilityId: 1 }]);
});

test("another user's change reloads the board in the server's order, never under a card being dragged", async () => {
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  const loads = boardLoads().length;
  // Someone moved Bob to the top and booked Ann's tour.
  stored = dashboard({ Enquiries: [bob], TourBooked: [cat, { ...ann, status: 'TourBooked', orderNumber: '2' }] });
  await act(async () => emitLiveChange('lead-board'));
  await waitFor(() => expect(cardNames('Tour booked')).toEqual(['Cat Cole', 'Ann Able']));
  expect(cardNames('Enquiries')).toEqual(['Bob Baker']);
  expect(boardLoads()).toHaveLength(loads + 1);

  // A change heard while a card is lifted waits for the drop.
  stored = dashboard({ Enquiries: [bob], TourBooked: [cat] });
  const handle = screen.getByRole('button', { name: 'Move Bob Baker' });
  handle.focus();
  await act(async () => {
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
    await new Promise((r) => setTimeout(r, 20));
  });
  await act(async () => emitLiveChange('lead-board'));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  expect(boardLoads()).toHaveLength(loads + 1);
  await act(async () => {
    fireEvent.keyDown(handle, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await new Promise((r) => setTimeout(r, 50));
  });
  await waitFor(() => expect(cardNames('Tour booked')).toEqual(['Cat Cole']));
  expect(boardLoads()).toHaveLength(loads + 2);
});

test("a board that cannot be loaded shows the kit's failure panel; Retry loads it", async () => {
  let fail = true;
  server.get('leads/dashboard', () => (fail ? reply(400, { message: 'no' }) : stored));
  renderBoard();
  const retry = await screen.findByRole('button', { name: 'Retry' });
  const failure = retry.closest('[role="alert"]') as HTMLElement;
  expect(failure).toHaveTextContent(LEAD_MESSAGES.loadLeadsError);
  expect(cardNames('Enquiries')).toEqual([]);
  fail = false;
  await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

test('keyboard dragging reorders within a column through PUT leads/lead-order', async () => {
  const order = server.put('leads/lead-order', { result: '2.5' });
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  await keyboardDrag('Ann Able', ['ArrowDown']);
  await waitFor(() =>
    expect(order).toHaveBeenCalledWith(
      expect.objectContaining({
        body: {
          currentResidencyId: 1,
          status: 'Enquiries',
          predecessorOrderNumber: '2',
          successorOrderNumber: null,
          // Where the card was on this board: the server refuses the move if someone moved it since.
          fromStatus: 'Enquiries',
          fromOrderNumber: '1',
        },
      }),
    ),
  );
  expect(cardNames('Enquiries')).toEqual(['Bob Baker', 'Ann Able']);
});

/** What @hello-pangea/dnd's live region says now. */
const announced = () => document.querySelector('[id^="rfd-announcement-"]')?.textContent ?? '';

test('a keyboard drag is announced with the column headings and positions; Escape cancels it', async () => {
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  const handle = screen.getByRole('button', { name: 'Move Bob Baker' });
  const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
  expect(instructions?.textContent).toContain('Enquiries, Tour booked, Tour completed, Waiting, Confirmed');
  handle.focus();
  fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
  await waitFor(() => expect(announced()).toMatch(/^Lifted Bob Baker from Enquiries, position 2 of 25\./));
  for (const place of ['Tour booked, position 2 of 2', 'Tour completed, position 1 of 1']) {
    await act(async () => {
      fireEvent.keyDown(handle, { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 });
    });
    await waitFor(() => expect(announced()).toBe(`Moved to ${place}.`));
  }
  await act(async () => {
    fireEvent.keyDown(handle, { key: 'Escape', code: 'Escape', keyCode: 27 });
  });
  // The card animates back home; jsdom runs no transitions, so end it as the browser would.
  await waitFor(() => {
    const end = new Event('transitionend', { bubbles: true });
    Object.assign(end, { propertyName: 'transform' });
    act(() => {
      handle.closest('[data-rfd-draggable-id]')!.dispatchEvent(end);
    });
    expect(announced()).toBe('Move cancelled. Bob Baker is back in Enquiries, position 2 of 25.');
  });
  expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']);
  expect(server.calls('PUT', 'leads/lead-status')).toHaveLength(0);
});

test('a refused drop is announced with the drag rule message', async () => {
  renderBoard();
  await waitFor(() => expect(cardNames('Tour booked')).toEqual(['Cat Cole']));
  await keyboardDrag('Cat Cole', ['ArrowLeft']);
  await waitFor(() => expect(announced()).toBe(tourAlreadyBookedMessage('Enquiries')));
});

test('a refused move shows the drag rule message and changes nothing', async () => {
  renderBoard();
  await waitFor(() => expect(cardNames('Tour booked')).toEqual(['Cat Cole']));
  await keyboardDrag('Cat Cole', ['ArrowLeft']);
  await waitFor(() => expect(toasts()).toContain(tourAlreadyBookedMessage('Enquiries')));
  expect(cardNames('Tour booked')).toEqual(['Cat Cole']);
  expect(server.calls('PUT', 'leads/lead-status')).toHaveLength(0);
});

test('dropping into Tour booked without a tour opens the tour dialog; Cancel reverts the card and reloads the board', async () => {
  server.get('tour/:residencyId', {
    id: null,
    residencyId: 1,
    tourFacilitatorUserId: null,
    isCompleted: false,
    tourDateTime: null,
    tourFacilitatorUsers: [{ id: 5, name: 'Jo Bloggs' }],
  });
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  await keyboardDrag('Ann Able', ['ArrowRight']);
  const dialog = await screen.findByRole('form', { name: 'Book tour' });
  expect(cardNames('Tour booked')).toContain('Ann Able');
  expect(within(dialog).getByLabelText(/Tour time/)).toHaveValue('12:30');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Book tour' })).not.toBeInTheDocument());
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  expect(cardNames('Tour booked')).toEqual(['Cat Cole']);
  await waitFor(() => expect(boardLoads()).toHaveLength(2));
  expect(server.calls('PUT', 'leads/lead-status')).toHaveLength(0);
  expect(server.calls('POST', 'tour/save')).toHaveLength(0);
});

test('saving the tour of a drop saves the tour, then the status and the position', async () => {
  server.get('tour/:residencyId', {
    id: null,
    residencyId: 1,
    tourFacilitatorUserId: null,
    isCompleted: false,
    tourDateTime: null,
    tourFacilitatorUsers: [{ id: 5, name: 'Jo Bloggs' }],
  });
  const saveTour = server.post('tour/save', {
    id: 11,
    residencyId: 1,
    tourFacilitatorUserId: 5,
    isCompleted: false,
    tourDateTime: '2030-01-02 12:30:00',
    leadStatus: 'TourBooked',
    leadVersion: 4,
  });
  const status = server.put('leads/lead-status');
  const order = server.put('leads/lead-order', { result: '2' });
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  await keyboardDrag('Ann Able', ['ArrowRight']);
  const dialog = await screen.findByRole('form', { name: 'Book tour' });
  await userEvent.selectOptions(within(dialog).getByLabelText(/Tour facilitator/), '5');
  fireEvent.change(within(dialog).getByLabelText(/Tour date/), { target: { value: '2030-01-02' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(saveTour).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({
          residencyId: 1,
          tourFacilitatorUserId: 5,
          tourDateTime: '2030-01-02 12:30:00',
          isCompleted: false,
        }),
      }),
    ),
  );
  await waitFor(() =>
    expect(status).toHaveBeenCalledWith(expect.objectContaining({ body: { residencyId: 1, status: 'TourBooked' } })),
  );
  await waitFor(() =>
    expect(order).toHaveBeenCalledWith(
      expect.objectContaining({ body: expect.objectContaining({ currentResidencyId: 1, status: 'TourBooked' }) }),
    ),
  );
  expect(toasts()).toContain(LEAD_MESSAGES.tourSaved);
});

test("the card menu's Tour opens the tour dialog and it stays open once the menu has closed", async () => {
  const getTour = server.get('tour/:residencyId', {
    ...tour({ tourDateTime: '2026-03-10 12:30:00' }),
    id: 9,
    residencyId: 3,
    tourFacilitatorUserId: 5,
    tourFacilitatorUsers: [{ id: 5, name: 'Jo Bloggs' }],
  });
  renderBoard();
  await waitFor(() => expect(cardNames('Tour booked')).toEqual(['Cat Cole']));
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Cat Cole' }));
  const menu = await screen.findByRole('form', { name: 'Actions for Cat Cole' });
  await userEvent.click(within(menu).getByRole('button', { name: 'Tour' }));
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Actions for Cat Cole' })).not.toBeInTheDocument());
  const dialog = await screen.findByRole('form', { name: 'Tour' });
  await waitFor(() => expect(within(dialog).getByLabelText(/Tour date/)).toHaveValue('2026-03-10'));
  expect(getTour).toHaveBeenCalledWith(expect.objectContaining({ params: { residencyId: '3' } }));
  expect(screen.getByRole('form', { name: 'Tour' })).toBeInTheDocument();
});

test("the card menu's Move to ... moves a lead without dragging: saved like a drop, refused by the same rules", async () => {
  const status = server.put('leads/lead-status');
  const order = server.put('leads/lead-order', { result: '1' });
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Cat Cole' }));
  let menu = await screen.findByRole('form', { name: 'Actions for Cat Cole' });
  expect(
    within(menu)
      .getAllByRole('button', { name: /^Move to / })
      .map((b) => b.textContent),
  ).toEqual(['Move to Enquiries', 'Move to Tour completed', 'Move to Waiting', 'Move to Confirmed']);
  await userEvent.click(within(menu).getByRole('button', { name: 'Move to Enquiries' }));
  await waitFor(() => expect(toasts()).toContain(tourAlreadyBookedMessage('Enquiries')));
  expect(cardNames('Tour booked')).toEqual(['Cat Cole']);

  await userEvent.click(screen.getByRole('button', { name: 'Actions for Ann Able' }));
  menu = await screen.findByRole('form', { name: 'Actions for Ann Able' });
  await userEvent.click(within(menu).getByRole('button', { name: 'Move to Confirmed' }));
  await waitFor(() =>
    expect(status).toHaveBeenCalledWith(
      expect.objectContaining({
        body: { residencyId: 1, status: 'Confirmed', fromStatus: 'Enquiries', fromOrderNumber: '1' },
      }),
    ),
  );
  await waitFor(() =>
    expect(order).toHaveBeenCalledWith(
      expect.objectContaining({
        // The order call names where the status change put the card (this test server's answer says nothing: the column).
        body: {
          currentResidencyId: 1,
          status: 'Confirmed',
          predecessorOrderNumber: null,
          successorOrderNumber: null,
          fromStatus: 'Confirmed',
        },
      }),
    ),
  );
  expect(cardNames('Confirmed')).toEqual(['Ann Able']);
});

test('without leadsDetails canModify there is no drag handle and no Create lead', async () => {
  setPermissions(false);
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Create lead' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Ann Able' }));
  const menu = await screen.findByRole('form', { name: 'Actions for Ann Able' });
  expect(within(menu).queryByRole('button', { name: /^Move to / })).not.toBeInTheDocument();
});

test('load more asks for the next page of that column only', async () => {
  server.get('leads/dashboard/status', {
    result: [card({ residencyId: 30, firstName: 'Dan', lastName: 'Dee', orderNumber: '3' })],
    totalCount: 25,
  });
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  await userEvent.click(within(column('Enquiries')).getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker', 'Dan Dee']));
  expect(columnLoads()).toEqual([{ status: 'Enquiries', skip: 2, take: LEAD_DASHBOARD_PAGE_SIZE, facilityId: 1 }]);
});

test('card actions: archive after confirming reloads the board without the card; income and assets toasts the seed message', async () => {
  allow({
    leadsDetails: { canView: true, canModify: true },
    leadsFinancials: { canView: true, canModify: true },
    leadsDeleteLeads: VIEW,
    leadsMarkAsProspect: VIEW,
  });
  const income = server.put('residents/:residentId/income-asset-status/:value');
  const archive = server.put('leads/:residentId/archive', ({ params }: FakeRequest) => {
    stored = dashboard({ Enquiries: [bob], TourBooked: [cat] }, { Enquiries: 24 });
    return params.residentId === '1001' ? undefined : reply(404);
  });
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));

  await userEvent.click(screen.getByRole('button', { name: 'Actions for Bob Baker' }));
  let menu = await screen.findByRole('form', { name: 'Actions for Bob Baker' });
  expect(within(menu).queryByRole('button', { name: 'Delete lead' })).not.toBeInTheDocument();
  await userEvent.click(within(menu).getByRole('button', { name: 'Income and assets completed' }));
  await waitFor(() =>
    expect(income).toHaveBeenCalledWith(
      expect.objectContaining({ params: { residentId: '1002', value: 'Completed' }, body: { version: 3 } }),
    ),
  );
  await waitFor(() => expect(toasts()).toContain(LEAD_MESSAGES.incomeAssetUpdated));

  await userEvent.click(screen.getByRole('button', { name: 'Actions for Ann Able' }));
  menu = await screen.findByRole('form', { name: 'Actions for Ann Able' });
  await userEvent.click(within(menu).getByRole('button', { name: 'Archive' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Archive' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
  await waitFor(() =>
    expect(archive).toHaveBeenCalledWith(expect.objectContaining({ params: { residentId: '1001' }, body: { version: 3 } })),
  );
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Bob Baker']));
});

test('the filter reloads the board with its fields; the export downloads the spreadsheet', async () => {
  const createObjectURL = jest.fn(() => 'blob:leads');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const report = server.get(
    'leads/leads-report-excel',
    reply(200, new Blob(['xlsx']), { 'content-disposition': 'attachment; filename="LeadsReport.xlsx"' }),
  );
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  const filter = screen.getByRole('group', { name: 'Filter leads' });
  await waitFor(() => expect(within(filter).getByLabelText('Location')).toHaveTextContent('North Wing'));
  await userEvent.selectOptions(within(filter).getByLabelText('Care type'), 'Respite');
  await userEvent.selectOptions(within(filter).getByLabelText('Location'), '1');
  await userEvent.selectOptions(within(filter).getByLabelText('AN-ACC class'), '8');
  await waitFor(() =>
    expect(boardLoads().at(-1)).toEqual({
      take: LEAD_DASHBOARD_PAGE_SIZE,
      leadCareType: 'Respite',
      locationId: 1,
      anaccClass: 8,
      facilityId: 1,
    }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
  await waitFor(() =>
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ query: { leadCareType: 'Respite', locationId: 1, anaccClass: 8, facilityId: 1 } }),
    ),
  );
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('LeadsReport.xlsx');
  expect(createObjectURL).toHaveBeenCalled();
  click.mockRestore();
});
