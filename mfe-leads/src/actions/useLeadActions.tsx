/**
 * Lead actions shared by the board's card menu and the lead page's action bar (seed 001 §4 "Lead actions", §8):
 * archive / restore, send back to the departed list, mark deceased, contract signed, income-asset status, delete, mark as
 * prospect, transfer, preferred facility location. Each action is offered only with its permission; destructive ones ask
 * first; the server's refusals are shown in its own words.
 */
import { useState, type ReactNode } from 'react';
import { useFacility, usePermission } from 'shared-auth';
import type { EnquiryStatus, IncomeAssetStatus } from 'shared-domain';
import { ConfirmDialog, MessageDialog, Text } from 'shared-ui';
import { FormikDialog, SelectField, submitForm, useFormik, useSubmit } from 'shared-ui/form';
import {
  useArchiveLead,
  useDeleteLead,
  useMarkAsProspect,
  useSendToDepartedList,
  useSendToLeads,
  useSetIncomeAssetStatus,
  useSetPreAdmissionStatus,
  useSetPreferredLocation,
  useTransferLead,
} from '../lead/lead.resource';
import { LEAD_MESSAGES, unableToTransferMessage } from 'shared-domain/leads';

export interface LeadActionTarget {
  residentId: number;
  residencyId: number;
  firstName: string;
  lastName: string;
  status?: EnquiryStatus;
  isArchived?: boolean;
  isContractSigned?: boolean;
  isDeceased?: boolean;
  incomeAssetStatus?: IncomeAssetStatus;
  hasPreviousResidency?: boolean;
  /** The lead's version (sent back with the changes; 409 when stale). */
  version?: number;
  location?: { id: number; name: string } | null;
}

export type LeadActionKey =
  | 'archive'
  | 'restore'
  | 'sendToDepartedList'
  | 'deceased'
  | 'contractSigned'
  | 'incomeAsset'
  | 'delete'
  | 'prospect'
  | 'transfer'
  | 'preferredLocation';

export interface LeadAction {
  key: LeadActionKey;
  label: string;
  destructive?: boolean;
  onSelect: () => void;
}

export const ACTION_TEXT = {
  archive: 'Archive',
  archiveConfirm: 'Do you want to archive this lead?',
  restore: 'Send to leads',
  restoreConfirm: 'Do you want to send this lead back to the leads?',
  sendToDepartedList: 'Send back to departed list',
  sendToDepartedListConfirm: 'Do you want to send this lead back to the departed residents list?',
  markDeceased: 'Mark as deceased',
  unmarkDeceased: 'Mark as not deceased',
  contractSigned: 'Mark contract signed',
  contractNotSigned: 'Mark contract not signed',
  incomeAssetCompleted: 'Income and assets completed',
  incomeAssetUnknown: 'Income and assets unknown',
  delete: 'Delete lead',
  deleteConfirm: 'Do you want to delete this lead? This cannot be undone.',
  prospect: 'Mark as prospect',
  prospectConfirm: 'Do you want to mark this lead as a prospect?',
  transfer: 'Transfer',
  transferTitle: 'Transfer lead',
  transferFacility: 'Transfer to facility',
  transferFacilityRequired: 'Please select a facility.',
  preferredLocation: 'Preferred location',
  preferredLocationTitle: 'Preferred facility location',
  location: 'Location',
  noLocation: 'No preference',
} as const;

interface Confirm {
  title: string;
  message: string;
  confirmLabel: string;
  destructive?: boolean;
  run: () => Promise<void>;
}

export interface UseLeadActionsOptions {
  /**
   * Called after an action changed the lead. Nothing needs reloading by hand: each action's mutation reloads the lead,
   * the lists of leads and whatever else shows the person.
   */
  onChanged?: () => void;
  /** The lead left this list (archived, restored, deleted, transferred, sent to the departed list). */
  onRemoved?: (key: LeadActionKey) => void;
  /** Locations offered as the preferred location (GET leads/lead-dashboard-filters leadLocations). */
  locations?: readonly { id: number; name: string }[];
}

