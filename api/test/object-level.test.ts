/**
 * Object-level security, generated from the route registry and the contracts: for every facility-scoped
 * route, the id of another facility's record in each path parameter, query field and body field the contract marks with
 * `x-entity` answers 404 and writes nothing. Which record goes in a field comes from its entity kind
 * (prepareForeignRecords below), never from a list of routes; a field that looks like an id but does not say what it
 * points at fails the suite, which is what keeps the contracts honest.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { EntityKind } from 'shared-domain/contracts/common';
import { PERMISSIONS, codeForPermissionName } from 'shared-domain/permissions';
import type { RouteInfo } from '../src/http/routes';
import { sampleValue, schemaOf, walkRoute, withField, type ContractField } from './contract-walk';
import { createTestContext, type TestContext } from './helpers';
import { changedTables, fingerprint, homeFacility, requestRoute, tableNames, type RouteRequest } from './security-request';

/** The facility whose records are put in the fields: Carlton House (AgeCare), which the acting users cannot use. */
const OTHER_FACILITY = 2;
const FACILITY_MANAGER = 'facility.manager@demo.local';
/** Test users (created below) with every permission: at Bayside Gardens only, and at Riverside Village only. */
const ALL_AT_BAYSIDE = 'object-level.bayside@test.local';
const ALL_AT_RIVERSIDE = 'object-level.riverside@test.local';

/** 404s the guard answers before any record is looked at: a route answering one of these proves nothing here. */
const GUARD_404 = [/^The facility was not found\.$/, /^This is not available for /, /^This feature is not enabled\.$/];

let t: TestContext;
let routes: RouteInfo[];
let tables: string[];
let foreign: Record<EntityKind, number | null>;
let organisationOwned: { user: number; role: number };
const usedPeople = new Set<number>();
const tokens = new Map<string, string>();
let facilityManagerPermissions: Array<{
  permission_code: number;
  can_view: boolean;
  can_modify: boolean;
  can_remove: boolean;
  can_action: boolean;
}>;

before(async () => {
  t = await createTestContext();
  routes = t.app.routeRegistry;
  organisationOwned = await prepareUsers();
  foreign = await prepareForeignRecords(organisationOwned, usedPeople);
  // Tokens first: the first one creates the signing key, a write the fingerprints must not see. They last the whole
  // suite (an hour): on a loaded machine it runs longer than a signed-in token's five minutes.
  for (const who of [FACILITY_MANAGER, ALL_AT_BAYSIDE, ALL_AT_RIVERSIDE])
    tokens.set(who, await t.tokenFor(who, { expiresIn: '1h' }));
  tables = await tableNames(t.handle.db);
  facilityManagerPermissions = await t.handle.db
    .selectFrom('role_permissions as rp')
    .innerJoin('users as u', 'u.role_id', 'rp.role_id')
    .select(['rp.permission_code', 'rp.can_view', 'rp.can_modify', 'rp.can_remove', 'rp.can_action'])
    .where('u.email', '=', FACILITY_MANAGER)
    .execute();
});
after(async () => {
  await t?.close();
});

