/** SQL of lead tours (seed 001 "Tour"): one tour per lead, its facilitators (users of the facility). */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ScopedDb } from '../../../db/scoped';

type TourValues = Omit<Insertable<Database['lead_tours']>, 'facility_id'>;

/** Users who can facilitate a tour at the facility: active, not system users, organisation managers or members. */
export async function tourFacilitators(s: ScopedDb): Promise<Array<{ id: number; name: string }>> {
  return s
    .selectFromOrganisation('users', 'u')
    .innerJoin('roles as ro', 'ro.id', 'u.role_id')
    .select(['u.id', sql<string>`u.first_name || ' ' || u.last_name`.as('name')])
    .where('u.is_active', '=', true)
    .where('u.is_system_user', '=', false)
    .where((eb) =>
      eb.or([
        eb('ro.is_organisation_manager', '=', true),
        eb.exists(
          eb
            .selectFrom('user_facilities as uf')
            .select('uf.user_id')
            .whereRef('uf.user_id', '=', 'u.id')
            .where('uf.facility_id', '=', s.facilityId),
        ),
      ]),
    )
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.id')
    .execute();
}

/** Whether the user works in this facility (an organisation manager, or a user given the facility). */
export async function isFacilityUser(s: ScopedDb, userId: number): Promise<boolean> {
  const row = await s
    .selectFromOrganisation('users', 'u')
    .innerJoin('roles as ro', 'ro.id', 'u.role_id')
    .select('u.id')
    .where('u.id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('ro.is_organisation_manager', '=', true),
        eb.exists(
          eb
            .selectFrom('user_facilities as uf')
            .select('uf.user_id')
            .whereRef('uf.user_id', '=', 'u.id')
            .where('uf.facility_id', '=', s.facilityId),
        ),
      ]),
    )
    .executeTakeFirst();
  return !!row;
}

export async function insertTour(t: ScopedDb, values: TourValues) {
  return t.insertInto('lead_tours', values).returningAll().executeTakeFirstOrThrow();
}

/** Updates the tour under optimistic concurrency: undefined when someone else changed it first. */
export async function updateTour(
  t: ScopedDb,
  tour: { residencyId: number; tourId: number },
  version: number,
  values: Updateable<Database['lead_tours']>,
) {
  // The lead's own tour, wherever it was booked (a lead transferred here keeps it).
  const tourId = tour.tourId;
  return t
    .residency(tour)
    .updateOwned('lead_tours')
    .set({ ...values, version: sql<number>`version + 1` })
    .where('id', '=', tourId)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteTour(t: ScopedDb, tour: { residencyId: number; tourId: number }): Promise<void> {
  await t.residency(tour).deleteOwned('lead_tours').where('id', '=', tour.tourId).execute();
}
