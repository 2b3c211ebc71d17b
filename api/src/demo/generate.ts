import type { Kysely } from 'kysely';
import { addDays, melbourneToday, toMelbourneDate } from 'shared-domain/dates';
import { clockNow } from 'shared-domain/clock';
import { PERMISSIONS } from 'shared-domain/permissions';
import type { Database } from '../db/schema';
import { hashPassword } from '../security/passwords';
import { generateAdminDemoData } from './admin/index';
import { generateFinanceDemoData } from './finance/index';
import { seedMedicareEventsDemo } from './funding/medicare-events';
import { seedMedicareHistoryDemo } from './funding/medicare-history';
import { seedStatementsDemo } from './funding/statements';
import { seedIluFinanceDemo } from './ilu-finance';
import { seedSundryChargesDemo } from './sundry-charges';
import { generateLeadDemoData } from './leads';

/**
 * Deterministic demo data (docs/platform-contract.md "Demo data"): the same seed and `today` give the same rows.
 * `scale` multiplies rooms, beds, units and residents: about 300 residents per scale (scale 100: about 24,000 AgeCare
 * and 5,700 ILU residents; scale 400: about 119,000 residents). Names: a few hundred first and last names, Zipf-like.
 * Must run on an empty database (fresh ids: facilities 1-4, users 1-7 in the contract's order).
 */
export interface DemoOptions {
  scale?: number;
  today?: string;
  seed?: number;
  /**
   * Make the Medicare statements of the last six months (default true): false leaves their months' rows empty (not
   * fetched, not built), for the tests and the measurement that build statements from the records themselves.
   */
  statements?: boolean;
}

export const DEMO_PASSWORD = 'Demo2026!';

export const DEMO_FACILITIES = [
  { id: 1, name: 'Bayside Gardens', type: 'AgeCare', region: 'Metro South', threshold: '40.00', billing: true },
  { id: 2, name: 'Carlton House', type: 'AgeCare', region: 'Metro North', threshold: '38.50', billing: true },
  { id: 3, name: 'Elm Park Lodge', type: 'AgeCare', region: 'Metro North', threshold: '45.00', billing: false },
  { id: 4, name: 'Riverside Village', type: 'IndependentLiving', region: 'Metro South', threshold: '0.00', billing: false },
] as const;

export const DEMO_USERS = [
  { email: 'manager@demo.local', first: 'Margaret', last: 'Nguyen', role: 'Organisation manager', facilities: [1, 2, 3, 4] },
  { email: 'facility.manager@demo.local', first: 'Fiona', last: 'Barker', role: 'Facility manager', facilities: [1] },
  { email: 'carer@demo.local', first: 'Carlos', last: 'Reyes', role: 'Care staff', facilities: [1, 2, 4] },
  { email: 'finance@demo.local', first: 'Priya', last: 'Sharma', role: 'Finance staff', facilities: [1, 2, 3, 4] },
  { email: 'admin@demo.local', first: 'Adam', last: 'Kowalski', role: 'Administrator', facilities: [1, 2, 3, 4] },
  {
    email: 'system@demo.local',
    first: 'System',
    last: 'Support',
    role: 'System administrator',
    facilities: [] as number[],
    system: true,
  },
  { email: 'inactive@demo.local', first: 'Ian', last: 'Holloway', role: 'Care staff', facilities: [1], inactive: true },
] as const;

type Flags = { v?: boolean; m?: boolean; r?: boolean; a?: boolean };
const ALL: Flags = { v: true, m: true, r: true, a: true };
const range = (from: number, to: number) => PERMISSIONS.map((p) => p.code as number).filter((c) => c >= from && c <= to);

/** Role permission sets (code -> flags). */
export function rolePermissions(role: string): Map<number, Flags> {
  const m = new Map<number, Flags>();
  const set = (codes: number[], f: Flags) => codes.forEach((c) => m.set(c, { ...(m.get(c) ?? {}), ...f }));
  switch (role) {
    case 'Organisation manager':
    case 'System administrator':
      set(range(100, 999), ALL);
      break;
    case 'Facility manager':
      // Everything at facility level; no organisation details, device activation or device expiry notification.
      set(range(100, 599), ALL);
      set(range(700, 999), ALL);
      break;
    case 'Care staff':
      set([101, 201], { v: true, m: true });
      set([105], { a: true });
      set([204, 205], { v: true, a: true });
      set([901], { v: true });
      break;
    case 'Finance staff':
      set([101, 201], { v: true });
      set([102, 202], ALL);
      set(range(300, 399), ALL);
      set([701, 801, 802], ALL);
      set(range(900, 999), { v: true, a: true });
      break;
    case 'Administrator':
      set(range(400, 499), ALL);
      set(range(500, 599), ALL);
      set([601], { v: true, m: true });
      break;
  }
  return m;
}

/** mulberry32: small, fast, deterministic. */
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
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
    chance: (p: number) => next() < p,
  };
}

