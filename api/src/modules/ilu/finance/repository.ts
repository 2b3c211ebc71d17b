/**
 * SQL of an independent-living allocation's fees and charges (migration 0029: the allocation's prices, dates and DMF
 * terms, `ilu_dmf_schedule_rows`, `ilu_ingoing_contributions`; 0015: the unit's `accommodation_financial_events`). Every
 * query is narrowed to the current facility by the scoped access; the allocation's people are its residencies here.
 */
import { sql } from 'kysely';
import type { BillPayerType } from 'shared-domain/enums';
import { memoQuery } from '../../../db/memo';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';
import { residencyServicesJson, type ResidencyServiceJson } from '../../finance/index';

/** A stored DMF schedule row (rate as text). */
export interface ScheduleRowJson {
  effectiveMonth: number;
  value: string;
  feeOrderNumber: number;
}

/** A stored ingoing contribution entry (amount as text). */
export interface IngoingEntryJson {
  id: number;
  effectiveFromDate: string;
  value: string;
}

/** A person of the allocation: their residency here, what the bill payer rules read, and their optional services. */
export interface PersonJson {
  residencyId: number;
  residentId: number;
  firstName: string;
  lastName: string;
  /** The person's version (the record editor's) and whether the residency is still an enquiry's. */
  version: number;
  isLead: boolean;
  billPayerType: BillPayerType;
  email: string | null;
  street1: string | null;
  suburb: string | null;
  postCode: string | null;
  services: ResidencyServiceJson[];
}

/**
 * The whole finance screen in one statement (one round trip), compiled once per facility and run on a generic plan: the
 * allocation with its unit, type and location, the facility's billing flag, the responsible resident, and as JSON
 * sub-queries its DMF schedule, its ingoing contribution entries and its people (each with their optional services, the
 * finance module's sub-query). No row: the allocation is not this facility's (404).
 */
const feesQuery = memoQuery(
  'ilu.finance.fees',
  (s, { allocationId }: { allocationId: number }) => {
    const schedule = s
      .selectFrom('ilu_dmf_schedule_rows', 'd')
      .select(
        sql<ScheduleRowJson[]>`coalesce(json_agg(json_build_object('effectiveMonth', d.effective_month, 'value', d.value::text,
          'feeOrderNumber', d.fee_order_number) order by d.fee_order_number), '[]'::json)`.as('schedule'),
      )
      .where('d.independent_living_allocation_id', '=', sql.ref<number>('ila.id'));
    const ingoing = s
      .selectFrom('ilu_ingoing_contributions', 'c')
      .select(
        sql<IngoingEntryJson[]>`coalesce(json_agg(json_build_object('id', c.id, 'effectiveFromDate', c.effective_from_date,
          'value', c.value::text) order by c.effective_from_date, c.id), '[]'::json)`.as('ingoing'),
      )
      .where('c.independent_living_allocation_id', '=', sql.ref<number>('ila.id'));
    const services = residencyServicesJson(s, sql.ref<number>('rs.id'));
    const people = s
      .selectFrom('residencies', 'rs')
      .innerJoin('residents as p', 'p.id', 'rs.resident_id')
      .leftJoin('ilu_allocation_residents as ar', (j) =>
        j
          .onRef('ar.independent_living_allocation_id', '=', 'rs.independent_living_allocation_id')
          .onRef('ar.resident_id', '=', 'rs.resident_id'),
      )
      .select(
        sql<PersonJson[]>`coalesce(json_agg(json_build_object('residencyId', rs.id, 'residentId', p.id,
          'firstName', p.first_name, 'lastName', p.last_name, 'version', p.version, 'isLead', rs.is_lead,
          'billPayerType', p.bill_payer_type, 'email', p.email, 'street1', p.street1, 'suburb', p.suburb,
          'postCode', p.post_code, 'services', (${services})) order by ar.position nulls last, rs.id), '[]'::json)`.as('people'),
      )
      .where('rs.independent_living_allocation_id', '=', sql.ref<number>('ila.id'));
    return s
      .selectFrom('independent_living_allocations', 'ila')
      .leftJoin('accommodations as a', 'a.id', 'ila.accommodation_id')
      .leftJoin('accommodation_types as t', 't.id', 'a.accommodation_type_id')
      .leftJoin('facility_locations as l', 'l.id', 'a.facility_location_id')
      .leftJoin('residencies as rr', 'rr.id', 'ila.responsible_residency_id')
      .leftJoin('residents as rp', 'rp.id', 'rr.resident_id')
      .select([
        'ila.id',
        'ila.version',
        'ila.accommodation_id',
        'a.room_number',
        't.name as unit_type',
        't.price as type_price',
        'l.name as location',
        'ila.published_price',
        'ila.agreed_price',
        'ila.contract_signed_date',
        'ila.deposit_paid_date',
        'ila.balance_paid_date',
        'ila.occupied_date',
        'ila.departure_date',
        'ila.settlement_date',
        'ila.settlement_price',
        'ila.is_settled',
        'ila.dmf_calculation_type',
        'ila.dmf_minimum_rate',
        'ila.resident_capital_gain_rate',
        'ila.resident_capital_loss_rate',
        'ila.additional_costs',
        'ila.calculated_ingoing_contribution',
        'ila.responsible_residency_id',
        'rp.id as responsible_resident_id',
        sql<string | null>`rp.first_name || ' ' || rp.last_name`.as('responsible_resident'),
        sql<boolean>`(select f.is_billing_integrated from facilities f where f.id = ila.facility_id)`.as('billing_integrated'),
        sql<ScheduleRowJson[]>`(${schedule})`.as('schedule'),
        sql<IngoingEntryJson[]>`(${ingoing})`.as('ingoing'),
        sql<PersonJson[]>`(${people})`.as('people'),
      ])
      .where('ila.id', '=', allocationId);
  },
  { genericPlan: true },
);

