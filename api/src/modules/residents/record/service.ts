import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { CareType, careTypeName, type BillPayerType } from 'shared-domain/enums';
import { ageFromDateOfBirth, residentDisplayLabel } from 'shared-domain/residents';
import { melbourneToday, toDateOnly, toMelbourneDate } from 'shared-domain/dates';
import { normaliseCcEmails } from 'shared-domain/validation';
import { DEBTOR_ID_EXISTS } from 'shared-domain/messages';
import { applyBillPayerChange, validateResidentRecord, type BillPayerDetailWithDrawdowns } from 'shared-domain/resident-record';
import type {
  Contact, MarkAsEnquiryRequest, ResidentDetail, ResidentListRow, ResidentNote, ResidentSimple, ResidentUpdateRequest,
  TimelineEntry,
} from 'shared-domain/resident-types';
import type { AppContext } from '../../../context';
import { audit } from '../../../http/audit';
import { ModelStateError, conflict, notFound } from '../../../http/errors';
import { paginate, type PagingQuery } from '../../../http/paging';
import type { FacilityInfo } from '../../../http/routes';
import { asAny, contactsOf, findResidency, namedLinks, openLeave, type Db, type ResidencyRow } from './repository';

const careNumber = (name: string): CareType => CareType[(careTypeName(name) ?? 'Permanent')];
const dateStr = (v: unknown): string | null => (v === null || v === undefined ? null : toDateOnly(v as string));
const iso = (v: unknown): string | null => (v instanceof Date ? v.toISOString() : v ? String(v) : null);
const blankToNull = (v: unknown): string | null => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim());

// ---------------------------------------------------------------- lists

/** The list's rows: the residencies of the facility, current or departed (no joins: used to count). */
function listRows(db: Db, facilityId: number, departed: boolean) {
  const q = db.selectFrom('residencies as rs')
    .where('rs.facility_id', '=', facilityId)
    .where('rs.is_lead', '=', false)
    .where('rs.admission_date_utc', 'is not', null);
  return departed ? q.where('rs.departure_date_utc', 'is not', null) : q.where('rs.departure_date_utc', 'is', null);
}

/**
 * The list's page query. Current residents are read in name order from `resident_search`'s full-name rows (one per
 * residency, bucket 0 = current; partial index resident_search_current_list_idx, migration 0011), so a page costs
 * `skip + take` index entries instead of joining and sorting the whole facility; departed residents by departure date.
 */
function listBase(db: Db, facilityId: number, departed: boolean) {
  const from = departed
    ? db.selectFrom('residencies as rs')
    : db.selectFrom('resident_search as s')
      .innerJoin('residencies as rs', 'rs.id', 's.residency_id')
      .where('s.facility_id', '=', facilityId)
      .where('s.bucket', '=', 0)
      .where(sql<boolean>`s.name_key = s.sort_first || ' ' || s.sort_last`);
  let q = (from as any)
    .innerJoin('residents as r', 'r.id', 'rs.resident_id')
    .leftJoin('beds as b', 'b.id', 'rs.bed_id')
    .leftJoin('independent_living_allocations as ila', 'ila.id', 'rs.independent_living_allocation_id')
    .leftJoin('accommodations as a', (j: any) => j.on(sql<boolean>`a.id = coalesce(b.accommodation_id, ila.accommodation_id)`))
    .select([
      'rs.id', 'r.id as resident_id', 'r.first_name', 'r.last_name', 'r.preferred_name', 'r.date_of_birth', 'rs.care_type',
      'rs.is_lead', 'rs.is_archived', 'rs.admission_date_utc', 'rs.departure_date_utc', 'rs.departure_reason', 'a.room_number',
      'b.name as bed_name', 'rs.created_on_utc',
      sql<boolean>`exists (select 1 from leaves l where l.residency_id = rs.id and l.return_date is null and not l.is_reversed and l.start_date <= current_date)`.as('is_on_leave'),
    ])
    .where('rs.facility_id', '=', facilityId)
    .where('rs.is_lead', '=', false)
    .where('rs.admission_date_utc', 'is not', null);
  q = departed ? q.where('rs.departure_date_utc', 'is not', null) : q.where('rs.departure_date_utc', 'is', null);
  return q;
}

