/**
 * The actions of an enquiry or allocation page (assign unit, admit, add to unit, settle, correct or reverse the
 * admission, reverse a vacated allocation's departure, and the residents area's stay actions), as PageActions for the
 * page's ActionBar, with their dialogs. Which are offered is `iluActionPlan` (rules.ts): the record's state and the
 * user's permissions. The stay actions (leave, departure and vacate, their corrections, transfer) are the residents
 * area's own, mounted through federation (mfe-residents './StayActions'): it reports them and opens their dialogs.
 * Every success reloads the area, the dashboards and the people's data (`invalidateIlu`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from 'shared-auth';
import type { FederatedAction, StayActionsProps } from 'shared-domain/contracts/federated-props';
import type { Enquiry } from 'shared-domain/contracts/ilu';
import { ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { RemoteComponent, type PageAction } from 'shared-ui';
import { invalidateIlu } from '../keys';
import { AdmissionCorrectionDialog } from './AdmissionCorrectionDialog';
import { AdmitDialog, allocationPath, type AdmitMode } from './AdmitDialog';
import { AssignUnitDialog } from './AssignUnitDialog';
import { REVERSAL_TEXT, ReverseAdmissionDialog, ReverseVacatingDialog } from './ReversalDialogs';
import { iluActionPlan } from './rules';
import { SettlementDialog } from './SettlementDialog';

export interface IluActionsProps {
  enquiry: Enquiry;
  /** The person the page shows. */
  residentId: number;
  viewDepartedMode: boolean;
  /** 'enquiry': the enquiry pages (leads permissions); 'allocation': the allocation pages (residents permissions). */
  kind: 'enquiry' | 'allocation';
}

export interface IluActionSet {
  actions: PageAction[];
  dialogs: ReactNode;
}

export const ILU_ACTION_LABELS = {
  assignUnit: 'Assign unit',
  admit: 'Admit to unit',
  addToUnit: 'Add to unit',
  settle: ILU_MESSAGES.settlementTitle,
  correctAdmission: 'Correct admission',
  reverseAdmission: REVERSAL_TEXT.reverseAdmission,
  reverseDeparture: REVERSAL_TEXT.reverseDeparture,
} as const;

type Open =
  | { kind: 'assignUnit' }
  | { kind: 'admit'; mode: AdmitMode }
  | { kind: 'settle' }
  | { kind: 'correctAdmission' }
  | { kind: 'reverseAdmission' }
  | { kind: 'reverseVacating' }
  | null;

/** The enquiry page of a person (after their admission is reversed). */
const enquiryPath = (enquiryId: number, residentId: number) => `/independentLiving/${enquiryId}/enquiry/${residentId}`;

export function useIluActions({ enquiry, residentId, viewDepartedMode, kind }: IluActionsProps): IluActionSet {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [stayActions, setStayActions] = useState<FederatedAction[]>([]);
  const leads = usePermission('leadsDetails');
  const residents = usePermission('residentsDetails');
  const financials = usePermission('residentsFinancials');
  const reverse = usePermission('fundingReverseEvents');
  const correct = usePermission('fundingCorrectEvents');
  const admit = usePermission('leadsAdmit');
  const rooms = usePermission('facilityRooms');
  const plan = iluActionPlan({
    enquiry,
    residentId,
    kind,
    viewDepartedMode,
    permissions: {
      leadsModify: leads.canModify,
      residentsModify: residents.canModify,
      financialsModify: financials.canModify,
      reverseEvents: reverse.canAction,
      correctEvents: correct.canAction,
      admit: admit.canAction,
      unitsView: rooms.canView,
    },
  });
  const close = () => setOpen(null);
  const residentIds = enquiry.residents.map((r) => r.residentId);
  const idsKey = residentIds.join(',');
  // A stay action saved in the residents area: the area's screens and both dashboards follow.
  const stayChanged = useCallback(
    () => void invalidateIlu(client, idsKey ? idsKey.split(',').map(Number) : []),
    [client, idsKey],
  );

  const may = (allowed: unknown, action: PageAction): PageAction[] => (allowed ? [action] : []);
  const actions: PageAction[] = [
    ...may(plan.assignUnit, {
      key: 'assignUnit',
      label: ILU_ACTION_LABELS.assignUnit,
      inline: true,
      onSelect: () => setOpen({ kind: 'assignUnit' }),
    }),
    ...may(plan.admit, {
      key: 'admit',
      label: ILU_ACTION_LABELS.admit,
      inline: true,
      onSelect: () => setOpen({ kind: 'admit', mode: 'admit' }),
    }),
    ...may(plan.addToUnit, {
      key: 'addToUnit',
      label: ILU_ACTION_LABELS.addToUnit,
      inline: true,
      onSelect: () => setOpen({ kind: 'admit', mode: 'add' }),
    }),
    ...may(plan.settle, {
      key: 'settle',
      label: ILU_ACTION_LABELS.settle,
      inline: true,
      onSelect: () => setOpen({ kind: 'settle' }),
    }),
    ...(plan.stayActions ? stayActions : []),
    ...may(plan.correctAdmission, {
      key: 'correctAdmission',
      label: ILU_ACTION_LABELS.correctAdmission,
      onSelect: () => setOpen({ kind: 'correctAdmission' }),
    }),
    ...may(plan.reverseAdmission, {
      key: 'reverseAdmission',
      label: ILU_ACTION_LABELS.reverseAdmission,
      destructive: true,
      onSelect: () => setOpen({ kind: 'reverseAdmission' }),
    }),
    ...may(plan.reverseVacating, {
      key: 'reverseVacating',
      label: ILU_ACTION_LABELS.reverseDeparture,
      destructive: true,
      onSelect: () => setOpen({ kind: 'reverseVacating' }),
    }),
  ];

  const dialogs = (
    <>
      {plan.stayActions ? (
        <RemoteComponent<StayActionsProps>
          remote="mfe_residents"
          expose="./StayActions"
          area="Residents"
          fallback={null}
          residentId={residentId}
          only={plan.stayActions}
          onActions={setStayActions}
          onChanged={stayChanged}
        />
      ) : null}
      {open?.kind === 'assignUnit' ? <AssignUnitDialog open enquiry={enquiry} onClose={close} /> : null}
      {open?.kind === 'admit' ? (
        <AdmitDialog open mode={open.mode} enquiry={enquiry} residentId={residentId} onClose={close} />
      ) : null}
      {open?.kind === 'settle' ? <SettlementDialog open enquiry={enquiry} onClose={close} /> : null}
      {open?.kind === 'correctAdmission' && plan.correctAdmission ? (
        <AdmissionCorrectionDialog open enquiry={enquiry} person={plan.correctAdmission} onClose={close} />
      ) : null}
      {open?.kind === 'reverseAdmission' && plan.reverseAdmission ? (
        <ReverseAdmissionDialog
          enquiry={enquiry}
          person={plan.reverseAdmission}
          onClose={close}
          onDone={() => {
            close();
            // The person is an enquiry again: their enquiry page.
            navigate(enquiryPath(enquiry.enquiryId, residentId));
          }}
        />
      ) : null}
      {open?.kind === 'reverseVacating' && plan.reverseVacating ? (
        <ReverseVacatingDialog
          enquiry={enquiry}
          person={plan.reverseVacating}
          onClose={close}
          onDone={() => {
            close();
            // The person lives in the unit again: their current allocation page.
            navigate(allocationPath(enquiry.enquiryId, residentId));
          }}
        />
      ) : null}
    </>
  );
  return { actions, dialogs };
}
