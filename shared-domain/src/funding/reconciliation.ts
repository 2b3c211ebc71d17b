/**
 * Reconciling a month's Medicare statement: the product's expected statement (type 1) against the payment statement
 * Services Australia sent (type 2), line by line. The variance payments screen lists each care recipient's lines,
 * respite and permanent; a user selects lines and acts on them (accept, match, carry over, write off, undo) until every
 * line has an action, then finalises the month, after which nothing can be changed. These are the rules of that screen
 * (which lines can be selected together, which buttons a selection enables, what an action does to the lines, the
 * filters, when the month can be finalised), the variance arithmetic and the texts; the screen runs them to enable its
 * buttons and the API runs the same ones before it writes. Pure; money is decimal (money.ts), never a float.
 */
import Decimal from 'decimal.js';
import { withNamedOfflineHint } from '../messages';
import { moneyText, roundMoney, sumMoney, toDecimal, type DecimalInput } from '../money';

// ---------------------------------------------------------------- statement sides, care types, actions

/** MedicareStatementType: the expected statement the product computes (1) and the actual one Medicare sent (2). */
export const MEDICARE_STATEMENT_TYPE = { Expected: 1, Actual: 2 } as const;
export type MedicareStatementType = (typeof MEDICARE_STATEMENT_TYPE)[keyof typeof MEDICARE_STATEMENT_TYPE];
export const MEDICARE_STATEMENT_TYPES: readonly MedicareStatementType[] = [1, 2];

/** The care types a statement's lines are listed by (the respite list first, as on the screen). */
export const STATEMENT_CARE_TYPES = ['Respite', 'Permanent'] as const;
export type StatementCareType = (typeof STATEMENT_CARE_TYPES)[number];

/** Every line action of the seed. Undo is asked for, never kept: it returns a line to None. */
export const LINE_ACTIONS = ['None', 'Accept', 'Match', 'MatchAccept', 'CarryOver', 'Writeoff', 'AutoMatched', 'Undo'] as const;
export type LineAction = (typeof LINE_ACTIONS)[number];

/** The action a line keeps (the database's check): every action but Undo. */
export const LINE_STATES = ['None', 'Accept', 'Match', 'MatchAccept', 'CarryOver', 'Writeoff', 'AutoMatched'] as const;
export type LineState = (typeof LINE_STATES)[number];

/** What a user asks for on a selection (the screen's buttons). None, MatchAccept and AutoMatched are never asked for. */
export const RECONCILIATION_ACTIONS = ['Accept', 'Match', 'CarryOver', 'Writeoff', 'Undo'] as const;
export type ReconciliationAction = (typeof RECONCILIATION_ACTIONS)[number];

export const LINE_ACTION_LABELS: Readonly<Record<LineAction, string>> = {
  None: 'Not actioned',
  Accept: 'Accepted',
  Match: 'Matched',
  MatchAccept: 'Matched',
  CarryOver: 'Carried over',
  Writeoff: 'Written off',
  AutoMatched: 'Auto matched',
  Undo: 'Undo',
};

/** The most lines one action may name (a whole month of a large facility is far fewer per recipient and side). */
export const MAX_LINES_PER_ACTION = 500;

/** The Medicare events page's residents multi-select shows up to 3 of the residents chosen. */
export const MULTI_SELECT_SHOWN_LIMIT = 3;

/** What the rules need of a line. */
export interface ReconciliationLine {
  id: number;
  careRecipientId: string;
  medicareStatementType: MedicareStatementType;
  action: LineState;
  groupIdentifier: string | null;
}

/** A line that has an action (a user's or the automatic matching's). */
export const isActioned = (line: { action: LineState }): boolean => line.action !== 'None';

// ---------------------------------------------------------------- selectability

/**
 * Whether `line` can join the selection `selected` (the line itself, if selected, is ignored): nothing can be selected
 * once the month is finalised; an actioned line only with other actioned lines and an unactioned one only with
 * unactioned ones; a line of the opposite side (expected against actual) only when it is of the same care recipient as
 * every selected line of that other side.
 */