export async function listResidents(ctx: AppContext, facility: FacilityInfo, paging: PagingQuery, departed: boolean) {
  const db = asAny(ctx.db);
  const today = melbourneToday();
  return paginate(listBase(db, facility.id, departed), paging, {
    createdColumn: 'rs.created_on_utc',
    countBase: listRows(db, facility.id, departed),
    order: (qb) => (departed
      ? qb.orderBy('rs.departure_date_utc', 'desc').orderBy('r.last_name').orderBy('r.first_name').orderBy('rs.id')
      : qb.orderBy(sql.ref('s.sort_last')).orderBy(sql.ref('s.sort_first')).orderBy(sql.ref('s.residency_id'))),
    map: (row: any): ResidentListRow => {
      const careType = careNumber(row.care_type);
      const label = { careType, admissionDateUtc: dateStr(row.admission_date_utc), departureDateUtc: dateStr(row.departure_date_utc), isArchived: row.is_archived };
      return {
        id: row.id,
        residentId: row.resident_id,
        residencyId: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        preferredName: row.preferred_name,
        dateOfBirth: dateStr(row.date_of_birth),
        age: ageFromDateOfBirth(dateStr(row.date_of_birth), today),
        careType,
        isLead: row.is_lead,
        isArchived: row.is_archived,
        admissionDateUtc: label.admissionDateUtc,
        departureDateUtc: label.departureDateUtc,
        departureReason: row.departure_reason,
        roomNumber: row.room_number,
        bedName: row.bed_name,
        displayLabel: residentDisplayLabel(label, facility.facilityType),
        isOnLeave: !!row.is_on_leave,
        facilityType: facility.facilityType,
        createdOnUtc: iso(row.created_on_utc)!,
      };
    },
  });
}

// ---------------------------------------------------------------- detail

function mapContact(c: any, billPayer: BillPayerDetailWithDrawdowns | null, isBillPayer: boolean): Contact {
  return {
    id: c.id, title: c.title, firstName: c.first_name, lastName: c.last_name, phoneNumber: c.phone_number,
    phoneNumberAlternate: c.phone_number_alternate, contactNotes: c.contact_notes, relationships: c.relationships, email: c.email,
    street1: c.street1, street2: c.street2, suburb: c.suburb, state: c.state, postCode: c.post_code, countryId: c.country_id,
    country: c.country_name, isBillPayer, billPayerDetail: isBillPayer ? billPayer : null,
  };
}

function mapBillPayer(b: any): BillPayerDetailWithDrawdowns | null {
  if (!b) return null;
  return {
    ccEmail: b.cc_email, isInvoiceEmail: b.is_invoice_email, isInvoicePost: b.is_invoice_post, paymentMethod: b.payment_method,
    accountName: b.account_name, bankName: b.bank_name, bsb: b.bsb, accountNumber: b.account_number,
    isDrawdownDap: b.is_drawdown_dap, isDrawdownFees: b.is_drawdown_fees, isDrawdownExtraServices: b.is_drawdown_extra_services,
  };
}

export async function loadResidency(db: Db, residentId: number, facilityId: number): Promise<ResidencyRow> {
  const row = await findResidency(db, residentId, facilityId);
  if (!row) throw notFound();
  return row;
}

export async function detail(db: Db, residentId: number, facilityId: number): Promise<ResidentDetail> {
  const r: any = await loadResidency(db, residentId, facilityId);
  const [contacts, links, leave] = await Promise.all([contactsOf(db, r.id), namedLinks(db, r.id), openLeave(db, r.residency_id)]);
  const billPayerDetail = mapBillPayer(links.billPayer);
  const bpt = r.bill_payer_type as BillPayerType;
  const primary = contacts.find((c: any) => c.kind === 'Primary');
  const secondary = contacts.find((c: any) => c.kind === 'Secondary');
  const careType = careNumber(r.care_type);
  const admission = dateStr(r.admission_date_utc);
  const departure = dateStr(r.departure_date_utc);
  const l: any = leave;
  return {
    id: r.id,
    residentId: r.id,
    residencyId: r.residency_id,
    facilityId: r.facility_id,
    facilityType: r.facility_type,
    facilityName: r.facility_name,
    version: r.version,
    firstName: r.first_name,
    lastName: r.last_name,
    preferredName: r.preferred_name,
    title: r.title,
    sex: r.sex,
    dateOfBirth: dateStr(r.date_of_birth),
    email: r.email,
    street1: r.street1, street2: r.street2, suburb: r.suburb, state: r.state, stateDescription: null, postCode: r.post_code,
    countryId: r.country_id, country: r.country_name,
    careType,
    isLead: r.is_lead,
    isAdmitted: !!admission,
    isDeparted: !!departure,
    isArchived: r.is_archived,
    isPrivateResidency: r.is_private_residency,
    admissionDateUtc: admission,
    requestedAdmissionDateUtc: dateStr(r.requested_admission_date),
    expectedDepartureDateUtc: dateStr(r.expected_departure_date),
    departureDateUtc: departure,
    departureReason: r.departure_reason,
    preEntryLeaveDateUtc: dateStr(r.pre_entry_leave_date),
    medicareNumber: r.medicare_number,
    medicareExpiryYear: r.medicare_expiry_year,
    medicareMemberNumber: r.medicare_member_number,
    careRecipientId: r.care_recipient_id,
    residentialCareId: r.residential_care_id,
    debtor: r.debtor,
    billPayerType: bpt,
    billPayerDetail,
    primaryContact: primary ? mapContact(primary, billPayerDetail, bpt === 'PrimaryContact') : null,
    secondaryContact: secondary ? mapContact(secondary, billPayerDetail, bpt === 'SecondaryContact') : null,
    otherContacts: contacts.filter((c: any) => c.kind === 'Other').map((c: any) => mapContact(c, null, false)),
    enquirySources: links.sources as any,
    religions: links.religions as any,
    specialisedCareIds: links.specialised.map((s: any) => s.specialised_care_id),
    nameOfCare: null,
    leave: l ? {
      id: l.id, type: l.type, kind: l.kind, startDateUtc: dateStr(l.start_date)!, returnDateUtc: dateStr(l.return_date),
      expectedReturnDateUtc: dateStr(l.expected_return_date), leaveStartTimeLocalString: l.start_time_local ?? null,
      leaveReturnTimeLocalString: l.return_time_local ?? null, isRespiteLeaveWithinOrganisation: !!l.is_respite_leave_within_organisation,
      isPrivateResidency: r.is_private_residency,
    } : null,
    createdOnUtc: iso(r.residency_created_on_utc)!,
    assignedAccommodationAndBed: r.room_number ? [r.room_number, r.bed_name && r.bed_name !== 'Bed' ? r.bed_name : null].filter(Boolean).join(' ') : null,
    roomNumber: r.room_number,
    bedName: r.bed_name,
    independentLivingAllocationId: r.independent_living_allocation_id,
    bedId: r.bed_id,
    isResidentConnectedToExternalSystem: false,
    supportLevel: r.support_level,
    contractSigned: r.contract_signed,
    isDeceased: r.is_deceased,
    incomeAssetStatus: r.income_asset_status,
    hasPhoto: !!links.photo,
    photoTakenDateUtc: links.photo ? iso(links.photo.photo_taken_date_utc) : null,
  };
}

