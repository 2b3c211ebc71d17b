/**
 * Finalise settlement (seed 002 §2 "Dialogs": settle unit, §3, §5, §8): the settlement date, not before the vacating
 * date or else the admission date (the picker's minimum and the form's message), and the settlement price.
 * POST allocations/settlement.
 */
import type { Enquiry } from 'shared-domain/contracts/ilu';
import { formatDate, toMelbourneDate } from 'shared-domain/dates';
import { settlementMinimumDate } from 'shared-domain/ilu';
import { ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { MoneyText, Text } from 'shared-ui';
import { DateField, FormikDialog, MoneyField, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import { useFinaliseSettlement } from './actions.resource';
import { moneyBody, settlementErrors, type SettlementValues } from './rules';

export const SETTLEMENT_TEXT = {
  submit: 'Finalise',
  date: 'Settlement date',
  price: 'Settlement price',
  agreedPrice: 'Agreed price',
  earliest: (date: string) => `The earliest settlement date is ${date}.`,
} as const;

export interface SettlementDialogProps {
  open: boolean;
  enquiry: Enquiry;
  onClose: () => void;
}

/** The allocation's admission: its occupied date, else the earliest of its people's (their Melbourne dates). */
function admissionOf(enquiry: Enquiry): string | null {
  if (enquiry.occupiedDate) return enquiry.occupiedDate;
  const dates = enquiry.residents.flatMap((r) => (r.admissionDateUtc ? [toMelbourneDate(r.admissionDateUtc)] : []));
  return dates.sort()[0] ?? null;
}

export function SettlementDialog({ open, enquiry, onClose }: SettlementDialogProps) {
  const settle = useFinaliseSettlement(enquiry.residents.map((r) => r.residentId));
  const minimum = settlementMinimumDate(enquiry.vacatingDateUtc, admissionOf(enquiry));
  const save = useSubmit<SettlementValues>({
    action: (v) =>
      settle.mutateAsync({
        iluAllocationId: enquiry.enquiryId,
        settlementDate: v.settlementDate,
        settlementPrice: moneyBody(v.settlementPrice),
        version: enquiry.version,
      }),
    success: ILU_MESSAGES.settlementFinalised,
    failure: ILU_MESSAGES.settlementError,
    onSuccess: onClose,
  });
  const form = useFormik<SettlementValues>({
    initialValues: {
      settlementDate: enquiry.settlementDateUtc?.slice(0, 10) ?? '',
      settlementPrice: enquiry.settlementPrice ?? '',
    },
    validate: validateWith((v: SettlementValues) => settlementErrors(v, minimum)),
    onSubmit: save.submit,
  });
  return (
    <>
      <FormikDialog
        open={open}
        title={ILU_MESSAGES.settlementTitle}
        submitLabel={SETTLEMENT_TEXT.submit}
        form={form}
        onClose={onClose}
      >
        <DateField
          name="settlementDate"
          label={SETTLEMENT_TEXT.date}
          required
          min={minimum}
          helpText={minimum ? SETTLEMENT_TEXT.earliest(formatDate(minimum)) : undefined}
        />
        <MoneyField name="settlementPrice" label={SETTLEMENT_TEXT.price} required />
        {enquiry.agreedPrice ? (
          <Text fontSize="sm" color="fg.muted">
            {SETTLEMENT_TEXT.agreedPrice}: <MoneyText value={enquiry.agreedPrice} />
          </Text>
        ) : null}
      </FormikDialog>
      {save.dialog}
    </>
  );
}
