/**
 * The organisation's rate schedules: care funding rates, accommodation funding rates, fees and charges. Each
 * schedule is a list of records by start day; a record applies until one second before the next later record's start
 * (derived, `derivedEndDates`); two records never share a start. The rules of a record (figures, the Aged Care Act 2025
 * figures that only records from 1 Nov 2025 carry, the fees rate lists of rate-rows.ts) are checked here, by the form
 * before it sends and by the API before it writes. Pure; amounts are decimal strings, never floats.
 */
import { isCalendarDate } from '../calendar';
import { formatDate } from '../dates';
import { toDecimal } from '../money';
import { ACFI_DOMAINS, ACFI_RATING_LEVELS, ANACC_CLASSES } from '../resident-funding';
import { AGED_CARE_ACT_2025_DATE } from '../stay';
import { derivedEndDates, duplicateStart, rateRowErrors, ratesInForce, type RateRow, type RateRowErrors } from './rate-rows';
import { rateInForceOn } from '../rate-periods';

// ---------------------------------------------------------------- enumerations and their labels

export const FUNDING_MODELS = ['ACFI', 'ANACC'] as const;
export type FundingModel = (typeof FUNDING_MODELS)[number];
export const FUNDING_MODEL_LABELS: Readonly<Record<FundingModel, string>> = { ACFI: 'ACFI', ANACC: 'AN-ACC' };

export const ACFI_RATE_DOMAINS = ACFI_DOMAINS;
export type AcfiRateDomain = (typeof ACFI_RATE_DOMAINS)[number];
export const ACFI_RATE_LEVELS = ACFI_RATING_LEVELS;
export type AcfiRateLevel = (typeof ACFI_RATE_LEVELS)[number];

/** The supplements of a care funding rate, by the seed's names. */
export const CARE_SUPPLEMENT_NAMES = [
  'Oxygen',
  'EnteralFeedingBolus',
  'EnteralFeedingNonBolus',
  'AdjustedSubsidyReduction',
  'Veterans',
  'Homeless',
  'TwentyTwentyOneBasicDailyFeeSupplement',
  'OutbreakManagementSupport',
] as const;
export type CareSupplementName = (typeof CARE_SUPPLEMENT_NAMES)[number];
export const CARE_SUPPLEMENT_LABELS: Readonly<Record<CareSupplementName, string>> = {
  Oxygen: 'Oxygen',
  EnteralFeedingBolus: 'Enteral feeding (bolus)',
  EnteralFeedingNonBolus: 'Enteral feeding (non-bolus)',
  AdjustedSubsidyReduction: 'Adjusted subsidy reduction',
  Veterans: 'Veterans',
  Homeless: 'Homeless',
  TwentyTwentyOneBasicDailyFeeSupplement: '2021 basic daily fee supplement',
  OutbreakManagementSupport: 'Outbreak management support',
};

/** Base care tariff categories (the AN-ACC fixed component), as facilities record them. */
export const BCT_CATEGORIES = [
  'Standard MMM 1-4',
  'Standard MMM 5',
  'Standard MMM 6-7',
  'Specialised homeless (any location)',
  'Specialised Aboriginal/Torres Strait Islander MMM 6',
  'Specialised Aboriginal/Torres Strait Islander MMM 7',
] as const;
export type BctCategory = (typeof BCT_CATEGORIES)[number];

/** The AN-ACC classes a care funding rate carries a weight for, in order: permanent 1-13, respite 101-103. */
export const ANACC_WEIGHT_CLASSES: readonly number[] = ANACC_CLASSES.map((c) => c.anaccClass);
/** A class as the screen names it ('Class 7', 'Respite Class 2'). */
export const anaccWeightClassLabel = (anaccClass: number) =>
  ANACC_CLASSES.find((c) => c.anaccClass === anaccClass)?.anaccClassText ?? `Class ${anaccClass}`;

