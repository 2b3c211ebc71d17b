/** Assign bed (seed 000 §2 dialog): the facility's free beds for a current resident, and the assignment. */
import { melbourneToday } from 'shared-domain/dates';
import type { AssignBedBody } from 'shared-domain/contracts/residents';
import type { ScopedDb } from '../../../db/scoped';
import { HttpError, ModelStateError, conflict, notFound } from '../../../http/errors';
import { detail } from '../record/service';
import * as repo from './repository';

export const ASSIGN_BED_MESSAGES = {
  bedOccupied: 'The bed is occupied by another resident.',
  bedOutOfService: 'The bed is out of service.',
  bedInactive: 'The bed is no longer in use.',
  sameBed: 'The resident is already in this bed.',
  notCurrent: 'Only a current resident of this facility can be assigned a bed.',
  notAgeCare: 'Beds are assigned in aged-care facilities only.',
} as const;
const BED_NOT_FOUND = 'The bed was not found in this facility.';

export interface AvailableBed {
  bedId: number;
  name: string;
  label: string;
}
export interface AvailableRoom {
  accommodationId: number;
  roomNumber: string;
  beds: AvailableBed[];
}
export interface AvailableLocation {
  locationId: number | null;
  locationName: string;
  rooms: AvailableRoom[];
}
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

type BedResidency = Awaited<ReturnType<typeof repo.bedResidency>>;
const isCurrent = (r: BedResidency) => !!r.admission_date_utc && !r.departure_date_utc && !r.is_lead && !r.is_archived;

/** The residency the facility sees for the resident (404 for anyone else), which must be a current AgeCare one. */
async function currentResidency(s: ScopedDb, residentId: number) {
  const person = await s.resolve.resident(residentId);
  return { person, r: await repo.bedResidency(s, person.residencyId) };
}

export async function availableBeds(s: ScopedDb, residentId: number): Promise<AvailableBedsResponse> {
  const today = melbourneToday();
  const { r } = await currentResidency(s, residentId);
  if (r.facility_type !== 'AgeCare') throw ModelStateError.field('residencyId', ASSIGN_BED_MESSAGES.notAgeCare);
  if (!isCurrent(r)) throw ModelStateError.field('residencyId', ASSIGN_BED_MESSAGES.notCurrent);
  const locations: AvailableLocation[] = [];
  for (const b of await repo.freeBeds(s, today)) {
    const locationName = b.location_name ?? NO_LOCATION;
    let loc = locations.find((l) => l.locationId === (b.location_id ?? null));
    if (!loc) locations.push((loc = { locationId: b.location_id ?? null, locationName, rooms: [] }));
    let room = loc.rooms.find((x) => x.accommodationId === b.accommodation_id);
    if (!room) loc.rooms.push((room = { accommodationId: b.accommodation_id, roomNumber: b.room_number, beds: [] }));
    room.beds.push({ bedId: b.id, name: b.name, label: bedLabel(b.room_number, b.name) });
  }
  const current = r.bed_id ? await repo.findBed(s, r.bed_id, today) : undefined;
  return {
    residentId,
    residencyId: r.id,
    version: r.version,
    currentBedId: r.bed_id ?? null,
    assignedAccommodationAndBed: current ? bedLabel(current.room_number, current.name) : null,
    locations,
  };
}

export async function assignBed(s: ScopedDb, residentId: number, body: AssignBedBody) {
  const today = melbourneToday();
  const { person, r } = await currentResidency(s, residentId);
  // Every id of the body is the facility's, else 404 before anything is checked or written.
  const residency = await s.resolve.residency(body.residencyId);
  await s.resolve.bed(body.bedId).catch((err: unknown) => {
    throw err instanceof HttpError && err.statusCode === 404 ? notFound(BED_NOT_FOUND) : err;
  });
  // Another residency of this resident here (an earlier stay, an enquiry) is never the current one; anyone else's: 404.
  if (residency.residentId !== person.residentId) throw notFound();
  const other = body.residencyId !== r.id;
  if (r.facility_type !== 'AgeCare') throw ModelStateError.field('residencyId', ASSIGN_BED_MESSAGES.notAgeCare);
  if (other || !isCurrent(r)) throw ModelStateError.field('residencyId', ASSIGN_BED_MESSAGES.notCurrent);
  await s.transaction(async (t) => {
    // The checks run again inside the transaction, with the bed row locked, so two assignments cannot share a bed.
    if (!(await repo.lockBed(t, body.bedId))) throw notFound(BED_NOT_FOUND);
    const bed = await repo.findBed(t, body.bedId, today);
    if (!bed) throw notFound(BED_NOT_FOUND);
    if (r.bed_id === body.bedId) throw ModelStateError.field('bedId', ASSIGN_BED_MESSAGES.sameBed);
    if (!bed.is_active || !bed.room_active) throw ModelStateError.field('bedId', ASSIGN_BED_MESSAGES.bedInactive);
    if (bed.is_out_of_service || bed.oos_period) throw ModelStateError.field('bedId', ASSIGN_BED_MESSAGES.bedOutOfService);
    if (bed.is_occupied) throw ModelStateError.field('bedId', ASSIGN_BED_MESSAGES.bedOccupied);
    if (!(await repo.moveToBed(t, r.id, body.version, body.bedId))) throw conflict();
    const from = r.bed_id ? await repo.findBed(t, r.bed_id, today) : undefined;
    const label = bedLabel(bed.room_number, bed.name);
    // The move itself is a record of the stay (migration 0010): the timeline shows it as 'Bed assigned'.
    await repo.recordBedAssignment(t, {
      residencyId: r.id,
      fromBedId: r.bed_id ?? null,
      bedId: body.bedId,
      fromLabel: from ? bedLabel(from.room_number, from.name) : null,
      label,
      assignedOn: today,
    });
    await t.audit('assign-bed', 'residency', r.id, {
      residentId,
      fromBedId: r.bed_id ?? null,
      bedId: body.bedId,
      label,
    });
  });
  return detail(s, residentId);
}
