import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { ASSIGN_BED_MESSAGES } from '../src/modules/residents/index';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
const today = melbourneToday();
before(async () => {
  t = await createTestContext({ today });
});
after(async () => {
  await t?.close();
});

const db = () => t.handle.db as any;

async function call(method: string, url: string, opts: { who?: string; body?: unknown; facilityId?: number } = {}) {
  const sep = url.includes('?') ? '&' : '?';
  return t.app.inject({
    method: method as any,
    url: `${url}${sep}facilityId=${opts.facilityId ?? 1}`,
    headers: {
      ...(await t.authFor(opts.who ?? 'manager@demo.local')),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
}

/** A current resident of facility 1 (by offset, so each test has its own). */
async function currentResident(offset: number) {
  const r = await db()
    .selectFrom('residencies')
    .select(['resident_id', 'id', 'version', 'bed_id'])
    .where('facility_id', '=', 1)
    .where('is_lead', '=', false)
    .where('admission_date_utc', 'is not', null)
    .where('departure_date_utc', 'is', null)
    .orderBy('resident_id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    residentId: r.resident_id as number,
    residencyId: r.id as number,
    version: r.version as number,
    bedId: r.bed_id as number | null,
  };
}

/** Free, in-service, active beds of a facility (the same rule as the API, written independently). */
async function freeBeds(facilityId: number): Promise<number[]> {
  const rows = await sql<{ id: number }>`select b.id from beds b join accommodations a on a.id = b.accommodation_id
    where b.facility_id = ${facilityId} and b.is_active and a.is_active and not b.is_out_of_service
      and not exists (select 1 from bed_out_of_service_periods p where p.bed_id = b.id and not p.is_deleted and p.start_date <= ${today}::date and (p.end_date is null or p.end_date >= ${today}::date))
      and not exists (select 1 from residencies o where o.bed_id = b.id and o.admission_date_utc is not null and o.departure_date_utc is null and not o.is_lead and not o.is_archived)
    order by b.id`.execute(db());
  return rows.rows.map((r) => r.id);
}

async function auditRows(action: string, entityId: number) {
  return db()
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('entity_id', '=', String(entityId))
    .execute();
}

test('GET available-beds: free beds of the facility only, grouped by location and room, with the residency version', async () => {
  const me = await currentResident(10);
  const res = await call('GET', `/api/residents/${me.residentId}/available-beds`);
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assert.equal(body.residencyId, me.residencyId);
  assert.equal(body.version, me.version);
  assert.equal(body.currentBedId, me.bedId);
  assert.ok(body.assignedAccommodationAndBed);
  const listed: number[] = body.locations.flatMap((l: any) => l.rooms.flatMap((r: any) => r.beds.map((b: any) => b.bedId)));
  assert.deepEqual(
    [...listed].sort((a, b) => a - b),
    await freeBeds(1),
  );
  assert.ok(listed.length > 0);
  assert.ok(!listed.includes(me.bedId!), "the resident's own bed is not free");
  // Every location and room appears once; each bed carries the label the record shows.
  const locs = body.locations.map((l: any) => l.locationName);
  assert.equal(new Set(locs).size, locs.length);
  for (const l of body.locations) {
    assert.ok(l.rooms.length > 0);
    for (const r of l.rooms) {
      for (const b of r.beds) assert.ok(b.label.startsWith(r.roomNumber));
    }
  }
  // Beds of other facilities never appear.
  const facility2 = await freeBeds(2);
  assert.ok(!listed.some((id) => facility2.includes(id)));
});

test('GET available-beds: another facility 404, unknown resident 404, departed resident 400, no permission 403', async () => {
  const me = await currentResident(11);
  assert.equal((await call('GET', `/api/residents/${me.residentId}/available-beds`, { facilityId: 2 })).statusCode, 404);
  assert.equal((await call('GET', '/api/residents/99999999/available-beds')).statusCode, 404);
  const departed = await db()
    .selectFrom('residencies')
    .select('resident_id')
    .where('facility_id', '=', 1)
    .where('departure_date_utc', 'is not', null)
    .where(
      'resident_id',
      'not in',
      db().selectFrom('residencies').select('resident_id').where('facility_id', '=', 1).where('departure_date_utc', 'is', null),
    )
    .orderBy('resident_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const res = await call('GET', `/api/residents/${departed.resident_id}/available-beds`);
  assert.equal(res.statusCode, 400);
  assert.deepEqual(res.json().modelState.residencyId, [ASSIGN_BED_MESSAGES.notCurrent]);
  const refused = await call('GET', `/api/residents/${me.residentId}/available-beds`, { who: 'finance@demo.local' });
  assert.equal(refused.statusCode, 403);
});

test('PUT assign-bed: the happy path moves the resident, frees the old bed, bumps the version and audits', async () => {
  const me = await currentResident(12);
  const before = (await call('GET', `/api/residents/${me.residentId}`)).json();
  assert.equal(before.bedId, me.bedId);
  const [target] = await freeBeds(1);
  const res = await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
    body: { residencyId: me.residencyId, bedId: target, version: me.version },
  });
  assert.equal(res.statusCode, 200, res.body);
  const saved = res.json();
  assert.equal(saved.bedId, target);
  const bed = await db()
    .selectFrom('beds as b')
    .innerJoin('accommodations as a', 'a.id', 'b.accommodation_id')
    .select(['b.name', 'a.room_number'])
    .where('b.id', '=', target)
    .executeTakeFirstOrThrow();
  const expectedLabel = [bed.room_number, bed.name !== 'Bed' ? bed.name : null].filter(Boolean).join(' ');
  assert.equal(saved.assignedAccommodationAndBed, expectedLabel);
  assert.notEqual(saved.assignedAccommodationAndBed, before.assignedAccommodationAndBed);
  const after = (await call('GET', `/api/residents/${me.residentId}`)).json();
  assert.equal(after.bedId, target);
  assert.equal(after.assignedAccommodationAndBed, expectedLabel);
  const residency = await db()
    .selectFrom('residencies')
    .select(['bed_id', 'version'])
    .where('id', '=', me.residencyId)
    .executeTakeFirstOrThrow();
  assert.equal(residency.bed_id, target);
  assert.equal(residency.version, me.version + 1);
  const free = await freeBeds(1);
  assert.ok(free.includes(me.bedId!), 'the old bed is free again');
  assert.ok(!free.includes(target));
  const audits = await auditRows('assign-bed', me.residencyId);
  assert.equal(audits.length, 1);
  const details = typeof audits[0].details === 'string' ? JSON.parse(audits[0].details) : audits[0].details;
  assert.equal(details.bedId, target);
  assert.equal(details.fromBedId, me.bedId);
  // The list shows the new room.
  const list = (await call('GET', `/api/residents/${me.residentId}/available-beds`)).json();
  assert.equal(list.currentBedId, target);
  assert.equal(list.version, me.version + 1);
});

test("PUT assign-bed: another facility's bed => 404, unknown bed => 404, another facility's resident => 404", async () => {
  const me = await currentResident(13);
  const [otherBed] = await freeBeds(2);
  const res = await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
    body: { residencyId: me.residencyId, bedId: otherBed, version: me.version },
  });
  assert.equal(res.statusCode, 404);
  assert.deepEqual(Object.keys(res.json()), ['message']);
  assert.equal(
    (
      await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
        body: { residencyId: me.residencyId, bedId: 99999999, version: me.version },
      })
    ).statusCode,
    404,
  );
  const [free] = await freeBeds(1);
  assert.equal(
    (
      await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
        body: { residencyId: me.residencyId, bedId: free, version: me.version },
        facilityId: 2,
      })
    ).statusCode,
    404,
  );
  // A residency id that is not this resident's in this facility.
  const other = await currentResident(14);
  assert.equal(
    (
      await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
        body: { residencyId: other.residencyId, bedId: free, version: other.version },
      })
    ).statusCode,
    404,
  );
  const unchanged = await db()
    .selectFrom('residencies')
    .select(['bed_id', 'version'])
    .where('id', '=', me.residencyId)
    .executeTakeFirstOrThrow();
  assert.deepEqual(unchanged, { bed_id: me.bedId, version: me.version });
});

