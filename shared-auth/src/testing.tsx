/**
 * The one test double of shared-auth for every remote's tests (`shared-auth/testing`; the remotes' jest config also maps
 * `shared-auth` itself here, so a screen under test always gets it). It is the real shared-auth (store, hooks, API client
 * with its token, facility and 401 handling, query client) with three things replaced:
 * - the network: the API client's transport is a fake server whose answers each test declares (`server.get(...)`);
 * - the session: a signed-in organisation manager at Bayside Gardens with every permission (`setSession` narrows it);
 * - the providers: `renderWithProviders` mounts a fresh QueryClient (no retries), a router and the remote's UI provider.
 * Everything is reset before each test.
 */
import { render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ALL_FLAGS, NO_FLAGS, PERMISSIONS, type PermissionFlags, type PermissionMap, type PermissionName } from 'shared-domain';
import type { Facility, UserProfile } from 'shared-domain/contracts/shell';
import { LIVE_CHANGE_EVENT, type LiveTopic } from 'shared-domain/live';
import { resetUnauthorizedHandling, setApiTransport } from './api';
import { getRuntimeConfig, setRuntimeConfig } from './config';
import type { ApiTransport } from './http';
import { setStreamOpener, type StreamOpener } from './live';
import { createQueryClient, disposeQueryClient } from './query';
import { initialAuthState, useAuthStore, type FacilityFlags, type SystemFlags } from './store';

export * from './index';

// ---------------------------------------------------------------- the fake server

/** A request as the fake server received it (after the client added the token and the facility). */
export interface FakeRequest {
  method: string;
  /** Path without the API base and without a leading slash: 'residents/7/leave'. */
  path: string;
  /** The values of the pattern's `:name` segments. */
  params: Record<string, string>;
  /**
   * Query parameters (the client's `facilityId` included) as the API reads them: a number-like value as a number (its
   * schemas coerce them), a repeated name as an array.
   */
  query: Record<string, unknown>;
  /** The JSON body (parsed), or the FormData of an upload. */
  body: unknown;
  headers: Record<string, string>;
  signal?: AbortSignal;
}

