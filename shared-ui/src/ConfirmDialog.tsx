import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question or explanation. */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive (red). */
  destructive?: boolean;
  /** Shows a spinner on the confirm button and disables it. */
  busy?: boolean;
  onConfirm: () => void;
  /** Called on cancel, Escape, the close button or a click outside. */
  onCancel: () => void;
}

/** A modal question with confirm and cancel buttons. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      open={open}
      role="alertdialog"
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button colorPalette={destructive ? 'red' : 'brand'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </DialogFrame>
  );
}
