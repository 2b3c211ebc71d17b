/**
 * The stay's actions on the resident view page (issue 3): send on leave / edit / return / reverse leave, depart (and
 * vacate for ILU), correct or reverse the departure, correct or reverse the admission, transfer, make private resident
 * funded. Each behind its permission (seed 000 §6, seed 001 §6); every dialog calls onChanged() after a success.
 */
import { useState } from 'react';
import { useFacility, useFeatureFlag, usePermission } from 'shared-auth';
import { formatDate } from 'shared-domain/dates';
import { SUCCESS_MESSAGES } from 'shared-domain/messages';
import { STAY_MESSAGES } from 'shared-domain/stay';
import { Button, ConfirmDialog, HStack, MessageDialog } from 'shared-ui';
import type { ResidentPanelProps } from '../slots';
import { AdmissionDialog } from './AdmissionDialog';
import { useMakeResidentFunded, useReverseAdmission, useReverseDeparture, useReverseLeave, type LeaveDto } from './stay.resource';
import { DepartureDialog, type DepartureMode } from './DepartureDialog';
import { LeaveDialog, ReturnFromLeaveDialog } from './LeaveDialogs';
import { useSave } from './StayDialog';
import { TransferDialog } from './TransferDialog';

type Open =
  | { kind: 'leave'; edit: boolean }
  | { kind: 'return' }
  | { kind: 'reverseLeave' }
  | { kind: 'depart'; mode: DepartureMode }
  | { kind: 'reverseDeparture' }
  | { kind: 'admission' }
  | { kind: 'reverseAdmission' }
  | { kind: 'transfer' }
  | { kind: 'funded' }
  | null;

/** The resident (person) id used in the API paths. */
export function residentKey(resident: ResidentPanelProps['resident']): number {
  return resident.residentId ?? resident.id;
}

