/** Admission correction (seed 000 §3 "Admission info", §5: conflict effective dates, bed rule, Post01Nov2025, MPIR). */
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { addDays } from 'shared-domain/dates';
import type { FacilityType } from 'shared-domain/enums';
import {
  ACCOMMODATION_CLASSES, ACCOMMODATION_CLASS_LABELS, STAY_DIALOG_TITLES, STAY_MESSAGES, validateAdmission, type AccommodationClass,
} from 'shared-domain/stay';
import { FormDialog, MessageDialog, Text, notify } from 'shared-ui';
import { formatDate } from 'shared-domain/dates';
import * as api from './api';
import { DateField, SelectField, firstErrors, useSave } from './StayDialog';

export interface AdmissionDialogProps {
  open: boolean;
  residentId: number;
  facilityType: FacilityType;
  eventId?: number | null;
  onClose: () => void;
  onSaved: () => void;
}

export function AdmissionDialog({ open, residentId, facilityType, eventId, onClose, onSaved }: AdmissionDialogProps) {
  const save = useSave();
  const [info, setInfo] = useState<api.AdmissionInfo | null>(null);
  useEffect(() => {
    if (!open) return;
    const ctrl = new AbortController();
    api.fetchAdmission(residentId, ctrl.signal).then(setInfo)
      .catch((err) => { if (!ctrl.signal.aborted && err?.name !== 'CanceledError') notify.error('Unexpected error occurred while loading the admission.'); });
    return () => ctrl.abort();
  }, [open, residentId]);

  const form = useFormik({
    enableReinitialize: true,
    initialValues: {
      admissionDateUtc: info?.admissionDateUtc ?? '',
      careType: (info?.careType ?? (facilityType === 'IndependentLiving' ? 'ILU' : '')) as 'Permanent' | 'Respite' | 'ILU' | '',
      expectedDepartureDateUtc: info?.expectedDepartureDateUtc ?? '',
      accommodationClass: (info?.accommodationClass ?? '') as AccommodationClass | '',
    },
    validateOnChange: false,
    validate: (v) => firstErrors(validateAdmission(
      { ...v, expectedDepartureDateUtc: v.expectedDepartureDateUtc || null },
      { isCorrection: true, conflictEffectiveDates: info?.conflictEffectiveDates ?? [], departureDate: info?.departureDateUtc ?? null },
    )),
    onSubmit: async (v) => {
      await save.run(
        () => api.correctAdmission(residentId, {
          admissionDateUtc: v.admissionDateUtc, careType: v.careType || undefined,
          expectedDepartureDateUtc: v.careType === 'Respite' ? (v.expectedDepartureDateUtc || null) : undefined,
          accommodationClass: v.accommodationClass || null, version: info?.version,
        }, eventId ?? undefined),
        STAY_MESSAGES.admissionCorrected,
        () => { onSaved(); onClose(); },
      );
    },
  });
  const conflicts = info?.conflictEffectiveDates ?? [];
  const minAdmission = conflicts.length ? addDays(conflicts[conflicts.length - 1], 1) : null;
  return (
    <>
      <FormDialog open={open} title={STAY_DIALOG_TITLES.admissionCorrection} busy={save.busy} onSubmit={form.submitForm} onClose={onClose}>
        <DateField label="Admission date" name="admissionDateUtc" required value={form.values.admissionDateUtc} min={minAdmission}
          max={info?.departureDateUtc ?? null} error={form.errors.admissionDateUtc} onChange={(v) => form.setFieldValue('admissionDateUtc', v)} />
        {conflicts.length ? <Text fontSize="sm">The admission must be after {formatDate(conflicts[conflicts.length - 1])}.</Text> : null}
        {facilityType === 'AgeCare' ? (
          <SelectField label="Care type" name="careType" required value={form.values.careType}
            options={[{ value: 'Permanent', label: 'Permanent' }, { value: 'Respite', label: 'Respite' }]}
            error={form.errors.careType} onChange={(v) => form.setFieldValue('careType', v)} />
        ) : null}
        {form.values.careType === 'Respite' ? (
          <DateField label="Expected departure date" name="expectedDepartureDateUtc" value={form.values.expectedDepartureDateUtc}
            min={form.values.admissionDateUtc ? addDays(form.values.admissionDateUtc, 1) : null}
            error={form.errors.expectedDepartureDateUtc} onChange={(v) => form.setFieldValue('expectedDepartureDateUtc', v)} />
        ) : null}
        {facilityType === 'AgeCare' ? (
          <SelectField label="Accommodation class" name="accommodationClass" value={form.values.accommodationClass}
            options={ACCOMMODATION_CLASSES.map((c) => ({ value: c, label: ACCOMMODATION_CLASS_LABELS[c] }))}
            error={form.errors.accommodationClass} onChange={(v) => form.setFieldValue('accommodationClass', v)} />
        ) : null}
      </FormDialog>
      <MessageDialog open={!!save.messages} title={STAY_DIALOG_TITLES.admissionCorrection} messages={save.messages ?? []} onClose={save.clearMessages} />
    </>
  );
}
