/**
 * Contracts of a facility's Medicare statements and their reconciliation (seed 001 §3 "Medicare statement", "Variance
 * payments", §7 funding/medicare-statements ... funding/statement/{monthAndYear}/variance-payment-note, the spreadsheet
 * exports and reporting/upload-balance-statement). A month is 'MMYYYY' in paths and queries and is shown as its full
 * month and year. Amounts are two-decimal strings ('1234.50', '-12.00'), never floats; an amount not known yet is null.
 * The rules the screens and the API share are shared-domain/funding/reconciliation and funding/month-year.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MONTH_YEAR_MESSAGES, MONTH_YEAR_PATTERN, STATEMENT_LAYOUTS } from '../funding/month-year';
import {
  BALANCES_MODES,
  LINE_ACTIONS,
  LINE_STATES,
  MAX_LINES_PER_ACTION,
  RECONCILIATION_ACTIONS,
  RECONCILIATION_MESSAGES,
  STATEMENT_CARE_TYPES,
  STATEMENT_FILTER_CODES,
  type StatementFilterCode,
} from '../funding/reconciliation';
import { Enum, Id, Instant, LongText, Money, Nullable, Text, Version } from './common';

/** An amount as the statements carry it: two-decimal text, negatives allowed. */
const Amount = () => Type.String({ pattern: '^-?\\d+\\.\\d{2}$' });
const CareType = () => Enum(STATEMENT_CARE_TYPES);
const MedicareStatementTypeField = () => Type.Union([Type.Literal(1), Type.Literal(2)]);
const CareRecipientId = () => Text(10, { minLength: 1 });
const Name = () => Text(100, { minLength: 1 });

/** A statement month 'MMYYYY' in a path or a query; anything else is a 400 with the month's message. */
export const MonthAndYear = () =>
  Type.String({
    pattern: MONTH_YEAR_PATTERN,
    maxLength: 6,
    'x-messages': {
      pattern: MONTH_YEAR_MESSAGES.invalid,
      maxLength: MONTH_YEAR_MESSAGES.invalid,
      required: MONTH_YEAR_MESSAGES.invalid,
    },
  });

/** `?monthAndYear=MMYYYY` (the statement tabs, the variance, the exports). */
export const MonthAndYearQuery = Type.Object({ monthAndYear: MonthAndYear() });
export type MonthAndYearQuery = Static<typeof MonthAndYearQuery>;

/** `{monthAndYear}` in the reconciliation paths. */
export const MonthAndYearParams = Type.Object({ monthAndYear: MonthAndYear() });
export type MonthAndYearParams = Static<typeof MonthAndYearParams>;

/** `?claimMonth=MMYYYY` (fetch the payment statement, finalise the claim). */
export const ClaimMonthQuery = Type.Object({ claimMonth: MonthAndYear() });
export type ClaimMonthQuery = Static<typeof ClaimMonthQuery>;

// ---------------------------------------------------------------- the statement list

/** One month of the facility's statements (GET funding/medicare-statements, newest first). */
export const MedicareStatementListItem = Type.Object({
  statementId: Type.Integer(),
  /** 1-12. */
  statementMonth: Type.Integer({ minimum: 1, maximum: 12 }),
  statementYear: Type.Integer(),
  /** 'MMYYYY'. */
  monthAndYear: Type.String(),
  /** 'November 2026'. */
  statementFullMonthAndYear: Type.String(),
  /** The actual statement's total (the payment statement fetched), null before it is fetched. */
  statementTotal: Nullable(Amount()),
  /** The expected statement's total, null before it is built. */
  expectedStatementTotal: Nullable(Amount()),
  /** Expected minus actual, only when both exist. */
  statementVariance: Nullable(Amount()),
  isClaimFinalised: Type.Boolean(),
  isReconciliationFinalised: Type.Boolean(),
  fetchedOnUtc: Nullable(Type.String()),
  /** The variance was built (both sides exist): the variance screens can open. */
  isVarianceBuilt: Type.Boolean(),
});
export type MedicareStatementListItem = Static<typeof MedicareStatementListItem>;
export const MedicareStatementList = Type.Array(MedicareStatementListItem);
export type MedicareStatementList = Static<typeof MedicareStatementList>;

/**
 * POST funding/payment-statement?claimMonth=: the month's last fetch the page showed (null: never fetched), so that two
 * users fetching the same month at once do not both load it (the second gets a conflict and the list shows the first's).
 */
