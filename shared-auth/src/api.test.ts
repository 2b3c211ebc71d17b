import { pageActions } from './api';
import type { TransportRequest, TransportResponse } from './http';
import {
  createApiClient,
  isApiError,
  modelStateSummary,
  modelStateMessages,
  resetUnauthorizedHandling,
  resetAuthStore,
  setRuntimeConfig,
  useAuthStore,
  type ApiError,
} from './index';

const facility = {
  id: 3,
  name: 'Elm Park Lodge',
  region: 'Metro North',
  facilityType: 'AgeCare' as const,
  isBillingIntegratedFacility: false,
};

/** A transport answering every request with one status and body, recording what it was asked to send. */
function respond(status: number, data: unknown, seen: TransportRequest[] = [], headers: Record<string, string> = {}) {
  return async (request: TransportRequest): Promise<TransportResponse> => {
    seen.push(request);
    return { status, headers, data };
  };
}

const reload = jest.fn();
beforeAll(() => {
  pageActions.reload = reload;
});
beforeEach(() => {
  resetAuthStore();
  resetUnauthorizedHandling();
  reload.mockReset();
  setRuntimeConfig({
    apiBaseUrl: '/api',
    oidc: { authority: 'http://x/oidc', clientId: 'c', scope: 'openid' },
    remotes: [],
    environment: { name: 'Test', simulators: true },
  });
  useAuthStore.setState({ accessToken: 'token-1', currentFacility: facility });
});

describe('the session on each request', () => {
  it('adds the base URL, the bearer token and facilityId', async () => {
    const seen: TransportRequest[] = [];
    await createApiClient({ transport: respond(200, { ok: true }, seen) }).get('dashboard', { params: { x: 1 } });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/dashboard?x=1&facilityId=3' });
    expect(seen[0].headers.Authorization).toBe('Bearer token-1');
  });

  it('takes the base URL from the runtime config, /api without one', async () => {
    const seen: TransportRequest[] = [];
    const client = createApiClient({ noFacility: true, transport: respond(200, {}, seen) });
    setRuntimeConfig({
      apiBaseUrl: 'https://api.example.org/v1/',
      oidc: { authority: 'http://x/oidc', clientId: 'c', scope: 'openid' },
      remotes: [],
      environment: { name: 'Test', simulators: true },
    });
    await client.get('/reference-data');
    setRuntimeConfig(null);
    await client.get('reference-data');
    expect(seen.map((r) => r.url)).toEqual(['https://api.example.org/v1/reference-data', '/api/reference-data']);
  });

  it('leaves facilityId out for no-facility calls and the token out for anonymous ones', async () => {
    const seen: TransportRequest[] = [];
    await createApiClient({ noFacility: true, transport: respond(200, {}, seen) }).get('users/facilities');
    await createApiClient({ anonymous: true, transport: respond(200, {}, seen) }).post('account/forgot-password', {
      email: 'a@b.c',
    });
    expect(seen[0].url).toBe('/api/users/facilities');
    expect(seen[0].headers.Authorization).toBe('Bearer token-1');
    expect(seen[1].url).toBe('/api/account/forgot-password');
    expect(seen[1].headers.Authorization).toBeUndefined();
  });

  it('keeps a facilityId the caller gave', async () => {
    const seen: TransportRequest[] = [];
    await createApiClient({ transport: respond(200, {}, seen) }).get('residents', { params: { facilityId: 9 } });
    expect(seen[0].url).toBe('/api/residents?facilityId=9');
  });

  it('reads the current token and facility at request time', async () => {
    const seen: TransportRequest[] = [];
    const client = createApiClient({ transport: respond(200, {}, seen) });
    useAuthStore.setState({ accessToken: 'token-2', currentFacility: { ...facility, id: 4 } });
    await client.get('featureFlags');
    expect(seen[0].headers.Authorization).toBe('Bearer token-2');
    expect(seen[0].url).toBe('/api/featureFlags?facilityId=4');
  });
});

