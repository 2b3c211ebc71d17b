/**
 * The variance payments screen's model, without the DOM: the month's lines as the reconciliation rules read them, the
 * recipients the filter shows (respite first) and the page of them drawn, the body of an action on the selection, the
 * match dialog's totals, and the cached month updated with an action's or a note's answer (only the lines changed are
 * new objects, so only their recipients are drawn again).
 */
import type {
  LineStateChange,
  PaymentLine,
  SelectedAdjustment,
  VarianceNoteEntry,
  VariancePayments,
  VarianceRecipient,
} from 'shared-domain/contracts/funding-statements';
import {
  filterVarianceRecipients,
  MEDICARE_STATEMENT_TYPE,
  paymentsTotal,
  statementVariance,
  type ReconciliationAction,
  type ReconciliationLine,
  type StatementCareType,
  type StatementFilterCode,
} from 'shared-domain/funding/reconciliation';

/** Every line of a recipient: each month's expected and actual lines, then the carried over ones. */
export function recipientLines(r: VarianceRecipient): PaymentLine[] {
  return [
    ...r.adjustments.flatMap((a) => [...a.expectedPayments, ...a.actualPayments]),
    ...r.expectedCarriedOver.flatMap((c) => c.payments),
    ...r.actualCarriedOver.flatMap((c) => c.payments),
  ];
}

/** Every line of the month, respite and permanent. */
export function monthLines(data: VariancePayments): PaymentLine[] {
  return [...data.respitePaymentVariance, ...data.permanentPaymentVariance].flatMap(recipientLines);
}

/** A line as the reconciliation rules read it. */
export function ruleLine(line: PaymentLine): ReconciliationLine {
  return {
    id: line.id,
    careRecipientId: line.careRecipientId,
    medicareStatementType: line.medicareStatementType,
    action: line.action,
    groupIdentifier: line.groupIdentifier,
  };
}

/** The month with `change` applied to every line; a recipient none of whose lines changed is kept as it was. */
function mapLines(data: VariancePayments, change: (line: PaymentLine) => PaymentLine): VariancePayments {
  const lines = (list: PaymentLine[]) => {
    const next = list.map(change);
    return next.some((l, i) => l !== list[i]) ? next : list;
  };
  const recipient = (r: VarianceRecipient): VarianceRecipient => {
    const adjustments = r.adjustments.map((a) => {
      const expectedPayments = lines(a.expectedPayments);
      const actualPayments = lines(a.actualPayments);
      return expectedPayments === a.expectedPayments && actualPayments === a.actualPayments
        ? a
        : { ...a, expectedPayments, actualPayments };
    });
    const carried = (list: VarianceRecipient['expectedCarriedOver']) => {
      const next = list.map((c) => {
        const payments = lines(c.payments);
        return payments === c.payments ? c : { ...c, payments };
      });
      return next.some((c, i) => c !== list[i]) ? next : list;
    };
    const expectedCarriedOver = carried(r.expectedCarriedOver);
    const actualCarriedOver = carried(r.actualCarriedOver);
    const same =
      adjustments.every((a, i) => a === r.adjustments[i]) &&
      expectedCarriedOver === r.expectedCarriedOver &&
      actualCarriedOver === r.actualCarriedOver;
    return same ? r : { ...r, adjustments, expectedCarriedOver, actualCarriedOver };
  };
  return {
    ...data,
    respitePaymentVariance: data.respitePaymentVariance.map(recipient),
    permanentPaymentVariance: data.permanentPaymentVariance.map(recipient),
  };
}

/** The month after an action: each changed line's new action, group and version. */
export function applyLineChanges(data: VariancePayments, changes: readonly LineStateChange[]): VariancePayments {
  const byId = new Map(changes.map((c) => [c.id, c]));
  return mapLines(data, (line) => {
    const c = byId.get(line.id);
    return c ? { ...line, action: c.action, groupIdentifier: c.groupIdentifier, version: c.version } : line;
  });
}

/** The month after a note was added to a line. */
export function addNote(data: VariancePayments, lineId: number, entry: VarianceNoteEntry): VariancePayments {
  return mapLines(data, (line) => (line.id === lineId ? { ...line, notes: [...line.notes, entry] } : line));
}

/** A recipient of one care type's list, as the screen lists them. */
export interface RecipientSection {
  careType: StatementCareType;
  recipient: VarianceRecipient;
}

/** The recipients the filter shows, the respite list first. */
export function recipientSections(data: VariancePayments, filter: StatementFilterCode): RecipientSection[] {
  return [
    ...filterVarianceRecipients(data.respitePaymentVariance, filter).map((recipient) => ({
      careType: 'Respite' as const,
      recipient,
    })),
    ...filterVarianceRecipients(data.permanentPaymentVariance, filter).map((recipient) => ({
      careType: 'Permanent' as const,
      recipient,
    })),
  ];
}

/** The body's lines of an action on the selection (the seed's selected adjustments). */
export function selectedAdjustments(selected: readonly PaymentLine[], action: ReconciliationAction): SelectedAdjustment[] {
  return selected.map((l) => ({
    id: l.id,
    version: l.version,
    careRecipientId: l.careRecipientId,
    medicareStatementType: l.medicareStatementType,
    careType: l.careType,
    adjustmentAmount: l.amountDue,
    action,
    originalAdjustmentMonth: l.adjustmentMonth,
    firstName: l.firstName,
    lastName: l.lastName,
    isCarriedOver: l.isCarriedOver,
    groupIdentifier: l.groupIdentifier,
  }));
}

/** The match dialog's values: the selected expected lines' total, the actual lines' total, and expected minus actual. */
export function matchValues(selected: readonly PaymentLine[]): { expected: string; actual: string; variance: string } {
  const expected = paymentsTotal(selected.filter((l) => l.medicareStatementType === MEDICARE_STATEMENT_TYPE.Expected));
  const actual = paymentsTotal(selected.filter((l) => l.medicareStatementType === MEDICARE_STATEMENT_TYPE.Actual));
  return { expected, actual, variance: statementVariance(expected, actual) ?? '0.00' };
}

/** The distinct probable causes of a care recipient's lines (shown under the recipient, so no line's cause is hidden by a narrow table). */
export function recipientCauses(r: VarianceRecipient): string[] {
  return [...new Set(recipientLines(r).flatMap((l) => (l.cause ? [l.cause] : [])))];
}
