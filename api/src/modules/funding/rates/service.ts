/**
 * The organisation's rate schedules (seed 001 §3 care funding rate, accommodation funding rate, fees and charges record;
 * §5 their validation and the fees rate lists): each list newest first with derived ends, and the save of one record
 * (added without id, changed with id and the version read). A save resolves the id in the caller's organisation first
 * (404 for another's), then, under the schedule's lock, runs the shared rules on the record against the other records'
 * starts (400 model state), checks the version (409) and writes the record, its rows and its audit row in one
 * transaction.
 */
import type {
  AccommodationFundingRateList,
  CareFundingRateList,
  FeesAndChargesList,
  SaveAccommodationFundingRateBody,
  SaveCareFundingRateBody,
  SaveFeesAndChargesBody,
} from 'shared-domain/contracts/finance-rates';
import type { AcfiRateList } from 'shared-domain/contracts/reference-data';
import { formatDate, melbourneToday } from 'shared-domain/dates';
import { UNCONFIRMED_SOURCE_SUFFIX, anaccComponentRate } from 'shared-domain/finance/funding';
import {
  ACFI_RATE_DOMAINS,
  ACFI_RATE_LEVELS,
  ANACC_WEIGHT_CLASSES,
  BCT_CATEGORIES,
  CARE_SUPPLEMENT_NAMES,
  accommodationFundingRateErrors,
  anaccWeightClassLabel,
  baseCareTariff,
  careFundingRateErrors,
  classWeightEnteredSource,
  feesAndChargesErrors,
  feesAndChargesToSave,
  figureOrNull,
  scheduleWithEnds,
  type AccommodationFundingRateInput,
  type CareFundingRateInput,
  type ClassWeightInput,
  type FeesAndChargesInput,
  type FundingModel,
  type ScheduleErrors,
} from 'shared-domain/finance/rate-schedules';
import { toDecimal } from 'shared-domain/money';
import type { ScopedDb } from '../../../db/scoped';
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

/** 404 unless the id named a record of the caller's organisation (read before anything else). */
async function resolveIn(found: Promise<unknown[]>): Promise<void> {
  if (!(await found).length) throw notFound();
}

/** The note sent, or (not sent) the record's own. */
const noteOf = (sent: string | null | undefined, stored: { note: string | null } | null) =>
  sent === undefined ? (stored?.note ?? null) : figureOrNull(sent);
/** A save that changes nothing writes nothing (no new version, no audit row). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// ---------------------------------------------------------------- what every schedule shares

/** What every record of a schedule's list has: its id, start and derived end, version and note. */
interface ListedStamp {
  id: number;
  startDateUtc: string;
  endDateUtc: string | null;
  version: number;
  note: string | null;
}
/** A record's own figures in a schedule's list (the contract's record without the stamp). */
type FiguresOf<L extends { records: ListedStamp[] }> = Omit<L['records'][number], keyof ListedStamp>;

/** A schedule's list: its records newest first, each with its derived end and its own figures; the id just saved. */
interface ScheduleList<Figures> {
  records: Array<ListedStamp & Figures>;
  savedId?: number;
}

/** The parts of a save body every schedule has: the record's id and version when changing one, its note. */
interface ScheduleSaveBody {
  id?: number | null;
  version?: number;
  note?: string | null;
}

/** One schedule's own parts of the shared list and save. */
interface Schedule<Body extends ScheduleSaveBody, Form, Values, Row extends Values & repo.Stamp, Figures> {
  /** The schedule's name for its save lock. */
  table: repo.ScheduleTable;
  /** The organisation's records (any order); `id` narrows to one. */
  list(s: ScopedDb, options?: { id?: number }): Promise<Row[]>;
  /** A record's own figures as the list shows them. */
  figures(row: Row): Figures;
  /** The body as the form the shared rules read (`stored`: the record changed, null when adding). */
  form(body: Body, stored: Row | null): Form;
  /** The shared rules on the form, against the other records' start days. */
  errors(form: Form, otherStarts: readonly string[]): ScheduleErrors;
  /**
   * The values stored from a valid form and the note (`stored`: the record changed, null when adding); `enteredBy`: the
   * source of a figure the user enters ('Entered by Jane Smith on 14 Nov 2026').
   */
  values(form: Form, note: string | null, stored: Row | null, enteredBy: string): Values;
  writes: repo.ScheduleWrites<Values>;
  /** What the record history shows of a record. */
  snapshot(values: Values): Record<string, unknown>;
  /** The audit row's actions (added, changed) and entity kind. */
  audit: { add: string; update: string; entity: string };
}

