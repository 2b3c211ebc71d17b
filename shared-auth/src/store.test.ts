import { renderHook, act } from '@testing-library/react';
import axios, { type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { STORAGE_KEY_SELECTED_FACILITY, STORAGE_KEY_USER_PROFILE, type Facility } from 'shared-domain';
import {
  useAuthStore,
  resetAuthStore,
  usePermission,
  useFeatureFlag,
  useBanners,
  useFacility,
  useSession,
  initialiseSession,
  switchFacility,
  setSessionClients,
  chooseFacility,
  groupFacilitiesByRegion,
  readStoredFacility,
} from './index';

const facilities: Facility[] = [
  { id: 1, name: 'Bayside Gardens', region: 'Metro South', facilityType: 'AgeCare', isBillingIntegratedFacility: false },
  { id: 2, name: 'Carlton House', region: 'Metro North', facilityType: 'AgeCare', isBillingIntegratedFacility: true },
  { id: 3, name: 'Elm Park Lodge', region: 'Metro North', facilityType: 'AgeCare', isBillingIntegratedFacility: false },
  {
    id: 4,
    name: 'Riverside Village',
    region: 'Metro South',
    facilityType: 'IndependentLiving',
    isBillingIntegratedFacility: false,
  },
];

type Handler = (config: InternalAxiosRequestConfig) => { status: number; data: unknown };
function fakeClient(handler: Handler, calls: InternalAxiosRequestConfig[]): AxiosInstance {
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { status, data } = handler(config);
    const response = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new axios.AxiosError('fail', String(status), config, null, response);
    return response;
  };
  return axios.create({ adapter, baseURL: '/api' });
}

function serverFor(opts: { flagsFail?: boolean; bannersFail?: boolean } = {}): Handler {
  return (config) => {
    const facilityId = config.params?.facilityId;
    switch (config.url) {
      case 'users/facilities-permissions':
        return {
          status: 200,
          data: {
            userProfile: {
              id: 7,
              firstName: 'Mia',
              lastName: 'Manager',
              email: 'm@demo.local',
              roleName: 'Manager',
              isSystemUser: false,
              isOrganisationManager: true,
            },
            permissions: [
              { permissionCode: 201, canView: true, canModify: true, canRemove: false, canAction: false },
              { permissionCode: 603, canView: false, canModify: false, canRemove: false, canAction: true },
            ],
            facilityInfoList: facilities,
          },
        };
      case 'featureFlags':
        if (opts.flagsFail) return { status: 500, data: {} };
        return {
          status: 200,
          data: {
            systemConfigurationFlags: { enablePrivateResidents: true, disableSendingExtraServiceToMedicare: false },
            currentFacilityFeatureFlags: { enableAgedCareAct2025: facilityId === 2 },
          },
        };
      case 'bannerMessages':
        if (opts.bannersFail) return { status: 500, data: {} };
        return {
          status: 200,
          data: [
            { id: 1, isActive: true, isRac: true, isILU: false, message: `RAC notice ${facilityId}` },
            { id: 2, isActive: true, isRac: false, isILU: true, message: 'ILU notice' },
            { id: 3, isActive: false, isRac: true, isILU: true, message: 'old' },
          ],
        };
      default:
        return { status: 404, data: { message: 'not found' } };
    }
  };
}

function useServer(opts?: { flagsFail?: boolean; bannersFail?: boolean }) {
  const calls: InternalAxiosRequestConfig[] = [];
  const c = fakeClient(serverFor(opts), calls);
  // The facility client adds facilityId as the real one does.
  c.interceptors.request.use((config) => {
    const f = useAuthStore.getState().currentFacility;
    if (f && config.url !== 'users/facilities-permissions') config.params = { ...(config.params ?? {}), facilityId: f.id };
    return config;
  });
  setSessionClients({ noFacility: c, facility: c });
  return calls;
}

beforeEach(() => {
  resetAuthStore();
  window.localStorage.clear();
});

