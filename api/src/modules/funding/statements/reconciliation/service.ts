/**
 * Reconciling a month's statement: the variance summary and payments (every line of both sides, per care type and
 * care recipient), the actions on selected lines, the notes, finalising and the adjustment summary. Each line keeps
 * its own action, group and version; an action locks the month's statement row, so two users acting on the same month
 * are served one after the other and the second, whose lines changed meanwhile, gets a 409 naming who changed them
 * (nothing of its action is written). The rules are shared-domain/funding/reconciliation, the screen's own.
 */
import { randomUUID } from 'node:crypto';
import type {
  AdjustmentSummary,
  FinaliseReconciliationResult,
  PaymentLine,
  ReconciliationAdjustmentBody,
  ReconciliationAdjustmentResult,
  VarianceAdjustment,
  VarianceCarriedOver,
  VariancePaymentNoteBody,
  VariancePaymentNoteResult,
  VariancePayments,
  VarianceRecipient,
  VarianceSummary,
} from 'shared-domain/contracts/funding-statements';
import { monthYearLabel, compareMonthYear } from 'shared-domain/funding/month-year';
import {
  RECONCILIATION_MESSAGES as R,
  adjustmentSummaryTotals,
  applyReconciliationAction,
  canFinaliseReconciliation,
  linesChangedBy,
  paymentsTotal,
  reconciliationRefusal,
  varianceSummaryFigures,
  type LineChange,
  type LineState,
  type MedicareStatementType,
  type ReconciliationLine,
} from 'shared-domain/funding/reconciliation';
import type { ScopedDb } from '../../../../db/scoped';
import { ModelStateError, conflict, notFound } from '../../../../http/errors';
import { firstDayOf, iso, paymentLines, statementHeader, statementOf } from '../common';
import * as repo from '../repository';

const sideOf = (type: number): MedicareStatementType => (type === 2 ? 2 : 1);

/** GET funding/variance-statement-summary?monthAndYear=: the month's figures (empty until the variance is built). */
export async function varianceSummary(s: ScopedDb, monthAndYear: string): Promise<VarianceSummary> {
  const row = await statementOf(s, monthAndYear);
  const lines = row.variance_built_on_utc === null ? [] : await repo.linesOf(s, row.id);
  const figures = varianceSummaryFigures(
    lines.map((l) => ({
      careType: l.care_type,
      medicareStatementType: sideOf(l.statement_type),
      paymentType: l.payment_type,
      action: l.action,
      amountDue: l.amount_due,
      cause: l.cause,
    })),
  );
  return {
    ...statementHeader(row),
    builtOnUtc: iso(row.variance_built_on_utc),
    ...figures,
    canFinalise: row.variance_built_on_utc !== null && canFinaliseReconciliation(lines, row.is_reconciliation_finalised),
  };
}

/** A care type's lines grouped per care recipient, then per month (current lines) or per side and month (carried). */
export function recipientsOf(lines: readonly PaymentLine[]): VarianceRecipient[] {
  const byRecipient = new Map<string, PaymentLine[]>();
  for (const l of lines) {
    const list = byRecipient.get(l.careRecipientId);
    if (list) list.push(l);
    else byRecipient.set(l.careRecipientId, [l]);
  }
  const monthGroups = <T>(of: readonly PaymentLine[], make: (month: string, lines: PaymentLine[]) => T): T[] => {
    const byMonth = new Map<string, PaymentLine[]>();
    for (const l of of) byMonth.set(l.adjustmentMonth, [...(byMonth.get(l.adjustmentMonth) ?? []), l]);
    return [...byMonth.keys()].sort(compareMonthYear).map((m) => make(m, byMonth.get(m) ?? []));
  };
  const recipients: VarianceRecipient[] = [];
  for (const [careRecipientId, of] of byRecipient) {
    const current = of.filter((l) => !l.isCarriedOver);
    const carried = of.filter((l) => l.isCarriedOver);
    const adjustments = monthGroups<VarianceAdjustment>(current, (month, lines) => ({
      adjustmentMonth: month,
      adjustmentFullMonthAndYear: monthYearLabel(month),
      expectedPayments: lines.filter((l) => l.medicareStatementType === 1),
      actualPayments: lines.filter((l) => l.medicareStatementType === 2),
    }));
    const carriedOf = (side: 1 | 2) =>
      monthGroups<VarianceCarriedOver>(
        carried.filter((l) => l.medicareStatementType === side),
        (month, lines) => ({ adjustmentMonth: month, adjustmentFullMonthAndYear: monthYearLabel(month), payments: lines }),
      );
    recipients.push({
      careRecipientId,
      firstName: of[0].firstName,
      lastName: of[0].lastName,
      expectedPaymentsVariance: paymentsTotal(of.filter((l) => l.medicareStatementType === 1)),
      actualPaymentsVariance: paymentsTotal(of.filter((l) => l.medicareStatementType === 2)),
      adjustments,
      expectedCarriedOver: carriedOf(1),
      actualCarriedOver: carriedOf(2),
    });
  }
  return recipients;
}

