/**
 * Who is in a room or unit now, the one definition every accommodation rule reads: a resident is assigned to a bed
 * when their residency there is admitted, not departed, not a lead and not archived; a unit has residents while an
 * allocation names it and is not archived or departed.
 */
import { sql } from 'kysely';

/** Whether the bed `bedRef` holds a current resident. */
export function bedOccupied(bedRef: string) {
  return sql<boolean>`exists (select 1 from residencies o where o.bed_id = ${sql.ref(bedRef)}
    and o.admission_date_utc is not null and o.departure_date_utc is null and not o.is_lead and not o.is_archived)`;
}

/** Residents in the beds of the room `roomRef` (rooms) plus open allocations of it (units). */
export function residentsInAccommodation(roomRef: string) {
  return sql<number>`((select count(*) from beds b join residencies o on o.bed_id = b.id
      where b.accommodation_id = ${sql.ref(roomRef)} and o.admission_date_utc is not null and o.departure_date_utc is null
        and not o.is_lead and not o.is_archived)
    + (select count(*) from independent_living_allocations ila
      where ila.accommodation_id = ${sql.ref(roomRef)} and not ila.is_archived and ila.departure_date is null))::int`;
}

/** Whether the bed `bedRef` is out of service on `day`: an undeleted period covering the day. */
export function bedOutOfServiceOn(bedRef: string, day: string) {
  return sql<boolean>`exists (select 1 from bed_out_of_service_periods p where p.bed_id = ${sql.ref(bedRef)}
    and not p.is_deleted and p.start_date <= ${day}::date and (p.end_date is null or p.end_date >= ${day}::date))`;
}
