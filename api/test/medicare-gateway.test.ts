/** The Medicare gateway's local simulator: stored in the caller's transaction, answered asynchronously. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  MedicareSimulator,
  getMedicareGateway,
  simulateOutcome,
  startMedicareSimulatorJob,
} from '../src/integrations/medicare/gateway';
import { createTestContext, type TestContext } from './helpers';

process.env.MEDICARE_SIMULATOR_JOB = 'off';
let t: TestContext;
before(async () => {
  t = await createTestContext();
});
after(async () => {
  await t?.close();
});

const entry = {
  careRecipientId: 'CR12345678',
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1940-01-01',
  careType: 'Permanent',
  admissionDate: '2026-01-10',
};

test('simulateOutcome: Rejected with a reason for invalid data, deterministic Held / Duplicate, else Accepted', () => {
  assert.deepEqual(simulateOutcome('Entry', { ...entry, careRecipientId: null }), {
    status: 'Rejected',
    reason: 'The care recipient ID is missing.',
  });
  assert.equal(
    simulateOutcome('Departure', { ...entry, departureDate: '2026-01-01' }).reason,
    'The departure date is before the entry date.',
  );
  assert.equal(
    simulateOutcome('Leave', { ...entry, leaveStartDate: '2026-02-01', leaveReturnDate: '2026-02-01' }).status,
    'Rejected',
  );
  const counts: Record<string, number> = {};
  for (let i = 0; i < 600; i++) {
    const o = simulateOutcome('Entry', { ...entry, firstName: `Name${i}` });
    counts[o.status] = (counts[o.status] ?? 0) + 1;
    assert.deepEqual(o, simulateOutcome('Entry', { ...entry, firstName: `Name${i}` }), 'deterministic');
  }
  assert.ok(counts.Accepted > 500, JSON.stringify(counts));
  assert.ok(counts.Held > 0 && counts.Duplicate > 0, JSON.stringify(counts));
});

test('submit stores BeingProcessed in the caller transaction; a rollback leaves nothing; processPending answers later', async () => {
  const gw = getMedicareGateway(t.ctx);
  assert.ok(gw instanceof MedicareSimulator && gw.isSimulator);
  const db = t.handle.db as any;
  await assert.rejects(
    db.transaction().execute(async (trx: any) => {
      await gw.submit(trx, {
        facilityId: 1,
        residencyId: 1,
        residentId: 1,
        requestType: 'Entry',
        payload: entry,
        createdByUserId: null,
      });
      throw new Error('rollback');
    }),
  );
  // Nothing but the demo's Medicare history (SIM-DEMO-...).
  assert.equal((await gw.listForResidency(db, 1)).filter((r) => !r.uniqueEventId.startsWith('SIM-DEMO-')).length, 0);
  const a = await db.transaction().execute((trx: any) =>
    gw.submit(trx, {
      facilityId: 1,
      residencyId: 1,
      residentId: 1,
      requestType: 'Entry',
      payload: entry,
      createdByUserId: null,
    }),
  );
  const b = await db.transaction().execute((trx: any) =>
    gw.submit(trx, {
      facilityId: 1,
      residencyId: 1,
      residentId: 1,
      requestType: 'EntryCorrection',
      payload: { ...entry, admissionDate: '2026-01-11' },
      createdByUserId: null,
    }),
  );
  const c = await db.transaction().execute((trx: any) =>
    gw.submit(trx, {
      facilityId: 1,
      residencyId: 2,
      residentId: 2,
      requestType: 'Entry',
      payload: { ...entry, careRecipientId: null },
      createdByUserId: null,
    }),
  );
  assert.ok(a.uniqueEventId.startsWith('SIM-'));
  // not answered before it is old enough
  assert.equal(await gw.processPending(db, { minAgeMs: 60_000 }), 0);
  assert.equal(await gw.processPending(db, { minAgeMs: 0 }), 3);
  const rows1 = await gw.listForResidency(db, 1);
  assert.equal(rows1.find((r) => r.id === a.id)!.status, 'Superseded');
  assert.equal(
    rows1.find((r) => r.id === b.id)!.status,
    simulateOutcome('EntryCorrection', { ...entry, admissionDate: '2026-01-11' }).status,
  );
  const rows2 = await gw.listForResidency(db, 2);
  assert.equal(rows2.find((r) => r.id === c.id)!.status, 'Rejected');
  assert.equal(rows2.find((r) => r.id === c.id)!.statusReason, 'The care recipient ID is missing.');
  assert.equal(await gw.processPending(db, { minAgeMs: 0 }), 0);
});

test('the background job answers pending submissions on its own', async () => {
  const gw = getMedicareGateway(t.ctx);
  const db = t.handle.db as any;
  const s = await db.transaction().execute((trx: any) =>
    gw.submit(trx, {
      facilityId: 1,
      residencyId: 3,
      residentId: 3,
      requestType: 'Leave',
      payload: { ...entry, leaveStartDate: '2026-03-01' },
      createdByUserId: null,
    }),
  );
  const stop = startMedicareSimulatorJob(db, { intervalMs: 50, minAgeMs: 0 });
  try {
    for (let i = 0; i < 100; i++) {
      const row = (await gw.listForResidency(db, 3)).find((r) => r.id === s.id)!;
      if (row.status !== 'BeingProcessed') {
        assert.ok(row.processedOnUtc);
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.fail('not answered');
  } finally {
    stop();
  }
});

test('fetchCrid and submitAcfi', async () => {
  const gw = getMedicareGateway(t.ctx);
  const miss = await gw.fetchCrid({ dateOfBirth: null, gender: 'Female', postCode: '3000' });
  assert.equal(miss.ok, false);
  const found = await gw.fetchCrid({ dateOfBirth: '1940-01-01', gender: 'Female', state: 'VIC', postCode: '3000' });
  const again = await gw.fetchCrid({ dateOfBirth: '1940-01-01', gender: 'Female', state: 'VIC', postCode: '3000' });
  assert.deepEqual(found, again);
  if (found.ok) assert.match(found.careRecipientId, /^CR\d{8}$/);
  const db = t.handle.db as any;
  const resident = { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1940-01-01', careRecipientId: 'CR12345678' };
  const notXml = await db
    .transaction()
    .execute((trx: any) =>
      gw.submitAcfi(trx, { facilityId: 1, residencyId: 4, residentId: 4, createdByUserId: null, acfiXml: 'hello', resident }),
    );
  assert.equal(notXml.ok, false);
  const mismatch = await db.transaction().execute((trx: any) =>
    gw.submitAcfi(trx, {
      facilityId: 1,
      residencyId: 4,
      residentId: 4,
      createdByUserId: null,
      acfiXml: '<Acfi><FirstName>Eve</FirstName><LastName>Lovelace</LastName></Acfi>',
      resident,
    }),
  );
  assert.deepEqual(mismatch, { ok: false, mismatches: ['First name does not match.'] });
  const ok = await db.transaction().execute((trx: any) =>
    gw.submitAcfi(trx, {
      facilityId: 1,
      residencyId: 4,
      residentId: 4,
      createdByUserId: null,
      acfiXml: '<Acfi><FirstName>Ada</FirstName></Acfi>',
      resident,
    }),
  );
  assert.equal(ok.ok, true);
  assert.equal((await gw.listForResidency(db, 4)).at(-1)!.requestType, 'Acfi');
});

test('the API process starts the simulator job itself (MEDICARE_SIMULATOR_JOB=on under the test runner)', async () => {
  process.env.MEDICARE_SIMULATOR_JOB = 'on';
  const t2 = await createTestContext();
  process.env.MEDICARE_SIMULATOR_JOB = 'off';
  try {
    const gw = getMedicareGateway(t2.ctx);
    const db = t2.handle.db as any;
    const s = await db.transaction().execute((trx: any) =>
      gw.submit(trx, {
        facilityId: 1,
        residencyId: 1,
        residentId: 1,
        requestType: 'Departure',
        payload: { ...entry, departureDate: '2026-03-01' },
        createdByUserId: null,
      }),
    );
    for (let i = 0; i < 60; i++) {
      const row = (await gw.listForResidency(db, 1)).find((r) => r.id === s.id)!;
      if (row.status !== 'BeingProcessed') return;
      await new Promise((r) => setTimeout(r, 250));
    }
    assert.fail('the job did not answer within 15 s');
  } finally {
    await t2.close();
  }
});
