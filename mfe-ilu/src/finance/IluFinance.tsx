/**
 * The finance screen of an enquiry or allocation (seed 002 §2 "Finance screen", §3 "Fees and charges (ILU)", §5, §8,
 * §9), mounted by the area's pages under their finance tab (view) and their edit routes' finance child (edit).
 * View: the fees and charges (GET enquiries/finance/fees-and-charges/{id}) with every figure explained, and 'Edit fees and
 * charges' for a user who may change them. Edit: one form over the save body (the kit's fields; the DMF schedule's rows;
 * the ingoing contribution's entries, or the billing system's value in a billing-integrated facility; each residency's
 * bill payer and optional services), the figures recomputed as the user types; Save runs the rules and POSTs with the
 * version the form was loaded with, then returns to the matching view screen's finance tab; Cancel with changes asks
 * first. A failed load says 'Unexpected error occurred while loading fee and charges.' with Retry.
 */
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePermission } from 'shared-auth';
import { DMF_CALCULATION_TYPES, type IluFeesAndCharges } from 'shared-domain/contracts/ilu';
import { melbourneToday } from 'shared-domain/dates';
import { ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { BILL_PAYER_TYPE_LABELS, DMF_UNIT_COST_CALCULATION_TYPE_LABELS, labelledOptions } from 'shared-domain/labels';
import { serviceWindows } from 'shared-domain/optional-services';
import { HStack, Link, LoadFailure, Spinner, Stack, Text } from 'shared-ui';
import {
  DateField,
  EffectiveDateRowsField,
  EDIT_PAGE_TEXT,
  FormikEditPage,
  MoneyField,
  PercentField,
  SelectField,
  useFormik,
  useLeavePage,
  useSubmit,
  validateWith,
  type UseSubmit,
} from 'shared-ui/form';
import { OptionalServicesEditor } from 'shared-ui/optional-services';
import { DmfScheduleEditor } from './DmfScheduleEditor';
import { FINANCE_TEXT, FinanceSheet, type FinanceEditorPart } from './FinanceSheet';
import { useIluFees, useOpenOptionalServices, useSaveIluFees } from './finance.resource';
import {
  financeFigures,
  serverFieldNames,
  toBody,
  toFormValues,
  validateFinance,
  type IluFinanceFormValues,
} from './financeForm';

export interface IluFinanceProps {
  enquiryId: number;
  residentId: number;
  viewDepartedMode: boolean;
  kind: 'enquiry' | 'allocation';
  mode: 'view' | 'edit';
}

export const ILU_FINANCE_TEXT = {
  edit: 'Edit fees and charges',
  save: EDIT_PAGE_TEXT.save,
  cancel: EDIT_PAGE_TEXT.cancel,
  loading: 'Loading fees and charges…',
  retry: 'Retry',
  saved: ILU_MESSAGES.feesSaved,
  saveError: ILU_MESSAGES.feesSaveError,
  loadError: ILU_MESSAGES.feesLoadError,
  /** The ingoing contribution editor's columns and button. */
  entryDate: 'Effective date',
  entryAmount: 'Amount',
  addEntry: 'Add entry',
} as const;

const X = ILU_FINANCE_TEXT;
const T = FINANCE_TEXT;
/** The lowest ingoing contribution entry the API takes (a refund of part of it is a negative entry). */
const ENTRY_MINIMUM = '-99999999.99';

/** The matching view screen's finance tab (where a save or a cancel returns), or the edit screen's finance child. */
export function financePath(
  p: Pick<IluFinanceProps, 'enquiryId' | 'residentId' | 'viewDepartedMode' | 'kind'>,
  mode: 'view' | 'edit',
) {
  if (p.kind === 'allocation') {
    const page = mode === 'view' ? 'viewIndependentLiving' : 'editIndependentLiving';
    return `/${page}/${p.enquiryId}/resident/${p.residentId}/${p.viewDepartedMode ? 'true' : 'false'}/finance`;
  }
  return mode === 'view'
    ? `/independentLiving/${p.enquiryId}/enquiry/${p.residentId}/finance`
    : `/independentLiving/editEnquiry/${p.enquiryId}/Details/${p.residentId}/finance`;
}

/**
 * Where a bill payer's contact details are: an admitted person's record in the residents area, an enquiry's edit page
 * (its bill payer section, `#billPayer`, as on the resident's record).
 */
function contactPathOf(p: IluFinanceProps) {
  return (r: { residentId: number }) =>
    p.kind === 'allocation'
      ? `/viewResident/${r.residentId}#billPayer`
      : `/independentLiving/editEnquiry/${p.enquiryId}/Details/${r.residentId}#billPayer`;
}

/** Seed 002 §2: allocations' finance is residentsFinancials, enquiries' leadsFinancials; their pages' details. */
function useCanModify(kind: IluFinanceProps['kind']) {
  const financials = usePermission(kind === 'allocation' ? 'residentsFinancials' : 'leadsFinancials');
  const details = usePermission(kind === 'allocation' ? 'residentsDetails' : 'leadsDetails');
  return { save: financials.canModify, edit: financials.canModify && details.canModify };
}

export default function IluFinance(props: IluFinanceProps) {
  const query = useIluFees(props.enquiryId, props.residentId, props.viewDepartedMode);
  const today = melbourneToday();
  if (query.isError && !query.data) {
    return (
      <Stack gap="3" data-testid="ilu-finance">
        <LoadFailure
          message={X.loadError}
          retryLabel={X.retry}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  if (!query.data) {
    return (
      <HStack py="6" justify="center" role="status">
        <Spinner size="sm" />
        <Text>{X.loading}</Text>
      </HStack>
    );
  }
  return props.mode === 'edit' ? (
    <FinanceEdit props={props} loaded={query.data} today={today} />
  ) : (
    <FinanceView props={props} fees={query.data} today={today} />
  );
}

function FinanceView({ props, fees, today }: { props: IluFinanceProps; fees: IluFeesAndCharges; today: string }) {
  const canModify = useCanModify(props.kind);
  const values = useMemo(() => toFormValues(fees), [fees]);
  const figures = useMemo(() => financeFigures(fees, values, today), [fees, values, today]);
  return (
    <Stack gap="4" data-testid="ilu-finance">
      {canModify.edit ? (
        <HStack justify="flex-end">
          <Link asChild colorPalette="brand" fontWeight="semibold">
            <RouterLink to={financePath(props, 'edit')}>{X.edit}</RouterLink>
          </Link>
        </HStack>
      ) : null}
      <FinanceSheet model={{ fees, values, figures, contactPath: contactPathOf(props) }} />
    </Stack>
  );
}

function FinanceEdit({ props, loaded, today }: { props: IluFinanceProps; loaded: IluFeesAndCharges; today: string }) {
  // The fees as the form was loaded: the version the save sends (a change made elsewhere meanwhile is a 409, never
  // overwritten) and the stored contract signed date the rules compare with, whatever the cache reloads meanwhile.
  const [fees] = useState(loaded);
  const canModify = useCanModify(props.kind);
  const open = useOpenOptionalServices(props.residentId, true);
  const windows = useMemo(() => serviceWindows(open.data ?? []), [open.data]);
  const save = useSaveIluFees(fees.iluResidencyFinanceFees.map((r) => r.residentId));
  const leavePage = useLeavePage(financePath(props, 'view'));

  const initialValues = useMemo(() => toFormValues(fees), [fees]);
  const form = useFormik<IluFinanceFormValues>({
    initialValues,
    validate: validateWith((v: IluFinanceFormValues) => validateFinance(v, { fees, serviceWindows: windows })),
    onSubmit: async (values, helpers) => {
      await submitter.submit(values, helpers);
    },
  });
  const submitter: UseSubmit<IluFinanceFormValues, unknown> = useSubmit<IluFinanceFormValues, unknown>({
    action: (values) => save.mutateAsync(toBody(values, fees)),
    success: X.saved,
    failure: X.saveError,
    fieldNames: serverFieldNames(form.values),
    // Saved: back to the view screen's finance tab (the prompt stands down first).
    onSuccess: leavePage.leave,
  });
  const values = form.values;
  const figures = useMemo(() => financeFigures(fees, values, today), [fees, values, today]);
  const busy = form.isSubmitting || save.isPending;

  const editor = (part: FinanceEditorPart, index = 0) => {
    const residency = fees.iluResidencyFinanceFees[index];
    switch (part) {
      case 'billPayer':
        return (
          <SelectField
            name={`residencies.${index}.billPayerType`}
            label={`${T.billPayer}, ${residency.residentName}`}
            placeholder={null}
            options={labelledOptions(['Resident', 'PrimaryContact', 'SecondaryContact'] as const, BILL_PAYER_TYPE_LABELS)}
          />
        );
      case 'prices':
        return (
          <Stack gap="3">
            <MoneyField name="agreedPrice" label={T.agreedPrice} />
            <DateField name="contractSignedDateUtc" label={T.contractSignedDate} />
            <DateField name="depositPaidDateUtc" label={T.depositPaidDate} />
            <DateField name="balancePaidDateUtc" label={T.balancePaidDate} />
          </Stack>
        );
      case 'dmf':
        return (
          <Stack gap="3">
            <SelectField
              name="dmfUnitCostCalculationType"
              label={T.dmfCalculationType}
              required
              placeholder={null}
              options={labelledOptions(DMF_CALCULATION_TYPES, DMF_UNIT_COST_CALCULATION_TYPE_LABELS)}
            />
            <PercentField name="minimumRate" label={T.minimumRate} min={0} max={100} />
            <PercentField name="residentCapitalGainRate" label={T.capitalGainRate} min={0} max={100} />
            <PercentField name="residentCapitalLossRate" label={T.capitalLossRate} min={0} max={100} />
          </Stack>
        );
      case 'schedule':
        return <DmfScheduleEditor totals={figures.rowTotals} />;
      case 'ingoing':
        return (
          <Stack gap="3">
            {fees.isBillingIntegratedFacility ? (
              <MoneyField name="calculatedIngoingContributionFromTechone" label={T.calculatedIngoing} />
            ) : (
              <EffectiveDateRowsField
                name="ingoingContributionEntries"
                label={T.ingoingEntries}
                kind="money"
                dateLabel={X.entryDate}
                valueLabel={X.entryAmount}
                addLabel={X.addEntry}
                min={ENTRY_MINIMUM}
              />
            )}
            <MoneyField name="additionalCosts" label={T.additionalCosts} />
          </Stack>
        );
      case 'optionalServices':
        return (
          <OptionalServicesEditor
            name={`residencies.${index}.optionalServices`}
            services={open.data ?? []}
            saved={residency.optionalServices}
            context={residency.residentName}
          />
        );
    }
  };

  return (
    <FormikEditPage
      form={form}
      leavePage={leavePage}
      canSave={canModify.save}
      busy={busy}
      testId="ilu-finance"
      extras={submitter.dialog}
    >
      <FinanceSheet model={{ fees, values, figures, contactPath: contactPathOf(props), editor }} />
    </FormikEditPage>
  );
}
