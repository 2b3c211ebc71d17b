/**
 * Independent-living enquiries (seed 002 §3 "Enquiry", §5 "Independent living", §7): create, save, add a second person,
 * delete, transfer to another facility, and the residents' lists.
 *
 * An enquiry is an allocation of one or two people, each a lead of the facility (an ILU residency of the allocation)
 * until admitted. The people are the leads area's: a new person or one the facility knows (the "enquiry again" checks),
 * their lead residency, contacts and enquiry sources are written with its functions. Every id of a request is resolved
 * for the current facility first (404 for another's), the form's rules refuse with the model state (400), then one
 * transaction writes under the allocation's row lock and version (409 when stale) with its audit rows.
 */
import type {
  AddEnquiryResidentBody,
  AddEnquiryResidentResponse,
  CreateEnquiryBody,
  CreateEnquiryResponse,
  DeleteEnquiryResponse,
  Enquiry,
  EnquirySourceRef,
  Prospect,
  TransferEnquiryBody,
  TransferEnquiryResponse,
  UpdateEnquiryBody,
} from 'shared-domain/contracts/ilu';
import type { PagingQuery } from 'shared-domain/contracts/common';
import { melbourneToday } from 'shared-domain/dates';
import { ILU_FIELD_MESSAGES as M } from 'shared-domain/ilu/messages';
import { LEAD_FIELD_MESSAGES, orderKeyBetween } from 'shared-domain/leads';
import { DEBTOR_ID_EXISTS } from 'shared-domain/messages';
import type { FieldErrors as ModelState } from 'shared-domain/model-state';
import { MARK_AS_ENQUIRY_MESSAGES, MESSAGES as RECORD_MESSAGES } from 'shared-domain/resident-record';
import { STAY_FIELD_MESSAGES } from 'shared-domain/stay';
import { normaliseCcEmails } from 'shared-domain/validation';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';
import { ModelStateError, conflict, notFound } from '../../../http/errors';
import type { FacilityInfo } from '../../../http/routes';
import * as leads from '../../leads/index';
import { ensureEnquirySource, visibleEnquirySourceIds } from '../../reference-data/index';
import {
  addToAllocation,
  facilityOfOrganisation,
  insertAllocation,
  listResidents,
  moveResidency,
  stayById,
} from '../../residents/index';
import { enquiryDetail } from './detail';
import * as repo from './repository';
import {
  SOURCE_NAME_MAX,
  contactErrors,
  newSourceName,
  personErrors,
  primaryContactColumns,
  type ContactChoice,
  type ContactColumns,
} from './rules';

/** The leads area's small rules: model-state refusals, blank text, versions, PUT semantics (a field left out is kept). */
const { addError, blankToNull, checkVersion, keep, refuse } = leads;

// ---------------------------------------------------------------- enquiry sources

/**
 * The enquiry sources a form sends, per field: ids of sources the organisation sees, or names typed in as new (not
 * blank, not longer than a source's name); each with its name, as the form shows it.
 */
async function sourceErrors(s: ScopedDb, lists: Array<[string, readonly EnquirySourceRef[] | undefined]>, ms: ModelState) {
  const ids = lists.flatMap(([, refs]) => (refs ?? []).flatMap((r) => (typeof r.id === 'number' ? [r.id] : [])));
  const visible = new Set(await visibleEnquirySourceIds(s, [...new Set(ids)]));
  for (const [field, refs] of lists) {
    for (const ref of refs ?? []) {
      if (!blankToNull(ref.name)) addError(ms, field, 'The name field is required.');
      const name = newSourceName(ref.id);
      if (typeof ref.id === 'number' ? !visible.has(ref.id) : !name) addError(ms, field, M.enquirySourceUnknown);
      else if (name && name.length > SOURCE_NAME_MAX)
        addError(ms, field, `The name field must be at most ${SOURCE_NAME_MAX} characters.`);
    }
  }
}

