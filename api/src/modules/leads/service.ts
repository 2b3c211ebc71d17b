/**
 * The leads area (issue 4; seed 001 §3-§8): the lead board and its drag and order rules, the lead record, archive,
 * delete, prospects, tours, admission, the funding estimate and ACCR. Rules and messages come from
 * shared-domain/leads (the same the browser uses). `{id}` in a path is the resident (person) id and the residency acted
 * on is the resident's lead in the selected facility; bodies name the residency (`residencyId`) where the seed does.
 * Every write runs in one transaction with its audit record; edits carry the `version` they read (409 when stale).
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { addDays, isDateOnly, melbourneToday, toMelbourneDate } from 'shared-domain/dates';
import type { EnquiryStatus, Sex } from 'shared-domain/enums';
import type {
  AccrRecord, AdmissionInfo, AnaccFixedComponent, AnaccVariableComponent, CreateLeadResponse, FundingEstimate, Lead, LeadCard, LeadColumn,
  LeadDashboard, LeadDashboardFilter, LeadDashboardFilters, LeadOrderChange, LeadStatusChange, LeadTourInfo, PreAdmissionStatus, Tour,
} from 'shared-domain/lead-types';
import {
  LEAD_COLUMNS, LEAD_DASHBOARD_PAGE_SIZE, LEAD_FIELD_MESSAGES as M, PRE_ENTRY_LEAVE_MAX_DAYS, TOUR_MESSAGES, anaccRate, compareOrderNumbers,
  dailyBasicSubsidy, instantToTourDateTime, isOrderNumber, leadMoveRefusal, orderKeyBetween, preEntryLeaveDate, statusAfterTourDeleted,
  statusAfterTourSaved, tourDateTimeToInstant, validateAdmission, validateLead, validateTour, type ModelState,
} from 'shared-domain/leads';
import { DEBTOR_ID_EXISTS } from 'shared-domain/messages';
import { MESSAGES as RECORD_MESSAGES } from 'shared-domain/resident-record';
import { isValidEmail } from 'shared-domain/validation';
import { ANACC_CLASSES, FUNDING_FIELD_MESSAGES, anaccClassText, anaccClassesFor } from 'shared-domain/resident-funding';
import { STAY_EVENT_TYPES } from 'shared-domain/stay';
import type { Contact } from 'shared-domain/resident-types';
import type { AppContext } from '../../context';
import { audit } from '../../http/audit';
import { ModelStateError, conflict, notFound } from '../../http/errors';
import { paginate, type PagingQuery } from '../../http/paging';
import { getAccrGateway, type AccrClientRecord } from '../../integrations/accr/gateway';
import { residencySeenByFacility } from '../residents/residency';
import { ASSIGN_BED_MESSAGES, bedLabel, findBed } from '../residents/record/beds';
import { contactsOf } from '../residents/record/repository';
import { MARK_AS_ENQUIRY_MESSAGES } from '../residents/record/service';
import { recordEvent, type StayRow } from '../residents/stay/service';
import * as repo from './repository';
import { asAny, type Db } from './repository';

type Req = FastifyRequest;
const fac = (req: Req) => req.auth!.facility!;
const userId = (req: Req) => req.auth!.user.id;

function refuse(ms: ModelState): void {
  if (Object.keys(ms).length) throw new ModelStateError(ms);
}
function addError(ms: ModelState, field: string, message: string): void {
  (ms[field] ??= []).includes(message) || ms[field].push(message);
}
const iso = (v: unknown): string | null => (v instanceof Date ? v.toISOString() : v ? String(v) : null);
const blankToNull = (v: unknown): string | null => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim());
/** PUT semantics: a field left out keeps its value; null or '' clears it. */
const keep = <T>(v: T | undefined, current: T): T => (v === undefined ? current : v);

function checkVersion(current: number, sent: number | undefined | null): void {
  if (sent !== undefined && sent !== null && sent !== current) throw conflict();
}

// ---------------------------------------------------------------- cards

interface Rates { price: string | null; nwau: Map<number, string> }

async function ratesOn(db: Db, date: string): Promise<Rates> {
  const [price, weights] = await Promise.all([repo.anaccPriceOn(db, date), repo.classWeightsOn(db, date)]);
  return { price, nwau: new Map(weights.map((w) => [w.anaccClass, w.nwau])) };
}

function tourInfo(row: any): LeadTourInfo | null {
  if (!row.tour_id) return null;
  return {
    id: row.tour_id, tourDateTime: instantToTourDateTime(row.tour_date_time), isCompleted: !!row.tour_is_completed,
    tourFacilitatorUserName: row.tour_facilitator_name ?? null,
  };
}

/** A card from `repo.cardQuery`'s row. The expected class's rate is NWAU x the AN-ACC price today. */
export function toCard(row: any, rates: Rates): LeadCard {
  const cls = row.anacc_class === null || row.anacc_class === undefined ? null : Number(row.anacc_class);
  const nwau = cls !== null ? rates.nwau.get(cls) : undefined;
  return {
    residentId: row.resident_id,
    residencyId: row.residency_id,
    firstName: row.first_name,
    lastName: row.last_name,
    sex: row.sex ?? null,
    supportStatus: row.support_status ?? null,
    careType: row.care_type,
    respiteCareLevel: row.respite_care_level,
    adl: row.adl,
    beh: row.beh,
    chc: row.chc,
    incomeAssetStatus: row.income_asset_status,
    status: row.status,
    orderNumber: row.order_number,
    hasPreviousResidency: !!row.has_previous_residency,
    isArchived: row.is_archived,
    isPrivateResidency: row.is_private_residency,
    isContractSigned: row.contract_signed,
    isDeceased: row.is_deceased,
    location: row.preferred_facility_location_id ? { id: row.preferred_facility_location_id, name: row.location_name } : null,
    createdOnUtc: iso(row.created_on_utc)!,
    requestedAdmissionDateUtc: row.requested_admission_date ?? null,
    tourInfo: tourInfo(row),
    // The class is shown with its rate; without a rate on today's date (no price or NWAU loaded) the class is left out.
    expectedAnaccVariableComponent: cls !== null && nwau && rates.price
      ? { anaccClass: cls, anaccClassText: anaccClassText(cls) ?? `Class ${cls}`, rate: anaccRate(nwau, rates.price) }
      : null,
    version: row.version,
  };
}

async function cardOf(db: Db, residencyId: number): Promise<LeadCard> {
  const [row] = await repo.cardsByResidencyIds(db, [residencyId]);
  if (!row) throw notFound();
  return toCard(row, await ratesOn(db, melbourneToday()));
}

// ---------------------------------------------------------------- board

export interface BoardQuery extends LeadDashboardFilter { take?: number; skip?: number; status?: EnquiryStatus; notIncludingItemsAfter?: string }

function cutoffOf(q: { notIncludingItemsAfter?: string }): Date {
  const cutoff = q.notIncludingItemsAfter ? new Date(q.notIncludingItemsAfter) : new Date();
  if (Number.isNaN(cutoff.getTime())) throw ModelStateError.field('notIncludingItemsAfter', 'The value is not a valid date and time.');
  return cutoff;
}
function filterOf(q: LeadDashboardFilter): LeadDashboardFilter {
  return { leadCareType: q.leadCareType, locationId: q.locationId ?? null, gender: q.gender ?? null, anaccClass: q.anaccClass ?? null };
}

/** GET leads/dashboard/: the first `take` cards of each column, with each column's count. */
export async function dashboard(ctx: AppContext, req: Req, q: BoardQuery): Promise<LeadDashboard> {
  return dashboardFor(asAny(ctx.db), fac(req).id, q);
}

/** The board of a facility (also run by the benchmark's bare handler). */
export async function dashboardFor(db: Db, facilityId: number, q: BoardQuery): Promise<LeadDashboard> {
  const cutoff = cutoffOf(q);
  const filter = filterOf(q);
  const take = q.take ?? LEAD_DASHBOARD_PAGE_SIZE;
  const [rates, counts, ...pages] = await Promise.all([
    ratesOn(db, melbourneToday()),
    repo.columnCounts(db, facilityId, filter, cutoff),
    ...LEAD_COLUMNS.map((c) => repo.columnPage(db, facilityId, c.status, filter, 0, take, cutoff)),
  ]);
  const out = {} as LeadDashboard;
  LEAD_COLUMNS.forEach((c, i) => {
    out[c.key] = {
      totalCount: (counts as Map<string, number>).get(c.status) ?? 0,
      result: (pages[i] as any[]).map((r) => toCard(r, rates as Rates)),
      notIncludingItemsAfter: cutoff.toISOString(),
    };
  });
  return out;
}

/** GET leads/dashboard/status/: one more page of one column. */
export async function dashboardColumn(ctx: AppContext, req: Req, q: BoardQuery & { status: EnquiryStatus }): Promise<LeadColumn> {
  return dashboardColumnFor(asAny(ctx.db), fac(req).id, q);
}

