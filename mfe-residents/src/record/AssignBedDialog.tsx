/**
 * Assign bed (seed 000 §2 "Dialogs"): a current resident of an aged-care facility is moved to a free bed of the
 * facility (beds grouped by location and room). The server checks the bed again (free, in service, this facility)
 * and the residency version (409 when someone else changed it meanwhile).
 */
import { useEffect, useState } from 'react';
import { SAVE_CHANGES_ERROR, SUCCESS_MESSAGES, withOfflineHint } from 'shared-domain/messages';
import { modelStateField, modelStateMessages } from 'shared-domain/model-state';
import type { ResidentDetail } from 'shared-domain/resident-types';
import { Alert, Button, Field, FormDialog, HStack, NativeSelect, Spinner, Text, notify } from 'shared-ui';
import { assignBed, fetchAvailableBeds, type AvailableBeds } from './assignBedApi';

export const ASSIGN_BED_TEXT = {
  title: 'Assign bed',
  bedLabel: 'Bed',
  bedRequired: 'Please select a bed.',
  noFreeBeds: 'There are no free beds in this facility.',
  loadError: 'Unexpected error occurred while loading the available beds.',
} as const;

/** A current resident of an aged-care facility (admitted, not departed, not a lead or archived). */
export function canAssignBed(r: Pick<ResidentDetail, 'isAdmitted' | 'isDeparted' | 'isLead' | 'isArchived' | 'facilityType'>): boolean {
  return r.facilityType === 'AgeCare' && r.isAdmitted && !r.isDeparted && !r.isLead && !r.isArchived;
}

export interface AssignBedDialogProps {
  resident: ResidentDetail;
  open: boolean;
  onClose: () => void;
  /** Called after a successful assignment (the page reloads the resident). */
  onChanged: () => void;
}

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; beds: AvailableBeds };

export function AssignBedDialog({ resident, open, onClose, onChanged }: AssignBedDialogProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [bedId, setBedId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    const abort = new AbortController();
    setLoad({ status: 'loading' });
    setBedId('');
    setError(null);
    setMessages([]);
    fetchAvailableBeds(resident.id, abort.signal)
      .then((beds) => { if (!abort.signal.aborted) setLoad({ status: 'ready', beds }); })
      .catch(() => { if (!abort.signal.aborted) setLoad({ status: 'error' }); });
    return () => abort.abort();
  }, [open, resident.id]);

  async function submit() {
    if (load.status !== 'ready' || busy) return;
    if (!bedId) {
      setError(ASSIGN_BED_TEXT.bedRequired);
      return;
    }
    setError(null);
    setMessages([]);
    setBusy(true);
    try {
      await assignBed(resident.id, { residencyId: load.beds.residencyId, bedId: Number(bedId), version: load.beds.version });
      notify.success(SUCCESS_MESSAGES.changesSaved);
      onClose();
      onChanged();
    } catch (err: any) {
      const status = err?.response?.status;
      const bedMessages = status === 400 ? modelStateField(err, 'bedId') : [];
      const all = status === 400 ? modelStateMessages(err) : [];
      if (bedMessages.length) setError(bedMessages.join(', '));
      if (all.length) setMessages(all.filter((m) => !bedMessages.includes(m)));
      else if (status && status !== 500 && typeof err?.response?.data?.message === 'string') notify.error(err.response.data.message);
      else notify.error(withOfflineHint(SAVE_CHANGES_ERROR));
    } finally {
      setBusy(false);
    }
  }

  const ready = load.status === 'ready' ? load.beds : null;
  const noBeds = !!ready && ready.locations.every((l) => l.rooms.every((r) => r.beds.length === 0));
  return (
    <FormDialog open={open} title={ASSIGN_BED_TEXT.title} busy={busy} submitDisabled={!ready || noBeds} onSubmit={() => void submit()} onClose={onClose}>
      <Text>
        {resident.firstName} {resident.lastName}: current room{' '}
        <Text as="span" fontWeight="semibold">{ready?.assignedAccommodationAndBed ?? resident.assignedAccommodationAndBed ?? 'none'}</Text>
      </Text>
      {load.status === 'loading' ? <HStack role="status"><Spinner size="sm" /><Text>Loading beds...</Text></HStack> : null}
      {load.status === 'error' ? (
        <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{ASSIGN_BED_TEXT.loadError}</Alert.Title></Alert.Root>
      ) : null}
      {noBeds ? <Alert.Root status="info"><Alert.Indicator /><Alert.Title>{ASSIGN_BED_TEXT.noFreeBeds}</Alert.Title></Alert.Root> : null}
      {ready && !noBeds ? (
        <Field.Root invalid={!!error} required>
          <Field.Label>{ASSIGN_BED_TEXT.bedLabel}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="bedId" aria-label={ASSIGN_BED_TEXT.bedLabel} value={bedId} onChange={(e) => { setBedId(e.target.value); setError(null); }}>
              <option value="">Please select</option>
              {ready.locations.map((l) => (
                <optgroup key={l.locationId ?? 'none'} label={l.locationName}>
                  {l.rooms.flatMap((r) => r.beds.map((b) => <option key={b.bedId} value={String(b.bedId)}>{b.label}</option>))}
                </optgroup>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
      ) : null}
      {messages.length ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>{messages.map((m) => <Alert.Description key={m}>{m}</Alert.Description>)}</Alert.Content>
        </Alert.Root>
      ) : null}
    </FormDialog>
  );
}

/** The action bar's "Assign bed" button and its dialog. */
export default function AssignBedAction({ resident, onChanged }: { resident: ResidentDetail; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>Assign bed</Button>
      {open ? <AssignBedDialog resident={resident} open={open} onClose={() => setOpen(false)} onChanged={onChanged} /> : null}
    </>
  );
}
