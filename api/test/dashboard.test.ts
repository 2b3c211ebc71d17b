import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { addDays, daysBetween, melbourneToday } from 'shared-domain/dates';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
const today = melbourneToday();
before(async () => {
  t = await createTestContext({ today });
});
after(async () => {
  await t?.close();
});

async function get(url: string, who = 'manager@demo.local') {
  return t.app.inject({ url, headers: await t.authFor(who) });
}

/** The expected figures, computed with plain SQL independent of the API's queries. */
async function expected(facilityId: number) {
  const q = async (text: string) => Number((await sql.raw<{ n: string }>(text).execute(t.handle.db)).rows[0].n);
  const current = `from residencies where facility_id = ${facilityId} and admission_date_utc is not null and departure_date_utc is null and not is_lead`;
  const beds = await q(
    `select count(*)::text as n from beds where facility_id = ${facilityId} and not is_out_of_service and is_active`,
  );
  const permanent = await q(`select count(*)::text as n ${current} and care_type = 'Permanent'`);
  const respite = await q(`select count(*)::text as n ${current} and care_type = 'Respite'`);
  const supported = await q(`select count(*)::text as n ${current} and support_level = 'Supported'`);
  const total = await q(`select count(*)::text as n ${current}`);
  const onLeave = await q(`select count(*)::text as n from leaves l join residencies r on r.id = l.residency_id
     where r.facility_id = ${facilityId} and r.admission_date_utc is not null and r.departure_date_utc is null and not r.is_lead
       and l.return_date is null and not l.is_reversed and l.start_date <= '${today}'`);
  // supported / total as a percentage, rounded half up to 2 decimals, computed in integers.
  const hundredths = total === 0 ? 0 : Math.floor((supported * 10000 * 2 + total) / (2 * total));
  const ratio = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
  return { beds, permanent, respite, ratio, onLeave };
}

test('AgeCare dashboard figures equal the database for every AgeCare facility', async () => {
  for (const facilityId of [1, 2, 3]) {
    const res = await get(`/api/dashboard?facilityId=${facilityId}`);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    const e = await expected(facilityId);
    const occ = body.facilityResidencyStatistics.residentOccupancyInfo;
    assert.equal(occ.registeredBeds, e.beds);
    assert.equal(occ.permanentResidentCount, e.permanent);
    assert.equal(occ.respiteResidentCount, e.respite);
    assert.equal(body.facilityResidencyStatistics.supportedResidentsInfo.supportedRatio, e.ratio);
    assert.equal(body.residentsOnLeave.length, e.onLeave);
    assert.ok(e.permanent > 0 && e.respite > 0 && e.onLeave > 0, 'demo data has residents of each kind');
    const threshold = await t.handle.db
      .selectFrom('facilities')
      .select('support_threshold')
      .where('id', '=', facilityId)
      .executeTakeFirstOrThrow();
    assert.equal(body.facilityResidencyStatistics.supportedResidentsInfo.supportThreshold, threshold.support_threshold);
  }
});

