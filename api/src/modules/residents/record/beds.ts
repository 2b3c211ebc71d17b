/**
 * Assign bed (issue 3, seed 000 §2 dialog): the facility's free beds for a current resident, and the assignment.
 * Free = active, not out of service today (flag or an open out-of-service period), not held by a current residency.
 * Each assignment is recorded in `residency_bed_assignments` (migration 0010) for the timeline.
 * Queries are untyped like the rest of the record module (migration 0005 tables are not in src/db/schema.ts).
 */
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { melbourneToday } from 'shared-domain/dates';
import type { AppContext } from '../../../context';
import { audit } from '../../../http/audit';
import { ModelStateError, conflict, notFound } from '../../../http/errors';
import { residencySeenByFacility } from '../residency';
import { asAny, type Db } from './repository';
import { detail } from './service';

export const ASSIGN_BED_MESSAGES = {
  bedOccupied: 'The bed is occupied by another resident.',
  bedOutOfService: 'The bed is out of service.',
  bedInactive: 'The bed is no longer in use.',
  sameBed: 'The resident is already in this bed.',
  notCurrent: 'Only a current resident of this facility can be assigned a bed.',
  notAgeCare: 'Beds are assigned in aged-care facilities only.',
} as const;

export interface AvailableBed { bedId: number; name: string; label: string }
export interface AvailableRoom { accommodationId: number; roomNumber: string; beds: AvailableBed[] }
export interface AvailableLocation { locationId: number | null; locationName: string; rooms: AvailableRoom[] }
export interface AvailableBedsResponse {
  residentId: number;
  residencyId: number;
  /** The residency's version: send it back with the assignment (409 when stale). */
  version: number;
  currentBedId: number | null;
  assignedAccommodationAndBed: string | null;
  locations: AvailableLocation[];
}

const NO_LOCATION = 'Other rooms';

/** `Room 12` / `Room 12 Bed A` as the resident record shows it (a single bed is just the room). */
export function bedLabel(roomNumber: string, bedName: string | null): string {
  return [roomNumber, bedName && bedName !== 'Bed' ? bedName : null].filter(Boolean).join(' ');
}

/** Beds held by a current residency (admitted, not departed, not a lead or archived). */
function occupied(bedRef: string) {
  return sql<boolean>`exists (select 1 from residencies o where o.bed_id = ${sql.ref(bedRef)}
    and o.admission_date_utc is not null and o.departure_date_utc is null and not o.is_lead and not o.is_archived)`;
}

function outOfServiceToday(bedRef: string, today: string) {
  return sql<boolean>`exists (select 1 from bed_out_of_service_periods p where p.bed_id = ${sql.ref(bedRef)}
    and p.start_date <= ${today}::date and (p.end_date is null or p.end_date >= ${today}::date))`;
}

/** The facility's bed with its state, or undefined when it is not this facility's. */
export async function findBed(db: Db, facilityId: number, bedId: number, today = melbourneToday()) {
  return db.selectFrom('beds as b').innerJoin('accommodations as a', 'a.id', 'b.accommodation_id')
    .select(['b.id', 'b.name', 'b.is_active', 'b.is_out_of_service', 'a.room_number', 'a.is_active as room_active',
      outOfServiceToday('b.id', today).as('oos_period'), occupied('b.id').as('is_occupied')])
    .where('b.id', '=', bedId).where('b.facility_id', '=', facilityId).where('a.facility_id', '=', facilityId)
    .executeTakeFirst();
}

/**
 * The residency this facility sees for the resident (the shared choice of `residencySeenByFacility`: the latest
 * admitted one, else the latest lead) with what assigning a bed needs; 404 when the resident has none here.
 */
async function seenResidency(db: Db, residentId: number, facilityId: number) {
  const row = await db.selectFrom('residencies as rs').innerJoin('facilities as f', 'f.id', 'rs.facility_id')
    .select(['rs.id', 'rs.version', 'rs.bed_id', 'rs.is_lead', 'rs.is_archived', 'rs.admission_date_utc', 'rs.departure_date_utc', 'f.facility_type'])
    .$call(residencySeenByFacility('rs', residentId, facilityId))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row as any;
}

const isCurrent = (r: any) => !!r.admission_date_utc && !r.departure_date_utc && !r.is_lead && !r.is_archived;