export async function dashboardColumnFor(db: Db, facilityId: number, q: BoardQuery & { status: EnquiryStatus }): Promise<LeadColumn> {
  const cutoff = cutoffOf(q);
  const filter = filterOf(q);
  const [rates, counts, page] = await Promise.all([
    ratesOn(db, melbourneToday()),
    repo.columnCounts(db, facilityId, filter, cutoff, q.status),
    repo.columnPage(db, facilityId, q.status, filter, q.skip ?? 0, q.take ?? LEAD_DASHBOARD_PAGE_SIZE, cutoff),
  ]);
  return { totalCount: counts.get(q.status) ?? 0, result: page.map((r) => toCard(r, rates)), notIncludingItemsAfter: cutoff.toISOString() };
}

/** GET leads and GET leads/archived: the facility's open (or archived) leads, newest first, paged. */
export async function listLeads(ctx: AppContext, req: Req, paging: PagingQuery, archived: boolean) {
  const db = asAny(ctx.db);
  const rates = await ratesOn(db, melbourneToday());
  return paginate(repo.leadsList(db, fac(req).id, archived) as any, paging, {
    createdColumn: 'r.created_on_utc',
    order: (qb: any) => qb.orderBy('r.created_on_utc', 'desc').orderBy('r.id', 'desc'),
    map: (row: any) => toCard(row, rates),
  });
}

/** GET leads/lead-dashboard-filters. */
export async function dashboardFilters(ctx: AppContext, req: Req): Promise<LeadDashboardFilters> {
  const db = asAny(ctx.db);
  const locations = await db.selectFrom('facility_locations').select(['id', 'name']).where('facility_id', '=', fac(req).id)
    .where('is_active', '=', true).orderBy('name').orderBy('id').execute();
  const genders: Sex[] = ['Female', 'Male', 'IntersexOrIndeterminate', 'Unknown'];
  return {
    leadLocations: locations.map((l: any) => ({ id: l.id, name: l.name })),
    genders,
    anaccVariableComponents: ANACC_CLASSES.map((c) => ({ anaccClass: c.anaccClass, anaccClassText: c.anaccClassText })),
  };
}

// ---------------------------------------------------------------- lead record

function mapContact(c: any, billPayerType: string): Contact {
  return {
    id: c.id, title: c.title, firstName: c.first_name, lastName: c.last_name, phoneNumber: c.phone_number,
    phoneNumberAlternate: c.phone_number_alternate, contactNotes: c.contact_notes, relationships: c.relationships, email: c.email,
    street1: c.street1, street2: c.street2, suburb: c.suburb, state: c.state, postCode: c.post_code, countryId: c.country_id,
    country: c.country_name, isBillPayer: (billPayerType === 'PrimaryContact' && c.kind === 'Primary') || (billPayerType === 'SecondaryContact' && c.kind === 'Secondary'),
  };
}

async function leadOrNotFound(db: Db, facilityId: number, residentId: number, lock = false) {
  const lead = await repo.findLead(db, facilityId, residentId, { lock });
  if (!lead) throw notFound();
  return lead;
}

/** GET leads/{id}: the lead record (the `Lead` contract, plus `residentVersion` for the person). */
export async function leadDetail(db: Db, facility: { id: number; name: string }, residentId: number): Promise<Lead & { residentVersion: number }> {
  const lead = await leadOrNotFound(db, facility.id, residentId);
  const p: any = await db.selectFrom('residents as p').leftJoin('countries as c', 'c.id', 'p.country_id')
    .selectAll('p').select('c.name as country_name').where('p.id', '=', residentId).executeTakeFirstOrThrow();
  const [contacts, sources, religions, tour, expected, previous] = await Promise.all([
    contactsOf(db, residentId),
    db.selectFrom('resident_enquiry_sources as l').innerJoin('enquiry_sources as e', 'e.id', 'l.enquiry_source_id')
      .select(['e.id', 'e.name']).where('l.resident_id', '=', residentId).orderBy('e.name').execute(),
    db.selectFrom('resident_religions as l').innerJoin('religions as e', 'e.id', 'l.religion_id')
      .select(['e.id', 'e.name']).where('l.resident_id', '=', residentId).orderBy('e.name').execute(),
    repo.cardsByResidencyIds(db, [lead.id]),
    repo.latestExpectedAnacc(db, lead.id),
    db.selectFrom('residencies').select('id').where('resident_id', '=', residentId).where('id', '<>', lead.id)
      .where('admission_date_utc', 'is not', null).limit(1).executeTakeFirst(),
  ]);
  const primary = contacts.find((c: any) => c.kind === 'Primary');
  const secondary = contacts.find((c: any) => c.kind === 'Secondary');
  // Leads made by mark-as-enquiry keep the enquirer as the primary contact: show those names when none are stored.
  const contactFirstName = lead.contact_first_name ?? (!lead.contact_is_resident ? primary?.first_name ?? null : null);
  const contactLastName = lead.contact_last_name ?? (!lead.contact_is_resident ? primary?.last_name ?? null : null);
  return {
    residentId, id: residentId, residencyId: lead.id, version: lead.version, residentVersion: p.version,
    firstName: p.first_name, lastName: p.last_name, preferredName: p.preferred_name, title: p.title, sex: p.sex, dateOfBirth: p.date_of_birth,
    careType: lead.care_type, requestACCR: lead.request_accr, entitlementType: lead.entitlement_type,
    enquirySources: sources as any, religions: religions as any, isPrivateResidency: lead.is_private_residency,
    contactIsResident: lead.contact_is_resident, contactFirstName, contactLastName,
    requestedAdmissionDateUtc: lead.requested_admission_date, requestedDepartureDateUtc: lead.requested_departure_date,
    preEntryLeaveDateUtc: lead.pre_entry_leave_date, indigenousStatus: p.indigenous_status,
    medicareNumber: p.medicare_number, medicareMemberNumber: p.medicare_member_number, medicareExpiryYear: p.medicare_expiry_year,
    careRecipientId: p.care_recipient_id, email: p.email, phoneNumber: p.phone_number,
    street1: p.street1, street2: p.street2, suburb: p.suburb, state: p.state, postCode: p.post_code, countryId: p.country_id, country: p.country_name,
    primaryContact: primary ? mapContact(primary, p.bill_payer_type) : null,
    secondaryContact: secondary ? mapContact(secondary, p.bill_payer_type) : null,
    debtor: p.debtor, respiteCareLevel: lead.respite_care_level, adl: lead.adl, beh: lead.beh, chc: lead.chc,
    supportStatus: lead.support_status, preferredFacilityLocationId: lead.preferred_facility_location_id,
    status: lead.status, isArchived: lead.is_archived, isProspect: lead.is_prospect, isContractSigned: lead.contract_signed,
    isDeceased: p.is_deceased, incomeAssetStatus: lead.income_asset_status, facilityId: facility.id, facilityName: facility.name,
    createdOnUtc: iso(lead.created_on_utc)!, tourInfo: tour[0] ? tourInfo(tour[0]) : null,
    expectedAnacc: expected ? { anaccClass: expected.anacc_class, anaccClassText: anaccClassText(expected.anacc_class) ?? '', classificationDate: expected.classification_date } : null,
    hasPreviousResidency: !!previous,
  };
}

export async function getLead(ctx: AppContext, req: Req, residentId: number) {
  return leadDetail(asAny(ctx.db), fac(req), residentId);
}

export interface LeadBody extends Lead { residentVersion?: number }

async function flag(db: Db, name: string): Promise<boolean> {
  const row: any = await db.selectFrom('system_feature_flags').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value === true;
}