export function useLeadActions(
  target: LeadActionTarget | null,
  { onChanged, onRemoved, locations = [] }: UseLeadActionsOptions,
): { actions: LeadAction[]; dialogs: ReactNode } {
  const details = usePermission('leadsDetails');
  const financials = usePermission('leadsFinancials');
  const deletion = usePermission('leadsDeleteLeads');
  const prospect = usePermission('leadsMarkAsProspect');
  const { facilities, currentFacility } = useFacility();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ title: string; messages: string[] } | null>(null);
  const [transferOpen, setTransferOpen] = useState(false);
  const [locationOpen, setLocationOpen] = useState(false);
  const changed = () => onChanged?.();
  const archiveLead = useArchiveLead();
  const sendToLeads = useSendToLeads();
  const sendToDepartedList = useSendToDepartedList();
  const markAsProspect = useMarkAsProspect();
  const deleteLead = useDeleteLead();
  const setPreAdmissionStatus = useSetPreAdmissionStatus();
  const setIncomeAssetStatus = useSetIncomeAssetStatus();
  const setPreferredLocation = useSetPreferredLocation();
  const transferLead = useTransferLead();

  async function run(action: () => Promise<void>, success: string | null, failure: string, after: () => void) {
    setBusy(true);
    const outcome = await submitForm({ action, success, failure, onSuccess: after }, undefined);
    setBusy(false);
    return outcome.ok;
  }

  const transferSubmit = useSubmit<{ facilityId: string }>({
    action: (v) =>
      transferLead.mutateAsync({
        residentId: target!.residentId,
        body: { facilityId: Number(v.facilityId), transferType: 'Lead', version: target!.version },
      }),
    success: LEAD_MESSAGES.leadTransferred,
    failure: LEAD_MESSAGES.unexpectedSaving,
    modelState: 'dialog',
    dialogTitle: ACTION_TEXT.transferTitle,
    // 'Unable to transfer aged care resident. {mpir message}' (seed 001 §8); other refusals in the server's words.
    onFailure: (f) => {
      const mpir = f.modelState?.mpir;
      const list = (Array.isArray(mpir) ? mpir : typeof mpir === 'string' ? [mpir] : []).filter(
        (m): m is string => typeof m === 'string',
      );
      if (list.length) setErrors({ title: ACTION_TEXT.transferTitle, messages: list.map((m) => unableToTransferMessage(m)) });
      return list.length > 0;
    },
    onSuccess: () => {
      setTransferOpen(false);
      (onRemoved ?? changed)('transfer');
    },
  });
  const transferForm = useFormik({
    initialValues: { facilityId: '' },
    validate: (v) => (v.facilityId ? {} : { facilityId: ACTION_TEXT.transferFacilityRequired }),
    onSubmit: transferSubmit.submit,
  });
  const locationForm = useFormik({
    initialValues: { locationId: '' },
    onSubmit: (v) => {
      if (!target) return undefined;
      return run(
        () =>
          setPreferredLocation.mutateAsync({
            residentId: target.residentId,
            residencyId: target.residencyId,
            locationId: v.locationId ? Number(v.locationId) : null,
          }),
        LEAD_MESSAGES.savedSuccessfully,
        LEAD_MESSAGES.unexpectedSaving,
        () => {
          setLocationOpen(false);
          changed();
        },
      );
    },
  });

  const actions: LeadAction[] = [];
  if (target) {
    const t = target;
    const status = t.status ?? 'Enquiries';
    const removed = (key: LeadActionKey) => () => (onRemoved ? onRemoved(key) : changed());
    const ask = (c: Confirm) => () => setConfirm(c);
    const preAdmission = (next: { isContractSigned?: boolean; isDeceased?: boolean }) =>
      setPreAdmissionStatus.mutateAsync({
        residentId: t.residentId,
        body: {
          residencyId: t.residencyId,
          status,
          isContractSigned: next.isContractSigned ?? !!t.isContractSigned,
          isDeceased: next.isDeceased ?? !!t.isDeceased,
        },
      });
    if (details.canModify && !t.isArchived) {
      actions.push({
        key: 'archive',
        label: ACTION_TEXT.archive,
        onSelect: ask({
          title: ACTION_TEXT.archive,
          message: ACTION_TEXT.archiveConfirm,
          confirmLabel: ACTION_TEXT.archive,
          run: () =>
            run(
              () => archiveLead.mutateAsync({ residentId: t.residentId, version: t.version ?? 0 }),
              LEAD_MESSAGES.savedSuccessfully,
              LEAD_MESSAGES.archiveError,
              removed('archive'),
            ).then(() => undefined),
        }),
      });
    }
    if (details.canModify && t.isArchived) {
      actions.push({
        key: 'restore',
        label: ACTION_TEXT.restore,
        onSelect: ask({
          title: ACTION_TEXT.restore,
          message: ACTION_TEXT.restoreConfirm,
          confirmLabel: ACTION_TEXT.restore,
          run: () =>
            run(
              () => sendToLeads.mutateAsync({ residentId: t.residentId, version: t.version ?? 0 }),
              LEAD_MESSAGES.savedSuccessfully,
              LEAD_MESSAGES.unexpectedSaving,
              removed('restore'),
            ).then(() => undefined),
        }),
      });
    }
    if (details.canModify && t.hasPreviousResidency && !t.isArchived) {
      actions.push({
        key: 'sendToDepartedList',
        label: ACTION_TEXT.sendToDepartedList,
        onSelect: ask({
          title: ACTION_TEXT.sendToDepartedList,
          message: ACTION_TEXT.sendToDepartedListConfirm,
          confirmLabel: ACTION_TEXT.sendToDepartedList,
          run: () =>
            run(
              () => sendToDepartedList.mutateAsync({ residentId: t.residentId, version: t.version ?? 0 }),
              LEAD_MESSAGES.savedSuccessfully,
              LEAD_MESSAGES.unexpectedSaving,
              removed('sendToDepartedList'),
            ).then(() => undefined),
        }),
      });
    }
    if (details.canModify && !t.isArchived) {
      actions.push({
        key: 'deceased',
        label: t.isDeceased ? ACTION_TEXT.unmarkDeceased : ACTION_TEXT.markDeceased,
        onSelect: () =>
          void run(
            () => preAdmission({ isDeceased: !t.isDeceased }),
            LEAD_MESSAGES.savedSuccessfully,
            LEAD_MESSAGES.deceasedError,
            changed,
          ),
      });
      actions.push({
        key: 'contractSigned',
        label: t.isContractSigned ? ACTION_TEXT.contractNotSigned : ACTION_TEXT.contractSigned,
        onSelect: () =>
          void run(
            () => preAdmission({ isContractSigned: !t.isContractSigned }),
            LEAD_MESSAGES.savedSuccessfully,
            LEAD_MESSAGES.unexpectedSaving,
            changed,
          ),
      });
    }
    if (financials.canModify && !t.isArchived) {
      const next: IncomeAssetStatus = t.incomeAssetStatus === 'Completed' ? 'Unknown' : 'Completed';
      actions.push({
        key: 'incomeAsset',
        label: next === 'Completed' ? ACTION_TEXT.incomeAssetCompleted : ACTION_TEXT.incomeAssetUnknown,
        onSelect: () =>
          void run(
            () => setIncomeAssetStatus.mutateAsync({ residentId: t.residentId, value: next, version: t.version ?? 0 }),
            LEAD_MESSAGES.incomeAssetUpdated,
            LEAD_MESSAGES.incomeAssetError,
            changed,
          ),
      });
    }
    if (details.canModify && !t.isArchived && locations.length) {
      actions.push({
        key: 'preferredLocation',
        label: ACTION_TEXT.preferredLocation,
        onSelect: () => {
          locationForm.resetForm({ values: { locationId: t.location ? String(t.location.id) : '' } });
          setLocationOpen(true);
        },
      });
    }
    if (prospect.canAction && !t.isArchived) {
      actions.push({
        key: 'prospect',
        label: ACTION_TEXT.prospect,
        onSelect: ask({
          title: ACTION_TEXT.prospect,
          message: ACTION_TEXT.prospectConfirm,
          confirmLabel: ACTION_TEXT.prospect,
          run: () =>
            run(
              () => markAsProspect.mutateAsync({ residentId: t.residentId, version: t.version ?? 0 }),
              LEAD_MESSAGES.savedSuccessfully,
              LEAD_MESSAGES.unexpectedSaving,
              changed,
            ).then(() => undefined),
        }),
      });
    }
    if (details.canModify && !t.isArchived) {
      actions.push({
        key: 'transfer',
        label: ACTION_TEXT.transfer,
        onSelect: () => {
          transferForm.resetForm();
          setTransferOpen(true);
        },
      });
    }
    if (deletion.canRemove) {
      actions.push({
        key: 'delete',
        label: ACTION_TEXT.delete,
        destructive: true,
        onSelect: ask({
          title: ACTION_TEXT.delete,
          message: ACTION_TEXT.deleteConfirm,
          confirmLabel: ACTION_TEXT.delete,
          destructive: true,
          run: () =>
            run(
              () => deleteLead.mutateAsync({ residentId: t.residentId }),
              LEAD_MESSAGES.savedSuccessfully,
              LEAD_MESSAGES.deleteError,
              removed('delete'),
            ).then(() => undefined),
        }),
      });
    }
  }

  const transferTargets = facilities.filter((f) => f.facilityType === 'AgeCare' && f.id !== currentFacility?.id);

  const dialogs = (
    <>
      <ConfirmDialog
        open={!!confirm}
        title={confirm?.title ?? ''}
        message={confirm?.message ?? ''}
        confirmLabel={confirm?.confirmLabel}
        destructive={confirm?.destructive}
        busy={busy}
        onConfirm={() => {
          const c = confirm;
          if (c) void c.run().then(() => setConfirm(null));
        }}
        onCancel={() => setConfirm(null)}
      />
      <FormikDialog
        open={transferOpen}
        title={ACTION_TEXT.transferTitle}
        form={transferForm}
        submitLabel={ACTION_TEXT.transfer}
        onClose={() => setTransferOpen(false)}
      >
        {target ? (
          <Text>
            {target.firstName} {target.lastName}
          </Text>
        ) : null}
        <SelectField
          name="facilityId"
          label={ACTION_TEXT.transferFacility}
          required
          options={transferTargets.map((f) => ({ value: String(f.id), label: f.name }))}
        />
      </FormikDialog>
      {transferSubmit.dialog}
      <FormikDialog
        open={locationOpen}
        title={ACTION_TEXT.preferredLocationTitle}
        form={locationForm}
        onClose={() => setLocationOpen(false)}
      >
        <SelectField
          name="locationId"
          label={ACTION_TEXT.location}
          placeholder={ACTION_TEXT.noLocation}
          options={locations.map((l) => ({ value: String(l.id), label: l.name }))}
        />
      </FormikDialog>
      <MessageDialog
        open={!!errors}
        title={errors?.title ?? ''}
        messages={errors?.messages ?? []}
        onClose={() => setErrors(null)}
      />
    </>
  );
  return { actions, dialogs };
}
