/**
 * Accommodation types, rooms, units and beds (seed 002 §3, §4, §5 "Rooms, units, types"): the rules the type editor,
 * the room page and the units dialog apply in the browser and the API applies again on every write, and the screens'
 * texts.
 */
import { formatDate } from './day';
import { toDecimal } from './money';

/** Price setting of a type: per room (0) or per bed (1). */
export const PRICE_SETTINGS = [
  { value: 0, description: 'Per room' },
  { value: 1, description: 'Per bed' },
] as const;
export type PriceSetting = 0 | 1;
export const priceSettingDescription = (value: number): string =>
  PRICE_SETTINGS.find((p) => p.value === value)?.description ?? '';

export const UNIT_STATUSES = ['Available', 'Occupied', 'OutOfService', 'Sold'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = {
  Available: 'Available',
  Occupied: 'Occupied',
  OutOfService: 'Out of service',
  Sold: 'Sold',
};

/** Most beds a type can hold (maximum occupancy). */
export const MAX_BEDS_PER_ROOM = 20;

export const ACCOMMODATION_MESSAGES = {
  priceRequired: 'Price is required.',
  priceNonZero: 'Price must not be zero.',
  nameRequired: 'Name is required.',
  nameExists: 'This accommodation type name already exists.',
  numberRequired: 'Number is required.',
  numberExists: 'This number already exists in the location.',
  locationRequired: 'Location is required.',
  typeRequired: 'Accommodation type is required.',
  /** The type editor's dialog when the maximum occupancy changes while residents are in rooms of the type. */
  occupancyLocked:
    'There are currently residents assigned to rooms of this type. All residents must be unassigned from these rooms before the maximum occupancy can be changed.',
  roomHasResidents: "Rooms with residents assigned to them can't be deleted.",
  unitOccupied: 'Occupied units cannot be deleted.',
  unitHasResidents: "Units with residents assigned to them can't be deleted.",
  /** A change of type would take away a bed a resident is in. */
  bedOccupied: 'A bed with a resident assigned to it cannot be removed.',
  periodStartRequired: 'Start date is required.',
  periodEndBeforeStart: 'End date must be on or after the start date.',
  periodBedRequired: 'Bed is required.',
  periodOverlaps: 'This period overlaps another out-of-service period of the bed.',
  wrongFacilityType: 'This is not available for this facility.',
} as const;

/** The screens' own texts (seed 002 §8 "Organisation"). */
export const ACCOMMODATION_TEXTS = {
  saved: 'Saved successfully.',
  // Seed 002 words no success for a delete ('Saved successfully.' is for saves): the delete says what happened.
  roomDeleted: 'Room deleted.',
  unitDeleted: 'Unit deleted.',
  deleteRoomError: 'Error occurred while deleting room',
  deleteUnitError: 'Error occurred while deleting unit',
  loadTypesError: 'Unexpected error while loading room types.',
  loadTypeFeaturesError: 'Unexpected error while loading room type features.',
  loadRoomsError: 'Unexpected error while loading rooms.',
  loadRoomError: 'Unexpected error while loading room.',
  loadRoomFeaturesError: 'Unexpected error while loading room features.',
  loadUnitError: 'Unexpected error while loading unit.',
  loadUnitFeaturesError: 'Unexpected error while loading unit features.',
  loadFinancialEventsError: 'Unexpected error while loading accommodation financial events.',
  createRoomError: 'Unexpected error while creating room.',
  createUnitError: 'Unexpected error while creating unit.',
  loadUnitsError: 'Unexpected error while loading units.',
  createTypeError: 'Unexpected error while creating room type.',
  saveTypeError: 'Unexpected error while saving room type.',
  editRoomError: 'Unexpected error while editing room.',
  saveUnitError: 'Unexpected error while saving unit.',
} as const;

/** Price history dates as the type editor shows them: dd-MMM-yyyy ('05-Mar-2026'). */
export function formatPriceHistoryDate(value: string | null | undefined): string {
  const text = formatDate(value ?? null);
  return text ? text.replace(/ /g, '-') : '';
}

// ---- Accommodation type

export interface AccommodationTypeInput {
  name: string;
  numberBeds: number;
  /** Decimal text or number; blank when not entered. */
  price: string | number | null | undefined;
  priceSetting: number;
}

/** The type editor's checks: name required, price required and not zero. Field -> messages. */
export function validateAccommodationType(input: AccommodationTypeInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!input.name.trim()) errors.name = [ACCOMMODATION_MESSAGES.nameRequired];
  const price = input.price === null || input.price === undefined ? '' : String(input.price).trim();
  if (price === '') errors.price = [ACCOMMODATION_MESSAGES.priceRequired];
  else if (isZero(price)) errors.price = [ACCOMMODATION_MESSAGES.priceNonZero];
  return errors;
}

