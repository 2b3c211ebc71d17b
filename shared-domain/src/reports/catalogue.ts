/**
 * The report catalogue: one declaration per report, read by the API (the spreadsheet's columns, the file name, the
 * permission and facility type of both routes) and by the screens (table columns, title, route, the export's error
 * message). A report's data route pages the same query its export route writes to the file, so the table on screen and
 * the spreadsheet always hold the same rows in the same order; the columns here are both.
 *
 * Each column's `key` is a field of the report's row (shared-domain/src/contracts/reporting.ts, whose test checks it); its `kind` says how the
 * value is shown and written: money is a decimal string shown with $ and two places (a number with a $ format in a
 * spreadsheet), a date is 'YYYY-MM-DD' (a real date cell), a date-time an instant.
 */
import type { PermissionName } from '../permissions';
import { MEDICARE_TIME_ZONE } from '../constants';

export type ReportColumnKind = 'text' | 'date' | 'dateTime' | 'money' | 'number' | 'percent' | 'boolean';
export interface ReportColumn {
  key: string;
  header: string;
  kind: ReportColumnKind;
  /** The spreadsheet column's width in characters (default from the kind). */
  width?: number;
}

export type ReportKey =
  | 'units'
  | 'rooms'
  | 'settlements'
  | 'enquirySource'
  | 'movements'
  | 'billingExtract'
  | 'attacheExtract'
  | 'financialDetails'
  | 'palliativeAssessments'
  | 'potentialReassessments'
  | 'classificationHistory'
  | 'reassessmentRequests'
  | 'careMinutes'
  | 'residentsCardStatus';

export interface ReportDefinition<K extends ReportKey = ReportKey> {
  key: K;
  title: string;
  /** The screen's path (reports without a screen of their own, e.g. an export offered on another report's screen, have none). */
  route?: string;
  /** Both routes' permission (reporting 901-913, the action flag). */
  permission: { name: PermissionName; flag: 'canAction' };
  /** The facilities the report is for: the guard refuses the other type, the screens list only this type's. */
  facilityType: 'AgeCare' | 'IndependentLiving';
  /** The paged data route. */
  dataPath: string;
  /** The export route (the seed's names). */
  exportPath: string;
  /** The file's name for an export made at `now`. */
  fileName: (now: Date) => string;
  format: 'xlsx' | 'csv';
  /** What the screen says when the export fails. */
  exportErrorMessage: string;
  /** The spreadsheet's and the table's columns, in order; each key a field of the report's row. */
  columns: readonly ReportColumn[];
}

/** What a report screen says when its rows fail to load. */
export const REPORT_LOAD_ERROR = 'Unexpected error occurred while loading report data.';

const MELBOURNE_PARTS = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: MEDICARE_TIME_ZONE,
    calendar: 'gregory',
    numberingSystem: 'latn',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
let melbourne: Intl.DateTimeFormat | undefined;

/** The parts of an instant's Melbourne wall-clock time (the file names' time stamps). */
export function melbourneStamp(now: Date): {
  yyyy: string;
  yy: string;
  MM: string;
  dd: string;
  HH: string;
  mm: string;
  ss: string;
} {
  melbourne ??= MELBOURNE_PARTS();
  const parts = melbourne.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  const yyyy = part('year').padStart(4, '0');
  return {
    yyyy,
    yy: yyyy.slice(2),
    MM: part('month'),
    dd: part('day'),
    HH: part('hour'),
    mm: part('minute'),
    ss: part('second'),
  };
}

/** 'yyyyMMdd_HHmmss' in Melbourne: the time stamp of the seed's timestamped files. */
export function fileTimestamp(now: Date): string {
  const t = melbourneStamp(now);
  return `${t.yyyy}${t.MM}${t.dd}_${t.HH}${t.mm}${t.ss}`;
}

const fixed = (name: string) => () => name;
const exportError = (what: string) => `Error occurred while exporting ${what}`;

const REPORTING = '/api/reporting';

/** Declares a report (its columns are checked against its row's fields by the contract's test). */
function report<K extends ReportKey>(d: ReportDefinition<K>): ReportDefinition<K> {
  return d;
}

