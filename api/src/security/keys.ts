import { randomUUID } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

const KEY_LOCK = 7_270_310_003;
import type { AppContext } from '../context';

/** The private RS256 signing keys (JWK with kid, alg, use), shared by every API replica through `signing_keys`. */
export async function getSigningKeys(db: Kysely<Database>): Promise<JWK[]> {
  const load = async () =>
    (await db
      .selectFrom('signing_keys')
      .select(['kid', 'private_jwk'])
      .orderBy('created_at', 'desc')
      .orderBy('kid')
      .execute()) as Array<{
      kid: string;
      private_jwk: JWK | string;
    }>;
  let rows = await load();
  if (rows.length === 0) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    const kid = randomUUID();
    const full: JWK = { ...jwk, kid, alg: 'RS256', use: 'sig' };
    // Replicas starting together: a transaction-scoped advisory lock, then insert only when still empty.
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${KEY_LOCK})`.execute(trx);
      await sql`insert into signing_keys (kid, private_jwk)
        select ${kid}, cast(${JSON.stringify(full)} as jsonb) where not exists (select 1 from signing_keys)
        on conflict do nothing`.execute(trx);
    });
    rows = await load();
  }
  return rows.map((r) => ({ ...(typeof r.private_jwk === 'string' ? JSON.parse(r.private_jwk) : r.private_jwk), kid: r.kid }));
}

/** The public part of a private RSA JWK. */
export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg: alg ?? 'RS256', use: use ?? 'sig' };
}

export interface VerifiedToken extends JWTPayload {
  sub: string;
  scope: string;
}

export class TokenError extends Error {}

export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

/**
 * Verifies a bearer JWT: issuer `${publicUrl}/oidc` and audience `oidcAudience` against the signing keys in the
 * database, or, with `oidcIssuer` set, against that issuer's JWKS from its discovery document.
 */
export function createTokenVerifier(ctx: Pick<AppContext, 'config' | 'db'>): TokenVerifier {
  const { config } = ctx;
  const issuer = config.oidcIssuer ?? `${config.publicUrl}/oidc`;
  let keySet: JWTVerifyGetKey | undefined;
  let loadedAt = 0;
  let pending: Promise<JWTVerifyGetKey> | undefined;

  async function loadKeySet(): Promise<JWTVerifyGetKey> {
    if (config.oidcIssuer) {
      const res = await fetch(`${config.oidcIssuer}/.well-known/openid-configuration`);
      if (!res.ok) throw new TokenError(`Discovery document of ${config.oidcIssuer} answered ${res.status}`);
      const doc = (await res.json()) as { jwks_uri?: string };
      if (!doc.jwks_uri) throw new TokenError('Discovery document has no jwks_uri');
      return createRemoteJWKSet(new URL(doc.jwks_uri));
    }
    const keys = await getSigningKeys(ctx.db);
    return createLocalJWKSet({ keys: keys.map(publicJwk) });
  }

  async function getKeySet(force = false): Promise<JWTVerifyGetKey> {
    // Local keys are reloaded at most once a minute (or on an unknown kid) so a key added by another replica is seen.
    if (keySet && !force && (config.oidcIssuer || Date.now() - loadedAt < 60_000)) return keySet;
    pending ??= loadKeySet().then(
      (ks) => {
        keySet = ks;
        loadedAt = Date.now();
        pending = undefined;
        return ks;
      },
      (err) => {
        pending = undefined;
        throw err;
      },
    );
    return pending;
  }

  return async (token: string) => {
    const opts = { issuer, audience: config.oidcAudience, algorithms: ['RS256'] };
    let result;
    try {
      result = await jwtVerify(token, await getKeySet(), opts);
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_JWKS_NO_MATCHING_KEY' && !config.oidcIssuer) {
        result = await jwtVerify(token, await getKeySet(true), opts);
      } else {
        throw err;
      }
    }
    const payload = result.payload;
    if (typeof payload.sub !== 'string') throw new TokenError('Token has no subject');
    return { ...payload, sub: payload.sub, scope: typeof payload.scope === 'string' ? payload.scope : '' };
  };
}
