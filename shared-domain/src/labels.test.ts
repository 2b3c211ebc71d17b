import * as enums from './enums';
import * as labels from './labels';
import { LEAD_COLUMNS } from './leads';
import { ACCOMMODATION_CLASSES, ACCOMMODATION_CLASS_LABELS, STAY_EVENT_LABELS, STAY_EVENT_TYPES } from './stay';

/**
 * Every enumeration of enums.ts (an object whose values are all strings or all numbers) and the label map that shows
 * it. A new enumeration without an entry here fails the first test; a new value without a label fails the second.
 */
const LABELS_OF: Record<string, Readonly<Record<string | number, string>>> = {
  CareType: labels.CARE_TYPE_LABELS,
  DepartureReason: labels.DEPARTURE_REASON_LABELS,
  DepartureFormReason: labels.DEPARTURE_FORM_REASON_LABELS,
  DepartureInitiatedBy: labels.DEPARTURE_INITIATED_BY_LABELS,
  TransferType: labels.TRANSFER_TYPE_LABELS,
  ResidentFinanceEffectiveDateType: labels.RESIDENT_FINANCE_EFFECTIVE_DATE_TYPE_LABELS,
  SupportLevel: labels.SUPPORT_LEVEL_LABELS,
  SupportStatus: labels.SUPPORT_STATUS_LABELS,
  DmfUnitCostCalculationType: labels.DMF_UNIT_COST_CALCULATION_TYPE_LABELS,
  IluStatus: labels.ILU_STATUS_LABELS,
  BillPayerType: labels.BILL_PAYER_TYPE_LABELS,
  BillingPeriod: labels.BILLING_PERIOD_LABELS,
  OptionalServiceStatus: labels.OPTIONAL_SERVICE_STATUS_LABELS,
  StopBillingEvent: labels.STOP_BILLING_EVENT_LABELS,
  FacilityType: labels.FACILITY_TYPE_LABELS,
  Sex: labels.SEX_LABELS,
  ExternalSystem: labels.EXTERNAL_SYSTEM_LABELS,
  AgeCareLeaveType: labels.LEAVE_TYPE_LABELS,
  IluLeaveType: labels.LEAVE_TYPE_LABELS,
  LeaveKind: labels.LEAVE_KIND_LABELS,
  ResidentEventType: labels.RESIDENT_EVENT_TYPE_LABELS,
  AcfiDomain: labels.ACFI_DOMAIN_LABELS,
  AcfiLevel: labels.ACFI_LEVEL_LABELS,
  EnquiryStatus: labels.ENQUIRY_STATUS_LABELS,
  Gender: labels.GENDER_LABELS,
  LeadCareType: labels.LEAD_CARE_TYPE_LABELS,
  CareTypePicker: labels.CARE_TYPE_PICKER_LABELS,
  RespiteCareLevel: labels.RESPITE_CARE_LEVEL_LABELS,
  IncomeAssetStatus: labels.INCOME_ASSET_STATUS_LABELS,
  PotentialReclassificationReasons: labels.POTENTIAL_RECLASSIFICATION_REASON_LABELS,
  ReassessmentStatus: labels.REASSESSMENT_STATUS_LABELS,
  ClinicalIntegrationOperationType: labels.CLINICAL_INTEGRATION_OPERATION_TYPE_LABELS,
  MedicareStatementType: labels.MEDICARE_STATEMENT_TYPE_LABELS,
  FundingModel: labels.FUNDING_MODEL_LABELS,
  GlMappingGroup: labels.GL_MAPPING_GROUP_LABELS,
};

/** Exports of enums.ts that are enumerations: plain objects whose values are all strings or all numbers. */
function enumerations(): [string, Record<string, string | number>][] {
  return Object.entries(enums).filter(([name, value]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value) || !/^[A-Z][a-z]/.test(name)) return false;
    const values = Object.values(value);
    return values.length > 0 && (values.every((v) => typeof v === 'string') || values.every((v) => typeof v === 'number'));
  }) as [string, Record<string, string | number>][];
}

test('every enumeration of enums.ts has a labels map', () => {
  const names = enumerations().map(([name]) => name);
  expect(names.length).toBeGreaterThan(30);
  expect(names.filter((n) => !LABELS_OF[n])).toEqual([]);
});

test('every value of every enumeration has a non-empty label', () => {
  const missing: string[] = [];
  for (const [name, values] of enumerations()) {
    const map = LABELS_OF[name];
    // Number-valued enumerations (CareType aside, which is labelled by name) are labelled by value.
    const keys = name === 'CareType' ? Object.keys(values) : Object.values(values);
    for (const key of keys) if (!map?.[key]?.trim()) missing.push(`${name}.${key}`);
  }
  expect(missing).toEqual([]);
});

test('the enumerations that come with the API types have labels too', () => {
  for (const s of labels.MEDICARE_RESPONSE_STATUSES) expect(labels.MEDICARE_RESPONSE_STATUS_LABELS[s]).toBeTruthy();
  for (const m of labels.PAYMENT_METHODS) expect(labels.PAYMENT_METHOD_LABELS[m]).toBeTruthy();
  for (const s of labels.ACFI_SOURCES) expect(labels.ACFI_SOURCE_LABELS[s]).toBeTruthy();
  for (const c of ACCOMMODATION_CLASSES) expect(ACCOMMODATION_CLASS_LABELS[c]).toBeTruthy();
  for (const t of Object.values(STAY_EVENT_TYPES)) expect(STAY_EVENT_LABELS[t]).toBeTruthy();
});

test("the spec's display text", () => {
  expect(labels.DEPARTURE_REASON_LABELS.ReturningFamilyHome).toBe('Returning to family home');
  expect(labels.ENQUIRY_STATUS_LABELS.Waiting).toBe('Waitlist');
  expect(labels.ENQUIRY_STATUS_LABELS.TourCompleted).toBe('Lead');
  expect(labels.ILU_STATUS_LABELS.OutOfService).toBe('Out of service');
  expect(labels.MEDICARE_RESPONSE_STATUS_LABELS.BeingProcessed).toBe('Waiting on response');
  expect(LEAD_COLUMNS.map((c) => c.title)).toEqual(['Enquiries', 'Tour booked', 'Tour completed', 'Waiting', 'Confirmed']);
});

test('labelOf shows the label, nothing for no value, and an unknown value as it came', () => {
  expect(labels.labelOf(labels.SEX_LABELS, 'IntersexOrIndeterminate')).toBe('Intersex or indeterminate');
  expect(labels.labelOf(labels.SEX_LABELS, null)).toBe('');
  expect(labels.labelOf(labels.SEX_LABELS, 'NotYetKnown')).toBe('NotYetKnown');
  expect(labels.labelOf(labels.RESIDENT_EVENT_TYPE_LABELS, 6)).toBe('Departure');
  expect(labels.labelledOptions(['Provider', 'Resident'], labels.DEPARTURE_INITIATED_BY_LABELS)).toEqual([
    { value: 'Provider', label: 'Provider' },
    { value: 'Resident', label: 'Resident' },
  ]);
});
