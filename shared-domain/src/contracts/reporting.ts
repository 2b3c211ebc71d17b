/**
 * Contracts of the reporting area: each report's filter query and row, and its paged answer. One report is one
 * declaration in the catalogue (shared-domain/src/reports/catalogue.ts): the screen pages its rows from the data route
 * and the export route writes the same rows (the same query) to a spreadsheet or CSV file.
 *
 * Filter names are the seed's. A data route takes its filters plus paging (skip, take, notIncludingItemsAfter); the
 * export route takes the filters alone. Date-only values are 'YYYY-MM-DD' (the movements and enquiry source filters keep
 * the seed's `fromDateUtcMidnight` / `toDateUtcMidnight` names: the value is the day the UTC midnight names). Money in a
 * row is a decimal string with two places; a date is 'YYYY-MM-DD', an instant ISO 8601; null when there is none.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CareTypePicker, ReassessmentStatus, SupportStatus } from '../enums';
import { REPORT_DATE_RANGES, UNITS_REPORT_STATUSES, type UnitsFilter } from '../reports/filters';
import type { ReportKey } from '../reports/catalogue';
import { DateOnly, Enum, Id, Nullable, Paged, PagingQuery, type Same } from './common';

const Str = Type.String();
const Num = Type.Number();
const Bool = Type.Boolean();
const OptStr = Nullable(Str);
const values = <T extends string>(o: Readonly<Record<string, T>>): T[] => Object.values(o);

const DATE = { messages: { format: 'Enter a valid date.', type: 'Enter a valid date.' } };
const Day = () => DateOnly(DATE);
/** An id list (repeated query parameter: `unitTypes=1&unitTypes=2`); absent means every one. */
const IdList = (entity: Parameters<typeof Id>[0]) => Type.Optional(Type.Array(Id(entity), { maxItems: 500 }));
/** The paging fields every data route adds to its filters. */
const PAGING = PagingQuery.properties;
/** The data route's query: the report's filters and paging. */
const withPaging = <P extends Record<string, TSchema>>(filters: P) => Type.Object({ ...filters, ...PAGING });

// ---------------------------------------------------------------- filter enumerations

/** Potential reassessments' reasons: PotentialReclassificationReasons (All 0, Hospitalisation 2, Time 3). */
export const POTENTIAL_REASSESSMENT_REASON_IDS = [0, 2, 3] as const;

const CareTypeFilter = () => Type.Optional(Enum(values(CareTypePicker)));
const DateRangeFilter = () => Type.Optional(Enum(REPORT_DATE_RANGES));

// ---------------------------------------------------------------- filters (export query) and data queries

/** units: facilityLocations, unitTypes, unitStatus (absent: all; the screen sends nothing when a group loads nothing). */
const UnitsFilterFields = {
  facilityLocations: IdList('location'),
  unitTypes: IdList('accommodationType'),
  unitStatus: Type.Optional(Type.Array(Enum(UNITS_REPORT_STATUSES), { maxItems: 3 })),
};
export const UnitsReportFilter = Type.Object(UnitsFilterFields);
export type UnitsReportFilter = Static<typeof UnitsReportFilter>;
const unitsFilterMatchesRule: Same<UnitsReportFilter, UnitsFilter> = true;
void unitsFilterMatchesRule;
export const UnitsReportQuery = withPaging(UnitsFilterFields);
export type UnitsReportQuery = Static<typeof UnitsReportQuery>;

/** rooms (aged care rooms and beds): facilityLocations, roomTypes (absent: all). */
const RoomsFilterFields = { facilityLocations: IdList('location'), roomTypes: IdList('accommodationType') };
export const RoomsReportFilter = Type.Object(RoomsFilterFields);
export type RoomsReportFilter = Static<typeof RoomsReportFilter>;
export const RoomsReportQuery = withPaging(RoomsFilterFields);
export type RoomsReportQuery = Static<typeof RoomsReportQuery>;

