/** Resident notes (seed 000 §3 "Note"): add, list (pinned first, newest first, paged by 10), pin and unpin. */
import { validateNote } from 'shared-domain/resident-record';
import type { ResidentNote } from 'shared-domain/contracts/resident-responses';
import type { NotesQuery } from 'shared-domain/contracts/residents';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError } from '../../../http/errors';
import { paginate } from '../../../http/paging';
import * as repo from './repository';

function mapNote(n: repo.NoteRow): ResidentNote {
  return {
    id: n.id,
    note: n.note,
    modifiedOn: n.modified_on_utc.toISOString(),
    isNotePinned: n.is_pinned,
    userFirstName: n.first_name ?? '',
    userLastName: n.last_name ?? '',
  };
}

export async function listNotes(s: ScopedDb, residentId: number, paging: NotesQuery) {
  const person = await s.resolve.resident(residentId);
  return paginate(repo.notesOf(s, person.residentId), paging, {
    createdColumn: 'n.created_on_utc',
    order: (qb) => qb.orderBy('n.is_pinned', 'desc').orderBy('n.modified_on_utc', 'desc').orderBy('n.id', 'desc'),
    map: mapNote,
  });
}

/** POST residents/{id}/resident-notes: 'Please enter a note.' when blank, at most 4000 characters once trimmed. */
export async function addNote(s: ScopedDb, residentId: number, text: string) {
  const note = text.trim();
  const errors = validateNote(note);
  if (Object.keys(errors).length) throw new ModelStateError(errors);
  const person = await s.resolve.resident(residentId);
  const id = await s.transaction(async (t) => {
    const noteId = await repo.insertNote(t, person, note);
    await t.audit('add-note', 'resident', person.residentId, { noteId });
    return noteId;
  });
  return mapNote(await repo.findNote(s, person.residentId, id));
}

/** POST residents/note-pin-status/{noteId}: a note of the facility (404 otherwise). */
export async function setNotePinned(s: ScopedDb, noteId: number, pinned: boolean) {
  const note = await s.resolve.note(noteId);
  await s.transaction(async (t) => {
    await repo.setPinned(t, note.noteId, pinned);
    await t.audit(pinned ? 'pin-note' : 'unpin-note', 'resident', note.residentId, { noteId });
  });
  return mapNote(await repo.findNote(s, note.residentId, note.noteId));
}
