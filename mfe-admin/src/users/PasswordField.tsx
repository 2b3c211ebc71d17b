/** A formik-bound password field: the kit's frame (label, help, error) around shared-ui's PasswordInput (show/hide). */
import { useId } from 'react';
import { PasswordInput } from 'shared-ui';
import { FormFieldFrame, useFormField, type FieldBaseProps } from 'shared-ui/form';

export function PasswordField({ name, label, required, helpText, disabled }: FieldBaseProps) {
  const id = `${useId()}${name}`;
  const { field, error } = useFormField<string | null>(name);
  return (
    <FormFieldFrame id={id} label={label} required={required} helpText={helpText} error={error} disabled={disabled}>
      <PasswordInput
        id={id}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        autoComplete="new-password"
        aria-invalid={error ? true : undefined}
      />
    </FormFieldFrame>
  );
}
