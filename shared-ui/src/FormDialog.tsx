import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

export interface FormDialogProps {
  open: boolean;
  /** The dialog's title, also the form's accessible name. */
  title: string;
  /** Shows a spinner on the submit button and disables it. */
  busy?: boolean;
  /** Disables the submit button (no spinner), e.g. while there is nothing to choose; Enter does not submit either. */
  submitDisabled?: boolean;
  /** Called when the form is submitted (the submit button or Enter). Without it the dialog only shows information: no submit button, and the cancel button reads 'Close'. */
  onSubmit?: () => void;
  /** Called on cancel, Escape, the close button or a click outside. */
  onClose: () => void;
  submitLabel?: string;
  /** Defaults to 'Cancel' ('Close' without onSubmit). */
  cancelLabel?: string;
  /** The element focused when the dialog opens (default: the first focusable one). */
  initialFocusEl?: () => HTMLElement | null;
  /** The fields, stacked. */
  children?: ReactNode;
}

/** A modal form: title, fields, Cancel and the submit button. The browser's own validation is off (noValidate). */
export function FormDialog({
  open,
  title,
  busy = false,
  submitDisabled = false,
  onSubmit,
  onClose,
  submitLabel = 'Save',
  cancelLabel = onSubmit ? 'Cancel' : 'Close',
  initialFocusEl,
  children,
}: FormDialogProps) {
  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={onClose}
      closeButton
      initialFocusEl={initialFocusEl}
      form={{
        noValidate: true,
        'aria-label': title,
        onSubmit: (e) => {
          e.preventDefault();
          if (!submitDisabled) onSubmit?.();
        },
      }}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {cancelLabel}
          </Button>
          {onSubmit ? (
            <Button type="submit" colorPalette="brand" loading={busy} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          ) : null}
        </>
      }
    >
      <Stack gap="4">{children}</Stack>
    </DialogFrame>
  );
}