/** The sources' ids, a name typed in as new becoming the organisation's source of that name (added when it has none). */
async function sourceIds(t: ScopedDb, refs: readonly EnquirySourceRef[]): Promise<number[]> {
  const ids: number[] = [];
  for (const ref of refs) ids.push(typeof ref.id === 'number' ? ref.id : await ensureEnquirySource(t, newSourceName(ref.id)!));
  return [...new Set(ids)];
}

// ---------------------------------------------------------------- people

/** The person a prospect names: one this facility knows (404 for anyone else), or null for a new person. */
async function knownPerson(s: ScopedDb, p: Prospect): Promise<ResolvedResident | null> {
  return p.residentId !== undefined ? s.resolve.resident(p.residentId) : null;
}

/** A prospect's refusals: the form's rules, and whether a known person can be an enquiry again. */
async function prospectErrors(s: ScopedDb, p: Prospect, known: ResolvedResident | null, field: string, ms: ModelState) {
  personErrors(p, field, ms);
  if (known) await leads.enquiryAgainErrors(s, known, ms, `${field}.residentId`);
}

/** A person's own columns from a form (a field left out keeps a known person's value). */
function personColumns(p: {
  firstName: string;
  lastName: string;
  dateOfBirth?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  debtor?: string | null;
  billPayerType?: 'Resident' | 'PrimaryContact' | 'SecondaryContact';
}): leads.PersonValues & { first_name: string; last_name: string } {
  const v: leads.PersonValues & { first_name: string; last_name: string } = {
    first_name: p.firstName.trim(),
    last_name: p.lastName.trim(),
  };
  if (p.dateOfBirth !== undefined) v.date_of_birth = p.dateOfBirth || null;
  if (p.email !== undefined) v.email = blankToNull(p.email);
  if (p.phoneNumber !== undefined) v.phone_number = blankToNull(p.phoneNumber);
  if (p.debtor !== undefined) v.debtor = blankToNull(p.debtor);
  if (p.billPayerType !== undefined) v.bill_payer_type = p.billPayerType;
  return v;
}

/**
 * Puts a prospect on the allocation at `position`: the person (new, or known and updated), their lead residency of the
 * allocation (care type ILU) and their place on it; their enquiry sources when the form sent some.
 */
async function addProspect(
  t: ScopedDb,
  allocationId: number,
  prospect: Prospect,
  known: ResolvedResident | null,
  position: number,
  requestedAdmission: string | null,
  sources: number[] | undefined,
): Promise<{ person: ResolvedResident; residencyId: number }> {
  const columns = personColumns(prospect);
  let residentId: number;
  if (known) {
    await leads.updatePerson(t, known, columns);
    residentId = known.residentId;
  } else residentId = await leads.insertPerson(t, columns);
  const residencyId = await leads.insertLeadResidency(t, residentId, {
    care_type: 'ILU',
    is_lead: true,
    independent_living_allocation_id: allocationId,
    requested_admission_date: requestedAdmission,
  });
  // A new person is this facility's now (its new residency): their contacts and links are reached through it.
  const person = known ?? (await t.resolve.resident(residentId));
  await addToAllocation(t, person, allocationId, position);
  if (sources !== undefined) await leads.replaceLinks(t, person, 'resident_enquiry_sources', sources);
  return { person, residencyId };
}

/**
 * The 'other' contact is also prospect 1's primary contact, so the residents area's contact screens show it: its names,
 * email and phone are written over that contact (its other details kept), or it is added.
 */
async function saveOtherContact(t: ScopedDb, prospect1: ResolvedResident, contact: ContactColumns): Promise<void> {
  if (contact.primary_contact !== 'other') return;
  const values = {
    first_name: contact.contact_first_name!,
    last_name: contact.contact_last_name!,
    email: contact.contact_email,
    phone_number: contact.contact_phone_number,
  };
  const existing = await leads.contactOfKind(t, prospect1, 'Primary');
  if (existing) await leads.updateContact(t, prospect1, existing.id, values);
  else await leads.insertContact(t, prospect1, 'Primary', values);
}