describe('initialiseSession', () => {
  it('loads profile, maps permissions by name and picks the first facility by name', async () => {
    useServer();
    const result = await initialiseSession();
    expect(result.errors).toEqual([]);
    const s = useAuthStore.getState();
    expect(s.userProfile?.firstName).toBe('Mia');
    expect(s.permissions.residentsDetails).toEqual({ canView: true, canModify: true, canRemove: false, canAction: false });
    expect(s.permissions.deviceExpiryNotification.canAction).toBe(true);
    expect(s.permissions.residentsFinancials.canView).toBe(false);
    expect(s.currentFacility?.id).toBe(1);
    expect(s.systemFlags?.enablePrivateResidents).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY_USER_PROFILE)!).id).toBe(7);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY_SELECTED_FACILITY)!).id).toBe(1);
  });

  it('restores the stored facility when the user still has it', async () => {
    window.localStorage.setItem(STORAGE_KEY_SELECTED_FACILITY, JSON.stringify(facilities[3]));
    const calls = useServer();
    await initialiseSession();
    expect(useAuthStore.getState().currentFacility?.id).toBe(4);
    expect(calls.find((c) => c.url === 'bannerMessages')?.params.facilityId).toBe(4);
  });

  it('reports flag and banner failures with the seed messages', async () => {
    useServer({ flagsFail: true, bannersFail: true });
    const result = await initialiseSession();
    expect(result.errors).toEqual([
      'Unable to get feature flags. Either your computer is offline, or the product is having problems of its own.',
      'Unable to get banner mssages. Either your computer is offline, or the product is having problems of its own.',
    ]);
  });
});

describe('switchFacility', () => {
  it('stores the choice and reloads flags and banners for the new facility', async () => {
    const calls = useServer();
    await initialiseSession();
    calls.length = 0;
    await switchFacility(2);
    expect(useAuthStore.getState().currentFacility?.name).toBe('Carlton House');
    expect(readStoredFacility()?.id).toBe(2);
    expect(calls.map((c) => [c.url, c.params.facilityId]).sort()).toEqual([
      ['bannerMessages', 2],
      ['featureFlags', 2],
    ]);
    expect(useAuthStore.getState().facilityFlags?.enableAgedCareAct2025).toBe(true);
  });
});

describe('hooks', () => {
  it('usePermission, useFeatureFlag, useBanners, useFacility and useSession read the store', async () => {
    useServer();
    await initialiseSession();
    useAuthStore.setState({ accessToken: 'abc' });
    expect(renderHook(() => usePermission('residentsDetails')).result.current).toEqual({
      canView: true,
      canModify: true,
      canRemove: false,
      canAction: false,
    });
    expect(renderHook(() => usePermission('fundingReconciliation')).result.current.canAction).toBe(false);
    expect(renderHook(() => useFeatureFlag('enablePrivateResidents')).result.current).toBe(true);
    expect(renderHook(() => useFeatureFlag('enableAgedCareAct2025')).result.current).toBe(false);
    const banners = renderHook(() => useBanners());
    expect(banners.result.current.map((b) => b.message)).toEqual(['RAC notice 1']);
    await act(async () => {
      await switchFacility(4);
    });
    expect(banners.result.current.map((b) => b.message)).toEqual(['ILU notice']);
    expect(renderHook(() => useFacility()).result.current.facilityType).toBe('IndependentLiving');
    const session = renderHook(() => useSession()).result.current;
    expect(session.isSignedIn).toBe(true);
    expect(session.isSystemUser).toBe(false);
  });
});

describe('facility helpers', () => {
  it('groups by region and sorts by name', () => {
    const groups = groupFacilitiesByRegion([facilities[3], facilities[2], facilities[0], facilities[1]]);
    expect(groups.map((g) => [g.region, g.facilities.map((f) => f.name)])).toEqual([
      ['Metro North', ['Carlton House', 'Elm Park Lodge']],
      ['Metro South', ['Bayside Gardens', 'Riverside Village']],
    ]);
  });
  it('falls back to the first by name when the stored facility is not allowed', () => {
    expect(chooseFacility([facilities[2], facilities[1]], { ...facilities[0] })?.id).toBe(2);
    expect(chooseFacility([])).toBeNull();
  });
});

describe('a token the API no longer accepts', () => {
  it('clears the session and asks for sign-in instead of the 401 alert', async () => {
    const { SessionExpiredError } = await import('./index');
    setSessionClients({
      noFacility: fakeClient(() => ({ status: 401, data: {} }), []),
      facility: fakeClient(() => ({ status: 401, data: {} }), []),
    });
    useAuthStore.setState({ accessToken: 'stale' });
    await expect(initialiseSession()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(useAuthStore.getState().accessToken).toBeNull();
  });
});
