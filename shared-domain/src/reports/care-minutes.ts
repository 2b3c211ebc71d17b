/**
 * The care minutes report: each resident's care minutes over the dates from their AN-ACC class (the class weights'
 * total and registered nurse care minutes per resident per day, of the care funding rate in force), and the facility's
 * total: the care minutes its residents' classes fund, which is the facility's care minutes target for the dates.
 *
 * A resident's minutes = days in care over the dates x the class's minutes per day; a class without minutes entered
 * counts none (the figure is left for the user to enter in the rate screens). The facility's average per resident per
 * day = total minutes / resident days (two places).
 */
import Decimal from 'decimal.js';

export interface CareMinutesLine {
  days: number;
  minutesPerDay: number | null;
  rnMinutesPerDay: number | null;
}

export function careMinutesOf(line: CareMinutesLine): { careMinutes: number; rnMinutes: number } {
  return { careMinutes: line.days * (line.minutesPerDay ?? 0), rnMinutes: line.days * (line.rnMinutesPerDay ?? 0) };
}

/** The facility's totals over its residents' lines. */
export function careMinutesTotals(lines: readonly CareMinutesLine[]): {
  days: number;
  careMinutes: number;
  rnMinutes: number;
  averagePerResidentDay: string | null;
} {
  let days = 0;
  let careMinutes = 0;
  let rnMinutes = 0;
  for (const l of lines) {
    const m = careMinutesOf(l);
    days += l.days;
    careMinutes += m.careMinutes;
    rnMinutes += m.rnMinutes;
  }
  return {
    days,
    careMinutes,
    rnMinutes,
    averagePerResidentDay: days ? new Decimal(careMinutes).div(days).toDecimalPlaces(2).toFixed(2) : null,
  };
}
