/**
 * What the statement sub-features share: a path's or query's month resolved to the facility's statement (404 when the
 * facility has none), the statement list row, the payment line and its notes as the contracts carry them, and the tabs
 * a side keeps in its jsonb column.
 */
import type {
  MedicareStatementListItem,
  PaymentLine,
  StatementSummary,
  StatementTabs,
  VarianceNoteEntry,
} from 'shared-domain/contracts/funding-statements';
import { monthBounds } from 'shared-domain/calendar';
import { melbourneToday } from 'shared-domain/dates';
import {
  firstDayOfMonthYear,
  monthYearLabel,
  monthYearOf,
  statementLayout,
  MONTH_YEAR_MESSAGES,
} from 'shared-domain/funding/month-year';
import { statementVariance, type MedicareStatementType } from 'shared-domain/funding/reconciliation';
import { moneyText } from 'shared-domain/money';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError, notFound } from '../../../http/errors';
import * as repo from './repository';

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The first day of a month given as 'MMYYYY' (a 400 on `field` with the month's message otherwise). */
export function firstDayOf(monthAndYear: string, field = 'monthAndYear'): string {
  const first = firstDayOfMonthYear(monthAndYear);
  if (first === null) throw ModelStateError.field(field, MONTH_YEAR_MESSAGES.invalid);
  return first;
}

/** This month's first day (Melbourne). */
export const thisMonth = (): string => `${melbourneToday().slice(0, 7)}-01`;

/** The first and last day of the month of a first day. */
export const boundsOf = (firstDay: string) => monthBounds(firstDay.slice(0, 7));

/** The facility's statement of the month, or 404. */
export async function statementOf(s: ScopedDb, monthAndYear: string, opts: { lock?: boolean; field?: string } = {}) {
  const row = await repo.statementOfMonth(s, firstDayOf(monthAndYear, opts.field), opts);
  if (!row) throw notFound('There is no statement for this month.');
  return row;
}

/** The header every statement answer starts with. */
export function statementHeader(
  row: Pick<repo.StatementRow, 'id' | 'statement_month' | 'is_claim_finalised' | 'is_reconciliation_finalised'>,
) {
  const monthAndYear = monthYearOf(row.statement_month);
  return {
    statementId: row.id,
    monthAndYear,
    statementFullMonthAndYear: monthYearLabel(monthAndYear),
    isClaimFinalised: row.is_claim_finalised,
    isReconciliationFinalised: row.is_reconciliation_finalised,
  };
}

/** A statement list row as the contract carries it (the variance derived: expected minus actual, when both exist). */
export function listItem(row: repo.StatementListRow): MedicareStatementListItem {
  const monthAndYear = monthYearOf(row.statement_month);
  const total = row.actual_total === null ? null : moneyText(row.actual_total);
  const expected = row.expected_total === null ? null : moneyText(row.expected_total);
  return {
    statementId: row.id,
    statementMonth: Number(row.statement_month.slice(5, 7)),
    statementYear: Number(row.statement_month.slice(0, 4)),
    monthAndYear,
    statementFullMonthAndYear: monthYearLabel(monthAndYear),
    statementTotal: total,
    expectedStatementTotal: expected,
    statementVariance: statementVariance(expected, total),
    isClaimFinalised: row.is_claim_finalised,
    isReconciliationFinalised: row.is_reconciliation_finalised,
    fetchedOnUtc: iso(row.fetched_on_utc),
    isVarianceBuilt: row.variance_built_on_utc !== null,
  };
}

/** The notes of a month's lines, by line id. */
export function notesByLine(notes: readonly repo.NoteRow[]): Map<number, VarianceNoteEntry[]> {
  const byLine = new Map<number, VarianceNoteEntry[]>();
  for (const n of notes) {
    const entry: VarianceNoteEntry = {
      id: n.id,
      note: n.note,
      entryDateTime: n.created_on_utc.toISOString(),
      firstName: n.first_name,
      lastName: n.last_name,
      isCarringOver: n.is_carrying_over,
    };
    const list = byLine.get(n.line_id);
    if (list) list.push(entry);
    else byLine.set(n.line_id, [entry]);
  }
  return byLine;
}

const sideOf = (type: number): MedicareStatementType => (type === 2 ? 2 : 1);

/** A line as the contract carries it. */
export function paymentLine(l: repo.LineRow, notes: Map<number, VarianceNoteEntry[]>): PaymentLine {
  return {
    id: l.id,
    version: l.version,
    medicareStatementType: sideOf(l.statement_type),
    careType: l.care_type,
    careRecipientId: l.care_recipient_id,
    firstName: l.first_name,
    lastName: l.last_name,
    adjustmentMonth: monthYearOf(l.adjustment_month),
    paymentType: l.payment_type,
    paidCare: l.paid_care,
    unpaidCare: l.unpaid_care,
    paidLeaveSocial: l.paid_leave_social,
    paidLeaveHospital: l.paid_leave_hospital,
    paidLeaveTransition: l.paid_leave_transition,
    dailyRate: l.daily_rate === null ? null : moneyText(l.daily_rate),
    amountDue: moneyText(l.amount_due),
    action: l.action,
    groupIdentifier: l.group_identifier,
    cause: l.cause,
    isCarriedOver: l.carried_over_from_line_id !== null,
    notes: notes.get(l.id) ?? [],
  };
}

/** A statement's lines of one side (or both) with their notes: two queries for the month. */
export async function paymentLines(s: ScopedDb, statementId: number, statementType?: 1 | 2): Promise<PaymentLine[]> {
  const [lines, notes] = await Promise.all([repo.linesOf(s, statementId, statementType), repo.notesOf(s, statementId)]);
  const byLine = notesByLine(notes);
  return lines.map((l) => paymentLine(l, byLine));
}

/** An empty summary of a month (a side not built or read yet): zero totals, the month's layout. */
export function emptySummary(monthAndYear: string, facilityName: string, total: string | null): StatementSummary {
  const zero = '0.00';
  return {
    layout: statementLayout(monthAndYear),
    facilityName,
    referenceNumber: null,
    paymentDate: null,
    totals: { totalAmountPaid: total ?? zero, residentPayments: zero, facilityPayments: zero, adjustments: zero },
    facilityPayments: [],
  };
}

/**
 * The tabs a side keeps (expected_summary, actual_summary), checked against the contract; a side not built yet, or
 * kept in another shape, gives the empty tabs of the month.
 */
export function tabsOf(json: unknown, monthAndYear: string, facilityName: string, total: string | null): StatementTabs {
  if (isTabs(json)) return json;
  return { summary: emptySummary(monthAndYear, facilityName, total), residents: [], supportedRatio: null, dailySubsidies: [] };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Whether a side's jsonb has the tabs' shape (the statement builders write it from the contract's type; the response
 * schema then serialises it field by field): the summary with its totals, and the lists.
 */
function isTabs(json: unknown): json is StatementTabs {
  if (!isObject(json) || !isObject(json.summary) || !isObject(json.summary.totals)) return false;
  return (
    typeof json.summary.totals.totalAmountPaid === 'string' &&
    typeof json.summary.layout === 'string' &&
    Array.isArray(json.summary.facilityPayments) &&
    Array.isArray(json.residents) &&
    Array.isArray(json.dailySubsidies) &&
    (json.supportedRatio === null || isObject(json.supportedRatio))
  );
}
