import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { residencySeenByFacility } from '../residents/residency';

export type DocumentsDatabase = Database;
export type Db = Kysely<DocumentsDatabase> | Transaction<DocumentsDatabase>;

export const documentsDb = (db: unknown): Kysely<DocumentsDatabase> => db as Kysely<DocumentsDatabase>;

/** The document's parent in a facility: the person and the residency the facility sees. */
export interface DocumentParent {
  residentId: number;
  residencyId: number;
}

/**
 * The residency a facility sees for a resident (person): the latest admitted one there, else the latest lead/enquiry
 * (the same choice as the resident record). Undefined when the person has none there (=> 404).
 */
export async function findResidentParent(db: Db, facilityId: number, residentId: number): Promise<DocumentParent | undefined> {
  const row = await db
    .selectFrom('residencies as rs')
    .select(['rs.id', 'rs.resident_id'])
    .$call(residencySeenByFacility('rs', residentId, facilityId))
    .executeTakeFirst();
  return row ? { residentId: row.resident_id, residencyId: row.id } : undefined;
}

const ADDED_BY = sql<string>`trim(u.first_name || ' ' || u.last_name)`;

/** Live documents of a resident in a facility, newest first. */
export async function listDocuments(db: Db, facilityId: number, residentId: number) {
  return db
    .selectFrom('documents as d')
    .innerJoin('users as u', 'u.id', 'd.added_by_user_id')
    .select(['d.id', 'd.name', 'd.date_added', ADDED_BY.as('added_by')])
    .where('d.resident_id', '=', residentId)
    .where('d.facility_id', '=', facilityId)
    .where('d.deleted_at', 'is', null)
    .orderBy('d.date_added', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

export async function nameTaken(db: Db, facilityId: number, residentId: number, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('resident_id', '=', residentId)
    .where('facility_id', '=', facilityId)
    .where('deleted_at', 'is', null)
    .where(sql`lower(name)`, '=', sql`lower(${name})`)
    .executeTakeFirst();
  return !!row;
}

/** A live document of the facility (any other facility's, or a deleted one, reads as none => 404). */
export async function findDocument(db: Db, facilityId: number, id: number) {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', id)
    .where('facility_id', '=', facilityId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;