export async function simple(db: Db, residentId: number, facilityId: number): Promise<ResidentSimple> {
  const r: any = await loadResidency(db, residentId, facilityId);
  const careType = careNumber(r.care_type);
  const admissionDateUtc = dateStr(r.admission_date_utc);
  const departureDateUtc = dateStr(r.departure_date_utc);
  return {
    id: r.id, residentId: r.id, residencyId: r.residency_id, firstName: r.first_name, lastName: r.last_name,
    preferredName: r.preferred_name, dateOfBirth: dateStr(r.date_of_birth), careType, isLead: r.is_lead,
    isAdmitted: !!admissionDateUtc, isDeparted: !!departureDateUtc, admissionDateUtc, departureDateUtc,
    facilityId: r.facility_id, facilityType: r.facility_type,
    displayLabel: residentDisplayLabel({ careType, admissionDateUtc, departureDateUtc, isArchived: r.is_archived }, r.facility_type),
  };
}

// ---------------------------------------------------------------- update

async function checkIds(db: Db, table: string, ids: number[], field: string, message: string, errors: Record<string, string[]>) {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const found = await db.selectFrom(table).select('id').where('id', 'in', unique).execute();
  if (found.length !== unique.length) (errors[field] ??= []).push(message);
}

function contactValues(c: Contact) {
  return {
    title: blankToNull(c.title), first_name: String(c.firstName ?? '').trim(), last_name: String(c.lastName ?? '').trim(),
    phone_number: blankToNull(c.phoneNumber), phone_number_alternate: blankToNull(c.phoneNumberAlternate),
    contact_notes: blankToNull(c.contactNotes), email: blankToNull(c.email), street1: blankToNull(c.street1),
    street2: blankToNull(c.street2), suburb: blankToNull(c.suburb), state: blankToNull(c.state), post_code: blankToNull(c.postCode),
    country_id: c.countryId ?? null,
  };
}