/** A JSON column: parsed by the pg driver, text from a driver that leaves json alone. */
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The allocation's fees and charges as stored (undefined: not an allocation of the current facility). */
export async function feesAndCharges(s: ScopedDb, allocationId: number) {
  const [row] = await feesQuery(s, { allocationId });
  if (!row) return undefined;
  return { ...row, schedule: json(row.schedule), ingoing: json(row.ingoing), people: json(row.people) };
}
export type FeesRow = NonNullable<Awaited<ReturnType<typeof feesAndCharges>>>;

// ---------------------------------------------------------------- save

/** The allocation's finance columns the screen saves. */
export interface FinanceValues {
  agreed_price: string | null;
  contract_signed_date: string | null;
  deposit_paid_date: string | null;
  balance_paid_date: string | null;
  resident_capital_gain_rate: string | null;
  resident_capital_loss_rate: string | null;
  additional_costs: string | null;
  calculated_ingoing_contribution: string | null;
  dmf_minimum_rate: string | null;
  dmf_calculation_type: 'IngoingUnitCost' | 'OutgoingUnitCost';
}

/** Sets the finance columns at the version read, moving the version on; false when the version is stale. */
export async function updateFinance(s: ScopedDb, allocationId: number, version: number, values: FinanceValues): Promise<boolean> {
  const r = await s
    .updateTable('independent_living_allocations')
    .set((eb) => ({ ...values, updated_by_user_id: s.userId, updated_on_utc: new Date(), version: eb('version', '+', 1) }))
    .where('id', '=', allocationId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The allocation's DMF schedule replaced by these rows (already kept and numbered from 1). */
export async function replaceSchedule(
  s: ScopedDb,
  allocationId: number,
  rows: ReadonlyArray<{ feeOrderNumber: number; effectiveMonth: number; value: string }>,
): Promise<void> {
  await s.deleteFrom('ilu_dmf_schedule_rows').where('independent_living_allocation_id', '=', allocationId).execute();
  if (rows.length)
    await s
      .insertInto(
        'ilu_dmf_schedule_rows',
        rows.map((r) => ({
          independent_living_allocation_id: allocationId,
          fee_order_number: r.feeOrderNumber,
          effective_month: r.effectiveMonth,
          value: r.value,
        })),
      )
      .execute();
}

export async function deleteIngoing(s: ScopedDb, allocationId: number, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await s
    .deleteFrom('ilu_ingoing_contributions')
    .where('independent_living_allocation_id', '=', allocationId)
    .where('id', 'in', ids)
    .execute();
}

export async function insertIngoing(
  s: ScopedDb,
  allocationId: number,
  rows: ReadonlyArray<{ effectiveFromDate: string; value: string }>,
): Promise<void> {
  if (!rows.length) return;
  await s
    .insertInto(
      'ilu_ingoing_contributions',
      rows.map((r) => ({
        independent_living_allocation_id: allocationId,
        effective_from_date: r.effectiveFromDate,
        value: r.value,
        created_by_user_id: s.userId,
      })),
    )
    .execute();
}

/** The notice to vacate of the unit's latest financial event of this allocation (a new event carries it on), or null. */
export async function noticeToVacate(s: ScopedDb, accommodationId: number, allocationId: number): Promise<string | null> {
  const row = await s
    .selectFrom('accommodation_financial_events', 'e')
    .select('e.notice_to_vacate_date')
    .where('e.accommodation_id', '=', accommodationId)
    .where('e.independent_living_allocation_id', '=', allocationId)
    .orderBy('e.created_on_utc', 'desc')
    .orderBy('e.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.notice_to_vacate_date ?? null;
}

/** Records the unit's financial event (the latest one is the unit's brief note, seed 002 §4). */
export async function insertFinancialEvent(
  s: ScopedDb,
  e: {
    accommodationId: number;
    allocationId: number;
    noticeToVacate: string | null;
    contractSigned: string | null;
    depositPaid: string | null;
    balancePaid: string | null;
  },
): Promise<void> {
  await s
    .insertInto('accommodation_financial_events', {
      accommodation_id: e.accommodationId,
      independent_living_allocation_id: e.allocationId,
      notice_to_vacate_date: e.noticeToVacate,
      contract_signed_date: e.contractSigned,
      deposit_paid_date: e.depositPaid,
      balance_paid_date: e.balancePaid,
    })
    .execute();
}

/**
 * Sets the person's bill payer type, moving the person's version on (a details editor opened before answers 409 rather
 * than putting the old payer back).
 */
export async function setBillPayerType(s: ScopedDb, person: ResolvedResident, type: BillPayerType): Promise<void> {
  await s
    .person(person)
    .updateResident()
    .set((eb) => ({ bill_payer_type: type, version: eb('version', '+', 1) }))
    .execute();
}

/** How the person's bill payer is invoiced (absent until the details editor first saved it). */
export async function invoicing(s: ScopedDb, person: ResolvedResident) {
  return s
    .selectFromPerson('resident_bill_payer_details', person, 'b')
    .select(['b.is_invoice_email', 'b.is_invoice_post'])
    .executeTakeFirst();
}

export async function setInvoicing(
  s: ScopedDb,
  person: ResolvedResident,
  values: { is_invoice_email: boolean; is_invoice_post: boolean },
): Promise<void> {
  await s.person(person).updateTable('resident_bill_payer_details').set(values).execute();
}
