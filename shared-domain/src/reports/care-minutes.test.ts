import { careMinutesOf, careMinutesTotals } from './care-minutes';

describe('care minutes', () => {
  it("a resident's minutes are days x the class's minutes per day; a class without minutes counts none", () => {
    expect(careMinutesOf({ days: 30, minutesPerDay: 215, rnMinutesPerDay: 44 })).toEqual({ careMinutes: 6450, rnMinutes: 1320 });
    expect(careMinutesOf({ days: 30, minutesPerDay: null, rnMinutesPerDay: null })).toEqual({ careMinutes: 0, rnMinutes: 0 });
  });
  it("the facility's totals and its average per resident per day", () => {
    expect(
      careMinutesTotals([
        { days: 30, minutesPerDay: 215, rnMinutesPerDay: 44 },
        { days: 10, minutesPerDay: 180, rnMinutesPerDay: 36 },
      ]),
    ).toEqual({ days: 40, careMinutes: 8250, rnMinutes: 1680, averagePerResidentDay: '206.25' });
    expect(careMinutesTotals([])).toEqual({ days: 0, careMinutes: 0, rnMinutes: 0, averagePerResidentDay: null });
  });
});
