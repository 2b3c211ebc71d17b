/**
 * SQL of the resident's account and the fee run. Entries are only ever inserted (the database refuses an
 * UPDATE or DELETE, migration 0021); reads go through the residency (whatever facility posted an entry), the fee run's
 * reads through the residencies of the current facility.
 */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { FeeRunFlagged } from 'shared-domain/contracts/finance-ledger';
import type { BillingPeriod, EffectiveValue } from 'shared-domain/finance/fee-run';
import type { ResidentLedgerEntries } from '../../../db/database.generated';
import { inCareDuring } from '../../../db/occupancy';
import type { ScopedDb } from '../../../db/scoped';
import { PAGING_TOTAL } from '../../../http/paging';
import { DRAWDOWN_COLUMNS } from '../finance-record/repository';

export type EntryRow = Selectable<ResidentLedgerEntries>;
export type NewEntry = Omit<Insertable<ResidentLedgerEntries>, 'facility_id'>;

/**
 * Serialises the fee runs of a facility (two runs at once would otherwise both post): the facility's row, locked to the
 * end of the transaction. FOR NO KEY UPDATE, so the foreign-key checks of other writes of the facility are not blocked.
 */
export async function lockFacilityRuns(t: ScopedDb): Promise<void> {
  await t.selectFromOrganisation('facilities', 'f').select('f.id').where('f.id', '=', t.facilityId).forNoKeyUpdate().execute();
}

// ---------------------------------------------------------------- the account

const isReversed = sql<boolean>`exists (select 1 from resident_ledger_entries x where x.reverses_entry_id = e.id)`;

/** The residency the facility sees for the person (`ScopedDb.residencyHere`, `resolve.resident`'s rule): its id. */
const residencyHere = (s: ScopedDb, residentId: number) => s.residencyHere(residentId).select('here.id');

/** The columns of an entry the account's page answers with (LedgerEntry). */
const ENTRY_COLUMNS = [
  'e.id',
  'e.entry_date',
  'e.period',
  'e.kind',
  'e.fee_type',
  'e.description',
  'e.days',
  'e.account_amount',
  'e.deposit_amount',
  'e.reverses_entry_id',
  'e.fee_run_id',
  'e.explanation',
  'e.created_on_utc',
] as const;

export type AccountEntryRow = Pick<EntryRow, (typeof ENTRY_COLUMNS)[number] extends `e.${infer C}` ? C & keyof EntryRow : never>;

/**
 * GET residents/{id}/finance/transactions in one statement (hot reads spend one round trip): the residency here, the
 * page of its entries up to the cut-off (latest first, from the residency index) and their count. No row: the facility
 * does not know the person (404); one row with a null id: no entries on this page.
 */
export function accountPage(s: ScopedDb, a: { residentId: number; cutoff: Date; skip: number; take: number }) {
  return (
    s
      .selectFrom('residencies', 'rs')
      .where('rs.id', '=', residencyHere(s, a.residentId))
      // The count once for the residency (a lateral join), not once per row of the page (a scalar sub-query would be).
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('resident_ledger_entries as c')
            .select(sql<string>`count(*)`.as(PAGING_TOTAL))
            .whereRef('c.residency_id', '=', 'rs.id')
            .where('c.created_on_utc', '<=', a.cutoff)
            .as('c'),
        (j) => j.onTrue(),
      )
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('resident_ledger_entries as e')
            .select(ENTRY_COLUMNS)
            .select(isReversed.as('is_reversed'))
            .whereRef('e.residency_id', '=', 'rs.id')
            .where('e.created_on_utc', '<=', a.cutoff)
            .orderBy('e.entry_date', 'desc')
            .orderBy('e.id', 'desc')
            .offset(a.skip)
            .limit(sql.lit(a.take))
            .as('p'),
        (j) => j.onTrue(),
      )
      .selectAll('p')
      .select(`c.${PAGING_TOTAL}`)
      .orderBy('p.entry_date', 'desc')
      .orderBy('p.id', 'desc')
  );
}

/**
 * GET residents/{id}/finance/transactionsbalance in one statement: the residency here and its entries' sums by kind
 * (account and deposit amounts; a reversal counted as its own kind). No row: 404; one row with a null kind: no entries.
 */