test('PUT assign-bed: an occupied bed => 400 bedId; the own bed => 400', async () => {
  const me = await currentResident(15);
  const neighbour = await currentResident(16);
  const res = await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
    body: { residencyId: me.residencyId, bedId: neighbour.bedId, version: me.version },
  });
  assert.equal(res.statusCode, 400);
  assert.deepEqual(res.json().modelState.bedId, [ASSIGN_BED_MESSAGES.bedOccupied]);
  const own = await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
    body: { residencyId: me.residencyId, bedId: me.bedId, version: me.version },
  });
  assert.equal(own.statusCode, 400);
  assert.deepEqual(own.json().modelState.bedId, [ASSIGN_BED_MESSAGES.sameBed]);
});

test('PUT assign-bed: an out-of-service bed (flag or a period covering today) => 400 bedId, and it is not listed', async () => {
  const me = await currentResident(17);
  const flagged = await db()
    .selectFrom('beds')
    .select('id')
    .where('facility_id', '=', 1)
    .where('is_out_of_service', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const res = await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
    body: { residencyId: me.residencyId, bedId: flagged.id, version: me.version },
  });
  assert.equal(res.statusCode, 400);
  assert.deepEqual(res.json().modelState.bedId, [ASSIGN_BED_MESSAGES.bedOutOfService]);
  // A free bed with an out-of-service period over today (the flag not yet set) is out of service too.
  const free = await freeBeds(1);
  const periodBed = free[free.length - 1];
  await db()
    .insertInto('bed_out_of_service_periods')
    .values({ bed_id: periodBed, start_date: addDays(today, -1), end_date: addDays(today, 2), reason: 'Repairs' })
    .execute();
  const listed = (await call('GET', `/api/residents/${me.residentId}/available-beds`)).json();
  const ids = listed.locations.flatMap((l: any) => l.rooms.flatMap((r: any) => r.beds.map((b: any) => b.bedId)));
  assert.ok(!ids.includes(periodBed));
  assert.ok(!ids.includes(flagged.id));
  const res2 = await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
    body: { residencyId: me.residencyId, bedId: periodBed, version: me.version },
  });
  assert.equal(res2.statusCode, 400);
  assert.deepEqual(res2.json().modelState.bedId, [ASSIGN_BED_MESSAGES.bedOutOfService]);
  // A period that ended yesterday does not count.
  await db()
    .updateTable('bed_out_of_service_periods')
    .set({ start_date: addDays(today, -10), end_date: addDays(today, -1) })
    .where('bed_id', '=', periodBed)
    .where('reason', '=', 'Repairs')
    .execute();
  const res3 = await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
    body: { residencyId: me.residencyId, bedId: periodBed, version: me.version },
  });
  assert.equal(res3.statusCode, 200, res3.body);
});

