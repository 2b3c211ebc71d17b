/**
 * The funding statements API on PostgreSQL: the statement list, the expected and actual statements, finalise claim,
 * the variance and its reconciliation (actions, versions, notes, finalise), the adjustment summary, the exports (read
 * back with exceljs) and the balances round trip. Lines are written straight to the tables (statement-lines.ts); the
 * gateway is a test double recording the events submitted.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { PERMISSIONS } from 'shared-domain/permissions';
import { melbourneToday } from 'shared-domain/dates';
import { monthYearOf, previousMonthYear, MONTH_YEAR_MESSAGES } from 'shared-domain/funding/month-year';
import { lastDayOfMonthYear } from 'shared-domain/funding/claim-months';
import { BALANCES_MESSAGES, RECONCILIATION_MESSAGES, STATEMENT_MESSAGES } from 'shared-domain/funding/reconciliation';
import { setStatementGateway, type ClaimMonthEvent } from '../src/modules/funding/statements/gateway';
import { createTestContext, type TestContext } from './helpers';
import { insertStatementLines, markBuilt, statementRow } from './statement-lines';

let t: TestContext;
const events: ClaimMonthEvent[] = [];
let published: string | null = null;

const ALL_A = 'statements.a@test.local';
const ALL_B = 'statements.b@test.local';
const REVIEW_ONLY = 'statements.review@test.local';

const THIS_MONTH = monthYearOf(melbourneToday());
const LAST = previousMonthYear(THIS_MONTH)!;
const TWO_AGO = previousMonthYear(LAST)!;
const firstDay = (m: string) => `${m.slice(2)}-${m.slice(0, 2)}-01`;

/** A role at Bayside Gardens with the permissions given (every flag), and a user of it. */
async function userWith(email: string, first: string, codes: (c: number) => boolean) {
  const db = t.handle.db;
  const role = await db
    .insertInto('roles')
    .values({ organisation_id: 1, name: `Role of ${email}`, is_organisation_manager: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const p of PERMISSIONS.filter((x) => codes(x.code)))
    await db
      .insertInto('role_permissions')
      .values({ role_id: role.id, permission_code: p.code, can_view: true, can_modify: true, can_remove: true, can_action: true })
      .execute();
  const user = await db
    .insertInto('users')
    .values({ organisation_id: 1, role_id: role.id, email, first_name: first, last_name: 'Tester' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_facilities').values({ user_id: user.id, facility_id: 1 }).execute();
}

before(async () => {
  // The months are built here from the records: the demo without its statements.
  t = await createTestContext({ demoStatements: false });
  setStatementGateway(t.ctx, {
    fetchPaymentStatement: async () => (published ? { xml: published } : null),
    submit: async (_db, input) => {
      events.push(input);
      return { id: events.length, uniqueEventId: `TEST-${events.length}` };
    },
  });
  await userWith(ALL_A, 'Alice', () => true);
  await userWith(ALL_B, 'Bruno', () => true);
  await userWith(REVIEW_ONLY, 'Rita', (c) => c === 304);
});
after(async () => {
  await t?.close();
});

async function call(
  method: 'GET' | 'POST',
  url: string,
  opts: { who?: string; body?: unknown; query?: Record<string, string>; facilityId?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    query: { facilityId: opts.facilityId ?? '1', ...(opts.query ?? {}) },
    headers: {
      ...(await t.authFor(opts.who ?? ALL_A)),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, json: res.body && isJson ? res.json() : null, res };
}

async function workbookOf(res: { rawPayload: Buffer }) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return wb;
}

/** Mary (CR1): expected 100.00 and actual 90.00; John (CR2): expected 50.00 only; Ann (CR3, respite): actual 20.00. */
async function lastMonthLines() {
  const statement = await statementRow(t.handle.db, 1, firstDay(LAST));
  const ids = await insertStatementLines(t.handle.db, statement.id, [
    {
      side: 1,
      careRecipientId: 'CR1',
      firstName: 'Mary',
      lastName: 'Able',
      amountDue: '100.00',
      cause: 'Class changed from 7 to 9 effective 14 Nov',
    },
    { side: 2, careRecipientId: 'CR1', firstName: 'Mary', lastName: 'Able', amountDue: '90.00' },
    { side: 1, careRecipientId: 'CR2', firstName: 'John', lastName: 'Baker', amountDue: '50.00' },
    {
      side: 2,
      careType: 'Respite',
      careRecipientId: 'CR3',
      firstName: 'Ann',
      lastName: 'Cole',
      paymentType: 'Respite',
      amountDue: '20.00',
    },
    {
      side: 1,
      careRecipientId: 'CR4',
      firstName: 'Zed',
      lastName: 'Dunn',
      amountDue: '3000.00',
      action: 'AutoMatched',
      groupIdentifier: '00000000-0000-4000-8000-000000000001',
    },
    {
      side: 2,
      careRecipientId: 'CR4',
      firstName: 'Zed',
      lastName: 'Dunn',
      amountDue: '3000.00',
      action: 'AutoMatched',
      groupIdentifier: '00000000-0000-4000-8000-000000000001',
    },
  ]);
  await markBuilt(t.handle.db, statement.id, { expected: '3150.00', actual: '3110.00' });
  return { statementId: statement.id, ids };
}

let lines: { statementId: number; ids: number[] };

const versionOf = async (id: number) =>
  (await t.handle.db.selectFrom('medicare_statement_lines').select('version').where('id', '=', id).executeTakeFirstOrThrow())
    .version;

async function adjustment(ids: number[], action: string, who = ALL_A, versions?: number[]) {
  const adjustments = [];
  for (const [i, id] of ids.entries()) {
    const l = await t.handle.db.selectFrom('medicare_statement_lines').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    adjustments.push({
      id,
      version: versions?.[i] ?? l.version,
      careRecipientId: l.care_recipient_id,
      medicareStatementType: l.statement_type,
      careType: l.care_type,
      adjustmentAmount: l.amount_due,
      action: l.action,
      originalAdjustmentMonth: monthYearOf(l.adjustment_month),
      firstName: l.first_name,
      lastName: l.last_name,
      isCarriedOver: false,
      groupIdentifier: l.group_identifier,
    });
  }
  return call('POST', `/api/funding/statement/${LAST}/reconciliation-adjustment`, { who, body: { action, adjustments } });
}

describe('statement months', () => {
  before(async () => {
    lines = await lastMonthLines();
  });

  test('the list: newest first, the variance only when both totals exist (expected minus actual)', async () => {
    const res = await call('GET', '/api/funding/medicare-statements');
    assert.equal(res.status, 200);
    assert.equal(res.json[0].monthAndYear, THIS_MONTH);
    const last = res.json.find((m: { monthAndYear: string }) => m.monthAndYear === LAST);
    assert.equal(last.statementTotal, '3110.00');
    assert.equal(last.expectedStatementTotal, '3150.00');
    assert.equal(last.statementVariance, '40.00');
    assert.equal(last.isVarianceBuilt, true);
    assert.match(last.statementFullMonthAndYear, /^[A-Z][a-z]+ \d{4}$/);
    const older = res.json.find((m: { monthAndYear: string }) => m.monthAndYear === TWO_AGO);
    assert.equal(older.statementVariance, null);
    const months = await call('GET', '/api/funding/finalised-months');
    assert.equal(months.status, 200);
    assert.equal(months.json[0].monthAndYear, THIS_MONTH);
  });

  test('a bad month is a 400 with its message; a month the facility has no statement of is a 404', async () => {
    for (const bad of ['132026', '2026-11', 'abcdef']) {
      const res = await call('GET', '/api/funding/medicare-statement', { query: { monthAndYear: bad } });
      assert.equal(res.status, 400, bad);
      assert.deepEqual(res.json.modelState.monthAndYear, [MONTH_YEAR_MESSAGES.invalid]);
    }
    assert.equal(
      (await call('GET', '/api/funding/variance-statement-summary', { query: { monthAndYear: '011999' } })).status,
      404,
    );
  });

  test('permissions: 304 for the statements, 307 for the variance, 305 and 308 to finalise; another facility 404', async () => {
    assert.equal((await call('GET', '/api/funding/medicare-statements', { who: REVIEW_ONLY })).status, 200);
    assert.equal(
      (await call('GET', '/api/funding/variance-statement-payment', { who: REVIEW_ONLY, query: { monthAndYear: LAST } })).status,
      403,
    );
    assert.equal((await adjustment([lines.ids[2]], 'Writeoff', REVIEW_ONLY)).status, 403);
    assert.equal(
      (
        await call('POST', '/api/funding/finalise-claim', {
          who: REVIEW_ONLY,
          query: { claimMonth: LAST },
          body: { expectedBuiltOnUtc: new Date().toISOString() },
        })
      ).status,
      403,
    );
    assert.equal((await call('GET', '/api/funding/medicare-statements', { who: 'carer@demo.local' })).status, 403);
    assert.equal((await call('GET', '/api/funding/medicare-statements', { facilityId: '2' })).status, 404);
  });

  test('the actual statement: its lines, tabs and provider comments; a month not fetched is refused', async () => {
    const res = await call('GET', '/api/funding/medicare-statement', { query: { monthAndYear: LAST } });
    assert.equal(res.status, 200);
    assert.equal(res.json.payments.length, 3);
    assert.ok(res.json.payments.every((p: { medicareStatementType: number }) => p.medicareStatementType === 2));
    assert.equal(res.json.summary.totals.totalAmountPaid, '3110.00');
    assert.equal(res.json.supportedRatio.supportedRatio, '25.00');
    assert.equal(res.json.providerComments, 'Paid as claimed except where noted.');
    const notFetched = await call('GET', '/api/funding/medicare-statement', { query: { monthAndYear: THIS_MONTH } });
    assert.equal(notFetched.status, 400);
    assert.deepEqual(notFetched.json.modelState.monthAndYear, [RECONCILIATION_MESSAGES.statementNotFetched]);
  });

  test('the expected statement (built): its lines, tabs and balances in Upload mode', async () => {
    const res = await call('GET', '/api/funding/expected-statement', { query: { monthAndYear: LAST } });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.payments.length, 3);
    assert.equal(res.json.summary.totals.totalAmountPaid, '3150.00');
    assert.equal(res.json.canRebuild, true);
    assert.equal(res.json.balances.mode, 'Upload');
    assert.deepEqual(res.json.balances.modes, ['Download', 'Upload', 'FinaliseClaim']);
  });

  test('fetch the payment statement: refused for a future month and when none is published', async () => {
    const never = { lastFetchedOnUtc: null };
    const future = await call('POST', '/api/funding/payment-statement', { query: { claimMonth: '012100' }, body: never });
    assert.equal(future.status, 400);
    assert.deepEqual(future.json.modelState.claimMonth, [RECONCILIATION_MESSAGES.monthInFuture]);
    published = null;
    const none = await call('POST', '/api/funding/payment-statement', { query: { claimMonth: LAST }, body: never });
    assert.equal(none.status, 400);
    assert.deepEqual(none.json.modelState.claimMonth, [RECONCILIATION_MESSAGES.statementNotPublished]);
    // Fetched by someone else since the page was read (the page's last fetch is not the month's): a conflict, nothing
    // read from the file.
    published = '<paymentStatement/>';
    const stale = await call('POST', '/api/funding/payment-statement', {
      query: { claimMonth: TWO_AGO },
      body: { lastFetchedOnUtc: '2026-01-05T09:00:00.000Z' },
    });
    published = null;
    assert.equal(stale.status, 409, JSON.stringify(stale.json));
  });
});

describe('reconciliation', () => {
  test('the variance payments: per care type and recipient, both sides, totals, causes', async () => {
    const res = await call('GET', '/api/funding/variance-statement-payment', { query: { monthAndYear: LAST } });
    assert.equal(res.status, 200);
    assert.equal(res.json.respitePaymentVariance.length, 1);
    const mary = res.json.permanentPaymentVariance.find((r: { careRecipientId: string }) => r.careRecipientId === 'CR1');
    assert.equal(mary.expectedPaymentsVariance, '100.00');
    assert.equal(mary.actualPaymentsVariance, '90.00');
    assert.equal(mary.adjustments[0].adjustmentMonth, LAST);
    assert.equal(mary.adjustments[0].expectedPayments[0].cause, 'Class changed from 7 to 9 effective 14 Nov');
    assert.equal(res.json.canFinalise, false);
    const summary = await call('GET', '/api/funding/variance-statement-summary', { query: { monthAndYear: LAST } });
    assert.equal(summary.status, 200);
    assert.equal(summary.json.variance, '40.00');
    assert.deepEqual(summary.json.lineCounts, { total: 6, notActioned: 4, actioned: 2, autoMatched: 2, withCause: 1 });
  });

  test('Match: one group, the actual side MatchAccept; refusals by the rules (from the lines as stored)', async () => {
    const [e1, a1, e2, a3] = lines.ids;
    const wrong = await adjustment([e2], 'Accept');
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.json.modelState.action, [RECONCILIATION_MESSAGES.actionNotAvailable]);
    const mixed = await adjustment([e2, a1], 'Match');
    assert.equal(mixed.status, 400);
    assert.deepEqual(mixed.json.modelState.action, [RECONCILIATION_MESSAGES.notSelectableTogether]);
    const matched = await adjustment([e1, a1], 'Match');
    assert.equal(matched.status, 200, JSON.stringify(matched.json));
    const [x, y] = matched.json.lines;
    assert.equal(x.action, 'Match');
    assert.equal(y.action, 'MatchAccept');
    assert.equal(x.groupIdentifier, y.groupIdentifier);
    assert.equal(x.version, 2);
    const accepted = await adjustment([a3], 'Accept');
    assert.equal(accepted.status, 200);
    const audit = await t.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'medicareStatement')
      .where('entity_id', '=', String(lines.statementId))
      .where('action', '=', 'reconciliation-adjustment')
      .execute();
    assert.equal(audit.length, 2);
  });

  test('two users on the same lines: the second gets 409 naming who changed them, nothing written', async () => {
    const [, , e2] = lines.ids;
    const read = await versionOf(e2);
    const first = await adjustment([e2], 'Writeoff', ALL_A, [read]);
    assert.equal(first.status, 200);
    const second = await adjustment([e2], 'CarryOver', ALL_B, [read]);
    assert.equal(second.status, 409);
    assert.match(second.json.message, /Alice Tester/);
    const row = await t.handle.db
      .selectFrom('medicare_statement_lines')
      .selectAll()
      .where('id', '=', e2)
      .executeTakeFirstOrThrow();
    assert.equal(row.action, 'Writeoff');
  });

  test("Undo one line of a match undoes its whole group; another facility's line is a 404", async () => {
    const [e1, a1] = lines.ids;
    const undone = await adjustment([a1], 'Undo');
    assert.equal(undone.status, 200);
    assert.deepEqual(
      undone.json.lines.map((l: { id: number; action: string; groupIdentifier: string | null }) => [
        l.id,
        l.action,
        l.groupIdentifier,
      ]),
      [
        [e1, 'None', null],
        [a1, 'None', null],
      ],
    );
    const other = await statementRow(t.handle.db, 2, firstDay(LAST));
    const [foreign] = await insertStatementLines(t.handle.db, other.id, [{ side: 1, careRecipientId: 'CRX', amountDue: '1.00' }]);
    const res = await call('POST', `/api/funding/statement/${LAST}/reconciliation-adjustment`, {
      body: {
        action: 'Writeoff',
        adjustments: [
          {
            id: foreign,
            version: 1,
            careRecipientId: 'CRX',
            medicareStatementType: 1,
            careType: 'Permanent',
            adjustmentAmount: '1.00',
            action: 'None',
            originalAdjustmentMonth: LAST,
            firstName: 'X',
            lastName: 'Y',
          },
        ],
      },
    });
    assert.equal(res.status, 404);
  });

  test('notes: the text required; added with its author; shown on the line', async () => {
    const [e1] = lines.ids;
    const url = `/api/funding/statement/${LAST}/variance-payment-note`;
    const empty = await call('POST', url, { body: { note: '   ', lineItem: { id: e1 }, isCarringOver: false } });
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.json.modelState.note, [RECONCILIATION_MESSAGES.noteRequired]);
    const missing = await call('POST', url, { body: { lineItem: { id: e1 } } });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.json.modelState.note, [RECONCILIATION_MESSAGES.noteRequired]);
    const ok = await call('POST', url, { body: { note: 'Reclassified: checked.', lineItem: { id: e1 }, isCarringOver: true } });
    assert.equal(ok.status, 200);
    assert.equal(ok.json.entry.firstName, 'Alice');
    assert.equal(ok.json.entry.isCarringOver, true);
    const payments = await call('GET', '/api/funding/variance-statement-payment', { query: { monthAndYear: LAST } });
    const mary = payments.json.permanentPaymentVariance.find((r: { careRecipientId: string }) => r.careRecipientId === 'CR1');
    assert.equal(mary.adjustments[0].expectedPayments[0].notes[0].note, 'Reclassified: checked.');
  });

  test('finalise: refused with a None line; allowed once every line is actioned; then read-only', async () => {
    const [e1, a1] = lines.ids;
    const finaliseUrl = `/api/funding/statement/${LAST}/reconciliation-adjustment/finalise`;
    const early = await call('POST', finaliseUrl, { body: {} });
    assert.equal(early.status, 400);
    assert.deepEqual(early.json.modelState.monthAndYear, [RECONCILIATION_MESSAGES.cannotFinalise]);
    assert.equal((await adjustment([e1, a1], 'CarryOver')).status, 200);
    const noPermission = await call('POST', finaliseUrl, { who: REVIEW_ONLY, body: {} });
    assert.equal(noPermission.status, 403);
    const done = await call('POST', finaliseUrl, { body: {} });
    assert.equal(done.status, 200, JSON.stringify(done.json));
    const later = await adjustment([e1, a1], 'Undo');
    assert.equal(later.status, 400);
    assert.deepEqual(later.json.modelState.action, [RECONCILIATION_MESSAGES.reconciliationFinalised]);
    const note = await call('POST', `/api/funding/statement/${LAST}/variance-payment-note`, {
      body: { note: 'Late.', lineItem: { id: e1 } },
    });
    assert.equal(note.status, 400);
    assert.equal((await call('POST', finaliseUrl, { body: {} })).status, 400);
  });

  test('the adjustment summary: the actioned lines and their totals per care type and action', async () => {
    const res = await call('GET', '/api/funding/adjustment-summary', { query: { monthAndYear: LAST } });
    assert.equal(res.status, 200);
    assert.equal(res.json.items.length, 6);
    const writeoff = res.json.totals.find((x: { action: string }) => x.action === 'Writeoff');
    assert.deepEqual(writeoff, {
      careType: 'Permanent',
      action: 'Writeoff',
      lineCount: 1,
      expectedAmount: '50.00',
      actualAmount: '0.00',
      variance: '50.00',
    });
  });
});

