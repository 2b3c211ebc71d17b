/**
 * The leads area on a real database: every call of seed 001 §7 "Leads" and "ACCR" with its refusals.
 * Demo data (facility 1 Bayside Gardens, scale 1; src/demo/leads.ts): residency id = resident id for 1-80; open leads
 * 71-77 (Enquiries, TourBooked, TourCompleted, Waiting, Confirmed, Enquiries, TourBooked), archived 78-80, resident 69
 * departed with a new lead. Facility 2 Carlton House: leads 151-160. Facility 4 is independent living.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { LEAD_COLUMNS, anaccRate, compareOrderNumbers } from 'shared-domain/leads';
import { ACCR_SIMULATOR_MESSAGES, AccrSimulator } from '../src/integrations/accr/gateway';
import { getMedicareGateway } from '../src/integrations/medicare/gateway';
import { ASSIGN_BED_MESSAGES } from '../src/modules/residents/index';
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

const db = () => t.handle.db as any;
const MANAGER = 'manager@demo.local';

async function call(
  method: string,
  url: string,
  opts: { who?: string; body?: unknown; facilityId?: number; query?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method: method as any,
    url,
    query: { ...(opts.query ?? {}), facilityId: String(opts.facilityId ?? 1) },
    headers: {
      ...(await t.authFor(opts.who ?? MANAGER)),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  let json: any = null;
  try {
    json = res.body ? res.json() : null;
  } catch {
    /* binary */
  }
  return { status: res.statusCode, json, res };
}
async function residency(id: number) {
  return db().selectFrom('residencies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
async function auditCount(action: string) {
  const r = await sql<{ n: number }>`select count(*)::int as n from audit_log where action = ${action}`.execute(db());
  return r.rows[0].n;
}
/** A fresh lead of facility 1 through the API (its own person), in Enquiries. */
async function newLead(extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/leads', {
    body: {
      firstName: 'Test',
      lastName: `Lead${Math.random().toString(36).slice(2, 7)}`,
      careType: 'Permanent',
      contactIsResident: true,
      ...extra,
    },
  });
  assert.equal(res.status, 200, JSON.stringify(res.json));
  const r = await residency(res.json.lead.residencyId);
  return { residentId: res.json.lead.residentId as number, residencyId: r.id as number, version: r.version as number };
}
async function freeBeds(facilityId: number): Promise<number[]> {
  const rows = await sql<{ id: number }>`select b.id from beds b join accommodations a on a.id = b.accommodation_id
    where b.facility_id = ${facilityId} and b.is_active and a.is_active and not b.is_out_of_service
      and not exists (select 1 from bed_out_of_service_periods p where p.bed_id = b.id and not p.is_deleted and p.start_date <= ${today}::date and (p.end_date is null or p.end_date >= ${today}::date))
      and not exists (select 1 from residencies o where o.bed_id = b.id and o.admission_date_utc is not null and o.departure_date_utc is null and not o.is_lead and not o.is_archived)
    order by b.id`.execute(db());
  return rows.rows.map((r) => r.id);
}

