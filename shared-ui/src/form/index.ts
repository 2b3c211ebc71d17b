/**
 * `shared-ui/form`, the form kit (docs/design-system.md "Forms"): formik-bound fields, the effective-date editor,
 * FormikDialog, shared-domain rules as formik validation, and one submit helper. A second entry of shared-ui, shared
 * as its own federation singleton: screens with forms load it, the first page does not (formik and the kit cost
 * ~20 KB gzipped). It imports shared-ui by name, never by path, so Chakra, the toaster and the dialogs stay the one
 * copy the shell provides. formik is re-exported: a field must read the same formik context its form was created
 * with, so remotes take formik from here (never their own copy), as they take Chakra from shared-ui.
 */
export {
  Formik,
  Form,
  FormikProvider,
  useFormik,
  useFormikContext,
  useField,
  getIn,
  setIn,
  type FormikHelpers,
  type FormikProps,
  type FormikErrors,
  type FormikTouched,
  type FormikContextType,
  type FormikConfig,
} from 'formik';
export { useFormField, RequiredMark, type FieldBaseProps } from './FieldFrame';
export {
  TextField,
  TextareaField,
  DateField,
  DateInput,
  TimeField,
  MoneyField,
  PercentField,
  IntegerField,
  NumberInput,
  SelectField,
  MultiSelectField,
  CheckboxField,
  RadioGroupField,
  FileField,
  FormFieldFrame,
  SELECT_PLACEHOLDER,
  dateInputValue,
  namedItemOptions,
  type TextFieldProps,
  type TextareaFieldProps,
  type DateFieldProps,
  type TimeFieldProps,
  type NumberFieldProps,
  type SelectOption,
  type SelectOptionGroup,
  type SelectFieldProps,
  type MultiSelectFieldProps,
  type CheckboxFieldProps,
  type RadioGroupFieldProps,
  type FileFieldProps,
} from './fields';
export {
  EffectiveDateRowsField,
  EMPTY_EFFECTIVE_DATE_ROW,
  type EffectiveDateOption,
  type EffectiveDateRowsFieldProps,
} from './EffectiveDateRowsField';
export { FormikDialog, type FormikDialogProps } from './FormikDialog';
export { RecordChangedGuard, recordChangeAction, type LiveRecord, type RecordChangedGuardProps } from './RecordChangedGuard';
export { FormikEditPage, useLeavePage, EDIT_PAGE_TEXT, type FormikEditPageProps, type LeavePage } from './FormikEditPage';
export {
  toFormErrors,
  validateWith,
  splitModelState,
  formPath,
  type RuleErrors,
  type SplitModelState,
  type SplitOptions,
} from './errors';
export {
  submitForm,
  useSubmit,
  failureOf,
  FormErrorSummary,
  type SubmitConfig,
  type SubmitFailure,
  type SubmitOutcome,
  type SubmitUi,
  type UseSubmit,
  type FormStatus,
  type ToastSpec,
} from './submit';