export async function update(ctx: AppContext, req: FastifyRequest, body: ResidentUpdateRequest): Promise<ResidentDetail> {
  const facilityId = req.auth!.facility!.id;
  const db = asAny(ctx.db);
  const current: any = await loadResidency(db, body.id, facilityId);
  const billPayerType = (body.billPayerType ?? 'Resident') as BillPayerType;
  const contacts = { primaryContact: body.primaryContact ?? null, secondaryContact: body.secondaryContact ?? null };
  const errors = validateResidentRecord({ ...body, ...contacts, isLead: current.is_lead, billPayerType });
  const otherContacts = body.otherContacts ?? [];
  const allContacts = [contacts.primaryContact, contacts.secondaryContact, ...otherContacts].filter(Boolean) as Contact[];
  await checkIds(db, 'enquiry_sources', (body.enquirySources ?? []).map((e) => e.id), 'enquirySources', 'Unknown enquiry source.', errors);
  await checkIds(db, 'religions', (body.religions ?? []).map((e) => e.id), 'religions', 'Unknown religion.', errors);
  await checkIds(db, 'countries', [body.countryId, ...allContacts.map((c) => c.countryId)].filter((x): x is number => typeof x === 'number'), 'countryId', 'Unknown country.', errors);
  await checkIds(db, 'relationships', allContacts.flatMap((c) => (c.relationships ?? []).map((r) => r.id)), 'relationships', 'Unknown relationship.', errors);
  const debtor = blankToNull(body.debtor);
  if (debtor) {
    const taken = await db.selectFrom('residents').select('id').where('organisation_id', '=', current.organisation_id)
      .where(sql`lower(debtor)`, '=', debtor.toLowerCase()).where('id', '<>', current.id).executeTakeFirst();
    if (taken) (errors.debtor ??= []).push(DEBTOR_ID_EXISTS);
  }
  // Contact ids sent back must be this resident's.
  const sentIds = allContacts.map((c) => c.id).filter((x): x is number => typeof x === 'number');
  if (sentIds.length) {
    const own = await db.selectFrom('resident_contacts').select('id').where('resident_id', '=', current.id).where('id', 'in', sentIds).execute();
    if (own.length !== new Set(sentIds).size) (errors.contacts ??= []).push('Unknown contact.');
  }
  if (Object.keys(errors).length) throw new ModelStateError(errors);

  // Server-side bill payer rule: a change of payer clears drawdowns and unticks invoicing without an email/address.
  const incoming = { ...(body.billPayerDetail ?? {}) } as BillPayerDetailWithDrawdowns;
  const detailIn = applyBillPayerChange(current.bill_payer_type, billPayerType, incoming, { ...body, ...contacts });
  const cc = normaliseCcEmails(detailIn.ccEmail).value || null;

  await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('residents').set({
      title: blankToNull(body.title), first_name: body.firstName.trim(), last_name: body.lastName.trim(),
      preferred_name: blankToNull(body.preferredName), sex: body.sex ?? null, date_of_birth: dateStr(body.dateOfBirth),
      email: blankToNull(body.email), street1: blankToNull(body.street1), street2: blankToNull(body.street2),
      suburb: blankToNull(body.suburb), state: blankToNull(body.state), post_code: blankToNull(body.postCode),
      country_id: body.countryId ?? null, medicare_number: blankToNull(body.medicareNumber),
      medicare_expiry_year: body.medicareExpiryYear ?? null, medicare_member_number: blankToNull(body.medicareMemberNumber),
      care_recipient_id: blankToNull(body.careRecipientId), residential_care_id: blankToNull(body.residentialCareId),
      debtor, bill_payer_type: billPayerType, version: sql`version + 1`,
    }).where('id', '=', current.id).where('version', '=', body.version).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw conflict();

    await trx.updateTable('residencies').set({ pre_entry_leave_date: dateStr(body.preEntryLeaveDateUtc) })
      .where('id', '=', current.residency_id).execute();

    // Contacts: update the ones sent back by id, insert new ones, remove the rest.
    const keep: number[] = [];
    const save = async (c: Contact, kind: string, position: number) => {
      let id = c.id;
      if (id) await trx.updateTable('resident_contacts').set({ ...contactValues(c), kind, position }).where('id', '=', id).execute();
      else id = (await trx.insertInto('resident_contacts').values({ ...contactValues(c), kind, position, resident_id: current.id }).returning('id').executeTakeFirstOrThrow()).id;
      keep.push(id!);
      await trx.deleteFrom('resident_contact_relationships').where('contact_id', '=', id!).execute();
      const rels = [...new Set((c.relationships ?? []).map((r) => r.id))];
      if (rels.length) await trx.insertInto('resident_contact_relationships').values(rels.map((rid) => ({ contact_id: id, relationship_id: rid }))).execute();
    };
    // Clear kinds first so the one-primary/one-secondary index never sees two rows mid-update.
    await trx.updateTable('resident_contacts').set({ kind: 'Other' }).where('resident_id', '=', current.id).execute();
    if (contacts.primaryContact) await save(contacts.primaryContact, 'Primary', 0);
    if (contacts.secondaryContact) await save(contacts.secondaryContact, 'Secondary', 0);
    for (let i = 0; i < otherContacts.length; i++) await save(otherContacts[i], 'Other', i);
    let del = trx.deleteFrom('resident_contacts').where('resident_id', '=', current.id);
    if (keep.length) del = del.where('id', 'not in', keep);
    await del.execute();

    const replace = async (table: string, column: string, ids: number[]) => {
      await trx.deleteFrom(table).where('resident_id', '=', current.id).execute();
      const unique = [...new Set(ids)];
      if (unique.length) await trx.insertInto(table).values(unique.map((id) => ({ resident_id: current.id, [column]: id }))).execute();
    };
    await replace('resident_enquiry_sources', 'enquiry_source_id', (body.enquirySources ?? []).map((e) => e.id));
    await replace('resident_religions', 'religion_id', (body.religions ?? []).map((e) => e.id));
    await replace('resident_specialised_care', 'specialised_care_id', body.specialisedCareIds ?? []);

    const bp = {
      cc_email: cc, is_invoice_email: !!detailIn.isInvoiceEmail, is_invoice_post: !!detailIn.isInvoicePost,
      payment_method: blankToNull(detailIn.paymentMethod), account_name: blankToNull(detailIn.accountName),
      bank_name: blankToNull(detailIn.bankName), bsb: blankToNull(detailIn.bsb), account_number: blankToNull(detailIn.accountNumber),
      is_drawdown_dap: !!detailIn.isDrawdownDap, is_drawdown_fees: !!detailIn.isDrawdownFees,
      is_drawdown_extra_services: !!detailIn.isDrawdownExtraServices,
    };
    await trx.insertInto('resident_bill_payer_details').values({ resident_id: current.id, ...bp })
      .onConflict((oc) => oc.column('resident_id').doUpdateSet(bp)).execute();
    await audit(trx, req, 'update', 'resident', current.id, { residencyId: current.residency_id, billPayerType });
  }).catch((err: { code?: string; constraint?: string }) => {
    if (err?.code === '23505' && String(err.constraint ?? '').includes('debtor')) throw ModelStateError.field('debtor', DEBTOR_ID_EXISTS);
    throw err;
  });
  return detail(db, current.id, facilityId);
}

