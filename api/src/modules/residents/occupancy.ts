/**
 * Who lives here now, the one definition every module reads (the residents area owns it; others import it through
 * residents/index.ts): a current residency is admitted, not departed, not a lead and not archived; a bed is occupied
 * while a current residency holds it, and out of service on a day while an undeleted out-of-service period covers it.
 */
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/scoped';

/** Whether the residency aliased `alias` is current: admitted, not departed, not a lead, not archived. */
export function currentResidency(alias: string) {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(${col('admission_date_utc')} is not null and ${col('departure_date_utc')} is null
    and not ${col('is_lead')} and not ${col('is_archived')})`;
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