export function isSelectable(line: ReconciliationLine, selected: readonly ReconciliationLine[], isFinalised: boolean): boolean {
  if (isFinalised) return false;
  for (const other of selected) {
    if (other.id === line.id) continue;
    if (isActioned(other) !== isActioned(line)) return false;
    if (other.medicareStatementType !== line.medicareStatementType && other.careRecipientId !== line.careRecipientId)
      return false;
  }
  return true;
}

/** The client-side flags of a line: selected (markedForAction), or not selectable with the current selection. */
export interface SelectionFlags {
  markedForAction: boolean;
  restrictFromAction: boolean;
}

/** The flags of every line for the current selection, by line id. */
export function selectionFlags(
  lines: readonly ReconciliationLine[],
  selected: readonly ReconciliationLine[],
  isFinalised: boolean,
): Map<number, SelectionFlags> {
  const chosen = new Set(selected.map((l) => l.id));
  const flags = new Map<number, SelectionFlags>();
  for (const line of lines) {
    const markedForAction = chosen.has(line.id);
    flags.set(line.id, { markedForAction, restrictFromAction: !markedForAction && !isSelectable(line, selected, isFinalised) });
  }
  return flags;
}

/** Whether the lines can be selected together (each selectable with the others). */
export function isValidSelection(selected: readonly ReconciliationLine[], isFinalised: boolean): boolean {
  return selected.every((line) => isSelectable(line, selected, isFinalised));
}

// ---------------------------------------------------------------- button enabling

export interface ReconciliationButtons {
  accept: boolean;
  match: boolean;
  carryOver: boolean;
  writeOff: boolean;
  undo: boolean;
}

const ALL_DISABLED: ReconciliationButtons = { accept: false, match: false, carryOver: false, writeOff: false, undo: false };

/**
 * The buttons a selection enables: nothing selected, or the month finalised, disables all; any already-actioned line
 * selected enables only Undo; lines of both sides enable Match and Carry over; expected lines only, Write off and Carry
 * over; actual lines only, Accept and Carry over.
 */
export function enabledButtons(selected: readonly ReconciliationLine[], isFinalised: boolean): ReconciliationButtons {
  if (isFinalised || selected.length === 0) return ALL_DISABLED;
  if (selected.some(isActioned)) return { ...ALL_DISABLED, undo: true };
  const expected = selected.some((l) => l.medicareStatementType === MEDICARE_STATEMENT_TYPE.Expected);
  const actual = selected.some((l) => l.medicareStatementType === MEDICARE_STATEMENT_TYPE.Actual);
  if (expected && actual) return { ...ALL_DISABLED, match: true, carryOver: true };
  if (expected) return { ...ALL_DISABLED, writeOff: true, carryOver: true };
  return { ...ALL_DISABLED, accept: true, carryOver: true };
}

const BUTTON_OF: Readonly<Record<ReconciliationAction, keyof ReconciliationButtons>> = {
  Accept: 'accept',
  Match: 'match',
  CarryOver: 'carryOver',
  Writeoff: 'writeOff',
  Undo: 'undo',
};

/** Whether the selection enables the action's button. */
export function isActionEnabled(
  action: ReconciliationAction,
  selected: readonly ReconciliationLine[],
  isFinalised: boolean,
): boolean {
  return enabledButtons(selected, isFinalised)[BUTTON_OF[action]];
}

/**
 * Why the action cannot be applied to the selection (the message the API answers with and the screen would show),
 * or null when it can: the month finalised, nothing selected, lines that cannot be selected together, or an action the
 * selection does not enable.
 */
