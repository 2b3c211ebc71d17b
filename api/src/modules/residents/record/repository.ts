/**
 * SQL of the resident record: the residency a facility sees for a person (resolved by `s.resolve.resident`), the
 * person's contacts and links, and the record's writes. Person-owned rows are reached only through a resolved person.
 */
import type { RecordChange } from 'shared-domain/contracts/common';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { ResidentBillPayerDetails, ResidentContacts, Residents } from '../../../db/database.generated';
import { memoQuery } from '../../../db/memo';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';

/** A list aggregated as JSON by a sub-query (PGlite may hand json over as text). */
type Named = Array<{ id: number; name: string }>;
const jsonArray = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The residency `residencyId` of the facility with its person, bed, room and country: what the record shows. */
export function recordRow(s: ScopedDb, residencyId: number) {
  return s
    .selectFrom('residencies', 'rs')
    .innerJoin('residents as r', 'r.id', 'rs.resident_id')
    .innerJoin('facilities as f', 'f.id', 'rs.facility_id')
    .leftJoin('beds as b', 'b.id', 'rs.bed_id')
    .leftJoin('independent_living_allocations as ila', 'ila.id', 'rs.independent_living_allocation_id')
    .leftJoin('accommodations as a', (j) => j.on(sql<boolean>`a.id = coalesce(b.accommodation_id, ila.accommodation_id)`))
    .leftJoin('countries as c', 'c.id', 'r.country_id')
    .selectAll('r')
    .select([
      'rs.id as residency_id',
      'rs.facility_id',
      'rs.care_type',
      'rs.is_lead',
      'rs.is_archived',
      'rs.is_private_residency',
      'rs.support_level',
      'rs.requested_admission_date',
      'rs.admission_date_utc',
      'rs.expected_departure_date',
      'rs.departure_date_utc',
      'rs.departure_reason',
      'rs.bed_id',
      'rs.independent_living_allocation_id',
      'rs.created_on_utc as residency_created_on_utc',
      'rs.version as residency_version',
      'rs.contract_signed',
      'rs.income_asset_status',
      'rs.pre_entry_leave_date',
      'f.name as facility_name',
      'f.facility_type',
      'a.room_number',
      'b.name as bed_name',
      'c.name as country_name',
    ])
    .where('rs.id', '=', residencyId)
    .executeTakeFirstOrThrow();
}
export type RecordRow = Awaited<ReturnType<typeof recordRow>>;

/** A contact as the record shows it (the columns `contactDetails` reads). */
export type ContactJson = Pick<
  ContactRow,
  | 'kind'
  | 'id'
  | 'title'
  | 'first_name'
  | 'last_name'
  | 'phone_number'
  | 'phone_number_alternate'
  | 'contact_notes'
  | 'relationships'
  | 'email'
  | 'street1'
  | 'street2'
  | 'suburb'
  | 'state'
  | 'post_code'
  | 'country_id'
  | 'country_name'
>;

/** The residency's open leave as JSON (the columns of `openLeaveQuery`'s row that the record shows). */
export interface LeaveJson {
  id: number;
  type: 'Hospital' | 'Social' | 'Emergency' | 'Respite';
  kind: 'Social' | 'TransitionCare' | 'SocialNonClaimable' | 'TransitionNonClaimable' | null;
  start_date: string;
  return_date: string | null;
  expected_return_date: string | null;
  start_time_local: string | null;
  return_time_local: string | null;
  is_respite_leave_within_organisation: boolean;
  version: number;
}

/**
 * GET residents/{id} in one statement (each statement is a round trip): the residency the facility sees for the person (what
 * `s.resolve.resident` chooses: the latest admitted one here, else the latest lead) as a lateral top-1 of the facility's
 * residencies, joined to the person, bed, room, country, bill payer and photo, with the contacts, enquiry sources,
 * religions, specialised care and the open leave as JSON sub-queries. No row: the facility does not know the person (404).
 */