// ---------------------------------------------------------------- flags

export async function setResidencyFlag(ctx: AppContext, req: FastifyRequest, residentId: number, version: number, set: Record<string, unknown>, action: string) {
  const db = asAny(ctx.db);
  const current: any = await loadResidency(db, residentId, req.auth!.facility!.id);
  await db.transaction().execute(async (trx) => {
    const r = await trx.updateTable('residencies').set({ ...set, version: sql`version + 1` })
      .where('id', '=', current.residency_id).where('version', '=', version).executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw conflict();
    await audit(trx, req, action, 'residency', current.residency_id, set);
  });
  return detail(db, residentId, req.auth!.facility!.id);
}

export async function setDeceased(ctx: AppContext, req: FastifyRequest, residentId: number, version: number, value: boolean) {
  const db = asAny(ctx.db);
  const current: any = await loadResidency(db, residentId, req.auth!.facility!.id);
  await db.transaction().execute(async (trx) => {
    const r = await trx.updateTable('residents').set({ is_deceased: value, version: sql`version + 1` })
      .where('id', '=', current.id).where('version', '=', version).executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw conflict();
    await audit(trx, req, 'set-deceased', 'resident', current.id, { value });
  });
  return detail(db, residentId, req.auth!.facility!.id);
}

// ---------------------------------------------------------------- notes

function mapNote(n: any): ResidentNote {
  return {
    id: n.id, note: n.note, modifiedOn: iso(n.modified_on_utc)!, isNotePinned: n.is_pinned,
    userFirstName: n.first_name ?? '', userLastName: n.last_name ?? '',
  };
}

function notesBase(db: Db, residentId: number, facilityId: number) {
  return db.selectFrom('resident_notes as n').leftJoin('users as u', 'u.id', 'n.created_by_user_id')
    .select(['n.id', 'n.note', 'n.is_pinned', 'n.modified_on_utc', 'n.created_on_utc', 'u.first_name', 'u.last_name'])
    .where('n.resident_id', '=', residentId).where('n.facility_id', '=', facilityId);
}

export async function listNotes(ctx: AppContext, facilityId: number, residentId: number, paging: PagingQuery) {
  const db = asAny(ctx.db);
  await loadResidency(db, residentId, facilityId);
  return paginate(notesBase(db, residentId, facilityId), paging, {
    createdColumn: 'n.created_on_utc',
    order: (qb) => qb.orderBy('n.is_pinned', 'desc').orderBy('n.modified_on_utc', 'desc').orderBy('n.id', 'desc'),
    map: mapNote,
  });
}

export const NOTE_REQUIRED = 'Please enter a note.';
export const NOTE_TOO_LONG = 'The note must be 4000 characters or fewer.';

export async function addNote(ctx: AppContext, req: FastifyRequest, residentId: number, text: string) {
  const facilityId = req.auth!.facility!.id;
  const db = asAny(ctx.db);
  const note = String(text ?? '').trim();
  if (!note) throw ModelStateError.field('note', NOTE_REQUIRED);
  if (note.length > 4000) throw ModelStateError.field('note', NOTE_TOO_LONG);
  await loadResidency(db, residentId, facilityId);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('resident_notes').values({ resident_id: residentId, facility_id: facilityId, note, created_by_user_id: req.auth!.user.id })
      .returning('id').executeTakeFirstOrThrow();
    await audit(trx, req, 'add-note', 'resident', residentId, { noteId: row.id });
    return row.id as number;
  });
  return mapNote(await notesBase(db, residentId, facilityId).where('n.id', '=', id).executeTakeFirstOrThrow());
}

export async function setNotePinned(ctx: AppContext, req: FastifyRequest, noteId: number, pinned: boolean) {
  const facilityId = req.auth!.facility!.id;
  const db = asAny(ctx.db);
  const note = await db.selectFrom('resident_notes').select(['id', 'resident_id']).where('id', '=', noteId).where('facility_id', '=', facilityId).executeTakeFirst();
  if (!note) throw notFound();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('resident_notes').set({ is_pinned: pinned, version: sql`version + 1` }).where('id', '=', noteId).execute();
    await audit(trx, req, pinned ? 'pin-note' : 'unpin-note', 'resident', note.resident_id, { noteId });
  });
  return mapNote(await notesBase(db, note.resident_id, facilityId).where('n.id', '=', noteId).executeTakeFirstOrThrow());
}

