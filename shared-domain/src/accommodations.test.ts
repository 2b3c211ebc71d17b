import {
  ACCOMMODATION_MESSAGES as M,
  formatPriceHistoryDate,
  isOutOfServiceOn,
  outOfServicePeriodStatus,
  nextRoomNumber,
  occupancyChangeBlocked,
  periodsOverlap,
  priceChanged,
  reconcileBeds,
  roomNumberTaken,
  validateAccommodationType,
  validatePeriod,
  type BedSlot,
} from './accommodations';

const saved = (id: number, name: string, extra: Partial<BedSlot> = {}): BedSlot => ({
  id,
  name,
  isActive: true,
  isOutOfService: false,
  ...extra,
});

describe('bed reconciliation: beds follow the type number of beds', () => {
  it('keeps the beds when the number matches', () => {
    const beds = [saved(1, 'Bed A'), saved(2, 'Bed B')];
    expect(reconcileBeds(beds, 2)).toEqual({ ok: true, beds });
  });
  it('reducing soft-deletes saved beds from the end', () => {
    const r = reconcileBeds([saved(1, 'Bed A'), saved(2, 'Bed B'), saved(3, 'Bed C')], 1);
    expect(r).toEqual({
      ok: true,
      beds: [saved(1, 'Bed A'), saved(2, 'Bed B', { isActive: false }), saved(3, 'Bed C', { isActive: false })],
    });
  });
  it('reducing drops new (unsaved) beds before soft-deleting saved ones', () => {
    const fresh: BedSlot = { id: null, name: 'Bed C', isActive: true, isOutOfService: false };
    const r = reconcileBeds([saved(1, 'Bed A'), fresh, saved(2, 'Bed B')], 2);
    expect(r).toEqual({ ok: true, beds: [saved(1, 'Bed A'), saved(2, 'Bed B')] });
  });
  it('reducing never removes a bed a resident is in', () => {
    const r = reconcileBeds([saved(1, 'Bed A'), saved(2, 'Bed B', { isOccupied: true })], 1);
    expect(r).toEqual({ ok: true, beds: [saved(1, 'Bed A', { isActive: false }), saved(2, 'Bed B', { isOccupied: true })] });
    expect(reconcileBeds([saved(1, 'Bed A', { isOccupied: true }), saved(2, 'Bed B', { isOccupied: true })], 1)).toEqual({
      ok: false,
      error: M.bedOccupied,
    });
  });
  it('increasing restores soft-deleted beds first, then creates new ones with the next free name', () => {
    const r = reconcileBeds([saved(1, 'Bed A'), saved(2, 'Bed B', { isActive: false })], 3);
    expect(r).toEqual({
      ok: true,
      beds: [saved(1, 'Bed A'), saved(2, 'Bed B'), { id: null, name: 'Bed C', isActive: true, isOutOfService: false }],
    });
  });
  it("a single bed room's bed is 'Bed'; a second bed is 'Bed A'", () => {
    expect(reconcileBeds([], 1)).toEqual({ ok: true, beds: [{ id: null, name: 'Bed', isActive: true, isOutOfService: false }] });
    expect(reconcileBeds([saved(7, 'Bed')], 2)).toEqual({
      ok: true,
      beds: [saved(7, 'Bed'), { id: null, name: 'Bed A', isActive: true, isOutOfService: false }],
    });
  });
});

