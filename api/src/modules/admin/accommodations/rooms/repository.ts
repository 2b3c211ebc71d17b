/**
 * SQL of rooms (aged care) and units (independent living): accommodations with their beds, out-of-service periods
 * and, for units, accommodation financial events. Rooms and units are deleted softly (their beds stay referenced by
 * residencies' history).
 */
import { sql } from 'kysely';
import type { UnitStatus } from 'shared-domain/accommodations';
import type { ScopedDb } from '../../../../db/scoped';
import { bedOccupied, bedOutOfServiceOn, currentResidency, residentsInAccommodation } from '../occupancy';

/** Out of service on `day`: the bed's flag or an undeleted period covering the day. */
const bedOutOfService = (bedRef: string, flagRef: string, day: string) =>
  sql<boolean>`(${sql.ref(flagRef)} or ${bedOutOfServiceOn(bedRef, day)})`;

/** The facility's active rooms or units with their location, type and bed counts. */
export function listAccommodations(s: ScopedDb, today: string) {
  return s
    .selectFrom('accommodations', 'a')
    .leftJoin('facility_locations as l', 'l.id', 'a.facility_location_id')
    .leftJoin('accommodation_types as t', 't.id', 'a.accommodation_type_id')
    .select([
      'a.id',
      'a.room_number',
      'a.accommodation_type_id',
      'a.facility_location_id',
      'a.ilu_status',
      'l.name as location_name',
      't.name as type_name',
      sql<number>`(select count(*)::int from beds b where b.accommodation_id = a.id and b.is_active)`.as('beds'),
      sql<number>`(select count(*)::int from beds b where b.accommodation_id = a.id and b.is_active and ${bedOccupied('b.id')})`.as(
        'occupied_beds',
      ),
      sql<number>`(select count(*)::int from beds b where b.accommodation_id = a.id and b.is_active
        and ${bedOutOfService('b.id', 'b.is_out_of_service', today)})`.as('out_of_service_beds'),
    ])
    .where('a.is_active', '=', true)
    .orderBy(sql`l.name is null`)
    .orderBy('l.name')
    .orderBy(sql`length(a.room_number)`)
    .orderBy('a.room_number')
    .orderBy('a.id')
    .execute();
}

