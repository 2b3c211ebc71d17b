/**
 * Building a facility's month of statements on a real database (demo data): the expected statement from the product's
 * records, the actual statement read from the payment statement file, the variance (automatic matching, causes, actions
 * kept, lines carried over), the refusals (a file that is not this facility's and month's statement, another facility's
 * statement id answering 404 through the scope) and the Services Australia simulator's publication.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { melbourneToday } from 'shared-domain/dates';
import {
  addMonths,
  readPaymentStatementXml,
  serviceNapsIdOf,
  toMonthYear,
  writePaymentStatementXml,
} from 'shared-domain/funding/statements';
import { sumMoney } from 'shared-domain/money';
import type { StatementTabs } from 'shared-domain/contracts/funding-statements';
import { ScopedDb } from '../src/db/scoped';
import { ModelStateError } from '../src/http/errors';
import { getMedicareGateway } from '../src/integrations/medicare/gateway';
import { integrationJobs } from '../src/integrations/index';
import { NOT_PUBLISHED_YET, publishPaymentStatements } from '../src/integrations/medicare/services-australia/statements';
import { PAYMENT_STATEMENTS_QUEUE, paymentStatementsJob } from '../src/integrations/medicare/services-australia/statements-job';
import { buildExpectedStatement, buildVariance, loadActualStatement } from '../src/modules/funding/statements/build/index';
import { computeExpected } from '../src/modules/funding/statements/build/expected';
import { createTestContext, type TestContext } from './helpers';

process.env.MEDICARE_SIMULATOR_JOB = 'off';

let t: TestContext;
before(async () => {
  // The months are built here from the records: the demo without its statements.
  t = await createTestContext({ demoStatements: false });
  // Every funded resident is known to Services Australia by a care recipient ID.
  await sql`update residents set care_recipient_id = 'CR' || lpad(id::text, 8, '0') where care_recipient_id is null`.execute(
    t.handle.db,
  );
});
after(async () => {
  await t?.close();
});

const thisMonth = () => `${melbourneToday().slice(0, 7)}-01`;

/** Facility 1's scope for a user of facility 1 only (the demo's facility manager). */
async function scopeOfFacilityManager(facilityId = 1): Promise<ScopedDb> {
  const u = await t.handle.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'facility.manager@demo.local')
    .executeTakeFirstOrThrow();
  return new ScopedDb(t.handle.db, {
    userId: u.id,
    organisationId: 1,
    facilityId,
    isOrganisationManager: false,
    isSystemUser: false,
  });
}