export const FEES_RATE_LISTS = ['mpirRates', 'maximumPenaltyInterestRates'] as const;
export type FeesRateList = (typeof FEES_RATE_LISTS)[number];
export const FEES_RATE_LIST_LABELS: Readonly<Record<FeesRateList, string>> = {
  mpirRates: 'Maximum permissible interest rates (MPIR)',
  maximumPenaltyInterestRates: 'Maximum penalty interest rates',
};

// ---------------------------------------------------------------- messages

/** The seed words the refusal of a duplicate start only as a rule; these are the product's own words. */
export const RATE_SCHEDULE_MESSAGES = {
  startRequired: 'Start date is required.',
  startInvalid: 'Enter a valid start date.',
  duplicateStart: 'A record with this start date already exists.',
  fundingModelRequired: 'Funding model is required.',
  amountInvalid: 'Enter an amount of 0 or more with at most 2 decimal places.',
  percentInvalid: 'Enter a rate between 0 and 100 with at most 2 decimal places.',
  nwauInvalid: 'Enter an NWAU greater than 0 with at most 4 decimal places.',
  daysInvalid: 'Enter a whole number of days greater than 0.',
  minutesInvalid: 'Enter a whole number of minutes of 0 or more.',
  anaccClassInvalid: 'AN-ACC class must be a class from 1 to 13 or a respite class from 101 to 103.',
  /** Care minutes entered for a class without its NWAU (a weight is its NWAU; minutes alone are no weight). */
  classNwauRequired: (classLabel: string) => `Enter the NWAU of ${classLabel}, or clear its care minutes.`,
  /** A row of a care funding rate entered twice (the second was dropped in silence before): list-level key. */
  duplicateRow: (what: string, name: string) => `The ${what} ${name} is entered twice: enter each ${what} once.`,
} as const;

/** Field -> message ('startDate', 'acfiRates[3].dailyRate', 'mpirRates[0].endDate'...); empty when valid. */
export type ScheduleErrors = Record<string, string>;

const MONEY = /^\d{1,8}(\.\d{1,2})?$/;
const NWAU = /^\d{1,4}(\.\d{1,4})?$/;
const DAYS = /^\d{1,6}$/;
const MINUTES = /^\d{1,5}$/;

/** '' (or null) is "not entered" and valid; anything else must be a decimal of at most 2 places, 0 or more. */
export function isAmountOrBlank(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v === '' || MONEY.test(v);
}
function isPercentOrBlank(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v === '' || (MONEY.test(v) && toDecimal(v).lte(100));
}
export function isNwauOrBlank(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v === '' || (NWAU.test(v) && toDecimal(v).gt(0));
}
function isMinutesOrBlank(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v === '' || MINUTES.test(v);
}
function isDaysOrBlank(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v === '' || (DAYS.test(v) && Number(v) > 0);
}

/** A figure as saved: null when not entered, else the trimmed decimal text. */
export function figureOrNull(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const v = String(value).trim();
  return v === '' ? null : v;
}

// ---------------------------------------------------------------- the schedule: starts and derived ends

/** A record's start day as the instant the schedule compares ('YYYY-MM-DDT00:00:00Z'). */
export const startInstant = (day: string) => `${day}T00:00:00Z`;

/**
 * The records of a schedule newest first, each with its start instant and derived end (one second before the next
 * later record's start; null for the latest).
 */
export function scheduleWithEnds<T extends { startDate: string }>(
  records: readonly T[],
): Array<T & { startDateUtc: string; endDateUtc: string | null }> {
  const ends = derivedEndDates(records.map((r) => startInstant(r.startDate)));
  return records
    .map((r, i) => ({ ...r, startDateUtc: startInstant(r.startDate), endDateUtc: ends[i] }))
    .sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0));
}

/** The record in force on a day ('YYYY-MM-DD'): the latest one starting on or before it; null before the first. */
export function recordOn<T extends { startDate: string }>(records: readonly T[], day: string): T | null {
  let found: T | null = null;
  for (const r of records) if (r.startDate <= day && (!found || r.startDate > found.startDate)) found = r;
  return found;
}

