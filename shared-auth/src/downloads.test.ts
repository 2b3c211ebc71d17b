import { downloadWithProgress } from './downloads';
import { isCanceled } from './query';
import { resetAuthStore, setRuntimeConfig, useAuthStore } from './index';

const facility = {
  id: 3,
  name: 'Elm Park Lodge',
  region: 'Metro North',
  facilityType: 'AgeCare' as const,
  isBillingIntegratedFacility: false,
};

/** A streamed answer in chunks (the last one waits for `release` when given). */
function streamed(chunks: string[], release?: Promise<void>, headers: Record<string, string> = {}): Response {
  const encoder = new TextEncoder();
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (i === chunks.length - 1 && release) await release;
      if (i < chunks.length) controller.enqueue(encoder.encode(chunks[i++]));
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/csv', ...headers } });
}

const saved: { name: string; size: number }[] = [];
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  resetAuthStore();
  setRuntimeConfig({
    apiBaseUrl: '/api',
    oidc: { authority: 'http://x/oidc', clientId: 'c', scope: 'openid' },
    remotes: [],
    environment: { name: 'Test', simulators: true },
  });
  useAuthStore.setState({ accessToken: 'token-1', currentFacility: facility });
  saved.length = 0;
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, size: 0 });
  });
});

test('reports the bytes as they arrive, then saves the file under its name', async () => {
  fetchMock.mockResolvedValue(streamed(['a,b\n', '1,2\n', '3,4\n'], undefined, { 'content-length': '12' }));
  const progress: [number, number | null][] = [];
  await downloadWithProgress('reporting/units', { unitStatus: [1, 2] }, 'UnitReport.xlsx', {
    onProgress: (received, total) => progress.push([received, total]),
  });
  expect(progress).toEqual([
    [0, 12],
    [4, 12],
    [8, 12],
    [12, 12],
  ]);
  expect(saved.map((s) => s.name)).toEqual(['UnitReport.xlsx']);
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/reporting/units?unitStatus=1&unitStatus=2&facilityId=3');
  expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
});

test('a facility id given by the caller is the one sent (the report of another of the user facilities)', async () => {
  fetchMock.mockResolvedValue(streamed(['x']));
  await downloadWithProgress('reporting/settlements', { facilityId: 4 }, 'SettlementsReport.xlsx');
  expect(fetchMock.mock.calls[0][0]).toBe('/api/reporting/settlements?facilityId=4');
});

test('aborting the signal cancels the download mid-way: nothing is saved', async () => {
  let release!: () => void;
  const waiting = new Promise<void>((r) => (release = r));
  fetchMock.mockImplementation(async (_url, init) => {
    const response = streamed(['first', 'last'], waiting);
    // As the browser does: an aborted signal errors the body being read.
    init.signal?.addEventListener('abort', () => release());
    return new Response(
      response.body!.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            if (init.signal?.aborted) controller.error(new DOMException('aborted', 'AbortError'));
            else controller.enqueue(chunk);
          },
        }),
      ),
      { status: 200 },
    );
  });
  const controller = new AbortController();
  const received: number[] = [];
  const done = downloadWithProgress('reporting/movements', {}, 'Movements.xlsx', {
    signal: controller.signal,
    onProgress: (n) => {
      received.push(n);
      if (n > 0) controller.abort();
    },
  });
  const error = await done.catch((e: unknown) => e);
  expect(isCanceled(error)).toBe(true);
  expect(received).toEqual([0, 5]);
  expect(saved).toEqual([]);
});

test('an error answer rejects without saving', async () => {
  fetchMock.mockResolvedValue(new Response('{"message":"no"}', { status: 500, headers: { 'content-type': 'application/json' } }));
  await expect(
    downloadWithProgress('reporting/units', {}, 'UnitReport.xlsx', { onProgress: () => undefined }),
  ).rejects.toMatchObject({
    status: 500,
  });
  expect(saved).toEqual([]);
});