/** The enquiry's contact as the record history names its fields. */
function contactSnapshot(a: Partial<ContactColumns>) {
  return {
    primaryContact: a.primary_contact ?? null,
    contactFirstName: a.contact_first_name ?? null,
    contactLastName: a.contact_last_name ?? null,
    contactEmail: a.contact_email ?? null,
    contactPhoneNumber: a.contact_phone_number ?? null,
  };
}

/** The allocation's fields an enquiry write changes, as the record history names them. */
function allocationSnapshot(a: Partial<ContactColumns> & { accessibility_requirement?: string | null }) {
  return { ...contactSnapshot(a), accessibilityRequirement: a.accessibility_requirement ?? null };
}

function contactChoice(
  b: Partial<ContactChoice> & { primaryContact?: ContactChoice['primaryContact'] },
  current: ContactColumns | null,
): ContactChoice {
  return {
    primaryContact: keep(b.primaryContact, current?.primary_contact ?? null),
    contactFirstName: keep(b.contactFirstName, current?.contact_first_name ?? null),
    contactLastName: keep(b.contactLastName, current?.contact_last_name ?? null),
    contactEmail: keep(b.contactEmail, current?.contact_email ?? null),
    contactPhoneNumber: keep(b.contactPhoneNumber, current?.contact_phone_number ?? null),
  };
}

// ---------------------------------------------------------------- create

/** POST enquiries: a new allocation of the facility with one or two prospects (seed 002 "Create enquiry"). */
export async function createEnquiry(s: ScopedDb, body: CreateEnquiryBody): Promise<CreateEnquiryResponse> {
  const prospects = body.prospect2 ? [body.prospect1, body.prospect2] : [body.prospect1];
  const known: Array<ResolvedResident | null> = [];
  for (const p of prospects) known.push(await knownPerson(s, p));
  const ms: ModelState = {};
  for (const [i, p] of prospects.entries()) await prospectErrors(s, p, known[i], `prospect${i + 1}`, ms);
  if (known[0] && known[1] && known[0].residentId === known[1].residentId)
    addError(ms, 'prospect2.residentId', MARK_AS_ENQUIRY_MESSAGES.openEnquiry);
  const contact = primaryContactColumns(contactChoice(body, null), prospects[1] ?? null);
  contactErrors(contact, ms);
  await sourceErrors(s, [['enquirySources', body.enquirySources]], ms);
  refuse(ms);

  const requested = body.requestedAdmissionDateUtc ?? null;
  return s.transaction(async (t) => {
    const accessibility = blankToNull(body.accessibilityRequirement);
    const enquiryId = await insertAllocation(t, {
      ...contact,
      accessibility_requirement: accessibility,
      updated_by_user_id: t.userId,
      updated_on_utc: new Date(),
    });
    const sources = body.enquirySources === undefined ? undefined : await sourceIds(t, body.enquirySources);
    const people: Array<{ person: ResolvedResident; residencyId: number }> = [];
    for (const [i, p] of prospects.entries())
      people.push(await addProspect(t, enquiryId, p, known[i], i + 1, requested, sources));
    await saveOtherContact(t, people[0].person, contact);
    const residentIds = people.map((p) => p.person.residentId);
    for (const p of people)
      await t.audit('ilu.enquiry.create', 'residency', p.residencyId, { residentId: p.person.residentId, enquiryId });
    await t.auditChanges(
      'ilu.enquiry.create',
      'allocation',
      enquiryId,
      null,
      allocationSnapshot({ ...contact, accessibility_requirement: accessibility }),
      { residentIds, enquirySources: sources ?? [] },
    );
    return { enquiryId, residentIds };
  });
}

// ---------------------------------------------------------------- save

