/**
 * Rooms (aged care) and units (independent living), their beds and out-of-service periods (seed 002 §3, §4, §5):
 * numbers unique in the location; beds follow the type's number of beds (shared-domain reconcileBeds); a bed is out of
 * service when today falls in an undeleted period (its flag follows, for the dashboard's count); a room with residents,
 * an occupied unit or a unit with residents cannot be deleted.
 */
import {
  ACCOMMODATION_MESSAGES as M,
  isOutOfServiceOn,
  nextRoomNumber,
  periodsOverlap,
  reconcileBeds,
  roomNumberTaken,
  validatePeriod,
  type UnitStatus,
} from 'shared-domain/accommodations';
import type {
  AccommodationDetail,
  AccommodationFinancialEvents,
  AccommodationGroups,
  AddAccommodationBody,
  EditAccommodationBody,
  LocationAccommodationTypes,
  OutOfServiceBeds,
  UnitItem,
} from 'shared-domain/contracts/admin-accommodations';
import { melbourneToday } from 'shared-domain/dates';
import { unitBriefNote } from 'shared-domain/unit-brief-note';
import type { ScopedDb } from '../../../../db/scoped';
import { ModelStateError, conflict, notFound, type ModelState } from '../../../../http/errors';
import { addFeatureNames } from '../types/repository';
import * as repo from './repository';

type FacilityType = 'AgeCare' | 'IndependentLiving';

export async function listGroups(s: ScopedDb): Promise<AccommodationGroups> {
  const rows = await repo.listAccommodations(s, melbourneToday());
  const groups: AccommodationGroups = [];
  for (const r of rows) {
    let g = groups.find((x) => x.locationId === r.facility_location_id);
    if (!g) {
      g = { locationId: r.facility_location_id, locationName: r.location_name ?? '', accommodations: [] };
      groups.push(g);
    }
    g.accommodations.push({
      id: r.id,
      roomNumber: r.room_number,
      accommodationTypeId: r.accommodation_type_id,
      accommodationTypeName: r.type_name ?? '',
      facilityLocationId: r.facility_location_id,
      iluStatus: r.ilu_status,
      beds: r.beds,
      occupiedBeds: r.occupied_beds,
      outOfServiceBeds: r.out_of_service_beds,
    });
  }
  return groups;
}

export async function getAccommodation(s: ScopedDb, id: number): Promise<AccommodationDetail> {
  await s.resolve.room(id);
  const room = await repo.findAccommodation(s, id);
  if (!room || !room.is_active) throw notFound();
  const today = melbourneToday();
  const beds = await repo.bedsOf(s, id, today);
  const periods = await repo.periodsOf(s, id);
  const occupants =
    room.ilu_status !== null ? await repo.unitOccupants(s, id) : beds.flatMap((b) => (b.occupant ? [b.occupant] : []));
  return {
    id: room.id,
    number: room.room_number,
    facilityLocationId: room.facility_location_id,
    locationName: room.location_name ?? '',
    accommodationTypeId: room.accommodation_type_id,
    accommodationTypeName: room.type_name ?? '',
    numberBeds: room.number_beds ?? 0,
    features: room.features,
    iluStatus: room.ilu_status,
    beds: beds.map((b) => ({
      id: b.id,
      number: b.name,
      occupant: b.occupant,
      isOutOfService: b.is_active && b.out_of_service,
      softDeleted: !b.is_active,
    })),
    outOfServiceDates: periods.map((p) => ({
      id: p.id,
      bedId: p.bed_id,
      bedNumber: p.bed_name,
      startDate: p.start_date,
      endDate: p.end_date,
      isDeleted: p.is_deleted,
    })),
    occupants,
    version: room.version,
  };
}

/** What the record history shows of a room or unit (display values). */
async function snapshot(s: ScopedDb, id: number) {
  const d = await getAccommodation(s, id);
  return {
    number: d.number,
    location: d.locationName,
    accommodationType: d.accommodationTypeName,
    features: d.features.join(', '),
    beds: d.beds
      .filter((b) => !b.softDeleted)
      .map((b) => b.number)
      .join(', '),
    outOfServiceDates: d.outOfServiceDates
      .filter((p) => !p.isDeleted)
      .map((p) => `${p.bedNumber} ${p.startDate} to ${p.endDate ?? 'open'}`)
      .join('; '),
    ...(d.iluStatus !== null ? { iluStatus: d.iluStatus } : {}),
  };
}

