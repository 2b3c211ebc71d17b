/** SQL of the profile photo (person-owned: one per person, reached through the resolved person). */
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';

export function findPhoto(s: ScopedDb, person: ResolvedResident) {
  return s
    .selectFromPerson('resident_photos', person)
    .select(['mime_type', 'content', 'photo_taken_date_utc'])
    .executeTakeFirst();
}

export async function savePhoto(
  s: ScopedDb,
  person: ResolvedResident,
  values: { mime_type: 'image/jpeg' | 'image/png'; content: Buffer; photo_taken_date_utc: Date },
) {
  const row = { ...values, updated_by_user_id: s.userId };
  await s
    .person(person)
    .insertInto('resident_photos', row)
    .onConflict((oc) => oc.column('resident_id').doUpdateSet(row))
    .execute();
}

/** True when there was a photo to delete. */
export async function deletePhoto(s: ScopedDb, person: ResolvedResident): Promise<boolean> {
  const r = await s.person(person).deleteFrom('resident_photos').executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