/** The person's fields an enquiry save changes, as the record history names them. */
function personSnapshot(p: {
  first_name?: string;
  last_name?: string;
  date_of_birth?: string | null;
  email?: string | null;
  phone_number?: string | null;
  debtor?: string | null;
  bill_payer_type?: string;
}) {
  return {
    firstName: p.first_name ?? null,
    lastName: p.last_name ?? null,
    dateOfBirth: p.date_of_birth ?? null,
    email: p.email ?? null,
    phoneNumber: p.phone_number ?? null,
    debtor: p.debtor ?? null,
    billPayerType: p.bill_payer_type ?? null,
  };
}

/**
 * PUT enquiries: the enquiry's people (names, dates of birth, email, phone, requested admission, enquiry sources, bill
 * payer type, CC emails, debtor) and its contact and accessibility requirement. Every person named must be one of the
 * allocation's (404 otherwise); the allocation's version is checked (409). Answers the enquiry with all its people.
 */
export async function updateEnquiry(s: ScopedDb, facility: FacilityInfo, body: UpdateEnquiryBody): Promise<Enquiry> {
  const { allocationId: id } = await s.resolve.allocation(body.enquiryId);
  const today = melbourneToday();
  const people = await repo.allocationPeople(s, id, today);
  const persons: ResolvedResident[] = [];
  for (const r of body.residents) {
    const person = await s.resolve.resident(r.residentId);
    if (!people.some((p) => p.resident_id === person.residentId)) throw notFound();
    persons.push(person);
  }
  const current = await repo.allocationRow(s, id);
  const contact = primaryContactColumns(contactChoice(body, current), named(people[1]));
  const ms: ModelState = {};
  const prospect1 = people[0];
  const debtors = new Map<string, number>();
  for (const [i, r] of body.residents.entries()) {
    const field = `residents[${i}]`;
    if (body.residents.findIndex((x) => x.residentId === r.residentId) !== i)
      addError(ms, `${field}.residentId`, M.residentListedTwice);
    personErrors(r, field, ms);
    if (r.ccEmail !== undefined) {
      const error = normaliseCcEmails(r.ccEmail).error;
      if (error) addError(ms, `${field}.ccEmail`, error);
    }
    // The debtor's refusal is on 'debtor' (seed 002 §8: the page reads that field's message), whichever person it is.
    const debtor = blankToNull(r.debtor);
    if (debtor) {
      const other = debtors.get(debtor.toLowerCase());
      if ((other !== undefined && other !== r.residentId) || (await leads.debtorTaken(s, debtor, r.residentId)))
        addError(ms, 'debtor', DEBTOR_ID_EXISTS);
      debtors.set(debtor.toLowerCase(), r.residentId);
    }
    // A contact as bill payer must be one of the person's contacts (prospect 1's primary: the 'other' contact too).
    if (r.billPayerType === 'PrimaryContact' || r.billPayerType === 'SecondaryContact') {
      const kind = r.billPayerType === 'PrimaryContact' ? 'Primary' : 'Secondary';
      const other = kind === 'Primary' && contact.primary_contact === 'other' && r.residentId === prospect1.resident_id;
      if (!other && !(await leads.contactOfKind(s, persons[i], kind)))
        addError(ms, `${field}.billPayerType`, RECORD_MESSAGES.billPayerContactMissing);
    }
  }
  contactErrors(contact, ms);
  await sourceErrors(
    s,
    body.residents.map((r, i) => [`residents[${i}].enquirySources`, r.enquirySources]),
    ms,
  );
  refuse(ms);

  await s
    .transaction(async (t) => {
      const locked = await repo.allocationRow(t, id, { lock: true });
      checkVersion(locked.version, body.version);
      const set = {
        ...contact,
        accessibility_requirement:
          body.accessibilityRequirement === undefined
            ? locked.accessibility_requirement
            : blankToNull(body.accessibilityRequirement),
      };
      if (!(await repo.updateAllocation(t, id, locked.version, set))) throw conflict();
      for (const [i, r] of body.residents.entries()) {
        const before = people.find((p) => p.resident_id === r.residentId)!;
        const person = persons[i];
        const columns = personColumns(r);
        await leads.updatePerson(t, person, columns);
        if (r.requestedAdmissionDateUtc !== undefined)
          await repo.setRequestedAdmission(t, before.residency_id, r.requestedAdmissionDateUtc || null);
        if (r.enquirySources !== undefined)
          await leads.replaceLinks(t, person, 'resident_enquiry_sources', await sourceIds(t, r.enquirySources));
        if (r.ccEmail !== undefined) await repo.saveCcEmail(t, person, normaliseCcEmails(r.ccEmail).value || null);
        await t.auditChanges(
          'ilu.enquiry.update',
          'resident',
          person.residentId,
          personSnapshot(before),
          personSnapshot({ ...before, ...columns }),
          { enquiryId: id },
        );
      }
      // The 'other' contact is written to prospect 1's primary contact when it changed (or became 'other'), so an edit
      // made since on the contact screens is not overwritten by an unchanged enquiry.
      const contactChanged = JSON.stringify(contactSnapshot(contact)) !== JSON.stringify(contactSnapshot(locked));
      if (contactChanged) await saveOtherContact(t, await t.resolve.resident(prospect1.resident_id), contact);
      await t.auditChanges('ilu.enquiry.update', 'allocation', id, allocationSnapshot(locked), allocationSnapshot(set), {
        residentIds: body.residents.map((r) => r.residentId),
      });
    })
    .catch(leads.debtorConflict);
  return enquiryDetail(s, facility, id, { viewDepartedMode: true });
}

