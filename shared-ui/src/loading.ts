/**
 * Global loading counter behind `LoadingIndicator`. Anything (typically the shell's API client interceptors) calls
 * `startLoading()` when a request starts and `stopLoading()` when it ends; the indicator shows while the count is > 0.
 */
import { create } from 'zustand';

interface LoadingState {
  count: number;
  start: () => void;
  stop: () => void;
  reset: () => void;
}

export const useLoadingStore = create<LoadingState>((set) => ({
  count: 0,
  start: () => set((s) => ({ count: s.count + 1 })),
  stop: () => set((s) => ({ count: Math.max(0, s.count - 1) })),
  reset: () => set({ count: 0 }),
}));

export const startLoading = (): void => useLoadingStore.getState().start();
export const stopLoading = (): void => useLoadingStore.getState().stop();

/** Counts a promise as loading until it settles; returns the same promise. */
export function trackLoading<T>(promise: Promise<T>): Promise<T> {
  startLoading();
  return promise.finally(stopLoading);
}

/** True while anything is loading. */
export function useLoading(): boolean {
  return useLoadingStore((s) => s.count > 0);
}
