import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { mapPermissionEntries } from 'shared-domain';
import type { Facility } from 'shared-domain/contracts/shell';
import type { RemoteRoutesFile } from 'shared-domain/contracts/platform';
import { createApiClient, resetAuthStore, useAuthStore, type ApiClient, type ApiClientOptions } from 'shared-auth';
import { UiProvider } from 'shared-ui';

export const facilities: Facility[] = [
  { id: 1, name: 'Bayside Gardens', region: 'Metro South', facilityType: 'AgeCare', isBillingIntegratedFacility: false },
  { id: 3, name: 'Elm Park Lodge', region: 'Metro North', facilityType: 'AgeCare', isBillingIntegratedFacility: false },
  { id: 2, name: 'Carlton House', region: 'Metro North', facilityType: 'AgeCare', isBillingIntegratedFacility: true },
  {
    id: 4,
    name: 'Riverside Village',
    region: 'Metro South',
    facilityType: 'IndependentLiving',
    isBillingIntegratedFacility: false,
  },
];

export function signedIn(
  opts: {
    facilityId?: number;
    permissions?: { permissionCode: number; canView: boolean; canModify: boolean; canRemove: boolean; canAction: boolean }[];
    isSystemUser?: boolean;
  } = {},
) {
  resetAuthStore();
  useAuthStore.setState({
    user: { sub: '1' },
    accessToken: 'token',
    userProfile: {
      id: 1,
      firstName: 'Mia',
      lastName: 'Manager',
      email: 'm@demo.local',
      roleName: 'Manager',
      isSystemUser: opts.isSystemUser ?? false,
      isOrganisationManager: true,
    },
    facilities,
    currentFacility: facilities.find((f) => f.id === (opts.facilityId ?? 1))!,
    permissions: mapPermissionEntries(
      opts.permissions ?? [{ permissionCode: 201, canView: true, canModify: false, canRemove: false, canAction: false }],
    ),
    status: 'ready',
  });
}

export const routeFiles: (RemoteRoutesFile & { build?: string })[] = [
  {
    remote: 'mfe_residents',
    build: '0.1.0 test-build',
    routes: [
      { path: '/dashboard', facilityType: 'AgeCare', expose: './Dashboard', title: 'Dashboard' },
      {
        path: '/viewResidents',
        permission: { name: 'residentsDetails', flag: 'canView' },
        planned: true,
        title: 'Residents',
        hideFooter: true,
      },
      {
        path: '/editResident/:residentId/*',
        permission: { name: 'residentsDetails', flag: 'canModify' },
        planned: true,
        title: 'Edit resident',
      },
      {
        path: '/viewResident/:residentId/*',
        permission: { name: 'residentsDetails', flag: 'canView' },
        planned: true,
        title: 'Resident',
      },
    ],
    menu: [
      {
        label: 'Residents',
        path: '/viewResidents',
        permission: { name: 'residentsDetails', flag: 'canView' },
        facilityType: 'AgeCare',
        order: 20,
      },
      { label: 'Dashboard', path: '/dashboard', order: 10, facilityType: 'AgeCare' },
    ],
  },
  {
    remote: 'mfe_ilu',
    routes: [{ path: '/dashboard', facilityType: 'IndependentLiving', expose: './Dashboard', title: 'Dashboard' }],
    menu: [{ label: 'Dashboard', path: '/dashboard', order: 10, facilityType: 'IndependentLiving' }],
  },
  {
    remote: 'mfe_funding',
    routes: [
      {
        path: '/statementNavigator',
        permission: { name: 'fundingReviewFundingStatements', flag: 'canAction' },
        planned: true,
        title: 'Statement navigator',
      },
      {
        path: '/viewMedicareStatements',
        permission: { name: 'fundingReviewFundingStatements', flag: 'canAction' },
        planned: true,
        title: 'Medicare statements',
      },
      { path: '/reporting/flagged', featureFlag: 'enableAgedCareAct2025', planned: true, title: 'Flagged' },
      { path: '/customerCare/tools', systemUserOnly: true, planned: true, title: 'Tools' },
    ],
    menu: [
      {
        label: 'Statement navigator',
        path: '/statementNavigator',
        permission: { name: 'fundingReviewFundingStatements', flag: 'canAction' },
        order: 42,
      },
    ],
  },
];

export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  return { router, ...utils };
}

/** A request as the fake API received it. */
export interface FakeCall {
  /** 'GET', 'POST', ... */
  method: string;
  /** The path below the API base: 'account/forgot-password'. */
  url: string;
  /** The query parameters (the client's `facilityId` included unless the client is anonymous or noFacility). */
  params: Record<string, string>;
  /** The JSON body, parsed. */
  body: unknown;
}

export type Handler = (call: FakeCall) => { status: number; data: unknown } | Promise<{ status: number; data: unknown }>;

/** The product's API client (`options` as the shell's client has them) over a fake API answering with `handler`. */
export function fakeClient(handler: Handler, calls: FakeCall[] = [], options: ApiClientOptions = {}): ApiClient {
  return createApiClient({
    ...options,
    transport: async (request) => {
      const url = new URL(request.url, 'http://localhost');
      const call: FakeCall = {
        method: request.method,
        url: url.pathname.replace(/^\/api\//, ''),
        params: Object.fromEntries(url.searchParams),
        body: typeof request.body === 'string' ? (JSON.parse(request.body) as unknown) : request.body,
      };
      calls.push(call);
      const { status, data } = await handler(call);
      return { status, data, headers: {} };
    },
  });
}