export const FetchPaymentStatementBody = Type.Object({ lastFetchedOnUtc: Nullable(Instant()) });
export type FetchPaymentStatementBody = Static<typeof FetchPaymentStatementBody>;

/** POST funding/payment-statement?claimMonth=: the month after the fetch, with the seed's success message. */
export const FetchPaymentStatementResult = Type.Object({
  statement: MedicareStatementListItem,
  message: Type.String(),
});
export type FetchPaymentStatementResult = Static<typeof FetchPaymentStatementResult>;

/**
 * POST funding/finalise-claim?claimMonth=: when the expected statement the user finalises was built (its builtOnUtc),
 * so that the claim submitted is the one they read (a conflict when it was built again since).
 */
export const FinaliseClaimBody = Type.Object({ expectedBuiltOnUtc: Instant() });
export type FinaliseClaimBody = Static<typeof FinaliseClaimBody>;

/** POST funding/finalise-claim?claimMonth=: the month after finalising, with the seed's success message. */
export const FinaliseClaimResult = Type.Object({
  statement: MedicareStatementListItem,
  message: Type.String(),
  /** The FinaliseClaim Medicare event submitted. */
  uniqueEventId: Type.String(),
});
export type FinaliseClaimResult = Static<typeof FinaliseClaimResult>;

/** GET funding/finalised-months (seed 001's form: the current facility's months, newest first, for the navigator). */
export const FinalisedMonth = Type.Object({
  statementId: Type.Integer(),
  monthAndYear: Type.String(),
  statementFullMonthAndYear: Type.String(),
  isFetched: Type.Boolean(),
  isClaimFinalised: Type.Boolean(),
  isReconciliationFinalised: Type.Boolean(),
});
export type FinalisedMonth = Static<typeof FinalisedMonth>;
export const FinalisedMonthList = Type.Array(FinalisedMonth);
export type FinalisedMonthList = Static<typeof FinalisedMonthList>;

// ---------------------------------------------------------------- a payment line

/** A note on a variance line: the text, when and by whom. */
export const VarianceNoteEntry = Type.Object({
  id: Type.Integer(),
  note: Type.String(),
  entryDateTime: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  isCarringOver: Type.Boolean(),
});
export type VarianceNoteEntry = Static<typeof VarianceNoteEntry>;

/**
 * One payment line of a statement (either side): a care recipient's payment of one type at one daily rate for the days
 * of one month (the statement's month, or an earlier one for an adjustment). `action` and `groupIdentifier` are the
 * reconciliation's; `cause` the probable reason of a variance found when the variance was built. The leave days are
 * permanent care's only (null for respite).
 */
export const PaymentLine = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  medicareStatementType: MedicareStatementTypeField(),
  careType: CareType(),
  careRecipientId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  /** 'MMYYYY': the month the payment is for. */
  adjustmentMonth: Type.String(),
  paymentType: Type.String(),
  paidCare: Type.Integer(),
  unpaidCare: Type.Integer(),
  paidLeaveSocial: Nullable(Type.Integer()),
  paidLeaveHospital: Nullable(Type.Integer()),
  paidLeaveTransition: Nullable(Type.Integer()),
  dailyRate: Nullable(Amount()),
  amountDue: Amount(),
  action: Enum(LINE_STATES),
  groupIdentifier: Nullable(Type.String()),
  cause: Nullable(Type.String()),
  /** Carried over from an earlier month's reconciliation. */
  isCarriedOver: Type.Boolean(),
  notes: Type.Array(VarianceNoteEntry),
});
export type PaymentLine = Static<typeof PaymentLine>;

// ---------------------------------------------------------------- the statement tabs (expected and actual)

export const StatementTotals = Type.Object({
  /** What the statement pays in all (summary.totals.totalAmountPaid). */
  totalAmountPaid: Amount(),
  /** The care recipients' payments (the payment lines). */
  residentPayments: Amount(),
  /** The facility-level payments (the fixed component, approved beds payments...). */
  facilityPayments: Amount(),
  /** Adjustments of earlier months included in the total. */
  adjustments: Amount(),
});
export type StatementTotals = Static<typeof StatementTotals>;

export const FacilityPayment = Type.Object({ paymentType: Type.String(), description: Type.String(), amount: Amount() });
export type FacilityPayment = Static<typeof FacilityPayment>;

/** The summary tab: the month, its layout (July 2024 and October 2025 switch it), the totals and facility payments. */
export const StatementSummary = Type.Object({
  layout: Enum(STATEMENT_LAYOUTS),
  facilityName: Type.String(),
  /** Services Australia's reference of the payment (actual statements). */
  referenceNumber: Nullable(Type.String()),
  paymentDate: Nullable(Type.String()),
  totals: StatementTotals,
  facilityPayments: Type.Array(FacilityPayment),
});
export type StatementSummary = Static<typeof StatementSummary>;