/** settlements: unSettledOnly. */
const SettlementsFilterFields = { unSettledOnly: Type.Optional(Bool) };
export const SettlementsReportFilter = Type.Object(SettlementsFilterFields);
export type SettlementsReportFilter = Static<typeof SettlementsReportFilter>;
export const SettlementsReportQuery = withPaging(SettlementsFilterFields);
export type SettlementsReportQuery = Static<typeof SettlementsReportQuery>;

/** enquiry source: both dates (the report loads only with both), dateRange, careType, admissionsOnly. */
const EnquirySourceFilterFields = {
  fromDateUtcMidnight: Day(),
  toDateUtcMidnight: Day(),
  dateRange: DateRangeFilter(),
  careType: CareTypeFilter(),
  admissionsOnly: Type.Optional(Bool),
};
export const EnquirySourceReportFilter = Type.Object(EnquirySourceFilterFields);
export type EnquirySourceReportFilter = Static<typeof EnquirySourceReportFilter>;
export const EnquirySourceReportQuery = withPaging(EnquirySourceFilterFields);
export type EnquirySourceReportQuery = Static<typeof EnquirySourceReportQuery>;

/** movements: admissions, departures, leave and transfers over the dates; careType. */
const MovementsFilterFields = { fromDateUtcMidnight: Day(), toDateUtcMidnight: Day(), careType: CareTypeFilter() };
export const MovementsReportFilter = Type.Object(MovementsFilterFields);
export type MovementsReportFilter = Static<typeof MovementsReportFilter>;
export const MovementsReportQuery = withPaging(MovementsFilterFields);
export type MovementsReportQuery = Static<typeof MovementsReportQuery>;

/** billing extract, the Attache extract and classification history: fromDate, toDate, careType. */
const DatesCareTypeFields = { fromDate: Day(), toDate: Day(), careType: CareTypeFilter() };
export const BillingExtractFilter = Type.Object(DatesCareTypeFields);
export type BillingExtractFilter = Static<typeof BillingExtractFilter>;
export const BillingExtractQuery = withPaging(DatesCareTypeFields);
export type BillingExtractQuery = Static<typeof BillingExtractQuery>;
export const AttacheExtractFilter = Type.Object(DatesCareTypeFields);
export type AttacheExtractFilter = Static<typeof AttacheExtractFilter>;
export const AttacheExtractQuery = withPaging(DatesCareTypeFields);
export type AttacheExtractQuery = Static<typeof AttacheExtractQuery>;
export const ClassificationHistoryFilter = Type.Object(DatesCareTypeFields);
export type ClassificationHistoryFilter = Static<typeof ClassificationHistoryFilter>;
export const ClassificationHistoryQuery = withPaging(DatesCareTypeFields);
export type ClassificationHistoryQuery = Static<typeof ClassificationHistoryQuery>;

/** financial details: supportStatus (absent: all). */
const FinancialDetailsFields = { supportStatus: Type.Optional(Enum(values(SupportStatus))) };
export const FinancialDetailsFilter = Type.Object(FinancialDetailsFields);
export type FinancialDetailsFilter = Static<typeof FinancialDetailsFilter>;
export const FinancialDetailsQuery = withPaging(FinancialDetailsFields);
export type FinancialDetailsQuery = Static<typeof FinancialDetailsQuery>;

/** palliative assessments: the facility's residents (no other filter). */
export const PalliativeAssessmentsFilter = Type.Object({});
export type PalliativeAssessmentsFilter = Static<typeof PalliativeAssessmentsFilter>;
export const PalliativeAssessmentsQuery = withPaging({});
export type PalliativeAssessmentsQuery = Static<typeof PalliativeAssessmentsQuery>;

/** potential reassessments: reasonId (All 0, Hospitalisation 2, Time 3; default All). */
const PotentialReassessmentsFields = {
  reasonId: Type.Optional(Type.Union(POTENTIAL_REASSESSMENT_REASON_IDS.map((id) => Type.Literal(id)))),
};
export const PotentialReassessmentsFilter = Type.Object(PotentialReassessmentsFields);
export type PotentialReassessmentsFilter = Static<typeof PotentialReassessmentsFilter>;
export const PotentialReassessmentsQuery = withPaging(PotentialReassessmentsFields);
export type PotentialReassessmentsQuery = Static<typeof PotentialReassessmentsQuery>;