// ---------------------------------------------------------------- add a person

/** POST enquiries/add-resident: a second person of the enquiry (at most two), a lead of the allocation. */
export async function addResident(s: ScopedDb, body: AddEnquiryResidentBody): Promise<AddEnquiryResidentResponse> {
  const { allocationId: id } = await s.resolve.allocation(body.enquiryId);
  const known = await knownPerson(s, body.prospect);
  const ms: ModelState = {};
  await prospectErrors(s, body.prospect, known, 'prospect', ms);
  refuse(ms);
  return s.transaction(async (t) => {
    const locked = await repo.allocationRow(t, id, { lock: true });
    // An archived allocation (its people transferred elsewhere) takes nobody.
    if (locked.is_archived) throw notFound();
    checkVersion(locked.version, body.version);
    const people = await repo.allocationPeople(t, id, melbourneToday());
    if (people.length >= 2) throw ModelStateError.field('enquiryId', M.enquiryFull);
    if (!(await repo.updateAllocation(t, id, locked.version, {}))) throw conflict();
    // The enquiry's requested admission is its first person's.
    const requested = people[0]?.requested_admission_date ?? null;
    const position = Math.max(0, ...people.map((p) => p.position)) + 1;
    const { person, residencyId } = await addProspect(t, id, body.prospect, known, position, requested, undefined);
    await t.audit('ilu.enquiry.add-resident', 'residency', residencyId, { residentId: person.residentId, enquiryId: id });
    await t.audit('ilu.enquiry.add-resident', 'allocation', id, { residentId: person.residentId, position });
    return { result: person.residentId };
  });
}

// ---------------------------------------------------------------- delete

/**
 * DELETE enquiries/{id}?version=: an enquiry not yet admitted goes as a lead does (leads' delete): its lead residencies
 * with what belongs only to them (their optional services here too), the allocation with its tours, DMF schedule,
 * payments and unit events, and each person nothing else in the organisation refers to.
 */
