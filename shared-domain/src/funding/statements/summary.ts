/**
 * A statement's summary (the summary, residents, supported-ratio and daily-subsidies tabs): the care recipients by care
 * type, the supported ratio when the supported residents are known, each payment type's days and amount, and the total
 * paid (seed 001 §3 "summary.totals.totalAmountPaid"). The same for the expected statement and the actual one; the
 * actual one adds its facility-level payments (which the expected statement excludes, seed 001 §9).
 */
import Decimal from 'decimal.js';
import { toDecimal } from '../../money';
import { paidDays, type StatementLine } from './lines';
import { PAYMENT_TYPE_ORDER } from './rules';

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