/** Server-side checks that need the database: reference ids, the location, the debtor, private residency. */
async function referenceErrors(db: Db, body: LeadBody, facilityId: number, organisationId: number, residentId: number | null, ms: ModelState) {
  const ids = async (table: string, values: number[], field: string, message: string) => {
    const unique = [...new Set(values)];
    if (!unique.length) return;
    const found = await db.selectFrom(table).select('id').where('id', 'in', unique).execute();
    if (found.length !== unique.length) addError(ms, field, message);
  };
  await ids('enquiry_sources', (body.enquirySources ?? []).map((e) => e.id), 'enquirySources', 'Unknown enquiry source.');
  await ids('religions', (body.religions ?? []).map((e) => e.id), 'religions', 'Unknown religion.');
  const contacts = [body.primaryContact, body.secondaryContact].filter(Boolean) as Contact[];
  await ids('countries', [body.countryId, ...contacts.map((c) => c.countryId)].filter((x): x is number => typeof x === 'number'), 'countryId', 'Unknown country.');
  await ids('relationships', contacts.flatMap((c) => (c.relationships ?? []).map((r) => r.id)), 'relationships', 'Unknown relationship.');
  for (const [field, c] of [['primaryContact', body.primaryContact], ['secondaryContact', body.secondaryContact]] as const) {
    if (!c) continue;
    if (!blankToNull(c.firstName)) addError(ms, `${field}.firstName`, RECORD_MESSAGES.contactFirstNameRequired);
    if (!blankToNull(c.lastName)) addError(ms, `${field}.lastName`, RECORD_MESSAGES.contactLastNameRequired);
    if (blankToNull(c.email) && !isValidEmail(c.email)) addError(ms, `${field}.email`, RECORD_MESSAGES.emailInvalid);
  }
  if (body.preferredFacilityLocationId) {
    const loc = await db.selectFrom('facility_locations').select('id').where('id', '=', body.preferredFacilityLocationId)
      .where('facility_id', '=', facilityId).where('is_active', '=', true).executeTakeFirst();
    if (!loc) addError(ms, 'preferredFacilityLocationId', M.locationInvalid);
  }
  const debtor = blankToNull(body.debtor);
  if (debtor) {
    let q: any = db.selectFrom('residents').select('id').where('organisation_id', '=', organisationId).where(sql`lower(debtor)`, '=', debtor.toLowerCase());
    if (residentId) q = q.where('id', '<>', residentId);
    if (await q.executeTakeFirst()) addError(ms, 'debtor', DEBTOR_ID_EXISTS);
  }
  if (body.isPrivateResidency && !(await flag(db, 'enablePrivateResidents'))) addError(ms, 'isPrivateResidency', M.privateResidentsDisabled);
}

function personValues(body: LeadBody, current: any | null) {
  const c = current ?? {};
  const str = (v: unknown, cur: unknown) => (v === undefined ? (cur ?? null) : blankToNull(v));
  return {
    first_name: String(body.firstName).trim(), last_name: String(body.lastName).trim(),
    preferred_name: str(body.preferredName, c.preferred_name), title: str(body.title, c.title),
    sex: keep(body.sex, c.sex ?? null) ?? null, date_of_birth: str(body.dateOfBirth, c.date_of_birth),
    email: str(body.email, c.email), phone_number: str(body.phoneNumber, c.phone_number),
    street1: str(body.street1, c.street1), street2: str(body.street2, c.street2), suburb: str(body.suburb, c.suburb),
    state: str(body.state, c.state), post_code: str(body.postCode, c.post_code), country_id: keep(body.countryId, c.country_id ?? null) ?? null,
    medicare_number: str(body.medicareNumber, c.medicare_number), medicare_member_number: str(body.medicareMemberNumber, c.medicare_member_number),
    medicare_expiry_year: keep(body.medicareExpiryYear, c.medicare_expiry_year ?? null) ?? null,
    care_recipient_id: str(body.careRecipientId, c.care_recipient_id), indigenous_status: str(body.indigenousStatus, c.indigenous_status),
    debtor: str(body.debtor, c.debtor),
  };
}

function residencyValues(body: LeadBody, current: any | null) {
  const c = current ?? {};
  const careType = body.careType;
  const respite = careType === 'Respite';
  return {
    care_type: careType,
    request_accr: keep(body.requestACCR, c.request_accr ?? false) ?? false,
    entitlement_type: blankToNull(keep(body.entitlementType, c.entitlement_type)) ?? 'MCA',
    is_private_residency: keep(body.isPrivateResidency, c.is_private_residency ?? false) ?? false,
    contact_is_resident: keep(body.contactIsResident, c.contact_is_resident ?? true) ?? true,
    contact_first_name: body.contactIsResident ? null : blankToNull(keep(body.contactFirstName, c.contact_first_name)),
    contact_last_name: body.contactIsResident ? null : blankToNull(keep(body.contactLastName, c.contact_last_name)),
    requested_admission_date: keep(body.requestedAdmissionDateUtc, c.requested_admission_date ?? null) || null,
    requested_departure_date: keep(body.requestedDepartureDateUtc, c.requested_departure_date ?? null) || null,
    pre_entry_leave_date: careType === 'Permanent' ? keep(body.preEntryLeaveDateUtc, c.pre_entry_leave_date ?? null) || null : null,
    respite_care_level: respite ? keep(body.respiteCareLevel, c.respite_care_level ?? 'Unknown') ?? 'Unknown' : 'Unknown',
    adl: keep(body.adl, c.adl ?? 'Default') ?? 'Default',
    beh: keep(body.beh, c.beh ?? 'Default') ?? 'Default',
    chc: keep(body.chc, c.chc ?? 'Default') ?? 'Default',
    support_status: keep(body.supportStatus, c.support_status ?? null) ?? null,
    preferred_facility_location_id: keep(body.preferredFacilityLocationId, c.preferred_facility_location_id ?? null) ?? null,
  };
}

function contactRow(c: Contact) {
  return {
    title: blankToNull(c.title), first_name: String(c.firstName ?? '').trim(), last_name: String(c.lastName ?? '').trim(),
    phone_number: blankToNull(c.phoneNumber), phone_number_alternate: blankToNull(c.phoneNumberAlternate),
    contact_notes: blankToNull(c.contactNotes), email: blankToNull(c.email), street1: blankToNull(c.street1), street2: blankToNull(c.street2),
    suburb: blankToNull(c.suburb), state: blankToNull(c.state), post_code: blankToNull(c.postCode), country_id: c.countryId ?? null,
  };
}

/** Primary and secondary contacts: left out = unchanged, null = removed (unless the bill payer), object = saved. */
async function saveContacts(trx: Db, residentId: number, body: LeadBody, billPayerType: string) {
  for (const [kind, value] of [['Primary', body.primaryContact], ['Secondary', body.secondaryContact]] as const) {
    if (value === undefined) continue;
    const existing: any = await trx.selectFrom('resident_contacts').select('id').where('resident_id', '=', residentId).where('kind', '=', kind).executeTakeFirst();
    if (value === null) {
      if (!existing) continue;
      if (billPayerType === `${kind}Contact`) throw ModelStateError.field(`${kind.toLowerCase()}Contact`, RECORD_MESSAGES.billPayerContactMissing);
      await trx.deleteFrom('resident_contacts').where('id', '=', existing.id).execute();
      continue;
    }
    let id = existing?.id as number | undefined;
    if (id) await trx.updateTable('resident_contacts').set(contactRow(value)).where('id', '=', id).execute();
    else id = (await trx.insertInto('resident_contacts').values({ ...contactRow(value), resident_id: residentId, kind, position: 0 }).returning('id').executeTakeFirstOrThrow()).id as number;
    if (value.relationships !== undefined) {
      await trx.deleteFrom('resident_contact_relationships').where('contact_id', '=', id).execute();
      const rels = [...new Set((value.relationships ?? []).map((r) => r.id))];
      if (rels.length) await trx.insertInto('resident_contact_relationships').values(rels.map((rid) => ({ contact_id: id, relationship_id: rid }))).execute();
    }
  }
}

async function saveLinks(trx: Db, residentId: number, body: LeadBody) {
  const replace = async (table: string, column: string, ids: number[] | undefined) => {
    if (ids === undefined) return;
    await trx.deleteFrom(table).where('resident_id', '=', residentId).execute();
    const unique = [...new Set(ids)];
    if (unique.length) await trx.insertInto(table).values(unique.map((id) => ({ resident_id: residentId, [column]: id }))).execute();
  };
  await replace('resident_enquiry_sources', 'enquiry_source_id', body.enquirySources?.map((e) => e.id));
  await replace('resident_religions', 'religion_id', body.religions?.map((e) => e.id));
}

function debtorConflict(err: { code?: string; constraint?: string }): never {
  if (err?.code === '23505' && String(err.constraint ?? '').includes('debtor')) throw ModelStateError.field('debtor', DEBTOR_ID_EXISTS);
  throw err;
}

