import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { pageActions } from './api';
import {
  createApiClient,
  modelStateSummary,
  modelStateMessages,
  resetUnauthorizedHandling,
  resetAuthStore,
  setRuntimeConfig,
  useAuthStore,
} from './index';

const facility = {
  id: 3,
  name: 'Elm Park Lodge',
  region: 'Metro North',
  facilityType: 'AgeCare' as const,
  isBillingIntegratedFacility: false,
};

function respond(status: number, data: unknown, seen: InternalAxiosRequestConfig[]): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new axios.AxiosError('Request failed', String(status), config, null, response);
    return response;
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

it('adds the base URL, the bearer token and facilityId', async () => {
  const seen: InternalAxiosRequestConfig[] = [];
  const client = createApiClient({ adapter: respond(200, { ok: true }, seen) });
  await client.get('dashboard', { params: { x: 1 } });
  expect(seen[0].baseURL).toBe('/api');
  expect(seen[0].headers.Authorization).toBe('Bearer token-1');
  expect(seen[0].params).toEqual({ x: 1, facilityId: 3 });
});

it('leaves facilityId out for no-facility calls and the token out for anonymous ones', async () => {
  const seen: InternalAxiosRequestConfig[] = [];
  await createApiClient({ noFacility: true, adapter: respond(200, {}, seen) }).get('users/facilities');
  await createApiClient({ anonymous: true, adapter: respond(200, {}, seen) }).post('account/forgot-password', { email: 'a@b.c' });
  expect(seen[0].params).toBeUndefined();
  expect(seen[0].headers.Authorization).toBe('Bearer token-1');
  expect(seen[1].params).toBeUndefined();
  expect(seen[1].headers.Authorization).toBeUndefined();
});

it('reads the current token and facility at request time', async () => {
  const seen: InternalAxiosRequestConfig[] = [];
  const client = createApiClient({ adapter: respond(200, {}, seen) });
  useAuthStore.setState({ accessToken: 'token-2', currentFacility: { ...facility, id: 4 } });
  await client.get('featureFlags');
  expect(seen[0].headers.Authorization).toBe('Bearer token-2');
  expect(seen[0].params.facilityId).toBe(4);
});

it('answers a 401 with the alert, then reloads (once for concurrent calls)', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const client = createApiClient({ adapter: respond(401, {}, []) });
  await expect(client.get('dashboard')).rejects.toThrow();
  await expect(client.get('bannerMessages')).rejects.toThrow();
  expect(alert).toHaveBeenCalledTimes(1);
  expect(alert).toHaveBeenCalledWith('Authorization has been denied for this request. Log in is required.');
  expect(reload).toHaveBeenCalledTimes(1);
  alert.mockRestore();
});

it('does not alert on other errors', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  await expect(createApiClient({ adapter: respond(403, { message: 'no' }, []) }).get('x')).rejects.toThrow();
  expect(alert).not.toHaveBeenCalled();
  alert.mockRestore();
});

it('joins model-state messages by commas per field', async () => {
  const client = createApiClient({
    adapter: respond(400, { modelState: { newPassword: ['Too short', 'Needs a digit'], salt: ['Invalid link'] } }, []),
  });
  const error = await client.post('account/reset-password', {}).catch((e) => e);
  expect(modelStateSummary(error)).toEqual({ newPassword: 'Too short, Needs a digit', salt: 'Invalid link' });
  expect(modelStateMessages(error)).toEqual(['Too short', 'Needs a digit', 'Invalid link']);
});

it('leaves a 401 to the caller when alertOnUnauthorized is false', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  await expect(
    createApiClient({ alertOnUnauthorized: false, adapter: respond(401, {}, []) }).get('users/facilities-permissions'),
  ).rejects.toThrow();
  expect(alert).not.toHaveBeenCalled();
  expect(reload).not.toHaveBeenCalled();
  alert.mockRestore();
});
