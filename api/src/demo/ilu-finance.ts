/**
 * Demo data of the independent-living finance screen (seed 002 §3 "Fees and charges (ILU)", §9), for every
 * independent-living facility, after the rest of the demo (the unit types' prices are the administration demo's):
 * - each occupied allocation: the published price (its unit type's price, about 3 % a year lower for each year before
 *   today) and an agreed price a little below it, the contract signed, deposit paid and balance paid dates before the
 *   admission, the responsible resident, a DMF schedule (Catalina Village's 6 % a year for 36 months, 5 % for 12, 4 %
 *   for 36, or a flat 3 % a year for 120 months), a minimum rate on some, capital gain and loss shares of 50/50 on most,
 *   additional costs on a few, and its ingoing contribution as a 10 % deposit and the balance;
 * - the enquiries with a unit assigned: the published and agreed price, a contract signed before the deposit, the
 *   deposit as an ingoing contribution entry, a DMF schedule;
 * - some residents' optional services (garden maintenance for villa residents, newspapers);
 * - earlier residents who vacated and settled (the occupied units' previous allocations: admitted years before,
 *   departed, settlement date and price, so the departed list and a settled refund exist), and residents who vacated
 *   an available unit and are not settled yet.
 * Deterministic: its own random stream (the rest of the demo draws as before), and everything it adds is inserted after
 * the rest, so no earlier id moves. Set-based enough for the benchmark scales of `scripts/seed.ts` (a few statements per
 * thousand rows).
 */
import { sql, type Transaction } from 'kysely';
import { addDays } from 'shared-domain/dates';
import type { Database } from '../db/schema';

/** The random stream the generator hands over (generate.ts `prng`). */
export interface DemoRandom {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(xs: readonly T[]) => T;
  chance: (p: number) => boolean;
}

export interface IluFinanceDemoOptions {
  today: string;
  facilityIds: readonly number[];
  rnd: DemoRandom;
  /** A new person of the organisation (generate.ts's `person`), as a residents row. */
  person: () => Record<string, unknown>;
}

/** Catalina Village's schedule (seed 002 reference data): 6 % a year for 3 years, 5 % in year 4, 4 % a year for years 5-7. */
const CATALINA = [
  { effective_month: 36, value: '6.00' },
  { effective_month: 12, value: '5.00' },
  { effective_month: 36, value: '4.00' },
];
const FLAT = [{ effective_month: 120, value: '3.00' }];

const YEAR = 365.25;
const thousand = (n: number) => (Math.round(n / 1000) * 1000).toFixed(2);
/** A price `days` before today: about 3 % a year less for each year (the demo's price growth). */
const priceBefore = (today: string, day: string, price: number) => {
  const years = Math.max(0, (Date.parse(today) - Date.parse(day)) / 86_400_000 / YEAR);
  return price / Math.pow(1.03, years);
};
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/** Inserts rows in batches (parameter limits), returning the generated ids in order when asked. */
async function insertRows<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: Array<Record<string, unknown>>,
  returnIds = false,
): Promise<number[]> {
  const ids: number[] = [];
  if (!rows.length) return ids;
  const batch = Math.max(1, Math.floor(30000 / Object.keys(rows[0]).length));
  for (let i = 0; i < rows.length; i += batch) {
    const q = trx.insertInto(table).values(rows.slice(i, i + batch) as never);
    if (returnIds) ids.push(...(await q.returning(sql<number>`id`.as('id')).execute()).map((r) => r.id));
    else await q.execute();
  }
  return ids;
}

/** The allocation's finance columns (the screen's) set from one values list per batch. */
async function updateAllocations(trx: Transaction<Database>, rows: Array<Record<string, string | number | null>>) {
  const columns = [
    'published_price',
    'agreed_price',
    'contract_signed_date',
    'balance_paid_date',
    'responsible_residency_id',
    'dmf_calculation_type',
    'dmf_minimum_rate',
    'resident_capital_gain_rate',
    'resident_capital_loss_rate',
    'additional_costs',
  ] as const;
  const types: Record<(typeof columns)[number], string> = {
    published_price: 'numeric',
    agreed_price: 'numeric',
    contract_signed_date: 'date',
    balance_paid_date: 'date',
    responsible_residency_id: 'int',
    dmf_calculation_type: 'text',
    dmf_minimum_rate: 'numeric',
    resident_capital_gain_rate: 'numeric',
    resident_capital_loss_rate: 'numeric',
    additional_costs: 'numeric',
  };
  for (let i = 0; i < rows.length; i += 2000) {
    const values = rows
      .slice(i, i + 2000)
      .map((r) => sql`(${sql.join([r.id, ...columns.map((c) => r[c] ?? null)].map((v) => sql`${v}`))})`);
    await sql`
      update independent_living_allocations a set
        ${sql.join(columns.map((c) => sql`${sql.ref(c)} = v.${sql.ref(c)}::${sql.raw(types[c])}`))}
      from (values ${sql.join(values)}) as v(id, ${sql.join(columns.map((c) => sql.ref(c)))})
      where a.id = v.id::int`.execute(trx);
  }
}

