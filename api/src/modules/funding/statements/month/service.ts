/**
 * A facility's statement months: the list (statement, expected and variance totals), fetching a month's payment
 * statement from Services Australia (stored, read into the actual side, the variance built when the expected side
 * exists), the expected statement (built by the product from its own records when not built yet), the actual statement,
 * finalising a month's claim (a FinaliseClaim Medicare event) and the months of the navigator and of customer care.
 */
import type {
  ActualStatement,
  ExpectedStatement,
  FetchPaymentStatementBody,
  FetchPaymentStatementResult,
  FinaliseClaimBody,
  FinaliseClaimResult,
  FinalisedMonth,
  MedicareStatementListItem,
} from 'shared-domain/contracts/funding-statements';
import type { FastifyReply } from 'fastify';
import type { StatementMonth } from 'shared-domain/contracts/customer-care';
import { CUSTOMER_CARE_MESSAGES } from 'shared-domain/customer-care';
import { monthYearLabel, monthYearOf } from 'shared-domain/funding/month-year';
import { RECONCILIATION_MESSAGES as R, STATEMENT_MESSAGES } from 'shared-domain/funding/reconciliation';
import { moneyText } from 'shared-domain/money';
import type { ScopedDb } from '../../../../db/scoped';
import { ModelStateError, conflict } from '../../../../http/errors';
import { expectedBalances } from '../balances/service';
import { buildExpectedStatement, buildVariance, loadActualStatement } from '../build/index';
import { firstDayOf, iso, listItem, paymentLines, statementHeader, statementOf, tabsOf, thisMonth } from '../common';
import { statementGatewayOf } from '../gateway';
import * as repo from '../repository';

/** Whether a stored time is the one a page showed (both absent, or the same instant however written). */
function sameInstant(stored: Date | null, shown: string | null): boolean {
  if (stored === null || shown === null) return stored === null && shown === null;
  return stored.getTime() === Date.parse(shown);
}

/** GET funding/medicare-statements: the facility's months up to this one, newest first. */
export async function medicareStatements(s: ScopedDb): Promise<MedicareStatementListItem[]> {
  return (await repo.statementList(s, thisMonth())).map(listItem);
}

/**
 * The facility's statement months up to this one, newest first: the navigator's months (GET funding/finalised-months,
 * the current facility) and customer care's (GET funding/finalised-months/{facilityId}, the facility named), one list.
 */
export async function statementMonths(s: ScopedDb): Promise<Array<FinalisedMonth & StatementMonth>> {
  const rows = await repo.statementList(s, thisMonth());
  const files = new Map((await repo.actualFiles(s, thisMonth())).map((f) => [f.id, f]));
  return rows.map((r) => {
    const monthAndYear = monthYearOf(r.statement_month);
    const file = files.get(r.id);
    return {
      statementId: r.id,
      monthAndYear,
      monthYear: monthAndYear,
      statementFullMonthAndYear: monthYearLabel(monthAndYear),
      isFetched: r.fetched_on_utc !== null,
      fetchedOnUtc: iso(r.fetched_on_utc),
      isClaimFinalised: r.is_claim_finalised,
      isReconciliationFinalised: r.is_reconciliation_finalised,
      actualFileName: file?.actual_file_name ?? null,
      actualUploadedOnUtc: iso(file?.actual_uploaded_on_utc ?? null),
    };
  });
}

/**
 * Reads a payment statement file into the month's actual side and builds the variance when the expected side exists,
 * in the caller's transaction: the fetch and customer care's upload of an XML statement.
 */
export async function loadActualSide(t: ScopedDb, statementId: number, xml: string, expectedBuilt: boolean): Promise<void> {
  await loadActualStatement(t, statementId, xml);
  if (expectedBuilt) await buildVariance(t, statementId);
}

/**
 * POST funding/payment-statement?claimMonth= {lastFetchedOnUtc}: fetches the month's payment statement through the
 * gateway (a month that has started, whose reconciliation is not finalised, last fetched when the page showed: else
 * 409), stores the file, reads it into the actual side and builds the variance when the expected statement exists.
 * Refusals are model-state messages (the screen lists them in a dialog). `ctx` is only the key of the Medicare gateway
 * (`statementGatewayOf`): the app's context, or any object of the caller's own (the demo's), whose gateway is the
 * simulator.
 */
