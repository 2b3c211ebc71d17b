import { buildApp } from './app';
import { createAppContext } from './bootstrap';
import { pinClock } from 'shared-domain/dates';
import { ConfigError, loadConfig, type Config } from './config';
import { DEMO_DATA_LOCK_KEY, migrate, openDatabase, withStartupLock } from './db';
import { generateDemoData, hasOrganisation } from './demo/generate';

async function main() {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Invalid configuration: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  // Before the demo data: its dates are generated from the clock's today.
  if (config.clock) {
    pinClock(config.clock);
    console.log(`Clock pinned to ${config.clock.toISOString()} (RM_CLOCK)`);
  }

  const handle = await openDatabase(config);
  const applied = await migrate(handle.db);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  if (config.seedDemoData) {
    // Replicas starting together on one server: one loads the demo data, the others wait and then find it loaded.
    await withStartupLock(handle, DEMO_DATA_LOCK_KEY, async () => {
      if (await hasOrganisation(handle.db)) return;
      const t0 = Date.now();
      const summary = await generateDemoData(handle.db);
      console.log(
        `Loaded demo data (${summary.residents} residents, ${summary.beds} beds, ${summary.units} units) in ${Date.now() - t0} ms`,
      );
    });
  }
  // `--prepare`: the database is migrated and holds the demo data; nothing is served (`npm run start:cluster` runs it
  // once before it starts the replicas).
  if (process.argv.includes('--prepare')) {
    await handle.close();
    return;
  }
  const ctx = await createAppContext(config, handle);
  const app = await buildApp(ctx, {
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await ctx.close();
      await handle.close();
      process.exit(0);
    } catch (err) {
      console.error('Shutdown failed:', err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  console.log(`Resident Manager is running at ${config.publicUrl} (database: ${handle.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