export async function seedIluFinanceDemo(trx: Transaction<Database>, options: IluFinanceDemoOptions): Promise<void> {
  const { today, rnd } = options;
  for (const facilityId of options.facilityIds) {
    const allocations = await trx
      .selectFrom('independent_living_allocations as ila')
      .innerJoin('accommodations as a', 'a.id', 'ila.accommodation_id')
      .innerJoin('accommodation_types as t', 't.id', 'a.accommodation_type_id')
      .select([
        'ila.id',
        'ila.accommodation_id',
        'ila.occupied_date',
        'ila.deposit_paid_date',
        't.name as type_name',
        't.price',
        sql<number | null>`(select min(r.id) from residencies r where r.independent_living_allocation_id = ila.id)`.as(
          'first_residency',
        ),
      ])
      .where('ila.facility_id', '=', facilityId)
      .where('ila.is_archived', '=', false)
      .where('ila.departure_date', 'is', null)
      .orderBy('ila.id')
      .execute();

    const updates: Array<Record<string, string | number | null>> = [];
    const schedule: Array<Record<string, unknown>> = [];
    const ingoing: Array<Record<string, unknown>> = [];
    for (const a of allocations) {
      const typePrice = Number(a.price ?? 0);
      if (!typePrice) continue;
      const admitted = a.occupied_date;
      const published = priceBefore(today, admitted ?? today, typePrice);
      const agreed = published * (0.94 + rnd.next() * 0.06);
      const deposit = a.deposit_paid_date;
      const contract = deposit ? addDays(deposit, -rnd.int(3, 14)) : rnd.chance(0.5) ? addDays(today, -rnd.int(1, 10)) : null;
      // The balance between the deposit and the admission.
      const balance =
        admitted && deposit
          ? addDays(admitted, -Math.max(1, Math.min(rnd.int(1, 14), daysBetween(deposit, admitted) - 1)))
          : null;
      const catalina = rnd.chance(0.6);
      updates.push({
        id: a.id,
        published_price: thousand(published),
        agreed_price: thousand(agreed),
        contract_signed_date: contract,
        balance_paid_date: balance,
        responsible_residency_id: admitted ? a.first_residency : null,
        dmf_calculation_type: rnd.chance(0.1) ? 'OutgoingUnitCost' : 'IngoingUnitCost',
        dmf_minimum_rate: rnd.chance(0.25) ? '10.00' : null,
        resident_capital_gain_rate: rnd.chance(0.8) ? '50.00' : null,
        resident_capital_loss_rate: rnd.chance(0.8) ? '50.00' : null,
        additional_costs: rnd.chance(0.15) ? (rnd.int(10, 60) * 250).toFixed(2) : null,
      });
      (catalina ? CATALINA : FLAT).forEach((row, k) =>
        schedule.push({ facility_id: facilityId, independent_living_allocation_id: a.id, fee_order_number: k + 1, ...row }),
      );
      const agreedText = thousand(agreed);
      const depositAmount = (Number(agreedText) / 10).toFixed(2);
      if (deposit)
        ingoing.push({
          facility_id: facilityId,
          independent_living_allocation_id: a.id,
          effective_from_date: deposit,
          value: depositAmount,
        });
      if (balance)
        ingoing.push({
          facility_id: facilityId,
          independent_living_allocation_id: a.id,
          effective_from_date: balance,
          value: (Number(agreedText) - Number(depositAmount)).toFixed(2),
        });
    }
    await updateAllocations(trx, updates);
    await insertRows(trx, 'ilu_dmf_schedule_rows', schedule);
    await insertRows(trx, 'ilu_ingoing_contributions', ingoing);

    await seedOptionalServices(trx, facilityId, today);
    await seedDeparted(trx, facilityId, options);
  }
}

