/**
 * The lead record (seed 001 "Lead or resident", "Create lead", "Lead edit"): create and save a lead (read: detail.ts).
 *
 * Every id in the body is resolved for the current facility before anything is read or written: the person
 * (`residentId`/`id`), the residency, the contacts' ids and the preferred location answer 404 when they are another
 * facility's. A new lead is a new person, or a person this facility already knows (an enquiry again); for the latter
 * the organisation's readmission rule reads the person's residencies elsewhere (`personHistory`) to decide, without
 * exposing them: a current resident of another aged-care facility is moved by a transfer, not a new lead.
 */
import type { FastifyRequest } from 'fastify';
import { melbourneToday, toMelbourneDate } from 'shared-domain/dates';
import type {
  CreateLeadBody,
  CreateLeadResponse,
  LeadContactBody,
  LeadRecord,
  UpdateLeadBody,
} from 'shared-domain/contracts/leads';
import { LEAD_FIELD_MESSAGES as M, orderKeyBetween, validateLead } from 'shared-domain/leads';
import { type FieldErrors as ModelState } from 'shared-domain/model-state';
import { DEBTOR_ID_EXISTS } from 'shared-domain/messages';
import { MARK_AS_ENQUIRY_MESSAGES, MESSAGES as RECORD_MESSAGES } from 'shared-domain/resident-record';
import { isValidEmail } from 'shared-domain/validation';
import type { AppContext } from '../../../context';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';
import { ModelStateError, conflict, notFound } from '../../../http/errors';
import { applyAccr } from '../accr/service';
import * as common from '../common/repository';
import { addError, blankToNull, checkVersion, keep, leadOf, refuse } from '../common/service';
import { leadDetail } from './detail';
import * as repo from './repository';
import { contactValues, personValues, residencyValues, type LeadBody } from './values';
import { visibleEnquirySourceIds } from '../../reference-data/index';

type ContactKind = 'Primary' | 'Secondary';

// ---------------------------------------------------------------- ids and checks

/**
 * The contacts' ids a body names must be this person's contacts (a new person has none): another facility's contact,
 * or another person's, answers 404 before anything is written.
 */
async function resolveContactIds(s: ScopedDb, body: LeadBody, person: ResolvedResident | null): Promise<void> {
  for (const contact of [body.primaryContact, body.secondaryContact]) {
    if (!contact?.id) continue;
    const resolved = await s.resolve.contact(contact.id);
    if (!person || resolved.residentId !== person.residentId) throw notFound();
  }
}

/** Server-side checks that need the database: reference ids, the location, the debtor, private residency. */
async function referenceErrors(s: ScopedDb, body: LeadBody, residentId: number | null, ms: ModelState): Promise<void> {
  const known = async (table: Parameters<typeof repo.referenceCount>[1], values: number[], field: string, message: string) => {
    const unique = [...new Set(values)];
    if (!unique.length) return;
    // Enquiry sources: the shared list and the organisation's own (another organisation's typed sources are unknown here).
    const found =
      table === 'enquiry_sources'
        ? (await visibleEnquirySourceIds(s, unique)).length
        : await repo.referenceCount(s, table, unique);
    if (found !== unique.length) addError(ms, field, message);
  };
  const contacts = [body.primaryContact, body.secondaryContact].filter((c): c is LeadContactBody => !!c);
  await known(
    'enquiry_sources',
    (body.enquirySources ?? []).map((e) => e.id),
    'enquirySources',
    'Unknown enquiry source.',
  );
  await known(
    'religions',
    (body.religions ?? []).map((e) => e.id),
    'religions',
    'Unknown religion.',
  );
  await known(
    'countries',
    [body.countryId, ...contacts.map((c) => c.countryId)].filter((x): x is number => typeof x === 'number'),
    'countryId',
    'Unknown country.',
  );
  await known(
    'relationships',
    contacts.flatMap((c) => (c.relationships ?? []).map((r) => r.id)),
    'relationships',
    'Unknown relationship.',
  );
  for (const [field, c] of [
    ['primaryContact', body.primaryContact],
    ['secondaryContact', body.secondaryContact],
  ] as const) {
    if (!c) continue;
    if (!blankToNull(c.firstName)) addError(ms, `${field}.firstName`, RECORD_MESSAGES.contactFirstNameRequired);
    if (!blankToNull(c.lastName)) addError(ms, `${field}.lastName`, RECORD_MESSAGES.contactLastNameRequired);
    if (blankToNull(c.email) && !isValidEmail(c.email)) addError(ms, `${field}.email`, RECORD_MESSAGES.emailInvalid);
  }
  if (body.preferredFacilityLocationId) {
    // Another facility's location is not found (404); an inactive wing of this facility is refused.
    await s.resolve.location(body.preferredFacilityLocationId);
    if (!(await common.isActiveLocation(s, body.preferredFacilityLocationId)))
      addError(ms, 'preferredFacilityLocationId', M.locationInvalid);
  }
  const debtor = blankToNull(body.debtor);
  if (debtor && (await repo.debtorTaken(s, debtor, residentId))) addError(ms, 'debtor', DEBTOR_ID_EXISTS);
  if (body.isPrivateResidency && !(await common.systemFlag(s, 'enablePrivateResidents')))
    addError(ms, 'isPrivateResidency', M.privateResidentsDisabled);
}

