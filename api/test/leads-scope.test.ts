/**
 * Facility scope of the leads area, tried as facility.manager@demo.local (Bayside Gardens only): an id of
 * another facility's record, in the path, the query or the body, answers 404 and nothing is read or written.
 *
 * The defect that started this suite: POST leads with the `residentId` of a person known only to another facility
 * created a lead for them here, made their record (date of birth, sex, contacts...) readable through the new lead and
 * edited the other facility's record. The rule now: only a person this facility already knows (a residency here) can
 * be reused. For such a person the organisation's rules for readmission ("mark as enquiry") still decide, reading
 * their residencies in the other facilities (the named cross-facility operation `personHistory`) without exposing them.
 *
 * Why 404 and not a model-state refusal for a person known only elsewhere: the spec gives no message for it, and a
 * 400 naming the person would confirm to this facility that a record exists elsewhere; to this facility that person
 * does not exist, exactly as for any other id it cannot see. Bringing a person from another facility is a transfer
 * (POST residents/{id}/transfer, from the facility that knows them), not a new lead.
 *
 * Demo data (scale 1): Bayside Gardens (1) open leads 71-77, departed residents 61-70 (69 has a new lead); Carlton House
 * (2) leads 151-160 (residency id = resident id), tours 9-11 on its leads 152-154, locations 4-6.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { createTestContext, type TestContext } from './helpers';

process.env.MEDICARE_SIMULATOR_JOB = 'off';

let t: TestContext;
const today = melbourneToday();
before(async () => {
  t = await createTestContext({ today });
});
after(async () => {
  await t?.close();
});

const db = () => t.handle.db;
const FM = 'facility.manager@demo.local';

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { who?: string; body?: unknown; facilityId?: number; query?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    query: { ...(opts.query ?? {}), facilityId: String(opts.facilityId ?? 1) },
    headers: { ...(await t.authFor(opts.who ?? FM)), ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  let json: Record<string, unknown> | null = null;
  try {
    json = res.body ? res.json() : null;
  } catch {
    /* binary */
  }
  return { status: res.statusCode, json, body: res.body };
}

/** Everything the database holds about a person: their row, residencies, contacts (with relationships) and links. */
async function personSnapshot(residentId: number) {
  const q = async (query: ReturnType<typeof sql<Record<string, unknown>>>) => (await query.execute(db())).rows;
  return {
    person: await q(sql`select * from residents where id = ${residentId}`),
    residencies: await q(sql`select * from residencies where resident_id = ${residentId} order by id`),
    contacts:
      await q(sql`select c.*, array(select relationship_id from resident_contact_relationships r where r.contact_id = c.id order by 1) rels
      from resident_contacts c where resident_id = ${residentId} order by id`),
    sources: await q(sql`select * from resident_enquiry_sources where resident_id = ${residentId} order by 2`),
    religions: await q(sql`select * from resident_religions where resident_id = ${residentId} order by 2`),
    expected: await q(
      sql`select e.* from expected_anacc_classifications e join residencies r on r.id = e.residency_id where r.resident_id = ${residentId} order by e.id`,
    ),
  };
}
async function rowsOf(table: 'lead_tours' | 'beds' | 'residencies' | 'resident_contacts', id: number) {
  return (await sql`select * from ${sql.table(table)} where id = ${id}`.execute(db())).rows;
}
async function auditCount() {
  return (await sql<{ n: number }>`select count(*)::int as n from audit_log where action like 'leads.%'`.execute(db())).rows[0].n;
}