function scheduleList<Row extends repo.Stamp, Figures>(
  rows: Row[],
  figures: (row: Row) => Figures,
  savedId?: number,
): ScheduleList<Figures> {
  return {
    records: scheduleWithEnds(rows).map((r) => ({
      id: r.id,
      startDateUtc: r.startDateUtc,
      endDateUtc: r.endDateUtc,
      version: r.version,
      note: r.note,
      ...figures(r),
    })),
    ...(savedId !== undefined ? { savedId } : {}),
  };
}

async function listSchedule<Body extends ScheduleSaveBody, Form, Values, Row extends Values & repo.Stamp, Figures>(
  s: ScopedDb,
  schedule: Schedule<Body, Form, Values, Row, Figures>,
): Promise<ScheduleList<Figures>> {
  return scheduleList(await schedule.list(s), schedule.figures);
}

/**
 * The save of one record of a schedule (see the file's comment): the id resolved first, then under the schedule's lock
 * the version, the rules and the write with its audit row; the list again with the id saved.
 */
async function saveSchedule<Body extends ScheduleSaveBody, Form, Values, Row extends Values & repo.Stamp, Figures>(
  s: ScopedDb,
  body: Body,
  schedule: Schedule<Body, Form, Values, Row, Figures>,
): Promise<ScheduleList<Figures>> {
  if (body.id) await resolveIn(schedule.list(s, { id: body.id }));
  const { add, update, entity } = schedule.audit;
  const enteredBy = classWeightEnteredSource((await repo.userName(s, s.userId)) ?? `user ${s.userId}`, melbourneToday());
  const savedId = await s.transaction(async (t) => {
    await repo.lockSchedule(t, schedule.table);
    const rows = await schedule.list(t);
    const stored = body.id ? changed(rows, body.id, body.version) : null;
    const form = schedule.form(body, stored);
    refuse(
      schedule.errors(
        form,
        rows.filter((r) => r.id !== stored?.id).map((r) => r.startDate),
      ),
    );
    const values = schedule.values(form, noteOf(body.note, stored), stored, enteredBy);
    if (!stored) {
      const id = await schedule.writes.insert(t, values);
      await t.auditChanges(add, entity, id, null, schedule.snapshot(values));
      return id;
    }
    if (same(schedule.snapshot(stored), schedule.snapshot(values))) return stored.id;
    if (!(await schedule.writes.update(t, stored.id, stored.version, values))) throw conflict();
    await t.auditChanges(update, entity, stored.id, schedule.snapshot(stored), schedule.snapshot(values));
    return stored.id;
  });
  return scheduleList(await schedule.list(s), schedule.figures, savedId);
}

// ---------------------------------------------------------------- care funding rates

/**
 * A DEMO base care tariff NWAU stays DEMO while it is saved unchanged; a figure entered (changed, or entered where there
 * was none) is the user's, no longer DEMO (docs/decisions.md 8).
 */
function demoKept(stored: repo.CareFundingRateRow | null, bctCategory: string, value: string | null): boolean {
  const before = stored?.baseCareTariffs.find((b) => b.bctCategory === bctCategory);
  return !!before?.isDemoValue && value !== null && before.nwau === value;
}

/** The rows of the body beyond the first of each key: kept, so the rules refuse a row entered twice. */
function repeated<T>(rows: readonly T[], key: (r: T) => string): T[] {
  return rows.filter((r, i) => rows.findIndex((x) => key(x) === key(r)) !== i);
}

const minutesText = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/**
 * The class weights of the body as the form's rows: one per class in class order (blank where not sent; so a refusal's
 * field names are the screen's), then any row of a class sent twice or of no class (refused, never dropped). Not sent
 * at all: the record's own.
 */
