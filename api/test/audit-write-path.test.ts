/**
 * The write path writes the audit row (db/scoped.ts, the audit block): `audited` writes the row in the write's own
 * transaction, naming the scope's actor (the caller and the request's facility; nobody for a job); a write that fails
 * leaves neither its rows nor its audit row; a transaction that wrote without an audit row does not commit (a service
 * cannot forget the row), unless it says why it needs none (`unaudited`); an audit row outside a transaction is refused.
 * Through the API: a note added through the route writes its row with the caller and the facility.
 * Demo data: organisation 1, facility 1 Bayside Gardens, 2 Carlton House.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { JOB_ACTOR } from '../src/db/audit';
import { ScopedDb, type Access } from '../src/db/scoped';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
let managerId = 0;
before(async () => {
  t = await createTestContext();
  const manager = await t.handle.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'manager@demo.local')
    .executeTakeFirstOrThrow();
  managerId = manager.id;
});
after(async () => {
  await t?.close();
});

const access = (facilityId: number | null = 1): Access => ({
  userId: managerId,
  organisationId: 1,
  facilityId,
  isOrganisationManager: true,
  isSystemUser: false,
});
const scope = (facilityId: number | null = 1) => new ScopedDb(t.handle.db, access(facilityId));

const region = (name: string) =>
  t.handle.db.selectFrom('regions').select(['id', 'name']).where('name', '=', name).executeTakeFirst();
const auditRows = (action: string) =>
  t.handle.db
    .selectFrom('audit_log')
    .select(['user_id', 'facility_id', 'action', 'entity', 'entity_id', 'details'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
const detailsOf = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

describe('the write path writes the audit row', () => {
  test('audited: the write and its row (actor, facility, the changes) commit together', async () => {
    const id = await scope().audited(
      (regionId: number) => ({
        action: 'test-add-region',
        entity: 'region',
        entityId: regionId,
        before: null,
        after: { name: 'North' },
      }),
      async (s) => {
        const row = await s
          .organisation()
          .insertInto('regions', { name: 'Audit North' })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
    );
    assert.equal((await region('Audit North'))?.id, id);
    const rows = await auditRows('test-add-region');
    assert.equal(rows.length, 1);
    assert.deepEqual(
      { ...rows[0], details: detailsOf(rows[0].details) },
      {
        user_id: managerId,
        facility_id: 1,
        action: 'test-add-region',
        entity: 'region',
        entity_id: String(id),
        details: { changes: [{ field: 'name', old: null, new: 'North' }] },
      },
    );
  });

  test('a write that fails leaves neither its rows nor its audit row', async () => {
    await assert.rejects(
      scope().audited({ action: 'test-failed-write', entity: 'region', entityId: null }, async (s) => {
        await s.organisation().insertInto('regions', { name: 'Audit Failed' }).execute();
        await s.audit('test-failed-write-inner', 'region', null);
        throw new Error('the write failed');
      }),
      /the write failed/,
    );
    assert.equal(await region('Audit Failed'), undefined);
    assert.deepEqual(await auditRows('test-failed-write'), []);
    assert.deepEqual(await auditRows('test-failed-write-inner'), []);
  });

  test('a transaction that wrote without its audit row rolls back', async () => {
    await assert.rejects(
      scope().transaction(async (s) => {
        await s.organisation().insertInto('regions', { name: 'Audit Forgotten' }).execute();
      }),
      /without its audit row/,
    );
    assert.equal(await region('Audit Forgotten'), undefined);
  });

  test('unaudited: a transaction that says why its writes need no row commits', async () => {
    await scope().transaction(async (s) => {
      s.unaudited('a test of the exemption');
      await s.organisation().insertInto('regions', { name: 'Audit Exempt' }).execute();
    });
    assert.ok(await region('Audit Exempt'));
  });

  test('an audit row outside a transaction is refused (it would not be the write’s own)', async () => {
    await assert.rejects(scope().audit('test-outside', 'region', null), /in its write's transaction/);
    assert.deepEqual(await auditRows('test-outside'), []);
  });

  test("the actor: the request's facility through atFacility, nobody for a job", async () => {
    // A system route acting on a facility named in its path: the row names the request's (no) facility.
    await scope(null)
      .atFacility({ facilityId: 2 })
      .transaction((s) => s.audit('test-at-facility', 'facility', 2, { note: 'at' }));
    const at = await auditRows('test-at-facility');
    assert.deepEqual(
      at.map((r) => [r.user_id, r.facility_id, r.entity_id, detailsOf(r.details)]),
      [[managerId, null, '2', { note: 'at' }]],
    );
    await new ScopedDb(t.handle.db, access(1), undefined, JOB_ACTOR).transaction((s) => s.audit('test-job', 'feeRun', 7));
    const job = await auditRows('test-job');
    assert.deepEqual(
      job.map((r) => [r.user_id, r.facility_id, r.details]),
      [[null, null, null]],
    );
  });

  test('through the API: a note added writes its row with the caller and the facility', async () => {
    const lead = await t.handle.db
      .selectFrom('residencies')
      .select('resident_id')
      .where('facility_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/residents/${lead.resident_id}/resident-notes`,
      query: { facilityId: '1' },
      headers: await t.authFor('manager@demo.local'),
      payload: { note: 'Audited through the write path.' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const rows = (await auditRows('add-note')).filter((r) => r.entity_id === String(lead.resident_id));
    assert.equal(rows.length, 1);
    assert.equal(rows[0].user_id, managerId);
    assert.equal(rows[0].facility_id, 1);
    assert.equal(rows[0].entity, 'resident');
  });
});
