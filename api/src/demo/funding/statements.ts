/**
 * Demo data of the funding area: the Medicare statements of the last six ended months for every aged-care facility,
 * made the way the product makes them (after the Medicare history, medicare-history.ts, that Services Australia pays
 * from). For each month, oldest first, and each facility: the Services Australia simulator publishes the payment
 * statement (on its publication day), the finance officer builds the expected statement and fetches the payment
 * statement through the product's own services (the variance is built with its automatic matching and causes), then
 * reconciles it as a finance officer would, line by line through the reconciliation service:
 *  - six to three months back: every line actioned, the reconciliation finalised by the finance manager and the claim
 *    finalised (its FinaliseClaim event accepted; one event a month: where the Medicare events page's demo already
 *    sent it, the statement is marked from that event);
 *  - two months back: every line actioned, waiting for the finance manager to finalise;
 *  - last month: fetched and built, the automatic matches plus a few recipients actioned and one note.
 * This month has its row, not fetched yet (customer care's upload screen shows both cases). The rows are made first in a
 * known order: each facility's months oldest first, then this month, so Bayside Gardens' last month is statement 6 (the
 * customer care routes' example). The times the product stamps (fetched, built, actioned, finalised, their audit rows)
 * are moved back to the days a finance team would have done it, never after now.
 */
import { sql, type Transaction } from 'kysely';
import type { PaymentLine, SelectedAdjustment } from 'shared-domain/contracts/funding-statements';
import { monthYearOf } from 'shared-domain/funding/month-year';
import type { ReconciliationAction } from 'shared-domain/funding/reconciliation';
import { MAX_LINES_PER_ACTION } from 'shared-domain/funding/reconciliation';
import { addMonths, monthOf } from 'shared-domain/funding/statements';
import type { Database } from '../../db/schema';
import { ScopedDb } from '../../db/scoped';
import { fetchPublishedStatement, nominalPublication } from '../../integrations/medicare/services-australia/statements';
import { paymentLines } from '../../modules/funding/statements/common';
import { ensureExpectedStatement, fetchPaymentStatement, finaliseClaim } from '../../modules/funding/statements/month/service';
import {
  addVarianceNote,
  finaliseReconciliation,
  reconciliationAdjustment,
} from '../../modules/funding/statements/reconciliation/service';
import type { FinanceDemoOptions } from '../finance/index';

/** How many ended months have statements. */
export const STATEMENT_MONTHS = 6;
/** Months this many back or more are finalised (reconciliation and claim); the month after waits for the manager. */
const FINALISED_FROM = 3;
/** Last month: how many care recipients' lines the finance officer has actioned so far. */
const RECIPIENTS_ACTIONED_LAST_MONTH = 3;

/** The demo's own context: the key of its Medicare gateway, which is the Services Australia simulator. */
const DEMO_CONTEXT = {};

const DAY = 86_400_000;
const MINUTE = 60_000;

/** What each month's work is, by how many months back it is. */
export const statementDemoState = (monthsBack: number) =>
  monthsBack >= FINALISED_FROM ? 'finalised' : monthsBack === 2 ? 'actioned' : 'started';

/** The selected line as the screen sends it. */
const selected = (l: PaymentLine): SelectedAdjustment => ({
  id: l.id,
  version: l.version,
  careRecipientId: l.careRecipientId,
  medicareStatementType: l.medicareStatementType,
  careType: l.careType,
  adjustmentAmount: l.amountDue,
  action: l.action,
  originalAdjustmentMonth: l.adjustmentMonth,
  firstName: l.firstName,
  lastName: l.lastName,
  isCarriedOver: l.isCarriedOver,
  groupIdentifier: l.groupIdentifier,
});

/** Paid in another month than this one (an event accepted late or not yet): carried over until it is paid. */
const LATER = /next month|not paid until it is accepted/;
/** Paid this month for an earlier month (an event accepted late): matched with the line carried over for it. */
const PAID_NOW = /this month/;

/**
 * A finance officer's actions on a month's lines not actioned yet (the selections the screen allows, the buttons it
 * enables): per care recipient, expected lines paid in a later month are carried over (again, while an entry is still
 * held); a line carried over from the previous month is matched with the adjustment paid for it this month (the
 * automatic matching pairs those that agree to the cent); every other actual line is accepted (Services
 * Australia's figure: a rounding difference, a class assessed, a means-test change, leave beyond the entitlement) and
 * every other expected line written off (the product's estimate it replaces).
 */
