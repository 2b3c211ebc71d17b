import { renderHook, act } from '@testing-library/react';
import { STORAGE_KEY_SELECTED_FACILITY, STORAGE_KEY_USER_PROFILE } from 'shared-domain';
import type { FacilitiesPermissionsResponse, Facility } from 'shared-domain/contracts/shell';
import {
  createApiClient,
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
  type ApiTransport,
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

/** A request as the fake API saw it: the path below /api and the facilityId the client added. */
interface Call {
  path: string;
  facilityId: number | undefined;
}
type Handler = (call: Call) => { status: number; data: unknown };

function transportFor(handler: Handler, calls: Call[]): ApiTransport {
  return async (request) => {
    const url = new URL(request.url, 'http://localhost');
    const facilityId = url.searchParams.get('facilityId');
    const call = { path: url.pathname.replace(/^\/api\//, ''), facilityId: facilityId ? Number(facilityId) : undefined };
    calls.push(call);
    return { ...handler(call), headers: {} };
  };
}

/** The session's two clients as the product makes them, over a fake API. */
function sessionClients(handler: Handler, calls: Call[] = []) {
  const transport = transportFor(handler, calls);
  return {
    noFacility: createApiClient({ noFacility: true, alertOnUnauthorized: false, transport }),
    facility: createApiClient({ transport }),
  };
}

function serverFor(opts: { flagsFail?: boolean; bannersFail?: boolean } = {}): Handler {
  return ({ path, facilityId }) => {
    switch (path) {
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
  const calls: Call[] = [];
  setSessionClients(sessionClients(serverFor(opts), calls));
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
    expect(calls.find((c) => c.path === 'bannerMessages')?.facilityId).toBe(4);
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

describe('initialiseSession with the profile the entry requested', () => {
  const profileOf = async () =>
    (await sessionClients(serverFor()).noFacility.get<FacilitiesPermissionsResponse>('users/facilities-permissions')).data;

  it('uses its answer: no second profile request, then the facility data as always', async () => {
    const profile = await profileOf();
    const calls = useServer();
    await initialiseSession(Promise.resolve(profile));
    expect(calls.map((c) => c.path).sort()).toEqual(['bannerMessages', 'featureFlags']);
    expect(useAuthStore.getState().userProfile?.firstName).toBe('Mia');
    expect(useAuthStore.getState().currentFacility?.id).toBe(1);
  });

  it.each([
    ['refused', () => Promise.resolve(null)],
    ['failed', () => Promise.reject(new Error('offline'))],
  ])('without an answer (%s): asks for the profile itself', async (_case, prefetched) => {
    const calls = useServer();
    await initialiseSession(prefetched());
    expect(calls.map((c) => c.path)).toContain('users/facilities-permissions');
    expect(useAuthStore.getState().status).toBe('ready');
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
    expect(calls.map((c) => [c.path, c.facilityId]).sort()).toEqual([
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
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    setSessionClients(sessionClients(() => ({ status: 401, data: {} })));
    useAuthStore.setState({ accessToken: 'stale' });
    await expect(initialiseSession()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });
});