export async function deleteEnquiry(s: ScopedDb, allocationId: number, version: number): Promise<DeleteEnquiryResponse> {
  return s.transaction(async (t) => {
    const allocation = await t.resolve.allocation(allocationId, { lock: true });
    const id = allocation.allocationId;
    checkVersion(allocation.version, version);
    const residencies = await repo.allocationResidencies(t, id);
    if (allocation.isAdmitted || residencies.some((r) => !r.is_lead || r.admission_date_utc))
      throw ModelStateError.field('id', M.enquiryAdmitted);
    for (const r of residencies)
      if (await leads.hasStayHistory(t, r.id)) throw ModelStateError.field('id', LEAD_FIELD_MESSAGES.hasMedicareEvents);
    const before = await repo.allocationRow(t, id);
    const persons: ResolvedResident[] = [];
    for (const r of residencies) persons.push(await t.resolve.resident(r.resident_id));
    if (!(await repo.updateAllocation(t, id, allocation.version, { responsible_residency_id: null }))) throw conflict();
    for (const r of residencies) {
      await repo.deleteOptionalServices(t, r.id);
      await leads.removeResidency(t, r.id);
    }
    await repo.deleteAllocation(t, allocation);
    const removedResidentIds: number[] = [];
    for (const person of persons) {
      if (removedResidentIds.includes(person.residentId) || (await leads.personReferredTo(t, person))) continue;
      await leads.removePerson(t, person);
      removedResidentIds.push(person.residentId);
    }
    await t.auditChanges(
      'ilu.enquiry.delete',
      'allocation',
      id,
      allocationSnapshot(before),
      {},
      {
        residentIds: persons.map((p) => p.residentId),
        residencyIds: residencies.map((r) => r.id),
        removedResidentIds,
      },
    );
    return { enquiryId: id, deleted: true, removedResidentIds };
  });
}

/** A person of the allocation as the primary contact rule reads prospect 2 (their names), or null when there is none. */
const named = (p: repo.PersonOfAllocation | undefined) => (p ? { firstName: p.first_name, lastName: p.last_name } : null);

// ---------------------------------------------------------------- transfer

/**
 * Who the primary contact is once only `kept` stay on the allocation (in order): the other contact stays; a prospect
 * stays the primary contact under their new number, or there is none when they left.
 */
function primaryContactOf(a: repo.AllocationRow, before: repo.PersonOfAllocation[], kept: repo.PersonOfAllocation[]) {
  const choice = a.primary_contact;
  let primary: ContactChoice['primaryContact'] = choice === 'other' ? 'other' : null;
  const chosen = choice === 'prospect1' ? before[0] : choice === 'prospect2' ? before[1] : undefined;
  const at = chosen ? kept.findIndex((p) => p.resident_id === chosen.resident_id) : -1;
  if (at >= 0) primary = at === 0 ? 'prospect1' : 'prospect2';
  return primaryContactColumns(
    {
      primaryContact: primary,
      contactFirstName: a.contact_first_name,
      contactLastName: a.contact_last_name,
      contactEmail: a.contact_email,
      contactPhoneNumber: a.contact_phone_number,
    },
    named(kept[1]),
  );
}

/**
 * POST enquiries/transfer-enquiry: the chosen people of an enquiry (not admitted) move as leads to another facility of
 * the organisation, with the residents area's transfer write (TransferType 'Lead'). To an independent-living facility
 * they become a new enquiry there (the contact and accessibility requirement go with them); to an aged-care facility
 * Permanent leads at the top of its Enquiries column. The people who stay are renumbered; when nobody stays the
 * allocation is archived.
 */
