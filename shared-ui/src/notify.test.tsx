import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_EXTENDED_TIMEOUT_MS, TOAST_TIMEOUT_MS } from 'shared-domain';
import { renderUi } from '../test/render';
import { notify, notifyId, toaster } from './notify';

afterEach(() => {
  act(() => toaster.remove());
  jest.useRealTimers();
});

test('shows a message and de-duplicates it while it is visible', async () => {
  renderUi(<div />);
  act(() => {
    notify.error('Unable to save changes.');
    notify.error('Unable to save changes.');
  });
  expect(await screen.findByText('Unable to save changes.')).toBeInTheDocument();
  expect(screen.getAllByText('Unable to save changes.')).toHaveLength(1);
  expect(toaster.getVisibleToasts()).toHaveLength(1);
});

test('uses 6 s by default and 9 s when extended, and is closable', () => {
  const create = jest.spyOn(toaster, 'create');
  notify.success('Saved successfully.');
  notify.info('Long message', { extended: true });
  expect(create).toHaveBeenNthCalledWith(
    1,
    expect.objectContaining({ type: 'success', duration: TOAST_TIMEOUT_MS, closable: true }),
  );
  expect(create).toHaveBeenNthCalledWith(2, expect.objectContaining({ type: 'info', duration: TOAST_EXTENDED_TIMEOUT_MS }));
  expect(TOAST_TIMEOUT_MS).toBe(6000);
  expect(TOAST_EXTENDED_TIMEOUT_MS).toBe(9000);
  create.mockRestore();
});

test('different messages are both shown; the close button closes one', async () => {
  renderUi(<div />);
  act(() => {
    notify.success('Leave added.');
    notify.success('Note added successfully.');
  });
  expect(await screen.findByText('Leave added.')).toBeInTheDocument();
  expect(screen.getByText('Note added successfully.')).toBeInTheDocument();
  const closes = screen.getAllByRole('button', { name: 'Close' });
  expect(closes).toHaveLength(2);
  await userEvent.click(closes[0]);
  await waitFor(() => expect(toaster.getVisibleToasts()).toHaveLength(1));
});

test('a message can be shown again once it was closed', () => {
  act(() => {
    notify.info('Hello');
  });
  expect(toaster.isVisible(notifyId('Hello'))).toBe(true);
  act(() => toaster.remove(notifyId('Hello')));
  expect(toaster.isVisible(notifyId('Hello'))).toBe(false);
  act(() => {
    notify.info('Hello');
  });
  expect(toaster.isVisible(notifyId('Hello'))).toBe(true);
});

test('a success closes the error toasts still showing (a stale failure beside the success)', async () => {
  renderUi(<div />);
  act(() => {
    notify.error('Unexpected error while saving the role.');
    notify.info('Reports are being generated.');
  });
  expect(await screen.findByText('Unexpected error while saving the role.')).toBeInTheDocument();
  act(() => {
    notify.success('Saved successfully.');
  });
  expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
  await waitFor(() => expect(toaster.getVisibleToasts().map((t) => t.type)).toEqual(expect.not.arrayContaining(['error'])));
  expect(
    toaster
      .getVisibleToasts()
      .map((t) => t.type)
      .sort(),
  ).toEqual(['info', 'success']);
});
