/**
 * Regenerates src/db/database.generated.ts from the migrations: a fresh in-memory PGlite, migrated, introspected by
 * kysely-codegen. Run after adding a migration: `npm run db:types` in api/ (or `pnpm --filter api run db:types`).
 */
import fs from 'node:fs';
import { migrate, openDatabase } from '../src/db/index';
import { GENERATED_FILE, generateDatabaseTypes } from '../src/db/codegen';

const handle = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
try {
  await migrate(handle.db);
  const source = await generateDatabaseTypes(handle.db);
  fs.writeFileSync(GENERATED_FILE, source);
  console.log(`wrote ${GENERATED_FILE.pathname}`);
} finally {
  await handle.close();
}
