/**
 * How long building a facility's month of statements takes on the benchmark data (npm run bench's organisation, 60
 * facilities; facility 1 is the largest, 200 beds): the expected statement, the actual statement read from a payment
 * statement file, and the variance, for the last ended month. Everything runs in one transaction rolled back at the
 * end: the benchmark database is left as it was. The bar: at most 2 s for the expected and the variance together.
 *
 *   node --import tsx scripts/statement-build-time.ts [--facility 1] [--month 2026-10-01]
 * Needs a PostgreSQL server: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/rm_bench), built as
 * `npm run bench -- --build-only` does when it is empty.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { melbourneToday } from 'shared-domain/dates';
import { addMonths, serviceNapsIdOf, toMonthYear, writePaymentStatementXml } from 'shared-domain/funding/statements';
import { sumMoney } from 'shared-domain/money';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db';
import { ScopedDb } from '../src/db/scoped';
import { BENCH_FACILITY, buildBenchmarkOrganisation } from '../src/demo/benchmark';
import { buildExpectedStatement, buildVariance, loadActualStatement } from '../src/modules/funding/statements/build/index';
import { computeExpected } from '../src/modules/funding/statements/build/expected';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rm_bench';
const facilityId = Number(arg('facility') ?? BENCH_FACILITY);
const month = arg('month') ?? addMonths(`${melbourneToday().slice(0, 7)}-01`, -1);

async function ensureDatabase(url: string): Promise<void> {
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    await probe.end();
    return;
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err;
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

await ensureDatabase(databaseUrl);
const config = { ...loadConfig({ ...process.env, DATABASE_URL: databaseUrl }), logLevel: 'silent' };
const handle = await openDatabase(config, { poolSize: 4 });
const built = await buildBenchmarkOrganisation(handle.db, migrate);
if (built) console.log(`Built the benchmark organisation in ${built.seconds.toFixed(1)} s.`);

class RollBack extends Error {}
const times: Record<string, number> = {};
const figures = { expectedLines: 0, actualLines: 0, variance: { autoMatched: 0, explained: 0, lines: 0 }, residents: 0 };
try {
  await handle.db.transaction().execute(async (trx) => {
    const f = await trx
      .selectFrom('facilities')
      .select(['organisation_id', 'name'])
      .where('id', '=', facilityId)
      .executeTakeFirstOrThrow();
    const manager = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'manager@demo.local')
      .executeTakeFirstOrThrow();
    const s = new ScopedDb(trx, {
      userId: manager.id,
      organisationId: f.organisation_id,
      facilityId,
      isOrganisationManager: true,
      isSystemUser: false,
    });
    // The benchmark's people have no care recipient ID: give the facility's residents one (rolled back with the rest).
    await sql`update residents p set care_recipient_id = 'BN' || lpad(p.id::text, 8, '0')
                from residencies r where r.resident_id = p.id and r.facility_id = ${facilityId} and p.care_recipient_id is null`.execute(
      trx,
    );
    await sql`delete from medicare_statements where facility_id = ${facilityId} and statement_month = ${month}::date`.execute(
      trx,
    );
    const { id } = await trx
      .insertInto('medicare_statements')
      .values({ facility_id: facilityId, statement_month: month })
      .returning('id')
      .executeTakeFirstOrThrow();

    let t0 = performance.now();
    const expected = await buildExpectedStatement(s, id);
    times.expected = performance.now() - t0;
    figures.expectedLines = expected.lineCount;

    // The payment statement as Services Australia would pay the same records (line rounding).
    const { lines, summary } = await computeExpected(s, month, { rounding: 'line' });
    figures.residents = summary.residents.total;
    // Services Australia pays care recipients it knows (by their care recipient ID) only.
    const paid = lines.filter((l) => l.careRecipientId).map(({ residencyId: _r, ...l }) => l);
    const xml = writePaymentStatementXml({
      serviceProviderId: `SP${String(f.organisation_id).padStart(5, '0')}`,
      serviceNapsId: serviceNapsIdOf(facilityId),
      facilityName: f.name,
      statementMonth: toMonthYear(month),
      claimId: `CLM-${facilityId}-${toMonthYear(month)}`,
      publishedOnUtc: new Date().toISOString(),
      totalAmountPaid: sumMoney(paid.map((l) => l.amountDue)).toFixed(2),
      providerComments: '',
      facilityPayments: [],
      lines: paid,
    });
    t0 = performance.now();
    figures.actualLines = (await loadActualStatement(s, id, xml)).lineCount;
    times.actual = performance.now() - t0;

    t0 = performance.now();
    figures.variance = await buildVariance(s, id);
    times.variance = performance.now() - t0;
    throw new RollBack();
  });
} catch (err) {
  if (!(err instanceof RollBack)) throw err;
} finally {
  await handle.close();
}

const total = times.expected + times.variance;
console.log(
  `Facility ${facilityId}, ${month.slice(0, 7)}: ${figures.residents} care recipients, ${figures.expectedLines} expected lines, ${figures.actualLines} actual lines.`,
);
console.log(`  expected statement built in ${times.expected.toFixed(0)} ms`);
console.log(`  actual statement read in    ${times.actual.toFixed(0)} ms`);
console.log(
  `  variance built in           ${times.variance.toFixed(0)} ms (${figures.variance.autoMatched} auto-matched, ${figures.variance.explained} explained of ${figures.variance.lines} lines)`,
);
console.log(`  expected + variance:        ${total.toFixed(0)} ms (bar 2000 ms): ${total <= 2000 ? 'within' : 'OVER'} the bar`);