/** One room or unit with its location, type and state. */
export function findAccommodation(s: ScopedDb, id: number) {
  return s
    .selectFrom('accommodations', 'a')
    .leftJoin('facility_locations as l', 'l.id', 'a.facility_location_id')
    .leftJoin('accommodation_types as t', 't.id', 'a.accommodation_type_id')
    .select([
      'a.id',
      'a.room_number',
      'a.accommodation_type_id',
      'a.facility_location_id',
      'a.ilu_status',
      'a.features',
      'a.is_active',
      'a.version',
      'l.name as location_name',
      't.name as type_name',
      't.number_beds',
      residentsInAccommodation('a.id').as('residents'),
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
}
export type AccommodationRow = NonNullable<Awaited<ReturnType<typeof findAccommodation>>>;

/** Every bed of the room (soft-deleted ones too), with its occupant and whether it is out of service on `day`. */
export function bedsOf(s: ScopedDb, accommodationId: number, day: string) {
  return s
    .selectFrom('beds', 'b')
    .select([
      'b.id',
      'b.name',
      'b.is_active',
      'b.is_out_of_service',
      'b.version',
      bedOutOfService('b.id', 'b.is_out_of_service', day).as('out_of_service'),
      bedOccupied('b.id').as('is_occupied'),
      sql<string | null>`(select string_agg(p.first_name || ' ' || p.last_name, ', ' order by p.last_name, p.first_name)
        from residencies o join residents p on p.id = o.resident_id where o.bed_id = b.id and ${currentResidency('o')})`.as(
        'occupant',
      ),
    ])
    .where('b.accommodation_id', '=', accommodationId)
    .orderBy('b.id')
    .execute();
}
export type BedRow = Awaited<ReturnType<typeof bedsOf>>[number];

/** The out-of-service periods of the room's beds (deleted ones too), by bed and start. */
export function periodsOf(s: ScopedDb, accommodationId: number) {
  return s
    .selectFrom('bed_out_of_service_periods', 'p')
    .innerJoin('beds as b', 'b.id', 'p.bed_id')
    .select(['p.id', 'p.bed_id', 'b.name as bed_name', 'p.start_date', 'p.end_date', 'p.is_deleted'])
    .where('b.accommodation_id', '=', accommodationId)
    .orderBy('p.start_date')
    .orderBy('p.id')
    .execute();
}
export type PeriodRow = Awaited<ReturnType<typeof periodsOf>>[number];

/** Names of the residents of the unit's open allocations. */
export async function unitOccupants(s: ScopedDb, accommodationId: number): Promise<string[]> {
  const rows = await s
    .selectFrom('independent_living_allocations', 'ila')
    .innerJoin('ilu_allocation_residents as ar', 'ar.independent_living_allocation_id', 'ila.id')
    .innerJoin('residents as p', 'p.id', 'ar.resident_id')
    .select(['p.first_name', 'p.last_name'])
    .where('ila.accommodation_id', '=', accommodationId)
    .where('ila.is_archived', '=', false)
    .where('ila.departure_date', 'is', null)
    .orderBy('ar.position')
    .execute();
  return rows.map((r) => `${r.first_name} ${r.last_name}`);
}

/** Room numbers in the location (active rooms), to keep numbers unique there. */
export function numbersInLocation(s: ScopedDb, locationId: number) {
  return s
    .selectFrom('accommodations', 'a')
    .select(['a.id', 'a.room_number as roomNumber'])
    .where('a.facility_location_id', '=', locationId)
    .where('a.is_active', '=', true)
    .execute();
}

/** Serialises adds and renumbering in one location (numbers stay unique there). */
export async function lockLocation(s: ScopedDb, locationId: number): Promise<void> {
  await s.execute(sql`select pg_advisory_xact_lock(hashtext('accommodations.location'), ${locationId})`);
}

export async function insertAccommodation(
  s: ScopedDb,
  v: { roomNumber: string; typeId: number; locationId: number; iluStatus: UnitStatus | null },
): Promise<number> {
  const row = await s
    .insertInto('accommodations', {
      room_number: v.roomNumber,
      accommodation_type_id: v.typeId,
      facility_location_id: v.locationId,
      ilu_status: v.iluStatus,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates the room at the version read; false when it changed since. */
export async function updateAccommodation(
  s: ScopedDb,
  id: number,
  version: number,
  v: {
    room_number: string;
    accommodation_type_id: number;
    facility_location_id: number;
    features: string[];
    ilu_status?: UnitStatus;
  },
): Promise<boolean> {
  const r = await s
    .updateTable('accommodations')
    .set((eb) => ({ ...v, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Soft-deletes the room or unit and its beds. */
export async function deactivateAccommodation(s: ScopedDb, id: number): Promise<void> {
  await s
    .updateTable('accommodations')
    .set((eb) => ({ is_active: false, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
  await s
    .updateTable('beds')
    .set((eb) => ({ is_active: false, version: eb('version', '+', 1) }))
    .where('accommodation_id', '=', id)
    .execute();
}

export async function insertBed(s: ScopedDb, accommodationId: number, name: string): Promise<number> {
  const row = await s.insertInto('beds', { accommodation_id: accommodationId, name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function setBedActive(s: ScopedDb, bedId: number, active: boolean): Promise<void> {
  await s
    .updateTable('beds')
    .set((eb) => ({ is_active: active, version: eb('version', '+', 1) }))
    .where('id', '=', bedId)
    .execute();
}

export async function insertPeriod(
  s: ScopedDb,
  v: { bedId: number; startDate: string; endDate: string | null; reason: string | null },
): Promise<void> {
  await s
    .insertInto('bed_out_of_service_periods', {
      bed_id: v.bedId,
      start_date: v.startDate,
      end_date: v.endDate,
      reason: v.reason,
    })
    .execute();
}

export async function updatePeriod(
  s: ScopedDb,
  periodId: number,
  v: { start_date?: string; end_date?: string | null; is_deleted?: boolean },
): Promise<void> {
  await s.updateTable('bed_out_of_service_periods').set(v).where('id', '=', periodId).execute();
}

/**
 * Keeps the beds' out-of-service flag equal to "an undeleted period covers today" for the room's beds (the flag is
 * what the dashboard's registered-bed count reads).
 */
export async function syncOutOfServiceFlags(s: ScopedDb, accommodationId: number, today: string): Promise<void> {
  await s
    .updateTable('beds')
    .set({ is_out_of_service: bedOutOfServiceOn('beds.id', today) })
    .where('accommodation_id', '=', accommodationId)
    .where(sql<boolean>`is_out_of_service is distinct from ${bedOutOfServiceOn('beds.id', today)}`)
    .execute();
}

/** The facility's units with their type, location and latest accommodation financial event (for the brief note). */
export function listUnits(s: ScopedDb, status: UnitStatus | null) {
  let qb = s
    .selectFrom('accommodations', 'a')
    .leftJoin('facility_locations as l', 'l.id', 'a.facility_location_id')
    .leftJoin('accommodation_types as t', 't.id', 'a.accommodation_type_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('accommodation_financial_events as e')
          .select(['e.notice_to_vacate_date', 'e.balance_paid_date', 'e.deposit_paid_date', 'e.contract_signed_date'])
          .whereRef('e.accommodation_id', '=', 'a.id')
          .orderBy('e.created_on_utc', 'desc')
          .orderBy('e.id', 'desc')
          .limit(1)
          .as('e'),
      (j) => j.onTrue(),
    )
    .select([
      'a.id',
      'a.room_number',
      'a.ilu_status',
      'a.version',
      't.name as type_name',
      't.price',
      'l.name as location_name',
      'e.notice_to_vacate_date',
      'e.balance_paid_date',
      'e.deposit_paid_date',
      'e.contract_signed_date',
      // The open allocation (enquiry or residents) the unit is assigned to, if any: the ILU dialogs offer a unit
      // held by another enquiry to nobody else.
      (eb) =>
        eb
          .selectFrom('independent_living_allocations as ila')
          .select('ila.id')
          .whereRef('ila.accommodation_id', '=', 'a.id')
          .where('ila.is_archived', '=', false)
          .where('ila.departure_date', 'is', null)
          .orderBy('ila.id')
          .limit(1)
          .as('allocation_id'),
    ])
    .where('a.is_active', '=', true);
  if (status) qb = qb.where('a.ilu_status', '=', status);
  return qb
    .orderBy(sql`length(a.room_number)`)
    .orderBy('a.room_number')
    .orderBy('a.id')
    .execute();
}

/** The facility's beds out of service today with the period that makes them so (null for the flag alone). */
export function outOfServiceBeds(s: ScopedDb, today: string) {
  return s
    .selectFrom('beds', 'b')
    .innerJoin('accommodations as a', 'a.id', 'b.accommodation_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('bed_out_of_service_periods as p')
          .select(['p.start_date', 'p.end_date'])
          .whereRef('p.bed_id', '=', 'b.id')
          .where('p.is_deleted', '=', false)
          .where('p.start_date', '<=', today)
          .where((w) => w.or([w('p.end_date', 'is', null), w('p.end_date', '>=', today)]))
          .orderBy('p.start_date')
          .limit(1)
          .as('p'),
      (j) => j.onTrue(),
    )
    .select(['b.id', 'b.name', 'a.id as accommodation_id', 'a.room_number', 'p.start_date', 'p.end_date'])
    .where('b.is_active', '=', true)
    .where('a.is_active', '=', true)
    .where(bedOutOfService('b.id', 'b.is_out_of_service', today))
    .orderBy(sql`length(a.room_number)`)
    .orderBy('a.room_number')
    .orderBy('b.name')
    .execute();
}

/** The unit's accommodation financial events, latest first, with the allocation's residents. */
export function financialEvents(s: ScopedDb, accommodationId: number) {
  return s
    .selectFrom('accommodation_financial_events', 'e')
    .leftJoin('independent_living_allocations as ila', 'ila.id', 'e.independent_living_allocation_id')
    .select([
      'e.id',
      'e.notice_to_vacate_date',
      'e.balance_paid_date',
      'e.deposit_paid_date',
      'e.contract_signed_date',
      'e.independent_living_allocation_id',
      'ila.occupied_date',
      sql<Array<{ id: number; name: string }> | null>`(select json_agg(json_build_object('id', p.id, 'name',
        p.first_name || ' ' || p.last_name) order by ar.position) from ilu_allocation_residents ar
        join residents p on p.id = ar.resident_id where ar.independent_living_allocation_id = e.independent_living_allocation_id)`.as(
        'residents',
      ),
    ])
    .where('e.accommodation_id', '=', accommodationId)
    .orderBy('e.created_on_utc', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
}

/** The facility's active locations and types (the add and edit forms' pickers). */
export function locations(s: ScopedDb) {
  return s
    .selectFrom('facility_locations', 'l')
    .select(['l.id', 'l.name'])
    .where('l.is_active', '=', true)
    .orderBy('l.name')
    .orderBy('l.id')
    .execute();
}
export function activeTypes(s: ScopedDb) {
  return s
    .selectFrom('accommodation_types', 't')
    .select(['t.id', 't.name', 't.number_beds'])
    .where('t.is_active', '=', true)
    .orderBy(sql`lower(t.name)`)
    .orderBy('t.id')
    .execute();
}

/** Whether the location and the type are active (an inactive one cannot be given to a room). */
export async function isActiveLocation(s: ScopedDb, locationId: number): Promise<boolean> {
  const r = await s.selectFrom('facility_locations', 'l').select('l.is_active').where('l.id', '=', locationId).executeTakeFirst();
  return !!r?.is_active;
}
export async function typeOf(s: ScopedDb, typeId: number) {
  return s
    .selectFrom('accommodation_types', 't')
    .select(['t.id', 't.name', 't.number_beds', 't.is_active'])
    .where('t.id', '=', typeId)
    .executeTakeFirstOrThrow();
}