export async function fetchPaymentStatement(
  ctx: object,
  s: ScopedDb,
  claimMonth: string,
  body: FetchPaymentStatementBody,
): Promise<FetchPaymentStatementResult> {
  const firstDay = firstDayOf(claimMonth, 'claimMonth');
  if (firstDay > thisMonth()) throw ModelStateError.field('claimMonth', R.monthInFuture);
  const existing = await repo.statementOfMonth(s, firstDay);
  if (existing?.is_reconciliation_finalised) throw ModelStateError.field('claimMonth', R.reconciliationFinalised);
  const fetched = await statementGatewayOf(ctx).fetchPaymentStatement(s, s.facilityId, firstDay);
  if (!fetched) throw ModelStateError.field('claimMonth', R.statementNotPublished);

  const statementId = await s.transaction(async (t) => {
    await repo.ensureStatement(t, firstDay);
    const row = await repo.statementOfMonth(t, firstDay, { lock: true });
    if (!row) throw conflict();
    if (row.is_reconciliation_finalised) throw ModelStateError.field('claimMonth', R.reconciliationFinalised);
    if (!sameInstant(row.fetched_on_utc, body.lastFetchedOnUtc)) throw conflict();
    const fetchedOn = new Date();
    if (!(await repo.updateStatement(t, row.id, row.version, { statement_xml: fetched.xml, fetched_on_utc: fetchedOn })))
      throw conflict();
    await loadActualSide(t, row.id, fetched.xml, row.expected_built_on_utc !== null);
    await t.auditChanges(
      'fetch-payment-statement',
      'medicareStatement',
      row.id,
      { fetchedOnUtc: iso(row.fetched_on_utc) },
      { fetchedOnUtc: fetchedOn.toISOString() },
      { monthAndYear: claimMonth },
    );
    return row.id;
  });
  return { statement: listItem(await repo.statementListRow(s, statementId)), message: STATEMENT_MESSAGES.fetched };
}

/**
 * The month's statement row with its expected statement built: built through the statement computation when the month
 * has none yet (the month's row is created for a month that has started), and built again on `rebuild` while no user
 * has actioned a line and the claim is not finalised; the variance follows when the actual side exists. What the
 * expected statement's screen opens with, and what the demo builds each month with.
 */
export async function ensureExpectedStatement(s: ScopedDb, monthAndYear: string, rebuild = false): Promise<repo.StatementRow> {
  const firstDay = firstDayOf(monthAndYear);
  const row = await repo.statementOfMonth(s, firstDay);
  if (!row && firstDay > thisMonth()) throw ModelStateError.field('monthAndYear', R.monthInFuture);
  const locked = row ? row.is_claim_finalised || (await repo.hasUserActions(s, row.id)) : false;
  if (rebuild && locked) throw ModelStateError.field('monthAndYear', R.expectedLocked);
  if (row && row.expected_built_on_utc !== null && !rebuild) return row;
  await s.transaction(async (t) => {
    await repo.ensureStatement(t, firstDay);
    const current = await repo.statementOfMonth(t, firstDay, { lock: true });
    if (!current) throw conflict();
    if (current.expected_built_on_utc !== null && !rebuild) return;
    const built = await buildExpectedStatement(t, current.id);
    if (current.actual_total !== null) await buildVariance(t, current.id);
    await t.auditChanges(
      'build-expected-statement',
      'medicareStatement',
      current.id,
      { expectedTotal: current.expected_total },
      { expectedTotal: built.total },
      { monthAndYear, lineCount: built.lineCount },
    );
  });
  const built = await repo.statementOfMonth(s, firstDay);
  if (!built) throw conflict();
  return built;
}

