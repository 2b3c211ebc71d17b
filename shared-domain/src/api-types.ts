/**
 * API shapes of the platform (docs/platform-contract.md). JSON, camelCase; date-only values 'YYYY-MM-DD',
 * instants ISO-8601 UTC. Plain types: import them with `import type`.
 */
import type { FacilityType } from './enums';

/** 'YYYY-MM-DD' */
export type DateOnlyString = string;
/** ISO-8601 UTC instant */
export type InstantString = string;
/** A decimal number sent as a string to keep precision, e.g. "41.25". */
export type DecimalString = string;

export interface HealthResponse {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

export interface Facility {
  id: number;
  name: string;
  region: string;
  facilityType: FacilityType;
  isBillingIntegratedFacility: boolean;
}

export interface UserProfile {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  roleName: string;
  isSystemUser: boolean;
  isOrganisationManager: boolean;
}

export interface PermissionEntry {
  permissionCode: number;
  canView: boolean;
  canModify: boolean;
  canRemove: boolean;
  canAction: boolean;
}

/** GET /api/users/facilities-permissions */
export interface FacilitiesPermissionsResponse {
  userProfile: UserProfile;
  permissions: PermissionEntry[];
  facilityInfoList: Facility[];
}

/** GET /api/featureFlags */
export interface FeatureFlags {
  systemConfigurationFlags: {
    enablePrivateResidents: boolean;
    disableSendingExtraServiceToMedicare: boolean;
  };
  currentFacilityFeatureFlags: {
    enableAgedCareAct2025: boolean;
  };
}
export type SystemFlagName = keyof FeatureFlags['systemConfigurationFlags'];
export type FacilityFlagName = keyof FeatureFlags['currentFacilityFeatureFlags'];
export type FeatureFlagName = SystemFlagName | FacilityFlagName;

/** GET /api/bannerMessages (one item) */
export interface BannerMessage {
  id: number;
  isActive: boolean;
  isRac: boolean;
  isILU: boolean;
  message: string;
}

/** A resident on leave as the AgeCare dashboard lists them. */
export interface ResidentOnLeave {
  residentId: number;
  firstName: string;
  lastName: string;
  type: 'Hospital' | 'Social' | 'Emergency';
  startDateUtc: InstantString;
  expectedReturnDateUtc: InstantString | null;
}

/** A resident on leave as the ILU dashboard lists them. */
export interface IluResidentOnLeave extends Omit<ResidentOnLeave, 'type'> {
  type: 'Hospital' | 'Social' | 'Respite';
}

/** GET /api/dashboard (AgeCare) */
export interface DashboardInfo {
  facilityResidencyStatistics: {
    residentOccupancyInfo: {
      registeredBeds: number;
      respiteResidentCount: number;
      permanentResidentCount: number;
    };
    supportedResidentsInfo: {
      /** percentage, e.g. "41.25" */
      supportedRatio: DecimalString;
      /** percentage, e.g. "40" */
      supportThreshold: DecimalString;
    };
  };
  residentsOnLeave: ResidentOnLeave[];
  /** omitted or null without deviceExpiryNotification canAction */
  numberOfDaysToDeviceExpiry?: number | null;
}

/** An entry of the ILU dashboard's enquiry lists. */
export interface IluEntry {
  firstResidentFullName: string;
  secondResidentFullName: string | null;
  independentLivingAllocationId: number;
  firstResidentId: number;
  depositPaidDateUtc: InstantString | null;
  tourDateTime: string | null;
  createdOnUtc: InstantString;
  roomNumber: string | null;
}

export interface IluAvailableAccommodation {
  accommodationId: number;
  roomNumber: string;
  accommodationName: string;
}

/** GET /api/ilu-dashboard (IndependentLiving) */
export interface IluDashboardInfo {
  iluFacilityStatistics: {
    iLuOccupancyInfo: {
      availableAccommodations: IluAvailableAccommodation[];
      totalUnitCount: number;
      occupiedUnitCount: number;
    };
    iluEnquiryInfo: {
      depositPaidAndUnitInfos: IluEntry[];
      iluTour: { iluTourCompletedList: IluEntry[] };
      enquiryDetails: IluEntry[];
      enquiriesThisMonthCount: number;
      enquiriesOnATourCount: number;
      enquiriesWithDepositPaidCount: number;
    };
  };
  residentsOnLeave: IluResidentOnLeave[];
}

/** GET /api/lms/TrainingManualUrl, GET /api/lms/ReleaseInformationUrl */
export interface LmsUrlResponse {
  isSuccessful: boolean;
  url: string | null;
  message: string | null;
}

/** GET /api/residents/search and /api/residents/search-current-and-departed (one row): the contract's type. */
export type { ResidentSearchRow } from './contracts/search-responses';

/** Query of paged lists. */
export interface PagingQuery {
  skip?: number;
  /** default 25 */
  take?: number;
  notIncludingItemsAfter?: InstantString;
}

/** Paged list response (declared once, with its schema, in contracts/common). */
export type { Paged } from './contracts/common';

/** 400 body. */
export interface ModelStateErrorBody {
  modelState: Record<string, string[]>;
}

/** 403, 404 and 409 body. */
export interface MessageErrorBody {
  message: string;
}

/** POST /api/account/forgot-password */
export interface ForgotPasswordRequest {
  email: string;
}

/** GET /api/account/validate-reset-link?salt (200) */
export interface ValidateResetLinkResponse {
  isValid: true;
}

/** POST /api/account/reset-password */
export interface ResetPasswordRequest {
  newPassword: string;
  salt: string;
}

/** POST /api/system/maintenance-notice */
export interface MaintenanceNoticeRequest {
  message: string;
}

/** GET /config.json */
export interface RuntimeConfig {
  apiBaseUrl: string;
  oidc: { authority: string; clientId: string; scope: string };
  remotes: { name: string; manifest: string; routes: string }[];
  environment: { name: string; simulators: boolean };
}

/** A route guard's permission requirement. */
export interface RoutePermission {
  name: string;
  flag: 'canView' | 'canModify' | 'canRemove' | 'canAction';
}

/** One route of a remote's routes.json. */
export interface RemoteRouteDeclaration {
  path: string;
  title: string;
  facilityType?: FacilityType;
  permission?: RoutePermission;
  featureFlag?: string;
  systemUserOnly?: boolean;
  /** The shell hides its footer on this route (seed 000 §2: the resident lists). */
  hideFooter?: boolean;
  expose?: string;
  /** Declared now (path, guard, menu entry), built later: the shell shows NotAvailableYet under the real path and guard. */
  planned?: boolean;
}

/** One menu entry of a remote's routes.json. */
export interface RemoteMenuEntry {
  label: string;
  path: string;
  order: number;
  /** Menu heading the entry sits under (e.g. 'Funding'); entries without one come first, ungrouped. */
  group?: string;
  facilityType?: FacilityType;
  permission?: RoutePermission;
  featureFlag?: string;
  systemUserOnly?: boolean;
}

/** A remote's routes.json. */
export interface RemoteRoutesFile {
  remote: string;
  routes: RemoteRouteDeclaration[];
  menu: RemoteMenuEntry[];
}