export const UNITS_REPORT = report({
  key: 'units',
  title: 'Units report',
  route: '/reporting/units',
  permission: { name: 'reportingAccommodations', flag: 'canAction' },
  facilityType: 'IndependentLiving',
  dataPath: `${REPORTING}/units-report-data`,
  exportPath: `${REPORTING}/unit-report-data-excel`,
  fileName: fixed('UnitReport.xlsx'),
  format: 'xlsx',
  exportErrorMessage: exportError('units report'),
  columns: [
    { key: 'location', header: 'Location', kind: 'text', width: 20 },
    { key: 'unitNumber', header: 'Unit', kind: 'text', width: 12 },
    { key: 'unitType', header: 'Unit type', kind: 'text', width: 20 },
    { key: 'status', header: 'Status', kind: 'text', width: 14 },
    { key: 'residents', header: 'Residents', kind: 'text', width: 36 },
    { key: 'occupiedDate', header: 'Occupied date', kind: 'date' },
    { key: 'price', header: 'Price', kind: 'money' },
  ],
});

export const ROOMS_REPORT = report({
  key: 'rooms',
  title: 'Rooms report',
  route: '/reporting/rooms',
  permission: { name: 'reportingAccommodations', flag: 'canAction' },
  facilityType: 'AgeCare',
  dataPath: `${REPORTING}/rooms-report-data`,
  exportPath: `${REPORTING}/rooms-report-data-excel`,
  fileName: fixed('RoomsReport.xlsx'),
  format: 'xlsx',
  exportErrorMessage: exportError('rooms report'),
  columns: [
    { key: 'location', header: 'Location', kind: 'text', width: 20 },
    { key: 'roomNumber', header: 'Room', kind: 'text', width: 12 },
    { key: 'roomType', header: 'Room type', kind: 'text', width: 20 },
    { key: 'bed', header: 'Bed', kind: 'text', width: 12 },
    { key: 'bedStatus', header: 'Bed status', kind: 'text', width: 14 },
    { key: 'resident', header: 'Resident', kind: 'text', width: 28 },
    { key: 'careType', header: 'Care type', kind: 'text', width: 12 },
    { key: 'admissionDate', header: 'Admission date', kind: 'date' },
  ],
});

export const SETTLEMENTS_REPORT = report({
  key: 'settlements',
  title: 'Settlements report',
  route: '/reporting/settlements',
  permission: { name: 'reportingSettlements', flag: 'canAction' },
  facilityType: 'IndependentLiving',
  dataPath: `${REPORTING}/settlements-report-data`,
  exportPath: `${REPORTING}/settlements-report-data-excel`,
  fileName: fixed('SettlementsReport.xlsx'),
  format: 'xlsx',
  exportErrorMessage: exportError('settlements report'),
  columns: [
    { key: 'unitNumber', header: 'Unit', kind: 'text', width: 12 },
    { key: 'residents', header: 'Residents', kind: 'text', width: 36 },
    { key: 'occupiedDate', header: 'Occupied date', kind: 'date' },
    { key: 'departureDate', header: 'Departure date', kind: 'date' },
    { key: 'settlementDate', header: 'Settlement date', kind: 'date' },
    { key: 'agreedPrice', header: 'Agreed price', kind: 'money' },
    { key: 'settlementPrice', header: 'Settlement price', kind: 'money' },
    { key: 'isSettled', header: 'Settled', kind: 'boolean' },
  ],
});

export const ENQUIRY_SOURCE_REPORT = report({
  key: 'enquirySource',
  title: 'Enquiry source',
  route: '/reporting/enquiry-source',
  permission: { name: 'reportingEnquirySource', flag: 'canAction' },
  facilityType: 'AgeCare',
  dataPath: `${REPORTING}/enquiry-source-report-data`,
  exportPath: `${REPORTING}/enquiry-source-report-data-excel`,
  fileName: fixed('EnquirySourceReport.xlsx'),
  format: 'xlsx',
  exportErrorMessage: exportError('enquiry source report'),
  columns: [
    { key: 'enquirySource', header: 'Enquiry source', kind: 'text', width: 24 },
    { key: 'firstName', header: 'First name', kind: 'text', width: 16 },
    { key: 'lastName', header: 'Last name', kind: 'text', width: 18 },
    { key: 'careType', header: 'Care type', kind: 'text', width: 12 },
    { key: 'enquiryDate', header: 'Enquiry date', kind: 'date' },
    { key: 'status', header: 'Status', kind: 'text', width: 12 },
    { key: 'admissionDate', header: 'Admission date', kind: 'date' },
  ],
});

