/**
 * Customer care on a real database: clinical integration (validation results, submission through the
 * clinical system simulator, status polling until completed) and the actual statement upload (stored, refused cases),
 * all refused to users who are not system users.
 * Demo data (src/demo/funding/statements.ts): statements for facilities 1-3, the past six months fetched and the
 * current one not; completed clinical requests at Bayside Gardens (1) and Carlton House (2).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CUSTOMER_CARE_MESSAGES } from 'shared-domain/customer-care';
import { melbourneToday } from 'shared-domain/dates';
import { UNKNOWN_FACILITY_REASON, getClinicalSystem } from '../src/integrations/clinical/gateway';
import { fileStorageOf } from '../src/storage/index';
import { createTestContext, type TestContext } from './helpers';

process.env.CLINICAL_SIMULATOR_JOB = 'off';

let t: TestContext;
before(async () => {
  t = await createTestContext();
});
after(async () => {
  await t?.close();
});

const SYSTEM = 'system@demo.local';
const NOT_SYSTEM = ['manager@demo.local', 'admin@demo.local', 'facility.manager@demo.local', 'carer@demo.local'];
const CLINICAL = '/api/customerCare/integrate-residents-into-clinical';

async function call(
  method: 'GET' | 'POST',
  url: string,
  opts: { who?: string; body?: unknown; query?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    query: opts.query,
    headers: {
      ...(await t.authFor(opts.who ?? SYSTEM)),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, json: res.body && isJson ? res.json() : null, res };
}

/** Gives every current resident of the facility what the clinical system needs. */
async function completeResidents(facilityId: number) {
  const db = t.handle.db;
  const ids = await db
    .selectFrom('residencies')
    .select('resident_id')
    .where('facility_id', '=', facilityId)
    .where('is_lead', '=', false)
    .where('admission_date_utc', 'is not', null)
    .where('departure_date_utc', 'is', null)
    .execute();
  for (const { resident_id } of ids) {
    await db
      .updateTable('residents')
      .set({
        care_recipient_id: `CR${String(resident_id).padStart(8, '0')}`,
        medicare_number: '2123456701',
        sex: 'Female',
        date_of_birth: '1940-01-01',
      })
      .where('id', '=', resident_id)
      .execute();
  }
  return ids.map((r) => r.resident_id);
}