describe('accommodation type checks', () => {
  it('price is required and must not be zero', () => {
    expect(validateAccommodationType({ name: 'Single', numberBeds: 1, price: '', priceSetting: 0 })).toEqual({
      price: [M.priceRequired],
    });
    expect(validateAccommodationType({ name: 'Single', numberBeds: 1, price: '0.00', priceSetting: 0 })).toEqual({
      price: [M.priceNonZero],
    });
    expect(validateAccommodationType({ name: ' ', numberBeds: 1, price: '95.5', priceSetting: 1 })).toEqual({
      name: [M.nameRequired],
    });
    expect(validateAccommodationType({ name: 'Suite', numberBeds: 1, price: 120, priceSetting: 0 })).toEqual({});
  });
  it('the maximum occupancy is locked only when it changes while residents are assigned', () => {
    expect(occupancyChangeBlocked(2, 1, 3)).toBe(true);
    expect(occupancyChangeBlocked(2, 2, 3)).toBe(false);
    expect(occupancyChangeBlocked(2, 1, 0)).toBe(false);
  });
  it('a price history row is due when the price or the price setting changes', () => {
    expect(priceChanged(null, { price: '10', priceSetting: 0 })).toBe(true);
    expect(priceChanged({ price: '95.50', priceSetting: 0 }, { price: 95.5, priceSetting: 0 })).toBe(false);
    expect(priceChanged({ price: '95.50', priceSetting: 0 }, { price: '96', priceSetting: 0 })).toBe(true);
    expect(priceChanged({ price: '95.50', priceSetting: 0 }, { price: '95.5', priceSetting: 1 })).toBe(true);
  });
  it('price history dates show as dd-MMM-yyyy', () => {
    expect(formatPriceHistoryDate('2026-03-05')).toBe('05-Mar-2026');
    expect(formatPriceHistoryDate(null)).toBe('');
  });
});

describe('out-of-service periods', () => {
  const periods = [
    { startDate: '2026-01-01', endDate: '2026-01-10' },
    { startDate: '2026-02-01', endDate: null },
    { startDate: '2026-01-15', endDate: '2026-01-20', isDeleted: true },
  ];
  it('a bed is out of service when the day falls in an undeleted period', () => {
    expect(isOutOfServiceOn(periods, '2026-01-10')).toBe(true);
    expect(isOutOfServiceOn(periods, '2026-01-11')).toBe(false);
    expect(isOutOfServiceOn(periods, '2026-01-16')).toBe(false);
    expect(isOutOfServiceOn(periods, '2030-05-01')).toBe(true);
  });
  it("a period's status on a day: Current while the bed is out of service, Scheduled before, Ended after, Deleted", () => {
    // On 10 January 2026 the first period's last day is today: Current; the next day it has Ended.
    expect(outOfServicePeriodStatus(periods[0], '2026-01-10')).toBe('Current');
    expect(outOfServicePeriodStatus(periods[0], '2026-01-11')).toBe('Ended');
    expect(outOfServicePeriodStatus(periods[1], '2026-01-31')).toBe('Scheduled');
    // An open end never ends.
    expect(outOfServicePeriodStatus(periods[1], '2030-05-01')).toBe('Current');
    expect(outOfServicePeriodStatus(periods[2], '2026-01-16')).toBe('Deleted');
  });
  it('start is required and the end is not before it; undeleted periods of a bed do not overlap', () => {
    expect(validatePeriod({ startDate: '', endDate: null })).toEqual([M.periodStartRequired]);
    expect(validatePeriod({ startDate: '2026-01-02', endDate: '2026-01-01' })).toEqual([M.periodEndBeforeStart]);
    expect(validatePeriod({ startDate: '2026-01-02', endDate: '2026-01-02' })).toEqual([]);
    expect(periodsOverlap(periods[0], { startDate: '2026-01-10', endDate: '2026-01-12' })).toBe(true);
    expect(periodsOverlap(periods[0], periods[2])).toBe(false);
    expect(periodsOverlap(periods[1], { startDate: '2027-01-01', endDate: null })).toBe(true);
  });
});

describe('room numbers', () => {
  const rooms = [
    { id: 1, roomNumber: 'N001' },
    { id: 2, roomNumber: 'N002' },
  ];
  it('a number is unique in the location, ignoring case and spaces, except for the room itself', () => {
    expect(roomNumberTaken(' n001 ', rooms)).toBe(true);
    expect(roomNumberTaken('N001', rooms, 1)).toBe(false);
    expect(roomNumberTaken('N003', rooms)).toBe(false);
  });
  it('after adding, a numeric number goes up by one keeping prefix and padding, skipping taken numbers', () => {
    expect(nextRoomNumber('N001', ['N002'])).toBe('N003');
    expect(nextRoomNumber('9')).toBe('10');
    expect(nextRoomNumber('Penthouse')).toBe('Penthouse');
  });
});
