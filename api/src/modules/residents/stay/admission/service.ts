/** Admission (seed 000 §7): the admission form, its correction and its reversal. Events 22 and 23. */
import {
  STAY_EVENT_TYPES as E,
  STAY_FIELD_MESSAGES as M,
  STAY_MESSAGES,
  isAdmissionEvent,
  validateAdmission,
} from 'shared-domain/stay';
import type { AdmissionBody, ReversalBody } from 'shared-domain/contracts/residents';
import { melbourneToday } from 'shared-domain/dates';
import type { ScopedDb } from '../../../../db/scoped';
import { ModelStateError, notFound } from '../../../../http/errors';
import { mpirSetForAgreedRoomPrice } from '../../../funding/index';
import { assertEditable } from '../history/service';
import {
  checkVersion,
  facilityOf,
  inTransaction,
  loadStay,
  recordEvent,
  refuse,
  updateResidency,
  type StayCall,
  type StayRow,
} from '../events';
import * as repo from '../repository';
import * as history from '../history/repository';

const ADMISSION_EVENTS = [E.ResidentAdmitted, E.ResidentAdmissionCorrected];

/** The admission time ('HH:mm') recorded with an admission event (the admission or its correction), or null. */
function admissionTimeOf(event: { details: unknown } | undefined): string | null {
  const details = event?.details;
  const time =
    details && typeof details === 'object' && !Array.isArray(details)
      ? (details as Record<string, unknown>).admissionTimeLocal
      : null;
  return typeof time === 'string' ? time : null;
}

function admissionDto(stay: StayRow, eventId: number | null, conflicts: string[], admissionTimeLocal: string | null) {
  return {
    residencyId: stay.id,
    residentId: stay.resident_id,
    admissionDateUtc: stay.admission_date_utc,
    admissionTimeLocal,
    expectedDepartureDateUtc: stay.expected_departure_date,
    careType: stay.care_type,
    preEntryLeaveDateUtc: stay.pre_entry_leave_date,
    conflictEffectiveDates: conflicts,
    bedId: stay.bed_id,
    accommodationClass: stay.accommodation_class,
    palliativeStatus: stay.palliative_status,
    isPrivateResidency: stay.is_private_residency,
    departureDateUtc: stay.departure_date_utc,
    isDeparted: !!stay.departure_date_utc,
    eventId,
    version: stay.version,
  };
}

/** GET residents/{id}/admission (with the dates the admission must come after). */
export async function getAdmission(s: ScopedDb, residentId: number) {
  const { stay } = await loadStay(s, residentId);
  const ev = await repo.activeEvent(s, stay.id, ADMISSION_EVENTS);
  return admissionDto(stay, ev ? Number(ev.id) : null, await history.earlierDepartures(s, stay), admissionTimeOf(ev));
}

/**
 * POST residents/{id}/admission/correction[/{eventId}]. The MPIR check of admission (seed 000 §5, key `mpir`) runs on a
 * corrected admission date: a residency with an agreed room price above 0 needs the MPIR of its new admission date. A
 * correction keeping the date sets no new date to check (an old stay whose entry predates the MPIR rows entered can
 * still have its care type, bed or class corrected).
 */
