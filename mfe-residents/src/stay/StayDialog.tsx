/** Building blocks of the stay's dialogs (framed by shared-ui's FormDialog): a date field, a select, and running a save. */
import { useState } from 'react';
import { SAVE_CHANGES_ERROR, withOfflineHint } from 'shared-domain/messages';
import { modelStateMessages } from 'shared-domain/model-state';
import type { ModelState } from 'shared-domain/stay';
import { Field, Input, NativeSelect, notify } from 'shared-ui';

export function DateField(props: { label: string; name: string; value: string; min?: string | null; max?: string | null; error?: string; required?: boolean; onChange: (v: string) => void }) {
  return (
    <Field.Root invalid={!!props.error} required={props.required}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        type="date"
        name={props.name}
        aria-label={props.label}
        value={props.value}
        min={props.min ?? undefined}
        max={props.max ?? undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error ? <Field.ErrorText>{props.error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export function SelectField(props: { label: string; name: string; value: string; options: { value: string; label: string }[]; placeholder?: string; error?: string; required?: boolean; onChange: (v: string) => void }) {
  return (
    <Field.Root invalid={!!props.error} required={props.required}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={props.name} aria-label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          <option value="">{props.placeholder ?? 'Please select'}</option>
          {props.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {props.error ? <Field.ErrorText>{props.error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** The first message of each field (formik-style errors). */
export function firstErrors(ms: ModelState): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(ms)) if (v.length) out[k] = v[0];
  return out;
}

export interface SaveOutcome { modelStateMessages?: string[] }

/**
 * Runs a save: success => toast + onDone; 400 with model state => the messages (for the titled MessageDialog);
 * 403/404/409 => the server's message; anything else => 'Unable to save changes.' with the offline hint.
 */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<string[] | null>(null);
  async function run(action: () => Promise<unknown>, success: string, onDone: () => void): Promise<boolean> {
    setBusy(true);
    try {
      await action();
      notify.success(success);
      onDone();
      return true;
    } catch (err: any) {
      const status = err?.response?.status;
      const ms = status === 400 ? modelStateMessages(err) : [];
      if (ms.length) setMessages(ms);
      else if (status && status !== 500 && typeof err?.response?.data?.message === 'string') notify.error(err.response.data.message);
      else notify.error(withOfflineHint(SAVE_CHANGES_ERROR));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, messages, clearMessages: () => setMessages(null), run };
}