/** A person known only to Carlton House (2): one of its leads, with a contact, an enquiry source and an expected class. */
async function personOfCarltonHouse(): Promise<{ residentId: number; residencyId: number; contactId: number }> {
  const lead = await db()
    .selectFrom('residencies')
    .select(['id', 'resident_id'])
    .where('facility_id', '=', 2)
    .where('is_lead', '=', true)
    .where('is_archived', '=', false)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const others = await db()
    .selectFrom('residencies')
    .select('id')
    .where('resident_id', '=', lead.resident_id)
    .where('facility_id', '<>', 2)
    .execute();
  assert.equal(others.length, 0, 'the person is known to Carlton House only');
  let contact = await db()
    .selectFrom('resident_contacts')
    .select('id')
    .where('resident_id', '=', lead.resident_id)
    .executeTakeFirst();
  contact ??= await db()
    .insertInto('resident_contacts')
    .values({ resident_id: lead.resident_id, kind: 'Primary', first_name: 'Carla', last_name: 'Contact' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { residentId: lead.resident_id, residencyId: lead.id, contactId: contact.id };
}

/** A fresh lead of Bayside Gardens (1) through the API. */
async function newLead() {
  const res = await call('POST', '/api/leads', {
    body: {
      firstName: 'Scope',
      lastName: `Lead${Math.random().toString(36).slice(2, 7)}`,
      careType: 'Permanent',
      contactIsResident: true,
    },
  });
  assert.equal(res.status, 200, res.body);
  const lead = res.json!.lead as { residentId: number; residencyId: number };
  const r = await db().selectFrom('residencies').select('version').where('id', '=', lead.residencyId).executeTakeFirstOrThrow();
  return { ...lead, version: r.version };
}

describe('POST leads with the residentId of an existing person', () => {
  test('a person known only to another facility => 404: nothing created here, nothing of theirs readable, their record unchanged', async () => {
    const other = await personOfCarltonHouse();
    const before = await personSnapshot(other.residentId);
    const audits = await auditCount();
    const res = await call('POST', '/api/leads', {
      body: {
        residentId: other.residentId,
        firstName: 'Hijacked',
        lastName: 'Person',
        careType: 'Permanent',
        contactIsResident: true,
        dateOfBirth: '1930-01-01',
        sex: 'Female',
        enquirySources: [{ id: 1 }],
        religions: [{ id: 1 }],
        primaryContact: { firstName: 'Mallory', lastName: 'Outsider', phoneNumber: '0400 000 000' },
      },
    });
    assert.equal(res.status, 404, res.body);
    assert.deepEqual(Object.keys(res.json ?? {}), ['message']);
    assert.doesNotMatch(res.body, new RegExp(String(before.person[0]?.last_name)));
    assert.deepEqual(await personSnapshot(other.residentId), before);
    assert.equal(await auditCount(), audits);
    // and nothing of theirs is readable here
    assert.equal((await call('GET', `/api/leads/${other.residentId}`)).status, 404);
    assert.equal((await call('GET', `/api/accr/${other.residentId}`)).status, 404);
    // the same person, by `id` (the alias of residentId), and the other facility's residency in `residencyId`
    assert.equal(
      (
        await call('POST', '/api/leads', {
          body: { id: other.residentId, firstName: 'A', lastName: 'B', careType: 'Permanent', contactIsResident: true },
        })
      ).status,
      404,
    );
    assert.equal(
      (
        await call('POST', '/api/leads', {
          body: { residencyId: other.residencyId, firstName: 'A', lastName: 'B', careType: 'Permanent', contactIsResident: true },
        })
      ).status,
      404,
    );
    assert.deepEqual(await personSnapshot(other.residentId), before);
  });

  test('a person this facility knows (departed here) becomes an enquiry again; an open enquiry or a current stay here is refused', async () => {
    const departed = await db()
      .selectFrom('residencies')
      .select(['resident_id'])
      .where('facility_id', '=', 1)
      .where('departure_date_utc', 'is not', null)
      .where('is_lead', '=', false)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('residencies as o')
              .select('o.id')
              .whereRef('o.resident_id', '=', 'residencies.resident_id')
              .where('o.is_lead', '=', true),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const body = {
      residentId: departed.resident_id,
      firstName: 'Again',
      lastName: 'Enquiry',
      careType: 'Respite',
      contactIsResident: true,
      requestedAdmissionDateUtc: addDays(today, 7),
    };
    const res = await call('POST', '/api/leads', { body });
    assert.equal(res.status, 200, res.body);
    assert.equal((res.json!.lead as { residentId: number }).residentId, departed.resident_id);
    const lead = await call('GET', `/api/leads/${departed.resident_id}`);
    assert.equal(lead.json!.firstName, 'Again');
    assert.equal(lead.json!.hasPreviousResidency, true);
    const again = await call('POST', '/api/leads', { body });
    assert.equal(again.status, 400);
    assert.deepEqual((again.json!.modelState as Record<string, string[]>).residentId, [
      'The resident already has an open enquiry in this facility.',
    ]);
    const current = await db()
      .selectFrom('residencies')
      .select('resident_id')
      .where('facility_id', '=', 1)
      .where('is_lead', '=', false)
      .where('admission_date_utc', 'is not', null)
      .where('departure_date_utc', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const stay = await call('POST', '/api/leads', { body: { ...body, residentId: current.resident_id } });
    assert.equal(stay.status, 400);
    assert.deepEqual((stay.json!.modelState as Record<string, string[]>).residentId, [
      'Only a departed resident can be marked as an enquiry.',
    ]);
  });

  test('readmission follows the organisation: a person departed here but now a current resident of another facility is refused, without naming it', async () => {
    const departed = await db()
      .selectFrom('residencies')
      .select(['resident_id', 'care_type'])
      .where('facility_id', '=', 1)
      .where('departure_date_utc', 'is not', null)
      .where('is_lead', '=', false)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('residencies as o')
              .select('o.id')
              .whereRef('o.resident_id', '=', 'residencies.resident_id')
              .where('o.is_lead', '=', true),
          ),
        ),
      )
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // Moved to Carlton House after leaving Bayside Gardens (as a transfer of a departed resident would, then admitted there).
    await db()
      .insertInto('residencies')
      .values({
        resident_id: departed.resident_id,
        facility_id: 2,
        care_type: 'Permanent',
        is_lead: false,
        admission_date_utc: addDays(today, -10),
      })
      .execute();
    const before = await personSnapshot(departed.resident_id);
    const res = await call('POST', '/api/leads', {
      body: { residentId: departed.resident_id, firstName: 'X', lastName: 'Y', careType: 'Permanent', contactIsResident: true },
    });
    assert.equal(res.status, 400, res.body);
    assert.deepEqual(res.json!.modelState, { residentId: ['Only a departed resident can be marked as an enquiry.'] });
    assert.doesNotMatch(res.body, /Carlton/);
    assert.deepEqual(await personSnapshot(departed.resident_id), before);
  });
});