// ---------------------------------------------------------------- photo

export const PHOTO_MAX_BYTES = 512 * 1024;
export const PHOTO_TYPE_MESSAGE = 'The photo must be a JPEG or PNG image.';
export const PHOTO_SIZE_MESSAGE = 'The photo must be 512 KB or smaller.';

/** Decodes a data URL and checks the declared type against the file's signature. */
export function decodePhoto(dataUrl: string): { mime: 'image/jpeg' | 'image/png'; bytes: Buffer } {
  const m = /^data:(image\/(?:jpeg|png));base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl ?? '');
  if (!m) throw ModelStateError.field('photo', PHOTO_TYPE_MESSAGE);
  const bytes = Buffer.from(m[2], 'base64');
  const isJpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const isPng = bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if ((m[1] === 'image/jpeg' && !isJpeg) || (m[1] === 'image/png' && !isPng)) throw ModelStateError.field('photo', PHOTO_TYPE_MESSAGE);
  if (bytes.length > PHOTO_MAX_BYTES) throw ModelStateError.field('photo', PHOTO_SIZE_MESSAGE);
  return { mime: m[1] as 'image/jpeg' | 'image/png', bytes };
}

export async function savePhoto(ctx: AppContext, req: FastifyRequest, residentId: number, dataUrl: string) {
  const db = asAny(ctx.db);
  await loadResidency(db, residentId, req.auth!.facility!.id);
  const { mime, bytes } = decodePhoto(dataUrl);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const values = { mime_type: mime, content: bytes, photo_taken_date_utc: now, updated_by_user_id: req.auth!.user.id };
    await trx.insertInto('resident_photos').values({ resident_id: residentId, ...values })
      .onConflict((oc) => oc.column('resident_id').doUpdateSet(values)).execute();
    await audit(trx, req, 'save-photo', 'resident', residentId, { bytes: bytes.length, mime });
  });
  return { photo: `data:${mime};base64,${bytes.toString('base64')}`, photoTakenDateUtc: now.toISOString() };
}

export async function getPhoto(ctx: AppContext, facilityId: number, residentId: number) {
  const db = asAny(ctx.db);
  await loadResidency(db, residentId, facilityId);
  const p = await db.selectFrom('resident_photos').selectAll().where('resident_id', '=', residentId).executeTakeFirst();
  if (!p) throw notFound('The resident has no photo.');
  return { photo: `data:${p.mime_type};base64,${Buffer.from(p.content).toString('base64')}`, photoTakenDateUtc: iso(p.photo_taken_date_utc) };
}

export async function deletePhoto(ctx: AppContext, req: FastifyRequest, residentId: number) {
  const db = asAny(ctx.db);
  await loadResidency(db, residentId, req.auth!.facility!.id);
  await db.transaction().execute(async (trx) => {
    const r = await trx.deleteFrom('resident_photos').where('resident_id', '=', residentId).executeTakeFirst();
    if (Number(r.numDeletedRows) > 0) await audit(trx, req, 'delete-photo', 'resident', residentId);
  });
  return { deleted: true };
}

// ---------------------------------------------------------------- timeline

const EVENT_TITLES: Record<number, TimelineEntry['kind']> = {
  5: 'Admission', 6: 'Departure', 21: 'AcfiSubmitted', 22: 'AdmissionCorrected', 23: 'AdmissionReversed',
  24: 'DepartureCorrected', 25: 'DepartureReversed', 26: 'LeaveReversed',
};
const KIND_TITLES: Record<TimelineEntry['kind'], string> = {
  Enquiry: 'Enquiry', Tour: 'Tour', Admission: 'Admitted', AdmissionCorrected: 'Admission corrected',
  AdmissionReversed: 'Admission reversed', Leave: 'Went on leave', LeaveReturn: 'Returned from leave', LeaveReversed: 'Leave reversed',
  Departure: 'Departed', DepartureCorrected: 'Departure corrected', DepartureReversed: 'Departure reversed',
  AcfiSubmitted: 'ACFI submitted', Document: 'Document added', Note: 'Note added', MarkedAsEnquiry: 'Marked as an enquiry',
  BedAssigned: 'Bed assigned',
};

async function tableExists(db: Db, name: string): Promise<boolean> {
  const r = await sql<{ t: string | null }>`select to_regclass(${name})::text as t`.execute(db);
  return !!r.rows[0]?.t;
}

