/** Admission correction (seed 000 §3 "Admission info", §5: conflict effective dates, bed rule, Post01Nov2025, MPIR). */
import { addDays } from 'shared-domain/dates';
import type { FacilityType } from 'shared-domain/enums';
import type { AdmissionBody } from 'shared-domain/contracts/residents';
import {
  ACCOMMODATION_CLASSES,
  ACCOMMODATION_CLASS_LABELS,
  STAY_DIALOG_TITLES,
  STAY_MESSAGES,
  validateAdmission,
  type AccommodationClass,
} from 'shared-domain/stay';
import { CARE_TYPE_LABELS, labelledOptions } from 'shared-domain/labels';
import { Text } from 'shared-ui';
import { DateField, FormikDialog, SelectField, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import { formatDate } from 'shared-domain/dates';
import { useAdmission, useCorrectAdmission } from './stay.resource';
import { STAY_SUBMIT } from './StayDialog';

interface AdmissionValues {
  admissionDateUtc: string;
  careType: 'Permanent' | 'Respite' | 'ILU' | '';
  expectedDepartureDateUtc: string;
  accommodationClass: AccommodationClass | '';
}

export interface AdmissionDialogProps {
  open: boolean;
  residentId: number;
  facilityType: FacilityType;
  eventId?: number | null;
  onClose: () => void;
  onSaved: () => void;
}

export function AdmissionDialog({ open, residentId, facilityType, eventId, onClose, onSaved }: AdmissionDialogProps) {
  const info = useAdmission(residentId, open).data ?? null;
  const correctAdmission = useCorrectAdmission(residentId);
  const save = useSubmit<AdmissionValues>({
    ...STAY_SUBMIT,
    dialogTitle: STAY_DIALOG_TITLES.admissionCorrection,
    action: (v) =>
      correctAdmission.mutateAsync({
        body: {
          admissionDateUtc: v.admissionDateUtc,
          // validateAdmission has refused an empty care type before the submit.
          careType: v.careType as AdmissionBody['careType'],
          expectedDepartureDateUtc: v.careType === 'Respite' ? v.expectedDepartureDateUtc || null : undefined,
          accommodationClass: v.accommodationClass || null,
          version: info?.version,
        },
        eventId: eventId ?? undefined,
      }),
    success: STAY_MESSAGES.admissionCorrected,
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });

  const form = useFormik<AdmissionValues>({
    enableReinitialize: true,
    initialValues: {
      admissionDateUtc: info?.admissionDateUtc ?? '',
      careType: (info?.careType ?? (facilityType === 'IndependentLiving' ? 'ILU' : '')) as 'Permanent' | 'Respite' | 'ILU' | '',
      expectedDepartureDateUtc: info?.expectedDepartureDateUtc ?? '',
      accommodationClass: (info?.accommodationClass ?? '') as AccommodationClass | '',
    },
    validateOnChange: false,
    validate: validateWith((v: AdmissionValues) =>
      validateAdmission(
        { ...v, expectedDepartureDateUtc: v.expectedDepartureDateUtc || null },
        {
          isCorrection: true,
          conflictEffectiveDates: info?.conflictEffectiveDates ?? [],
          departureDate: info?.departureDateUtc ?? null,
        },
      ),
    ),
    onSubmit: save.submit,
  });
  const conflicts = info?.conflictEffectiveDates ?? [];
  const minAdmission = conflicts.length ? addDays(conflicts[conflicts.length - 1], 1) : null;
  return (
    <>
      <FormikDialog open={open} title={STAY_DIALOG_TITLES.admissionCorrection} form={form} onClose={onClose}>
        <DateField
          label="Admission date"
          name="admissionDateUtc"
          required
          min={minAdmission}
          max={info?.departureDateUtc ?? null}
        />
        {conflicts.length ? (
          <Text fontSize="sm">The admission must be after {formatDate(conflicts[conflicts.length - 1])}.</Text>
        ) : null}
        {facilityType === 'AgeCare' ? (
          <SelectField
            label="Care type"
            name="careType"
            required
            options={labelledOptions(['Permanent', 'Respite'], CARE_TYPE_LABELS)}
          />
        ) : null}
        {form.values.careType === 'Respite' ? (
          <DateField
            label="Expected departure date"
            name="expectedDepartureDateUtc"
            min={form.values.admissionDateUtc ? addDays(form.values.admissionDateUtc, 1) : null}
          />
        ) : null}
        {facilityType === 'AgeCare' ? (
          <SelectField
            label="Accommodation class"
            name="accommodationClass"
            options={ACCOMMODATION_CLASSES.map((c) => ({ value: c, label: ACCOMMODATION_CLASS_LABELS[c] }))}
          />
        ) : null}
      </FormikDialog>
      {save.dialog}
    </>
  );
}
