/**
 * The database type the API's queries are checked against. It is generated from the migrated schema
 * (`database.generated.ts`, `npm run db:types`; `test/db-types.test.ts` fails when it drifts), never written by hand.
 * Value types are the same from PostgreSQL and PGlite (src/db/index.ts): numeric -> string, int8/count -> number,
 * date -> 'YYYY-MM-DD', timestamptz -> Date.
 */
import type { DB } from './database.generated';

export type Database = DB;
export type TableName = keyof DB;