/** POST leads: a new lead (a new person, or `residentId` of a person of the organisation: an enquiry again). */
export async function createLead(ctx: AppContext, req: Req, body: LeadBody): Promise<CreateLeadResponse> {
  const db = asAny(ctx.db);
  const f = fac(req);
  const today = melbourneToday();
  const ms = validateLead({ ...body, careType: body.careType ?? 'Permanent' }, { createdOn: today });
  let existing: any = null;
  if (body.residentId) {
    existing = await db.selectFrom('residents').selectAll().where('id', '=', body.residentId).where('organisation_id', '=', f.organisationId).executeTakeFirst();
    if (!existing) throw notFound();
    const here = await db.selectFrom('residencies').select(['id', 'is_lead', 'admission_date_utc', 'departure_date_utc', 'is_archived'])
      .where('resident_id', '=', existing.id).where('facility_id', '=', f.id).execute();
    if (here.some((r: any) => r.is_lead && !r.is_archived)) addError(ms, 'residentId', MARK_AS_ENQUIRY_MESSAGES.openEnquiry);
    if (here.some((r: any) => !r.is_lead && r.admission_date_utc && !r.departure_date_utc)) addError(ms, 'residentId', MARK_AS_ENQUIRY_MESSAGES.notDeparted);
  }
  await referenceErrors(db, body, f.id, f.organisationId, existing?.id ?? null, ms);
  refuse(ms);
  const careType = body.careType ?? 'Permanent';
  const ids = await db.transaction().execute(async (trx) => {
    await repo.lockColumn(trx, f.id, 'Enquiries');
    let residentId: number;
    const person = personValues({ ...body, careType }, existing);
    if (existing) {
      await trx.updateTable('residents').set({ ...person, version: sql`version + 1` }).where('id', '=', existing.id).execute();
      residentId = existing.id;
    } else {
      residentId = (await trx.insertInto('residents').values({ ...person, organisation_id: f.organisationId }).returning('id').executeTakeFirstOrThrow()).id as number;
    }
    const first = await repo.firstOrderNumber(trx, f.id, 'Enquiries', 0);
    const residency = await trx.insertInto('residencies').values({
      ...residencyValues({ ...body, careType }, null), resident_id: residentId, facility_id: f.id, is_lead: true, status: 'Enquiries',
      // New leads go to the top of Enquiries.
      order_number: orderKeyBetween(null, first),
    }).returning('id').executeTakeFirstOrThrow();
    await saveContacts(trx, residentId, body, existing?.bill_payer_type ?? 'Resident');
    await saveLinks(trx, residentId, body);
    await audit(trx, req, 'leads.create', 'residency', residency.id as number, { residentId, careType, existingResident: !!existing });
    return { residentId, residencyId: residency.id as number };
  }).catch(debtorConflict);

  let getACCRCommandResult: CreateLeadResponse['getACCRCommandResult'] = null;
  let errorMessage: string | null = null;
  if (body.requestACCR) {
    // The lead is saved either way; the ACCR result is reported with it (seed 001 §7).
    try {
      const r = await applyAccr(ctx, req, ids.residentId, null);
      getACCRCommandResult = { accrLoaded: r.ok };
      if (!r.ok) errorMessage = r.message;
    } catch (err) {
      req.log.error({ err }, 'ACCR after create lead failed');
      getACCRCommandResult = { accrLoaded: false };
      errorMessage = 'The ACCR could not be loaded.';
    }
  }
  return { lead: ids, getACCRCommandResult, errorMessage };
}

/** PUT leads: the lead record (version = the lead's; residentVersion, when sent, = the person's). */
export async function updateLead(ctx: AppContext, req: Req, body: LeadBody) {
  const db = asAny(ctx.db);
  const f = fac(req);
  const residentId = body.residentId ?? body.id!;
  const current = await leadOrNotFound(db, f.id, residentId);
  if (body.residencyId && body.residencyId !== current.id) throw notFound();
  const person: any = await db.selectFrom('residents').selectAll().where('id', '=', residentId).executeTakeFirstOrThrow();
  const createdOn = toMelbourneDate(current.created_on_utc);
  // The requested admission date's minimum is the creation day; a date saved earlier than that is left as it is.
  const requested = body.requestedAdmissionDateUtc;
  const minimum = requested && requested === current.requested_admission_date && requested < createdOn ? requested : createdOn;
  const ms = validateLead({ ...body, contactIsResident: keep(body.contactIsResident, current.contact_is_resident) }, { createdOn: minimum });
  await referenceErrors(db, body, f.id, f.organisationId, residentId, ms);
  refuse(ms);
  await db.transaction().execute(async (trx) => {
    const locked = await repo.findLeadByResidencyId(trx, f.id, current.id, { lock: true });
    if (!locked) throw notFound();
    checkVersion(locked.version, body.version);
    if (body.residentVersion !== undefined) checkVersion(locked.resident_version, body.residentVersion);
    const r = await trx.updateTable('residencies').set({ ...residencyValues(body, locked), version: sql`version + 1` })
      .where('id', '=', locked.id).where('version', '=', locked.version).executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw conflict();
    await trx.updateTable('residents').set({ ...personValues(body, person), version: sql`version + 1` }).where('id', '=', residentId).execute();
    await saveContacts(trx, residentId, body, person.bill_payer_type);
    await saveLinks(trx, residentId, body);
    await audit(trx, req, 'leads.update', 'residency', locked.id, { residentId, careType: body.careType });
  }).catch(debtorConflict);
  return leadDetail(db, f, residentId);
}

/** Removes a lead residency and what belongs only to it. Refused when it has Medicare events (they are history). */
async function removeLeadResidency(trx: Db, lead: any): Promise<void> {
  const events: any = await trx.selectFrom('residency_events').select('id').where('residency_id', '=', lead.id).limit(1).executeTakeFirst();
  const subs: any = await trx.selectFrom('medicare_submissions').select('id').where('residency_id', '=', lead.id).limit(1).executeTakeFirst();
  if (events || subs) throw ModelStateError.field('residentId', M.hasMedicareEvents);
  for (const table of ['expected_anacc_classifications', 'resident_acfi', 'anacc_reassessment_requests', 'resident_supplements', 'resident_legal_notices', 'resident_mtcf_history', 'leaves']) {
    await trx.deleteFrom(table).where('residency_id', '=', lead.id).execute();
  }
  // Bed assignments (migration 0010, residents area) are history of a stay: a lead with one is refused like one with events.
  const beds = await sql<{ t: string | null }>`select to_regclass('residency_bed_assignments')::text as t`.execute(trx);
  if (beds.rows[0]?.t) {
    const moved = await sql<{ n: number }>`select count(*)::int as n from residency_bed_assignments where residency_id = ${lead.id}`.execute(trx);
    if (moved.rows[0].n > 0) throw ModelStateError.field('residentId', M.hasMedicareEvents);
  }
  await trx.updateTable('documents').set({ residency_id: null }).where('residency_id', '=', lead.id).execute();
  await trx.deleteFrom('residencies').where('id', '=', lead.id).execute(); // tours go with it (on delete cascade)
}

/** The person goes too when nothing else refers to them (no other residency, no documents, no ILU allocation). */
async function removePersonIfUnused(trx: Db, residentId: number): Promise<boolean> {
  const other: any = await trx.selectFrom('residencies').select('id').where('resident_id', '=', residentId).limit(1).executeTakeFirst();
  const docs: any = await trx.selectFrom('documents').select('id').where('resident_id', '=', residentId).limit(1).executeTakeFirst();
  const ilu: any = await trx.selectFrom('ilu_allocation_residents').select('resident_id').where('resident_id', '=', residentId).limit(1).executeTakeFirst();
  const subs: any = await trx.selectFrom('medicare_submissions').select('id').where('resident_id', '=', residentId).limit(1).executeTakeFirst();
  if (other || docs || ilu || subs) return false;
  for (const table of ['resident_enquiry_sources', 'resident_religions', 'resident_specialised_care', 'resident_notes', 'resident_photos', 'resident_bill_payer_details', 'resident_contacts']) {
    await trx.deleteFrom(table).where('resident_id', '=', residentId).execute();
  }
  await trx.deleteFrom('residents').where('id', '=', residentId).execute();
  return true;
}

/** DELETE leads/{id}. */
export async function deleteLead(ctx: AppContext, req: Req, residentId: number) {
  const f = fac(req);
  return asAny(ctx.db).transaction().execute(async (trx) => {
    const lead = await leadOrNotFound(trx, f.id, residentId, true);
    await removeLeadResidency(trx, lead);
    const personRemoved = await removePersonIfUnused(trx, residentId);
    await audit(trx, req, 'leads.delete', 'residency', lead.id, { residentId, personRemoved });
    return { residentId, residencyId: lead.id, deleted: true };
  });
}

/** PUT leads/{id}/send-to-departed-list: a departed resident's enquiry is dropped; the departed stay shows again. */
export async function sendToDepartedList(ctx: AppContext, req: Req, residentId: number, body: { version: number }) {
  const f = fac(req);
  return asAny(ctx.db).transaction().execute(async (trx) => {
    const lead = await leadOrNotFound(trx, f.id, residentId, true);
    checkVersion(lead.version, body.version);
    const departed: any = await trx.selectFrom('residencies').select('id').where('resident_id', '=', residentId).where('facility_id', '=', f.id)
      .where('is_lead', '=', false).where('departure_date_utc', 'is not', null).orderBy('departure_date_utc', 'desc').limit(1).executeTakeFirst();
    if (!departed) throw ModelStateError.field('residentId', M.notDeparted);
    await removeLeadResidency(trx, lead);
    await audit(trx, req, 'leads.send-to-departed-list', 'residency', lead.id, { residentId, departedResidencyId: departed.id });
    return { residentId, residencyId: departed.id };
  });
}