export function reconciliationRefusal(
  action: ReconciliationAction,
  selected: readonly ReconciliationLine[],
  isFinalised: boolean,
): string | null {
  if (isFinalised) return RECONCILIATION_MESSAGES.reconciliationFinalised;
  if (selected.length === 0) return RECONCILIATION_MESSAGES.nothingSelected;
  if (!isValidSelection(selected, isFinalised)) return RECONCILIATION_MESSAGES.notSelectableTogether;
  if (!isActionEnabled(action, selected, isFinalised)) return RECONCILIATION_MESSAGES.actionNotAvailable;
  return null;
}

// ---------------------------------------------------------------- applying an action

/** A line's new action and group after an action. */
export interface LineChange {
  id: number;
  action: LineState;
  groupIdentifier: string | null;
}

/**
 * What an action does to the lines: Match gives every selected line the one new group id (`newGroupIdentifier`), the
 * expected lines becoming Match and the actual ones MatchAccept; Accept, Carry over and Write off set the action (no
 * group); Undo returns the selected lines to None and clears their group, and with them every other line of their
 * groups (`all`: the month's lines), so undoing one line of a match, or of an automatic match, undoes the whole group.
 * The selection is assumed valid (reconciliationRefusal). Changes come in the order of `all`, then any selected line
 * not in it.
 */
export function applyReconciliationAction(
  action: ReconciliationAction,
  selected: readonly ReconciliationLine[],
  all: readonly ReconciliationLine[],
  newGroupIdentifier: string,
): LineChange[] {
  if (action === 'Undo') {
    const chosen = new Set(selected.map((l) => l.id));
    const groups = new Set(selected.map((l) => l.groupIdentifier).filter((g): g is string => g !== null));
    const undone = [...all, ...selected.filter((l) => !all.some((a) => a.id === l.id))].filter(
      (l) => chosen.has(l.id) || (l.groupIdentifier !== null && groups.has(l.groupIdentifier)),
    );
    return undone.map((l) => ({ id: l.id, action: 'None', groupIdentifier: null }));
  }
  return selected.map((l) => {
    if (action === 'Match') {
      const state: LineState = l.medicareStatementType === MEDICARE_STATEMENT_TYPE.Expected ? 'Match' : 'MatchAccept';
      return { id: l.id, action: state, groupIdentifier: newGroupIdentifier };
    }
    return { id: l.id, action, groupIdentifier: null };
  });
}

// ---------------------------------------------------------------- finalising

/**
 * Whether the month's reconciliation can be finalised: not finalised yet, and every line (expected and actual, respite
 * and permanent, carried over ones included) has an action other than None.
 */
export function canFinaliseReconciliation(lines: readonly { action: LineState }[], isFinalised: boolean): boolean {
  return !isFinalised && lines.every(isActioned);
}

// ---------------------------------------------------------------- statement filters

/** The statement filters with their codes (the query's `filter`, the export's `selectedFilter`). */
export const STATEMENT_FILTER = {
  NotActioned: 0,
  Actioned: 1,
  Accepted: 2,
  CarriedOver: 3,
  WrittenOff: 4,
  All: 5,
  AutoMatched: 6,
} as const;
export type StatementFilterCode = (typeof STATEMENT_FILTER)[keyof typeof STATEMENT_FILTER];
export const STATEMENT_FILTER_CODES: readonly StatementFilterCode[] = [0, 1, 2, 3, 4, 5, 6];
/** The filters in the order the screen lists them. */
export const STATEMENT_FILTER_OPTIONS: ReadonlyArray<{ code: StatementFilterCode; label: string }> = [
  { code: 0, label: 'Not actioned' },
  { code: 1, label: 'Actioned' },
  { code: 2, label: 'Accepted' },
  { code: 3, label: 'Carried over' },
  { code: 4, label: 'Written off' },
  { code: 6, label: 'Auto matched' },
  { code: 5, label: 'All' },
];
export const DEFAULT_STATEMENT_FILTER: StatementFilterCode = STATEMENT_FILTER.NotActioned;

export function isStatementFilterCode(value: unknown): value is StatementFilterCode {
  return typeof value === 'number' && (STATEMENT_FILTER_CODES as readonly number[]).includes(value);
}

