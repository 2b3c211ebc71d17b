/**
 * The Kysely database type is generated from the migrated schema (kysely-codegen), never written by hand, so a column
 * added by a migration is a type the repositories see at once. `npm run db:types` (api) rewrites
 * `database.generated.ts`; `test/db-types.test.ts` fails when the file and the migrations disagree.
 */
import { generate, PostgresDialect as CodegenPostgresDialect } from 'kysely-codegen';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

export const GENERATED_FILE = new URL('./database.generated.ts', import.meta.url);

/**
 * `col = ANY (ARRAY['a'::text, 'b'::text])` check constraints become string-literal unions, so an enumeration kept in
 * SQL is also a type in TypeScript (e.g. residencies.care_type: 'Permanent' | 'Respite' | 'ILU').
 */
async function enumerationOverrides(db: Kysely<Database>): Promise<Record<string, string>> {
  const { rows } = await sql<{ table: string; def: string }>`
    select c.relname as "table", pg_get_constraintdef(k.oid) as def
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'c' and n.nspname = 'public'
     order by c.relname, k.conname`.execute(db);
  const shape = await sql<{ table: string; column: string; nullable: 'YES' | 'NO'; defaulted: boolean }>`
    select table_name as "table", column_name as "column", is_nullable as nullable, column_default is not null as defaulted
      from information_schema.columns where table_schema = 'public'`.execute(db);
  const info = new Map(shape.rows.map((r) => [`${r.table}.${r.column}`, r]));
  const columns: Record<string, string> = {};
  for (const { table, def } of rows) {
    const m = /^CHECK \(\(\(?(\w+)\)?(?:::text)? = ANY \(\(?ARRAY\[(.*)\]\)?(?:::text\[\])?\)\)\)$/.exec(def);
    if (!m) continue;
    const values = [...m[2].matchAll(/'((?:[^']|'')*)'::(?:text|character varying)/g)].map((v) => v[1].replace(/''/g, "'"));
    if (!values.length) continue;
    const key = `${table}.${m[1]}`;
    const column = info.get(key);
    let type = values.map((v) => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`).join(' | ');
    if (column?.nullable === 'YES') type += ' | null';
    columns[key] = column?.defaulted ? `Generated<${type}>` : type;
  }
  return columns;
}

/** The generated TypeScript source for the schema `db` is migrated to. */
export async function generateDatabaseTypes(db: Kysely<Database>): Promise<string> {
  const columns = await enumerationOverrides(db);
  const source = await generate({
    db,
    dialect: new CodegenPostgresDialect({ dateParser: 'string', numericParser: 'string' }),
    // Our drivers read int8 (bigint, count(*)) as a JavaScript number (src/db/index.ts parsers).
    typeMapping: { int8: 'number' },
    overrides: { columns },
    logger: undefined,
    print: false,
    outFile: null,
  });
  return source;
}