/** reassessment requests: fromDate, toDate, status (default Pending). */
const ReassessmentRequestsFields = { fromDate: Day(), toDate: Day(), status: Type.Optional(Enum(values(ReassessmentStatus))) };
export const ReassessmentRequestsFilter = Type.Object(ReassessmentRequestsFields);
export type ReassessmentRequestsFilter = Static<typeof ReassessmentRequestsFilter>;
export const ReassessmentRequestsQuery = withPaging(ReassessmentRequestsFields);
export type ReassessmentRequestsQuery = Static<typeof ReassessmentRequestsQuery>;

/** care minutes: fromDate, toDate. */
const CareMinutesFields = { fromDate: Day(), toDate: Day() };
export const CareMinutesFilter = Type.Object(CareMinutesFields);
export type CareMinutesFilter = Static<typeof CareMinutesFilter>;
export const CareMinutesQuery = withPaging(CareMinutesFields);
export type CareMinutesQuery = Static<typeof CareMinutesQuery>;

/** residents card status: the facility's current residents (no other filter). */
export const ResidentsCardStatusFilter = Type.Object({});
export type ResidentsCardStatusFilter = Static<typeof ResidentsCardStatusFilter>;
export const ResidentsCardStatusQuery = withPaging({});
export type ResidentsCardStatusQuery = Static<typeof ResidentsCardStatusQuery>;

// ---------------------------------------------------------------- rows (keys = the catalogue's column keys)

/** An independent-living unit: where and what it is, its status and who holds it. */
export const UnitsReportRow = Type.Object({
  id: Num,
  location: OptStr,
  unitNumber: Str,
  unitType: OptStr,
  status: Str,
  residents: Str,
  occupiedDate: OptStr,
  price: OptStr,
});
export type UnitsReportRow = Static<typeof UnitsReportRow>;

/** An aged care bed of a room, and who occupies it. */
export const RoomsReportRow = Type.Object({
  id: Num,
  location: OptStr,
  roomNumber: Str,
  roomType: OptStr,
  bed: Str,
  bedStatus: Str,
  resident: OptStr,
  careType: OptStr,
  admissionDate: OptStr,
});
export type RoomsReportRow = Static<typeof RoomsReportRow>;

/** An ILU allocation that has departed: its settlement. */
export const SettlementsReportRow = Type.Object({
  id: Num,
  unitNumber: OptStr,
  residents: Str,
  occupiedDate: OptStr,
  departureDate: OptStr,
  settlementDate: OptStr,
  agreedPrice: OptStr,
  settlementPrice: OptStr,
  isSettled: Bool,
});
export type SettlementsReportRow = Static<typeof SettlementsReportRow>;

/** A lead or resident of the facility enquiring over the dates, under one of their enquiry sources. */
export const EnquirySourceReportRow = Type.Object({
  id: Num,
  enquirySource: Str,
  firstName: Str,
  lastName: Str,
  careType: Str,
  enquiryDate: Str,
  status: Str,
  admissionDate: OptStr,
});
export type EnquirySourceReportRow = Static<typeof EnquirySourceReportRow>;

/** One movement: an admission, a departure, a leave (start or return) or a transfer. */
export const MovementsReportRow = Type.Object({
  id: Str,
  date: Str,
  movement: Str,
  firstName: Str,
  lastName: Str,
  careType: Str,
  bed: OptStr,
  details: OptStr,
});
export type MovementsReportRow = Static<typeof MovementsReportRow>;

/** Provisional rows of the other reports (their owner may add columns; keys stay). */
/**
 * A charge of a resident's account (the fee run's fees and services, the sundry charges; a reversal of one negative):
 * the resident, the residency charged, what and which period, the days charged and the amount.
 */
export const BillingExtractRow = Type.Object({
  id: Str,
  debtor: OptStr,
  residentId: Num,
  residencyId: Num,
  firstName: Str,
  lastName: Str,
  careType: Str,
  /** The account entry's date. */
  entryDate: Str,
  /** The period charged: its first and last day. */
  fromDate: Str,
  toDate: Str,
  feeType: OptStr,
  description: Str,
  days: Nullable(Num),
  glAccount: OptStr,
  amount: Str,
  gst: Str,
});
export type BillingExtractRow = Static<typeof BillingExtractRow>;

