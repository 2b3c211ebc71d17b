/**
 * SQL of the reports on residents' AN-ACC classes: the palliative assessments, the potential reassessments and the
 * care minutes. Each joins the funding area's class in force (`assessedClassesOnQuery`) and, for the reassessments, the
 * residents area's latest hospital leave, as derived tables: one statement in the report's order (a unique order).
 */
import { sql } from 'kysely';
import { PotentialReclassificationReasons, type PotentialReclassificationReason } from 'shared-domain/enums';
import type { ScopedDb } from '../../../db/scoped';
import { assessedClassesOnQuery, classWeightsInForceQuery } from '../../funding/index';
import { currentResidency, inCareDuring, latestHospitalLeavesQuery } from '../../residents/index';

const PALLIATIVE_CLASS = 1;

/**
 * The facility's current residents assessed as palliative (marked palliative, or whose class in force is Class 1,
 * "Admit for palliative care"), with their class in force and the day it took effect.
 */
export function palliativeAssessmentsQuery(s: ScopedDb, today: string) {
  return s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .leftJoin('beds as b', 'b.id', 'r.bed_id')
    .leftJoin('accommodations as a', 'a.id', 'b.accommodation_id')
    .leftJoin(assessedClassesOnQuery(s, today).as('c'), 'c.residency_id', 'r.id')
    .select([
      'r.id',
      'r.created_on_utc',
      'p.first_name',
      'p.last_name',
      'a.room_number',
      'b.name as bed_name',
      'r.admission_date_utc',
      'r.palliative_status',
      'c.anacc_class',
      'c.effective_date',
    ])
    .where(currentResidency('r'))
    .where('r.care_type', 'in', ['Permanent', 'Respite'])
    .where((eb) => eb.or([eb('r.palliative_status', '=', true), eb('c.anacc_class', '=', PALLIATIVE_CLASS)]))
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('r.id');
}

/**
 * The facility's current permanent residents who may be reassessed, once per reason (respite residents are not
 * reassessed): Hospitalisation (2) when their latest hospital leave started on or after their class took effect, Time
 * (3) when their class took effect on or before `dueByTime` (shared-domain/funding/reassessment's day); `reasonId` 0
 * keeps both.
 */
export function potentialReassessmentsQuery(
  s: ScopedDb,
  a: { today: string; dueByTime: string; reasonId: PotentialReclassificationReason },
) {
  const H = PotentialReclassificationReasons.Hospitalisation;
  const T = PotentialReclassificationReasons.Time;
  let q = s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .innerJoin(assessedClassesOnQuery(s, a.today).as('c'), 'c.residency_id', 'r.id')
    .leftJoin(latestHospitalLeavesQuery(s, a.today).as('hl'), 'hl.residency_id', 'r.id')
    .innerJoin(sql<{ reason_id: number }>`(values (${sql.lit(H)}), (${sql.lit(T)}))`.as<'x'>(sql`x(reason_id)`), (j) =>
      j.onTrue(),
    )
    .leftJoin('beds as b', 'b.id', 'r.bed_id')
    .leftJoin('accommodations as a', 'a.id', 'b.accommodation_id')
    .select([
      sql<string>`r.id || ':' || x.reason_id`.as('id'),
      'r.id as residency_id',
      'r.created_on_utc',
      'x.reason_id',
      'p.first_name',
      'p.last_name',
      'a.room_number',
      'b.name as bed_name',
      'c.anacc_class',
      'c.effective_date',
      'hl.start_date as leave_start_date',
      'hl.return_date as leave_return_date',
    ])
    .where(currentResidency('r'))
    .where('r.care_type', '=', 'Permanent')
    .where((eb) =>
      eb.or([
        eb.and([eb('x.reason_id', '=', H), eb('hl.start_date', '>=', eb.ref('c.effective_date'))]),
        eb.and([eb('x.reason_id', '=', T), eb('c.effective_date', '<=', a.dueByTime)]),
      ]),
    );
  if (a.reasonId !== PotentialReclassificationReasons.All) q = q.where('x.reason_id', '=', a.reasonId);
  return q.orderBy('p.last_name').orderBy('p.first_name').orderBy('r.id').orderBy('x.reason_id');
}

/**
 * Each permanent and respite resident in care over [fromDate, toDate], with their days in care in it (from the later
 * of the admission and the first day to the earlier of the day before departure and the last day), the class in force
 * on the last day (or the last they had) and its care minutes per day (the class weights of the care funding rate in
 * force on the last day). The facility's total comes after the residents (is_total): days and minutes summed.
 */
export function careMinutesQuery(s: ScopedDb, a: { fromDate: string; toDate: string }) {
  const days = sql<number>`(least(${a.toDate}::date, coalesce(r.departure_date_utc - 1, ${a.toDate}::date))
        - greatest(${a.fromDate}::date, r.admission_date_utc) + 1)`;
  const inCare = () =>
    s
      .selectFrom('residencies', 'r')
      .innerJoin('residents as p', 'p.id', 'r.resident_id')
      .leftJoin(assessedClassesOnQuery(s, a.toDate).as('c'), 'c.residency_id', 'r.id')
      .leftJoin(classWeightsInForceQuery(s, a.toDate).as('w'), 'w.anaccClass', 'c.anacc_class')
      .where(inCareDuring('r', a.fromDate, a.toDate))
      .where('r.care_type', 'in', ['Permanent', 'Respite']);
  const residents = inCare().select([
    sql<number>`0`.as('is_total'),
    'r.id',
    'r.created_on_utc',
    'p.first_name',
    'p.last_name',
    'c.anacc_class',
    sql<number>`${days}::int`.as('days'),
    sql<number | null>`w."totalCareMinutes"`.as('care_minutes'),
    sql<number | null>`w."registeredNurseCareMinutes"`.as('rn_minutes'),
    sql<number>`(${days} * coalesce(w."totalCareMinutes", 0))::int`.as('care_target'),
    sql<number>`(${days} * coalesce(w."registeredNurseCareMinutes", 0))::int`.as('rn_target'),
  ]);
  const total = inCare().select([
    sql<number>`1`.as('is_total'),
    sql<number>`0`.as('id'),
    sql<Date>`now()`.as('created_on_utc'),
    sql<string>`''`.as('first_name'),
    sql<string>`${FACILITY_TOTAL}`.as('last_name'),
    sql<number | null>`null::int`.as('anacc_class'),
    sql<number>`coalesce(sum(${days}), 0)::int`.as('days'),
    sql<number | null>`null::int`.as('care_minutes'),
    sql<number | null>`null::int`.as('rn_minutes'),
    sql<number>`coalesce(sum(${days} * coalesce(w."totalCareMinutes", 0)), 0)::int`.as('care_target'),
    sql<number>`coalesce(sum(${days} * coalesce(w."registeredNurseCareMinutes", 0)), 0)::int`.as('rn_target'),
  ]);
  return residents.unionAll(total).orderBy('is_total').orderBy('last_name').orderBy('first_name').orderBy('id');
}

/** The last name of the care minutes report's total row. */
export const FACILITY_TOTAL = 'Facility total';
