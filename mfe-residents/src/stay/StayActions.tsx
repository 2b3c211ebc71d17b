/**
 * The stay's actions on the resident view page: send on leave / edit / return / reverse leave, depart (and
 * vacate for ILU), correct or reverse the departure, correct or reverse the admission, transfer, make private resident
 * funded. Each behind its permission (seed 000 §6, seed 001 §6); every dialog calls onChanged() after a success.
 */
import { useState, type ReactNode } from 'react';
import { useFacility, useFeatureFlag, usePermission } from 'shared-auth';
import { formatDate } from 'shared-domain/dates';
import { SUCCESS_MESSAGES } from 'shared-domain/messages';
import { STAY_MESSAGES } from 'shared-domain/stay';
import type { StayActionName } from 'shared-domain/contracts/federated-props';
import { Button, ConfirmDialog, HStack, MessageDialog, type PageAction } from 'shared-ui';
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

export interface StayActionSet {
  /** The stay's actions the user may take now (permission and state checked); `inline` ones are the most used. */
  actions: PageAction[];
  /** Their dialogs (render them once, anywhere on the page). */
  dialogs: ReactNode;
}

export interface StayActionOptions {
  /** Offer only these actions (another area's page offering part of the stay's actions, './StayActions'). */
  only?: readonly StayActionName[];
  /** After a saved action, besides the person's queries its mutation reloads (another area reloads its own). */
  onChanged?: () => void;
}

/**
 * The stay's actions as PageActions for the resident page's ActionBar, and their dialogs. Each action's `key` is its
 * StayActionName.
 */
export function useStayActions({ resident }: ResidentPanelProps, options: StayActionOptions = {}): StayActionSet {
  const { only, onChanged } = options;
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
        version: leave.version,
      }
    : null;
  const admission = resident.admissionDateUtc ? resident.admissionDateUtc.slice(0, 10) : null;
  const close = () => setOpen(null);
  // The dialogs' actions reload the page themselves (their mutations invalidate the person's queries): saved = closed,
  // and another area's page is told (it reloads what it shows itself).
  const changed = () => {
    close();
    onChanged?.();
  };

  const runConfirm = (action: () => Promise<unknown>, success: string) => confirm.run(action, success, changed);

  const may = (name: StayActionName, allowed: unknown, action: Omit<PageAction, 'key'>): PageAction[] =>
    allowed && (!only || only.includes(name)) ? [{ key: name, ...action }] : [];
  const actions: PageAction[] = [
    ...may('sendOnLeave', leavePerm.canAction && isCurrent && !leave, {
      label: 'Send on leave',
      inline: true,
      onSelect: () => setOpen({ kind: 'leave', edit: false }),
    }),
    ...may('returnFromLeave', leavePerm.canAction && isCurrent && leave, {
      label: 'Return from leave',
      inline: true,
      onSelect: () => setOpen({ kind: 'return' }),
    }),
    ...may('editLeave', leavePerm.canAction && isCurrent && leave, {
      label: 'Edit leave',
      onSelect: () => setOpen({ kind: 'leave', edit: true }),
    }),
    ...may('reverseLeave', reversePerm.canAction && isCurrent && leave, {
      label: 'Reverse leave',
      onSelect: () => setOpen({ kind: 'reverseLeave' }),
    }),
    ...may('depart', departPerm.canAction && isCurrent, {
      label: 'Depart',
      inline: true,
      onSelect: () => setOpen({ kind: 'depart', mode: 'depart' }),
    }),
    ...may(
      'vacate',
      departPerm.canAction && isCurrent && facilityType === 'IndependentLiving' && resident.independentLivingAllocationId,
      {
        label: 'Vacate unit',
        inline: true,
        onSelect: () => setOpen({ kind: 'depart', mode: 'vacate' }),
      },
    ),
    ...may('correctDeparture', departPerm.canAction && resident.isDeparted, {
      label: 'Correct departure',
      onSelect: () => setOpen({ kind: 'depart', mode: 'correct' }),
    }),
    ...may('reverseDeparture', reversePerm.canAction && resident.isDeparted, {
      label: 'Reverse departure',
      onSelect: () => setOpen({ kind: 'reverseDeparture' }),
    }),
    ...may('correctAdmission', correctPerm.canAction && resident.isAdmitted && !resident.isLead, {
      label: 'Correct admission',
      onSelect: () => setOpen({ kind: 'admission' }),
    }),
    ...may('reverseAdmission', reversePerm.canAction && isCurrent, {
      label: 'Reverse admission',
      onSelect: () => setOpen({ kind: 'reverseAdmission' }),
    }),
    ...may('transfer', detailsPerm.canModify, { label: 'Transfer', onSelect: () => setOpen({ kind: 'transfer' }) }),
    ...may('makeFunded', privateEnabled && fundedPerm.canAction && resident.isPrivateResidency && isCurrent, {
      label: 'Make private resident funded',
      onSelect: () => setOpen({ kind: 'funded' }),
    }),
  ];

  const dialogs = (
    <>
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
  return { actions, dialogs };
}

/** The stay's actions as a row of buttons with their dialogs (the resident page uses `useStayActions` in its ActionBar). */
export default function StayActions({ resident }: ResidentPanelProps) {
  const { actions, dialogs } = useStayActions({ resident });
  return (
    <>
      <HStack gap="2" wrap="wrap" aria-label="Stay actions" role="group">
        {actions.map((a) => (
          <Button key={a.label} size="sm" variant={a.inline ? 'solid' : 'outline'} onClick={a.onSelect}>
            {a.label}
          </Button>
        ))}
      </HStack>
      {dialogs}
    </>
  );
}
