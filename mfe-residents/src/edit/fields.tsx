import { useField } from 'formik';
import type { ReactNode } from 'react';
import { Field, HStack, Input, NativeSelect, Text, chakra } from 'shared-ui';

export function TextField({ name, label, type = 'text', required }: { name: string; label: string; type?: string; required?: boolean }) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched || meta.error?.includes('exists') ? meta.error : undefined;
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>{label}{required ? <Field.RequiredIndicator /> : null}</Field.Label>
      <Input {...field} value={field.value ?? ''} type={type} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function SelectField({ name, label, options, required }: { name: string; label: string; options: Array<{ value: string; label: string }>; required?: boolean }) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>{label}{required ? <Field.RequiredIndicator /> : null}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} value={field.value ?? ''}>
          <option value="">Select...</option>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function CheckboxField({ checked, onChange, children, name }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode; name?: string }) {
  return (
    <HStack as="label" gap="2" cursor="pointer">
      <chakra.input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <Text as="span">{children}</Text>
    </HStack>
  );
}

/** A set of checkboxes over ids (enquiry sources, religions, specialised care). */
export function IdSetField({ name, label, items }: { name: string; label: string; items: Array<{ id: number; name: string }> }) {
  const [field, , helpers] = useField<number[]>(name);
  const set = new Set(field.value ?? []);
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <HStack wrap="wrap" gap="4">
        {items.map((i) => (
          <CheckboxField key={i.id} checked={set.has(i.id)} onChange={(on) => {
            const next = new Set(set);
            if (on) next.add(i.id); else next.delete(i.id);
            void helpers.setValue([...next].sort((a, b) => a - b));
          }}>{i.name}</CheckboxField>
        ))}
      </HStack>
    </Field.Root>
  );
}