export default function StayActions({ resident }: ResidentPanelProps) {
  const [open, setOpen] = useState<Open>(null);
  const { facilityType: currentType } = useFacility();
  const facilityType = resident.facilityType ?? currentType ?? 'AgeCare';
  const leavePerm = usePermission('residentsSendAndReturnFromLeave');
  const departPerm = usePermission('residentsDepart');
  const reversePerm = usePermission('fundingReverseEvents');
  const correctPerm = usePermission('fundingCorrectEvents');
  const detailsPerm = usePermission('residentsDetails');
  const fundedPerm = usePermission('residentsMakePrivateFunded');
  const privateEnabled = useFeatureFlag('enablePrivateResidents');
  const confirm = useSave();
  const id = residentKey(resident);
  const reverseLeave = useReverseLeave(id);
  const reverseDeparture = useReverseDeparture(id);
  const reverseAdmission = useReverseAdmission(id);
  const makeFunded = useMakeResidentFunded(id);

  const isCurrent = resident.isAdmitted && !resident.isDeparted && !resident.isLead;
  const leave = resident.leave && !resident.leave.returnDateUtc ? resident.leave : null;
  const leaveDto: LeaveDto | null = leave
    ? {
        id: leave.id,
        residencyId: resident.residencyId,
        type: leave.type,
        kind: leave.kind ?? null,
        startDateUtc: leave.startDateUtc.slice(0, 10),
        expectedReturnDateUtc: leave.expectedReturnDateUtc ? leave.expectedReturnDateUtc.slice(0, 10) : null,
        returnDateUtc: null,
        isReversed: false,
        version: (leave as { version?: number }).version,
      }
    : null;
  const admission = resident.admissionDateUtc ? resident.admissionDateUtc.slice(0, 10) : null;
  const close = () => setOpen(null);
  // The dialogs' actions reload the page themselves (their mutations invalidate the person's queries): saved = closed.
  const changed = close;

  const runConfirm = (action: () => Promise<unknown>, success: string) => confirm.run(action, success, close);

  return (
    <>
      <HStack gap="2" wrap="wrap" aria-label="Stay actions" role="group">
        {leavePerm.canAction && isCurrent && !leave ? (
          <Button size="sm" onClick={() => setOpen({ kind: 'leave', edit: false })}>
            Send on leave
          </Button>
        ) : null}
        {leavePerm.canAction && isCurrent && leave ? (
          <Button size="sm" onClick={() => setOpen({ kind: 'return' })}>
            Return from leave
          </Button>
        ) : null}
        {leavePerm.canAction && isCurrent && leave ? (
          <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'leave', edit: true })}>
            Edit leave
          </Button>
        ) : null}
        {reversePerm.canAction && isCurrent && leave ? (
          <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'reverseLeave' })}>
            Reverse leave
          </Button>
        ) : null}
        {departPerm.canAction && isCurrent ? (
          <Button size="sm" onClick={() => setOpen({ kind: 'depart', mode: 'depart' })}>
            Depart
          </Button>
        ) : null}
        {departPerm.canAction && isCurrent && facilityType === 'IndependentLiving' && resident.independentLivingAllocationId ? (
          <Button size="sm" onClick={() => setOpen({ kind: 'depart', mode: 'vacate' })}>
            Vacate unit
          </Button>
        ) : null}
        {departPerm.canAction && resident.isDeparted ? (
          <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'depart', mode: 'correct' })}>
            Correct departure
          </Button>
        ) : null}
        {reversePerm.canAction && resident.isDeparted ? (
          <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'reverseDeparture' })}>
            Reverse departure
          </Button>
        ) : null}
        {correctPerm.canAction && resident.isAdmitted && !resident.isLead ? (
          <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'admission' })}>
            Correct admission
          </Button>
        ) : null}
        {reversePerm.canAction && isCurrent ? (
          <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'reverseAdmission' })}>
            Reverse admission
          </Button>
        ) : null}
        {detailsPerm.canModify ? (
          <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'transfer' })}>
            Transfer
          </Button>
        ) : null}
        {privateEnabled && fundedPerm.canAction && resident.isPrivateResidency && isCurrent ? (
          <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'funded' })}>
            Make private resident funded
          </Button>
        ) : null}
      </HStack>

      {open?.kind === 'leave' ? (
        <LeaveDialog
          open
          residentId={id}
          facilityType={facilityType}
          admissionDate={admission}
          leave={open.edit ? leaveDto : null}
          onClose={close}
          onSaved={changed}
        />
      ) : null}
      {open?.kind === 'return' && leaveDto ? (
        <ReturnFromLeaveDialog open residentId={id} leave={leaveDto} onClose={close} onSaved={changed} />
      ) : null}
      {open?.kind === 'depart' ? (
        <DepartureDialog
          open
          mode={open.mode}
          residentId={id}
          residencyId={resident.residencyId}
          facilityType={facilityType}
          onClose={close}
          onSaved={changed}
        />
      ) : null}
      {open?.kind === 'admission' ? (
        <AdmissionDialog open residentId={id} facilityType={facilityType} onClose={close} onSaved={changed} />
      ) : null}
      {open?.kind === 'transfer' ? <TransferDialog open resident={resident} onClose={close} onSaved={changed} /> : null}

      <ConfirmDialog
        open={open?.kind === 'reverseLeave'}
        title="Reverse leave"
        busy={confirm.busy}
        destructive
        confirmLabel="Reverse"
        message={leave ? `Reverse the ${leave.type.toLowerCase()} leave from ${formatDate(leave.startDateUtc)}?` : ''}
        onCancel={close}
        onConfirm={() => leave && runConfirm(() => reverseLeave.mutateAsync(leave.id), STAY_MESSAGES.leaveReversed)}
      />
      <ConfirmDialog
        open={open?.kind === 'reverseDeparture'}
        title="Reverse departure"
        busy={confirm.busy}
        destructive
        confirmLabel="Reverse"
        message={`Reverse the departure of ${resident.firstName} ${resident.lastName}${resident.departureDateUtc ? ` on ${formatDate(resident.departureDateUtc)}` : ''}?`}
        onCancel={close}
        onConfirm={() =>
          runConfirm(() => reverseDeparture.mutateAsync({ residencyId: resident.residencyId }), SUCCESS_MESSAGES.eventReversed)
        }
      />
      <ConfirmDialog
        open={open?.kind === 'reverseAdmission'}
        title="Reverse admission"
        busy={confirm.busy}
        destructive
        confirmLabel="Reverse"
        message={`Reverse the admission of ${resident.firstName} ${resident.lastName}? The resident becomes an enquiry again.`}
        onCancel={close}
        onConfirm={() =>
          runConfirm(() => reverseAdmission.mutateAsync({ residencyId: resident.residencyId }), SUCCESS_MESSAGES.eventReversed)
        }
      />
      <ConfirmDialog
        open={open?.kind === 'funded'}
        title="Make private resident funded"
        busy={confirm.busy}
        confirmLabel="Confirm"
        message={`${resident.firstName} ${resident.lastName} will be funded from now on and the stay reported to Medicare.`}
        onCancel={close}
        onConfirm={() => runConfirm(() => makeFunded.mutateAsync(), SUCCESS_MESSAGES.changesSaved)}
      />
      <MessageDialog
        open={!!confirm.messages}
        title="Unable to reverse"
        messages={confirm.messages ?? []}
        onClose={confirm.clearMessages}
      />
    </>
  );
}
