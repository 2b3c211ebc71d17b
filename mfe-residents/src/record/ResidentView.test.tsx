import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { usePermission, useFacility } from 'shared-auth';
import { UiProvider, toaster } from 'shared-ui';
import * as api from '../api/record';
import { residentDetail } from './testData';
import ResidentView from './ResidentView';

configure({ asyncUtilTimeout: 5000 });

jest.mock('../api/record', () => ({
  fetchResident: jest.fn(), fetchNotes: jest.fn(), fetchPhoto: jest.fn(), fetchTimeline: jest.fn(), addNote: jest.fn(),
  setNotePinned: jest.fn(), savePhoto: jest.fn(), deletePhoto: jest.fn(),
}));
jest.mock('shared-auth', () => ({ useFacility: jest.fn(), usePermission: jest.fn() }));
// The other engineers' panels: markers that show which resident they received.
jest.mock('../stay/StayActions', () => ({ __esModule: true, default: (p: { resident: { id: number } }) => <span>stay actions {p.resident.id}</span> }));
jest.mock('../funding-actions/FundingActions', () => ({ __esModule: true, default: (p: { resident: { id: number } }) => <span>funding actions {p.resident.id}</span> }));
jest.mock('../documents/DocumentsPanel', () => ({
  __esModule: true,
  default: (p: { resident: { id: number }; onChanged: () => void }) => <span>documents {p.resident.id} <button type="button" onClick={p.onChanged}>document uploaded</button></span>,
}));
jest.mock('../events/EventHistoryTab', () => ({ __esModule: true, default: (p: { resident: { id: number } }) => <span>event history {p.resident.id}</span> }));

const m = jest.mocked(api);
type Flags = { canView: boolean; canModify: boolean; canRemove: boolean; canAction: boolean };
let permissions: Record<string, Partial<Flags>> = {};