/** The start-date rules every schedule shares: required, a real date, not another record's start. */
function startErrors(startDate: string, otherStarts: readonly string[]): ScheduleErrors {
  if (!startDate?.trim()) return { startDate: RATE_SCHEDULE_MESSAGES.startRequired };
  if (!isCalendarDate(startDate)) return { startDate: RATE_SCHEDULE_MESSAGES.startInvalid };
  if (duplicateStart(otherStarts.map(startInstant), startInstant(startDate)))
    return { startDate: RATE_SCHEDULE_MESSAGES.duplicateStart };
  return {};
}

// ---------------------------------------------------------------- care funding rate

export interface AcfiRateInput {
  acfiDomain: AcfiRateDomain;
  acfiLevel: AcfiRateLevel;
  dailyRate: string;
}
export interface SupplementInput {
  name: CareSupplementName;
  amount: string;
}
export interface BaseCareTariffInput {
  bctCategory: BctCategory;
  nwau: string;
}
/** An AN-ACC class weight as entered: the class's NWAU and care minutes ('' while not entered). */
export interface ClassWeightInput {
  anaccClass: number;
  nwau: string;
  totalCareMinutes: string;
  registeredNurseCareMinutes: string;
}
export interface CareFundingRateInput {
  startDate: string;
  fundingModel: FundingModel | '';
  anaccPricePerNwau: string;
  acfiRates: AcfiRateInput[];
  supplements: SupplementInput[];
  anaccFixedComponentRates: BaseCareTariffInput[];
  /** One row per AN-ACC class (ANACC_WEIGHT_CLASSES order); a row without an NWAU is no weight. */
  anaccClassWeights: ClassWeightInput[];
}

/** Every row a care funding rate has (12 ACFI rates, 8 supplements, 6 base care tariffs, 16 class weights), blank. */
export function blankCareFundingRate(startDate = '', fundingModel: FundingModel | '' = 'ANACC'): CareFundingRateInput {
  return {
    startDate,
    fundingModel,
    anaccPricePerNwau: '',
    acfiRates: ACFI_RATE_DOMAINS.flatMap((acfiDomain) =>
      ACFI_RATE_LEVELS.map((acfiLevel) => ({ acfiDomain, acfiLevel, dailyRate: '' })),
    ),
    supplements: CARE_SUPPLEMENT_NAMES.map((name) => ({ name, amount: '' })),
    anaccFixedComponentRates: BCT_CATEGORIES.map((bctCategory) => ({ bctCategory, nwau: '' })),
    anaccClassWeights: ANACC_WEIGHT_CLASSES.map((anaccClass) => ({
      anaccClass,
      nwau: '',
      totalCareMinutes: '',
      registeredNurseCareMinutes: '',
    })),
  };
}

/** The source of a class weight a user entered: 'Entered by Jane Smith on 14 Nov 2026'. */
export const classWeightEnteredSource = (userName: string, day: string) => `Entered by ${userName} on ${formatDate(day)}`;

/** A class weight row is entered when any of its figures is (a row left blank is no weight). */
export const classWeightEntered = (w: ClassWeightInput) =>
  !!(w.nwau.trim() || w.totalCareMinutes.trim() || w.registeredNurseCareMinutes.trim());

