/**
 * The lead board rendered with the real @hello-pangea/dnd: columns and cards by role and name, keyboard dragging
 * (Space, arrows, Space on a card's "Move" handle), drag refusal, the tour dialog on a drop into Tour booked and the
 * revert when it is cancelled, and no dragging without leadsDetails canModify.
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useFacility, useFeatureFlag, usePermission } from 'shared-auth';
import { LEAD_DASHBOARD_PAGE_SIZE, LEAD_MESSAGES, tourAlreadyBookedMessage } from 'shared-domain/leads';
import { UiProvider, toaster } from 'shared-ui';
import * as api from '../api';
import LeadBoard from './LeadBoard';
import { card, dashboard, tour } from './testData';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);

jest.mock('../api', () => {
  const actual = jest.requireActual('../api');
  const fns = Object.fromEntries(Object.keys(actual).filter((k) => typeof actual[k] === 'function' && k !== 'filterParams').map((k) => [k, jest.fn()]));
  return { ...actual, ...fns };
});
jest.mock('shared-auth', () => ({ useFacility: jest.fn(), usePermission: jest.fn(), useFeatureFlag: jest.fn(), createApiClient: jest.fn() }));

const m = jest.mocked(api);
const toasts = () => toaster.getVisibleToasts().map((t) => t.description);

const ann = card({ residencyId: 1, firstName: 'Ann', lastName: 'Able', orderNumber: '1' });
const bob = card({ residencyId: 2, firstName: 'Bob', lastName: 'Baker', orderNumber: '2', careType: 'Respite', respiteCareLevel: 'High' });
const cat = card({ residencyId: 3, firstName: 'Cat', lastName: 'Cole', orderNumber: '1', tourInfo: tour({ tourDateTime: '2026-03-10 12:30:00' }) });

function setPermissions(canModify: boolean) {
  jest.mocked(usePermission).mockImplementation((name) => ({
    canView: true, canModify: name === 'leadsDetails' ? canModify : false, canRemove: false, canAction: false,
  }));
}

function renderBoard() {
  const router = createMemoryRouter([
    { path: '/leads', element: <LeadBoard /> },
    { path: '/viewLead/:residentId', element: <span>lead page</span> },
  ], { initialEntries: ['/leads'] });
  render(<UiProvider><RouterProvider router={router} /></UiProvider>);
  return router;
}

// hidden: true so the board can be read while a modal dialog hides it from the accessibility tree.
const column = (title: string) => screen.getByRole('region', { name: title, hidden: true });
const cardNames = (title: string) =>
  within(within(column(title)).getByRole('list', { name: title, hidden: true })).queryAllByRole('link', { hidden: true }).map((l) => l.textContent);

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useFacility).mockReturnValue({ currentFacility: { id: 1, name: 'Bayside Gardens', facilityType: 'AgeCare' }, facilities: [], facilityType: 'AgeCare' } as never);
  jest.mocked(useFeatureFlag).mockReturnValue(false);
  setPermissions(true);
  m.fetchDashboard.mockResolvedValue(dashboard({ Enquiries: [ann, bob], TourBooked: [cat] }, { Enquiries: 25 }));
  m.fetchDashboardFilters.mockResolvedValue({ leadLocations: [{ id: 1, name: 'North Wing' }], genders: ['Female', 'Male'], anaccVariableComponents: [{ anaccClass: 8, anaccClassText: 'Class 8' }] });
  m.fetchColumn.mockImplementation(async (status) => ({ result: status === 'Enquiries' ? [ann, bob] : status === 'TourBooked' ? [{ ...cat, status: 'TourBooked' }] : [], totalCount: status === 'Enquiries' ? 25 : 1 }));
});
afterEach(() => act(() => toaster.remove()));

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
afterAll(() => { Element.prototype.getBoundingClientRect = realRect; });

/** Keyboard drag: focus the card's handle, Space to lift, the arrow keys, Space to drop. */
async function keyboardDrag(name: string, keys: string[]) {
  const handle = screen.getByRole('button', { name: `Move ${name}` });
  handle.focus();
  fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
  for (const key of keys) {
    await act(async () => { fireEvent.keyDown(handle, { key, code: key, keyCode: key === 'ArrowDown' ? 40 : key === 'ArrowUp' ? 38 : key === 'ArrowRight' ? 39 : 37 }); });
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
  }
  await act(async () => { fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 }); });
  await act(async () => { await new Promise((r) => setTimeout(r, 50)); });
}

