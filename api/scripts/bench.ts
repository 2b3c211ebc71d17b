/**
 * API latency benchmark on the configured database (DATABASE_URL, else PGlite in DATA_DIR; load data first with
 * scripts/seed.ts). Starts the app on a free port, signs real access tokens and measures GET dashboard and
 * GET residents/search at a concurrency. Usage:
 *   node --import tsx scripts/bench.ts [--concurrency 16] [--seconds 10] [--facility 1]
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SignJWT, importJWK } from 'jose';
import { buildApp } from '../src/app';
import { createAppContext } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db';
import { getSigningKeys } from '../src/security/keys';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const concurrency = arg('concurrency', 16);
const seconds = arg('seconds', 10);
const facilityId = arg('facility', 1);

const config = { ...loadConfig(process.env), logLevel: 'silent' };
const handle = await openDatabase(config, { poolSize: Math.max(10, concurrency) });
await migrate(handle.db);
const ctx = await createAppContext(config, handle);
const app = await buildApp(ctx, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const user = await handle.db.selectFrom('users').select('id').where('email', '=', 'manager@demo.local').executeTakeFirstOrThrow();
const [jwk] = await getSigningKeys(handle.db);
const token = await new SignJWT({ scope: 'openid profile email api' })
  .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
  .setIssuer(`${config.publicUrl}/oidc`).setAudience(config.oidcAudience).setSubject(String(user.id))
  .setIssuedAt().setJti(randomBytes(8).toString('hex')).setExpirationTime('1h')
  .sign(await importJWK(jwk, 'RS256'));
const residents = await handle.db.selectFrom('residents').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

const terms = ['ma', 'smi', 'jo', 'ngu', 'bet', 'wil', 'tho', 'ro', 'kel', 'mar'];
const scenarios: Array<[string, (i: number) => string]> = [
  ['GET /api/dashboard', () => `/api/dashboard?facilityId=${facilityId}`],
  ['GET /api/residents/search', (i) => `/api/residents/search?facilityId=${facilityId}&searchStr=${terms[i % terms.length]}`],
];

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const rows: string[][] = [];
for (const [name, url] of scenarios) {
  // Warm up.
  for (let i = 0; i < 20; i++) await (await fetch(base + url(i), { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (Date.now() < end) {
      const i = n++;
      const t0 = performance.now();
      const res = await fetch(base + url(i), { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (res.status !== 200) errors++;
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  rows.push([name, String(latencies.length), (latencies.length / elapsed).toFixed(0), pct(latencies, 50).toFixed(1), pct(latencies, 95).toFixed(1), pct(latencies, 99).toFixed(1), String(errors)]);
}

console.log(`\nDatabase: ${handle.kind}, ${residents.n} residents, concurrency ${concurrency}, ${seconds} s per scenario, facility ${facilityId}\n`);
const header = ['scenario', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));

await app.close();
await ctx.close();
await handle.close();
