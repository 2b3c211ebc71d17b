/** SQL of accommodation types, their price history and the facility's feature lists. */
import { sql } from 'kysely';
import type { ScopedDb } from '../../../../db/scoped';
import { residentsInAccommodation } from '../occupancy';

function typesQuery(s: ScopedDb) {
  return s.selectFrom('accommodation_types', 't').select([
    't.id',
    't.name',
    't.number_beds',
    't.price',
    't.price_setting',
    't.features',
    't.is_ilu',
    't.version',
    sql<number>`(select coalesce(sum(${residentsInAccommodation('a.id')}), 0)::int from accommodations a
        where a.accommodation_type_id = t.id and a.is_active)`.as('residents_assigned'),
  ]);
}

/** The facility's active types, by name, with the residents now in their rooms or units. */
export function listTypes(s: ScopedDb) {
  return typesQuery(s)
    .where('t.is_active', '=', true)
    .orderBy(sql`lower(t.name)`)
    .orderBy('t.id')
    .execute();
}
export type TypeRow = Awaited<ReturnType<typeof listTypes>>[number];

export function findType(s: ScopedDb, typeId: number) {
  return typesQuery(s).where('t.id', '=', typeId).executeTakeFirstOrThrow();
}

/** Locks the type's row (two editors of one type save one after the other). */
export async function lockType(s: ScopedDb, typeId: number): Promise<void> {
  await s.selectFrom('accommodation_types', 't').select('t.id').where('t.id', '=', typeId).forUpdate().execute();
}

/** Price histories of the given types, newest first. */
export function priceHistories(s: ScopedDb, typeIds: number[]) {
  if (!typeIds.length) return Promise.resolve([]);
  return s
    .selectFrom('accommodation_type_price_histories', 'h')
    .select(['h.accommodation_type_id', 'h.price', 'h.price_setting', 'h.effective_date'])
    .where('h.accommodation_type_id', 'in', typeIds)
    .orderBy('h.effective_date', 'desc')
    .orderBy('h.id', 'desc')
    .execute();
}

/** Whether another active type of the facility has the name (ignoring case). */
export async function typeNameTaken(s: ScopedDb, name: string, exceptId: number | null): Promise<boolean> {
  let qb = s
    .selectFrom('accommodation_types', 't')
    .select('t.id')
    .where('t.is_active', '=', true)
    .where(sql<boolean>`lower(t.name) = lower(${name})`);
  if (exceptId !== null) qb = qb.where('t.id', '<>', exceptId);
  return !!(await qb.executeTakeFirst());
}

export interface TypeValues {
  name: string;
  number_beds: number;
  price: string;
  price_setting: number;
  features: string[];
}

export async function insertType(s: ScopedDb, v: TypeValues & { is_ilu: boolean }): Promise<number> {
  const row = await s.insertInto('accommodation_types', v).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Updates the type at the version read; false when it changed since. */
export async function updateType(s: ScopedDb, typeId: number, version: number, v: TypeValues): Promise<boolean> {
  const r = await s
    .updateTable('accommodation_types')
    .set((eb) => ({ ...v, version: eb('version', '+', 1) }))
    .where('id', '=', typeId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function insertPriceHistory(
  s: ScopedDb,
  v: { typeId: number; price: string; priceSetting: number; effectiveDate: string },
): Promise<void> {
  await s
    .insertInto('accommodation_type_price_histories', {
      accommodation_type_id: v.typeId,
      price: v.price,
      price_setting: v.priceSetting,
      effective_date: v.effectiveDate,
      created_by_user_id: s.userId,
    })
    .execute();
}

/** The facility's feature names for types or rooms, by name. */
export async function featureNames(s: ScopedDb, appliesTo: 'type' | 'room'): Promise<string[]> {
  const rows = await s
    .selectFrom('accommodation_features', 'f')
    .select('f.name')
    .where('f.applies_to', '=', appliesTo)
    .orderBy(sql`lower(f.name)`)
    .execute();
  return rows.map((r) => r.name);
}

/** Adds the names not in the facility's list yet (a feature typed in the editor joins the list). */
export async function addFeatureNames(s: ScopedDb, appliesTo: 'type' | 'room', names: string[]): Promise<void> {
  if (!names.length) return;
  await s
    .insertInto(
      'accommodation_features',
      names.map((name) => ({ applies_to: appliesTo, name })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The active rooms of a type (a room without beds still gets the type's beds). */
export async function roomsOfType(s: ScopedDb, typeId: number): Promise<number[]> {
  const rows = await s
    .selectFrom('accommodations', 'a')
    .select('a.id')
    .where('a.accommodation_type_id', '=', typeId)
    .where('a.is_active', '=', true)
    .orderBy('a.id')
    .execute();
  return rows.map((r) => r.id);
}
