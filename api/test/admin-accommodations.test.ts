/**
 * Accommodation types, rooms, units, beds and out-of-service periods (seed 002 §7 "accommodations/...") on a
 * real database: every call with its refusals (403 without the permission, 404 for another facility's ids, 400 with
 * the spec's messages, 409 when stale), the audit rows, and an out-of-service bed missing from the admit dialog's beds.
 * Demo data: facility 1 Bayside Gardens (AgeCare; locations 1-3 North, South, Garden Wing; types 1-3 Single room,
 * Shared room, Premium suite), facility 2 Carlton House, facility 4 Riverside Village (units 241-280).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { ACCOMMODATION_MESSAGES as M } from 'shared-domain/accommodations';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { ACCOMMODATION_EXAMPLES as EX } from '../src/modules/admin/accommodations/examples';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
const today = melbourneToday();
before(async () => {
  t = await createTestContext({ today });
});
after(async () => {
  await t?.close();
});

const ADMIN = 'admin@demo.local';
const CARER = 'carer@demo.local';
const db = () => t.handle.db;

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  opts: { who?: string; body?: unknown; facilityId?: number } = {},
  // The JSON answer, read field by field by the assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  const res = await t.app.inject({
    method,
    url,
    query: { facilityId: String(opts.facilityId ?? 1) },
    headers: {
      ...(await t.authFor(opts.who ?? ADMIN)),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const body = res.body ? res.json() : null;
  return { status: res.statusCode, body };
}

async function lastAudit(entity: string, id: number) {
  return db()
    .selectFrom('audit_log')
    .select(['action', 'details'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
const changesOf = (details: unknown) =>
  (
    (typeof details === 'string' ? JSON.parse(details) : details) as {
      changes: Array<{ field: string; old: unknown; new: unknown }>;
    }
  ).changes;

async function availableBedIds(leadId: number): Promise<number[]> {
  const r = await call('GET', `/api/leads/${leadId}/available-beds`, { who: 'manager@demo.local' });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return (r.body.locations as Array<{ rooms: Array<{ beds: Array<{ bedId: number }> }> }>).flatMap((l) =>
    l.rooms.flatMap((room) => room.beds.map((b) => b.bedId)),
  );
}

describe('the route examples point at the demo records they need', () => {
  test('spare rooms G901 (bed) and G902, Garden Wing, Single room, a unit of Riverside Village', async () => {
    const rooms = await db()
      .selectFrom('accommodations as a')
      .innerJoin('facility_locations as l', 'l.id', 'a.facility_location_id')
      .innerJoin('accommodation_types as ty', 'ty.id', 'a.accommodation_type_id')
      .select([
        'a.id',
        'a.room_number',
        'a.facility_id',
        'l.id as location_id',
        'l.name as location',
        'ty.id as type_id',
        'ty.name as type',
      ])
      .where('a.id', 'in', [EX.editRoom, EX.deleteRoom, EX.unit])
      .orderBy('a.id')
      .execute();
    assert.deepEqual(
      rooms.map((r) => [r.id, r.room_number, r.facility_id, r.location_id, r.type_id]),
      [
        [EX.unit, 'U001', 4, rooms[0].location_id, rooms[0].type_id],
        [EX.editRoom, 'G901', 1, EX.location, EX.type],
        [EX.deleteRoom, 'G902', 1, EX.location, EX.type],
      ],
    );
    assert.equal(rooms[1].location, 'Garden Wing');
    assert.equal(rooms[1].type, 'Single room');
    const bed = await db().selectFrom('beds').select('accommodation_id').where('id', '=', EX.editBed).executeTakeFirstOrThrow();
    assert.equal(bed.accommodation_id, EX.editRoom);
  });
});

describe('accommodation types', () => {
  test('GET types: beds, price, price setting, features, price history, residents assigned; 403 without facilityRoomTypes', async () => {
    const r = await call('GET', '/api/accommodations/types');
    assert.equal(r.status, 200);
    const single = r.body.find((x: { name: string }) => x.name === 'Single room');
    assert.equal(single.numberBeds, 1);
    assert.equal(single.price, '64.80');
    assert.equal(single.priceSetting, 0);
    assert.equal(single.priceSettingDescription, 'Per room');
    assert.deepEqual(single.features, ['Ensuite', 'Garden view']);
    assert.equal(single.accommodationTypePriceHistories.length, 3);
    assert.equal(single.accommodationTypePriceHistories[0].price, '64.80');
    assert.ok(single.residentsAssigned > 0);
    const shared = r.body.find((x: { name: string }) => x.name === 'Shared room');
    assert.deepEqual([shared.numberBeds, shared.priceSetting], [2, 1]);
    assert.equal((await call('GET', '/api/accommodations/types', { who: CARER })).status, 403);
    assert.equal(
      (
        await call('POST', '/api/accommodations/types', {
          who: CARER,
          body: { name: 'X', numberBeds: 1, price: '1', priceSetting: 0 },
        })
      ).status,
      403,
    );
    const features = await call('GET', '/api/accommodations/types/features');
    assert.ok(features.body.includes('Kitchenette'));
  });

  test('POST types: price required and nonzero, name unique; creates with a price history row and an audit row', async () => {
    const zero = await call('POST', '/api/accommodations/types', {
      body: { name: 'Respite room', numberBeds: 1, price: '0.00', priceSetting: 0 },
    });
    assert.equal(zero.status, 400);
    assert.deepEqual(zero.body.modelState, { price: [M.priceNonZero] });
    const missing = await call('POST', '/api/accommodations/types', {
      body: { name: 'Respite room', numberBeds: 1, priceSetting: 0 },
    });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.modelState, { price: [M.priceRequired] });
    const dup = await call('POST', '/api/accommodations/types', {
      body: { name: 'single ROOM', numberBeds: 1, price: '5', priceSetting: 0 },
    });
    assert.deepEqual(dup.body.modelState, { name: [M.nameExists] });

    const created = await call('POST', '/api/accommodations/types', {
      body: { name: 'Respite room', numberBeds: 1, price: '70.00', priceSetting: 1, features: ['Ensuite', 'Respite garden'] },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.equal(created.body.priceSettingDescription, 'Per bed');
    assert.deepEqual(created.body.accommodationTypePriceHistories, [
      { price: '70.00', priceSetting: 1, priceSettingDescription: 'Per bed', effectiveDate: today },
    ]);
    assert.ok((await call('GET', '/api/accommodations/types/features')).body.includes('Respite garden'));
    const audit = await lastAudit('accommodationType', created.body.id);
    assert.equal(audit?.action, 'create');
    assert.ok(changesOf(audit?.details).some((c) => c.field === 'price' && c.new === '70.00'));
  });

  test('editing: a stale version is 409; a price change appends history; beds follow the number of beds', async () => {
    const created = await call('POST', '/api/accommodations/types', {
      body: { name: 'Flexible room', numberBeds: 1, price: '80', priceSetting: 0 },
    });
    const typeId = created.body.id as number;
    const add = await call('POST', '/api/accommodations/add', {
      body: { roomNumber: 'F100', accommodationTypeId: typeId, facilityLocationId: 1 },
    });
    assert.equal(add.status, 200, JSON.stringify(add.body));
    const roomId = add.body.id as number;
    const stale = await call('POST', '/api/accommodations/types', {
      body: { id: typeId, name: 'Flexible room', numberBeds: 1, price: '80', priceSetting: 0, version: 99 },
    });
    assert.equal(stale.status, 409);

    const grown = await call('POST', '/api/accommodations/types', {
      body: { id: typeId, name: 'Flexible room', numberBeds: 3, price: '85', priceSetting: 0, version: 1 },
    });
    assert.equal(grown.status, 200, JSON.stringify(grown.body));
    assert.deepEqual(
      grown.body.accommodationTypePriceHistories.map((h: { price: string }) => h.price),
      ['85.00', '80.00'],
    );
    let room = await call('GET', `/api/accommodations/${roomId}`);
    assert.deepEqual(
      room.body.beds.map((b: { number: string; softDeleted: boolean }) => [b.number, b.softDeleted]),
      [
        ['Bed', false],
        ['Bed A', false],
        ['Bed B', false],
      ],
    );
    const shrunk = await call('POST', '/api/accommodations/types', {
      body: { id: typeId, name: 'Flexible room', numberBeds: 1, price: '85', priceSetting: 0, version: 2 },
    });
    assert.equal(shrunk.status, 200);
    assert.equal(shrunk.body.accommodationTypePriceHistories.length, 2, 'no price change, no history row');
    room = await call('GET', `/api/accommodations/${roomId}`);
    assert.deepEqual(
      room.body.beds.map((b: { number: string; softDeleted: boolean }) => [b.number, b.softDeleted]),
      [
        ['Bed', false],
        ['Bed A', true],
        ['Bed B', true],
      ],
    );
  });

  test('the maximum occupancy cannot change while residents are in rooms of the type (the dialog text)', async () => {
    const single = (await call('GET', '/api/accommodations/types')).body.find((x: { name: string }) => x.name === 'Single room');
    const r = await call('POST', '/api/accommodations/types', {
      body: { id: single.id, name: 'Single room', numberBeds: 2, price: single.price, priceSetting: 0, version: single.version },
    });
    assert.equal(r.status, 400);
    assert.deepEqual(r.body.modelState, { numberBeds: [M.occupancyLocked] });
  });

  test("another facility's type is 404 and nothing changes", async () => {
    const other = await db()
      .selectFrom('accommodation_types')
      .select(['id', 'name'])
      .where('facility_id', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const r = await call('POST', '/api/accommodations/types', {
      body: { id: other.id, name: 'Taken over', numberBeds: 1, price: '1', priceSetting: 0, version: 1 },
    });
    assert.equal(r.status, 404);
    const after = await db()
      .selectFrom('accommodation_types')
      .select('name')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    assert.equal(after.name, other.name);
  });
});

describe('rooms', () => {
  test('GET accommodations: rooms grouped by location; GET locationAccommodationTypes and room features', async () => {
    const r = await call('GET', '/api/accommodations');
    assert.equal(r.status, 200);
    assert.deepEqual(
      r.body.map((g: { locationName: string }) => g.locationName),
      ['Garden Wing', 'North Wing', 'South Wing'],
    );
    const garden = r.body[0].accommodations as Array<{ roomNumber: string; beds: number }>;
    assert.ok(garden.some((x) => x.roomNumber === 'G901' && x.beds === 0));
    const pickers = await call('GET', '/api/accommodations/locationAccommodationTypes');
    assert.deepEqual(
      pickers.body.locations.map((l: { name: string }) => l.name),
      ['Garden Wing', 'North Wing', 'South Wing'],
    );
    assert.ok(
      pickers.body.accommodationTypes.some(
        (x: { name: string; numberBeds: number }) => x.name === 'Shared room' && x.numberBeds === 2,
      ),
    );
    assert.ok((await call('GET', '/api/accommodations/features')).body.includes('Hoist'));
    assert.equal((await call('GET', '/api/accommodations', { who: CARER })).status, 403);
  });

  test('add: the number is unique in the location; the type gives the beds; the next number is offered', async () => {
    const dup = await call('POST', '/api/accommodations/add', {
      body: { roomNumber: 'g901', accommodationTypeId: 1, facilityLocationId: EX.location },
    });
    assert.equal(dup.status, 400);
    assert.deepEqual(dup.body.modelState, { roomNumber: [M.numberExists] });
    const r = await call('POST', '/api/accommodations/add', {
      body: { roomNumber: 'G910', accommodationTypeId: 2, facilityLocationId: EX.location },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.nextRoomNumber, 'G911');
    const room = await call('GET', `/api/accommodations/${r.body.id}`);
    assert.deepEqual(
      room.body.beds.map((b: { number: string }) => b.number),
      ['Bed A', 'Bed B'],
    );
    assert.equal((await lastAudit('accommodation', r.body.id))?.action, 'create');
    // The same number in another location is fine.
    assert.equal(
      (
        await call('POST', '/api/accommodations/add', {
          body: { roomNumber: 'G910', accommodationTypeId: 1, facilityLocationId: 1 },
        })
      ).status,
      200,
    );
    // Another facility's location or type: 404, nothing added.
    const count = async () => (await sql<{ n: number }>`select count(*)::int as n from accommodations`.execute(db())).rows[0].n;
    const before = await count();
    assert.equal(
      (
        await call('POST', '/api/accommodations/add', {
          body: { roomNumber: 'Z1', accommodationTypeId: 1, facilityLocationId: 4 },
        })
      ).status,
      404,
    );
    assert.equal(
      (
        await call('POST', '/api/accommodations/add', {
          body: { roomNumber: 'Z1', accommodationTypeId: 4, facilityLocationId: 1 },
        })
      ).status,
      404,
    );
    assert.equal(await count(), before);
    assert.equal(
      (
        await call('POST', '/api/accommodations/add', {
          who: CARER,
          body: { roomNumber: 'Z1', accommodationTypeId: 1, facilityLocationId: 1 },
        })
      ).status,
      403,
    );
  });

  test('an out-of-service period covering today takes the bed out of the admit dialog; deleting it puts it back', async () => {
    const added = await call('POST', '/api/accommodations/add', {
      body: { roomNumber: 'G920', accommodationTypeId: 1, facilityLocationId: EX.location },
    });
    const roomId = added.body.id as number;
    let room = await call('GET', `/api/accommodations/${roomId}`);
    const bedId = room.body.beds[0].id as number;
    assert.ok((await availableBedIds(71)).includes(bedId));
    const base = { id: roomId, number: 'G920', facilityLocationId: EX.location, accommodationTypeId: 1 };

    const bad = await call('POST', '/api/accommodations/edit', {
      body: {
        ...base,
        version: room.body.version,
        outOfServiceDates: [{ bedId, startDate: today, endDate: addDays(today, -1) }],
      },
    });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.modelState, { 'outOfServiceDates[0].endDate': [M.periodEndBeforeStart] });

    const r = await call('POST', '/api/accommodations/edit', {
      body: {
        ...base,
        features: ['Hoist'],
        version: room.body.version,
        outOfServiceDates: [{ bedId, startDate: addDays(today, -2), endDate: addDays(today, 3) }],
      },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.beds[0].isOutOfService, true);
    assert.deepEqual(r.body.features, ['Hoist']);
    assert.ok(!(await availableBedIds(71)).includes(bedId), 'out of service: not offered');
    const oos = await call('GET', '/api/accommodations/out-of-service-beds');
    assert.ok(oos.body.some((b: { bedId: number; endDate: string }) => b.bedId === bedId && b.endDate === addDays(today, 3)));
    const flag = await db().selectFrom('beds').select('is_out_of_service').where('id', '=', bedId).executeTakeFirstOrThrow();
    assert.equal(flag.is_out_of_service, true, 'the flag follows the period');
    const audit = await lastAudit('accommodation', roomId);
    assert.equal(audit?.action, 'edit');
    assert.ok(
      changesOf(audit?.details).some((c) => c.field === 'outOfServiceDates' && String(c.new).includes(addDays(today, 3))),
    );

    // An overlapping second period is refused.
    const overlap = await call('POST', '/api/accommodations/edit', {
      body: { ...base, version: r.body.version, outOfServiceDates: [{ bedId, startDate: today, endDate: null }] },
    });
    assert.deepEqual(overlap.body.modelState, { 'outOfServiceDates[0].startDate': [M.periodOverlaps] });

    // Stale: 409.
    const stale = await call('POST', '/api/accommodations/edit', { body: { ...base, version: r.body.version - 1 } });
    assert.equal(stale.status, 409);

    const periodId = r.body.outOfServiceDates[0].id as number;
    const deleted = await call('POST', '/api/accommodations/edit', {
      body: {
        ...base,
        version: r.body.version,
        outOfServiceDates: [{ id: periodId, bedId, startDate: addDays(today, -2), endDate: addDays(today, 3), isDeleted: true }],
      },
    });
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    assert.equal(deleted.body.beds[0].isOutOfService, false);
    assert.equal(deleted.body.outOfServiceDates[0].isDeleted, true);
    assert.ok((await availableBedIds(71)).includes(bedId), 'back in service');

    // The bed's toggle: out of service from today, then back.
    room = await call('POST', '/api/accommodations/edit', {
      body: { ...base, version: deleted.body.version, beds: [{ id: bedId, isOutOfService: true }] },
    });
    assert.equal(room.status, 200);
    assert.equal(room.body.beds[0].isOutOfService, true);
    assert.ok(
      room.body.outOfServiceDates.some(
        (p: { startDate: string; endDate: string | null; isDeleted: boolean }) =>
          p.startDate === today && p.endDate === null && !p.isDeleted,
      ),
    );
    assert.ok(!(await availableBedIds(71)).includes(bedId));
    room = await call('POST', '/api/accommodations/edit', {
      body: { ...base, version: room.body.version, beds: [{ id: bedId, isOutOfService: false }] },
    });
    assert.equal(room.body.beds[0].isOutOfService, false);
    assert.ok((await availableBedIds(71)).includes(bedId));
  });

  test("edit: another facility's bed, period, location or room is 404; a number taken in the location is 400", async () => {
    const room = (await call('GET', `/api/accommodations/${EX.editRoom}`)).body;
    const base = {
      id: EX.editRoom,
      number: 'G901',
      facilityLocationId: EX.location,
      accommodationTypeId: 1,
      version: room.version,
    };
    const otherBed = await db()
      .selectFrom('beds')
      .select('id')
      .where('facility_id', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const otherPeriod = await db()
      .selectFrom('bed_out_of_service_periods')
      .select('id')
      .where('facility_id', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const ownBedOfAnotherRoom = 1;
    for (const body of [
      { ...base, beds: [{ id: otherBed.id, isOutOfService: true }] },
      { ...base, beds: [{ id: ownBedOfAnotherRoom, isOutOfService: true }] },
      { ...base, outOfServiceDates: [{ id: otherPeriod.id, bedId: EX.editBed, startDate: today, isDeleted: true }] },
      { ...base, facilityLocationId: 4 },
      { ...base, id: 81 },
    ]) {
      assert.equal((await call('POST', '/api/accommodations/edit', { body })).status, 404, JSON.stringify(body));
    }
    assert.equal((await call('GET', '/api/accommodations/81')).status, 404);
    const taken = await call('POST', '/api/accommodations/edit', { body: { ...base, number: 'G902' } });
    assert.equal(taken.status, 400);
    assert.deepEqual(taken.body.modelState, { number: [M.numberExists] });
  });

  test("delete: refused with residents ('Rooms with residents assigned to them can't be deleted.'), else soft-deleted", async () => {
    const occupied = await call('DELETE', '/api/accommodations/1');
    assert.equal(occupied.status, 400);
    assert.deepEqual(occupied.body.modelState, { id: [M.roomHasResidents] });
    assert.equal((await call('DELETE', `/api/accommodations/${EX.deleteRoom}`, { who: CARER })).status, 403);
    const r = await call('DELETE', `/api/accommodations/${EX.deleteRoom}`);
    assert.equal(r.status, 200);
    const list = await call('GET', '/api/accommodations');
    assert.ok(!JSON.stringify(list.body).includes('"G902"'));
    assert.equal((await call('GET', `/api/accommodations/${EX.deleteRoom}`)).status, 404);
    assert.equal((await lastAudit('accommodation', EX.deleteRoom))?.action, 'delete');
    assert.equal((await call('DELETE', '/api/accommodations/81')).status, 404);
  });
});

describe('units', () => {
  test('units by status with price and the brief note priority; rooms routes only for independent living', async () => {
    const r = await call('GET', '/api/accommodations/units-by-status/All', { facilityId: 4 });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const notes = new Set((r.body as Array<{ briefNotes: string | null }>).map((u) => u.briefNotes));
    assert.ok([...notes].some((n) => n?.startsWith('Vacating ')));
    for (const n of ['Balance paid', 'Deposit paid', 'Contract signed', 'Out of service']) assert.ok(notes.has(n), n);
    const first = r.body.find((u: { accommodationId: number }) => u.accommodationId === EX.unit);
    assert.ok(first.price && first.accommodationName && first.location === 'Riverside Village');
    const available = await call('GET', '/api/accommodations/units-by-status/Available', { facilityId: 4 });
    assert.ok(available.body.length > 0 && available.body.every((u: { iluStatus: string }) => u.iluStatus === 'Available'));
    assert.equal(
      (await call('GET', '/api/accommodations/units-by-status/All')).status,
      404,
      'not an independent-living facility',
    );
    const events = await call('GET', `/api/accommodations/${EX.unit}/financial-events`, { facilityId: 4 });
    assert.equal(events.status, 200);
    assert.ok(events.body.events[0].noticeToVacateDateUtc);
  });

  test("units: 'Occupied units cannot be deleted.', 'Units with residents assigned to them can't be deleted.'; status edited", async () => {
    const occupied = await call('DELETE', `/api/accommodations/${EX.unit}`, { facilityId: 4 });
    assert.deepEqual(occupied.body.modelState, { id: [M.unitOccupied] });
    const assigned = await db()
      .selectFrom('accommodations as a')
      .innerJoin('independent_living_allocations as ila', 'ila.accommodation_id', 'a.id')
      .select('a.id')
      .where('a.facility_id', '=', 4)
      .where('a.ilu_status', '<>', 'Occupied')
      .where('ila.is_archived', '=', false)
      .where('ila.departure_date', 'is', null)
      .executeTakeFirst();
    if (assigned) {
      const r = await call('DELETE', `/api/accommodations/${assigned.id}`, { facilityId: 4 });
      assert.deepEqual(r.body.modelState, { id: [M.unitHasResidents] });
    }
    const added = await call('POST', '/api/accommodations/add', {
      facilityId: 4,
      body: { roomNumber: 'U900', accommodationTypeId: 10, facilityLocationId: 10 },
    });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    let unit = await call('GET', `/api/accommodations/${added.body.id}`, { facilityId: 4 });
    assert.equal(unit.body.iluStatus, 'Available');
    assert.equal(unit.body.beds.length, 0);
    unit = await call('POST', '/api/accommodations/edit', {
      facilityId: 4,
      body: {
        id: added.body.id,
        number: 'U900',
        facilityLocationId: 10,
        accommodationTypeId: 10,
        iluStatus: 'OutOfService',
        version: unit.body.version,
      },
    });
    assert.equal(unit.status, 200, JSON.stringify(unit.body));
    assert.equal(unit.body.iluStatus, 'OutOfService');
    const audit = await lastAudit('accommodation', added.body.id);
    assert.deepEqual(changesOf(audit?.details), [{ field: 'iluStatus', old: 'Available', new: 'OutOfService' }]);
    assert.equal((await call('DELETE', `/api/accommodations/${added.body.id}`, { facilityId: 4 })).status, 200);
  });
});

describe('demo out-of-service periods', () => {
  test('past, future and deleted periods leave their beds in service; the flagged beds are out of service', async () => {
    const periods = await db()
      .selectFrom('bed_out_of_service_periods')
      .select(['bed_id', 'start_date', 'end_date', 'is_deleted'])
      .where('facility_id', '=', 1)
      .execute();
    const oos = (await call('GET', '/api/accommodations/out-of-service-beds')).body as Array<{ bedId: number }>;
    const oosIds = new Set(oos.map((b) => b.bedId));
    const past = periods.find((p) => p.end_date !== null && p.end_date < today);
    const future = periods.find((p) => p.start_date > today);
    const deleted = periods.find((p) => p.is_deleted);
    assert.ok(past && future && deleted);
    for (const p of [past, future, deleted]) assert.ok(!oosIds.has(p.bed_id));
    assert.ok((await availableBedIds(71)).includes(deleted.bed_id), 'a deleted period does not take the bed out of service');
    const flagged = await db()
      .selectFrom('beds')
      .select('id')
      .where('facility_id', '=', 1)
      .where('is_out_of_service', '=', true)
      .execute();
    assert.ok(flagged.length > 0 && flagged.every((b) => oosIds.has(b.id)));
  });
});