/** The rules of a care funding rate; `otherStarts`: the start days of the schedule's other records. */
export function careFundingRateErrors(form: CareFundingRateInput, otherStarts: readonly string[]): ScheduleErrors {
  const e: ScheduleErrors = startErrors(form.startDate, otherStarts);
  const M = RATE_SCHEDULE_MESSAGES;
  if (!FUNDING_MODELS.includes(form.fundingModel as FundingModel)) e.fundingModel = M.fundingModelRequired;
  if (!isAmountOrBlank(form.anaccPricePerNwau)) e.anaccPricePerNwau = M.amountInvalid;
  form.acfiRates.forEach((r, i) => {
    if (!isAmountOrBlank(r.dailyRate)) e[`acfiRates[${i}].dailyRate`] = M.amountInvalid;
  });
  form.supplements.forEach((r, i) => {
    if (!isAmountOrBlank(r.amount)) e[`supplements[${i}].amount`] = M.amountInvalid;
  });
  form.anaccFixedComponentRates.forEach((r, i) => {
    if (!isNwauOrBlank(r.nwau)) e[`anaccFixedComponentRates[${i}].nwau`] = M.nwauInvalid;
  });
  form.anaccClassWeights.forEach((w, i) => {
    const key = `anaccClassWeights[${i}]`;
    if (!ANACC_WEIGHT_CLASSES.includes(w.anaccClass)) e[`${key}.anaccClass`] = M.anaccClassInvalid;
    if (!w.nwau.trim() && classWeightEntered(w)) e[`${key}.nwau`] = M.classNwauRequired(anaccWeightClassLabel(w.anaccClass));
    else if (!isNwauOrBlank(w.nwau)) e[`${key}.nwau`] = M.nwauInvalid;
    if (!isMinutesOrBlank(w.totalCareMinutes)) e[`${key}.totalCareMinutes`] = M.minutesInvalid;
    if (!isMinutesOrBlank(w.registeredNurseCareMinutes)) e[`${key}.registeredNurseCareMinutes`] = M.minutesInvalid;
  });
  // Each row once: two rows of one base care tariff category (or ACFI rate, or supplement) are refused, never merged.
  const twice = <T>(rows: readonly T[], key: (r: T) => string) => rows.map(key).find((k, i, all) => all.indexOf(k) !== i) ?? null;
  const bct = twice(form.anaccFixedComponentRates, (r) => r.bctCategory);
  if (bct) e.anaccFixedComponentRates = M.duplicateRow('base care tariff category', bct);
  const acfi = twice(form.acfiRates, (r) => `${r.acfiDomain} ${r.acfiLevel}`);
  if (acfi) e.acfiRates = M.duplicateRow('ACFI rate', acfi);
  const supplement = twice(form.supplements, (r) => r.name);
  if (supplement) e.supplements = M.duplicateRow('supplement', supplement);
  const weight = twice(form.anaccClassWeights, (r) => String(r.anaccClass));
  if (weight) e.anaccClassWeights = M.duplicateRow('AN-ACC class', anaccWeightClassLabel(Number(weight)));
  return e;
}

/** Base care tariff per day = AN-ACC price per NWAU x the category's NWAU, to the cent; null while either is missing. */
export function baseCareTariff(pricePerNwau: string | null, nwau: string | null): string | null {
  if (!figureOrNull(pricePerNwau) || !figureOrNull(nwau)) return null;
  return toDecimal(pricePerNwau!).times(toDecimal(nwau!)).toDecimalPlaces(2).toFixed(2);
}

// ---------------------------------------------------------------- accommodation funding rate

export interface AccommodationFundingRateInput {
  startDate: string;
  maximumAccommodationSupplement: string;
  hotellingSupplement: string;
}

export function accommodationFundingRateErrors(
  form: AccommodationFundingRateInput,
  otherStarts: readonly string[],
): ScheduleErrors {
  const e: ScheduleErrors = startErrors(form.startDate, otherStarts);
  if (!isAmountOrBlank(form.maximumAccommodationSupplement))
    e.maximumAccommodationSupplement = RATE_SCHEDULE_MESSAGES.amountInvalid;
  if (!isAmountOrBlank(form.hotellingSupplement)) e.hotellingSupplement = RATE_SCHEDULE_MESSAGES.amountInvalid;
  return e;
}

// ---------------------------------------------------------------- fees and charges

export interface FeesAndChargesInput {
  startDate: string;
  baseInterestRate: string;
  basicDailyFee: string;
  hotellingContributionDailyCap: string;
  nonClinicalCareContributionDailyCap: string;
  nonClinicalCareContributionLifetimeCap: string;
  nonClinicalCareContributionTimeLimitDays: string;
  mpirRates: RateRow[];
  maximumPenaltyInterestRates: RateRow[];
}