export async function correctAdmission(call: StayCall, residentId: number, eventId: number | undefined, body: AdmissionBody) {
  const f = facilityOf(call);
  return inTransaction(call, async (c) => {
    const { stay } = await loadStay(c.s, residentId, true);
    if (eventId) await c.s.resolve.event(eventId);
    if (body.bedId) await c.s.resolve.bed(body.bedId);
    checkVersion(stay, body.version);
    const event = eventId ? await repo.eventOf(c.s, stay.id, eventId) : await repo.activeEvent(c.s, stay.id, ADMISSION_EVENTS);
    if (!event || !isAdmissionEvent(event.event_type) || !stay.admission_date_utc) {
      if (eventId && !event) throw notFound();
      throw ModelStateError.field('eventId', STAY_MESSAGES.cannotEdit);
    }
    await assertEditable(c.s, stay, event, f.id);
    const careType = body.careType || stay.care_type;
    if (f.facilityType === 'AgeCare' && careType === 'ILU') throw ModelStateError.field('careType', M.careTypeRequired);
    if (f.facilityType === 'IndependentLiving' && careType !== 'ILU') throw ModelStateError.field('careType', M.careTypeRequired);
    const conflicts = await history.earlierDepartures(c.s, stay);
    const moved = !!body.admissionDateUtc && body.admissionDateUtc !== stay.admission_date_utc;
    const ms = validateAdmission(
      { ...body, careType },
      {
        isCorrection: true,
        conflictEffectiveDates: conflicts,
        departureDate: stay.departure_date_utc,
        mpirSetForAgreedRoomPriceDate: moved ? await mpirSetForAgreedRoomPrice(c.s, stay.id, body.admissionDateUtc) : undefined,
      },
    );
    // The admission must not come after the first leave of the residency.
    if (body.admissionDateUtc && !ms.admissionDateUtc) {
      const first = await repo.firstLeaveStart(c.s, stay.id);
      if (first && body.admissionDateUtc > first) (ms.admissionDateUtc ??= []).push(M.admissionAfterLeave);
    }
    let bedId = stay.bed_id;
    if (body.bedId && body.bedId !== stay.bed_id) {
      const bed = await repo.bedOf(c.s, body.bedId, melbourneToday());
      const taken = bed && (await repo.bedHeld(c.s, body.bedId, stay.id));
      if (!bed || !bed.is_active || bed.is_out_of_service || bed.oos_period || taken) (ms.bedId ??= []).push(M.bedRequired);
      else bedId = body.bedId;
    }
    refuse(ms);
    await updateResidency(c.s, stay, {
      admission_date_utc: body.admissionDateUtc,
      care_type: careType,
      expected_departure_date:
        body.expectedDepartureDateUtc === undefined ? stay.expected_departure_date : body.expectedDepartureDateUtc,
      pre_entry_leave_date: body.preEntryLeaveDateUtc === undefined ? stay.pre_entry_leave_date : body.preEntryLeaveDateUtc,
      accommodation_class: body.accommodationClass === undefined ? stay.accommodation_class : body.accommodationClass || null,
      palliative_status: body.palliativeStatus ?? stay.palliative_status,
      bed_id: bedId,
    });
    const after = await repo.stayById(c.s, stay.id);
    // The time goes with the date: the one sent, else the one the corrected event recorded.
    const admissionTimeLocal = body.admissionTimeLocal || admissionTimeOf(event);
    const { eventId: newId } = await recordEvent(
      c,
      after,
      E.ResidentAdmissionCorrected,
      body.admissionDateUtc,
      {
        previousAdmissionDate: stay.admission_date_utc,
        previousCareType: stay.care_type,
        careType,
        admissionTimeLocal,
      },
      { correctsEventId: Number(event.id), payload: { admissionDate: body.admissionDateUtc, careType } },
    );
    return admissionDto(after, newId, conflicts, admissionTimeLocal);
  });
}

/** POST residents/{id}/admission/reverse[/{eventId}]: 'This event cannot be reversed.' for a departed resident. */
export async function reverseAdmission(call: StayCall, residentId: number, eventId: number | undefined, body: ReversalBody) {
  const f = facilityOf(call);
  return inTransaction(call, async (c) => {
    const { stay } = await loadStay(c.s, residentId, true);
    await c.s.resolve.residency(body.residencyId);
    if (eventId) await c.s.resolve.event(eventId);
    if (body.residencyId !== stay.id) throw notFound();
    checkVersion(stay, body.version);
    const event = eventId ? await repo.eventOf(c.s, stay.id, eventId) : await repo.activeEvent(c.s, stay.id, ADMISSION_EVENTS);
    if (eventId && !event) throw notFound();
    // Seed 000 §8 / 001 §4: an entry of a departed resident cannot be reversed.
    if (
      !event ||
      !isAdmissionEvent(event.event_type) ||
      event.is_reversed ||
      stay.departure_date_utc ||
      !stay.admission_date_utc
    ) {
      throw ModelStateError.field('eventId', STAY_MESSAGES.cannotReverse);
    }
    await assertEditable(c.s, stay, event, f.id);
    await repo.reverseEvents(c.s, stay.id, ADMISSION_EVENTS);
    await repo.reverseAllLeaves(c.s, stay.id);
    await updateResidency(c.s, stay, {
      admission_date_utc: null,
      is_lead: true,
      bed_id: null,
      requested_admission_date: stay.admission_date_utc,
    });
    const { eventId: newId } = await recordEvent(
      c,
      stay,
      E.ResidentAdmissionReversed,
      stay.admission_date_utc,
      { reversedEventId: Number(event.id), bedId: stay.bed_id },
      {
        reversesEventId: Number(event.id),
        payload: { admissionDate: stay.admission_date_utc },
      },
    );
    return { eventId: newId, residencyId: stay.id };
  });
}
