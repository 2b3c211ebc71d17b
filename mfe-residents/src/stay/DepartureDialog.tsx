/** Depart, vacate (ILU) and correct a departure (seed 000 §3 "Departure", §4, §5, §8). */
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useFacility } from 'shared-auth';
import type { DepartureFormReason, DepartureInitiatedBy, FacilityType } from 'shared-domain/enums';
import {
  STAY_DIALOG_TITLES, STAY_MESSAGES, minimumDepartureDate, needsInitiatedBy, validateDeparture,
  validateDepartureCorrection,
} from 'shared-domain/stay';
import { Field, FormDialog, MessageDialog, Textarea, notify } from 'shared-ui';
import * as api from './api';
import { DateField, SelectField, firstErrors, useSave } from './StayDialog';

export type DepartureMode = 'depart' | 'vacate' | 'correct';

export const DEPARTURE_REASON_LABELS: Record<DepartureFormReason, string> = {
  Deceased: 'Deceased',
  Hospital: 'Hospital',
  ReturningFamilyHome: 'Returning to family home',
  Other: 'Other',
  AnotherAgedCareService: 'Another aged care service',
  Transfer: 'Another facility of the organisation',
};

export interface DepartureDialogProps {
  open: boolean;
  mode: DepartureMode;
  residentId: number;
  residencyId: number;
  facilityType: FacilityType;
  /** The event corrected (correction mode; default: the active departure). */
  eventId?: number | null;
  onClose: () => void;
  onSaved: () => void;
}

function titleOf(mode: DepartureMode): string {
  return mode === 'vacate' ? STAY_DIALOG_TITLES.vacate : mode === 'correct' ? STAY_DIALOG_TITLES.departureCorrection : STAY_DIALOG_TITLES.depart;
}

