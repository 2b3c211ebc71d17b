import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { usePermission } from 'shared-auth';
import type { ResidentDetail } from 'shared-domain/resident-types';
import { UiProvider, toaster } from 'shared-ui';
import { deleteDocument, documentViewUrl, fetchDocumentToken, fetchDocuments, uploadDocument } from './api';
import DocumentsPanel from './DocumentsPanel';

jest.mock('./api', () => ({
  fetchDocuments: jest.fn(),
  uploadDocument: jest.fn(),
  fetchDocumentToken: jest.fn(),
  documentViewUrl: jest.fn(),
  deleteDocument: jest.fn(),
}));
jest.mock('shared-auth', () => ({ usePermission: jest.fn() }));

const mockFetch = jest.mocked(fetchDocuments);
const mockUpload = jest.mocked(uploadDocument);
const mockToken = jest.mocked(fetchDocumentToken);
const mockViewUrl = jest.mocked(documentViewUrl);
const mockDelete = jest.mocked(deleteDocument);
const mockPermission = jest.mocked(usePermission);

const resident = { id: 501, residentId: 42, residencyId: 501, facilityId: 1, firstName: 'Alice', lastName: 'Hart' } as unknown as ResidentDetail;

const DOCS = [
  { id: 7, documentName: 'Care plan', addedBy: 'Carlos Reyes', dateAdded: '2026-11-20T23:30:00.000Z' },
  { id: 3, documentName: 'Advance care directive', addedBy: 'Mia Chen', dateAdded: '2026-03-04T01:00:00.000Z' },
];

interface Perms { modify?: boolean; remove?: boolean }
function setPermissions({ modify = true, remove = true }: Perms = {}) {
  mockPermission.mockImplementation((name) => {
    if (name === 'residentsDetails') return { canView: true, canModify: modify, canRemove: false, canAction: false };
    if (name === 'residentsRemoveDocuments') return { canView: false, canModify: false, canRemove: remove, canAction: false };
    return { canView: false, canModify: false, canRemove: false, canAction: false };
  });
}

function Wrapper({ children }: { children?: ReactNode }) {
  return <UiProvider>{children}</UiProvider>;
}

function renderPanel(onChanged = jest.fn()) {
  render(<DocumentsPanel resident={resident} onChanged={onChanged} />, { wrapper: Wrapper });
  return { onChanged };
}

function pdf(name = 'Discharge summary.pdf', content = '%PDF-1.4 test') {
  return new File([content], name, { type: 'application/pdf' });
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

async function openUploadDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Upload document' }));
  return screen.findByRole('dialog', { name: 'Upload document' });
}

beforeEach(() => {
  mockFetch.mockReset().mockResolvedValue(DOCS);
  mockUpload.mockReset();
  mockToken.mockReset();
  mockViewUrl.mockReset().mockImplementation((id, token) => `http://localhost/api/residents/document/${id}/view?documentAccessToken=${token}`);
  mockDelete.mockReset();
  setPermissions();
});
afterEach(() => act(() => toaster.remove()));

test('lists the resident\'s documents: name, added by, date added (Melbourne)', async () => {
  renderPanel();
  expect(await screen.findByText('Care plan')).toBeInTheDocument();
  expect(mockFetch).toHaveBeenCalledWith(42, expect.anything());
  const table = screen.getByRole('table', { name: 'Documents' });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1]).getByText('Carlos Reyes')).toBeInTheDocument();
  expect(within(rows[1]).getByText('21 Nov 2026')).toBeInTheDocument(); // 10:30 AM on 21 Nov in Melbourne
  expect(within(rows[2]).getByText('Advance care directive')).toBeInTheDocument();
  expect(within(rows[2]).getByText('04 Mar 2026')).toBeInTheDocument();
});

test('an empty list says so', async () => {
  mockFetch.mockResolvedValue([]);
  renderPanel();
  expect(await screen.findByText('No documents.')).toBeInTheDocument();
});

