/**
 * Admit a lead (seed 001 §3 "Admission info", §4, §5, §8; seed 000 §9 pre-entry leave): a free bed of the facility
 * (required), admission date and time, expected departure for Respite with its duration ('N day(s)'), accommodation class
 * (the 1 Nov 2025 rule), palliative status, care type, private residency (enablePrivateResidents), pre-entry leave for
 * Permanent care. The server's refusals (the MPIR check among them) are listed in the 'Resident cannot be admitted.'
 * dialog; success opens the resident view.
 */
import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFeatureFlag } from 'shared-auth';
import { DEFAULT_TIME, MEDICARE_TIME_ZONE, formatDate, isDateOnly, melbourneToday } from 'shared-domain';
import type { CareTypeName } from 'shared-domain';
import type { Lead } from 'shared-domain/lead-types';
import {
  ACCOMMODATION_CLASSES, ACCOMMODATION_CLASS_LABELS, LEAD_FIELD_MESSAGES, LEAD_MESSAGES, PRE_ENTRY_LEAVE_MAX_DAYS,
  expectedDepartureMinDate, preEntryLeaveDate, respiteDuration, validateAdmission, type AccommodationClass,
} from 'shared-domain/leads';
import { moment } from 'shared-domain/tz';
import { Field, FormDialog, HStack, MessageDialog, NativeSelect, Text, notify } from 'shared-ui';
import * as api from '../api';
import { isCanceled, serverMessages } from '../common/errors';
import { CheckboxField, DateField, SelectField, TextField, TimeField } from '../common/fields';

export const ADMIT_TEXT = {
  title: 'Admit resident',
  submit: 'Admit',
  bed: 'Bed',
  noBeds: 'There are no free beds in this facility.',
  bedsLoadError: 'Unexpected error occurred while loading the free beds.',
  admissionDate: 'Admission date',
  admissionTime: 'Admission time',
  careType: 'Care type',
  expectedDeparture: 'Expected departure date',
  duration: 'Respite duration',
  accommodationClass: 'Accommodation class',
  palliative: 'Palliative on entry',
  privateResidency: 'Private residency',
  preEntryDays: 'Pre-entry leave days',
  preEntryDate: 'Pre-entry leave date',
} as const;

export interface AdmitValues {
  bedId: string;
  admissionDateUtc: string;
  admissionTime: string;
  careType: CareTypeName | '';
  expectedDepartureDateUtc: string;
  accommodationClass: AccommodationClass | '';
  palliativeStatus: boolean;
  isPrivateResidency: boolean;
  /** Text (a number once Formik has parsed the number input). */
  preEntryLeaveDays: string | number;
}

/** '12:30 PM' -> '12:30' (the HTML time input's value). */
const DEFAULT_TIME_INPUT = moment(DEFAULT_TIME, 'h:mm A').format('HH:mm');

/** Formik errors from shared-domain's admission rules (bed, dates, the 1 Nov 2025 class rule) and pre-entry leave days. */
export function admitErrors(v: AdmitValues): Record<string, string> {
  const ms = validateAdmission({
    admissionDateUtc: v.admissionDateUtc || null,
    careType: v.careType || null,
    expectedDepartureDateUtc: v.careType === 'Respite' ? v.expectedDepartureDateUtc || null : null,
    bedId: v.bedId ? Number(v.bedId) : null,
    accommodationClass: v.accommodationClass || null,
    palliativeStatus: v.palliativeStatus,
    isPrivateResidency: v.isPrivateResidency,
  }, { isCorrection: false });
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(ms)) if (messages.length) out[field] = messages[0];
  // Formik gives a number input's value as a number.
  const daysText = String(v.preEntryLeaveDays ?? '').trim();
  if (v.careType === 'Permanent' && daysText !== '') {
    const days = Number(daysText);
    if (!Number.isInteger(days) || days < 1 || days > PRE_ENTRY_LEAVE_MAX_DAYS) out.preEntryLeaveDays = LEAD_FIELD_MESSAGES.preEntryLeaveDays;
  }
  return out;
}