/** The same charges as the Attache file lines them: customer code, date, GL account, description, amount ex GST, GST, total. */
export const AttacheExtractRow = Type.Object({
  id: Str,
  debtor: OptStr,
  date: Str,
  glAccount: OptStr,
  description: Str,
  amount: Str,
  gst: Str,
  total: Str,
});
export type AttacheExtractRow = Static<typeof AttacheExtractRow>;

export const FinancialDetailsRow = Type.Object({
  id: Num,
  firstName: Str,
  lastName: Str,
  room: OptStr,
  admissionDate: OptStr,
  supportStatus: OptStr,
  incomeAssetStatus: Str,
  /** The RAD/RAC agreed: the agreed room price in force. */
  refundableDeposit: OptStr,
  /** The RAD/RAC paid: the deposit payments recorded (refunds less). */
  depositPaid: Str,
  /** The deposit the facility holds: payments less refunds, drawdowns and retention (the account's deposit balance). */
  depositHeld: Str,
  dailyAccommodationPayment: OptStr,
  meansTestedCareFee: OptStr,
  basicDailyFee: OptStr,
});
export type FinancialDetailsRow = Static<typeof FinancialDetailsRow>;

export const PalliativeAssessmentsRow = Type.Object({
  id: Num,
  firstName: Str,
  lastName: Str,
  room: OptStr,
  admissionDate: OptStr,
  palliativeStatus: Bool,
  anaccClass: OptStr,
  classificationDate: OptStr,
});
export type PalliativeAssessmentsRow = Static<typeof PalliativeAssessmentsRow>;

/** A resident who may be reassessed, once per reason (a resident with both reasons has two rows). */
export const PotentialReassessmentsRow = Type.Object({
  id: Str,
  firstName: Str,
  lastName: Str,
  room: OptStr,
  anaccClass: OptStr,
  classificationDate: OptStr,
  reason: Str,
  eligibleFrom: OptStr,
});
export type PotentialReassessmentsRow = Static<typeof PotentialReassessmentsRow>;

export const ClassificationHistoryRow = Type.Object({
  id: Num,
  firstName: Str,
  lastName: Str,
  careType: Str,
  anaccClass: Str,
  effectiveDate: Str,
  endDate: OptStr,
  rate: OptStr,
});
export type ClassificationHistoryRow = Static<typeof ClassificationHistoryRow>;

export const ReassessmentRequestsRow = Type.Object({
  id: Num,
  firstName: Str,
  lastName: Str,
  requestDate: Str,
  reason: OptStr,
  status: Str,
  completedDate: OptStr,
});
export type ReassessmentRequestsRow = Static<typeof ReassessmentRequestsRow>;

/**
 * A resident's care minutes over the dates (their AN-ACC class's minutes per day x days in care), with the facility's
 * totals on every row: its resident days and the minutes its residents' classes fund (its target for the dates).
 */
export const CareMinutesRow = Type.Object({
  id: Num,
  firstName: Str,
  lastName: Str,
  anaccClass: OptStr,
  days: Num,
  careMinutesPerDay: Nullable(Num),
  rnMinutesPerDay: Nullable(Num),
  careMinutesTarget: Num,
  rnMinutesTarget: Num,
  facilityDays: Num,
  facilityCareMinutesTarget: Num,
  facilityRnMinutesTarget: Num,
});
export type CareMinutesRow = Static<typeof CareMinutesRow>;

/** A current resident's Medicare card: its number (with the person's number on it), expiry year and status. */
export const ResidentsCardStatusRow = Type.Object({
  id: Num,
  firstName: Str,
  lastName: Str,
  room: OptStr,
  medicareNumber: OptStr,
  medicareExpiry: OptStr,
  cardStatus: Str,
});
export type ResidentsCardStatusRow = Static<typeof ResidentsCardStatusRow>;

// ---------------------------------------------------------------- paged answers

