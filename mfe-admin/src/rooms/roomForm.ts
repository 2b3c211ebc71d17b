/**
 * The room page's form model (pure, tested without the DOM): the values a room opens with, the beds the chosen type
 * gives (shared-domain reconcileBeds, as the server applies it), adding and deleting out-of-service periods, and the
 * edit body sent to the API.
 */
import {
  ACCOMMODATION_MESSAGES as M,
  periodsOverlap,
  reconcileBeds,
  validatePeriod,
  type BedSlot,
} from 'shared-domain/accommodations';
import type { AccommodationDetail, EditAccommodationBody } from 'shared-domain/contracts/admin-accommodations';

export interface PeriodValue {
  /** A saved period's id; null for one added in this edit. */
  id: number | null;
  bedId: number;
  startDate: string;
  endDate: string | null;
  isDeleted: boolean;
}

export interface RoomValues {
  number: string;
  facilityLocationId: number | null;
  accommodationTypeId: number | null;
  features: string[];
  /** The saved beds' out-of-service state (bed id -> out of service today). */
  outOfService: Record<string, boolean>;
  periods: PeriodValue[];
  /** The period being added (bed, start, end). */
  newPeriod: { bedId: number | null; startDate: string; endDate: string };
}

export function roomValues(room: AccommodationDetail): RoomValues {
  return {
    number: room.number,
    facilityLocationId: room.facilityLocationId,
    accommodationTypeId: room.accommodationTypeId,
    features: room.features,
    outOfService: Object.fromEntries(room.beds.filter((b) => !b.softDeleted).map((b) => [String(b.id), b.isOutOfService])),
    periods: room.outOfServiceDates.map((p) => ({
      id: p.id,
      bedId: p.bedId,
      startDate: p.startDate,
      endDate: p.endDate,
      isDeleted: p.isDeleted,
    })),
    newPeriod: { bedId: null, startDate: '', endDate: '' },
  };
}

/** The beds the room will have with the chosen type's number of beds (soft-deleted ones left out, new ones marked). */
export function plannedBeds(room: AccommodationDetail, numberBeds: number | null): Array<BedSlot & { occupant: string | null }> {
  const saved: Array<BedSlot & { occupant: string | null }> = room.beds.map((b) => ({
    id: b.id,
    name: b.number,
    isActive: !b.softDeleted,
    isOutOfService: b.isOutOfService,
    isOccupied: !!b.occupant,
    occupant: b.occupant,
  }));
  if (numberBeds === null) return saved.filter((b) => b.isActive);
  const plan = reconcileBeds(saved, numberBeds);
  if (!plan.ok) return saved.filter((b) => b.isActive);
  return plan.beds
    .filter((b) => b.isActive)
    .map((b) => ({ ...b, occupant: saved.find((s) => s.id !== null && s.id === b.id)?.occupant ?? null }));
}

/** Adds the new period to the list: its own checks, then no overlap with the bed's undeleted periods. */
export function addPeriod(values: RoomValues): { periods: PeriodValue[] } | { errors: Record<string, string> } {
  const p = values.newPeriod;
  if (!p.bedId) return { errors: { 'newPeriod.bedId': M.periodBedRequired } };
  const own = validatePeriod({ startDate: p.startDate, endDate: p.endDate || null });
  if (own.length) return { errors: { [own[0] === M.periodStartRequired ? 'newPeriod.startDate' : 'newPeriod.endDate']: own[0] } };
  const period: PeriodValue = { id: null, bedId: p.bedId, startDate: p.startDate, endDate: p.endDate || null, isDeleted: false };
  if (values.periods.some((o) => o.bedId === p.bedId && periodsOverlap(o, period))) {
    return { errors: { 'newPeriod.startDate': M.periodOverlaps } };
  }
  return { periods: [...values.periods, period] };
}

/** Deletes a period: a saved one is marked deleted (kept, shown struck out), a new one is dropped. */
export function deletePeriod(periods: readonly PeriodValue[], index: number): PeriodValue[] {
  const p = periods[index];
  if (!p) return [...periods];
  if (p.id === null) return periods.filter((_, i) => i !== index);
  return periods.map((x, i) => (i === index ? { ...x, isDeleted: true } : x));
}

/** POST accommodations/edit's body: new periods and saved ones deleted, beds whose out-of-service state changed. */
export function editBody(
  room: AccommodationDetail,
  v: RoomValues,
  iluStatus?: EditAccommodationBody['iluStatus'],
): EditAccommodationBody {
  const saved = new Map(room.outOfServiceDates.map((p) => [p.id, p]));
  return {
    id: room.id,
    number: v.number,
    facilityLocationId: v.facilityLocationId ?? 0,
    accommodationTypeId: v.accommodationTypeId ?? 0,
    features: v.features,
    beds: room.beds
      .filter(
        (b) => !b.softDeleted && v.outOfService[String(b.id)] !== undefined && v.outOfService[String(b.id)] !== b.isOutOfService,
      )
      .map((b) => ({ id: b.id, isOutOfService: v.outOfService[String(b.id)] })),
    outOfServiceDates: v.periods
      .filter((p) => (p.id === null ? !p.isDeleted : p.isDeleted && !saved.get(p.id)?.isDeleted))
      .map((p) => ({
        ...(p.id ? { id: p.id } : {}),
        bedId: p.bedId,
        startDate: p.startDate,
        endDate: p.endDate,
        isDeleted: p.isDeleted,
      })),
    ...(iluStatus ? { iluStatus } : {}),
    version: room.version,
  };
}