describe('requests', () => {
  const client = (seen: TransportRequest[], answer = respond(200, {}, seen)) =>
    createApiClient({ noFacility: true, transport: answer });

  it('leaves undefined and null parameters out, repeats an array, writes a date in ISO form', async () => {
    const seen: TransportRequest[] = [];
    await client(seen).get('leads/dashboard/', {
      params: {
        take: 20,
        gender: undefined,
        locationId: null,
        status: [1, 2],
        from: new Date('2026-03-05T00:00:00Z'),
        q: 'a b&c',
      },
    });
    expect(seen[0].url).toBe('/api/leads/dashboard/?take=20&status=1&status=2&from=2026-03-05T00%3A00%3A00.000Z&q=a+b%26c');
  });

  it('sends an object as JSON and FormData as it is', async () => {
    const seen: TransportRequest[] = [];
    await client(seen).put('residents', { id: 7, tags: ['a'] });
    const form = new FormData();
    form.append('file', new Blob(['pdf']), 'summary.pdf');
    await client(seen).post('residents/7/upload', form, { params: { name: 'Summary' } });
    await client(seen).delete('residents/photo');
    expect(seen[0]).toMatchObject({ method: 'PUT', body: '{"id":7,"tags":["a"]}' });
    expect(seen[0].headers['Content-Type']).toBe('application/json');
    expect(seen[1]).toMatchObject({ method: 'POST', url: '/api/residents/7/upload?name=Summary' });
    expect(seen[1].body).toBe(form);
    expect(seen[1].headers['Content-Type']).toBeUndefined();
    expect(seen[2]).toMatchObject({ method: 'DELETE', body: undefined });
  });

  it('answers data, status and headers; asks the transport for a blob when told', async () => {
    const seen: TransportRequest[] = [];
    const blob = new Blob(['xlsx']);
    const res = await client(seen, respond(200, blob, seen, { 'content-disposition': 'attachment' })).get<Blob>('report', {
      responseType: 'blob',
    });
    expect(seen[0].responseType).toBe('blob');
    expect(res).toEqual({ data: blob, status: 200, headers: { 'content-disposition': 'attachment' } });
  });
});

describe('errors', () => {
  /** The ApiError a request rejects with. */
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error: unknown = await promise.then(
      () => new Error('The request resolved'),
      (e: unknown) => e,
    );
    if (!isApiError(error)) throw error;
    return error;
  }

  it('rejects a 4xx and a 5xx with the response, in axios words', async () => {
    const notFound = await failure(
      createApiClient({ transport: respond(404, { message: 'No such resident' }) }).get('residents/9'),
    );
    expect(isApiError(notFound)).toBe(true);
    expect(notFound).toMatchObject({
      name: 'ApiError',
      message: 'Request failed with status code 404',
      code: 'ERR_BAD_REQUEST',
      status: 404,
      response: { status: 404, data: { message: 'No such resident' } },
      config: { url: 'residents/9', method: 'GET' },
    });
    const down = await failure(createApiClient({ transport: respond(503, '') }).get('dashboard'));
    expect(down).toMatchObject({ code: 'ERR_BAD_RESPONSE', status: 503, message: 'Request failed with status code 503' });
  });

  it('resolves a status validateStatus accepts', async () => {
    const res = await createApiClient({ transport: respond(404, undefined) }).get('residents/7/photo', {
      validateStatus: (s) => (s >= 200 && s < 300) || s === 404,
    });
    expect(res.status).toBe(404);
  });

  it('reports no answer as a network error', async () => {
    const offline = await failure(
      createApiClient({
        transport: () => Promise.reject(new TypeError('Failed to fetch')),
      }).get('dashboard'),
    );
    expect(offline).toMatchObject({ name: 'ApiError', message: 'Network Error', code: 'ERR_NETWORK', status: undefined });
    expect(offline.response).toBeUndefined();
  });

  it('reports a cancelled request as CanceledError, before sending and while waiting', async () => {
    const seen: TransportRequest[] = [];
    const before = new AbortController();
    before.abort();
    const early = await failure(
      createApiClient({ transport: respond(200, {}, seen) }).get('dashboard', { signal: before.signal }),
    );
    expect(early).toMatchObject({ name: 'CanceledError', code: 'ERR_CANCELED', message: 'canceled' });
    expect(seen).toHaveLength(0);

    const during = new AbortController();
    const pending = createApiClient({
      transport: ({ signal }) =>
        new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    }).get('dashboard', { signal: during.signal });
    during.abort();
    expect(await failure(pending)).toMatchObject({ name: 'CanceledError', code: 'ERR_CANCELED' });
  });

  it('answers a 401 with the alert, then reloads (once for concurrent calls)', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const client = createApiClient({ transport: respond(401, {}) });
    await expect(client.get('dashboard')).rejects.toThrow('Request failed with status code 401');
    await expect(client.get('bannerMessages')).rejects.toThrow();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Authorization has been denied for this request. Log in is required.');
    expect(reload).toHaveBeenCalledTimes(1);
    alert.mockRestore();
  });

  it('does not alert on other errors, nor on a 401 of an anonymous call', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    await expect(createApiClient({ transport: respond(403, { message: 'no' }) }).get('x')).rejects.toThrow();
    await expect(createApiClient({ anonymous: true, transport: respond(401, {}) }).get('x')).rejects.toThrow();
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('leaves a 401 to the caller when alertOnUnauthorized is false', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    await expect(
      createApiClient({ alertOnUnauthorized: false, transport: respond(401, {}) }).get('users/facilities-permissions'),
    ).rejects.toThrow();
    expect(alert).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('joins model-state messages by commas per field', async () => {
    const client = createApiClient({
      transport: respond(400, { modelState: { newPassword: ['Too short', 'Needs a digit'], salt: ['Invalid link'] } }),
    });
    const error = await failure(client.post('account/reset-password', {}));
    expect(modelStateSummary(error)).toEqual({ newPassword: 'Too short, Needs a digit', salt: 'Invalid link' });
    expect(modelStateMessages(error)).toEqual(['Too short', 'Needs a digit', 'Invalid link']);
  });
});

