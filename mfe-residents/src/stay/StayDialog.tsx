/**
 * What the stay's dialogs share: how they save (the form kit's submit with the stay's messages: a server refusal is
 * listed in the dialog the seed names for the action, 'Send resident leave', 'Depart resident', ...; anything else is
 * 'Unable to save changes.' with the offline hint), and `useSave` for the actions without a form (the reversals).
 */
import { useState } from 'react';
import { SAVE_CHANGES_ERROR, withOfflineHint } from 'shared-domain/messages';
import { type SubmitConfig, submitForm } from 'shared-ui/form';

/** The part of a stay dialog's `useSubmit` config every stay action shares; add `dialogTitle`, `action`, `success`. */
export const STAY_SUBMIT = {
  failure: withOfflineHint(SAVE_CHANGES_ERROR),
  modelState: 'dialog',
} as const satisfies Partial<SubmitConfig<unknown>>;

/**
 * Runs an action without a form: success => toast + onDone; a 400's messages => `messages` (the caller's titled
 * MessageDialog); 403/404/409 => the server's message; anything else => 'Unable to save changes.' with the offline hint.
 */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<string[] | null>(null);
  async function run(action: () => Promise<unknown>, success: string, onDone: () => void): Promise<boolean> {
    setBusy(true);
    const outcome = await submitForm({ ...STAY_SUBMIT, action, success, onSuccess: onDone }, undefined, undefined, {
      showMessages: setMessages,
    });
    setBusy(false);
    return outcome.ok;
  }
  return { busy, messages, clearMessages: () => setMessages(null), run };
}
