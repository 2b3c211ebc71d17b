/** SQL of the card changes made on the board: status and order (common/repository), contract signed, deceased, wing. */
import { sql, type Updateable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';

/** Sets lead columns (the lead row is locked by the caller) and moves its version on. */
export async function updateLead(t: ScopedDb, residencyId: number, set: Updateable<Database['residencies']>): Promise<void> {
  await t
    .updateTable('residencies')
    .set({ ...set, version: sql<number>`version + 1` })
    .where('id', '=', residencyId)
    .execute();
}

/** The person is deceased (or not). */
export async function setDeceased(t: ScopedDb, person: ResolvedResident, isDeceased: boolean): Promise<void> {
  await t
    .person(person)
    .updateResident()
    .set({ is_deceased: isDeceased, version: sql<number>`version + 1` })
    .execute();
}
