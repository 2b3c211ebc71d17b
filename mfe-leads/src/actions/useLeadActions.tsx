/**
 * Lead actions shared by the board's card menu and the lead page's action bar (seed 001 §4 "Lead actions", §8):
 * archive / restore, send back to the departed list, mark deceased, contract signed, income-asset status, delete, mark as
 * prospect, transfer, preferred facility location. Each action is offered only with its permission; destructive ones ask
 * first; the server's refusals are shown in its own words.
 */
import { useState, type ReactNode } from 'react';
import { useFacility, usePermission } from 'shared-auth';
import type { EnquiryStatus, IncomeAssetStatus } from 'shared-domain';
import { ConfirmDialog, FormDialog, MessageDialog, NativeSelect, Field, Text, notify } from 'shared-ui';
import * as api from '../api';
import { serverMessages } from '../common/errors';
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
  | 'archive' | 'restore' | 'sendToDepartedList' | 'deceased' | 'contractSigned' | 'incomeAsset' | 'delete' | 'prospect'
  | 'transfer' | 'preferredLocation';

export interface LeadAction { key: LeadActionKey; label: string; destructive?: boolean; onSelect: () => void }

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

interface Confirm { title: string; message: string; confirmLabel: string; destructive?: boolean; run: () => Promise<void> }

export interface UseLeadActionsOptions {
  /** The lead changed (reload it / its column). */
  onChanged: () => void;
  /** The lead left this list (archived, restored, deleted, transferred, sent to the departed list). */
  onRemoved?: (key: LeadActionKey) => void;
  /** Locations offered as the preferred location (GET leads/lead-dashboard-filters leadLocations). */
  locations?: readonly { id: number; name: string }[];
}

