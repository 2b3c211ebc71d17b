/** Small building blocks of the funding-action dialogs (framed by shared-ui's FormDialog): the alert and labelled fields. */
import type { ReactNode } from 'react';
import { extractModelState, modelStateSummary } from 'shared-domain';
import type { FieldErrors } from 'shared-domain/resident-funding';
import { Alert, Field, Input, NativeSelect, chakra } from 'shared-ui';

/** A message shown above a FormDialog's fields (server messages not tied to a field); nothing without one. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content><Alert.Description>{message}</Alert.Description></Alert.Content>
    </Alert.Root>
  );
}

interface FieldProps {
  label: string;
  name: string;
  error?: string | null;
  helper?: ReactNode;
}

export function DateField({ label, name, value, onChange, error, min, max, helper }: FieldProps & { value: string; onChange: (v: string) => void; min?: string | null; max?: string | null }) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input type="date" name={name} value={value} min={min ?? undefined} max={max ?? undefined} onChange={(e) => onChange(e.target.value)} />
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export function TextField({ label, name, value, onChange, error, maxLength, helper }: FieldProps & { value: string; onChange: (v: string) => void; maxLength?: number }) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input name={name} value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export function SelectField({ label, name, value, onChange, error, options, placeholder }: FieldProps & {
  value: string; onChange: (v: string) => void; options: ReadonlyArray<{ value: string; label: string }>; placeholder?: string;
}) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export function CheckboxField({ label, name, checked, onChange, error }: FieldProps & { checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Field.Root invalid={!!error}>
      <chakra.label display="flex" alignItems="center" gap="2">
        <chakra.input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
        {label}
      </chakra.label>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** shared-domain field errors -> formik errors (messages of a field joined by commas, as modelStateSummary does). */
export function toFormErrors(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) if (v.length) out[k] = v.join(', ');
  return out;
}

/** A failed call: its HTTP status (0 without a response) and model state (400 only). */
export function failureOf(err: unknown): { status: number; modelState: Record<string, unknown> | null; summary: Record<string, string> } {
  const status = (err as { response?: { status?: number } })?.response?.status ?? 0;
  const modelState = extractModelState(err) as Record<string, unknown> | null;
  return { status, modelState, summary: modelStateSummary(err) };
}

/**
 * Splits a 400's model state into the form's fields and the rest (shown as an alert). Returns the alert text, or null.
 */
export function applyServerErrors(err: unknown, fields: readonly string[], setErrors: (e: Record<string, string>) => void): string | null {
  const { summary } = failureOf(err);
  const mine: Record<string, string> = {};
  const rest: string[] = [];
  for (const [k, v] of Object.entries(summary)) {
    if (fields.includes(k)) mine[k] = v;
    else rest.push(v);
  }
  setErrors(mine);
  return rest.length ? rest.join(' ') : null;
}

/** Reads a chosen file as text (File.text where available, else FileReader). */
export function readFileText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}
