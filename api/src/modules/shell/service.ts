import Decimal from 'decimal.js';
import { daysBetween, melbourneToday } from 'shared-domain/day';
import type { DashboardInfo } from 'shared-domain/contracts/dashboard';
import type { BannerMessage, FeatureFlags } from 'shared-domain/contracts/shell';
import type { ScopedDb } from '../../db/scoped';
import type { AuthInfo, FacilityInfo } from '../../http/routes';
import { hasFlag } from '../../http/routes';
import { loadFacilities, loadPermissions } from '../auth/index';
import * as repo from './repository';

export function facilityDto(f: FacilityInfo) {
  return {
    id: f.id,
    name: f.name,
    region: f.region ?? '',
    facilityType: f.facilityType,
    isBillingIntegratedFacility: f.isBillingIntegratedFacility,
  };
}

/**
 * Facilities sorted by region then name, so the switcher can group them by region. The signed-in user's own access,
 * read with the auth module's reads (one place for who may use which facility, the guard's too), not facility data.
 */
export async function userFacilities(s: ScopedDb) {
  const list = await loadFacilities(s);
  return list.map(facilityDto).sort((a, b) => a.region.localeCompare(b.region) || a.name.localeCompare(b.name) || a.id - b.id);
}

export async function facilitiesPermissions(s: ScopedDb, auth: AuthInfo) {
  const [facilityInfoList, permissions] = await Promise.all([userFacilities(s), loadPermissions(s, auth.user)]);
  const u = auth.user;
  return {
    userProfile: {
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      roleName: u.roleName,
      isSystemUser: u.isSystemUser,
      isOrganisationManager: u.isOrganisationManager,
    },
    permissions,
    facilityInfoList,
  };
}

export async function featureFlags(s: ScopedDb): Promise<FeatureFlags> {
  const flags = await repo.featureFlags(s);
  return {
    systemConfigurationFlags: {
      enablePrivateResidents: flags.system.get('enablePrivateResidents') ?? false,
      disableSendingExtraServiceToMedicare: flags.system.get('disableSendingExtraServiceToMedicare') ?? false,
    },
    currentFacilityFeatureFlags: {
      enableAgedCareAct2025: flags.facility.get('enableAgedCareAct2025') ?? false,
    },
  };
}

export async function bannerMessages(s: ScopedDb, facility: FacilityInfo): Promise<BannerMessage[]> {
  const rows = await repo.activeBanners(s, facility.facilityType);
  return rows.map((r) => ({ id: r.id, isActive: r.is_active, isRac: r.is_rac, isILU: r.is_ilu, message: r.message }));
}

/** supported / current residents as a percentage with 2 decimals ("41.25"); "0.00" without residents. */
export function supportedRatio(supported: number, total: number): string {
  if (total <= 0) return '0.00';
  return new Decimal(supported).times(100).dividedBy(total).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

type LeaveRow = Awaited<ReturnType<typeof repo.residentsOnLeave>>[number];

/** A row of `repo.residentsOnLeave` as the dashboards answer it (AgeCare and independent living alike). */
export function residentOnLeave<T extends LeaveRow['type']>(l: LeaveRow & { type: T }) {
  return {
    residentId: l.residentId,
    firstName: l.first_name,
    lastName: l.last_name,
    type: l.type,
    startDateUtc: l.start_date,
    expectedReturnDateUtc: l.expected_return_date,
  };
}

/** Leaves of an AgeCare facility (respite leave is independent living's: never recorded here). */
const isAgeCareLeave = (l: LeaveRow): l is LeaveRow & { type: 'Hospital' | 'Social' | 'Emergency' } => l.type !== 'Respite';

export async function dashboard(s: ScopedDb, auth: AuthInfo, today = melbourneToday()): Promise<DashboardInfo> {
  const facility = auth.facility!;
  // One statement: the counts, the bed count, the device expiry date and the open leaves (each statement is a round trip).
  const occ = await repo.occupancy(s, {
    deviceExpiry: hasFlag(auth.permissions, 'deviceExpiryNotification', 'canAction'),
    leaveOn: today,
  });
  const leave = occ.leave;
  const expiry = occ.deviceExpiryDate;
  return {
    facilityResidencyStatistics: {
      residentOccupancyInfo: {
        registeredBeds: occ.registeredBeds,
        respiteResidentCount: occ.respite,
        permanentResidentCount: occ.permanent,
      },
      supportedResidentsInfo: {
        supportedRatio: supportedRatio(occ.supported, occ.total),
        supportThreshold: new Decimal(facility.supportThreshold).toFixed(2),
      },
    },
    residentsOnLeave: leave.filter(isAgeCareLeave).map(residentOnLeave),
    numberOfDaysToDeviceExpiry: expiry ? daysBetween(today, expiry) : null,
  };
}

export const LMS_NOT_CONFIGURED = {
  training: 'The training manual is not available: TRAINING_MANUAL_URL is not configured.',
  release: 'Release information is not available: RELEASE_INFORMATION_URL is not configured.',
};

export function lmsLink(url: string | undefined, notConfigured: string) {
  return url ? { isSuccessful: true, url, message: null } : { isSuccessful: false, url: null, message: notConfigured };
}