function classWeightRows(
  sent: SaveCareFundingRateBody['anaccClassWeights'],
  stored: repo.CareFundingRateRow | null,
): ClassWeightInput[] {
  const rows =
    sent?.map((w) => ({
      anaccClass: w.anaccClass,
      nwau: text(w.nwau),
      totalCareMinutes: minutesText(w.totalCareMinutes),
      registeredNurseCareMinutes: minutesText(w.registeredNurseCareMinutes),
    })) ??
    (stored?.classWeights ?? []).map((w) => ({
      anaccClass: w.anaccClass,
      nwau: w.nwau,
      totalCareMinutes: minutesText(w.totalCareMinutes),
      registeredNurseCareMinutes: minutesText(w.registeredNurseCareMinutes),
    }));
  const blank = { nwau: '', totalCareMinutes: '', registeredNurseCareMinutes: '' };
  return ANACC_WEIGHT_CLASSES.map(
    (anaccClass) => rows.find((w) => w.anaccClass === anaccClass) ?? { anaccClass, ...blank },
  ).concat(
    rows.filter(
      (w, i) => !ANACC_WEIGHT_CLASSES.includes(w.anaccClass) || rows.findIndex((x) => x.anaccClass === w.anaccClass) !== i,
    ),
  );
}

/**
 * The class weights stored from a valid form: the rows with an NWAU. A weight saved unchanged keeps its source and its
 * unconfirmed mark; one entered or changed is the user's: its source names them and the day, no longer unconfirmed
 * (as a DEMO base care tariff NWAU stops being DEMO when a figure is entered).
 */
function classWeightValues(
  rows: readonly ClassWeightInput[],
  stored: repo.CareFundingRateRow | null,
  enteredBy: string,
): repo.ClassWeight[] {
  const minutes = (v: string) => (figureOrNull(v) === null ? null : Number(v));
  return rows
    .filter((w) => figureOrNull(w.nwau) !== null)
    .map((w) => {
      const figures = {
        anaccClass: w.anaccClass,
        nwau: nwau(w.nwau)!,
        totalCareMinutes: minutes(w.totalCareMinutes),
        registeredNurseCareMinutes: minutes(w.registeredNurseCareMinutes),
      };
      const before = stored?.classWeights.find((x) => x.anaccClass === w.anaccClass);
      const kept =
        !!before &&
        before.nwau === figures.nwau &&
        before.totalCareMinutes === figures.totalCareMinutes &&
        before.registeredNurseCareMinutes === figures.registeredNurseCareMinutes;
      return kept
        ? { ...figures, isDefault: before.isDefault, source: before.source, isUnconfirmed: before.isUnconfirmed }
        : { ...figures, isDefault: before?.isDefault ?? false, source: enteredBy, isUnconfirmed: false };
    });
}

/**
 * The body as the form the rules read: every ACFI rate, supplement, base care tariff and class weight, blank where not
 * sent, and any row sent twice after them (refused by careFundingRateErrors, never dropped in silence).
 */
function careInput(body: SaveCareFundingRateBody, stored: repo.CareFundingRateRow | null): CareFundingRateInput {
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
    ).concat(
      repeated(body.acfiRates, (a) => `${a.acfiDomain} ${a.acfiLevel}`).map((a) => ({ ...a, dailyRate: text(a.dailyRate) })),
    ),
    supplements: CARE_SUPPLEMENT_NAMES.map((name) => ({
      name,
      amount: text(body.supplements.find((x) => x.name === name)?.amount),
    })).concat(repeated(body.supplements, (x) => x.name).map((x) => ({ ...x, amount: text(x.amount) }))),
    anaccFixedComponentRates: BCT_CATEGORIES.map((bctCategory) => ({
      bctCategory,
      nwau: text(body.anaccFixedComponentRates.find((b) => b.bctCategory === bctCategory)?.nwau),
    })).concat(repeated(body.anaccFixedComponentRates, (b) => b.bctCategory).map((b) => ({ ...b, nwau: text(b.nwau) }))),
    anaccClassWeights: classWeightRows(body.anaccClassWeights, stored),
  };
}

const careFundingRateSchedule: Schedule<
  SaveCareFundingRateBody,
  CareFundingRateInput,
  repo.CareFundingRateValues,
  repo.CareFundingRateRow,
  FiguresOf<CareFundingRateList>