test('PUT assign-bed: a departed resident => 400 residencyId; a lead => 400', async () => {
  const departed = await db()
    .selectFrom('residencies')
    .select(['resident_id', 'id', 'version'])
    .where('facility_id', '=', 1)
    .where('departure_date_utc', 'is not', null)
    .where('is_lead', '=', false)
    .orderBy('resident_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const [free] = await freeBeds(1);
  const res = await call('PUT', `/api/residents/${departed.resident_id}/assign-bed`, {
    body: { residencyId: departed.id, bedId: free, version: departed.version },
  });
  assert.equal(res.statusCode, 400);
  assert.deepEqual(res.json().modelState.residencyId, [ASSIGN_BED_MESSAGES.notCurrent]);
  const lead = await db()
    .selectFrom('residencies')
    .select(['resident_id', 'id', 'version'])
    .where('facility_id', '=', 1)
    .where('is_lead', '=', true)
    .orderBy('resident_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const res2 = await call('PUT', `/api/residents/${lead.resident_id}/assign-bed`, {
    body: { residencyId: lead.id, bedId: free, version: lead.version },
  });
  assert.equal(res2.statusCode, 400);
  assert.deepEqual(res2.json().modelState.residencyId, [ASSIGN_BED_MESSAGES.notCurrent]);
  const unchanged = await db().selectFrom('residencies').select('bed_id').where('id', '=', departed.id).executeTakeFirstOrThrow();
  assert.equal(unchanged.bed_id, null);
});

test('PUT assign-bed: without residentsDetails canModify => 403 (nothing changes)', async () => {
  const me = await currentResident(18);
  const [free] = await freeBeds(1);
  for (const who of ['finance@demo.local', 'admin@demo.local']) {
    const res = await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
      who,
      body: { residencyId: me.residencyId, bedId: free, version: me.version },
    });
    assert.equal(res.statusCode, 403, who);
    assert.deepEqual(Object.keys(res.json()), ['message']);
  }
  // The carer may (residents details view + modify).
  const ok = await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
    who: 'carer@demo.local',
    body: { residencyId: me.residencyId, bedId: free, version: me.version },
  });
  assert.equal(ok.statusCode, 200, ok.body);
});

test('PUT assign-bed: a stale version => 409 and nothing changes; bad input => 400 modelState', async () => {
  const me = await currentResident(19);
  const [free] = await freeBeds(1);
  const res = await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
    body: { residencyId: me.residencyId, bedId: free, version: me.version + 5 },
  });
  assert.equal(res.statusCode, 409);
  assert.equal(typeof res.json().message, 'string');
  const unchanged = await db()
    .selectFrom('residencies')
    .select(['bed_id', 'version'])
    .where('id', '=', me.residencyId)
    .executeTakeFirstOrThrow();
  assert.deepEqual(unchanged, { bed_id: me.bedId, version: me.version });
  assert.equal((await auditRows('assign-bed', me.residencyId)).length, 0);
  // Two assignments with the same version: the second is stale.
  const [a, b] = await freeBeds(1);
  assert.equal(
    (
      await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
        body: { residencyId: me.residencyId, bedId: a, version: me.version },
      })
    ).statusCode,
    200,
  );
  assert.equal(
    (
      await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
        body: { residencyId: me.residencyId, bedId: b, version: me.version },
      })
    ).statusCode,
    409,
  );
  const missing = await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
    body: { residencyId: me.residencyId, version: me.version },
  });
  assert.equal(missing.statusCode, 400);
  assert.ok(missing.json().modelState.bedId);
});

