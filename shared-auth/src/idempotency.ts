/**
 * The idempotency keys the API client sends with each write (docs/decisions.md 68). The API honours a key on the writes
 * that create money or events (an admission, a tour, a payment, a sundry post, a fee run): the same write sent again
 * with the same key takes effect once, and its answer is the first's. What makes "the same write" here is what is sent:
 * method, URL, query (the facility among it) and body. A write gets a new key, and keeps it until the server answers it:
 *  - a double click sends the same body while the first is in flight: same key, so the server runs it once and the
 *    second click gets the first's answer;
 *  - a submit that got no answer (offline, a timeout, the server restarting: no status, or a 5xx) and is sent again
 *    unchanged reuses the key: if the first was carried out after all, its answer comes back instead of a second effect;
 *  - once answered (2xx, or a 4xx: the server's considered answer, which stored nothing when it refused), the key is
 *    forgotten: a later submit, or the form changed and sent again, is a new write with a new key.
 * Writes with a body that cannot be compared (a file upload) get no key. The client sends a key with every write; the
 * routes that honour it are the API's choice (`idempotent` on their declaration), so one place decides.
 */

/** How many unanswered writes are remembered (the oldest forgotten first): a browser has few in flight. */
const REMEMBERED = 50;

/** A random version 4 UUID (crypto.getRandomValues: also on a page served over plain HTTP, unlike randomUUID). */
export function randomKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The part of a request that makes it the same write. */
export interface WriteRequest {
  method?: string;
  baseURL?: string;
  url?: string;
  params?: Record<string, unknown>;
  data?: unknown;
}

/**
 * What identifies a write (method, URL, query in a fixed order, body), or null: a read, or a write whose body is binary
 * or a form (an upload), which is sent without a key.
 */
export function writeFingerprint(request: WriteRequest): string | null {
  const method = (request.method ?? 'GET').toUpperCase();
  if (!WRITES.has(method)) return null;
  const data = request.data;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return null;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return null;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return null;
  const body = data === undefined || data === null ? '' : typeof data === 'string' ? data : JSON.stringify(data);
  const query = Object.entries(request.params ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([method, request.baseURL ?? '', request.url ?? '', query, body]);
}

/** The keys of the writes not answered yet, by fingerprint. */
export interface IdempotencyKeys {
  /** The key to send with this write: the one of the same write still unanswered, else a new one. */
  keyFor(fingerprint: string): string;
  /** The server answered the write sent with `key`: the key is done with (a later write gets a new one). */
  answered(fingerprint: string, key: string): void;
}

export function createIdempotencyKeys(newKey: () => string = randomKey, remembered = REMEMBERED): IdempotencyKeys {
  const pending = new Map<string, string>();
  return {
    keyFor(fingerprint) {
      const known = pending.get(fingerprint);
      if (known) return known;
      const key = newKey();
      pending.set(fingerprint, key);
      // A Map iterates in insertion order: the first is the oldest.
      while (pending.size > remembered) pending.delete(pending.keys().next().value as string);
      return key;
    },
    answered(fingerprint, key) {
      // Only this key's: a write sent again after it was answered has a new key of its own by now.
      if (pending.get(fingerprint) === key) pending.delete(fingerprint);
    },
  };
}

/** Whether an answer settles the write: any status below 500. No answer, or a 5xx, may not tell what happened. */
export function settlesWrite(status: number | undefined): boolean {
  return status !== undefined && status < 500;
}