/** A reply other than 200 with a JSON body. */
export interface FakeReply {
  readonly __reply: true;
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** `reply(404, { message })`: an answer with another status (4xx and 5xx reject as the browser's transport would). */
export function reply(status: number, body: unknown = undefined, headers?: Record<string, string>): FakeReply {
  return { __reply: true, status, body, headers };
}

/** No answer at all (offline): the client sees a network error. */
export const NETWORK_ERROR: FakeReply = { __reply: true, status: 0, body: undefined };

export type FakeHandler = (request: FakeRequest) => unknown;

/** Answers in turn, one per request, the last one again after that: `sequence(reply(400, ...), reply(409, ...))`. */
export function sequence(...answers: unknown[]): FakeHandler {
  let i = 0;
  return (request) => {
    const answer = answers[Math.min(i++, answers.length - 1)];
    return typeof answer === 'function' ? (answer as FakeHandler)(request) : answer;
  };
}

/** An answer the test gives later: `const beds = deferred(); server.get(path, beds.handler); ...; beds.resolve(BEDS)`. */
export function deferred<T = unknown>(): { handler: FakeHandler; resolve: (answer: T | FakeReply) => void } {
  let resolve!: (answer: T | FakeReply) => void;
  const promise = new Promise<T | FakeReply>((r) => {
    resolve = r;
  });
  return { handler: () => promise, resolve };
}

interface Route_ {
  method: string;
  pattern: string;
  segments: string[];
  handler: jest.Mock;
}

function normalise(path: string): string {
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

function match(segments: string[], path: string): Record<string, string> | null {
  const parts = normalise(path).split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    if (segments[i].startsWith(':')) params[segments[i].slice(1)] = decodeURIComponent(parts[i]);
    else if (segments[i] !== parts[i]) return null;
  }
  return params;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function queryValue(value: string): string | number {
  const n = Number(value);
  return value.trim() !== '' && String(n) === value ? n : value;
}

function parseQuery(search: URLSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name).map(queryValue);
    query[name] = values.length > 1 ? values : values[0];
  }
  return query;
}

/** The path below the API base ('/api/residents/7' -> 'residents/7'). */
function apiPath(pathname: string): string {
  const base = normalise(new URL(getRuntimeConfig()?.apiBaseUrl ?? '/api', 'http://localhost').pathname);
  const path = normalise(pathname);
  return base && path.startsWith(`${base}/`) ? path.slice(base.length + 1) : path;
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * The fake API. `server.get('residents/:id', body | (request) => body | reply(...))` declares an answer (the latest
 * declaration for a route wins) and returns its jest mock, whose calls are the requests received. A request nobody
 * declared answers 404 and is listed in `server.unhandled`. `server.requests` lists every request in order.
 */
export class FakeServer {
  private routes: Route_[] = [];
  readonly requests: FakeRequest[] = [];
  readonly unhandled: string[] = [];

  on(method: string, pattern: string, answer: unknown): jest.Mock {
    const handler = jest.fn(typeof answer === 'function' ? (answer as FakeHandler) : () => answer);
    const p = normalise(pattern);
    this.routes.unshift({ method: method.toUpperCase(), pattern: p, segments: p.split('/'), handler });
    return handler;
  }

  get(pattern: string, answer: unknown): jest.Mock {
    return this.on('GET', pattern, answer);
  }
  post(pattern: string, answer: unknown = undefined): jest.Mock {
    return this.on('POST', pattern, answer);
  }
  put(pattern: string, answer: unknown = undefined): jest.Mock {
    return this.on('PUT', pattern, answer);
  }
  delete(pattern: string, answer: unknown = undefined): jest.Mock {
    return this.on('DELETE', pattern, answer);
  }

  /** The requests received for a method and path (exact path, e.g. 'residents/7/leave'). */
  calls(method: string, path: string): FakeRequest[] {
    return this.requests.filter((r) => r.method === method.toUpperCase() && r.path === normalise(path));
  }

  reset(): void {
    this.routes = [];
    this.requests.length = 0;
    this.unhandled.length = 0;
  }

  /** The API client's transport while tests run: answers from the routes declared. */
  readonly transport: ApiTransport = async (sent) => {
    const url = new URL(sent.url, 'http://localhost');
    const method = sent.method.toUpperCase();
    const path = apiPath(url.pathname);
    if (sent.signal?.aborted) throw abortError();
    const route = this.routes
      .map((r) => ({ r, params: r.method === method ? match(r.segments, path) : null }))
      .find((x) => x.params);
    const request: FakeRequest = {
      method,
      path,
      params: route?.params ?? {},
      query: parseQuery(url.searchParams),
      body: parseBody(sent.body),
      headers: { ...sent.headers },
      signal: sent.signal,
    };
    this.requests.push(request);
    let answer: unknown;
    if (!route) {
      this.unhandled.push(`${method} ${path}`);
      answer = reply(404, { message: `The fake server has no answer for ${method} ${path}.` });
    } else {
      answer = await route.r.handler(request);
    }
    if (sent.signal?.aborted) throw abortError();
    const r: FakeReply =
      answer && typeof answer === 'object' && (answer as FakeReply).__reply ? (answer as FakeReply) : reply(200, answer);
    // No answer: the browser's fetch rejects with a TypeError, which the client reports as a network error.
    if (r.status === 0) throw new TypeError('Failed to fetch');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(r.headers ?? {})) headers[name.toLowerCase()] = value;
    return { status: r.status, headers, data: r.body };
  };
}

export const server = new FakeServer();
setApiTransport(server.transport);

// ---------------------------------------------------------------- the session

export const TEST_FACILITIES: Facility[] = [
  { id: 1, name: 'Bayside Gardens', region: 'Metro South', facilityType: 'AgeCare', isBillingIntegratedFacility: false },
  { id: 2, name: 'Carlton House', region: 'Metro North', facilityType: 'AgeCare', isBillingIntegratedFacility: false },
  { id: 3, name: 'Elm Park Lodge', region: 'Metro North', facilityType: 'AgeCare', isBillingIntegratedFacility: false },
  {
    id: 4,
    name: 'Riverside Village',
    region: 'Metro South',
    facilityType: 'IndependentLiving',
    isBillingIntegratedFacility: false,
  },
];

export const TEST_USER: UserProfile = {
  id: 1,
  firstName: 'Olivia',
  lastName: 'Nguyen',
  email: 'manager@demo.local',
  roleName: 'Organisation manager',
  isSystemUser: false,
  isOrganisationManager: true,
};

export type TestPermissions = 'all' | 'none' | Partial<Record<PermissionName, Partial<PermissionFlags> | boolean>>;

export interface TestSession {
  /** 'all' (default), 'none', or the permissions granted: `{ residentsDetails: { canView: true } }`, `true` for all four flags. */
  permissions?: TestPermissions;
  /** The current facility (default Bayside Gardens), by object or id among `facilities`. */
  facility?: Facility | number;
  facilities?: Facility[];
  systemFlags?: Partial<SystemFlags>;
  facilityFlags?: Partial<FacilityFlags>;
  userProfile?: Partial<UserProfile>;
}

/** A permission map: every permission denied except those given (or all of them). */
export function permissionMap(permissions: TestPermissions = 'all'): PermissionMap {
  const out = {} as PermissionMap;
  for (const p of PERMISSIONS) {
    const given = permissions === 'all' ? true : permissions === 'none' ? undefined : permissions[p.name];
    out[p.name] = given === true ? { ...ALL_FLAGS } : { ...NO_FLAGS, ...(given || {}) };
  }
  return out;
}

/** Signs the test in: the store as the shell leaves it once the session has started. Unset fields take the defaults. */
export function setSession(session: TestSession = {}): void {
  const facilities = session.facilities ?? TEST_FACILITIES;
  const f = session.facility ?? facilities[0];
  const currentFacility = typeof f === 'number' ? (facilities.find((x) => x.id === f) ?? null) : f;
  useAuthStore.setState(
    {
      ...initialAuthState,
      user: { sub: String(TEST_USER.id), email: TEST_USER.email, name: `${TEST_USER.firstName} ${TEST_USER.lastName}` },
      accessToken: 'test-access-token',
      userProfile: { ...TEST_USER, ...session.userProfile },
      facilities,
      currentFacility,
      permissions: permissionMap(session.permissions),
      systemFlags: { enablePrivateResidents: true, disableSendingExtraServiceToMedicare: false, ...session.systemFlags },
      facilityFlags: { enableAgedCareAct2025: true, ...session.facilityFlags },
      banners: [],
      status: 'ready',
    },
    true,
  );
}

// ---------------------------------------------------------------- rendering

let wrapper: ComponentType<{ children?: ReactNode }> | undefined;
let notifyError: ((message: string) => void) | undefined;
let queryClient: QueryClient | null = null;

/**
 * Set once per remote (its jest setup file): the UI provider screens render in (shared-ui's UiProvider) and how a
 * failed load is shown (shared-ui's notify.error). shared-auth cannot import shared-ui, which depends on it.
 */
export function configureTesting(options: {
  wrapper?: ComponentType<{ children?: ReactNode }>;
  notifyError?: (message: string) => void;
}): void {
  wrapper = options.wrapper;
  notifyError = options.notifyError;
}

/** The test's QueryClient (the product's defaults, without retries): the one `renderWithProviders` mounts. */
export function testQueryClient(): QueryClient {
  queryClient ??= createQueryClient({ retry: false, notifyError: (m) => notifyError?.(m) });
  return queryClient;
}

export interface RenderOptions {
  /** The address the router starts at (default '/'). */
  route?: string;
  /** The route pattern `ui` renders under (e.g. '/viewResident/:residentId/*'); without it `ui` renders at any address. */
  path?: string;
  /** Other routes of the test (where a screen navigates to): pattern -> element. */
  routes?: Record<string, ReactNode>;
}

/**
 * Renders a screen as the shell would: UI provider, the one QueryClient, a router. `rerender(ui)` keeps the providers
 * and the router (not `path` and `routes`).
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const { route = '/', path, routes = {} } = options;
  const content =
    path || Object.keys(routes).length ? (
      <Routes>
        <Route path={path ?? '*'} element={ui} />
        {Object.entries(routes).map(([p, element]) => (
          <Route key={p} path={p} element={element} />
        ))}
      </Routes>
    ) : (
      ui
    );
  const WithRouter = ({ children }: { children?: ReactNode }) => (
    <Providers>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Providers>
  );
  return render(content, { wrapper: WithRouter });
}

/** A wrapper for `render(..., { wrapper })` and `renderHook`: UI provider and the test's QueryClient, no router. */
export function Providers({ children }: { children?: ReactNode }) {
  const Wrap = wrapper ?? (({ children: c }: { children?: ReactNode }) => <>{c}</>);
  return (
    <Wrap>
      <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>
    </Wrap>
  );
}

/**
 * The titled message dialog (shared-ui's MessageDialog: the model-state errors, 'Unable to ...') once it is open and can
 * be clicked. A form dialog may share its title (the spec names both 'Depart resident'), so it is the dialog of that name
 * with an OK button, interactive once the dialog layer has given its content `pointer-events: auto`.
 */
export async function messageDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog', { name: title }).find((d) => within(d).queryByRole('button', { name: 'OK' }));
    expect(dialog).toBeDefined();
    expect(dialog).toHaveStyle({ pointerEvents: 'auto' });
    return dialog as HTMLElement;
  });
}