/** Garden maintenance for one villa resident in two, newspapers for one resident in five (from the later of the admission and the service's start). */
async function seedOptionalServices(trx: Transaction<Database>, facilityId: number, today: string) {
  const services = await trx
    .selectFrom('optional_services')
    .select(['id', 'type_description', 'start_date'])
    .where('facility_id', '=', facilityId)
    .where('stopped', '=', false)
    .where('type_description', 'in', ['Garden maintenance', 'Newspapers'])
    .execute();
  const garden = services.find((s) => s.type_description === 'Garden maintenance');
  const papers = services.find((s) => s.type_description === 'Newspapers');
  const residents = await trx
    .selectFrom('residencies as r')
    .innerJoin('independent_living_allocations as ila', 'ila.id', 'r.independent_living_allocation_id')
    .innerJoin('accommodations as a', 'a.id', 'ila.accommodation_id')
    .innerJoin('accommodation_types as t', 't.id', 'a.accommodation_type_id')
    .select(['r.id', 'r.admission_date_utc', 't.name as type_name'])
    .where('r.facility_id', '=', facilityId)
    .where('r.admission_date_utc', 'is not', null)
    .where('r.departure_date_utc', 'is', null)
    .orderBy('r.id')
    .execute();
  const rows: Array<Record<string, unknown>> = [];
  const later = (a: string | null, b: string | null) => (!a ? b : !b ? a : a > b ? a : b);
  residents.forEach((r, i) => {
    if (garden?.start_date && r.type_name === 'Villa' && i % 2 === 0)
      rows.push({
        facility_id: facilityId,
        residency_id: r.id,
        optional_service_id: garden.id,
        start_date: later(r.admission_date_utc, garden.start_date),
      });
    if (papers?.start_date && i % 5 === 1)
      rows.push({
        facility_id: facilityId,
        residency_id: r.id,
        optional_service_id: papers.id,
        start_date: later(r.admission_date_utc, papers.start_date),
        end_date: i % 10 === 1 ? addDays(today, 60) : null,
      });
  });
  // One shape per batch: every row with its end date (null when open).
  await insertRows(
    trx,
    'residency_optional_services',
    rows.map((r) => ({ end_date: null, ...r })),
  );
}

/**
 * Earlier residents: on one occupied unit in ten whose residents moved in more than a year ago, the previous allocation
 * (admitted some five years before the current one, vacated two to six months before it, settled one to two months
 * after vacating at a resale price near today's); and on one available unit in three, residents who vacated in the last
 * two months and are not settled yet.
 */
