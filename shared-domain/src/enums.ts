/**
 * Enumerations of the specification (seed 000 §3, seed 001 §3/§4, seed 002 §3).
 * Each is an `as const` object plus a union type of its values (no TypeScript `enum`, so everything tree-shakes).
 * How each is shown to a user: labels.ts (one labels map per enumeration).
 */

type ValueOf<T> = T[keyof T];

/** Helper: builds `{ A: 'A', B: 'B' }` from a list of names. */
function names<const T extends readonly string[]>(...values: T): { readonly [K in T[number]]: K } {
  const out = {} as { [K in T[number]]: K };
  for (const v of values) (out as Record<string, string>)[v] = v;
  return out;
}

// ---------------------------------------------------------------- seed 000 §3

/** CareType: Permanent 0, Respite 1, ILU 2 (numeric on the wire). */
export const CareType = { Permanent: 0, Respite: 1, ILU: 2 } as const;
export type CareType = ValueOf<typeof CareType>;
export type CareTypeName = keyof typeof CareType;
export const CARE_TYPE_NAMES: readonly CareTypeName[] = ['Permanent', 'Respite', 'ILU'];

/** Name of a care type given its number or its name; undefined when unknown. */
export function careTypeName(value: CareType | CareTypeName | number | string | null | undefined): CareTypeName | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return CARE_TYPE_NAMES.find((n) => CareType[n] === value);
  return (CARE_TYPE_NAMES as readonly string[]).includes(value) ? (value as CareTypeName) : undefined;
}

/** Departure reasons as stored (reason combined with who initiated it). */
export const DepartureReason = names(
  'Deceased',
  'Hospital',
  'ReturningFamilyHome',
  'Other',
  'AnotherAgedCareServiceByProvider',
  'AnotherAgedCareServiceByResident',
  'AnotherOrganisationFacilityServiceByProvider',
  'AnotherOrganisationFacilityServiceByResident',
);
export type DepartureReason = ValueOf<typeof DepartureReason>;

/** Uncombined departure reasons used by the departure form (AnotherAgedCareService and Transfer need an initiator). */
export const DepartureFormReason = names(
  'Deceased',
  'Hospital',
  'ReturningFamilyHome',
  'Other',
  'AnotherAgedCareService',
  'Transfer',
);
export type DepartureFormReason = ValueOf<typeof DepartureFormReason>;

export const DepartureInitiatedBy = names('Provider', 'Resident');
export type DepartureInitiatedBy = ValueOf<typeof DepartureInitiatedBy>;

/**
 * Recombines a form reason and its initiator into the stored reason:
 * AnotherAgedCareService + Provider -> AnotherAgedCareServiceByProvider,
 * Transfer + Resident -> AnotherOrganisationFacilityServiceByResident. Other reasons pass through unchanged.
 * Throws when AnotherAgedCareService or Transfer comes without an initiator.
 */
export function combineDepartureReason(reason: DepartureFormReason, initiatedBy?: DepartureInitiatedBy | null): DepartureReason {
  if (reason === 'AnotherAgedCareService' || reason === 'Transfer') {
    if (!initiatedBy) throw new Error(`Departure reason ${reason} needs departureInitiatedBy`);
    const stem = reason === 'AnotherAgedCareService' ? 'AnotherAgedCareService' : 'AnotherOrganisationFacilityService';
    return `${stem}By${initiatedBy}` as DepartureReason;
  }
  return reason;
}

/** Splits a stored departure reason into the form's reason and initiator (the inverse of `combineDepartureReason`). */
export function splitDepartureReason(reason: DepartureReason): {
  reason: DepartureFormReason;
  departureInitiatedBy: DepartureInitiatedBy | null;
} {
  const m = /^(AnotherAgedCareService|AnotherOrganisationFacilityService)By(Provider|Resident)$/.exec(reason);
  if (!m) return { reason: reason as DepartureFormReason, departureInitiatedBy: null };
  return {
    reason: m[1] === 'AnotherAgedCareService' ? 'AnotherAgedCareService' : 'Transfer',
    departureInitiatedBy: m[2] as DepartureInitiatedBy,
  };
}

export const TransferType = names('ActiveResidency', 'DepartedResidency', 'Lead');
export type TransferType = ValueOf<typeof TransferType>;

