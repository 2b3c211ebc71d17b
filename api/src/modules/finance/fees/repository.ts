/**
 * SQL of a residency's fees (migration 0018: resident_finance_effective_dates, resident_finances; 0016: the residency's
 * optional services). Every query is narrowed to the current facility by the scoped access and reached through the
 * residency resolved for the request: the fee records belong to the residency whatever facility wrote them.
 */
import { sql, type Expression } from 'kysely';
import type { ResidentFinanceEffectiveDateType, SupportLevel } from 'shared-domain/enums';
import type { ServiceRate } from 'shared-domain/optional-services';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';
import { ACT_2025_FLAG, DRAWDOWN_COLUMNS } from '../finance-record/repository';
import { ofResidency } from '../../../db/finance-record';
import { currentResidency } from '../../../db/occupancy';

/** The facility feature flag that turns the Aged Care Act 2025 arrangements on (seed 001 §1). */

/**
 * The residency the facility sees for the person, with the facility's billing flag and its enableAgedCareAct2025 flag
 * (a facility without the flag's row has it off, as the shell answers).
 */
export async function findResidency(s: ScopedDb, person: ResolvedResident) {
  return s
    .selectFrom('residencies', 'r')
    .innerJoin('facilities as f', 'f.id', 'r.facility_id')
    .leftJoin('facility_feature_flags as ff', (j) => j.onRef('ff.facility_id', '=', 'f.id').on('ff.name', '=', ACT_2025_FLAG))
    .select((eb) => eb.fn.coalesce('ff.value', eb.lit(false)).as('act2025Enabled'))
    .select([
      'r.id as residencyId',
      'r.resident_id as residentId',
      'r.care_type as careType',
      'r.is_lead as isLead',
      'r.is_private_residency as isPrivateResidency',
      'r.admission_date_utc as admissionDateUtc',
      'r.departure_date_utc as departureDateUtc',
      'r.requested_admission_date as requestedAdmissionDate',
      'r.accommodation_class as accommodationClass',
      'r.support_level as supportLevel',
      'f.id as facilityId',
      'f.name as facilityName',
      'f.is_billing_integrated as isBillingIntegrated',
    ])
    .where('r.id', '=', person.residencyId)
    .executeTakeFirstOrThrow();
}
export type ResidencyRow = Awaited<ReturnType<typeof findResidency>>;

export interface StoredEntry {
  id: number;
  effectiveDateType: ResidentFinanceEffectiveDateType;
  effectiveFromDate: string;
  value: string | null;
  supportLevel: SupportLevel | null;
}

/** Every effective-dated value of the residency, newest first within each type. */
export async function listEntries(s: ScopedDb, residencyId: number): Promise<StoredEntry[]> {
  const rows = await ofResidency(s, residencyId)
    .innerJoin('resident_finance_effective_dates as e', 'e.residency_id', 'r.id')
    .select(['e.id', 'e.effective_date_type', 'e.effective_from_date', 'e.value', 'e.support_level'])
    .orderBy('e.effective_date_type')
    .orderBy('e.effective_from_date', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    effectiveDateType: r.effective_date_type,
    effectiveFromDate: r.effective_from_date,
    value: r.value,
    supportLevel: r.support_level,
  }));
}

