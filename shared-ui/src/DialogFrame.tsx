import { chakra, CloseButton, Portal } from '@chakra-ui/react';
import { Dialog } from './overlays';
import type { FormHTMLAttributes, ReactNode } from 'react';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

/**
 * The kit's one modal frame: ConfirmDialog, MessageDialog, FormDialog and the entries' dialogs (a figure's explanation,
 * an export's progress) are built on it, so they open, trap focus, scroll and fit a phone the same way.
 */
export interface DialogFrameProps {
  open: boolean;
  title: ReactNode;
  /** Called on Escape, the close button or a click outside. */
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
  /** Shows the corner close (X) button. */
  closeButton?: boolean;
  initialFocusEl?: () => HTMLElement | null;
  size?: DialogSize;
  /** Wraps header, body and footer in a form with these attributes. */
  form?: FormHTMLAttributes<HTMLFormElement>;
  footer: ReactNode;
  children?: ReactNode;
  /** False: a press outside does not close it (a running export is cancelled only by its Cancel button). */
  closeOnInteractOutside?: boolean;
}

export function DialogFrame({
  open,
  title,
  onClose,
  role,
  closeButton = false,
  initialFocusEl,
  size,
  form,
  footer,
  children,
  closeOnInteractOutside = true,
}: DialogFrameProps) {
  const sections = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>
    </>
  );
  return (
    <Dialog.Root
      open={open}
      placement="center"
      scrollBehavior="inside"
      {...(size ? { size } : {})}
      {...(role ? { role } : {})}
      {...(initialFocusEl ? { initialFocusEl } : {})}
      closeOnInteractOutside={closeOnInteractOutside}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      // Only a press outside closes the dialog, never focus arriving outside it. The dialog is modal (focus is trapped
      // inside), so focus lands outside only when a script puts it there: a dialog that replaces another (View, then
      // Edit from inside it) mounts while the old one hands focus back to the page, and that must not close the new one.
      onFocusOutside={(e) => e.preventDefault()}
      // A toast lives outside the dialog: closing one (its × button) is not a click away from the dialog.
      onInteractOutside={(e) => {
        // The event is fired on the dialog; what was clicked or focused is the original event's target.
        const target = e.detail.originalEvent.target;
        if (target instanceof Element && target.closest('[data-scope="toast"]')) e.preventDefault();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Below sm the dialog is the screen's width less a small margin; a long body scrolls inside it, the title
              and the buttons stay in view. */}
          <Dialog.Content mx={{ base: '2', sm: 'auto' }} maxH={{ base: 'calc(100dvh - 1rem)', sm: 'calc(100dvh - 7.5rem)' }}>
            {/* The form is a flex column like the content, so a long body scrolls inside it (not past the dialog). */}
            {form ? (
              <chakra.form display="flex" flexDirection="column" flex="1" minH="0" {...form}>
                {sections}
              </chakra.form>
            ) : (
              sections
            )}
            {closeButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