export function DepartureDialog({ open, mode, residentId, residencyId, facilityType, eventId, onClose, onSaved }: DepartureDialogProps) {
  const save = useSave();
  const { facilities, currentFacility } = useFacility();
  const [info, setInfo] = useState<api.DepartureInfo | null>(null);
  const isIlu = facilityType === 'IndependentLiving';

  useEffect(() => {
    if (!open) return;
    const ctrl = new AbortController();
    (isIlu ? api.fetchIluDeparture(residencyId, ctrl.signal) : api.fetchDeparture(residentId, ctrl.signal))
      .then(setInfo)
      .catch((err) => { if (!ctrl.signal.aborted && err?.name !== 'CanceledError') notify.error('Unexpected error occurred while loading the departure.'); });
    return () => ctrl.abort();
  }, [open, isIlu, residentId, residencyId]);

  const admissionDate = info?.admissionDateUtc ?? null;
  const others = (info?.otherResidents ?? []).filter((o) => o.admissionDateUtc && !o.departureDateUtc);
  const otherAdmission = others.map((o) => o.admissionDateUtc!).sort().at(-1) ?? null;
  // GET departure answers the form's reason and initiator already split (seed 000 §3).
  const stored = mode === 'correct' && info ? { departureReason: info.departureReason ?? '', departureInitiatedBy: info.departureInitiatedBy ?? '' } : null;

  const form = useFormik({
    enableReinitialize: true,
    initialValues: {
      departureDateUtc: mode === 'correct' ? (info?.departureDateUtc ?? '') : '',
      departureReason: (stored?.departureReason ?? '') as DepartureFormReason | '',
      departureInitiatedBy: (stored?.departureInitiatedBy ?? '') as DepartureInitiatedBy | '',
      departureReasonNotes: mode === 'correct' ? (info?.departureReasonNotes ?? '') : '',
      toFacilityId: mode === 'correct' && info?.toFacilityId ? String(info.toFacilityId) : '',
    },
    validateOnChange: false,
    validate: (v) => {
      const f = { ...v, toFacilityId: v.toFacilityId ? Number(v.toFacilityId) : null };
      const ctx = { admissionDate, isVacating: mode === 'vacate', otherResidentAdmissionDate: otherAdmission };
      return firstErrors(mode === 'correct' ? validateDepartureCorrection(f, ctx) : validateDeparture(f, ctx));
    },
    onSubmit: async (v) => {
      const body = {
        departureDateUtc: v.departureDateUtc, departureReason: v.departureReason as DepartureFormReason,
        departureInitiatedBy: needsInitiatedBy(v.departureReason) ? (v.departureInitiatedBy as DepartureInitiatedBy) : null,
        departureReasonNotes: v.departureReasonNotes || null, toFacilityId: v.departureReason === 'Transfer' && v.toFacilityId ? Number(v.toFacilityId) : null,
        version: info?.version,
      };
      const done = () => { onSaved(); onClose(); };
      if (mode === 'correct') {
        const evId = eventId ?? info?.eventId ?? undefined;
        await save.run(
          () => (isIlu ? api.correctIluDeparture({ ...body, residencyId, eventId: evId }) : api.correctDeparture(residentId, evId!, body)),
          STAY_MESSAGES.departureCorrected, done,
        );
      } else if (isIlu) {
        await save.run(() => api.departIlu(residentId, mode === 'vacate', body), mode === 'vacate' ? STAY_MESSAGES.unitVacated : STAY_MESSAGES.residentDeparted, done);
      } else {
        await save.run(() => api.depart(residentId, body), STAY_MESSAGES.residentDeparted, done);
      }
    },
  });

  const minDate = admissionDate ? minimumDepartureDate(admissionDate, otherAdmission, mode === 'vacate') : null;
  const transferTargets = facilities.filter((f) => f.id !== currentFacility?.id && f.facilityType === facilityType);
  return (
    <>
      <FormDialog open={open} title={titleOf(mode)} busy={save.busy} onSubmit={form.submitForm} onClose={onClose}
        submitLabel={mode === 'vacate' ? 'Vacate' : mode === 'correct' ? 'Save' : 'Depart'}>
        <DateField label="Departure date" name="departureDateUtc" required value={form.values.departureDateUtc} min={minDate}
          error={form.errors.departureDateUtc} onChange={(v) => form.setFieldValue('departureDateUtc', v)} />
        <SelectField label="Departure reason" name="departureReason" required value={form.values.departureReason}
          options={(Object.keys(DEPARTURE_REASON_LABELS) as DepartureFormReason[]).map((r) => ({ value: r, label: DEPARTURE_REASON_LABELS[r] }))}
          error={form.errors.departureReason} onChange={(v) => form.setFieldValue('departureReason', v)} />
        {needsInitiatedBy(form.values.departureReason) ? (
          <SelectField label="Departure initiated by" name="departureInitiatedBy" required value={form.values.departureInitiatedBy}
            options={[{ value: 'Provider', label: 'Provider' }, { value: 'Resident', label: 'Resident' }]}
            error={form.errors.departureInitiatedBy} onChange={(v) => form.setFieldValue('departureInitiatedBy', v)} />
        ) : null}
        {form.values.departureReason === 'Transfer' ? (
          <SelectField label="Facility" name="toFacilityId" required value={form.values.toFacilityId}
            options={transferTargets.map((f) => ({ value: String(f.id), label: f.name }))}
            error={form.errors.toFacilityId} onChange={(v) => form.setFieldValue('toFacilityId', v)} />
        ) : null}
        <Field.Root>
          <Field.Label>Notes</Field.Label>
          <Textarea name="departureReasonNotes" aria-label="Notes" maxLength={1000} value={form.values.departureReasonNotes}
            onChange={(e) => form.setFieldValue('departureReasonNotes', e.target.value)} />
        </Field.Root>
      </FormDialog>
      <MessageDialog open={!!save.messages} title={titleOf(mode)} messages={save.messages ?? []} onClose={save.clearMessages} />
    </>
  );
}