describe('examples', () => {
  test('every leads route answers its example 2xx in registry order (as the security suite runs them); {} => 400', async () => {
    const t2 = await createTestContext({ today });
    try {
      const token = await t2.tokenFor('system@demo.local');
      const mine = t2.app.routeRegistry.filter((r) => (r.tags ?? []).includes('leads'));
      assert.equal(mine.length, 27);
      for (const r of mine) {
        let url = r.url;
        for (const [k, v] of Object.entries(r.example?.params ?? {})) url = url.replace(`:${k}`, v);
        const hasBody = r.method !== 'GET' && r.method !== 'DELETE';
        const res = await t2.app.inject({
          method: r.method as any,
          url,
          query: { ...(r.example?.query ?? {}), facilityId: '1' },
          headers: { authorization: `Bearer ${token}`, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          payload: hasBody ? JSON.stringify(r.example?.body ?? {}) : undefined,
        });
        assert.ok(
          res.statusCode >= 200 && res.statusCode < 300,
          `${r.method} ${r.url}: ${res.statusCode} ${res.body.slice(0, 300)}`,
        );
        if (hasBody) {
          const empty = await t2.app.inject({
            method: r.method as any,
            url,
            query: { facilityId: '1' },
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            payload: '{}',
          });
          assert.equal(empty.statusCode, 400, `${r.method} ${r.url} with {}`);
          assert.ok(empty.json().modelState);
        }
      }
    } finally {
      await t2.close();
    }
  });
});

describe('board', () => {
  test('GET leads/dashboard/: five groups with totalCount and result, in order, counts as the database has them', async () => {
    const res = await call('GET', '/api/leads/dashboard/', { query: { take: '3' } });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.deepEqual(Object.keys(res.json), ['enquiries', 'tourBooked', 'tourCompleted', 'waiting', 'confirmed']);
    for (const c of LEAD_COLUMNS) {
      const col = res.json[c.key];
      const n = await sql<{
        n: number;
      }>`select count(*)::int as n from residencies where facility_id = 1 and is_lead and not is_archived and status = ${c.status}`.execute(
        db(),
      );
      assert.equal(col.totalCount, n.rows[0].n, c.key);
      assert.ok(col.result.length <= 3);
      for (const card of col.result) assert.equal(card.status, c.status);
      const orders = col.result.map((x: any) => x.orderNumber);
      for (let i = 1; i < orders.length; i++) assert.ok(compareOrderNumbers(orders[i - 1], orders[i]) <= 0);
      assert.ok(col.notIncludingItemsAfter);
    }
    const card =
      res.json.tourBooked.result.find((x: any) => x.residentId === 72) ??
      (await call('GET', '/api/leads/dashboard/status/', { query: { status: 'TourBooked', take: '50' } })).json.result.find(
        (x: any) => x.residentId === 72,
      );
    for (const k of [
      'residentId',
      'residencyId',
      'firstName',
      'lastName',
      'sex',
      'supportStatus',
      'careType',
      'respiteCareLevel',
      'adl',
      'beh',
      'chc',
      'incomeAssetStatus',
      'status',
      'orderNumber',
      'hasPreviousResidency',
      'isArchived',
      'isPrivateResidency',
      'isContractSigned',
      'isDeceased',
      'location',
      'createdOnUtc',
      'requestedAdmissionDateUtc',
      'tourInfo',
      'expectedAnaccVariableComponent',
      'version',
    ])
      assert.ok(k in card, k);
    assert.equal(card.tourInfo.isCompleted, false);
    assert.match(card.tourInfo.tourDateTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Respite class 101 at $295.64 x 0.405 (reference data, from 1 Oct 2025)
    assert.deepEqual(card.expectedAnaccVariableComponent, { anaccClass: 101, anaccClassText: 'Respite Class 1', rate: '119.73' });
    // The departed resident marked as an enquiry has a previous residency.
    const enquiries = (await call('GET', '/api/leads/dashboard/status/', { query: { status: 'Enquiries', take: '100' } })).json
      .result;
    assert.equal(enquiries.find((x: any) => x.residentId === 69).hasPreviousResidency, true);
  });

  test('filters: care type, gender, location, AN-ACC class; column paging with skip and notIncludingItemsAfter', async () => {
    const all = (await call('GET', '/api/leads/dashboard/', { query: { take: '100' } })).json;
    const cards = LEAD_COLUMNS.flatMap((c) => all[c.key].result);
    const respite = (await call('GET', '/api/leads/dashboard/', { query: { take: '100', leadCareType: 'Respite' } })).json;
    const respiteCards = LEAD_COLUMNS.flatMap((c) => respite[c.key].result);
    assert.deepEqual(
      respiteCards.map((c: any) => c.residencyId).sort(),
      cards
        .filter((c: any) => c.careType === 'Respite')
        .map((c: any) => c.residencyId)
        .sort(),
    );
    const byGender = (await call('GET', '/api/leads/dashboard/', { query: { take: '100', gender: 'Female' } })).json;
    assert.deepEqual(
      LEAD_COLUMNS.flatMap((c) => byGender[c.key].result)
        .map((c: any) => c.residencyId)
        .sort(),
      cards
        .filter((c: any) => c.sex === 'Female')
        .map((c: any) => c.residencyId)
        .sort(),
    );
    const byLocation = (await call('GET', '/api/leads/dashboard/', { query: { take: '100', locationId: '2' } })).json;
    assert.deepEqual(
      LEAD_COLUMNS.flatMap((c) => byLocation[c.key].result)
        .map((c: any) => c.residencyId)
        .sort(),
      cards
        .filter((c: any) => c.location?.id === 2)
        .map((c: any) => c.residencyId)
        .sort(),
    );
    const byClass = (await call('GET', '/api/leads/dashboard/', { query: { take: '100', anaccClass: '101' } })).json;
    const classCards = LEAD_COLUMNS.flatMap((c) => byClass[c.key].result);
    assert.ok(classCards.length > 0);
    assert.ok(classCards.every((c: any) => c.expectedAnaccVariableComponent?.anaccClass === 101));
    // paging one column
    const p1 = (await call('GET', '/api/leads/dashboard/status/', { query: { status: 'Enquiries', skip: '0', take: '1' } })).json;
    const p2 = (
      await call('GET', '/api/leads/dashboard/status/', {
        query: { status: 'Enquiries', skip: '1', take: '1', notIncludingItemsAfter: p1.notIncludingItemsAfter },
      })
    ).json;
    assert.equal(p1.totalCount, all.enquiries.totalCount);
    assert.equal(p1.result.length, 1);
    assert.notEqual(p1.result[0].residencyId, p2.result[0].residencyId);
    const before = (
      await call('GET', '/api/leads/dashboard/status/', {
        query: { status: 'Enquiries', notIncludingItemsAfter: '2000-01-01T00:00:00.000Z' },
      })
    ).json;
    assert.equal(before.totalCount, 0);
    // refusals
    assert.equal((await call('GET', '/api/leads/dashboard/status/', { query: { status: 'Nope' } })).status, 400);
    assert.equal((await call('GET', '/api/leads/dashboard/', { query: { gender: 'X' } })).status, 400);
    assert.equal((await call('GET', '/api/leads/dashboard/', { facilityId: 4 })).status, 404); // independent living
    assert.equal((await call('GET', '/api/leads/dashboard/', { who: 'facility.manager@demo.local', facilityId: 2 })).status, 404);
    assert.equal((await call('GET', '/api/leads/dashboard/', { who: 'admin@demo.local' })).status, 403);
    assert.equal((await call('GET', '/api/leads/dashboard/', { who: 'finance@demo.local' })).status, 200); // view only
  });

  test('GET leads/lead-dashboard-filters, GET leads (paged), GET leads/archived', async () => {
    const f = (await call('GET', '/api/leads/lead-dashboard-filters')).json;
    assert.deepEqual(
      f.leadLocations.map((l: any) => l.name),
      ['Garden Wing', 'North Wing', 'South Wing'],
    );
    assert.deepEqual(f.genders, ['Female', 'Male', 'IntersexOrIndeterminate', 'Unknown']);
    assert.equal(f.anaccVariableComponents.length, 16);
    assert.deepEqual(f.anaccVariableComponents[0], { anaccClass: 1, anaccClassText: 'Class 1' });
    const list = (await call('GET', '/api/leads', { query: { take: '2' } })).json;
    assert.equal(list.result.length, 2);
    assert.ok(list.totalCount >= 8);
    assert.ok(list.result[0].createdOnUtc >= list.result[1].createdOnUtc);
    const archived = (await call('GET', '/api/leads/archived')).json;
    assert.ok(archived.result.every((c: any) => c.isArchived));
    assert.ok(archived.result.some((c: any) => c.residentId === 79));
    assert.equal((await call('GET', '/api/leads', { query: { take: '101' } })).status, 400);
  });
});

describe('lead record', () => {
  test('POST leads: Enquiries at the top; the seed validation messages; debtor unique; permission', async () => {
    const top = (await call('GET', '/api/leads/dashboard/status/', { query: { status: 'Enquiries', take: '1' } })).json.result[0];
    const before = await auditCount('leads.create');
    const res = await call('POST', '/api/leads', {
      body: {
        firstName: ' Nancy ',
        lastName: 'Newlead',
        careType: 'Respite',
        contactIsResident: false,
        contactFirstName: 'Kim',
        contactLastName: 'Newlead',
        requestedAdmissionDateUtc: addDays(today, 5),
        requestedDepartureDateUtc: addDays(today, 19),
        respiteCareLevel: 'High',
        adl: 'Low',
        enquirySources: [{ id: 1 }],
        religions: [{ id: 1 }],
        phoneNumber: '0400 000 000',
        email: 'nancy@example.com',
        primaryContact: { firstName: 'Kim', lastName: 'Newlead', phoneNumber: '0411 111 111', relationships: [{ id: 1 }] },
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.deepEqual(Object.keys(res.json).sort(), ['errorMessage', 'getACCRCommandResult', 'lead']);
    assert.equal(res.json.getACCRCommandResult, null);
    const lead = (await call('GET', `/api/leads/${res.json.lead.residentId}`)).json;
    assert.equal(lead.firstName, 'Nancy');
    assert.equal(lead.status, 'Enquiries');
    assert.equal(lead.careType, 'Respite');
    assert.equal(lead.entitlementType, 'MCA');
    assert.equal(lead.respiteCareLevel, 'High');
    assert.equal(lead.contactFirstName, 'Kim');
    assert.equal(lead.primaryContact.relationships.length, 1);
    assert.deepEqual(
      lead.enquirySources.map((e: any) => e.id),
      [1],
    );
    const card = (await call('GET', '/api/leads/dashboard/status/', { query: { status: 'Enquiries', take: '1' } })).json
      .result[0];
    assert.equal(card.residentId, res.json.lead.residentId);
    assert.ok(compareOrderNumbers(card.orderNumber, top.orderNumber) < 0);
    assert.equal(await auditCount('leads.create'), before + 1);

    const bad = await call('POST', '/api/leads', {
      body: { firstName: '', careType: 'ILU', contactIsResident: false, requestedAdmissionDateUtc: addDays(today, -1) },
    });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.json.modelState.firstName, ['First name is required.']);
    assert.deepEqual(bad.json.modelState.lastName, ['Last name is required.']);
    assert.deepEqual(bad.json.modelState.careType, ['Care type must be Permanent or Respite.']);
    assert.deepEqual(bad.json.modelState.contactFirstName, ['Contact first name is required.']);
    assert.ok(bad.json.modelState.requestedAdmissionDateUtc[0].startsWith('The requested admission date cannot be before'));
    const dates = await call('POST', '/api/leads', {
      body: {
        firstName: 'A',
        lastName: 'B',
        careType: 'Respite',
        contactIsResident: true,
        requestedAdmissionDateUtc: addDays(today, 3),
        requestedDepartureDateUtc: addDays(today, 3),
      },
    });
    assert.deepEqual(dates.json.modelState.requestedDepartureDateUtc, [
      'The requested departure date must be after the requested admission date.',
    ]);
    await db().updateTable('residents').set({ debtor: 'DEB-77' }).where('id', '=', 77).execute();
    const debtor = await call('POST', '/api/leads', {
      body: { firstName: 'A', lastName: 'B', careType: 'Permanent', contactIsResident: true, debtor: 'deb-77' },
    });
    assert.deepEqual(debtor.json.modelState.debtor, ['Debtor ID already exists.']);
    const location = await call('POST', '/api/leads', {
      body: { firstName: 'A', lastName: 'B', careType: 'Permanent', contactIsResident: true, preferredFacilityLocationId: 4 },
    });
    assert.equal(location.status, 404); // another facility's location (ids of another facility are not found)
    assert.equal(
      (
        await call('POST', '/api/leads', {
          who: 'finance@demo.local',
          body: { firstName: 'A', lastName: 'B', careType: 'Permanent' },
        })
      ).status,
      403,
    );
    assert.equal(
      (await call('POST', '/api/leads', { body: { firstName: 'A', lastName: 'B', careType: 'Permanent', sex: 'Robot' } })).status,
      400,
    );
    const invalid = await call('POST', '/api/leads', {
      body: {
        firstName: 'A',
        lastName: 'B',
        careType: 'Permanent',
        contactIsResident: true,
        dateOfBirth: '1940-02-30',
        primaryContact: { firstName: 'C', lastName: 'D', email: 'x@' },
      },
    });
    // An impossible date is refused at the boundary (its format), before the rules run; the rules then check the rest.
    assert.deepEqual(invalid.json.modelState, { dateOfBirth: ['Please enter a valid date.'] });
    const email = await call('POST', '/api/leads', {
      body: {
        firstName: 'A',
        lastName: 'B',
        careType: 'Permanent',
        contactIsResident: true,
        dateOfBirth: '1940-02-28',
        primaryContact: { firstName: 'C', lastName: 'D', email: 'x@' },
      },
    });
    assert.deepEqual(email.json.modelState, { 'primaryContact.email': ['Please provide a valid email address.'] });
    assert.equal(await auditCount('leads.create'), before + 1);
  });

  test('POST leads with requestACCR: accrLoaded and the error message when the ACCR has no record', async () => {
    const ok = await call('POST', '/api/leads', {
      body: {
        firstName: 'Accr',
        lastName: 'Found',
        careType: 'Permanent',
        contactIsResident: true,
        requestACCR: true,
        careRecipientId: '4458744325',
      },
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.json));
    assert.deepEqual(ok.json.getACCRCommandResult, { accrLoaded: true });
    assert.equal(ok.json.errorMessage, null);
    const lead = (await call('GET', `/api/leads/${ok.json.lead.residentId}`)).json;
    assert.ok(lead.expectedAnacc, 'the ACCR class became the expected AN-ACC');
    const missing = await call('POST', '/api/leads', {
      body: { firstName: 'Accr', lastName: 'Missing', careType: 'Permanent', contactIsResident: true, requestACCR: true },
    });
    assert.equal(missing.status, 200);
    assert.deepEqual(missing.json.getACCRCommandResult, { accrLoaded: false });
    assert.equal(missing.json.errorMessage, ACCR_SIMULATOR_MESSAGES.lookupDetailsMissing);
  });

  test('GET/PUT leads: the record, optimistic concurrency (lead and person), debtor, another facility', async () => {
    const got = await call('GET', '/api/leads/77');
    assert.equal(got.status, 200);
    const l = got.json;
    assert.equal(l.residencyId, 77);
    assert.equal(l.status, 'TourBooked');
    assert.ok(l.tourInfo);
    assert.equal(typeof l.residentVersion, 'number');
    const body = {
      ...l,
      firstName: 'Renamed',
      careType: 'Respite',
      respiteCareLevel: 'Low',
      requestedDepartureDateUtc: null,
      preEntryLeaveDateUtc: null,
      debtor: null,
    };
    const saved = await call('PUT', '/api/leads', { body });
    assert.equal(saved.status, 200, JSON.stringify(saved.json));
    assert.equal(saved.json.firstName, 'Renamed');
    assert.equal(saved.json.careType, 'Respite');
    assert.equal(saved.json.version, l.version + 1);
    assert.equal((await call('PUT', '/api/leads', { body })).status, 409); // stale lead version
    const staleP = await call('PUT', '/api/leads', {
      body: { ...body, version: saved.json.version, residentVersion: l.residentVersion },
    });
    assert.equal(staleP.status, 409);
    await db().updateTable('residents').set({ debtor: 'TAKEN-1' }).where('id', '=', 5).execute();
    const debtor = await call('PUT', '/api/leads', { body: { ...body, version: saved.json.version, debtor: 'taken-1' } });
    assert.equal(debtor.status, 400);
    assert.deepEqual(debtor.json.modelState.debtor, ['Debtor ID already exists.']);
    assert.equal(
      (await call('PUT', '/api/leads', { body: { ...body, version: saved.json.version, firstName: '' } })).json.modelState
        .firstName[0],
      'First name is required.',
    );
    assert.equal((await call('GET', '/api/leads/77', { facilityId: 2 })).status, 404);
    assert.equal((await call('GET', '/api/leads/1')).status, 404); // a current resident is not a lead
    assert.equal(
      (await call('PUT', '/api/leads', { facilityId: 2, body: { ...body, version: saved.json.version } })).status,
      404,
    );
    assert.equal(
      (await call('PUT', '/api/leads', { who: 'finance@demo.local', body: { ...body, version: saved.json.version } })).status,
      403,
    );
  });

  test('archive, archived list, send to leads (top of its column), stale version', async () => {
    const me = await newLead();
    const a = await call('PUT', `/api/leads/${me.residentId}/archive`, { body: { version: me.version } });
    assert.equal(a.status, 200, JSON.stringify(a.json));
    assert.equal(a.json.isArchived, true);
    assert.ok(
      (await call('GET', '/api/leads/archived', { query: { take: '100' } })).json.result.some(
        (c: any) => c.residentId === me.residentId,
      ),
    );
    assert.ok(
      !(await call('GET', '/api/leads/dashboard/', { query: { take: '100' } })).json.enquiries.result.some(
        (c: any) => c.residentId === me.residentId,
      ),
    );
    assert.equal((await call('PUT', `/api/leads/${me.residentId}/archive`, { body: { version: me.version } })).status, 409);
    const moved = await call('PUT', '/api/leads/lead-status', { body: { residencyId: me.residencyId, status: 'Waiting' } });
    assert.equal(moved.status, 400); // an archived card is not on the board
    const back = await call('PUT', `/api/leads/${me.residentId}/send-to-leads`, { body: { version: a.json.version } });
    assert.equal(back.status, 200, JSON.stringify(back.json));
    assert.equal(back.json.isArchived, false);
    const first = (await call('GET', '/api/leads/dashboard/status/', { query: { status: 'Enquiries', take: '1' } })).json
      .result[0];
    assert.equal(first.residentId, me.residentId);
    assert.equal(
      (await call('PUT', `/api/leads/${me.residentId}/send-to-leads`, { body: { version: back.json.version } })).json.modelState
        .residentId[0],
      'The lead is not archived.',
    );
    assert.equal(
      (
        await call('PUT', `/api/leads/${me.residentId}/archive`, {
          who: 'finance@demo.local',
          body: { version: back.json.version },
        })
      ).status,
      403,
    );
  });

  test('DELETE leads/{id}: the lead and the person; permission leadsDeleteLeads; Medicare events refuse', async () => {
    const me = await newLead({ enquirySources: [{ id: 1 }], primaryContact: { firstName: 'X', lastName: 'Y' } });
    await call('POST', '/api/tour/save', {
      body: {
        residencyId: me.residencyId,
        tourFacilitatorUserId: 2,
        isCompleted: false,
        tourDateTime: `${addDays(today, 2)} 10:00:00`,
      },
    });
    assert.equal((await call('DELETE', `/api/leads/${me.residentId}`, { who: 'carer@demo.local' })).status, 403);
    const del = await call('DELETE', `/api/leads/${me.residentId}`);
    assert.equal(del.status, 200, JSON.stringify(del.json));
    assert.equal(
      await db().selectFrom('residencies').select('id').where('id', '=', me.residencyId).executeTakeFirst(),
      undefined,
    );
    assert.equal(await db().selectFrom('residents').select('id').where('id', '=', me.residentId).executeTakeFirst(), undefined);
    assert.equal(
      await db().selectFrom('lead_tours').select('id').where('residency_id', '=', me.residencyId).executeTakeFirst(),
      undefined,
    );
    assert.equal((await call('DELETE', `/api/leads/${me.residentId}`)).status, 404);
    // a lead with Medicare history (an admission reversed) keeps it
    const other = await newLead();
    await db()
      .insertInto('residency_events')
      .values({ residency_id: other.residencyId, event_type: 23, effective_date: today })
      .execute();
    const refused = await call('DELETE', `/api/leads/${other.residentId}`);
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.json.modelState.residentId, ['The lead has Medicare events and cannot be deleted.']);
    assert.equal((await call('DELETE', '/api/leads/71', { facilityId: 2 })).status, 404);
  });

  test('send to departed list: only for a departed resident; mark as prospect', async () => {
    const me = await newLead();
    const no = await call('PUT', `/api/leads/${me.residentId}/send-to-departed-list`, { body: { version: me.version } });
    assert.equal(no.status, 400);
    assert.deepEqual(no.json.modelState.residentId, ['The lead has no departure in this facility to go back to.']);
    const lead69 = await db()
      .selectFrom('residencies')
      .select(['id', 'version'])
      .where('resident_id', '=', 69)
      .where('is_lead', '=', true)
      .executeTakeFirstOrThrow();
    const ok = await call('PUT', '/api/leads/69/send-to-departed-list', { body: { version: lead69.version } });
    assert.equal(ok.status, 200, JSON.stringify(ok.json));
    assert.equal(ok.json.residencyId, 69);
    assert.equal((await call('GET', '/api/leads/69')).status, 404);
    assert.equal((await call('GET', '/api/residents/69')).json.isDeparted, true);

    assert.equal(
      (
        await call('POST', `/api/leads/${me.residentId}/mark-as-prospect`, {
          who: 'finance@demo.local',
          body: { version: me.version },
        })
      ).status,
      403,
    );
    const p = await call('POST', `/api/leads/${me.residentId}/mark-as-prospect`, {
      who: 'carer@demo.local',
      body: { version: me.version },
    });
    assert.equal(p.status, 200, JSON.stringify(p.json));
    assert.equal(p.json.isProspect, true);
    assert.equal((await call('GET', `/api/leads/${me.residentId}`)).json.isProspect, true);
    assert.equal(
      (await call('POST', `/api/leads/${me.residentId}/mark-as-prospect`, { body: { version: me.version } })).status,
      409,
    );
  });
});

describe('drag rules, status, order', () => {
  test('PUT leads/lead-status: refused moves answer 400 with the rule and change nothing', async () => {
    const completed = await residency(73); // TourCompleted with a completed tour
    for (const to of ['Enquiries', 'TourBooked'] as const) {
      const res = await call('PUT', '/api/leads/lead-status', { body: { residencyId: 73, status: to } });
      assert.equal(res.status, 400);
      assert.match(res.json.modelState.status[0], /^Tour already completed/);
    }
    const booked = await call('PUT', '/api/leads/lead-status', { body: { residencyId: 72, status: 'Enquiries' } });
    assert.equal(booked.status, 400);
    assert.deepEqual(booked.json.modelState.status, ['Tour already booked. The lead cannot be moved to Enquiries.']);
    const pre = await call('PUT', '/api/leads/pre-admission-status', {
      body: { residencyId: 73, isContractSigned: true, status: 'Enquiries', isDeceased: true },
    });
    assert.equal(pre.status, 400);
    const after = await residency(73);
    assert.deepEqual(
      [after.status, after.order_number, after.version, after.contract_signed],
      [completed.status, completed.order_number, completed.version, completed.contract_signed],
    );
    assert.equal(
      (await db().selectFrom('residents').select('is_deceased').where('id', '=', 73).executeTakeFirstOrThrow()).is_deceased,
      false,
    );

    const ok = await call('PUT', '/api/leads/lead-status', { body: { residencyId: 73, status: 'Waiting' } });
    assert.equal(ok.status, 200, JSON.stringify(ok.json));
    assert.equal(ok.json.status, 'Waiting');
    const first = (await call('GET', '/api/leads/dashboard/status/', { query: { status: 'Waiting', take: '1' } })).json.result[0];
    assert.equal(first.residencyId, 73);
    const withOrder = await call('PUT', '/api/leads/lead-status', {
      body: { residencyId: 73, status: 'Confirmed', orderNumber: '1000.5' },
    });
    assert.equal(withOrder.json.orderNumber, '1000.5');
    assert.equal(
      (await call('PUT', '/api/leads/lead-status', { body: { residencyId: 73, status: 'Confirmed', orderNumber: '1e9' } }))
        .status,
      400,
    );
    assert.equal(
      (await call('PUT', '/api/leads/lead-status', { who: 'finance@demo.local', body: { residencyId: 73, status: 'Waiting' } }))
        .status,
      403,
    );
    assert.equal((await call('PUT', '/api/leads/lead-status', { body: { residencyId: 151, status: 'Waiting' } })).status, 404); // Carlton House's lead
    assert.equal((await call('PUT', '/api/leads/lead-status', { body: { residencyId: 1, status: 'Waiting' } })).status, 400); // a resident
  });

  test('pre-admission status and preferred location', async () => {
    const me = await newLead();
    const res = await call('PUT', '/api/leads/pre-admission-status', {
      body: { residencyId: me.residencyId, isContractSigned: true, status: 'Confirmed', isDeceased: false },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.isContractSigned, true);
    assert.equal(res.json.status, 'Confirmed');
    const loc = await call('PUT', '/api/leads/preferred-facility-location', {
      body: { residencyId: me.residencyId, preferredFacilityLocationId: 2 },
    });
    assert.deepEqual(loc.json.location, { id: 2, name: 'South Wing' });
    const other = await call('PUT', '/api/leads/preferred-facility-location', {
      body: { residencyId: me.residencyId, preferredFacilityLocationId: 5 },
    });
    assert.equal(other.status, 404); // another facility's location is not found
    const cleared = await call('PUT', '/api/leads/preferred-facility-location', {
      body: { residencyId: me.residencyId, preferredFacilityLocationId: null },
    });
    assert.equal(cleared.json.location, null);
  });

  test('PUT leads/lead-order: between neighbours, ends, bad input, a move between columns follows the drag rules', async () => {
    const a = await newLead();
    const b = await newLead();
    const c = await newLead();
    // Enquiries now starts c, b, a
    const col = async () =>
      (await call('GET', '/api/leads/dashboard/status/', { query: { status: 'Enquiries', take: '100' } })).json.result;
    let cards = await col();
    assert.deepEqual(
      cards.slice(0, 3).map((x: any) => x.residencyId),
      [c.residencyId, b.residencyId, a.residencyId],
    );
    // a between c and b
    const r1 = await call('PUT', '/api/leads/lead-order', {
      body: {
        currentResidencyId: a.residencyId,
        predecessorOrderNumber: cards[0].orderNumber,
        successorOrderNumber: cards[1].orderNumber,
        status: 'Enquiries',
      },
    });
    assert.equal(r1.status, 200, JSON.stringify(r1.json));
    assert.ok(
      compareOrderNumbers(cards[0].orderNumber, r1.json.result) < 0 &&
        compareOrderNumbers(r1.json.result, cards[1].orderNumber) < 0,
    );
    cards = await col();
    assert.deepEqual(
      cards.slice(0, 3).map((x: any) => x.residencyId),
      [c.residencyId, a.residencyId, b.residencyId],
    );
    // b to the top
    await call('PUT', '/api/leads/lead-order', {
      body: {
        currentResidencyId: b.residencyId,
        predecessorOrderNumber: null,
        successorOrderNumber: cards[0].orderNumber,
        status: 'Enquiries',
      },
    });
    cards = await col();
    assert.equal(cards[0].residencyId, b.residencyId);
    // c to the bottom
    const last = cards[cards.length - 1];
    const bottom = await call('PUT', '/api/leads/lead-order', {
      body: {
        currentResidencyId: c.residencyId,
        predecessorOrderNumber: last.orderNumber,
        successorOrderNumber: null,
        status: 'Enquiries',
      },
    });
    assert.equal(bottom.status, 200, JSON.stringify(bottom.json));
    cards = await col();
    assert.equal(cards[cards.length - 1].residencyId, c.residencyId);
    // bad input
    assert.equal(
      (
        await call('PUT', '/api/leads/lead-order', {
          body: {
            currentResidencyId: a.residencyId,
            predecessorOrderNumber: 'x',
            successorOrderNumber: null,
            status: 'Enquiries',
          },
        })
      ).status,
      400,
    );
    const rev = await call('PUT', '/api/leads/lead-order', {
      body: { currentResidencyId: a.residencyId, predecessorOrderNumber: '5', successorOrderNumber: '4', status: 'Enquiries' },
    });
    assert.deepEqual(rev.json.modelState.successorOrderNumber, ['The successor must come after the predecessor.']);
    // a move into another column by lead-order: rules apply
    const refused = await call('PUT', '/api/leads/lead-order', {
      body: { currentResidencyId: 73, predecessorOrderNumber: null, successorOrderNumber: null, status: 'Enquiries' },
    });
    assert.equal(refused.status, 400);
    assert.match(refused.json.modelState.status[0], /^Tour already completed/);
    const moved = await call('PUT', '/api/leads/lead-order', {
      body: { currentResidencyId: a.residencyId, predecessorOrderNumber: null, successorOrderNumber: null, status: 'TourBooked' },
    });
    assert.equal(moved.status, 200);
    assert.equal((await residency(a.residencyId)).status, 'TourBooked');
    assert.equal(
      (
        await call('PUT', '/api/leads/lead-order', {
          who: 'finance@demo.local',
          body: {
            currentResidencyId: b.residencyId,
            predecessorOrderNumber: null,
            successorOrderNumber: null,
            status: 'Enquiries',
          },
        })
      ).status,
      403,
    );
  });

  test('lead-order: concurrent reorders of one column give distinct keys in one consistent total order', async () => {
    // Waiting column: two anchors P < S, then 12 cards dropped between them at once by two users.
    const anchors = [await newLead(), await newLead()];
    const movers = await Promise.all(Array.from({ length: 12 }, () => newLead()));
    await db()
      .updateTable('residencies')
      .set({ status: 'Waiting', order_number: '500' })
      .where('id', '=', anchors[0].residencyId)
      .execute();
    await db()
      .updateTable('residencies')
      .set({ status: 'Waiting', order_number: '501' })
      .where('id', '=', anchors[1].residencyId)
      .execute();
    const users = [MANAGER, 'facility.manager@demo.local'];
    const results = await Promise.all(
      movers.map((m, i) =>
        call('PUT', '/api/leads/lead-order', {
          who: users[i % 2],
          body: {
            currentResidencyId: m.residencyId,
            predecessorOrderNumber: '500',
            successorOrderNumber: '501',
            status: 'Waiting',
          },
        }),
      ),
    );
    for (const r of results) assert.equal(r.status, 200, JSON.stringify(r.json));
    const keys = results.map((r) => r.json.result as string);
    assert.equal(new Set(keys).size, keys.length, `distinct keys: ${keys.join(', ')}`);
    for (const k of keys) assert.ok(compareOrderNumbers('500', k) < 0 && compareOrderNumbers(k, '501') < 0, k);
    // The stored order is the keys' order, every card between the anchors, no ties.
    const rows = await sql<{ id: number; o: string }>`select id, order_number::text as o from residencies
      where facility_id = 1 and is_lead and not is_archived and status = 'Waiting' and order_number >= 500 and order_number <= 501 order by order_number, id`.execute(
      db(),
    );
    assert.equal(rows.rows.length, 14);
    assert.equal(rows.rows[0].id, anchors[0].residencyId);
    assert.equal(rows.rows[13].id, anchors[1].residencyId);
    assert.equal(new Set(rows.rows.map((r) => r.o)).size, 14);
    // Everyone dropped "right after 500": each later transaction saw the earlier ones and went before them.
    const board = (
      await call('GET', '/api/leads/dashboard/status/', { query: { status: 'Waiting', take: '100' } })
    ).json.result.map((c: any) => c.residencyId);
    assert.deepEqual(
      board.filter((id: number) => rows.rows.some((r) => r.id === id)),
      rows.rows.map((r) => r.id),
    );
  });

  test('lead-order: keys that grew too long renumber the column in the same order', async () => {
    const x = await newLead();
    const y = await newLead();
    const z = await newLead();
    const long = `1.${'0'.repeat(23)}1`;
    await db()
      .updateTable('residencies')
      .set({ status: 'Confirmed', order_number: '1' })
      .where('id', '=', x.residencyId)
      .execute();
    await db()
      .updateTable('residencies')
      .set({ status: 'Confirmed', order_number: long })
      .where('id', '=', y.residencyId)
      .execute();
    await db().updateTable('residencies').set({ status: 'Confirmed' }).where('id', '=', z.residencyId).execute();
    const beforeOrder = (
      await call('GET', '/api/leads/dashboard/status/', { query: { status: 'Confirmed', take: '100' } })
    ).json.result
      .map((c: any) => c.residencyId)
      .filter((id: number) => id !== z.residencyId);
    const res = await call('PUT', '/api/leads/lead-order', {
      body: { currentResidencyId: z.residencyId, predecessorOrderNumber: '1', successorOrderNumber: long, status: 'Confirmed' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.ok(!res.json.result.includes('.') || res.json.result.split('.')[1].length <= 24, res.json.result);
    const after = (
      await call('GET', '/api/leads/dashboard/status/', { query: { status: 'Confirmed', take: '100' } })
    ).json.result.map((c: any) => c.residencyId);
    const i = after.indexOf(z.residencyId);
    assert.equal(after[i - 1], x.residencyId);
    assert.equal(after[i + 1], y.residencyId);
    assert.deepEqual(
      after.filter((id: number) => id !== z.residencyId),
      beforeOrder,
    );
  });
});

describe('tours', () => {
  test('GET tour/{residencyId}: empty tour with the facility facilitators; an existing tour', async () => {
    const me = await newLead();
    const empty = (await call('GET', `/api/tour/${me.residencyId}`)).json;
    assert.equal(empty.id, null);
    assert.equal(empty.tourDateTime, null);
    assert.ok(empty.tourFacilitatorUsers.some((u: any) => u.name === 'Fiona Barker'));
    assert.ok(!empty.tourFacilitatorUsers.some((u: any) => u.name === 'System Support'));
    const existing = (await call('GET', '/api/tour/72')).json;
    assert.equal(existing.residencyId, 72);
    assert.equal(existing.isCompleted, false);
    assert.ok(existing.tourFacilitatorUserName);
    assert.equal((await call('GET', '/api/tour/151')).status, 404); // Carlton House
  });

  test('POST tour/save: rules; booking moves Enquiries to Tour booked, completing to Tour completed; cannot be undone', async () => {
    const me = await newLead();
    const bad = await call('POST', '/api/tour/save', {
      body: { residencyId: me.residencyId, tourFacilitatorUserId: null, isCompleted: false, tourDateTime: 'tomorrow' },
    });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.json.modelState.tourFacilitatorUserId, ['Please select the tour facilitator.']);
    assert.deepEqual(bad.json.modelState.tourDateTime, ['Please enter a valid tour date and time.']);
    const outsider = await call('POST', '/api/tour/save', {
      body: { residencyId: me.residencyId, tourFacilitatorUserId: 6, isCompleted: false, tourDateTime: `${today} 12:30:00` },
    });
    assert.deepEqual(outsider.json.modelState.tourFacilitatorUserId, ['The tour facilitator must be a user of this facility.']);
    assert.equal(
      (
        await call('POST', '/api/tour/save', {
          who: 'finance@demo.local',
          body: { residencyId: me.residencyId, tourFacilitatorUserId: 2, isCompleted: false, tourDateTime: `${today} 12:30:00` },
        })
      ).status,
      403,
    );

    const booked = await call('POST', '/api/tour/save', {
      body: {
        residencyId: me.residencyId,
        tourFacilitatorUserId: 3,
        attendees: 'Son',
        isCompleted: false,
        tourDateTime: `${addDays(today, 1)} 12:30:00`,
      },
    });
    assert.equal(booked.status, 200, JSON.stringify(booked.json));
    assert.equal(booked.json.leadStatus, 'TourBooked');
    assert.equal(booked.json.tourDateTime, `${addDays(today, 1)} 12:30:00`);
    assert.equal(booked.json.tourFacilitatorUserName, 'Carlos Reyes');
    // the lead's timeline shows the tour on its date, with the facilitator
    const timeline = (await call('GET', `/api/residents/${me.residentId}/timeline`)).json;
    const tour = timeline.find((e: any) => e.kind === 'Tour');
    assert.equal(tour?.date, addDays(today, 1));
    assert.equal(tour?.description, 'Tour booked (Carlos Reyes)');
    assert.deepEqual(
      timeline.map((e: any) => e.kind),
      ['Enquiry', 'Tour'],
    );
    const card = (await call('GET', '/api/leads/dashboard/status/', { query: { status: 'TourBooked', take: '1' } })).json
      .result[0];
    assert.equal(card.residencyId, me.residencyId);
    assert.equal(card.tourInfo.tourDateTime, `${addDays(today, 1)} 12:30:00`);
    const second = await call('POST', '/api/tour/save', {
      body: { residencyId: me.residencyId, tourFacilitatorUserId: 3, isCompleted: false, tourDateTime: `${today} 12:30:00` },
    });
    assert.deepEqual(second.json.modelState.id, ['The lead already has a tour.']);
    const stale = await call('POST', '/api/tour/save', {
      body: {
        id: booked.json.id,
        version: booked.json.version + 5,
        residencyId: me.residencyId,
        tourFacilitatorUserId: 3,
        isCompleted: false,
        tourDateTime: `${today} 12:30:00`,
      },
    });
    assert.equal(stale.status, 409);
    const done = await call('POST', '/api/tour/save', {
      body: {
        id: booked.json.id,
        version: booked.json.version,
        residencyId: me.residencyId,
        tourFacilitatorUserId: 3,
        isCompleted: true,
        tourDateTime: `${today} 12:30:00`,
      },
    });
    assert.equal(done.status, 200, JSON.stringify(done.json));
    assert.equal(done.json.leadStatus, 'TourCompleted');
    assert.equal((await residency(me.residencyId)).status, 'TourCompleted');
    const undo = await call('POST', '/api/tour/save', {
      body: {
        id: booked.json.id,
        version: done.json.version,
        residencyId: me.residencyId,
        tourFacilitatorUserId: 3,
        isCompleted: false,
        tourDateTime: `${today} 12:30:00`,
      },
    });
    assert.deepEqual(undo.json.modelState.isCompleted, ['Marking the tour completed cannot be undone.']);
    const del = await call('DELETE', `/api/tour/${booked.json.id}`);
    assert.deepEqual(del.json.modelState.id, ['A completed tour cannot be deleted.']);
    // now the drag rules see the completed tour
    assert.match(
      (await call('PUT', '/api/leads/lead-status', { body: { residencyId: me.residencyId, status: 'TourBooked' } })).json
        .modelState.status[0],
      /^Tour already completed/,
    );
    // a resident's tour is read-only
    assert.equal(
      (
        await call('POST', '/api/tour/save', {
          body: { residencyId: 1, tourFacilitatorUserId: 3, isCompleted: false, tourDateTime: `${today} 12:30:00` },
        })
      ).json.modelState.residencyId[0],
      'Tours can only be booked for a lead.',
    );
    assert.ok((await auditCount('leads.tour-complete')) >= 1);
  });

  test('DELETE tour/{id}: a booked tour goes, the lead back to Enquiries; a Waiting lead keeps its status', async () => {
    const me = await newLead();
    const booked = (
      await call('POST', '/api/tour/save', {
        body: {
          residencyId: me.residencyId,
          tourFacilitatorUserId: 2,
          isCompleted: false,
          tourDateTime: `${addDays(today, 2)} 09:00:00`,
        },
      })
    ).json;
    assert.equal((await call('DELETE', `/api/tour/${booked.id}`, { who: 'finance@demo.local' })).status, 403);
    assert.equal((await call('DELETE', `/api/tour/${booked.id}`, { facilityId: 2 })).status, 404);
    const del = await call('DELETE', `/api/tour/${booked.id}`);
    assert.equal(del.status, 200, JSON.stringify(del.json));
    assert.equal(del.json.leadStatus, 'Enquiries');
    assert.equal((await residency(me.residencyId)).status, 'Enquiries');
    assert.equal((await call('DELETE', `/api/tour/${booked.id}`)).status, 404);
  });
});

describe('admission', () => {
  test('GET leads/{id}/available-beds: the free beds of the facility', async () => {
    const res = await call('GET', '/api/leads/74/available-beds');
    assert.equal(res.status, 200);
    const listed = res.json.locations
      .flatMap((l: any) => l.rooms.flatMap((r: any) => r.beds.map((b: any) => b.bedId)))
      .sort((a: number, b: number) => a - b);
    assert.deepEqual(listed, await freeBeds(1));
    assert.equal((await call('GET', '/api/leads/74/available-beds', { who: 'carer@demo.local' })).status, 403);
  });

  test('PUT leads/admit/: refusals (bed, class rule, pre-entry leave, permission) change nothing', async () => {
    const me = await newLead();
    const [free] = await freeBeds(1);
    const base = {
      residentId: me.residentId,
      admissionDateUtc: today,
      careType: 'Permanent',
      accommodationClass: 'Post01Nov2025',
      palliativeStatus: false,
    };
    const noBed = await call('PUT', '/api/leads/admit/', { body: { ...base, bedId: null } });
    assert.equal(noBed.status, 400);
    assert.deepEqual(noBed.json.modelState.bedId, ['Please select a bed.']);
    const occupied = await residency(1);
    const taken = await call('PUT', '/api/leads/admit/', { body: { ...base, bedId: occupied.bed_id } });
    assert.deepEqual(taken.json.modelState.bedId, [ASSIGN_BED_MESSAGES.bedOccupied]);
    const oos = await db()
      .selectFrom('beds')
      .select('id')
      .where('facility_id', '=', 1)
      .where('is_out_of_service', '=', true)
      .executeTakeFirstOrThrow();
    assert.deepEqual((await call('PUT', '/api/leads/admit/', { body: { ...base, bedId: oos.id } })).json.modelState.bedId, [
      ASSIGN_BED_MESSAGES.bedOutOfService,
    ]);
    const otherFacilityBed = await db().selectFrom('beds').select('id').where('facility_id', '=', 2).executeTakeFirstOrThrow();
    assert.equal((await call('PUT', '/api/leads/admit/', { body: { ...base, bedId: otherFacilityBed.id } })).status, 404);
    const nov = await call('PUT', '/api/leads/admit/', { body: { ...base, bedId: free, admissionDateUtc: '2025-10-31' } });
    assert.deepEqual(nov.json.modelState.accommodationClass, [
      'Resident is admitted before 1st Nov-2025, please select accommodation class "1st Jul 2014 to 31 Oct 2025"',
    ]);
    const days = await call('PUT', '/api/leads/admit/', { body: { ...base, bedId: free, preEntryLeaveDays: 9 } });
    assert.deepEqual(days.json.modelState.preEntryLeaveDays, ['Pre-entry leave must be between 1 and 7 days.']);
    const respitePre = await call('PUT', '/api/leads/admit/', {
      body: { ...base, bedId: free, careType: 'Respite', preEntryLeaveDays: 2 },
    });
    assert.deepEqual(respitePre.json.modelState.preEntryLeaveDays, ['Pre-entry leave applies to Permanent care only.']);
    const dep = await call('PUT', '/api/leads/admit/', {
      body: { ...base, bedId: free, careType: 'Respite', expectedDepartureDateUtc: today },
    });
    assert.deepEqual(dep.json.modelState.expectedDepartureDateUtc, [
      'The expected departure date must be after the admission date.',
    ]);
    assert.equal(
      (await call('PUT', '/api/leads/admit/', { who: 'carer@demo.local', body: { ...base, bedId: free } })).status,
      403,
    );
    assert.equal((await call('PUT', '/api/leads/admit/', { body: { ...base, residentId: 1, bedId: free } })).status, 404); // not a lead here
    assert.equal(
      (await call('PUT', '/api/leads/admit/', { body: { ...base, bedId: free, version: me.version + 1 } })).status,
      409,
    );
    const after = await residency(me.residencyId);
    assert.equal(after.is_lead, true);
    assert.equal(after.bed_id, null);
    assert.equal(
      (await db().selectFrom('residency_events').select('id').where('residency_id', '=', me.residencyId).execute()).length,
      0,
    );
  });

  test('PUT leads/admit/: admitted to the bed with pre-entry leave; event 5 and a Medicare Entry submission; resident view', async () => {
    const me = await newLead({ careRecipientId: '4000000001' });
    const [free] = await freeBeds(1);
    const before = await auditCount('leads.admit');
    const res = await call('PUT', '/api/leads/admit/', {
      body: {
        residentId: me.residentId,
        residencyId: me.residencyId,
        bedId: free,
        admissionDateUtc: `${today}T00:00:00.000Z`,
        careType: 'Permanent',
        accommodationClass: 'Post01Nov2025',
        palliativeStatus: false,
        preEntryLeaveDays: 3,
        version: me.version,
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.residentId, me.residentId);
    assert.equal(res.json.medicareSubmitted, true);
    const r = await residency(me.residencyId);
    assert.equal(r.is_lead, false);
    assert.equal(r.admission_date_utc, today);
    assert.equal(r.bed_id, free);
    assert.equal(r.pre_entry_leave_date, addDays(today, -3));
    assert.equal(r.accommodation_class, 'Post01Nov2025');
    const events = await db().selectFrom('residency_events').selectAll().where('residency_id', '=', me.residencyId).execute();
    assert.deepEqual(
      events.map((e: any) => e.event_type),
      [5],
    );
    const subs = await getMedicareGateway(t.ctx).listForResidency(db(), me.residencyId);
    assert.equal(subs.length, 1);
    assert.equal(subs[0].requestType, 'Entry');
    assert.equal(subs[0].status, 'BeingProcessed');
    assert.equal(subs[0].residencyEventId, Number(events[0].id));
    assert.equal(subs[0].payload.careRecipientId, '4000000001');
    assert.equal(await auditCount('leads.admit'), before + 1);
    const view = await call('GET', `/api/residents/${me.residentId}`);
    assert.equal(view.json.isAdmitted, true);
    assert.equal(view.json.isLead, false);
    assert.equal((await call('GET', `/api/leads/${me.residentId}`)).status, 404);
    const again = await call('PUT', '/api/leads/admit/', {
      body: {
        residentId: me.residentId,
        residencyId: me.residencyId,
        bedId: (await freeBeds(1))[0],
        admissionDateUtc: today,
        careType: 'Permanent',
      },
    });
    assert.equal(again.status, 400);
    await getMedicareGateway(t.ctx).processPending(db(), { minAgeMs: 0 });
    assert.equal((await getMedicareGateway(t.ctx).listForResidency(db(), me.residencyId))[0].status !== 'BeingProcessed', true);
  });

  test('PUT leads/admit/: two admissions into one bed at once => exactly one succeeds', async () => {
    const a = await newLead();
    const b = await newLead();
    const [bed] = await freeBeds(1);
    const body = (x: { residentId: number }) => ({
      residentId: x.residentId,
      bedId: bed,
      admissionDateUtc: today,
      careType: 'Permanent',
      accommodationClass: 'Post01Nov2025',
    });
    const results = await Promise.all([
      call('PUT', '/api/leads/admit/', { body: body(a) }),
      call('PUT', '/api/leads/admit/', { who: 'facility.manager@demo.local', body: body(b) }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    assert.deepEqual(statuses, [200, 400], JSON.stringify(results.map((r) => r.json)));
    const loser = results.find((r) => r.status === 400)!;
    assert.deepEqual(loser.json.modelState.bedId, [ASSIGN_BED_MESSAGES.bedOccupied]);
    const holders = await db()
      .selectFrom('residencies')
      .select('id')
      .where('bed_id', '=', bed)
      .where('departure_date_utc', 'is', null)
      .execute();
    assert.equal(holders.length, 1);
  });
});

describe('funding estimate', () => {
  test('GET leads/{id}/funding-estimate: variable components at NWAU x price, the DEMO fixed component, daily basic subsidy', async () => {
    const res = await call('GET', '/api/leads/74/funding-estimate');
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const e = res.json;
    assert.equal(e.careType, 'Permanent');
    assert.equal(e.estimateDate, today);
    assert.equal(e.anaccVariableComponents.length, 13);
    const c1 = e.anaccVariableComponents[0];
    assert.deepEqual(
      { anaccClass: c1.anaccClass, nwau: c1.nwau, rate: c1.rate, isPermanent: c1.isPermanent, isRespite: c1.isRespite },
      { anaccClass: 1, nwau: '0.7300', rate: '215.82', isPermanent: true, isRespite: false },
    );
    assert.equal(c1.totalCareMinutes, 215); // the sector average (the reference data has none per class)
    for (const c of e.anaccVariableComponents) assert.equal(c.rate, anaccRate(c.nwau, '295.64'));
    assert.equal(e.fixedComponent.nwau, '0.5000');
    assert.equal(e.fixedComponent.baseCareTariff, '147.82');
    assert.equal(e.fixedComponent.isDemoValue, true);
    assert.equal(e.fixedComponent.facilityMMMClassificationText, 'MMM 1');
    assert.equal(e.fixedComponent.numberOfBeds, 90);
    assert.equal(e.anaccClass, 6);
    assert.equal(e.variableComponent.anaccClass, 6);
    assert.equal(e.dailyBasicSubsidy, (147.82 + Number(e.variableComponent.rate)).toFixed(2));
    // before 1 Oct 2025 the class NWAUs are not in the reference data: no variable component is invented
    const old = (await call('GET', '/api/leads/74/funding-estimate', { query: { estimateDate: '2025-06-01' } })).json;
    assert.deepEqual(old.anaccVariableComponents, []);
    assert.equal(old.dailyBasicSubsidy, null);
    assert.equal(old.fixedComponent.baseCareTariff, '141.22'); // 0.5 x 282.44
    assert.deepEqual(
      (await call('GET', '/api/leads/74/funding-estimate', { query: { estimateDate: '2026-02-30' } })).json.modelState
        .estimateDate,
      ['Please enter a valid date.'],
    );
    assert.equal((await call('GET', '/api/leads/74/available-beds', { query: { date: '2026-02-30' } })).status, 400);
    assert.equal((await call('GET', '/api/leads/74/funding-estimate', { who: 'carer@demo.local' })).status, 403);
    assert.equal((await call('GET', '/api/leads/74/funding-estimate', { who: 'finance@demo.local' })).status, 200);
  });

  test('PUT leads/{id}/expectedAnacc: saved once, unchanged the second time; class must fit the care type', async () => {
    const res = await call('PUT', '/api/leads/75/expectedAnacc', { body: { anaccClass: 9 } });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.saved, true);
    assert.deepEqual(res.json.expectedAnacc, { anaccClass: 9, anaccClassText: 'Class 9', classificationDate: today });
    assert.equal(res.json.fundingEstimate.variableComponent.anaccClass, 9);
    assert.equal((await call('PUT', '/api/leads/75/expectedAnacc', { body: { anaccClass: 9 } })).json.saved, false);
    const wrong = await call('PUT', '/api/leads/75/expectedAnacc', { body: { anaccClass: 102 } });
    assert.deepEqual(wrong.json.modelState.anaccClass, ['AN-ACC class is not valid for this resident.']);
    assert.equal(
      (await call('PUT', '/api/leads/75/expectedAnacc', { who: 'carer@demo.local', body: { anaccClass: 9 } })).status,
      403,
    );
    const card = (
      await call('GET', '/api/leads/dashboard/status/', { query: { status: 'Confirmed', take: '100' } })
    ).json.result.find((c: any) => c.residencyId === 75);
    assert.deepEqual(card.expectedAnaccVariableComponent, {
      anaccClass: 9,
      anaccClassText: 'Class 9',
      rate: anaccRate('0.53', '295.64'),
    });
  });
});

describe('ACCR (local simulator)', () => {
  test('GET accr/{residentId}: a deterministic record; the "unable to get" path as 400 accr', async () => {
    const res = await call('GET', '/api/accr/80');
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.source, 'ACCR simulator');
    assert.equal(
      res.json.careRecipientId,
      (await db().selectFrom('residents').select('care_recipient_id').where('id', '=', 80).executeTakeFirstOrThrow())
        .care_recipient_id,
    );
    assert.ok(res.json.approvals.length >= 1);
    const again = await call('GET', '/api/accr/80');
    assert.deepEqual({ ...again.json, retrievedOnUtc: null }, { ...res.json, retrievedOnUtc: null });
    // no care recipient ID and no Medicare number: the look-up cannot be made
    const me = await newLead();
    const none = await call('GET', `/api/accr/${me.residentId}`);
    assert.equal(none.status, 400);
    assert.deepEqual(none.json.modelState.accr, [ACCR_SIMULATOR_MESSAGES.lookupDetailsMissing]);
    // a look-up by details that finds nobody (1 person in 3)
    const sim = new AccrSimulator();
    let medicare = 2000000000;
    for (; ; medicare++) {
      const r = await sim.getClientRecord({
        careRecipientId: null,
        firstName: 'Test',
        lastName: 'Nobody',
        dateOfBirth: '1940-01-01',
        sex: null,
        medicareNumber: String(medicare),
        careType: 'Permanent',
        referenceDate: today,
      });
      if (!r.ok) break;
    }
    const nobody = await newLead({
      lastName: 'Nobody',
      dateOfBirth: '1940-01-01',
      medicareNumber: String(medicare),
      medicareMemberNumber: '1',
    });
    assert.deepEqual((await call('GET', `/api/accr/${nobody.residentId}`)).json.modelState.accr, [
      ACCR_SIMULATOR_MESSAGES.notFoundByDetails,
    ]);
    assert.equal((await call('GET', '/api/accr/80', { facilityId: 2 })).status, 404);
    assert.equal((await call('GET', '/api/accr/80', { who: 'admin@demo.local' })).status, 403);
  });

  test('PUT residents/UpdateFromAccr/{residentId}: care recipient ID and expected AN-ACC from the record; stale version', async () => {
    const sim = new AccrSimulator();
    let medicare = 3000000000;
    for (; ; medicare++) {
      const r = await sim.getClientRecord({
        careRecipientId: null,
        firstName: 'Test',
        lastName: 'Found',
        dateOfBirth: '1941-02-02',
        sex: null,
        medicareNumber: String(medicare),
        careType: 'Permanent',
        referenceDate: today,
      });
      if (r.ok) break;
    }
    const me = await newLead({
      lastName: 'Found',
      dateOfBirth: '1941-02-02',
      medicareNumber: String(medicare),
      medicareMemberNumber: '1',
    });
    const res = await call('PUT', `/api/residents/UpdateFromAccr/${me.residentId}`, { body: { version: me.version } });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.ok(res.json.updatedFields.includes('careRecipientId'));
    assert.ok(res.json.updatedFields.includes('expectedAnacc'));
    const lead = (await call('GET', `/api/leads/${me.residentId}`)).json;
    assert.equal(lead.careRecipientId, res.json.accr.careRecipientId);
    assert.equal(lead.careRecipientId.length, 10);
    assert.equal(lead.expectedAnacc.anaccClass, res.json.accr.anaccClass);
    assert.equal(
      (await call('PUT', `/api/residents/UpdateFromAccr/${me.residentId}`, { body: { version: me.version } })).status,
      409,
    );
    assert.equal(
      (
        await call('PUT', `/api/residents/UpdateFromAccr/${me.residentId}`, {
          who: 'finance@demo.local',
          body: { version: lead.version },
        })
      ).status,
      403,
    );
    const none = await newLead();
    assert.equal(
      (await call('PUT', `/api/residents/UpdateFromAccr/${none.residentId}`, { body: { version: none.version } })).status,
      400,
    );
  });
});

describe('transfer of a lead (residents route, transferType Lead)', () => {
  test('a lead moves to another facility as a lead: top of its column there, location cleared; not a lead => 400', async () => {
    const me = await newLead({ preferredFacilityLocationId: 1 });
    const res = await call('POST', `/api/residents/${me.residentId}/transfer`, {
      body: { transferType: 'Lead', toFacilityId: 2 },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const r = await residency(me.residencyId);
    assert.equal(r.facility_id, 2);
    assert.equal(r.is_lead, true);
    assert.equal(r.preferred_facility_location_id, null);
    assert.equal((await call('GET', `/api/leads/${me.residentId}`)).status, 404);
    const there = (
      await call('GET', '/api/leads/dashboard/status/', { facilityId: 2, query: { status: 'Enquiries', take: '1' } })
    ).json.result[0];
    assert.equal(there.residentId, me.residentId);
    assert.equal((await call('GET', `/api/leads/${me.residentId}`, { facilityId: 2 })).json.facilityName, 'Carlton House');
    const notLead = await call('POST', '/api/residents/5/transfer', { body: { transferType: 'Lead', toFacilityId: 2 } });
    assert.deepEqual(notLead.json.modelState.transferType, ['The resident is not a lead.']);
  });
});

describe('export', () => {
  test('GET leads/leads-report-excel: a real .xlsx with the filtered board, readable back', async () => {
    const res = await call('GET', '/api/leads/leads-report-excel', { query: { leadCareType: 'Permanent' } });
    assert.equal(res.status, 200);
    assert.equal(res.res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    assert.match(String(res.res.headers['content-disposition']), /LeadsReport\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.res.rawPayload as any);
    const ws = wb.getWorksheet('Leads')!;
    assert.equal(ws.getRow(1).getCell(1).value, 'Column');
    assert.equal(ws.getRow(1).getCell(3).value, 'First name');
    const board = (await call('GET', '/api/leads/dashboard/', { query: { take: '100', leadCareType: 'Permanent' } })).json;
    const cards = LEAD_COLUMNS.flatMap((c) => board[c.key].result);
    assert.equal(ws.rowCount - 1, cards.length);
    const rows: string[][] = [];
    ws.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as any[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
    });
    assert.deepEqual(
      rows.map((r) => `${r[2]} ${r[3]}`),
      cards.map((c: any) => `${c.firstName} ${c.lastName}`),
    );
    assert.deepEqual(
      rows.map((r) => r[0]),
      cards.map((c: any) => LEAD_COLUMNS.find((x) => x.status === c.status)!.title),
    );
    assert.ok(rows.every((r) => r[5] === 'Permanent'));
    const withTour = cards.findIndex((c: any) => c.tourInfo);
    assert.equal(rows[withTour][15], cards[withTour].tourInfo.tourDateTime);
    assert.equal((await call('GET', '/api/leads/leads-report-excel', { who: 'admin@demo.local' })).status, 403);
  });
});

describe('the residents calls the lead page shares, under the leads permissions', () => {
  /** A user of facility 1 whose role has leadsDetails (view + modify) and leadsFinancials only: no residents permission. */
  async function leadsOnlyUser(): Promise<string> {
    const email = `leads.only.${Math.random().toString(36).slice(2, 7)}@demo.local`;
    const org = await db().selectFrom('facilities').select('organisation_id').where('id', '=', 1).executeTakeFirstOrThrow();
    const role = await db()
      .insertInto('roles')
      .values({ organisation_id: org.organisation_id, name: `Leads only ${email}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('role_permissions')
      .values([
        { role_id: role.id, permission_code: 101, can_view: true, can_modify: true, can_remove: false, can_action: false },
        { role_id: role.id, permission_code: 102, can_view: true, can_modify: true, can_remove: false, can_action: false },
      ])
      .execute();
    const user = await db()
      .insertInto('users')
      .values({
        organisation_id: org.organisation_id,
        first_name: 'Leads',
        last_name: 'Only',
        email,
        role_id: role.id,
        password_hash: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('user_facilities').values({ user_id: user.id, facility_id: 1 }).execute();
    return email;
  }

  test('a leads-only user reads and changes a lead through the shared calls, but not an admitted resident', async () => {
    const who = await leadsOnlyUser();
    const lead = await newLead();
    for (const url of [
      `/api/residents/${lead.residentId}/timeline`,
      `/api/residents/${lead.residentId}/resident-notes`,
      `/api/residents/${lead.residentId}/event-history`,
    ]) {
      const res = await call('GET', url, { who, query: url.endsWith('notes') ? { skip: '0', take: '10' } : {} });
      assert.equal(res.status, 200, `${url}: ${JSON.stringify(res.json)}`);
    }
    const note = await call('POST', `/api/residents/${lead.residentId}/resident-notes`, {
      who,
      body: { note: 'Daughter will call back on Monday.' },
    });
    assert.equal(note.status, 200, JSON.stringify(note.json));
    const signed = await call('PUT', `/api/residents/${lead.residentId}/contract-signed/true`, {
      who,
      body: { version: lead.version },
    });
    assert.equal(signed.status, 200, JSON.stringify(signed.json));
    const r = await residency(lead.residencyId);
    assert.equal(r.contract_signed, true);
    const asset = await call('PUT', `/api/residents/${lead.residentId}/income-asset-status/Completed`, {
      who,
      body: { version: r.version },
    });
    assert.equal(asset.status, 200, JSON.stringify(asset.json));

    // an admitted resident of the same facility needs the residents permissions
    const admitted = await db()
      .selectFrom('residencies')
      .select(['resident_id', 'version'])
      .where('facility_id', '=', 1)
      .where('is_lead', '=', false)
      .where('admission_date_utc', 'is not', null)
      .where('departure_date_utc', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    assert.equal((await call('GET', `/api/residents/${admitted.resident_id}/timeline`, { who })).status, 403);
    assert.equal((await call('GET', `/api/residents/${admitted.resident_id}/event-history`, { who })).status, 403);
    assert.equal(
      (
        await call('PUT', `/api/residents/${admitted.resident_id}/contract-signed/true`, {
          who,
          body: { version: admitted.version },
        })
      ).status,
      403,
    );
  });

  test('without leadsDetails canModify the shared writes are refused for a lead', async () => {
    const lead = await newLead();
    // finance@demo.local: leads view only (demo roles)
    const res = await call('PUT', `/api/residents/${lead.residentId}/contract-signed/true`, {
      who: 'finance@demo.local',
      body: { version: lead.version },
    });
    assert.equal(res.status, 403);
    assert.equal((await residency(lead.residencyId)).contract_signed, false);
  });
});
