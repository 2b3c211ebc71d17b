/**
 * Idempotency keys (docs/decisions.md 68), shared by the browser's API client, which sends a key with each write, and
 * the API, which honours it on the writes declared idempotent (an admission, a tour, a payment, a sundry post, a fee
 * run): the same write sent twice with the same key takes effect once, and the second answer is the first's.
 * No dependencies: the API client is on the first page.
 */

/** The request header carrying the key (header names are case-insensitive; Node gives them in lower case). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The answer's header saying that it is the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long the API keeps a key and its answer (24 hours): a request with an older key is a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** The longest key accepted (a UUID is 36 characters; room for other clients' formats). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** A key: 1 to 255 visible ASCII characters (no spaces or control characters). */
export const IDEMPOTENCY_KEY_PATTERN = '^[\\x21-\\x7E]{1,255}$';

export const IDEMPOTENCY_MESSAGES = {
  /** The header is present but not a key. */
  invalidKey: `The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible characters (a UUID).`,
  /** The key was already used for a different request (another body, route or facility): 422. */
  keyReused: `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request. Send a new key for a new request.`,
} as const;
