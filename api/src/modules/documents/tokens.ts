import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { getSigningKeys } from '../../security/keys';

/**
 * Document access tokens: the credential of GET .../document/{id}/view?documentAccessToken=, which a browser tab opens
 * without a bearer header. `v1.<payload>.<mac>`: the payload (base64url JSON) binds the document, the user, the facility,
 * the controller and an expiry 60 s ahead, plus a random nonce; the MAC is HMAC-SHA256 under a key derived (HKDF) from
 * the private signing key in `signing_keys`, so every API replica can check it and nobody without the database can
 * forge one. Verification accepts any current signing key (key rotation).
 */
export const DOCUMENT_TOKEN_TTL_SECONDS = 60;

export interface DocumentTokenClaims {
  /** document id */
  d: number;
  /** user id */
  u: number;
  /** facility id */
  f: number;
  /** controller ('residents', 'leads') */
  c: string;
  /** expiry, seconds since the epoch */
  exp: number;
  /** random nonce */
  n: string;
}

const HKDF_SALT = Buffer.from('resident-manager/document-access-token');
const HKDF_INFO = Buffer.from('v1');

function b64url(buf: Buffer): string {
  return buf.toString('base64url');
}

/** The HMAC keys derived from the signing keys, newest first. */
export async function documentTokenKeys(db: Kysely<Database>): Promise<Buffer[]> {
  const keys = await getSigningKeys(db);
  const out: Buffer[] = [];
  for (const jwk of keys) {
    const secret = typeof jwk.d === 'string' ? Buffer.from(jwk.d, 'base64url') : undefined;
    if (!secret || secret.length < 32) continue;
    out.push(Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, HKDF_INFO, 32)));
  }
  if (out.length === 0) throw new Error('No signing key to derive the document token key from');
  return out;
}

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(`v1.${payload}`).digest();
}

export function signDocumentToken(key: Buffer, claims: Omit<DocumentTokenClaims, 'n'> & { n?: string }): string {
  const full: DocumentTokenClaims = { ...claims, n: claims.n ?? b64url(randomBytes(16)) };
  const payload = b64url(Buffer.from(JSON.stringify(full)));
  return `v1.${payload}.${b64url(mac(key, payload))}`;
}

export function createDocumentToken(
  key: Buffer,
  subject: { documentId: number; userId: number; facilityId: number; controller: string },
  nowMs = Date.now(),
): { token: string; expiresInSeconds: number } {
  const exp = Math.floor(nowMs / 1000) + DOCUMENT_TOKEN_TTL_SECONDS;
  const token = signDocumentToken(key, {
    d: subject.documentId,
    u: subject.userId,
    f: subject.facilityId,
    c: subject.controller,
    exp,
  });
  return { token, expiresInSeconds: DOCUMENT_TOKEN_TTL_SECONDS };
}

/**
 * The claims of a well-formed, authentic, unexpired token issued for `documentId` and `controller`, else undefined
 * (no reason is given to the caller).
 */
export function verifyDocumentToken(
  keys: readonly Buffer[],
  token: string | undefined,
  expected: { documentId: number; controller: string },
  nowMs = Date.now(),
): DocumentTokenClaims | undefined {
  if (typeof token !== 'string' || token.length > 1024) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'v1' || !/^[A-Za-z0-9_-]+$/.test(parts[1]) || !/^[A-Za-z0-9_-]{43}$/.test(parts[2]))
    return undefined;
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== 32) return undefined;
  const authentic = keys.some((key) => timingSafeEqual(mac(key, parts[1]), given));
  if (!authentic) return undefined;
  let claims: DocumentTokenClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as DocumentTokenClaims;
  } catch {
    return undefined;
  }
  if (!claims || typeof claims !== 'object') return undefined;
  if (!Number.isInteger(claims.d) || !Number.isInteger(claims.u) || !Number.isInteger(claims.f) || !Number.isInteger(claims.exp))
    return undefined;
  if (claims.d !== expected.documentId || claims.c !== expected.controller) return undefined;
  if (claims.exp * 1000 <= nowMs) return undefined;
  // A token is never valid for longer than its lifetime, whatever its payload says.
  if (claims.exp * 1000 > nowMs + (DOCUMENT_TOKEN_TTL_SECONDS + 5) * 1000) return undefined;
  return claims;
}
