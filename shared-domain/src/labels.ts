/**
 * How each enumeration is shown to a user: one labels map per enumeration, the only place a screen takes display text
 * for an enumeration value from (a screen never prints the value itself: "ReturningFamilyHome" is shown as "Returning
 * to family home"). The spec's own display text is used where it gives one (lead status 'Lead' / 'Waitlist', the lead
 * board's columns, 'Out of service', Medicare's BeingProcessed 'Waiting on response'); elsewhere the value in plain
 * words. Each map is typed `Record<Value, string>`, so a new value does not compile without its label, and
 * labels.test.ts checks every enumeration of enums.ts has a map.
 */
import type {
  AcfiLevel,
  AgeCareLeaveType,
  BillingPeriod,
  BillPayerType,
  CareTypeName,
  CareTypePicker,
  ClinicalIntegrationOperationType,
  DepartureFormReason,
  DepartureInitiatedBy,
  DepartureReason,
  DmfUnitCostCalculationType,
  EnquiryStatus,
  ExternalSystem,
  FacilityType,
  FundingModel,
  Gender,
  GlMappingGroup,
  IluLeaveType,
  IluStatus,
  IncomeAssetStatus,
  LeadCareType,
  LeaveKind,
  OptionalServiceStatus,
  ReassessmentStatus,
  ResidentFinanceEffectiveDateType,
  RespiteCareLevel,
  Sex,
  StopBillingEvent,
  SupportLevel,
  SupportStatus,
  TransferType,
} from './enums';

export const CARE_TYPE_LABELS: Readonly<Record<CareTypeName, string>> = {
  Permanent: 'Permanent',
  Respite: 'Respite',
  ILU: 'ILU',
};

export const DEPARTURE_REASON_LABELS: Readonly<Record<DepartureReason, string>> = {
  Deceased: 'Deceased',
  Hospital: 'Hospital',
  ReturningFamilyHome: 'Returning to family home',
  Other: 'Other',
  AnotherAgedCareServiceByProvider: 'Another aged care service (initiated by the provider)',
  AnotherAgedCareServiceByResident: 'Another aged care service (initiated by the resident)',
  AnotherOrganisationFacilityServiceByProvider: 'Another facility of the organisation (initiated by the provider)',
  AnotherOrganisationFacilityServiceByResident: 'Another facility of the organisation (initiated by the resident)',
};

/** The departure form's reasons (the initiator is chosen separately). */
export const DEPARTURE_FORM_REASON_LABELS: Readonly<Record<DepartureFormReason, string>> = {
  Deceased: 'Deceased',
  Hospital: 'Hospital',
  ReturningFamilyHome: 'Returning to family home',
  Other: 'Other',
  AnotherAgedCareService: 'Another aged care service',
  Transfer: 'Another facility of the organisation',
};

export const DEPARTURE_INITIATED_BY_LABELS: Readonly<Record<DepartureInitiatedBy, string>> = {
  Provider: 'Provider',
  Resident: 'Resident',
};

export const TRANSFER_TYPE_LABELS: Readonly<Record<TransferType, string>> = {
  ActiveResidency: 'Current resident',
  DepartedResidency: 'Departed resident',
  Lead: 'Lead',
};

export const RESIDENT_FINANCE_EFFECTIVE_DATE_TYPE_LABELS: Readonly<Record<ResidentFinanceEffectiveDateType, string>> = {
  MeansTestCareFee: 'Means-tested care fee',
  Pre2014IncomeTestFee: 'Income-tested fee (pre-2014)',
  DailyAccommodationContribution: 'Daily accommodation contribution',
  SupportLevel: 'Support level',
  TopupDailyAccommodationContribution: 'Top-up daily accommodation contribution',
  DailyAccommodationPayment: 'Daily accommodation payment',
  AgreedRoomPrice: 'Agreed room price',
  Hardship: 'Hardship',
  Pre2014MonthlyAmountFee: 'Monthly amount fee (pre-2014)',
  RadPaid: 'RAD paid',
  RacPaid: 'RAC paid',
  BasicDailyCareFee: 'Basic daily care fee',
  IngoingContribution: 'Ingoing contribution',
  PrivateDailyCareFee: 'Private daily care fee',
  HotellingContributionFee: 'Hotelling contribution fee',
  NonClinicalCareContributionFee: 'Non-clinical care contribution fee',
};

export const SUPPORT_LEVEL_LABELS: Readonly<Record<SupportLevel, string>> = {
  Supported: 'Supported',
  Unsupported: 'Unsupported',
  Unknown: 'Unknown',
};

