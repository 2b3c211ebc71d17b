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
 * reassessed): Hospitalisation (2) when their latest hospital stay of at least `hospitalStayMinDays` started on or after
 * their class took effect, Time (3) when their class is in one of the intervals and took effect on or before its latest
 * due day (shared-domain/funding/reassessment's rule); `reasonId` 0 keeps both.
 */
export function potentialReassessmentsQuery(
  s: ScopedDb,
  a: {
    today: string;
    dueByTime: ReadonlyArray<{ fromClass: number; toClass: number; latest: string }>;
    hospitalStayMinDays: number;
    reasonId: PotentialReclassificationReason;
  },
) {
  const H = PotentialReclassificationReasons.Hospitalisation;
  const T = PotentialReclassificationReasons.Time;
  let q = s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .innerJoin(assessedClassesOnQuery(s, a.today).as('c'), 'c.residency_id', 'r.id')
    .leftJoin(latestHospitalLeavesQuery(s, a.today, a.hospitalStayMinDays).as('hl'), 'hl.residency_id', 'r.id')
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
        eb.and([
          eb('x.reason_id', '=', T),
          eb.or(
            a.dueByTime.map((d) =>
              eb.and([
                eb('c.anacc_class', '>=', d.fromClass),
                eb('c.anacc_class', '<=', d.toClass),
                eb('c.effective_date', '<=', d.latest),
              ]),
            ),
          ),
        ]),
      ]),
    );
  if (a.reasonId !== PotentialReclassificationReasons.All) q = q.where('x.reason_id', '=', a.reasonId);
  return q.orderBy('p.last_name').orderBy('p.first_name').orderBy('r.id').orderBy('x.reason_id');
}

/**
 * Each permanent and respite resident in care over [fromDate, toDate], with their days in care in it (from the later
 * of the admission and the first day to the earlier of the day before departure and the last day), the class in force
 * on the last day (or the last they had) and its care minutes per day (the class weights of the care funding rate in
 * force on the last day); a resident's target = days x minutes per day (a class without minutes entered counts none).
 * Every row also carries the facility's totals over all the rows (window sums, so a page of the report and each line of
 * its export hold them): resident days, and the care and registered nurse minutes its residents' classes fund, which
 * is the facility's target for the dates.
 */
export function careMinutesQuery(s: ScopedDb, a: { fromDate: string; toDate: string }) {
  const days = sql<number>`(least(${a.toDate}::date, coalesce(r.departure_date_utc - 1, ${a.toDate}::date))
        - greatest(${a.fromDate}::date, r.admission_date_utc) + 1)`;
  const care = sql<number>`${days} * coalesce(w."totalCareMinutes", 0)`;
  const rn = sql<number>`${days} * coalesce(w."registeredNurseCareMinutes", 0)`;
  return s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .leftJoin(assessedClassesOnQuery(s, a.toDate).as('c'), 'c.residency_id', 'r.id')
    .leftJoin(classWeightsInForceQuery(s, a.toDate).as('w'), 'w.anaccClass', 'c.anacc_class')
    .select([
      'r.id',
      'r.created_on_utc',
      'p.first_name',
      'p.last_name',
      'c.anacc_class',
      sql<number>`${days}::int`.as('days'),
      'w.totalCareMinutes as care_minutes',
      'w.registeredNurseCareMinutes as rn_minutes',
      sql<number>`(${care})::int`.as('care_target'),
      sql<number>`(${rn})::int`.as('rn_target'),
      sql<number>`(sum(${days}) over ())::int`.as('facility_days'),
      sql<number>`(sum(${care}) over ())::int`.as('facility_care_target'),
      sql<number>`(sum(${rn}) over ())::int`.as('facility_rn_target'),
    ])
    .where(inCareDuring('r', a.fromDate, a.toDate))
    .where('r.care_type', 'in', ['Permanent', 'Respite'])
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('r.id');
}
