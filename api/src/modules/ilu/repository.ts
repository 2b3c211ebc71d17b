/** SQL of the independent-living dashboard: the current facility's units, open enquiries and leave. */
import { sql } from 'kysely';
import { memoQuery } from '../../db/memo';
import type { ScopedDb } from '../../db/scoped';
import { openLeavesJson, type OnLeave } from '../shell/index';

/** An instant as the contract writes it (`Date.toISOString()`: UTC, milliseconds, `Z`), formatted in SQL. */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** An available unit of the facility, as the dashboard lists it. */
export interface AvailableUnit {
  accommodationId: number;
  roomNumber: string;
  accommodationName: string | null;
}

/** An open enquiry (allocation not archived, not yet occupied) with its first two residents, unit and latest completed tour. */
export interface OpenEnquiry {
  id: number;
  depositPaidDate: string | null;
  /** ISO instant. */
  createdOn: string;
  accommodationId: number | null;
  roomNumber: string | null;
  firstResidentId: number | null;
  firstName: string | null;
  secondName: string | null;
  /** ISO instant of the latest completed tour, or null. */
  completedTour: string | null;
}

/**
 * The whole dashboard in one statement (one round trip), compiled once per facility and run on a generic plan: the unit
 * counts over the facility's active units, with the available units, the open enquiries (newest first) and the open
 * leaves as JSON sub-queries. An enquiry's unit is looked up by its id (index) rather than joined: a join lets a generic
 * plan hash every facility's units to find the few that enquiries name.
 */
const dashboardQuery = memoQuery(
  'ilu.dashboard',
  (s, { today }: { today: string }) => {
    const available = s
      .selectFrom('accommodations', 'u')
      .leftJoin('accommodation_types as t', 't.id', 'u.accommodation_type_id')
      .select(
        sql<AvailableUnit[]>`coalesce(json_agg(json_build_object('accommodationId', u.id, 'roomNumber', u.room_number,
          'accommodationName', t.name) order by u.room_number), '[]'::json)`.as('available'),
      )
      .where('u.is_active', '=', sql.lit(true))
      .where('u.ilu_status', '=', sql.lit('Available'));
    const room = s
      .selectFrom('accommodations', 'ea')
      .select('ea.room_number')
      .where(sql<boolean>`ea.id = ila.accommodation_id`);
    const enquiries = s
      .selectFrom('independent_living_allocations', 'ila')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('ilu_allocation_residents as ar')
            .innerJoin('residents as r', 'r.id', 'ar.resident_id')
            .select([
              sql<number | null>`(array_agg(ar.resident_id order by ar.position, ar.resident_id))[1]`.as('first_resident_id'),
              sql<string | null>`(array_agg(r.first_name || ' ' || r.last_name order by ar.position, ar.resident_id))[1]`.as(
                'first_name',
              ),
              sql<string | null>`(array_agg(r.first_name || ' ' || r.last_name order by ar.position, ar.resident_id))[2]`.as(
                'second_name',
              ),
            ])
            .whereRef('ar.independent_living_allocation_id', '=', 'ila.id')
            .as('p'),
        (join) => join.onTrue(),
      )
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('ilu_tours as t')
            .select(sql<Date | null>`max(t.tour_date_time)`.as('completed_tour'))
            .whereRef('t.independent_living_allocation_id', '=', 'ila.id')
            .where('t.completed', '=', sql.lit(true))
            .as('t'),
        (join) => join.onTrue(),
      )
      .select(
        sql<OpenEnquiry[]>`coalesce(json_agg(json_build_object('id', ila.id, 'depositPaidDate', ila.deposit_paid_date,
          'createdOn', ${iso('ila.created_on')}, 'accommodationId', ila.accommodation_id, 'roomNumber', (${room}),
          'firstResidentId', p.first_resident_id, 'firstName', p.first_name, 'secondName', p.second_name,
          'completedTour', ${iso('t.completed_tour')}) order by ila.created_on desc, ila.id desc), '[]'::json)`.as('enquiries'),
      )
      .where('ila.is_archived', '=', sql.lit(false))
      .where('ila.occupied_date', 'is', null);
    return s
      .selectFrom('accommodations', 'a')
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) filter (where a.ilu_status = 'Occupied'))::int`.as('occupied'),
        sql<AvailableUnit[]>`(${available})`.as('available'),
        sql<OpenEnquiry[]>`(${enquiries})`.as('enquiries'),
        sql<OnLeave[]>`(${openLeavesJson(s, today)})`.as('leave'),
      ])
      .where('a.is_active', '=', sql.lit(true));
  },
  { genericPlan: true },
);

/** The dashboard's figures: unit counts, available units, open enquiries and the open leaves of the current residents. */
export async function dashboardFigures(s: ScopedDb, today: string) {
  const [row] = await dashboardQuery(s, { today });
  return {
    total: row.total,
    occupied: row.occupied,
    available: json(row.available),
    enquiries: json(row.enquiries),
    leave: json(row.leave),
  };
}

/** A JSON column: parsed by the pg driver, text from a driver that leaves json alone. */
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
