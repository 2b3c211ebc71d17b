/** SQL of the resident notes: notes are facility-owned (a facility sees the notes written there). */
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';

/** The person's notes in the facility with their author. */
export function notesOf(s: ScopedDb, residentId: number) {
  return s
    .selectFrom('resident_notes', 'n')
    .leftJoin('users as u', 'u.id', 'n.created_by_user_id')
    .select(['n.id', 'n.note', 'n.is_pinned', 'n.modified_on_utc', 'n.created_on_utc', 'u.first_name', 'u.last_name'])
    .where('n.resident_id', '=', residentId);
}
export type NoteRow = Awaited<ReturnType<ReturnType<typeof notesOf>['executeTakeFirstOrThrow']>>;

export function findNote(s: ScopedDb, residentId: number, noteId: number) {
  return notesOf(s, residentId).where('n.id', '=', noteId).executeTakeFirstOrThrow();
}

export async function insertNote(s: ScopedDb, person: ResolvedResident, note: string): Promise<number> {
  const row = await s
    .insertInto('resident_notes', { resident_id: person.residentId, note, created_by_user_id: s.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPinned(s: ScopedDb, noteId: number, pinned: boolean): Promise<void> {
  await s
    .updateTable('resident_notes')
    .set((eb) => ({ is_pinned: pinned, version: eb('version', '+', 1) }))
    .where('id', '=', noteId)
    .execute();
}
