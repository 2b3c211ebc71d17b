/**
 * The fees tab's edit form without the DOM: form values from the fees as loaded, the save body back, one type's rows
 * for the effective-date editor and the entries they give back (the support level rules applied through shared-domain's
 * `applySupportLevel`), the empty fees shown when the person has none (a 404), and the server's model-state keys as
 * messages that say which fee they are about.
 */
import type { ResidentFinanceEffectiveDateType, SupportLevel } from 'shared-domain';
import type { ContributionClass } from 'shared-domain/finance/labels';
import type {
  Drawdowns,
  FeesFigures,
  FeesRate,
  FinanceFees,
  FinanceFeesResponse,
  Pre2014CareLevel,
  SaveFinanceFeesBody,
} from 'shared-domain/contracts/finance-fees';
import { isAct2025Resident } from 'shared-domain/finance/act-2025';
import {
  applySupportLevel,
  effectiveDateKind,
  feesFigures,
  mpirForAgreedRoomPrice,
  type FeesFiguresInput,
} from 'shared-domain/finance/fees';
import { formatDate } from 'shared-domain/day';
import { normaliseMoneyInput, parseIntegerInput, parsePercentInput } from 'shared-domain/form-input';
import { RESIDENT_FINANCE_EFFECTIVE_DATE_TYPE_LABELS as TYPE_LABELS } from 'shared-domain/labels';
import { parseMoneyInput } from 'shared-domain/money';
import { modelStateMessages, type ModelState } from 'shared-domain/model-state';
import type { ResidencyServiceRow } from 'shared-domain/optional-services';
import type { AccommodationClass } from 'shared-domain/stay';
import type { FeeEntry } from 'shared-domain/finance/fees';

export interface Pre2014FormValues {
  pre2014Care: boolean;
  pre2014CareLevel: Pre2014CareLevel | '';
  pre2014ContinueCare: boolean;
  accommodationCost: string;
  bondAmount: string;
  bondInterestRate: string;
}

