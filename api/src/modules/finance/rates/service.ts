/**
 * The organisation's rate schedules (seed 001 §3 care funding rate, accommodation funding rate, fees and charges record;
 * §5 their validation and the fees rate lists): each list newest first with derived ends, and the save of one record
 * (added without id, changed with id and the version read). A save resolves the id in the caller's organisation first
 * (404 for another's), then, under the schedule's lock, runs the shared rules on the record against the other records'
 * starts (400 model state), checks the version (409) and writes the record, its rows and its audit row in one
 * transaction.
 */
import type { FastifyRequest } from 'fastify';
import type {
  AccommodationFundingRateList,
  CareFundingRateList,
  FeesAndChargesList,
  SaveAccommodationFundingRateBody,
  SaveCareFundingRateBody,
  SaveFeesAndChargesBody,
} from 'shared-domain/contracts/finance-rates';
import { formatDate } from 'shared-domain/dates';
import {
  ACFI_RATE_DOMAINS,
  ACFI_RATE_LEVELS,
  BCT_CATEGORIES,
  CARE_SUPPLEMENT_NAMES,
  accommodationFundingRateErrors,
  baseCareTariff,
  careFundingRateErrors,
  feesAndChargesErrors,
  feesAndChargesToSave,
  figureOrNull,
  scheduleWithEnds,
  type CareFundingRateInput,
  type FeesAndChargesInput,
  type FundingModel,
  type ScheduleErrors,
} from 'shared-domain/finance/rate-schedules';
import { toDecimal } from 'shared-domain/money';
import type { ScopedDb } from '../../../db/scoped';
import { auditChanges } from '../../../http/audit';
import { ModelStateError, conflict, notFound, type ModelState } from '../../../http/errors';
import * as repo from './repository';

const VERSION_REQUIRED = 'The version is required.';

/** A figure as the database gives it back ('12.50', '0.5000'), so an unchanged figure compares equal. */
const fixed = (scale: number) => (v: string | number | null | undefined) => {
  const f = figureOrNull(v);
  return f === null ? null : toDecimal(f).toFixed(scale);
};
const money = fixed(2);
const nwau = fixed(4);
const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The shared rules' field names ('startDate', 'mpirRates[0].endDate') as the contract names them. */
function refuse(errors: ScheduleErrors): void {
  const entries = Object.entries(errors);
  if (!entries.length) return;
  const ms: ModelState = {};
  for (const [field, message] of entries) {
    const key = field.replace(/(^|\.)(startDate|endDate)$/, (_m, dot: string, name: string) => `${dot}${name}Utc`);
    (ms[key] ??= []).push(message);
  }
  throw new ModelStateError(ms);
}

/** The record being changed: resolved in the caller's organisation (404 otherwise); its version is required. */
function changed<T extends { id: number; version: number }>(rows: T[], id: number, version: number | undefined): T {
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound();
  if (version === undefined) throw ModelStateError.field('version', VERSION_REQUIRED);
  if (version !== row.version) throw conflict();
  return row;
}

const audited = (t: ScopedDb) => t.crossFacility('audit');
/** The note sent, or (not sent) the record's own. */
const noteOf = (sent: string | null | undefined, stored: { note: string | null } | null) =>
  sent === undefined ? (stored?.note ?? null) : figureOrNull(sent);
/** A save that changes nothing writes nothing (no new version, no audit row). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// ---------------------------------------------------------------- care funding rates

function toCareList(rows: repo.CareFundingRateRow[], savedId?: number): CareFundingRateList {
  return {
    records: scheduleWithEnds(rows).map((r) => ({
      id: r.id,
      startDateUtc: r.startDateUtc,
      endDateUtc: r.endDateUtc,
      version: r.version,
      note: r.note,
      fundingModel: r.fundingModel,
      anaccPricePerNwau: r.anaccPricePerNwau,
      acfiRates: ACFI_RATE_DOMAINS.flatMap((acfiDomain) =>
        ACFI_RATE_LEVELS.map((acfiLevel) => ({
          acfiDomain,
          acfiLevel,
          dailyRate: r.acfiRates.find((a) => a.acfiDomain === acfiDomain && a.acfiLevel === acfiLevel)?.dailyRate ?? null,
        })),
      ),
      supplements: CARE_SUPPLEMENT_NAMES.map((name) => ({
        name,
        amount: r.supplements.find((x) => x.name === name)?.amount ?? null,
      })),
      anaccFixedComponentRates: BCT_CATEGORIES.map((bctCategory) => {
        const n = r.baseCareTariffs.find((b) => b.bctCategory === bctCategory)?.nwau ?? null;
        return { bctCategory, nwau: n, baseCareTariff: baseCareTariff(r.anaccPricePerNwau, n) };
      }),
    })),
    ...(savedId !== undefined ? { savedId } : {}),
  };
}

/** GET funding/care-funding-rates. */
export async function careFundingRates(s: ScopedDb): Promise<CareFundingRateList> {
  return toCareList(await repo.listCareFundingRates(s));
}

