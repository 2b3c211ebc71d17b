/**
 * Who is in a room or unit now, the one definition every accommodation rule reads: a resident is assigned to a bed
 * when their residency there is admitted, not departed, not a lead and not archived; a unit has residents while an
 * allocation names it and is not archived or departed.
 */
import { sql } from 'kysely';
import { currentResidency } from '../../residents/index';

/** Whether a residency is current, a bed holds a current resident, or is out of service on a day: the residents area's definitions. */
export { bedOccupied, bedOutOfServiceOn, currentResidency } from '../../residents/index';

/** Residents in the beds of the room `roomRef` (rooms) plus open allocations of it (units). */
export function residentsInAccommodation(roomRef: string) {
  return sql<number>`((select count(*) from beds b join residencies o on o.bed_id = b.id
      where b.accommodation_id = ${sql.ref(roomRef)} and ${currentResidency('o')})
    + (select count(*) from independent_living_allocations ila
      where ila.accommodation_id = ${sql.ref(roomRef)} and not ila.is_archived and ila.departure_date is null))::int`;
}