/** The PUT leads/admit/ body: the admission date and time are a Melbourne wall-clock time sent as an instant. */
export function admitPayload(lead: Pick<Lead, 'residentId' | 'residencyId'>, v: AdmitValues, privateAllowed: boolean) {
  const careType = (v.careType || 'Permanent') as CareTypeName;
  const days = careType === 'Permanent' && String(v.preEntryLeaveDays ?? '').trim() !== '' ? Number(v.preEntryLeaveDays) : null;
  const instant = moment.tz(`${v.admissionDateUtc} ${v.admissionTime || DEFAULT_TIME_INPUT}`, 'YYYY-MM-DD HH:mm', MEDICARE_TIME_ZONE);
  return {
    residentId: lead.residentId!,
    residencyId: lead.residencyId,
    bedId: v.bedId ? Number(v.bedId) : null,
    admissionDateUtc: instant.toISOString(),
    expectedDepartureDateUtc: careType === 'Respite' ? v.expectedDepartureDateUtc || null : null,
    preEntryLeaveDays: days,
    preEntryLeaveDateUtc: preEntryLeaveDate(v.admissionDateUtc, days, careType),
    accommodationClass: v.accommodationClass,
    palliativeStatus: v.palliativeStatus,
    careType,
    isPrivateResidency: privateAllowed && v.isPrivateResidency,
  };
}

/** Loads the facility's free beds on the chosen admission date (again when the date changes). */
function FreeBeds({ open, residentId, date, onBeds }: { open: boolean; residentId: number; date: string; onBeds: (b: api.AvailableBeds | null) => void }) {
  useEffect(() => {
    if (!open || !residentId) return undefined;
    const ctrl = new AbortController();
    onBeds(null);
    api.fetchFreeBeds(residentId, isDateOnly(date) ? date : null, ctrl.signal)
      .then((b) => { if (!ctrl.signal.aborted) onBeds(b); })
      .catch((err) => {
        if (ctrl.signal.aborted || isCanceled(err)) return;
        onBeds({ locations: [] });
        notify.error(ADMIT_TEXT.bedsLoadError);
      });
    return () => ctrl.abort();
  }, [open, residentId, date, onBeds]);
  return null;
}

export interface AdmitDialogProps {
  open: boolean;
  lead: Lead;
  onClose: () => void;
}