export interface FeesFormValues {
  /** Every effective-dated value of the residency (the lists are edited in the effective-date editor). */
  effectiveDates: FeeEntry[];
  /** The residency's accommodation class (seed 001 §3), edited here as on the admission form. */
  accommodationClass: AccommodationClass | '';
  contributionClass: ContributionClass | '';
  drawdowns: Drawdowns;
  refundedAmountFromLumpSumDeposit: string;
  pre2014: Pre2014FormValues;
  /** The residency's optional services as the kit's editor holds them. */
  optionalServices: ResidencyServiceRow[];
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export const NO_DRAWDOWNS: Drawdowns = {
  dac: false,
  bdf: false,
  mtcf: false,
  ac: false,
  pi: false,
  itf: false,
  hc: false,
  nccc: false,
};

export function toFormValues(fees: FinanceFees): FeesFormValues {
  return {
    effectiveDates: fees.effectiveDates.map((e) => ({
      id: e.id,
      effectiveDateType: e.effectiveDateType,
      effectiveFromDate: e.effectiveFromDate,
      value: e.value,
      supportLevel: e.supportLevel,
    })),
    accommodationClass: fees.accommodationClass ?? '',
    contributionClass: fees.contributionClass ?? '',
    drawdowns: { ...fees.drawdowns },
    refundedAmountFromLumpSumDeposit: normaliseMoneyInput(text(fees.refundedAmountFromLumpSumDeposit)),
    pre2014: {
      pre2014Care: fees.pre2014.pre2014Care,
      pre2014CareLevel: fees.pre2014.pre2014CareLevel ?? '',
      pre2014ContinueCare: fees.pre2014.pre2014ContinueCare,
      accommodationCost: fees.pre2014.accommodationCost === null ? '' : normaliseMoneyInput(text(fees.pre2014.accommodationCost)),
      bondAmount: fees.pre2014.bondAmount === null ? '' : normaliseMoneyInput(text(fees.pre2014.bondAmount)),
      bondInterestRate: text(fees.pre2014.bondInterestRate),
    },
    optionalServices: fees.optionalServices.map((s) => ({
      id: s.id,
      optionalServiceId: s.optionalServiceId,
      startDate: s.startDate,
      endDate: s.endDate ?? '',
    })),
  };
}

/** A typed amount as the API takes it ('1,200.5' -> '1200.50'); what does not parse is sent as typed (the API refuses it). */
function moneyOut(v: string): string {
  const d = parseMoneyInput(v);
  return d ? d.toFixed(2) : v.trim();
}

function percentOut(v: string): string {
  const d = parsePercentInput(v);
  return d ? d.toFixed() : v.trim();
}

/** The save body, entries in the form's order (so a model-state key `effectiveDates[i]` is the form's entry i). */
export function toBody(values: FeesFormValues, version: number): SaveFinanceFeesBody {
  const p = values.pre2014;
  return {
    effectiveDates: values.effectiveDates.map((e) => ({
      ...(e.id ? { id: e.id } : {}),
      effectiveDateType: e.effectiveDateType,
      effectiveFromDate: e.effectiveFromDate,
      value: e.value,
      supportLevel: e.supportLevel,
    })),
    accommodationClass: values.accommodationClass || null,
    contributionClass: values.contributionClass || null,
    drawdowns: { ...values.drawdowns },
    refundedAmountFromLumpSumDeposit: values.refundedAmountFromLumpSumDeposit.trim()
      ? moneyOut(values.refundedAmountFromLumpSumDeposit)
      : '0.00',
    pre2014: {
      pre2014Care: p.pre2014Care,
      pre2014CareLevel: p.pre2014Care ? p.pre2014CareLevel || null : null,
      pre2014ContinueCare: p.pre2014Care && p.pre2014ContinueCare,
      accommodationCost: p.pre2014Care && p.accommodationCost.trim() ? moneyOut(p.accommodationCost) : null,
      bondAmount: p.pre2014Care && p.bondAmount.trim() ? moneyOut(p.bondAmount) : null,
      bondInterestRate: p.pre2014Care && p.bondInterestRate.trim() ? percentOut(p.bondInterestRate) : null,
    },
    optionalServices: values.optionalServices.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      optionalServiceId: s.optionalServiceId ?? 0,
      startDate: s.startDate,
      endDate: s.endDate || null,
    })),
    version,
  };
}

// ---------------------------------------------------------------- one type's rows in the effective-date editor

/**
 * A row of the editor: the date, the value as typed (for the support level, the level), and the stored entry's id
 * (kept so the save updates it rather than adding a new one).
 */
export interface EditorRow {
  id?: number;
  effectiveDate: string;
  value: string;
}

export interface EditorValues {
  rows: EditorRow[];
}

/** The type's entries as editor rows, oldest first. */
export function rowsOf(entries: readonly FeeEntry[], type: ResidentFinanceEffectiveDateType): EditorRow[] {
  const kind = effectiveDateKind(type);
  return entries
    .filter((e) => e.effectiveDateType === type)
    .map((e) => ({
      ...(e.id ? { id: e.id } : {}),
      effectiveDate: e.effectiveFromDate,
      value:
        kind === 'supportLevel' ? (e.supportLevel ?? '') : kind === 'money' ? normaliseMoneyInput(text(e.value)) : text(e.value),
    }))
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
}

/** A complete row as an entry (null for a blank row). */
function entryOf(type: ResidentFinanceEffectiveDateType, row: EditorRow): FeeEntry | null {
  if (!row.effectiveDate || !row.value.trim()) return null;
  const kind = effectiveDateKind(type);
  const base = { ...(row.id ? { id: row.id } : {}), effectiveDateType: type, effectiveFromDate: row.effectiveDate };
  if (kind === 'supportLevel') return { ...base, value: null, supportLevel: row.value as SupportLevel };
  const value =
    kind === 'money'
      ? moneyOut(row.value)
      : kind === 'percent'
        ? percentOut(row.value)
        : String(parseIntegerInput(row.value) ?? row.value);
  return { ...base, value, supportLevel: null };
}

