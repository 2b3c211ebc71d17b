/**
 * The frame every kit field shares: label with the required mark, the control, help text and the field's error under
 * it, wired for assistive technology (label for=, aria-invalid, aria-describedby naming the help and the error).
 */
import { getIn, useField, useFormikContext, type FieldValidator } from 'formik';
import { useId, type ReactNode } from 'react';
import { Field, HStack, chakra } from 'shared-ui';
import { useHeldWhilePressed } from './pointer';

/** What every kit field takes besides its own options. */
export interface FieldBaseProps {
  /** The formik field (a path: 'billPayerDetail.ccEmail', 'rows.0.value'). */
  name: string;
  label: ReactNode;
  /** Shows the required mark and sets `required` on the control (the rule itself is the form's validation). */
  required?: boolean;
  /** A line under the control (its id is in the control's aria-describedby). */
  helpText?: ReactNode;
  disabled?: boolean;
}

/** The colour of the kit's error messages. */
export const ERROR_COLOR = 'red.700';

/** Ids of a field's parts (Ark's naming, so Chakra's Field parts and the kit agree). */
export function fieldPartIds(id: string) {
  return { control: id, help: `field::${id}::helper-text`, error: `field::${id}::error-text` };
}

/** The control's accessibility attributes for a field with this help text and error. */
export function controlAria(id: string, hasHelp: boolean, error: string | undefined) {
  const ids = fieldPartIds(id);
  const describedBy = [hasHelp ? ids.help : null, error ? ids.error : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/**
 * A formik field and the error to show: the field's error once it has been touched or the form submitted (a server
 * error set after a submit shows at once). While a pointer is pressed the shown error does not change (pointer.ts). `validate` is a field-level rule (the number inputs' format).
 */
export function useFormField<T>(name: string, validate?: FieldValidator) {
  const [field, meta, helpers] = useField<T>({ name, validate });
  const { submitCount } = useFormikContext();
  const shown = (meta.touched || submitCount > 0) && typeof meta.error === 'string' && meta.error !== '';
  // A change of the shown error waits while a pointer is pressed (the press that blurred this field must click).
  const error = useHeldWhilePressed(shown ? (meta.error as string) : undefined);
  return { field, meta, helpers, error };
}

/**
 * The error to show for a field without registering it (for a frame whose control registers the field itself, with
 * its own field-level rule: formik keeps one registration per name, the last one made).
 */
export function useFieldError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext();
  const error: unknown = getIn(errors, name);
  return useHeldWhilePressed(
    (getIn(touched, name) || submitCount > 0) && typeof error === 'string' && error !== '' ? error : undefined,
  );
}

/** A stable id for a field's control. */
export function useControlId(name: string): string {
  return `${useId()}${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/**
 * The required mark. It sits beside the label rather than inside it, so the label's text (and the control's accessible
 * name) is the label alone; requiredness reaches assistive technology through the control's `required`.
 */
export function RequiredMark() {
  return (
    <chakra.span aria-hidden="true" color="fg.error" fontWeight="medium" lineHeight="1" data-part="required-mark">
      *
    </chakra.span>
  );
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  helpText?: ReactNode;
  error?: string;
  disabled?: boolean;
  /** Under the help text (e.g. a character count). */
  footer?: ReactNode;
  children: ReactNode;
}

export function FieldFrame({ id, label, required, helpText, error, disabled, footer, children }: FieldFrameProps) {
  const ids = fieldPartIds(id);
  return (
    <Field.Root id={id} invalid={!!error} required={required} disabled={disabled}>
      <HStack gap="1" align="baseline">
        <Field.Label>{label}</Field.Label>
        {required ? <RequiredMark /> : null}
      </HStack>
      {children}
      {helpText ? <Field.HelperText id={ids.help}>{helpText}</Field.HelperText> : null}
      {footer}
      {/* One red for every error the kit shows (a field's, a group's, a row's), the one that reads on white (AA). */}
      {error ? (
        <Field.ErrorText id={ids.error} color={ERROR_COLOR}>
          {error}
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}

/**
 * A group of controls (radios, checkboxes) with one question: a fieldset named by its legend, the help text and the
 * error described on the fieldset.
 */
export function GroupFrame({ id, label, required, helpText, error, disabled, children }: FieldFrameProps) {
  const ids = fieldPartIds(id);
  // A fieldset (role group) may not carry aria-required: a required group says so in its description instead.
  const requiredId = `${id}-required`;
  const describedBy =
    [required ? requiredId : null, helpText ? ids.help : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
  return (
    <chakra.fieldset
      id={id}
      borderWidth="0"
      p="0"
      m="0"
      minW="0"
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    >
      <chakra.legend display="flex" gap="1" alignItems="baseline" fontSize="sm" fontWeight="medium" mb="1.5" p="0">
        {label}
        {required ? <RequiredMark /> : null}
      </chakra.legend>
      {required ? (
        <chakra.span id={requiredId} srOnly>
          Required
        </chakra.span>
      ) : null}
      {children}
      {helpText ? (
        <chakra.p id={ids.help} fontSize="xs" color="fg.muted" mt="1.5">
          {helpText}
        </chakra.p>
      ) : null}
      {error ? (
        <chakra.p id={ids.error} fontSize="xs" color={ERROR_COLOR} mt="1.5" aria-live="polite">
          {error}
        </chakra.p>
      ) : null}
    </chakra.fieldset>
  );
}
