/**
 * Admission correction of one person of an allocation (seed 002 §7, §8): the admission date and time. The server's
 * refusals are listed in the 'Admission cannot be corrected.' dialog; any other failure is the admission's
 * 'Unexpected error while admitting to independent living unit.' (the seed's one failure text for both).
 * POST allocations/admission-correction.
 */
import type { Enquiry, EnquiryResident } from 'shared-domain/contracts/ilu';
import { compareDates, melbourneToday, toMelbourneDate } from 'shared-domain/dates';
import { ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { STAY_DIALOG_TITLES } from 'shared-domain/stay';
import { HStack, Text } from 'shared-ui';
import { DateField, FormikDialog, TimeField, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import { useCorrectAdmission } from './actions.resource';
import { admissionDateAndTime, correctionErrors, correctionPayload, fullName, type CorrectionValues } from './rules';

export const CORRECTION_TEXT = {
  title: STAY_DIALOG_TITLES.admissionCorrection,
  admissionDate: 'Admission date',
  admissionTime: 'Admission time',
} as const;

const minDate = (a: string, b: string) => (compareDates(a, b) <= 0 ? a : b);

export interface AdmissionCorrectionDialogProps {
  open: boolean;
  enquiry: Enquiry;
  person: EnquiryResident;
  onClose: () => void;
}

export function AdmissionCorrectionDialog({ open, enquiry, person, onClose }: AdmissionCorrectionDialogProps) {
  const correct = useCorrectAdmission(enquiry.residents.map((r) => r.residentId));
  const save = useSubmit<CorrectionValues>({
    action: (v) => correct.mutateAsync(correctionPayload(enquiry, person.residentId, v)),
    success: ILU_MESSAGES.admissionCorrected,
    failure: ILU_MESSAGES.admitError,
    modelState: 'dialog',
    dialogTitle: ILU_MESSAGES.cannotCorrectAdmission,
    onSuccess: onClose,
  });
  const stored = admissionDateAndTime(person.admissionDateUtc);
  const today = melbourneToday();
  // A departed person's admission stays before their departure (the server refuses a later one).
  const latest = person.departureDateUtc ? minDate(today, toMelbourneDate(person.departureDateUtc)) : today;
  const form = useFormik<CorrectionValues>({
    initialValues: { admissionDate: stored.date, admissionTime: stored.time },
    validate: validateWith((v: CorrectionValues) => correctionErrors(v, { createdOnUtc: enquiry.createdOnUtc, today })),
    onSubmit: save.submit,
  });
  return (
    <>
      <FormikDialog open={open} title={CORRECTION_TEXT.title} form={form} onClose={onClose}>
        <Text fontWeight="medium">{fullName(person)}</Text>
        <HStack align="start" gap="3">
          <DateField
            name="admissionDate"
            label={CORRECTION_TEXT.admissionDate}
            required
            min={toMelbourneDate(enquiry.createdOnUtc)}
            max={latest}
          />
          <TimeField name="admissionTime" label={CORRECTION_TEXT.admissionTime} />
        </HStack>
      </FormikDialog>
      {save.dialog}
    </>
  );
}
