import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_ERROR, deferred, renderWithProviders, reply, server, setSession } from 'shared-auth/testing';
import type { DocumentInfo } from 'shared-domain/documents';
import type { ResidentDetail } from 'shared-domain/contracts/resident-responses';
import DocumentsPanel, { shownRows } from './DocumentsPanel';

const resident = {
  id: 501,
  residentId: 42,
  residencyId: 501,
  facilityId: 1,
  firstName: 'Alice',
  lastName: 'Hart',
} as unknown as ResidentDetail;

const DOCS = [
  { id: 7, documentName: 'Care plan', addedBy: 'Carlos Reyes', dateAdded: '2026-11-20T23:30:00.000Z' },
  { id: 3, documentName: 'Advance care directive', addedBy: 'Mia Chen', dateAdded: '2026-03-04T01:00:00.000Z' },
];

interface Perms {
  modify?: boolean;
  remove?: boolean;
}
function setPermissions({ modify = true, remove = true }: Perms = {}) {
  setSession({
    permissions: { residentsDetails: { canView: true, canModify: modify }, residentsRemoveDocuments: { canRemove: remove } },
  });
}

const LIST = 'residents/42/documents';
const UPLOAD = 'residents/42/upload';
const DELETE = 'residents/document/:id/delete';
/** The documents the fake server holds (the list answers them; a delete removes one). */
let stored: DocumentInfo[] = [];
const listLoads = () => server.calls('GET', LIST).length;
const timelineLoads = () => server.calls('GET', 'residents/42/timeline').length;

function renderPanel() {
  renderWithProviders(<DocumentsPanel resident={resident} />);
}

function pdf(name = 'Discharge summary.pdf', content = '%PDF-1.4 test') {
  return new File([content], name, { type: 'application/pdf' });
}

async function openUploadDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Upload document' }));
  return screen.findByRole('dialog', { name: 'Upload document' });
}

beforeEach(() => {
  stored = [...DOCS];
  server.get(LIST, () => stored);
  server.delete(DELETE, ({ params }: { params: { id: string } }) => {
    stored = stored.filter((d) => d.id !== Number(params.id));
  });
  // The panel only watches whether the timeline is reloaded after a change (the page shows it).
  server.get('residents/42/timeline', []);
  setPermissions();
});

test("lists the resident's documents: name, added by, date added (Melbourne)", async () => {
  renderPanel();
  expect(await screen.findByText('Care plan')).toBeInTheDocument();
  expect(listLoads()).toBe(1);
  const table = screen.getByRole('table', { name: 'Documents' });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1]).getByText('Carlos Reyes')).toBeInTheDocument();
  expect(within(rows[1]).getByText('21 Nov 2026')).toBeInTheDocument(); // 10:30 AM on 21 Nov in Melbourne
  expect(within(rows[2]).getByText('Advance care directive')).toBeInTheDocument();
  expect(within(rows[2]).getByText('04 Mar 2026')).toBeInTheDocument();
});

test('an empty list says so', async () => {
  stored = [];
  renderPanel();
  expect(await screen.findByText('No documents.')).toBeInTheDocument();
});

test('a failed load shows the seed message', async () => {
  server.get(LIST, NETWORK_ERROR);
  renderPanel();
  expect(await screen.findByText('Unexpected error occurred while loading documents.')).toBeInTheDocument();
});

test('Upload and Delete follow the permissions (residentsDetails canModify, residentsRemoveDocuments canRemove)', async () => {
  setPermissions({ modify: false, remove: false });
  renderPanel();
  await screen.findByText('Care plan');
  expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete Care plan' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'View Care plan' })).toBeInTheDocument();
});