/** The residents tab: one row per care recipient of the month. */
export const StatementResident = Type.Object({
  careRecipientId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  careType: CareType(),
  entryDate: Nullable(Type.String()),
  departureDate: Nullable(Type.String()),
  /** The AN-ACC class paid ('7', 'Respite 2'), null when none. */
  anaccClass: Nullable(Type.String()),
  paidDays: Type.Integer(),
  amount: Amount(),
});
export type StatementResident = Static<typeof StatementResident>;

/** The supported-ratio tab: supported residents' days against all days, and the threshold. */
export const SupportedRatio = Type.Object({
  supportedDays: Type.Integer(),
  totalDays: Type.Integer(),
  /** Percent with 2 decimals ('41.25'), null when there were no days. */
  supportedRatio: Nullable(Type.String()),
  supportThreshold: Nullable(Type.String()),
  isAboveThreshold: Nullable(Type.Boolean()),
});
export type SupportedRatio = Static<typeof SupportedRatio>;

/** The daily-subsidies tab: each payment type's daily rate, days and amount. */
export const DailySubsidy = Type.Object({
  paymentType: Type.String(),
  description: Type.String(),
  careType: Nullable(CareType()),
  dailyRate: Nullable(Amount()),
  days: Type.Integer(),
  amount: Amount(),
});
export type DailySubsidy = Static<typeof DailySubsidy>;

/**
 * The summary tabs as a statement side keeps them (the `expected_summary` and `actual_summary` columns): what the
 * expected statement's builder and the payment statement's reader write, and what the tabs answer.
 */
export const StatementTabs = Type.Object({
  summary: StatementSummary,
  residents: Type.Array(StatementResident),
  supportedRatio: Nullable(SupportedRatio),
  dailySubsidies: Type.Array(DailySubsidy),
});
export type StatementTabs = Static<typeof StatementTabs>;

const StatementHeader = {
  statementId: Type.Integer(),
  monthAndYear: Type.String(),
  statementFullMonthAndYear: Type.String(),
  isClaimFinalised: Type.Boolean(),
  isReconciliationFinalised: Type.Boolean(),
};

/** One resident's refundable balances at the month's end (the balances tab and workbook). */
export const BalanceRow = Type.Object({
  careRecipientId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  entryDate: Nullable(Type.String()),
  radBalance: Amount(),
  racBalance: Amount(),
});
export type BalanceRow = Static<typeof BalanceRow>;

/** The expected statement's balances tab (and GET reporting/expected-balances-report-data). */
export const StatementBalances = Type.Object({
  mode: Enum(BALANCES_MODES),
  modes: Type.Array(Enum(BALANCES_MODES)),
  /** Computed from the product's records until a workbook is uploaded; the uploaded rows after. */
  rows: Type.Array(BalanceRow),
  isUploaded: Type.Boolean(),
  uploadedOnUtc: Nullable(Type.String()),
  uploadedBy: Nullable(Type.String()),
});
export type StatementBalances = Static<typeof StatementBalances>;

/** GET funding/expected-statement?monthAndYear=: the expected statement with its tabs. */
export const ExpectedStatement = Type.Object({
  ...StatementHeader,
  builtOnUtc: Nullable(Type.String()),
  /** The expected statement can be built again (no line actioned by a user, the claim not finalised). */
  canRebuild: Type.Boolean(),
  summary: StatementSummary,
  residents: Type.Array(StatementResident),
  payments: Type.Array(PaymentLine),
  supportedRatio: Nullable(SupportedRatio),
  dailySubsidies: Type.Array(DailySubsidy),
  balances: StatementBalances,
});
export type ExpectedStatement = Static<typeof ExpectedStatement>;

/** GET funding/expected-statement: `rebuild=true` builds it again when allowed. */
export const ExpectedStatementQuery = Type.Object({
  monthAndYear: MonthAndYear(),
  rebuild: Type.Optional(Type.Boolean()),
});
export type ExpectedStatementQuery = Static<typeof ExpectedStatementQuery>;