async function seedDeparted(trx: Transaction<Database>, facilityId: number, options: IluFinanceDemoOptions) {
  const { today, rnd } = options;
  const units = await trx
    .selectFrom('accommodations as a')
    .innerJoin('accommodation_types as t', 't.id', 'a.accommodation_type_id')
    .leftJoin('independent_living_allocations as ila', (j) =>
      j.onRef('ila.accommodation_id', '=', 'a.id').on('ila.occupied_date', 'is not', null).on('ila.departure_date', 'is', null),
    )
    .select(['a.id', 'a.ilu_status', 't.price', 'ila.occupied_date'])
    .where('a.facility_id', '=', facilityId)
    .where('a.is_active', '=', true)
    .orderBy('a.id')
    .execute();
  interface Past {
    accommodationId: number;
    admitted: string;
    departed: string;
    settled: string | null;
    price: number;
    people: number;
  }
  const past: Past[] = [];
  let occupiedSeen = 0;
  let availableSeen = 0;
  for (const u of units) {
    const price = Number(u.price ?? 0);
    if (!price) continue;
    if (
      u.ilu_status === 'Occupied' &&
      u.occupied_date &&
      daysBetween(u.occupied_date, today) > 365 &&
      occupiedSeen++ % 10 === 0
    ) {
      const departed = addDays(u.occupied_date, -rnd.int(60, 180));
      const settled = addDays(departed, rnd.int(30, 59));
      past.push({
        accommodationId: u.id,
        admitted: addDays(departed, -rnd.int(1200, 2600)),
        departed,
        settled,
        price,
        people: rnd.chance(0.4) ? 2 : 1,
      });
    } else if (u.ilu_status === 'Available' && availableSeen++ % 3 === 0) {
      const departed = addDays(today, -rnd.int(10, 60));
      past.push({
        accommodationId: u.id,
        admitted: addDays(departed, -rnd.int(900, 2400)),
        departed,
        settled: null,
        price,
        people: 1,
      });
    }
  }
  if (!past.length) return;

  const rows = past.map((p) => {
    const published = priceBefore(options.today, p.admitted, p.price);
    const agreed = Number(thousand(published * (0.94 + rnd.next() * 0.06)));
    const deposit = addDays(p.admitted, -rnd.int(25, 60));
    const balance = addDays(p.admitted, -rnd.int(1, 14));
    return {
      p,
      agreed,
      row: {
        facility_id: facilityId,
        accommodation_id: p.accommodationId,
        created_on: new Date(`${addDays(p.admitted, -90)}T02:00:00Z`),
        occupied_date: p.admitted,
        departure_date: p.departed,
        deposit_paid_date: deposit,
        contract_signed_date: addDays(deposit, -rnd.int(3, 14)),
        balance_paid_date: balance,
        published_price: thousand(published),
        agreed_price: agreed.toFixed(2),
        dmf_calculation_type: 'IngoingUnitCost',
        dmf_minimum_rate: null,
        resident_capital_gain_rate: '50.00',
        resident_capital_loss_rate: '50.00',
        additional_costs: p.settled ? (rnd.int(8, 40) * 250).toFixed(2) : null,
        // Resold near the unit type's price at the settlement.
        settlement_date: p.settled,
        settlement_price: p.settled
          ? thousand(priceBefore(options.today, p.settled, p.price) * (0.97 + rnd.next() * 0.06))
          : null,
        is_settled: p.settled !== null,
      },
    };
  });
  const allocationIds = await insertRows(
    trx,
    'independent_living_allocations',
    rows.map((r) => r.row),
    true,
  );
  const people: Array<Record<string, unknown>> = [];
  rows.forEach((r) => {
    for (let k = 0; k < r.p.people; k++) people.push(options.person());
  });
  const residentIds = await insertRows(trx, 'residents', people, true);
  const links: Array<Record<string, unknown>> = [];
  const residencies: Array<Record<string, unknown>> = [];
  let n = 0;
  rows.forEach((r, i) => {
    for (let k = 0; k < r.p.people; k++) {
      const residentId = residentIds[n++];
      links.push({ independent_living_allocation_id: allocationIds[i], resident_id: residentId, position: k + 1 });
      residencies.push({
        resident_id: residentId,
        facility_id: facilityId,
        care_type: 'ILU',
        is_lead: false,
        requested_admission_date: r.p.admitted,
        admission_date_utc: r.p.admitted,
        departure_date_utc: r.p.departed,
        departure_reason:
          k === 0 && r.p.people === 1 ? rnd.pick(['Deceased', 'Other', 'AnotherAgedCareServiceByResident']) : 'Other',
        independent_living_allocation_id: allocationIds[i],
        created_on_utc: r.row.created_on,
      });
    }
  });
  await insertRows(trx, 'ilu_allocation_residents', links);
  const residencyIds = await insertRows(trx, 'residencies', residencies, true);
  await insertRows(
    trx,
    'residency_events',
    residencyIds.flatMap((id, i) => [
      { residency_id: id, event_type: 5, effective_date: residencies[i].admission_date_utc },
      { residency_id: id, event_type: 6, effective_date: residencies[i].departure_date_utc },
    ]),
  );

  // Each allocation's responsible resident (its first), DMF schedule (Catalina) and ingoing contribution (deposit and
  // balance).
  await trx
    .updateTable('independent_living_allocations as a')
    .set({
      responsible_residency_id: sql<number>`(select min(r.id) from residencies r where r.independent_living_allocation_id = a.id)`,
    })
    .where('a.id', 'in', allocationIds)
    .execute();
  const schedule: Array<Record<string, unknown>> = [];
  const ingoing: Array<Record<string, unknown>> = [];
  rows.forEach((r, i) => {
    const id = allocationIds[i];
    CATALINA.forEach((row, k) =>
      schedule.push({ facility_id: facilityId, independent_living_allocation_id: id, fee_order_number: k + 1, ...row }),
    );
    const deposit = (r.agreed / 10).toFixed(2);
    ingoing.push(
      {
        facility_id: facilityId,
        independent_living_allocation_id: id,
        effective_from_date: r.row.deposit_paid_date,
        value: deposit,
      },
      {
        facility_id: facilityId,
        independent_living_allocation_id: id,
        effective_from_date: r.row.balance_paid_date,
        value: (r.agreed - Number(deposit)).toFixed(2),
      },
    );
  });
  await insertRows(trx, 'ilu_dmf_schedule_rows', schedule);
  await insertRows(trx, 'ilu_ingoing_contributions', ingoing);
}