export function officerActions(lines: readonly PaymentLine[]): Array<{ action: ReconciliationAction; lines: PaymentLine[] }> {
  const open = lines.filter((l) => l.action === 'None');
  const byRecipient = new Map<string, PaymentLine[]>();
  for (const l of open) byRecipient.set(l.careRecipientId, [...(byRecipient.get(l.careRecipientId) ?? []), l]);
  const matches: Array<{ action: ReconciliationAction; lines: PaymentLine[] }> = [];
  const carry: PaymentLine[] = [];
  const accept: PaymentLine[] = [];
  const writeOff: PaymentLine[] = [];
  for (const of of byRecipient.values()) {
    const carried = of.filter((l) => l.medicareStatementType === 1 && l.isCarriedOver);
    const paidNow = of.filter((l) => l.medicareStatementType === 2 && PAID_NOW.test(l.cause ?? ''));
    const matched = carried.length && paidNow.length ? new Set([...carried, ...paidNow]) : new Set<PaymentLine>();
    if (matched.size) matches.push({ action: 'Match', lines: [...matched] });
    for (const l of of) {
      if (matched.has(l)) continue;
      if (l.medicareStatementType === 2) accept.push(l);
      else if (LATER.test(l.cause ?? '')) carry.push(l);
      else writeOff.push(l);
    }
  }
  const chunks = (action: ReconciliationAction, of: PaymentLine[]) =>
    Array.from({ length: Math.ceil(of.length / MAX_LINES_PER_ACTION) }, (_, i) => ({
      action,
      lines: of.slice(i * MAX_LINES_PER_ACTION, (i + 1) * MAX_LINES_PER_ACTION),
    }));
  return [...matches, ...chunks('CarryOver', carry), ...chunks('Accept', accept), ...chunks('Writeoff', writeOff)];
}

async function demoUser(trx: Transaction<Database>, organisationId: number, email: string) {
  const user = await trx
    .selectFrom('users')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('email', '=', email)
    .executeTakeFirst();
  return user?.id ?? null;
}

/** The statements' demo; `build` false makes the months' rows only (not fetched, not built). */
export async function seedStatementsDemo(trx: Transaction<Database>, options: FinanceDemoOptions, build = true): Promise<void> {
  const ageCare = options.facilities.filter((f) => f.type === 'AgeCare').map((f) => f.id);
  if (!ageCare.length) return;
  const now = new Date();
  const thisMonth = monthOf(options.today);
  const months = Array.from({ length: STATEMENT_MONTHS }, (_, i) => addMonths(thisMonth, i - STATEMENT_MONTHS));
  // The finance officer reconciles; the finance manager (the organisation manager here) finalises.
  const managerId = await demoUser(trx, options.organisationId, 'manager@demo.local');
  const officerId = (await demoUser(trx, options.organisationId, 'finance@demo.local')) ?? managerId;
  if (managerId === null || officerId === null) return;
  const scope = (facilityId: number, userId: number) =>
    new ScopedDb(trx, {
      userId,
      organisationId: options.organisationId,
      facilityId,
      isOrganisationManager: userId === managerId,
      isSystemUser: false,
    });
  // What this step writes from here on (audit rows, the claims' events), to stamp with the days it was done.
  const maxId = async (table: 'audit_log' | 'medicare_submissions') =>
    Number((await sql<{ id: string }>`select coalesce(max(id), 0)::text as id from ${sql.table(table)}`.execute(trx)).rows[0].id);
  const from = { audit: await maxId('audit_log'), submission: await maxId('medicare_submissions') };

  await trx
    .insertInto('medicare_statements')
    .values(ageCare.flatMap((f) => [...months, thisMonth].map((m) => ({ facility_id: f, statement_month: m }))))
    .execute();
  if (!build) return;

  for (const [i, month] of months.entries()) {
    const back = STATEMENT_MONTHS - i;
    const state = statementDemoState(back);
    const monthAndYear = monthYearOf(month);
    // Services Australia publishes the month on its publication day (now at the latest).
    const published = new Date(Math.min(nominalPublication(month).getTime(), now.getTime()));
    for (const facilityId of ageCare) {
      const officer = scope(facilityId, officerId);
      const manager = scope(facilityId, managerId);
      const publication = await fetchPublishedStatement(trx, facilityId, month, published);
      if (!publication.ok) throw new Error(`Demo statements: ${publication.message}`);
      const built = await ensureExpectedStatement(officer, monthAndYear);
      await fetchPaymentStatement(DEMO_CONTEXT, officer, monthAndYear, { lastFetchedOnUtc: null });

      const lines = await paymentLines(officer, (await statementIdOf(trx, facilityId, month)) ?? 0);
      let actions = officerActions(lines);
      if (state === 'started') {
        // A few care recipients done so far, and a note on the next one's line.
        const done = new Set(
          [...new Set(actions.flatMap((a) => a.lines.map((l) => l.careRecipientId)))].slice(0, RECIPIENTS_ACTIONED_LAST_MONTH),
        );
        actions = officerActions(lines.filter((l) => done.has(l.careRecipientId)));
        const next = lines.find((l) => l.action === 'None' && !done.has(l.careRecipientId));
        if (next)
          await addVarianceNote(officer, monthAndYear, {
            note: 'Asked Services Australia about this payment; waiting on their answer.',
            lineItem: { id: next.id, version: next.version },
            isCarringOver: false,
          });
      }
      for (const a of actions)
        await reconciliationAdjustment(officer, monthAndYear, { action: a.action, adjustments: a.lines.map(selected) });
      if (state === 'finalised') {
        await finaliseReconciliation(manager, monthAndYear);
        // The claim: finalised through the product, unless the Medicare events page's demo already sent its event.
        const sent = await claimSent(trx, facilityId, month, from.submission);
        if (!sent)
          await finaliseClaim(DEMO_CONTEXT, manager, monthAndYear, {
            expectedBuiltOnUtc: (built.expected_built_on_utc ?? now).toISOString(),
          });
        else
          await trx
            .updateTable('medicare_statements')
            .set((eb) => ({
              is_claim_finalised: true,
              claim_finalised_on_utc: sent.created_on_utc,
              claim_finalised_by_user_id: managerId,
              version: eb('version', '+', 1),
            }))
            .where('facility_id', '=', facilityId)
            .where('statement_month', '=', month)
            .execute();
      }
    }
  }
  await backdate(trx, months, ageCare, now, from);
}

