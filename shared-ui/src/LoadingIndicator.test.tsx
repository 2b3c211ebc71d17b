import { act, screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { LoadingIndicator } from './LoadingIndicator';
import { startLoading, stopLoading, trackLoading, useLoadingStore } from './loading';

beforeEach(() => act(() => useLoadingStore.getState().reset()));

test('shows while the loading counter is above zero', () => {
  renderUi(<LoadingIndicator />);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  act(() => {
    startLoading();
    startLoading();
  });
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  act(() => stopLoading());
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
  act(() => stopLoading());
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('never goes below zero', () => {
  act(() => {
    stopLoading();
    stopLoading();
  });
  expect(useLoadingStore.getState().count).toBe(0);
});

test('trackLoading counts a promise until it settles', async () => {
  let resolve!: (v: number) => void;
  const p = trackLoading(new Promise<number>((r) => (resolve = r)));
  expect(useLoadingStore.getState().count).toBe(1);
  resolve(5);
  await expect(p).resolves.toBe(5);
  expect(useLoadingStore.getState().count).toBe(0);
  await expect(trackLoading(Promise.reject(new Error('x')))).rejects.toThrow('x');
  expect(useLoadingStore.getState().count).toBe(0);
});

test('active forces it on', () => {
  renderUi(<LoadingIndicator active />);
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
});