/** The body as the form the rules read: every ACFI rate, supplement and base care tariff, blank where not sent. */
function careInput(body: SaveCareFundingRateBody): CareFundingRateInput {
  return {
    startDate: body.startDateUtc,
    fundingModel: body.fundingModel,
    anaccPricePerNwau: text(body.anaccPricePerNwau),
    acfiRates: ACFI_RATE_DOMAINS.flatMap((acfiDomain) =>
      ACFI_RATE_LEVELS.map((acfiLevel) => ({
        acfiDomain,
        acfiLevel,
        dailyRate: text(body.acfiRates.find((a) => a.acfiDomain === acfiDomain && a.acfiLevel === acfiLevel)?.dailyRate),
      })),
    ),
    supplements: CARE_SUPPLEMENT_NAMES.map((name) => ({
      name,
      amount: text(body.supplements.find((x) => x.name === name)?.amount),
    })),
    anaccFixedComponentRates: BCT_CATEGORIES.map((bctCategory) => ({
      bctCategory,
      nwau: text(body.anaccFixedComponentRates.find((b) => b.bctCategory === bctCategory)?.nwau),
    })),
  };
}

function careValues(form: CareFundingRateInput, note: string | null | undefined): repo.CareFundingRateValues {
  return {
    startDate: form.startDate,
    fundingModel: form.fundingModel as FundingModel,
    anaccPricePerNwau: money(form.anaccPricePerNwau),
    note: figureOrNull(note),
    acfiRates: form.acfiRates.map((a) => ({ acfiDomain: a.acfiDomain, acfiLevel: a.acfiLevel, dailyRate: money(a.dailyRate) })),
    supplements: form.supplements.map((x) => ({ name: x.name, amount: money(x.amount) })),
    baseCareTariffs: form.anaccFixedComponentRates.map((b) => ({ bctCategory: b.bctCategory, nwau: nwau(b.nwau) })),
  };
}

/** What the record history shows of a care funding rate (display values; rows as 'ADL Low: 43.65'). */
function careSnapshot(v: repo.CareFundingRateValues) {
  return {
    startDate: formatDate(v.startDate),
    fundingModel: v.fundingModel,
    anaccPricePerNwau: v.anaccPricePerNwau,
    acfiRates: v.acfiRates.filter((a) => a.dailyRate !== null).map((a) => `${a.acfiDomain} ${a.acfiLevel}: ${a.dailyRate}`),
    supplements: v.supplements.filter((x) => x.amount !== null).map((x) => `${x.name}: ${x.amount}`),
    baseCareTariffs: v.baseCareTariffs.filter((b) => b.nwau !== null).map((b) => `${b.bctCategory}: ${b.nwau}`),
    note: v.note,
  };
}

/** POST funding/care-funding-rates/save. */
export async function saveCareFundingRate(
  s: ScopedDb,
  req: FastifyRequest,
  body: SaveCareFundingRateBody,
): Promise<CareFundingRateList> {
  if (body.id) await resolveIn(repo.listCareFundingRates(s, { id: body.id }));
  const savedId = await s.transaction(async (t) => {
    await repo.lockSchedule(t, 'care_funding_rates');
    const rows = await repo.listCareFundingRates(t);
    const stored = body.id ? changed(rows, body.id, body.version) : null;
    const form = careInput(body);
    refuse(
      careFundingRateErrors(
        form,
        rows.filter((r) => r.id !== stored?.id).map((r) => r.startDate),
      ),
    );
    const values = careValues(form, noteOf(body.note, stored));
    if (!stored) {
      const id = await repo.insertCareFundingRate(t, values);
      await auditChanges(audited(t), req, 'add-care-funding-rate', 'careFundingRate', id, null, careSnapshot(values));
      return id;
    }
    if (same(careSnapshot(stored), careSnapshot(values))) return stored.id;
    if (!(await repo.updateCareFundingRate(t, stored.id, stored.version, values))) throw conflict();
    await auditChanges(
      audited(t),
      req,
      'update-care-funding-rate',
      'careFundingRate',
      stored.id,
      careSnapshot(stored),
      careSnapshot(values),
    );
    return stored.id;
  });
  return toCareList(await repo.listCareFundingRates(s), savedId);
}

/** 404 unless the id named a record of the caller's organisation (read before anything else). */
async function resolveIn(found: Promise<unknown[]>): Promise<void> {
  if (!(await found).length) throw notFound();
}

