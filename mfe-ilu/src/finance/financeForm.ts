/**
 * The finance screen's form (seed 002 §3 "Fees and charges (ILU)", §5 "Independent living", §9): the fees and charges
 * as the user edits them (amounts, rates and months as typed), the save body built from them, the save's rules, and
 * the figures computed from what is typed, so the view and the edit screen show the same figures with the same
 * explanations (shared-domain/ilu `iluFinanceFigures`, which the API runs too). Pure: tested without the DOM.
 */
import type { BillPayerType } from 'shared-domain';
import type { DmfCalculationType, IluFeesAndCharges, SaveIluFeesBody } from 'shared-domain/contracts/ilu';
import { isDateOnly, toDateOnly } from 'shared-domain/dates';
import { optionalServicePeriodErrors } from 'shared-domain/finance/fees';
import { normaliseMoneyInput, parseIntegerInput, parsePercentInput, type EffectiveDateRow } from 'shared-domain/form-input';
import {
  contractSignedDateCleared,
  iluFinanceFigures,
  normaliseDmfSchedule,
  type DmfScheduleRow,
  type IluFinanceFigures,
} from 'shared-domain/ilu';
import { ILU_FIELD_MESSAGES } from 'shared-domain/ilu/messages';
import type { FieldErrors } from 'shared-domain/model-state';
import { parseMoneyInput } from 'shared-domain/money';
import type { ResidencyServiceRow, ServiceWindow } from 'shared-domain/optional-services';

/** A row of the DMF schedule editor: the row's months and its rate in percent a year, as typed. */
export interface DmfScheduleFormRow {
  effectiveMonth: string;
  value: string;
}

export interface ResidencyFormValues {
  residencyId: number;
  billPayerType: BillPayerType;
  optionalServices: ResidencyServiceRow[];
}

/** The form's fields carry the save body's names, so a 400's model state lands on them. */
export interface IluFinanceFormValues {
  agreedPrice: string;
  contractSignedDateUtc: string;
  depositPaidDateUtc: string;
  balancePaidDateUtc: string;
  dmfUnitCostCalculationType: DmfCalculationType;
  minimumRate: string;
  residentCapitalGainRate: string;
  residentCapitalLossRate: string;
  additionalCosts: string;
  /** Billing-integrated facilities: the ingoing contribution the billing system calculated. */
  calculatedIngoingContributionFromTechone: string;
  /** Elsewhere: the ingoing contribution's effective-dated entries (the kit's effective-date editor). */
  ingoingContributionEntries: EffectiveDateRow[];
  deferredManagementFeesSchedule: DmfScheduleFormRow[];
  residencies: ResidencyFormValues[];
}

/** The editor's new row: both blank. */
export const BLANK_DMF_ROW: DmfScheduleFormRow = { effectiveMonth: '', value: '' };

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const money = (v: string | null) => (v === null ? '' : normaliseMoneyInput(v));
const day = (v: string | null) => toDateOnly(v) ?? '';

export function toFormValues(fees: IluFeesAndCharges): IluFinanceFormValues {
  const s = fees.financialSummaryAndUnitCostsDto;
  const dmf = fees.deferredManagementFeeDto;
  const schedule = [...dmf.deferredManagementFeesSchedule]
    .sort((a, b) => a.feeOrderNumber - b.feeOrderNumber)
    .map((r) => ({ effectiveMonth: text(r.effectiveMonth), value: text(r.value) }));
  return {
    agreedPrice: money(s.agreedPrice),
    contractSignedDateUtc: day(s.contractSignedDateUtc),
    depositPaidDateUtc: day(s.depositPaidDateUtc),
    balancePaidDateUtc: day(s.balancePaidDateUtc),
    dmfUnitCostCalculationType: dmf.dmfUnitCostCalculationType,
    minimumRate: text(dmf.minimumRate),
    residentCapitalGainRate: text(s.residentCapitalGainRate),
    residentCapitalLossRate: text(s.residentCapitalLossRate),
    additionalCosts: money(s.additionalCosts),
    calculatedIngoingContributionFromTechone: money(s.calculatedIngoingContributionFromTechone),
    ingoingContributionEntries: fees.ingoingContributionEntries.map((e) => ({
      effectiveDate: day(e.effectiveFromDate),
      value: money(e.value),
    })),
    // The schedule never shows fewer than one row.
    deferredManagementFeesSchedule: schedule.length ? schedule : [{ ...BLANK_DMF_ROW }],
    residencies: fees.iluResidencyFinanceFees.map((r) => ({
      residencyId: r.residencyId,
      billPayerType: r.billPayerType,
      optionalServices: r.optionalServices.map((o) => ({
        id: o.id,
        optionalServiceId: o.optionalServiceId,
        startDate: o.startDate,
        endDate: o.endDate ?? '',
      })),
    })),
  };
}