function renderAt(path: string) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/viewResident/:residentId/*" element={<ResidentView />} />
          <Route path="/editResident/:residentId/*" element={<span>editor</span>} />
          <Route path="/markAsEnquiry/:residentId" element={<span>mark as enquiry form</span>} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  permissions = { residentsDetails: { canView: true, canModify: true }, residentsMarkDepartedAsEnquiry: { canAction: true }, residentsFinancials: { canView: true } };
  jest.mocked(useFacility).mockReturnValue({ currentFacility: { id: 1, name: 'Bayside Gardens', facilityType: 'AgeCare' } } as never);
  jest.mocked(usePermission).mockImplementation((name: string) => ({ canView: false, canModify: false, canRemove: false, canAction: false, ...(permissions[name] ?? {}) }));
  m.fetchResident.mockResolvedValue(residentDetail());
  m.fetchNotes.mockResolvedValue({ result: [
    { id: 1, note: 'Likes the garden', modifiedOn: '2026-11-20T01:00:00Z', isNotePinned: true, userFirstName: 'Olivia', userLastName: 'Nguyen' },
    { id: 2, note: 'Daughter visits Sundays', modifiedOn: '2026-11-19T01:00:00Z', isNotePinned: false, userFirstName: 'Olivia', userLastName: 'Nguyen' },
  ], totalCount: 5, notIncludingItemsAfter: '2026-11-21T00:00:00Z' });
  m.fetchPhoto.mockResolvedValue(null);
  m.fetchTimeline.mockResolvedValue([
    { kind: 'Enquiry', date: '2024-01-01', title: 'Enquiry', description: 'Enquiry for Permanent care' },
    { kind: 'Admission', date: '2024-02-01', title: 'Admitted' },
  ]);
});
afterEach(() => act(() => toaster.remove()));

test('shows details, contacts, bill payer, note previews, panels and the timeline tab by default', async () => {
  renderAt('/viewResident/7');
  expect(await screen.findByRole('heading', { name: 'Margaret Hill' })).toBeInTheDocument();
  expect(m.fetchResident).toHaveBeenCalledWith(7, expect.anything());
  expect(screen.getByTestId('display-label')).toHaveTextContent('Permanent resident');
  expect(screen.getByText('05 Mar 1940')).toBeInTheDocument();
  expect(screen.getByText('Primary contact')).toBeInTheDocument();
  expect(screen.getByText('Paul Hill')).toBeInTheDocument();
  expect(screen.getByText('NDIS')).toBeInTheDocument();
  expect(screen.getByText('Margaret Hill (resident)')).toBeInTheDocument();
  expect(screen.getByText('stay actions 7')).toBeInTheDocument();
  expect(screen.getByText('funding actions 7')).toBeInTheDocument();
  expect(screen.getByText('documents 7')).toBeInTheDocument();
  const previews = await screen.findByTestId('note-previews');
  expect(within(previews).getByText('Likes the garden')).toBeInTheDocument();
  expect(within(previews).getByText('Daughter visits Sundays')).toBeInTheDocument();
  expect(m.fetchNotes).toHaveBeenCalledWith(7, { skip: 0, take: 2 }, expect.anything());
  expect(await screen.findByText('Admitted')).toBeInTheDocument();
  expect(screen.getAllByTestId('timeline-entry')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Funding' })).toHaveAttribute('href', '/viewResident/7/financials/funding');
  expect(screen.getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '/viewResident/7/financials/false/fees');
});

test('Edit needs residentsDetails canModify; mark as enquiry needs the permission and a departed resident', async () => {
  renderAt('/viewResident/7');
  await screen.findByRole('heading', { name: 'Margaret Hill' });
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/editResident/7');
  expect(screen.queryByRole('link', { name: 'Mark departed resident as enquiry' })).not.toBeInTheDocument();
});

test('a departed resident offers mark as enquiry; without permissions no Edit, no financial tabs', async () => {
  m.fetchResident.mockResolvedValue(residentDetail({ isDeparted: true, departureDateUtc: '2026-10-01', departureReason: 'Deceased' }));
  renderAt('/viewResident/7/events');
  expect(await screen.findByText('event history 7')).toBeInTheDocument();
  expect(screen.getByTestId('display-label')).toHaveTextContent('Departed');
  await userEvent.click(screen.getByRole('link', { name: 'Mark departed resident as enquiry' }));
  expect(await screen.findByText('mark as enquiry form')).toBeInTheDocument();
});

test('without modify and financial permissions: no Edit button and no financial tabs', async () => {
  permissions = { residentsDetails: { canView: true } };
  m.fetchResident.mockResolvedValue(residentDetail({ isDeparted: true, departureDateUtc: '2026-10-01' }));
  renderAt('/viewResident/7');
  await screen.findByRole('heading', { name: 'Margaret Hill' });
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Mark departed resident as enquiry' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Funding' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();
});

test('Assign bed: for a current resident with residentsDetails canModify; not for departed residents or without modify', async () => {
  const { unmount } = renderAt('/viewResident/7');
  const actions = await screen.findByTestId('resident-actions');
  expect(within(actions).getByRole('button', { name: 'Assign bed' })).toBeInTheDocument();
  unmount();
  m.fetchResident.mockResolvedValue(residentDetail({ isDeparted: true, departureDateUtc: '2026-10-01' }));
  const departed = renderAt('/viewResident/7');
  await screen.findByTestId('resident-actions');
  expect(screen.queryByRole('button', { name: 'Assign bed' })).not.toBeInTheDocument();
  departed.unmount();
  m.fetchResident.mockResolvedValue(residentDetail());
  permissions = { residentsDetails: { canView: true } };
  renderAt('/viewResident/7');
  await screen.findByTestId('resident-actions');
  expect(screen.queryByRole('button', { name: 'Assign bed' })).not.toBeInTheDocument();
});

test('a resident of another facility (404) shows not found and the load message', async () => {
  m.fetchResident.mockRejectedValue({ response: { status: 404 } });
  renderAt('/viewResident/7');
  expect(await screen.findByText('The resident was not found in this facility.')).toBeInTheDocument();
  await waitFor(() => expect(toaster.getVisibleToasts().map((t) => t.description)).toContain('Unexpected error occurred while loading the resident.'));
});

test('photo: delete asks the browser first, then deletes and shows the initials', async () => {
  m.fetchPhoto.mockResolvedValue({ photo: 'data:image/png;base64,iVBORw0KGgo=', photoTakenDateUtc: '2026-11-20T00:00:00Z' });
  m.deletePhoto.mockResolvedValue();
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  renderAt('/viewResident/7');
  expect(await screen.findByRole('img', { name: 'Photo of Margaret Hill' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Delete photo' }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete the profile photo?');
  expect(m.deletePhoto).not.toHaveBeenCalled();
  m.fetchPhoto.mockResolvedValue(null);
  await userEvent.click(screen.getByRole('button', { name: 'Delete photo' }));
  await waitFor(() => expect(m.deletePhoto).toHaveBeenCalledWith(7));
  expect(await screen.findByLabelText('No photo')).toBeInTheDocument();
  confirm.mockRestore();
});

test('the timeline follows changes made on the page: a panel that changed the resident reloads it (whether on the default tab or /timeline)', async () => {
  const user = userEvent.setup();
  m.fetchResident.mockImplementation(async () => residentDetail()); // each load answers a new object, as the API client does
  renderAt('/viewResident/7');
  expect(await screen.findByText('Admitted')).toBeInTheDocument();
  expect(m.fetchTimeline).toHaveBeenCalledTimes(1);
  m.fetchTimeline.mockResolvedValue([
    { kind: 'Enquiry', date: '2024-01-01', title: 'Enquiry', description: 'Enquiry for Permanent care' },
    { kind: 'Admission', date: '2024-02-01', title: 'Admitted' },
    { kind: 'Document', date: '2026-11-21', title: 'Document added', description: 'Care plan.txt' },
  ]);
  await user.click(screen.getByRole('button', { name: 'document uploaded' }));
  expect(await screen.findByText('Care plan.txt')).toBeInTheDocument();
  expect(m.fetchResident).toHaveBeenCalledTimes(2);
  // the /timeline tab shows the same, current entries
  await user.click(screen.getByRole('link', { name: 'Timeline' }));
  expect(screen.getByText('Care plan.txt')).toBeInTheDocument();
  m.fetchTimeline.mockResolvedValue([{ kind: 'Admission', date: '2024-02-01', title: 'Admitted' }]);
  await user.click(screen.getByRole('button', { name: 'document uploaded' }));
  await waitFor(() => expect(screen.queryByText('Care plan.txt')).not.toBeInTheDocument());
});
