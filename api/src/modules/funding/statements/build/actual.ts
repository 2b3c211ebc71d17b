/**
 * The actual statement of a facility's month: the payment statement file Services Australia sent (XML), read into the
 * statement's actual lines, total, summary (with its facility-level payments) and provider comments. A file that is not
 * a payment statement, or is another facility's or month's, is refused (400 on 'file'). The AN-ACC classes the lines
 * were paid at become the resident's assessed classes (source PaymentStatement) where they differ from what is known.
 */
import {
  NotAPaymentStatement,
  PAYMENT_TYPES,
  fromMonthYear,
  readPaymentStatementXml,
  serviceNapsIdOf,
  statementTabs,
  toMonthYear,
  type PaymentStatementDocument,
} from 'shared-domain/funding/statements';
import { sumMoney } from 'shared-domain/money';
import type { ScopedDb } from '../../../../db/scoped';
import { ModelStateError } from '../../../../http/errors';
import { BUILD_MESSAGES } from './expected';
import * as statementsRepo from '../repository';
import * as repo from './repository';

function read(xml: string): PaymentStatementDocument {
  try {
    return readPaymentStatementXml(xml);
  } catch (err) {
    if (err instanceof NotAPaymentStatement)
      throw ModelStateError.field('file', `The file is not a payment statement: ${err.message}`);
    throw err;
  }
}

export async function loadActual(s: ScopedDb, statementId: number, xml: string) {
  const found = await s.resolve.statement(statementId);
  const at = s.atFacility(found);
  const doc = read(xml);
  return at.transaction(async (t) => {
    const st = await repo.statement(t, found.statementId, { lock: true });
    if (doc.serviceNapsId !== serviceNapsIdOf(st.facility_id) || doc.statementMonth !== toMonthYear(st.statement_month))
      throw ModelStateError.field('file', BUILD_MESSAGES.notThisStatement);
    const total = sumMoney(doc.lines.map((l) => l.amountDue)).toFixed(2);
    if (total !== doc.totalAmountPaid)
      throw ModelStateError.field('file', 'The file is not a payment statement: its total is not the sum of its lines.');
    if (st.is_reconciliation_finalised) throw ModelStateError.field('statementId', BUILD_MESSAGES.finalised);
    if (await repo.isCarriedOverLater(t, st.id, 2)) throw ModelStateError.field('statementId', BUILD_MESSAGES.carriedOverLater);

    // The care recipients' residencies here: the latest stay begun by the line's last day.
    const stays = await repo.residenciesByCareRecipient(t, [...new Set(doc.lines.map((l) => l.careRecipientId))]);
    const residencyOf = (careRecipientId: string, lastDay: string) => {
      let hit: number | null = null;
      for (const r of stays) if (r.careRecipientId === careRecipientId && r.entryDate <= lastDay) hit = r.residencyId;
      return hit;
    };
    const lines = doc.lines.map((l) => ({ ...l, residencyId: residencyOf(l.careRecipientId, l.lastDay) }));

    await repo.unmatchSide(t, st.id, 1);
    await repo.deleteOwnLines(t, st.id, 2);
    await repo.insertLines(
      t,
      st.id,
      lines.map((l) => ({
        statementType: 2,
        careType: l.careType,
        careRecipientId: l.careRecipientId,
        residencyId: l.residencyId,
        firstName: l.firstName,
        lastName: l.lastName,
        adjustmentMonth: fromMonthYear(l.adjustmentMonth) ?? st.statement_month,
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

    // The classes the variable component was paid at, where the assessed class known on the line's first day differs.
    const withClass = lines.filter(
      (l) => l.paymentType === PAYMENT_TYPES.variable && l.anaccClass !== null && l.residencyId !== null,
    );
    const ids = [...new Set(withClass.map((l) => l.residencyId as number))];
    const known = await repo.assessedClassesOf(t, ids, '9999-12-31');
    const classOn = (residencyId: number, day: string) => {
      let hit: number | null = null;
      for (const k of known) if (k.residencyId === residencyId && k.effectiveDate <= day) hit = k.anaccClass;
      return hit;
    };
    await repo.insertAssessedClasses(
      t,
      withClass
        .filter((l) => classOn(l.residencyId as number, l.firstDay) !== l.anaccClass)
        .map((l) => ({
          residencyId: l.residencyId as number,
          anaccClass: l.anaccClass as number,
          effectiveDate: l.firstDay,
          reference: `Payment statement ${doc.claimId}`,
        })),
    );

    const summary = statementTabs(lines, {
      monthAndYear: doc.statementMonth,
      facilityName: await statementsRepo.facilityName(t),
      referenceNumber: doc.claimId,
      paymentDate: doc.publishedOnUtc ? doc.publishedOnUtc.slice(0, 10) : null,
      facilityPayments: doc.facilityPayments,
      stays: new Map(
        stays.flatMap((r) =>
          r.careRecipientId ? [[r.careRecipientId, { entryDate: r.entryDate, departureDate: null }] as const] : [],
        ),
      ),
    });
    await repo.saveActualSide(t, st.id, { total, summary, providerComments: doc.providerComments });
    await t.audit('funding.load-actual-statement', 'medicareStatement', st.id, {
      monthYear: doc.statementMonth,
      claimId: doc.claimId,
      total,
      lineCount: lines.length,
    });
    return { statementId: st.id, total, lineCount: lines.length };
  });
}
