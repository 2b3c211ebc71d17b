/**
 * SQL of the sundry charges (migration 0030): the charge and its lines are facility-owned, narrowed to the current
 * facility by the scope. The residents' names are read through the lines' residencies; the accounts' names through the
 * GL mapping rows the lines point at.
 */
import { sql } from 'kysely';
import type { SundryChargeFilter } from 'shared-domain/contracts/billing';
import type { ScopedDb } from '../../../db/scoped';
import { PAGING_TOTAL } from '../../../http/paging';
import { currentResidentsHere } from '../../residents/index';

const userName = (alias: string) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${sql.ref(`${alias}.first_name`)}, ${sql.ref(`${alias}.last_name`)})), '')`;

/** The list's arguments: the status filter (part of the statement's shape), the paging values. */
export interface ListArgs {
  filter: SundryChargeFilter;
  cutoff: Date;
  skip: number;
  take: number;
}

/** The facility's charges up to the cut-off, of the status asked. */
function listed(s: ScopedDb, a: Pick<ListArgs, 'filter' | 'cutoff'>) {
  const all = s.selectFrom('sundry_charges', 'sc').where('sc.created_on_utc', '<=', a.cutoff);
  if (a.filter === 'Draft') return all.where('sc.posted_on_utc', 'is', null);
  if (a.filter === 'Posted') return all.where('sc.posted_on_utc', 'is not', null);
  return all;
}

/**
 * The list's page in one statement: latest invoice first (then the latest charge), a top-N of the list index, each row
 * with its number of lines, who changed and posted it, and the count of the whole list (computed once).
 */
export function listPage(s: ScopedDb, a: ListArgs) {
  const count = listed(s, a).select(sql<number>`count(*)::int`.as('n'));
  return listed(s, a)
    .leftJoin('users as mu', 'mu.id', 'sc.modified_by_user_id')
    .leftJoin('users as pu', 'pu.id', 'sc.posted_by_user_id')
    .select([
      'sc.id',
      'sc.version',
      'sc.description',
      'sc.invoice_date',
      'sc.total',
      'sc.gst_inclusive',
      'sc.split_bill_evenly',
      'sc.created_on_utc',
      'sc.modified_on_utc',
      'sc.posted_on_utc',
      userName('mu').as('modified_by_name'),
      userName('pu').as('posted_by_name'),
      (eb) =>
        eb
          .selectFrom('sundry_charge_lines as l')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('l.sundry_charge_id', '=', 'sc.id')
          .as('residents_count'),
      sql<number>`(${count})`.as(PAGING_TOTAL),
    ])
    .orderBy('sc.invoice_date', 'desc')
    .orderBy('sc.id', 'desc')
    .offset(a.skip)
    .limit(sql.lit(a.take));
}

export type ListRow = Awaited<ReturnType<ReturnType<typeof listPage>['execute']>>[number];

/** The list's count alone (a page past the end has no row to carry it). */
export function listCount(s: ScopedDb, a: Pick<ListArgs, 'filter' | 'cutoff'>) {
  return listed(s, a).select(sql<number>`count(*)::int`.as('count'));
}

/** A charge of the facility with who created, changed and posted it; undefined when the facility has none by that id. */
export function chargeById(s: ScopedDb, id: number) {
  return s
    .selectFrom('sundry_charges', 'sc')
    .leftJoin('users as mu', 'mu.id', 'sc.modified_by_user_id')
    .leftJoin('users as pu', 'pu.id', 'sc.posted_by_user_id')
    .selectAll('sc')
    .select([userName('mu').as('modified_by_name'), userName('pu').as('posted_by_name')])
    .where('sc.id', '=', id)
    .executeTakeFirst();
}

export type ChargeRow = NonNullable<Awaited<ReturnType<typeof chargeById>>>;

/** The charge's lines in the form's order, each with its resident and its account's name. */
export function linesOf(s: ScopedDb, chargeId: number) {
  return s
    .selectFrom('sundry_charge_lines', 'l')
    .leftJoin('residencies as r', 'r.id', 'l.residency_id')
    .leftJoin('residents as p', 'p.id', 'r.resident_id')
    .leftJoin('gl_account_mappings as g', 'g.id', 'l.sundry_account_id')
    .select([
      'l.id',
      'l.residency_id',
      'r.resident_id',
      'p.first_name',
      'p.last_name',
      'l.gst_type',
      'l.amount',
      'l.gst',
      'l.description',
      'l.sundry_account_id',
      'g.mapping_type as sundry_account_description',
      'l.posted_sundry_account_description',
    ])
    .where('l.sundry_charge_id', '=', chargeId)
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
}

export type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

export interface ChargeValues {
  description: string;
  gst_rate: string;
  gst_inclusive: boolean;
  split_bill_evenly: boolean;
  total: string;
  sundry_account_id: number | null;
  invoice_date: string;
}

export interface LineValues {
  residency_id: number | null;
  gst_type: 'Free' | 'GST';
  amount: string;
  gst: string;
  description: string;
  sundry_account_id: number | null;
}

export async function insertCharge(s: ScopedDb, v: ChargeValues): Promise<number> {
  const row = await s
    .insertInto('sundry_charges', { ...v, created_by_user_id: s.userId, modified_by_user_id: s.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Saves a draft's values; false when the version is stale or the charge was posted meanwhile (the caller answers). */
export async function updateDraft(s: ScopedDb, id: number, version: number, v: ChargeValues): Promise<boolean> {
  const r = await s
    .updateTable('sundry_charges')
    .set((eb) => ({
      ...v,
      modified_by_user_id: s.userId,
      modified_on_utc: sql<Date>`now()`,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('posted_on_utc', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows ?? 0) === 1;
}

/** A draft's lines replaced by `lines` (a draft's lines are referred to by nothing until it is posted). */
export async function replaceLines(s: ScopedDb, chargeId: number, lines: readonly LineValues[]): Promise<void> {
  await s.deleteFrom('sundry_charge_lines').where('sundry_charge_id', '=', chargeId).execute();
  if (!lines.length) return;
  await s
    .insertInto(
      'sundry_charge_lines',
      lines.map((l, position) => ({ ...l, sundry_charge_id: chargeId, position })),
    )
    .execute();
}

/** Deletes a draft (its lines with it); false when the version is stale or it was posted. */
export async function deleteDraft(s: ScopedDb, id: number, version: number): Promise<boolean> {
  const r = await s
    .deleteFrom('sundry_charges')
    .where('id', '=', id)
    .where('version', '=', version)
    .where('posted_on_utc', 'is', null)
    .executeTakeFirst();
  return Number(r.numDeletedRows ?? 0) === 1;
}

/** Marks a draft posted (by the caller, now); false when the version is stale or it was already posted. */
export async function markPosted(s: ScopedDb, id: number, version: number): Promise<boolean> {
  const r = await s
    .updateTable('sundry_charges')
    .set((eb) => ({
      posted_on_utc: sql<Date>`now()`,
      posted_by_user_id: s.userId,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('posted_on_utc', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows ?? 0) === 1;
}

/** Keeps each line's account name as it is when the charge is posted (the mapping may be renamed or deleted later). */
export async function keepAccountNames(s: ScopedDb, chargeId: number): Promise<void> {
  await s
    .updateTable('sundry_charge_lines')
    .set((eb) => ({
      posted_sundry_account_description: eb
        .selectFrom('gl_account_mappings as g')
        .select('g.mapping_type')
        .whereRef('g.id', '=', 'sundry_charge_lines.sundry_account_id'),
    }))
    .where('sundry_charge_id', '=', chargeId)
    .execute();
}

/**
 * The facility's current residents (the residents area's one definition, `currentResidentsHere`) with their room and
 * bed, by name: whom the selection dialog offers.
 */
export function currentResidents(s: ScopedDb) {
  return currentResidentsHere(s)
    .leftJoin('beds as b', 'b.id', 'r.bed_id')
    .leftJoin('accommodations as a', 'a.id', 'b.accommodation_id')
    .select([
      'p.id as residentId',
      'r.id as residencyId',
      'p.first_name as firstName',
      'p.last_name as lastName',
      'a.room_number as roomNumber',
      'b.name as bed',
    ])
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('r.id')
    .execute();
}

/** Which of these residencies (resolved for the facility) are current residents here now. */
export async function currentAmong(s: ScopedDb, residencyIds: readonly number[]): Promise<Set<number>> {
  if (!residencyIds.length) return new Set();
  const rows = await currentResidentsHere(s)
    .select('r.id')
    .where('r.id', 'in', [...residencyIds])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * The posted lines of the facility's sundry charges as a derived table keyed as the resident's account names them
 * (`line_key` 'sundry:{line id}'), with each line's GST and its account's GL value: the reporting area's billing
 * extracts join it to a sundry charge's account entry.
 */
export function postedSundryLinesQuery(s: ScopedDb) {
  return s
    .selectFrom('sundry_charge_lines', 'sl')
    .leftJoin('gl_account_mappings as sa', 'sa.id', 'sl.sundry_account_id')
    .select([
      // The line's id as well as its key: a report joins on the id (an index lookup), the key being computed text.
      'sl.id as line_id',
      sql<string>`'sundry:' || sl.id`.as('line_key'),
      sql<string>`sl.gst::text`.as('gst'),
      sql<string | null>`nullif(trim(sa.mapping_value), '')`.as('gl_account'),
    ]);
}