export const SUPPORT_STATUS_LABELS: Readonly<Record<SupportStatus, string>> = {
  Supported: 'Supported',
  Unsupported: 'Unsupported',
  Bond: 'Bond',
  Charge: 'Charge',
  Respite: 'Respite',
  Unknown: 'Unknown',
};

export const DMF_UNIT_COST_CALCULATION_TYPE_LABELS: Readonly<Record<DmfUnitCostCalculationType, string>> = {
  IngoingUnitCost: 'Ingoing unit cost',
  OutgoingUnitCost: 'Outgoing unit cost',
};

/** Seed 000 §3: OutOfService is labelled 'Out of service'. */
export const ILU_STATUS_LABELS: Readonly<Record<IluStatus, string>> = {
  Available: 'Available',
  Occupied: 'Occupied',
  OutOfService: 'Out of service',
  Sold: 'Sold',
};

export const BILL_PAYER_TYPE_LABELS: Readonly<Record<BillPayerType, string>> = {
  Resident: 'Resident',
  PrimaryContact: 'Primary contact',
  SecondaryContact: 'Secondary contact',
};

export const BILLING_PERIOD_LABELS: Readonly<Record<BillingPeriod, string>> = {
  Daily: 'Daily',
  Weekly: 'Weekly',
  Fortnightly: 'Fortnightly',
  Monthly: 'Monthly',
  Yearly: 'Yearly',
};

export const OPTIONAL_SERVICE_STATUS_LABELS: Readonly<Record<OptionalServiceStatus, string>> = {
  New: 'New',
  Scheduled: 'Scheduled',
  Stopped: 'Stopped',
};

export const STOP_BILLING_EVENT_LABELS: Readonly<Record<StopBillingEvent, string>> = {
  Departure: 'Departure',
  Settlement: 'Settlement',
};

export const FACILITY_TYPE_LABELS: Readonly<Record<FacilityType, string>> = {
  AgeCare: 'Aged care',
  IndependentLiving: 'Independent living',
};

export const SEX_LABELS: Readonly<Record<Sex, string>> = {
  Male: 'Male',
  Female: 'Female',
  IntersexOrIndeterminate: 'Intersex or indeterminate',
  Unknown: 'Unknown',
};

/** Gender has the same values as Sex (the lead board's filter). */
export const GENDER_LABELS: Readonly<Record<Gender, string>> = SEX_LABELS;

export const EXTERNAL_SYSTEM_LABELS: Readonly<Record<ExternalSystem, string>> = {
  Clinical: 'Clinical',
  Techone: 'Techone',
  Attache: 'Attache',
};

export const LEAVE_TYPE_LABELS: Readonly<Record<AgeCareLeaveType | IluLeaveType, string>> = {
  Hospital: 'Hospital',
  Social: 'Social',
  Emergency: 'Emergency',
  Respite: 'Respite',
};

export const LEAVE_KIND_LABELS: Readonly<Record<LeaveKind, string>> = {
  Social: 'Social',
  TransitionCare: 'Transition care',
  SocialNonClaimable: 'Social (not claimable)',
  TransitionNonClaimable: 'Transition care (not claimable)',
};

/** ResidentEventType by its number. */
export const RESIDENT_EVENT_TYPE_LABELS: Readonly<Record<number, string>> = {
  5: 'Admission',
  6: 'Departure',
  21: 'ACFI submitted',
  22: 'Admission corrected',
  23: 'Admission reversed',
  24: 'Departure corrected',
  25: 'Departure reversed',
  26: 'Leave reversed',
};

/** AcfiDomain by its number. */
export const ACFI_DOMAIN_LABELS: Readonly<Record<number, string>> = { 0: 'Default', 1: 'ADL', 2: 'BEH', 3: 'CHC' };

export const ACFI_LEVEL_LABELS: Readonly<Record<AcfiLevel, string>> = {
  Default: 'Default',
  Nil: 'Nil',
  Low: 'Low',
  Medium: 'Medium',
  High: 'High',
};

/** How a lead's status is displayed (seed 001 §4: Enquiries, TourBooked and TourCompleted show 'Lead', Waiting 'Waitlist'). */
export const ENQUIRY_STATUS_LABELS: Readonly<Record<EnquiryStatus, string>> = {
  Enquiries: 'Lead',
  TourBooked: 'Lead',
  TourCompleted: 'Lead',
  Waiting: 'Waitlist',
  Confirmed: 'Confirmed',
};

/** The lead board's column headings (seed 001 §2). */
export const LEAD_COLUMN_LABELS: Readonly<Record<EnquiryStatus, string>> = {
  Enquiries: 'Enquiries',
  TourBooked: 'Tour booked',
  TourCompleted: 'Tour completed',
  Waiting: 'Waiting',
  Confirmed: 'Confirmed',
};

