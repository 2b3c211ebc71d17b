/**
 * SQL of a facility's Medicare statements (one row per month) and their payment lines and notes, shared by the
 * statement screens, the reconciliation, the balances and the exports. Every read goes through the request's scoped
 * access: another facility's month or line is simply not there.
 */
import { sql } from 'kysely';
import type { ScopedDb } from '../../../db/scoped';
import { memoQuery } from '../../../db/memo';

const STATEMENT_COLUMNS = [
  's.id',
  's.statement_month',
  's.fetched_on_utc',
  's.statement_xml',
  's.expected_total',
  's.expected_summary',
  's.expected_built_on_utc',
  's.actual_total',
  's.actual_summary',
  's.provider_comments',
  's.variance_built_on_utc',
  's.is_claim_finalised',
  's.claim_finalised_on_utc',
  's.is_reconciliation_finalised',
  's.reconciliation_finalised_on_utc',
  's.balances',
  's.balances_uploaded_on_utc',
  's.balances_uploaded_by_user_id',
  's.version',
] as const;

/** The facility's statement of a month (its first day), optionally locked for the transaction's write. */
export function statementOfMonth(s: ScopedDb, firstDay: string, opts: { lock?: boolean } = {}) {
  let qb = s.selectFrom('medicare_statements', 's').select(STATEMENT_COLUMNS).where('s.statement_month', '=', firstDay);
  if (opts.lock) qb = qb.forUpdate();
  return qb.executeTakeFirst();
}
export type StatementRow = NonNullable<Awaited<ReturnType<typeof statementOfMonth>>>;

/** The month's row, created when the facility has none yet (a month's first fetch or expected statement). */
export async function ensureStatement(s: ScopedDb, firstDay: string): Promise<void> {
  await s
    .insertInto('medicare_statements', { statement_month: firstDay })
    .onConflict((oc) => oc.columns(['facility_id', 'statement_month']).doNothing())
    .execute();
}

/**
 * The statement list: the facility's months up to `lastMonth`, newest first, without the files and tabs (compiled once
 * per facility, on a generic plan).
 */
const statementListQuery = memoQuery(
  'funding.statement-list',
  (s, a: { lastMonth: string }) =>
    s
      .selectFrom('medicare_statements', 's')
      .select([
        's.id',
        's.statement_month',
        's.fetched_on_utc',
        's.expected_total',
        's.actual_total',
        's.variance_built_on_utc',
        's.is_claim_finalised',
        's.is_reconciliation_finalised',
      ])
      .where('s.statement_month', '<=', a.lastMonth)
      .orderBy('s.statement_month', 'desc'),
  { genericPlan: true },
);
export function statementList(s: ScopedDb, lastMonth: string) {
  return statementListQuery(s, { lastMonth });
}
export type StatementListRow = Awaited<ReturnType<typeof statementList>>[number];

/** The actual statement files customer care uploaded, by month up to `lastMonth`. */
export function actualFiles(s: ScopedDb, lastMonth: string) {
  return s
    .selectFrom('medicare_statements', 's')
    .select(['s.id', 's.actual_file_name', 's.actual_uploaded_on_utc'])
    .where('s.statement_month', '<=', lastMonth)
    .where('s.actual_file_name', 'is not', null)
    .execute();
}

/** One statement's list row. */
export function statementListRow(s: ScopedDb, statementId: number) {
  return s
    .selectFrom('medicare_statements', 's')
    .select([
      's.id',
      's.statement_month',
      's.fetched_on_utc',
      's.expected_total',
      's.actual_total',
      's.variance_built_on_utc',
      's.is_claim_finalised',
      's.is_reconciliation_finalised',
    ])
    .where('s.id', '=', statementId)
    .executeTakeFirstOrThrow();
}

const LINE_COLUMNS = [
  'l.id',
  'l.version',
  'l.statement_type',
  'l.care_type',
  'l.care_recipient_id',
  'l.first_name',
  'l.last_name',
  'l.adjustment_month',
  'l.payment_type',
  'l.paid_care',
  'l.unpaid_care',
  'l.paid_leave_social',
  'l.paid_leave_hospital',
  'l.paid_leave_transition',
  'l.daily_rate',
  'l.amount_due',
  'l.action',
  'l.group_identifier',
  'l.cause',
  'l.carried_over_from_line_id',
] as const;

