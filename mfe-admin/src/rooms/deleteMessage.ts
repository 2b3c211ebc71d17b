/**
 * Deleting a room or unit from its list: the confirmation's state, the call, and what a refused delete says (the model
 * state's own message, the seed's refusals, else the screen's failure text).
 */
import { useState } from 'react';
import { modelStateMessages } from 'shared-domain';
import { notify } from 'shared-ui';
import { failureOf } from 'shared-ui/form';
import { useDeleteAccommodation } from './accommodations.resource';

export function deleteFailureText(error: unknown, fallback: string): string {
  const failure = failureOf(error);
  if (failure.modelState) {
    const messages = modelStateMessages(failure.modelState);
    if (messages.length) return messages.join(' ');
  }
  return failure.status === 404 && failure.message ? failure.message : fallback;
}

/** The list's delete: `ask(row)` opens the confirmation, `confirm()` deletes and says how it went. */
export function useAccommodationDelete<T>(idOf: (row: T) => number, successText: string, failureText: string) {
  const remove = useDeleteAccommodation();
  const [deleting, setDeleting] = useState<T | null>(null);
  async function confirm() {
    if (deleting === null) return;
    try {
      await remove.mutateAsync(idOf(deleting));
      notify.success(successText);
    } catch (error) {
      notify.error(deleteFailureText(error, failureText));
    }
    setDeleting(null);
  }
  return {
    deleting,
    ask: (row: T) => setDeleting(row),
    cancel: () => setDeleting(null),
    confirm: () => void confirm(),
    busy: remove.isPending,
  };
}
