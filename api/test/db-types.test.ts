/** The generated database type (src/db/database.generated.ts) matches the migrations: regenerate with `npm run db:types`. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { migrate, openDatabase } from '../src/db/index';
import { GENERATED_FILE, generateDatabaseTypes } from '../src/db/codegen';

test('src/db/database.generated.ts is what the migrations produce (run `npm run db:types` in api/ after a migration)', async () => {
  const handle = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  try {
    await migrate(handle.db);
    const expected = await generateDatabaseTypes(handle.db);
    const committed = fs.readFileSync(GENERATED_FILE, 'utf8');
    assert.ok(committed === expected, 'database.generated.ts has drifted from the migrations: run `npm run db:types` in api/');
    // Enumerations kept as SQL checks are unions in TypeScript, with their nullability and defaults.
    assert.match(expected, /care_type: "Permanent" \| "Respite" \| "ILU";/);
    assert.match(expected, /ilu_status: "Available" \| "Occupied" \| "OutOfService" \| "Sold" \| null;/);
  } finally {
    await handle.close();
  }
});
