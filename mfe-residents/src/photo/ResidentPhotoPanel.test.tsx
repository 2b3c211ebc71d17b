import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, reply, server } from 'shared-auth/testing';
import { PHOTO_CHANNEL } from 'shared-domain/resident-record';
import { residentDetail } from '../record/testData';
import ResidentPhotoPanel from './ResidentPhotoPanel';

configure({ asyncUtilTimeout: 5000 });
const PHOTO = 'residents/7/photo';
const IMAGE = { photo: 'data:image/png;base64,iVBORw0KGgo=', photoTakenDateUtc: '2026-11-20T00:00:00Z' };

/** A BroadcastChannel between the "tabs" of a test (jsdom has none). */
class FakeChannel {
  static open: FakeChannel[] = [];
  onmessage: ((e: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    FakeChannel.open.push(this);
  }
  postMessage(data: unknown) {
    for (const c of FakeChannel.open) if (c !== this && c.name === this.name) c.onmessage?.({ data } as MessageEvent);
  }
  close() {
    FakeChannel.open = FakeChannel.open.filter((c) => c !== this);
  }
}
beforeAll(() => {
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = FakeChannel;
});
afterAll(() => {
  delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
});

test('a resident without a photo: the initials, and the image is never requested', async () => {
  server.get(PHOTO, reply(404));
  renderWithProviders(<ResidentPhotoPanel resident={residentDetail({ hasPhoto: false })} />);
  expect(await screen.findByLabelText('No photo')).toHaveTextContent('MH');
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(server.calls('GET', PHOTO)).toHaveLength(0);
});

test('a resident with a photo: loaded and shown; deleted: initials, no further request', async () => {
  server.get(PHOTO, IMAGE);
  server.delete(PHOTO);
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderWithProviders(<ResidentPhotoPanel resident={residentDetail({ hasPhoto: true })} />);
  expect(await screen.findByRole('img', { name: 'Photo of Margaret Hill' })).toHaveAttribute('src', IMAGE.photo);
  expect(server.calls('GET', PHOTO)).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Delete photo' }));
  expect(await screen.findByLabelText('No photo')).toBeInTheDocument();
  expect(server.calls('DELETE', PHOTO)).toHaveLength(1);
  expect(server.calls('GET', PHOTO)).toHaveLength(1);
  confirm.mockRestore();
});

test('another tab deletes the photo: this one shows the initials without asking for the image', async () => {
  server.get(PHOTO, IMAGE);
  renderWithProviders(<ResidentPhotoPanel resident={residentDetail({ hasPhoto: true })} />);
  expect(await screen.findByRole('img', { name: 'Photo of Margaret Hill' })).toBeInTheDocument();
  const otherTab = new FakeChannel(PHOTO_CHANNEL);
  act(() => otherTab.postMessage({ residentId: 7, hasPhoto: false, source: 'another tab' }));
  expect(await screen.findByLabelText('No photo')).toBeInTheDocument();
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(server.calls('GET', PHOTO)).toHaveLength(1);
  // ...and adds one again: now it is loaded.
  act(() => otherTab.postMessage({ residentId: 7, hasPhoto: true, source: 'another tab' }));
  expect(await screen.findByRole('img', { name: 'Photo of Margaret Hill' })).toBeInTheDocument();
  await waitFor(() => expect(server.calls('GET', PHOTO)).toHaveLength(2));
  otherTab.close();
});
