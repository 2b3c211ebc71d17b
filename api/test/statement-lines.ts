/**
 * Test data of a month's statements written straight to the tables: the payment lines of both sides, the totals and
 * the tabs a side keeps, and the variance marked as built. What the statement builders write (they are exercised by
 * their own tests); here the API's reading, reconciliation and exports are tested on known lines.
 */
import type { Kysely } from 'kysely';
import type { StatementTabs } from 'shared-domain/contracts/funding-statements';
import type { Database } from '../src/db/schema';

export interface TestLine {
  side: 1 | 2;
  careType?: 'Permanent' | 'Respite';
  careRecipientId: string;
  firstName?: string;
  lastName?: string;
  /** 'YYYY-MM-01'; the statement's month by default. */
  adjustmentMonth?: string;
  paymentType?: string;
  paidCare?: number;
  dailyRate?: string | null;
  amountDue: string;
  action?: 'None' | 'Accept' | 'Match' | 'MatchAccept' | 'CarryOver' | 'Writeoff' | 'AutoMatched';
  groupIdentifier?: string | null;
  cause?: string | null;
  carriedOverFromLineId?: number | null;
}

/** The facility's statement of a month (first day), created when missing. */
export async function statementRow(db: Kysely<Database>, facilityId: number, month: string) {
  await db
    .insertInto('medicare_statements')
    .values({ facility_id: facilityId, statement_month: month })
    .onConflict((oc) => oc.columns(['facility_id', 'statement_month']).doNothing())
    .execute();
  return db
    .selectFrom('medicare_statements')
    .selectAll()
    .where('facility_id', '=', facilityId)
    .where('statement_month', '=', month)
    .executeTakeFirstOrThrow();
}

/** Inserts lines into a statement; their ids in order. */
export async function insertStatementLines(
  db: Kysely<Database>,
  statementId: number,
  lines: readonly TestLine[],
): Promise<number[]> {
  const statement = await db
    .selectFrom('medicare_statements')
    .selectAll()
    .where('id', '=', statementId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('medicare_statement_lines')
    .values(
      lines.map((l) => ({
        statement_id: statementId,
        facility_id: statement.facility_id,
        statement_type: l.side,
        care_type: l.careType ?? 'Permanent',
        care_recipient_id: l.careRecipientId,
        first_name: l.firstName ?? `First ${l.careRecipientId}`,
        last_name: l.lastName ?? `Last ${l.careRecipientId}`,
        adjustment_month: l.adjustmentMonth ?? statement.statement_month,
        payment_type: l.paymentType ?? 'AN-ACC variable',
        paid_care: l.paidCare ?? 30,
        unpaid_care: 0,
        paid_leave_social: (l.careType ?? 'Permanent') === 'Permanent' ? 0 : null,
        paid_leave_hospital: (l.careType ?? 'Permanent') === 'Permanent' ? 0 : null,
        paid_leave_transition: (l.careType ?? 'Permanent') === 'Permanent' ? 0 : null,
        daily_rate: l.dailyRate === undefined ? '100.00' : l.dailyRate,
        amount_due: l.amountDue,
        action: l.action ?? 'None',
        group_identifier: l.groupIdentifier ?? null,
        cause: l.cause ?? null,
        carried_over_from_line_id: l.carriedOverFromLineId ?? null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Tabs of a side for tests (the builders' shape). */
export function testTabs(facilityName: string, total: string): StatementTabs {
  return {
    summary: {
      layout: 'October2025',
      facilityName,
      referenceNumber: 'SA-TEST-1',
      paymentDate: null,
      totals: { totalAmountPaid: total, residentPayments: total, facilityPayments: '0.00', adjustments: '0.00' },
      facilityPayments: [],
    },
    residents: [],
    supportedRatio: {
      supportedDays: 10,
      totalDays: 40,
      supportedRatio: '25.00',
      supportThreshold: '40.00',
      isAboveThreshold: false,
    },
    dailySubsidies: [],
  };
}

/** Marks both sides built (totals, tabs), fetched, and the variance built: what fetch and build leave behind. */
export async function markBuilt(
  db: Kysely<Database>,
  statementId: number,
  totals: { expected: string; actual: string },
  facilityName = 'Bayside Gardens',
) {
  const now = new Date();
  await db
    .updateTable('medicare_statements')
    .set({
      expected_total: totals.expected,
      expected_summary: JSON.stringify(testTabs(facilityName, totals.expected)),
      expected_built_on_utc: now,
      actual_total: totals.actual,
      actual_summary: JSON.stringify(testTabs(facilityName, totals.actual)),
      provider_comments: 'Paid as claimed except where noted.',
      fetched_on_utc: now,
      statement_xml: '<PaymentStatement/>',
      variance_built_on_utc: now,
    })
    .where('id', '=', statementId)
    .execute();
}