/** Sets residency fields of the resident's lead under optimistic concurrency; returns the card. */
async function updateLeadFlags(ctx: AppContext, req: Req, residentId: number, version: number, action: string, change: (lead: any, trx: Db) => Promise<Record<string, unknown> | null>) {
  const f = fac(req);
  const db = asAny(ctx.db);
  const residencyId = await db.transaction().execute(async (trx) => {
    const lead = await leadOrNotFound(trx, f.id, residentId, true);
    checkVersion(lead.version, version);
    const set = await change(lead, trx);
    if (set) {
      const r = await trx.updateTable('residencies').set({ ...set, version: sql`version + 1` }).where('id', '=', lead.id).where('version', '=', lead.version).executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw conflict();
      await audit(trx, req, action, 'residency', lead.id, { residentId, ...set });
    }
    return lead.id as number;
  });
  return cardOf(db, residencyId);
}

export function archive(ctx: AppContext, req: Req, residentId: number, body: { version: number }) {
  return updateLeadFlags(ctx, req, residentId, body.version, 'leads.archive', async (lead) => {
    if (lead.is_archived) return null;
    return { is_archived: true };
  });
}

export async function sendToLeads(ctx: AppContext, req: Req, residentId: number, body: { version: number }) {
  const f = fac(req);
  const db = asAny(ctx.db);
  const residencyId = await db.transaction().execute(async (trx) => {
    // Column lock first, then the row (the order every board write uses).
    const probe = await leadOrNotFound(trx, f.id, residentId);
    await repo.lockColumn(trx, f.id, probe.status);
    const lead = await lockedLead(trx, f.id, probe.id);
    checkVersion(lead.version, body.version);
    if (!lead.is_archived) throw ModelStateError.field('residentId', M.notArchived);
    // Back at the top of its column.
    const orderNumber = orderKeyBetween(null, await repo.firstOrderNumber(trx, f.id, lead.status, lead.id));
    const r = await trx.updateTable('residencies').set({ is_archived: false, order_number: orderNumber, version: sql`version + 1` })
      .where('id', '=', lead.id).where('version', '=', lead.version).executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw conflict();
    await audit(trx, req, 'leads.send-to-leads', 'residency', lead.id, { residentId, orderNumber });
    return lead.id as number;
  });
  return cardOf(db, residencyId);
}

export async function markAsProspect(ctx: AppContext, req: Req, residentId: number, body: { version: number }) {
  const card = await updateLeadFlags(ctx, req, residentId, body.version, 'leads.mark-as-prospect', async (lead) => {
    if (lead.is_archived) throw ModelStateError.field('residentId', M.archived);
    if (lead.is_prospect) return null;
    return { is_prospect: true, prospect_marked_on_utc: new Date() };
  });
  return { residentId, residencyId: card.residencyId, isProspect: true, version: card.version };
}

// ---------------------------------------------------------------- status, order, location

/** Moves a card to `to` (drag rules); returns the order number to use there when none is given (top of the column). */
async function moveChecks(trx: Db, lead: any, to: EnquiryStatus): Promise<void> {
  if (!lead.is_lead || lead.is_archived) throw ModelStateError.field('residencyId', lead.is_archived ? M.archived : M.notALead);
  if (lead.status === to) return;
  const tour = await repo.tourOf(trx, lead.id);
  const refusal = leadMoveRefusal(tour ? { isCompleted: tour.is_completed } : null, to);
  if (refusal) throw ModelStateError.field('status', refusal);
}

async function lockedLead(trx: Db, facilityId: number, residencyId: number) {
  const lead = await repo.findLeadByResidencyId(trx, facilityId, residencyId, { lock: true });
  if (!lead) throw notFound();
  return lead;
}

/** PUT leads/lead-status: status (drag rules) and, optionally, the order number (default: top of the column). */
export async function leadStatus(ctx: AppContext, req: Req, body: LeadStatusChange) {
  const f = fac(req);
  const db = asAny(ctx.db);
  if (body.orderNumber !== undefined && body.orderNumber !== null && !isOrderNumber(body.orderNumber)) {
    throw ModelStateError.field('orderNumber', 'The order number is not valid.');
  }
  await db.transaction().execute(async (trx) => {
    await repo.lockColumn(trx, f.id, body.status);
    const lead = await lockedLead(trx, f.id, body.residencyId);
    await moveChecks(trx, lead, body.status);
    const changed = lead.status !== body.status;
    if (!changed && !body.orderNumber) return;
    const orderNumber = body.orderNumber ?? orderKeyBetween(null, await repo.firstOrderNumber(trx, f.id, body.status, lead.id));
    await trx.updateTable('residencies').set({ status: body.status, order_number: orderNumber, ...(changed ? { version: sql`version + 1` } : {}) })
      .where('id', '=', lead.id).execute();
    await audit(trx, req, 'leads.lead-status', 'residency', lead.id, { from: lead.status, to: body.status, orderNumber });
  });
  return cardOf(db, body.residencyId);
}

/** Order numbers longer than this many decimals trigger a renumbering of the column (1..n, same order). */
const MAX_ORDER_DECIMALS = 24;

/**
 * PUT leads/lead-order: places the card right after the predecessor the client saw (or at the top), strictly before
 * the next card that is in the column now. The column is locked (advisory lock) and the key computed inside the
 * transaction from the committed rows, so two people reordering one column at once get distinct keys in a consistent
 * total order. A status different from the card's is a move between columns (drag rules apply).
 */
export async function leadOrder(ctx: AppContext, req: Req, body: LeadOrderChange): Promise<{ result: string }> {
  const f = fac(req);
  const pred = body.predecessorOrderNumber ?? null;
  const succ = body.successorOrderNumber ?? null;
  const ms: ModelState = {};
  if (pred !== null && !isOrderNumber(pred)) addError(ms, 'predecessorOrderNumber', 'The order number is not valid.');
  if (succ !== null && !isOrderNumber(succ)) addError(ms, 'successorOrderNumber', 'The order number is not valid.');
  if (!Object.keys(ms).length && pred !== null && succ !== null && compareOrderNumbers(pred, succ) > 0) {
    addError(ms, 'successorOrderNumber', 'The successor must come after the predecessor.');
  }
  refuse(ms);
  return asAny(ctx.db).transaction().execute(async (trx) => {
    await repo.lockColumn(trx, f.id, body.status);
    const lead = await lockedLead(trx, f.id, body.currentResidencyId);
    await moveChecks(trx, lead, body.status);
    const compute = async () => (pred === null
      ? orderKeyBetween(null, await repo.firstOrderNumber(trx, f.id, body.status, lead.id))
      : orderKeyBetween(pred, await repo.nextOrderNumber(trx, f.id, body.status, pred, lead.id)));
    let key = await compute();
    if ((key.split('.')[1]?.length ?? 0) > MAX_ORDER_DECIMALS) {
      // Keys grew long at one place: renumber the column in its current order and place the card by position.
      const position = await repo.countUpTo(trx, f.id, body.status, pred, lead.id);
      const total = await repo.countUpTo(trx, f.id, body.status, '1e30', lead.id);
      await repo.renumberColumn(trx, f.id, body.status, lead.id);
      key = orderKeyBetween(position > 0 ? String(position) : null, position < total ? String(position + 1) : null);
    }
    const changed = lead.status !== body.status;
    await trx.updateTable('residencies').set({ status: body.status, order_number: key, ...(changed ? { version: sql`version + 1` } : {}) })
      .where('id', '=', lead.id).execute();
    await audit(trx, req, 'leads.lead-order', 'residency', lead.id, { from: lead.status, to: body.status, predecessorOrderNumber: pred, successorOrderNumber: succ, orderNumber: key });
    return { result: key };
  });
}

/** PUT leads/pre-admission-status: contract signed, deceased and status (drag rules) of a lead. */
export async function preAdmissionStatus(ctx: AppContext, req: Req, body: PreAdmissionStatus) {
  const f = fac(req);
  const db = asAny(ctx.db);
  await db.transaction().execute(async (trx) => {
    await repo.lockColumn(trx, f.id, body.status);
    const lead = await lockedLead(trx, f.id, body.residencyId);
    await moveChecks(trx, lead, body.status);
    const changed = lead.status !== body.status;
    const set: Record<string, unknown> = { contract_signed: body.isContractSigned, status: body.status };
    if (changed) set.order_number = orderKeyBetween(null, await repo.firstOrderNumber(trx, f.id, body.status, lead.id));
    await trx.updateTable('residencies').set({ ...set, version: sql`version + 1` }).where('id', '=', lead.id).execute();
    await trx.updateTable('residents').set({ is_deceased: body.isDeceased, version: sql`version + 1` }).where('id', '=', lead.resident_id).execute();
    await audit(trx, req, 'leads.pre-admission-status', 'residency', lead.id, { ...body, from: lead.status });
  });
  return cardOf(db, body.residencyId);
}