export function statementFilterLabel(code: StatementFilterCode): string {
  return STATEMENT_FILTER_OPTIONS.find((o) => o.code === code)?.label ?? '';
}

/**
 * Whether a line with this action is shown under the filter: Not actioned (None), Actioned (any action, the automatic
 * matches included), Accepted (Accept, Match and MatchAccept), Carried over, Written off, Auto matched, All.
 */
export function isInFilter(action: LineState, filter: StatementFilterCode): boolean {
  switch (filter) {
    case STATEMENT_FILTER.NotActioned:
      return action === 'None';
    case STATEMENT_FILTER.Actioned:
      return action !== 'None';
    case STATEMENT_FILTER.Accepted:
      return action === 'Accept' || action === 'Match' || action === 'MatchAccept';
    case STATEMENT_FILTER.CarriedOver:
      return action === 'CarryOver';
    case STATEMENT_FILTER.WrittenOff:
      return action === 'Writeoff';
    case STATEMENT_FILTER.AutoMatched:
      return action === 'AutoMatched';
    case STATEMENT_FILTER.All:
      return true;
  }
}

/** The variance of one care recipient as the rules read it (the contract's VarianceRecipient has this shape). */
export interface FilterableRecipient<L extends { action: LineState }> {
  adjustments: ReadonlyArray<{ expectedPayments: readonly L[]; actualPayments: readonly L[] }>;
  expectedCarriedOver: ReadonlyArray<{ payments: readonly L[] }>;
  actualCarriedOver: ReadonlyArray<{ payments: readonly L[] }>;
}

/**
 * The recipients as the filter shows them: each keeps only its lines in the filter, months left without a line are
 * dropped, and recipients left without a line too.
 */
export function filterVarianceRecipients<L extends { action: LineState }, R extends FilterableRecipient<L>>(
  recipients: readonly R[],
  filter: StatementFilterCode,
): R[] {
  if (filter === STATEMENT_FILTER.All) return [...recipients];
  const keep = (lines: readonly L[]) => lines.filter((l) => isInFilter(l.action, filter));
  const out: R[] = [];
  for (const r of recipients) {
    const adjustments = r.adjustments
      .map((a) => ({ ...a, expectedPayments: keep(a.expectedPayments), actualPayments: keep(a.actualPayments) }))
      .filter((a) => a.expectedPayments.length + a.actualPayments.length > 0);
    const expectedCarriedOver = r.expectedCarriedOver
      .map((c) => ({ ...c, payments: keep(c.payments) }))
      .filter((c) => c.payments.length > 0);
    const actualCarriedOver = r.actualCarriedOver
      .map((c) => ({ ...c, payments: keep(c.payments) }))
      .filter((c) => c.payments.length > 0);
    if (adjustments.length + expectedCarriedOver.length + actualCarriedOver.length === 0) continue;
    out.push({ ...r, adjustments, expectedCarriedOver, actualCarriedOver });
  }
  return out;
}

// ---------------------------------------------------------------- variance arithmetic and format

/**
 * A statement's variance: expected minus actual, only when both totals exist (null otherwise), two-decimal text:
 * ('1000.00', '990.50') -> '9.50'; ('990.50', '1000.00') -> '-9.50'; (null, '1.00') -> null.
 */
export function statementVariance(
  expected: DecimalInput | null | undefined,
  actual: DecimalInput | null | undefined,
): string | null {
  if (expected === null || expected === undefined || expected === '') return null;
  if (actual === null || actual === undefined || actual === '') return null;
  return moneyText(roundMoney(toDecimal(expected).minus(toDecimal(actual))));
}

/** The sum of lines' amounts due, two-decimal text ('0.00' for none). */
export function paymentsTotal(lines: readonly { amountDue: DecimalInput }[]): string {
  return moneyText(roundMoney(sumMoney(lines.map((l) => l.amountDue))));
}