> = {
  table: 'care_funding_rates',
  list: repo.listCareFundingRates,
  figures: (r) => ({
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
      const b = r.baseCareTariffs.find((x) => x.bctCategory === bctCategory);
      const n = b?.nwau ?? null;
      return {
        bctCategory,
        nwau: n,
        baseCareTariff: baseCareTariff(r.anaccPricePerNwau, n),
        isDemoValue: !!n && !!b?.isDemoValue,
      };
    }),
    anaccClassWeights: r.classWeights.map((w) => ({
      ...w,
      dailyRate: r.anaccPricePerNwau === null ? null : anaccComponentRate(w.nwau, r.anaccPricePerNwau),
    })),
  }),
  form: careInput,
  errors: careFundingRateErrors,
  values: (form, note, stored, enteredBy) => ({
    startDate: form.startDate,
    fundingModel: form.fundingModel as FundingModel,
    anaccPricePerNwau: money(form.anaccPricePerNwau),
    note: figureOrNull(note),
    acfiRates: form.acfiRates.map((a) => ({ acfiDomain: a.acfiDomain, acfiLevel: a.acfiLevel, dailyRate: money(a.dailyRate) })),
    supplements: form.supplements.map((x) => ({ name: x.name, amount: money(x.amount) })),
    baseCareTariffs: form.anaccFixedComponentRates.map((b) => {
      const value = nwau(b.nwau);
      return { bctCategory: b.bctCategory, nwau: value, isDemoValue: demoKept(stored, b.bctCategory, value) };
    }),
    classWeights: classWeightValues(form.anaccClassWeights, stored, enteredBy),
  }),
  writes: repo.careFundingRateWrites,
  // Display values; rows as 'ADL Low: 43.65'.
  snapshot: (v) => ({
    startDate: formatDate(v.startDate),
    fundingModel: v.fundingModel,
    anaccPricePerNwau: v.anaccPricePerNwau,
    acfiRates: v.acfiRates.filter((a) => a.dailyRate !== null).map((a) => `${a.acfiDomain} ${a.acfiLevel}: ${a.dailyRate}`),
    supplements: v.supplements.filter((x) => x.amount !== null).map((x) => `${x.name}: ${x.amount}`),
    baseCareTariffs: v.baseCareTariffs
      .filter((b) => b.nwau !== null)
      .map((b) => `${b.bctCategory}: ${b.nwau}${b.isDemoValue ? UNCONFIRMED_SOURCE_SUFFIX : ''}`),
    // 'Class 7: 0.5400, care minutes 190, registered nurse 38 (unconfirmed)'.
    anaccClassWeights: v.classWeights.map(
      (w) =>
        `${anaccWeightClassLabel(w.anaccClass)}: ${w.nwau}` +
        (w.totalCareMinutes !== null ? `, care minutes ${w.totalCareMinutes}` : '') +
        (w.registeredNurseCareMinutes !== null ? `, registered nurse ${w.registeredNurseCareMinutes}` : '') +
        (w.isUnconfirmed ? UNCONFIRMED_SOURCE_SUFFIX : ''),
    ),
    note: v.note,
  }),
  audit: { add: 'add-care-funding-rate', update: 'update-care-funding-rate', entity: 'careFundingRate' },
};

/** GET funding/care-funding-rates. */
export async function careFundingRates(s: ScopedDb): Promise<CareFundingRateList> {
  return listSchedule(s, careFundingRateSchedule);
}

/**
 * GET referenceData/acfi-rates (seed 000 §7): the ACFI daily rates entered in the organisation's care funding rates,
 * oldest record first, each with its record's start and derived end; a rate not entered is not listed (never 0).
 */
export async function acfiRates(s: ScopedDb): Promise<AcfiRateList> {
  const records = scheduleWithEnds(await repo.listCareFundingRates(s)).reverse();
  return records.flatMap((r) =>
    ACFI_RATE_DOMAINS.flatMap((domain) =>
      ACFI_RATE_LEVELS.flatMap((level) => {
        const dailyRate = r.acfiRates.find((a) => a.acfiDomain === domain && a.acfiLevel === level)?.dailyRate ?? null;
        return dailyRate === null
          ? []
          : [
              {
                careFundingRateId: r.id,
                domain,
                level,
                dailyRate,
                effectiveFrom: r.startDate,
                effectiveTo: r.endDateUtc ? r.endDateUtc.slice(0, 10) : null,
              },
            ];
      }),
    ),
  );
}