/** The record's statement, compiled once per facility (db/memo.ts). */
const detailQuery = memoQuery(
  'residents.detail',
  (s, { residentId }: { residentId: number }) => {
    const named = (
      table: 'resident_enquiry_sources' | 'resident_religions',
      ref: 'enquiry_sources' | 'religions',
      column: string,
    ) =>
      sql<Named>`coalesce((select json_agg(json_build_object('id', e.id, 'name', e.name) order by e.name, e.id)
       from ${sql.table(table)} l join ${sql.table(ref)} e on e.id = ${sql.ref(`l.${column}`)} where l.resident_id = r.id), '[]'::json)`;
    return s
      .selectFromOrganisation('residents', 'r')
      .innerJoinLateral(
        () => s.residencyHere(residentId).selectAll('here').as('rs'),
        (j) => j.onTrue(),
      )
      .innerJoin('facilities as f', 'f.id', 'rs.facility_id')
      .leftJoin('beds as b', 'b.id', 'rs.bed_id')
      .leftJoin('independent_living_allocations as ila', 'ila.id', 'rs.independent_living_allocation_id')
      .leftJoin('accommodations as a', (j) => j.on(sql<boolean>`a.id = coalesce(b.accommodation_id, ila.accommodation_id)`))
      .leftJoin('countries as c', 'c.id', 'r.country_id')
      .leftJoin('resident_bill_payer_details as bp', 'bp.resident_id', 'r.id')
      .leftJoin('resident_photos as ph', 'ph.resident_id', 'r.id')
      .selectAll('r')
      .select([
        'rs.id as residency_id',
        'rs.facility_id',
        'rs.care_type',
        'rs.is_lead',
        'rs.is_archived',
        'rs.is_private_residency',
        'rs.support_level',
        'rs.requested_admission_date',
        'rs.admission_date_utc',
        'rs.expected_departure_date',
        'rs.departure_date_utc',
        'rs.departure_reason',
        'rs.bed_id',
        'rs.independent_living_allocation_id',
        'rs.created_on_utc as residency_created_on_utc',
        'rs.contract_signed',
        'rs.income_asset_status',
        'rs.pre_entry_leave_date',
        'f.name as facility_name',
        'f.facility_type',
        'a.room_number',
        'b.name as bed_name',
        'c.name as country_name',
        sql<ContactJson[]>`coalesce((select json_agg(json_build_object('kind', k.kind, 'id', k.id, 'title', k.title,
         'first_name', k.first_name, 'last_name', k.last_name, 'phone_number', k.phone_number,
         'phone_number_alternate', k.phone_number_alternate, 'contact_notes', k.contact_notes,
         'relationships', coalesce((select json_agg(json_build_object('id', rl.id, 'name', rl.name) order by rl.name, rl.id)
                                      from resident_contact_relationships cr join relationships rl on rl.id = cr.relationship_id
                                     where cr.contact_id = k.id), '[]'::json),
         'email', k.email, 'street1', k.street1, 'street2', k.street2, 'suburb', k.suburb, 'state', k.state,
         'post_code', k.post_code, 'country_id', k.country_id, 'country_name', kc.name) order by k.kind, k.position, k.id)
         from resident_contacts k left join countries kc on kc.id = k.country_id where k.resident_id = r.id), '[]'::json)`.as(
          'contacts',
        ),
        named('resident_enquiry_sources', 'enquiry_sources', 'enquiry_source_id').as('sources'),
        named('resident_religions', 'religions', 'religion_id').as('religions'),
        sql<number[]>`coalesce((select json_agg(x.specialised_care_id order by x.specialised_care_id)
         from resident_specialised_care x where x.resident_id = r.id), '[]'::json)`.as('specialised'),
        sql<LeaveJson | null>`(select json_build_object('id', l.id, 'type', l.type, 'kind', l.kind, 'start_date', l.start_date,
         'return_date', l.return_date, 'expected_return_date', l.expected_return_date, 'start_time_local', l.start_time_local,
         'return_time_local', l.return_time_local, 'is_respite_leave_within_organisation', l.is_respite_leave_within_organisation,
         'version', l.version)
         from leaves l where l.residency_id = rs.id and l.return_date is null and l.is_reversed = ${sql.lit(false)}
         order by l.start_date desc limit 1)`.as('open_leave'),
        // Who last changed the person or this residency, and when (the newest audit row of the facility naming a user
        // of the organisation): an open edit form shows it when a colleague saves meanwhile. In the record's statement,
        // not a second round trip; the same answer as ScopedDb.lastChangeOf.
        sql<RecordChange | string | null>`(select json_build_object('name', trim(u.first_name || ' ' || u.last_name),
         'atUtc', to_char(lc.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
         from (select a.user_id, a.at, a.id from audit_log a
                where a.entity = 'resident' and a.entity_id = r.id::text and a.facility_id = rs.facility_id
               union all
               select a.user_id, a.at, a.id from audit_log a
                where a.entity = 'residency' and a.entity_id = rs.id::text and a.facility_id = rs.facility_id) lc
         join users u on u.id = lc.user_id and u.organisation_id = f.organisation_id
         order by lc.at desc, lc.id desc limit 1)`.as('last_change'),
        'bp.resident_id as bp_resident_id',
        'bp.account_name',
        'bp.account_number',
        'bp.bank_name',
        'bp.bsb',
        'bp.cc_email',
        'bp.is_drawdown_dap',
        'bp.is_drawdown_extra_services',
        'bp.is_drawdown_fees',
        'bp.is_invoice_email',
        'bp.is_invoice_post',
        'bp.payment_method',
        'ph.photo_taken_date_utc',
      ])
      .where('r.id', '=', residentId);
  },
  { genericPlan: true },
);