export async function transferEnquiry(s: ScopedDb, body: TransferEnquiryBody): Promise<TransferEnquiryResponse> {
  const { allocationId: id, isAdmitted } = await s.resolve.allocation(body.enquiryId);
  const people = await repo.allocationPeople(s, id, melbourneToday());
  const persons = new Map<number, ResolvedResident>();
  for (const residentId of body.residentIds) {
    const person = await s.resolve.resident(residentId);
    if (!people.some((p) => p.resident_id === person.residentId)) throw notFound();
    persons.set(person.residentId, person);
  }
  const { facilityId } = await s.resolve.facility(body.toFacilityId);
  const to = await facilityOfOrganisation(s, facilityId);
  const ms: ModelState = {};
  if (isAdmitted) addError(ms, 'enquiryId', M.enquiryAdmitted);
  if (to.id === s.facilityId) addError(ms, 'toFacilityId', STAY_FIELD_MESSAGES.transferFacility);
  refuse(ms);

  return s.transaction(async (t) => {
    const locked = await repo.allocationRow(t, id, { lock: true });
    checkVersion(locked.version, body.version);
    if (locked.occupied_date) throw ModelStateError.field('enquiryId', M.enquiryAdmitted);
    const before = await repo.allocationPeople(t, id, melbourneToday());
    const movers = before.filter((p) => persons.has(p.resident_id));
    const kept = before.filter((p) => !persons.has(p.resident_id));
    if (movers.length !== persons.size) throw notFound();
    // The destination through the caller's access there (resolved above): its new enquiry, or its board's column.
    const there = t.atFacility({ facilityId: to.id });
    const toIlu = to.facility_type === 'IndependentLiving';
    const newAllocationId = toIlu
      ? await insertAllocation(there, {
          ...primaryContactOf(locked, before, movers),
          accessibility_requirement: locked.accessibility_requirement,
          updated_by_user_id: t.userId,
          updated_on_utc: new Date(),
        })
      : null;
    if (!toIlu) await leads.lockColumn(there, 'Enquiries');
    for (const [i, m] of movers.entries()) {
      const stay = await stayById(t, m.residency_id, true);
      const set =
        newAllocationId !== null
          ? { independent_living_allocation_id: newAllocationId }
          : {
              independent_living_allocation_id: null,
              care_type: 'Permanent' as const,
              status: 'Enquiries' as const,
              order_number: orderKeyBetween(null, await leads.firstOrderNumber(there, 'Enquiries', 0)),
            };
      if (!(await moveResidency(t, stay, to.id, set))) throw conflict();
      const person = persons.get(m.resident_id)!;
      await repo.removeFromAllocation(t, person, id);
      if (newAllocationId !== null) await addToAllocation(there, person, newAllocationId, i + 1);
      await t.audit('ilu.enquiry.transfer', 'residency', m.residency_id, {
        residentId: m.resident_id,
        enquiryId: id,
        toFacilityId: to.id,
        toEnquiryId: newAllocationId,
      });
    }
    for (const [i, p] of kept.entries())
      if (p.position !== i + 1) await repo.setPosition(t, await t.resolve.resident(p.resident_id), id, i + 1);
    const contact = primaryContactOf(locked, before, kept);
    const archived = kept.length === 0;
    const moved = new Set(movers.map((m) => m.residency_id));
    const set = {
      ...contact,
      is_archived: archived || locked.is_archived,
      ...(locked.responsible_residency_id !== null && moved.has(locked.responsible_residency_id)
        ? { responsible_residency_id: null }
        : {}),
    };
    if (!(await repo.updateAllocation(t, id, locked.version, set))) throw conflict();
    await t.auditChanges(
      'ilu.enquiry.transfer',
      'allocation',
      id,
      { ...contactSnapshot(locked), isArchived: locked.is_archived },
      { ...contactSnapshot(set), isArchived: set.is_archived },
      {
        transferType: body.transferType,
        toFacilityId: to.id,
        toEnquiryId: newAllocationId,
        residentIds: movers.map((m) => m.resident_id),
      },
    );
    return { facilityId: to.id, residentIds: movers.map((m) => m.resident_id) };
  });
}

// ---------------------------------------------------------------- lists

/**
 * GET allocations and allocations/departed-residents: the residents area's one list read (current residents by name,
 * departed by latest departure), whose rows carry their allocation for the ILU pages. Leads (enquiries) are not listed.
 */
export function allocations(s: ScopedDb, facility: FacilityInfo, paging: PagingQuery, departed: boolean) {
  return listResidents(s, facility, paging, departed);
}
