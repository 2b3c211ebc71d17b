/**
 * Independent-living enquiries on a real database (seed 002 §3 "Enquiry", §5, §7): create, read, save, add a person,
 * delete, transfer, mark a departed resident as a new ILU enquiry, the allocation lists and the organisation's own
 * enquiry sources, with their refusals: bad input (400 with the field and the exact message), another facility's ids
 * (404, nothing written), stale versions (409), and the permissions of an enquiry (leads) and of an admitted allocation
 * (residents).
 *
 * Demo data (Riverside Village, facility 4, scale 1; src/demo/generate.ts): allocations 1-30 admitted (allocation 1:
 * resident 241; 2: residents 242, 243), 31-44 open enquiries (31: residents 281, 282; 32: 283 with unit and deposit;
 * 33: 284; 34: 285; 35: 286; 37: 289; 41: 293, 294). Facilities 1-3 are aged care.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { ILU_FIELD_MESSAGES as M } from 'shared-domain/ilu/messages';
import { DEBTOR_ID_EXISTS } from 'shared-domain/messages';
import { MARK_AS_ENQUIRY_MESSAGES } from 'shared-domain/resident-record';
import { STAY_FIELD_MESSAGES } from 'shared-domain/stay';
import { CC_EMAIL_INVALID_MESSAGE } from 'shared-domain/validation';
import { createTestContext, type TestContext } from './helpers';
import { changedTables, fingerprint, tableNames } from './security-request';

process.env.MEDICARE_SIMULATOR_JOB = 'off';

let t: TestContext;
let tables: string[];
const today = melbourneToday();
const db = () => t.handle.db;
const MANAGER = 'manager@demo.local';
/** Leads and residents view only (the finance staff role): every write refused. */
const VIEW_ONLY = 'finance@demo.local';
/** Test users of Riverside Village: leads details only, or residents details only (view and modify). */
const LEADS_ONLY = 'ilu.leads-only@test.local';
const RESIDENTS_ONLY = 'ilu.residents-only@test.local';
/** A second independent-living facility of the organisation (created below) and another organisation's. */
let otherVillage = 0;
let foreignFacility = 0;