export function accountSums(s: ScopedDb, a: { residentId: number }) {
  return s
    .selectFrom('residencies', 'rs')
    .where('rs.id', '=', residencyHere(s, a.residentId))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('resident_ledger_entries as e')
          .select([
            'e.kind',
            sql<string>`sum(e.account_amount)::text`.as('account'),
            sql<string>`sum(e.deposit_amount)::text`.as('deposit'),
          ])
          .whereRef('e.residency_id', '=', 'rs.id')
          .groupBy('e.kind')
          .as('t'),
      (j) => j.onTrue(),
    )
    .select(['t.kind', 't.account', 't.deposit']);
}

// ---------------------------------------------------------------- posting

/** Which posted lines to read: the residencies (all of the facility's when absent), line key prefixes, a month. */
export interface LineFilter {
  residencyIds?: readonly number[];
  prefixes: readonly string[];
  /** The month's first day. */
  period?: string;
}

function postedLines(t: ScopedDb, filter: LineFilter) {
  let qb = t
    .selectFrom('residencies', 'r')
    .innerJoin('resident_ledger_entries as e', 'e.residency_id', 'r.id')
    .where('e.line_key', 'is not', null)
    .where((eb) => eb.or(filter.prefixes.map((p) => eb('e.line_key', 'like', `${p}%`))));
  if (filter.residencyIds) qb = qb.where('r.id', 'in', [...filter.residencyIds]);
  if (filter.period) qb = qb.where('e.period', '=', filter.period);
  return qb;
}

/** The posted lines that are not reversed. */
export async function activeEntries(t: ScopedDb, filter: LineFilter): Promise<EntryRow[]> {
  if (filter.residencyIds?.length === 0) return [];
  return postedLines(t, filter)
    .selectAll('e')
    .where(sql<boolean>`not exists (select 1 from resident_ledger_entries x where x.reverses_entry_id = e.id)`)
    .execute();
}

/** The latest revision posted of each line key (reversed or not), for the next post's source key. */
export async function latestRevisions(t: ScopedDb, filter: LineFilter): Promise<Map<string, number>> {
  if (filter.residencyIds?.length === 0) return new Map();
  const rows = await postedLines(t, filter)
    .select(['e.line_key', sql<number>`max(e.revision)`.as('revision')])
    .groupBy('e.line_key')
    .execute();
  return new Map(rows.map((r) => [r.line_key!, Number(r.revision)]));
}

/**
 * The deposit held by each residency at the end of a day (its entries dated on or before it): a month's drawdowns can
 * draw only on what was paid by the month's end, however late the month is run.
 */
export async function depositHeld(t: ScopedDb, residencyIds: readonly number[], asOf: string) {
  if (!residencyIds.length) return new Map<number, string>();
  const rows = await t
    .selectFrom('residencies', 'r')
    .innerJoin('resident_ledger_entries as e', 'e.residency_id', 'r.id')
    .select(['r.id', sql<string>`sum(e.deposit_amount)::text`.as('deposit')])
    .where('r.id', 'in', [...residencyIds])
    .where('e.entry_date', '<=', asOf)
    .groupBy('r.id')
    .execute();
  return new Map(rows.map((r) => [r.id, r.deposit]));
}

/** A dated change of a residency's deposit held, with the kind of entry that made it (a reversal: the kind it reverses). */
export interface DepositMovementRow {
  residencyId: number;
  entryDate: string;
  /** 'YYYY-MM-01'. */
  period: string;
  kind: 'Deposit' | 'Drawdown' | 'Retention';
  /** Signed: a payment +, a refund, drawdown or retention -. */
  amount: string;
}

/** Every change of the deposit held by the residencies, oldest first (reversals counted as the kind they reverse). */
export async function depositMovements(t: ScopedDb, residencyIds: readonly number[]): Promise<DepositMovementRow[]> {
  if (!residencyIds.length) return [];
  const rows = await t
    .selectFrom('residencies', 'r')
    .innerJoin('resident_ledger_entries as e', 'e.residency_id', 'r.id')
    .leftJoin('resident_ledger_entries as o', 'o.id', 'e.reverses_entry_id')
    .select([
      'r.id as residencyId',
      'e.entry_date as entryDate',
      'e.period',
      sql<DepositMovementRow['kind']>`coalesce(o.kind, e.kind)`.as('kind'),
      sql<string>`e.deposit_amount::text`.as('amount'),
    ])
    .where('r.id', 'in', [...residencyIds])
    .where('e.deposit_amount', '<>', '0')
    .orderBy('e.entry_date')
    .orderBy('e.id')
    .execute();
  return rows;
}