describe('upload dialog', () => {
  test('name required: Please enter file name; a file is needed', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel();
    const dialog = await openUploadDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Please enter file name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a file to upload.')).toBeInTheDocument();
    expect(server.calls('POST', UPLOAD)).toHaveLength(0);
  });

  test('the name starts as the file name, must be unique (This document name already exists), at most 60 characters', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel();
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('File'), pdf('Care plan.pdf'));
    const name = within(dialog).getByLabelText('Document name');
    expect(name).toHaveValue('Care plan');
    expect(name).toHaveAttribute('maxLength', '60');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('This document name already exists')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, '  CARE PLAN ');
    expect(within(dialog).getByText('This document name already exists')).toBeInTheDocument();
    await user.clear(name);
    expect(within(dialog).getByText('Please enter file name')).toBeInTheDocument();
    await user.click(name);
    await user.paste('x'.repeat(70));
    expect(name).toHaveValue('x'.repeat(60));
    expect(server.calls('POST', UPLOAD)).toHaveLength(0);
  }, 15_000);

  test('refuses a file type the server does not accept', async () => {
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderPanel();
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('File'), new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(within(dialog).getByText(/^This file type is not supported/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(server.calls('POST', UPLOAD)).toHaveLength(0);
  });

  test('a successful upload shows the row at once, then the stored document', async () => {
    const user = userEvent.setup({ delay: null });
    const pending = deferred();
    const upload = server.post(UPLOAD, pending.handler);
    renderPanel();
    const dialog = await openUploadDialog(user);
    const file = pdf();
    await user.upload(within(dialog).getByLabelText('File'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const sent = upload.mock.calls[0][0];
    expect(sent.query).toMatchObject({ name: 'Discharge summary', extension: 'pdf' });
    expect(((sent.body as FormData).get('file') as File).name).toBe(file.name);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload document' })).not.toBeInTheDocument());
    const row = screen.getByText('Discharge summary').closest('tr')!;
    expect(within(row).getByText('Uploading…')).toBeInTheDocument();
    const document = {
      id: 11,
      documentName: 'Discharge summary',
      addedBy: 'Carlos Reyes',
      dateAdded: '2026-11-21T01:00:00.000Z',
    };
    stored = [document, ...stored];
    await act(async () => pending.resolve(document));
    await waitFor(() =>
      expect(within(screen.getByText('Discharge summary').closest('tr')!).queryByText('Uploading…')).not.toBeInTheDocument(),
    );
    const done = screen.getByText('Discharge summary').closest('tr')!;
    expect(within(done).getByText('Carlos Reyes')).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'View Discharge summary' })).toBeInTheDocument();
    // The stored document comes from the reloaded list; the timeline (on the page) reloads too.
    expect(listLoads()).toBe(2);
    expect(timelineLoads()).toBe(0); // not on screen here: invalidated, loaded when shown
  });

  test('a failed upload removes the row and shows the seed message', async () => {
    const user = userEvent.setup({ delay: null });
    const pending = deferred();
    server.post(UPLOAD, pending.handler);
    renderPanel();
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('File'), pdf('Scan.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Scan')).toBeInTheDocument();
    await act(async () => pending.resolve(NETWORK_ERROR));
    expect(await screen.findByText('Unexpected error occurred while uploading document.')).toBeInTheDocument();
    expect(screen.queryByText('Scan')).not.toBeInTheDocument();
    expect(listLoads()).toBe(1);
  });

  test("a file refused by the server: the row is removed, the seed message with the server's reason", async () => {
    const user = userEvent.setup({ delay: null });
    server.post(UPLOAD, reply(400, { modelState: { file: ['The file is too large. The maximum size is 20 MB.'] } }));
    renderPanel();
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('File'), pdf('Huge.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The file is too large. The maximum size is 20 MB.')).toBeInTheDocument();
    expect(screen.getByText('Unexpected error occurred while uploading document.')).toBeInTheDocument();
    expect(screen.queryByText('Huge')).not.toBeInTheDocument();
  });
});

describe('view', () => {
  let open: jest.SpyInstance;
  afterEach(() => open?.mockRestore());

  test('gets a token and opens the view URL in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const token = server.get('residents/document/:id/token', { documentAccessToken: 'v1.abc.def', expiresInSeconds: 60 });
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'View Care plan' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(tab.location.href).toBe('http://localhost/api/residents/document/7/view?documentAccessToken=v1.abc.def'),
    );
    expect(token).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '7' } }));
    expect(tab.opener).toBeNull();
  });

  test('a failed token closes the tab and shows the seed message', async () => {
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    server.get('residents/document/:id/token', reply(404, { message: 'Not found.' }));
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'View Advance care directive' }));
    expect(await screen.findByText('Unexpected error occurred while loading document.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('delete', () => {
  test('asks first; Cancel keeps the document', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete Care plan' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete document' });
    expect(within(confirm).getByText("Are you sure you want to delete 'Care plan'?")).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('DELETE', 'residents/document/7/delete')).toHaveLength(0);
    expect(screen.getByText('Care plan')).toBeInTheDocument();
  });

  test('Delete removes it and reloads the list', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete Care plan' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete document' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Care plan')).not.toBeInTheDocument());
    expect(server.calls('DELETE', 'residents/document/7/delete')).toHaveLength(1);
    expect(screen.getByText('Advance care directive')).toBeInTheDocument();
    expect(listLoads()).toBe(2);
  });

  test('a failed delete keeps the row and shows the seed message', async () => {
    server.delete(DELETE, reply(500, { message: 'An unexpected error occurred.' }));
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete Care plan' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete document' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Unexpected error occurred while deleting document.')).toBeInTheDocument();
    expect(screen.getByText('Care plan')).toBeInTheDocument();
  });
});

test('an upload whose document the reloaded list already holds shows once (the stored row)', () => {
  const uploading = { id: -1, documentName: 'Care plan', addedBy: '', dateAdded: '', uploading: true };
  const other = { id: -2, documentName: 'Scan', addedBy: '', dateAdded: '', uploading: true };
  const stored = [{ id: 12, documentName: 'care plan', addedBy: 'Margaret Nguyen', dateAdded: '2026-11-21T01:00:00.000Z' }];
  expect(shownRows([uploading, other], stored)).toEqual([other, stored[0]]);
  expect(shownRows([uploading], [])).toEqual([uploading]);
});