before(async () => {
  t = await createTestContext({ today });
  for (const [email, code] of [
    [LEADS_ONLY, 101],
    [RESIDENTS_ONLY, 201],
  ] as const) {
    const role = await db()
      .insertInto('roles')
      .values({ organisation_id: 1, name: `ILU test ${code}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('role_permissions')
      .values({ role_id: role.id, permission_code: code, can_view: true, can_modify: true, can_remove: false, can_action: false })
      .execute();
    const user = await db()
      .insertInto('users')
      .values({ organisation_id: 1, role_id: role.id, email, first_name: 'Ilu', last_name: `Test${code}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('user_facilities').values({ user_id: user.id, facility_id: 4 }).execute();
  }
  otherVillage = (
    await db()
      .insertInto('facilities')
      .values({ organisation_id: 1, name: 'Hillside Village', facility_type: 'IndependentLiving' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const org = await db()
    .insertInto('organisations')
    .values({ name: 'Other Living Group' })
    .returning('id')
    .executeTakeFirstOrThrow();
  foreignFacility = (
    await db()
      .insertInto('facilities')
      .values({ organisation_id: org.id, name: 'Elsewhere Village', facility_type: 'IndependentLiving' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db().insertInto('enquiry_sources').values({ name: 'Other group referral', added_by_organisation_id: org.id }).execute();
  // The signing key first: the fingerprints must not see it being written.
  await t.tokenFor(MANAGER);
  tables = await tableNames(db());
});
after(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { who?: string; body?: unknown; facilityId?: number; query?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await t.app.inject({
    method,
    url,
    query: { ...(opts.query ?? {}), facilityId: String(opts.facilityId ?? 4) },
    headers: {
      ...(await t.authFor(opts.who ?? MANAGER)),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.statusCode, json: res.body ? res.json() : null };
}

/** Runs `fn` and checks that nothing was written (every table's fingerprint unchanged). */
async function nothingWritten(fn: () => Promise<void>): Promise<void> {
  const before = await fingerprint(db(), tables);
  await fn();
  assert.deepEqual(changedTables(before, await fingerprint(db(), tables)), []);
}

const allocation = (id: number) =>
  db().selectFrom('independent_living_allocations').selectAll().where('id', '=', id).executeTakeFirst();
const residenciesOf = (allocationId: number) =>
  db().selectFrom('residencies').selectAll().where('independent_living_allocation_id', '=', allocationId).orderBy('id').execute();
const places = (allocationId: number) =>
  db()
    .selectFrom('ilu_allocation_residents')
    .select(['resident_id', 'position'])
    .where('independent_living_allocation_id', '=', allocationId)
    .orderBy('position')
    .execute();
const person = (id: number) => db().selectFrom('residents').selectAll().where('id', '=', id).executeTakeFirst();
const versionOf = async (id: number) => (await allocation(id))!.version;
async function auditRows(action: string, entity: string, entityId: number) {
  return db()
    .selectFrom('audit_log')
    .select(['details'])
    .where('action', '=', action)
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .execute();
}

/** A new enquiry of Riverside Village through the API. */
async function newEnquiry(body: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/enquiries', {
    body: { prospect1: { firstName: 'Test', lastName: `Prospect${Math.random().toString(36).slice(2, 7)}` }, ...body },
  });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json as { enquiryId: number; residentIds: number[] };
}

/** An allocation of another facility (Carlton House) with a person there. */
async function otherFacilityAllocation() {
  const a = await db()
    .insertInto('independent_living_allocations')
    .values({ facility_id: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return a.id;
}
const otherFacilityResident = async () =>
  (
    await db()
      .selectFrom('residencies')
      .select('resident_id')
      .where('facility_id', '=', 2)
      .where('is_lead', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).resident_id;

// ---------------------------------------------------------------------------------------------------------------------

describe('POST enquiries', () => {
  test("two prospects, the other contact (also prospect 1's primary contact), a listed and a new enquiry source", async () => {
    const res = await call('POST', '/api/enquiries', {
      body: {
        prospect1: {
          firstName: ' Alma ',
          lastName: 'Reyes',
          dateOfBirth: '1948-03-02',
          email: 'alma@example.com',
          phoneNumber: '0411',
        },
        prospect2: { firstName: 'Luis', lastName: 'Reyes' },
        primaryContact: 'other',
        contactFirstName: 'Maria',
        contactLastName: 'Reyes',
        contactEmail: 'maria@example.com',
        contactPhoneNumber: '0422 222 222',
        enquirySources: [
          { id: 1, name: 'My Aged Care' },
          { id: 'new_Village fair', name: 'Village fair' },
        ],
        requestedAdmissionDateUtc: addDays(today, 30),
        accessibilityRequirement: 'Ground floor unit',
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const { enquiryId, residentIds } = res.json;
    assert.equal(residentIds.length, 2);
    const a = (await allocation(enquiryId))!;
    assert.equal(a.facility_id, 4);
    assert.equal(a.occupied_date, null);
    assert.deepEqual(
      [a.primary_contact, a.contact_first_name, a.contact_last_name, a.contact_email, a.contact_phone_number],
      ['other', 'Maria', 'Reyes', 'maria@example.com', '0422 222 222'],
    );
    assert.equal(a.accessibility_requirement, 'Ground floor unit');
    const rs = await residenciesOf(enquiryId);
    assert.deepEqual(
      rs.map((r) => [r.resident_id, r.care_type, r.is_lead, r.facility_id, r.requested_admission_date]),
      residentIds.map((id: number) => [id, 'ILU', true, 4, addDays(today, 30)]),
    );
    assert.deepEqual(await places(enquiryId), [
      { resident_id: residentIds[0], position: 1 },
      { resident_id: residentIds[1], position: 2 },
    ]);
    const alma = (await person(residentIds[0]))!;
    assert.deepEqual(
      [alma.first_name, alma.date_of_birth, alma.email, alma.organisation_id],
      ['Alma', '1948-03-02', 'alma@example.com', 1],
    );
    const contacts = await db().selectFrom('resident_contacts').selectAll().where('resident_id', 'in', residentIds).execute();
    assert.deepEqual(
      contacts.map((c) => [c.resident_id, c.kind, c.first_name, c.last_name, c.email, c.phone_number]),
      [[residentIds[0], 'Primary', 'Maria', 'Reyes', 'maria@example.com', '0422 222 222']],
    );
    const fair = await db().selectFrom('enquiry_sources').selectAll().where('name', '=', 'Village fair').execute();
    assert.equal(fair.length, 1);
    assert.equal(fair[0].added_by_organisation_id, 1);
    for (const id of residentIds) {
      const links = await db()
        .selectFrom('resident_enquiry_sources')
        .select('enquiry_source_id')
        .where('resident_id', '=', id)
        .execute();
      assert.deepEqual(
        links.map((l) => l.enquiry_source_id).sort((x, y) => x - y),
        [1, fair[0].id],
      );
    }
    assert.equal((await auditRows('ilu.enquiry.create', 'allocation', enquiryId)).length, 1);

    // The same new name typed again, in other capitals, is the organisation's source already.
    await newEnquiry({ enquirySources: [{ id: 'new_village FAIR', name: 'village FAIR' }] });
    assert.equal(
      (
        await db()
          .selectFrom('enquiry_sources')
          .select('id')
          .where(sql`lower(name)`, '=', 'village fair')
          .execute()
      ).length,
      1,
    );

    // The dashboard lists the new enquiry.
    const dash = await call('GET', '/api/ilu-dashboard');
    assert.ok(
      dash.json.iluFacilityStatistics.iluEnquiryInfo.enquiryDetails.some(
        (e: { independentLivingAllocationId: number }) => e.independentLivingAllocationId === enquiryId,
      ),
    );
  });

  test('primary contact rules: contact details kept only for "other"; prospect 2 without a prospect 2 resets', async () => {
    const p1 = await newEnquiry({
      primaryContact: 'prospect1',
      contactFirstName: 'Not',
      contactLastName: 'Kept',
      contactEmail: 'x@example.com',
    });
    const a1 = (await allocation(p1.enquiryId))!;
    assert.deepEqual(
      [a1.primary_contact, a1.contact_first_name, a1.contact_last_name, a1.contact_email],
      ['prospect1', null, null, null],
    );
    assert.equal(
      (await db().selectFrom('resident_contacts').select('id').where('resident_id', '=', p1.residentIds[0]).execute()).length,
      0,
    );
    const p2 = await newEnquiry({ primaryContact: 'prospect2' });
    assert.equal((await allocation(p2.enquiryId))!.primary_contact, null);
  });

  test('bad input => 400 with the field and the message, nothing written', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ prospect1: { firstName: ' ', lastName: 'X' } }, 'prospect1.firstName', M.prospectFirstNameRequired],
      [{ prospect1: { firstName: 'X', lastName: '' } }, 'prospect1.lastName', M.prospectLastNameRequired],
      [
        { prospect1: { firstName: 'X', lastName: 'Y' }, prospect2: { firstName: 'Z', lastName: ' ' } },
        'prospect2.lastName',
        M.prospectLastNameRequired,
      ],
      [{ prospect1: { firstName: 'X', lastName: 'Y', email: 'not-an-email' } }, 'prospect1.email', M.emailInvalid],
      [
        { prospect1: { firstName: 'X', lastName: 'Y' }, primaryContact: 'other', contactLastName: 'Z' },
        'contactFirstName',
        M.contactFirstNameRequired,
      ],
      [
        { prospect1: { firstName: 'X', lastName: 'Y' }, primaryContact: 'other', contactFirstName: 'Z' },
        'contactLastName',
        M.contactLastNameRequired,
      ],
      [
        {
          prospect1: { firstName: 'X', lastName: 'Y' },
          primaryContact: 'other',
          contactFirstName: 'Z',
          contactLastName: 'Z',
          contactEmail: 'nope',
        },
        'contactEmail',
        M.emailInvalid,
      ],
      [{ prospect1: { firstName: 'X', lastName: 'Y' }, primaryContact: 'someone' }, 'primaryContact', M.primaryContactRequired],
      [
        { prospect1: { firstName: 'X', lastName: 'Y' }, enquirySources: [{ id: 999, name: 'Nowhere' }] },
        'enquirySources',
        M.enquirySourceUnknown,
      ],
      [
        { prospect1: { firstName: 'X', lastName: 'Y' }, enquirySources: [{ id: 'new_ ', name: 'Blank' }] },
        'enquirySources',
        M.enquirySourceUnknown,
      ],
      [
        { prospect1: { firstName: 'X', lastName: 'Y' }, enquirySources: [{ id: 1, name: ' ' }] },
        'enquirySources',
        'The name field is required.',
      ],
    ];
    // Another organisation's own source is not one this organisation knows.
    const foreignSource = (
      await db().selectFrom('enquiry_sources').select('id').where('name', '=', 'Other group referral').executeTakeFirstOrThrow()
    ).id;
    cases.push([
      { prospect1: { firstName: 'X', lastName: 'Y' }, enquirySources: [{ id: foreignSource, name: 'x' }] },
      'enquirySources',
      M.enquirySourceUnknown,
    ]);
    await nothingWritten(async () => {
      for (const [body, field, message] of cases) {
        const res = await call('POST', '/api/enquiries', { body });
        assert.equal(res.status, 400, `${field}: ${JSON.stringify(res.json)}`);
        assert.deepEqual(res.json.modelState[field], [message], `${field}: ${JSON.stringify(res.json)}`);
      }
    });
  });

  test("a known person: another facility's => 404; one with an open enquiry here => 400; a departed resident => a new enquiry", async () => {
    const foreign = await otherFacilityResident();
    await nothingWritten(async () => {
      const res = await call('POST', '/api/enquiries', {
        body: { prospect1: { residentId: foreign, firstName: 'X', lastName: 'Y' } },
      });
      assert.equal(res.status, 404);
      const second = await call('POST', '/api/enquiries', {
        body: { prospect1: { firstName: 'X', lastName: 'Y' }, prospect2: { residentId: foreign, firstName: 'X', lastName: 'Y' } },
      });
      assert.equal(second.status, 404);
      const open = await call('POST', '/api/enquiries', {
        body: { prospect1: { residentId: 284, firstName: 'X', lastName: 'Y' } },
      });
      assert.equal(open.status, 400);
      assert.deepEqual(open.json.modelState['prospect1.residentId'], [MARK_AS_ENQUIRY_MESSAGES.openEnquiry]);
      const current = await call('POST', '/api/enquiries', {
        body: { prospect1: { residentId: 241, firstName: 'X', lastName: 'Y' } },
      });
      assert.equal(current.status, 400);
      assert.deepEqual(current.json.modelState['prospect1.residentId'], [MARK_AS_ENQUIRY_MESSAGES.notDeparted]);
    });
  });
});

describe('GET enquiries/{id}', () => {
  test('an enquiry: its people, labels, contact and the unit with its brief note', async () => {
    await db()
      .insertInto('accommodation_financial_events')
      .values({ facility_id: 4, accommodation_id: 272, independent_living_allocation_id: 32, deposit_paid_date: today })
      .execute();
    const res = await call('GET', '/api/enquiries/32');
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const e = res.json;
    assert.equal(e.enquiryId, 32);
    assert.equal(e.facilityType, 'IndependentLiving');
    assert.equal(e.occupiedDate, null);
    assert.deepEqual(
      e.residents.map((r: { residentId: number; displayLabel: string; isAdmitted: boolean }) => [
        r.residentId,
        r.displayLabel,
        r.isAdmitted,
      ]),
      [[283, 'Enquiry', false]],
    );
    assert.deepEqual(
      { unitNumber: e.assignedUnit.unitNumber, briefNotes: e.assignedUnit.briefNotes, unitType: typeof e.assignedUnit.unitType },
      { unitNumber: 'U032', briefNotes: 'Deposit paid', unitType: 'string' },
    );
    const two = await call('GET', '/api/enquiries/31', { query: { residentId: '282' } });
    assert.deepEqual(
      two.json.residents.map((r: { residentId: number }) => r.residentId),
      [281, 282],
    );
  });

  test('an admitted allocation: its residents labelled Resident', async () => {
    const res = await call('GET', '/api/enquiries/2');
    assert.equal(res.status, 200);
    assert.ok(res.json.occupiedDate);
    assert.deepEqual(
      res.json.residents.map((r: { displayLabel: string }) => r.displayLabel),
      ['Resident', 'Resident'],
    );
    assert.equal(res.json.assignedUnit.iluStatus, 'Occupied');
  });

  test("another facility's allocation, or a person not of the allocation => 404", async () => {
    const other = await otherFacilityAllocation();
    assert.equal((await call('GET', `/api/enquiries/${other}`)).status, 404);
    assert.equal((await call('GET', '/api/enquiries/999999')).status, 404);
    assert.equal((await call('GET', '/api/enquiries/31', { query: { residentId: '284' } })).status, 404);
    assert.equal(
      (await call('GET', '/api/enquiries/31', { query: { residentId: String(await otherFacilityResident()) } })).status,
      404,
    );
  });

  test('a departed allocation: answered in both modes; its departed people listed in departed mode only', async () => {
    // Allocation 4 (residents 245, 246): 246 departs, the unit stays (not vacating).
    const depart = await call('POST', '/api/residents/246/depart-ilu/false', {
      body: { departureDateUtc: addDays(today, -2), departureReason: 'Deceased' },
    });
    assert.equal(depart.status, 200, JSON.stringify(depart.json));
    const current = await call('GET', '/api/enquiries/4', { query: { viewDepartedMode: 'false' } });
    assert.equal(current.status, 200);
    assert.deepEqual(
      current.json.residents.map((r: { residentId: number }) => r.residentId),
      [245],
    );
    const departed = await call('GET', '/api/enquiries/4', { query: { viewDepartedMode: 'true' } });
    assert.deepEqual(
      departed.json.residents.map((r: { residentId: number; displayLabel: string }) => [r.residentId, r.displayLabel]),
      [
        [245, 'Resident'],
        [246, 'Departed'],
      ],
    );
    const selected = await call('GET', '/api/enquiries/4', { query: { residentId: '246' } });
    assert.deepEqual(
      selected.json.residents.map((r: { residentId: number }) => r.residentId),
      [245, 246],
    );
  });
});

describe("permissions: an enquiry is the leads area's, an admitted allocation the residents area's", () => {
  test('GET: leadsDetails for an enquiry, residentsDetails for an admitted allocation (the guard reads the allocation)', async () => {
    assert.equal((await call('GET', '/api/enquiries/31', { who: LEADS_ONLY })).status, 200);
    assert.equal((await call('GET', '/api/enquiries/1', { who: LEADS_ONLY })).status, 403);
    assert.equal((await call('GET', '/api/enquiries/31', { who: RESIDENTS_ONLY })).status, 403);
    assert.equal((await call('GET', '/api/enquiries/1', { who: RESIDENTS_ONLY })).status, 200);
    // An id the facility cannot see is not an enquiry: the main permission applies, then the route answers 404.
    assert.equal((await call('GET', '/api/enquiries/999999', { who: RESIDENTS_ONLY })).status, 404);
    assert.equal((await call('GET', '/api/enquiries/999999', { who: LEADS_ONLY })).status, 403);
  });

  test("PUT: the body's enquiry chooses the same way", async () => {
    const body = (enquiryId: number, residentId: number, version: number) => ({
      enquiryId,
      version,
      residents: [{ residentId, firstName: 'Perm', lastName: 'Check' }],
    });
    assert.equal(
      (await call('PUT', '/api/enquiries', { who: RESIDENTS_ONLY, body: body(34, 285, await versionOf(34)) })).status,
      403,
    );
    assert.equal(
      (await call('PUT', '/api/enquiries', { who: LEADS_ONLY, body: body(34, 285, await versionOf(34)) })).status,
      200,
    );
    assert.equal((await call('PUT', '/api/enquiries', { who: LEADS_ONLY, body: body(1, 241, await versionOf(1)) })).status, 403);
    assert.equal(
      (await call('PUT', '/api/enquiries', { who: RESIDENTS_ONLY, body: body(1, 241, await versionOf(1)) })).status,
      200,
    );
  });

  test('a view-only user (leads and residents view) => 403 on every write, nothing written', async () => {
    await nothingWritten(async () => {
      for (const [method, url, body] of [
        ['POST', '/api/enquiries', { prospect1: { firstName: 'X', lastName: 'Y' } }],
        ['PUT', '/api/enquiries', { enquiryId: 35, version: 1, residents: [{ residentId: 286, firstName: 'X', lastName: 'Y' }] }],
        ['POST', '/api/enquiries/add-resident', { enquiryId: 35, version: 1, prospect: { firstName: 'X', lastName: 'Y' } }],
        [
          'POST',
          '/api/enquiries/transfer-enquiry',
          { enquiryId: 35, version: 1, transferType: 'Lead', residentIds: [286], toFacilityId: 1 },
        ],
        ['DELETE', '/api/enquiries/35', undefined],
      ] as const) {
        const res = await call(method, url, { who: VIEW_ONLY, body, query: method === 'DELETE' ? { version: '1' } : {} });
        assert.equal(res.status, 403, `${method} ${url}`);
      }
      assert.equal((await call('GET', '/api/enquiries/35', { who: VIEW_ONLY })).status, 200);
    });
  });

  test('an aged-care facility => 404 (independent living only)', async () => {
    assert.equal((await call('GET', '/api/enquiries/31', { facilityId: 1 })).status, 404);
    assert.equal((await call('GET', '/api/allocations', { facilityId: 1 })).status, 404);
  });
});

describe('PUT enquiries', () => {
  test('the people, the bill payer, the contact and the accessibility requirement; version checked', async () => {
    const { enquiryId, residentIds } = await newEnquiry({ prospect2: { firstName: 'Second', lastName: 'Person' } });
    const [p1, p2] = residentIds;
    const version = await versionOf(enquiryId);
    const res = await call('PUT', '/api/enquiries', {
      body: {
        enquiryId,
        version,
        residents: [
          {
            residentId: p1,
            firstName: 'Edna',
            lastName: 'Moss',
            dateOfBirth: '1940-01-31',
            email: 'edna@example.com',
            phoneNumber: '0499',
            requestedAdmissionDateUtc: addDays(today, 14),
            enquirySources: [
              { id: 2, name: 'Hospital referral' },
              { id: 'new_Letterbox drop', name: 'Letterbox drop' },
            ],
            billPayerType: 'PrimaryContact',
            ccEmail: 'a@example.com, b@example.com',
            debtor: 'ILU-D-1',
          },
          { residentId: p2, firstName: 'Ed', lastName: 'Moss' },
        ],
        primaryContact: 'other',
        contactFirstName: 'Nora',
        contactLastName: 'Moss',
        accessibilityRequirement: 'Wheelchair access',
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.version, version + 1);
    const [r1, r2] = res.json.residents;
    assert.deepEqual(
      [
        r1.firstName,
        r1.dateOfBirth,
        r1.email,
        r1.phoneNumber,
        r1.requestedAdmissionDateUtc,
        r1.billPayerType,
        r1.billPayerDetail.ccEmail,
        r1.debtor,
      ],
      [
        'Edna',
        '1940-01-31',
        'edna@example.com',
        '0499',
        addDays(today, 14),
        'PrimaryContact',
        'a@example.com;b@example.com',
        'ILU-D-1',
      ],
    );
    assert.deepEqual(
      r1.enquirySources.map((s: { name: string }) => s.name),
      ['Hospital referral', 'Letterbox drop'],
    );
    assert.deepEqual(
      [r1.primaryContact.firstName, r1.primaryContact.lastName, r1.primaryContact.isBillPayer],
      ['Nora', 'Moss', true],
    );
    assert.equal(r2.firstName, 'Ed');
    assert.deepEqual(
      [res.json.primaryContact, res.json.contactFirstName, res.json.accessibilityRequirement],
      ['other', 'Nora', 'Wheelchair access'],
    );
    assert.equal((await auditRows('ilu.enquiry.update', 'allocation', enquiryId)).length, 1);
    assert.equal((await auditRows('ilu.enquiry.update', 'resident', p1)).length, 1);

    // Stale => 409, nothing written.
    await nothingWritten(async () => {
      const stale = await call('PUT', '/api/enquiries', {
        body: { enquiryId, version, residents: [{ residentId: p1, firstName: 'X', lastName: 'Y' }] },
      });
      assert.equal(stale.status, 409);
    });

    // The primary contact back to prospect 1: the allocation's contact details are cleared (the person's contact stays).
    const back = await call('PUT', '/api/enquiries', {
      body: {
        enquiryId,
        version: version + 1,
        residents: [{ residentId: p2, firstName: 'Ed', lastName: 'Moss' }],
        primaryContact: 'prospect1',
      },
    });
    assert.equal(back.status, 200, JSON.stringify(back.json));
    assert.deepEqual(
      [back.json.primaryContact, back.json.contactFirstName, back.json.contactLastName],
      ['prospect1', null, null],
    );
    assert.equal(back.json.residents[0].firstName, 'Edna');
  });

  test('refusals: debtor taken, bad CC email, bill payer without contact, names, a person listed twice', async () => {
    const { enquiryId, residentIds } = await newEnquiry();
    const [p1] = residentIds;
    await db().updateTable('residents').set({ debtor: 'TAKEN-1' }).where('id', '=', 241).execute();
    const version = await versionOf(enquiryId);
    const resident = (extra: Record<string, unknown>) => ({ residentId: p1, firstName: 'A', lastName: 'B', ...extra });
    const cases: Array<[unknown[], Record<string, unknown>, string, string]> = [
      [[resident({ debtor: 'taken-1' })], {}, 'debtor', DEBTOR_ID_EXISTS],
      [[resident({ ccEmail: 'a@example.com, nope' })], {}, 'residents[0].ccEmail', CC_EMAIL_INVALID_MESSAGE],
      [
        [resident({ billPayerType: 'SecondaryContact' })],
        {},
        'residents[0].billPayerType',
        "The bill payer must be one of the resident's contacts.",
      ],
      [[resident({ firstName: ' ' })], {}, 'residents[0].firstName', M.prospectFirstNameRequired],
      [[resident({ email: 'x' })], {}, 'residents[0].email', M.emailInvalid],
      [[resident({}), resident({})], {}, 'residents[1].residentId', M.residentListedTwice],
      [[resident({})], { primaryContact: 'other' }, 'contactFirstName', M.contactFirstNameRequired],
      [[resident({ enquirySources: [{ id: 999, name: 'x' }] })], {}, 'residents[0].enquirySources', M.enquirySourceUnknown],
    ];
    await nothingWritten(async () => {
      for (const [residents, extra, field, message] of cases) {
        const res = await call('PUT', '/api/enquiries', { body: { enquiryId, version, residents, ...extra } });
        assert.equal(res.status, 400, `${field}: ${JSON.stringify(res.json)}`);
        assert.ok(res.json.modelState[field]?.includes(message), `${field}: ${JSON.stringify(res.json)}`);
      }
    });
  });

  test("a person not of the allocation, another facility's allocation or person => 404, nothing written", async () => {
    const version = await versionOf(37);
    const other = await otherFacilityAllocation();
    const foreign = await otherFacilityResident();
    await nothingWritten(async () => {
      for (const body of [
        { enquiryId: 37, version, residents: [{ residentId: 284, firstName: 'X', lastName: 'Y' }] },
        { enquiryId: 37, version, residents: [{ residentId: foreign, firstName: 'X', lastName: 'Y' }] },
        { enquiryId: other, version: 1, residents: [{ residentId: 289, firstName: 'X', lastName: 'Y' }] },
      ]) {
        const res = await call('PUT', '/api/enquiries', { body });
        assert.equal(res.status, 404, JSON.stringify(body));
      }
    });
  });
});

describe('POST enquiries/add-resident', () => {
  test('the second person (a lead at position 2); a third => 400; stale => 409', async () => {
    const { enquiryId, residentIds } = await newEnquiry({ requestedAdmissionDateUtc: addDays(today, 9) });
    const version = await versionOf(enquiryId);
    const other = await otherFacilityAllocation();
    await nothingWritten(async () => {
      const stale = await call('POST', '/api/enquiries/add-resident', {
        body: { enquiryId, version: version + 5, prospect: { firstName: 'X', lastName: 'Y' } },
      });
      assert.equal(stale.status, 409);
      const blank = await call('POST', '/api/enquiries/add-resident', {
        body: { enquiryId, version, prospect: { firstName: 'X', lastName: '' } },
      });
      assert.deepEqual(blank.json.modelState['prospect.lastName'], [M.prospectLastNameRequired]);
      const foreign = await call('POST', '/api/enquiries/add-resident', {
        body: { enquiryId: other, version: 1, prospect: { firstName: 'X', lastName: 'Y' } },
      });
      assert.equal(foreign.status, 404);
    });
    const res = await call('POST', '/api/enquiries/add-resident', {
      body: { enquiryId, version, prospect: { firstName: 'Partner', lastName: 'Person', dateOfBirth: '1950-05-05' } },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const added = res.json.result;
    assert.deepEqual(await places(enquiryId), [
      { resident_id: residentIds[0], position: 1 },
      { resident_id: added, position: 2 },
    ]);
    const rs = await residenciesOf(enquiryId);
    assert.deepEqual(rs.map((r) => [r.resident_id, r.care_type, r.is_lead, r.requested_admission_date]).at(-1), [
      added,
      'ILU',
      true,
      addDays(today, 9),
    ]);
    const full = await call('POST', '/api/enquiries/add-resident', {
      body: { enquiryId, version: version + 1, prospect: { firstName: 'Third', lastName: 'Person' } },
    });
    assert.equal(full.status, 400);
    assert.deepEqual(full.json.modelState.enquiryId, [M.enquiryFull]);
  });
});

describe('DELETE enquiries/{id}', () => {
  test('an enquiry goes with its leads, places, tours and the people nothing else refers to', async () => {
    const { enquiryId, residentIds } = await newEnquiry({ prospect2: { firstName: 'Also', lastName: 'Gone' } });
    await db()
      .insertInto('ilu_tours')
      .values({ independent_living_allocation_id: enquiryId, tour_date_time: new Date() })
      .execute();
    const version = await versionOf(enquiryId);
    const other = await otherFacilityAllocation();
    await nothingWritten(async () => {
      assert.equal(
        (await call('DELETE', `/api/enquiries/${enquiryId}`, { query: { version: String(version + 1) } })).status,
        409,
      );
      assert.equal((await call('DELETE', `/api/enquiries/${other}`, { query: { version: '1' } })).status, 404);
    });
    const res = await call('DELETE', `/api/enquiries/${enquiryId}`, { query: { version: String(version) } });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.deepEqual(res.json, { enquiryId, deleted: true, removedResidentIds: residentIds });
    assert.equal(await allocation(enquiryId), undefined);
    assert.deepEqual(await residenciesOf(enquiryId), []);
    assert.equal(
      (await db().selectFrom('ilu_tours').select('id').where('independent_living_allocation_id', '=', enquiryId).execute())
        .length,
      0,
    );
    for (const id of residentIds) assert.equal(await person(id), undefined);
    assert.equal((await auditRows('ilu.enquiry.delete', 'allocation', enquiryId)).length, 1);
  });

  test('a person known elsewhere stays; an admitted allocation is refused', async () => {
    // Demo enquiry 33's person, also given a departed stay here, stays when the enquiry goes.
    await db()
      .insertInto('residencies')
      .values({
        resident_id: 284,
        facility_id: 4,
        care_type: 'ILU',
        is_lead: false,
        admission_date_utc: '2019-01-01',
        departure_date_utc: '2020-01-01',
      })
      .execute();
    const res = await call('DELETE', '/api/enquiries/33', { query: { version: String(await versionOf(33)) } });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.deepEqual(res.json.removedResidentIds, []);
    assert.ok(await person(284));
    await nothingWritten(async () => {
      const admitted = await call('DELETE', '/api/enquiries/1', { query: { version: String(await versionOf(1)) } });
      assert.equal(admitted.status, 400);
      assert.deepEqual(admitted.json.modelState.id, [M.enquiryAdmitted]);
    });
  });
});

describe('POST enquiries/transfer-enquiry', () => {
  test('one of two people to an aged-care facility: a Permanent lead at the top of Enquiries; the other stays as prospect 1', async () => {
    const { enquiryId, residentIds } = await newEnquiry({
      prospect2: { firstName: 'Moving', lastName: 'On' },
      primaryContact: 'prospect2',
    });
    const [stays, moves] = residentIds;
    const res = await call('POST', '/api/enquiries/transfer-enquiry', {
      body: { enquiryId, version: await versionOf(enquiryId), transferType: 'Lead', residentIds: [moves], toFacilityId: 1 },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.deepEqual(res.json, { facilityId: 1, residentIds: [moves] });
    const moved = await db().selectFrom('residencies').selectAll().where('resident_id', '=', moves).executeTakeFirstOrThrow();
    assert.deepEqual(
      [moved.facility_id, moved.care_type, moved.is_lead, moved.status, moved.independent_living_allocation_id],
      [1, 'Permanent', true, 'Enquiries', null],
    );
    // At the top of the column: the smallest order number of the facility's open Enquiries.
    const top = await db()
      .selectFrom('residencies')
      .select('resident_id')
      .where('facility_id', '=', 1)
      .where('is_lead', '=', true)
      .where('is_archived', '=', false)
      .where('status', '=', 'Enquiries')
      .orderBy('order_number')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    assert.equal(top.resident_id, moves);
    assert.deepEqual(await places(enquiryId), [{ resident_id: stays, position: 1 }]);
    const a = (await allocation(enquiryId))!;
    assert.deepEqual([a.is_archived, a.primary_contact], [false, null]);
  });

  test('everyone to another independent-living facility: a new enquiry there; this one archived', async () => {
    const { enquiryId, residentIds } = await newEnquiry({
      prospect2: { firstName: 'Both', lastName: 'Move' },
      primaryContact: 'prospect2',
      accessibilityRequirement: 'Lift',
    });
    const res = await call('POST', '/api/enquiries/transfer-enquiry', {
      body: { enquiryId, version: await versionOf(enquiryId), transferType: 'Lead', residentIds, toFacilityId: otherVillage },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal((await allocation(enquiryId))!.is_archived, true);
    const moved = await db()
      .selectFrom('residencies')
      .selectAll()
      .where('resident_id', 'in', residentIds)
      .orderBy('resident_id')
      .execute();
    const newId = moved[0].independent_living_allocation_id!;
    assert.deepEqual(
      moved.map((r) => [r.facility_id, r.care_type, r.is_lead, r.independent_living_allocation_id]),
      [
        [otherVillage, 'ILU', true, newId],
        [otherVillage, 'ILU', true, newId],
      ],
    );
    const there = (await allocation(newId))!;
    assert.deepEqual(
      [there.facility_id, there.primary_contact, there.accessibility_requirement],
      [otherVillage, 'prospect2', 'Lift'],
    );
    assert.deepEqual(await places(newId), [
      { resident_id: residentIds[0], position: 1 },
      { resident_id: residentIds[1], position: 2 },
    ]);
    // The enquiry is the other village's now: its page there answers it.
    assert.equal((await call('GET', `/api/enquiries/${newId}`, { facilityId: otherVillage })).status, 200);
    assert.equal((await call('GET', `/api/enquiries/${newId}`)).status, 404);
  });

  test("refusals: the same facility, an admitted allocation, another organisation's facility, a person not of it", async () => {
    await nothingWritten(async () => {
      const same = await call('POST', '/api/enquiries/transfer-enquiry', {
        body: { enquiryId: 37, version: await versionOf(37), transferType: 'Lead', residentIds: [289], toFacilityId: 4 },
      });
      assert.deepEqual(same.json.modelState.toFacilityId, [STAY_FIELD_MESSAGES.transferFacility]);
      const admitted = await call('POST', '/api/enquiries/transfer-enquiry', {
        body: { enquiryId: 1, version: await versionOf(1), transferType: 'Lead', residentIds: [241], toFacilityId: 1 },
      });
      assert.deepEqual(admitted.json.modelState.enquiryId, [M.enquiryAdmitted]);
      for (const body of [
        { enquiryId: 37, version: 1, transferType: 'Lead', residentIds: [289], toFacilityId: foreignFacility },
        { enquiryId: 37, version: 1, transferType: 'Lead', residentIds: [281], toFacilityId: 1 },
        { enquiryId: 37, version: 1, transferType: 'Lead', residentIds: [await otherFacilityResident()], toFacilityId: 1 },
      ]) {
        const res = await call('POST', '/api/enquiries/transfer-enquiry', { body });
        assert.equal(res.status, 404, JSON.stringify(body));
      }
      const noOne = await call('POST', '/api/enquiries/transfer-enquiry', {
        body: { enquiryId: 37, version: 1, transferType: 'Lead', residentIds: [], toFacilityId: 1 },
      });
      assert.deepEqual(noOne.json.modelState.residentIds, [M.transferResidentsRequired]);
    });
  });
});

describe('mark a departed ILU resident as a new ILU enquiry', () => {
  test('a new allocation with the person as prospect 1, on the dashboard; the answer names it', async () => {
    // Allocation 6 (resident 248): the resident departs, vacating the unit.
    const depart = await call('POST', '/api/residents/248/depart-ilu/true', {
      body: { departureDateUtc: addDays(today, -5), departureReason: 'Other' },
    });
    assert.equal(depart.status, 200, JSON.stringify(depart.json));
    const res = await call('POST', '/api/residents/248/mark-departed-resident-as-enquiry', {
      body: {
        firstName: 'Returning',
        lastName: 'Resident',
        careType: 2,
        contactIsResident: false,
        contactFirstName: 'Kin',
        contactLastName: 'Person',
        contactPhoneNumber: '0400',
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const { enquiryId, residencyId, residentId } = res.json;
    assert.equal(residentId, 248);
    assert.ok(enquiryId && enquiryId !== 6);
    const a = (await allocation(enquiryId))!;
    assert.deepEqual([a.facility_id, a.occupied_date, a.primary_contact, a.contact_first_name], [4, null, 'other', 'Kin']);
    assert.deepEqual(await places(enquiryId), [{ resident_id: 248, position: 1 }]);
    const r = await db().selectFrom('residencies').selectAll().where('id', '=', residencyId).executeTakeFirstOrThrow();
    assert.deepEqual([r.is_lead, r.care_type, r.independent_living_allocation_id], [true, 'ILU', enquiryId]);
    const view = await call('GET', `/api/enquiries/${enquiryId}`, { query: { residentId: '248' } });
    assert.deepEqual(
      view.json.residents.map((p: { residentId: number; displayLabel: string }) => [p.residentId, p.displayLabel]),
      [[248, 'Enquiry']],
    );
    const dash = await call('GET', '/api/ilu-dashboard');
    assert.ok(
      dash.json.iluFacilityStatistics.iluEnquiryInfo.enquiryDetails.some(
        (e: { independentLivingAllocationId: number }) => e.independentLivingAllocationId === enquiryId,
      ),
    );
  });

  test('in an aged-care facility no allocation is made (enquiryId null)', async () => {
    const departed = await db()
      .selectFrom('residencies as r')
      .select('r.resident_id')
      .where('r.facility_id', '=', 1)
      .where('r.departure_date_utc', 'is not', null)
      .where('r.is_lead', '=', false)
      .where(
        sql<boolean>`not exists (select 1 from residencies o where o.resident_id = r.resident_id and o.is_lead and not o.is_archived)`,
      )
      .orderBy('r.resident_id')
      .executeTakeFirstOrThrow();
    const res = await call('POST', `/api/residents/${departed.resident_id}/mark-departed-resident-as-enquiry`, {
      facilityId: 1,
      body: { firstName: 'Back', lastName: 'Again', careType: 0, contactIsResident: true },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.enquiryId, null);
  });
});

describe('GET allocations and allocations/departed-residents', () => {
  test('the current residents (no leads) and the departed, each row with its allocation', async () => {
    const current = await call('GET', '/api/allocations', { query: { take: '100' } });
    assert.equal(current.status, 200);
    const { count } = await db()
      .selectFrom('residencies')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('facility_id', '=', 4)
      .where('is_lead', '=', false)
      .where('admission_date_utc', 'is not', null)
      .where('departure_date_utc', 'is', null)
      .executeTakeFirstOrThrow();
    assert.equal(current.json.totalCount, count);
    assert.ok(current.json.result.length > 0);
    for (const row of current.json.result) {
      assert.equal(row.isLead, false);
      assert.equal(row.displayLabel, 'Resident');
      assert.ok(row.independentLivingAllocationId > 0);
    }
    assert.ok(
      current.json.result.some(
        (r: { residentId: number; independentLivingAllocationId: number }) =>
          r.residentId === 241 && r.independentLivingAllocationId === 1,
      ),
    );
    const departed = await call('GET', '/api/allocations/departed-residents');
    assert.equal(departed.status, 200);
    const row = departed.json.result.find((r: { residentId: number }) => r.residentId === 246);
    assert.deepEqual([row?.displayLabel, row?.independentLivingAllocationId], ['Departed', 4]);
  });
});

describe('GET referenceData/enquiry-sources', () => {
  test("the shared list and the organisation's own sources, never another organisation's", async () => {
    await newEnquiry({ enquirySources: [{ id: 'new_Community radio', name: 'Community radio' }] });
    const res = await call('GET', '/api/referenceData/enquiry-sources');
    assert.equal(res.status, 200);
    const names = res.json.map((s: { name: string }) => s.name);
    assert.ok(names.includes('My Aged Care'));
    assert.ok(names.includes('Community radio'));
    assert.ok(!names.includes('Other group referral'));
  });

  test("the leads and residents editors refuse another organisation's source as unknown", async () => {
    const foreignSource = (
      await db().selectFrom('enquiry_sources').select('id').where('name', '=', 'Other group referral').executeTakeFirstOrThrow()
    ).id;
    const lead = await call('POST', '/api/leads', {
      body: { firstName: 'Ada', lastName: 'Source', careType: 'Permanent', enquirySources: [{ id: foreignSource, name: 'x' }] },
      facilityId: 1,
    });
    assert.equal(lead.status, 400, JSON.stringify(lead.json));
    assert.deepEqual(lead.json.modelState.enquirySources, ['Unknown enquiry source.']);
  });
});