/** Inserts entries (facility from the scope); one already posted under its source key is skipped. Returns those written. */
export async function insertEntries(t: ScopedDb, entries: readonly NewEntry[]): Promise<EntryRow[]> {
  const written: EntryRow[] = [];
  for (let i = 0; i < entries.length; i += 500) {
    const chunk = entries.slice(i, i + 500);
    written.push(
      ...(await t
        .insertInto('resident_ledger_entries', chunk)
        .onConflict((oc) => oc.column('source_key').doNothing())
        .returningAll()
        .execute()),
    );
  }
  return written;
}

// ---------------------------------------------------------------- the fee run's inputs

/** Permanent and respite residencies of the facility in care on some day of [first, last] (db/occupancy's rule). */
export function residenciesInCare(t: ScopedDb, first: string, last: string) {
  return t
    .selectFrom('residencies', 'r')
    .leftJoin('resident_finances as f', 'f.residency_id', 'r.id')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .select([
      'r.id',
      'r.resident_id',
      'p.first_name',
      'p.last_name',
      'r.admission_date_utc',
      'r.departure_date_utc',
      'r.accommodation_class',
      'f.refunded_amount_from_lump_sum',
      ...DRAWDOWN_COLUMNS,
    ])
    .where('r.care_type', 'in', ['Permanent', 'Respite'])
    .where(inCareDuring('r', first, last))
    .orderBy('r.id')
    .execute();
}

/**
 * The effective-dated values of the residencies (of the types asked for), whatever facility recorded them; a support
 * level's value is its level.
 */
export async function effectiveValues(
  t: ScopedDb,
  residencyIds: readonly number[],
  types: readonly string[],
  last: string,
): Promise<Map<number, EffectiveValue[]>> {
  const out = new Map<number, EffectiveValue[]>();
  if (!residencyIds.length) return out;
  const rows = await t
    .selectFrom('residencies', 'r')
    .innerJoin('resident_finance_effective_dates as v', 'v.residency_id', 'r.id')
    .select(['r.id', 'v.id as entryId', 'v.effective_date_type', 'v.effective_from_date', 'v.value', 'v.support_level'])
    .where('r.id', 'in', [...residencyIds])
    .where('v.effective_date_type', 'in', types as never)
    .where('v.effective_from_date', '<=', last)
    .where((eb) => eb.or([eb('v.value', 'is not', null), eb('v.support_level', 'is not', null)]))
    .execute();
  for (const r of rows) {
    const list = out.get(r.id) ?? [];
    list.push({ type: r.effective_date_type, date: r.effective_from_date, value: (r.value ?? r.support_level)!, id: r.entryId });
    out.set(r.id, list);
  }
  return out;
}

export interface ServiceRow {
  residencyId: number;
  id: number;
  description: string;
  billingPeriod: BillingPeriod;
  startDate: string;
  endDate: string | null;
  rates: Array<{ startDate: string; endDate: string | null; value: string }>;
}

/** The residencies' optional service periods overlapping [first, last], with the facility service's rates. */
export async function residencyServices(t: ScopedDb, residencyIds: readonly number[], first: string, last: string) {
  const out = new Map<number, ServiceRow[]>();
  if (!residencyIds.length) return out;
  const periods = await t
    .selectFrom('residency_optional_services', 'p')
    .innerJoin('optional_services as o', 'o.id', 'p.optional_service_id')
    .select([
      'p.id',
      'p.residency_id',
      'p.optional_service_id',
      'p.start_date',
      'p.end_date',
      'o.type_description',
      'o.billing_period',
    ])
    .where('p.residency_id', 'in', [...residencyIds])
    .where('p.start_date', '<=', last)
    .where((eb) => eb.or([eb('p.end_date', 'is', null), eb('p.end_date', '>=', first)]))
    .orderBy('p.id')
    .execute();
  if (!periods.length) return out;
  const rates = await t
    .selectFrom('optional_service_rates', 'x')
    .select(['x.optional_service_id', 'x.start_date', 'x.end_date', 'x.value'])
    .where('x.optional_service_id', 'in', [...new Set(periods.map((p) => p.optional_service_id))])
    .orderBy('x.start_date')
    .execute();
  for (const p of periods) {
    const list = out.get(p.residency_id) ?? [];
    list.push({
      residencyId: p.residency_id,
      id: p.id,
      description: p.type_description,
      billingPeriod: p.billing_period,
      startDate: p.start_date,
      endDate: p.end_date,
      rates: rates
        .filter((r) => r.optional_service_id === p.optional_service_id)
        .map((r) => ({ startDate: r.start_date, endDate: r.end_date, value: r.value })),
    });
    out.set(p.residency_id, list);
  }
  return out;
}

