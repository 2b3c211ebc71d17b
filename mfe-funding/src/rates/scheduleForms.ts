/**
 * The rate schedule forms as pure functions (no DOM): a record to the form's values (blank where a figure is not
 * entered), the values to the save body, and each form's rules (shared-domain's, with the other records' starts).
 */
import type {
  AccommodationFundingRate,
  CareFundingRate,
  FeesAndChargesRecord,
  SaveAccommodationFundingRateBody,
  SaveCareFundingRateBody,
  SaveFeesAndChargesBody,
} from 'shared-domain/contracts/finance-rates';
import type { RateRow } from 'shared-domain/finance/rate-rows';
import {
  accommodationFundingRateErrors,
  blankCareFundingRate,
  careFundingRateErrors,
  feesAndChargesErrors,
  feesAndChargesToSave,
  figureOrNull,
  type AccommodationFundingRateInput,
  type CareFundingRateInput,
  type FeesAndChargesInput,
  type ScheduleErrors,
} from 'shared-domain/finance/rate-schedules';

export interface NoteValue {
  note: string;
}
export type CareFormValues = CareFundingRateInput & NoteValue;
export type AccommodationFormValues = AccommodationFundingRateInput & NoteValue;
export type FeesFormValues = FeesAndChargesInput & NoteValue;

const blank = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const day = (startDateUtc: string) => startDateUtc.slice(0, 10);
/** A whole number entered ('190'), or null when blank (the rules refused anything else before the body is built). */
const wholeOrNull = (v: string) => {
  const f = figureOrNull(v);
  return f === null ? null : Number(f);
};
/** The start days of the records other than `id` (a duplicate start is refused). */
export const otherStarts = (records: ReadonlyArray<{ id: number; startDateUtc: string }>, id: number | null) =>
  records.filter((r) => r.id !== id).map((r) => day(r.startDateUtc));
export const EMPTY_RATE_ROW: RateRow = { startDate: '', endDate: '', rate: '' };

/** One schedule's form: a record (null when adding) to the values, the values to the save body, and the rules. */
export interface ScheduleForm<R, V extends NoteValue, B> {
  values: (record: R | null) => V;
  body: (values: V, record: R | null) => B;
  errors: (values: V, otherStarts: readonly string[]) => ScheduleErrors;
  /** The server's field names where the form's differ (without it: the start only). */
  fieldNames?: (values: V) => Record<string, string>;
}

/** The server's field names where the form's differ: the start, and each rate row's start and end. */
export function serverFieldNames(values: Partial<Pick<FeesFormValues, 'mpirRates' | 'maximumPenaltyInterestRates'>>) {
  const names: Record<string, string> = { startDateUtc: 'startDate' };
  for (const list of ['mpirRates', 'maximumPenaltyInterestRates'] as const) {
    (values[list] ?? []).forEach((_, i) => {
      names[`${list}[${i}].startDateUtc`] = `${list}.${i}.startDate`;
      names[`${list}[${i}].endDateUtc`] = `${list}.${i}.endDate`;
    });
  }
  return names;
}

// ---------------------------------------------------------------- care funding rate

export function careFormValues(record: CareFundingRate | null): CareFormValues {
  const form = blankCareFundingRate(record ? day(record.startDateUtc) : '', record?.fundingModel ?? 'ANACC');
  if (!record) return { ...form, note: '' };
  return {
    ...form,
    anaccPricePerNwau: blank(record.anaccPricePerNwau),
    acfiRates: form.acfiRates.map((a) => ({
      ...a,
      dailyRate: blank(record.acfiRates.find((x) => x.acfiDomain === a.acfiDomain && x.acfiLevel === a.acfiLevel)?.dailyRate),
    })),
    supplements: form.supplements.map((s) => ({
      ...s,
      amount: blank(record.supplements.find((x) => x.name === s.name)?.amount),
    })),
    anaccFixedComponentRates: form.anaccFixedComponentRates.map((b) => ({
      ...b,
      nwau: blank(record.anaccFixedComponentRates.find((x) => x.bctCategory === b.bctCategory)?.nwau),
    })),
    anaccClassWeights: form.anaccClassWeights.map((w) => {
      const stored = record.anaccClassWeights.find((x) => x.anaccClass === w.anaccClass);
      return {
        ...w,
        nwau: blank(stored?.nwau),
        totalCareMinutes: blank(stored?.totalCareMinutes),
        registeredNurseCareMinutes: blank(stored?.registeredNurseCareMinutes),
      };
    }),
    note: blank(record.note),
  };
}

