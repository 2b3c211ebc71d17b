/**
 * The rates of each day of a month, as statement rate periods: a period starts on the 1st and on each day a record
 * changes (a care funding rate, an accommodation funding rate, the facility's fixed component). The AN-ACC price, the
 * class weights and the base care tariff NWAU of the facility's category come from the care funding rate in force (the
 * funding tab's one source, `careFundingSchedule`); the hotelling supplement from the accommodation funding rate; the
 * supplements' daily amounts from the care funding rate (null: not entered). The product's expected statement and the
 * Services Australia simulator read their records and compose them here, the one way.
 */
import { careFundingSchedule, scheduleAnaccPrice } from '../../finance/funding';
import { recordOn } from '../../finance/rate-schedules';
import { anaccClassesFor } from '../../resident-funding';
import { dayNumber, dayOfNumber, lastDayOfMonth } from './months';
import type { StatementRatePeriod } from './lines';

export interface StatementRateRecords {
  careFundingRates: ReadonlyArray<{
    startDate: string;
    anaccPricePerNwau: string | null;
    baseCareTariffs: ReadonlyArray<{ bctCategory: string; nwau: string | null; isDemoValue?: boolean }>;
    supplements: ReadonlyArray<{ name: string; amount: string | null }>;
    /** The record's AN-ACC class weights (NWAU per class): they apply with the record. */
    classWeights: ReadonlyArray<{ anaccClass: number; nwau: string; isDefault: boolean }>;
  }>;
  accommodationFundingRates: ReadonlyArray<{ startDate: string; hotellingSupplement: string | null }>;
  /** The facility's fixed components (base care tariff category), end day included. */
  fixedComponents: ReadonlyArray<{
    startDate: string;
    endDate: string | null;
    bctCategory: string;
    mmmClassification?: string | null;
  }>;
}

export interface MonthRates {
  periods: StatementRatePeriod[];
  /** The default class of each care type in force on the month's first day (the class weights mark it), else null. */
  defaultClass: { Permanent: number | null; Respite: number | null };
}

const covers = (r: { startDate: string; endDate: string | null }, day: string) =>
  r.startDate <= day && (r.endDate === null || r.endDate >= day);

/** The rate periods of a month from the records. */
export function monthRatePeriods(records: StatementRateRecords, month: string): MonthRates {
  const monthEnd = lastDayOfMonth(month);
  const inMonth = (d: string) => d > month && d <= monthEnd;
  const afterEnd = (end: string | null) => (end === null ? [] : [dayOfNumber(dayNumber(end) + 1)]);
  const changes = [
    ...records.careFundingRates.map((r) => r.startDate),
    ...records.accommodationFundingRates.map((r) => r.startDate),
    ...records.fixedComponents.flatMap((f) => [f.startDate, ...afterEnd(f.endDate)]),
  ].filter(inMonth);
  const days = [...new Set([month, ...changes])].sort();
  const periods = days.map((day): StatementRatePeriod => {
    const care = recordOn(records.careFundingRates, day);
    const accommodation = recordOn(records.accommodationFundingRates, day);
    const fixed = [...records.fixedComponents]
      .filter((f) => covers(f, day))
      .sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
    const schedule = careFundingSchedule(
      care
        ? { startDate: care.startDate, anaccPricePerNwau: care.anaccPricePerNwau, baseCareTariffs: care.baseCareTariffs }
        : null,
      fixed ? { bctCategory: fixed.bctCategory, mmmClassification: fixed.mmmClassification ?? null } : null,
    );
    const supplement = (name: string) => care?.supplements.find((x) => x.name === name)?.amount ?? null;
    const classNwau: Record<number, string> = {};
    for (const w of care?.classWeights ?? []) classNwau[w.anaccClass] = w.nwau;
    return {
      startDate: day,
      anaccPricePerNwau: scheduleAnaccPrice(schedule),
      baseCareTariffNwau: schedule?.baseCareTariffNwau ?? null,
      classNwau,
      hotellingSupplement: accommodation?.hotellingSupplement ?? null,
      oxygenSupplement: supplement('Oxygen'),
      enteralFeedingBolus: supplement('EnteralFeedingBolus'),
      enteralFeedingNonBolus: supplement('EnteralFeedingNonBolus'),
    };
  });
  const defaultOf = (careType: string) => {
    const classes = new Set(anaccClassesFor(careType).map((c) => c.anaccClass));
    const record = recordOn(records.careFundingRates, month);
    return record?.classWeights.find((w) => w.isDefault && classes.has(w.anaccClass))?.anaccClass ?? null;
  };
  return { periods, defaultClass: { Permanent: defaultOf('Permanent'), Respite: defaultOf('Respite') } };
}