export async function availableBeds(ctx: AppContext, facilityId: number, residentId: number): Promise<AvailableBedsResponse> {
  const db = asAny(ctx.db);
  const today = melbourneToday();
  const r = await seenResidency(db, residentId, facilityId);
  if (r.facility_type !== 'AgeCare') throw ModelStateError.field('residencyId', ASSIGN_BED_MESSAGES.notAgeCare);
  if (!isCurrent(r)) throw ModelStateError.field('residencyId', ASSIGN_BED_MESSAGES.notCurrent);
  const beds = await db.selectFrom('beds as b').innerJoin('accommodations as a', 'a.id', 'b.accommodation_id')
    .leftJoin('facility_locations as l', 'l.id', 'a.facility_location_id')
    .select(['b.id', 'b.name', 'a.id as accommodation_id', 'a.room_number', 'l.id as location_id', 'l.name as location_name'])
    .where('b.facility_id', '=', facilityId).where('a.facility_id', '=', facilityId)
    .where('b.is_active', '=', true).where('a.is_active', '=', true).where('b.is_out_of_service', '=', false)
    .where(sql<boolean>`not ${outOfServiceToday('b.id', today)}`)
    .where(sql<boolean>`not ${occupied('b.id')}`)
    .orderBy(sql`l.name is null`).orderBy('l.name').orderBy(sql`length(a.room_number)`).orderBy('a.room_number').orderBy('b.name').orderBy('b.id')
    .execute();
  const locations: AvailableLocation[] = [];
  for (const b of beds as any[]) {
    const locationName = b.location_name ?? NO_LOCATION;
    let loc = locations.find((l) => l.locationId === (b.location_id ?? null));
    if (!loc) locations.push((loc = { locationId: b.location_id ?? null, locationName, rooms: [] }));
    let room = loc.rooms.find((x) => x.accommodationId === b.accommodation_id);
    if (!room) loc.rooms.push((room = { accommodationId: b.accommodation_id, roomNumber: b.room_number, beds: [] }));
    room.beds.push({ bedId: b.id, name: b.name, label: bedLabel(b.room_number, b.name) });
  }
  const current = r.bed_id ? await findBed(db, facilityId, r.bed_id, today) : undefined;
  return {
    residentId, residencyId: r.id, version: r.version, currentBedId: r.bed_id ?? null,
    assignedAccommodationAndBed: current ? bedLabel(current.room_number, current.name) : null, locations,
  };
}

export interface AssignBedRequest { residencyId: number; bedId: number; version: number }

export async function assignBed(ctx: AppContext, req: FastifyRequest, residentId: number, body: AssignBedRequest) {
  const facilityId = req.auth!.facility!.id;
  const db = asAny(ctx.db);
  const today = melbourneToday();
  const r = await seenResidency(db, residentId, facilityId);
  // Another residency of this resident here (an earlier stay, an enquiry) is never the current one; anyone else's: 404.
  const other = body.residencyId !== r.id;
  if (other && !(await db.selectFrom('residencies').select('id').where('id', '=', body.residencyId)
    .where('resident_id', '=', residentId).where('facility_id', '=', facilityId).executeTakeFirst())) throw notFound();
  if (r.facility_type !== 'AgeCare') throw ModelStateError.field('residencyId', ASSIGN_BED_MESSAGES.notAgeCare);
  if (other || !isCurrent(r)) throw ModelStateError.field('residencyId', ASSIGN_BED_MESSAGES.notCurrent);
  await db.transaction().execute(async (trx) => {
    // The checks run again inside the transaction, with the bed row locked, so two assignments cannot share a bed.
    const locked = await trx.selectFrom('beds').select('id').where('id', '=', body.bedId).where('facility_id', '=', facilityId).forUpdate().executeTakeFirst();
    if (!locked) throw notFound('The bed was not found in this facility.');
    const bed: any = await findBed(trx, facilityId, body.bedId, today);
    if (!bed) throw notFound('The bed was not found in this facility.');
    if (r.bed_id === body.bedId) throw ModelStateError.field('bedId', ASSIGN_BED_MESSAGES.sameBed);
    if (!bed.is_active || !bed.room_active) throw ModelStateError.field('bedId', ASSIGN_BED_MESSAGES.bedInactive);
    if (bed.is_out_of_service || bed.oos_period) throw ModelStateError.field('bedId', ASSIGN_BED_MESSAGES.bedOutOfService);
    if (bed.is_occupied) throw ModelStateError.field('bedId', ASSIGN_BED_MESSAGES.bedOccupied);
    const updated = await trx.updateTable('residencies').set({ bed_id: body.bedId, version: sql`version + 1` })
      .where('id', '=', r.id).where('version', '=', body.version)
      .where('admission_date_utc', 'is not', null).where('departure_date_utc', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw conflict();
    const from: any = r.bed_id ? await findBed(trx, facilityId, r.bed_id, today) : undefined;
    const label = bedLabel(bed.room_number, bed.name);
    // The move itself is a record of the stay (migration 0010): the timeline shows it as 'Bed assigned'.
    await trx.insertInto('residency_bed_assignments').values({
      residency_id: r.id, facility_id: facilityId, from_bed_id: r.bed_id ?? null, bed_id: body.bedId,
      from_label: from ? bedLabel(from.room_number, from.name) : null, label, assigned_on: today, assigned_by_user_id: req.auth!.user.id,
    }).execute();
    await audit(trx, req, 'assign-bed', 'residency', r.id, { residentId, fromBedId: r.bed_id ?? null, bedId: body.bedId, label });
  });
  return detail(db, residentId, facilityId);
}
