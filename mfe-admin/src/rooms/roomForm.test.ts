import { ACCOMMODATION_MESSAGES as M } from 'shared-domain/accommodations';
import { room } from './fixtures';
import { addPeriod, deletePeriod, editBody, plannedBeds, roomValues } from './roomForm';

describe('the room form model', () => {
  test('a room opens with its values; its beds follow the chosen type (new beds marked by a null id)', () => {
    const r = room();
    const v = roomValues(r);
    expect(v).toMatchObject({ number: 'G901', facilityLocationId: 3, accommodationTypeId: 1, outOfService: { 271: false } });
    expect(plannedBeds(r, 1).map((b) => [b.id, b.name, b.occupant])).toEqual([[271, 'Bed', 'Ada Lovelace']]);
    expect(plannedBeds(r, 2).map((b) => [b.id, b.name])).toEqual([
      [271, 'Bed'],
      [null, 'Bed A'],
    ]);
  });

  test('adding a period: the bed and start are required, the end not before the start, no overlap with the bed', () => {
    const v = roomValues(room());
    expect(addPeriod({ ...v, newPeriod: { bedId: null, startDate: '', endDate: '' } })).toEqual({
      errors: { 'newPeriod.bedId': M.periodBedRequired },
    });
    expect(addPeriod({ ...v, newPeriod: { bedId: 271, startDate: '2026-02-02', endDate: '2026-02-01' } })).toEqual({
      errors: { 'newPeriod.endDate': M.periodEndBeforeStart },
    });
    expect(addPeriod({ ...v, newPeriod: { bedId: 271, startDate: '2026-01-10', endDate: '' } })).toEqual({
      errors: { 'newPeriod.startDate': M.periodOverlaps },
    });
    const added = addPeriod({ ...v, newPeriod: { bedId: 271, startDate: '2026-02-01', endDate: '' } });
    expect(added).toEqual({
      periods: [...v.periods, { id: null, bedId: 271, startDate: '2026-02-01', endDate: null, isDeleted: false }],
    });
  });

  test('the edit body sends new periods, deleted saved ones and changed beds only', () => {
    const r = room();
    const v = roomValues(r);
    const periods = [...v.periods, { id: null, bedId: 271, startDate: '2026-03-01', endDate: null, isDeleted: false }];
    const withNew = { ...v, periods: deletePeriod(periods, 0), outOfService: { 271: true } };
    expect(editBody(r, withNew)).toEqual({
      id: 281,
      number: 'G901',
      facilityLocationId: 3,
      accommodationTypeId: 1,
      features: ['Garden view'],
      beds: [{ id: 271, isOutOfService: true }],
      outOfServiceDates: [
        { id: 5, bedId: 271, startDate: '2026-01-05', endDate: '2026-01-20', isDeleted: true },
        { bedId: 271, startDate: '2026-03-01', endDate: null, isDeleted: false },
      ],
      version: 3,
    });
    // A new period deleted again is simply dropped.
    expect(deletePeriod(periods, 1)).toEqual(v.periods);
  });
});