/** The Aged Care Act 2025 figures of a fees and charges record. */
export const ACT_2025_FIELDS = [
  'hotellingContributionDailyCap',
  'nonClinicalCareContributionDailyCap',
  'nonClinicalCareContributionLifetimeCap',
  'nonClinicalCareContributionTimeLimitDays',
] as const;

/** The Aged Care Act 2025 effective date hides the new fees for records starting before it. */
export function showsAct2025Fees(startDate: string | null | undefined): boolean {
  return !!startDate && startDate >= AGED_CARE_ACT_2025_DATE;
}

const blankRow = (r: RateRow) => !r.startDate && !r.endDate && !r.rate.trim();

/** A rate list as saved: the one row the screen always keeps, left blank, is no row (a gap the user fills later). */
export function rateListToSave(rows: readonly RateRow[]): RateRow[] {
  return rows.length === 1 && blankRow(rows[0]) ? [] : rows.map((r) => ({ ...r, rate: r.rate.trim() }));
}

/** The record as saved: Act 2025 figures only from 1 Nov 2025 (hidden, so cleared, before), blank rate lists empty. */
export function feesAndChargesToSave(form: FeesAndChargesInput): FeesAndChargesInput {
  const act = showsAct2025Fees(form.startDate);
  const out = {
    ...form,
    mpirRates: rateListToSave(form.mpirRates),
    maximumPenaltyInterestRates: rateListToSave(form.maximumPenaltyInterestRates),
  };
  if (!act) for (const f of ACT_2025_FIELDS) out[f] = '';
  return out;
}

/** The rules of a fees and charges record (after `feesAndChargesToSave`), rate rows keyed `mpirRates[i].field`. */
export function feesAndChargesErrors(form: FeesAndChargesInput, otherStarts: readonly string[]): ScheduleErrors {
  const e: ScheduleErrors = startErrors(form.startDate, otherStarts);
  const M = RATE_SCHEDULE_MESSAGES;
  if (!isPercentOrBlank(form.baseInterestRate)) e.baseInterestRate = M.percentInvalid;
  if (!isAmountOrBlank(form.basicDailyFee)) e.basicDailyFee = M.amountInvalid;
  if (showsAct2025Fees(form.startDate)) {
    if (!isAmountOrBlank(form.hotellingContributionDailyCap)) e.hotellingContributionDailyCap = M.amountInvalid;
    if (!isAmountOrBlank(form.nonClinicalCareContributionDailyCap)) e.nonClinicalCareContributionDailyCap = M.amountInvalid;
    if (!isAmountOrBlank(form.nonClinicalCareContributionLifetimeCap)) e.nonClinicalCareContributionLifetimeCap = M.amountInvalid;
    if (!isDaysOrBlank(form.nonClinicalCareContributionTimeLimitDays)) e.nonClinicalCareContributionTimeLimitDays = M.daysInvalid;
  }
  for (const list of FEES_RATE_LISTS) {
    rateRowErrors(form[list], { recordStart: form.startDate }).forEach((rowErrors: RateRowErrors, i) => {
      for (const [field, message] of Object.entries(rowErrors)) if (message) e[`${list}[${i}].${field}`] = message;
    });
  }
  return e;
}

/**
 * A rate in force on a day across the fees and charges records: the row covering the day in the latest-starting record
 * that has one (a later record's list overrides an earlier one where they overlap); null when no row covers it. The one
 * rule (rate-rows `ratesInForce` + `rateInForceOn`), here for a list of records.
 */
export function rateAcrossRecords(
  records: ReadonlyArray<{ startDate: string; rows: readonly RateRow[] }>,
  day: string,
): RateRow | null {
  const hit = rateInForceOn(ratesInForce(records), day);
  return hit ? { startDate: hit.startDateUtc, endDate: hit.endDateUtc ?? hit.startDateUtc, rate: hit.rate } : null;
}
