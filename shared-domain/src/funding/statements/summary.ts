/**
 * A statement's summary (the summary, residents, supported-ratio and daily-subsidies tabs): the care recipients by care
 * type, the supported ratio when the supported residents are known, each payment type's days and amount, and the total
 * paid (seed 001 §3 "summary.totals.totalAmountPaid"). The same for the expected statement and the actual one; the
 * actual one adds its facility-level payments (which the expected statement excludes, seed 001 §9).
 */
import Decimal from 'decimal.js';
import { toDecimal } from '../../money';
import { anaccClassText } from '../../resident-funding';
import { statementLayout, type StatementLayout } from '../month-year';
import { paidDays, type StatementLine } from './lines';
import { FACILITY_PAYMENT_TYPES, PAYMENT_TYPE_ORDER, PAYMENT_TYPES, type StatementCareType } from './rules';

export interface StatementSummary {
  residents: { permanent: number; respite: number; total: number };
  /** Supported residents as a percentage of the permanent residents ('41.67'), or null when not computable. */
  supportedRatio: string | null;
  dailySubsidies: Array<{ paymentType: string; paidDays: number; amount: string }>;
  /** Facility-level payments of the actual statement (AN-ACC, facility total approved beds); none on the expected. */
  facilityPayments: Array<{ paymentType: string; amount: string; beds?: number }>;
  totals: { totalAmountPaid: string; lineCount: number };
}

type SummaryLine = Pick<
  StatementLine,
  | 'careRecipientId'
  | 'careType'
  | 'paymentType'
  | 'amountDue'
  | 'paidCare'
  | 'paidLeaveSocial'
  | 'paidLeaveHospital'
  | 'paidLeaveTransition'
>;

/** The summary of a statement's lines. */
export function summariseStatement(
  lines: readonly SummaryLine[],
  extra: {
    supported?: { supported: number; permanent: number } | null;
    facilityPayments?: StatementSummary['facilityPayments'];
  } = {},
): StatementSummary {
  const permanent = new Set<string>();
  const respite = new Set<string>();
  const byType = new Map<string, { paidDays: number; amount: Decimal }>();
  let total = new Decimal(0);
  for (const l of lines) {
    (l.careType === 'Respite' ? respite : permanent).add(l.careRecipientId);
    const amount = toDecimal(l.amountDue);
    total = total.plus(amount);
    const t = byType.get(l.paymentType) ?? { paidDays: 0, amount: new Decimal(0) };
    t.paidDays += paidDays(l);
    t.amount = t.amount.plus(amount);
    byType.set(l.paymentType, t);
  }
  const s = extra.supported;
  const order = (t: string) => {
    const i = PAYMENT_TYPE_ORDER.indexOf(t);
    return i < 0 ? PAYMENT_TYPE_ORDER.length : i;
  };
  return {
    residents: { permanent: permanent.size, respite: respite.size, total: new Set([...permanent, ...respite]).size },
    supportedRatio: s && s.permanent > 0 ? new Decimal(s.supported).times(100).dividedBy(s.permanent).toFixed(2) : null,
    dailySubsidies: [...byType.entries()]
      .sort((a, b) => order(a[0]) - order(b[0]) || a[0].localeCompare(b[0]))
      .map(([paymentType, t]) => ({ paymentType, paidDays: t.paidDays, amount: t.amount.toFixed(2) })),
    facilityPayments: extra.facilityPayments ?? [],
    totals: { totalAmountPaid: total.toFixed(2), lineCount: lines.length },
  };
}

// ---------------------------------------------------------------- the tabs a statement side keeps

