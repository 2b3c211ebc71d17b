/**
 * The record history (beyond the seed) on a real database: GET history/{entity}/{id} answers the audit rows
 * of one record newest first and paged, with who, when, the action and the fields changed; refused (403) without the
 * recordHistory permission; a resident or room of another facility, a user or role of another organisation: 404.
 * Demo data: facility 1 Bayside Gardens, 2 Carlton House; lead 77 at Bayside Gardens (src/demo/leads.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { accountActor, changeDetails, JOB_ACTOR, writeAuditRow } from '../src/db/audit';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
before(async () => {
  t = await createTestContext();
});
after(async () => {
  await t?.close();
});

const MANAGER = 'manager@demo.local';

async function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  opts: { who?: string; body?: unknown; facilityId?: number; query?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    query: { ...(opts.query ?? {}), facilityId: String(opts.facilityId ?? 1) },
    headers: {
      ...(await t.authFor(opts.who ?? MANAGER)),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.statusCode, json: res.body ? res.json() : null };
}

async function currentResident(facilityId: number) {
  return t.handle.db
    .selectFrom('residencies')
    .select(['resident_id', 'id'])
    .where('facility_id', '=', facilityId)
    .where('is_lead', '=', false)
    .where('admission_date_utc', 'is not', null)
    .where('departure_date_utc', 'is', null)
    .orderBy('resident_id')
    .executeTakeFirstOrThrow();
}

describe('record history', () => {
  test('refused (403) without recordHistory, on every kind of record', async () => {
    for (const who of ['carer@demo.local', 'finance@demo.local', 'admin@demo.local']) {
      for (const entity of ['resident', 'user', 'role', 'accommodation']) {
        assert.equal((await call('GET', `/api/history/${entity}/1`, { who })).status, 403, `${who} ${entity}`);
      }
    }
  });

  test('a resident: the edit with its field changes, a note without, child records; newest first', async () => {
    const { resident_id: residentId, id: residencyId } = await currentResident(1);
    const d = (await call('GET', `/api/residents/${residentId}`)).json;
    const body = {
      id: d.id,
      version: d.version,
      firstName: d.firstName,
      lastName: d.lastName,
      title: d.title,
      sex: d.sex,
      dateOfBirth: d.dateOfBirth,
      email: d.email,
      street1: '12 History Lane',
      suburb: d.suburb,
      state: d.state,
      postCode: d.postCode,
      countryId: d.countryId,
      medicareNumber: d.medicareNumber,
      medicareMemberNumber: d.medicareMemberNumber ?? (d.medicareNumber ? '1' : null),
      preferredName: 'Historic',
      billPayerType: d.billPayerType,
      billPayerDetail: d.billPayerDetail,
      primaryContact: d.primaryContact,
      secondaryContact: d.secondaryContact,
      otherContacts: d.otherContacts,
      enquirySources: d.enquirySources,
      religions: d.religions,
      specialisedCareIds: d.specialisedCareIds,
    };
    const saved = await call('PUT', '/api/residents', { body });
    assert.equal(saved.status, 200, JSON.stringify(saved.json));
    // A child record of the residency (audited under its own entity, naming the residency).
    await writeAuditRow(t.handle.db, JOB_ACTOR, {
      action: 'start-supplement',
      entity: 'resident_supplement',
      entityId: 987654,
      details: { residencyId, type: 'Oxygen' },
    });
    const note = await call('POST', `/api/residents/${residentId}/resident-notes`, { body: { note: 'History note.' } });
    assert.equal(note.status, 200);

    const page = await call('GET', `/api/history/resident/${residentId}`);
    assert.equal(page.status, 200, JSON.stringify(page.json));
    const actions = page.json.result.map((e: { action: string }) => e.action);
    assert.deepEqual(actions.slice(0, 3), ['add-note', 'start-supplement', 'update']);
    const [noteRow, supplement, update] = page.json.result;
    assert.equal(noteRow.who, 'Margaret Nguyen');
    assert.deepEqual(noteRow.changes, []);
    assert.equal(supplement.who, 'System');
    const changes = Object.fromEntries(update.changes.map((c: { field: string }) => [c.field, c]));
    assert.deepEqual(changes.preferredName, { field: 'preferredName', old: d.preferredName ?? null, new: 'Historic' });
    assert.deepEqual(changes.street1, { field: 'street1', old: d.street1 ?? null, new: '12 History Lane' });
    assert.equal(changes.firstName, undefined, 'an unchanged field is not listed');
    assert.ok(Date.parse(noteRow.at) >= Date.parse(update.at));
    // The demo's earlier edit of this resident (src/demo/admin/customer-care.ts) comes after, older.
    const demo = page.json.result.find((e: { changes: Array<{ field: string; old: string | null }> }) =>
      e.changes.some((c) => c.field === 'suburb' && c.old === 'Frankston'),
    );
    assert.ok(demo, JSON.stringify(page.json.result));
    assert.equal(demo.who, 'Margaret Nguyen');
    assert.ok(Date.parse(demo.at) < Date.parse(update.at));

    // Another facility does not see the resident: 404 (and a resident of facility 2 at facility 1 likewise).
    assert.equal((await call('GET', `/api/history/resident/${residentId}`, { facilityId: 2 })).status, 404);
    const other = await currentResident(2);
    assert.equal((await call('GET', `/api/history/resident/${other.resident_id}`)).status, 404);
    assert.equal(
      (await call('GET', `/api/history/resident/${residentId}`, { who: 'facility.manager@demo.local', facilityId: 2 })).status,
      404,
    );
  });

  test('a lead: the lead write records its field changes', async () => {
    const l = (await call('GET', '/api/leads/77')).json;
    const saved = await call('PUT', '/api/leads', { body: { ...l, firstName: 'Historied', debtor: null } });
    assert.equal(saved.status, 200, JSON.stringify(saved.json));
    const page = await call('GET', `/api/history/resident/${l.residentId}`);
    assert.equal(page.status, 200);
    const update = page.json.result.find((e: { action: string }) => e.action === 'leads.update');
    assert.ok(update, JSON.stringify(page.json.result));
    assert.deepEqual(
      update.changes.find((c: { field: string }) => c.field === 'firstName'),
      { field: 'firstName', old: l.firstName, new: 'Historied' },
    );
  });

  test('a room: paged newest first; rows without recorded changes show their action only', async () => {
    const room = await t.handle.db
      .selectFrom('accommodations')
      .select('id')
      .where('facility_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const db = t.handle.db;
    // An old-style row (no changes recorded), then 29 edits, one second apart.
    await db
      .insertInto('audit_log')
      .values({
        at: new Date(Date.now() - 100_000),
        action: 'edit',
        entity: 'accommodation',
        entity_id: String(room.id),
        details: JSON.stringify({ number: '1' }),
      })
      .execute();
    for (let i = 1; i <= 29; i++) {
      await db
        .insertInto('audit_log')
        .values({
          at: new Date(Date.now() - 60_000 + i * 1000),
          action: 'edit',
          entity: 'accommodation',
          entity_id: String(room.id),
          details: JSON.stringify({
            changes: [
              { field: 'roomNumber', old: String(i - 1), new: String(i) },
              { field: 'features', old: [], new: ['Ensuite', 'Garden view'] },
            ],
          }),
        })
        .execute();
    }
    const first = await call('GET', `/api/history/accommodation/${room.id}`);
    assert.equal(first.status, 200);
    assert.equal(first.json.totalCount, 30);
    assert.equal(first.json.result.length, 25);
    assert.deepEqual(first.json.result[0].changes, [
      { field: 'roomNumber', old: '28', new: '29' },
      { field: 'features', old: null, new: 'Ensuite, Garden view' },
    ]);
    const ats = first.json.result.map((e: { at: string }) => Date.parse(e.at));
    assert.deepEqual(
      ats,
      [...ats].sort((a, b) => b - a),
    );
    const second = await call('GET', `/api/history/accommodation/${room.id}`, {
      query: { skip: '25', take: '25', notIncludingItemsAfter: first.json.notIncludingItemsAfter },
    });
    assert.equal(second.json.result.length, 5);
    const last = second.json.result[4];
    assert.equal(last.action, 'edit');
    assert.deepEqual(last.changes, []);
    assert.equal(last.who, 'System');
    const room2 = await db
      .selectFrom('accommodations')
      .select('id')
      .where('facility_id', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    assert.equal((await call('GET', `/api/history/accommodation/${room2.id}`)).status, 404);
  });

  test('users and roles: their own history, sign-ins left out; another organisation is 404', async () => {
    const db = t.handle.db;
    const carer = await db
      .selectFrom('users')
      .select(['id', 'role_id'])
      .where('email', '=', 'carer@demo.local')
      .executeTakeFirstOrThrow();
    await writeAuditRow(db, accountActor(carer.id), { action: 'signIn', entity: 'user', entityId: carer.id });
    await writeAuditRow(db, JOB_ACTOR, {
      action: 'save',
      entity: 'user',
      entityId: carer.id,
      details: changeDetails({ lastName: 'Reyes' }, { lastName: 'Reyes-Diaz' }),
    });
    await writeAuditRow(db, JOB_ACTOR, {
      action: 'save',
      entity: 'role',
      entityId: carer.role_id,
      details: changeDetails({ name: 'Care staff' }, { name: 'Care team' }),
    });
    const user = await call('GET', `/api/history/user/${carer.id}`);
    assert.equal(user.status, 200);
    assert.deepEqual(
      user.json.result.map((e: { action: string }) => e.action),
      ['save'],
    );
    assert.deepEqual(user.json.result[0].changes, [{ field: 'lastName', old: 'Reyes', new: 'Reyes-Diaz' }]);
    const role = await call('GET', `/api/history/role/${carer.role_id}`);
    assert.equal(role.status, 200);
    assert.deepEqual(role.json.result[0].changes, [{ field: 'name', old: 'Care staff', new: 'Care team' }]);

    const org = await db.insertInto('organisations').values({ name: 'Elsewhere Care' }).returning('id').executeTakeFirstOrThrow();
    const otherRole = await db
      .insertInto('roles')
      .values({ organisation_id: org.id, name: 'Elsewhere' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherUser = await db
      .insertInto('users')
      .values({ organisation_id: org.id, role_id: otherRole.id, email: 'x@elsewhere.test', first_name: 'X', last_name: 'Y' })
      .returning('id')
      .executeTakeFirstOrThrow();
    assert.equal((await call('GET', `/api/history/user/${otherUser.id}`)).status, 404);
    assert.equal((await call('GET', `/api/history/role/${otherRole.id}`)).status, 404);
  });
});