/** A typed amount as the API takes it ('1,200.5' -> '1200.50'); blank -> null; what does not parse is sent as typed. */
function moneyOut(v: string): string | null {
  if (!v.trim()) return null;
  return parseMoneyInput(v)?.toFixed(2) ?? v.trim();
}

/** A typed percentage as the API takes it ('6.5%' -> '6.5'); blank -> null. */
function percentOut(v: string): string | null {
  if (!v.trim()) return null;
  return parsePercentInput(v)?.toFixed() ?? v.trim();
}

/** A schedule row as the rules read it: the months a whole number, the rate a decimal text (null when blank or not a number). */
export function scheduleRow(row: DmfScheduleFormRow): DmfScheduleRow {
  return { effectiveMonth: parseIntegerInput(row.effectiveMonth), value: parsePercentInput(row.value)?.toFixed() ?? null };
}

/**
 * The rows the save sends: the form's row indices of the rows kept (month and rate above 0, in order; the API numbers
 * them from 1 in that order), so a message of the answer about sent row k is shown on form row `kept[k]`.
 */
export function keptScheduleRows(rows: readonly DmfScheduleFormRow[]): number[] {
  const indexed = rows.map((r, index) => ({ ...scheduleRow(r), index }));
  return normaliseDmfSchedule(indexed).map((r) => r.index);
}

/**
 * The ingoing contribution entries the save sends, as the form's row indices: the rows with a date and an amount, in
 * the form's order (a blank row is dropped, as the effective-date editor does).
 */
export function keptEntryRows(rows: readonly EffectiveDateRow[]): number[] {
  return rows.flatMap((r, i) => (isDateOnly(r.effectiveDate) && parseMoneyInput(r.value) ? [i] : []));
}

function ingoingEntries(rows: readonly EffectiveDateRow[]): Array<{ effectiveFromDate: string; value: string }> {
  return keptEntryRows(rows).map((i) => ({
    effectiveFromDate: rows[i].effectiveDate,
    value: parseMoneyInput(rows[i].value)?.toFixed(2) ?? rows[i].value,
  }));
}

/** The save body (POST enquiries/finance/fees-and-charges). */
export function toBody(values: IluFinanceFormValues, fees: IluFeesAndCharges): SaveIluFeesBody {
  const rows = values.deferredManagementFeesSchedule.map(scheduleRow);
  const kept = keptScheduleRows(values.deferredManagementFeesSchedule).map((i) => rows[i]);
  return {
    independentLivingAllocationId: fees.independentLivingAllocationId,
    version: fees.version,
    agreedPrice: moneyOut(values.agreedPrice),
    contractSignedDateUtc: values.contractSignedDateUtc || null,
    depositPaidDateUtc: values.depositPaidDateUtc || null,
    balancePaidDateUtc: values.balancePaidDateUtc || null,
    residentCapitalGainRate: percentOut(values.residentCapitalGainRate),
    residentCapitalLossRate: percentOut(values.residentCapitalLossRate),
    additionalCosts: moneyOut(values.additionalCosts),
    ...(fees.isBillingIntegratedFacility
      ? { calculatedIngoingContributionFromTechone: moneyOut(values.calculatedIngoingContributionFromTechone) }
      : {}),
    ingoingContributionEntries: ingoingEntries(values.ingoingContributionEntries),
    minimumRate: percentOut(values.minimumRate),
    dmfUnitCostCalculationType: values.dmfUnitCostCalculationType,
    // Only the rows with a month and a rate above 0 are kept, in order (seed §5). A schedule with none (an enquiry
    // whose DMF terms are not agreed yet) is sent as typed: the API, which keeps the same rows, stores none, and the
    // schedule's one row at least is the editor's rule.
    deferredManagementFeesSchedule: (kept.length ? kept : rows).map((r) => ({
      effectiveMonth: r.effectiveMonth,
      value: r.value === null ? null : String(r.value),
    })),
    residencies: values.residencies.map((r) => ({
      residencyId: r.residencyId,
      billPayerType: r.billPayerType,
      optionalServices: r.optionalServices.map((o) => ({
        ...(o.id ? { id: o.id } : {}),
        optionalServiceId: o.optionalServiceId ?? 0,
        startDate: o.startDate,
        endDate: o.endDate || null,
      })),
    })),
  };
}