/**
 * GET funding/variance-statement-payment?monthAndYear=: every line of the month (both sides, respite and permanent)
 * with its notes, per care recipient: two queries for the month however many lines (lines, notes), grouped here.
 */
export async function variancePayments(s: ScopedDb, monthAndYear: string): Promise<VariancePayments> {
  // The month's header only (not its file and tabs): this page is read on every change of a line.
  const row = await repo.statementHeaderOfMonth(s, firstDayOf(monthAndYear));
  if (!row) throw notFound('There is no statement for this month.');
  const lines = row.variance_built_on_utc === null ? [] : await paymentLines(s, row.id);
  return {
    ...statementHeader(row),
    canFinalise: row.variance_built_on_utc !== null && canFinaliseReconciliation(lines, row.is_reconciliation_finalised),
    respitePaymentVariance: recipientsOf(lines.filter((l) => l.careType === 'Respite')),
    permanentPaymentVariance: recipientsOf(lines.filter((l) => l.careType === 'Permanent')),
  };
}

/**
 * The lines a body names, resolved in the facility (a line of another facility: 404) and in the month (a line of
 * another month: 400).
 */
async function namedLines(s: ScopedDb, statementId: number, ids: readonly number[], field: string) {
  const found = await repo.lineStatements(s, ids);
  if (found.length !== new Set(ids).size) throw notFound();
  if (found.some((l) => l.statement_id !== statementId)) throw ModelStateError.field(field, R.lineNotFound);
}

/**
 * POST funding/statement/{monthAndYear}/reconciliation-adjustment {action, adjustments}: applies a user's action to
 * the selected lines. Under the month's row lock: the month not finalised and its variance built; every selected
 * line of this month at the version the user read (else 409 naming who changed it); the rules allow the selection
 * and the action (from the lines as stored, not as sent); then the lines change (Undo takes their whole groups along)
 * in set-based updates, each line's version one up, with the audit row.
 */
export async function reconciliationAdjustment(
  s: ScopedDb,
  monthAndYear: string,
  body: ReconciliationAdjustmentBody,
): Promise<ReconciliationAdjustmentResult> {
  const ids = body.adjustments.map((a) => a.id);
  return s.transaction(async (t) => {
    const row = await statementOf(t, monthAndYear, { lock: true });
    await namedLines(t, row.id, ids, 'adjustments');
    if (row.is_reconciliation_finalised) throw ModelStateError.field('action', R.reconciliationFinalised);
    if (row.variance_built_on_utc === null) throw ModelStateError.field('monthAndYear', R.varianceNotBuilt);
    const states = await repo.lineStates(t, row.id);
    const byId = new Map(states.map((l) => [l.id, l]));
    const stale = body.adjustments
      .map((a) => ({ sent: a, stored: byId.get(a.id) }))
      .find((x) => x.stored?.version !== x.sent.version);
    if (stale) throw conflict(linesChangedBy(stale.stored?.actioned_by ?? null));

    const toLine = (l: (typeof states)[number]): ReconciliationLine => ({
      id: l.id,
      careRecipientId: l.care_recipient_id,
      medicareStatementType: sideOf(l.statement_type),
      action: l.action,
      groupIdentifier: l.group_identifier,
    });
    const all = states.map(toLine);
    const selected = [...new Set(ids)].flatMap((id) => {
      const stored = byId.get(id);
      return stored ? [toLine(stored)] : [];
    });
    const refusal = reconciliationRefusal(body.action, selected, row.is_reconciliation_finalised);
    if (refusal) throw ModelStateError.field('action', refusal);

    const changes = applyReconciliationAction(body.action, selected, all, randomUUID());
    const at = new Date();
    const groups = new Map<string, LineChange[]>();
    for (const c of changes) {
      const key = `${c.action}|${c.groupIdentifier ?? ''}`;
      groups.set(key, [...(groups.get(key) ?? []), c]);
    }
    const versions = new Map<number, number>();
    for (const group of groups.values()) {
      const { action, groupIdentifier } = group[0];
      for (const u of await repo.setLineActions(
        t,
        row.id,
        group.map((c) => c.id),
        { action, groupIdentifier, actionedOn: at },
      ))
        versions.set(u.id, u.version);
    }
    if (versions.size !== changes.length) throw conflict();
    await t.audit('reconciliation-adjustment', 'medicareStatement', row.id, {
      monthAndYear,
      action: body.action,
      lines: changes.map((c) => ({
        id: c.id,
        from: byId.get(c.id)?.action ?? null,
        to: c.action,
        groupIdentifier: c.groupIdentifier,
      })),
    });
    const changed = new Map(changes.map((c) => [c.id, c.action]));
    const after: Array<{ action: LineState }> = states.map((l) => ({ action: changed.get(l.id) ?? l.action }));
    return {
      lines: changes.map((c) => ({
        id: c.id,
        version: versions.get(c.id) ?? 0,
        action: c.action,
        groupIdentifier: c.groupIdentifier,
      })),
      canFinalise: canFinaliseReconciliation(after, false),
    };
  });
}