export const MOVEMENTS_REPORT = report({
  key: 'movements',
  title: 'Movements',
  route: '/reporting/movements',
  permission: { name: 'reportingMovements', flag: 'canAction' },
  facilityType: 'AgeCare',
  dataPath: `${REPORTING}/movements-report-data`,
  exportPath: `${REPORTING}/movements-report-data-excel`,
  fileName: fixed('MovementsReport.xlsx'),
  format: 'xlsx',
  exportErrorMessage: exportError('movements report'),
  columns: [
    { key: 'date', header: 'Date', kind: 'date' },
    { key: 'movement', header: 'Movement', kind: 'text', width: 16 },
    { key: 'firstName', header: 'First name', kind: 'text', width: 16 },
    { key: 'lastName', header: 'Last name', kind: 'text', width: 18 },
    { key: 'careType', header: 'Care type', kind: 'text', width: 12 },
    { key: 'bed', header: 'Bed', kind: 'text', width: 16 },
    { key: 'details', header: 'Details', kind: 'text', width: 36 },
  ],
});

export const BILLING_EXTRACT_REPORT = report({
  key: 'billingExtract',
  title: 'Billing extract',
  route: '/reporting/billing-extract',
  permission: { name: 'reportingBillingExtract', flag: 'canAction' },
  facilityType: 'AgeCare',
  dataPath: `${REPORTING}/billing-extract-data`,
  exportPath: `${REPORTING}/billing-extract-xlsx`,
  fileName: (now) => `Billing Extract ${fileTimestamp(now)}.xlsx`,
  format: 'xlsx',
  exportErrorMessage: exportError('billing extract'),
  columns: [
    { key: 'debtor', header: 'Debtor', kind: 'text', width: 12 },
    { key: 'firstName', header: 'First name', kind: 'text', width: 16 },
    { key: 'lastName', header: 'Last name', kind: 'text', width: 18 },
    { key: 'residencyId', header: 'Residency', kind: 'number', width: 10 },
    { key: 'careType', header: 'Care type', kind: 'text', width: 12 },
    { key: 'entryDate', header: 'Date', kind: 'date' },
    { key: 'fromDate', header: 'From', kind: 'date' },
    { key: 'toDate', header: 'To', kind: 'date' },
    { key: 'feeType', header: 'Fee type', kind: 'text', width: 24 },
    { key: 'description', header: 'Description', kind: 'text', width: 30 },
    { key: 'days', header: 'Days', kind: 'number', width: 8 },
    { key: 'glAccount', header: 'GL account', kind: 'text', width: 14 },
    { key: 'amount', header: 'Amount', kind: 'money' },
    { key: 'gst', header: 'GST', kind: 'money' },
  ],
});

export const ATTACHE_EXTRACT_REPORT = report({
  key: 'attacheExtract',
  title: 'Attache extract',
  permission: { name: 'reportingBillingExtract', flag: 'canAction' },
  facilityType: 'AgeCare',
  dataPath: `${REPORTING}/attache-extract-data`,
  exportPath: `${REPORTING}/export-for-attache-csv`,
  fileName: (now) => {
    const t = melbourneStamp(now);
    return `AttacheExtract${t.dd}${t.MM}${t.yy}.csv`;
  },
  format: 'csv',
  exportErrorMessage: exportError('for attache report'),
  columns: [
    { key: 'debtor', header: 'Customer code', kind: 'text' },
    { key: 'date', header: 'Date', kind: 'date' },
    { key: 'glAccount', header: 'GL account', kind: 'text' },
    { key: 'description', header: 'Description', kind: 'text' },
    { key: 'amount', header: 'Amount ex GST', kind: 'money' },
    { key: 'gst', header: 'GST', kind: 'money' },
    { key: 'total', header: 'Total', kind: 'money' },
  ],
});

export const FINANCIAL_DETAILS_REPORT = report({
  key: 'financialDetails',
  title: 'Financial details',
  route: '/reporting/financial-details',
  permission: { name: 'reportingFinancialDetails', flag: 'canAction' },
  facilityType: 'AgeCare',
  dataPath: `${REPORTING}/financial-details-report-data`,
  exportPath: `${REPORTING}/financial-details-report-excel`,
  fileName: fixed('FinancialDetailsReport.xlsx'),
  format: 'xlsx',
  exportErrorMessage: exportError('financial details'),
  columns: [
    { key: 'firstName', header: 'First name', kind: 'text', width: 16 },
    { key: 'lastName', header: 'Last name', kind: 'text', width: 18 },
    { key: 'room', header: 'Room', kind: 'text', width: 14 },
    { key: 'admissionDate', header: 'Admission date', kind: 'date' },
    { key: 'supportStatus', header: 'Support status', kind: 'text', width: 14 },
    { key: 'incomeAssetStatus', header: 'Income and assets', kind: 'text', width: 14 },
    { key: 'refundableDeposit', header: 'RAD/RAC agreed', kind: 'money' },
    { key: 'depositPaid', header: 'RAD/RAC paid', kind: 'money' },
    { key: 'depositHeld', header: 'Deposit held', kind: 'money' },
    { key: 'dailyAccommodationPayment', header: 'Daily accommodation payment', kind: 'money' },
    { key: 'meansTestedCareFee', header: 'Means tested care fee', kind: 'money' },
    { key: 'basicDailyFee', header: 'Basic daily fee', kind: 'money' },
  ],
});