/**
 * The save's rules the screen runs before sending (the API runs the same): a stored contract signed date may be
 * changed but not cleared (error key emptyValue); each residency's optional services follow the residency rules.
 * The fields' formats (amounts, rates, months, dates) are the kit fields' own rules. Keys are the API's paths.
 */
export function validateFinance(
  values: IluFinanceFormValues,
  ctx: { fees: IluFeesAndCharges; serviceWindows: ReadonlyMap<number, ServiceWindow> },
): FieldErrors {
  const errors: FieldErrors = {};
  if (contractSignedDateCleared(ctx.fees.financialSummaryAndUnitCostsDto.contractSignedDateUtc, values.contractSignedDateUtc))
    errors.contractSignedDateUtc = [ILU_FIELD_MESSAGES.contractSignedDateEmptyValue];
  values.residencies.forEach((r, i) =>
    Object.assign(
      errors,
      optionalServicePeriodErrors(
        r.optionalServices.map((o) => ({
          optionalServiceId: o.optionalServiceId ?? 0,
          startDate: o.startDate,
          endDate: o.endDate || null,
        })),
        ctx.serviceWindows,
        `residencies[${i}].optionalServices`,
      ),
    ),
  );
  return errors;
}

/**
 * Server field -> form field where they differ: the schedule rows and ingoing contribution entries the answer names are
 * the rows sent (the kept ones), and an entry's date is the editor's effectiveDate.
 */
export function serverFieldNames(values: IluFinanceFormValues): Record<string, string> {
  const names: Record<string, string> = {};
  keptScheduleRows(values.deferredManagementFeesSchedule).forEach((row, k) => {
    for (const field of ['effectiveMonth', 'value'])
      names[`deferredManagementFeesSchedule[${k}].${field}`] = `deferredManagementFeesSchedule.${row}.${field}`;
  });
  keptEntryRows(values.ingoingContributionEntries).forEach((row, k) => {
    names[`ingoingContributionEntries[${k}].effectiveFromDate`] = `ingoingContributionEntries.${row}.effectiveDate`;
    names[`ingoingContributionEntries[${k}].value`] = `ingoingContributionEntries.${row}.value`;
  });
  return names;
}

/**
 * Every figure of the screen from the fees and charges as they stand (as loaded in view mode, as typed while editing),
 * as at today unless the unit is vacated: the settlement price, the admission and vacating dates are the allocation's
 * (set by admission, departure and settlement, not here).
 */
export function financeFigures(fees: IluFeesAndCharges, values: IluFinanceFormValues, today: string): IluFinanceFigures {
  const s = fees.financialSummaryAndUnitCostsDto;
  const amount = (v: string) => parseMoneyInput(v)?.toFixed(2) ?? null;
  const rate = (v: string) => parsePercentInput(v)?.toFixed() ?? null;
  return iluFinanceFigures({
    calculationType: values.dmfUnitCostCalculationType,
    agreedPrice: amount(values.agreedPrice),
    settlementPrice: s.settlementPrice,
    admissionDate: fees.admissionDateUtc,
    vacatingDate: fees.vacatingDateUtc,
    today,
    minimumRate: rate(values.minimumRate),
    schedule: values.deferredManagementFeesSchedule.map(scheduleRow),
    capitalGainRate: rate(values.residentCapitalGainRate),
    capitalLossRate: rate(values.residentCapitalLossRate),
    ingoingEntries: ingoingEntries(values.ingoingContributionEntries),
    billingIntegrated: fees.isBillingIntegratedFacility,
    externalIngoingContribution: amount(values.calculatedIngoingContributionFromTechone),
    additionalCosts: amount(values.additionalCosts),
  });
}