export function useLeadActions(target: LeadActionTarget | null, { onChanged, onRemoved, locations = [] }: UseLeadActionsOptions): { actions: LeadAction[]; dialogs: ReactNode } {
  const details = usePermission('leadsDetails');
  const financials = usePermission('leadsFinancials');
  const deletion = usePermission('leadsDeleteLeads');
  const prospect = usePermission('leadsMarkAsProspect');
  const { facilities, currentFacility } = useFacility();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ title: string; messages: string[] } | null>(null);
  const [transferOpen, setTransferOpen] = useState(false);
  const [transferTo, setTransferTo] = useState('');
  const [transferError, setTransferError] = useState<string | null>(null);
  const [locationOpen, setLocationOpen] = useState(false);
  const [locationId, setLocationId] = useState('');

  async function run(action: () => Promise<void>, success: string | null, failure: string, after: () => void) {
    setBusy(true);
    try {
      await action();
      if (success) notify.success(success);
      after();
      return true;
    } catch (err) {
      const messages = serverMessages(err);
      notify.error(messages.length ? messages.join(' ') : failure);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const actions: LeadAction[] = [];
  if (target) {
    const t = target;
    const status = t.status ?? 'Enquiries';
    const removed = (key: LeadActionKey) => () => (onRemoved ? onRemoved(key) : onChanged());
    const ask = (c: Confirm) => () => setConfirm(c);
    const preAdmission = (next: { isContractSigned?: boolean; isDeceased?: boolean }) => api.setPreAdmissionStatus({
      residencyId: t.residencyId, status, isContractSigned: next.isContractSigned ?? !!t.isContractSigned, isDeceased: next.isDeceased ?? !!t.isDeceased,
    });
    if (details.canModify && !t.isArchived) {
      actions.push({ key: 'archive', label: ACTION_TEXT.archive, onSelect: ask({
        title: ACTION_TEXT.archive, message: ACTION_TEXT.archiveConfirm, confirmLabel: ACTION_TEXT.archive,
        run: () => run(() => api.archiveLead(t.residentId, t.version ?? 0), LEAD_MESSAGES.savedSuccessfully, LEAD_MESSAGES.archiveError, removed('archive')).then(() => undefined),
      }) });
    }
    if (details.canModify && t.isArchived) {
      actions.push({ key: 'restore', label: ACTION_TEXT.restore, onSelect: ask({
        title: ACTION_TEXT.restore, message: ACTION_TEXT.restoreConfirm, confirmLabel: ACTION_TEXT.restore,
        run: () => run(() => api.sendToLeads(t.residentId, t.version ?? 0), LEAD_MESSAGES.savedSuccessfully, LEAD_MESSAGES.unexpectedSaving, removed('restore')).then(() => undefined),
      }) });
    }
    if (details.canModify && t.hasPreviousResidency && !t.isArchived) {
      actions.push({ key: 'sendToDepartedList', label: ACTION_TEXT.sendToDepartedList, onSelect: ask({
        title: ACTION_TEXT.sendToDepartedList, message: ACTION_TEXT.sendToDepartedListConfirm, confirmLabel: ACTION_TEXT.sendToDepartedList,
        run: () => run(() => api.sendToDepartedList(t.residentId, t.version ?? 0), LEAD_MESSAGES.savedSuccessfully, LEAD_MESSAGES.unexpectedSaving, removed('sendToDepartedList')).then(() => undefined),
      }) });
    }
    if (details.canModify && !t.isArchived) {
      actions.push({
        key: 'deceased', label: t.isDeceased ? ACTION_TEXT.unmarkDeceased : ACTION_TEXT.markDeceased,
        onSelect: () => void run(() => preAdmission({ isDeceased: !t.isDeceased }), LEAD_MESSAGES.savedSuccessfully, LEAD_MESSAGES.deceasedError, onChanged),
      });
      actions.push({
        key: 'contractSigned', label: t.isContractSigned ? ACTION_TEXT.contractNotSigned : ACTION_TEXT.contractSigned,
        onSelect: () => void run(() => preAdmission({ isContractSigned: !t.isContractSigned }), LEAD_MESSAGES.savedSuccessfully, LEAD_MESSAGES.unexpectedSaving, onChanged),
      });
    }
    if (financials.canModify && !t.isArchived) {
      const next: IncomeAssetStatus = t.incomeAssetStatus === 'Completed' ? 'Unknown' : 'Completed';
      actions.push({
        key: 'incomeAsset', label: next === 'Completed' ? ACTION_TEXT.incomeAssetCompleted : ACTION_TEXT.incomeAssetUnknown,
        onSelect: () => void run(() => api.setIncomeAssetStatus(t.residentId, next, t.version ?? 0), LEAD_MESSAGES.incomeAssetUpdated, LEAD_MESSAGES.incomeAssetError, onChanged),
      });
    }
    if (details.canModify && !t.isArchived && locations.length) {
      actions.push({ key: 'preferredLocation', label: ACTION_TEXT.preferredLocation, onSelect: () => { setLocationId(t.location ? String(t.location.id) : ''); setLocationOpen(true); } });
    }
    if (prospect.canAction && !t.isArchived) {
      actions.push({ key: 'prospect', label: ACTION_TEXT.prospect, onSelect: ask({
        title: ACTION_TEXT.prospect, message: ACTION_TEXT.prospectConfirm, confirmLabel: ACTION_TEXT.prospect,
        run: () => run(() => api.markAsProspect(t.residentId, t.version ?? 0), LEAD_MESSAGES.savedSuccessfully, LEAD_MESSAGES.unexpectedSaving, onChanged).then(() => undefined),
      }) });
    }
    if (details.canModify && !t.isArchived) {
      actions.push({ key: 'transfer', label: ACTION_TEXT.transfer, onSelect: () => { setTransferTo(''); setTransferError(null); setTransferOpen(true); } });
    }
    if (deletion.canRemove) {
      actions.push({ key: 'delete', label: ACTION_TEXT.delete, destructive: true, onSelect: ask({
        title: ACTION_TEXT.delete, message: ACTION_TEXT.deleteConfirm, confirmLabel: ACTION_TEXT.delete, destructive: true,
        run: () => run(() => api.deleteLead(t.residentId), LEAD_MESSAGES.savedSuccessfully, LEAD_MESSAGES.deleteError, removed('delete')).then(() => undefined),
      }) });
    }
  }

  const transferTargets = facilities.filter((f) => f.facilityType === 'AgeCare' && f.id !== currentFacility?.id);

  async function transfer() {
    if (!target) return;
    if (!transferTo) { setTransferError(ACTION_TEXT.transferFacilityRequired); return; }
    setBusy(true);
    try {
      await api.transferLead(target.residentId, { facilityId: Number(transferTo), transferType: 'Lead', version: target.version });
      notify.success(LEAD_MESSAGES.leadTransferred);
      setTransferOpen(false);
      (onRemoved ?? (() => onChanged()))('transfer');
    } catch (err) {
      // 'Unable to transfer aged care resident. {mpir message}'; other refusals in the server's words.
      const mpir = (err as { response?: { data?: { modelState?: { mpir?: string[] } } } })?.response?.data?.modelState?.mpir ?? [];
      const messages = mpir.length ? mpir.map((m) => unableToTransferMessage(m)) : serverMessages(err);
      if (messages.length) setErrors({ title: ACTION_TEXT.transferTitle, messages });
      else notify.error(LEAD_MESSAGES.unexpectedSaving);
    } finally {
      setBusy(false);
    }
  }

  const dialogs = (
    <>
      <ConfirmDialog
        open={!!confirm}
        title={confirm?.title ?? ''}
        message={confirm?.message ?? ''}
        confirmLabel={confirm?.confirmLabel}
        destructive={confirm?.destructive}
        busy={busy}
        onConfirm={() => { const c = confirm; if (c) void c.run().then(() => setConfirm(null)); }}
        onCancel={() => setConfirm(null)}
      />
      <FormDialog open={transferOpen} title={ACTION_TEXT.transferTitle} busy={busy} submitLabel={ACTION_TEXT.transfer}
        onSubmit={() => void transfer()} onClose={() => setTransferOpen(false)}>
        {target ? <Text>{target.firstName} {target.lastName}</Text> : null}
        <Field.Root invalid={!!transferError} required>
          <Field.Label>{ACTION_TEXT.transferFacility}<Field.RequiredIndicator /></Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={transferTo} onChange={(e) => { setTransferTo(e.target.value); setTransferError(null); }}>
              <option value="">Please select</option>
              {transferTargets.map((f) => <option key={f.id} value={f.id}>{f.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{transferError}</Field.ErrorText>
        </Field.Root>
      </FormDialog>
      <FormDialog open={locationOpen} title={ACTION_TEXT.preferredLocationTitle} busy={busy}
        onSubmit={() => {
          if (!target) return;
          void run(() => api.setPreferredLocation(target.residencyId, locationId ? Number(locationId) : null), LEAD_MESSAGES.savedSuccessfully, LEAD_MESSAGES.unexpectedSaving,
            () => { setLocationOpen(false); onChanged(); });
        }}
        onClose={() => setLocationOpen(false)}>
        <Field.Root>
          <Field.Label>{ACTION_TEXT.location}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={locationId} onChange={(e) => setLocationId(e.target.value)}>
              <option value="">{ACTION_TEXT.noLocation}</option>
              {locations.map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </FormDialog>
      <MessageDialog open={!!errors} title={errors?.title ?? ''} messages={errors?.messages ?? []} onClose={() => setErrors(null)} />
    </>
  );
  return { actions, dialogs };
}