/** The tabs of one side of a month (the shape of the contract's `StatementTabs`, which the columns keep). */
export interface StatementSideTabs {
  summary: {
    layout: StatementLayout;
    facilityName: string;
    referenceNumber: string | null;
    paymentDate: string | null;
    totals: { totalAmountPaid: string; residentPayments: string; facilityPayments: string; adjustments: string };
    facilityPayments: Array<{ paymentType: string; description: string; amount: string }>;
  };
  residents: Array<{
    careRecipientId: string;
    firstName: string;
    lastName: string;
    careType: StatementCareType;
    entryDate: string | null;
    departureDate: string | null;
    anaccClass: string | null;
    paidDays: number;
    amount: string;
  }>;
  supportedRatio: {
    supportedDays: number;
    totalDays: number;
    supportedRatio: string | null;
    supportThreshold: string | null;
    isAboveThreshold: boolean | null;
  } | null;
  dailySubsidies: Array<{
    paymentType: string;
    description: string;
    careType: StatementCareType | null;
    dailyRate: string | null;
    days: number;
    amount: string;
  }>;
}

type TabLine = SummaryLine & Pick<StatementLine, 'firstName' | 'lastName' | 'adjustmentMonth' | 'dailyRate' | 'anaccClass'>;

/** What a payment type pays, in words (the daily-subsidies tab's description). */
const PAYMENT_TYPE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [PAYMENT_TYPES.variable]: 'AN-ACC variable component: the class NWAU x the AN-ACC price, per day',
  [PAYMENT_TYPES.baseCareTariff]: "AN-ACC fixed component: the facility's base care tariff NWAU x the AN-ACC price, per day",
  [PAYMENT_TYPES.initialEntry]: 'Initial entry adjustment: once on entry to permanent care',
  [PAYMENT_TYPES.hotelling]: 'Hotelling supplement, per day',
  [PAYMENT_TYPES.oxygen]: 'Oxygen supplement, per day',
  [PAYMENT_TYPES.enteralBolus]: 'Enteral feeding supplement (bolus), per day',
  [PAYMENT_TYPES.enteralNonBolus]: 'Enteral feeding supplement (non-bolus), per day',
  [PAYMENT_TYPES.meansTestReduction]: "The resident's means-tested care fee, by which the subsidy is reduced, per day",
  [FACILITY_PAYMENT_TYPES.anacc]: 'AN-ACC: the care recipients’ AN-ACC payments of the month',
  [FACILITY_PAYMENT_TYPES.totalApprovedBeds]: "Facility total approved beds: the facility's approved beds payment",
};
export const paymentTypeDescription = (paymentType: string): string => PAYMENT_TYPE_DESCRIPTIONS[paymentType] ?? paymentType;

/**
 * The summary, residents, supported-ratio and daily-subsidies tabs of one side of a month, from its lines: the totals
 * (the care recipients' payments, the facility-level payments of the actual statement, the adjustments of earlier
 * months among the lines), one resident row per care recipient and care type (paid days and amount of the month's own
 * lines; the AN-ACC class of the last variable component line), the supported ratio of the permanent residents' days,
 * and one daily-subsidy row per payment type, care type and daily rate. The expected and the actual side alike.
 */
