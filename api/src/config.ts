import path from 'node:path';
import { parseClockInstant } from 'shared-domain/dates';

/** Runtime configuration, read once from the environment and validated at start. */
export interface Config {
  port: number;
  host: string;
  /** The URL browsers use to reach the product (issuer, redirect URIs and links in mail are built from it). */
  publicUrl: string;
  /** Where embedded data lives: PGlite database, uploaded files. */
  dataDir: string;
  /** PostgreSQL server URL; when absent the embedded PGlite database in `${dataDir}/pgdata` is used. */
  databaseUrl?: string;
  /** Directory holding the built front-end packages (`<dir>/shell/dist`, `<dir>/mfe-residents/dist`, ...). */
  frontendRoot: string;
  /** SMTP server URL (smtp://user:pass@host:port); when absent mail goes to the outbox table. */
  smtpUrl?: string;
  mailFrom: string;
  /** External OpenID provider; when absent the embedded provider under /oidc is used. */
  oidcIssuer?: string;
  oidcClientId: string;
  oidcAudience: string;
  /**
   * Which Medicare / Services Australia gateway the API uses (MEDICARE_GATEWAY): 'simulator', the local simulator and
   * the only one built. A real adapter implements `MedicareGateway` (integrations/medicare/gateway.ts) and is added
   * there under its own name.
   */
  medicareGateway: 'simulator';
  /**
   * Extra browser origins of the embedded provider's client (a remote's standalone harness, `pnpm --filter mfe-x dev`):
   * `${origin}/login`, `${origin}/silent-renew.html` and post-logout `${origin}/logout` are registered and the token
   * endpoint answers CORS for them. `OIDC_DEV_ORIGINS` (comma-separated); default http://localhost:3001..3007 unless
   * NODE_ENV is production; empty (or `none`) for none.
   */
  oidcDevOrigins: string[];
  /** Access token lifetime in seconds for the embedded provider. */
  accessTokenTtl: number;
  trainingManualUrl?: string;
  releaseInformationUrl?: string;
  /** Log level for the HTTP server. */
  logLevel: string;
  /** Demo data: load the generator's data into an empty database at start. */
  seedDemoData: boolean;
  /**
   * `RM_CLOCK`: the instant the product's clock is pinned to (an ISO-8601 instant with its offset, e.g.
   * 2027-02-28T13:30:00Z), for test runs and demonstrations; "today" (Australia/Melbourne), the demo data and every
   * business rule read it. Absent: the real time (production).
   */
  clock?: Date;
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1, max = 65535): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  return n;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(u.protocol)) throw new ConfigError(`${name} must use ${protocols.join(' or ')}`);
  return raw.replace(/\/$/, '');
}

/** The standalone harnesses' dev servers (mfe-residents 3001 ... mfe-admin 3007). */
export const DEFAULT_DEV_ORIGINS = [3001, 3002, 3003, 3004, 3005, 3006, 3007].map((p) => `http://localhost:${p}`);

function origins(env: NodeJS.ProcessEnv, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (raw === undefined) return fallback;
  if (raw.trim() === '' || raw.trim().toLowerCase() === 'none') return [];
  const out: string[] = [];
  for (const item of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    let u: URL;
    try {
      u = new URL(item);
    } catch {
      throw new ConfigError(`${name}: "${item}" is not a valid URL`);
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new ConfigError(`${name}: "${item}" must use http: or https:`);
    if ((u.pathname !== '/' && u.pathname !== '') || u.search || u.hash || u.username || u.password) {
      throw new ConfigError(`${name}: "${item}" must be an origin (scheme, host and port only)`);
    }
    if (!out.includes(u.origin)) out.push(u.origin);
  }
  return out;
}

/** The `RM_CLOCK` setting: undefined when absent or empty; a ConfigError when it is not an instant with an offset. */
export function clockFromEnv(env: NodeJS.ProcessEnv = process.env): Date | undefined {
  const raw = env.RM_CLOCK?.trim();
  if (!raw) return undefined;
  try {
    return parseClockInstant(raw);
  } catch {
    throw new ConfigError(`RM_CLOCK must be an ISO-8601 instant with an offset, e.g. 2027-02-28T13:30:00Z (got "${raw}")`);
  }
}

/** MEDICARE_GATEWAY: 'simulator' (default). Anything else names an adapter this build does not have. */
function medicareGateway(env: NodeJS.ProcessEnv): 'simulator' {
  const raw = env.MEDICARE_GATEWAY || 'simulator';
  if (raw !== 'simulator')
    throw new ConfigError(
      `MEDICARE_GATEWAY must be 'simulator' (got "${raw}"): only the local Services Australia simulator is built; a real adapter implements MedicareGateway in api/src/integrations/medicare/gateway.ts and is named there`,
    );
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env, 'PORT', 8080, 0);
  const repoRoot = path.resolve(import.meta.dirname, '..', '..');
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, '.data')),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    frontendRoot: path.resolve(env.FRONTEND_ROOT || repoRoot),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Resident Manager <no-reply@resident-manager.local>',
    oidcIssuer: url(env, 'OIDC_ISSUER', ['http:', 'https:']),
    oidcClientId: env.OIDC_CLIENT_ID || 'resident-manager-web',
    oidcAudience: env.OIDC_AUDIENCE || 'resident-manager-api',
    medicareGateway: medicareGateway(env),
    oidcDevOrigins: origins(env, 'OIDC_DEV_ORIGINS', env.NODE_ENV === 'production' ? [] : DEFAULT_DEV_ORIGINS).filter(
      (o) => o !== new URL(publicUrl).origin,
    ),
    accessTokenTtl: int(env, 'ACCESS_TOKEN_TTL', 3600, 10, 86400),
    trainingManualUrl: url(env, 'TRAINING_MANUAL_URL', ['http:', 'https:']),
    releaseInformationUrl: url(env, 'RELEASE_INFORMATION_URL', ['http:', 'https:']),
    logLevel: env.LOG_LEVEL || 'info',
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    clock: clockFromEnv(env),
  };
}