describe('clinical integration', () => {
  test('system users only: every other user is refused with 403', async () => {
    for (const who of NOT_SYSTEM) {
      assert.equal((await call('POST', `${CLINICAL}/1`, { who, body: 'OnboardResidents' })).status, 403, who);
      assert.equal((await call('GET', `${CLINICAL}/1`, { who, query: { operationType: 'OnboardResidents' } })).status, 403, who);
    }
  });

  test('an unknown operation type is a 400 on the field; a facility of another organisation is 404', async () => {
    const bad = await call('POST', `${CLINICAL}/1`, { body: 'DeleteResidents' });
    assert.equal(bad.status, 400);
    assert.ok(bad.json.modelState);
    assert.equal((await call('POST', `${CLINICAL}/999`, { body: 'OnboardResidents' })).status, 404);
    assert.equal((await call('GET', `${CLINICAL}/999`, { query: { operationType: 'UpdateResidents' } })).status, 404);
  });

  test('residents missing what the clinical system needs: validation results, nothing submitted', async () => {
    const ids = await completeResidents(3);
    await t.handle.db
      .updateTable('residents')
      .set({ medicare_number: null, date_of_birth: null })
      .where('id', '=', ids[0])
      .execute();
    const person = await t.handle.db
      .selectFrom('residents')
      .select(['first_name', 'last_name'])
      .where('id', '=', ids[0])
      .executeTakeFirstOrThrow();
    const before = await t.handle.db.selectFrom('clinical_integration_requests').select('id').execute();
    const res = await call('POST', `${CLINICAL}/3`, { body: 'OnboardResidents' });
    assert.equal(res.status, 200);
    assert.equal(res.json.success, false);
    assert.deepEqual(
      res.json.validationResults.map((v: { errorMessage: string }) => v.errorMessage),
      [
        `${person.last_name}, ${person.first_name}: the date of birth is missing.`,
        `${person.last_name}, ${person.first_name}: the Medicare number is missing.`,
      ],
    );
    const afterRows = await t.handle.db.selectFrom('clinical_integration_requests').select('id').execute();
    assert.equal(afterRows.length, before.length);
  });

  test('valid residents: the job is submitted, the status list polls Submitted until the simulator completes it', async () => {
    const ids = await completeResidents(3);
    const res = await call('POST', `${CLINICAL}/3`, { body: 'OnboardResidents' });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.deepEqual(res.json.validationResults, []);
    assert.equal(res.json.success, true);
    const requestId = res.json.requestId;
    const row = await t.handle.db
      .selectFrom('clinical_integration_requests')
      .selectAll()
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    assert.equal(row.facility_id, 3);
    assert.equal(row.resident_count, ids.length);
    assert.equal(row.status, 'Submitted');
    const audit = await t.handle.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', '=', 'clinicalIntegration')
      .where('entity_id', '=', String(requestId))
      .executeTakeFirst();
    assert.equal(audit?.action, 'clinical.OnboardResidents');

    let status = await call('GET', `${CLINICAL}/3`, { query: { operationType: 'OnboardResidents' } });
    assert.equal(status.status, 200);
    assert.equal(status.json[0].id, requestId);
    assert.equal(status.json[0].facilityId, 3);
    assert.equal(status.json[0].isCompleted, false);
    assert.equal(status.json[0].requestedBy, 'System Support');

    // A second request while the first is processed is refused with a validation result.
    const again = await call('POST', `${CLINICAL}/3`, { body: 'OnboardResidents' });
    assert.equal(again.json.success, false);
    assert.match(again.json.validationResults[0].errorMessage, /still being processed/);

    // The simulator answers jobs older than its delay only.
    const clinical = getClinicalSystem(t.ctx);
    assert.equal(await clinical.processPending(t.handle.db, { minAgeMs: 60_000 }), 0);
    assert.equal(await clinical.processPending(t.handle.db, { minAgeMs: 0 }), 1);
    status = await call('GET', `${CLINICAL}/3`, { query: { operationType: 'OnboardResidents' } });
    assert.equal(status.json[0].isCompleted, true);
    assert.equal(status.json[0].status, 'Completed');
    assert.ok(status.json[0].completedOnUtc);
  });

  test('updating residents of a facility never on-boarded: the clinical system fails the job', async () => {
    // Riverside Village (4) has never been on-boarded; its residents are complete.
    await completeResidents(4);
    const ids = await t.handle.db.selectFrom('clinical_integration_requests').select('id').where('facility_id', '=', 4).execute();
    assert.equal(ids.length, 0);
    const res = await call('POST', `${CLINICAL}/4`, { body: 'UpdateResidents' });
    assert.equal(res.json.success, true, JSON.stringify(res.json));
    await getClinicalSystem(t.ctx).processPending(t.handle.db);
    const status = await call('GET', `${CLINICAL}/4`, { query: { operationType: 'UpdateResidents' } });
    assert.equal(status.json[0].status, 'Failed');
    assert.equal(status.json[0].isCompleted, true);
    assert.equal(status.json[0].statusReason, UNKNOWN_FACILITY_REASON);
  });

  test('the demo history: completed requests are listed newest first', async () => {
    const status = await call('GET', `${CLINICAL}/1`, { query: { operationType: 'UpdateResidents' } });
    assert.equal(status.status, 200);
    assert.ok(status.json.length >= 1);
    assert.ok(status.json.every((s: { facilityId: number; isCompleted: boolean }) => s.facilityId === 1 && s.isCompleted));
  });
});

function multipart(content: Buffer, filename: string, contentType = 'text/csv') {
  const boundary = '----rm-statement-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(statementId: number, opts: { who?: string; fileName?: string; content?: Buffer; version?: number } = {}) {
  // A CSV statement is kept as a file; an XML one is read into the month's actual side (funding-statements.test.ts).
  const fileName = opts.fileName ?? 'actual.csv';
  const { payload, contentType } = multipart(
    opts.content ?? Buffer.from('Amount paid,Reference number\n10.00,REF-1\n'),
    fileName,
  );
  const query: Record<string, string> = { expectedStatementId: String(statementId), fileName };
  if (opts.version !== undefined) query.version = String(opts.version);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/funding/upload-actual-statement',
    query,
    headers: { ...(await t.authFor(opts.who ?? SYSTEM)), 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, json: res.json() };
}