export async function timeline(ctx: AppContext, facilityId: number, residentId: number): Promise<TimelineEntry[]> {
  const db = asAny(ctx.db);
  await loadResidency(db, residentId, facilityId);
  const residencies = await db.selectFrom('residencies as rs').innerJoin('facilities as f', 'f.id', 'rs.facility_id')
    .select(['rs.id', 'rs.care_type', 'rs.created_on_utc', 'rs.admission_date_utc', 'rs.is_lead', 'rs.independent_living_allocation_id', 'f.name as facility_name'])
    .where('rs.resident_id', '=', residentId).where('rs.facility_id', '=', facilityId).orderBy('rs.created_on_utc').execute();
  const ids = residencies.map((r: any) => r.id as number);
  const out: TimelineEntry[] = [];
  const push = (e: Omit<TimelineEntry, 'title'> & { title?: string }) => out.push({ ...e, title: e.title ?? KIND_TITLES[e.kind] });
  const fac = (rid: number) => (residencies.find((r: any) => r.id === rid) as any)?.facility_name ?? null;
  const previous: any[] = [];
  for (const r of residencies as any[]) {
    const kind = previous.some((p) => p.admission_date_utc) ? 'MarkedAsEnquiry' : 'Enquiry';
    push({ kind, date: toMelbourneDate(r.created_on_utc), recordedOnUtc: iso(r.created_on_utc), residencyId: r.id, facilityName: r.facility_name, sourceId: r.id, description: `Enquiry for ${r.care_type} care` });
    previous.push(r);
  }
  if (!ids.length) return out;
  const events = await db.selectFrom('residency_events').selectAll().where('residency_id', 'in', ids).orderBy('id').execute();
  for (const e of events as any[]) {
    const kind = EVENT_TITLES[e.event_type];
    if (!kind) continue; // leave events (101-103) are read from the leaves table
    push({ kind, date: dateStr(e.effective_date)!, recordedOnUtc: iso(e.created_on_utc), residencyId: e.residency_id, facilityName: fac(e.residency_id), sourceId: Number(e.id), description: e.is_reversed ? 'Reversed' : null });
  }
  for (const r of residencies as any[]) {
    if (r.admission_date_utc && !events.some((e: any) => e.residency_id === r.id && (e.event_type === 5 || e.event_type === 22))) {
      push({ kind: 'Admission', date: dateStr(r.admission_date_utc)!, residencyId: r.id, facilityName: r.facility_name, description: `${r.care_type} care` });
    }
  }
  const leaves = await db.selectFrom('leaves').selectAll().where('residency_id', 'in', ids).orderBy('id').execute();
  for (const l of leaves as any[]) {
    const desc = `${l.type} leave${l.is_reversed ? ' (reversed)' : ''}`;
    push({ kind: 'Leave', date: dateStr(l.start_date)!, recordedOnUtc: iso(l.created_on_utc), residencyId: l.residency_id, facilityName: fac(l.residency_id), sourceId: l.id, description: desc });
    if (l.return_date) push({ kind: 'LeaveReturn', date: dateStr(l.return_date)!, residencyId: l.residency_id, facilityName: fac(l.residency_id), sourceId: l.id, description: desc });
  }
  // Bed moves (assign bed, migration 0010), with the rooms as they were shown at the time.
  const moves = await db.selectFrom('residency_bed_assignments').select(['id', 'residency_id', 'from_label', 'label', 'assigned_on', 'assigned_at'])
    .where('residency_id', 'in', ids).orderBy('assigned_at').orderBy('id').execute();
  for (const m of moves as any[]) {
    push({ kind: 'BedAssigned', date: dateStr(m.assigned_on)!, recordedOnUtc: iso(m.assigned_at), residencyId: m.residency_id, facilityName: fac(m.residency_id),
      sourceId: m.id, description: m.from_label ? `From ${m.from_label} to ${m.label}` : m.label });
  }
  const allocs = residencies.map((r: any) => r.independent_living_allocation_id).filter(Boolean);
  if (allocs.length) {
    const tours = await db.selectFrom('ilu_tours').selectAll().where('independent_living_allocation_id', 'in', allocs).orderBy('tour_date_time').execute();
    for (const t of tours as any[]) push({ kind: 'Tour', date: toMelbourneDate(t.tour_date_time), recordedOnUtc: iso(t.tour_date_time), sourceId: t.id, description: t.completed ? 'Tour completed' : 'Tour booked' });
  }
  // Tours of AgeCare leads (migration 0009), at the tour's date and time, with the facilitator.
  const leadTours = await sql<any>`select t.id, t.residency_id, t.tour_date_time, t.is_completed, u.first_name, u.last_name
      from lead_tours t left join users u on u.id = t.tour_facilitator_user_id where t.residency_id in (${sql.join(ids)}) order by t.tour_date_time`.execute(db);
  for (const t of leadTours.rows) {
    const who = t.first_name ? ` (${t.first_name} ${t.last_name})` : '';
    push({ kind: 'Tour', date: toMelbourneDate(t.tour_date_time), recordedOnUtc: iso(t.tour_date_time), residencyId: t.residency_id, facilityName: fac(t.residency_id),
      sourceId: t.id, description: `${t.is_completed ? 'Tour completed' : 'Tour booked'}${who}` });
  }
  // Documents (migration 0008, documents engineer): added, and removed when deleted.
  if (await tableExists(db, 'documents')) {
    const docs = await sql<any>`select id, name, extension, date_added, deleted_at from documents where resident_id = ${residentId} and facility_id = ${facilityId}`.execute(db);
    for (const d of docs.rows) {
      const name = d.extension ? `${d.name}.${d.extension}` : d.name;
      push({ kind: 'Document', date: toMelbourneDate(d.date_added), recordedOnUtc: iso(d.date_added), sourceId: d.id, description: name });
      if (d.deleted_at) push({ kind: 'Document', title: 'Document deleted', date: toMelbourneDate(d.deleted_at), recordedOnUtc: iso(d.deleted_at), sourceId: d.id, description: name });
    }
  }
  const notes = await db.selectFrom('resident_notes').select(['id', 'note', 'created_on_utc']).where('resident_id', '=', residentId).where('facility_id', '=', facilityId).execute();
  for (const n of notes as any[]) push({ kind: 'Note', date: toMelbourneDate(n.created_on_utc), recordedOnUtc: iso(n.created_on_utc), sourceId: n.id, description: n.note.length > 120 ? `${n.note.slice(0, 117)}...` : n.note });
  const order = (e: TimelineEntry) => `${e.date}|${e.recordedOnUtc ?? `${e.date}T12:00:00.000Z`}`;
  return out.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

// ---------------------------------------------------------------- mark departed resident as enquiry

export const MARK_AS_ENQUIRY_MESSAGES = {
  notDeparted: 'Only a departed resident can be marked as an enquiry.',
  openEnquiry: 'The resident already has an open enquiry in this facility.',
  careType: 'Care type must be Permanent or Respite.',
  requestedAdmission: 'Requested admission date cannot be before today.',
  contactName: 'Contact first and last names are required.',
} as const;

export async function markAsEnquiry(ctx: AppContext, req: FastifyRequest, residentId: number, body: MarkAsEnquiryRequest) {
  const facility = req.auth!.facility!;
  const db = asAny(ctx.db);
  const current: any = await loadResidency(db, residentId, facility.id);
  const errors: Record<string, string[]> = {};
  const addErr = (f: string, m: string) => (errors[f] ??= []).push(m);
  if (!String(body.firstName ?? '').trim()) addErr('firstName', 'First name is required.');
  if (!String(body.lastName ?? '').trim()) addErr('lastName', 'Last name is required.');
  const care = careTypeName(body.careType);
  const allowed = facility.facilityType === 'IndependentLiving' ? ['ILU'] : ['Permanent', 'Respite'];
  if (!care || !allowed.includes(care)) addErr('careType', MARK_AS_ENQUIRY_MESSAGES.careType);
  const requested = body.requestedAdmissionDateUtc ? dateStr(body.requestedAdmissionDateUtc) : null;
  if (requested && requested < melbourneToday()) addErr('requestedAdmissionDateUtc', MARK_AS_ENQUIRY_MESSAGES.requestedAdmission);
  if (!body.contactIsResident && (!String(body.contactFirstName ?? '').trim() || !String(body.contactLastName ?? '').trim())) {
    addErr('contactFirstName', MARK_AS_ENQUIRY_MESSAGES.contactName);
  }
  if (!current.departure_date_utc || current.is_lead) addErr('residentId', MARK_AS_ENQUIRY_MESSAGES.notDeparted);
  const open = await db.selectFrom('residencies').select('id').where('resident_id', '=', residentId).where('facility_id', '=', facility.id)
    .where('is_lead', '=', true).where('is_archived', '=', false).executeTakeFirst();
  if (open) addErr('residentId', MARK_AS_ENQUIRY_MESSAGES.openEnquiry);
  if (Object.keys(errors).length) throw new ModelStateError(errors);

  const residencyId = await db.transaction().execute(async (trx) => {
    await trx.updateTable('residents').set({ first_name: body.firstName.trim(), last_name: body.lastName.trim(), version: sql`version + 1` })
      .where('id', '=', residentId).execute();
    const row = await trx.insertInto('residencies').values({
      resident_id: residentId, facility_id: facility.id, care_type: care, is_lead: true, requested_admission_date: requested,
    }).returning('id').executeTakeFirstOrThrow();
    if (!body.contactIsResident) {
      const values = {
        first_name: String(body.contactFirstName).trim(), last_name: String(body.contactLastName).trim(),
        phone_number: blankToNull(body.contactPhoneNumber),
      };
      const primary = await trx.selectFrom('resident_contacts').select('id').where('resident_id', '=', residentId).where('kind', '=', 'Primary').executeTakeFirst();
      if (primary) await trx.updateTable('resident_contacts').set(values).where('id', '=', primary.id).execute();
      else await trx.insertInto('resident_contacts').values({ ...values, resident_id: residentId, kind: 'Primary' }).execute();
    }
    await audit(trx, req, 'mark-departed-resident-as-enquiry', 'residency', row.id, { residentId, fromResidencyId: current.residency_id, careType: care });
    return row.id as number;
  });
  return { residentId, residencyId };
}