test('dashboard follows changes: admission, bed out of service, leave return', async () => {
  const before = (await get('/api/dashboard?facilityId=2')).json();
  const bed = await t.handle.db
    .selectFrom('beds')
    .select('id')
    .where('facility_id', '=', 2)
    .where('is_out_of_service', '=', false)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.handle.db.updateTable('beds').set({ is_out_of_service: true }).where('id', '=', bed.id).execute();
  const person = await t.handle.db
    .insertInto('residents')
    .values({ organisation_id: 1, first_name: 'Zelda', last_name: 'Newcomb' } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.handle.db
    .insertInto('residencies')
    .values({
      resident_id: person.id,
      facility_id: 2,
      care_type: 'Respite',
      admission_date_utc: today,
      support_level: 'Supported',
    })
    .execute();
  const leave = before.residentsOnLeave[0];
  await t.handle.db
    .updateTable('leaves')
    .set({ return_date: today })
    .where('residency_id', 'in', (eb) =>
      eb.selectFrom('residencies').select('id').where('resident_id', '=', leave.residentId).where('facility_id', '=', 2),
    )
    .where('return_date', 'is', null)
    .execute();
  const afterBody = (await get('/api/dashboard?facilityId=2')).json();
  const b = before.facilityResidencyStatistics.residentOccupancyInfo;
  const a = afterBody.facilityResidencyStatistics.residentOccupancyInfo;
  assert.equal(a.registeredBeds, b.registeredBeds - 1);
  assert.equal(a.respiteResidentCount, b.respiteResidentCount + 1);
  assert.equal(a.permanentResidentCount, b.permanentResidentCount);
  assert.equal(afterBody.residentsOnLeave.length, before.residentsOnLeave.length - 1);
  assert.ok(!afterBody.residentsOnLeave.some((l: { residentId: number }) => l.residentId === leave.residentId));
  assert.equal(afterBody.facilityResidencyStatistics.supportedResidentsInfo.supportedRatio, (await expected(2)).ratio);
});

test('residents on leave: types, dates as YYYY-MM-DD, due-back dates around today', async () => {
  const body = (await get('/api/dashboard?facilityId=1')).json();
  const types = new Set(body.residentsOnLeave.map((l: { type: string }) => l.type));
  assert.deepEqual([...types].sort(), ['Emergency', 'Hospital', 'Social']);
  for (const l of body.residentsOnLeave) {
    assert.match(l.startDateUtc, /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(l.expectedReturnDateUtc === null || /^\d{4}-\d{2}-\d{2}$/.test(l.expectedReturnDateUtc));
    assert.ok(typeof l.firstName === 'string' && typeof l.lastName === 'string' && Number.isInteger(l.residentId));
  }
  const due = new Set(body.residentsOnLeave.map((l: { expectedReturnDateUtc: string | null }) => l.expectedReturnDateUtc));
  assert.ok(due.has(addDays(today, -1)) && due.has(today) && due.has(addDays(today, 1)), 'yesterday, today and tomorrow present');
});

test('device expiry: days for the organisation manager, hidden without deviceExpiryNotification canAction', async () => {
  const org = await t.handle.db.selectFrom('organisations').select('device_expiry_date').executeTakeFirstOrThrow();
  const manager = (await get('/api/dashboard?facilityId=1')).json();
  assert.equal(manager.numberOfDaysToDeviceExpiry, daysBetween(today, org.device_expiry_date!));
  assert.equal(manager.numberOfDaysToDeviceExpiry, 30);
  for (const who of ['carer@demo.local', 'facility.manager@demo.local']) {
    const res = await get('/api/dashboard?facilityId=1', who);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().numberOfDaysToDeviceExpiry, null, who);
  }
  await t.handle.db
    .updateTable('organisations')
    .set({ device_expiry_date: addDays(today, -3) })
    .execute();
  assert.equal((await get('/api/dashboard?facilityId=1')).json().numberOfDaysToDeviceExpiry, -3);
});

test('dashboard of an independent-living facility is 404; ILU dashboard of an AgeCare facility is 404', async () => {
  assert.equal((await get('/api/dashboard?facilityId=4')).statusCode, 404);
  assert.equal((await get('/api/ilu-dashboard?facilityId=1')).statusCode, 404);
});

test('ILU dashboard: vacancies, counts, deposits, tours, enquiries this month, leave groups', async () => {
  const res = await get('/api/ilu-dashboard?facilityId=4');
  assert.equal(res.statusCode, 200);
  const body = res.json();
  const occ = body.iluFacilityStatistics.iLuOccupancyInfo;
  const db = t.handle.db;
  const units = await db
    .selectFrom('accommodations as a')
    .leftJoin('accommodation_types as ty', 'ty.id', 'a.accommodation_type_id')
    .select(['a.id', 'a.room_number', 'a.ilu_status', 'ty.name'])
    .where('a.facility_id', '=', 4)
    .execute();
  assert.equal(occ.totalUnitCount, units.length);
  assert.equal(occ.occupiedUnitCount, units.filter((u) => u.ilu_status === 'Occupied').length);
  const avail = units.filter((u) => u.ilu_status === 'Available');
  assert.equal(occ.availableAccommodations.length, avail.length);
  assert.ok(avail.length > 0);
  for (const a of occ.availableAccommodations) {
    const u = avail.find((x) => x.id === a.accommodationId)!;
    assert.equal(a.roomNumber, u.room_number);
    assert.equal(a.accommodationName, u.name);
  }
  const info = body.iluFacilityStatistics.iluEnquiryInfo;
  const open = await db
    .selectFrom('independent_living_allocations')
    .selectAll()
    .where('facility_id', '=', 4)
    .where('occupied_date', 'is', null)
    .where('is_archived', '=', false)
    .execute();
  const withDeposit = open.filter((o) => o.deposit_paid_date && o.accommodation_id);
  assert.equal(info.enquiriesWithDepositPaidCount, withDeposit.length);
  assert.deepEqual(
    info.depositPaidAndUnitInfos.map((e: { independentLivingAllocationId: number }) => e.independentLivingAllocationId).sort(),
    withDeposit.map((o) => o.id).sort(),
  );
  for (const e of info.depositPaidAndUnitInfos) {
    assert.match(e.depositPaidDateUtc, /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(e.roomNumber && e.firstResidentFullName && e.firstResidentId);
  }
  const toured = await db
    .selectFrom('ilu_tours')
    .select('independent_living_allocation_id as id')
    .distinct()
    .where('completed', '=', true)
    .where(
      'independent_living_allocation_id',
      'in',
      open.map((o) => o.id),
    )
    .execute();
  assert.equal(info.enquiriesOnATourCount, toured.length);
  assert.equal(info.iluTour.iluTourCompletedList.length, toured.length);
  assert.ok(toured.length > 0);
  assert.ok(info.iluTour.iluTourCompletedList.every((e: { tourDateTime: string }) => !Number.isNaN(Date.parse(e.tourDateTime))));
  const month = today.slice(0, 7);
  const thisMonth = open.filter(
    (o) => new Date(o.created_on).toLocaleDateString('en-CA', { timeZone: 'Australia/Melbourne' }).slice(0, 7) === month,
  );
  assert.equal(info.enquiriesThisMonthCount, thisMonth.length);
  assert.equal(info.enquiryDetails.length, thisMonth.length);
  assert.ok(thisMonth.length > 0);
  const types = new Set(body.residentsOnLeave.map((l: { type: string }) => l.type));
  assert.deepEqual([...types].sort(), ['Hospital', 'Respite', 'Social']);
});