/**
 * The month's statement without its file and tabs (what the variance and reconciliation screens show of it): compiled
 * once per facility, on a generic plan.
 */
const statementHeaderQuery = memoQuery(
  'funding.statement-header',
  (s, a: { firstDay: string }) =>
    s
      .selectFrom('medicare_statements', 's')
      .select(['s.id', 's.statement_month', 's.variance_built_on_utc', 's.is_claim_finalised', 's.is_reconciliation_finalised'])
      .where('s.statement_month', '=', a.firstDay),
  { genericPlan: true },
);
export async function statementHeaderOfMonth(s: ScopedDb, firstDay: string) {
  return (await statementHeaderQuery(s, { firstDay }))[0];
}

/**
 * A statement's lines, one side or both, in the screen's order (care type, name, recipient, side, month, id): one
 * query however many lines (the statement index covers it), compiled once per facility and side.
 */
const linesQuery = memoQuery(
  'funding.statement-lines',
  (s, a: { statementId: number; statementType: number | null }) => {
    let qb = s.selectFrom('medicare_statement_lines', 'l').select(LINE_COLUMNS).where('l.statement_id', '=', a.statementId);
    if (a.statementType !== null) qb = qb.where('l.statement_type', '=', a.statementType);
    return qb
      .orderBy('l.care_type')
      .orderBy('l.last_name')
      .orderBy('l.first_name')
      .orderBy('l.care_recipient_id')
      .orderBy('l.statement_type')
      .orderBy('l.adjustment_month')
      .orderBy('l.id');
  },
  { genericPlan: true },
);
export function linesOf(s: ScopedDb, statementId: number, statementType?: 1 | 2) {
  return linesQuery(s, { statementId, statementType: statementType ?? null });
}
export type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** A statement's notes with their authors, oldest first: one query for the whole month, compiled once per facility. */
const notesQuery = memoQuery(
  'funding.statement-notes',
  (s, a: { statementId: number }) =>
    s
      .selectFrom('medicare_statement_notes', 'n')
      .leftJoin('users as u', 'u.id', 'n.created_by_user_id')
      .select([
        'n.id',
        'n.line_id',
        'n.note',
        'n.is_carrying_over',
        'n.created_on_utc',
        sql<string>`coalesce(u.first_name, '')`.as('first_name'),
        sql<string>`coalesce(u.last_name, '')`.as('last_name'),
      ])
      .where('n.statement_id', '=', a.statementId)
      .orderBy('n.line_id')
      .orderBy('n.created_on_utc')
      .orderBy('n.id'),
  { genericPlan: true },
);
export function notesOf(s: ScopedDb, statementId: number) {
  return notesQuery(s, { statementId });
}
export type NoteRow = Awaited<ReturnType<typeof notesOf>>[number];

/** What the reconciliation reads of the month's lines (for the rules, the versions and who changed them). */
export function lineStates(s: ScopedDb, statementId: number) {
  return s
    .selectFrom('medicare_statement_lines', 'l')
    .leftJoin('users as u', 'u.id', 'l.actioned_by_user_id')
    .select([
      'l.id',
      'l.version',
      'l.statement_type',
      'l.care_recipient_id',
      'l.action',
      'l.group_identifier',
      'l.actioned_by_user_id',
      sql<string | null>`case when u.id is null then null else u.first_name || ' ' || u.last_name end`.as('actioned_by'),
    ])
    .where('l.statement_id', '=', statementId)
    .orderBy('l.id')
    .execute();
}

/** The statement each of these lines (of the facility) belongs to; lines of another facility are not there. */
export function lineStatements(s: ScopedDb, lineIds: readonly number[]) {
  return s
    .selectFrom('medicare_statement_lines', 'l')
    .select(['l.id', 'l.statement_id', 'l.version'])
    .where('l.id', 'in', lineIds)
    .execute();
}