export function AdmitDialog({ open, lead, onClose }: AdmitDialogProps) {
  const navigate = useNavigate();
  const privateAllowed = useFeatureFlag('enablePrivateResidents');
  const [beds, setBeds] = useState<api.AvailableBeds | null>(null);
  const [refusal, setRefusal] = useState<string[] | null>(null);

  const initial: AdmitValues = {
    bedId: '', admissionDateUtc: melbourneToday(), admissionTime: DEFAULT_TIME_INPUT,
    careType: lead.careType === 'Respite' ? 'Respite' : 'Permanent',
    expectedDepartureDateUtc: lead.careType === 'Respite' ? lead.requestedDepartureDateUtc?.slice(0, 10) ?? '' : '',
    accommodationClass: '', palliativeStatus: false, isPrivateResidency: !!lead.isPrivateResidency, preEntryLeaveDays: '',
  };

  async function submit(v: AdmitValues, helpers: FormikHelpers<AdmitValues>) {
    try {
      await api.admitLead({ ...admitPayload(lead, v, privateAllowed), ...(beds?.version ? { version: beds.version } : {}) });
      notify.success(LEAD_MESSAGES.savedSuccessfully);
      onClose();
      navigate(`/viewResident/${lead.residentId}`);
    } catch (err) {
      const messages = serverMessages(err);
      if (messages.length) setRefusal(messages);
      else notify.error(LEAD_MESSAGES.unexpectedSaving);
      helpers.setSubmitting(false);
    }
  }

  const noBeds = !!beds && beds.locations.every((l) => l.rooms.every((r) => !r.beds.length));
  return (
    <>
      <Formik<AdmitValues> initialValues={initial} validate={admitErrors} onSubmit={submit} enableReinitialize>
        {({ values, errors, touched, submitForm, isSubmitting, handleChange, handleBlur }) => {
          const respite = values.careType === 'Respite';
          const days = String(values.preEntryLeaveDays ?? '').trim() !== '' ? Number(values.preEntryLeaveDays) : null;
          const preEntry = preEntryLeaveDate(values.admissionDateUtc, days, values.careType || null);
          const bedError = touched.bedId ? errors.bedId : undefined;
          return (
            <FormDialog open={open && !refusal} title={ADMIT_TEXT.title} submitLabel={ADMIT_TEXT.submit} busy={isSubmitting}
              onSubmit={() => void submitForm()} onClose={onClose}>
              <Text fontWeight="medium">{lead.firstName} {lead.lastName}</Text>
              <FreeBeds open={open} residentId={lead.residentId!} date={values.admissionDateUtc} onBeds={setBeds} />
              <Field.Root invalid={!!bedError} required>
                <Field.Label>{ADMIT_TEXT.bed}<Field.RequiredIndicator /></Field.Label>
                <NativeSelect.Root disabled={!beds}>
                  <NativeSelect.Field name="bedId" value={values.bedId} onChange={handleChange} onBlur={handleBlur}>
                    <option value="">{beds ? 'Please select' : 'Loading beds...'}</option>
                    {(beds?.locations ?? []).map((loc) => (
                      <optgroup key={loc.locationId ?? 'none'} label={loc.locationName}>
                        {loc.rooms.flatMap((r) => r.beds).map((b) => <option key={b.bedId} value={b.bedId}>{b.label}</option>)}
                      </optgroup>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {noBeds ? <Field.HelperText>{ADMIT_TEXT.noBeds}</Field.HelperText> : null}
                <Field.ErrorText>{bedError}</Field.ErrorText>
              </Field.Root>
              <HStack align="start" gap="3">
                <DateField name="admissionDateUtc" label={ADMIT_TEXT.admissionDate} required />
                <TimeField name="admissionTime" label={ADMIT_TEXT.admissionTime} required />
              </HStack>
              <SelectField name="careType" label={ADMIT_TEXT.careType} required placeholder={null}
                options={[{ value: 'Permanent', label: 'Permanent' }, { value: 'Respite', label: 'Respite' }]} />
              {respite ? (
                <>
                  <DateField name="expectedDepartureDateUtc" label={ADMIT_TEXT.expectedDeparture}
                    min={values.admissionDateUtc ? expectedDepartureMinDate(values.admissionDateUtc) : null} />
                  <Text fontSize="sm" data-testid="respite-duration">
                    {ADMIT_TEXT.duration}: {respiteDuration(values.admissionDateUtc, values.expectedDepartureDateUtc)}
                  </Text>
                </>
              ) : null}
              <SelectField name="accommodationClass" label={ADMIT_TEXT.accommodationClass}
                options={ACCOMMODATION_CLASSES.map((c) => ({ value: c, label: ACCOMMODATION_CLASS_LABELS[c] }))} />
              {values.careType === 'Permanent' ? (
                <>
                  <TextField name="preEntryLeaveDays" label={ADMIT_TEXT.preEntryDays} type="number" />
                  {preEntry ? <Text fontSize="sm">{ADMIT_TEXT.preEntryDate}: {formatDate(preEntry)}</Text> : null}
                </>
              ) : null}
              <CheckboxField name="palliativeStatus" label={ADMIT_TEXT.palliative} />
              {privateAllowed ? <CheckboxField name="isPrivateResidency" label={ADMIT_TEXT.privateResidency} /> : null}
            </FormDialog>
          );
        }}
      </Formik>
      <MessageDialog open={!!refusal} title={LEAD_MESSAGES.cannotBeAdmitted} messages={refusal ?? []} onClose={() => setRefusal(null)} />
    </>
  );
}