describe('exports', () => {
  test('each opens as a workbook with the expected rows, amounts in the variance format', async () => {
    const q = { monthAndYear: LAST };
    const expected = await call('GET', '/api/reporting/expected-payments-report-data-excel', { query: q });
    assert.equal(expected.status, 200);
    assert.match(String(expected.res.headers['content-disposition']), /PaymentsReport\.xlsx/);
    const sheet = (await workbookOf(expected.res)).worksheets[0];
    assert.equal(sheet.rowCount, 4);
    assert.equal(sheet.getRow(1).getCell(1).value, 'Care type');
    assert.equal(sheet.getRow(2).getCell(13).numFmt, '#,##0.00;(#,##0.00);0.00');

    const actual = await call('GET', '/api/reporting/actual-payments-report-data-excel', { query: q });
    assert.match(String(actual.res.headers['content-disposition']), /ActualFundingPaymentsReport\.xlsx/);
    assert.equal((await workbookOf(actual.res)).worksheets[0].rowCount, 4);

    const summary = await call('GET', '/api/reporting/adjustment-summary-report-data-excel', { query: q });
    assert.match(String(summary.res.headers['content-disposition']), /AdjustmentSummaryReport\.xlsx/);
    const summaryBook = await workbookOf(summary.res);
    assert.equal(summaryBook.worksheets[0].rowCount, 7);
    assert.ok(summaryBook.getWorksheet('Totals'));

    const variance = await call('GET', '/api/reporting/variance-statement-data-excel', { query: { ...q, selectedFilter: '4' } });
    assert.match(String(variance.res.headers['content-disposition']), /VarianceStatement\.xlsx/);
    const varianceSheet = (await workbookOf(variance.res)).worksheets[0];
    assert.equal(varianceSheet.rowCount, 2);
    assert.equal(varianceSheet.getRow(2).getCell(15).value, 'Written off');
    const all = await call('GET', '/api/reporting/variance-statement-data-excel', { query: { ...q, selectedFilter: '5' } });
    assert.equal((await workbookOf(all.res)).worksheets[0].rowCount, 7);
    assert.equal((await call('GET', '/api/reporting/variance-statement-data-excel', { who: REVIEW_ONLY, query: q })).status, 403);
  });
});

