/**
 * What the rate schedules offer the rest of the funding module and other modules (through funding/index.ts): the rates
 * of the caller's organisation in force on a day. A record applies from its start day until the next later record
 * starts; the MPIR and maximum penalty interest rates are rows of the fees and charges records, a later record's rows
 * replacing an earlier one's on the days they share. One rule picks the rate of a day: shared-domain rate-rows
 * `ratesInForce` (the rows in force, never overlapping) and `rateInForceOn` (the row covering a day), used here for the
 * MPIR check of admission and transfer and the legal notice, and by the fees tab on the rows `mpirRates` gives it. The
 * AN-ACC class weights are rows of the care funding rate record, read for a day by `classWeightsOn`.
 */
import { addDays } from 'shared-domain/dates';
import type { ContributionCaps } from 'shared-domain/finance/act-2025';
import { MPIR_NOT_SET } from 'shared-domain/messages';
import { ratesInForce } from 'shared-domain/finance/rate-rows';
import { rateInForceOn } from 'shared-domain/rate-periods';
import { recordOn, showsAct2025Fees } from 'shared-domain/finance/rate-schedules';
import type {
  AcfiRateDomain,
  AcfiRateLevel,
  BctCategory,
  CareSupplementName,
  FundingModel,
} from 'shared-domain/finance/rate-schedules';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError } from '../../../http/errors';
import * as repo from './repository';
import type { ClassWeight } from './repository';

/** One row in force of a rate list (MPIR, maximum penalty interest rate): percent as a decimal string, days 'YYYY-MM-DD'. */
export interface RateInForce {
  rate: string;
  startDate: string;
  endDate: string;
}

/** The figures of the fees and charges record in force on a day (Act 2025 figures null before 1 Nov 2025 records). */
export interface FeesAndChargesFigures {
  /** The record's id and start day. */
  id: number;
  startDate: string;
  baseInterestRate: string | null;
  basicDailyFee: string | null;
  hotellingContributionDailyCap: string | null;
  nonClinicalCareContributionDailyCap: string | null;
  nonClinicalCareContributionLifetimeCap: string | null;
  nonClinicalCareContributionTimeLimitDays: number | null;
}

/** The care funding rate in force on a day (figures null while not entered). */
export interface CareFundingRatesInForce {
  id: number;
  startDate: string;
  fundingModel: FundingModel;
  anaccPricePerNwau: string | null;
  acfiRates: Array<{ acfiDomain: AcfiRateDomain; acfiLevel: AcfiRateLevel; dailyRate: string | null }>;
  supplements: Array<{ name: CareSupplementName; amount: string | null }>;
  /** The base care tariff NWAU of each category (null: not entered), with its DEMO flag (docs/decisions.md 8). */
  baseCareTariffs: Array<{ bctCategory: BctCategory; nwau: string | null; isDemoValue: boolean }>;
}

/** An AN-ACC class's weight in force: NWAU, care minutes, source and unconfirmed mark. */
export type { ClassWeight } from './repository';

/** The accommodation funding rate in force on a day. */
export interface AccommodationFundingRatesInForce {
  id: number;
  startDate: string;
  maximumAccommodationSupplement: string | null;
  hotellingSupplement: string | null;
}

type ListKey = 'mpirRates' | 'maximumPenaltyInterestRates';

/** The rows in force of a list across the organisation's fees and charges records, oldest first, never overlapping. */
async function rowsInForce(s: ScopedDb, list: ListKey): Promise<RateInForce[]> {
  const records = (await repo.listFeesAndCharges(s)).map((f) => ({ startDate: f.startDate, rows: f[list] }));
  return ratesInForce(records).map((r) => ({ rate: r.rate, startDate: r.startDateUtc, endDate: r.endDateUtc }));
}

/** The row of `rows` in force on a day (the one rule), or null. */
function rowOn(rows: readonly RateInForce[], day: string): RateInForce | null {
  const hit = rateInForceOn(
    rows.map((r) => ({ startDateUtc: r.startDate, endDateUtc: r.endDate, rate: r.rate, row: r })),
    day,
  );
  return hit?.row ?? null;
}

/** Every MPIR row in force of the caller's organisation's fees and charges, oldest first (the fees tab's list). */
export async function mpirRates(s: ScopedDb): Promise<RateInForce[]> {
  return rowsInForce(s, 'mpirRates');
}

/** The MPIR in force on a day, or null (then: 'Ensure MPIR is set in Funding - Fees and Charges with valid dates'). */
export async function mpirOn(s: ScopedDb, day: string): Promise<RateInForce | null> {
  return rowOn(await rowsInForce(s, 'mpirRates'), day);
}

/** Every maximum penalty interest rate row in force, oldest first. */
export async function maximumPenaltyInterestRates(s: ScopedDb): Promise<RateInForce[]> {
  return rowsInForce(s, 'maximumPenaltyInterestRates');
}

/** The maximum penalty interest rate in force on a day, or null. */
export async function maximumPenaltyInterestRateOn(s: ScopedDb, day: string): Promise<RateInForce | null> {
  return rowOn(await rowsInForce(s, 'maximumPenaltyInterestRates'), day);
}