describe('Medicare statements', () => {
  const thisMonth = melbourneToday().slice(5, 7) + melbourneToday().slice(0, 4);

  async function months(facilityId: number, who = SYSTEM) {
    return call('GET', `/api/funding/finalised-months/${facilityId}`, { who });
  }

  test('system users only', async () => {
    for (const who of NOT_SYSTEM) {
      assert.equal((await months(1, who)).status, 403, who);
      assert.equal((await upload(2, { who })).status, 403, who);
      assert.equal((await call('GET', '/api/funding/download-statement', { who, query: { statementId: '2' } })).status, 403, who);
    }
  });

  test('months newest first: the past six fetched, this month not', async () => {
    const res = await months(1);
    assert.equal(res.status, 200);
    assert.equal(res.json.length, 7);
    assert.equal(res.json[0].monthYear, thisMonth);
    assert.equal(res.json[0].isFetched, false);
    assert.ok(res.json.slice(1).every((m: { isFetched: boolean }) => m.isFetched));
    assert.equal((await months(999)).status, 404);
  });

  test('download: the fetched statement as expectedStatement.xml; a month not fetched is refused', async () => {
    const [current, last] = (await months(1)).json;
    const ok = await call('GET', '/api/funding/download-statement', { query: { statementId: String(last.statementId) } });
    assert.equal(ok.status, 200);
    assert.match(ok.res.headers['content-disposition'] as string, /expectedStatement\.xml/);
    assert.match(ok.res.body, /<paymentStatement>/);
    const notFetched = await call('GET', '/api/funding/download-statement', {
      query: { statementId: String(current.statementId) },
    });
    assert.equal(notFetched.status, 400);
    assert.deepEqual(notFetched.json.modelState.statementId, [CUSTOMER_CARE_MESSAGES.statementNotFetched]);
    assert.equal((await call('GET', '/api/funding/download-statement', { query: { statementId: '99999' } })).status, 404);
  });

  test('upload: stored for a fetched month, replacing an earlier file; audited with the field changes', async () => {
    const last = (await months(2)).json[1];
    const first = await upload(last.statementId, { fileName: 'carlton-first.csv' });
    assert.equal(first.status, 200, JSON.stringify(first.json));
    assert.equal(first.json.actualFileName, 'carlton-first.csv');
    const content = Buffer.from('Amount paid,Reference number\n123.45,REF-2\n');
    const second = await upload(last.statementId, { fileName: 'carlton-actual.csv', content });
    assert.equal(second.status, 200);
    const row = await t.handle.db
      .selectFrom('medicare_statements')
      .selectAll()
      .where('id', '=', last.statementId)
      .executeTakeFirstOrThrow();
    assert.equal(row.actual_file_name, 'carlton-actual.csv');
    assert.equal(row.actual_size, content.length);
    const stored = await fileStorageOf(t.ctx).get(row.actual_storage_key!);
    assert.ok(stored);
    const chunks: Buffer[] = [];
    for await (const c of stored.stream) chunks.push(c as Buffer);
    assert.equal(Buffer.concat(chunks).toString(), content.toString());
    const audits = await t.handle.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('entity', '=', 'actualStatement')
      .where('entity_id', '=', String(last.statementId))
      .orderBy('id', 'desc')
      .execute();
    assert.equal(audits.length, 2);
    const details = (typeof audits[0].details === 'string' ? JSON.parse(audits[0].details) : audits[0].details) as {
      changes: Array<{ field: string; old: unknown; new: unknown }>;
    };
    assert.deepEqual(
      details.changes.find((c) => c.field === 'actualFileName'),
      {
        field: 'actualFileName',
        old: 'carlton-first.csv',
        new: 'carlton-actual.csv',
      },
    );
    const listed = (await months(2)).json[1];
    assert.equal(listed.actualFileName, 'carlton-actual.csv');
  });

  test("upload refused: the month not fetched yet (the seed's message), a stale version, an empty or wrong file", async () => {
    const [current, last] = (await months(1)).json;
    const notFetched = await upload(current.statementId);
    assert.equal(notFetched.status, 400);
    assert.deepEqual(notFetched.json.modelState.expectedStatementId, [CUSTOMER_CARE_MESSAGES.statementNotFetched]);
    const empty = await upload(last.statementId, { content: Buffer.alloc(0) });
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.json.modelState.file, [CUSTOMER_CARE_MESSAGES.fileEmpty]);
    const exe = await upload(last.statementId, { fileName: 'statement.exe' });
    assert.equal(exe.status, 400);
    assert.ok(exe.json.modelState.file);
    const stale = await upload(last.statementId, { version: 999 });
    assert.equal(stale.status, 409);
    assert.equal((await upload(999999)).status, 404);
    const row = await t.handle.db
      .selectFrom('medicare_statements')
      .selectAll()
      .where('id', '=', last.statementId)
      .executeTakeFirstOrThrow();
    assert.equal(row.actual_file_name, null);
  });
});