/** Whether the type change needs the occupancy dialog: the number of beds changes while residents are in its rooms. */
export function occupancyChangeBlocked(savedNumberBeds: number, numberBeds: number, residentsAssigned: number): boolean {
  return savedNumberBeds !== numberBeds && residentsAssigned > 0;
}

/** Whether the price or price setting changed (a price history row is then appended). */
export function priceChanged(
  saved: { price: string | number | null; priceSetting: number } | null,
  next: { price: string | number; priceSetting: number },
): boolean {
  if (!saved || saved.price === null) return true;
  return !sameAmount(saved.price, next.price) || saved.priceSetting !== next.priceSetting;
}

/** A decimal text that is zero ('0', '0.00', '-0'); text that is not a number is not zero (the contract refuses it). */
function isZero(text: string): boolean {
  try {
    return toDecimal(text).isZero();
  } catch {
    return false;
  }
}

function sameAmount(a: string | number, b: string | number): boolean {
  try {
    return toDecimal(a).equals(toDecimal(b));
  } catch {
    return String(a) === String(b);
  }
}

// ---- Beds of a room

/** A bed of a room as the room editor holds it: saved beds have an id, new ones (not saved yet) have none. */
export interface BedSlot {
  id: number | null;
  name: string;
  /** false: soft-deleted (kept for history; restored first when the room needs a bed again). */
  isActive: boolean;
  isOutOfService: boolean;
  /** A resident is in the bed (it cannot be removed). */
  isOccupied?: boolean;
}

export type BedReconciliation = { ok: true; beds: BedSlot[] } | { ok: false; error: string };

/** The name of a new bed: 'Bed' when it is the room's only bed ever, else the first free 'Bed A', 'Bed B'... */
function newBedName(beds: readonly BedSlot[], total: number): string {
  if (total === 1 && beds.length === 0) return 'Bed';
  const used = new Set(beds.map((b) => b.name.toLowerCase()));
  for (let i = 0; ; i++) {
    const letters =
      i < 26
        ? String.fromCharCode(65 + i)
        : `${String.fromCharCode(65 + Math.floor(i / 26) - 1)}${String.fromCharCode(65 + (i % 26))}`;
    const name = `Bed ${letters}`;
    if (!used.has(name.toLowerCase())) return name;
  }
}

/**
 * The beds a room keeps to match its type's number of beds (seed 002 §5): reducing soft-deletes saved beds and drops
 * new ones; increasing restores soft-deleted beds (in their order) then creates new ones. Beds removed are taken from
 * the end, new (unsaved) ones first, and never a bed a resident is in (refused with `bedOccupied` when that is the only
 * way). The order of the list is kept; soft-deleted beds stay in it.
 */