// ---------------------------------------------------------------- the live channel

const openStreams = new Set<(chunk: string) => void>();

/** The server-sent event streams a screen opens (the live channel): open until closed, fed by `emitLiveChange`. */
const fakeStreams: StreamOpener = async (_url, _headers, signal) => ({
  async *[Symbol.asyncIterator]() {
    const queue: string[] = [];
    let wake: (() => void) | null = null;
    const push = (chunk: string) => {
      queue.push(chunk);
      wake?.();
    };
    openStreams.add(push);
    signal.addEventListener('abort', () => wake?.());
    try {
      while (!signal.aborted) {
        const next = queue.shift();
        if (next !== undefined) yield next;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      openStreams.delete(push);
    }
  },
});

/** The live channel tells the open screens that `topic` changed for their facility. */
export function emitLiveChange(topic: LiveTopic): void {
  for (const push of openStreams) push(`event: ${LIVE_CHANGE_EVENT}\ndata: ${JSON.stringify({ topic })}\n\n`);
}

/** Back to the defaults: no answers declared, the default session, a fresh QueryClient (nothing cached). */
export function resetTesting(): void {
  server.reset();
  if (queryClient) disposeQueryClient(queryClient);
  queryClient = null;
  setRuntimeConfig(null);
  resetUnauthorizedHandling();
  setStreamOpener(fakeStreams);
  setSession();
}

beforeEach(resetTesting);
