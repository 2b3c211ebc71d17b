/**
 * The benchmark organisation (npm run bench, docs/performance.md): one large provider with 60 facilities (56 AgeCare of 80
 * to 200 beds, 4 independent-living villages of 80 to 200 units), ten years of admissions, departures, leave, tours
 * and leads, more than 100,000 people, and the demo users (manager@demo.local ..., password DEMO_PASSWORD) with access
 * to every facility. Facility 1 (Bayside Gardens) is the largest AgeCare facility (200 beds), facility 4 (Riverside
 * Village) an independent-living village.
 *
 * Built in SQL (`insert ... select` over generate_series, explicit ids) so a full build takes well under a minute on
 * the PostgreSQL server. Deterministic: every "random" choice is a hash of the row's key (hashint8extended), so the
 * same `today` gives the same rows. Needs an empty database (like the demo generator). The caller runs
 * `vacuum analyze` afterwards (outside any transaction): see `buildBenchmarkOrganisation`.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { addMonths, toMonthYear } from 'shared-domain/funding/statements';
import { statementLayout } from 'shared-domain/funding/month-year';
import { RESIDENT_FINANCE_EFFECTIVE_DATE_TYPE_LABELS } from 'shared-domain/labels';
import type { Database } from '../db/schema';
import { PROCESSING_FAILURE_REASONS } from '../integrations/medicare/gateway';
import { hashPassword } from '../security/passwords';
import { seedRatesDemo } from './finance/rates';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  DEPARTURE_REASONS,
  FEMALE,
  LAST,
  MALE,
  NICKNAMES,
  SUBURBS,
  hasOrganisation,
  rolePermissions,
} from './generate';

export const BENCH_FACILITY_COUNT = 60;
/** Independent-living villages among the 60 facilities. */
export const BENCH_ILU_FACILITIES = [4, 19, 34, 49] as const;
/** The largest AgeCare facility (the benchmark's facility) and the village the ILU dashboard scenario reads. */
export const BENCH_FACILITY = 1;
export const BENCH_ILU_FACILITY = 4;

const PLACES = [
  'Bayside',
  'Carlton',
  'Elm Park',
  'Riverside',
  'Brighton',
  'Sandringham',
  'Fitzroy',
  'Hampton',
  'Elwood',
  'Brunswick',
  'Coburg',
  'Northcote',
  'Cheltenham',
  'Kew',
  'Camberwell',
  'Box Hill',
  'Doncaster',
  'Ringwood',
  'Frankston',
  'Mornington',
  'Geelong',
  'Ballarat',
  'Bendigo',
  'Werribee',
  'Sunbury',
  'Essendon',
  'Footscray',
  'Williamstown',
  'Dandenong',
  'Berwick',
];
const SUFFIXES = ['Gardens', 'House', 'Lodge', 'Manor', 'Court', 'Grove'];
const REGIONS = ['Metro North', 'Metro South', 'Metro East', 'Metro West', 'Barwon', 'Grampians'];

export interface BenchFacility {
  id: number;
  name: string;
  type: 'AgeCare' | 'IndependentLiving';
  /** Beds (AgeCare) or units (independent living). */
  size: number;
}

/** The 60 facilities: sizes from 80 to 200 (facility 1: 200). */
export function benchFacilities(): BenchFacility[] {
  return Array.from({ length: BENCH_FACILITY_COUNT }, (_, i) => {
    const id = i + 1;
    const ilu = (BENCH_ILU_FACILITIES as readonly number[]).includes(id);
    const name =
      id === 1
        ? 'Bayside Gardens'
        : id === 4
          ? 'Riverside Village'
          : `${PLACES[i % PLACES.length]} ${ilu ? 'Village' : SUFFIXES[(Math.floor(i / PLACES.length) * 3 + (i % 3)) % SUFFIXES.length]}`;
    return { id, name, type: ilu ? 'IndependentLiving' : 'AgeCare', size: id === 1 ? 200 : 80 + ((id * 7919 + 13) % 121) };
  });
}

/** A deterministic number in [0, 1) from a row key (SQL expression) and a salt. */
const u = (key: string, salt: number) => `((hashint8extended((${key})::bigint, ${salt}) & 2147483647)::float8 / 2147483648.0)`;

export interface BenchSummary {
  facilities: number;
  people: number;
  residencies: number;
  currentResidents: number;
  openLeads: number;
  /** Resident account entries (the fee run's charges and deposits). */
  ledgerEntries: number;
  /** Medicare events (submissions) of the AgeCare facilities. */
  medicareEvents: number;
  /** Sundry charges of the AgeCare facilities (drafts and posted). */
  sundryCharges: number;
  /** Payment lines (both sides) of the last ended month's statements. */
  statementLines: number;
  beds: number;
  units: number;
  seconds: number;
}

type Db = Kysely<Database> | Transaction<Database>;

async function run(db: Db, text: string): Promise<void> {
  await sql.raw(text).execute(db);
}

/**
 * Builds the benchmark organisation on an empty (migrated) database, in one transaction. Returns what it built.
 */