/**
 * POST funding/statement/{monthAndYear}/reconciliation-adjustment/finalise {}: only when every line has an action;
 * afterwards the month is read-only (every action and note refused).
 */
export async function finaliseReconciliation(s: ScopedDb, monthAndYear: string): Promise<FinaliseReconciliationResult> {
  return s.transaction(async (t) => {
    const row = await statementOf(t, monthAndYear, { lock: true });
    if (row.is_reconciliation_finalised) throw ModelStateError.field('monthAndYear', R.reconciliationFinalised);
    if (row.variance_built_on_utc === null) throw ModelStateError.field('monthAndYear', R.varianceNotBuilt);
    const lines = await repo.lineStates(t, row.id);
    if (!canFinaliseReconciliation(lines, false)) throw ModelStateError.field('monthAndYear', R.cannotFinalise);
    const finalisedOn = new Date();
    const saved = await repo.updateStatement(t, row.id, row.version, {
      is_reconciliation_finalised: true,
      reconciliation_finalised_on_utc: finalisedOn,
      reconciliation_finalised_by_user_id: t.userId,
    });
    if (!saved) throw conflict();
    await t.auditChanges(
      'finalise-reconciliation',
      'medicareStatement',
      row.id,
      { isReconciliationFinalised: false },
      { isReconciliationFinalised: true },
      { monthAndYear, lineCount: lines.length },
    );
    return { isReconciliationFinalised: true, reconciliationFinalisedOnUtc: finalisedOn.toISOString() };
  });
}

/**
 * POST funding/statement/{monthAndYear}/variance-payment-note {note, lineItem, isCarringOver}: a note on a line of the
 * month (the text required, the month not finalised; the line at the version read when one is sent).
 */
export async function addVarianceNote(
  s: ScopedDb,
  monthAndYear: string,
  body: VariancePaymentNoteBody,
): Promise<VariancePaymentNoteResult> {
  const note = body.note.trim();
  if (!note) throw ModelStateError.field('note', R.noteRequired);
  return s.transaction(async (t) => {
    const row = await statementOf(t, monthAndYear, { lock: true });
    await namedLines(t, row.id, [body.lineItem.id], 'lineItem');
    if (row.is_reconciliation_finalised) throw ModelStateError.field('note', R.reconciliationFinalised);
    if (body.lineItem.version !== undefined) {
      const line = (await repo.lineStates(t, row.id)).find((l) => l.id === body.lineItem.id);
      if (line && line.version !== body.lineItem.version) throw conflict(linesChangedBy(line.actioned_by));
    }
    const isCarryingOver = body.isCarringOver ?? false;
    const saved = await repo.insertNote(t, { statementId: row.id, lineId: body.lineItem.id, note, isCarryingOver });
    await t.audit('variance-payment-note', 'medicareStatementLine', body.lineItem.id, {
      monthAndYear,
      noteId: saved.id,
      isCarryingOver,
    });
    const author = await repo.userName(t);
    return {
      lineId: body.lineItem.id,
      entry: {
        id: saved.id,
        note,
        entryDateTime: saved.created_on_utc.toISOString(),
        firstName: author.first_name,
        lastName: author.last_name,
        isCarringOver: isCarryingOver,
      },
    };
  });
}

/** GET funding/adjustment-summary?monthAndYear=: the month's actioned lines and their totals per care type and action. */
export async function adjustmentSummary(s: ScopedDb, monthAndYear: string): Promise<AdjustmentSummary> {
  const row = await statementOf(s, monthAndYear);
  const lines = (row.variance_built_on_utc === null ? [] : await paymentLines(s, row.id)).filter((l) => l.action !== 'None');
  return {
    ...statementHeader(row),
    totals: adjustmentSummaryTotals(lines),
    items: lines.map((l) => ({
      lineId: l.id,
      careType: l.careType,
      careRecipientId: l.careRecipientId,
      firstName: l.firstName,
      lastName: l.lastName,
      medicareStatementType: l.medicareStatementType,
      adjustmentMonth: l.adjustmentMonth,
      paymentType: l.paymentType,
      action: l.action,
      amount: l.amountDue,
      groupIdentifier: l.groupIdentifier,
      notes: l.notes.map((n) => n.note),
    })),
  };
}
