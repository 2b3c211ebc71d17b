/**
 * Admit a lead (seed 001 §3 "Admission info", §4, §5, §8; seed 000 §9 pre-entry leave): a free bed of the facility
 * (required), admission date and time, expected departure for Respite with its duration ('N day(s)'), accommodation class
 * (the 1 Nov 2025 rule), palliative status, care type, private residency (enablePrivateResidents), pre-entry leave for
 * Permanent care. The server's refusals (the MPIR check among them) are listed in the 'Resident cannot be admitted.'
 * dialog; success opens the resident view.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFeatureFlag } from 'shared-auth';
import { DEFAULT_TIME, MEDICARE_TIME_ZONE, formatDate, isDateOnly, melbourneToday } from 'shared-domain';
import type { CareTypeName } from 'shared-domain';
import { CARE_TYPE_LABELS, labelledOptions } from 'shared-domain/labels';
import type { Lead } from 'shared-domain/contracts/leads';
import {
  LEAD_FIELD_MESSAGES,
  LEAD_MESSAGES,
  PRE_ENTRY_LEAVE_MAX_DAYS,
  preEntryLeaveDate,
  respiteDuration,
} from 'shared-domain/leads';
import {
  ACCOMMODATION_CLASSES,
  ACCOMMODATION_CLASS_LABELS,
  validateAdmission,
  type AccommodationClass,
} from 'shared-domain/stay';
import { expectedDepartureMinDate } from 'shared-domain/dates';
import { moment } from 'shared-domain/tz';
import { HStack, Text } from 'shared-ui';
import {
  CheckboxField,
  DateField,
  Formik,
  FormikDialog,
  IntegerField,
  SelectField,
  TimeField,
  toFormErrors,
  useSubmit,
} from 'shared-ui/form';
import { useAdmitLead, useFreeBeds, type AvailableBeds } from '../lead/lead.resource';

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
  const ms = validateAdmission(
    {
      admissionDateUtc: v.admissionDateUtc || null,
      careType: v.careType || null,
      expectedDepartureDateUtc: v.careType === 'Respite' ? v.expectedDepartureDateUtc || null : null,
      bedId: v.bedId ? Number(v.bedId) : null,
      accommodationClass: v.accommodationClass || null,
      palliativeStatus: v.palliativeStatus,
      isPrivateResidency: v.isPrivateResidency,
    },
    { isCorrection: false },
  );
  const out = toFormErrors(ms) as Record<string, string>;
  // Formik gives a number input's value as a number.
  const daysText = String(v.preEntryLeaveDays ?? '').trim();
  if (v.careType === 'Permanent' && daysText !== '') {
    const days = Number(daysText);
    if (!Number.isInteger(days) || days < 1 || days > PRE_ENTRY_LEAVE_MAX_DAYS)
      out.preEntryLeaveDays = LEAD_FIELD_MESSAGES.preEntryLeaveDays;
  }
  return out;
}

/** The PUT leads/admit/ body: the admission date and time are a Melbourne wall-clock time sent as an instant. */
export function admitPayload(lead: Pick<Lead, 'residentId' | 'residencyId'>, v: AdmitValues, privateAllowed: boolean) {
  const careType = (v.careType || 'Permanent') as CareTypeName;
  const days = careType === 'Permanent' && String(v.preEntryLeaveDays ?? '').trim() !== '' ? Number(v.preEntryLeaveDays) : null;
  const instant = moment.tz(
    `${v.admissionDateUtc} ${v.admissionTime || DEFAULT_TIME_INPUT}`,
    'YYYY-MM-DD HH:mm',
    MEDICARE_TIME_ZONE,
  );
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
function FreeBeds({
  open,
  residentId,
  date,
  onBeds,
}: {
  open: boolean;
  residentId: number;
  date: string;
  onBeds: (b: AvailableBeds | null) => void;
}) {
  const query = useFreeBeds(residentId, isDateOnly(date) ? date : null, open && !!residentId, ADMIT_TEXT.bedsLoadError);
  // While the beds of a new date load, none can be chosen; a failure leaves none.
  const beds = query.isError ? NO_BEDS : query.isFetching ? null : (query.data ?? null);
  useEffect(() => onBeds(beds), [beds, onBeds]);
  return null;
}
const NO_BEDS: AvailableBeds = { locations: [] };

export interface AdmitDialogProps {
  open: boolean;
  lead: Lead;
  onClose: () => void;
}

export function AdmitDialog({ open, lead, onClose }: AdmitDialogProps) {
  const navigate = useNavigate();
  const privateAllowed = useFeatureFlag('enablePrivateResidents');
  const [beds, setBeds] = useState<AvailableBeds | null>(null);
  const admitLead = useAdmitLead();
  // The server's refusals (the MPIR check among them) are listed in the seed's 'Resident cannot be admitted.' dialog.
  const admit = useSubmit<AdmitValues>({
    action: (v) =>
      admitLead.mutateAsync({ ...admitPayload(lead, v, privateAllowed), ...(beds?.version ? { version: beds.version } : {}) }),
    success: LEAD_MESSAGES.savedSuccessfully,
    failure: LEAD_MESSAGES.unexpectedSaving,
    modelState: 'dialog',
    dialogTitle: LEAD_MESSAGES.cannotBeAdmitted,
    onSuccess: () => {
      onClose();
      navigate(`/viewResident/${lead.residentId}`);
    },
  });

  const initial: AdmitValues = {
    bedId: '',
    admissionDateUtc: melbourneToday(),
    admissionTime: DEFAULT_TIME_INPUT,
    careType: lead.careType === 'Respite' ? 'Respite' : 'Permanent',
    expectedDepartureDateUtc: lead.careType === 'Respite' ? (lead.requestedDepartureDateUtc?.slice(0, 10) ?? '') : '',
    accommodationClass: '',
    palliativeStatus: false,
    isPrivateResidency: !!lead.isPrivateResidency,
    preEntryLeaveDays: '',
  };

  const noBeds = !!beds && beds.locations.every((l) => l.rooms.every((r) => !r.beds.length));
  return (
    <>
      <Formik<AdmitValues> initialValues={initial} validate={admitErrors} onSubmit={admit.submit} enableReinitialize>
        {(formik) => {
          const { values } = formik;
          const respite = values.careType === 'Respite';
          const days = String(values.preEntryLeaveDays ?? '').trim() !== '' ? Number(values.preEntryLeaveDays) : null;
          const preEntry = preEntryLeaveDate(values.admissionDateUtc, days, values.careType || null);
          return (
            <FormikDialog open={open} title={ADMIT_TEXT.title} submitLabel={ADMIT_TEXT.submit} form={formik} onClose={onClose}>
              <Text fontWeight="medium">
                {lead.firstName} {lead.lastName}
              </Text>
              <FreeBeds open={open} residentId={lead.residentId!} date={values.admissionDateUtc} onBeds={setBeds} />
              <SelectField
                name="bedId"
                label={ADMIT_TEXT.bed}
                required
                disabled={!beds}
                placeholder={beds ? undefined : 'Loading beds...'}
                helpText={noBeds ? ADMIT_TEXT.noBeds : undefined}
                options={(beds?.locations ?? []).map((loc) => ({
                  label: loc.locationName,
                  options: loc.rooms.flatMap((r) => r.beds).map((b) => ({ value: String(b.bedId), label: b.label })),
                }))}
              />
              <HStack align="start" gap="3">
                <DateField name="admissionDateUtc" label={ADMIT_TEXT.admissionDate} required />
                <TimeField name="admissionTime" label={ADMIT_TEXT.admissionTime} required />
              </HStack>
              <SelectField
                name="careType"
                label={ADMIT_TEXT.careType}
                required
                placeholder={null}
                options={labelledOptions(['Permanent', 'Respite'], CARE_TYPE_LABELS)}
              />
              {respite ? (
                <>
                  <DateField
                    name="expectedDepartureDateUtc"
                    label={ADMIT_TEXT.expectedDeparture}
                    min={values.admissionDateUtc ? expectedDepartureMinDate(values.admissionDateUtc) : null}
                  />
                  <Text fontSize="sm" data-testid="respite-duration">
                    {ADMIT_TEXT.duration}: {respiteDuration(values.admissionDateUtc, values.expectedDepartureDateUtc)}
                  </Text>
                </>
              ) : null}
              <SelectField
                name="accommodationClass"
                label={ADMIT_TEXT.accommodationClass}
                options={ACCOMMODATION_CLASSES.map((c) => ({ value: c, label: ACCOMMODATION_CLASS_LABELS[c] }))}
              />
              {values.careType === 'Permanent' ? (
                <>
                  <IntegerField name="preEntryLeaveDays" label={ADMIT_TEXT.preEntryDays} />
                  {preEntry ? (
                    <Text fontSize="sm">
                      {ADMIT_TEXT.preEntryDate}: {formatDate(preEntry)}
                    </Text>
                  ) : null}
                </>
              ) : null}
              <CheckboxField name="palliativeStatus" label={ADMIT_TEXT.palliative} />
              {privateAllowed ? <CheckboxField name="isPrivateResidency" label={ADMIT_TEXT.privateResidency} /> : null}
            </FormikDialog>
          );
        }}
      </Formik>
      {admit.dialog}
    </>
  );
}