export const UnitsReportPage = Paged(UnitsReportRow);
export const RoomsReportPage = Paged(RoomsReportRow);
export const SettlementsReportPage = Paged(SettlementsReportRow);
export const EnquirySourceReportPage = Paged(EnquirySourceReportRow);
export const MovementsReportPage = Paged(MovementsReportRow);
export const BillingExtractPage = Paged(BillingExtractRow);
export const AttacheExtractPage = Paged(AttacheExtractRow);
export const FinancialDetailsPage = Paged(FinancialDetailsRow);
export const PalliativeAssessmentsPage = Paged(PalliativeAssessmentsRow);
export const PotentialReassessmentsPage = Paged(PotentialReassessmentsRow);
export const ClassificationHistoryPage = Paged(ClassificationHistoryRow);
export const ReassessmentRequestsPage = Paged(ReassessmentRequestsRow);
export const CareMinutesPage = Paged(CareMinutesRow);
export const ResidentsCardStatusPage = Paged(ResidentsCardStatusRow);

/** Every report's contract by catalogue key: its export filter, its data query, its row and its page. */
export const REPORT_CONTRACTS = {
  units: { filter: UnitsReportFilter, query: UnitsReportQuery, row: UnitsReportRow, page: UnitsReportPage },
  rooms: { filter: RoomsReportFilter, query: RoomsReportQuery, row: RoomsReportRow, page: RoomsReportPage },
  settlements: {
    filter: SettlementsReportFilter,
    query: SettlementsReportQuery,
    row: SettlementsReportRow,
    page: SettlementsReportPage,
  },
  enquirySource: {
    filter: EnquirySourceReportFilter,
    query: EnquirySourceReportQuery,
    row: EnquirySourceReportRow,
    page: EnquirySourceReportPage,
  },
  movements: { filter: MovementsReportFilter, query: MovementsReportQuery, row: MovementsReportRow, page: MovementsReportPage },
  billingExtract: { filter: BillingExtractFilter, query: BillingExtractQuery, row: BillingExtractRow, page: BillingExtractPage },
  attacheExtract: { filter: AttacheExtractFilter, query: AttacheExtractQuery, row: AttacheExtractRow, page: AttacheExtractPage },
  financialDetails: {
    filter: FinancialDetailsFilter,
    query: FinancialDetailsQuery,
    row: FinancialDetailsRow,
    page: FinancialDetailsPage,
  },
  palliativeAssessments: {
    filter: PalliativeAssessmentsFilter,
    query: PalliativeAssessmentsQuery,
    row: PalliativeAssessmentsRow,
    page: PalliativeAssessmentsPage,
  },
  potentialReassessments: {
    filter: PotentialReassessmentsFilter,
    query: PotentialReassessmentsQuery,
    row: PotentialReassessmentsRow,
    page: PotentialReassessmentsPage,
  },
  classificationHistory: {
    filter: ClassificationHistoryFilter,
    query: ClassificationHistoryQuery,
    row: ClassificationHistoryRow,
    page: ClassificationHistoryPage,
  },
  reassessmentRequests: {
    filter: ReassessmentRequestsFilter,
    query: ReassessmentRequestsQuery,
    row: ReassessmentRequestsRow,
    page: ReassessmentRequestsPage,
  },
  careMinutes: { filter: CareMinutesFilter, query: CareMinutesQuery, row: CareMinutesRow, page: CareMinutesPage },
  residentsCardStatus: {
    filter: ResidentsCardStatusFilter,
    query: ResidentsCardStatusQuery,
    row: ResidentsCardStatusRow,
    page: ResidentsCardStatusPage,
  },
} as const satisfies Record<ReportKey, { filter: TSchema; query: TSchema; row: TSchema; page: TSchema }>;
export type ReportContracts = typeof REPORT_CONTRACTS;
/** A report's row type by catalogue key. */
export type ReportRow<K extends keyof ReportContracts> = Static<ReportContracts[K]['row']>;
/** A report's export filter type by catalogue key. */
export type ReportFilter<K extends keyof ReportContracts> = Static<ReportContracts[K]['filter']>;