export const PALLIATIVE_ASSESSMENTS_REPORT = report({
  key: 'palliativeAssessments',
  title: 'Palliative assessments',
  route: '/reporting/palliative-assessments',
  permission: { name: 'reportingPalliativeAssessments', flag: 'canAction' },
  facilityType: 'AgeCare',
  dataPath: `${REPORTING}/palliative-assessments-report-data`,
  exportPath: `${REPORTING}/palliative-assessments-report-excel`,
  fileName: fixed('PalliativeAssessments.xlsx'),
  format: 'xlsx',
  exportErrorMessage: exportError('palliative assessments report'),
  columns: [
    { key: 'firstName', header: 'First name', kind: 'text', width: 16 },
    { key: 'lastName', header: 'Last name', kind: 'text', width: 18 },
    { key: 'room', header: 'Room', kind: 'text', width: 14 },
    { key: 'admissionDate', header: 'Admission date', kind: 'date' },
    { key: 'palliativeStatus', header: 'Palliative', kind: 'boolean' },
    { key: 'anaccClass', header: 'AN-ACC class', kind: 'text', width: 18 },
    { key: 'classificationDate', header: 'Classification date', kind: 'date' },
  ],
});

export const POTENTIAL_REASSESSMENTS_REPORT = report({
  key: 'potentialReassessments',
  title: 'Potential reassessments',
  route: '/reporting/potential-reassessments',
  permission: { name: 'reportingPotentialReassessments', flag: 'canAction' },
  facilityType: 'AgeCare',
  dataPath: `${REPORTING}/potential-reassessments-report-data`,
  exportPath: `${REPORTING}/potential-reassessments-report-excel`,
  fileName: fixed('PotentialReassessments.xlsx'),
  format: 'xlsx',
  exportErrorMessage: exportError('potential reassessments report'),
  columns: [
    { key: 'firstName', header: 'First name', kind: 'text', width: 16 },
    { key: 'lastName', header: 'Last name', kind: 'text', width: 18 },
    { key: 'room', header: 'Room', kind: 'text', width: 14 },
    { key: 'anaccClass', header: 'AN-ACC class', kind: 'text', width: 18 },
    { key: 'classificationDate', header: 'Classification date', kind: 'date' },
    { key: 'reason', header: 'Reason', kind: 'text', width: 18 },
    { key: 'eligibleFrom', header: 'Eligible from', kind: 'date' },
  ],
});

export const CLASSIFICATION_HISTORY_REPORT = report({
  key: 'classificationHistory',
  title: 'Classification history',
  route: '/reporting/classification-history',
  permission: { name: 'reportingClassificationHistory', flag: 'canAction' },
  facilityType: 'AgeCare',
  dataPath: `${REPORTING}/classification-history-report-data`,
  exportPath: `${REPORTING}/classification-history-report`,
  fileName: (now) => `Classification history ${fileTimestamp(now)}.xlsx`,
  format: 'xlsx',
  exportErrorMessage: exportError('classification history'),
  columns: [
    { key: 'firstName', header: 'First name', kind: 'text', width: 16 },
    { key: 'lastName', header: 'Last name', kind: 'text', width: 18 },
    { key: 'careType', header: 'Care type', kind: 'text', width: 12 },
    { key: 'anaccClass', header: 'AN-ACC class', kind: 'text', width: 18 },
    { key: 'effectiveDate', header: 'Effective date', kind: 'date' },
    { key: 'endDate', header: 'End date', kind: 'date' },
    { key: 'rate', header: 'Rate', kind: 'money' },
  ],
});

export const REASSESSMENT_REQUESTS_REPORT = report({
  key: 'reassessmentRequests',
  title: 'Reassessment requests',
  route: '/reporting/reassessment-requests',
  permission: { name: 'reportingReassessmentRequests', flag: 'canAction' },
  facilityType: 'AgeCare',
  dataPath: `${REPORTING}/reassessment-requests-report-data`,
  exportPath: `${REPORTING}/reassessment-requests-report-excel`,
  fileName: fixed('ReassessmentRequests.xlsx'),
  format: 'xlsx',
  exportErrorMessage: exportError('reassessment requests'),
  columns: [
    { key: 'firstName', header: 'First name', kind: 'text', width: 16 },
    { key: 'lastName', header: 'Last name', kind: 'text', width: 18 },
    { key: 'requestDate', header: 'Request date', kind: 'date' },
    { key: 'reason', header: 'Reason', kind: 'text', width: 24 },
    { key: 'status', header: 'Status', kind: 'text', width: 12 },
    { key: 'completedDate', header: 'Completed date', kind: 'date' },
  ],
});