/**
 * Gives the room the beds its type asks for: reducing soft-deletes saved beds (never one a resident is in: refused
 * with the rule's message) and increasing restores then creates beds.
 */
export async function reconcileRoomBeds(t: ScopedDb, roomId: number, numberBeds: number): Promise<void> {
  const beds = await repo.bedsOf(t, roomId, melbourneToday());
  const plan = reconcileBeds(
    beds.map((b) => ({
      id: b.id,
      name: b.name,
      isActive: b.is_active,
      isOutOfService: b.out_of_service,
      isOccupied: b.is_occupied,
    })),
    numberBeds,
  );
  if (!plan.ok) throw ModelStateError.field('accommodationTypeId', plan.error);
  for (const slot of plan.beds) {
    if (slot.id === null) await repo.insertBed(t, roomId, slot.name);
    else if (beds.find((b) => b.id === slot.id)?.is_active !== slot.isActive) await repo.setBedActive(t, slot.id, slot.isActive);
  }
}

async function checkLocationAndType(s: ScopedDb, locationId: number, typeId: number) {
  await s.resolve.location(locationId);
  await s.resolve.accommodationType(typeId);
  const errors: ModelState = {};
  if (!(await repo.isActiveLocation(s, locationId))) errors.facilityLocationId = [M.locationRequired];
  const type = await repo.typeOf(s, typeId);
  if (!type.is_active) errors.accommodationTypeId = [M.typeRequired];
  if (Object.keys(errors).length) throw new ModelStateError(errors);
  return type;
}

/** POST accommodations/add: a room (with its type's beds) or a unit (Available); answers the next number to offer. */
export async function add(s: ScopedDb, facilityType: FacilityType, body: AddAccommodationBody) {
  const number = body.roomNumber.trim();
  if (!number) throw ModelStateError.field('roomNumber', M.numberRequired);
  const type = await checkLocationAndType(s, body.facilityLocationId, body.accommodationTypeId);
  return s.transaction(async (t) => {
    await repo.lockLocation(t, body.facilityLocationId);
    const rooms = await repo.numbersInLocation(t, body.facilityLocationId);
    if (roomNumberTaken(number, rooms)) throw ModelStateError.field('roomNumber', M.numberExists);
    const isUnit = facilityType === 'IndependentLiving';
    const id = await repo.insertAccommodation(t, {
      roomNumber: number,
      typeId: type.id,
      locationId: body.facilityLocationId,
      iluStatus: isUnit ? 'Available' : null,
    });
    if (!isUnit) await reconcileRoomBeds(t, id, type.number_beds);
    await t.auditChanges('create', 'accommodation', id, null, await snapshot(t, id));
    return {
      id,
      nextRoomNumber: nextRoomNumber(number, [...rooms.map((r) => r.roomNumber), number]),
    };
  });
}

/** The periods' own checks and, per bed, no two undeleted periods overlapping. */
function periodErrors(
  periods: Array<{ bedId: number; startDate: string; endDate: string | null; isDeleted: boolean; index: number | null }>,
): ModelState {
  const errors: ModelState = {};
  for (const p of periods) {
    if (p.index === null || p.isDeleted) continue;
    const own = validatePeriod(p);
    if (own.length) {
      errors[`outOfServiceDates[${p.index}].${own[0] === M.periodStartRequired ? 'startDate' : 'endDate'}`] = own;
      continue;
    }
    if (periods.some((o) => o !== p && o.bedId === p.bedId && periodsOverlap(o, p))) {
      errors[`outOfServiceDates[${p.index}].startDate`] = [M.periodOverlaps];
    }
  }
  return errors;
}

/**
 * POST accommodations/edit: number, location, type (the beds follow it), features, out-of-service periods (added,
 * changed or deleted), beds taken out of or put back into service today, and for units the status.
 */