export function statementTabs(
  lines: readonly TabLine[],
  extra: {
    monthAndYear: string;
    facilityName: string;
    referenceNumber?: string | null;
    paymentDate?: string | null;
    facilityPayments?: ReadonlyArray<{ paymentType: string; amount: string }>;
    stays?: ReadonlyMap<string, { entryDate: string | null; departureDate: string | null }>;
    /** The permanent residents' days and the supported residents' days among them, when known. */
    supportedDays?: { supported: number; total: number } | null;
    supportThreshold?: string | null;
  },
): StatementSideTabs {
  let residentPayments = new Decimal(0);
  let adjustments = new Decimal(0);
  const residents = new Map<string, StatementSideTabs['residents'][number] & { total: Decimal }>();
  const subsidies = new Map<string, StatementSideTabs['dailySubsidies'][number] & { total: Decimal }>();
  for (const l of lines) {
    const amount = toDecimal(l.amountDue);
    residentPayments = residentPayments.plus(amount);
    if (l.adjustmentMonth !== extra.monthAndYear) adjustments = adjustments.plus(amount);
    const rKey = `${l.careRecipientId}|${l.careType}|${l.firstName}|${l.lastName}`;
    const stay = extra.stays?.get(l.careRecipientId);
    const r = residents.get(rKey) ?? {
      careRecipientId: l.careRecipientId,
      firstName: l.firstName,
      lastName: l.lastName,
      careType: l.careType,
      entryDate: stay?.entryDate ?? null,
      departureDate: stay?.departureDate ?? null,
      anaccClass: null,
      paidDays: 0,
      amount: '0.00',
      total: new Decimal(0),
    };
    r.total = r.total.plus(amount);
    if (l.adjustmentMonth === extra.monthAndYear && l.paymentType === PAYMENT_TYPES.baseCareTariff) r.paidDays += paidDays(l);
    if (l.anaccClass !== null && l.anaccClass !== undefined) r.anaccClass = anaccClassText(l.anaccClass) ?? String(l.anaccClass);
    residents.set(rKey, r);
    const sKey = `${l.paymentType}|${l.careType}|${l.dailyRate ?? ''}`;
    const sub = subsidies.get(sKey) ?? {
      paymentType: l.paymentType,
      description: paymentTypeDescription(l.paymentType),
      careType: l.careType,
      dailyRate: l.dailyRate,
      days: 0,
      amount: '0.00',
      total: new Decimal(0),
    };
    sub.days += paidDays(l);
    sub.total = sub.total.plus(amount);
    subsidies.set(sKey, sub);
  }
  const facilityPayments = (extra.facilityPayments ?? []).map((p) => ({
    paymentType: p.paymentType,
    description: paymentTypeDescription(p.paymentType),
    amount: toDecimal(p.amount).toFixed(2),
  }));
  const facilityTotal = facilityPayments.reduce((a, p) => a.plus(p.amount), new Decimal(0));
  const order = (t: string) => {
    const i = PAYMENT_TYPE_ORDER.indexOf(t);
    return i < 0 ? PAYMENT_TYPE_ORDER.length : i;
  };
  const sd = extra.supportedDays;
  const ratio = sd && sd.total > 0 ? new Decimal(sd.supported).times(100).dividedBy(sd.total).toFixed(2) : null;
  const threshold = extra.supportThreshold ?? null;
  return {
    summary: {
      layout: statementLayout(extra.monthAndYear),
      facilityName: extra.facilityName,
      referenceNumber: extra.referenceNumber ?? null,
      paymentDate: extra.paymentDate ?? null,
      totals: {
        // The facility-level payments are shown but not added: the AN-ACC payment is the care recipients' AN-ACC lines
        // again, and the approved beds payment is $0.00 where the fixed component is paid per occupied bed.
        totalAmountPaid: residentPayments.toFixed(2),
        residentPayments: residentPayments.toFixed(2),
        facilityPayments: facilityTotal.toFixed(2),
        adjustments: adjustments.toFixed(2),
      },
      facilityPayments,
    },
    residents: [...residents.values()]
      .sort(
        (a, b) =>
          a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.careType.localeCompare(b.careType),
      )
      .map(({ total, ...r }) => ({ ...r, amount: total.toFixed(2) })),
    supportedRatio: sd
      ? {
          supportedDays: sd.supported,
          totalDays: sd.total,
          supportedRatio: ratio,
          supportThreshold: threshold,
          isAboveThreshold: ratio !== null && threshold !== null ? toDecimal(ratio).greaterThanOrEqualTo(threshold) : null,
        }
      : null,
    dailySubsidies: [...subsidies.values()]
      .sort(
        (a, b) =>
          order(a.paymentType) - order(b.paymentType) ||
          (a.careType ?? '').localeCompare(b.careType ?? '') ||
          toDecimal(a.dailyRate ?? 0).comparedTo(toDecimal(b.dailyRate ?? 0)),
      )
      .map(({ total, ...s }) => ({ ...s, amount: total.toFixed(2) })),
  };
}