/** GET funding/expected-statement?monthAndYear=: the expected statement with its tabs (built first when it must be). */
export async function expectedStatement(s: ScopedDb, monthAndYear: string, rebuild = false): Promise<ExpectedStatement> {
  const row = await ensureExpectedStatement(s, monthAndYear, rebuild);
  const name = await repo.facilityName(s);
  const total = row.expected_total === null ? null : moneyText(row.expected_total);
  const tabs = tabsOf(row.expected_summary, monthAndYear, name, total);
  return {
    ...statementHeader(row),
    builtOnUtc: iso(row.expected_built_on_utc),
    canRebuild: !row.is_claim_finalised && !(await repo.hasUserActions(s, row.id)),
    summary: tabs.summary,
    residents: tabs.residents,
    payments: await paymentLines(s, row.id, 1),
    supportedRatio: tabs.supportedRatio,
    dailySubsidies: tabs.dailySubsidies,
    balances: await expectedBalances(s, row),
  };
}

/** GET funding/medicare-statement?monthAndYear=: the actual statement (the payment statement fetched) with its tabs. */
export async function actualStatement(s: ScopedDb, monthAndYear: string): Promise<ActualStatement> {
  const row = await statementOf(s, monthAndYear);
  if (row.fetched_on_utc === null) throw ModelStateError.field('monthAndYear', R.statementNotFetched);
  const total = row.actual_total === null ? null : moneyText(row.actual_total);
  const tabs = tabsOf(row.actual_summary, monthAndYear, await repo.facilityName(s), total);
  return {
    ...statementHeader(row),
    fetchedOnUtc: row.fetched_on_utc.toISOString(),
    summary: tabs.summary,
    residents: tabs.residents,
    payments: await paymentLines(s, row.id, 2),
    supportedRatio: tabs.supportedRatio,
    dailySubsidies: tabs.dailySubsidies,
    providerComments: row.provider_comments,
  };
}

/**
 * POST funding/finalise-claim?claimMonth= {expectedBuiltOnUtc}: finalises the month's claim (its expected statement
 * built, as the user read it: else 409, not finalised yet): a FinaliseClaim Medicare event is submitted with the
 * month's expected total and the statement is marked, in one transaction with its audit row.
 */
export async function finaliseClaim(
  ctx: object,
  s: ScopedDb,
  claimMonth: string,
  body: FinaliseClaimBody,
): Promise<FinaliseClaimResult> {
  const firstDay = firstDayOf(claimMonth, 'claimMonth');
  const { id, uniqueEventId } = await s.transaction(async (t) => {
    const row = await statementOf(t, claimMonth, { lock: true, field: 'claimMonth' });
    if (row.is_claim_finalised) throw ModelStateError.field('claimMonth', R.claimFinalised);
    if (row.expected_total === null) throw ModelStateError.field('claimMonth', R.claimNotReady);
    if (!sameInstant(row.expected_built_on_utc, body.expectedBuiltOnUtc)) throw conflict();
    const finalisedOn = new Date();
    const event = await statementGatewayOf(ctx).submit(t, {
      facilityId: t.facilityId,
      residencyId: null,
      residentId: null,
      requestType: 'FinaliseClaim',
      claimMonth: firstDay,
      payload: { claimMonth: firstDay.slice(0, 7), expectedTotal: moneyText(row.expected_total) },
      createdByUserId: t.userId,
    });
    const saved = await repo.updateStatement(t, row.id, row.version, {
      is_claim_finalised: true,
      claim_finalised_on_utc: finalisedOn,
      claim_finalised_by_user_id: t.userId,
    });
    if (!saved) throw conflict();
    await t.auditChanges(
      'finalise-claim',
      'medicareStatement',
      row.id,
      { isClaimFinalised: false },
      { isClaimFinalised: true },
      { monthAndYear: claimMonth, uniqueEventId: event.uniqueEventId },
    );
    return { id: row.id, uniqueEventId: event.uniqueEventId };
  });
  return { statement: listItem(await repo.statementListRow(s, id)), message: STATEMENT_MESSAGES.finalised, uniqueEventId };
}

/**
 * GET funding/statement-file?monthAndYear=: the month's payment statement file as fetched, with the name customer
 * care's download gives it (expectedStatement.xml). A month not fetched yet: 400 naming it.
 */
export async function statementFile(s: ScopedDb, monthAndYear: string, reply: FastifyReply) {
  const row = await statementOf(s, monthAndYear);
  if (row.statement_xml === null) throw ModelStateError.field('monthAndYear', CUSTOMER_CARE_MESSAGES.statementNotFetched);
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('content-disposition', 'attachment; filename="expectedStatement.xml"')
    .send(row.statement_xml);
}