/** PUT leads/preferred-facility-location. */
export async function preferredLocation(ctx: AppContext, req: Req, body: { residencyId: number; preferredFacilityLocationId: number | null }) {
  const f = fac(req);
  const db = asAny(ctx.db);
  await db.transaction().execute(async (trx) => {
    const lead = await lockedLead(trx, f.id, body.residencyId);
    if (!lead.is_lead) throw ModelStateError.field('residencyId', M.notALead);
    if (body.preferredFacilityLocationId) {
      const loc = await trx.selectFrom('facility_locations').select('id').where('id', '=', body.preferredFacilityLocationId)
        .where('facility_id', '=', f.id).where('is_active', '=', true).executeTakeFirst();
      if (!loc) throw ModelStateError.field('preferredFacilityLocationId', M.locationInvalid);
    }
    await trx.updateTable('residencies').set({ preferred_facility_location_id: body.preferredFacilityLocationId ?? null, version: sql`version + 1` })
      .where('id', '=', lead.id).execute();
    await audit(trx, req, 'leads.preferred-facility-location', 'residency', lead.id, body);
  });
  return cardOf(db, body.residencyId);
}

// ---------------------------------------------------------------- tours

function tourDto(t: any, facilitatorName: string | null, users?: { id: number; name: string }[]): Tour {
  return {
    id: t.id, residencyId: t.residency_id, tourFacilitatorUserId: t.tour_facilitator_user_id, tourFacilitatorUserName: facilitatorName,
    attendees: t.attendees, isCompleted: t.is_completed, tourDateTime: instantToTourDateTime(t.tour_date_time), version: t.version,
    ...(users ? { tourFacilitatorUsers: users } : {}),
  };
}

/** GET tour/{id} (`id` = the lead's residency): its tour, or an empty one; with the facility's facilitators. */
export async function getTour(ctx: AppContext, req: Req, residencyId: number): Promise<Tour> {
  const db = asAny(ctx.db);
  const f = fac(req);
  const residency = await repo.findLeadByResidencyId(db, f.id, residencyId);
  if (!residency) throw notFound();
  const [tour, users] = await Promise.all([repo.tourOf(db, residencyId), repo.tourFacilitators(db, f.id, f.organisationId)]);
  if (!tour) {
    return { id: null, residencyId, tourFacilitatorUserId: null, tourFacilitatorUserName: null, attendees: null, isCompleted: false, tourDateTime: null, tourFacilitatorUsers: users };
  }
  return tourDto(tour, users.find((u) => u.id === tour.tour_facilitator_user_id)?.name ?? null, users);
}

export interface TourBody extends Tour { version?: number }

/** POST tour/save: book or edit the lead's tour; the lead's status follows (Enquiries -> Tour booked -> Tour completed). */
export async function saveTour(ctx: AppContext, req: Req, body: TourBody) {
  const f = fac(req);
  const db = asAny(ctx.db);
  const users = await repo.tourFacilitators(db, f.id, f.organisationId);
  return db.transaction().execute(async (trx) => {
    // A saved tour can move the lead into Tour booked or Tour completed: those columns are locked before the row.
    await repo.lockColumns(trx, f.id, ['TourBooked', 'TourCompleted']);
    const lead = await lockedLead(trx, f.id, body.residencyId);
    if (!lead.is_lead || lead.admission_date_utc || lead.is_archived) throw ModelStateError.field('residencyId', lead.is_archived ? M.archived : TOUR_MESSAGES.notALead);
    const existing = await trx.selectFrom('lead_tours').selectAll().where('residency_id', '=', lead.id).forUpdate().executeTakeFirst() as any;
    if (body.id && (!existing || existing.id !== body.id)) throw notFound('The tour was not found.');
    if (!body.id && existing) throw ModelStateError.field('id', TOUR_MESSAGES.alreadyHasTour);
    const ms = validateTour(body, existing ? { isCompleted: existing.is_completed } : null);
    if (body.tourFacilitatorUserId && !users.some((u) => u.id === body.tourFacilitatorUserId)) addError(ms, 'tourFacilitatorUserId', TOUR_MESSAGES.facilitatorInvalid);
    refuse(ms);
    if (existing) checkVersion(existing.version, body.version);
    const when = tourDateTimeToInstant(body.tourDateTime!);
    const completing = !!body.isCompleted && !existing?.is_completed;
    const values = {
      tour_facilitator_user_id: body.tourFacilitatorUserId, attendees: blankToNull(body.attendees), tour_date_time: when,
      is_completed: !!body.isCompleted || !!existing?.is_completed,
    };
    let saved: any;
    if (existing) {
      saved = await trx.updateTable('lead_tours').set({
        ...values, updated_on_utc: new Date(), version: sql`version + 1`, ...(completing ? { completed_on_utc: new Date() } : {}),
      }).where('id', '=', existing.id).where('version', '=', existing.version).returningAll().executeTakeFirst();
      if (!saved) throw conflict();
    } else {
      saved = await trx.insertInto('lead_tours').values({
        ...values, residency_id: lead.id, facility_id: f.id, created_by_user_id: userId(req), completed_on_utc: completing ? new Date() : null,
      }).returningAll().executeTakeFirstOrThrow();
    }
    const status = statusAfterTourSaved(lead.status, saved.is_completed);
    let leadVersion = lead.version;
    if (status !== lead.status) {
      const top = await repo.firstOrderNumber(trx, f.id, status, lead.id);
      const r: any = await trx.updateTable('residencies').set({ status, order_number: orderKeyBetween(null, top), version: sql`version + 1` })
        .where('id', '=', lead.id).returning('version').executeTakeFirstOrThrow();
      leadVersion = r.version;
    }
    await audit(trx, req, existing ? (completing ? 'leads.tour-complete' : 'leads.tour-update') : 'leads.tour-book', 'tour', saved.id, {
      residencyId: lead.id, tourDateTime: body.tourDateTime, isCompleted: saved.is_completed, from: lead.status, to: status,
    });
    return { ...tourDto(saved, users.find((u) => u.id === saved.tour_facilitator_user_id)?.name ?? null), leadStatus: status, leadVersion };
  });
}

/** DELETE tour/{id} (`id` = the tour): not once completed; a lead in Tour booked goes back to Enquiries. */
export async function deleteTour(ctx: AppContext, req: Req, tourId: number) {
  const f = fac(req);
  return asAny(ctx.db).transaction().execute(async (trx) => {
    const tour: any = await trx.selectFrom('lead_tours').selectAll().where('id', '=', tourId).where('facility_id', '=', f.id).executeTakeFirst();
    if (!tour) throw notFound('The tour was not found.');
    // Deleting the tour can move the lead back to Enquiries: that column is locked before the row.
    await repo.lockColumn(trx, f.id, 'Enquiries');
    const lead = await lockedLead(trx, f.id, tour.residency_id);
    const locked: any = await trx.selectFrom('lead_tours').selectAll().where('id', '=', tourId).forUpdate().executeTakeFirst();
    if (!locked) throw notFound('The tour was not found.');
    if (locked.is_completed) throw ModelStateError.field('id', TOUR_MESSAGES.completedCannotBeDeleted);
    await trx.deleteFrom('lead_tours').where('id', '=', tourId).execute();
    const status = statusAfterTourDeleted(lead.status);
    if (status !== lead.status) {
      const top = await repo.firstOrderNumber(trx, f.id, status, lead.id);
      await trx.updateTable('residencies').set({ status, order_number: orderKeyBetween(null, top), version: sql`version + 1` }).where('id', '=', lead.id).execute();
    }
    await audit(trx, req, 'leads.tour-delete', 'tour', tourId, { residencyId: lead.id, from: lead.status, to: status });
    return { id: tourId, residencyId: lead.id, leadStatus: status };
  });
}

// ---------------------------------------------------------------- admission

/** GET leads/{id}/available-beds: the facility's free beds on a date (default today), as the assign-bed dialog groups them. */
function dateParam(field: string, value: string | undefined): string | undefined {
  if (value !== undefined && !isDateOnly(value)) throw ModelStateError.field(field, M.dateInvalid);
  return value;
}

export async function availableBeds(ctx: AppContext, req: Req, residentId: number, date?: string) {
  dateParam('date', date);
  const db = asAny(ctx.db);
  const f = fac(req);
  const lead = await leadOrNotFound(db, f.id, residentId);
  const beds = await repo.freeBeds(db, f.id, date ?? melbourneToday());
  const locations: Array<{ locationId: number | null; locationName: string; rooms: Array<{ accommodationId: number; roomNumber: string; beds: Array<{ bedId: number; name: string; label: string }> }> }> = [];
  for (const b of beds) {
    let loc = locations.find((l) => l.locationId === (b.location_id ?? null));
    if (!loc) locations.push((loc = { locationId: b.location_id ?? null, locationName: b.location_name ?? 'Other rooms', rooms: [] }));
    let room = loc.rooms.find((x) => x.accommodationId === b.accommodation_id);
    if (!room) loc.rooms.push((room = { accommodationId: b.accommodation_id, roomNumber: b.room_number, beds: [] }));
    room.beds.push({ bedId: b.id, name: b.name, label: bedLabel(b.room_number, b.name) });
  }
  return { residentId, residencyId: lead.id, version: lead.version, currentBedId: null, assignedAccommodationAndBed: null, locations };
}

