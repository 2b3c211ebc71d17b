/**
 * The effective-date editor of one fee (seed 000 §2 "fee effective dates (add or edit)", "a value-with-effective-date
 * editor"; seed 001 §2 "effective-date editor (amounts, support level)", "RAD/RAC payment"): the type's rows, checked by
 * shared-domain's validateEffectiveDateList (RAD paid, RAC paid and top-up DAC by its payment rules: amounts from
 * -9,999,999.99 for RAD and RAC with the sum at least 0, from 0 for a top-up DAC, the payment date between the admission
 * date and today). OK puts
 * the rows back into the fees form (nothing is saved until the tab's Save); a support level row set to Supported or
 * Unsupported brings the zero fees it implies. Cancel with changes asks first.
 */
import { useState } from 'react';
import { SupportLevel, type ResidentFinanceEffectiveDateType } from 'shared-domain';
import {
  FIRST_BASED_ON_ADMISSION,
  effectiveDateKind,
  isPaymentType,
  paymentMinimum,
  validateEffectiveDateList,
  validatePayments,
  type FeeEntry,
} from 'shared-domain/finance/fees';
import { contributionAboveCapWarning } from 'shared-domain/finance/act-2025';
import { SUPPORT_LEVEL_LABELS, RESIDENT_FINANCE_EFFECTIVE_DATE_TYPE_LABELS as TYPE_LABELS } from 'shared-domain/labels';
import type { FieldErrors } from 'shared-domain/model-state';
import { DateText, Stack, Text, UnsavedChangesDialog } from 'shared-ui';
import { EffectiveDateRowsField, FormikDialog, getIn, useFormik, validateWith } from 'shared-ui/form';
import { HISTORY_TEXT } from './FeeHistory';
import { rowsOf, withRows, type EditorRow, type EditorValues } from './feesForm';

/** The support level rows' choices, in the seed's order. */
const SUPPORT_LEVEL_OPTIONS = Object.values(SupportLevel).map((level) => ({ value: level, label: SUPPORT_LEVEL_LABELS[level] }));

export const EDITOR_TEXT = {
  apply: 'OK',
  addRow: 'Add row',
  addPayment: 'Add payment',
  admitted: 'Admitted',
} as const;

/** The dialog's title: 'RAD payments', 'RAC payments', or 'Agreed room price effective dates'. */
export function editorTitle(type: ResidentFinanceEffectiveDateType): string {
  if (type === 'RadPaid') return 'RAD payments';
  if (type === 'RacPaid') return 'RAC payments';
  return `${TYPE_LABELS[type]} effective dates`;
}

/** The type's rules over the dialog's rows; the list-level message moves to `list` (shown above the rows). */
export function editorErrors(
  type: ResidentFinanceEffectiveDateType,
  rows: readonly EditorRow[],
  ctx: { admissionDate: string | null; today: string },
): FieldErrors {
  const errors = isPaymentType(type)
    ? validatePayments(rows, { ...ctx, minimum: paymentMinimum(type) })
    : validateEffectiveDateList(type, rows, {
        ...ctx,
        firstBasedOnAdmission: FIRST_BASED_ON_ADMISSION.has(type),
        allowEmpty: true,
      });
  const { rows: list, ...rest } = errors;
  return list ? { ...rest, list } : rest;
}

export function EffectiveDatesDialog({
  type,
  entries,
  admissionDate,
  today,
  caps = null,
  onApply,
  onClose,
}: {
  type: ResidentFinanceEffectiveDateType;
  /** Every entry of the fees form (the type's are edited; the others may gain the support level's zero fees). */
  entries: readonly FeeEntry[];
  admissionDate: string | null;
  today: string;
  /** The daily caps in force (a contribution above its cap is warned of as it is typed). */
  caps?: Parameters<typeof contributionAboveCapWarning>[2];
  onApply: (entries: FeeEntry[]) => void;
  onClose: () => void;
}) {
  const [cancelling, setCancelling] = useState(false);
  const kind = effectiveDateKind(type);
  const payment = isPaymentType(type);
  const form = useFormik<EditorValues>({
    initialValues: { rows: rowsOf(entries, type) },
    validateOnChange: false,
    validate: validateWith((v: EditorValues) => editorErrors(type, v.rows, { admissionDate, today })),
    onSubmit: (v) => {
      onApply(withRows(entries, type, v.rows));
      onClose();
    },
  });
  const capWarning = contributionAboveCapWarning(
    type,
    form.values.rows.map((r) => r.value),
    caps,
  );
  const listError = form.submitCount > 0 ? (getIn(form.errors, 'list') as string | undefined) : undefined;
  const title = editorTitle(type);
  const dateLabel = payment ? HISTORY_TEXT.paymentDate : HISTORY_TEXT.effectiveDate;
  const valueLabel = kind === 'supportLevel' ? HISTORY_TEXT.supportLevel : HISTORY_TEXT.amount;
  return (
    <>
      <FormikDialog
        open
        form={form}
        title={title}
        size="lg"
        submitLabel={EDITOR_TEXT.apply}
        onClose={() => (form.dirty ? setCancelling(true) : onClose())}
      >
        <Stack gap="3" data-testid="effective-dates-dialog">
          {admissionDate ? (
            <Text fontSize="sm" color="fg.muted">
              {EDITOR_TEXT.admitted} <DateText value={admissionDate} />
            </Text>
          ) : null}
          {listError ? (
            <Text role="alert" color="red.700" fontSize="sm" data-testid="list-error">
              {listError}
            </Text>
          ) : null}
          {capWarning ? (
            <Text role="status" color="orange.800" fontSize="sm" fontWeight="medium" data-testid="cap-warning">
              {capWarning}
            </Text>
          ) : null}
          {payment || kind === 'supportLevel' ? (
            // Payments may share a date and a support level is a choice: the dialog's rules check these rows, not
            // the editor's own (shown under each row: the amount's minimum is the rule's error, so a refund typed
            // with a minus sign is accepted by the input and the rule says what is wrong).
            <EffectiveDateRowsField
              name="rows"
              label={valueLabel}
              hideLabel
              formRules
              kind={kind === 'supportLevel' ? 'choice' : 'money'}
              options={SUPPORT_LEVEL_OPTIONS}
              dateLabel={dateLabel}
              valueLabel={valueLabel}
              addLabel={payment ? EDITOR_TEXT.addPayment : EDITOR_TEXT.addRow}
            />
          ) : (
            <EffectiveDateRowsField
              name="rows"
              label={TYPE_LABELS[type]}
              kind={kind}
              valueLabel={valueLabel}
              dateLabel={dateLabel}
              addLabel={EDITOR_TEXT.addRow}
              min={0}
            />
          )}
        </Stack>
      </FormikDialog>
      <UnsavedChangesDialog open={cancelling} onLeave={onClose} onStay={() => setCancelling(false)} />
    </>
  );
}
