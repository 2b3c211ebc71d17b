/**
 * The allocation's reversals of one person's event, each a confirmation (there is nothing to enter: the question says
 * what is reversed) and the 'Unable to reverse' dialog listing why not, as the residents area's reversals are:
 * - the admission (POST allocations/{id}/reverse-admission): a departed person's admission cannot be reversed ('This
 *   event cannot be reversed.', shared-domain's reversal rule), said at once without a call; the server's refusal
 *   shows in the same dialog;
 * - the departure of a vacated allocation's person (POST allocations/departure/reversal): the allocation's own reversal.
 */
import { useState } from 'react';
import type { Enquiry, EnquiryResident } from 'shared-domain/contracts/ilu';
import { MEDICARE_TIME_ZONE } from 'shared-domain/constants';
import { formatDate } from 'shared-domain/dates';
import { SAVE_CHANGES_ERROR, SUCCESS_MESSAGES, withOfflineHint } from 'shared-domain/messages';
import { ConfirmDialog, MessageDialog } from 'shared-ui';
import { submitForm } from 'shared-ui/form';
import { useReverseAdmission, useReverseVacating } from './actions.resource';
import { admissionReversalBlock, fullName } from './rules';

export const REVERSAL_TEXT = {
  reverseAdmission: 'Reverse admission',
  reverseDeparture: 'Reverse departure',
  confirm: 'Reverse',
  unable: 'Unable to reverse',
  admissionQuestion: (name: string, unit: string | null, date: string | null) =>
    `Reverse the admission of ${name}${unit ? ` to unit ${unit}` : ''}${date ? ` on ${formatDate(date, MEDICARE_TIME_ZONE)}` : ''}? ${name} becomes an enquiry again.`,
  departureQuestion: (name: string, date: string | null) =>
    `Reverse the departure of ${name}${date ? ` on ${formatDate(date, MEDICARE_TIME_ZONE)}` : ''}?`,
} as const;

interface ReversalProps {
  enquiry: Enquiry;
  person: EnquiryResident;
  onClose: () => void;
  /** After the reversal (the toast shown, the area reloaded). */
  onDone: () => void;
}

/** One reversal: the question, then the call; a refusal (or the rule's, before any call) listed in 'Unable to reverse'. */
function Reversal({
  title,
  question,
  blocked,
  action,
  onClose,
  onDone,
}: {
  title: string;
  question: string;
  blocked: string | null;
  action: () => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}) {
  const [messages, setMessages] = useState<string[] | null>(blocked ? [blocked] : null);
  const [busy, setBusy] = useState(false);
  async function reverse() {
    setBusy(true);
    await submitForm(
      {
        action,
        success: SUCCESS_MESSAGES.eventReversed,
        failure: withOfflineHint(SAVE_CHANGES_ERROR),
        modelState: 'dialog',
        onSuccess: onDone,
      },
      undefined,
      undefined,
      { showMessages: setMessages },
    );
    setBusy(false);
  }
  return (
    <>
      <ConfirmDialog
        open={!messages}
        title={title}
        destructive
        confirmLabel={REVERSAL_TEXT.confirm}
        busy={busy}
        message={question}
        onCancel={onClose}
        onConfirm={() => void reverse()}
      />
      <MessageDialog open={!!messages} title={REVERSAL_TEXT.unable} messages={messages ?? []} onClose={onClose} />
    </>
  );
}

export function ReverseAdmissionDialog({ enquiry, person, onClose, onDone }: ReversalProps) {
  const reverse = useReverseAdmission(
    enquiry.enquiryId,
    enquiry.residents.map((r) => r.residentId),
  );
  return (
    <Reversal
      title={REVERSAL_TEXT.reverseAdmission}
      question={REVERSAL_TEXT.admissionQuestion(
        fullName(person),
        enquiry.assignedUnit?.unitNumber ?? null,
        person.admissionDateUtc,
      )}
      blocked={admissionReversalBlock(person)}
      action={() => reverse.mutateAsync({ residentId: person.residentId, version: enquiry.version })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

export function ReverseVacatingDialog({ enquiry, person, onClose, onDone }: ReversalProps) {
  const reverse = useReverseVacating(enquiry.residents.map((r) => r.residentId));
  return (
    <Reversal
      title={REVERSAL_TEXT.reverseDeparture}
      question={REVERSAL_TEXT.departureQuestion(fullName(person), person.departureDateUtc ?? enquiry.vacatingDateUtc)}
      blocked={null}
      action={() =>
        reverse.mutateAsync({ iluAllocationId: enquiry.enquiryId, residentId: person.residentId, version: enquiry.version })
      }
      onClose={onClose}
      onDone={onDone}
    />
  );
}
