/**
 * Admitting a lead (seed 001 "Admit", "Admission info"): the free beds, and the admission itself. The residency stops
 * being a lead; the ResidentAdmitted (5) event is recorded and submitted to the Medicare gateway as an Entry (not for a
 * private residency), with the audit record, in one transaction. The bed is resolved for this facility (another
 * facility's bed: 404), its row locked and every bed check repeated inside the transaction. The MPIR check of seed 000:
 * a lead with an agreed room price needs an MPIR (Funding - Fees and Charges) on the admission date.
 */
import type { FastifyRequest } from 'fastify';
import { addDays, isDateOnly, melbourneToday, toMelbourneDate } from 'shared-domain/dates';
import type { AdmitBody, AdmitResult, LeadAvailableBeds } from 'shared-domain/contracts/leads';
import { LEAD_FIELD_MESSAGES as M, PRE_ENTRY_LEAVE_MAX_DAYS, preEntryLeaveDate } from 'shared-domain/leads';
import { type FieldErrors as ModelState } from 'shared-domain/model-state';
import { STAY_EVENT_TYPES, validateAdmission, type AccommodationClass } from 'shared-domain/stay';
import type { AppContext } from '../../../context';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError, conflict, notFound } from '../../../http/errors';
import { getMedicareGateway } from '../../../integrations/medicare/gateway';
import { mpirSetForAgreedRoomPrice } from '../../funding/index';
import { ASSIGN_BED_MESSAGES, bedLabel, findBed, freeBeds, lockBed, recordEvent, stayById } from '../../residents/index';
import * as common from '../common/repository';
import { addError, checkVersion, leadOf, refuse, residencyOf } from '../common/service';
import * as repo from './repository';

/** GET leads/{id}/available-beds: the facility's free beds on a date (default today), as the assign-bed dialog groups them. */
export async function availableBeds(s: ScopedDb, residentId: number, date?: string): Promise<LeadAvailableBeds> {
  const lead = await leadOf(s, residentId);
  const beds = await freeBeds(s, date ?? melbourneToday());
  const locations: LeadAvailableBeds['locations'] = [];
  for (const b of beds) {
    let loc = locations.find((l) => l.locationId === (b.location_id ?? null));
    if (!loc)
      locations.push((loc = { locationId: b.location_id ?? null, locationName: b.location_name ?? 'Other rooms', rooms: [] }));
    let room = loc.rooms.find((x) => x.accommodationId === b.accommodation_id);
    if (!room) loc.rooms.push((room = { accommodationId: b.accommodation_id, roomNumber: b.room_number, beds: [] }));
    room.beds.push({ bedId: b.id, name: b.name, label: bedLabel(b.room_number, b.name) });
  }
  return {
    residentId: lead.resident_id,
    residencyId: lead.id,
    version: lead.version,
    currentBedId: null,
    assignedAccommodationAndBed: null,
    locations,
  };
}

/** The admission's calendar date: a 'YYYY-MM-DD' as is; an instant (date and time) as its date in Australia/Melbourne. */
function admissionDateOf(value: string | null | undefined): string | null {
  if (!value) return null;
  if (isDateOnly(value)) return value;
  const d = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(d.getTime())) return null;
  return toMelbourneDate(d);
}

/** The bed checks of an admission, with the bed row locked (a second admission into it waits, then sees it taken). */
async function bedErrors(t: ScopedDb, bedId: number, on: string, ms: ModelState): Promise<void> {
  const bed = (await lockBed(t, bedId)) ? await findBed(t, bedId, on) : undefined;
  if (!bed) throw notFound();
  if (!bed.is_active || !bed.room_active) addError(ms, 'bedId', ASSIGN_BED_MESSAGES.bedInactive);
  else if (bed.is_out_of_service || bed.oos_period) addError(ms, 'bedId', ASSIGN_BED_MESSAGES.bedOutOfService);
  else if (bed.is_occupied) addError(ms, 'bedId', ASSIGN_BED_MESSAGES.bedOccupied);
}