/** The admission's calendar date: a 'YYYY-MM-DD' as is; an instant (date and time) as its date in Australia/Melbourne. */
function admissionDateOf(value: string | null | undefined): string | null {
  if (!value) return null;
  if (isDateOnly(value)) return value;
  const d = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(d.getTime())) return null;
  return toMelbourneDate(d);
}

async function stayRow(trx: Db, residencyId: number): Promise<StayRow> {
  return trx.selectFrom('residencies as r').innerJoin('residents as p', 'p.id', 'r.resident_id').innerJoin('facilities as f', 'f.id', 'r.facility_id')
    .selectAll('r')
    .select(['p.first_name', 'p.last_name', 'p.date_of_birth', 'p.care_recipient_id', 'p.organisation_id', 'f.facility_type', 'f.name as facility_name'])
    .where('r.id', '=', residencyId).executeTakeFirstOrThrow() as Promise<StayRow>;
}

export interface AdmitBody extends AdmissionInfo { version?: number; admissionTimeLocal?: string | null }

/**
 * PUT leads/admit/: admits the lead to a free bed. The residency stops being a lead; the ResidentAdmitted (5) event is
 * recorded and submitted to the Medicare gateway as an Entry (not for a private residency), with the audit record, in
 * one transaction. The bed row is locked and every bed check repeated inside the transaction. The MPIR check of seed
 * 000 §5 applies to the agreed room price date, which comes with the resident fees (a later issue): not checked here.
 */
export async function admit(ctx: AppContext, req: Req, body: AdmitBody) {
  const f = fac(req);
  const db = asAny(ctx.db);
  const privateEnabled = await flag(db, 'enablePrivateResidents');
  return db.transaction().execute(async (trx) => {
    const lead = body.residencyId
      ? await repo.findLeadByResidencyId(trx, f.id, body.residencyId, { lock: true })
      : await repo.findLead(trx, f.id, body.residentId, { lock: true });
    if (!lead || lead.resident_id !== body.residentId) throw notFound();
    if (!lead.is_lead || lead.admission_date_utc) throw ModelStateError.field('residentId', M.notALead);
    if (lead.is_archived) throw ModelStateError.field('residentId', M.archived);
    checkVersion(lead.version, body.version);
    const ms: ModelState = {};
    const admissionDate = admissionDateOf(body.admissionDateUtc);
    if (body.admissionDateUtc && !admissionDate) addError(ms, 'admissionDateUtc', M.dateInvalid);
    const careType = body.careType;
    if (careType !== 'Permanent' && careType !== 'Respite') addError(ms, 'careType', M.careTypeInvalid);
    // Pre-entry leave (Permanent only): from the number of days, or a date within the allowed days before admission.
    let preEntry: string | null = null;
    if (body.preEntryLeaveDays !== undefined && body.preEntryLeaveDays !== null && body.preEntryLeaveDays !== 0) {
      if (careType !== 'Permanent') addError(ms, 'preEntryLeaveDays', M.preEntryLeavePermanentOnly);
      else if (!Number.isInteger(body.preEntryLeaveDays) || body.preEntryLeaveDays < 1 || body.preEntryLeaveDays > PRE_ENTRY_LEAVE_MAX_DAYS) addError(ms, 'preEntryLeaveDays', M.preEntryLeaveDays);
      else preEntry = preEntryLeaveDate(admissionDate, body.preEntryLeaveDays, careType);
    } else if (body.preEntryLeaveDateUtc) {
      const d = admissionDateOf(body.preEntryLeaveDateUtc);
      if (careType !== 'Permanent') addError(ms, 'preEntryLeaveDateUtc', M.preEntryLeavePermanentOnly);
      else if (!d) addError(ms, 'preEntryLeaveDateUtc', M.dateInvalid);
      else if (admissionDate && d >= admissionDate) addError(ms, 'preEntryLeaveDateUtc', M.preEntryLeaveBeforeAdmission);
      else if (admissionDate && d < addDays(admissionDate, -PRE_ENTRY_LEAVE_MAX_DAYS)) addError(ms, 'preEntryLeaveDateUtc', M.preEntryLeaveDays);
      else preEntry = d;
    }
    const expectedDeparture = body.expectedDepartureDateUtc ? admissionDateOf(body.expectedDepartureDateUtc) : null;
    if (body.expectedDepartureDateUtc && !expectedDeparture) addError(ms, 'expectedDepartureDateUtc', M.dateInvalid);
    if (expectedDeparture && careType !== 'Respite') addError(ms, 'expectedDepartureDateUtc', M.expectedDepartureRespiteOnly);
    if (body.isPrivateResidency && !privateEnabled) addError(ms, 'isPrivateResidency', M.privateResidentsDisabled);
    const conflicts = (await trx.selectFrom('residencies').select('departure_date_utc').where('resident_id', '=', lead.resident_id)
      .where('id', '<>', lead.id).where('departure_date_utc', 'is not', null).execute()).map((r: any) => r.departure_date_utc as string).sort();
    const rules = validateAdmission({
      admissionDateUtc: admissionDate ?? (body.admissionDateUtc ? 'invalid' : null), expectedDepartureDateUtc: expectedDeparture,
      careType: careType as any, bedId: body.bedId, accommodationClass: (body.accommodationClass || null) as any, palliativeStatus: body.palliativeStatus,
    }, { isCorrection: false, conflictEffectiveDates: conflicts });
    for (const [field, messages] of Object.entries(rules)) {
      if (field === 'admissionDateUtc' && ms.admissionDateUtc) continue;
      for (const m of messages) addError(ms, field, m);
    }
    if (body.bedId && !ms.bedId) {
      // Lock the bed: a second admission (or bed assignment) into it waits, then sees it taken.
      const locked = await trx.selectFrom('beds').select('id').where('id', '=', body.bedId).where('facility_id', '=', f.id).forUpdate().executeTakeFirst();
      const bed: any = locked ? await findBed(trx, f.id, body.bedId, admissionDate ?? melbourneToday()) : undefined;
      if (!bed) addError(ms, 'bedId', 'The bed was not found in this facility.');
      else if (!bed.is_active || !bed.room_active) addError(ms, 'bedId', ASSIGN_BED_MESSAGES.bedInactive);
      else if (bed.is_out_of_service || bed.oos_period) addError(ms, 'bedId', ASSIGN_BED_MESSAGES.bedOutOfService);
      else if (bed.is_occupied) addError(ms, 'bedId', ASSIGN_BED_MESSAGES.bedOccupied);
    }
    refuse(ms);
    const updated = await trx.updateTable('residencies').set({
      is_lead: false, admission_date_utc: admissionDate, care_type: careType, bed_id: body.bedId,
      expected_departure_date: careType === 'Respite' ? expectedDeparture : null, pre_entry_leave_date: careType === 'Permanent' ? preEntry : null,
      accommodation_class: body.accommodationClass || null, palliative_status: !!body.palliativeStatus,
      is_private_residency: !!body.isPrivateResidency, version: sql`version + 1`,
    }).where('id', '=', lead.id).where('version', '=', lead.version).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw conflict();
    const stay = await stayRow(trx, lead.id);
    const { eventId, uniqueEventId } = await recordEvent(ctx as any, trx, req, stay, STAY_EVENT_TYPES.ResidentAdmitted, admissionDate!, {
      bedId: body.bedId, careType, accommodationClass: body.accommodationClass || null, admissionTimeLocal: body.admissionTimeLocal ?? null, fromLead: true,
    }, { payload: { admissionDate, careType, palliativeStatus: !!body.palliativeStatus, accommodationClass: body.accommodationClass || null } });
    await audit(trx, req, 'leads.admit', 'residency', lead.id, { residentId: lead.resident_id, bedId: body.bedId, admissionDate, careType, eventId });
    return {
      residentId: lead.resident_id, residencyId: lead.id, admissionDateUtc: admissionDate, bedId: body.bedId, eventId, uniqueEventId,
      medicareSubmitted: !!uniqueEventId, version: stay.version,
    };
  });
}

// ---------------------------------------------------------------- funding estimate

/** The variable components of a care type's classes on a date (no price or no NWAU on that date: none). */
async function variableComponents(db: Db, careType: string, date: string): Promise<{ price: string | null; components: AnaccVariableComponent[] }> {
  const [price, weights] = await Promise.all([repo.anaccPriceOn(db, date), repo.classWeightsOn(db, date)]);
  if (!price) return { price, components: [] };
  const byClass = new Map(weights.map((w) => [w.anaccClass, w]));
  const components: AnaccVariableComponent[] = [];
  for (const c of anaccClassesFor(careType)) {
    const w = byClass.get(c.anaccClass);
    if (!w) continue;
    components.push({
      anaccClass: c.anaccClass, anaccClassText: c.anaccClassText, description: c.description, nwau: w.nwau, rate: anaccRate(w.nwau, price),
      totalCareMinutes: w.totalCareMinutes, registeredNurseCareMinutes: w.registeredNurseCareMinutes,
      isPermanent: !c.isRespite, isRespite: c.isRespite, isDefault: w.isDefault,
    });
  }
  return { price, components };
}