/** Sets the action and group of lines (one statement each distinct change), each line's version one up. */
export async function setLineActions(
  s: ScopedDb,
  statementId: number,
  ids: readonly number[],
  values: { action: LineRow['action']; groupIdentifier: string | null; actionedOn: Date },
): Promise<Array<{ id: number; version: number }>> {
  if (ids.length === 0) return [];
  return s
    .updateTable('medicare_statement_lines')
    .set((eb) => ({
      action: values.action,
      group_identifier: values.groupIdentifier,
      actioned_by_user_id: values.action === 'None' ? null : s.userId,
      actioned_on_utc: values.action === 'None' ? null : values.actionedOn,
      version: eb('version', '+', 1),
    }))
    .where('statement_id', '=', statementId)
    .where('id', 'in', ids)
    .returning(['id', 'version'])
    .execute();
}

/** Whether a user has actioned any line of the statement (the expected statement can then no longer be rebuilt). */
export async function hasUserActions(s: ScopedDb, statementId: number): Promise<boolean> {
  const row = await s
    .selectFrom('medicare_statement_lines', 'l')
    .select('l.id')
    .where('l.statement_id', '=', statementId)
    .where('l.actioned_by_user_id', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertNote(s: ScopedDb, values: { statementId: number; lineId: number; note: string; isCarryingOver: boolean }) {
  return s
    .insertInto('medicare_statement_notes', {
      statement_id: values.statementId,
      line_id: values.lineId,
      note: values.note,
      is_carrying_over: values.isCarryingOver,
      created_by_user_id: s.userId,
    })
    .returning(['id', 'created_on_utc'])
    .executeTakeFirstOrThrow();
}

/** The signed-in user's name (a note's author as the answer shows it). */
export async function userName(s: ScopedDb): Promise<{ first_name: string; last_name: string }> {
  return s
    .selectFromOrganisation('users', 'u')
    .select(['u.first_name', 'u.last_name'])
    .where('u.id', '=', s.userId)
    .executeTakeFirstOrThrow();
}

/** The statement's row version one up and the columns given (claim, reconciliation, balances, fetch). */
export async function updateStatement(
  s: ScopedDb,
  statementId: number,
  version: number,
  values: {
    statement_xml?: string;
    fetched_on_utc?: Date;
    is_claim_finalised?: boolean;
    claim_finalised_on_utc?: Date;
    claim_finalised_by_user_id?: number;
    is_reconciliation_finalised?: boolean;
    reconciliation_finalised_on_utc?: Date;
    reconciliation_finalised_by_user_id?: number;
    balances?: string;
    balances_uploaded_on_utc?: Date;
    balances_uploaded_by_user_id?: number;
  },
): Promise<boolean> {
  const res = await s
    .updateTable('medicare_statements')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', statementId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows ?? 0) === 1;
}

/** The facility's name (the summary tab, the balances workbook's name). */
export async function facilityName(s: ScopedDb): Promise<string> {
  const row = await s
    .selectFromOrganisation('facilities', 'f')
    .select('f.name')
    .where('f.id', '=', s.facilityId)
    .executeTakeFirstOrThrow();
  return row.name;
}

/**
 * The permanent residents in care at the facility during the month (admitted on or before its last day, not departed
 * before its first), with their RAD and RAC payments: the expected balances. Two queries for the whole facility.
 */
export async function balanceResidents(s: ScopedDb, firstDay: string, lastDay: string) {
  const residents = await s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .select(['r.id as residency_id', 'p.care_recipient_id', 'p.first_name', 'p.last_name', 'r.admission_date_utc'])
    .where('r.care_type', '=', 'Permanent')
    .where('r.is_lead', '=', false)
    .where('r.admission_date_utc', 'is not', null)
    .where('r.admission_date_utc', '<=', lastDay)
    .where((eb) => eb.or([eb('r.departure_date_utc', 'is', null), eb('r.departure_date_utc', '>=', firstDay)]))
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('r.id')
    .execute();
  const payments = residents.length
    ? await s
        .selectFrom('resident_finance_effective_dates', 'e')
        .select(['e.residency_id', 'e.effective_date_type', 'e.effective_from_date', 'e.value'])
        .where('e.effective_date_type', 'in', ['RadPaid', 'RacPaid'])
        .where('e.effective_from_date', '<=', lastDay)
        .where('e.value', 'is not', null)
        .execute()
    : [];
  return { residents, payments };
}