export async function detailRow(s: ScopedDb, residentId: number) {
  const [row] = await detailQuery(s, { residentId });
  if (!row) return undefined;
  const billPayer: BillPayerRow | undefined =
    row.bp_resident_id === null
      ? undefined
      : {
          resident_id: row.bp_resident_id,
          account_name: row.account_name,
          account_number: row.account_number,
          bank_name: row.bank_name,
          bsb: row.bsb,
          cc_email: row.cc_email,
          is_drawdown_dap: row.is_drawdown_dap!,
          is_drawdown_extra_services: row.is_drawdown_extra_services!,
          is_drawdown_fees: row.is_drawdown_fees!,
          is_invoice_email: row.is_invoice_email!,
          is_invoice_post: row.is_invoice_post!,
          payment_method: row.payment_method,
        };
  const openLeave = typeof row.open_leave === 'string' ? (JSON.parse(row.open_leave) as LeaveJson) : row.open_leave;
  const lastChange = typeof row.last_change === 'string' ? (JSON.parse(row.last_change) as RecordChange) : row.last_change;
  return {
    ...row,
    last_change: lastChange,
    contacts: jsonArray(row.contacts),
    sources: jsonArray(row.sources),
    religions: jsonArray(row.religions),
    specialised: jsonArray(row.specialised),
    billPayer,
    openLeave: openLeave ?? undefined,
  };
}

/** The person's contacts (primary, secondary, others in order) with their relationships (by name), in one statement. */
export async function contactsOf(s: ScopedDb, person: ResolvedResident) {
  const rows = await s
    .selectFromPerson('resident_contacts', person, 'c')
    .leftJoin('countries as co', 'co.id', 'c.country_id')
    .selectAll('c')
    .select([
      'co.name as country_name',
      sql<
        Array<{ id: number; name: string }>
      >`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name, r.id)
         from resident_contact_relationships cr join relationships r on r.id = cr.relationship_id
        where cr.contact_id = c.id), '[]'::json)`.as('relationships'),
    ])
    .orderBy('c.kind')
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
  return rows.map((c) => ({ ...c, relationships: jsonArray(c.relationships) }));
}
export type ContactRow = Awaited<ReturnType<typeof contactsOf>>[number];
/** The person's enquiry sources and religions, by name (the resident record and the lead page show both). */
export async function sourcesAndReligions(s: ScopedDb, person: ResolvedResident) {
  const [sources, religions] = await Promise.all([
    s
      .selectFromPerson('resident_enquiry_sources', person, 'l')
      .innerJoin('enquiry_sources as e', 'e.id', 'l.enquiry_source_id')
      .select(['e.id', 'e.name'])
      .orderBy('e.name')
      .execute(),
    s
      .selectFromPerson('resident_religions', person, 'l')
      .innerJoin('religions as e', 'e.id', 'l.religion_id')
      .select(['e.id', 'e.name'])
      .orderBy('e.name')
      .execute(),
  ]);
  return { sources, religions };
}

export type BillPayerRow = Selectable<ResidentBillPayerDetails>;

// ---------------------------------------------------------------- writes

/** Updates the person under optimistic concurrency; false when the version is stale. */
export async function updateResident(
  s: ScopedDb,
  person: ResolvedResident,
  version: number,
  values: Updateable<Residents>,
): Promise<boolean> {
  const r = await s
    .person(person)
    .updateResident()
    .set({ ...values, version: sql`version + 1` })
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

type ContactValues = Omit<Insertable<ResidentContacts>, 'resident_id' | 'id'>;

/** Every contact of the person becomes 'Other' (so the one-primary/one-secondary index never sees two mid-update). */
export async function resetContactKinds(s: ScopedDb, person: ResolvedResident): Promise<void> {
  await s.person(person).updateTable('resident_contacts').set({ kind: 'Other' }).execute();
}

export async function updateContact(
  s: ScopedDb,
  person: ResolvedResident,
  id: number,
  values: Updateable<ResidentContacts>,
): Promise<void> {
  await s.person(person).updateTable('resident_contacts').set(values).where('id', '=', id).execute();
}

export async function insertContact(s: ScopedDb, person: ResolvedResident, values: ContactValues): Promise<number> {
  const row = await s.person(person).insertInto('resident_contacts', values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function replaceContactRelationships(
  s: ScopedDb,
  person: ResolvedResident,
  contactId: number,
  relationshipIds: number[],
): Promise<void> {
  await s.person(person).deleteContactRelationships(contactId).execute();
  if (relationshipIds.length) await s.person(person).insertContactRelationships(contactId, relationshipIds).execute();
}

/** Removes the person's contacts not in `keep`. */
export async function deleteOtherContacts(s: ScopedDb, person: ResolvedResident, keep: number[]): Promise<void> {
  let del = s.person(person).deleteFrom('resident_contacts');
  if (keep.length) del = del.where('id', 'not in', keep);
  await del.execute();
}

/** The person's primary contact id, if any. */
export async function primaryContactId(s: ScopedDb, person: ResolvedResident): Promise<number | undefined> {
  const row = await s.selectFromPerson('resident_contacts', person).select('id').where('kind', '=', 'Primary').executeTakeFirst();
  return row?.id;
}

/** Sets columns of the facility's residency under optimistic concurrency; false when the version is stale. */
export async function updateResidencyFlags(
  s: ScopedDb,
  residencyId: number,
  version: number,
  set: { contract_signed?: boolean; income_asset_status?: 'Unknown' | 'Completed' },
): Promise<boolean> {
  const r = await s
    .updateTable('residencies')
    .set({ ...set, version: sql`version + 1` })
    .where('id', '=', residencyId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