async function statementId(facilityId: number, month: string): Promise<number> {
  const row = await t.handle.db
    .selectFrom('medicare_statements')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where('statement_month', '=', month)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function lines(id: number, type: 1 | 2) {
  return t.handle.db
    .selectFrom('medicare_statement_lines')
    .selectAll()
    .where('statement_id', '=', id)
    .where('statement_type', '=', type)
    .orderBy('id')
    .execute();
}

/** The expected statement as Services Australia would pay it (line rounding), as a payment statement file. */
async function actualXmlFromProduct(s: ScopedDb, month: string, change?: (xml: string) => string) {
  const { lines: expected } = await computeExpected(s, month, { rounding: 'line' });
  const paid = expected.map(({ residencyId: _r, ...l }) => l);
  const xml = writePaymentStatementXml({
    serviceProviderId: 'SP00001',
    serviceNapsId: serviceNapsIdOf(1),
    facilityName: 'Bayside Gardens',
    statementMonth: toMonthYear(month),
    claimId: `CLM-1-${toMonthYear(month)}`,
    publishedOnUtc: new Date().toISOString(),
    totalAmountPaid: sumMoney(paid.map((l) => l.amountDue)).toFixed(2),
    providerComments: 'Test statement.',
    facilityPayments: [{ paymentType: 'Facility Total Approved Beds', amount: '0.00', beds: 40 }],
    lines: paid,
  });
  return change ? change(xml) : xml;
}

describe('statement builders', () => {
  test('the expected statement: lines from the records, total and summary', async () => {
    const s = await scopeOfFacilityManager();
    const month = addMonths(thisMonth(), -1);
    const id = await statementId(1, month);
    const started = Date.now();
    const built = await buildExpectedStatement(s, id);
    const ms = Date.now() - started;
    assert.ok(built.lineCount > 0, 'lines');
    const rows = await lines(id, 1);
    assert.equal(rows.length, built.lineCount);
    assert.equal(sumMoney(rows.map((r) => r.amount_due)).toFixed(2), built.total);
    const st = await t.handle.db.selectFrom('medicare_statements').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(String(st.expected_total), built.total);
    assert.ok(st.expected_built_on_utc);
    // The tabs as the contract has them (what GET funding/expected-statement answers).
    const tabs = st.expected_summary as StatementTabs;
    assert.equal(tabs.summary.totals.totalAmountPaid, built.total);
    assert.equal(tabs.summary.totals.residentPayments, built.total);
    assert.ok(tabs.residents.length > 0);
    assert.ok(tabs.dailySubsidies.length > 0);
    assert.equal(sumMoney(tabs.dailySubsidies.map((d) => d.amount)).toFixed(2), built.total);
    // Never the facility-level payments (seed 001 §9).
    assert.ok(rows.every((r) => r.payment_type !== 'AN-ACC' && r.payment_type !== 'Facility Total Approved Beds'));
    assert.ok(ms < 2000, `built in ${ms} ms`);
    // Rebuilding replaces, it does not add.
    assert.equal((await buildExpectedStatement(s, id)).lineCount, built.lineCount);
    assert.equal((await lines(id, 1)).length, built.lineCount);
  });

  test("another facility's statement id answers 404 through the scope, for every builder", async () => {
    const s = await scopeOfFacilityManager();
    const other = await statementId(2, addMonths(thisMonth(), -1));
    for (const run of [
      () => buildExpectedStatement(s, other),
      () => loadActualStatement(s, other, '<x/>'),
      () => buildVariance(s, other),
    ]) {
      await assert.rejects(run, (err: { statusCode?: number }) => err.statusCode === 404);
    }
  });

  test('the actual statement: read from the file; a file that is not this facility and month is refused on file', async () => {
    const s = await scopeOfFacilityManager();
    const month = addMonths(thisMonth(), -2);
    const id = await statementId(1, month);
    const refused = async (xml: string) =>
      assert.rejects(
        () => loadActualStatement(s, id, xml),
        (err: unknown) => err instanceof ModelStateError && 'file' in err.modelState,
      );
    await refused('not a statement');
    await refused(await actualXmlFromProduct(s, addMonths(month, -1)));
    await refused((await actualXmlFromProduct(s, month)).replace(serviceNapsIdOf(1), serviceNapsIdOf(2)));
    await refused((await actualXmlFromProduct(s, month)).replace(/<totalAmountPaid>[^<]*</, '<totalAmountPaid>1.00<'));

    const loaded = await loadActualStatement(s, id, await actualXmlFromProduct(s, month));
    const rows = await lines(id, 2);
    assert.equal(rows.length, loaded.lineCount);
    assert.ok(
      rows.every((r) => r.residency_id !== null),
      'every line names its residency',
    );
    const st = await t.handle.db.selectFrom('medicare_statements').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(String(st.actual_total), loaded.total);
    assert.equal(st.provider_comments, 'Test statement.');
    const summary = (st.actual_summary as StatementTabs).summary;
    assert.deepEqual(
      summary.facilityPayments.map((p) => p.paymentType),
      ['Facility Total Approved Beds'],
    );
  });

  test('the variance: pairs agreeing to the cent auto-matched, the rest explained, user actions kept', async () => {
    const s = await scopeOfFacilityManager();
    const month = addMonths(thisMonth(), -3);
    const id = await statementId(1, month);
    await assert.rejects(
      () => buildVariance(s, id),
      (err: unknown) => err instanceof ModelStateError && 'statementId' in err.modelState,
    );
    await buildExpectedStatement(s, id);
    await loadActualStatement(s, id, await actualXmlFromProduct(s, month));
    const counts = await buildVariance(s, id);
    const all = [...(await lines(id, 1)), ...(await lines(id, 2))];
    assert.equal(counts.lines, all.length);
    const auto = all.filter((l) => l.action === 'AutoMatched');
    assert.equal(auto.length, counts.autoMatched);
    assert.ok(auto.length > 0);
    // A group has one expected and one actual line.
    const groups = new Map<string, number[]>();
    for (const l of auto)
      groups.set(String(l.group_identifier), [...(groups.get(String(l.group_identifier)) ?? []), l.statement_type]);
    assert.ok([...groups.values()].every((g) => g.sort().join() === '1,2'));
    // The rest differ by the line rounding only: each says so.
    const rest = all.filter((l) => l.action === 'None');
    assert.equal(rest.length, counts.lines - counts.autoMatched);
    assert.ok(
      rest.every((l) => /^Rounding difference of \$0\.\d\d$/.test(String(l.cause))),
      'rounding causes',
    );
    assert.equal(counts.explained, rest.length);

    // A user's action stays through a rebuild; the automatic matches are rebuilt the same.
    const [first] = rest;
    await t.handle.db.updateTable('medicare_statement_lines').set({ action: 'Writeoff' }).where('id', '=', first.id).execute();
    const again = await buildVariance(s, id);
    assert.equal(again.autoMatched, counts.autoMatched);
    const kept = await t.handle.db
      .selectFrom('medicare_statement_lines')
      .select('action')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    assert.equal(kept.action, 'Writeoff');
    // The written-off line keeps its action (no cause is counted for it); its counterpart, left alone, may have no
    // rounding to compare with any more.
    assert.ok(again.explained === counts.explained - 1 || again.explained === counts.explained - 2, JSON.stringify(again));
  });

  test("lines carried over from the previous month's reconciliation appear in this month's variance", async () => {
    const s = await scopeOfFacilityManager();
    const month = addMonths(thisMonth(), -3);
    const next = addMonths(month, 1);
    const id = await statementId(1, month);
    const nextId = await statementId(1, next);
    const [line] = (await lines(id, 1)).filter((l) => l.action === 'None');
    await t.handle.db.updateTable('medicare_statement_lines').set({ action: 'CarryOver' }).where('id', '=', line.id).execute();
    await buildExpectedStatement(s, nextId);
    await loadActualStatement(s, nextId, await actualXmlFromProduct(s, next));
    await buildVariance(s, nextId);
    await buildVariance(s, nextId);
    const carried = await t.handle.db
      .selectFrom('medicare_statement_lines')
      .selectAll()
      .where('statement_id', '=', nextId)
      .where('carried_over_from_line_id', '=', line.id)
      .execute();
    assert.equal(carried.length, 1, 'carried over once');
    assert.equal(String(carried[0].adjustment_month), String(line.adjustment_month));
    assert.equal(carried[0].amount_due, line.amount_due);
  });
});

describe("the Services Australia simulator's payment statements", () => {
  test('not published while the month runs; an ended month is published on demand, once, and reads as a statement', async () => {
    const gateway = getMedicareGateway(t.ctx);
    const s = await scopeOfFacilityManager();
    const running = await gateway.fetchPaymentStatement(s, 1, thisMonth());
    assert.deepEqual(running, { ok: false, message: NOT_PUBLISHED_YET(thisMonth()) });

    const month = addMonths(thisMonth(), -4);
    const first = await gateway.fetchPaymentStatement(s, 1, month);
    assert.ok(first.ok);
    const doc = readPaymentStatementXml(first.xml);
    assert.equal(doc.serviceNapsId, serviceNapsIdOf(1));
    assert.equal(doc.statementMonth, toMonthYear(month));
    assert.ok(doc.lines.length > 0);
    assert.equal(sumMoney(doc.lines.map((l) => l.amountDue)).toFixed(2), doc.totalAmountPaid);
    // The facility-level payments are on the actual statement only.
    assert.deepEqual(
      doc.facilityPayments.map((p) => p.paymentType),
      ['AN-ACC', 'Facility Total Approved Beds'],
    );
    const again = await gateway.fetchPaymentStatement(t.handle.db, 1, month);
    assert.ok(again.ok);
    assert.equal(again.xml, first.xml);
    const stored = await t.handle.db
      .selectFrom('simulator_payment_statements')
      .selectAll()
      .where('facility_id', '=', 1)
      .execute();
    assert.equal(stored.filter((r) => String(r.statement_month) === month).length, 1);
    // Classification notices: every care recipient paid has an assessed class.
    const notices = await t.handle.db
      .selectFrom('actual_anacc_classifications')
      .select('residency_id')
      .where('facility_id', '=', 1)
      .execute();
    assert.ok(notices.length > 0);

    // Read by the product: lines, and the variance fully explained or matched.
    const id = await statementId(1, month);
    await buildExpectedStatement(s, id);
    await loadActualStatement(s, id, first.xml);
    const counts = await buildVariance(s, id);
    assert.ok((counts.autoMatched + counts.explained) / counts.lines >= 0.95, JSON.stringify(counts));
  });

  test('the statement is computed from what Services Australia accepted: a Held entry is not paid', async () => {
    const month = addMonths(thisMonth(), -2);
    const held = await t.handle.db
      .selectFrom('medicare_submissions as m')
      .innerJoin('residencies as r', 'r.id', 'm.residency_id')
      .select(['m.facility_id', 'm.payload'])
      .where('m.status', '=', 'Held')
      .where('m.request_type', '=', 'Entry')
      .where('r.departure_date_utc', 'is', null)
      .executeTakeFirst();
    if (!held) return; // the demo holds one entry in thirty-seven
    const crid = (held.payload as { careRecipientId: string }).careRecipientId;
    const r = await getMedicareGateway(t.ctx).fetchPaymentStatement(t.handle.db, held.facility_id, month);
    assert.ok(r.ok);
    assert.ok(!readPaymentStatementXml(r.xml).lines.some((l) => l.careRecipientId === crid));
  });

  test('the monthly job (Melbourne time, on the publication day) publishes the months just ended of every aged-care facility', async () => {
    const job = paymentStatementsJob(t.handle.db, (message) => assert.fail(message));
    assert.deepEqual(job.schedule, { cron: '15 11 4 * *', tz: 'Australia/Melbourne' });
    assert.ok(integrationJobs(t.ctx, () => undefined).some((j) => j.queue === PAYMENT_STATEMENTS_QUEUE));
    const months = [addMonths(thisMonth(), -2), addMonths(thisMonth(), -1)];
    const published = () =>
      t.handle.db
        .selectFrom('simulator_payment_statements')
        .select(['facility_id', sql<string>`statement_month::text`.as('month')])
        .where('statement_month', 'in', months)
        .orderBy('statement_month')
        .orderBy('facility_id')
        .execute();
    await job.handler({} as Parameters<typeof job.handler>[0]);
    const rows = await published();
    assert.deepEqual(
      rows.map((r) => `${r.month} ${r.facility_id}`),
      months.flatMap((m) => [1, 2, 3].map((f) => `${m} ${f}`)),
    );
    // Once: a second run publishes nothing more.
    await job.handler({} as Parameters<typeof job.handler>[0]);
    assert.equal((await published()).length, rows.length);
  });

  test('publishPaymentStatements publishes the previous month of every aged-care facility, once', async () => {
    const month = addMonths(thisMonth(), -1);
    const before = await t.handle.db
      .selectFrom('simulator_payment_statements')
      .select('id')
      .where('statement_month', '=', month)
      .execute();
    const published = await publishPaymentStatements(t.handle.db);
    assert.equal(published + before.length, 3);
    assert.equal(await publishPaymentStatements(t.handle.db), 0);
  });
});
