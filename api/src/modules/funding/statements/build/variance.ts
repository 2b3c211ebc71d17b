/**
 * The variance of a facility's month: the expected and the actual lines (with the lines carried over from the previous
 * month's reconciliation) are matched automatically where they agree to the cent (AutoMatched, one group identifier a
 * pair), and every other line gets its probable cause from the product's own records (shared-domain `probableCause`).
 * Lines a user already acted on keep their action; AutoMatched and None lines are rebuilt.
 */
import {
  addMonths,
  leaveDaysInMonth,
  matchKey,
  pairAndAutoMatch,
  probableCause,
  toMonthYear,
  type CauseLine,
  type CauseSubmission,
} from 'shared-domain/funding/statements';
import { toMelbourneDate } from 'shared-domain/dates';
import { randomUUID } from 'node:crypto';
import type { ScopedDb } from '../../../../db/scoped';
import { ModelStateError } from '../../../../http/errors';
import { BUILD_MESSAGES } from './expected';
import { monthRates, monthRecords, type ResidencyRecords } from './records';
import * as repo from './repository';

/** The event's own day in its payload (entry, departure or leave start). */
function eventDate(requestType: string, payload: unknown): string | null {
  const p = (typeof payload === 'string' ? JSON.parse(payload) : payload) as Record<string, unknown> | null;
  const key = requestType.startsWith('Entry')
    ? 'admissionDate'
    : requestType.startsWith('Departure')
      ? 'departureDate'
      : 'leaveStartDate';
  const v = p?.[key];
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null;
}

const causeLine = (l: repo.LineRow): CauseLine => ({ ...l, adjustmentMonth: toMonthYear(l.adjustmentMonth) });
const keyOf = (l: repo.LineRow) => matchKey({ ...l, adjustmentMonth: l.adjustmentMonth });

/** Copies the previous month's CarryOver lines into this month (once each); drops copies no longer carried over. */
async function syncCarriedOver(t: ScopedDb, statementId: number, month: string): Promise<void> {
  const previous = await repo.statementOfMonth(t, addMonths(month, -1));
  const carried = previous ? await repo.linesOf(t, previous.id, { action: 'CarryOver' }) : [];
  await repo.deleteStaleCarriedOver(
    t,
    statementId,
    carried.map((l) => l.id),
  );
  const present = new Set(
    (await repo.linesOf(t, statementId)).flatMap((l) => (l.carriedOverFromLineId === null ? [] : [l.carriedOverFromLineId])),
  );
  await repo.insertLines(
    t,
    statementId,
    carried
      .filter((l) => !present.has(l.id))
      .map((l) => ({
        statementType: l.statementType,
        careType: l.careType,
        careRecipientId: l.careRecipientId,
        residencyId: l.residencyId,
        firstName: l.firstName,
        lastName: l.lastName,
        adjustmentMonth: l.adjustmentMonth,
        paymentType: l.paymentType,
        paidCare: l.paidCare,
        unpaidCare: l.unpaidCare,
        paidLeaveSocial: l.paidLeaveSocial,
        paidLeaveHospital: l.paidLeaveHospital,
        paidLeaveTransition: l.paidLeaveTransition,
        dailyRate: l.dailyRate,
        amountDue: l.amountDue,
        carriedOverFromLineId: l.id,
      })),
  );
}

export async function buildVarianceOf(s: ScopedDb, statementId: number) {
  const found = await s.resolve.statement(statementId);
  const at = s.atFacility(found);
  return at.transaction(async (t) => {
    const st = await repo.statement(t, found.statementId, { lock: true });
    if (st.is_reconciliation_finalised) throw ModelStateError.field('statementId', BUILD_MESSAGES.finalised);
    if (!st.expected_built_on_utc || st.actual_total === null)
      throw ModelStateError.field('statementId', BUILD_MESSAGES.varianceNeedsBoth);
    const month = st.statement_month;
    await syncCarriedOver(t, st.id, month);

    const all = await repo.linesOf(t, st.id);
    const open = all.filter((l) => l.action === 'None' || l.action === 'AutoMatched');
    const result = pairAndAutoMatch(
      open.filter((l) => l.statementType === 1),
      open.filter((l) => l.statementType === 2),
      randomUUID,
    );
    const matched = new Map<number, string>();
    for (const p of result.pairs) {
      matched.set(p.expected.id, p.groupIdentifier);
      matched.set(p.actual.id, p.groupIdentifier);
    }

    // The evidence: the product's records of the month and the Medicare events of every residency on a line.
    const rates = await monthRates(t, month);
    const records = await monthRecords(t, month, rates);
    const recordsBy = new Map<number, ResidencyRecords>(records.map((r) => [r.residencyId, r]));
    const residencyByRecipient = new Map<string, number>();
    for (const l of all) if (l.residencyId !== null) residencyByRecipient.set(l.careRecipientId, l.residencyId);
    const residencyOf = (l: repo.LineRow) => l.residencyId ?? residencyByRecipient.get(l.careRecipientId) ?? null;
    const submissions = await repo.submissionsOf(t, [...new Set(residencyByRecipient.values())]);
    const submissionsBy = new Map<number, CauseSubmission[]>();
    for (const m of submissions) {
      if (m.residencyId === null) continue;
      const list = submissionsBy.get(m.residencyId) ?? [];
      list.push({
        requestType: m.requestType,
        status: m.status,
        eventDate: eventDate(m.requestType, m.payload),
        processedOn: m.processedOnUtc ? toMelbourneDate(m.processedOnUtc) : null,
      });
      submissionsBy.set(m.residencyId, list);
    }

    const left = [...result.expected, ...result.actual];
    const byKey = new Map<string, repo.LineRow[]>();
    for (const l of left) byKey.set(keyOf(l), [...(byKey.get(keyOf(l)) ?? []), l]);
    const causes = new Map<number, string | null>();
    for (const l of left) {
      const same = byKey.get(keyOf(l)) ?? [];
      const residencyId = residencyOf(l);
      const rec = residencyId === null ? undefined : recordsBy.get(residencyId);
      const leave = rec ? leaveDaysInMonth(rec.input, l.adjustmentMonth) : { social: 0, hospitalBeyondLimit: 0 };
      causes.set(
        l.id,
        probableCause(causeLine(l), {
          side: l.statementType === 1 ? 'Expected' : 'Actual',
          statementMonth: month,
          counterparts: same.filter((o) => o.statementType !== l.statementType).map(causeLine),
          siblings: same.filter((o) => o.statementType === l.statementType && o.id !== l.id).map(causeLine),
          submissions: residencyId === null ? [] : (submissionsBy.get(residencyId) ?? []),
          expectedClasses: rec?.expectedClasses ?? [],
          assessedClasses: rec?.assessedClasses ?? [],
          socialLeaveDaysInMonth: leave.social,
          hospitalLeaveDaysBeyondLimitInMonth: leave.hospitalBeyondLimit,
          supplements: rec?.input.supplements ?? [],
        }),
      );
    }

    const now = new Date();
    await repo.applyVariance(t, st.id, matched, causes, now);
    await repo.saveVarianceBuilt(t, st.id, now);
    const counts = {
      autoMatched: matched.size,
      explained: [...causes.values()].filter((c) => c !== null).length,
      lines: all.length,
    };
    await t.audit('funding.build-variance', 'medicareStatement', st.id, { monthYear: toMonthYear(month), ...counts });
    return counts;
  });
}
