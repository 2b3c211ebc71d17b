/**
 * A small read-only panel (a figure's explanation, a value's history): a title, the content and one Close button. Built
 * only from what the 'shared-ui' entry exports (imported by name, never by path), so a remote uses the shell's one copy
 * of Chakra and its provider, as the form kit does. Same frame as the kit's other dialogs (DialogFrame).
 */
import type { ReactNode } from 'react';
import { Button, DialogFrame } from 'shared-ui';

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
    <DialogFrame
      open={open}
      title={title}
      onClose={onClose}
      size={size}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {closeLabel}
        </Button>
      }
    >
      {children}
    </DialogFrame>
  );
}