export type FundingEstimateResponse = FundingEstimate & { fixedComponent: (AnaccFixedComponent & { isDemoValue: boolean; note: string | null; bctCategory: string }) | null; pricePerNwau: string | null };

async function estimateFor(db: Db, facilityId: number, lead: any, date: string): Promise<FundingEstimateResponse> {
  const [{ price, components }, fixedRow, beds, expected] = await Promise.all([
    variableComponents(db, lead.care_type, date), repo.fixedComponentOn(db, facilityId, date), repo.activeBedCount(db, facilityId),
    repo.latestExpectedAnacc(db, lead.id),
  ]);
  const anaccClass = expected ? Number(expected.anacc_class) : null;
  const variable = anaccClass !== null ? components.find((c) => c.anaccClass === anaccClass) ?? null : null;
  const fixed = fixedRow && fixedRow.nwau_text && price ? {
    baseCareTariff: anaccRate(fixedRow.nwau_text, price), nwau: fixedRow.nwau_text, facilityMMMClassificationText: fixedRow.mmm_classification,
    saClass: fixedRow.sa_class ?? null, numberOfBeds: beds, fundingBasis: fixedRow.funding_basis, bctCategory: fixedRow.bct_category,
    isDemoValue: !!fixedRow.is_demo_value, note: fixedRow.note ?? null,
  } : null;
  return {
    residencyId: lead.id, careType: lead.care_type, estimateDate: date, anaccClass, variableComponent: variable, fixedComponent: fixed,
    dailyBasicSubsidy: fixed && variable ? dailyBasicSubsidy(fixed.baseCareTariff, variable.rate) : null,
    anaccVariableComponents: components, pricePerNwau: price,
  };
}

/** GET leads/{id}/funding-estimate. */
export async function fundingEstimate(ctx: AppContext, req: Req, residentId: number, estimateDate?: string) {
  dateParam('estimateDate', estimateDate);
  const db = asAny(ctx.db);
  const f = fac(req);
  const lead = await leadOrNotFound(db, f.id, residentId);
  return estimateFor(db, f.id, lead, estimateDate ?? melbourneToday());
}

/** PUT leads/{id}/expectedAnacc: the class chosen in the calculator (today; nothing saved when unchanged). */
export async function saveExpectedAnacc(ctx: AppContext, req: Req, residentId: number, body: { anaccClass: number }) {
  const db = asAny(ctx.db);
  const f = fac(req);
  const today = melbourneToday();
  const result = await db.transaction().execute(async (trx) => {
    const lead = await leadOrNotFound(trx, f.id, residentId, true);
    if (!anaccClassesFor(lead.care_type).some((c) => c.anaccClass === body.anaccClass)) {
      throw ModelStateError.field('anaccClass', FUNDING_FIELD_MESSAGES.anaccClassInvalid);
    }
    const current = await repo.latestExpectedAnacc(trx, lead.id);
    const unchanged = !!current && Number(current.anacc_class) === body.anaccClass && current.classification_date === today;
    if (!unchanged) {
      const row = await trx.insertInto('expected_anacc_classifications').values({
        residency_id: lead.id, facility_id: f.id, classification_date: today, anacc_class: body.anaccClass, via_anacc_calculator: true,
        created_by_user_id: userId(req),
      }).returning('id').executeTakeFirstOrThrow();
      await audit(trx, req, 'leads.expected-anacc', 'expected_anacc_classification', row.id as number, { residencyId: lead.id, anaccClass: body.anaccClass });
    }
    return { lead, saved: !unchanged };
  });
  return {
    saved: result.saved,
    expectedAnacc: { anaccClass: body.anaccClass, anaccClassText: anaccClassText(body.anaccClass) ?? '', classificationDate: today },
    fundingEstimate: await estimateFor(db, f.id, result.lead, today),
  };
}

// ---------------------------------------------------------------- ACCR

/** The residency ACCR works on: the resident's lead in this facility when there is one, else the one the facility sees. */
async function accrResidency(db: Db, facilityId: number, residentId: number, lock = false) {
  const cols = ['rs.id', 'rs.care_type', 'rs.version', 'rs.created_on_utc', 'p.first_name', 'p.last_name', 'p.date_of_birth', 'p.sex',
    'p.medicare_number', 'p.care_recipient_id', 'p.version as resident_version'];
  const lead = await repo.findLead(db, facilityId, residentId);
  let q: any = db.selectFrom('residencies as rs').innerJoin('residents as p', 'p.id', 'rs.resident_id').select(cols);
  q = lead ? q.where('rs.id', '=', lead.id) : q.$call(residencySeenByFacility('rs', residentId, facilityId));
  if (lock) q = q.forUpdate(['rs']);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row as any;
}

function accrLookup(r: any) {
  return {
    careRecipientId: r.care_recipient_id, firstName: r.first_name, lastName: r.last_name, dateOfBirth: r.date_of_birth, sex: r.sex,
    medicareNumber: r.medicare_number, careType: r.care_type, referenceDate: toMelbourneDate(r.created_on_utc),
  };
}

function accrDto(residentId: number, record: AccrClientRecord): AccrRecord {
  return { residentId, ...record, retrievedOnUtc: new Date().toISOString() };
}

/** GET accr/{residentId}: the client record from the ACCR adapter (local simulator); not found => 400 `accr`. */
export async function getAccr(ctx: AppContext, req: Req, residentId: number): Promise<AccrRecord> {
  const r = await accrResidency(asAny(ctx.db), fac(req).id, residentId);
  const result = await getAccrGateway(ctx).getClientRecord(accrLookup(r));
  if (!result.ok) throw ModelStateError.field('accr', result.message);
  return accrDto(residentId, result.record);
}

/**
 * Updates the person and the residency from the ACCR: the care recipient ID, the date of birth and sex when missing,
 * and the expected AN-ACC class of the assessment (when it differs). Returns what changed.
 */
async function applyAccr(ctx: AppContext, req: Req, residentId: number, version: number | null) {
  const f = fac(req);
  const db = asAny(ctx.db);
  const before = await accrResidency(db, f.id, residentId);
  const result = await getAccrGateway(ctx).getClientRecord(accrLookup(before));
  if (!result.ok) return { ok: false as const, message: result.message };
  const rec = result.record;
  return db.transaction().execute(async (trx) => {
    const r = await accrResidency(trx, f.id, residentId, true);
    if (version !== null) checkVersion(r.version, version);
    const person: Record<string, unknown> = {};
    if (rec.careRecipientId && rec.careRecipientId !== r.care_recipient_id) person.care_recipient_id = rec.careRecipientId;
    if (!r.date_of_birth && rec.dateOfBirth) person.date_of_birth = rec.dateOfBirth;
    if ((!r.sex || r.sex === 'Unknown') && rec.sex && rec.sex !== r.sex) person.sex = rec.sex;
    const updatedFields = Object.keys(person).map((k) => ({ care_recipient_id: 'careRecipientId', date_of_birth: 'dateOfBirth', sex: 'sex' } as Record<string, string>)[k]);
    if (Object.keys(person).length) await trx.updateTable('residents').set({ ...person, version: sql`version + 1` }).where('id', '=', residentId).execute();
    const current = await repo.latestExpectedAnacc(trx, r.id);
    if (rec.anaccClass && anaccClassesFor(r.care_type).some((c) => c.anaccClass === rec.anaccClass) && Number(current?.anacc_class) !== rec.anaccClass) {
      await trx.insertInto('expected_anacc_classifications').values({
        residency_id: r.id, facility_id: f.id, classification_date: rec.assessmentDate ?? melbourneToday(), anacc_class: rec.anaccClass,
        via_anacc_calculator: false, created_by_user_id: userId(req),
      }).execute();
      updatedFields.push('expectedAnacc');
    }
    const v: any = await trx.updateTable('residencies').set({ version: sql`version + 1` }).where('id', '=', r.id).returning('version').executeTakeFirstOrThrow();
    await audit(trx, req, 'leads.update-from-accr', 'residency', r.id, { residentId, updatedFields, source: rec.source });
    const p: any = await trx.selectFrom('residents').select('version').where('id', '=', residentId).executeTakeFirstOrThrow();
    return { ok: true as const, accr: accrDto(residentId, rec), updatedFields, version: v.version as number, residentVersion: p.version as number };
  });
}

/** PUT residents/UpdateFromAccr/{residentId}. */
export async function updateFromAccr(ctx: AppContext, req: Req, residentId: number, body: { version: number }) {
  const r = await applyAccr(ctx, req, residentId, body.version);
  if (!r.ok) throw ModelStateError.field('accr', r.message);
  const { ok: _ok, ...rest } = r;
  return rest;
}
