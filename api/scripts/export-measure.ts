/**
 * Measures one large export (docs/performance.md "Exports"): the units report of the benchmark organisation's
 * independent-living facility, given 100,000 more units, downloaded over HTTP from the API running in this process;
 * prints the time and the growth of this process's resident memory while it ran (sampled every 10 ms).
 *
 * Works on a copy of the benchmark database (created from it as a template and dropped after), so the benchmark's own
 * data is left as it is. Needs the benchmark database built (scripts/bench.ts --build-only).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/rm_bench_reports node --import tsx scripts/export-measure.ts [--rows 100000]
 *
 * Prints: EXPORT units rows=<n> ms=<time> bytes=<size> rssGrowthMb=<growth> (targets: at most 10 s, under 50 MB).
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SignJWT, importJWK } from 'jose';
import pg from 'pg';
import { buildApp } from '../src/app';
import { createAppContext } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { BENCH_ILU_FACILITY } from '../src/demo/benchmark';
import { getSigningKeys } from '../src/security/keys';
import { EXPORT_TARGETS, addUnits, measureExport } from '../bench/export';

const i = process.argv.indexOf('--rows');
const rows = i >= 0 ? Number(process.argv[i + 1]) : EXPORT_TARGETS.rows;
const source = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rm_bench');
const sourceName = decodeURIComponent(source.pathname.slice(1));
const copyName = `${sourceName}_export_${randomBytes(3).toString('hex')}`;
const admin = new URL(source);
admin.pathname = '/postgres';

async function adminQuery(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

await adminQuery(`create database "${copyName}" template "${sourceName}"`);
const copy = new URL(source);
copy.pathname = `/${copyName}`;
try {
  const config = { ...loadConfig({ ...process.env, DATABASE_URL: copy.toString() }), logLevel: 'silent' };
  const handle = await openDatabase(config, { poolSize: 10 });
  const ctx = await createAppContext(config, handle);
  const app = await buildApp(ctx, { logger: false });
  try {
    await addUnits(handle.db, BENCH_ILU_FACILITY, rows);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const user = await handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'manager@demo.local')
      .executeTakeFirstOrThrow();
    const [jwk] = await getSigningKeys(handle.db);
    const token = await new SignJWT({ scope: 'openid profile email api' })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
      .setIssuer(`${config.publicUrl}/oidc`)
      .setAudience(config.oidcAudience)
      .setSubject(String(user.id))
      .setIssuedAt()
      .setJti(randomBytes(8).toString('hex'))
      .setExpirationTime('1h')
      .sign(await importJWK(jwk, 'RS256'));
    const port = (app.server.address() as AddressInfo).port;
    const url = `http://127.0.0.1:${port}/api/reporting/unit-report-data-excel?facilityId=${BENCH_ILU_FACILITY}`;
    const headers = { authorization: `Bearer ${token}` };
    await measureExport(url, headers); // warm-up (code paths and plans), not counted
    const m = await measureExport(url, headers);
    const total = await handle.db
      .selectFrom('accommodations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('facility_id', '=', BENCH_ILU_FACILITY)
      .executeTakeFirstOrThrow();
    console.log(
      `EXPORT units rows=${Number(total.n)} status=${m.status} ms=${m.ms.toFixed(0)} bytes=${m.bytes} ` +
        `rssGrowthMb=${m.rssGrowthMb.toFixed(1)} cpuMs=${m.cpuMs.toFixed(0)} (targets: at most ${EXPORT_TARGETS.seconds * 1000} ms, under ${EXPORT_TARGETS.rssGrowthMb} MB)`,
    );
  } finally {
    await app.close();
    await ctx.close();
    await handle.close();
  }
} finally {
  await adminQuery(`drop database if exists "${copyName}" with (force)`);
}