/** GET funding/medicare-statement?monthAndYear=: the actual statement (the payment statement fetched) with its tabs. */
export const ActualStatement = Type.Object({
  ...StatementHeader,
  fetchedOnUtc: Type.String(),
  summary: StatementSummary,
  residents: Type.Array(StatementResident),
  payments: Type.Array(PaymentLine),
  supportedRatio: Nullable(SupportedRatio),
  dailySubsidies: Type.Array(DailySubsidy),
  providerComments: Nullable(Type.String()),
});
export type ActualStatement = Static<typeof ActualStatement>;

// ---------------------------------------------------------------- the variance

export const VariancePaymentTypeTotal = Type.Object({
  careType: CareType(),
  paymentType: Type.String(),
  expectedAmount: Amount(),
  actualAmount: Amount(),
  variance: Amount(),
});

/** GET funding/variance-statement-summary?monthAndYear=. */
export const VarianceSummary = Type.Object({
  ...StatementHeader,
  builtOnUtc: Nullable(Type.String()),
  expectedTotal: Amount(),
  actualTotal: Amount(),
  /** Expected minus actual. */
  variance: Amount(),
  byPaymentType: Type.Array(VariancePaymentTypeTotal),
  lineCounts: Type.Object({
    total: Type.Integer(),
    notActioned: Type.Integer(),
    actioned: Type.Integer(),
    autoMatched: Type.Integer(),
    withCause: Type.Integer(),
  }),
  canFinalise: Type.Boolean(),
});
export type VarianceSummary = Static<typeof VarianceSummary>;

/** A care recipient's lines of one earlier or current month, both sides. */
export const VarianceAdjustment = Type.Object({
  adjustmentMonth: Type.String(),
  adjustmentFullMonthAndYear: Type.String(),
  expectedPayments: Type.Array(PaymentLine),
  actualPayments: Type.Array(PaymentLine),
});
export type VarianceAdjustment = Static<typeof VarianceAdjustment>;

/** A care recipient's lines carried over from earlier months, one side, by the month they are for. */
export const VarianceCarriedOver = Type.Object({
  adjustmentMonth: Type.String(),
  adjustmentFullMonthAndYear: Type.String(),
  payments: Type.Array(PaymentLine),
});
export type VarianceCarriedOver = Static<typeof VarianceCarriedOver>;

/** One care recipient's variance (the rules' FilterableRecipient has this shape). */
export const VarianceRecipient = Type.Object({
  careRecipientId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  /** The sum of the recipient's expected lines. */
  expectedPaymentsVariance: Amount(),
  /** The sum of the recipient's actual lines. */
  actualPaymentsVariance: Amount(),
  adjustments: Type.Array(VarianceAdjustment),
  expectedCarriedOver: Type.Array(VarianceCarriedOver),
  actualCarriedOver: Type.Array(VarianceCarriedOver),
});
export type VarianceRecipient = Static<typeof VarianceRecipient>;

/** GET funding/variance-statement-payment?monthAndYear=: every line of the month, per care type and recipient. */
export const VariancePayments = Type.Object({
  ...StatementHeader,
  canFinalise: Type.Boolean(),
  respitePaymentVariance: Type.Array(VarianceRecipient),
  permanentPaymentVariance: Type.Array(VarianceRecipient),
});
export type VariancePayments = Static<typeof VariancePayments>;

// ---------------------------------------------------------------- reconciliation writes

/** One selected line of a reconciliation action (the seed's selected adjustment, with the line's id and version). */
export const SelectedAdjustment = Type.Object({
  id: Id('statementLine'),
  version: Version(),
  careRecipientId: CareRecipientId(),
  medicareStatementType: MedicareStatementTypeField(),
  careType: CareType(),
  adjustmentAmount: Money({ min: '-99999999.99', messages: { decimal: RECONCILIATION_MESSAGES.adjustmentAmountInvalid } }),
  action: Enum(LINE_ACTIONS),
  originalAdjustmentMonth: MonthAndYear(),
  firstName: Name(),
  lastName: Name(),
  isCarriedOver: Type.Optional(Type.Boolean({ default: false })),
  groupIdentifier: Type.Optional(Nullable(Text(36))),
});
export type SelectedAdjustment = Static<typeof SelectedAdjustment>;

/** POST funding/statement/{monthAndYear}/reconciliation-adjustment. */
export const ReconciliationAdjustmentBody = Type.Object({
  action: Enum(RECONCILIATION_ACTIONS),
  adjustments: Type.Array(SelectedAdjustment, {
    minItems: 1,
    maxItems: MAX_LINES_PER_ACTION,
    'x-messages': { minItems: RECONCILIATION_MESSAGES.nothingSelected },
  }),
});
export type ReconciliationAdjustmentBody = Static<typeof ReconciliationAdjustmentBody>;