/**
 * The entries once the editor's rows replace the type's: the type's entries are the complete rows (ids kept); a support
 * level row added or changed to Supported or Unsupported brings the fees that level implies (shared-domain's
 * `applySupportLevel`: a zero daily accommodation contribution, or zero agreed room price, hotelling and non-clinical
 * care contributions, each only when the residency has no entry of that type at all).
 */
export function withRows(
  entries: readonly FeeEntry[],
  type: ResidentFinanceEffectiveDateType,
  rows: readonly EditorRow[],
): FeeEntry[] {
  const before = entries.filter((e) => e.effectiveDateType === type);
  let next: FeeEntry[] = [
    ...entries.filter((e) => e.effectiveDateType !== type),
    ...rows.map((r) => entryOf(type, r)).filter((e): e is FeeEntry => e !== null),
  ];
  if (type === 'SupportLevel') {
    const added = next.filter(
      (e) =>
        e.effectiveDateType === 'SupportLevel' &&
        (e.supportLevel === 'Supported' || e.supportLevel === 'Unsupported') &&
        !before.some((b) => b.effectiveFromDate === e.effectiveFromDate && b.supportLevel === e.supportLevel),
    );
    for (const a of added)
      next = applySupportLevel(next, { effectiveFromDate: a.effectiveFromDate, supportLevel: a.supportLevel! });
  }
  return next;
}

// ---------------------------------------------------------------- messages of a refused save

/**
 * The messages of a model state (the server's, or the rules' before sending), each named by what it is about: an
 * entry's message by its fee ('Agreed room price, 01 Jul 2026: ...'), a field's as it is.
 */