export const FEMALE = [
  'Margaret',
  'Mary',
  'Patricia',
  'Joan',
  'Dorothy',
  'Betty',
  'Shirley',
  'Barbara',
  'Helen',
  'Jean',
  'Gwen',
  'Beryl',
  'Valerie',
  'Noreen',
  'Elaine',
  'Judith',
  'Maureen',
  'Lorraine',
  'Irene',
  'Nancy',
  'Lillian',
  'Audrey',
  'Hazel',
  'Elsie',
  'Phyllis',
  'Joyce',
  'Marjorie',
  'Doris',
  'Edna',
  'Gladys',
  'Norma',
  'Kathleen',
  'Elizabeth',
  'Ann',
  'Anne',
  'Annette',
  'Beverley',
  'Carol',
  'Christine',
  'Coral',
  'Daphne',
  'Dawn',
  'Denise',
  'Diane',
  'Dulcie',
  'Eileen',
  'Eleanor',
  'Enid',
  'Esme',
  'Evelyn',
  'Faye',
  'Fay',
  'Florence',
  'Frances',
  'Glenda',
  'Glenys',
  'Heather',
  'Ivy',
  'Janet',
  'Janice',
  'Jennifer',
  'Joy',
  'Judy',
  'June',
  'Kay',
  'Laurel',
  'Leonie',
  'Lesley',
  'Lois',
  'Loretta',
  'Lynette',
  'Marcia',
  'Marie',
  'Marion',
  'Marlene',
  'Maxine',
  'Merle',
  'Mavis',
  'Millicent',
  'Muriel',
  'Myra',
  'Nola',
  'Olive',
  'Pamela',
  'Pauline',
  'Peggy',
  'Rae',
  'Rita',
  'Robyn',
  'Rose',
  'Rosemary',
  'Ruth',
  'Sandra',
  'Sheila',
  'Sylvia',
  'Thelma',
  'Una',
  'Vera',
  'Violet',
  'Wendy',
  'Yvonne',
  'Winifred',
  'Agnes',
  'Alma',
  'Bernadette',
  'Bridget',
  'Catherine',
  'Cecily',
  'Clare',
  'Colleen',
  'Constance',
  'Della',
  'Edith',
  'Ellen',
  'Ethel',
  'Fiona',
  'Gail',
  'Geraldine',
  'Grace',
  'Imelda',
  'Iris',
  'Isabel',
  'Josephine',
  'Kathryn',
  'Lena',
  'Madeline',
  'Moira',
  'Nellie',
  'Nora',
  'Philippa',
  'Rhonda',
  'Sally',
  'Teresa',
  'Veronica',
  'Rosa',
  'Giuseppina',
  'Maria',
  'Carmela',
  'Concetta',
  'Antonietta',
  'Lucia',
  'Angela',
  'Franca',
  'Assunta',
  'Eleni',
  'Georgia',
  'Katerina',
  'Despina',
  'Vasiliki',
  'Anastasia',
  'Sofia',
  'Mei',
  'Ling',
  'Xiu',
  'Hua',
  'Anh',
  'Lan',
  'Mai',
  'Thi',
  'Hoa',
  'Lakshmi',
  'Kamala',
  'Savitri',
  'Halina',
  'Krystyna',
  'Zofia',
  'Danuta',
  'Jadwiga',
  'Ingrid',
  'Greta',
  'Hilde',
  'Anneliese',
  'Elke',
  'Dragica',
  'Milica',
  'Fatima',
  'Leila',
];
export const MALE = [
  'John',
  'Robert',
  'William',
  'James',
  'Kevin',
  'Ronald',
  'Kenneth',
  'Graham',
  'Peter',
  'Brian',
  'Colin',
  'Keith',
  'Raymond',
  'Douglas',
  'Geoffrey',
  'Allan',
  'Barry',
  'Neville',
  'Stanley',
  'Desmond',
  'Harold',
  'Leonard',
  'Frank',
  'Arthur',
  'Ernest',
  'Walter',
  'Alan',
  'Albert',
  'Alfred',
  'Allen',
  'Anthony',
  'Bernard',
  'Bill',
  'Bruce',
  'Charles',
  'Clifford',
  'Clive',
  'Cyril',
  'Dennis',
  'Derek',
  'Donald',
  'Edward',
  'Eric',
  'Francis',
  'Fred',
  'Gordon',
  'Gregory',
  'Harry',
  'Henry',
  'Herbert',
  'Howard',
  'Ian',
  'Ivan',
  'Jack',
  'Jim',
  'Joseph',
  'Laurence',
  'Les',
  'Lionel',
  'Malcolm',
  'Maurice',
  'Max',
  'Michael',
  'Murray',
  'Noel',
  'Norman',
  'Patrick',
  'Paul',
  'Reginald',
  'Richard',
  'Rodney',
  'Roger',
  'Ross',
  'Roy',
  'Russell',
  'Sidney',
  'Terence',
  'Thomas',
  'Trevor',
  'Victor',
  'Vincent',
  'Warren',
  'Wayne',
  'Wilfred',
  'Barrie',
  'Lindsay',
  'Lloyd',
  'Mervyn',
  'Neil',
  'Owen',
  'Percy',
  'Phillip',
  'Ralph',
  'Ray',
  'Rex',
  'Stuart',
  'Ted',
  'Tony',
  'Vernon',
  'Alec',
  'Basil',
  'Cecil',
  'Dudley',
  'Eugene',
  'Gerald',
  'Hugh',
  'Kelvin',
  'Lance',
  'Milton',
  'Reg',
  'Giovanni',
  'Giuseppe',
  'Antonio',
  'Salvatore',
  'Francesco',
  'Mario',
  'Luigi',
  'Vincenzo',
  'Angelo',
  'Carmelo',
  'Nikolaos',
  'Georgios',
  'Konstantinos',
  'Dimitrios',
  'Ioannis',
  'Spiros',
  'Vasilis',
  'Wei',
  'Ming',
  'Jian',
  'Duc',
  'Minh',
  'Tuan',
  'Hung',
  'Rajesh',
  'Suresh',
  'Ravi',
  'Jan',
  'Stanislaw',
  'Tadeusz',
  'Hans',
  'Klaus',
  'Dieter',
  'Manfred',
  'Jovan',
  'Milan',
  'Ahmed',
  'Hassan',
];
export const LAST = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Johnson',
  'White',
  'Martin',
  'Anderson',
  'Thompson',
  'Nguyen',
  'Thomas',
  'Walker',
  'Harris',
  'Lee',
  'Ryan',
  'Robinson',
  'Kelly',
  'King',
  'Davis',
  'Wright',
  'Evans',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Khan',
  'Lewis',
  'James',
  'Phillips',
  'Mitchell',
  "O'Brien",
  'Murphy',
  'Papadopoulos',
  'Rossi',
  'Chen',
  'Tran',
  'McDonald',
  'Campbell',
  'Stewart',
  'Morrison',
  'Fitzgerald',
  'Sullivan',
  'Hughes',
  'Edwards',
  'Turner',
  'Baker',
  'Young',
  'Allen',
  'Scott',
  'Adams',
  'Hill',
  'Moore',
  'Morris',
  'Cook',
  'Bell',
  'Clark',
  'Ward',
  'Cooper',
  'Watson',
  'Bennett',
  'Gray',
  'Collins',
  'Parker',
  'Carter',
  'Price',
  'Richardson',
  'Shaw',
  'Cox',
  'Murray',
  'Graham',
  'Hunt',
  'Kennedy',
  'Marshall',
  'Ross',
  'Russell',
  'Webb',
  'Ellis',
  'Mason',
  'Harvey',
  'Fraser',
  'Hamilton',
  'Simpson',
  'Reid',
  'Gibson',
  'Butler',
  'Barker',
  'Chapman',
  'Dixon',
  'Grant',
  'Henderson',
  'Lloyd',
  'Owen',
  'Palmer',
  'Payne',
  'Pearce',
  'Black',
  'Burns',
  'Byrne',
  'Daly',
  'Doyle',
  'Gallagher',
  'Kavanagh',
  'Lynch',
  'McCarthy',
  'McGrath',
  'McKenzie',
  'McLean',
  'McMahon',
  'Nolan',
  "O'Connor",
  "O'Neill",
  "O'Sullivan",
  'Quinn',
  'Reilly',
  'Walsh',
  'Brennan',
  'Callaghan',
  'Donnelly',
  'Duffy',
  'Flanagan',
  'Hogan',
  'Keane',
  'Maguire',
  'Moloney',
  'Connolly',
  'Cunningham',
  'Fletcher',
  'Foster',
  'Gardner',
  'Gordon',
  'Hart',
  'Hayes',
  'Holmes',
  'Howard',
  'Hudson',
  'Jenkins',
  'Kerr',
  'Knight',
  'Lawrence',
  'Marsh',
  'Matthews',
  'Miller',
  'Mills',
  'Newman',
  'Nicholson',
  'Page',
  'Perry',
  'Pike',
  'Porter',
  'Powell',
  'Rees',
  'Rogers',
  'Saunders',
  'Sharp',
  'Spencer',
  'Stevens',
  'Sutton',
  'Thornton',
  'Tucker',
  'Wallace',
  'Warren',
  'Watts',
  'Wells',
  'West',
  'Wheeler',
  'Willis',
  'Woods',
  'Atkinson',
  'Barnes',
  'Bishop',
  'Bowden',
  'Bradley',
  'Burke',
  'Caldwell',
  'Chambers',
  'Craig',
  'Crawford',
  'Curtis',
  'Dawson',
  'Day',
  'Dunn',
  'Elliott',
  'Farrell',
  'Ferguson',
  'Field',
  'Fisher',
  'Ford',
  'Francis',
  'Gilbert',
  'Goodwin',
  'Griffin',
  'Hammond',
  'Hardy',
  'Harper',
  'Hawkins',
  'Hicks',
  'Hopkins',
  'Horton',
  'Hunter',
  'Jordan',
  'Lane',
  'Little',
  'Lowe',
  'Marsden',
  'Maxwell',
  'Morgan',
  'Norris',
  'Osborne',
  'Parsons',
  'Pearson',
  'Peters',
  'Pritchard',
  'Randall',
  'Rowe',
  'Sanders',
  'Sims',
  'Slater',
  'Steele',
  'Stone',
  'Summers',
  'Sweeney',
  'Vaughan',
  'Wade',
  'Walton',
  'Weston',
  'Whitehead',
  'Wilkinson',
  'Williamson',
  'Yates',
  'Esposito',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'DeLuca',
  'Costa',
  'Mancini',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Caruso',
  'Ferrara',
  'Russo',
  'Lombardo',
  'Giordano',
  'Rinaldi',
  'Pappas',
  'Georgiou',
  'Nikolaidis',
  'Dimitriou',
  'Karagiannis',
  'Christodoulou',
  'Vlahos',
  'Economou',
  'Konstantinou',
  'Le',
  'Pham',
  'Hoang',
  'Huynh',
  'Vo',
  'Dang',
  'Bui',
  'Do',
  'Ho',
  'Ngo',
  'Duong',
  'Ly',
  'Wang',
  'Zhang',
  'Liu',
  'Yang',
  'Huang',
  'Zhao',
  'Wu',
  'Zhou',
  'Xu',
  'Sun',
  'Ma',
  'Zhu',
  'Hu',
  'Lin',
  'Guo',
  'Singh',
  'Kaur',
  'Sharma',
  'Kumar',
  'Gupta',
  'Reddy',
  'Iyer',
  'Nair',
  'Kowalski',
  'Nowak',
  'Wisniewski',
  'Kaminski',
  'Lewandowski',
  'Zielinski',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Hoffmann',
  'Petrovic',
  'Jovanovic',
  'Nikolic',
  'Markovic',
  'Horvat',
  'Kovac',
  'Novak',
  'Ahmed',
  'Hussein',
  'Haddad',
  'Nassar',
  'Khoury',
  'Santos',
  'Fernandes',
  'Silva',
  'Pereira',
  'Garcia',
  'Rodriguez',
  'Lopez',
  'Martinez',
  'Van der Berg',
  'De Jong',
  'Jansen',
  'Visser',
  'Olsen',
  'Hansen',
  'Andersen',
  'Nielsen',
  'Larsen',
];