export async function edit(s: ScopedDb, facilityType: FacilityType, body: EditAccommodationBody) {
  await s.resolve.room(body.id);
  const type = await checkLocationAndType(s, body.facilityLocationId, body.accommodationTypeId);
  for (const b of body.beds ?? []) if ((await s.resolve.bed(b.id)).accommodationId !== body.id) throw notFound();
  for (const p of body.outOfServiceDates ?? []) {
    if ((await s.resolve.bed(p.bedId)).accommodationId !== body.id) throw notFound();
    if (p.id) {
      const period = await s.resolve.outOfServicePeriod(p.id);
      if ((await s.resolve.bed(period.bedId)).accommodationId !== body.id) throw notFound();
    }
  }
  const number = body.number.trim();
  if (!number) throw ModelStateError.field('number', M.numberRequired);
  const features = [...new Set((body.features ?? []).map((f) => f.trim()).filter(Boolean))];
  const isUnit = facilityType === 'IndependentLiving';
  const today = melbourneToday();
  await s.transaction(async (t) => {
    await repo.lockLocation(t, body.facilityLocationId);
    const room = await repo.findAccommodation(t, body.id);
    if (!room || !room.is_active) throw notFound();
    if (room.version !== body.version) throw conflict();
    const before = await snapshot(t, body.id);
    if (roomNumberTaken(number, await repo.numbersInLocation(t, body.facilityLocationId), body.id)) {
      throw ModelStateError.field('number', M.numberExists);
    }
    // Periods: the saved ones with the changes sent, plus the new ones; checked together.
    const saved = await repo.periodsOf(t, body.id);
    const sent = body.outOfServiceDates ?? [];
    const merged = saved.map((p) => {
      const index = sent.findIndex((x) => x.id === p.id);
      const x = index >= 0 ? sent[index] : undefined;
      return {
        id: p.id as number | null,
        bedId: p.bed_id,
        startDate: x ? x.startDate : p.start_date,
        endDate: x ? (x.endDate ?? null) : p.end_date,
        isDeleted: x ? (x.isDeleted ?? false) || p.is_deleted : p.is_deleted,
        index: index >= 0 ? index : null,
      };
    });
    sent.forEach((x, index) => {
      if (!x.id)
        merged.push({
          id: null,
          bedId: x.bedId,
          startDate: x.startDate,
          endDate: x.endDate ?? null,
          isDeleted: !!x.isDeleted,
          index,
        });
    });
    const errors = periodErrors(merged);
    if (Object.keys(errors).length) throw new ModelStateError(errors);

    const updated = await repo.updateAccommodation(t, body.id, body.version, {
      room_number: number,
      accommodation_type_id: type.id,
      facility_location_id: body.facilityLocationId,
      features,
      ...(isUnit && body.iluStatus ? { ilu_status: body.iluStatus } : {}),
    });
    if (!updated) throw conflict();
    if (!isUnit) await reconcileRoomBeds(t, body.id, type.number_beds);
    await addFeatureNames(t, 'room', features);

    for (const p of merged) {
      if (p.index === null) continue;
      const old = saved.find((x) => x.id === p.id);
      if (p.id === null) {
        if (!p.isDeleted)
          await repo.insertPeriod(t, { bedId: p.bedId, startDate: p.startDate, endDate: p.endDate, reason: null });
      } else if (old && (old.start_date !== p.startDate || old.end_date !== p.endDate || old.is_deleted !== p.isDeleted)) {
        await repo.updatePeriod(t, p.id, { start_date: p.startDate, end_date: p.endDate, is_deleted: p.isDeleted });
      }
    }
    // A bed taken out of service today opens a period from today; one put back ends its current periods yesterday
    // (or deletes those that start today).
    const periodsNow = await repo.periodsOf(t, body.id);
    for (const b of body.beds ?? []) {
      const own = periodsNow
        .filter((p) => p.bed_id === b.id)
        .map((p) => ({ ...p, startDate: p.start_date, endDate: p.end_date, isDeleted: p.is_deleted }));
      const outNow = isOutOfServiceOn(own, today);
      if (b.isOutOfService && !outNow) {
        await repo.insertPeriod(t, { bedId: b.id, startDate: today, endDate: null, reason: null });
      } else if (!b.isOutOfService && outNow) {
        for (const p of own.filter((x) => isOutOfServiceOn([x], today))) {
          if (p.startDate >= today) await repo.updatePeriod(t, p.id, { is_deleted: true });
          else await repo.updatePeriod(t, p.id, { end_date: dayBefore(today) });
        }
      }
    }
    await repo.syncOutOfServiceFlags(t, body.id, today);
    await t.auditChanges('edit', 'accommodation', body.id, before, await snapshot(t, body.id));
  });
  return getAccommodation(s, body.id);
}