test('a failed load shows the seed message', async () => {
  mockFetch.mockRejectedValue(new Error('offline'));
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
    expect(mockUpload).not.toHaveBeenCalled();
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
    expect(mockUpload).not.toHaveBeenCalled();
  }, 15_000);

  test('refuses a file type the server does not accept', async () => {
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderPanel();
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('File'), new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(within(dialog).getByText(/^This file type is not supported/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(mockUpload).not.toHaveBeenCalled();
  });

  test('a successful upload shows the row at once, then the stored document', async () => {
    const user = userEvent.setup({ delay: null });
    const pending = deferred<{ id: number; documentName: string; addedBy: string; dateAdded: string }>();
    mockUpload.mockReturnValue(pending.promise);
    const { onChanged } = renderPanel();
    const dialog = await openUploadDialog(user);
    const file = pdf();
    await user.upload(within(dialog).getByLabelText('File'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(mockUpload).toHaveBeenCalledWith(42, file, 'Discharge summary', 'pdf');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload document' })).not.toBeInTheDocument());
    const row = screen.getByText('Discharge summary').closest('tr')!;
    expect(within(row).getByText('Uploading…')).toBeInTheDocument();
    await act(async () => pending.resolve({ id: 11, documentName: 'Discharge summary', addedBy: 'Carlos Reyes', dateAdded: '2026-11-21T01:00:00.000Z' }));
    const done = screen.getByText('Discharge summary').closest('tr')!;
    expect(within(done).queryByText('Uploading…')).not.toBeInTheDocument();
    expect(within(done).getByText('Carlos Reyes')).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'View Discharge summary' })).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  test('a failed upload removes the row and shows the seed message', async () => {
    const user = userEvent.setup({ delay: null });
    const pending = deferred<never>();
    mockUpload.mockReturnValue(pending.promise);
    const { onChanged } = renderPanel();
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('File'), pdf('Scan.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Scan')).toBeInTheDocument();
    await act(async () => pending.reject(Object.assign(new Error('Network Error'), { response: undefined })));
    expect(screen.queryByText('Scan')).not.toBeInTheDocument();
    expect(await screen.findByText('Unexpected error occurred while uploading document.')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  test('a file refused by the server: the row is removed, the seed message with the server\'s reason', async () => {
    const user = userEvent.setup({ delay: null });
    mockUpload.mockRejectedValue({ response: { status: 400, data: { modelState: { file: ['The file is too large. The maximum size is 20 MB.'] } } } });
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
    mockToken.mockResolvedValue({ documentAccessToken: 'v1.abc.def', expiresInSeconds: 60 });
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'View Care plan' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('http://localhost/api/residents/document/7/view?documentAccessToken=v1.abc.def'));
    expect(mockToken).toHaveBeenCalledWith(7);
    expect(tab.opener).toBeNull();
  });

  test('a failed token closes the tab and shows the seed message', async () => {
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockToken.mockRejectedValue(new Error('404'));
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
    expect(mockDelete).not.toHaveBeenCalled();
    expect(screen.getByText('Care plan')).toBeInTheDocument();
  });

  test('Delete removes it and tells the page', async () => {
    mockDelete.mockResolvedValue(undefined);
    const user = userEvent.setup({ delay: null });
    const { onChanged } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete Care plan' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete document' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(mockDelete).toHaveBeenCalledWith(7);
    await waitFor(() => expect(screen.queryByText('Care plan')).not.toBeInTheDocument());
    expect(screen.getByText('Advance care directive')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  test('a failed delete keeps the row and shows the seed message', async () => {
    mockDelete.mockRejectedValue(new Error('500'));
    const user = userEvent.setup({ delay: null });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete Care plan' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete document' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Unexpected error occurred while deleting document.')).toBeInTheDocument();
    expect(screen.getByText('Care plan')).toBeInTheDocument();
  });
});
