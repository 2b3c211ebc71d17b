/**
 * SQL of the organisation's rate schedules (migration 0019): care funding rates with their ACFI rates, supplements,
 * base care tariffs and AN-ACC class weights (0027); accommodation funding rates; fees and charges with their MPIR and maximum penalty interest rate
 * lists. Every query is narrowed to the caller's organisation (`selectFromOrganisation`, `organisation()`); child rows
 * are reached through a record of the organisation.
 */
import type {
  AcfiRateDomain,
  AcfiRateLevel,
  BctCategory,
  CareSupplementName,
  FundingModel,
} from 'shared-domain/finance/rate-schedules';
import { sql, type Insertable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ScopedDb } from '../../../db/scoped';

export type RateListType = 'Mpir' | 'MaximumPenaltyInterest';

/** The organisation's rate schedules, each a table of records. */
export type ScheduleTable = 'care_funding_rates' | 'accommodation_funding_rates' | 'fees_and_charges';

/** What every record of a schedule has. */
export interface Stamp {
  id: number;
  startDate: string;
  version: number;
  note: string | null;
}

/** A record's own columns: what a save writes (the organisation, who, when and the version are the writes' own). */
type RecordColumns<T extends ScheduleTable> = Omit<
  Insertable<Database[T]>,
  'id' | 'organisation_id' | 'created_by_user_id' | 'created_on_utc' | 'updated_by_user_id' | 'updated_on_utc' | 'version'
>;
/** The columns of a record of any schedule. */
type AnyRecordColumns = { [T in ScheduleTable]: RecordColumns<T> }[ScheduleTable];

/** The writes of one schedule's records: added, or changed at the version read (false when stale: the caller answers 409). */
export interface ScheduleWrites<Values> {
  insert(s: ScopedDb, values: Values): Promise<number>;
  update(s: ScopedDb, id: number, version: number, values: Values): Promise<boolean>;
}

/**
 * The writes of a schedule: its record's columns (`created_by_user_id` on the way in; on a change who, when and the
 * version moved on, only at the version read), then its rows replaced when it has any. Callers get the signature that
 * ties the columns to their table; the body is written over any schedule's table (Kysely types a query on a union of
 * tables, not on a generic one).
 */