/** A line's state after a write. */
export const LineStateChange = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  action: Enum(LINE_STATES),
  groupIdentifier: Nullable(Type.String()),
});
export type LineStateChange = Static<typeof LineStateChange>;

export const ReconciliationAdjustmentResult = Type.Object({
  lines: Type.Array(LineStateChange),
  canFinalise: Type.Boolean(),
});
export type ReconciliationAdjustmentResult = Static<typeof ReconciliationAdjustmentResult>;

/** POST funding/statement/{monthAndYear}/reconciliation-adjustment/finalise (the body is `{}`). */
export const FinaliseReconciliationBody = Type.Object({});
export type FinaliseReconciliationBody = Static<typeof FinaliseReconciliationBody>;

export const FinaliseReconciliationResult = Type.Object({
  isReconciliationFinalised: Type.Boolean(),
  reconciliationFinalisedOnUtc: Type.String(),
});
export type FinaliseReconciliationResult = Static<typeof FinaliseReconciliationResult>;

/** The line a note is added to (the seed's lineItem): its id, and its version when the screen read it. */
export const NoteLineItem = Type.Object({
  id: Id('statementLine'),
  version: Type.Optional(Version()),
});

/** POST funding/statement/{monthAndYear}/variance-payment-note (`isCarringOver` spelled as the contract spells it). */
export const VariancePaymentNoteBody = Type.Object({
  note: LongText(2000, {
    minLength: 1,
    messages: { required: RECONCILIATION_MESSAGES.noteRequired, minLength: RECONCILIATION_MESSAGES.noteRequired },
  }),
  lineItem: NoteLineItem,
  isCarringOver: Type.Optional(Type.Boolean({ default: false })),
});
export type VariancePaymentNoteBody = Static<typeof VariancePaymentNoteBody>;

export const VariancePaymentNoteResult = Type.Object({ lineId: Type.Integer(), entry: VarianceNoteEntry });
export type VariancePaymentNoteResult = Static<typeof VariancePaymentNoteResult>;

// ---------------------------------------------------------------- adjustment summary

/** One actioned line of the month (the adjustment summary's rows). */
export const AdjustmentSummaryItem = Type.Object({
  lineId: Type.Integer(),
  careType: CareType(),
  careRecipientId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  medicareStatementType: MedicareStatementTypeField(),
  adjustmentMonth: Type.String(),
  paymentType: Type.String(),
  action: Enum(LINE_STATES),
  amount: Amount(),
  groupIdentifier: Nullable(Type.String()),
  notes: Type.Array(Type.String()),
});
export type AdjustmentSummaryItem = Static<typeof AdjustmentSummaryItem>;

export const AdjustmentSummaryTotal = Type.Object({
  careType: CareType(),
  action: Enum(LINE_STATES),
  lineCount: Type.Integer(),
  expectedAmount: Amount(),
  actualAmount: Amount(),
  variance: Amount(),
});

/** GET funding/adjustment-summary?monthAndYear=. */
export const AdjustmentSummary = Type.Object({
  ...StatementHeader,
  totals: Type.Array(AdjustmentSummaryTotal),
  items: Type.Array(AdjustmentSummaryItem),
});
export type AdjustmentSummary = Static<typeof AdjustmentSummary>;

// ---------------------------------------------------------------- exports and balances upload

/** The variance statement export: the month and the statement filter (code 0-6; default Not actioned). */
export const VarianceStatementExportQuery = Type.Object({
  monthAndYear: MonthAndYear(),
  selectedFilter: Type.Optional(
    Type.Unsafe<StatementFilterCode>({ type: 'integer', enum: [...STATEMENT_FILTER_CODES], default: 0 }),
  ),
});
export type VarianceStatementExportQuery = Static<typeof VarianceStatementExportQuery>;

/** POST reporting/upload-balance-statement?expectedMonthYear=&fileName= with one multipart file part. */
export const UploadBalanceStatementQuery = Type.Object({
  expectedMonthYear: MonthAndYear(),
  fileName: Text(200, { minLength: 1 }),
});
export type UploadBalanceStatementQuery = Static<typeof UploadBalanceStatementQuery>;

/** The sheet's rows read back (and stored as the month's balances); an AccommodationBalance event was submitted. */
export const UploadBalanceStatementResult = Type.Object({
  rows: Type.Array(BalanceRow),
  uploadedOnUtc: Instant(),
  uniqueEventId: Type.String(),
});
export type UploadBalanceStatementResult = Static<typeof UploadBalanceStatementResult>;