function multipart(content: Buffer, filename: string) {
  const boundary = '----rm-balances-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function uploadBalances(month: string, content: Buffer, fileName = 'balances.xlsx') {
  const { payload, contentType } = multipart(content, fileName);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reporting/upload-balance-statement',
    query: { facilityId: '1', expectedMonthYear: month, fileName },
    headers: { ...(await t.authFor(ALL_A)), 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, json: res.json() };
}

describe('balances and finalise claim', () => {
  test('download the workbook, upload it back: its rows stored, an AccommodationBalance event; anything else refused', async () => {
    const data = await call('GET', '/api/reporting/expected-balances-report-data', { query: { monthAndYear: TWO_AGO } });
    assert.equal(data.status, 200);
    assert.ok(data.json.rows.length > 0, 'the demo facility has permanent residents');
    const download = await call('GET', '/api/reporting/expected-balances-report-data-excel', {
      query: { monthAndYear: TWO_AGO },
    });
    assert.equal(download.status, 200);
    assert.match(
      String(download.res.headers['content-disposition']),
      new RegExp(`Bayside Gardens Expected Balances ${lastDayOfMonthYear(TWO_AGO)}\\.xlsx`),
    );
    const book = await workbookOf(download.res);
    assert.equal(book.getWorksheet('Balances')!.rowCount, data.json.rows.length + 1);

    const back = await uploadBalances(TWO_AGO, download.res.rawPayload);
    assert.equal(back.status, 200, JSON.stringify(back));
    assert.deepEqual(back.json.rows, data.json.rows);
    assert.equal(events.at(-1)?.requestType, 'AccommodationBalance');
    const after = await call('GET', '/api/reporting/expected-balances-report-data', { query: { monthAndYear: TWO_AGO } });
    assert.equal(after.json.isUploaded, true);
    assert.equal(after.json.uploadedBy, 'Alice Tester');

    const other = new ExcelJS.Workbook();
    other
      .addWorksheet('Balances')
      .addRow(['Care recipient ID', 'First name', 'Last name', 'Entry date', 'RAD balance', 'RAC balance']);
    const otherFile = Buffer.from(await other.xlsx.writeBuffer());
    for (const [month, content] of [
      [TWO_AGO, otherFile],
      [TWO_AGO, Buffer.from('not a workbook')],
      [LAST, download.res.rawPayload],
    ] as const) {
      const refused = await uploadBalances(month, content);
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.json.modelState.file, [BALANCES_MESSAGES.uploadInvalid]);
    }
  });

  test('finalise claim: a FinaliseClaim event and the seed message; again refused; 305 needed', async () => {
    const statement = await statementRow(t.handle.db, 1, firstDay(TWO_AGO));
    const finalise = (expectedBuiltOnUtc: string) =>
      call('POST', '/api/funding/finalise-claim', { query: { claimMonth: TWO_AGO }, body: { expectedBuiltOnUtc } });
    assert.equal((await finalise(new Date().toISOString())).status, 400);
    const built = new Date('2026-01-05T09:30:00.123Z');
    await t.handle.db
      .updateTable('medicare_statements')
      .set({ expected_total: '1000.00', expected_built_on_utc: built })
      .where('id', '=', statement.id)
      .execute();
    // The expected statement the user read was built before this one: a conflict, nothing finalised.
    const stale = await finalise('2026-01-04T09:30:00.000Z');
    assert.equal(stale.status, 409);
    assert.equal((await statementRow(t.handle.db, 1, firstDay(TWO_AGO))).is_claim_finalised, false);
    const ok = await finalise(built.toISOString());
    assert.equal(ok.status, 200, JSON.stringify(ok.json));
    assert.equal(ok.json.message, STATEMENT_MESSAGES.finalised);
    assert.equal(ok.json.statement.isClaimFinalised, true);
    assert.equal(events.at(-1)?.requestType, 'FinaliseClaim');
    assert.equal(events.at(-1)?.claimMonth, firstDay(TWO_AGO));
    const again = await finalise(built.toISOString());
    assert.equal(again.status, 400);
    assert.deepEqual(again.json.modelState.claimMonth, [RECONCILIATION_MESSAGES.claimFinalised]);
  });
});