function scheduleWrites<T extends ScheduleTable, Values>(
  table: T,
  columns: (values: Values) => RecordColumns<T>,
  replaceRows?: (s: ScopedDb, id: number, values: Values) => Promise<void>,
): ScheduleWrites<Values>;
function scheduleWrites<Values>(
  table: ScheduleTable,
  columns: (values: Values) => AnyRecordColumns,
  replaceRows?: (s: ScopedDb, id: number, values: Values) => Promise<void>,
): ScheduleWrites<Values> {
  return {
    async insert(s, v) {
      const row = await s
        .organisation()
        .insertInto(table, { ...columns(v), created_by_user_id: s.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceRows?.(s, row.id, v);
      return row.id;
    },
    async update(s, id, version, v) {
      const r = await s
        .organisation()
        .updateTable(table)
        .set((eb) => ({
          ...columns(v),
          updated_by_user_id: s.userId,
          updated_on_utc: new Date(),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows ?? 0) !== 1) return false;
      await replaceRows?.(s, id, v);
      return true;
    },
  };
}

// ---------------------------------------------------------------- care funding rates

export interface CareFundingRateRow extends Stamp {
  fundingModel: FundingModel;
  anaccPricePerNwau: string | null;
  acfiRates: Array<{ acfiDomain: AcfiRateDomain; acfiLevel: AcfiRateLevel; dailyRate: string | null }>;
  supplements: Array<{ name: CareSupplementName; amount: string | null }>;
  /** `isDemoValue`: the NWAU is a DEMO value (docs/decisions.md 8), not a published figure. */
  baseCareTariffs: Array<{ bctCategory: BctCategory; nwau: string | null; isDemoValue: boolean }>;
  /** The AN-ACC class weights, in class order. */
  classWeights: ClassWeight[];
}

/** An AN-ACC class's weight in a care funding rate record (migration 0027). */
export interface ClassWeight {
  anaccClass: number;
  /** As stored ('0.5400'). */
  nwau: string;
  totalCareMinutes: number | null;
  registeredNurseCareMinutes: number | null;
  isDefault: boolean;
  /** Where the figure comes from: the reference data it was loaded from, or "Entered by <user> on <date>". */
  source: string | null;
  /** Not a published figure (loaded from unconfirmed reference data) until someone enters it. */
  isUnconfirmed: boolean;
}

/** The columns of a class weight row as `ClassWeight` names them. */
const classWeightColumns = [
  'w.anacc_class as anaccClass',
  sql<string>`w.nwau::text`.as('nwau'),
  'w.total_care_minutes as totalCareMinutes',
  'w.registered_nurse_care_minutes as registeredNurseCareMinutes',
  'w.is_default as isDefault',
  'w.source',
  'w.is_unconfirmed as isUnconfirmed',
] as const;

/** The care funding rate in force on a day: the latest of the organisation starting on or before it (a sub-query). */
function careFundingRateIdOnQuery(s: ScopedDb, day: string) {
  return s
    .selectFromOrganisation('care_funding_rates', 'c')
    .select('c.id')
    .where('c.start_date', '<=', day)
    .orderBy('c.start_date', 'desc')
    .limit(1);
}

/**
 * The AN-ACC class weights in force on a day: the rows of the care funding rate record in force (none before the first
 * record, or when it has none), one per class, in class order. The one SQL of "the weights on a day": run by
 * rates/index `classWeightsOn`, and used as a sub-query by the lead board and card rates (one statement each).
 */
export function classWeightsInForceQuery(s: ScopedDb, day: string) {
  return s
    .selectFromOrganisation('care_funding_rates', 'cw')
    .innerJoin('care_funding_rate_class_weights as w', 'w.care_funding_rate_id', 'cw.id')
    .select(classWeightColumns)
    .where('cw.id', '=', careFundingRateIdOnQuery(s, day))
    .orderBy('w.anacc_class');
}

/** The id of the care funding rate in force on a day (the latest starting on or before it), or null before the first. */
export async function careFundingRateIdOn(s: ScopedDb, day: string): Promise<number | null> {
  const row = await careFundingRateIdOnQuery(s, day).executeTakeFirst();
  return row?.id ?? null;
}

/** The organisation's care funding rates (any order) with their rows; `id` narrows to one record. */
export async function listCareFundingRates(s: ScopedDb, options: { id?: number } = {}): Promise<CareFundingRateRow[]> {
  let q = s
    .selectFromOrganisation('care_funding_rates', 'c')
    .select(['c.id', 'c.start_date', 'c.funding_model', 'c.anacc_price_per_nwau', 'c.note', 'c.version'])
    .orderBy('c.start_date');
  if (options.id !== undefined) q = q.where('c.id', '=', options.id);
  const records = await q.execute();
  if (!records.length) return [];
  // The child tables have no organisation_id: their rows are reached through the records read above.
  const ofRecords = () =>
    s.selectFromOrganisation('care_funding_rates', 'c').where(
      'c.id',
      'in',
      records.map((r) => r.id),
    );
  const [acfi, supplements, tariffs, weights] = await Promise.all([
    ofRecords()
      .innerJoin('care_funding_rate_acfi_rates as a', 'a.care_funding_rate_id', 'c.id')
      .select(['a.care_funding_rate_id', 'a.acfi_domain', 'a.acfi_level', 'a.daily_rate'])
      .execute(),
    ofRecords()
      .innerJoin('care_funding_rate_supplements as x', 'x.care_funding_rate_id', 'c.id')
      .select(['x.care_funding_rate_id', 'x.name', 'x.amount'])
      .execute(),
    ofRecords()
      .innerJoin('care_funding_rate_base_care_tariffs as b', 'b.care_funding_rate_id', 'c.id')
      .select(['b.care_funding_rate_id', 'b.bct_category', 'b.nwau', 'b.is_demo_value'])
      .execute(),
    ofRecords()
      .innerJoin('care_funding_rate_class_weights as w', 'w.care_funding_rate_id', 'c.id')
      .select(['w.care_funding_rate_id', ...classWeightColumns])
      .orderBy('w.anacc_class')
      .execute(),
  ]);
  return records.map((c) => ({
    id: c.id,
    startDate: c.start_date,
    version: c.version,
    note: c.note,
    fundingModel: c.funding_model as FundingModel,
    anaccPricePerNwau: c.anacc_price_per_nwau,
    acfiRates: acfi
      .filter((a) => a.care_funding_rate_id === c.id)
      .map((a) => ({
        acfiDomain: a.acfi_domain as AcfiRateDomain,
        acfiLevel: a.acfi_level as AcfiRateLevel,
        dailyRate: a.daily_rate,
      })),
    supplements: supplements
      .filter((x) => x.care_funding_rate_id === c.id)
      .map((x) => ({ name: x.name as CareSupplementName, amount: x.amount })),
    baseCareTariffs: tariffs
      .filter((b) => b.care_funding_rate_id === c.id)
      .map((b) => ({ bctCategory: b.bct_category as BctCategory, nwau: b.nwau, isDemoValue: b.is_demo_value })),
    classWeights: weights.filter((w) => w.care_funding_rate_id === c.id).map(({ care_funding_rate_id: _, ...w }) => w),
  }));
}

export interface CareFundingRateValues {
  startDate: string;
  fundingModel: FundingModel;
  anaccPricePerNwau: string | null;
  note: string | null;
  acfiRates: CareFundingRateRow['acfiRates'];
  supplements: CareFundingRateRow['supplements'];
  baseCareTariffs: CareFundingRateRow['baseCareTariffs'];
  classWeights: CareFundingRateRow['classWeights'];
}

const careColumns = (v: CareFundingRateValues): RecordColumns<'care_funding_rates'> => ({
  start_date: v.startDate,
  funding_model: v.fundingModel,
  anacc_price_per_nwau: v.anaccPricePerNwau,
  note: v.note,
});

async function replaceCareRows(s: ScopedDb, id: number, v: CareFundingRateValues): Promise<void> {
  const o = s.organisation();
  await o.replaceScheduleRows(
    'care_funding_rate_acfi_rates',
    id,
    v.acfiRates.map((a) => ({ acfi_domain: a.acfiDomain, acfi_level: a.acfiLevel, daily_rate: a.dailyRate })),
  );
  await o.replaceScheduleRows(
    'care_funding_rate_supplements',
    id,
    v.supplements.map((x) => ({ name: x.name, amount: x.amount })),
  );
  await o.replaceScheduleRows(
    'care_funding_rate_base_care_tariffs',
    id,
    v.baseCareTariffs.map((b) => ({ bct_category: b.bctCategory, nwau: b.nwau, is_demo_value: b.isDemoValue })),
  );
  await o.replaceScheduleRows(
    'care_funding_rate_class_weights',
    id,
    v.classWeights.map((w) => ({
      anacc_class: w.anaccClass,
      nwau: w.nwau,
      total_care_minutes: w.totalCareMinutes,
      registered_nurse_care_minutes: w.registeredNurseCareMinutes,
      is_default: w.isDefault,
      source: w.source,
      is_unconfirmed: w.isUnconfirmed,
    })),
  );
}

/** A user's name as a class weight's source names them ('Jane Smith'); null when the user is not the organisation's. */
export async function userName(s: ScopedDb, userId: number): Promise<string | null> {
  const u = await s
    .selectFromOrganisation('users', 'u')
    .select(['u.first_name', 'u.last_name'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return u ? `${u.first_name} ${u.last_name}`.trim() : null;
}

export const careFundingRateWrites = scheduleWrites('care_funding_rates', careColumns, replaceCareRows);

// ---------------------------------------------------------------- accommodation funding rates

export interface AccommodationFundingRateRow extends Stamp {
  maximumAccommodationSupplement: string | null;
  hotellingSupplement: string | null;
}

export async function listAccommodationFundingRates(
  s: ScopedDb,
  options: { id?: number } = {},
): Promise<AccommodationFundingRateRow[]> {
  let q = s
    .selectFromOrganisation('accommodation_funding_rates', 'a')
    .select(['a.id', 'a.start_date', 'a.maximum_accommodation_supplement', 'a.hotelling_supplement', 'a.note', 'a.version'])
    .orderBy('a.start_date');
  if (options.id !== undefined) q = q.where('a.id', '=', options.id);
  return (await q.execute()).map((a) => ({
    id: a.id,
    startDate: a.start_date,
    version: a.version,
    note: a.note,
    maximumAccommodationSupplement: a.maximum_accommodation_supplement,
    hotellingSupplement: a.hotelling_supplement,
  }));
}

export type AccommodationFundingRateValues = Omit<AccommodationFundingRateRow, 'id' | 'version'>;

const accommodationColumns = (v: AccommodationFundingRateValues): RecordColumns<'accommodation_funding_rates'> => ({
  start_date: v.startDate,
  maximum_accommodation_supplement: v.maximumAccommodationSupplement,
  hotelling_supplement: v.hotellingSupplement,
  note: v.note,
});

export const accommodationFundingRateWrites = scheduleWrites('accommodation_funding_rates', accommodationColumns);

// ---------------------------------------------------------------- fees and charges

export interface StoredRate {
  id: number;
  startDate: string;
  endDate: string;
  rate: string;
}

export interface FeesAndChargesRow extends Stamp {
  baseInterestRate: string | null;
  basicDailyFee: string | null;
  hotellingContributionDailyCap: string | null;
  nonClinicalCareContributionDailyCap: string | null;
  nonClinicalCareContributionLifetimeCap: string | null;
  nonClinicalCareContributionTimeLimitDays: number | null;
  mpirRates: StoredRate[];
  maximumPenaltyInterestRates: StoredRate[];
}

export async function listFeesAndCharges(s: ScopedDb, options: { id?: number } = {}): Promise<FeesAndChargesRow[]> {
  let q = s
    .selectFromOrganisation('fees_and_charges', 'f')
    .select([
      'f.id',
      'f.start_date',
      'f.base_interest_rate',
      'f.basic_daily_fee',
      'f.hotelling_contribution_daily_cap',
      'f.non_clinical_care_contribution_daily_cap',
      'f.non_clinical_care_contribution_lifetime_cap',
      'f.non_clinical_care_contribution_time_limit_days',
      'f.note',
      'f.version',
    ])
    .orderBy('f.start_date');
  if (options.id !== undefined) q = q.where('f.id', '=', options.id);
  const records = await q.execute();
  if (!records.length) return [];
  const rates = await s
    .selectFromOrganisation('fees_and_charges', 'f')
    .innerJoin('fees_and_charges_rates as r', 'r.fees_and_charges_id', 'f.id')
    .select(['r.id', 'r.fees_and_charges_id', 'r.rate_type', 'r.start_date', 'r.end_date', 'r.rate'])
    .where(
      'f.id',
      'in',
      records.map((r) => r.id),
    )
    .orderBy('r.start_date')
    .execute();
  const listOf = (id: number, type: RateListType) =>
    rates
      .filter((r) => r.fees_and_charges_id === id && r.rate_type === type)
      .map((r) => ({ id: r.id, startDate: r.start_date, endDate: r.end_date, rate: r.rate }));
  return records.map((f) => ({
    id: f.id,
    startDate: f.start_date,
    version: f.version,
    note: f.note,
    baseInterestRate: f.base_interest_rate,
    basicDailyFee: f.basic_daily_fee,
    hotellingContributionDailyCap: f.hotelling_contribution_daily_cap,
    nonClinicalCareContributionDailyCap: f.non_clinical_care_contribution_daily_cap,
    nonClinicalCareContributionLifetimeCap: f.non_clinical_care_contribution_lifetime_cap,
    nonClinicalCareContributionTimeLimitDays: f.non_clinical_care_contribution_time_limit_days,
    mpirRates: listOf(f.id, 'Mpir'),
    maximumPenaltyInterestRates: listOf(f.id, 'MaximumPenaltyInterest'),
  }));
}

export interface FeesAndChargesValues extends Omit<
  FeesAndChargesRow,
  'id' | 'version' | 'mpirRates' | 'maximumPenaltyInterestRates'
> {
  mpirRates: Array<Omit<StoredRate, 'id'>>;
  maximumPenaltyInterestRates: Array<Omit<StoredRate, 'id'>>;
}

const feesColumns = (v: FeesAndChargesValues): RecordColumns<'fees_and_charges'> => ({
  start_date: v.startDate,
  base_interest_rate: v.baseInterestRate,
  basic_daily_fee: v.basicDailyFee,
  hotelling_contribution_daily_cap: v.hotellingContributionDailyCap,
  non_clinical_care_contribution_daily_cap: v.nonClinicalCareContributionDailyCap,
  non_clinical_care_contribution_lifetime_cap: v.nonClinicalCareContributionLifetimeCap,
  non_clinical_care_contribution_time_limit_days: v.nonClinicalCareContributionTimeLimitDays,
  note: v.note,
});

async function replaceFeesRates(s: ScopedDb, id: number, v: FeesAndChargesValues): Promise<void> {
  const row = (type: RateListType) => (r: Omit<StoredRate, 'id'>) => ({
    rate_type: type,
    start_date: r.startDate,
    end_date: r.endDate,
    rate: r.rate,
  });
  await s
    .organisation()
    .replaceScheduleRows('fees_and_charges_rates', id, [
      ...v.mpirRates.map(row('Mpir')),
      ...v.maximumPenaltyInterestRates.map(row('MaximumPenaltyInterest')),
    ]);
}

export const feesAndChargesWrites = scheduleWrites('fees_and_charges', feesColumns, replaceFeesRates);

/** Serialises saves of one schedule of the organisation (the duplicate-start check and the write see the same list). */
export async function lockSchedule(t: ScopedDb, schedule: ScheduleTable) {
  await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`rates.${schedule}`}), ${t.organisationId})`);
}

/**
 * The day of a residency's first agreed room price above 0 (its AgreedRoomPrice entries), or null when it has none: the
 * zero price the Unsupported rule adds needs no MPIR, as on the fees tab.
 */
export async function firstAgreedRoomPriceDate(s: ScopedDb, residencyId: number): Promise<string | null> {
  const row = await s
    .selectFrom('residencies', 'r')
    .innerJoin('resident_finance_effective_dates as e', 'e.residency_id', 'r.id')
    .select((eb) => eb.fn.min('e.effective_from_date').as('first'))
    .where('r.id', '=', residencyId)
    .where('e.effective_date_type', '=', 'AgreedRoomPrice')
    .where('e.value', '>', '0')
    .executeTakeFirst();
  return row?.first ?? null;
}
