/**
 * One correction or reversal of a stay event, for another area to start (exposed as './StayEventAction'; the funding
 * area's Medicare events page mounts it): the admission or departure correction dialog, or the reversal's confirmation
 * with its 'Unable to reverse' dialog listing the server's refusal. The same dialogs and mutations as the event history
 * tab, so a correction from either place is the same act.
 */
import { SUCCESS_MESSAGES } from 'shared-domain/messages';
import { STAY_MESSAGES } from 'shared-domain/stay';
import type { StayEventActionProps } from 'shared-domain/contracts/federated-props';
import { ConfirmDialog, MessageDialog } from 'shared-ui';
import { AdmissionDialog } from '../stay/AdmissionDialog';
import { DepartureDialog } from '../stay/DepartureDialog';
import { useReverseAdmission, useReverseDeparture, useReverseLeave } from '../stay/stay.resource';
import { useSave } from '../stay/StayDialog';

const isEntry = (t: string) => t === 'Entry' || t === 'EntryCorrection';
const isDeparture = (t: string) => t === 'Departure' || t === 'DepartureCorrection';

export default function StayEventAction({
  action,
  requestType,
  residentId,
  residencyId,
  eventId,
  leaveId,
  onDone,
  onClose,
}: StayEventActionProps) {
  const reverseAdmission = useReverseAdmission(residentId);
  const reverseDeparture = useReverseDeparture(residentId);
  const reverseLeave = useReverseLeave(residentId);
  const reverse = useSave();

  if (action === 'correct' && isEntry(requestType))
    return (
      <AdmissionDialog open residentId={residentId} facilityType="AgeCare" eventId={eventId} onClose={onClose} onSaved={onDone} />
    );
  if (action === 'correct' && isDeparture(requestType))
    return (
      <DepartureDialog
        open
        mode="correct"
        residentId={residentId}
        residencyId={residencyId}
        facilityType="AgeCare"
        eventId={eventId}
        onClose={onClose}
        onSaved={onDone}
      />
    );
  if (action !== 'reverse') return null;

  async function doReverse() {
    if (isEntry(requestType))
      await reverse.run(() => reverseAdmission.mutateAsync({ residencyId, eventId }), SUCCESS_MESSAGES.eventReversed, onDone);
    else if (isDeparture(requestType))
      await reverse.run(() => reverseDeparture.mutateAsync({ residencyId, eventId }), SUCCESS_MESSAGES.eventReversed, onDone);
    else if (leaveId) await reverse.run(() => reverseLeave.mutateAsync(leaveId), STAY_MESSAGES.leaveReversed, onDone);
  }

  return (
    <>
      <ConfirmDialog
        open={!reverse.messages}
        title="Reverse event"
        destructive
        confirmLabel="Reverse"
        busy={reverse.busy}
        message="Reverse this event? Medicare is sent the reversal."
        onCancel={onClose}
        onConfirm={() => void doReverse()}
      />
      <MessageDialog
        open={!!reverse.messages}
        title="Unable to reverse"
        messages={reverse.messages ?? []}
        onClose={() => {
          reverse.clearMessages();
          onClose();
        }}
      />
    </>
  );
}
