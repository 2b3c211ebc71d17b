/**
 * The export measurement (docs/performance.md "Exports"), shared by scripts/export-measure.ts and
 * test/reporting-export-large.test.ts: a facility given many rows with one INSERT ... SELECT generate_series, then one
 * export downloaded over HTTP from the API running in this process, timed, with this process's resident memory sampled
 * while it runs (the API's memory: the download's bytes are counted and dropped as they arrive).
 */
import http from 'node:http';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

/** The targets: a 100,000-row export in at most 10 s, with under 50 MB of resident memory growth. */
export const EXPORT_TARGETS = { rows: 100_000, seconds: 10, rssGrowthMb: 50 } as const;

/**
 * Adds `count` active, available independent-living units (numbered 'X1', 'X2'...) to the facility's first unit type
 * and location: the units report then has `count` more rows. One statement.
 */
export async function addUnits(db: Kysely<Database>, facilityId: number, count: number): Promise<void> {
  const type = await db
    .selectFrom('accommodation_types')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where('is_ilu', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const location = await db
    .selectFrom('facility_locations')
    .select('id')
    .where('facility_id', '=', facilityId)
    .orderBy('id')
    .executeTakeFirst();
  await sql`insert into accommodations (facility_id, accommodation_type_id, facility_location_id, room_number, ilu_status)
    select ${facilityId}, ${type.id}, ${location?.id ?? null}, 'X' || g, 'Available' from generate_series(1, ${count}) g`.execute(
    db,
  );
}

export interface ExportMeasure {
  status: number;
  ms: number;
  bytes: number;
  /** The largest resident memory seen while the export ran, less the resident memory just before it started. */
  rssGrowthMb: number;
  /** This process's CPU time (user and system) while the export ran: the API's work, whatever else the machine does. */
  cpuMs: number;
  contentType: string | undefined;
}

/** Downloads `url` (GET, with `headers`), timing it and sampling `process.memoryUsage().rss` every 10 ms. */
export function measureExport(url: string, headers: Record<string, string>): Promise<ExportMeasure> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  const cpu = process.cpuUsage();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => {
        clearInterval(sampler);
        peak = Math.max(peak, process.memoryUsage().rss);
        const used = process.cpuUsage(cpu);
        resolve({
          cpuMs: (used.user + used.system) / 1000,
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          bytes,
          rssGrowthMb: (peak - before) / 1024 / 1024,
          contentType: res.headers['content-type'],
        });
      });
      res.on('error', reject);
    });
    req.on('error', (err) => {
      clearInterval(sampler);
      reject(err);
    });
  });
}