/**
 * A variance amount as the statements show it: two decimals with thousands separators, zero as 0.00, negatives in
 * brackets: 1234.5 -> '1,234.50', -12 -> '(12.00)', 0 and -0.001 -> '0.00'. Null, undefined and '' give ''.
 */
export function formatVarianceAmount(value: DecimalInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const rounded = roundMoney(value);
  if (rounded.isZero()) return '0.00';
  const [whole, cents] = rounded.abs().toFixed(2).split('.');
  const text = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
  return rounded.isNegative() ? `(${text})` : text;
}

/** The same format as a spreadsheet cell's number format (the exports): positives, negatives in brackets, zero 0.00. */
export const VARIANCE_NUMBER_FORMAT = '#,##0.00;(#,##0.00);0.00';

// ---------------------------------------------------------------- adjustment summary

export interface AdjustmentSummaryLine {
  careType: StatementCareType;
  medicareStatementType: MedicareStatementType;
  action: LineState;
  amountDue: DecimalInput;
}

export interface AdjustmentSummaryTotal {
  careType: StatementCareType;
  action: LineState;
  lineCount: number;
  expectedAmount: string;
  actualAmount: string;
  /** Expected minus actual. */
  variance: string;
}

/**
 * The adjustment summary's totals: per care type (respite first) and action (in the order of LINE_STATES), the
 * number of lines and the expected and actual amounts, with their variance (expected minus actual). Actions with no
 * line are left out.
 */
export function adjustmentSummaryTotals(lines: readonly AdjustmentSummaryLine[]): AdjustmentSummaryTotal[] {
  const totals: AdjustmentSummaryTotal[] = [];
  for (const careType of STATEMENT_CARE_TYPES) {
    for (const action of LINE_STATES) {
      const of = lines.filter((l) => l.careType === careType && l.action === action);
      if (of.length === 0) continue;
      const sum = (type: MedicareStatementType) =>
        roundMoney(sumMoney(of.filter((l) => l.medicareStatementType === type).map((l) => l.amountDue)));
      const expected = sum(MEDICARE_STATEMENT_TYPE.Expected);
      const actual = sum(MEDICARE_STATEMENT_TYPE.Actual);
      totals.push({
        careType,
        action,
        lineCount: of.length,
        expectedAmount: moneyText(expected),
        actualAmount: moneyText(actual),
        variance: moneyText(expected.minus(actual)),
      });
    }
  }
  return totals;
}

// ---------------------------------------------------------------- the variance summary

export interface VarianceSummaryLine {
  careType: StatementCareType;
  medicareStatementType: MedicareStatementType;
  paymentType: string;
  action: LineState;
  amountDue: DecimalInput;
  cause: string | null;
}

export interface VariancePaymentTypeTotal {
  careType: StatementCareType;
  paymentType: string;
  expectedAmount: string;
  actualAmount: string;
  variance: string;
}

export interface VarianceLineCounts {
  total: number;
  notActioned: number;
  actioned: number;
  autoMatched: number;
  /** Lines not matched automatically for which a probable cause was found. */
  withCause: number;
}

/**
 * The variance summary's figures from the month's lines: the expected and actual amounts per care type and payment
 * type (respite first, payment types in alphabetical order) with their variance, the totals, and the line counts.
 */
