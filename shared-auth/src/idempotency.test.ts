import type { TransportRequest, TransportResponse } from './http';
import { createIdempotencyKeys, randomKey, writeFingerprint } from './idempotency';
import { createApiClient, resetAuthStore, setRuntimeConfig, useAuthStore } from './index';

const facility = {
  id: 3,
  name: 'Elm Park Lodge',
  region: 'Metro North',
  facilityType: 'AgeCare' as const,
  isBillingIntegratedFacility: false,
};

beforeEach(() => {
  resetAuthStore();
  setRuntimeConfig({
    apiBaseUrl: '/api',
    oidc: { authority: 'http://x/oidc', clientId: 'c', scope: 'openid' },
    remotes: [],
    environment: { name: 'Test', simulators: true },
  });
  useAuthStore.setState({ accessToken: 'token-1', currentFacility: facility });
});

/** Keys k1, k2, ... in the order they are made (so a test can say which submit got which). */
function countingKeys() {
  let n = 0;
  return createIdempotencyKeys(() => `k${++n}`);
}

/** A transport whose answers the test gives one by one (`answer`), recording the key each request carried. */
function heldTransport() {
  const keys: (string | undefined)[] = [];
  const waiting: ((r: TransportResponse | Error) => void)[] = [];
  const transport = (request: TransportRequest) => {
    keys.push(request.headers['Idempotency-Key']);
    return new Promise<TransportResponse>((resolve, reject) =>
      waiting.push((r) => (r instanceof Error ? reject(r) : resolve(r))),
    );
  };
  return {
    transport,
    keys,
    /** Answers the oldest request still waiting: a status (and body), or no answer at all (a network failure). */
    answer(status: number | 'no answer', data: unknown = {}) {
      const next = waiting.shift();
      if (!next) throw new Error('no request is waiting');
      next(status === 'no answer' ? new TypeError('Failed to fetch') : { status, headers: {}, data });
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('writeFingerprint: what makes two requests the same write', () => {
  it('is null for reads and for uploads (a form or a file is sent without a key)', () => {
    expect(writeFingerprint({ method: 'GET', url: 'dashboard' })).toBeNull();
    expect(writeFingerprint({ url: 'dashboard' })).toBeNull();
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.pdf');
    expect(writeFingerprint({ method: 'POST', url: 'documents', data: form })).toBeNull();
    expect(writeFingerprint({ method: 'POST', url: 'photo', data: new Blob(['x']) })).toBeNull();
    expect(writeFingerprint({ method: 'POST', url: 'photo', data: new Uint8Array([1]) })).toBeNull();
  });

  it('is the same for the same method, URL, query (in any order) and body; different when any of them differs', () => {
    const base = { method: 'post', baseURL: '/api', url: 'tour/save', params: { facilityId: 3, x: 1 }, data: { id: null } };
    const same = writeFingerprint(base);
    expect(same).not.toBeNull();
    expect(writeFingerprint({ ...base, method: 'POST', params: { x: 1, facilityId: 3, y: undefined } })).toBe(same);
    for (const other of [
      { ...base, method: 'PUT' },
      { ...base, url: 'tour/other' },
      { ...base, params: { facilityId: 4, x: 1 } },
      { ...base, data: { id: 1 } },
      { ...base, data: undefined },
    ])
      expect(writeFingerprint(other)).not.toBe(same);
    expect(writeFingerprint({ method: 'DELETE', url: 'tour/5' })).not.toBeNull();
  });
});

describe('the keys of unanswered writes', () => {
  it('gives the same write the same key until it is answered, then a new one', () => {
    const keys = countingKeys();
    expect(keys.keyFor('a')).toBe('k1');
    expect(keys.keyFor('a')).toBe('k1');
    expect(keys.keyFor('b')).toBe('k2');
    keys.answered('a', 'k1');
    expect(keys.keyFor('a')).toBe('k3');
    // A late answer of the old key does not take the new one away.
    keys.answered('a', 'k1');
    expect(keys.keyFor('a')).toBe('k3');
  });

  it('remembers a bounded number of writes, forgetting the oldest', () => {
    const keys = createIdempotencyKeys(
      (() => {
        let n = 0;
        return () => `k${++n}`;
      })(),
      2,
    );
    keys.keyFor('a');
    keys.keyFor('b');
    keys.keyFor('c');
    expect(keys.keyFor('c')).toBe('k3');
    expect(keys.keyFor('b')).toBe('k2');
    expect(keys.keyFor('a')).toBe('k4');
  });

  it('makes random version 4 UUIDs', () => {
    const made = new Set(Array.from({ length: 100 }, randomKey));
    expect(made.size).toBe(100);
    for (const key of made) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('the API client sends an Idempotency-Key with each write', () => {
  it('a double click (the same body while the first is in flight) sends the same key; after the answer, a new one', async () => {
    const server = heldTransport();
    const client = createApiClient({ transport: server.transport, idempotencyKeys: countingKeys() });
    const first = client.post('billing/sundry/post', { id: 4, version: 1 });
    const second = client.post('billing/sundry/post', { id: 4, version: 1 });
    await flush();
    expect(server.keys).toEqual(['k1', 'k1']);
    server.answer(200);
    server.answer(200);
    await Promise.all([first, second]);
    const later = client.post('billing/sundry/post', { id: 4, version: 1 });
    await flush();
    server.answer(409);
    await expect(later).rejects.toMatchObject({ status: 409 });
    expect(server.keys).toEqual(['k1', 'k1', 'k2']);
  });

  it('a submit sent again after no answer, or a 5xx, reuses its key; after a 4xx (the server refused) it gets a new one', async () => {
    const server = heldTransport();
    const client = createApiClient({ transport: server.transport, idempotencyKeys: countingKeys() });
    const body = { period: '2026-10' };
    const send = async (status: number | 'no answer') => {
      const sent = client.post('finance/fee-runs', body);
      await flush();
      server.answer(status);
      return sent.catch((e: unknown) => e);
    };
    await expect(send('no answer')).resolves.toMatchObject({ code: 'ERR_NETWORK' });
    await expect(send(503)).resolves.toMatchObject({ status: 503 });
    await expect(send(200)).resolves.toMatchObject({ status: 200 });
    await expect(send(400)).resolves.toMatchObject({ status: 400 });
    await send(200);
    expect(server.keys).toEqual(['k1', 'k1', 'k1', 'k2', 'k3']);
  });

  it('a changed form is a new write with a new key; the first keeps its own', async () => {
    const server = heldTransport();
    const client = createApiClient({ transport: server.transport, idempotencyKeys: countingKeys() });
    const a = client.post('tour/save', { attendees: 'Daughter' });
    const b = client.post('tour/save', { attendees: 'Son' });
    const c = client.post('tour/save', { attendees: 'Daughter' });
    await flush();
    expect(server.keys).toEqual(['k1', 'k2', 'k1']);
    for (let i = 0; i < 3; i++) server.answer(200);
    await Promise.all([a, b, c]);
  });

  it('sends no key with reads, anonymous calls and uploads, and keeps a key the caller chose', async () => {
    const server = heldTransport();
    const client = createApiClient({ transport: server.transport, idempotencyKeys: countingKeys() });
    const anonymous = createApiClient({ transport: server.transport, anonymous: true, idempotencyKeys: countingKeys() });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.pdf');
    const sent = [
      client.get('dashboard'),
      anonymous.post('account/forgot-password', { email: 'a@b.c' }),
      client.post('residents/9/documents', form),
      client.put('leads/admit/', { residentId: 9 }, { headers: { 'Idempotency-Key': 'mine' } }),
    ];
    await flush();
    expect(server.keys).toEqual([undefined, undefined, undefined, 'mine']);
    for (let i = 0; i < sent.length; i++) server.answer(200);
    await Promise.all(sent);
  });

  it('a random UUID by default', async () => {
    const server = heldTransport();
    const sent = createApiClient({ transport: server.transport }).put('residents/1/finance/fees', { version: 1 });
    await flush();
    server.answer(200);
    await sent;
    expect(server.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
