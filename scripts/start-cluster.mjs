// `npm run start:cluster [-- --replicas N] [--rebuild]`: the product as `npm start` builds it, served by N API replicas
// (default 2) on one PostgreSQL database behind nginx at one URL (PORT, default 3000). DATABASE_URL names the database
// (default postgres://postgres@127.0.0.1:5432/resident_manager_cluster, created when missing); it is migrated and given
// the demo data once before the replicas start. DATA_DIR (default .data-cluster) holds the uploaded files every replica
// shares. Ctrl-C stops nginx and the replicas. A replica that stops on its own is started again. docs/decisions.md 70.
import path from 'node:path';
import { checkNode, install, buildFrontends, ROOT } from './lib.mjs';

checkNode();
const args = process.argv.slice(2);
const at = args.indexOf('--replicas');
const replicas = at >= 0 ? Number(args[at + 1]) : 2;
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16) {
  console.error('--replicas must be a whole number from 1 to 16.');
  process.exit(1);
}
const port = Number(process.env.PORT || 3000);
const started = Date.now();
try {
  console.log('Resident Manager (cluster): installing dependencies...');
  await install();
  console.log('Resident Manager (cluster): building the shell and the seven remotes (only what changed)...');
  const timings = await buildFrontends({ force: args.includes('--rebuild') });
  for (const [app, s] of Object.entries(timings)) console.log(`  built ${app} in ${s.toFixed(1)} s`);
} catch (e) {
  console.error(`Resident Manager could not start: ${e.message}`);
  process.exit(1);
}

// After the install: the cluster's helpers use the API's pg driver and tsx.
const { DEFAULT_CLUSTER_DATABASE, ensureDatabase, prepareDatabase, startCluster } = await import('./cluster.mjs');
const databaseUrl = process.env.DATABASE_URL || DEFAULT_CLUSTER_DATABASE;
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  DATA_DIR: path.resolve(process.env.DATA_DIR || path.join(ROOT, '.data-cluster')),
  PUBLIC_URL: publicUrl,
};
let cluster;
let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: stopping nginx and the replicas...`);
  await cluster?.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  if (await ensureDatabase(databaseUrl)) console.log(`Created the database ${new URL(databaseUrl).pathname.slice(1)}.`);
  console.log('Resident Manager (cluster): migrating the database and loading the demo data (first run only)...');
  await prepareDatabase(env);
  console.log(`Resident Manager (cluster): starting ${replicas} API replica(s) and nginx...`);
  cluster = await startCluster({
    replicas,
    port,
    listenHost: process.env.HOST || '0.0.0.0',
    env,
    restart: true,
  });
} catch (e) {
  console.error(`Resident Manager could not start: ${e.message}`);
  await cluster?.stop();
  process.exit(1);
}
console.log(
  `Resident Manager is running at ${publicUrl}: nginx in front of ${cluster.replicas
    .map((r) => `${r.name} (port ${r.port})`)
    .join(
      ', ',
    )}, database ${new URL(databaseUrl).pathname.slice(1)}; ready after ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
console.log(`nginx's configuration and log: ${cluster.runDir}. Ctrl-C stops everything.`);
