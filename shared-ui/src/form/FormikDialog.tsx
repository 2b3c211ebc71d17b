/** The product's FormDialog bound to a formik form: the form kit's way to put a form in a dialog. */
import { FormikProvider, type FormikContextType } from 'formik';
import { FormDialog, type FormDialogProps } from 'shared-ui';
import { FormErrorSummary } from './submit';

export interface FormikDialogProps<V> extends Omit<FormDialogProps, 'onSubmit'> {
  /**
   * The form (`useFormik(...)`, or the bag `<Formik>` renders with): the kit's fields inside read it, the submit button
   * and Enter submit it, the button shows a spinner while it submits (unless `busy` says otherwise), and the server's
   * messages that belong to no field show above the fields (FormErrorSummary).
   */
  form: FormikContextType<V>;
  /** Instead of submitting the form (e.g. to ask first). */
  onSubmit?: () => void;
}

export function FormikDialog<V>({ form, busy, onSubmit, children, ...props }: FormikDialogProps<V>) {
  return (
    <FormDialog {...props} busy={busy ?? form.isSubmitting} onSubmit={onSubmit ?? (() => void form.submitForm())}>
      <FormikProvider value={form}>
        <FormErrorSummary />
        {children}
      </FormikProvider>
    </FormDialog>
  );
}