/** POST funding/care-funding-rates/save. */
export async function saveCareFundingRate(s: ScopedDb, body: SaveCareFundingRateBody): Promise<CareFundingRateList> {
  return saveSchedule(s, body, careFundingRateSchedule);
}

// ---------------------------------------------------------------- accommodation funding rates

const accommodationFundingRateSchedule: Schedule<
  SaveAccommodationFundingRateBody,
  AccommodationFundingRateInput,
  repo.AccommodationFundingRateValues,
  repo.AccommodationFundingRateRow,
  FiguresOf<AccommodationFundingRateList>
> = {
  table: 'accommodation_funding_rates',
  list: repo.listAccommodationFundingRates,
  figures: (r) => ({
    maximumAccommodationSupplement: r.maximumAccommodationSupplement,
    hotellingSupplement: r.hotellingSupplement,
  }),
  form: (body) => ({
    startDate: body.startDateUtc,
    maximumAccommodationSupplement: text(body.maximumAccommodationSupplement),
    hotellingSupplement: text(body.hotellingSupplement),
  }),
  errors: accommodationFundingRateErrors,
  values: (form, note) => ({
    startDate: form.startDate,
    maximumAccommodationSupplement: money(form.maximumAccommodationSupplement),
    hotellingSupplement: money(form.hotellingSupplement),
    note,
  }),
  writes: repo.accommodationFundingRateWrites,
  snapshot: (v) => ({
    startDate: formatDate(v.startDate),
    maximumAccommodationSupplement: v.maximumAccommodationSupplement,
    hotellingSupplement: v.hotellingSupplement,
    note: v.note,
  }),
  audit: {
    add: 'add-accommodation-funding-rate',
    update: 'update-accommodation-funding-rate',
    entity: 'accommodationFundingRate',
  },
};

/** GET funding/accommodation-funding-rates. */
export async function accommodationFundingRates(s: ScopedDb): Promise<AccommodationFundingRateList> {
  return listSchedule(s, accommodationFundingRateSchedule);
}

/** POST funding/accommodation-funding-rates/save. */
export async function saveAccommodationFundingRate(
  s: ScopedDb,
  body: SaveAccommodationFundingRateBody,
): Promise<AccommodationFundingRateList> {
  return saveSchedule(s, body, accommodationFundingRateSchedule);
}

// ---------------------------------------------------------------- fees and charges

const rateOut = (r: repo.StoredRate) => ({
  id: r.id,
  startDateUtc: r.startDate,
  endDateUtc: r.endDate,
  rate: r.rate,
});

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

function feesValues(form: FeesAndChargesInput, note: string | null): repo.FeesAndChargesValues {
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

const feesAndChargesSchedule: Schedule<
  SaveFeesAndChargesBody,
  FeesAndChargesInput,
  repo.FeesAndChargesValues,
  repo.FeesAndChargesRow,
  FiguresOf<FeesAndChargesList>
> = {
  table: 'fees_and_charges',
  list: repo.listFeesAndCharges,
  figures: (r) => ({
    baseInterestRate: r.baseInterestRate,
    basicDailyFee: r.basicDailyFee,
    hotellingContributionDailyCap: r.hotellingContributionDailyCap,
    nonClinicalCareContributionDailyCap: r.nonClinicalCareContributionDailyCap,
    nonClinicalCareContributionLifetimeCap: r.nonClinicalCareContributionLifetimeCap,
    nonClinicalCareContributionTimeLimitDays: r.nonClinicalCareContributionTimeLimitDays,
    mpirRates: r.mpirRates.map(rateOut),
    maximumPenaltyInterestRates: r.maximumPenaltyInterestRates.map(rateOut),
  }),
  form: feesInput,
  errors: feesAndChargesErrors,
  values: feesValues,
  writes: repo.feesAndChargesWrites,
  snapshot: feesSnapshot,
  audit: { add: 'add-fees-and-charges', update: 'update-fees-and-charges', entity: 'feesAndCharges' },
};

/** GET funding/fees-and-charges. */
export async function feesAndCharges(s: ScopedDb): Promise<FeesAndChargesList> {
  return listSchedule(s, feesAndChargesSchedule);
}

/** POST funding/fees-and-charges. */
export async function saveFeesAndCharges(s: ScopedDb, body: SaveFeesAndChargesBody): Promise<FeesAndChargesList> {
  return saveSchedule(s, body, feesAndChargesSchedule);
}
