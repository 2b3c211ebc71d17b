/** SQL of the shell's calls and the AgeCare dashboard: the current facility's figures through the scoped access. */
import { sql } from 'kysely';
import { memoQuery } from '../../db/memo';
import type { ScopedDb } from '../../db/scoped';
import { bedsInService, currentResidency } from '../residents/index';

/** Residencies currently in the facility, by the residents area's one rule (index-only on residencies_current_idx). */
function currentResidencies(s: ScopedDb) {
  return s.selectFrom('residencies', 'rs').where(currentResidency('rs'));
}

export async function featureFlags(s: ScopedDb) {
  const [system, facility] = await Promise.all([
    s.selectFromReference('system_feature_flags', 'x').select(['x.name', 'x.value']).execute(),
    s.selectFrom('facility_feature_flags', 'x').select(['x.name', 'x.value']).execute(),
  ]);
  return { system: new Map(system.map((r) => [r.name, r.value])), facility: new Map(facility.map((r) => [r.name, r.value])) };
}

export function activeBanners(s: ScopedDb, facilityType: 'AgeCare' | 'IndependentLiving') {
  return s
    .selectFromReference('banner_messages', 'b')
    .select(['b.id', 'b.is_active', 'b.is_rac', 'b.is_ilu', 'b.message'])
    .where('b.is_active', '=', sql.lit(true))
    .where(facilityType === 'AgeCare' ? 'b.is_rac' : 'b.is_ilu', '=', true)
    .orderBy('b.id')
    .execute();
}

/**
 * Registered beds and current residents by care type and support level, in one statement (the bed count and, when
 * asked, the organisation's device expiry date ride as sub-queries on the residents' counts).
 */
const occupancyQuery = memoQuery(
  'shell.occupancy',
  (s, options: { deviceExpiry: boolean; leaveOn: string | null }) => {
    const beds = bedsInService(s).select(sql<number>`count(*)`.as('count'));
    const expiry = s.selectOwnOrganisation('o').select('o.device_expiry_date');
    return currentResidencies(s).select([
      sql<number>`(${beds})`.as('registeredBeds'),
      sql<number>`count(*) filter (where rs.care_type = 'Permanent')`.as('permanent'),
      sql<number>`count(*) filter (where rs.care_type = 'Respite')`.as('respite'),
      sql<number>`count(*) filter (where rs.support_level = 'Supported')`.as('supported'),
      sql<number>`count(*)`.as('total'),
      (options.deviceExpiry ? sql<string | null>`(${expiry})` : sql<string | null>`null::date`).as('deviceExpiryDate'),
      // With `leaveOn`: the open leaves of residentsOnLeave(s, leaveOn), in its order, as JSON (one statement for the dashboard).
      (options.leaveOn === null
        ? sql<OnLeave[] | string | null>`null::json`
        : sql<OnLeave[] | string | null>`(${openLeavesJson(s, options.leaveOn)})`
      ).as('leave'),
    ]);
  },
  { genericPlan: true },
);

export async function occupancy(s: ScopedDb, options: { deviceExpiry?: boolean; leaveOn?: string } = {}) {
  const [row] = await occupancyQuery(s, { deviceExpiry: !!options.deviceExpiry, leaveOn: options.leaveOn ?? null });
  const leave = typeof row.leave === 'string' ? (JSON.parse(row.leave) as OnLeave[]) : (row.leave ?? []);
  return { ...row, registeredBeds: Number(row.registeredBeds), leave };
}

export type OnLeave = Awaited<ReturnType<typeof residentsOnLeave>>[number];

/** residentsOnLeave's rows as one JSON array (same columns, same order): a sub-query for a dashboard's one statement. */
export function openLeavesJson(s: ScopedDb, today: string) {
  return currentResidencies(s)
    .innerJoin('leaves as l', 'l.residency_id', 'rs.id')
    .innerJoin('residents as r', 'r.id', 'rs.resident_id')
    .select(
      sql<OnLeave[]>`coalesce(json_agg(json_build_object('residentId', r.id, 'first_name', r.first_name, 'last_name', r.last_name,
        'type', l.type, 'start_date', l.start_date, 'expected_return_date', l.expected_return_date)
        order by l.expected_return_date asc nulls last, r.last_name, r.first_name), '[]'::json)`.as('leave'),
    )
    .where('l.return_date', 'is', null)
    .where('l.is_reversed', '=', sql.lit(false))
    .where('l.start_date', '<=', today);
}

/** Open leaves (not returned, not reversed, started) of the facility's current residents. */
export function residentsOnLeave(s: ScopedDb, today: string) {
  return currentResidencies(s)
    .innerJoin('leaves as l', 'l.residency_id', 'rs.id')
    .innerJoin('residents as r', 'r.id', 'rs.resident_id')
    .select(['r.id as residentId', 'r.first_name', 'r.last_name', 'l.type', 'l.start_date', 'l.expected_return_date'])
    .where('l.return_date', 'is', null)
    .where('l.is_reversed', '=', sql.lit(false))
    .where('l.start_date', '<=', today)
    .orderBy(sql`l.expected_return_date asc nulls last`)
    .orderBy('r.last_name')
    .orderBy('r.first_name')
    .execute();
}

/** The device expiry date of the caller's organisation. */
export async function deviceExpiryDate(s: ScopedDb): Promise<string | null> {
  const row = await s.selectOwnOrganisation('o').select('o.device_expiry_date').executeTakeFirst();
  return row?.device_expiry_date ?? null;
}
