/** Formik-bound fields of the leads area's forms and dialogs (Chakra through shared-ui only). */
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { Field, HStack, Input, NativeSelect, Text, Textarea, chakra } from 'shared-ui';

export interface Option { value: string; label: string }

interface Common { name: string; label: string; required?: boolean; disabled?: boolean; helperText?: ReactNode }

function useFieldError(name: string) {
  const [, meta] = useField(name);
  return meta.touched && meta.error ? String(meta.error) : undefined;
}

export function TextField({ name, label, required, disabled, helperText, type = 'text', maxLength }: Common & { type?: string; maxLength?: number }) {
  const [field] = useField<string | null>(name);
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>{label}{required ? <Field.RequiredIndicator /> : null}</Field.Label>
      <Input {...field} value={field.value ?? ''} type={type} maxLength={maxLength} />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function TextAreaField({ name, label, required, disabled }: Common) {
  const [field] = useField<string | null>(name);
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>{label}{required ? <Field.RequiredIndicator /> : null}</Field.Label>
      <Textarea {...field} value={field.value ?? ''} rows={2} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function SelectField({ name, label, required, disabled, helperText, options, placeholder = 'Please select' }: Common & { options: readonly Option[]; placeholder?: string | null }) {
  const [field] = useField<string | number | null>(name);
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>{label}{required ? <Field.RequiredIndicator /> : null}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field {...field} value={field.value === null || field.value === undefined ? '' : String(field.value)}>
          {placeholder !== null ? <option value="">{placeholder}</option> : null}
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function DateField({ name, label, required, disabled, helperText, min, max }: Common & { min?: string | null; max?: string | null }) {
  const [field] = useField<string | null>(name);
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>{label}{required ? <Field.RequiredIndicator /> : null}</Field.Label>
      <Input {...field} value={field.value ?? ''} type="date" min={min ?? undefined} max={max ?? undefined} />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function TimeField({ name, label, required, disabled, helperText }: Common) {
  const [field] = useField<string | null>(name);
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>{label}{required ? <Field.RequiredIndicator /> : null}</Field.Label>
      <Input {...field} value={field.value ?? ''} type="time" step={60} />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A native checkbox with its label (Chakra's Checkbox is not among shared-ui's parts). */
export function CheckboxField({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <HStack as="label" gap="2" cursor={disabled ? 'not-allowed' : 'pointer'}>
      <chakra.input type="checkbox" name={name} checked={!!field.value} disabled={disabled}
        onChange={(e) => void helpers.setValue(e.target.checked)} onBlur={field.onBlur} />
      <Text as="span">{label}</Text>
    </HStack>
  );
}

/** A set of checkboxes over ids (enquiry sources, religions). */
export function IdSetField({ name, label, items, disabled }: { name: string; label: string; items: readonly { id: number; name: string }[]; disabled?: boolean }) {
  const [field, , helpers] = useField<number[]>(name);
  const set = new Set(field.value ?? []);
  return (
    <chakra.fieldset borderWidth="0" p="0" m="0">
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1">{label}</chakra.legend>
      <HStack wrap="wrap" gap="4">
        {items.map((i) => (
          <HStack as="label" key={i.id} gap="2" cursor="pointer">
            <chakra.input type="checkbox" checked={set.has(i.id)} disabled={disabled} onChange={(e) => {
              const next = new Set(set);
              if (e.target.checked) next.add(i.id); else next.delete(i.id);
              void helpers.setValue([...next].sort((a, b) => a - b));
            }} />
            <Text as="span">{i.name}</Text>
          </HStack>
        ))}
        {!items.length ? <Text color="fg.muted" fontSize="sm">None available.</Text> : null}
      </HStack>
    </chakra.fieldset>
  );
}
