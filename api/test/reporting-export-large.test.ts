/**
 * Exports at scale, on PostgreSQL (skipped on the embedded PGlite): a 100,000-row units export streams out in at most
 * 10 s with under 50 MB of the API process's resident memory growth; a client that goes away stops the cursor (its
 * transaction ends) instead of reading the rest.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { EXPORT_TARGETS, addUnits, measureExport } from '../bench/export';
import { createTestContext, type TestContext } from './helpers';
import { ILU_FACILITY, MANAGER } from './reporting-helpers';

const onServer = !!process.env.TEST_DATABASE_URL;
let t: TestContext;
let base = '';

before(async () => {
  if (!onServer) return;
  t = await createTestContext();
  await addUnits(t.handle.db, ILU_FACILITY, EXPORT_TARGETS.rows);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
after(() => t?.close());

/** The sessions of this database reading a report cursor (declared or fetching, not yet ended). */
async function openCursors(): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()
      and state in ('active', 'idle in transaction') and query ilike 'fetch % from report_rows'`.execute(t.handle.db);
  return r.rows[0].n;
}

describe('exports at scale', { skip: !onServer && 'needs TEST_DATABASE_URL (PostgreSQL)' }, () => {
  test('100,000 units export within the time and memory targets', async () => {
    const url = `${base}/api/reporting/unit-report-data-excel?facilityId=${ILU_FACILITY}`;
    // The targets are 10 s and 50 MB on a machine to itself (scripts/export-measure.ts measures that, docs/performance.md).
    // Here the test run shares the machine with other test files: the memory target holds as it is; the API's own CPU
    // time, which the load around it does not change, must be within half the time target; the wall time within the
    // time target scaled by how many runnable processes share each core (the 1-minute load average over the cores,
    // at least 1). A run over it is measured once more, and the better time counts.
    const share = Math.max(1, os.loadavg()[0] / os.availableParallelism());
    const wallLimit = EXPORT_TARGETS.seconds * 1000 * share;
    const runs = [];
    for (let i = 0; i < 2; i++) {
      const m = await measureExport(url, await t.authFor(MANAGER));
      console.log(
        `EXPORT units rows>=${EXPORT_TARGETS.rows} ms=${m.ms.toFixed(0)} bytes=${m.bytes} rssGrowthMb=${m.rssGrowthMb.toFixed(1)} cpuMs=${m.cpuMs.toFixed(0)} wallLimitMs=${wallLimit.toFixed(0)}`,
      );
      assert.equal(m.status, 200);
      assert.ok(m.bytes > 1_000_000, `only ${m.bytes} bytes`);
      assert.ok(m.rssGrowthMb < EXPORT_TARGETS.rssGrowthMb, `resident memory grew ${m.rssGrowthMb.toFixed(1)} MB`);
      assert.ok(m.cpuMs <= (EXPORT_TARGETS.seconds * 1000) / 2, `the API spent ${m.cpuMs.toFixed(0)} ms of CPU`);
      runs.push(m);
      if (m.ms <= wallLimit) break;
    }
    const best = Math.min(...runs.map((m) => m.ms));
    assert.ok(best <= wallLimit, `took ${best.toFixed(0)} ms (limit ${wallLimit.toFixed(0)} ms at this load)`);
  });

  test('a client that goes away stops the cursor and ends its transaction', async () => {
    const headers = await t.authFor(MANAGER);
    const url = `${base}/api/reporting/unit-report-data-excel?facilityId=${ILU_FACILITY}`;
    // Read the first bytes, then stop reading: the server waits (backpressure) with its cursor open.
    const req = http.get(url, { headers });
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      req.on('response', resolve);
      req.on('error', reject);
    });
    assert.equal(res.statusCode, 200);
    await new Promise<void>((resolve) => res.once('data', () => resolve()));
    res.pause();
    let open = 0;
    for (let i = 0; i < 100 && open === 0; i++) {
      open = await openCursors();
      if (!open) await new Promise((r) => setTimeout(r, 20));
    }
    assert.equal(open, 1, 'the export holds its cursor while the client is slow');
    // The client goes away.
    req.destroy();
    let left = 1;
    for (let i = 0; i < 100 && left > 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      left = await openCursors();
    }
    assert.equal(left, 0, 'the cursor and its transaction ended');
    // The pool is whole again: a page still answers.
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/reporting/units-report-data',
      query: { facilityId: String(ILU_FACILITY) },
      headers,
    });
    assert.equal(page.statusCode, 200);
  });
});
