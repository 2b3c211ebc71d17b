/**
 * A small read-only panel (a figure's explanation, a value's history): a title, the content and one Close button. Built
 * only from what the 'shared-ui' entry exports (imported by name, never by path), so a remote uses the shell's one copy
 * of Chakra and its provider, as the form kit does. Same frame as the kit's other dialogs (DialogFrame).
 */
import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from 'shared-ui';

export interface InfoDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  closeLabel?: string;
  children?: ReactNode;
}

export function InfoDialog({ open, title, onClose, size = 'md', closeLabel = 'Close', children }: InfoDialogProps) {
  return (
    <Dialog.Root
      open={open}
      placement="center"
      scrollBehavior="inside"
      size={size}
      onOpenChange={(e: { open: boolean }) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: '2', sm: 'auto' }} maxH={{ base: 'calc(100dvh - 1rem)', sm: 'calc(100dvh - 7.5rem)' }}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {closeLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