/** Another organisation with a role and a user (organisation-owned kinds), and the test users with every permission. */
async function prepareUsers(): Promise<{ user: number; role: number }> {
  const db = t.handle.db;
  const org = await db.insertInto('organisations').values({ name: 'Other Care Group' }).returning('id').executeTakeFirstOrThrow();
  const role = await db
    .insertInto('roles')
    .values({ organisation_id: org.id, name: 'Other role' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({ organisation_id: org.id, role_id: role.id, email: 'someone@other.test', first_name: 'Someone', last_name: 'Else' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // For routes the facility manager may not use: every permission at one facility, not an organisation manager.
  const testRole = await db
    .insertInto('roles')
    .values({ organisation_id: 1, name: 'Object-level test role', is_organisation_manager: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_permissions')
    .values(
      PERMISSIONS.map((p) => ({
        role_id: testRole.id,
        permission_code: p.code,
        can_view: true,
        can_modify: true,
        can_remove: true,
        can_action: true,
      })),
    )
    .execute();
  for (const [email, facility] of [
    [ALL_AT_BAYSIDE, 1],
    [ALL_AT_RIVERSIDE, 4],
  ] as const) {
    const u = await db
      .insertInto('users')
      .values({ organisation_id: 1, role_id: testRole.id, email, first_name: 'Object', last_name: 'Level' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_facilities').values({ user_id: u.id, facility_id: facility }).execute();
  }
  return { user: user.id, role: role.id };
}

/** One record of each rate schedule of another organisation (the one of `user`): organisation-owned kinds. */
async function otherOrganisationSchedules(user: number) {
  const db = t.handle.db;
  const { organisation_id } = await db
    .selectFrom('users')
    .select('organisation_id')
    .where('id', '=', user)
    .executeTakeFirstOrThrow();
  const insert = async (table: 'care_funding_rates' | 'accommodation_funding_rates' | 'fees_and_charges', start: string) =>
    (
      await db
        .insertInto(table)
        .values({
          organisation_id,
          start_date: start,
          ...(table === 'care_funding_rates' ? { funding_model: 'ANACC' } : {}),
        } as never)
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst()
    )?.id ??
    (
      await db
        .selectFrom(table)
        .select('id')
        .where('organisation_id', '=', organisation_id)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  return {
    careFundingRate: await insert('care_funding_rates', '2022-10-01'),
    accommodationFundingRate: await insert('accommodation_funding_rates', '2023-07-01'),
    feesAndCharges: await insert('fees_and_charges', '2023-09-20'),
  };
}

/**
 * One record of each kind that the acting user cannot see: owned by facility 2 (users and roles: by another
 * organisation), and for people, a person known only to facility 2 and not used before. Kinds the demo data has no
 * record of are created here. `reference` (countries, religions...) is shared by everyone: nothing to put in.
 * Called again after a route wrote something: a route that, say, created a lead for the person would make them known to
 * Bayside Gardens, and every later answer about them would be a consequence of that one defect.
 */
async function prepareForeignRecords(
  organisationOwned: { user: number; role: number },
  used: Set<number>,
): Promise<Record<EntityKind, number | null>> {
  const db = t.handle.db;
  const F = OTHER_FACILITY;
  const onlyHere = (alias: string) =>
    sql<boolean>`not exists (select 1 from residencies o where o.resident_id = ${sql.ref(`${alias}.resident_id`)} and o.facility_id <> ${F})`;
  const notUsed = (alias: string) =>
    used.size ? sql<boolean>`${sql.ref(`${alias}.resident_id`)} not in (${sql.join([...used])})` : sql<boolean>`true`;
  const resident = await db
    .selectFrom('residencies as r')
    .select(['r.resident_id', 'r.id', 'r.bed_id'])
    .where('r.facility_id', '=', F)
    .where('r.is_lead', '=', false)
    .where('r.admission_date_utc', 'is not', null)
    .where('r.departure_date_utc', 'is', null)
    .where(onlyHere('r'))
    .where(notUsed('r'))
    .orderBy('r.resident_id')
    .executeTakeFirstOrThrow();
  const lead = await db
    .selectFrom('residencies as r')
    .select(['r.resident_id', 'r.id'])
    .where('r.facility_id', '=', F)
    .where('r.is_lead', '=', true)
    .where('r.is_archived', '=', false)
    .where(sql<boolean>`not exists (select 1 from residencies o where o.resident_id = r.resident_id and o.id <> r.id)`)
    .where(notUsed('r'))
    .orderBy('r.resident_id')
    .executeTakeFirstOrThrow();
  used.add(resident.resident_id);
  used.add(lead.resident_id);
  const first = async (table: 'beds' | 'accommodations' | 'facility_locations' | 'accommodation_types') =>
    (await db.selectFrom(table).select('id').where('facility_id', '=', F).orderBy('id').executeTakeFirstOrThrow()).id;
  const tour = await db
    .selectFrom('lead_tours')
    .select('id')
    .where('facility_id', '=', F)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const event = await db
    .selectFrom('residency_events')
    .select('id')
    .where('residency_id', '=', resident.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const leave = await db
    .selectFrom('leaves as l')
    .innerJoin('residencies as r', 'r.id', 'l.residency_id')
    .select('l.id')
    .where('r.facility_id', '=', F)
    .where(onlyHere('r'))
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
  const manager = await db.selectFrom('users').select('id').where('email', '=', 'manager@demo.local').executeTakeFirstOrThrow();

  // Records the demo data does not have, for the person known only to facility 2.
  const person = resident.resident_id;
  const residency = resident.id;
  const contact = await db
    .insertInto('resident_contacts')
    .values({ resident_id: person, kind: 'Other', first_name: 'Other', last_name: 'Facility' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const note = await db
    .insertInto('resident_notes')
    .values({ facility_id: F, resident_id: person, note: 'A note of another facility.' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const document = await db
    .insertInto('documents')
    .values({
      facility_id: F,
      resident_id: person,
      residency_id: residency,
      name: `Other facility ${person}`,
      extension: 'pdf',
      content_type: 'application/pdf',
      size: 4,
      storage_key: `object-level/other-facility-${person}.pdf`,
      added_by_user_id: manager.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const supplement = await db
    .insertInto('resident_supplements')
    .values({ facility_id: F, residency_id: residency, supplement_type: 'Oxygen', start_date: '2026-01-05' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const legalNotice = await db
    .insertInto('resident_legal_notices')
    .values({ facility_id: F, residency_id: residency, notice_date: '2026-01-06' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reassessment = await db
    .insertInto('anacc_reassessment_requests')
    .values({
      facility_id: F,
      residency_id: residency,
      reason: 'Change in care needs',
      request_date: '2026-01-07',
      status: 'Pending',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const submission = await db
    .insertInto('medicare_submissions')
    .values({
      facility_id: F,
      residency_id: residency,
      resident_id: person,
      unique_event_id: `OBJECT-LEVEL-${person}`,
      request_type: 'Entry',
      payload: JSON.stringify({ careRecipientId: null }),
      status: 'Accepted',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  return {
    resident: person,
    lead: lead.resident_id,
    residency,
    bed: resident.bed_id ?? (await first('beds')),
    room: await first('accommodations'),
    location: await first('facility_locations'),
    accommodationType: await first('accommodation_types'),
    outOfServicePeriod: (
      await db
        .selectFrom('bed_out_of_service_periods as p')
        .innerJoin('beds as b', 'b.id', 'p.bed_id')
        .select('p.id')
        .where('b.facility_id', '=', F)
        .orderBy('p.id')
        .executeTakeFirstOrThrow()
    ).id,
    tour: tour.id,
    event: Number(event.id),
    leave: leave.id,
    contact: contact.id,
    note: note.id,
    document: document.id,
    supplement: supplement.id,
    legalNotice: legalNotice.id,
    reassessment: reassessment.id,
    submission: Number(submission.id),
    facility: F,
    user: organisationOwned.user,
    role: organisationOwned.role,
    statement: (
      await db.selectFrom('medicare_statements').select('id').where('facility_id', '=', F).orderBy('id').executeTakeFirstOrThrow()
    ).id,
    glAccount: (
      await db
        .insertInto('gl_account_mappings')
        .values({
          facility_id: F,
          mapping_group: 'SundryCharges',
          mapping_type: `Object-level ${person}`,
          mapping_value: '200-4999',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
    optionalService: (
      await db
        .insertInto('optional_services')
        .values({
          facility_id: F,
          type_description: `Object-level ${person}`,
          billing_period: 'Weekly',
          start_date: '2026-01-01',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
    reference: null,
    // A payment line of the other facility's statement (the reconciliation's actions and notes).
    statementLine: Number(
      (
        await db
          .insertInto('medicare_statement_lines')
          .values({
            statement_id: (
              await db
                .selectFrom('medicare_statements')
                .select('id')
                .where('facility_id', '=', F)
                .orderBy('id')
                .executeTakeFirstOrThrow()
            ).id,
            facility_id: F,
            statement_type: 1,
            care_type: 'Permanent',
            care_recipient_id: 'CR00000001',
            residency_id: residency,
            first_name: 'Other',
            last_name: 'Facility',
            adjustment_month: '2026-01-01',
            payment_type: 'AN-ACC variable',
            paid_care: 31,
            amount_due: '3000.00',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    ),
    // Resident finance: filled by the sub-features that add fields of these kinds.
    ...(await otherOrganisationSchedules(organisationOwned.user)),
    feeRun: null,
    ledgerEntry: null,
    // The fees tab's save: a fee value and an optional service period of the other facility's residency.
    feeEntry: Number(
      (
        await db
          .insertInto('resident_finance_effective_dates')
          .values({
            facility_id: F,
            residency_id: residency,
            effective_date_type: 'BasicDailyCareFee',
            effective_from_date: '2026-01-08',
            value: '65.55',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    ),
    // An independent-living allocation of the other facility (an enquiry there).
    allocation: (
      await db.insertInto('independent_living_allocations').values({ facility_id: F }).returning('id').executeTakeFirstOrThrow()
    ).id,
    // A sundry charge of the other facility (a draft of one line for its resident).
    sundryCharge: (
      await db
        .insertInto('sundry_charges')
        .values({
          facility_id: F,
          description: 'Other facility hairdressing',
          gst_rate: '10.00',
          total: '11.00',
          invoice_date: '2026-01-08',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
    residencyOptionalService: (
      await db
        .insertInto('residency_optional_services')
        .values({
          facility_id: F,
          residency_id: residency,
          optional_service_id: (
            await db
              .selectFrom('optional_services')
              .select('id')
              .where('facility_id', '=', F)
              .orderBy('id')
              .executeTakeFirstOrThrow()
          ).id,
          start_date: '2026-01-08',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  };
}

const FLAG_COLUMN = { canView: 'can_view', canModify: 'can_modify', canRemove: 'can_remove', canAction: 'can_action' } as const;

/** Who acts on a route: the facility manager where they hold its permissions, else a test user with every permission. */
function actingUser(r: RouteInfo): string {
  if (homeFacility(r) === 4) return ALL_AT_RIVERSIDE;
  const needs = [r.permission, r.leadPermission].filter((p) => p !== undefined);
  const holds = needs.every((p) =>
    facilityManagerPermissions.some((e) => e.permission_code === codeForPermissionName(p.name) && e[FLAG_COLUMN[p.flag]]),
  );
  return holds ? FACILITY_MANAGER : ALL_AT_BAYSIDE;
}

function label(r: RouteInfo, f: ContractField) {
  return `${r.method} ${r.url} ${f.location === 'querystring' ? 'query' : f.location} ${f.key}`;
}

/** The request with `id` in field `f` and the route's example everywhere else. */
function substituted(r: RouteInfo, f: ContractField, id: number): RouteRequest {
  const value: unknown = f.kind === 'array' ? [id] : f.numericString ? String(id) : id;
  if (f.location === 'params') return { params: { [f.name]: String(id) } };
  if (f.location === 'querystring') return { query: { [f.name]: Array.isArray(value) ? value.map(String) : String(value) } };
  const bodySchema = schemaOf(r, 'body')!;
  return { body: withField(r.example?.body ?? sampleValue(bodySchema), bodySchema, f.path, value) };
}

describe('object-level security, generated from the route registry and the contracts', () => {
  test('every field that looks like an id says what it points at (x-entity)', (tc) => {
    const missing = routes.flatMap((r) =>
      walkRoute(r)
        .filter((f) => f.idLike && !f.entity)
        .map((f) => label(r, f)),
    );
    tc.diagnostic(`id-like fields without x-entity: ${missing.length}`);
    for (const m of missing) tc.diagnostic(`  ${m}`);
    assert.deepEqual(
      missing,
      [],
      `Declare these fields with Id('<kind>') (shared-domain/contracts/common):\n${missing.join('\n')}`,
    );
  });

  test("another facility's record in every x-entity field => 404, nothing written", async (tc) => {
    const failures: string[] = [];
    const counts = { params: 0, querystring: 0, body: 0 };
    let covered = 0;
    let reference = 0;
    const withoutIds: string[] = [];
    const facilityRoutes = routes.filter((r) => r.scope === 'facility' && !r.stream);
    for (const r of facilityRoutes) {
      const fields = walkRoute(r).filter((f) => f.entity);
      let substitutedHere = 0;
      for (const f of fields) {
        const kind = f.entity as EntityKind;
        if (kind === 'reference') {
          reference++;
          continue;
        }
        if (!(kind in foreign)) {
          failures.push(`${label(r, f)}: no record of kind "${kind}" to put in (add it to prepareForeignRecords)`);
          continue;
        }
        if (f.location === 'querystring' && f.path.length > 1) {
          failures.push(`${label(r, f)}: a nested query field cannot be sent`);
          continue;
        }
        const id = foreign[kind]!;
        const user = actingUser(r);
        const before = await fingerprint(t.handle.db, tables);
        const res = await requestRoute(t.app, r, { token: tokens.get(user), ...substituted(r, f, id) });
        const written = changedTables(before, await fingerprint(t.handle.db, tables));
        substitutedHere++;
        counts[f.location]++;
        const problems: string[] = [];
        if (res.statusCode !== 404) problems.push(`answered ${res.statusCode} (${res.body.slice(0, 300)})`);
        else {
          let body: unknown;
          try {
            body = res.json();
          } catch {
            body = undefined;
          }
          const keys = body && typeof body === 'object' ? Object.keys(body) : [];
          const message = (body as { message?: unknown } | undefined)?.message;
          if (keys.length !== 1 || keys[0] !== 'message')
            problems.push(`404 body is not { message } only: ${res.body.slice(0, 200)}`);
          else if (typeof message === 'string' && GUARD_404.some((re) => re.test(message))) {
            problems.push(`the guard answered 404 before the record was resolved ("${message}"): the test proves nothing`);
          }
        }
        if (written.length) problems.push(`wrote to ${written.join(', ')}`);
        if (problems.length) failures.push(`${label(r, f)} = ${kind} ${id} as ${user}: ${problems.join('; ')}`);
        if (written.length) foreign = await prepareForeignRecords(organisationOwned, usedPeople);
      }
      if (substitutedHere > 0) covered++;
      else withoutIds.push(`${r.method} ${r.url}`);
    }
    tc.diagnostic(
      `object-level coverage: ${covered} of ${facilityRoutes.length} facility-scoped routes, ` +
        `${counts.params + counts.querystring + counts.body} fields substituted ` +
        `(path ${counts.params}, query ${counts.querystring}, body ${counts.body}); ${reference} reference-data fields left as they are`,
    );
    tc.diagnostic(`routes with no id of a facility's record to substitute: ${withoutIds.join(', ')}`);
    for (const f of failures) tc.diagnostic(`  FAIL ${f}`);
    assert.deepEqual(failures, [], failures.join('\n'));
  });
});
