/**
 * Demo data of the leads area, added by `generateDemoData` after everything else so no existing id moves.
 * Deterministic (its own random stream): the generator's AgeCare leads get statuses spread over the five columns with
 * order numbers, locations, ADL/BEH/CHC and respite levels, support and income-asset status, contacts, care recipient
 * IDs for half of them, tours (booked in the future for Tour booked, completed in the past from Tour completed on),
 * expected AN-ACC classes; one departed resident per AgeCare facility is marked as an enquiry again (a lead that can be
 * sent back to the departed list). The facilities' AN-ACC fixed component is loaded with a DEMO base care tariff NWAU
 * (docs/decisions.md): the reference data has none.
 *
 * Fixed points the generated security tests use (facility 1, scale 1): leads are residents 71-77 (open, statuses
 * Enquiries, TourBooked, TourCompleted, Waiting, Confirmed, Enquiries, TourBooked) and 78-80 (archived); resident 69
 * (departed) has a new lead.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
import { addDays } from 'shared-domain/dates';
import { anaccClassesFor } from 'shared-domain/resident-funding';
import { tourDateTimeToInstant } from 'shared-domain/leads';

/** The first open leads of a facility follow this pattern, so every column has cards at any scale. */
const STATUS_PATTERN = ['Enquiries', 'TourBooked', 'TourCompleted', 'Waiting', 'Confirmed', 'Enquiries', 'TourBooked'] as const;
const LEVELS = ['Default', 'Nil', 'Low', 'Medium', 'High'] as const;
const SUPPORT = ['Supported', 'Unsupported', 'Bond', 'Charge', 'Unknown'] as const;
const CONTACT_FIRST = ['Susan', 'Michael', 'Karen', 'David', 'Linda', 'Paul', 'Julie', 'Mark', 'Sharon', 'Andrew'];

function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
    chance: (p: number) => next() < p,
  };
}

async function insertMany(db: Db, table: keyof Database, rows: Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  const batch = Math.max(1, Math.floor(30000 / Object.keys(rows[0]).length));
  for (let i = 0; i < rows.length; i += batch)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + batch) as never)
      .execute();
}