/** The FinaliseClaim event of the facility's month the events page's demo sent (before this step), if any. */
function claimSent(trx: Transaction<Database>, facilityId: number, month: string, beforeId: number) {
  return trx
    .selectFrom('medicare_submissions')
    .select(['id', 'created_on_utc'])
    .where('facility_id', '=', facilityId)
    .where('request_type', '=', 'FinaliseClaim')
    .where('claim_month', '=', month)
    .where('id', '<=', beforeId)
    .executeTakeFirst();
}

async function statementIdOf(trx: Transaction<Database>, facilityId: number, month: string) {
  return (
    await trx
      .selectFrom('medicare_statements')
      .select('id')
      .where('facility_id', '=', facilityId)
      .where('statement_month', '=', month)
      .executeTakeFirst()
  )?.id;
}

/**
 * The days the finance team did it, never after now: the expected statement built the day after the publication, the
 * payment statement fetched twenty minutes later (the variance with it), the lines actioned two days later, the
 * reconciliation finalised six days after the fetch and the claim a day after that (its event accepted minutes later).
 */
async function backdate(
  trx: Transaction<Database>,
  months: readonly string[],
  ageCare: readonly number[],
  now: Date,
  from: { audit: number; submission: number },
) {
  const at = (t: number) => new Date(Math.min(t, now.getTime() - MINUTE));
  for (const month of months) {
    const fetchedAt = nominalPublication(month).getTime() + DAY - 2 * 60 * MINUTE;
    const times = {
      built: at(fetchedAt - 20 * MINUTE),
      fetched: at(fetchedAt),
      actioned: at(fetchedAt + 2 * DAY),
      reconciled: at(fetchedAt + 6 * DAY),
      claimed: at(fetchedAt + 7 * DAY),
    };
    const ids = (
      await trx
        .selectFrom('medicare_statements')
        .select('id')
        .where('facility_id', 'in', ageCare)
        .where('statement_month', '=', month)
        .execute()
    ).map((r) => r.id);
    if (!ids.length) continue;
    await sql`update medicare_statements
                 set expected_built_on_utc = ${times.built},
                     fetched_on_utc = ${times.fetched},
                     variance_built_on_utc = ${times.fetched},
                     reconciliation_finalised_on_utc = case when is_reconciliation_finalised then ${times.reconciled}::timestamptz end,
                     claim_finalised_on_utc = case when is_claim_finalised then least(claim_finalised_on_utc, ${times.claimed}::timestamptz) end
               where id in (${sql.join(ids)})`.execute(trx);
    await sql`update medicare_statement_lines set actioned_on_utc = ${times.actioned}
               where statement_id in (${sql.join(ids)}) and actioned_on_utc is not null`.execute(trx);
    await sql`update medicare_statement_notes set created_on_utc = ${times.actioned}
               where statement_id in (${sql.join(ids)})`.execute(trx);
    await sql`update medicare_submissions
                 set created_on_utc = ${times.claimed}, status = 'Accepted',
                     processed_on_utc = ${at(times.claimed.getTime() + 3 * MINUTE)}
               where id > ${from.submission} and request_type = 'FinaliseClaim' and claim_month = ${month}`.execute(trx);
    // The audit rows of this work, each at its act's time.
    const monthAndYear = monthYearOf(month);
    await sql`update audit_log
                 set at = case
                   when action = 'build-expected-statement' or action like 'funding.build-expected%' then ${times.built}::timestamptz
                   when action in ('reconciliation-adjustment', 'variance-payment-note') then ${times.actioned}::timestamptz
                   when action = 'finalise-reconciliation' then ${times.reconciled}::timestamptz
                   when action = 'finalise-claim' then ${times.claimed}::timestamptz
                   else ${times.fetched}::timestamptz end
               where id > ${from.audit} and facility_id in (${sql.join(ageCare)})
                 and coalesce(details->>'monthAndYear', details->>'monthYear') = ${monthAndYear}`.execute(trx);
  }
}