export const CARE_MINUTES_REPORT = report({
  key: 'careMinutes',
  title: 'Care minutes',
  route: '/reporting/care-minutes',
  permission: { name: 'reportingCareMinutes', flag: 'canAction' },
  facilityType: 'AgeCare',
  dataPath: `${REPORTING}/care-minutes-report-data`,
  exportPath: `${REPORTING}/care-minutes-report-excel`,
  fileName: fixed('CareMinutesReport.xlsx'),
  format: 'xlsx',
  exportErrorMessage: exportError('care minutes report'),
  columns: [
    { key: 'firstName', header: 'First name', kind: 'text', width: 16 },
    { key: 'lastName', header: 'Last name', kind: 'text', width: 18 },
    { key: 'anaccClass', header: 'AN-ACC class', kind: 'text', width: 18 },
    { key: 'days', header: 'Days', kind: 'number' },
    { key: 'careMinutesPerDay', header: 'Care minutes per day', kind: 'number' },
    { key: 'rnMinutesPerDay', header: 'RN minutes per day', kind: 'number' },
    { key: 'careMinutesTarget', header: 'Care minutes target', kind: 'number' },
    { key: 'rnMinutesTarget', header: 'RN minutes target', kind: 'number' },
    { key: 'facilityDays', header: 'Facility resident days', kind: 'number', width: 12 },
    { key: 'facilityCareMinutesTarget', header: 'Facility care minutes target', kind: 'number', width: 14 },
    { key: 'facilityRnMinutesTarget', header: 'Facility RN minutes target', kind: 'number', width: 14 },
  ],
});

export const RESIDENTS_CARD_STATUS_REPORT = report({
  key: 'residentsCardStatus',
  title: 'Residents card status',
  route: '/reporting/residents-card-status',
  permission: { name: 'reportingResidentsCardStatus', flag: 'canAction' },
  facilityType: 'AgeCare',
  dataPath: `${REPORTING}/residents-card-status-report-data`,
  exportPath: `${REPORTING}/residents-card-status-report-excel`,
  fileName: fixed('ResidentsCardStatusReport.xlsx'),
  format: 'xlsx',
  exportErrorMessage: exportError('residents card status report'),
  columns: [
    { key: 'firstName', header: 'First name', kind: 'text', width: 16 },
    { key: 'lastName', header: 'Last name', kind: 'text', width: 18 },
    { key: 'room', header: 'Room', kind: 'text', width: 14 },
    { key: 'medicareNumber', header: 'Medicare number', kind: 'text', width: 16 },
    { key: 'medicareExpiry', header: 'Medicare expiry year', kind: 'text', width: 14 },
    { key: 'cardStatus', header: 'Card status', kind: 'text', width: 14 },
  ],
});

/** Every report by key. */
export const REPORTS: { readonly [K in ReportKey]: ReportDefinition<K> } = {
  units: UNITS_REPORT,
  rooms: ROOMS_REPORT,
  settlements: SETTLEMENTS_REPORT,
  enquirySource: ENQUIRY_SOURCE_REPORT,
  movements: MOVEMENTS_REPORT,
  billingExtract: BILLING_EXTRACT_REPORT,
  attacheExtract: ATTACHE_EXTRACT_REPORT,
  financialDetails: FINANCIAL_DETAILS_REPORT,
  palliativeAssessments: PALLIATIVE_ASSESSMENTS_REPORT,
  potentialReassessments: POTENTIAL_REASSESSMENTS_REPORT,
  classificationHistory: CLASSIFICATION_HISTORY_REPORT,
  reassessmentRequests: REASSESSMENT_REQUESTS_REPORT,
  careMinutes: CARE_MINUTES_REPORT,
  residentsCardStatus: RESIDENTS_CARD_STATUS_REPORT,
};
export const REPORT_LIST: readonly ReportDefinition[] = Object.values(REPORTS);

/** The report whose screen is at `route` (the screens' look-up). */
export function reportByRoute(route: string): ReportDefinition | undefined {
  return REPORT_LIST.find((r) => r.route === route);
}
