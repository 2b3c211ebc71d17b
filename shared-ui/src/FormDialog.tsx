import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame, type DialogSize } from './DialogFrame';

export interface FormDialogProps {
  open: boolean;
  /** The dialog's title, also the form's accessible name. */
  title: string;
  /** Shows a spinner on the submit button and disables it. */
  busy?: boolean;
  /** Disables the submit button (no spinner), e.g. while there is nothing to choose; Enter does not submit either. */
  submitDisabled?: boolean;
  /**
   * Called when the form is submitted (the submit button or Enter). Without it the dialog only shows information: no
   * submit button, and the cancel button reads 'Close'. A formik form is bound with the form kit's `FormikDialog`.
   */
  onSubmit?: () => void;
  /** Information only even with `onSubmit` (a read-only view of a record): no submit button, 'Close'. */
  readOnly?: boolean;
  /** Called on cancel, Escape, the close button or a click outside. */
  onClose: () => void;
  submitLabel?: string;
  /** Defaults to 'Cancel' ('Close' when there is nothing to submit). */
  cancelLabel?: string;
  /** The element focused when the dialog opens (default: the first focusable one). */
  initialFocusEl?: () => HTMLElement | null;
  /** The dialog's width (default 'md'; 'lg' for a form with two columns). */
  size?: DialogSize;
  /** The fields, stacked. */
  children?: ReactNode;
}

/** A modal form: title, fields, Cancel and the submit button. The browser's own validation is off (noValidate). */
export function FormDialog({
  open,
  title,
  busy = false,
  submitDisabled = false,
  onSubmit: onSubmitProp,
  readOnly = false,
  onClose,
  submitLabel = 'Save',
  cancelLabel,
  initialFocusEl,
  size,
  children,
}: FormDialogProps) {
  const onSubmit = readOnly ? undefined : onSubmitProp;
  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={onClose}
      closeButton
      size={size}
      initialFocusEl={initialFocusEl}
      form={{
        noValidate: true,
        'aria-label': title,
        onSubmit: (e) => {
          e.preventDefault();
          // A dialog opened from inside another (an address inside a contact) is portalled out of the outer form in the
          // DOM but not in React's tree: its submit must not submit the outer form too.
          e.stopPropagation();
          if (!submitDisabled) onSubmit?.();
        },
      }}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {cancelLabel ?? (onSubmit ? 'Cancel' : 'Close')}
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