function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** DELETE accommodations/{id}: refused for a room with residents, an occupied unit or a unit with residents. */
export async function remove(s: ScopedDb, id: number) {
  await s.resolve.room(id);
  await s.transaction(async (t) => {
    const room = await repo.findAccommodation(t, id);
    if (!room || !room.is_active) throw notFound();
    if (room.ilu_status !== null) {
      if (room.ilu_status === 'Occupied') throw ModelStateError.field('id', M.unitOccupied);
      if (room.residents > 0) throw ModelStateError.field('id', M.unitHasResidents);
    } else if (room.residents > 0) throw ModelStateError.field('id', M.roomHasResidents);
    const before = await snapshot(t, id);
    await repo.deactivateAccommodation(t, id);
    await t.auditChanges('delete', 'accommodation', id, before, {});
  });
  return { id };
}

/** GET accommodations/units-by-status/{status}: the units with their price and brief note ('All' for every unit). */
export async function units(s: ScopedDb, status: UnitStatus | 'All'): Promise<UnitItem[]> {
  const rows = await repo.listUnits(s, status === 'All' ? null : status);
  return rows.map((r) => ({
    accommodationId: r.id,
    roomNumber: r.room_number,
    accommodationName: r.type_name ?? '',
    location: r.location_name ?? '',
    price: r.price,
    iluStatus: r.ilu_status,
    iluAllocationId: r.allocation_id,
    briefNotes: unitBriefNote(
      {
        noticeToVacateDateUtc: r.notice_to_vacate_date,
        balancePaidDateUtc: r.balance_paid_date,
        depositPaidDateUtc: r.deposit_paid_date,
        contractSignedDateUtc: r.contract_signed_date,
      },
      r.ilu_status === 'OutOfService',
    ),
    version: r.version,
  }));
}

export async function locationAccommodationTypes(s: ScopedDb): Promise<LocationAccommodationTypes> {
  return {
    locations: await repo.locations(s),
    accommodationTypes: (await repo.activeTypes(s)).map((t) => ({ id: t.id, name: t.name, numberBeds: t.number_beds })),
  };
}

export async function outOfServiceBeds(s: ScopedDb): Promise<OutOfServiceBeds> {
  const rows = await repo.outOfServiceBeds(s, melbourneToday());
  return rows.map((r) => ({
    bedId: r.id,
    bedNumber: r.name,
    accommodationId: r.accommodation_id,
    roomNumber: r.room_number,
    startDate: r.start_date,
    endDate: r.end_date,
  }));
}

export async function financialEvents(s: ScopedDb, id: number): Promise<AccommodationFinancialEvents> {
  await s.resolve.room(id);
  const rows = await repo.financialEvents(s, id);
  return {
    accommodationId: id,
    events: rows.map((e) => {
      const people =
        typeof e.residents === 'string' ? (JSON.parse(e.residents) as Array<{ id: number; name: string }>) : (e.residents ?? []);
      return {
        id: e.id,
        noticeToVacateDateUtc: e.notice_to_vacate_date,
        balancePaidDateUtc: e.balance_paid_date,
        depositPaidDateUtc: e.deposit_paid_date,
        contractSignedDateUtc: e.contract_signed_date,
        residentNames: people.map((p) => p.name),
        iluAllocationId: e.independent_living_allocation_id,
        residentId: people[0]?.id ?? null,
        isAdmitted: e.occupied_date !== null,
      };
    }),
  };
}