export function careBody(v: CareFormValues, record: CareFundingRate | null): SaveCareFundingRateBody {
  return {
    ...(record ? { id: record.id, version: record.version } : {}),
    startDateUtc: v.startDate,
    fundingModel: v.fundingModel as SaveCareFundingRateBody['fundingModel'],
    anaccPricePerNwau: figureOrNull(v.anaccPricePerNwau),
    acfiRates: v.acfiRates.map((a) => ({ ...a, dailyRate: figureOrNull(a.dailyRate) })),
    supplements: v.supplements.map((s) => ({ ...s, amount: figureOrNull(s.amount) })),
    anaccFixedComponentRates: v.anaccFixedComponentRates.map((b) => ({ ...b, nwau: figureOrNull(b.nwau) })),
    // Every class in class order, so a refusal's row is the screen's row; a class left blank (no NWAU) has no weight.
    anaccClassWeights: v.anaccClassWeights.map((w) => ({
      anaccClass: w.anaccClass,
      nwau: figureOrNull(w.nwau),
      totalCareMinutes: wholeOrNull(w.totalCareMinutes),
      registeredNurseCareMinutes: wholeOrNull(w.registeredNurseCareMinutes),
    })),
    note: figureOrNull(v.note),
  };
}

export const careForm: ScheduleForm<CareFundingRate, CareFormValues, SaveCareFundingRateBody> = {
  values: careFormValues,
  body: careBody,
  errors: careFundingRateErrors,
};

// ---------------------------------------------------------------- accommodation funding rate

export function accommodationFormValues(record: AccommodationFundingRate | null): AccommodationFormValues {
  return {
    startDate: record ? day(record.startDateUtc) : '',
    maximumAccommodationSupplement: blank(record?.maximumAccommodationSupplement),
    hotellingSupplement: blank(record?.hotellingSupplement),
    note: blank(record?.note),
  };
}

export function accommodationBody(
  v: AccommodationFormValues,
  record: AccommodationFundingRate | null,
): SaveAccommodationFundingRateBody {
  return {
    ...(record ? { id: record.id, version: record.version } : {}),
    startDateUtc: v.startDate,
    maximumAccommodationSupplement: figureOrNull(v.maximumAccommodationSupplement),
    hotellingSupplement: figureOrNull(v.hotellingSupplement),
    note: figureOrNull(v.note),
  };
}

export const accommodationForm: ScheduleForm<
  AccommodationFundingRate,
  AccommodationFormValues,
  SaveAccommodationFundingRateBody
> = {
  values: accommodationFormValues,
  body: accommodationBody,
  errors: accommodationFundingRateErrors,
};

// ---------------------------------------------------------------- fees and charges

const rowsOf = (rates: FeesAndChargesRecord['mpirRates']): RateRow[] =>
  rates.length ? rates.map((r) => ({ startDate: r.startDateUtc, endDate: r.endDateUtc, rate: r.rate })) : [EMPTY_RATE_ROW];

export function feesFormValues(record: FeesAndChargesRecord | null): FeesFormValues {
  return {
    startDate: record ? day(record.startDateUtc) : '',
    baseInterestRate: blank(record?.baseInterestRate),
    basicDailyFee: blank(record?.basicDailyFee),
    hotellingContributionDailyCap: blank(record?.hotellingContributionDailyCap),
    nonClinicalCareContributionDailyCap: blank(record?.nonClinicalCareContributionDailyCap),
    nonClinicalCareContributionLifetimeCap: blank(record?.nonClinicalCareContributionLifetimeCap),
    nonClinicalCareContributionTimeLimitDays: blank(record?.nonClinicalCareContributionTimeLimitDays),
    mpirRates: rowsOf(record?.mpirRates ?? []),
    maximumPenaltyInterestRates: rowsOf(record?.maximumPenaltyInterestRates ?? []),
    note: blank(record?.note),
  };
}

export function feesBody(values: FeesFormValues, record: FeesAndChargesRecord | null): SaveFeesAndChargesBody {
  const v = feesAndChargesToSave(values);
  const days = figureOrNull(v.nonClinicalCareContributionTimeLimitDays);
  const rows = (list: RateRow[]) => list.map((r) => ({ startDateUtc: r.startDate, endDateUtc: r.endDate, rate: r.rate }));
  return {
    ...(record ? { id: record.id, version: record.version } : {}),
    startDateUtc: v.startDate,
    baseInterestRate: figureOrNull(v.baseInterestRate),
    basicDailyFee: figureOrNull(v.basicDailyFee),
    hotellingContributionDailyCap: figureOrNull(v.hotellingContributionDailyCap),
    nonClinicalCareContributionDailyCap: figureOrNull(v.nonClinicalCareContributionDailyCap),
    nonClinicalCareContributionLifetimeCap: figureOrNull(v.nonClinicalCareContributionLifetimeCap),
    nonClinicalCareContributionTimeLimitDays: days === null ? null : Number(days),
    mpirRates: rows(v.mpirRates),
    maximumPenaltyInterestRates: rows(v.maximumPenaltyInterestRates),
    note: figureOrNull(values.note),
  };
}

export const feesForm: ScheduleForm<FeesAndChargesRecord, FeesFormValues, SaveFeesAndChargesBody> = {
  values: feesFormValues,
  body: feesBody,
  // The rules on the record as it would be saved (the one blank row kept on screen is no row).
  errors: (v, starts) => feesAndChargesErrors(feesAndChargesToSave(v), starts),
  fieldNames: serverFieldNames,
};
