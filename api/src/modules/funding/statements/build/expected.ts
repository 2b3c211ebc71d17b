/**
 * The expected statement of a facility's month: the product's own payment lines computed from its records and the rates
 * in force (records.ts), with the shared-domain statement engine (rounding the daily rate, as the product shows it). The
 * AN-ACC payment type and the facility total approved beds payment are not in it (seed 001 §9): they are facility-level
 * payments of the actual statement only.
 */
import {
  PAYMENT_TYPES,
  fromMonthYear,
  paidDays,
  recipientMonthLines,
  statementTabs,
  summariseStatement,
  toMonthYear,
} from 'shared-domain/funding/statements';
import { sumMoney } from 'shared-domain/money';
import type { ScopedDb } from '../../../../db/scoped';
import { ModelStateError } from '../../../../http/errors';
import { monthRates, monthRecords } from './records';
import * as statementsRepo from '../repository';
import * as repo from './repository';

export const BUILD_MESSAGES = {
  finalised: 'The reconciliation of this month is finalised: its statements cannot change.',
  carriedOverLater: 'Lines of this statement were carried over to a later month: it cannot be replaced.',
  varianceNeedsBoth: 'The variance needs both the expected and the actual statement of the month.',
  notThisStatement: 'The file is not the payment statement of this facility and month.',
} as const;

/** The lines of the month and the summary, without writing (the benchmark's timing and the simulator read these). */
export async function computeExpected(s: ScopedDb, month: string, options: { rounding?: 'rate' | 'line' } = {}) {
  const rates = await monthRates(s, month);
  const records = await monthRecords(s, month, rates);
  const lines = records.flatMap((r) =>
    recipientMonthLines(r.input, rates.periods, { month, rounding: options.rounding ?? 'rate' }),
  );
  const permanent = records.filter((r) => r.input.careType === 'Permanent');
  const summary = summariseStatement(lines, {
    supported: { supported: permanent.filter((r) => r.supportLevel === 'Supported').length, permanent: permanent.length },
  });
  return { lines, records, summary, total: sumMoney(lines.map((l) => l.amountDue)).toFixed(2) };
}

/**
 * The expected side's tabs (the columns keep the contract's shape): the month's lines with each care recipient's stay
 * and the permanent residents' paid days, the supported residents' among them.
 */
export function expectedTabs(computed: Awaited<ReturnType<typeof computeExpected>>, month: string, facilityName: string) {
  const monthAndYear = toMonthYear(month);
  const stays = new Map(
    computed.records.map((r) => [
      r.input.careRecipientId,
      { entryDate: r.input.entryDate, departureDate: r.input.departureDate },
    ]),
  );
  const supportedRecipients = new Set(
    computed.records
      .filter((r) => r.input.careType === 'Permanent' && r.supportLevel === 'Supported')
      .map((r) => r.input.careRecipientId),
  );
  let supported = 0;
  let total = 0;
  for (const l of computed.lines) {
    if (l.careType !== 'Permanent' || l.paymentType !== PAYMENT_TYPES.baseCareTariff || l.adjustmentMonth !== monthAndYear)
      continue;
    const days = paidDays(l);
    total += days;
    if (supportedRecipients.has(l.careRecipientId)) supported += days;
  }
  return statementTabs(computed.lines, { monthAndYear, facilityName, stays, supportedDays: { supported, total } });
}

export async function buildExpected(s: ScopedDb, statementId: number) {
  const found = await s.resolve.statement(statementId);
  const at = s.atFacility(found);
  return at.transaction(async (t) => {
    const st = await repo.statement(t, found.statementId, { lock: true });
    if (st.is_reconciliation_finalised) throw ModelStateError.field('statementId', BUILD_MESSAGES.finalised);
    if (await repo.isCarriedOverLater(t, st.id, 1)) throw ModelStateError.field('statementId', BUILD_MESSAGES.carriedOverLater);
    const month = st.statement_month;
    const computed = await computeExpected(t, month);
    const { lines, total } = computed;
    const summary = expectedTabs(computed, month, await statementsRepo.facilityName(t));
    await repo.unmatchSide(t, st.id, 2);
    await repo.deleteOwnLines(t, st.id, 1);
    await repo.insertLines(
      t,
      st.id,
      lines.map((l) => ({
        statementType: 1,
        careType: l.careType,
        careRecipientId: l.careRecipientId,
        residencyId: l.residencyId,
        firstName: l.firstName,
        lastName: l.lastName,
        adjustmentMonth: fromMonthYear(l.adjustmentMonth) ?? month,
        paymentType: l.paymentType,
        paidCare: l.paidCare,
        unpaidCare: l.unpaidCare,
        paidLeaveSocial: l.paidLeaveSocial,
        paidLeaveHospital: l.paidLeaveHospital,
        paidLeaveTransition: l.paidLeaveTransition,
        dailyRate: l.dailyRate,
        amountDue: l.amountDue,
        carriedOverFromLineId: null,
      })),
    );
    await repo.saveExpected(t, st.id, { total, summary, builtOn: new Date() });
    await t.audit('funding.build-expected-statement', 'medicareStatement', st.id, {
      monthYear: toMonthYear(month),
      total,
      lineCount: lines.length,
    });
    return { statementId: st.id, total, lineCount: lines.length };
  });
}
