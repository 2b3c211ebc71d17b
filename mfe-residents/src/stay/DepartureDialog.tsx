/** Depart, vacate (ILU) and correct a departure (seed 000 §3 "Departure", §4, §5, §8). */
import { useFacility } from 'shared-auth';
import type { DepartureFormReason, DepartureInitiatedBy, FacilityType } from 'shared-domain/enums';
import {
  STAY_DIALOG_TITLES,
  STAY_MESSAGES,
  minimumDepartureDate,
  needsInitiatedBy,
  validateDeparture,
  validateDepartureCorrection,
} from 'shared-domain/stay';
import { DEPARTURE_FORM_REASON_LABELS, DEPARTURE_INITIATED_BY_LABELS, labelledOptions } from 'shared-domain/labels';
import { DateField, FormikDialog, SelectField, TextareaField, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import { useCorrectDeparture, useCorrectIluDeparture, useDepart, useDepartIlu, useDeparture } from './stay.resource';
import { STAY_SUBMIT } from './StayDialog';

interface DepartureValues {
  departureDateUtc: string;
  departureReason: DepartureFormReason | '';
  departureInitiatedBy: DepartureInitiatedBy | '';
  departureReasonNotes: string;
  toFacilityId: string;
}

export type DepartureMode = 'depart' | 'vacate' | 'correct';

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
  return mode === 'vacate'
    ? STAY_DIALOG_TITLES.vacate
    : mode === 'correct'
      ? STAY_DIALOG_TITLES.departureCorrection
      : STAY_DIALOG_TITLES.depart;
}

export function DepartureDialog({
  open,
  mode,
  residentId,
  residencyId,
  facilityType,
  eventId,
  onClose,
  onSaved,
}: DepartureDialogProps) {
  const { facilities, currentFacility } = useFacility();
  const isIlu = facilityType === 'IndependentLiving';
  const info = useDeparture(residentId, residencyId, isIlu, open).data ?? null;
  const depart = useDepart(residentId);
  const departIlu = useDepartIlu(residentId);
  const correctDeparture = useCorrectDeparture(residentId);
  const correctIluDeparture = useCorrectIluDeparture(residentId);
  const save = useSubmit<DepartureValues>({
    ...STAY_SUBMIT,
    dialogTitle: titleOf(mode),
    action: (v) => {
      const body = {
        departureDateUtc: v.departureDateUtc,
        departureReason: v.departureReason as DepartureFormReason,
        departureInitiatedBy: needsInitiatedBy(v.departureReason) ? (v.departureInitiatedBy as DepartureInitiatedBy) : null,
        departureReasonNotes: v.departureReasonNotes || null,
        toFacilityId: v.departureReason === 'Transfer' && v.toFacilityId ? Number(v.toFacilityId) : null,
        version: info?.version,
      };
      if (mode === 'correct') {
        const evId = eventId ?? info?.eventId ?? undefined;
        return isIlu
          ? correctIluDeparture.mutateAsync({ ...body, residencyId, eventId: evId })
          : correctDeparture.mutateAsync({ eventId: evId!, body });
      }
      return isIlu ? departIlu.mutateAsync({ isVacating: mode === 'vacate', body }) : depart.mutateAsync(body);
    },
    success:
      mode === 'correct'
        ? STAY_MESSAGES.departureCorrected
        : mode === 'vacate'
          ? STAY_MESSAGES.unitVacated
          : STAY_MESSAGES.residentDeparted,
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });

  const admissionDate = info?.admissionDateUtc ?? null;
  const others = (info?.otherResidents ?? []).filter((o) => o.admissionDateUtc && !o.departureDateUtc);
  const otherAdmission =
    others
      .map((o) => o.admissionDateUtc!)
      .sort()
      .at(-1) ?? null;
  // GET departure answers the form's reason and initiator already split (seed 000 §3).
  const stored =
    mode === 'correct' && info
      ? { departureReason: info.departureReason ?? '', departureInitiatedBy: info.departureInitiatedBy ?? '' }
      : null;

  const form = useFormik<DepartureValues>({
    enableReinitialize: true,
    initialValues: {
      departureDateUtc: mode === 'correct' ? (info?.departureDateUtc ?? '') : '',
      departureReason: (stored?.departureReason ?? '') as DepartureFormReason | '',
      departureInitiatedBy: (stored?.departureInitiatedBy ?? '') as DepartureInitiatedBy | '',
      departureReasonNotes: mode === 'correct' ? (info?.departureReasonNotes ?? '') : '',
      toFacilityId: mode === 'correct' && info?.toFacilityId ? String(info.toFacilityId) : '',
    },
    validateOnChange: false,
    validate: validateWith((v: DepartureValues) => {
      const f = { ...v, toFacilityId: v.toFacilityId ? Number(v.toFacilityId) : null };
      const ctx = { admissionDate, isVacating: mode === 'vacate', otherResidentAdmissionDate: otherAdmission };
      return mode === 'correct' ? validateDepartureCorrection(f, ctx) : validateDeparture(f, ctx);
    }),
    onSubmit: save.submit,
  });

  const minDate = admissionDate ? minimumDepartureDate(admissionDate, otherAdmission, mode === 'vacate') : null;
  const transferTargets = facilities.filter((f) => f.id !== currentFacility?.id && f.facilityType === facilityType);
  return (
    <>
      <FormikDialog
        open={open}
        title={titleOf(mode)}
        form={form}
        onClose={onClose}
        submitLabel={mode === 'vacate' ? 'Vacate' : mode === 'correct' ? 'Save' : 'Depart'}
      >
        <DateField label="Departure date" name="departureDateUtc" required min={minDate} />
        <SelectField
          label="Departure reason"
          name="departureReason"
          required
          options={labelledOptions(
            Object.keys(DEPARTURE_FORM_REASON_LABELS) as DepartureFormReason[],
            DEPARTURE_FORM_REASON_LABELS,
          )}
        />
        {needsInitiatedBy(form.values.departureReason) ? (
          <SelectField
            label="Departure initiated by"
            name="departureInitiatedBy"
            required
            options={labelledOptions(['Provider', 'Resident'], DEPARTURE_INITIATED_BY_LABELS)}
          />
        ) : null}
        {form.values.departureReason === 'Transfer' ? (
          <SelectField
            label="Facility"
            name="toFacilityId"
            required
            options={transferTargets.map((f) => ({ value: String(f.id), label: f.name }))}
          />
        ) : null}
        <TextareaField label="Notes" name="departureReasonNotes" maxLength={1000} />
      </FormikDialog>
      {save.dialog}
    </>
  );
}