describe("another facility's ids in the path, the query and the body => 404, the other record unchanged", () => {
  test('lead (resident) and residency ids', async () => {
    const other = await personOfCarltonHouse();
    const before = await personSnapshot(other.residentId);
    const mine = await newLead();
    const mineBefore = await rowsOf('residencies', mine.residencyId);
    const ver = { version: 1 };
    for (const [method, url, body] of [
      ['GET', `/api/leads/${other.residentId}`, undefined],
      ['DELETE', `/api/leads/${other.residentId}`, undefined],
      ['PUT', `/api/leads/${other.residentId}/archive`, ver],
      ['PUT', `/api/leads/${other.residentId}/send-to-leads`, ver],
      ['PUT', `/api/leads/${other.residentId}/send-to-departed-list`, ver],
      ['POST', `/api/leads/${other.residentId}/mark-as-prospect`, ver],
      ['GET', `/api/leads/${other.residentId}/available-beds`, undefined],
      ['GET', `/api/leads/${other.residentId}/funding-estimate`, undefined],
      ['PUT', `/api/leads/${other.residentId}/expectedAnacc`, { anaccClass: 7 }],
      ['GET', `/api/accr/${other.residentId}`, undefined],
      ['PUT', `/api/residents/UpdateFromAccr/${other.residentId}`, ver],
      ['GET', `/api/tour/${other.residencyId}`, undefined],
      [
        'PUT',
        '/api/leads',
        {
          residentId: other.residentId,
          version: 1,
          firstName: 'Edited',
          lastName: 'Elsewhere',
          careType: 'Permanent',
          contactIsResident: true,
        },
      ],
      [
        'PUT',
        '/api/leads',
        {
          residentId: mine.residentId,
          residencyId: other.residencyId,
          version: mine.version,
          firstName: 'E',
          lastName: 'F',
          careType: 'Permanent',
          contactIsResident: true,
        },
      ],
      [
        'PUT',
        '/api/leads',
        {
          residentId: mine.residentId,
          id: other.residentId,
          version: mine.version,
          firstName: 'E',
          lastName: 'F',
          careType: 'Permanent',
          contactIsResident: true,
        },
      ],
      ['PUT', '/api/leads/lead-status', { residencyId: other.residencyId, status: 'Waiting' }],
      [
        'PUT',
        '/api/leads/lead-order',
        { currentResidencyId: other.residencyId, predecessorOrderNumber: null, successorOrderNumber: null, status: 'Enquiries' },
      ],
      [
        'PUT',
        '/api/leads/pre-admission-status',
        { residencyId: other.residencyId, isContractSigned: true, status: 'Enquiries', isDeceased: true },
      ],
      ['PUT', '/api/leads/preferred-facility-location', { residencyId: other.residencyId, preferredFacilityLocationId: 1 }],
      [
        'POST',
        '/api/tour/save',
        {
          residencyId: other.residencyId,
          tourFacilitatorUserId: 2,
          isCompleted: false,
          tourDateTime: `${addDays(today, 2)} 10:00:00`,
        },
      ],
      ['PUT', '/api/leads/admit/', { residentId: other.residentId, bedId: null, admissionDateUtc: today, careType: 'Permanent' }],
      [
        'PUT',
        '/api/leads/admit/',
        {
          residentId: mine.residentId,
          residencyId: other.residencyId,
          bedId: null,
          admissionDateUtc: today,
          careType: 'Permanent',
        },
      ],
    ] as const) {
      const res = await call(method, url, { body });
      assert.equal(res.status, 404, `${method} ${url} ${JSON.stringify(body ?? '')}: ${res.status} ${res.body}`);
      assert.deepEqual(Object.keys(res.json ?? {}), ['message'], `${method} ${url}`);
    }
    assert.deepEqual(await personSnapshot(other.residentId), before);
    assert.deepEqual(await rowsOf('residencies', mine.residencyId), mineBefore);
  });

  test("tour ids: another facility's tour in the path and in the body", async () => {
    const tour = await db()
      .selectFrom('lead_tours')
      .selectAll()
      .where('facility_id', '=', 2)
      .where('is_completed', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await rowsOf('lead_tours', tour.id);
    const mine = await newLead();
    assert.equal((await call('DELETE', `/api/tour/${tour.id}`)).status, 404);
    const save = await call('POST', '/api/tour/save', {
      body: {
        id: tour.id,
        residencyId: mine.residencyId,
        tourFacilitatorUserId: 2,
        isCompleted: true,
        tourDateTime: `${addDays(today, 2)} 10:00:00`,
        version: tour.version,
      },
    });
    assert.equal(save.status, 404, save.body);
    assert.deepEqual(await rowsOf('lead_tours', tour.id), before);
    // a facilitator who works only at another facility is that facility's user
    const role = await db()
      .selectFrom('roles')
      .select('id')
      .where('is_organisation_manager', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const elsewhere = await db()
      .insertInto('users')
      .values({
        organisation_id: 1,
        first_name: 'Carlton',
        last_name: 'Only',
        email: 'carlton.only@demo.local',
        role_id: role.id,
        password_hash: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('user_facilities').values({ user_id: elsewhere.id, facility_id: 2 }).execute();
    const book = await call('POST', '/api/tour/save', {
      body: {
        residencyId: mine.residencyId,
        tourFacilitatorUserId: elsewhere.id,
        isCompleted: false,
        tourDateTime: `${addDays(today, 2)} 10:00:00`,
      },
    });
    assert.equal(book.status, 404, book.body);
    assert.equal(
      (await db().selectFrom('lead_tours').select('id').where('residency_id', '=', mine.residencyId).execute()).length,
      0,
    );
  });

  test("bed ids: admitting into another facility's bed", async () => {
    const mine = await newLead();
    const bed = await db()
      .selectFrom('beds')
      .select('id')
      .where('facility_id', '=', 2)
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const beforeBed = await rowsOf('beds', bed.id);
    const beforeLead = await rowsOf('residencies', mine.residencyId);
    const res = await call('PUT', '/api/leads/admit/', {
      body: {
        residentId: mine.residentId,
        bedId: bed.id,
        admissionDateUtc: today,
        careType: 'Permanent',
        accommodationClass: 'Post01Nov2025',
        palliativeStatus: false,
      },
    });
    assert.equal(res.status, 404, res.body);
    assert.deepEqual(await rowsOf('beds', bed.id), beforeBed);
    assert.deepEqual(await rowsOf('residencies', mine.residencyId), beforeLead);
    assert.equal(
      (await db().selectFrom('residency_events').select('id').where('residency_id', '=', mine.residencyId).execute()).length,
      0,
    );
  });

  test("contact ids: another person's contact (another facility) in primaryContact.id", async () => {
    const other = await personOfCarltonHouse();
    const before = await rowsOf('resident_contacts', other.contactId);
    const mine = await newLead();
    const lead = (await call('GET', `/api/leads/${mine.residentId}`)).json!;
    const res = await call('PUT', '/api/leads', {
      body: {
        ...lead,
        primaryContact: { id: other.contactId, firstName: 'Over', lastName: 'Written', phoneNumber: '0499 999 999' },
      },
    });
    assert.equal(res.status, 404, res.body);
    assert.deepEqual(await rowsOf('resident_contacts', other.contactId), before);
    const created = await call('POST', '/api/leads', {
      body: {
        firstName: 'New',
        lastName: 'Person',
        careType: 'Permanent',
        contactIsResident: true,
        primaryContact: { id: other.contactId, firstName: 'Over', lastName: 'Written' },
      },
    });
    assert.equal(created.status, 404, created.body);
    assert.deepEqual(await rowsOf('resident_contacts', other.contactId), before);
  });

  test('location ids: in the board query and in the body', async () => {
    const mine = await newLead();
    const foreign = await db()
      .selectFrom('facility_locations')
      .select('id')
      .where('facility_id', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const url of ['/api/leads/dashboard/', '/api/leads/leads-report-excel']) {
      assert.equal((await call('GET', url, { query: { locationId: String(foreign.id) } })).status, 404, url);
    }
    assert.equal(
      (await call('GET', '/api/leads/dashboard/status/', { query: { status: 'Enquiries', locationId: String(foreign.id) } }))
        .status,
      404,
    );
    const before = await rowsOf('residencies', mine.residencyId);
    assert.equal(
      (
        await call('PUT', '/api/leads/preferred-facility-location', {
          body: { residencyId: mine.residencyId, preferredFacilityLocationId: foreign.id },
        })
      ).status,
      404,
    );
    assert.equal(
      (
        await call('POST', '/api/leads', {
          body: {
            firstName: 'A',
            lastName: 'B',
            careType: 'Permanent',
            contactIsResident: true,
            preferredFacilityLocationId: foreign.id,
          },
        })
      ).status,
      404,
    );
    assert.deepEqual(await rowsOf('residencies', mine.residencyId), before);
  });
});

describe('a lead transferred from another facility keeps what belongs to it (read through the lead, not the row facility)', () => {
  test('its tour and expected AN-ACC class are shown, edited and deleted in its new facility; nothing answers 5xx', async () => {
    const MANAGER = 'manager@demo.local'; // both facilities
    const mine = await newLead();
    const tourDateTime = `${addDays(today, 2)} 10:00:00`;
    const booked = await call('POST', '/api/tour/save', {
      who: MANAGER,
      body: { residencyId: mine.residencyId, tourFacilitatorUserId: 1, isCompleted: false, tourDateTime },
    });
    assert.equal(booked.status, 200, booked.body);
    assert.equal(
      (await call('PUT', `/api/leads/${mine.residentId}/expectedAnacc`, { who: MANAGER, body: { anaccClass: 7 } })).status,
      200,
    );
    const moved = await call('POST', `/api/residents/${mine.residentId}/transfer`, {
      who: MANAGER,
      body: { transferType: 'Lead', toFacilityId: 2 },
    });
    assert.equal(moved.status, 200, moved.body);
    const there = { who: MANAGER, facilityId: 2 };
    const tour = await call('GET', `/api/tour/${mine.residencyId}`, there);
    assert.equal(tour.json!.id, booked.json!.id);
    assert.equal((await call('GET', `/api/leads/${mine.residentId}/funding-estimate`, there)).json!.anaccClass, 7);
    const second = await call('POST', '/api/tour/save', {
      ...there,
      body: { residencyId: mine.residencyId, tourFacilitatorUserId: 1, isCompleted: false, tourDateTime },
    });
    assert.deepEqual(second.json!.modelState, { id: ['The lead already has a tour.'] });
    const edited = await call('POST', '/api/tour/save', {
      ...there,
      body: {
        id: tour.json!.id,
        residencyId: mine.residencyId,
        tourFacilitatorUserId: 1,
        isCompleted: false,
        tourDateTime: `${addDays(today, 3)} 11:00:00`,
        version: tour.json!.version,
      },
    });
    assert.equal(edited.status, 200, edited.body);
    assert.equal((await call('DELETE', `/api/tour/${tour.json!.id}`, there)).status, 200);
    // and the facility it left sees none of it
    assert.equal((await call('GET', `/api/tour/${mine.residencyId}`, { who: MANAGER })).status, 404);
    assert.equal((await call('DELETE', `/api/leads/${mine.residentId}`, there)).status, 200);
  });
});