// ---------------------------------------------------------------- accommodation funding rates

function toAccommodationList(rows: repo.AccommodationFundingRateRow[], savedId?: number): AccommodationFundingRateList {
  return {
    records: scheduleWithEnds(rows).map((r) => ({
      id: r.id,
      startDateUtc: r.startDateUtc,
      endDateUtc: r.endDateUtc,
      version: r.version,
      note: r.note,
      maximumAccommodationSupplement: r.maximumAccommodationSupplement,
      hotellingSupplement: r.hotellingSupplement,
    })),
    ...(savedId !== undefined ? { savedId } : {}),
  };
}

/** GET funding/accommodation-funding-rates. */
export async function accommodationFundingRates(s: ScopedDb): Promise<AccommodationFundingRateList> {
  return toAccommodationList(await repo.listAccommodationFundingRates(s));
}

function accommodationSnapshot(v: repo.AccommodationFundingRateValues) {
  return {
    startDate: formatDate(v.startDate),
    maximumAccommodationSupplement: v.maximumAccommodationSupplement,
    hotellingSupplement: v.hotellingSupplement,
    note: v.note,
  };
}

/** POST funding/accommodation-funding-rates/save. */
export async function saveAccommodationFundingRate(
  s: ScopedDb,
  req: FastifyRequest,
  body: SaveAccommodationFundingRateBody,
): Promise<AccommodationFundingRateList> {
  if (body.id) await resolveIn(repo.listAccommodationFundingRates(s, { id: body.id }));
  const savedId = await s.transaction(async (t) => {
    await repo.lockSchedule(t, 'accommodation_funding_rates');
    const rows = await repo.listAccommodationFundingRates(t);
    const stored = body.id ? changed(rows, body.id, body.version) : null;
    const form = {
      startDate: body.startDateUtc,
      maximumAccommodationSupplement: text(body.maximumAccommodationSupplement),
      hotellingSupplement: text(body.hotellingSupplement),
    };
    refuse(
      accommodationFundingRateErrors(
        form,
        rows.filter((r) => r.id !== stored?.id).map((r) => r.startDate),
      ),
    );
    const values: repo.AccommodationFundingRateValues = {
      startDate: form.startDate,
      maximumAccommodationSupplement: money(form.maximumAccommodationSupplement),
      hotellingSupplement: money(form.hotellingSupplement),
      note: noteOf(body.note, stored),
    };
    if (!stored) {
      const id = await repo.insertAccommodationFundingRate(t, values);
      await auditChanges(
        audited(t),
        req,
        'add-accommodation-funding-rate',
        'accommodationFundingRate',
        id,
        null,
        accommodationSnapshot(values),
      );
      return id;
    }
    if (same(accommodationSnapshot(stored), accommodationSnapshot(values))) return stored.id;
    if (!(await repo.updateAccommodationFundingRate(t, stored.id, stored.version, values))) throw conflict();
    await auditChanges(
      audited(t),
      req,
      'update-accommodation-funding-rate',
      'accommodationFundingRate',
      stored.id,
      accommodationSnapshot(stored),
      accommodationSnapshot(values),
    );
    return stored.id;
  });
  return toAccommodationList(await repo.listAccommodationFundingRates(s), savedId);
}

// ---------------------------------------------------------------- fees and charges

const rateOut = (r: repo.StoredRate) => ({
  id: r.id,
  startDateUtc: r.startDate,
  endDateUtc: r.endDate,
  rate: r.rate,
});

function toFeesList(rows: repo.FeesAndChargesRow[], savedId?: number): FeesAndChargesList {
  return {
    records: scheduleWithEnds(rows).map((r) => ({
      id: r.id,
      startDateUtc: r.startDateUtc,
      endDateUtc: r.endDateUtc,
      version: r.version,
      note: r.note,
      baseInterestRate: r.baseInterestRate,
      basicDailyFee: r.basicDailyFee,
      hotellingContributionDailyCap: r.hotellingContributionDailyCap,
      nonClinicalCareContributionDailyCap: r.nonClinicalCareContributionDailyCap,
      nonClinicalCareContributionLifetimeCap: r.nonClinicalCareContributionLifetimeCap,
      nonClinicalCareContributionTimeLimitDays: r.nonClinicalCareContributionTimeLimitDays,
      mpirRates: r.mpirRates.map(rateOut),
      maximumPenaltyInterestRates: r.maximumPenaltyInterestRates.map(rateOut),
    })),
    ...(savedId !== undefined ? { savedId } : {}),
  };
}

/** GET funding/fees-and-charges. */
export async function feesAndCharges(s: ScopedDb): Promise<FeesAndChargesList> {
  return toFeesList(await repo.listFeesAndCharges(s));
}