/** Returns the number of residencies it added. */
export async function generateLeadDemoData(
  db: Db,
  opts: { today: string; seed: number; facilityIds: readonly number[] },
): Promise<number> {
  let added = 0;
  const rnd = prng(opts.seed ^ 0x1ead5);
  const { today } = opts;
  const users = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.is_system_user', 'r.is_organisation_manager'])
    .where('u.is_active', '=', true)
    .orderBy('u.id')
    .execute();
  const access = await db.selectFrom('user_facilities').select(['user_id', 'facility_id']).execute();

  for (const facilityId of opts.facilityIds) {
    const locations = (
      await db.selectFrom('facility_locations').select('id').where('facility_id', '=', facilityId).orderBy('id').execute()
    ).map((l) => l.id as number);
    const facilitators = users
      .filter(
        (u) =>
          !u.is_system_user &&
          (u.is_organisation_manager || access.some((a) => a.user_id === u.id && a.facility_id === facilityId)),
      )
      .map((u) => u.id as number);
    const leads = await db
      .selectFrom('residencies')
      .select(['id', 'resident_id', 'care_type', 'is_archived', 'created_on_utc'])
      .where('facility_id', '=', facilityId)
      .where('is_lead', '=', true)
      .orderBy('id')
      .execute();
    const nextOrder = new Map<string, number>();
    const tours: Record<string, unknown>[] = [];
    const expected: Record<string, unknown>[] = [];
    const residencyRows: Record<string, unknown>[] = [];
    const residentRows: Record<string, unknown>[] = [];
    let open = 0;
    for (const lead of leads as any[]) {
      const k = lead.is_archived ? -1 : open++;
      const status =
        k >= 0 && k < STATUS_PATTERN.length
          ? STATUS_PATTERN[k]
          : rnd.pick([
              'Enquiries',
              'Enquiries',
              'Enquiries',
              'TourBooked',
              'TourBooked',
              'TourCompleted',
              'TourCompleted',
              'Waiting',
              'Waiting',
              'Confirmed',
            ] as const);
      const column = `${lead.is_archived}|${status}`;
      const order = (nextOrder.get(column) ?? 0) + 1;
      nextOrder.set(column, order);
      const respite = lead.care_type === 'Respite';
      const contactIsResident = rnd.chance(0.45);
      const created = (lead.created_on_utc as Date).toISOString().slice(0, 10);
      residencyRows.push({
        id: lead.id,
        status,
        order_number: String(order),
        preferred_facility_location_id: locations.length && rnd.chance(0.8) ? rnd.pick(locations) : null,
        respite_care_level: respite ? rnd.pick(['Unknown', 'Low', 'High'] as const) : 'Unknown',
        adl: rnd.pick(LEVELS),
        beh: rnd.pick(LEVELS),
        chc: rnd.pick(LEVELS),
        support_status: respite ? 'Respite' : rnd.pick(SUPPORT),
        income_asset_status: rnd.chance(0.4) ? 'Completed' : 'Unknown',
        contract_signed: status === 'Confirmed' && rnd.chance(0.6),
        requested_departure_date: respite ? addDays(today, rnd.int(20, 80)) : null,
        contact_is_resident: contactIsResident,
        contact_first_name: contactIsResident ? null : rnd.pick(CONTACT_FIRST),
        contact_last_name: contactIsResident ? null : 'Family',
      });
      residentRows.push({
        id: lead.resident_id,
        phone_number: `04${String(rnd.int(10000000, 99999999))}`,
        care_recipient_id: rnd.chance(0.5) ? `4${String(rnd.int(100000000, 999999999))}` : null,
      });
      // Tours: booked (future) for Tour booked; completed (past) from Tour completed on, most Waiting and Confirmed leads.
      const facilitator = facilitators.length ? rnd.pick(facilitators) : null;
      if (
        facilitator &&
        (status === 'TourBooked' ||
          status === 'TourCompleted' ||
          ((status === 'Waiting' || status === 'Confirmed') && rnd.chance(0.75)))
      ) {
        const completed = status !== 'TourBooked';
        const day = completed ? addDays(today, -rnd.int(1, 25)) : addDays(today, rnd.int(1, 12));
        const time = rnd.pick(['10:00:00', '11:30:00', '12:30:00', '14:00:00', '15:30:00']);
        tours.push({
          residency_id: lead.id,
          facility_id: facilityId,
          tour_facilitator_user_id: facilitator,
          attendees: rnd.chance(0.6) ? rnd.pick(['Daughter', 'Son and daughter-in-law', 'Husband', 'Niece', 'Friend']) : null,
          tour_date_time: tourDateTimeToInstant(`${day} ${time}`),
          is_completed: completed,
          completed_on_utc: completed ? tourDateTimeToInstant(`${day} ${time}`) : null,
        });
      }
      if (rnd.chance(0.6)) {
        const classes = anaccClassesFor(lead.care_type);
        expected.push({
          residency_id: lead.id,
          facility_id: facilityId,
          classification_date: created < today ? created : today,
          anacc_class: rnd.pick(classes).anaccClass,
          via_anacc_calculator: true,
        });
      }
    }
    // One statement per batch (thousands of leads per facility at benchmark scales).
    for (let i = 0; i < residencyRows.length; i += 2000) {
      const chunk = JSON.stringify(residencyRows.slice(i, i + 2000));
      await sql`update residencies r set status = v.status, order_number = v.order_number::numeric,
          preferred_facility_location_id = v.preferred_facility_location_id, respite_care_level = v.respite_care_level,
          adl = v.adl, beh = v.beh, chc = v.chc, support_status = v.support_status, income_asset_status = v.income_asset_status,
          contract_signed = v.contract_signed, requested_departure_date = v.requested_departure_date,
          contact_is_resident = v.contact_is_resident, contact_first_name = v.contact_first_name, contact_last_name = v.contact_last_name
        from jsonb_to_recordset(${chunk}::jsonb) as v(id int, status text, order_number text, preferred_facility_location_id int,
          respite_care_level text, adl text, beh text, chc text, support_status text, income_asset_status text, contract_signed boolean,
          requested_departure_date date, contact_is_resident boolean, contact_first_name text, contact_last_name text)
        where r.id = v.id`.execute(db);
    }
    for (let i = 0; i < residentRows.length; i += 2000) {
      const chunk = JSON.stringify(residentRows.slice(i, i + 2000));
      await sql`update residents p set phone_number = v.phone_number, care_recipient_id = v.care_recipient_id
        from jsonb_to_recordset(${chunk}::jsonb) as v(id int, phone_number text, care_recipient_id text)
        where p.id = v.id`.execute(db);
    }
    await insertMany(db, 'lead_tours', tours);
    await insertMany(db, 'expected_anacc_classifications', expected);

    // A departed resident of the facility marked as an enquiry again (the second-last departed one; the last is left
    // for the residents area's own mark-as-enquiry tests): a new lead residency.
    const departed = await db
      .selectFrom('residencies')
      .select(['resident_id', 'care_type'])
      .where('facility_id', '=', facilityId)
      .where('is_lead', '=', false)
      .where('departure_date_utc', 'is not', null)
      .orderBy('id', 'desc')
      .offset(1)
      .limit(1)
      .executeTakeFirst();
    if (departed) {
      await db
        .insertInto('residencies')
        .values({
          resident_id: departed.resident_id,
          facility_id: facilityId,
          care_type: departed.care_type,
          is_lead: true,
          status: 'Enquiries',
          requested_admission_date: addDays(today, 14),
          created_on_utc: new Date(`${addDays(today, -2)}T01:00:00Z`),
          contact_is_resident: true,
        })
        .execute();
      added++;
    }

    // The facility's AN-ACC fixed component: its category and MMM classification (the base care tariff NWAU of the
    // category is the care funding rate's, a DEMO value there: demo/finance/rates.ts).
    await db
      .insertInto('facility_anacc_fixed_components')
      .values({
        facility_id: facilityId,
        start_date: '2022-10-01',
        mmm_classification: 'MMM 1',
        bct_category: 'Standard MMM 1-4',
        sa_class: null,
        funding_basis: 'Standard',
      })
      .execute();
  }
  return added;
}