export async function generateBenchmarkData(db: Kysely<Database>, options: { today?: string } = {}): Promise<BenchSummary> {
  const t0 = Date.now();
  if (await hasOrganisation(db)) throw new Error('The benchmark organisation needs an empty database.');
  const today = options.today ?? melbourneToday();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const facilities = benchFacilities();
  const D = (d: string) => `'${d}'::date`;
  const TODAY = D(today);
  const START = D(addDays(today, -3650));

  return db.transaction().execute(async (trx) => {
    // ------------------------------------------------------------ organisation, facilities, roles, users, flags
    const org = await trx
      .insertInto('organisations')
      .values({ name: 'Harbourside Care Group', device_expiry_date: addDays(today, 30) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const regionIds: number[] = [];
    for (const name of REGIONS)
      regionIds.push(
        (await trx.insertInto('regions').values({ organisation_id: org.id, name }).returning('id').executeTakeFirstOrThrow()).id,
      );
    await trx
      .insertInto('facilities')
      .values(
        facilities.map((f) => ({
          id: f.id,
          organisation_id: org.id,
          region_id: regionIds[(f.id - 1) % regionIds.length],
          name: f.name,
          facility_type: f.type,
          is_billing_integrated: f.type === 'AgeCare' && f.id % 3 !== 0,
          support_threshold: f.type === 'AgeCare' ? (38 + (f.id % 8)).toFixed(2) : '0.00',
        })),
      )
      .execute();
    // The organisation's rate schedules (the demo's: the AN-ACC price the lead cards' rates read).
    await seedRatesDemo(trx, { today, organisationId: org.id, facilities: [] });
    const roleIds = new Map<string, number>();
    for (const name of new Set(DEMO_USERS.map((x) => x.role))) {
      const r = await trx
        .insertInto('roles')
        .values({
          organisation_id: org.id,
          name,
          is_organisation_manager: name === 'Organisation manager' || name === 'System administrator',
          is_editable: !['Organisation manager', 'System administrator'].includes(name),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleIds.set(name, r.id);
      const perms = [...rolePermissions(name)].map(([code, f]) => ({
        role_id: r.id,
        permission_code: code,
        can_view: !!f.v,
        can_modify: !!f.m,
        can_remove: !!f.r,
        can_action: !!f.a,
      }));
      if (perms.length) await trx.insertInto('role_permissions').values(perms).execute();
    }
    const userIds = new Map<string, number>();
    for (const x of DEMO_USERS) {
      const row = await trx
        .insertInto('users')
        .values({
          organisation_id: org.id,
          email: x.email,
          first_name: x.first,
          last_name: x.last,
          password_hash: passwordHash,
          role_id: roleIds.get(x.role)!,
          is_active: !('inactive' in x && x.inactive),
          is_system_user: 'system' in x && !!x.system,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.set(x.email, row.id);
      // Every demo user (but the system user, who has none) reaches every facility.
      if (x.facilities.length)
        await trx
          .insertInto('user_facilities')
          .values(facilities.map((f) => ({ user_id: row.id, facility_id: f.id })))
          .execute();
    }
    const facilitators = [userIds.get('manager@demo.local')!, userIds.get('facility.manager@demo.local')!];
    await trx
      .insertInto('system_feature_flags')
      .values([
        { name: 'enablePrivateResidents', value: true },
        { name: 'disableSendingExtraServiceToMedicare', value: false },
      ])
      .execute();
    await trx
      .insertInto('facility_feature_flags')
      .values(facilities.map((f) => ({ facility_id: f.id, name: 'enableAgedCareAct2025', value: f.id % 2 === 1 })))
      .execute();
    await trx
      .insertInto('banner_messages')
      .values([
        {
          is_active: true,
          is_rac: true,
          is_ilu: false,
          message: 'Medicare claims for this month close on the 5th. Please finalise admissions and departures before then.',
        },
        {
          is_active: true,
          is_rac: false,
          is_ilu: true,
          message: 'Annual fire safety inspections of all units are booked for next week.',
        },
      ])
      .execute();

    // ------------------------------------------------------------ the facilities' sizes and name lists (session temp tables)
    await run(
      trx,
      `create temp table bf (fid int primary key, ilu boolean not null, size int not null, oos int not null) on commit drop`,
    );
    await run(
      trx,
      `insert into bf values ${facilities
        .map((f) => `(${f.id}, ${f.type === 'IndependentLiving'}, ${f.size}, ${f.type === 'AgeCare' && f.id % 3 === 0 ? 2 : 0})`)
        .join(', ')}`,
    );
    await sql`create temp table bn on commit drop as
      select ${FEMALE}::text[] as f, ${MALE}::text[] as m, ${LAST}::text[] as l, ${SUBURBS}::text[] as sub,
             ${JSON.stringify(NICKNAMES)}::jsonb as nick, ${DEPARTURE_REASONS}::text[] as reasons`.execute(trx);

    // Locations (id fid*10+w), room types (fid*10+t), rooms and units (fid*1000+k), beds (fid*1000+k).
    await run(
      trx,
      `insert into facility_locations (id, facility_id, name)
       select fid * 10 + w, fid, case when ilu then (select name from facilities where id = fid) else (array['North Wing','South Wing','Garden Wing'])[w] end
         from bf cross join generate_series(1, 3) w where w = 1 or not ilu order by 1`,
    );
    await run(
      trx,
      `insert into accommodation_types (id, facility_id, name)
       select fid * 10 + t, fid, case when ilu then (array['One bedroom unit','Two bedroom unit','Villa'])[t] else (array['Single room','Shared room','Premium suite'])[t] end
         from bf cross join generate_series(1, 3) t order by 1`,
    );

    // ------------------------------------------------------------ AgeCare stays: each bed's ten years, stay after stay
    await run(
      trx,
      `create temp table bs on commit drop as
       with raw as (
         select f.fid, k, n, ${u('f.fid * 100000 + k * 64 + n', 11)} as u1, ${u('f.fid * 100000 + k * 64 + n', 12)} as u2,
                ${u('f.fid * 100000 + k * 64 + n', 13)} as u3
           from bf f cross join generate_series(1, f.size - f.oos) k cross join generate_series(1, 48) n
          where not f.ilu
       ), sized as (
         select *, u1 < 0.3 as respite,
                case when u1 < 0.3 then 7 + floor(u2 * 35)::int else 20 + floor(u2 * u2 * u2 * 2400)::int end as len,
                case when n = 1 then floor(u3 * 90)::int else 1 + floor(u3 * u3 * 30)::int end as gap
           from raw
       ), placed as (
         select *, ${START} + (sum(gap) over w)::int + (sum(len) over w - len)::int as adm
           from sized window w as (partition by fid, k order by n)
       )
       select fid, k, n, respite, adm, adm + len as dep from placed where adm < ${TODAY}`,
    );

    // ------------------------------------------------------------ independent living: allocations of each unit
    await run(
      trx,
      `create temp table bi on commit drop as
       with raw as (
         select f.fid, k, n, ${u('f.fid * 100000 + k * 64 + n', 21)} as u1, ${u('f.fid * 100000 + k * 64 + n', 22)} as u2
           from bf f cross join generate_series(1, f.size) k cross join generate_series(1, 12) n where f.ilu
       ), sized as (
         select *, 365 + floor(u1 * u1 * 3000)::int as len, case when n = 1 then floor(u2 * 400)::int else 30 + floor(u2 * 90)::int end as gap
           from raw
       ), placed as (
         select *, ${START} + (sum(gap) over w)::int + (sum(len) over w - len)::int as adm
           from sized window w as (partition by fid, k order by n)
       )
       select 0 as kind, fid, k, n, adm, adm + len as dep, null::date as created from placed where adm < ${TODAY}`,
    );
    // Enquiries that never moved in (archived, over ten years) and open enquiries (the last four months).
    await run(
      trx,
      `insert into bi
       select 1, f.fid, e, 0, null::date, null::date, ${START} + floor(${u('f.fid * 100000 + e', 23)} * 3640)::int
         from bf f cross join generate_series(1, f.size) e where f.ilu
       union all
       select 2, f.fid, e, 0, null::date, null::date, ${TODAY} - 1 - floor(power(${u('f.fid * 100000 + e', 24)}, 2) * 120)::int
         from bf f cross join generate_series(1, f.size / 3) e where f.ilu`,
    );
    await run(
      trx,
      `create temp table bia on commit drop as
       select row_number() over (order by kind, fid, k, n)::int as aid, bi.*,
              case when ${u('fid * 100000 + k * 64 + n + kind * 7777777', 25)} < 0.35 then 2 else 1 end as people
         from bi`,
    );
    // Units: occupied when an allocation is current, else available (a few out of service).
    await run(
      trx,
      `create temp table bu on commit drop as
       select f.fid, k, exists (select 1 from bia a where a.kind = 0 and a.fid = f.fid and a.k = g.k and a.dep >= ${TODAY}) as occupied,
              ${u('f.fid * 1000 + k', 26)} < 0.03 as oos
         from bf f cross join generate_series(1, f.size) g(k) where f.ilu`,
    );
    await run(
      trx,
      `create temp table bav on commit drop as select fid, k, row_number() over (partition by fid order by k) as rn from bu where not occupied and not oos`,
    );

    await run(
      trx,
      `insert into accommodations (id, facility_id, facility_location_id, accommodation_type_id, room_number, ilu_status)
       select fid * 1000 + k, fid, fid * 10 + 1 + k % 3, fid * 10 + case when k % 10 = 0 then 3 else 1 end,
              (array['N','S','G'])[1 + k % 3] || lpad(k::text, 3, '0'), null
         from bf cross join generate_series(1, size) k where not ilu
       union all
       select fid * 1000 + k, fid, fid * 10 + 1, fid * 10 + 1 + k % 3, 'U' || lpad(k::text, 3, '0'),
              case when occupied then 'Occupied' when oos then 'OutOfService' else 'Available' end
         from bu
       order by 1`,
    );
    await run(
      trx,
      `insert into beds (id, accommodation_id, facility_id, name, is_out_of_service)
       select fid * 1000 + k, fid * 1000 + k, fid, 'Bed', k > size - oos from bf cross join generate_series(1, size) k where not ilu order by 1`,
    );
    await run(
      trx,
      `insert into bed_out_of_service_periods (bed_id, start_date, reason)
       select id, ${TODAY} - 20, 'Refurbishment' from beds where is_out_of_service order by id`,
    );
    await run(
      trx,
      `insert into independent_living_allocations (id, facility_id, accommodation_id, deposit_paid_date, occupied_date, departure_date, is_archived, created_on)
       select aid, a.fid,
              case when kind = 0 then a.fid * 1000 + a.k
                   when kind = 2 and ${u('aid', 27)} < 0.25 then (select v.fid * 1000 + v.k from bav v where v.fid = a.fid and v.rn = 1 + a.k % greatest(1, (select count(*) from bav w where w.fid = a.fid))) end,
              case when kind = 0 then adm - 30 when kind = 2 and ${u('aid', 27)} < 0.25 then least(${TODAY}, created + 7) end,
              case when kind = 0 then adm end,
              case when kind = 0 and dep < ${TODAY} then dep end,
              kind = 1,
              (coalesce(adm - 90, created)::timestamp + time '02:15') at time zone 'UTC'
         from bia a order by aid`,
    );
    await run(
      trx,
      `insert into ilu_tours (independent_living_allocation_id, tour_date_time, completed)
       select aid, ((case when kind = 0 then adm - 80 when kind = 1 then created + 5
                          when ${u('aid', 28)} < 0.6 then least(${TODAY} - 1, created + 3) else ${TODAY} + 1 + floor(${u('aid', 29)} * 10)::int end)::timestamp
                   + time '01:30') at time zone 'UTC',
              kind <> 2 or ${u('aid', 28)} < 0.6
         from bia where kind <> 1 or ${u('aid', 30)} < 0.5 order by aid`,
    );

    // ------------------------------------------------------------ people: one residency each (ids shared)
    // kind 0 stay, 1 archived lead, 2 open lead (AgeCare); 3 ILU resident, 4 archived ILU enquiry, 5 open ILU enquiry.
    await run(
      trx,
      `create temp table bp on commit drop as
       with src as (
         select 0 as kind, fid, k as a, n as b, 1 as c, adm, case when dep < ${TODAY} then dep end as dep, respite,
                null::date as created, null::int as aid, adm as ref, dep as plan_dep
           from bs
         union all
         select 1, f.fid, e, 0, 1, null, null, ${u('f.fid * 100000 + e', 31)} < 0.3, ${START} + floor(${u('f.fid * 100000 + e', 32)} * 3640)::int, null, null, null
           from bf f cross join generate_series(1, f.size * 4) e where not f.ilu
         union all
         select 2, f.fid, e, 0, 1, null, null, ${u('f.fid * 100000 + e', 33)} < 0.3, ${TODAY} - 1 - floor(power(${u('f.fid * 100000 + e', 34)}, 2) * 365)::int, null, null, null
           from bf f cross join generate_series(1, f.size * 2) e where not f.ilu
         union all
         select 3 + kind, fid, k, n, c, adm, case when dep < ${TODAY} then dep end, false, created, aid, adm, null
           from bia cross join generate_series(1, people) c
       )
       select row_number() over (order by kind, fid, a, b, c)::int as id, src.*,
              coalesce(src.adm - 3 - floor(${u('fid * 1000000 + a * 100 + b * 3 + c', 35)} * 40)::int, src.created) as created_day
         from src`,
    );
    await run(trx, `alter table bp add primary key (id)`);

    await run(
      trx,
      `insert into residents (id, organisation_id, title, first_name, last_name, preferred_name, sex, date_of_birth, suburb, state,
                              post_code, country_id, medicare_number, medicare_member_number, phone_number, care_recipient_id, is_deceased, created_on_utc)
       select p.id, ${org.id}, case when x.female then (array['Mrs','Ms','Miss'])[1 + p.id % 3] else 'Mr' end, x.first, x.last,
              case when ${u('p.id', 41)} < 0.15 then coalesce(bn.nick ->> x.first, left(x.first, greatest(3, ceil(length(x.first) / 2.0)::int))) end,
              case when x.female then 'Female' else 'Male' end,
              coalesce(p.ref, p.created_day) - (68 + floor(${u('p.id', 42)} * 34)::int) * 365 - floor(${u('p.id', 43)} * 364)::int,
              bn.sub[1 + floor(${u('p.id', 44)} * array_length(bn.sub, 1))::int], 'VIC', (3000 + floor(${u('p.id', 45)} * 200)::int)::text, 1,
              (2000000000 + floor(${u('p.id', 46)} * 4999999999))::bigint::text, '1',
              case when p.kind in (2, 5) then '04' || (10000000 + floor(${u('p.id', 47)} * 89999999)::int)::text end,
              case when p.kind = 2 and ${u('p.id', 48)} < 0.5 then '4' || (100000000 + floor(${u('p.id', 49)} * 899999999)::int)::text end,
              p.kind = 0 and p.dep is not null and not p.respite and ${u('p.id', 50)} < 0.75,
              (p.created_day::timestamp + time '02:00') at time zone 'UTC'
         from bp p cross join bn
         cross join lateral (select ${u('p.id', 51)} < 0.64 as female) s
         cross join lateral (
           select case when s.female then bn.f[1 + floor(power(${u('p.id', 52)}, 1.6) * array_length(bn.f, 1))::int]
                       else bn.m[1 + floor(power(${u('p.id', 52)}, 1.6) * array_length(bn.m, 1))::int] end as first,
                  bn.l[1 + floor(power(${u('p.id', 53)}, 1.6) * array_length(bn.l, 1))::int] as last, s.female
         ) x
        order by p.id`,
    );
    // Lead columns: status by weight, order number per (facility, archived, status) newest first.
    await run(
      trx,
      `create temp table bl on commit drop as
       select id, status, row_number() over (partition by fid, kind, status order by created_day desc, id desc) as ord
         from (select p.id, p.fid, p.kind, p.created_day,
                      case when p.kind in (4, 5) then 'Enquiries'
                           else (array['Enquiries','Enquiries','Enquiries','TourBooked','TourBooked','TourCompleted','TourCompleted','Waiting','Waiting','Confirmed'])[1 + floor(${u('p.id', 61)} * 10)::int] end as status
                 from bp p where p.kind in (1, 2, 4, 5)) x`,
    );
    await run(trx, `alter table bl add primary key (id)`);
    await run(
      trx,
      `insert into residencies (id, resident_id, facility_id, care_type, is_lead, is_archived, support_level, requested_admission_date,
                                admission_date_utc, expected_departure_date, departure_date_utc, departure_reason, bed_id,
                                independent_living_allocation_id, created_on_utc, status, order_number, preferred_facility_location_id,
                                respite_care_level, adl, beh, chc, support_status, income_asset_status, contract_signed,
                                requested_departure_date, contact_is_resident, contact_first_name, contact_last_name)
       select p.id, p.id, p.fid,
              case when p.kind >= 3 then 'ILU' when p.respite then 'Respite' else 'Permanent' end,
              p.kind in (1, 2, 4, 5), p.kind in (1, 4),
              case when p.kind = 0 and not p.respite then (case when ${u('p.id', 62)} < 0.42 then 'Supported' when ${u('p.id', 63)} < 0.85 then 'Unsupported' else 'Unknown' end) else 'Unknown' end,
              coalesce(p.adm, p.created_day + 14 + floor(${u('p.id', 64)} * 60)::int),
              p.adm,
              case when p.kind = 0 and p.respite and p.dep is null then p.plan_dep end,
              p.dep,
              case when p.dep is null then null
                   when p.kind = 3 then (array['Deceased','Other','AnotherAgedCareServiceByResident'])[1 + floor(${u('p.id', 65)} * 3)::int]
                   when p.respite then (array['ReturningFamilyHome','ReturningFamilyHome','ReturningFamilyHome','ReturningFamilyHome','Hospital','Other'])[1 + floor(${u('p.id', 65)} * 6)::int]
                   else (array['Deceased','Deceased','Deceased','Deceased','Deceased','Deceased','Hospital','AnotherAgedCareServiceByResident','ReturningFamilyHome','Other'])[1 + floor(${u('p.id', 65)} * 10)::int] end,
              case when p.kind = 0 and p.dep is null then p.fid * 1000 + p.a end,
              p.aid,
              (p.created_day::timestamp + time '02:00' + (p.id % 50) * interval '1 minute') at time zone 'UTC',
              coalesce(l.status, 'Enquiries'), l.ord,
              case when p.kind in (1, 2) and ${u('p.id', 66)} < 0.8 then p.fid * 10 + 1 + floor(${u('p.id', 67)} * 3)::int end,
              case when p.kind in (1, 2) and p.respite then (array['Unknown','Low','High'])[1 + floor(${u('p.id', 68)} * 3)::int] else 'Unknown' end,
              case when p.kind in (1, 2) then (array['Default','Nil','Low','Medium','High'])[1 + floor(${u('p.id', 69)} * 5)::int] else 'Default' end,
              case when p.kind in (1, 2) then (array['Default','Nil','Low','Medium','High'])[1 + floor(${u('p.id', 70)} * 5)::int] else 'Default' end,
              case when p.kind in (1, 2) then (array['Default','Nil','Low','Medium','High'])[1 + floor(${u('p.id', 71)} * 5)::int] else 'Default' end,
              case when p.kind in (1, 2) then (case when p.respite then 'Respite' else (array['Supported','Unsupported','Bond','Charge','Unknown'])[1 + floor(${u('p.id', 72)} * 5)::int] end) end,
              case when ${u('p.id', 73)} < 0.4 then 'Completed' else 'Unknown' end,
              coalesce(l.status = 'Confirmed' and ${u('p.id', 74)} < 0.6, false),
              case when p.kind in (1, 2) and p.respite then p.created_day + 40 + floor(${u('p.id', 75)} * 60)::int end,
              p.kind not in (1, 2) or ${u('p.id', 76)} < 0.45,
              case when p.kind in (1, 2) and ${u('p.id', 76)} >= 0.45 then (array['Susan','Michael','Karen','David','Linda','Paul','Julie','Mark','Sharon','Andrew'])[1 + p.id % 10] end,
              case when p.kind in (1, 2) and ${u('p.id', 76)} >= 0.45 then 'Family' end
         from bp p left join bl l on l.id = p.id
        order by p.id`,
    );
    await run(
      trx,
      `insert into ilu_allocation_residents (independent_living_allocation_id, resident_id, position)
       select aid, id, c from bp where aid is not null order by id`,
    );

    // ------------------------------------------------------------ events, leave, tours, expected classes
    await run(
      trx,
      `insert into residency_events (residency_id, facility_id, event_type, effective_date, created_on_utc)
       select id, facility_id, e.t, e.d, (e.d::timestamp + time '03:00') at time zone 'UTC'
         from residencies cross join lateral (values (5, admission_date_utc), (6, departure_date_utc)) e(t, d)
        where e.d is not null order by id, e.t`,
    );
    // Leave in the past (returned): one per ~240 days of a stay; open leave now for about 3% of current residents.
    await run(
      trx,
      `insert into leaves (residency_id, type, kind, start_date, expected_return_date, return_date, created_on_utc)
       select rs.id, x.type, case when x.type = 'Social' then 'Social' end, x.s, x.s + 4, least(x.s + 2 + floor(${u('rs.id * 16 + g', 82)} * 8)::int, ${TODAY} - 1),
              (x.s::timestamp + time '04:00') at time zone 'UTC'
         from residencies rs
         cross join lateral generate_series(1, ((coalesce(rs.departure_date_utc, ${TODAY}) - rs.admission_date_utc) / 240)) g
         cross join lateral (select rs.admission_date_utc + 5 + floor(${u('rs.id * 16 + g', 80)} * greatest(1, coalesce(rs.departure_date_utc, ${TODAY}) - rs.admission_date_utc - 20))::int as s,
                                    case when rs.care_type = 'ILU' then (array['Hospital','Social','Respite'])[1 + floor(${u('rs.id * 16 + g', 81)} * 3)::int]
                                         else (array['Hospital','Hospital','Hospital','Social','Social','Emergency'])[1 + floor(${u('rs.id * 16 + g', 81)} * 6)::int] end as type) x
        where rs.admission_date_utc is not null and not rs.is_lead
       union all
       select rs.id, x.type, case when x.type = 'Social' then 'Social' end, ${TODAY} - 1 - floor(${u('rs.id', 84)} * 5)::int,
              case when ${u('rs.id', 85)} < 0.15 then null else ${TODAY} - 1 + floor(${u('rs.id', 86)} * 9)::int end, null, now()
         from residencies rs
         cross join lateral (select case when rs.care_type = 'ILU' then (array['Hospital','Social','Respite'])[1 + floor(${u('rs.id', 87)} * 3)::int]
                                         else (array['Hospital','Hospital','Social','Emergency'])[1 + floor(${u('rs.id', 87)} * 4)::int] end as type) x
        where rs.admission_date_utc is not null and rs.departure_date_utc is null and not rs.is_lead
          and rs.admission_date_utc < ${TODAY} - 7 and ${u('rs.id', 83)} < 0.03
        order by 1, 4`,
    );
    // Tours of AgeCare leads (booked ahead for Tour booked; completed from Tour completed on) and of half the admissions.
    await run(
      trx,
      `insert into lead_tours (residency_id, facility_id, tour_facilitator_user_id, attendees, tour_date_time, is_completed, completed_on_utc)
       select rs.id, rs.facility_id, (array[${facilitators.join(',')}])[1 + rs.id % 2],
              case when ${u('rs.id', 91)} < 0.6 then (array['Daughter','Son and daughter-in-law','Husband','Niece','Friend'])[1 + rs.id % 5] end,
              t.at, t.done, case when t.done then t.at end
         from residencies rs
         cross join lateral (
           select case when rs.is_lead and not rs.is_archived and rs.status = 'TourBooked'
                       then ((${TODAY} + 1 + floor(${u('rs.id', 92)} * 12)::int)::timestamp + time '00:30') at time zone 'UTC'
                       when rs.is_lead and not rs.is_archived
                       then ((${TODAY} - 1 - floor(${u('rs.id', 92)} * 25)::int)::timestamp + time '00:30') at time zone 'UTC'
                       else ((coalesce(rs.admission_date_utc, rs.created_on_utc::date) - 10)::timestamp + time '00:30') at time zone 'UTC' end as at,
                  not (rs.is_lead and not rs.is_archived and rs.status = 'TourBooked') as done) t
        where rs.care_type <> 'ILU'
          and ((rs.is_lead and not rs.is_archived and (rs.status in ('TourBooked', 'TourCompleted') or (rs.status in ('Waiting', 'Confirmed') and ${u('rs.id', 93)} < 0.75)))
               or (rs.is_lead and rs.is_archived and rs.status <> 'Enquiries' and ${u('rs.id', 93)} < 0.5)
               or (not rs.is_lead and rs.care_type = 'Permanent' and ${u('rs.id', 93)} < 0.5))
        order by rs.id`,
    );
    await run(
      trx,
      `insert into expected_anacc_classifications (residency_id, facility_id, classification_date, anacc_class, via_anacc_calculator, created_on_utc)
       select rs.id, rs.facility_id, rs.created_on_utc::date,
              case when rs.care_type = 'Respite' then 101 + floor(${u('rs.id', 95)} * 3)::int else 1 + floor(${u('rs.id', 95)} * 13)::int end,
              true, rs.created_on_utc
         from residencies rs where rs.is_lead and rs.care_type <> 'ILU' and ${u('rs.id', 94)} < 0.6 order by rs.id`,
    );
    // Resident accounts: two years of the monthly fee run's charges for every admitted AgeCare residency, as
    // the fee run posts them (line key, revision 1, the charge's explanation), and a RAD deposit for about a third.
    const charge = (type: 'BasicDailyCareFee' | 'MeansTestCareFee' | 'DailyAccommodationContribution') =>
      `'${type}', '${RESIDENT_FINANCE_EFFECTIVE_DATE_TYPE_LABELS[type]}'`;
    await run(
      trx,
      `insert into resident_ledger_entries (residency_id, facility_id, entry_date, period, kind, fee_type, description, days,
                                            account_amount, deposit_amount, line_key, revision, source_key, explanation, created_on_utc)
       select rs.id, rs.facility_id, m.last, m.p, 'Charge', f.type, f.label, d.days, round(f.daily * d.days, 2), 0,
              'fee:' || rs.id || ':' || to_char(m.p, 'YYYY-MM') || ':' || f.type, 1,
              'fee:' || rs.id || ':' || to_char(m.p, 'YYYY-MM') || ':' || f.type || ':1',
              jsonb_build_object('value', round(f.daily * d.days, 2)::text,
                'formula', 'Charge = the daily fee in force on each day in care, added up and rounded to the cent',
                'inputs', jsonb_build_array(
                  jsonb_build_object('label', 'Care type', 'value', rs.care_type, 'source', 'The residency'),
                  jsonb_build_object('label', f.label, 'value', f.daily::text, 'effectiveDate', to_char(rs.admission_date_utc, 'DD Mon YYYY'),
                                     'source', 'Fees tab'),
                  jsonb_build_object('label', 'Days in care', 'value', d.days::text))),
              (m.last::timestamp + interval '1 day' + time '03:00') at time zone 'UTC'
         from residencies rs
         cross join lateral generate_series(
                date_trunc('month', greatest(rs.admission_date_utc, ${TODAY} - 730)::timestamp),
                least(date_trunc('month', coalesce(rs.departure_date_utc, ${TODAY})::timestamp),
                      date_trunc('month', ${TODAY}::timestamp) - interval '1 month'),
                interval '1 month') g(m)
         cross join lateral (select g.m::date as p, (g.m + interval '1 month' - interval '1 day')::date as last) m
         cross join lateral (select least(m.last, coalesce(rs.departure_date_utc, m.last)) - greatest(m.p, rs.admission_date_utc) + 1 as days) d
         cross join lateral (values (${charge('BasicDailyCareFee')}, 63.82, true),
                                    (${charge('MeansTestCareFee')}, round((10 + ${u('rs.id', 120)} * 40)::numeric, 2), ${u('rs.id', 121)} < 0.5),
                                    (${charge('DailyAccommodationContribution')}, round((20 + ${u('rs.id', 122)} * 60)::numeric, 2), ${u('rs.id', 123)} < 0.4)
                            ) f(type, label, daily, applies)
        where not rs.is_lead and rs.admission_date_utc is not null and rs.care_type <> 'ILU' and f.applies and d.days > 0
       union all
       select rs.id, rs.facility_id, rs.admission_date_utc, date_trunc('month', rs.admission_date_utc::timestamp)::date, 'Deposit',
              'RadPaid', '${RESIDENT_FINANCE_EFFECTIVE_DATE_TYPE_LABELS.RadPaid}', null, 0,
              round((250000 + ${u('rs.id', 125)} * 350000)::numeric, -3), 'deposit:bench:' || rs.id, 1, 'deposit:bench:' || rs.id || ':1',
              null, (rs.admission_date_utc::timestamp + time '05:00') at time zone 'UTC'
         from residencies rs
        where not rs.is_lead and rs.admission_date_utc is not null and rs.care_type = 'Permanent' and ${u('rs.id', 124)} < 0.35
        order by 1, 3, 6`,
    );
    await run(
      trx,
      `insert into facility_anacc_fixed_components (facility_id, start_date, mmm_classification, bct_category, funding_basis)
       select fid, '2022-10-01', 'MMM 1', 'Standard MMM 1-4', 'Standard' from bf where not ilu order by fid`,
    );

    // ------------------------------------------------------------ independent living: the allocations' finance
    // The unit types' prices (demo values), then each admitted allocation's finance as the demo's (demo/ilu-finance.ts):
    // the published price (the type's, about 3 % a year less for each year before today) and an agreed price a little
    // below it, the contract signed before the deposit, the balance paid before the admission, the responsible resident
    // (the first), the DMF terms (Catalina Village's schedule or a flat 3 % a year, a 10 % minimum on some, 50/50 capital
    // gain and loss shares on most, additional costs on a few), the settlement of the vacated ones (a month or two after
    // vacating), the ingoing contribution (a 10 % deposit and the balance), and optional services (garden maintenance,
    // newspapers) for about a third of the people.
    await run(
      trx,
      `update accommodation_types t set price = p.price, is_ilu = true
         from (values ('One bedroom unit', 420000), ('Two bedroom unit', 585000), ('Villa', 720000)) p(name, price), bf
        where bf.ilu and t.facility_id = bf.fid and t.name = p.name`,
    );
    const priceOn = (day: string) => `(t.price / power(1.03, greatest(0, ${TODAY} - ${day}) / 365.25))`;
    // Vacated more than two months ago: settled a month or two after vacating.
    const vacated = `(a.departure_date is not null and a.departure_date + 60 < ${TODAY})`;
    const settled = `(a.departure_date + 30 + floor(${u('a.id', 141)} * 29)::int)`;
    await run(
      trx,
      `update independent_living_allocations a set
              published_price = round(${priceOn('a.occupied_date')}, -3),
              agreed_price = round(${priceOn('a.occupied_date')} * (0.94 + ${u('a.id', 131)} * 0.06)::numeric, -3),
              contract_signed_date = a.deposit_paid_date - 3 - floor(${u('a.id', 132)} * 11)::int,
              balance_paid_date = a.occupied_date - 1 - floor(${u('a.id', 133)} * 14)::int,
              responsible_residency_id = (select min(r.id) from residencies r where r.independent_living_allocation_id = a.id),
              dmf_calculation_type = case when ${u('a.id', 134)} < 0.1 then 'OutgoingUnitCost' else 'IngoingUnitCost' end,
              dmf_minimum_rate = case when ${u('a.id', 135)} < 0.25 then 10 end,
              resident_capital_gain_rate = case when ${u('a.id', 136)} < 0.8 then 50 end,
              resident_capital_loss_rate = case when ${u('a.id', 136)} < 0.8 then 50 end,
              additional_costs = case when ${u('a.id', 137)} < 0.15 then 250 * (10 + floor(${u('a.id', 138)} * 50)) end,
              settlement_date = case when ${vacated} then ${settled} end,
              settlement_price = case when ${vacated} then round(${priceOn(settled)} * (0.97 + ${u('a.id', 139)} * 0.06)::numeric, -3) end,
              is_settled = ${vacated}
         from accommodations ac
         join accommodation_types t on t.id = ac.accommodation_type_id
        where ac.id = a.accommodation_id and a.occupied_date is not null`,
    );
    await run(
      trx,
      `insert into ilu_dmf_schedule_rows (facility_id, independent_living_allocation_id, fee_order_number, effective_month, value)
       select a.facility_id, a.id, r.n, r.months, r.value
         from independent_living_allocations a
        cross join lateral (values (1, 36, 6.00, true), (2, 12, 5.00, true), (3, 36, 4.00, true), (1, 120, 3.00, false)) r(n, months, value, catalina)
        where a.occupied_date is not null and a.agreed_price is not null and (${u('a.id', 142)} < 0.6) = r.catalina
        order by a.id, r.n`,
    );
    await run(
      trx,
      `insert into ilu_ingoing_contributions (facility_id, independent_living_allocation_id, effective_from_date, value)
       select a.facility_id, a.id, e.day, e.value
         from independent_living_allocations a
        cross join lateral (values (a.deposit_paid_date, round(a.agreed_price / 10, 2)),
                                   (a.balance_paid_date, a.agreed_price - round(a.agreed_price / 10, 2))) e(day, value)
        where a.occupied_date is not null and a.agreed_price is not null
        order by a.id, e.day`,
    );
    await run(
      trx,
      `insert into optional_services (facility_id, type_description, billing_period, stop_billing_event, start_date)
       select fid, s.name, s.period, 'Settlement', ${START} from bf cross join (values ('Garden maintenance', 'Monthly'), ('Newspapers', 'Weekly')) s(name, period)
        where ilu order by fid, s.name`,
    );
    await run(
      trx,
      `insert into optional_service_rates (facility_id, optional_service_id, start_date, end_date, value)
       select o.facility_id, o.id, r.start_date, r.end_date, r.value
         from optional_services o
        cross join lateral (values (${START}, null::date, 60.00, 'Garden maintenance'), (${START}, ${TODAY} - 101, 4.50, 'Newspapers'),
                                   (${TODAY} - 100, null::date, 5.00, 'Newspapers')) r(start_date, end_date, value, name)
         join bf on bf.fid = o.facility_id and bf.ilu
        where r.name = o.type_description order by o.id, r.start_date`,
    );
    await run(
      trx,
      `insert into residency_optional_services (facility_id, residency_id, optional_service_id, start_date, end_date)
       select rs.facility_id, rs.id, o.id, rs.admission_date_utc, rs.departure_date_utc
         from residencies rs
         join bf on bf.fid = rs.facility_id and bf.ilu
         join optional_services o on o.facility_id = rs.facility_id
        where not rs.is_lead and rs.admission_date_utc is not null
          and ((o.type_description = 'Garden maintenance' and ${u('rs.id', 143)} < 0.3) or (o.type_description = 'Newspapers' and ${u('rs.id', 144)} < 0.2))
        order by rs.id, o.id`,
    );

    // ------------------------------------------------------------ the people's contacts, religions, enquiry sources
    await run(
      trx,
      `insert into resident_contacts (id, resident_id, kind, position, title, first_name, last_name, phone_number, email, suburb, state, country_id)
       select p.id * 2 + c.s, p.id, c.kind, 0, (array['Mr','Mrs','Ms'])[1 + (p.id + c.s) % 3],
              (array['Susan','Michael','Karen','David','Linda','Paul','Julie','Mark','Sharon','Andrew'])[1 + (p.id * 3 + c.s) % 10],
              r.last_name, '04' || (10000000 + floor(${u('p.id * 2 + c.s', 101)} * 89999999)::int)::text,
              'contact' || (p.id * 2 + c.s) || '@example.com', r.suburb, 'VIC', 1
         from bp p join residents r on r.id = p.id
         cross join lateral (values (0, 'Primary'), (1, 'Secondary')) c(s, kind)
        where p.kind in (0, 2, 3) and ((c.s = 0 and ${u('p.id', 102)} < 0.75) or (c.s = 1 and ${u('p.id', 103)} < 0.3))
        order by 1`,
    );
    await run(
      trx,
      `insert into resident_contact_relationships (contact_id, relationship_id)
       select id, 1 + floor(${u('id', 104)} * 13)::int from resident_contacts order by id`,
    );
    await run(
      trx,
      `insert into resident_religions (resident_id, religion_id)
       select id, 1 + floor(${u('id', 105)} * 12)::int from bp where ${u('id', 106)} < 0.6 order by id`,
    );
    await run(
      trx,
      `insert into resident_enquiry_sources (resident_id, enquiry_source_id)
       select id, 1 + floor(${u('id', 107)} * 8)::int from bp where kind in (0, 1, 2) and ${u('id', 108)} < 0.5 order by id`,
    );

    // ------------------------------------------------------------ funding: Medicare events and statement months
    await generateBenchFunding(trx, { today, managerId: facilitators[0] });

    // ------------------------------------------------------------ sundry charges
    // Ten charges per bed of each AgeCare facility over the last three years (2,000 at Bayside Gardens), latest first
    // as the list reads them: hairdressing, pharmacy, newspapers, podiatry, dry cleaning; one to five lines each (two to
    // eight split evenly), some gst-inclusive; posted by the manager a day after the invoice, except the last week's
    // and one in twenty, which are drafts. The lines' residents are the facility's admitted residencies, by hash.
    await run(
      trx,
      `insert into sundry_charges (facility_id, description, gst_rate, gst_inclusive, split_bill_evenly, total, invoice_date,
                                  created_by_user_id, created_on_utc, modified_by_user_id, modified_on_utc, posted_on_utc, posted_by_user_id)
       select bf.fid, (array['Hairdressing','Pharmacy','Newspapers','Podiatry','Dry cleaning'])[1 + floor(${u('c.k', 151)} * 5)::int],
              10, ${u('c.k', 152)} < 0.15, ${u('c.k', 153)} < 0.1, round((10 + ${u('c.k', 154)} * 290)::numeric, 2), c.day,
              ${facilitators[0]}, c.created, ${facilitators[0]}, c.created,
              case when c.posted then c.created + interval '1 day' end, case when c.posted then ${facilitators[0]} end
         from bf
        cross join lateral generate_series(1, bf.size * 10) g(n)
        cross join lateral (select bf.fid * 100000 + g.n as k) key
        cross join lateral (select key.k, ${TODAY} - floor(${u('key.k', 150)} * 1095)::int as day) d
        cross join lateral (select d.k, d.day, least((d.day::timestamp + interval '9 hours') at time zone 'UTC', now() - interval '2 days') as created,
                                   d.day < ${TODAY} - 7 and ${u('d.k', 155)} < 0.95 as posted) c
        where not bf.ilu
        order by bf.fid, c.day, c.k`,
    );
    await run(
      trx,
      `create temp table bsundry on commit drop as
       select facility_id as fid, id, (row_number() over (partition by facility_id order by id) - 1)::int as k,
              count(*) over (partition by facility_id)::int as n
         from residencies where not is_lead and admission_date_utc is not null`,
    );
    await run(trx, `create index on bsundry (fid, k)`);
    await run(trx, `create temp table bsundry_n on commit drop as select fid, max(n) as n from bsundry group by fid`);
    await run(
      trx,
      `insert into sundry_charge_lines (facility_id, sundry_charge_id, residency_id, gst_type, amount, gst, description, position)
       select sc.facility_id, sc.id, r.id, case when sc.gst_inclusive or ${u('sc.id * 10 + j', 157)} < 0.7 then 'GST' else 'Free' end,
              round(sc.total / l.n, 2), case when ${u('sc.id * 10 + j', 157)} < 0.7 then round(sc.total / l.n / 10, 2) else 0 end,
              sc.description, j - 1
         from sundry_charges sc
        cross join lateral (select case when sc.split_bill_evenly then 2 + floor(${u('sc.id', 156)} * 7)::int
                                        else 1 + floor(${u('sc.id', 156)} * 5)::int end as n) l
        cross join lateral generate_series(1, l.n) j
        join bsundry_n bn on bn.fid = sc.facility_id
        cross join lateral (select b.id from bsundry b
                             where b.fid = sc.facility_id and b.k = floor(${u('sc.id * 10 + j', 158)} * bn.n)::int) r
        order by sc.id, j`,
    );

    // ------------------------------------------------------------ sequences after explicit ids
    for (const table of [
      'facilities',
      'facility_locations',
      'accommodation_types',
      'accommodations',
      'beds',
      'independent_living_allocations',
      'residents',
      'residencies',
      'resident_contacts',
    ])
      await run(trx, `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);

    const n = async (q: string) => Number((await sql.raw<{ n: number }>(q).execute(trx)).rows[0].n);
    return {
      facilities: facilities.length,
      people: await n('select count(*)::int as n from residents'),
      residencies: await n('select count(*)::int as n from residencies'),
      currentResidents: await n(
        'select count(*)::int as n from residencies where admission_date_utc is not null and departure_date_utc is null and not is_lead',
      ),
      openLeads: await n('select count(*)::int as n from residencies where is_lead and not is_archived'),
      ledgerEntries: await n('select count(*)::int as n from resident_ledger_entries'),
      medicareEvents: await n('select count(*)::int as n from medicare_submissions'),
      sundryCharges: await n('select count(*)::int as n from sundry_charges'),
      statementLines: await n('select count(*)::int as n from medicare_statement_lines'),
      beds: await n('select count(*)::int as n from beds'),
      units: await n('select count(*)::int as n from accommodations where ilu_status is not null'),
      seconds: (Date.now() - t0) / 1000,
    };
  });
}

/** Why the simulator rejects or fails an event (its own wording, api/src/integrations/medicare/gateway.ts). */
const REJECTED = {
  Entry: 'The care recipient ID is missing.',
  Departure: 'The departure date is before the entry date.',
  Leave: 'The leave starts before the entry date.',
  LeaveReturned: 'The leave return date must be after the leave start date.',
} as const;

/**
 * The funding area's history for every AgeCare facility, set-based like the rest:
 * - Medicare events (medicare_submissions) of the last seven months: the entries, departures and leave (sent and
 *   returned) of the facilities' stays, answered a day later with the simulator's response types (mostly Accepted;
 *   Rejected with its reason, then a correction accepted; Held, Duplicate, Superseded, an Error now and then; the last
 *   day's still Waiting on response), a few accepted late (after the month's statement was published); each month's
 *   FinaliseClaim and AccommodationBalance (Processed, or ProcessingFailed with a reason, some retried).
 * - Statement months: the last ended month of every AgeCare facility with its payment lines on both sides (one
 *   Variable Component line per care recipient in care, at the class's daily rate, and late entries paid as last
 *   month's adjustments), its variance as the builders leave it (most lines AutoMatched in pairs, the others None with
 *   their probable cause, a few Accepted, written off or matched by a user) and a few notes; the five months before
 *   with their totals only, reconciled and finalised.
 * Every care recipient in care since the window has a care recipient ID.
 */
async function generateBenchFunding(trx: Transaction<Database>, opts: { today: string; managerId: number }): Promise<void> {
  const thisMonth = `${opts.today.slice(0, 7)}-01`;
  const M = addMonths(thisMonth, -1);
  const D = (d: string) => `'${d}'::date`;
  const TODAY = D(opts.today);
  const MONTH = D(M);
  const MONTH_END = D(addDays(thisMonth, -1));
  const PREVIOUS = D(addMonths(M, -1));
  const WINDOW = D(addMonths(thisMonth, -7));
  const manager = opts.managerId;
  const layout = statementLayout(toMonthYear(M));
  // Instants at or before the transaction's start (a bench built just after midnight UTC has no events from the future).
  const at = (day: string, hour: string) => `least(now(), (${day}::timestamp + ${hour}) at time zone 'UTC')`;

  await run(
    trx,
    `update residents p set care_recipient_id = 'CR' || lpad(p.id::text, 8, '0')
       from residencies r
      where r.resident_id = p.id and r.care_type in ('Permanent', 'Respite') and not r.is_lead and r.admission_date_utc is not null
        and (r.departure_date_utc is null or r.departure_date_utc >= ${WINDOW} - 31) and p.care_recipient_id is null`,
  );

  // ------------------------------------------------------------ the stays' events
  await run(
    trx,
    `create temp table bme on commit drop as
     select row_number() over (order by x.day, x.residency_id, x.ord)::int as n, x.*
       from (select rs.facility_id, rs.id as residency_id, rs.resident_id, e.id as event_id, 'Entry' as rt, rs.admission_date_utc as day,
                    1 as ord, '{}'::jsonb as extra
               from residencies rs join residency_events e on e.residency_id = rs.id and e.event_type = 5
              where rs.care_type in ('Permanent', 'Respite') and not rs.is_lead and rs.admission_date_utc >= ${WINDOW}
                and rs.admission_date_utc <= ${TODAY}
             union all
             select rs.facility_id, rs.id, rs.resident_id, e.id, 'Departure', rs.departure_date_utc, 2,
                    jsonb_build_object('departureDate', rs.departure_date_utc::text, 'departureReason', rs.departure_reason)
               from residencies rs join residency_events e on e.residency_id = rs.id and e.event_type = 6
              where rs.care_type in ('Permanent', 'Respite') and not rs.is_lead and rs.departure_date_utc >= ${WINDOW}
                and rs.departure_date_utc <= ${TODAY}
             union all
             select rs.facility_id, rs.id, rs.resident_id, null, 'Leave', l.start_date, 3,
                    jsonb_build_object('leaveType', l.type, 'leaveKind', l.kind, 'leaveStartDate', l.start_date::text,
                                       'expectedReturnDate', l.expected_return_date::text)
               from leaves l join residencies rs on rs.id = l.residency_id
              where rs.care_type in ('Permanent', 'Respite') and not l.is_reversed and l.start_date >= ${WINDOW} and l.start_date <= ${TODAY}
             union all
             select rs.facility_id, rs.id, rs.resident_id, null, 'LeaveReturned', l.return_date, 4,
                    jsonb_build_object('leaveType', l.type, 'leaveKind', l.kind, 'leaveStartDate', l.start_date::text,
                                       'leaveReturnDate', l.return_date::text)
               from leaves l join residencies rs on rs.id = l.residency_id
              where rs.care_type in ('Permanent', 'Respite') and not l.is_reversed and l.return_date >= ${WINDOW} and l.return_date <= ${TODAY}) x`,
  );
  await run(
    trx,
    `insert into medicare_submissions (facility_id, residency_id, resident_id, residency_event_id, unique_event_id, request_type,
                                       payload, status, status_reason, created_by_user_id, created_on_utc, processed_on_utc)
     select b.facility_id, b.residency_id, b.resident_id, b.event_id, 'SIM-BENCH-' || lpad(b.n::text, 7, '0'), b.rt,
            jsonb_build_object('careRecipientId', p.care_recipient_id, 'firstName', p.first_name, 'lastName', p.last_name,
                               'dateOfBirth', p.date_of_birth::text, 'careType', rs.care_type, 'admissionDate', rs.admission_date_utc::text) || b.extra,
            st.status,
            case st.status when 'Rejected' then ('${JSON.stringify(REJECTED).replace(/'/g, "''")}'::jsonb ->> b.rt)
                           when 'Held' then 'Held for manual assessment by Services Australia.'
                           when 'Duplicate' then 'An identical event has already been received.'
                           when 'Error' then 'The simulator could not read the event.' end,
            ${manager}, c.created,
            case when st.status = 'BeingProcessed' then null
                 when st.late then least(now(), (date_trunc('month', b.day::timestamp) + interval '1 month 4 days' + (1 + b.n % 4) * interval '1 day' + time '02:00') at time zone 'UTC')
                 else least(now(), c.created + interval '1 day' + (b.n % 180) * interval '1 minute') end
       from bme b join residencies rs on rs.id = b.residency_id join residents p on p.id = b.resident_id
       cross join lateral (select ${at('b.day', "time '01:00' + (b.n % 300) * interval '1 minute'")} as created, ${u('b.n', 130)} as h) c
       cross join lateral (
         select case when b.day >= ${TODAY} - 1 and c.h < 0.6 then 'BeingProcessed'
                     when c.h < 0.885 then 'Accepted' when c.h < 0.915 then 'Rejected' when c.h < 0.94 then 'Held'
                     when c.h < 0.96 then 'Duplicate' when c.h < 0.985 then 'Superseded' else 'Error' end as status,
                c.h < 0.03 and b.rt in ('Entry', 'Departure') and b.day >= ${WINDOW} and b.day < ${MONTH} as late) st
      order by b.n`,
  );
  // A rejected entry or departure is corrected and sent again: the correction is accepted the next day.
  await run(
    trx,
    `insert into medicare_submissions (facility_id, residency_id, resident_id, residency_event_id, unique_event_id, request_type,
                                       payload, status, created_by_user_id, created_on_utc, processed_on_utc)
     select m.facility_id, m.residency_id, m.resident_id, m.residency_event_id, m.unique_event_id || '-C', m.request_type || 'Correction',
            m.payload || jsonb_build_object('originalUniqueEventId', m.unique_event_id), 'Accepted', ${manager},
            least(now(), m.processed_on_utc + interval '3 hours'), least(now(), m.processed_on_utc + interval '1 day')
       from medicare_submissions m
      where m.status = 'Rejected' and m.request_type in ('Entry', 'Departure') and m.processed_on_utc < now() - interval '1 day'
      order by m.id`,
  );

  // ------------------------------------------------------------ the month's payment lines (the last ended month)
  await run(
    trx,
    `create temp table bfr on commit drop as
     select w.anacc_class as cls, round(r.anacc_price_per_nwau * w.nwau, 2) as rate
       from (select anacc_price_per_nwau from care_funding_rates where funding_model = 'ANACC' and start_date <= ${MONTH}
              order by start_date desc limit 1) r
       cross join (select distinct on (w.anacc_class) w.anacc_class, w.nwau
                     from care_funding_rate_class_weights w join care_funding_rates x on x.id = w.care_funding_rate_id
                    where x.start_date <= ${MONTH} order by w.anacc_class, x.start_date desc) w`,
  );
  // The care recipients in care during the month: days in care (the departure day not paid), a class, the variance kind.
  await run(
    trx,
    `create temp table bsr on commit drop as
     select rs.id as residency_id, rs.facility_id, p.care_recipient_id, p.first_name, p.last_name, rs.care_type, rs.admission_date_utc as adm,
            least(coalesce(rs.departure_date_utc, ${MONTH_END} + 1), ${MONTH_END} + 1) - greatest(rs.admission_date_utc, ${MONTH}) as days,
            c.cls, c.cls2, f1.rate, f2.rate as rate2, ${u('rs.id', 141)} as h, ${u('rs.id', 142)} as h2, md5('bench-line-' || rs.id)::uuid as grp
       from residencies rs join residents p on p.id = rs.resident_id
       cross join lateral (
         select case when rs.care_type = 'Respite' then 101 + floor(${u('rs.id', 140)} * 3)::int else 1 + floor(${u('rs.id', 140)} * 13)::int end as cls,
                case when rs.care_type = 'Respite' then 101 + (floor(${u('rs.id', 140)} * 3)::int + 1) % 3 else 1 + (floor(${u('rs.id', 140)} * 13)::int + 3) % 13 end as cls2) c
       join bfr f1 on f1.cls = c.cls join bfr f2 on f2.cls = c.cls2
      where rs.care_type in ('Permanent', 'Respite') and not rs.is_lead and not rs.is_private_residency
        and rs.admission_date_utc <= ${MONTH_END} and (rs.departure_date_utc is null or rs.departure_date_utc > ${MONTH})
        and p.care_recipient_id is not null`,
  );
  await run(trx, `delete from bsr where days <= 0`);
  await run(
    trx,
    `insert into medicare_statements (facility_id, statement_month) select distinct facility_id, ${MONTH} from bsr order by 1`,
  );
  // kind: 0 AutoMatched pair; 1 class changed; 2 social leave beyond 52 days; 3 rounding; 4 matched by a user (leave);
  // 5 accepted (expected) and written off (actual); 6 entry held (expected only); 7 a variance nobody explained.
  await run(
    trx,
    `create temp table bsl on commit drop as
     with k as (
       select r.*, case when h < 0.90 or days < 2 then 0 when h < 0.925 then 1 when h < 0.945 then 2 when h < 0.955 then 3 when h < 0.97 then 4
                        when h < 0.98 then 5 when h < 0.99 then 6 else 7 end as kind,
              1 + floor(h2 * least(days, 6))::int as gap,
              greatest(r.adm, ${MONTH}) + floor(h2 * days)::int as changed
         from bsr r
     )
     select k.*, s.id as statement_id, x.side,
            case when x.side = 2 and kind in (2, 4, 5, 7) then days - least(gap, days - 1) else days end as paid,
            case when x.side = 2 and kind in (2, 4, 5, 7) then least(gap, days - 1) else 0 end as unpaid,
            case when x.side = 2 and kind = 1 then rate2 else rate end as daily
       from k join medicare_statements s on s.facility_id = k.facility_id and s.statement_month = ${MONTH}
       cross join (values (1), (2)) x(side)
      where not (x.side = 2 and kind = 6)`,
  );
  await run(
    trx,
    `insert into medicare_statement_lines (statement_id, facility_id, statement_type, care_type, care_recipient_id, residency_id,
                                           first_name, last_name, adjustment_month, payment_type, paid_care, unpaid_care,
                                           paid_leave_social, paid_leave_hospital, paid_leave_transition, daily_rate, amount_due,
                                           action, group_identifier, cause, actioned_by_user_id, actioned_on_utc, version)
     select statement_id, facility_id, side, care_type, care_recipient_id, residency_id, first_name, last_name, ${MONTH},
            'Variable Component', paid, unpaid, case when care_type = 'Permanent' then 0 end, case when care_type = 'Permanent' then 0 end,
            case when care_type = 'Permanent' then 0 end, daily,
            round(daily * paid, 2) - case when side = 2 and kind = 3 then 0.01 else 0 end,
            case when kind = 0 then 'AutoMatched' when kind = 4 then (case when side = 1 then 'Match' else 'MatchAccept' end)
                 when kind = 5 then (case when side = 1 then 'Accept' else 'Writeoff' end) else 'None' end,
            case when kind in (0, 4) then grp end,
            case kind when 1 then 'Class changed from ' || cls - case when cls > 100 then 100 else 0 end || ' to '
                                  || cls2 - case when cls2 > 100 then 100 else 0 end || ' effective ' || to_char(changed, 'FMDD Mon')
                      when 2 then 'Social leave beyond 52 days: ' || least(gap, days - 1) || case when least(gap, days - 1) = 1 then ' day' else ' days' end || ' unpaid'
                      when 3 then 'Rounding difference of $0.01'
                      when 4 then 'Social leave beyond 52 days: ' || least(gap, days - 1) || case when least(gap, days - 1) = 1 then ' day' else ' days' end || ' unpaid'
                      when 5 then 'Hospital leave beyond 28 days: ' || least(gap, days - 1) || case when least(gap, days - 1) = 1 then ' day' else ' days' end || ' without the variable component'
                      when 6 then 'Entry event Held: not paid until it is accepted' end,
            case when kind in (4, 5) then ${manager} end,
            case when kind = 0 then s.variance_on when kind in (4, 5) then s.variance_on + interval '2 days' + (residency_id % 300) * interval '1 minute' end,
            case when kind in (4, 5) then 3 else 2 end
       from bsl cross join (select ${at(`(${MONTH} + interval '1 month 6 days')::date`, "time '03:00'")} as variance_on) s
      order by statement_id, care_type, care_recipient_id, side`,
  );
  // Entries of the month before accepted late: paid on this month's statement as adjustments of that month.
  await run(
    trx,
    `insert into medicare_statement_lines (statement_id, facility_id, statement_type, care_type, care_recipient_id, residency_id,
                                           first_name, last_name, adjustment_month, payment_type, paid_care, unpaid_care,
                                           paid_leave_social, paid_leave_hospital, paid_leave_transition, daily_rate, amount_due,
                                           action, cause, version)
     select r.statement_id, r.facility_id, 2, r.care_type, r.care_recipient_id, r.residency_id, r.first_name, r.last_name, ${PREVIOUS},
            'Variable Component', d.days, 0, case when r.care_type = 'Permanent' then 0 end, case when r.care_type = 'Permanent' then 0 end,
            case when r.care_type = 'Permanent' then 0 end, r.rate, round(r.rate * d.days, 2), 'None',
            'Entry event accepted on ' || to_char(${MONTH} + 3 + r.residency_id % 4, 'FMDD Mon') || ': ' || d.days
              || case when d.days = 1 then ' day' else ' days' end || ' paid next month', 2
       from bsl r cross join lateral (select ${MONTH} - r.adm as days) d
      where r.side = 1 and r.adm >= ${PREVIOUS} and r.adm < ${MONTH} and r.h2 < 0.12
      order by 1, 4, 5`,
  );
  // Notes: on the lines a user acted on and on a few of those left.
  await run(
    trx,
    `insert into medicare_statement_notes (statement_id, line_id, facility_id, note, is_carrying_over, created_by_user_id, created_on_utc)
     select l.statement_id, l.id, l.facility_id,
            case when l.action = 'Match' then 'Matched: the leave days were confirmed with the family.'
                 when l.action = 'Accept' then 'Accepted the expected figure.'
                 when l.action = 'Writeoff' then 'Hospital leave beyond 28 days: written off.'
                 else 'Asked Services Australia about this line.' end,
            false, ${manager}, coalesce(l.actioned_on_utc, ${at(`(${MONTH} + interval '1 month 8 days')::date`, "time '04:00'")})
       from medicare_statement_lines l
      where l.statement_type = 1 and (l.action in ('Match', 'Accept', 'Writeoff') or (l.action = 'None' and l.id % 5 = 0))
      order by l.id`,
  );
  // The month's statement row: totals, the tabs as the builders keep them, the file as fetched.
  const header = (total: string) =>
    `jsonb_build_object('summary', jsonb_build_object('layout', '${layout}', 'facilityName', f.name, 'referenceNumber', null,
       'paymentDate', null, 'totals', jsonb_build_object('totalAmountPaid', ${total}, 'residentPayments', ${total},
       'facilityPayments', '0.00', 'adjustments', '0.00'), 'facilityPayments', '[]'::jsonb)`;
  await run(
    trx,
    `update medicare_statements s
        set expected_total = t.expected, actual_total = t.actual,
            expected_summary = ${header('t.expected::text')},
              'residents', t.expected_residents, 'supportedRatio', null, 'dailySubsidies', '[]'::jsonb),
            actual_summary = ${header('t.actual::text')},
              'residents', t.actual_residents, 'supportedRatio', null, 'dailySubsidies', '[]'::jsonb),
            provider_comments = '',
            statement_xml = '<?xml version="1.0" encoding="UTF-8"?>' || chr(10) || '<paymentStatement>' || chr(10)
              || '  <serviceNapsId>' || lpad(s.facility_id::text, 5, '0') || '</serviceNapsId>' || chr(10)
              || '  <statementMonth>' || to_char(s.statement_month, 'MMYYYY') || '</statementMonth>' || chr(10)
              || '  <totalAmountPaid>' || t.actual || '</totalAmountPaid>' || chr(10) || '  <paymentLines>' || chr(10) || t.xml
              || '  </paymentLines>' || chr(10) || '</paymentStatement>' || chr(10),
            fetched_on_utc = ${at(`(${MONTH} + interval '1 month 5 days')::date`, "time '22:00'")},
            expected_built_on_utc = ${at(`(${MONTH} + interval '1 month 1 day')::date`, "time '23:00'")},
            variance_built_on_utc = ${at(`(${MONTH} + interval '1 month 6 days')::date`, "time '03:00'")},
            is_claim_finalised = true, claim_finalised_on_utc = ${at(`(${MONTH} + interval '1 month 2 days')::date`, "time '00:30'")},
            claim_finalised_by_user_id = ${manager}, version = 5
       from facilities f,
            (select l.statement_id, sum(l.amount_due) filter (where l.statement_type = 1) as expected,
                            sum(l.amount_due) filter (where l.statement_type = 2) as actual,
                            jsonb_agg(jsonb_build_object('careRecipientId', l.care_recipient_id, 'firstName', l.first_name,
                              'lastName', l.last_name, 'careType', l.care_type, 'entryDate', null, 'departureDate', null,
                              'anaccClass', null, 'paidDays', l.paid_care, 'amount', l.amount_due::text)
                              order by l.last_name, l.first_name, l.id) filter (where l.statement_type = 1) as expected_residents,
                            jsonb_agg(jsonb_build_object('careRecipientId', l.care_recipient_id, 'firstName', l.first_name,
                              'lastName', l.last_name, 'careType', l.care_type, 'entryDate', null, 'departureDate', null,
                              'anaccClass', null, 'paidDays', l.paid_care, 'amount', l.amount_due::text)
                              order by l.last_name, l.first_name, l.id) filter (where l.statement_type = 2) as actual_residents,
                            string_agg('    <paymentLine><careRecipientId>' || l.care_recipient_id || '</careRecipientId><careType>'
                              || l.care_type || '</careType><adjustmentMonth>' || to_char(l.adjustment_month, 'MMYYYY')
                              || '</adjustmentMonth><paymentType>' || l.payment_type || '</paymentType><paidCare>' || l.paid_care
                              || '</paidCare><unpaidCare>' || l.unpaid_care || '</unpaidCare><dailyRate>' || l.daily_rate
                              || '</dailyRate><amountDue>' || l.amount_due || '</amountDue></paymentLine>' || chr(10), '' order by l.id)
                              filter (where l.statement_type = 2) as xml
                       from medicare_statement_lines l group by l.statement_id) t
      where f.id = s.facility_id and t.statement_id = s.id and s.statement_month = ${MONTH}`,
  );
  // The five months before: totals only, claimed, fetched and reconciled.
  await run(
    trx,
    `insert into medicare_statements (facility_id, statement_month, expected_total, actual_total, fetched_on_utc, expected_built_on_utc,
                                      variance_built_on_utc, is_claim_finalised, claim_finalised_on_utc, claim_finalised_by_user_id,
                                      is_reconciliation_finalised, reconciliation_finalised_on_utc, reconciliation_finalised_by_user_id,
                                      provider_comments, version)
     select s.facility_id, x.m, x.expected, x.expected - round(((${u('s.facility_id * 100 + g', 150)} - 0.3) * 1200)::numeric, 2),
            (x.m + interval '1 month 5 days' + time '22:00') at time zone 'UTC', (x.m + interval '1 month 1 day' + time '23:00') at time zone 'UTC',
            (x.m + interval '1 month 6 days' + time '03:00') at time zone 'UTC', true,
            (x.m + interval '1 month 2 days' + time '00:30') at time zone 'UTC', ${manager}, true,
            (x.m + interval '1 month 20 days' + time '05:00') at time zone 'UTC', ${manager}, '', 6
       from medicare_statements s cross join generate_series(1, 5) g
       cross join lateral (select (s.statement_month - g * interval '1 month')::date as m,
                                  round(s.expected_total * (0.96 + ${u('s.facility_id * 100 + g', 151)} * 0.06)::numeric
                                        * extract(day from (s.statement_month - (g - 1) * interval '1 month' - interval '1 day'))::int / 31, 2) as expected) x
      where s.statement_month = ${MONTH}
      order by 1, 2`,
  );

  // ------------------------------------------------------------ each month's claim and accommodation balances
  await run(
    trx,
    `insert into medicare_submissions (facility_id, unique_event_id, request_type, payload, status, created_by_user_id, created_on_utc,
                                       processed_on_utc, claim_month, processing_status, processing_reason, attempts, retried_on_utc)
     select s.facility_id, 'SIM-BENCH-' || x.code || '-' || s.facility_id || '-' || to_char(s.statement_month, 'YYYYMM'), x.rt,
            case when x.rt = 'FinaliseClaim' then jsonb_build_object('claimMonth', to_char(s.statement_month, 'YYYY-MM'), 'expectedTotal', s.expected_total::text)
                 else jsonb_build_object('claimMonth', to_char(s.statement_month, 'YYYY-MM'), 'residentCount', 60 + s.facility_id % 90) end,
            'Accepted', ${manager}, x.created, x.created + interval '1 day', s.statement_month,
            case when x.rt = 'AccommodationBalance' then (case when x.failed then 'ProcessingFailed' else 'Processed' end) end,
            case when x.failed then (array[${PROCESSING_FAILURE_REASONS.map((r) => `'${r.replace(/'/g, "''")}'`).join(', ')}])[1 + s.facility_id % ${PROCESSING_FAILURE_REASONS.length}] end,
            case when x.retried then 2 else 1 end, case when x.retried then x.created + interval '3 days' end
       from medicare_statements s
       cross join lateral (values ('F', 'FinaliseClaim', 2), ('B', 'AccommodationBalance', 3)) v(code, rt, after)
       cross join lateral (
         select v.code, v.rt, least(now(), (s.statement_month + interval '1 month' + (v.after - 1) * interval '1 day' + time '00:30') at time zone 'UTC') as created,
                v.rt = 'AccommodationBalance' and s.statement_month = ${MONTH} and ${u('s.facility_id', 152)} < 0.25 as failed,
                v.rt = 'AccommodationBalance' and s.statement_month < ${MONTH} and ${u('s.facility_id * 100 + extract(month from s.statement_month)::int', 153)} < 0.15 as retried) x
      order by x.created, s.facility_id`,
  );
}

/**
 * Drops every table (with `reset`) or keeps what is there: builds the benchmark organisation on an empty database, then
 * `vacuum analyze` (index-only scans need the visibility map). Returns null when the database already held data.
 */
export async function buildBenchmarkOrganisation(
  db: Kysely<Database>,
  migrateFn: (db: Kysely<Database>) => Promise<unknown>,
  options: { reset?: boolean; today?: string } = {},
): Promise<BenchSummary | null> {
  if (options.reset) await sql.raw('drop schema public cascade; create schema public;').execute(db);
  await migrateFn(db);
  if (await hasOrganisation(db)) return null;
  const summary = await generateBenchmarkData(db, { today: options.today });
  const t0 = Date.now();
  await sql`vacuum analyze`.execute(db);
  summary.seconds += (Date.now() - t0) / 1000;
  return summary;
}
