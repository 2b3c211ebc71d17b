/** What a refused delete says: the model state's own message (the seed's refusals), else the screen's failure text. */
import { failureOf } from 'shared-ui/form';
import { modelStateMessages } from 'shared-domain';

export function deleteFailureText(error: unknown, fallback: string): string {
  const failure = failureOf(error);
  if (failure.modelState) {
    const messages = modelStateMessages(failure.modelState);
    if (messages.length) return messages.join(' ');
  }
  return failure.status === 404 && failure.message ? failure.message : fallback;
}