/** The fees and charges figures in force on a day, or null when no record covers it. */
export async function feesAndChargesOn(s: ScopedDb, day: string): Promise<FeesAndChargesFigures | null> {
  const f = recordOn(await repo.listFeesAndCharges(s), day);
  if (!f) return null;
  const act = showsAct2025Fees(f.startDate);
  return {
    id: f.id,
    startDate: f.startDate,
    baseInterestRate: f.baseInterestRate,
    basicDailyFee: f.basicDailyFee,
    hotellingContributionDailyCap: act ? f.hotellingContributionDailyCap : null,
    nonClinicalCareContributionDailyCap: act ? f.nonClinicalCareContributionDailyCap : null,
    nonClinicalCareContributionLifetimeCap: act ? f.nonClinicalCareContributionLifetimeCap : null,
    nonClinicalCareContributionTimeLimitDays: act ? f.nonClinicalCareContributionTimeLimitDays : null,
  };
}

/**
 * The care funding rate in force on a day (AN-ACC price, base care tariff NWAUs, ACFI rates, supplements), or null: the
 * one source of the AN-ACC price per NWAU and the base care tariff NWAU (the funding tab, its AN-ACC calculator, the
 * leads' funding estimate). Its class weights are read by `classWeightsOn`.
 */
export async function careFundingRatesOn(s: ScopedDb, day: string): Promise<CareFundingRatesInForce | null> {
  const id = await repo.careFundingRateIdOn(s, day);
  const [c] = id === null ? [] : await repo.listCareFundingRates(s, { id });
  if (!c) return null;
  return {
    id: c.id,
    startDate: c.startDate,
    fundingModel: c.fundingModel,
    anaccPricePerNwau: c.anaccPricePerNwau,
    acfiRates: c.acfiRates,
    supplements: c.supplements,
    baseCareTariffs: c.baseCareTariffs,
  };
}

/**
 * The AN-ACC class weights in force on a day: those of the organisation's care funding rate record in force (Funding -
 * Care funding rates), in class order; empty before the first record or when it has none. The one read of the class
 * weights: the funding tab and its AN-ACC calculator, the leads' funding estimate, and (as the sub-query
 * `classWeightsInForceQuery` inside their one statement) the lead board's and card's rates.
 */
export async function classWeightsOn(s: ScopedDb, day: string): Promise<ClassWeight[]> {
  return repo.classWeightsInForceQuery(s, day).execute();
}

/** The SQL of `classWeightsOn`, for a read that needs the weights inside its own statement (the lead board). */
export { classWeightsInForceQuery } from './repository';

/** The accommodation funding rate in force on a day, or null. */
export async function accommodationFundingRatesOn(s: ScopedDb, day: string): Promise<AccommodationFundingRatesInForce | null> {
  const a = recordOn(await repo.listAccommodationFundingRates(s), day);
  if (!a) return null;
  return {
    id: a.id,
    startDate: a.startDate,
    maximumAccommodationSupplement: a.maximumAccommodationSupplement,
    hotellingSupplement: a.hotellingSupplement,
  };
}

/**
 * The MPIR check of admission and transfer (seed 000 §5 "MPIR must be set for the agreed room price date"): whether a
 * residency with an agreed room price has an MPIR for the day its price applies from (`day`: the admission date when
 * given, else its first agreed room price date). A residency without an agreed room price has nothing to check.
 */
export async function mpirSetForAgreedRoomPrice(s: ScopedDb, residencyId: number, day?: string | null): Promise<boolean> {
  const first = await repo.firstAgreedRoomPriceDate(s, residencyId);
  if (!first) return true;
  return (await mpirOn(s, day ?? first)) !== null;
}

/** The refusal when `mpirSetForAgreedRoomPrice` is false: 400 `mpir` (the seed's message). */
export const mpirNotSet = () => ModelStateError.field('mpir', MPIR_NOT_SET);

/** The base interest rate of each fees and charges record over the days it applies (until the next record), oldest first. */
export async function baseInterestRates(
  s: ScopedDb,
): Promise<Array<{ rate: string; startDate: string; endDate: string | null }>> {
  const records = [...(await repo.listFeesAndCharges(s))].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return records.flatMap((f, i) => {
    if (f.baseInterestRate === null) return [];
    const next = records[i + 1];
    return [{ rate: f.baseInterestRate, startDate: f.startDate, endDate: next ? addDays(next.startDate, -1) : null }];
  });
}

/** The Aged Care Act 2025 contribution caps of the fees and charges record in force on a day, or null (no record). */
export async function contributionCapsOn(s: ScopedDb, day: string): Promise<ContributionCaps | null> {
  const fc = await feesAndChargesOn(s, day);
  return (
    fc && {
      hotellingContributionDailyCap: fc.hotellingContributionDailyCap,
      nonClinicalCareContributionDailyCap: fc.nonClinicalCareContributionDailyCap,
      nonClinicalCareContributionLifetimeCap: fc.nonClinicalCareContributionLifetimeCap,
      nonClinicalCareContributionTimeLimitDays: fc.nonClinicalCareContributionTimeLimitDays,
      startDate: fc.startDate,
    }
  );
}
