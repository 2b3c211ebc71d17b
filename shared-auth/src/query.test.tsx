/**
 * The product's QueryClient defaults (retries, load-error toasts, cancellation, the facility switch) and the test double
 * the remotes' tests run against (its fake server goes through the real API client: token, facility, 401 handling).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiClient } from './api';
import { QUERY_RETRIES, createQueryClient, disposeQueryClient, getJson, isRetryable, personKey } from './query';
import { useReferenceData } from './reference-data';
import { NETWORK_ERROR, reply, sequence, server, setSession, testQueryClient, Providers } from './testing';

let client: QueryClient | null = null;
const toasts: string[] = [];

function setup(options: { retry?: boolean } = {}) {
  client = createQueryClient({ notifyError: (m) => toasts.push(m), ...options });
  // Retries one and two seconds apart would make the test slow: keep the count, not the wait.
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retryDelay: 1 } });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <QueryClientProvider client={client!}>{children}</QueryClientProvider>
  );
  return wrapper;
}

beforeEach(() => {
  toasts.length = 0;
});
afterEach(() => {
  if (client) disposeQueryClient(client);
  client = null;
});

describe('retries', () => {
  test('a load that gets no answer or a 5xx is tried three times in all', async () => {
    server.get('dashboard', sequence(NETWORK_ERROR, reply(503), { ok: true }));
    const wrapper = setup();
    const { result } = renderHook(
      () => useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => getJson('dashboard', { signal }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual({ ok: true }));
    expect(server.calls('GET', 'dashboard')).toHaveLength(1 + QUERY_RETRIES);
  });

  test("a 4xx is the server's answer: no retry", async () => {
    server.get('residents/9', reply(404, { message: 'Not found.' }));
    const wrapper = setup();
    const { result } = renderHook(
      () => useQuery({ queryKey: personKey(9), queryFn: ({ signal }) => getJson('residents/9', { signal }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(server.calls('GET', 'residents/9')).toHaveLength(1);
  });

  test('an action (mutation) is never sent twice, whatever the failure', async () => {
    server.post('residents/9/leave', reply(503));
    const wrapper = setup();
    const { result } = renderHook(() => useMutation({ mutationFn: () => apiClient().post('residents/9/leave', {}) }), {
      wrapper,
    });
    await act(async () => {
      await result.current.mutateAsync().catch(() => undefined);
    });
    expect(server.calls('POST', 'residents/9/leave')).toHaveLength(1);
  });

  test('isRetryable: network failures and 5xx only; never a cancelled request', () => {
    expect(isRetryable({ name: 'ApiError', code: 'ERR_NETWORK' })).toBe(true);
    expect(isRetryable({ response: { status: 500 } })).toBe(true);
    expect(isRetryable({ response: { status: 409 } })).toBe(false);
    expect(isRetryable({ name: 'CanceledError' })).toBe(false);
  });
});

describe('load errors', () => {
  test("a failed load toasts the query's message once, however many components watch it", async () => {
    server.get('residents/9/timeline', reply(500));
    const wrapper = setup({ retry: false });
    const options = {
      queryKey: [...personKey(9), 'timeline'],
      queryFn: () => getJson('residents/9/timeline'),
      meta: { errorMessage: 'Timeline failed.' },
    };
    renderHook(() => [useQuery(options), useQuery(options)], { wrapper });
    await waitFor(() => expect(toasts).toEqual(['Timeline failed.']));
  });

  test('a quiet status (a record of another facility) is no toast; a query without a message is none either', async () => {
    server.get('leads/9', reply(404));
    server.get('leads/8', reply(500));
    const wrapper = setup({ retry: false });
    const { result } = renderHook(
      () => [
        useQuery({
          queryKey: ['lead', 9],
          queryFn: () => getJson('leads/9'),
          meta: { errorMessage: 'Lead failed.', quietStatuses: [404] },
        }),
        useQuery({ queryKey: ['lead', 8], queryFn: () => getJson('leads/8') }),
      ],
      { wrapper },
    );
    await waitFor(() => expect(result.current.every((q) => q.isError)).toBe(true));
    expect(toasts).toEqual([]);
  });
});

test('a screen that goes away cancels its load (the AbortSignal reaches the request)', async () => {
  let signal: AbortSignal | undefined;
  server.get('residents', (request: { signal?: AbortSignal }) => {
    signal = request.signal;
    return new Promise(() => undefined);
  });
  const wrapper = setup();
  const { unmount } = renderHook(
    () => useQuery({ queryKey: ['residents'], queryFn: ({ signal: s }) => getJson('residents', { signal: s }) }),
    { wrapper },
  );
  await waitFor(() => expect(signal).toBeDefined());
  unmount();
  await waitFor(() => expect(signal?.aborted).toBe(true));
});

test("switching facility drops the other facility's data and reloads what is on screen for the new one", async () => {
  server.get('dashboard', (request: { query: { facilityId?: number } }) => ({ facility: request.query.facilityId }));
  const wrapper = setup();
  const { result } = renderHook(
    () => useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => getJson('dashboard', { signal }) }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.data).toEqual({ facility: 1 }));
  act(() => setSession({ facility: 2 }));
  await waitFor(() => expect(result.current.data).toEqual({ facility: 2 }));
  // Nothing of facility 1 is kept for later either.
  expect(
    client!
      .getQueryCache()
      .getAll()
      .map((q) => q.state.data),
  ).toEqual([{ facility: 2 }]);
});

test('reference data: loaded once without the facility, shared by every screen showing it', async () => {
  server.get('referenceData/countries', [{ id: 1, name: 'Australia' }]);
  const { result } = renderHook(
    () => [useReferenceData('countries', 'Countries failed.'), useReferenceData('countries', 'Countries failed.')],
    { wrapper: Providers },
  );
  await waitFor(() => expect(result.current[0]).toEqual([{ id: 1, name: 'Australia' }]));
  expect(result.current[1]).toEqual([{ id: 1, name: 'Australia' }]);
  const calls = server.calls('GET', 'referenceData/countries');
  expect(calls).toHaveLength(1);
  expect(calls[0].query).toEqual({});
});

describe('the test double', () => {
  test('requests go through the real client: bearer token and current facility; unknown routes answer 404 and are listed', async () => {
    server.get('residents/:id', ({ params }: { params: { id: string } }) => ({ id: Number(params.id) }));
    await expect(getJson('residents/7')).resolves.toEqual({ id: 7 });
    const [request] = server.calls('GET', 'residents/7');
    expect(request.headers.Authorization).toBe('Bearer test-access-token');
    expect(request.query).toEqual({ facilityId: 1 });
    await expect(getJson('nowhere')).rejects.toMatchObject({ response: { status: 404 } });
    expect(server.unhandled).toEqual(['GET nowhere']);
  });

  test('the session: every permission by default, narrowed by setSession; a fresh QueryClient per test', () => {
    const first = testQueryClient();
    expect(testQueryClient()).toBe(first);
    setSession({ permissions: { residentsDetails: { canView: true } } });
    return import('./store').then(({ useAuthStore }) => {
      const { permissions, currentFacility } = useAuthStore.getState();
      expect(permissions.residentsDetails).toEqual({ canView: true, canModify: false, canRemove: false, canAction: false });
      expect(permissions.leadsDetails.canView).toBe(false);
      expect(currentFacility?.name).toBe('Bayside Gardens');
    });
  });
});