export function labelledMessages(modelState: ModelState, effectiveDates: readonly FeeEntry[]): string[] {
  const out: string[] = [];
  for (const [field, messages] of Object.entries(modelState)) {
    const list = modelStateMessages({ [field]: messages });
    const m = /^effectiveDates[.[](\d+)/.exec(field);
    const entry = m ? effectiveDates[Number(m[1])] : undefined;
    const prefix = entry
      ? `${TYPE_LABELS[entry.effectiveDateType]}, ${formatDate(entry.effectiveFromDate) || entry.effectiveFromDate}: `
      : '';
    for (const message of list) {
      const line = `${prefix}${message}`;
      if (!out.includes(line)) out.push(line);
    }
  }
  return out;
}

/** The fees shown when the person has none yet (the load answered 404, seed 000 §8): nothing recorded, figures of nothing. */
export function emptyFeesResponse(
  residentId: number,
  facility: FinanceFeesResponse['facility'],
  today: string,
): FinanceFeesResponse {
  const pre2014 = {
    pre2014Care: false,
    pre2014CareLevel: null,
    pre2014ContinueCare: false,
    accommodationCost: null,
    bondAmount: null,
    bondInterestRate: null,
  };
  const figures = feesFigures({
    entries: [],
    mpirRates: [],
    caps: null,
    ncccBefore: { amount: '0', days: 0 },
    pre2014,
    refundedAmountFromLumpSumDeposit: '0',
    depositDrawdowns: [],
    isBillingIntegrated: facility.isBillingIntegrated,
    act2025Enabled: facility.enableAgedCareAct2025,
    admissionDate: null,
    departureDate: null,
    accommodationClass: null,
    requestedAdmissionDate: null,
    today,
  });
  return {
    financeFees: {
      residentId,
      residentCareType: '',
      isLead: false,
      isPrivateResidency: false,
      admissionDateUtc: null,
      departureDateUtc: null,
      requestedAdmissionDateUtc: null,
      accommodationClass: null,
      contributionClass: null,
      isAct2025: false,
      latestSupportLevel: { value: 'Unknown', effectiveFromDate: null },
      effectiveDates: [],
      drawdowns: { ...NO_DRAWDOWNS },
      refundedAmountFromLumpSumDeposit: '0.00',
      pre2014,
      mpirRates: [],
      maximumPermissibleInterestRate: null,
      mpirMessage: null,
      figures,
      refundInterestOwed: null,
      contributionCaps: null,
      ncccPaidBefore: { amount: '0.00', days: 0 },
      depositDrawdowns: [],
      optionalServices: [],
      billPaymentDetails: null,
      version: 1,
    },
    facility,
  };
}

// ---------------------------------------------------------------- figures while editing

const moneyOrNull = (v: string) => parseMoneyInput(v)?.toFixed(2) ?? null;

/**
 * The figures' inputs from the form: the entries and the fields as they stand (an amount still being typed that does
 * not parse counts as not entered), the rest as loaded.
 */
function figuresInput(response: FinanceFeesResponse, values: FeesFormValues, today: string): FeesFiguresInput {
  const f = response.financeFees;
  const p = values.pre2014;
  return {
    entries: values.effectiveDates,
    mpirRates: f.mpirRates,
    // The fees and charges caps in force and the person's earlier NCCC, as the server read them.
    caps: f.contributionCaps,
    ncccBefore: f.ncccPaidBefore,
    pre2014: {
      pre2014Care: p.pre2014Care,
      pre2014CareLevel: p.pre2014CareLevel || null,
      pre2014ContinueCare: p.pre2014ContinueCare,
      bondAmount: moneyOrNull(p.bondAmount),
      bondInterestRate: parsePercentInput(p.bondInterestRate)?.toFixed() ?? null,
    },
    refundedAmountFromLumpSumDeposit: moneyOrNull(values.refundedAmountFromLumpSumDeposit) ?? '0',
    depositDrawdowns: f.depositDrawdowns,
    isBillingIntegrated: response.facility.isBillingIntegrated,
    act2025Enabled: response.facility.enableAgedCareAct2025,
    admissionDate: f.admissionDateUtc,
    departureDate: f.departureDateUtc,
    // The class as the form stands: choosing From 1st Nov 2025 brings the Act 2025 figures at once.
    accommodationClass: values.accommodationClass || null,
    requestedAdmissionDate: f.requestedAdmissionDateUtc,
    today,
  };
}

/**
 * Whether the Act 2025 sections show as the form stands (shared-domain isAct2025Resident, as the server decides
 * `isAct2025`): the facility's flag, the class chosen, else the entry (a lead's requested admission date).
 */
export function liveIsAct2025(response: FinanceFeesResponse, values: FeesFormValues, today: string): boolean {
  const f = response.financeFees;
  return isAct2025Resident({
    act2025Enabled: response.facility.enableAgedCareAct2025,
    admissionDate: f.admissionDateUtc,
    accommodationClass: values.accommodationClass || null,
    requestedAdmissionDate: f.requestedAdmissionDateUtc,
    today,
  });
}

/**
 * The figures as the form stands (shared-domain's feesFigures, the function the server answers with), so they change as
 * the user edits, the Act 2025 contributions included (the caps and the earlier NCCC come with the fees).
 */
export function liveFigures(response: FinanceFeesResponse, values: FeesFormValues, today: string): FeesFigures {
  return feesFigures(figuresInput(response, values, today));
}

/** The MPIR for the agreed room price as the form stands, and the message when a price has none. */
export function liveMpir(
  response: FinanceFeesResponse,
  values: FeesFormValues,
  today: string,
): { rate: FeesRate | null; message: string | null } {
  const f = response.financeFees;
  const { rate, message } = mpirForAgreedRoomPrice({
    entries: values.effectiveDates,
    mpirRates: f.mpirRates,
    admissionDate: f.admissionDateUtc,
    departureDate: f.departureDateUtc,
    today,
  });
  return { rate, message };
}
