/** SQL of the documents: facility-owned rows (the scoped access narrows every query to the current facility). */
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Documents } from '../../db/database.generated';
import type { ScopedDb } from '../../db/scoped';

/** The document's parent in a facility: the person and the residency the facility sees. */
export interface DocumentParent {
  residentId: number;
  residencyId: number;
}

const ADDED_BY = sql<string>`trim(u.first_name || ' ' || u.last_name)`;

/** Live documents of a resident in the facility, newest first. */
export function listDocuments(s: ScopedDb, residentId: number) {
  return s
    .selectFrom('documents', 'd')
    .innerJoin('users as u', 'u.id', 'd.added_by_user_id')
    .select(['d.id', 'd.name', 'd.date_added', ADDED_BY.as('added_by')])
    .where('d.resident_id', '=', residentId)
    .where('d.deleted_at', 'is', null)
    .orderBy('d.date_added', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

export async function nameTaken(s: ScopedDb, residentId: number, name: string): Promise<boolean> {
  const row = await s
    .selectFrom('documents', 'd')
    .select('d.id')
    .where('d.resident_id', '=', residentId)
    .where('d.deleted_at', 'is', null)
    .where(sql`lower(d.name)`, '=', sql`lower(${name})`)
    .executeTakeFirst();
  return !!row;
}

/** A live document of the facility (resolved first: another facility's, or a deleted one, is a 404). */
export function findDocument(s: ScopedDb, id: number) {
  return s
    .selectFrom('documents', 'd')
    .selectAll('d')
    .where('d.id', '=', id)
    .where('d.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
}

export function insertDocument(s: ScopedDb, values: Omit<Insertable<Documents>, 'facility_id'>) {
  return s.insertInto('documents', values).returning(['id', 'date_added']).executeTakeFirstOrThrow();
}

/** Marks a live document of the facility deleted (the row stays for the timeline); undefined when there is none. */
export function markDeleted(s: ScopedDb, id: number) {
  return s
    .updateTable('documents')
    .set({ deleted_at: new Date(), deleted_by_user_id: s.userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning(['id', 'storage_key', 'resident_id', 'residency_id', 'name'])
    .executeTakeFirst();
}