describe("the browser's transport (fetch)", () => {
  const realFetch = global.fetch;
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });
  afterAll(() => {
    global.fetch = realFetch;
  });
  const answer = (body: BodyInit | null, status = 200, headers: Record<string, string> = {}) =>
    fetchMock.mockResolvedValueOnce(new Response(body, { status, headers }));
  const client = () => createApiClient();

  it('sends method, URL, headers, body and signal to fetch', async () => {
    answer('{"id":7}', 200, { 'Content-Type': 'application/json; charset=utf-8' });
    const controller = new AbortController();
    await client().post('residents', { id: 7 }, { signal: controller.signal });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/residents?facilityId=3');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"id":7}',
      signal: controller.signal,
      headers: { Authorization: 'Bearer token-1', 'Content-Type': 'application/json' },
    });
  });

  it('reads JSON when the answer says JSON (text when it is not), text otherwise, nothing from an empty JSON answer', async () => {
    answer('{"id":7}', 200, { 'Content-Type': 'application/json; charset=utf-8', 'X-Total': '1' });
    answer('plain words', 200, { 'Content-Type': 'text/plain' });
    answer('', 200, { 'Content-Type': 'application/json' });
    answer(null, 204);
    answer('<html>Bad gateway</html>', 200, { 'Content-Type': 'application/json' });
    expect(await client().get('a')).toEqual({
      data: { id: 7 },
      status: 200,
      headers: expect.objectContaining({ 'x-total': '1' }),
    });
    expect((await client().get('b')).data).toBe('plain words');
    expect((await client().get('c')).data).toBeUndefined();
    expect((await client().delete('d')).data).toBe('');
    expect((await client().get('e')).data).toBe('<html>Bad gateway</html>');
  });

  it('reads a blob when asked', async () => {
    answer('xlsx', 200, { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="a.xlsx"' });
    const res = await client().get<Blob>('leads/leads-report-excel', { responseType: 'blob' });
    expect(await res.data.text()).toBe('xlsx');
    expect(res.headers['content-disposition']).toBe('attachment; filename="a.xlsx"');
  });

  it('rejects an error status with its JSON body', async () => {
    answer('{"message":"Changed by someone else"}', 409, { 'Content-Type': 'application/problem+json' });
    const error: unknown = await client()
      .put('residents', {})
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'ERR_BAD_REQUEST',
      response: { status: 409, data: { message: 'Changed by someone else' } },
    });
  });

  it('turns a failed fetch into a network error and an aborted one into a cancellation', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client().get('a')).rejects.toMatchObject({ code: 'ERR_NETWORK', message: 'Network Error' });
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(() => {
      controller.abort();
      return Promise.reject(new DOMException('This operation was aborted', 'AbortError'));
    });
    await expect(client().get('a', { signal: controller.signal })).rejects.toMatchObject({
      name: 'CanceledError',
      code: 'ERR_CANCELED',
    });
  });
});