test('PUT assign-bed: an earlier residency of the same resident in this facility => 400 residencyId (only the current one moves)', async () => {
  const me = await currentResident(20);
  const [free] = await freeBeds(1);
  const earlier = await db()
    .insertInto('residencies')
    .values({
      resident_id: me.residentId,
      facility_id: 1,
      care_type: 'Respite',
      admission_date_utc: addDays(today, -900),
      departure_date_utc: addDays(today, -800),
      created_on_utc: new Date(Date.now() - 1000 * 86_400_000),
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
  const res = await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
    body: { residencyId: earlier.id, bedId: free, version: earlier.version },
  });
  assert.equal(res.statusCode, 400, res.body);
  assert.deepEqual(res.json().modelState.residencyId, [ASSIGN_BED_MESSAGES.notCurrent]);
  // The page still sees (and moves) the current stay.
  const listed = (await call('GET', `/api/residents/${me.residentId}/available-beds`)).json();
  assert.equal(listed.residencyId, me.residencyId);
  const unchanged = await db()
    .selectFrom('residencies')
    .select(['bed_id', 'version'])
    .where('id', '=', me.residencyId)
    .executeTakeFirstOrThrow();
  assert.deepEqual(unchanged, { bed_id: me.bedId, version: me.version });
});

test('an assignment is recorded (residency_bed_assignments) and shows on the timeline as "Bed assigned"; a refused one records nothing', async () => {
  const me = await currentResident(21);
  const before = (await call('GET', `/api/residents/${me.residentId}`)).json();
  const [target, other] = await freeBeds(1);
  const stale = await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
    body: { residencyId: me.residencyId, bedId: target, version: me.version + 3 },
  });
  assert.equal(stale.statusCode, 409);
  assert.equal(
    (await db().selectFrom('residency_bed_assignments').select('id').where('residency_id', '=', me.residencyId).execute()).length,
    0,
  );

  const res = await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
    body: { residencyId: me.residencyId, bedId: target, version: me.version },
  });
  assert.equal(res.statusCode, 200, res.body);
  const moved = res.json();
  const rows = await db()
    .selectFrom('residency_bed_assignments')
    .selectAll()
    .where('residency_id', '=', me.residencyId)
    .execute();
  assert.equal(rows.length, 1);
  assert.equal(rows[0].from_bed_id, me.bedId);
  assert.equal(rows[0].bed_id, target);
  assert.equal(rows[0].facility_id, 1);
  assert.equal(rows[0].from_label, before.assignedAccommodationAndBed);
  assert.equal(rows[0].label, moved.assignedAccommodationAndBed);
  assert.equal(rows[0].assigned_on, today);
  const manager = await db().selectFrom('users').select('id').where('email', '=', 'manager@demo.local').executeTakeFirstOrThrow();
  assert.equal(rows[0].assigned_by_user_id, manager.id);

  // A second move, then the timeline lists both, in order, after the admission.
  const again = await call('PUT', `/api/residents/${me.residentId}/assign-bed`, {
    body: { residencyId: me.residencyId, bedId: other, version: me.version + 1 },
  });
  assert.equal(again.statusCode, 200, again.body);
  const entries = (await call('GET', `/api/residents/${me.residentId}/timeline`)).json();
  const beds = entries.filter((e: any) => e.kind === 'BedAssigned');
  assert.equal(beds.length, 2);
  assert.deepEqual(
    beds.map((e: any) => e.title),
    ['Bed assigned', 'Bed assigned'],
  );
  assert.deepEqual(
    beds.map((e: any) => e.description),
    [
      `From ${before.assignedAccommodationAndBed} to ${moved.assignedAccommodationAndBed}`,
      `From ${moved.assignedAccommodationAndBed} to ${again.json().assignedAccommodationAndBed}`,
    ],
  );
  assert.equal(beds[0].date, today);
  assert.equal(beds[0].residencyId, me.residencyId);
  assert.equal(beds[0].sourceId, rows[0].id);
  const kinds = entries.map((e: any) => e.kind);
  assert.ok(kinds.indexOf('BedAssigned') > kinds.indexOf('Admission'));
  // Another facility does not see them (the resident is not there).
  assert.equal((await call('GET', `/api/residents/${me.residentId}/timeline`, { facilityId: 2 })).statusCode, 404);
});