export function reconcileBeds(beds: readonly BedSlot[], numberBeds: number): BedReconciliation {
  const target = Math.max(0, Math.floor(numberBeds));
  let result = beds.map((b) => ({ ...b }));
  let active = result.filter((b) => b.isActive).length;
  // Reducing: drop new beds from the end, then soft-delete free saved beds from the end.
  for (let i = result.length - 1; i >= 0 && active > target; i--) {
    const b = result[i];
    if (b.isActive && b.id === null) {
      result.splice(i, 1);
      active--;
    }
  }
  for (let i = result.length - 1; i >= 0 && active > target; i--) {
    const b = result[i];
    if (b.isActive && !b.isOccupied) {
      result[i] = { ...b, isActive: false };
      active--;
    }
  }
  if (active > target) return { ok: false, error: ACCOMMODATION_MESSAGES.bedOccupied };
  // Increasing: restore soft-deleted beds in order, then create.
  for (let i = 0; i < result.length && active < target; i++) {
    if (!result[i].isActive) {
      result[i] = { ...result[i], isActive: true };
      active++;
    }
  }
  while (active < target) {
    result = [...result, { id: null, name: newBedName(result, target), isActive: true, isOutOfService: false }];
    active++;
  }
  return { ok: true, beds: result };
}

// ---- Out-of-service periods

export interface OutOfServicePeriod {
  startDate: string;
  endDate: string | null;
  isDeleted?: boolean;
}

/** A bed is out of service on `day` when the day falls in one of its undeleted periods (an open end never ends). */
export function isOutOfServiceOn(periods: readonly OutOfServicePeriod[], day: string): boolean {
  return periods.some((p) => !p.isDeleted && p.startDate <= day && (p.endDate === null || p.endDate >= day));
}

/** Where an out-of-service period stands on a day (the periods table's Status column). */
export type OutOfServicePeriodStatus = 'Deleted' | 'Current' | 'Scheduled' | 'Ended';

/**
 * A period's status on `day`: Deleted once deleted (in the editor, before saving); Current when the day falls in it
 * (the bed is out of service that day); Scheduled when it starts later; Ended when it ended before the day.
 */
export function outOfServicePeriodStatus(p: OutOfServicePeriod, day: string): OutOfServicePeriodStatus {
  if (p.isDeleted) return 'Deleted';
  if (p.startDate > day) return 'Scheduled';
  if (p.endDate !== null && p.endDate < day) return 'Ended';
  return 'Current';
}

/** A period's own checks: start required, end not before start. */
export function validatePeriod(p: { startDate: string | null | undefined; endDate: string | null | undefined }): string[] {
  if (!p.startDate) return [ACCOMMODATION_MESSAGES.periodStartRequired];
  if (p.endDate && p.endDate < p.startDate) return [ACCOMMODATION_MESSAGES.periodEndBeforeStart];
  return [];
}

/** Whether two undeleted periods of one bed overlap (open ends run forever). */
export function periodsOverlap(a: OutOfServicePeriod, b: OutOfServicePeriod): boolean {
  if (a.isDeleted || b.isDeleted) return false;
  const aEnd = a.endDate ?? '9999-12-31';
  const bEnd = b.endDate ?? '9999-12-31';
  return a.startDate <= bEnd && b.startDate <= aEnd;
}

// ---- Room numbers

/** Whether `number` is already used by another room of the location (ignoring case and surrounding spaces). */
export function roomNumberTaken(
  number: string,
  rooms: ReadonlyArray<{ id: number; roomNumber: string }>,
  exceptId: number | null = null,
): boolean {
  const key = number.trim().toLowerCase();
  return rooms.some((r) => r.id !== exceptId && r.roomNumber.trim().toLowerCase() === key);
}

/**
 * The number offered after adding a room (seed 002 §5): a number ending in digits goes up by one, keeping its prefix
 * and zero padding ('N012' -> 'N013', '9' -> '10'); anything else is offered as it is. Numbers taken in the location are
 * skipped.
 */
export function nextRoomNumber(number: string, taken: ReadonlyArray<string> = []): string {
  const m = /^(.*?)(\d+)$/.exec(number.trim());
  if (!m) return number;
  const used = new Set(taken.map((t) => t.trim().toLowerCase()));
  if (m[2].length > 15) return number;
  let n = Number(m[2]);
  for (let i = 0; i < 10_000; i++) {
    n += 1;
    const candidate = `${m[1]}${String(n).padStart(m[2].length, '0')}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
  return number;
}
