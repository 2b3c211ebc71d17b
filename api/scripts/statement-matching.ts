/**
 * How well the variance explains itself on the simulator's statements (the automatic matching that explains): for each
 * aged-care facility of the demo organisation and each of the last six ended months, oldest first, the expected
 * statement is built (as a finance officer would, before fetching), the payment statement the Services Australia
 * simulator publishes is fetched through the gateway and loaded, and the variance is built. Printed: the lines, the
 * share auto-matched, the share of the remaining lines with a probable cause, and the share matched or explained (the
 * goal is at least 95 %), with the causes found and any line left unexplained.
 *
 *   node --import tsx scripts/statement-matching.ts
 * Needs a PostgreSQL server: MATCHING_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/rm_statement_matching),
 * recreated with the demo data on each run.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { melbourneToday } from 'shared-domain/dates';
import { addMonths, monthFullName } from 'shared-domain/funding/statements';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db';
import { ScopedDb } from '../src/db/scoped';
import { generateDemoData } from '../src/demo/generate';
import { getMedicareGateway } from '../src/integrations/medicare/gateway';
import { buildExpectedStatement, buildVariance, loadActualStatement } from '../src/modules/funding/statements/build/index';

const databaseUrl = process.env.MATCHING_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rm_statement_matching';
const MONTHS = 6;

{
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  await admin.end();
}
const config = { ...loadConfig({ ...process.env, DATABASE_URL: databaseUrl }), logLevel: 'silent' };
const handle = await openDatabase(config, { poolSize: 4 });
await migrate(handle.db);
let t0 = Date.now();
await generateDemoData(handle.db, { statements: false });
console.log(`Demo data loaded in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);

const db = handle.db;
const manager = await db
  .selectFrom('users')
  .select(['id', 'organisation_id'])
  .where('email', '=', 'manager@demo.local')
  .executeTakeFirstOrThrow();
const facilities = await db
  .selectFrom('facilities')
  .select(['id', 'name'])
  .where('organisation_id', '=', manager.organisation_id)
  .where('facility_type', '=', 'AgeCare')
  .orderBy('id')
  .execute();
const thisMonth = `${melbourneToday().slice(0, 7)}-01`;
const months = Array.from({ length: MONTHS }, (_, i) => addMonths(thisMonth, i - MONTHS));
const gateway = getMedicareGateway();

// AN-ACC reassessment requests users sent for one in nineteen permanent residents in care since before the months
// (Pending: the simulator completes each with a class backdated into the month it takes effect in).
await sql`insert into anacc_reassessment_requests (facility_id, residency_id, reason, request_date, status)
          select r.facility_id, r.id, 'Change in care needs',
                 (date_trunc('month', ${months[1]}::date) + ((r.id * 7) % 4) * interval '1 month' + ((r.id * 11) % 12 + 1) * interval '1 day')::date,
                 'Pending'
            from residencies r join facilities f on f.id = r.facility_id
           where f.organisation_id = ${manager.organisation_id} and f.facility_type = 'AgeCare' and not r.is_lead
             and r.care_type = 'Permanent' and r.admission_date_utc < ${months[0]}::date and r.departure_date_utc is null
             and r.id % 19 = 0`.execute(db);

const totals = { lines: 0, auto: 0, explained: 0 };
const causes = new Map<string, number>();
const unexplained: string[] = [];
const rows: string[] = [];
t0 = Date.now();
for (const f of facilities) {
  const s = new ScopedDb(db, {
    userId: manager.id,
    organisationId: manager.organisation_id,
    facilityId: f.id,
    isOrganisationManager: true,
    isSystemUser: false,
  });
  for (const month of months) {
    let st = await db
      .selectFrom('medicare_statements')
      .select('id')
      .where('facility_id', '=', f.id)
      .where('statement_month', '=', month)
      .executeTakeFirst();
    if (!st)
      st = await db
        .insertInto('medicare_statements')
        .values({ facility_id: f.id, statement_month: month })
        .returning('id')
        .executeTakeFirstOrThrow();
    await buildExpectedStatement(s, st.id);
    const fetched = await gateway.fetchPaymentStatement(s, f.id, month);
    if (!fetched.ok) throw new Error(fetched.message);
    await loadActualStatement(s, st.id, fetched.xml);
    const counts = await buildVariance(s, st.id);
    const lines = await db
      .selectFrom('medicare_statement_lines')
      .select([
        'action',
        'cause',
        'statement_type',
        'care_recipient_id',
        'payment_type',
        sql<string>`adjustment_month::text`.as('adjustment_month'),
        sql<string>`amount_due::text`.as('amount'),
      ])
      .where('statement_id', '=', st.id)
      .execute();
    const auto = lines.filter((l) => l.action === 'AutoMatched').length;
    const explained = lines.filter((l) => l.action !== 'AutoMatched' && l.cause).length;
    for (const l of lines) {
      if (l.action === 'AutoMatched') continue;
      if (l.cause) {
        const kind = l.cause
          .replace(/\d[\d,.]*/g, 'N')
          .replace(/(on|effective) N \w+/g, '$1 D')
          .replace(/[A-Z][a-z]+ N/g, 'M');
        causes.set(kind, (causes.get(kind) ?? 0) + 1);
      } else
        unexplained.push(
          `${f.name} ${month.slice(0, 7)}: ${l.statement_type === 1 ? 'expected' : 'actual'} ${l.care_recipient_id} ${l.payment_type} ${l.adjustment_month.slice(0, 7)} ${l.amount}`,
        );
    }
    totals.lines += lines.length;
    totals.auto += auto;
    totals.explained += explained;
    const rest = lines.length - auto;
    rows.push(
      `${f.name.padEnd(18)} ${monthFullName(month).padEnd(15)} ${String(lines.length).padStart(5)} ${pct(auto, lines.length).padStart(7)} ${(rest ? pct(explained, rest) : '-').padStart(9)} ${pct(auto + explained, lines.length).padStart(9)}` +
        (counts.lines !== lines.length ? ' (count mismatch)' : ''),
    );
  }
}
function pct(n: number, d: number): string {
  return d ? `${((100 * n) / d).toFixed(1)} %` : '-';
}
console.log(`\nFacility           Month            Lines   Auto  Explained  Matched or explained`);
for (const r of rows) console.log(r);
const rest = totals.lines - totals.auto;
console.log(
  `\nAll: ${totals.lines} lines, ${pct(totals.auto, totals.lines)} auto-matched, ${pct(totals.explained, rest)} of the remaining ${rest} lines with a cause, ` +
    `${pct(totals.auto + totals.explained, totals.lines)} matched or explained (goal 95 %), in ${((Date.now() - t0) / 1000).toFixed(1)} s.`,
);
console.log('\nCauses:');
for (const [c, n] of [...causes.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(5)}  ${c}`);
if (unexplained.length) {
  console.log(`\nUnexplained (${unexplained.length}):`);
  for (const u of unexplained.slice(0, 40)) console.log(`  ${u}`);
}
await handle.close();
