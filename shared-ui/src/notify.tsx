/**
 * Toasts (seed 000 §8/§9): 6 s, 9 s when extended, de-duplicated (a message already shown is not shown again while it
 * is visible), closable. `notify` can be called from anywhere (no hook); `UiProvider` renders the toaster.
 */
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { TOAST_EXTENDED_TIMEOUT_MS, TOAST_TIMEOUT_MS } from 'shared-domain';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 6 });

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

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  warning: (message: string, options?: NotifyOptions) => show('warning', message, options),
  /** Closes one toast (by id, as returned by the calls above) or all of them. */
  dismiss: (id?: string) => toaster.dismiss(id),
};

/**
 * Renders the toasts created through `notify`. Rendered once by `UiProvider`. The toaster region is mounted on the
 * first toast, so pages that never show one do no toast work at all.
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
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="Close" /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