export const LEAD_CARE_TYPE_LABELS: Readonly<Record<LeadCareType, string>> = {
  All: 'All',
  Permanent: 'Permanent',
  Respite: 'Respite',
};

export const CARE_TYPE_PICKER_LABELS: Readonly<Record<CareTypePicker, string>> = {
  Both: 'Both',
  Permanent: 'Permanent',
  Respite: 'Respite',
};

export const RESPITE_CARE_LEVEL_LABELS: Readonly<Record<RespiteCareLevel, string>> = {
  Unknown: 'Unknown',
  Low: 'Low',
  High: 'High',
};

export const INCOME_ASSET_STATUS_LABELS: Readonly<Record<IncomeAssetStatus, string>> = {
  Unknown: 'Unknown',
  Completed: 'Completed',
};

/** PotentialReclassificationReasons by its number. */
export const POTENTIAL_RECLASSIFICATION_REASON_LABELS: Readonly<Record<number, string>> = {
  0: 'All',
  2: 'Hospitalisation',
  3: 'Time',
};

export const REASSESSMENT_STATUS_LABELS: Readonly<Record<ReassessmentStatus, string>> = {
  All: 'All',
  Pending: 'Pending',
  Complete: 'Complete',
  Recalled: 'Recalled',
};

export const CLINICAL_INTEGRATION_OPERATION_TYPE_LABELS: Readonly<Record<ClinicalIntegrationOperationType, string>> = {
  OnboardResidents: 'Onboard residents',
  UpdateResidents: 'Update residents',
};

/** MedicareStatementType by its number. */
export const MEDICARE_STATEMENT_TYPE_LABELS: Readonly<Record<number, string>> = { 1: 'Expected', 2: 'Actual' };

export const FUNDING_MODEL_LABELS: Readonly<Record<FundingModel, string>> = { ACFI: 'ACFI', ANACC: 'AN-ACC' };

export const GL_MAPPING_GROUP_LABELS: Readonly<Record<GlMappingGroup, string>> = {
  DefaultAccount: 'Default account',
  SundryCharges: 'Sundry charges',
  FeesAndCharges: 'Fees and charges',
  ANACCPermanent: 'AN-ACC permanent',
  ANACCRespite: 'AN-ACC respite',
};

// ---------------------------------------------------------------- enumerations defined with the API's types

/** Medicare's response types (seed 001 §3: BeingProcessed is shown as "Waiting on response"). */
export const MEDICARE_RESPONSE_STATUSES = [
  'Accepted',
  'Rejected',
  'Duplicate',
  'Held',
  'Superseded',
  'BeingProcessed',
  'Error',
] as const;
export type MedicareResponseStatus = (typeof MEDICARE_RESPONSE_STATUSES)[number];
export const MEDICARE_RESPONSE_STATUS_LABELS: Readonly<Record<MedicareResponseStatus, string>> = {
  Accepted: 'Accepted',
  Rejected: 'Rejected',
  Duplicate: 'Duplicate',
  Held: 'Held',
  Superseded: 'Superseded',
  BeingProcessed: 'Waiting on response',
  Error: 'Error',
};

/** How a bill payer pays (the bill payer's details). */
export const PAYMENT_METHODS = ['DirectDebit', 'BankTransfer', 'Cheque', 'CreditCard'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  DirectDebit: 'Direct debit',
  BankTransfer: 'Bank transfer',
  Cheque: 'Cheque',
  CreditCard: 'Credit card',
};

/** Where a resident's ACFI came from. */
export const ACFI_SOURCES = ['Submitted', 'Manual'] as const;
export type AcfiSource = (typeof ACFI_SOURCES)[number];
export const ACFI_SOURCE_LABELS: Readonly<Record<AcfiSource, string>> = { Submitted: 'Submitted', Manual: 'Entered manually' };

// ---------------------------------------------------------------- reading a label

/**
 * The label of a value: `labelOf(SEX_LABELS, resident.sex)`. Empty for no value; a value the map does not know (a newer
 * server than this build) is shown as it came rather than hidden.
 */
export function labelOf<K extends string | number>(
  labels: Readonly<Record<K, string>>,
  value: K | string | number | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return '';
  return (labels as Readonly<Record<string | number, string>>)[value] ?? String(value);
}

/** Select options `{ value, label }` of some values of an enumeration, in the order given. */
export function labelledOptions<K extends string>(
  values: readonly K[],
  labels: Readonly<Record<K, string>>,
): { value: K; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
