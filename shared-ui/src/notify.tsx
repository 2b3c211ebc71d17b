/**
 * Toasts (seed 000 §8/§9): 6 s, 9 s when extended, de-duplicated (a message already shown is not shown again while it
 * is visible), closable. `notify` can be called from anywhere (no hook); `UiProvider` renders the toaster.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { TOAST_EXTENDED_TIMEOUT_MS, TOAST_TIMEOUT_MS } from 'shared-domain/constants';
import { loadOverlays } from './overlays';
import { toaster } from './toaster';

export { toaster };

export type NotifyType = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  /** 9 s instead of 6 s. */
  extended?: boolean;
  /** Optional title shown above the message. */
  title?: string;
}

/** The toast id of a message: the same message maps to the same toast, which is how duplicates are suppressed. */
export function notifyId(message: string): string {
  return `notify:${message}`;
}

function show(type: NotifyType, message: string, options: NotifyOptions = {}): string {
  const id = notifyId(message);
  if (toaster.isVisible(id)) return id;
  return toaster.create({
    id,
    type,
    title: options.title,
    description: message,
    duration: options.extended ? TOAST_EXTENDED_TIMEOUT_MS : TOAST_TIMEOUT_MS,
    closable: true,
  });
}

/**
 * A success closes the error toasts still showing: they were about an attempt the user has since got right (a failed
 * save, then the save that worked), and an old red message beside the green one reads as if the save had failed too.
 */
function closeErrors(): void {
  for (const t of toaster.getVisibleToasts()) if (t.type === 'error' && t.id) toaster.dismiss(t.id);
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => {
    closeErrors();
    return show('success', message, options);
  },
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  warning: (message: string, options?: NotifyOptions) => show('warning', message, options),
  /** Closes one toast (by id, as returned by the calls above) or all of them. */
  dismiss: (id?: string) => toaster.dismiss(id),
};

// The toast region's code (Chakra's Toaster and the toast machines) comes with the overlays' chunk (overlays.tsx).
const ToastRegion = lazy(() => loadOverlays().then((m) => ({ default: m.ToastRegion })));

/**
 * Renders the toasts created through `notify`. Rendered once by `UiProvider`. The toaster region is mounted on the
 * first toast, so pages that never show one do no toast work at all and do not download its code.
 */
export function AppToaster() {
  const [active, setActive] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (active) return undefined;
    if (toaster.getCount() > 0) {
      setActive(true);
      return undefined;
    }
    return toaster.subscribe(() => setActive(true));
  }, [active]);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
