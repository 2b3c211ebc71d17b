/**
 * What the rate schedules offer the rest of the finance module and other modules (through finance/index.ts): the rates
 * of the caller's organisation in force on a day. A record applies from its start day until the next later record
 * starts; the MPIR and maximum penalty interest rates are rows of the fees and charges records, a later record's row
 * overriding an earlier one's where they overlap (shared-domain rateAcrossRecords).
 */
import { MPIR_NOT_SET } from 'shared-domain/messages';
import { rateAcrossRecords, recordOn, showsAct2025Fees } from 'shared-domain/finance/rate-schedules';
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

/** One row of a rate list (MPIR, maximum penalty interest rate): percent as a decimal string, days 'YYYY-MM-DD'. */
export interface RateInForce {
  rate: string;
  startDate: string;
  endDate: string | null;
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
  baseCareTariffs: Array<{ bctCategory: BctCategory; nwau: string | null }>;
}

/** The accommodation funding rate in force on a day. */
export interface AccommodationFundingRatesInForce {
  id: number;
  startDate: string;
  maximumAccommodationSupplement: string | null;
  hotellingSupplement: string | null;
}

type ListKey = 'mpirRates' | 'maximumPenaltyInterestRates';

async function listRows(s: ScopedDb, list: ListKey): Promise<Array<{ startDate: string; rows: RateInForce[] }>> {
  return (await repo.listFeesAndCharges(s)).map((f) => ({
    startDate: f.startDate,
    rows: f[list].map((r) => ({ rate: r.rate, startDate: r.startDate, endDate: r.endDate })),
  }));
}

/** The rows in force, oldest first: every record's rows, a later record's row replacing an earlier one with its start. */
async function effectiveRows(s: ScopedDb, list: ListKey): Promise<RateInForce[]> {
  const byStart = new Map<string, RateInForce>();
  for (const record of await listRows(s, list)) for (const row of record.rows) byStart.set(row.startDate, row); // oldest record first
  return [...byStart.values()].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
}

async function rateOn(s: ScopedDb, list: ListKey, day: string): Promise<RateInForce | null> {
  const records = await listRows(s, list);
  const hit = rateAcrossRecords(
    records.map((r) => ({ startDate: r.startDate, rows: r.rows.map((x) => ({ ...x, endDate: x.endDate ?? x.startDate })) })),
    day,
  );
  return hit ? { rate: hit.rate, startDate: hit.startDate, endDate: hit.endDate } : null;
}

/** Every MPIR row of the caller's organisation's fees and charges, oldest first. */
export async function mpirRates(s: ScopedDb): Promise<RateInForce[]> {
  return effectiveRows(s, 'mpirRates');
}

/** The MPIR in force on a day, or null (then: 'Ensure MPIR is set in Funding - Fees and Charges with valid dates'). */
export async function mpirOn(s: ScopedDb, day: string): Promise<RateInForce | null> {
  return rateOn(s, 'mpirRates', day);
}

/** Every maximum penalty interest rate row, oldest first. */
export async function maximumPenaltyInterestRates(s: ScopedDb): Promise<RateInForce[]> {
  return effectiveRows(s, 'maximumPenaltyInterestRates');
}

/** The maximum penalty interest rate in force on a day, or null. */
export async function maximumPenaltyInterestRateOn(s: ScopedDb, day: string): Promise<RateInForce | null> {
  return rateOn(s, 'maximumPenaltyInterestRates', day);
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

/** The care funding rate in force on a day (AN-ACC price, base care tariff NWAUs, ACFI rates, supplements), or null. */
export async function careFundingRatesOn(s: ScopedDb, day: string): Promise<CareFundingRatesInForce | null> {
  const c = recordOn(await repo.listCareFundingRates(s), day);
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