export async function insertEntry(s: ScopedDb, residencyId: number, e: Omit<StoredEntry, 'id'>): Promise<number> {
  const row = await s
    .insertInto('resident_finance_effective_dates', {
      residency_id: residencyId,
      effective_date_type: e.effectiveDateType,
      effective_from_date: e.effectiveFromDate,
      value: e.value,
      support_level: e.supportLevel,
      created_by_user_id: s.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateEntry(s: ScopedDb, residencyId: number, e: StoredEntry): Promise<void> {
  await s
    .residency({ residencyId })
    .updateOwned('resident_finance_effective_dates')
    .set({ effective_from_date: e.effectiveFromDate, value: e.value, support_level: e.supportLevel })
    .where('id', '=', e.id)
    .execute();
}

export async function deleteEntries(s: ScopedDb, residencyId: number, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await s.residency({ residencyId }).deleteOwned('resident_finance_effective_dates').where('id', 'in', ids).execute();
}

/** The finance record (absent until first saved: every default). */
export async function findFinance(s: ScopedDb, residencyId: number) {
  return ofResidency(s, residencyId)
    .innerJoin('resident_finances as f', 'f.residency_id', 'r.id')
    .select([
      'f.contribution_class',
      'f.pre2014_care',
      'f.pre2014_care_level',
      'f.pre2014_continue_care',
      'f.pre2014_accommodation_cost',
      'f.pre2014_bond_amount',
      'f.pre2014_bond_interest_rate',
      'f.refunded_amount_from_lump_sum',
      ...DRAWDOWN_COLUMNS,
      'f.version',
    ])
    .executeTakeFirst();
}
export type FinanceRow = NonNullable<Awaited<ReturnType<typeof findFinance>>>;

/** Creating the record on first save, and setting its values at the version read (shared with the funding tab). */
export { ensureFinanceRow, updateFinance } from '../../../db/finance-record';

export interface FinanceValues {
  contribution_class: 'Pre1Jul2014' | 'Jul2014toOct2025' | null;
  pre2014_care: boolean;
  pre2014_care_level: 'Low' | 'High' | null;
  pre2014_continue_care: boolean;
  pre2014_accommodation_cost: string | null;
  pre2014_bond_amount: string | null;
  pre2014_bond_interest_rate: string | null;
  refunded_amount_from_lump_sum: string;
  drawdown_dac: boolean;
  drawdown_bdf: boolean;
  drawdown_mtcf: boolean;
  drawdown_ac: boolean;
  drawdown_pi: boolean;
  drawdown_itf: boolean;
  drawdown_hc: boolean;
  drawdown_nccc: boolean;
}

/** Clears the eight drawdown flags (a change of bill payer); the version moves on only when one was set. */
export async function clearDrawdowns(s: ScopedDb, residencyId: number): Promise<boolean> {
  const r = await s
    .residency({ residencyId })
    .updateOwned('resident_finances')
    .set((eb) => ({
      drawdown_dac: false,
      drawdown_bdf: false,
      drawdown_mtcf: false,
      drawdown_ac: false,
      drawdown_pi: false,
      drawdown_itf: false,
      drawdown_hc: false,
      drawdown_nccc: false,
      updated_by_user_id: s.userId,
      updated_on_utc: new Date(),
      version: eb('version', '+', 1),
    }))
    .where((eb) =>
      eb.or([
        eb('drawdown_dac', '=', true),
        eb('drawdown_bdf', '=', true),
        eb('drawdown_mtcf', '=', true),
        eb('drawdown_ac', '=', true),
        eb('drawdown_pi', '=', true),
        eb('drawdown_itf', '=', true),
        eb('drawdown_hc', '=', true),
        eb('drawdown_nccc', '=', true),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows ?? 0) > 0;
}

/**
 * Sets the residency's accommodation class from the fees tab (seed 001 §3), moving the residency's version on so that an
 * admission correction opened before (it edits the class too) answers 409 rather than overwriting it. Only when changed.
 */
export async function setAccommodationClass(s: ScopedDb, residencyId: number, accommodationClass: string | null): Promise<void> {
  await s
    .updateTable('residencies')
    .set((eb) => ({ accommodation_class: accommodationClass, version: eb('version', '+', 1) }))
    .where('id', '=', residencyId)
    .where('accommodation_class', 'is distinct from', accommodationClass)
    .execute();
}

/** Keeps the residency's support level (read by other screens) equal to the level in force today. */
export async function setSupportLevel(s: ScopedDb, residencyId: number, level: SupportLevel): Promise<void> {
  await s
    .updateTable('residencies')
    .set({ support_level: level })
    .where('id', '=', residencyId)
    .where('support_level', '<>', level)
    .execute();
}

export async function billPayerDetails(s: ScopedDb, person: ResolvedResident) {
  return s
    .selectFromPerson('resident_bill_payer_details', person, 'b')
    .select([
      'b.payment_method',
      'b.account_name',
      'b.bank_name',
      'b.bsb',
      'b.account_number',
      'b.is_invoice_email',
      'b.is_invoice_post',
      'b.cc_email',
    ])
    .executeTakeFirst();
}

// ---------------------------------------------------------------- optional services

export interface FacilityService {
  id: number;
  typeDescription: string;
  billingPeriod: string;
  startDate: string | null;
  endDate: string | null;
  stopped: boolean;
  rates: ServiceRate[];
}

/** The facility's services with their rates in start order (`ids`: only these). */
export async function facilityServices(s: ScopedDb, ids?: readonly number[]): Promise<FacilityService[]> {
  if (ids && !ids.length) return [];
  let q = s
    .selectFrom('optional_services', 'o')
    .select(['o.id', 'o.type_description', 'o.billing_period', 'o.start_date', 'o.end_date', 'o.stopped'])
    .orderBy('o.type_description')
    .orderBy('o.id');
  if (ids) q = q.where('o.id', 'in', ids);
  const services = await q.execute();
  if (!services.length) return [];
  const rates = await s
    .selectFrom('optional_service_rates', 'r')
    .select(['r.optional_service_id', 'r.start_date', 'r.end_date', 'r.value'])
    .where(
      'r.optional_service_id',
      'in',
      services.map((o) => o.id),
    )
    .orderBy('r.start_date')
    .execute();
  return services.map((o) => ({
    id: o.id,
    typeDescription: o.type_description,
    billingPeriod: o.billing_period,
    startDate: o.start_date,
    endDate: o.end_date,
    stopped: o.stopped,
    rates: rates
      .filter((r) => r.optional_service_id === o.id)
      .map((r) => ({ startDate: r.start_date, endDate: r.end_date, value: r.value })),
  }));
}

export interface ResidencyServiceRow {
  id: number;
  optionalServiceId: number;
  startDate: string;
  endDate: string | null;
  version: number;
}

export async function residencyServices(s: ScopedDb, residencyId: number): Promise<ResidencyServiceRow[]> {
  const rows = await s
    .selectFrom('residency_optional_services', 'x')
    .select(['x.id', 'x.optional_service_id', 'x.start_date', 'x.end_date', 'x.version'])
    .where('x.residency_id', '=', residencyId)
    .orderBy('x.start_date')
    .orderBy('x.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    optionalServiceId: r.optional_service_id,
    startDate: r.start_date,
    endDate: r.end_date,
    version: r.version,
  }));
}

/** One of a residency's optional service periods with its facility service's type, billing period and rates. */
export interface ResidencyServiceJson extends ResidencyServiceRow {
  typeDescription: string;
  billingPeriod: string;
  rates: ServiceRate[];
}

/**
 * A residency's optional service periods as one JSON array (start date order), each with its facility service's type,
 * billing period and rates (amounts as text): a sub-query for reads that answer a residency's services inside their
 * own statement (the independent-living finance screen). `residencyId`: the residency's column in the outer query.
 */
export function residencyServicesJson(s: ScopedDb, residencyId: Expression<number>) {
  const rates = s
    .selectFrom('optional_service_rates', 'sr')
    .select(
      sql<ServiceRate[]>`coalesce(json_agg(json_build_object('startDate', sr.start_date, 'endDate', sr.end_date,
        'value', sr.value::text) order by sr.start_date), '[]'::json)`.as('rates'),
    )
    .where('sr.optional_service_id', '=', sql.ref<number>('o.id'));
  return s
    .selectFrom('residency_optional_services', 'x')
    .innerJoin('optional_services as o', 'o.id', 'x.optional_service_id')
    .select(
      sql<ResidencyServiceJson[]>`coalesce(json_agg(json_build_object('id', x.id, 'optionalServiceId', x.optional_service_id,
        'startDate', x.start_date, 'endDate', x.end_date, 'version', x.version, 'typeDescription', o.type_description,
        'billingPeriod', o.billing_period, 'rates', (${rates})) order by x.start_date, x.id), '[]'::json)`.as('services'),
    )
    .where('x.residency_id', '=', residencyId);
}

export async function insertResidencyService(
  s: ScopedDb,
  residencyId: number,
  v: { optionalServiceId: number; startDate: string; endDate: string | null },
): Promise<void> {
  await s
    .insertInto('residency_optional_services', {
      residency_id: residencyId,
      optional_service_id: v.optionalServiceId,
      start_date: v.startDate,
      end_date: v.endDate,
    })
    .execute();
}

export async function updateResidencyService(
  s: ScopedDb,
  residencyId: number,
  v: { id: number; optionalServiceId: number; startDate: string; endDate: string | null },
): Promise<void> {
  await s
    .updateTable('residency_optional_services')
    .set((eb) => ({
      optional_service_id: v.optionalServiceId,
      start_date: v.startDate,
      end_date: v.endDate,
      updated_on_utc: new Date(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', v.id)
    .where('residency_id', '=', residencyId)
    .execute();
}

export async function deleteResidencyServices(s: ScopedDb, residencyId: number, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await s.deleteFrom('residency_optional_services').where('residency_id', '=', residencyId).where('id', 'in', ids).execute();
}

// ---------------------------------------------------------------- the person's earlier residencies (NCCC caps)

// ---------------------------------------------------------------- residents/dap

/** The facility's current residents (admitted, not departed) with their entries and finance record. */
export async function currentResidents(s: ScopedDb) {
  const residents = await s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .leftJoin('resident_finances as f', 'f.residency_id', 'r.id')
    .select([
      'r.id as residencyId',
      'r.resident_id as residentId',
      'p.first_name as firstName',
      'p.last_name as lastName',
      'r.admission_date_utc as admissionDateUtc',
      'r.accommodation_class as accommodationClass',
      'f.refunded_amount_from_lump_sum as refunded',
      ...DRAWDOWN_COLUMNS,
    ])
    .where(currentResidency('r'))
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('r.id')
    .execute();
  if (!residents.length) return [];
  const entries = await s
    .selectFrom('resident_finance_effective_dates', 'e')
    .select(['e.id', 'e.residency_id', 'e.effective_date_type', 'e.effective_from_date', 'e.value', 'e.support_level'])
    .where(
      'e.residency_id',
      'in',
      residents.map((r) => r.residencyId),
    )
    .where('e.effective_date_type', 'in', ['AgreedRoomPrice', 'RadPaid', 'RacPaid', 'SupportLevel', 'DailyAccommodationPayment'])
    .execute();
  return residents.map((r) => ({
    ...r,
    entries: entries
      .filter((e) => e.residency_id === r.residencyId)
      .map((e) => ({
        id: Number(e.id),
        effectiveDateType: e.effective_date_type,
        effectiveFromDate: e.effective_from_date,
        value: e.value,
        supportLevel: e.support_level,
      })),
  }));
}

/** The legal notice date recorded for the residency ('Legal notice received'), or null. */
export async function noticeDate(s: ScopedDb, residencyId: number): Promise<string | null> {
  const r = await ofResidency(s, residencyId)
    .innerJoin('resident_legal_notices as n', 'n.residency_id', 'r.id')
    .select('n.notice_date')
    .executeTakeFirst();
  return r?.notice_date ?? null;
}

// ---------------------------------------------------------------- the financial details report

/** The financial details report's filter: a support status (absent: every resident), the day the fees are in force. */
export interface FinancialDetailsFilter {
  supportStatus?: 'Supported' | 'Unsupported' | 'Bond' | 'Charge' | 'Respite' | 'Unknown';
  today: string;
}

/** The value of an effective-dated fee of residency `r` in force on `day` (the latest entry from on or before it). */
const valueInForce = (type: ResidentFinanceEffectiveDateType, day: string) =>
  sql<string | null>`(select v.value::text from resident_finance_effective_dates v
    where v.residency_id = r.id and v.effective_date_type = ${type} and v.effective_from_date <= ${day}::date
      and v.value is not null
    order by v.effective_from_date desc, v.id desc limit 1)`;

/**
 * A residency's means-testing status as the report shows and filters it: the status recorded on the residency when
 * there is one (Bond and Charge for the pre-2014 arrangements), else Respite for a respite resident, else the support
 * level the fees tab records (Supported, Unsupported or Unknown).
 */
const supportStatus = sql<string>`coalesce(r.support_status,
  case when r.care_type = 'Respite' then 'Respite' else r.support_level end)`;

/**
 * The facility's current permanent and respite residents (last name, first name, residency), each with their
 * means-testing status, the fees in force today, the deposit agreed (the agreed room price), the deposit payments made
 * (refunds less: the account's deposit entries) and the deposit held (the account's deposit balance: payments less
 * refunds, drawdowns and retention).
 */
export function financialDetailsQuery(s: ScopedDb, filter: FinancialDetailsFilter) {
  let q = s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .leftJoin('beds as b', 'b.id', 'r.bed_id')
    .leftJoin('accommodations as a', 'a.id', 'b.accommodation_id')
    .select([
      'r.id',
      'r.created_on_utc',
      'p.first_name',
      'p.last_name',
      'a.room_number',
      'b.name as bed_name',
      'r.admission_date_utc',
      supportStatus.as('support_status'),
      'r.income_asset_status',
      valueInForce('AgreedRoomPrice', filter.today).as('agreed_room_price'),
      valueInForce('DailyAccommodationPayment', filter.today).as('daily_accommodation_payment'),
      valueInForce('MeansTestCareFee', filter.today).as('means_tested_care_fee'),
      valueInForce('BasicDailyCareFee', filter.today).as('basic_daily_fee'),
      sql<string>`(select coalesce(sum(e.deposit_amount), 0)::text from resident_ledger_entries e
        left join resident_ledger_entries o on o.id = e.reverses_entry_id
        where e.residency_id = r.id and coalesce(o.kind, e.kind) = 'Deposit')`.as('deposit_paid'),
      sql<string>`(select coalesce(sum(e.deposit_amount), 0)::text from resident_ledger_entries e
        where e.residency_id = r.id)`.as('deposit_held'),
    ])
    .where(currentResidency('r'))
    .where('r.care_type', 'in', ['Permanent', 'Respite']);
  if (filter.supportStatus) q = q.where(supportStatus, '=', filter.supportStatus);
  return q.orderBy('p.last_name').orderBy('p.first_name').orderBy('r.id');
}
