/**
 * Who lives here now, the one definition every module reads (the residents area's: it re-exports this file through
 * residents/index.ts; finance and funding, which the residents area imports, read it here to avoid an import cycle): a
 * current residency is admitted, not departed and not a lead. Only a lead is ever archived (archiving is a lead action
 * and an archived lead is restored before it is admitted), so "not archived" adds nothing, and the rule is exactly the
 * predicate of the partial indexes residencies_current_idx and residencies_current_count_idx that the dashboard and the
 * resident list count from. A residency is in care over a period when it was admitted by its end and had not departed
 * before its start; a bed is occupied while a current residency holds it, and out of service on a day while an
 * undeleted out-of-service period covers it. The facility's beds are counted by one rule too (`activeBeds`,
 * `bedsInService`).
 */
import { sql } from 'kysely';
import type { ScopedDb } from './scoped';

/** Whether the residency aliased `alias` is current: admitted, not departed, not a lead (a lead alone is ever archived). */
export function currentResidency(alias: string) {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(${col('admission_date_utc')} is not null and ${col('departure_date_utc')} is null
    and not ${col('is_lead')})`;
}

/**
 * Whether the residency aliased `alias` was in care on some day of [first, last]: admitted by `last`, not departed
 * before `first` (a departure on `first` ends the stay that day), not a lead.
 */
export function inCareDuring(alias: string, first: string, last: string) {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(${col('admission_date_utc')} is not null and ${col('admission_date_utc')} <= ${last}
    and (${col('departure_date_utc')} is null or ${col('departure_date_utc')} > ${first})
    and not ${col('is_lead')})`;
}

/** The facility's current residencies (`r`) with their person (`p`): "current residents here". */
export function currentResidentsHere(s: ScopedDb) {
  return s.selectFrom('residencies', 'r').innerJoin('residents as p', 'p.id', 'r.resident_id').where(currentResidency('r'));
}

/** Whether the bed `bedRef` holds a current resident. */
export function bedOccupied(bedRef: string) {
  return sql<boolean>`exists (select 1 from residencies o where o.bed_id = ${sql.ref(bedRef)} and ${currentResidency('o')})`;
}

/** Whether the bed `bedRef` is out of service on `day`: an undeleted period covering the day. */
export function bedOutOfServiceOn(bedRef: string, day: string) {
  return sql<boolean>`exists (select 1 from bed_out_of_service_periods p where p.bed_id = ${sql.ref(bedRef)}
    and not p.is_deleted and p.start_date <= ${day}::date and (p.end_date is null or p.end_date >= ${day}::date))`;
}

/**
 * The facility's beds (`b`), the one rule every bed figure counts: a bed counts while it is active. A deleted room's beds
 * are deactivated with it and a deleted room takes no change, so an active bed is always in an active room (no join).
 * The AN-ACC fixed component's "Number of beds" counts these.
 */
export function activeBeds(s: ScopedDb) {
  return s.selectFrom('beds', 'b').where('b.is_active', '=', sql.lit(true));
}

/**
 * The active beds in service: not flagged out of service (the flag follows the out-of-service periods covering today).
 * The dashboard's "Registered beds" counts these, so it is "Number of beds" less the beds out of service (docs/decisions.md).
 * Literals, not parameters, so the count reads the partial index beds_registered_idx alone.
 */
export function bedsInService(s: ScopedDb) {
  return activeBeds(s).where('b.is_out_of_service', '=', sql.lit(false));
}