/** Preferred names for some first names; others shorten the first name. */
export const NICKNAMES: Record<string, string> = {
  Margaret: 'Peggy',
  Elizabeth: 'Betty',
  Patricia: 'Pat',
  Dorothy: 'Dot',
  Kathleen: 'Kath',
  Josephine: 'Jo',
  Winifred: 'Win',
  Barbara: 'Barb',
  Catherine: 'Cathy',
  Christine: 'Chris',
  Jennifer: 'Jenny',
  Rosemary: 'Rosie',
  Giuseppina: 'Pina',
  William: 'Bill',
  Robert: 'Bob',
  James: 'Jim',
  Richard: 'Dick',
  Edward: 'Ted',
  Anthony: 'Tony',
  Kenneth: 'Ken',
  Raymond: 'Ray',
  Leonard: 'Len',
  Geoffrey: 'Geoff',
  Reginald: 'Reg',
  Terence: 'Terry',
  Giuseppe: 'Joe',
  Nikolaos: 'Nick',
  Konstantinos: 'Con',
  Dimitrios: 'Jim',
  Francesco: 'Frank',
  Salvatore: 'Sam',
  Stanislaw: 'Stan',
};

/** Name lists are in rough order of frequency: `weightedPick` favours the front (a Zipf-like spread of names). */
function weightedPick<T>(next: () => number, xs: readonly T[]): T {
  return xs[Math.floor(Math.pow(next(), 1.6) * xs.length)];
}