/** PUT leads/admit/: admits the lead to a free bed (see the file comment). */
export async function admit(ctx: AppContext, s: ScopedDb, req: FastifyRequest, body: AdmitBody): Promise<AdmitResult> {
  const person = await s.resolve.resident(body.residentId);
  if (body.residencyId !== undefined) await s.resolve.residency(body.residencyId);
  if (body.bedId) await s.resolve.bed(body.bedId);
  const privateEnabled = await common.systemFlag(s, 'enablePrivateResidents');
  return s.transaction(async (t) => {
    const lead =
      body.residencyId !== undefined
        ? await residencyOf(t, body.residencyId, { lock: true })
        : await leadOf(t, person.residentId, { lock: true });
    if (lead.resident_id !== person.residentId) throw notFound();
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
      else if (body.preEntryLeaveDays < 1 || body.preEntryLeaveDays > PRE_ENTRY_LEAVE_MAX_DAYS)
        addError(ms, 'preEntryLeaveDays', M.preEntryLeaveDays);
      else preEntry = preEntryLeaveDate(admissionDate, body.preEntryLeaveDays, careType);
    } else if (body.preEntryLeaveDateUtc) {
      const d = admissionDateOf(body.preEntryLeaveDateUtc);
      if (careType !== 'Permanent') addError(ms, 'preEntryLeaveDateUtc', M.preEntryLeavePermanentOnly);
      else if (!d) addError(ms, 'preEntryLeaveDateUtc', M.dateInvalid);
      else if (admissionDate && d >= admissionDate) addError(ms, 'preEntryLeaveDateUtc', M.preEntryLeaveBeforeAdmission);
      else if (admissionDate && d < addDays(admissionDate, -PRE_ENTRY_LEAVE_MAX_DAYS))
        addError(ms, 'preEntryLeaveDateUtc', M.preEntryLeaveDays);
      else preEntry = d;
    }
    const expectedDeparture = body.expectedDepartureDateUtc ? admissionDateOf(body.expectedDepartureDateUtc) : null;
    if (body.expectedDepartureDateUtc && !expectedDeparture) addError(ms, 'expectedDepartureDateUtc', M.dateInvalid);
    if (expectedDeparture && careType !== 'Respite') addError(ms, 'expectedDepartureDateUtc', M.expectedDepartureRespiteOnly);
    if (body.isPrivateResidency && !privateEnabled) addError(ms, 'isPrivateResidency', M.privateResidentsDisabled);
    const accommodationClass: AccommodationClass | null = body.accommodationClass || null;
    const rules = validateAdmission(
      {
        admissionDateUtc: admissionDate ?? (body.admissionDateUtc ? 'invalid' : null),
        expectedDepartureDateUtc: expectedDeparture,
        careType,
        bedId: body.bedId,
        accommodationClass,
        palliativeStatus: body.palliativeStatus,
      },
      {
        isCorrection: false,
        conflictEffectiveDates: await repo.otherDepartureDates(t, lead.resident_id, lead.id),
        mpirSetForAgreedRoomPriceDate: admissionDate ? await mpirSetForAgreedRoomPrice(t, lead.id, admissionDate) : undefined,
      },
    );
    for (const [field, messages] of Object.entries(rules)) {
      if (field === 'admissionDateUtc' && ms.admissionDateUtc) continue;
      for (const m of messages) addError(ms, field, m);
    }
    if (body.bedId && !ms.bedId) await bedErrors(t, body.bedId, admissionDate ?? melbourneToday(), ms);
    refuse(ms);
    const admitted = careType === 'Permanent' ? 'Permanent' : 'Respite';
    if (
      !(await repo.admitResidency(t, lead.id, lead.version, {
        admissionDate: admissionDate!,
        careType: admitted,
        bedId: body.bedId,
        expectedDeparture,
        preEntryLeaveDate: preEntry,
        accommodationClass,
        palliativeStatus: !!body.palliativeStatus,
        isPrivateResidency: !!body.isPrivateResidency,
      }))
    )
      throw conflict();
    const stay = await stayById(t, lead.id);
    const { eventId, uniqueEventId } = await recordEvent(
      { s: t, req, medicare: getMedicareGateway(ctx) },
      stay,
      STAY_EVENT_TYPES.ResidentAdmitted,
      admissionDate!,
      {
        bedId: body.bedId,
        careType,
        accommodationClass,
        admissionTimeLocal: body.admissionTimeLocal ?? null,
        fromLead: true,
      },
      { payload: { admissionDate, careType, palliativeStatus: !!body.palliativeStatus, accommodationClass } },
    );
    await t.audit('leads.admit', 'residency', lead.id, {
      residentId: lead.resident_id,
      bedId: body.bedId,
      admissionDate,
      careType,
      eventId,
    });
    return {
      residentId: lead.resident_id,
      residencyId: lead.id,
      admissionDateUtc: admissionDate!,
      bedId: body.bedId!,
      eventId,
      uniqueEventId,
      medicareSubmitted: !!uniqueEventId,
      version: stay.version,
    };
  });
}