export const ResidentFinanceEffectiveDateType = names(
  'MeansTestCareFee',
  'Pre2014IncomeTestFee',
  'DailyAccommodationContribution',
  'SupportLevel',
  'TopupDailyAccommodationContribution',
  'DailyAccommodationPayment',
  'AgreedRoomPrice',
  'Hardship',
  'Pre2014MonthlyAmountFee',
  'RadPaid',
  'RacPaid',
  'BasicDailyCareFee',
  'IngoingContribution',
  'PrivateDailyCareFee',
  // used by the fees tab
  'HotellingContributionFee',
  'NonClinicalCareContributionFee',
);
export type ResidentFinanceEffectiveDateType = ValueOf<typeof ResidentFinanceEffectiveDateType>;

/** Support level of a resident (default Unknown). */
export const SupportLevel = names('Supported', 'Unsupported', 'Unknown');
export type SupportLevel = ValueOf<typeof SupportLevel>;
export const DEFAULT_SUPPORT_LEVEL: SupportLevel = 'Unknown';

/** Support status shown on lead cards. */
export const SupportStatus = names('Supported', 'Unsupported', 'Bond', 'Charge', 'Respite', 'Unknown');
export type SupportStatus = ValueOf<typeof SupportStatus>;

export const DmfUnitCostCalculationType = names('IngoingUnitCost', 'OutgoingUnitCost');
export type DmfUnitCostCalculationType = ValueOf<typeof DmfUnitCostCalculationType>;

export const IluStatus = names('Available', 'Occupied', 'OutOfService', 'Sold');
export type IluStatus = ValueOf<typeof IluStatus>;
export const BillPayerType = names('Resident', 'PrimaryContact', 'SecondaryContact');
export type BillPayerType = ValueOf<typeof BillPayerType>;

export const BillingPeriod = names('Daily', 'Weekly', 'Fortnightly', 'Monthly', 'Yearly');
export type BillingPeriod = ValueOf<typeof BillingPeriod>;

export const OptionalServiceStatus = names('New', 'Scheduled', 'Stopped');
export type OptionalServiceStatus = ValueOf<typeof OptionalServiceStatus>;

/** Stop billing event; Departure is the default for aged care. */
export const StopBillingEvent = names('Departure', 'Settlement');
export type StopBillingEvent = ValueOf<typeof StopBillingEvent>;

export const FacilityType = names('AgeCare', 'IndependentLiving');
export type FacilityType = ValueOf<typeof FacilityType>;

/** Sex (IntersexOrIndeterminate also appears in other documents). */
export const Sex = names('Male', 'Female', 'IntersexOrIndeterminate', 'Unknown');
export type Sex = ValueOf<typeof Sex>;

export const ExternalSystem = names('Clinical', 'Techone', 'Attache');
export type ExternalSystem = ValueOf<typeof ExternalSystem>;

/** Leave types of an AgeCare facility, in display order. */
export const AgeCareLeaveType = names('Hospital', 'Social', 'Emergency');
export type AgeCareLeaveType = ValueOf<typeof AgeCareLeaveType>;
/** Leave types of an independent-living facility, in display order. */
export const IluLeaveType = names('Hospital', 'Social', 'Respite');
export type IluLeaveType = ValueOf<typeof IluLeaveType>;
export type LeaveType = AgeCareLeaveType | IluLeaveType;

/** Leave types offered for a facility type, in display order. */
export function leaveTypesFor(facilityType: FacilityType): readonly LeaveType[] {
  return facilityType === 'IndependentLiving' ? ['Hospital', 'Social', 'Respite'] : ['Hospital', 'Social', 'Emergency'];
}

/** Kinds carried by leave records (claimability). */
export const LeaveKind = names('Social', 'TransitionCare', 'SocialNonClaimable', 'TransitionNonClaimable');
export type LeaveKind = ValueOf<typeof LeaveKind>;

/**
 * The non-claimable kind is derived from Social or TransitionCare when the leave is not claimable.
 * ILU leave is never claimable, so callers pass `claimable = false` for it.
 */
export function leaveKindFor(kind: 'Social' | 'TransitionCare', claimable: boolean): LeaveKind {
  if (claimable) return kind;
  return kind === 'Social' ? 'SocialNonClaimable' : 'TransitionNonClaimable';
}

export const ResidentEventType = {
  ResidentAdmitted: 5,
  ResidentDeparted: 6,
  AcfiSubmitted: 21,
  ResidentAdmissionCorrected: 22,
  ResidentAdmissionReversed: 23,
  ResidentDepartureCorrected: 24,
  ResidentDepartureReversed: 25,
  LeaveReversed: 26,
} as const;
export type ResidentEventType = ValueOf<typeof ResidentEventType>;

