// shared-domain's modules by path, not its barrel (moment, decimal.js): shared-auth is on the first page.
import { UNAUTHORIZED_ALERT } from 'shared-domain/messages';
import {
  modelStateMessages as domainModelStateMessages,
  modelStateSummary as domainModelStateSummary,
} from 'shared-domain/model-state';
import { getRuntimeConfig } from './config';
import {
  fetchTransport,
  httpClient,
  isApiError,
  sendRequest,
  type ApiClient,
  type ApiRequestConfig,
  type ApiTransport,
} from './http';
import { useAuthStore } from './store';
import { IDEMPOTENCY_KEY_HEADER } from 'shared-domain/idempotency';
import { createIdempotencyKeys, settlesWrite, writeFingerprint, type IdempotencyKeys } from './idempotency';

export interface ApiClientOptions {
  /** Do not add the `facilityId` query parameter (the no-facility calls). */
  noFacility?: boolean;
  /** Do not send the bearer token (forgot / reset password). */
  anonymous?: boolean;
  /** Set false to get a 401 as a rejected promise without the alert and reload (session start-up). */
  alertOnUnauthorized?: boolean;
  /** This client's transport, before the one `setApiTransport` set and the browser's (tests of the client itself). */
  transport?: ApiTransport;
  /** The keys of its writes (tests: a fixed key maker); by default the client's own, random. */
  idempotencyKeys?: IdempotencyKeys;
}

let reloading = false;

/**
 * The transport under every client (undefined: the browser's). Only shared-auth/testing sets it, to its fake server, so
 * tests run the real client (token, facility, 401 handling) against canned answers.
 */
let testTransport: ApiTransport | undefined;

export function setApiTransport(transport: ApiTransport | undefined): void {
  testTransport = transport;
}

/** Page actions (replaceable in tests: jsdom cannot reload). */
export const pageActions = { reload: (): void => window.location.reload() };

/** For tests: forget that a 401 already triggered the alert and reload. */
export function resetUnauthorizedHandling(): void {
  reloading = false;
}

function handleUnauthorized(): void {
  if (reloading) return;
  reloading = true;
  window.alert(UNAUTHORIZED_ALERT);
  pageActions.reload();
}

/**
 * The product's API client: base URL from the runtime config, bearer token from the store, the current facility as the
 * `facilityId` query parameter (unless `noFacility`), an `Idempotency-Key` on each write (./idempotency.ts: the same
 * write sent again before it was answered carries the same key, so the API carries it out once), and a 401 answered by
 * an alert and a page reload.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { noFacility = false, anonymous = false, alertOnUnauthorized = true, transport } = options;
  const keys = options.idempotencyKeys ?? createIdempotencyKeys();
  return httpClient(async (config) => {
    const { accessToken, currentFacility } = useAuthStore.getState();
    const request: ApiRequestConfig = { ...config, baseURL: config.baseURL ?? getRuntimeConfig()?.apiBaseUrl ?? '/api' };
    if (!anonymous && accessToken && !request.headers?.Authorization)
      request.headers = { ...request.headers, Authorization: `Bearer ${accessToken}` };
    if (!noFacility && !anonymous && currentFacility && request.params?.facilityId === undefined)
      request.params = { ...request.params, facilityId: currentFacility.id };
    // Keys are the signed-in user's (the API keeps them per user): an anonymous call sends none.
    const fingerprint = anonymous || hasKey(request) ? null : writeFingerprint(request);
    const write = fingerprint === null ? null : { fingerprint, key: keys.keyFor(fingerprint) };
    if (write) request.headers = { ...request.headers, [IDEMPOTENCY_KEY_HEADER]: write.key };
    try {
      const response = await sendRequest(request, transport ?? testTransport ?? fetchTransport);
      if (write) keys.answered(write.fingerprint, write.key);
      return response;
    } catch (error) {
      if (write && isApiError(error) && settlesWrite(error.status)) keys.answered(write.fingerprint, write.key);
      if (isApiError(error) && error.status === 401 && !anonymous && alertOnUnauthorized) handleUnauthorized();
      throw error;
    }
  });
}

/** The caller chose the key itself. */
function hasKey(request: ApiRequestConfig): boolean {
  return Object.keys(request.headers ?? {}).some((name) => name.toLowerCase() === IDEMPOTENCY_KEY_HEADER.toLowerCase());
}

const shared = new Map<string, ApiClient>();

/**
 * The one client of the data layer (queries and mutations of every remote): the product's client for the current
 * facility, or with `noFacility` for the calls that are not about a facility (reference data, the user's facilities).
 */
export function apiClient(options: { noFacility?: boolean } = {}): ApiClient {
  const key = options.noFacility ? 'noFacility' : 'facility';
  let client = shared.get(key);
  if (!client) {
    client = createApiClient({ noFacility: !!options.noFacility });
    shared.set(key, client);
  }
  return client;
}

/** Field -> messages joined by commas, from an API error (or a body / model state). */
export function modelStateSummary(error: unknown): Record<string, string> {
  return domainModelStateSummary(error);
}

/** Every model-state message of an API error (for message dialogs). */
export function modelStateMessages(error: unknown): string[] {
  return domainModelStateMessages(error);
}