/**
 * A known person can be an enquiry again (mark as enquiry, readmission) unless they have an open enquiry here, are a
 * current resident here, or are a current resident of another aged-care facility of the organisation. The refusals go
 * on `field` (the body's field naming the person).
 */
export async function enquiryAgainErrors(
  s: ScopedDb,
  person: ResolvedResident,
  ms: ModelState,
  field = 'residentId',
): Promise<void> {
  const here = await repo.residenciesHere(s, person);
  if (here.some((r) => r.is_lead && !r.is_archived)) addError(ms, field, MARK_AS_ENQUIRY_MESSAGES.openEnquiry);
  const currentHere = here.some((r) => !r.is_lead && r.admission_date_utc && !r.departure_date_utc);
  if (currentHere || (await repo.currentResidentElsewhere(s, person))) addError(ms, field, MARK_AS_ENQUIRY_MESSAGES.notDeparted);
}

/** Primary and secondary contacts: left out = unchanged, null = removed (unless the bill payer), object = saved. */
async function saveContacts(t: ScopedDb, person: ResolvedResident, body: LeadBody, billPayerType: string): Promise<void> {
  for (const [kind, value] of [
    ['Primary', body.primaryContact],
    ['Secondary', body.secondaryContact],
  ] as Array<[ContactKind, LeadContactBody | null | undefined]>) {
    if (value === undefined) continue;
    const existing = await repo.contactOfKind(t, person, kind);
    if (value === null) {
      if (!existing) continue;
      if (billPayerType === `${kind}Contact`)
        throw ModelStateError.field(`${kind.toLowerCase()}Contact`, RECORD_MESSAGES.billPayerContactMissing);
      await repo.deleteContact(t, person, existing.id);
      continue;
    }
    let id = existing?.id;
    if (id) await repo.updateContact(t, person, id, contactValues(value));
    else id = await repo.insertContact(t, person, kind, contactValues(value));
    if (value.relationships !== undefined)
      await repo.replaceContactRelationships(t, person, id, [...new Set(value.relationships.map((r) => r.id))]);
  }
}

async function saveLinks(t: ScopedDb, person: ResolvedResident, body: LeadBody): Promise<void> {
  if (body.enquirySources !== undefined)
    await repo.replaceLinks(t, person, 'resident_enquiry_sources', [...new Set(body.enquirySources.map((e) => e.id))]);
  if (body.religions !== undefined)
    await repo.replaceLinks(t, person, 'resident_religions', [...new Set(body.religions.map((e) => e.id))]);
}

/** A write refused by the unique debtor index (two saves racing): the debtor's model-state refusal. */
export function debtorConflict(err: unknown): never {
  const e = err as { code?: string; constraint?: string } | null;
  if (e?.code === '23505' && String(e.constraint ?? '').includes('debtor'))
    throw ModelStateError.field('debtor', DEBTOR_ID_EXISTS);
  throw err;
}

// ---------------------------------------------------------------- create and save

/** The columns a lead write sets, as the record history's fields ('first_name' -> 'firstName'). */
function historySnapshot(columns: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(columns).map(([column, value]) => [
      column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()),
      value ?? null,
    ]),
  );
}

