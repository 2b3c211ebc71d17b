/**
 * The overlays' own code, in a chunk of its own (overlays.tsx loads it on first use): Chakra's Dialog and Drawer (their
 * state machines, focus trap, dismissable layer, scroll lock and aria-hidden) and the toast region. The first page
 * shows none of them, so it does not download them.
 */
import { Dialog, Drawer, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toaster } from './toaster';

export { Dialog, Drawer };

/** The toasts created through `notify` (notify.tsx's AppToaster renders this once the first toast exists). */
export function ToastRegion() {
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