// ---------------------------------------------------------------- fee runs

export async function insertFeeRun(
  t: ScopedDb,
  run: { period: string; trigger: 'Manual' | 'Scheduled'; userId: number | null; status: 'Running' | 'Failed'; error?: string },
): Promise<number> {
  const row = await t
    .insertInto('fee_runs', {
      period: run.period,
      trigger: run.trigger,
      status: run.status,
      requested_by_user_id: run.userId,
      error: run.error ?? null,
      finished_on_utc: run.status === 'Failed' ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function finishFeeRun(
  t: ScopedDb,
  id: number,
  counts: { residenciesCharged: number; chargesCreated: number; reversalsCreated: number; flagged: readonly FeeRunFlagged[] },
): Promise<void> {
  await t
    .updateTable('fee_runs')
    .set({
      flagged: JSON.stringify(counts.flagged),
      status: 'Completed',
      finished_on_utc: new Date(),
      residencies_charged: counts.residenciesCharged,
      charges_created: counts.chargesCreated,
      reversals_created: counts.reversalsCreated,
    })
    .where('id', '=', id)
    .execute();
}

function feeRunQuery(s: ScopedDb) {
  return s
    .selectFrom('fee_runs', 'f')
    .leftJoin('users as u', 'u.id', 'f.requested_by_user_id')
    .selectAll('f')
    .select(
      sql<string | null>`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`.as('requested_by'),
    );
}

export function findFeeRun(s: ScopedDb, id: number) {
  return feeRunQuery(s).where('f.id', '=', id).executeTakeFirstOrThrow();
}

export function recentFeeRuns(s: ScopedDb, limit: number) {
  return feeRunQuery(s).orderBy('f.started_on_utc', 'desc').orderBy('f.id', 'desc').limit(limit).execute();
}

// ---------------------------------------------------------------- the charges in a period (the billing extracts)

/** Which charges the billing extracts read: entries dated in [fromDate, toDate] of residencies of these care types. */
export interface ChargesFilter {
  fromDate: string;
  toDate: string;
  careTypes: readonly ('Permanent' | 'Respite')[];
}

/**
 * The charges the facility posted to its residents' accounts dated in the period, oldest first: the fee run's fees and
 * services and the sundry charges (kind Charge), and the reversal of any of them (its amount negative, with the fee
 * type and period of the charge it reverses), one row per entry. Payments, deposits and drawdowns are not charges. The
 * statement is ordered by date and id (a unique order: a page of it is stable), from the facility's entries only.
 */
export function chargesInPeriod(s: ScopedDb, filter: ChargesFilter) {
  return s
    .selectFrom('resident_ledger_entries', 'e')
    .leftJoin('resident_ledger_entries as o', 'o.id', 'e.reverses_entry_id')
    .innerJoin('residencies as r', 'r.id', 'e.residency_id')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .select([
      sql<string>`e.id::text`.as('id'),
      'e.entry_date',
      sql<string>`coalesce(o.period, e.period)`.as('period'),
      sql<string | null>`coalesce(o.fee_type, e.fee_type)`.as('fee_type'),
      // What the entry posts (a reversal: what the charge it reverses posted), e.g. 'sundry:{line id}'.
      sql<string | null>`coalesce(o.line_key, e.line_key)`.as('line_key'),
      'e.description',
      sql<number | null>`coalesce(o.days, e.days)`.as('days'),
      sql<string>`e.account_amount::text`.as('amount'),
      'e.kind',
      'e.created_on_utc',
      'r.id as residency_id',
      'r.care_type',
      'p.id as resident_id',
      'p.first_name',
      'p.last_name',
      'p.debtor',
    ])
    .where((eb) => eb.or([eb('e.kind', '=', 'Charge'), eb('o.kind', '=', 'Charge')]))
    .where('e.entry_date', '>=', filter.fromDate)
    .where('e.entry_date', '<=', filter.toDate)
    .where('r.care_type', 'in', [...filter.careTypes])
    .orderBy('e.entry_date')
    .orderBy('e.id');
}