/** POST leads: a new lead (a new person, or a person this facility knows: an enquiry again). */
export async function createLead(
  ctx: AppContext,
  s: ScopedDb,
  req: FastifyRequest,
  body: CreateLeadBody,
): Promise<CreateLeadResponse> {
  const personId = body.residentId ?? body.id;
  if (body.residentId !== undefined && body.id !== undefined && body.residentId !== body.id) throw notFound();
  const known = personId !== undefined ? await s.resolve.resident(personId) : null;
  if (body.residencyId !== undefined) await s.resolve.residency(body.residencyId);
  await resolveContactIds(s, body, known);
  const careType = body.careType ?? 'Permanent';
  const ms = validateLead({ ...body, careType }, { createdOn: melbourneToday() });
  const existing = known ? await repo.personRow(s, known) : null;
  if (known) await enquiryAgainErrors(s, known, ms);
  await referenceErrors(s, body, known?.residentId ?? null, ms);
  refuse(ms);
  const ids = await s
    .transaction(async (t) => {
      await common.lockColumn(t, 'Enquiries');
      const values = personValues(body, existing);
      let residentId: number;
      if (known) {
        await repo.updatePerson(t, known, values);
        residentId = known.residentId;
      } else {
        residentId = await repo.insertPerson(t, values);
      }
      const first = await common.firstOrderNumber(t, 'Enquiries', 0);
      const residencyId = await repo.insertLeadResidency(t, residentId, {
        ...residencyValues({ ...body, careType }, null),
        is_lead: true,
        status: 'Enquiries',
        // New leads go to the top of Enquiries.
        order_number: orderKeyBetween(null, first),
      });
      // The person is this facility's now (its new residency): their contacts and links are reached through it.
      const person = known ?? (await t.resolve.resident(residentId));
      await saveContacts(t, person, body, existing?.bill_payer_type ?? 'Resident');
      await saveLinks(t, person, body);
      await t.auditChanges(
        'leads.create',
        'residency',
        residencyId,
        null,
        historySnapshot({ ...values, ...residencyValues({ ...body, careType }, null) }),
        { residentId, careType, existingResident: !!known },
      );
      return { residentId, residencyId };
    })
    .catch(debtorConflict);

  let getACCRCommandResult: CreateLeadResponse['getACCRCommandResult'] = null;
  let errorMessage: string | null = null;
  if (body.requestACCR) {
    // The lead is saved either way; the ACCR result is reported with it (seed 001 "Create lead").
    try {
      const r = await applyAccr(ctx, s, ids.residentId, null);
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
export async function updateLead(s: ScopedDb, facilityName: string, body: UpdateLeadBody): Promise<LeadRecord> {
  if (body.id !== undefined && body.id !== body.residentId) throw notFound();
  const current = await leadOf(s, body.residentId);
  if (body.residencyId !== undefined && (await s.resolve.residency(body.residencyId)).residencyId !== current.id)
    throw notFound();
  const person = await s.resolve.resident(current.resident_id);
  await resolveContactIds(s, body, person);
  const p = await repo.personRow(s, person);
  const createdOn = toMelbourneDate(current.created_on_utc);
  // The requested admission date's minimum is the creation day; a date saved earlier than that is left as it is.
  const requested = body.requestedAdmissionDateUtc;
  const minimum = requested && requested === current.requested_admission_date && requested < createdOn ? requested : createdOn;
  const ms = validateLead(
    { ...body, contactIsResident: keep(body.contactIsResident, current.contact_is_resident) },
    { createdOn: minimum },
  );
  await referenceErrors(s, body, person.residentId, ms);
  refuse(ms);
  await s
    .transaction(async (t) => {
      const locked = await common.findLeadByResidencyId(t, current.id, { lock: true });
      if (!locked) throw notFound();
      checkVersion(locked.version, body.version);
      if (body.residentVersion !== undefined) checkVersion(locked.resident_version, body.residentVersion);
      const residency = residencyValues(body, locked);
      const personNow = personValues(body, p);
      if (!(await repo.updateLeadResidency(t, locked.id, locked.version, residency))) throw conflict();
      await repo.updatePerson(t, person, personNow);
      await saveContacts(t, person, body, p.bill_payer_type);
      await saveLinks(t, person, body);
      const before: Record<string, unknown> = { ...p, ...locked };
      await t.auditChanges(
        'leads.update',
        'residency',
        locked.id,
        historySnapshot(Object.fromEntries(Object.keys({ ...personNow, ...residency }).map((k) => [k, before[k] ?? null]))),
        historySnapshot({ ...personNow, ...residency }),
        { residentId: person.residentId, careType: body.careType },
      );
    })
    .catch(debtorConflict);
  return leadDetail(s, facilityName, person.residentId);
}