function feesInput(body: SaveFeesAndChargesBody): FeesAndChargesInput {
  const rows = (list: SaveFeesAndChargesBody['mpirRates']) =>
    list.map((r) => ({ startDate: r.startDateUtc, endDate: r.endDateUtc, rate: text(r.rate) }));
  return feesAndChargesToSave({
    startDate: body.startDateUtc,
    baseInterestRate: text(body.baseInterestRate),
    basicDailyFee: text(body.basicDailyFee),
    hotellingContributionDailyCap: text(body.hotellingContributionDailyCap),
    nonClinicalCareContributionDailyCap: text(body.nonClinicalCareContributionDailyCap),
    nonClinicalCareContributionLifetimeCap: text(body.nonClinicalCareContributionLifetimeCap),
    nonClinicalCareContributionTimeLimitDays: text(body.nonClinicalCareContributionTimeLimitDays),
    mpirRates: rows(body.mpirRates),
    maximumPenaltyInterestRates: rows(body.maximumPenaltyInterestRates),
  });
}

function feesValues(form: FeesAndChargesInput, note: string | null | undefined): repo.FeesAndChargesValues {
  const days = figureOrNull(form.nonClinicalCareContributionTimeLimitDays);
  const rows = (list: FeesAndChargesInput['mpirRates']) =>
    list.map((r) => ({ startDate: r.startDate, endDate: r.endDate, rate: money(r.rate)! }));
  return {
    startDate: form.startDate,
    baseInterestRate: money(form.baseInterestRate),
    basicDailyFee: money(form.basicDailyFee),
    hotellingContributionDailyCap: money(form.hotellingContributionDailyCap),
    nonClinicalCareContributionDailyCap: money(form.nonClinicalCareContributionDailyCap),
    nonClinicalCareContributionLifetimeCap: money(form.nonClinicalCareContributionLifetimeCap),
    nonClinicalCareContributionTimeLimitDays: days === null ? null : Number(days),
    note: figureOrNull(note),
    mpirRates: rows(form.mpirRates),
    maximumPenaltyInterestRates: rows(form.maximumPenaltyInterestRates),
  };
}

function feesSnapshot(v: repo.FeesAndChargesValues) {
  const rows = (list: repo.FeesAndChargesValues['mpirRates']) =>
    list.map((r) => `${formatDate(r.startDate)} to ${formatDate(r.endDate)}: ${r.rate}%`);
  return {
    startDate: formatDate(v.startDate),
    baseInterestRate: v.baseInterestRate,
    basicDailyFee: v.basicDailyFee,
    hotellingContributionDailyCap: v.hotellingContributionDailyCap,
    nonClinicalCareContributionDailyCap: v.nonClinicalCareContributionDailyCap,
    nonClinicalCareContributionLifetimeCap: v.nonClinicalCareContributionLifetimeCap,
    nonClinicalCareContributionTimeLimitDays: v.nonClinicalCareContributionTimeLimitDays,
    mpirRates: rows(v.mpirRates),
    maximumPenaltyInterestRates: rows(v.maximumPenaltyInterestRates),
    note: v.note,
  };
}

/** POST funding/fees-and-charges. */
export async function saveFeesAndCharges(
  s: ScopedDb,
  req: FastifyRequest,
  body: SaveFeesAndChargesBody,
): Promise<FeesAndChargesList> {
  if (body.id) await resolveIn(repo.listFeesAndCharges(s, { id: body.id }));
  const savedId = await s.transaction(async (t) => {
    await repo.lockSchedule(t, 'fees_and_charges');
    const rows = await repo.listFeesAndCharges(t);
    const stored = body.id ? changed(rows, body.id, body.version) : null;
    const form = feesInput(body);
    refuse(
      feesAndChargesErrors(
        form,
        rows.filter((r) => r.id !== stored?.id).map((r) => r.startDate),
      ),
    );
    const values = feesValues(form, noteOf(body.note, stored));
    if (!stored) {
      const id = await repo.insertFeesAndCharges(t, values);
      await auditChanges(audited(t), req, 'add-fees-and-charges', 'feesAndCharges', id, null, feesSnapshot(values));
      return id;
    }
    if (same(feesSnapshot(stored), feesSnapshot(values))) return stored.id;
    if (!(await repo.updateFeesAndCharges(t, stored.id, stored.version, values))) throw conflict();
    await auditChanges(
      audited(t),
      req,
      'update-fees-and-charges',
      'feesAndCharges',
      stored.id,
      feesSnapshot(stored),
      feesSnapshot(values),
    );
    return stored.id;
  });
  return toFeesList(await repo.listFeesAndCharges(s), savedId);
}