export const ADMITTED_FROM = ['Private residence', 'Other aged care service', 'Hospital', 'Other'] as const;
export type AdmittedFrom = (typeof ADMITTED_FROM)[number];

export const TITLES = [
  'Miss',
  'Mr',
  'Ms',
  'Mrs',
  'Mx',
  'Br',
  'Dame',
  'Dr',
  'Fr',
  'Lady',
  'Lord',
  'Madam',
  'Prof',
  'Pr',
  'Rabbi',
  'Rev',
  'Sir',
  'Sr',
] as const;
export type Title = (typeof TITLES)[number];

/** Specialised care, ids 1 to 5. */
export const SPECIALISED_CARE = [
  { id: 1, name: 'Court managed' },
  { id: 2, name: 'Homeless' },
  { id: 3, name: 'NDIS' },
  { id: 4, name: 'Safety net' },
  { id: 5, name: 'TCP' },
] as const;
export type SpecialisedCareId = (typeof SPECIALISED_CARE)[number]['id'];
export type SpecialisedCareName = (typeof SPECIALISED_CARE)[number]['name'];

export const AcfiDomain = { Default: 0, ADL: 1, BEH: 2, CHC: 3 } as const;
export type AcfiDomain = ValueOf<typeof AcfiDomain>;

export const AcfiLevel = names('Default', 'Nil', 'Low', 'Medium', 'High');
export type AcfiLevel = ValueOf<typeof AcfiLevel>;

/** Care level letters (D, N, L, M, H) of ACFI levels, as shown on lead cards. */
export const ACFI_LEVEL_LETTERS: Readonly<Record<AcfiLevel, string>> = {
  Default: 'D',
  Nil: 'N',
  Low: 'L',
  Medium: 'M',
  High: 'H',
};

/** Australian states and territories: abbreviation -> full name. */
export const AUSTRALIAN_STATES = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
} as const;
export type AustralianState = keyof typeof AUSTRALIAN_STATES;

// ---------------------------------------------------------------- seeds 001 and 002

/** Lead/enquiry status (lead board columns). */
export const EnquiryStatus = names('Enquiries', 'TourBooked', 'TourCompleted', 'Waiting', 'Confirmed');
export type EnquiryStatus = ValueOf<typeof EnquiryStatus>;
export const Gender = names('Unknown', 'Female', 'Male', 'IntersexOrIndeterminate');
export type Gender = ValueOf<typeof Gender>;

export const LeadCareType = names('All', 'Permanent', 'Respite');
export type LeadCareType = ValueOf<typeof LeadCareType>;

/** Care-type picker of reports. */
export const CareTypePicker = names('Both', 'Permanent', 'Respite');
export type CareTypePicker = ValueOf<typeof CareTypePicker>;

/** Respite care level (default Unknown). */
export const RespiteCareLevel = names('Unknown', 'Low', 'High');
export type RespiteCareLevel = ValueOf<typeof RespiteCareLevel>;

export const IncomeAssetStatus = names('Unknown', 'Completed');
export type IncomeAssetStatus = ValueOf<typeof IncomeAssetStatus>;

export const PotentialReclassificationReasons = { All: 0, Hospitalisation: 2, Time: 3 } as const;
export type PotentialReclassificationReason = ValueOf<typeof PotentialReclassificationReasons>;

/** Reassessment request status picker (default Pending). */
export const ReassessmentStatus = names('All', 'Pending', 'Complete', 'Recalled');
export type ReassessmentStatus = ValueOf<typeof ReassessmentStatus>;
export const DEFAULT_REASSESSMENT_STATUS: ReassessmentStatus = 'Pending';

export const ClinicalIntegrationOperationType = names('OnboardResidents', 'UpdateResidents');
export type ClinicalIntegrationOperationType = ValueOf<typeof ClinicalIntegrationOperationType>;

export const MedicareStatementType = { Expected: 1, Actual: 2 } as const;
export type MedicareStatementType = ValueOf<typeof MedicareStatementType>;

export const FundingModel = names('ACFI', 'ANACC');
export type FundingModel = ValueOf<typeof FundingModel>;

export const GlMappingGroup = names('DefaultAccount', 'SundryCharges', 'FeesAndCharges', 'ANACCPermanent', 'ANACCRespite');
export type GlMappingGroup = ValueOf<typeof GlMappingGroup>;