export function varianceSummaryFigures(lines: readonly VarianceSummaryLine[]): {
  byPaymentType: VariancePaymentTypeTotal[];
  expectedTotal: string;
  actualTotal: string;
  variance: string;
  lineCounts: VarianceLineCounts;
} {
  const groups = new Map<string, { careType: StatementCareType; paymentType: string; expected: Decimal; actual: Decimal }>();
  for (const l of lines) {
    const key = `${l.careType}|${l.paymentType}`;
    let g = groups.get(key);
    if (!g) {
      g = { careType: l.careType, paymentType: l.paymentType, expected: new Decimal(0), actual: new Decimal(0) };
      groups.set(key, g);
    }
    if (l.medicareStatementType === MEDICARE_STATEMENT_TYPE.Expected) g.expected = g.expected.plus(toDecimal(l.amountDue));
    else g.actual = g.actual.plus(toDecimal(l.amountDue));
  }
  const order = (c: StatementCareType) => STATEMENT_CARE_TYPES.indexOf(c);
  const byPaymentType = [...groups.values()]
    .sort((a, b) => order(a.careType) - order(b.careType) || a.paymentType.localeCompare(b.paymentType))
    .map((g) => ({
      careType: g.careType,
      paymentType: g.paymentType,
      expectedAmount: moneyText(roundMoney(g.expected)),
      actualAmount: moneyText(roundMoney(g.actual)),
      variance: moneyText(roundMoney(g.expected.minus(g.actual))),
    }));
  const side = (type: MedicareStatementType) =>
    roundMoney(sumMoney(lines.filter((l) => l.medicareStatementType === type).map((l) => l.amountDue)));
  const expected = side(MEDICARE_STATEMENT_TYPE.Expected);
  const actual = side(MEDICARE_STATEMENT_TYPE.Actual);
  return {
    byPaymentType,
    expectedTotal: moneyText(expected),
    actualTotal: moneyText(actual),
    variance: moneyText(expected.minus(actual)),
    lineCounts: {
      total: lines.length,
      notActioned: lines.filter((l) => l.action === 'None').length,
      actioned: lines.filter((l) => l.action !== 'None').length,
      autoMatched: lines.filter((l) => l.action === 'AutoMatched').length,
      withCause: lines.filter((l) => l.action !== 'AutoMatched' && !!l.cause).length,
    },
  };
}

// ---------------------------------------------------------------- the expected statement's balances

/**
 * The modes of the expected statement's balances tab: download the balances workbook, upload it back, and finalise the
 * claim, the last only when the statement has an expected total.
 */
export const BALANCES_MODES = ['Download', 'Upload', 'FinaliseClaim'] as const;
export type BalancesMode = (typeof BALANCES_MODES)[number];

/** The modes offered: Download and Upload always, FinaliseClaim when the statement has an expected total. */
export function balancesModes(hasExpectedTotal: boolean): BalancesMode[] {
  return hasExpectedTotal ? ['Download', 'Upload', 'FinaliseClaim'] : ['Download', 'Upload'];
}

/**
 * The mode the tab opens in: FinaliseClaim when the statement has an expected total and its balances were uploaded,
 * Upload when it has an expected total and they were not, Download before the expected statement is built.
 */
export function balancesMode(hasExpectedTotal: boolean, balancesUploaded: boolean): BalancesMode {
  if (!hasExpectedTotal) return 'Download';
  return balancesUploaded ? 'FinaliseClaim' : 'Upload';
}

/** The balances workbook's columns, in order: header and the row field it holds. */
export const BALANCES_COLUMNS = [
  { header: 'Care recipient ID', field: 'careRecipientId' },
  { header: 'First name', field: 'firstName' },
  { header: 'Last name', field: 'lastName' },
  { header: 'Entry date', field: 'entryDate' },
  { header: 'RAD balance', field: 'radBalance' },
  { header: 'RAC balance', field: 'racBalance' },
] as const;

/** One resident's refundable accommodation balances at the month's end (RAD and RAC lump sums held). */
export interface BalanceFigures {
  radBalance: string;
  racBalance: string;
}

/**
 * A resident's refundable balances at the end of `lastDay`: the RAD and RAC payments made on or before it (a refund is
 * a negative payment), each floored at 0.00.
 */
export function accommodationBalances(
  payments: readonly { kind: 'RadPaid' | 'RacPaid'; amount: DecimalInput; date: string }[],
  lastDay: string,
): BalanceFigures {
  const sum = (kind: 'RadPaid' | 'RacPaid') => {
    const total = roundMoney(sumMoney(payments.filter((p) => p.kind === kind && p.date <= lastDay).map((p) => p.amount)));
    return moneyText(total.isNegative() ? 0 : total);
  };
  return { radBalance: sum('RadPaid'), racBalance: sum('RacPaid') };
}