test('renders the five columns (regions and lists named by their titles) with the card fields', async () => {
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  for (const title of ['Enquiries', 'Tour booked', 'Tour completed', 'Waiting', 'Confirmed']) expect(column(title)).toBeInTheDocument();
  const enquiries = column('Enquiries');
  expect(within(enquiries).getByText('Showing 2 of 25')).toBeInTheDocument();
  expect(within(enquiries).getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  const bobCard = within(enquiries).getByRole('link', { name: 'Bob Baker' }).closest('[data-testid="lead-card"]') as HTMLElement;
  expect(within(bobCard).getByText('Respite (High)')).toBeInTheDocument();
  expect(within(bobCard).getByText('LNH')).toBeInTheDocument();
  expect(within(bobCard).getByText('Class 8')).toBeInTheDocument();
  expect(within(bobCard).getByText('05 Mar 2026')).toBeInTheDocument(); // created 2026-03-04T22:00Z, Melbourne date
  expect(within(column('Tour booked')).getByText('Booked 10 Mar 2026 12:30 PM (Jo Bloggs)')).toBeInTheDocument();
  expect(m.fetchDashboard).toHaveBeenCalledWith({ leadCareType: 'All' }, LEAD_DASHBOARD_PAGE_SIZE, expect.anything());
});

test('keyboard dragging reorders within a column through PUT leads/lead-order', async () => {
  m.changeLeadOrder.mockResolvedValue({ result: '2.5' });
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  await keyboardDrag('Ann Able', ['ArrowDown']);
  await waitFor(() => expect(m.changeLeadOrder).toHaveBeenCalledWith({ currentResidencyId: 1, status: 'Enquiries', predecessorOrderNumber: '2', successorOrderNumber: null }));
  expect(cardNames('Enquiries')).toEqual(['Bob Baker', 'Ann Able']);
});

test('a refused move shows the drag rule message and changes nothing', async () => {
  renderBoard();
  await waitFor(() => expect(cardNames('Tour booked')).toEqual(['Cat Cole']));
  await keyboardDrag('Cat Cole', ['ArrowLeft']);
  await waitFor(() => expect(toasts()).toContain(tourAlreadyBookedMessage('Enquiries')));
  expect(cardNames('Tour booked')).toEqual(['Cat Cole']);
  expect(m.changeLeadStatus).not.toHaveBeenCalled();
});

test('dropping into Tour booked without a tour opens the tour dialog; Cancel reverts the card and refreshes both columns', async () => {
  m.fetchTour.mockResolvedValue({ id: null, residencyId: 1, tourFacilitatorUserId: null, isCompleted: false, tourDateTime: null, tourFacilitatorUsers: [{ id: 5, name: 'Jo Bloggs' }] });
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
  const refreshed = m.fetchColumn.mock.calls.map((c) => c[0]).sort();
  expect(refreshed).toEqual(['Enquiries', 'TourBooked']);
  expect(m.changeLeadStatus).not.toHaveBeenCalled();
  expect(m.saveTour).not.toHaveBeenCalled();
});

test('saving the tour of a drop saves the tour, then the status and the position', async () => {
  m.fetchTour.mockResolvedValue({ id: null, residencyId: 1, tourFacilitatorUserId: null, isCompleted: false, tourDateTime: null, tourFacilitatorUsers: [{ id: 5, name: 'Jo Bloggs' }] });
  m.saveTour.mockResolvedValue({ id: 11, residencyId: 1, tourFacilitatorUserId: 5, isCompleted: false, tourDateTime: '2030-01-02 12:30:00', leadStatus: 'TourBooked', leadVersion: 4 });
  m.changeLeadStatus.mockResolvedValue(undefined);
  m.changeLeadOrder.mockResolvedValue({ result: '2' });
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  await keyboardDrag('Ann Able', ['ArrowRight']);
  const dialog = await screen.findByRole('form', { name: 'Book tour' });
  await userEvent.selectOptions(within(dialog).getByLabelText(/Tour facilitator/), '5');
  fireEvent.change(within(dialog).getByLabelText(/Tour date/), { target: { value: '2030-01-02' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(m.saveTour).toHaveBeenCalledWith(expect.objectContaining({ residencyId: 1, tourFacilitatorUserId: 5, tourDateTime: '2030-01-02 12:30:00', isCompleted: false })));
  await waitFor(() => expect(m.changeLeadStatus).toHaveBeenCalledWith({ residencyId: 1, status: 'TourBooked' }));
  expect(m.changeLeadOrder).toHaveBeenCalledWith(expect.objectContaining({ currentResidencyId: 1, status: 'TourBooked' }));
  expect(toasts()).toContain(LEAD_MESSAGES.tourSaved);
});

test("the card menu's Tour opens the tour dialog and it stays open once the menu has closed", async () => {
  m.fetchTour.mockResolvedValue({ ...tour({ tourDateTime: '2026-03-10 12:30:00' }), id: 9, residencyId: 3, tourFacilitatorUserId: 5, tourFacilitatorUsers: [{ id: 5, name: 'Jo Bloggs' }] });
  renderBoard();
  await waitFor(() => expect(cardNames('Tour booked')).toEqual(['Cat Cole']));
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Cat Cole' }));
  const menu = await screen.findByRole('form', { name: 'Actions for Cat Cole' });
  await userEvent.click(within(menu).getByRole('button', { name: 'Tour' }));
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Actions for Cat Cole' })).not.toBeInTheDocument());
  const dialog = await screen.findByRole('form', { name: 'Tour' });
  await waitFor(() => expect(within(dialog).getByLabelText(/Tour date/)).toHaveValue('2026-03-10'));
  expect(m.fetchTour).toHaveBeenCalledWith(3, expect.anything());
  expect(screen.getByRole('form', { name: 'Tour' })).toBeInTheDocument();
});

test('without leadsDetails canModify there is no drag handle and no Create lead', async () => {
  setPermissions(false);
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Create lead' })).not.toBeInTheDocument();
});

test('load more asks for the next page of that column only', async () => {
  m.fetchColumn.mockResolvedValueOnce({ result: [card({ residencyId: 30, firstName: 'Dan', lastName: 'Dee', orderNumber: '3' })], totalCount: 25 });
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  await userEvent.click(within(column('Enquiries')).getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker', 'Dan Dee']));
  expect(m.fetchColumn).toHaveBeenCalledWith('Enquiries', { leadCareType: 'All' }, { skip: 2, take: LEAD_DASHBOARD_PAGE_SIZE, notIncludingItemsAfter: undefined });
});

test('card actions: archive after confirming removes the card; income and assets toasts the seed message', async () => {
  jest.mocked(usePermission).mockImplementation((name) => ({
    canView: true, canModify: name === 'leadsDetails' || name === 'leadsFinancials', canRemove: false, canAction: false,
  }));
  m.archiveLead.mockResolvedValue(undefined);
  m.setIncomeAssetStatus.mockResolvedValue(undefined);
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));

  await userEvent.click(screen.getByRole('button', { name: 'Actions for Bob Baker' }));
  let menu = await screen.findByRole('form', { name: 'Actions for Bob Baker' });
  expect(within(menu).queryByRole('button', { name: 'Delete lead' })).not.toBeInTheDocument();
  await userEvent.click(within(menu).getByRole('button', { name: 'Income and assets completed' }));
  await waitFor(() => expect(m.setIncomeAssetStatus).toHaveBeenCalledWith(1002, 'Completed', 3));
  await waitFor(() => expect(toasts()).toContain(LEAD_MESSAGES.incomeAssetUpdated));

  await userEvent.click(screen.getByRole('button', { name: 'Actions for Ann Able' }));
  menu = await screen.findByRole('form', { name: 'Actions for Ann Able' });
  await userEvent.click(within(menu).getByRole('button', { name: 'Archive' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Archive' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
  await waitFor(() => expect(m.archiveLead).toHaveBeenCalledWith(1001, 3));
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Bob Baker']));
});

test('the filter reloads the board with its fields; the export downloads the spreadsheet', async () => {
  const createObjectURL = jest.fn(() => 'blob:leads');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  m.downloadLeadsReport.mockResolvedValue({ blob: new Blob(['xlsx']), fileName: 'LeadsReport.xlsx' });
  renderBoard();
  await waitFor(() => expect(cardNames('Enquiries')).toEqual(['Ann Able', 'Bob Baker']));
  const filter = screen.getByRole('group', { name: 'Filter leads' });
  await waitFor(() => expect(within(filter).getByLabelText('Location')).toHaveTextContent('North Wing'));
  await userEvent.selectOptions(within(filter).getByLabelText('Care type'), 'Respite');
  await userEvent.selectOptions(within(filter).getByLabelText('Location'), '1');
  await userEvent.selectOptions(within(filter).getByLabelText('AN-ACC class'), '8');
  await waitFor(() => expect(m.fetchDashboard).toHaveBeenLastCalledWith({ leadCareType: 'Respite', locationId: 1, anaccClass: 8 }, LEAD_DASHBOARD_PAGE_SIZE, expect.anything()));
  await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
  await waitFor(() => expect(m.downloadLeadsReport).toHaveBeenCalledWith({ leadCareType: 'Respite', locationId: 1, anaccClass: 8 }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('LeadsReport.xlsx');
  expect(createObjectURL).toHaveBeenCalled();
  click.mockRestore();
});