export const SUBURBS = [
  'Brighton',
  'Sandringham',
  'Carlton',
  'Fitzroy',
  'Hampton',
  'Elwood',
  'Brunswick',
  'Coburg',
  'Northcote',
  'Cheltenham',
];
export const DEPARTURE_REASONS = ['Deceased', 'Hospital', 'ReturningFamilyHome', 'Other', 'AnotherAgedCareServiceByResident'];

/** Inserts rows in batches (parameter limits), returning the generated ids in order when asked. */
async function insertMany(
  db: Kysely<Database>,
  table: keyof Database,
  rows: Record<string, unknown>[],
  returnIds = false,
): Promise<number[]> {
  const ids: number[] = [];
  if (rows.length === 0) return ids;
  const cols = Object.keys(rows[0]).length;
  const batch = Math.max(1, Math.floor(30000 / cols));
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    const q = db.insertInto(table as any).values(chunk as any);
    if (returnIds) {
      const out = (await q.returning('id' as any).execute()) as Array<{ id: number }>;
      ids.push(...out.map((r) => r.id));
    } else {
      await q.execute();
    }
  }
  return ids;
}

export async function hasOrganisation(db: Kysely<Database>): Promise<boolean> {
  return !!(await db.selectFrom('organisations').select('id').limit(1).executeTakeFirst());
}