// ---------------------------------------------------------------- exports

/** The spreadsheet exports' file names. */
export const STATEMENT_EXPORT_FILE_NAMES = {
  adjustmentSummary: 'AdjustmentSummaryReport.xlsx',
  varianceStatement: 'VarianceStatement.xlsx',
  expectedPayments: 'PaymentsReport.xlsx',
  actualPayments: 'ActualFundingPaymentsReport.xlsx',
} as const;

/**
 * A balances workbook's name, by facility and date: ('Bayside Gardens', '2026-11-30', 'Expected') ->
 * 'Bayside Gardens Expected Balances 2026-11-30.xlsx'. Characters a file name cannot hold are dropped.
 */
export function balancesWorkbookFileName(facilityName: string, day: string, kind: 'Expected' | 'FinaliseClaim'): string {
  const name =
    [...facilityName]
      .filter((c) => c >= ' ' && !'\\/:*?"<>|'.includes(c))
      .join('')
      .replace(/\s+/g, ' ')
      .trim() || 'Facility';
  return `${name} ${kind === 'Expected' ? 'Expected' : 'Finalise Claim'} Balances ${day}.xlsx`;
}

// ---------------------------------------------------------------- messages

/** The statements' messages: the seed's, word for word. */
export const STATEMENT_MESSAGES = {
  displayFailed: withNamedOfflineHint('Unable to display statements.'),
  statementDisplayFailed: 'Unable to display this statement...',
  fetched: 'Payment statement was fetched successfully.',
  finalised: 'Statement finalised.',
} as const;

/** The variance screens' messages: the seed's, word for word. */
export const VARIANCE_MESSAGES = {
  paymentsFailed: 'Unexpected error occurred while fetching the variance in payments.',
  summaryFailed: 'Unexpected error occurred while fetching the variance summary.',
  saveFailed: 'Unexpected error occurred while saving adjustments.',
  noteFailed: 'Unexpected error occurred while adding note.',
} as const;

/** The balances upload's message: the seed's, word for word. */
export const BALANCES_MESSAGES = {
  uploadInvalid: 'Balances cannot be uploaded. Valid template data must be used.',
} as const;

/** The API's refusals of the statements and their reconciliation (the seed gives none of these texts). */
export const RECONCILIATION_MESSAGES = {
  statementNotFetched: 'The payment statement of this month has not been fetched yet.',
  statementNotPublished: 'Services Australia has not published the payment statement of this month yet.',
  expectedNotBuilt: 'The expected statement of this month has not been built yet.',
  varianceNotBuilt: 'The variance of this month has not been built yet: fetch the payment statement first.',
  expectedLocked: 'The expected statement cannot be rebuilt: the claim is finalised or its lines have been actioned.',
  claimFinalised: 'The claim of this month is already finalised.',
  claimNotReady: 'The claim cannot be finalised before the expected statement is built.',
  reconciliationFinalised: 'The reconciliation of this month is finalised: its lines can no longer be changed.',
  cannotFinalise: 'Every line must be actioned before the reconciliation can be finalised.',
  nothingSelected: 'Select at least one line.',
  notSelectableTogether: 'These lines cannot be actioned together.',
  actionNotAvailable: 'This action is not available for the lines selected.',
  lineNotFound: 'A line selected is not part of this statement. Reload the statement and try again.',
  noteRequired: 'The note is required.',
  adjustmentAmountInvalid:
    "The adjustment amount must be the line's amount: a number with at most 2 decimal places, negative for a deduction.",
  monthInFuture: 'A payment statement can only be fetched for a month that has started.',
} as const;

/** The 409 of an action on lines someone else changed since they were read. */
export function linesChangedBy(name: string | null): string {
  return name
    ? `These lines were changed by ${name}. Reload the statement and try again.`
    : 'These lines were changed by someone else. Reload the statement and try again.';
}