export interface DemoSummary {
  residents: number;
  residencies: number;
  beds: number;
  units: number;
  users: number;
}

export async function generateDemoData(db: Kysely<Database>, options: DemoOptions = {}): Promise<DemoSummary> {
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  // The clock's today (RM_CLOCK when a run pins it) unless the caller names the day.
  const today = options.today ?? melbourneToday();
  // Nothing is created after the clock's now: on the clock's own day a creation stamped later than now waits until now.
  const now = clockNow();
  const notAfterNow = (d: Date): Date => (today === toMelbourneDate(now) && d > now ? now : d);
  const rnd = prng(options.seed ?? 20260101);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction().execute(async (trx) => {
    const org = await trx
      .insertInto('organisations')
      .values({ name: 'Harbourside Care Group', device_expiry_date: addDays(today, 30) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orgId = org.id;
    const regionIds = new Map<string, number>();
    for (const name of ['Metro North', 'Metro South']) {
      const r = await trx
        .insertInto('regions')
        .values({ organisation_id: orgId, name })
        .returning('id')
        .executeTakeFirstOrThrow();
      regionIds.set(name, r.id);
    }
    for (const f of DEMO_FACILITIES) {
      const row = await trx
        .insertInto('facilities')
        .values({
          organisation_id: orgId,
          region_id: regionIds.get(f.region)!,
          name: f.name,
          facility_type: f.type,
          is_billing_integrated: f.billing,
          support_threshold: f.threshold,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (row.id !== f.id) throw new Error(`Demo data needs an empty database (facility ${f.name} got id ${row.id})`);
    }

    // Roles and users
    const roleIds = new Map<string, number>();
    for (const name of [
      'Organisation manager',
      'Facility manager',
      'Care staff',
      'Finance staff',
      'Administrator',
      'System administrator',
    ]) {
      const r = await trx
        .insertInto('roles')
        .values({
          organisation_id: orgId,
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
      await insertMany(trx, 'role_permissions', perms);
    }
    for (const u of DEMO_USERS) {
      const row = await trx
        .insertInto('users')
        .values({
          organisation_id: orgId,
          email: u.email,
          first_name: u.first,
          last_name: u.last,
          password_hash: passwordHash,
          role_id: roleIds.get(u.role)!,
          is_active: !('inactive' in u && u.inactive),
          is_system_user: 'system' in u && !!u.system,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertMany(
        trx,
        'user_facilities',
        u.facilities.map((f) => ({ user_id: row.id, facility_id: f })),
      );
    }

    // Flags and banners
    await insertMany(trx, 'system_feature_flags', [
      { name: 'enablePrivateResidents', value: true },
      { name: 'disableSendingExtraServiceToMedicare', value: false },
    ]);
    await insertMany(trx, 'facility_feature_flags', [
      { facility_id: 1, name: 'enableAgedCareAct2025', value: true },
      { facility_id: 2, name: 'enableAgedCareAct2025', value: false },
      { facility_id: 3, name: 'enableAgedCareAct2025', value: true },
      { facility_id: 4, name: 'enableAgedCareAct2025', value: false },
    ]);
    await insertMany(trx, 'banner_messages', [
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
      {
        is_active: true,
        is_rac: true,
        is_ilu: true,
        message: 'Resident Manager will be briefly unavailable on Sunday from 10 pm for scheduled maintenance.',
      },
      { is_active: false, is_rac: true, is_ilu: true, message: 'Welcome to the new Resident Manager.' },
    ]);

    let residentCount = 0;
    let residencyCount = 0;
    let bedCount = 0;
    let unitCount = 0;

    // Names come from their own stream, so the rest of the data does not depend on the name lists.
    const names = prng((options.seed ?? 20260101) ^ 0x5bd1e995);
    const person = () => {
      const female = rnd.chance(0.64);
      const first = weightedPick(names.next, female ? FEMALE : MALE);
      const last = weightedPick(names.next, LAST);
      const age = rnd.int(68, 101);
      const dob = addDays(today, -(age * 365 + rnd.int(0, 364)));
      return {
        organisation_id: orgId,
        title: female ? rnd.pick(['Mrs', 'Ms', 'Miss']) : 'Mr',
        first_name: first,
        last_name: last,
        preferred_name: rnd.chance(0.15) ? (NICKNAMES[first] ?? first.slice(0, Math.max(3, Math.ceil(first.length / 2)))) : null,
        sex: female ? 'Female' : 'Male',
        date_of_birth: dob,
        suburb: rnd.pick(SUBURBS),
        state: 'VIC',
        post_code: String(rnd.int(3000, 3199)),
        country_id: 1,
        medicare_number: String(rnd.int(2000000000, 6999999999)),
        // the individual reference number on the card; fixed so the random stream (and the rest of the data) stays as it was
        medicare_member_number: '1',
      };
    };

    // AgeCare facilities
    for (const f of DEMO_FACILITIES.filter((x) => x.type === 'AgeCare')) {
      const locations = ['North Wing', 'South Wing', 'Garden Wing'];
      const locIds = await insertMany(
        trx,
        'facility_locations',
        locations.map((name) => ({ facility_id: f.id, name })),
        true,
      );
      const typeIds = await insertMany(
        trx,
        'accommodation_types',
        ['Single room', 'Shared room', 'Premium suite'].map((name) => ({ facility_id: f.id, name })),
        true,
      );
      // 90 beds per facility per scale: 62 single rooms, 10 shared rooms (2 beds), 8 premium suites.
      const rooms: Record<string, unknown>[] = [];
      const bedsPerRoom: number[] = [];
      for (let s = 0; s < scale; s++) {
        for (let i = 0; i < 80; i++) {
          const loc = i % 3;
          const kind = i < 62 ? 0 : i < 72 ? 1 : 2;
          rooms.push({
            facility_id: f.id,
            facility_location_id: locIds[loc],
            accommodation_type_id: typeIds[kind],
            room_number: `${'NSG'[loc]}${String(s * 100 + i + 1).padStart(3, '0')}`,
          });
          bedsPerRoom.push(kind === 1 ? 2 : 1);
        }
      }
      const roomIds = await insertMany(trx, 'accommodations', rooms, true);
      const beds: Record<string, unknown>[] = [];
      roomIds.forEach((rid, i) => {
        for (let b = 0; b < bedsPerRoom[i]; b++) {
          beds.push({
            accommodation_id: rid,
            facility_id: f.id,
            name: bedsPerRoom[i] > 1 ? `Bed ${'AB'[b]}` : 'Bed',
            is_out_of_service: false,
          });
        }
      });
      // A few beds out of service (refurbishment).
      for (let i = 0; i < 2 * scale; i++) beds[(i * 37 + f.id * 11) % beds.length].is_out_of_service = true;
      const bedIds = await insertMany(trx, 'beds', beds, true);
      bedCount += bedIds.length;
      const oos = bedIds.filter((_, i) => beds[i].is_out_of_service);
      await insertMany(
        trx,
        'bed_out_of_service_periods',
        oos.map((id) => ({ bed_id: id, start_date: addDays(today, -20), end_date: null, reason: 'Refurbishment' })),
      );
      const freeBeds = bedIds.filter((_, i) => !beds[i].is_out_of_service);

      // ~80 residencies per scale: current permanent and respite (some on leave), departed, enquiries.
      const total = 80 * scale;
      const people = Array.from({ length: total }, person);
      const residentIds = await insertMany(trx, 'residents', people, true);
      residentCount += residentIds.length;
      const residencies: Record<string, unknown>[] = [];
      let bedIndex = 0;
      residentIds.forEach((rid, i) => {
        const slot = i % 80;
        const created = new Date(`${addDays(today, -rnd.int(30, 1500))}T0${rnd.int(0, 9)}:00:00Z`);
        if (slot < 62 - f.id * 2 && bedIndex < freeBeds.length) {
          const respite = slot % 9 === 4;
          const admitted = addDays(today, respite ? -rnd.int(1, 20) : -rnd.int(10, 1400));
          residencies.push({
            resident_id: rid,
            facility_id: f.id,
            care_type: respite ? 'Respite' : 'Permanent',
            is_lead: false,
            support_level: respite ? 'Unknown' : rnd.chance(0.42) ? 'Supported' : rnd.chance(0.85) ? 'Unsupported' : 'Unknown',
            requested_admission_date: admitted,
            admission_date_utc: admitted,
            expected_departure_date: respite ? addDays(today, rnd.int(3, 30)) : null,
            bed_id: freeBeds[bedIndex++],
            created_on_utc: created,
          });
        } else if (slot < 70) {
          const admitted = addDays(today, -rnd.int(200, 2000));
          residencies.push({
            resident_id: rid,
            facility_id: f.id,
            care_type: rnd.chance(0.8) ? 'Permanent' : 'Respite',
            is_lead: false,
            support_level: rnd.chance(0.4) ? 'Supported' : 'Unsupported',
            requested_admission_date: admitted,
            admission_date_utc: admitted,
            departure_date_utc: addDays(admitted, rnd.int(20, 190)),
            departure_reason: rnd.pick(DEPARTURE_REASONS),
            created_on_utc: created,
          });
        } else {
          residencies.push({
            resident_id: rid,
            facility_id: f.id,
            care_type: rnd.chance(0.7) ? 'Permanent' : 'Respite',
            is_lead: true,
            is_archived: slot >= 77,
            requested_admission_date: addDays(today, rnd.int(-10, 60)),
            created_on_utc: new Date(`${addDays(today, -rnd.int(1, 90))}T03:00:00Z`),
          });
        }
      });
      const residencyIds = await insertMany(trx, 'residencies', residencies, true);
      residencyCount += residencyIds.length;

      const events: Record<string, unknown>[] = [];
      const leaves: Record<string, unknown>[] = [];
      const leaveTypes = ['Hospital', 'Social', 'Emergency'] as const;
      // Due back yesterday, today, tomorrow, later; and one without an expected return.
      const dueBack = [-1, 0, 1, 5, 12, null];
      let onLeave = 0;
      residencyIds.forEach((id, i) => {
        const r = residencies[i];
        if (r.admission_date_utc) events.push({ residency_id: id, event_type: 5, effective_date: r.admission_date_utc });
        if (r.departure_date_utc) events.push({ residency_id: id, event_type: 6, effective_date: r.departure_date_utc });
        if (r.admission_date_utc && !r.departure_date_utc) {
          const slot = i % 80;
          if (slot % 7 === 3 && (r.admission_date_utc as string) < addDays(today, -3)) {
            const due = dueBack[onLeave % dueBack.length];
            const type = leaveTypes[onLeave % 3];
            leaves.push({
              residency_id: id,
              type,
              kind: type === 'Social' ? 'Social' : null,
              start_date: addDays(today, -rnd.int(1, 3) + Math.min(0, due ?? 0)),
              expected_return_date: due === null ? null : addDays(today, due),
              return_date: null,
            });
            onLeave++;
          } else if (slot % 5 === 1 && (r.admission_date_utc as string) < addDays(today, -60)) {
            const start = addDays(today, -rnd.int(30, 55));
            leaves.push({
              residency_id: id,
              type: rnd.pick(leaveTypes),
              kind: null,
              start_date: start,
              expected_return_date: addDays(start, 4),
              return_date: addDays(start, rnd.int(2, 6)),
            });
          }
        }
      });
      await insertMany(trx, 'residency_events', events);
      await insertMany(trx, 'leaves', leaves);
    }

    // Independent living: Riverside Village
    {
      const fid = 4;
      const [locId] = await insertMany(trx, 'facility_locations', [{ facility_id: fid, name: 'Riverside Village' }], true);
      const typeIds = await insertMany(
        trx,
        'accommodation_types',
        ['One bedroom unit', 'Two bedroom unit', 'Villa'].map((name) => ({ facility_id: fid, name })),
        true,
      );
      const units: Record<string, unknown>[] = [];
      for (let s = 0; s < scale; s++) {
        for (let i = 0; i < 40; i++) {
          const status = i < 30 ? 'Occupied' : i < 37 ? 'Available' : i < 39 ? 'OutOfService' : 'Sold';
          units.push({
            facility_id: fid,
            facility_location_id: locId,
            accommodation_type_id: typeIds[i % 3],
            room_number: `U${String(s * 100 + i + 1).padStart(3, '0')}`,
            ilu_status: status,
          });
        }
      }
      const unitIds = await insertMany(trx, 'accommodations', units, true);
      unitCount += unitIds.length;

      interface Alloc {
        row: Record<string, unknown>;
        people: number;
        tours: Array<{ at: Date; completed: boolean }>;
        residency?: Record<string, unknown>;
      }
      const allocs: Alloc[] = [];
      const monthStart = `${today.slice(0, 8)}01`;
      unitIds.forEach((uid, i) => {
        const status = units[i].ilu_status;
        if (status === 'Occupied') {
          const occupied = addDays(today, -rnd.int(60, 2500));
          allocs.push({
            row: {
              facility_id: fid,
              accommodation_id: uid,
              deposit_paid_date: addDays(occupied, -rnd.int(20, 60)),
              occupied_date: occupied,
              created_on: new Date(`${addDays(occupied, -90)}T02:00:00Z`),
            },
            people: rnd.chance(0.35) ? 2 : 1,
            tours: [{ at: new Date(`${addDays(occupied, -80)}T01:00:00Z`), completed: true }],
            residency: { admission_date_utc: occupied },
          });
        }
      });
      // Enquiries: deposits on an available unit, completed tours, new this month, older ones.
      const available = unitIds.filter((_, i) => units[i].ilu_status === 'Available');
      for (let s = 0; s < scale; s++) {
        for (let k = 0; k < 14; k++) {
          const createdDate =
            k < 6
              ? addDays(monthStart, Math.min(k * 3, Math.max(0, Number(today.slice(8)) - 1)))
              : addDays(monthStart, -rnd.int(5, 120));
          const withDeposit = k % 4 === 1;
          const withTour = k % 3 !== 2;
          allocs.push({
            row: {
              facility_id: fid,
              accommodation_id: withDeposit ? available[(s * 14 + k) % available.length] : null,
              deposit_paid_date: withDeposit ? addDays(today, -rnd.int(0, 10)) : null,
              occupied_date: null,
              created_on: notAfterNow(new Date(`${createdDate}T0${rnd.int(0, 8)}:15:00Z`)),
            },
            people: k % 5 === 0 ? 2 : 1,
            tours: withTour
              ? [
                  {
                    at: new Date(`${addDays(today, k % 2 ? -rnd.int(1, 20) : rnd.int(1, 10))}T0${rnd.int(0, 6)}:30:00Z`),
                    completed: k % 2 === 1,
                  },
                ]
              : [],
          });
        }
      }
      const allocIds = await insertMany(
        trx,
        'independent_living_allocations',
        allocs.map((a) => a.row),
        true,
      );
      const people: Record<string, unknown>[] = [];
      allocs.forEach((a) => {
        for (let p = 0; p < a.people; p++) people.push(person());
      });
      const residentIds = await insertMany(trx, 'residents', people, true);
      residentCount += residentIds.length;
      const links: Record<string, unknown>[] = [];
      const residencies: Record<string, unknown>[] = [];
      const tours: Record<string, unknown>[] = [];
      let p = 0;
      allocs.forEach((a, i) => {
        for (let k = 0; k < a.people; k++) {
          const rid = residentIds[p++];
          links.push({ independent_living_allocation_id: allocIds[i], resident_id: rid, position: k + 1 });
          residencies.push({
            resident_id: rid,
            facility_id: fid,
            care_type: 'ILU',
            is_lead: !a.residency,
            requested_admission_date: a.residency ? a.residency.admission_date_utc : null,
            admission_date_utc: a.residency ? a.residency.admission_date_utc : null,
            independent_living_allocation_id: allocIds[i],
            created_on_utc: a.row.created_on,
          });
        }
        for (const t of a.tours)
          tours.push({ independent_living_allocation_id: allocIds[i], tour_date_time: t.at, completed: t.completed });
      });
      await insertMany(trx, 'ilu_allocation_residents', links);
      const residencyIds = await insertMany(trx, 'residencies', residencies, true);
      residencyCount += residencyIds.length;
      await insertMany(trx, 'ilu_tours', tours);
      const events: Record<string, unknown>[] = [];
      const leaves: Record<string, unknown>[] = [];
      const types = ['Hospital', 'Social', 'Respite'] as const;
      let n = 0;
      residencyIds.forEach((id, i) => {
        const r = residencies[i];
        if (!r.admission_date_utc) return;
        events.push({ residency_id: id, event_type: 5, effective_date: r.admission_date_utc });
        if (i % 9 === 2) {
          leaves.push({
            residency_id: id,
            type: types[n % 3],
            kind: null,
            start_date: addDays(today, -rnd.int(1, 6)),
            expected_return_date: addDays(today, [-1, 0, 1, 7][n % 4]),
            return_date: null,
          });
          n++;
        }
      });
      await insertMany(trx, 'residency_events', events);
      await insertMany(trx, 'leaves', leaves);
    }

    // Leads area: board statuses and order, tours, expected AN-ACC, the AN-ACC fixed component (DEMO BCT).
    residencyCount += await generateLeadDemoData(trx, {
      today,
      seed: options.seed ?? 20260101,
      facilityIds: DEMO_FACILITIES.filter((x) => x.type === 'AgeCare').map((x) => x.id),
    });

    // Administration area: types with prices, out-of-service periods, GL mappings, optional services...
    await generateAdminDemoData(trx, {
      today,
      organisationId: orgId,
      facilities: DEMO_FACILITIES.map((x) => ({ id: x.id, type: x.type })),
    });

    // Resident finance: rate schedules, residents' fees and funding, accounts from past fee runs.
    await generateFinanceDemoData(trx, {
      today,
      organisationId: orgId,
      facilities: DEMO_FACILITIES.map((x) => ({ id: x.id, type: x.type })),
    });

    // Funding: what each aged-care facility submitted to Medicare and what Medicare answered (the events page).
    await seedMedicareEventsDemo(trx, { today, facilities: DEMO_FACILITIES.map((x) => ({ id: x.id, type: x.type })) });
    // ...and the rest of the Medicare history Services Australia (its simulator) pays the statements from.
    await seedMedicareHistoryDemo(trx, {
      today,
      organisationId: orgId,
      facilities: DEMO_FACILITIES.map((x) => ({ id: x.id, type: x.type })),
    });
    // ...and the statements it published for the last six months, fetched and reconciled by the finance team.
    await seedStatementsDemo(
      trx,
      { today, organisationId: orgId, facilities: DEMO_FACILITIES.map((x) => ({ id: x.id, type: x.type })) },
      options.statements !== false,
    );

    // Independent living's finance (prices, dates, DMF, ingoing contributions, optional services, earlier residents
    // vacated and settled): after everything else, on a random stream of its own, so nothing above moves.
    await seedIluFinanceDemo(trx, {
      today,
      facilityIds: DEMO_FACILITIES.filter((x) => x.type === 'IndependentLiving').map((x) => x.id),
      rnd: prng((options.seed ?? 20260101) ^ 0x2c1b3c6d),
      person,
    });

    // Sundry charges of the aged-care facilities (some posted to the residents' accounts, some drafts): last, so nothing
    // above moves.
    await seedSundryChargesDemo(trx, {
      today,
      organisationId: orgId,
      facilityIds: DEMO_FACILITIES.filter((x) => x.type === 'AgeCare').map((x) => x.id),
      userId: (await trx.selectFrom('users').select('id').where('email', '=', DEMO_USERS[0].email).executeTakeFirstOrThrow()).id,
    });

    return { residents: residentCount, residencies: residencyCount, beds: bedCount, units: unitCount, users: DEMO_USERS.length };
  });
}
