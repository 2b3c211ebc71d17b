/** Departure (seed 000 §7): depart, vacate an ILU unit, the departure forms, correction and reversal. Events 6, 24, 25. */
import type { DepartureReason } from 'shared-domain/enums';
import {
  STAY_EVENT_TYPES as E,
  STAY_FIELD_MESSAGES as M,
  STAY_MESSAGES,
  departureFormFromStored,
  isDepartureEvent,
  storedDepartureReason,
  validateDeparture,
  validateDepartureCorrection,
} from 'shared-domain/stay';
import type { DepartureBody, IluDepartureCorrectionBody, ReversalBody } from 'shared-domain/contracts/residents';
import { melbourneToday } from 'shared-domain/dates';
import type { ScopedDb } from '../../../../db/scoped';
import { ModelStateError, notFound } from '../../../../http/errors';
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

const DEPARTURE_EVENTS = [E.ResidentDeparted, E.ResidentDepartureCorrected];

function departureDto(stay: StayRow, eventId: number | null, hasAdmissionAfterDeparture: boolean) {
  const form = departureFormFromStored(stay.departure_reason as DepartureReason | null);
  return {
    residencyId: stay.id,
    residentId: stay.resident_id,
    admissionDateUtc: stay.admission_date_utc,
    departureDateUtc: stay.departure_date_utc,
    departureTimeLocal: null as string | null,
    departureReason: form.departureReason || null,
    departureInitiatedBy: form.departureInitiatedBy || stay.departure_initiated_by || null,
    departureReasonNotes: stay.departure_reason_notes,
    toFacilityId: stay.departure_to_facility_id,
    hasAdmissionAfterDeparture,
    eventId,
    version: stay.version,
    careType: stay.care_type,
    independentLivingAllocationId: stay.independent_living_allocation_id,
  };
}

/** The facility the resident moved to must be one the caller may use (404 otherwise). */
async function resolveDestination(s: ScopedDb, body: DepartureBody): Promise<void> {
  if (body.toFacilityId) await s.resolve.facility(body.toFacilityId);
}

async function departOne(c: StayCall, stay: StayRow, body: DepartureBody) {
  const reason = storedDepartureReason(body);
  await repo.endOpenLeaves(c.s, stay.id, body.departureDateUtc);
  await updateResidency(c.s, stay, {
    departure_date_utc: body.departureDateUtc,
    departure_reason: reason,
    departure_initiated_by: body.departureInitiatedBy || null,
    departure_reason_notes: body.departureReasonNotes ?? null,
    departure_to_facility_id: body.toFacilityId ?? null,
    bed_id: null,
  });
  const { eventId } = await recordEvent(
    c,
    stay,
    E.ResidentDeparted,
    body.departureDateUtc,
    { departureReason: reason, bedId: stay.bed_id },
    {
      payload: { departureDate: body.departureDateUtc, departureReason: reason },
    },
  );
  return eventId;
}

/** POST residents/{id}/depart and residents/{id}/depart-ilu/{isVacating} (vacating: every resident of the unit departs). */
export async function depart(call: StayCall, residentId: number, body: DepartureBody, ilu?: { isVacating: boolean }) {
  return inTransaction(call, async (c) => {
    const { stay } = await loadStay(c.s, residentId, true);
    await resolveDestination(c.s, body);
    checkVersion(stay, body.version);
    const others = ilu?.isVacating && stay.independent_living_allocation_id ? await repo.otherAllocationResidents(c.s, stay) : [];
    const otherAdmission =
      others
        .map((o) => o.admission_date_utc!)
        .sort()
        .at(-1) ?? null;
    const ms = validateDeparture(body, {
      admissionDate: stay.is_lead ? null : stay.admission_date_utc,
      isVacating: ilu?.isVacating,
      otherResidentAdmissionDate: otherAdmission,
    });
    if (stay.departure_date_utc) (ms.residentId ??= []).push(M.alreadyDeparted);
    refuse(ms);
    const eventId = await departOne(c, stay, body);
    if (ilu?.isVacating) {
      for (const o of others) await departOne(c, o, body);
      const allocationId = stay.independent_living_allocation_id;
      if (allocationId) {
        const unit = await repo.setAllocationDeparture(c.s, allocationId, body.departureDateUtc);
        if (unit) {
          await repo.setUnitAvailable(c.s, unit);
          await repo.recordNoticeToVacate(c.s, allocationId, unit, body.departureDateUtc);
        }
      }
    }
    return departureDto(await repo.stayById(c.s, stay.id), eventId, false);
  });
}

async function departureInfo(s: ScopedDb, stay: StayRow) {
  const ev = await repo.activeEvent(s, stay.id, DEPARTURE_EVENTS);
  const later = await history.laterResidencies(s, stay);
  const others = stay.independent_living_allocation_id
    ? await repo.allocationResidents(s, stay, stay.independent_living_allocation_id)
    : [];
  return {
    ...departureDto(
      stay,
      ev ? Number(ev.id) : null,
      later.some((l) => !!l.admission_date_utc),
    ),
    otherResidents: others,
  };
}

/** GET residents/{id}/departure. */
export async function getDeparture(s: ScopedDb, residentId: number) {
  const { stay } = await loadStay(s, residentId);
  return departureInfo(s, stay);
}

/** GET residents/departure-ilu/{residencyId}: a residency of the facility (404 otherwise). */
export async function getIluDeparture(s: ScopedDb, residencyId: number) {
  const { residencyId: id } = await s.resolve.residency(residencyId);
  return departureInfo(s, await repo.stayById(s, id));
}

/**
 * POST residents/{id}/depart/correction/{eventId} and residents/departure-ilu/correction (by residency): the departure
 * event of the residency (404 otherwise) under the edit rules of seed 001 §4.
 */
export async function correctDeparture(
  call: StayCall,
  target: { residentId: number } | { residencyId: number },
  eventId: number | undefined,
  body: DepartureBody | IluDepartureCorrectionBody,
) {
  const f = facilityOf(call);
  return inTransaction(call, async (c) => {
    const stay =
      'residencyId' in target
        ? await repo.stayById(c.s, (await c.s.resolve.residency(target.residencyId)).residencyId, true)
        : (await loadStay(c.s, target.residentId, true)).stay;
    if (eventId) await c.s.resolve.event(eventId);
    await resolveDestination(c.s, body);
    checkVersion(stay, body.version);
    const event = eventId ? await repo.eventOf(c.s, stay.id, eventId) : await repo.activeEvent(c.s, stay.id, DEPARTURE_EVENTS);
    if (!event || !isDepartureEvent(event.event_type)) throw notFound();
    if (!stay.departure_date_utc) throw ModelStateError.field('eventId', STAY_MESSAGES.cannotEdit);
    await assertEditable(c.s, stay, event, f.id);
    const admittedLater = (await history.laterResidencies(c.s, stay)).find((l) => !!l.admission_date_utc);
    const ms = validateDepartureCorrection(body, {
      admissionDate: stay.admission_date_utc,
      admittedAtFacilityId: admittedLater?.facility_id ?? null,
      respiteLeaveReturnDate: await repo.lastRespiteReturn(c.s, stay.id),
      laterAdmissionDate: admittedLater?.admission_date_utc ?? null,
    });
    refuse(ms);
    const reason = storedDepartureReason(body);
    await updateResidency(c.s, stay, {
      departure_date_utc: body.departureDateUtc,
      departure_reason: reason,
      departure_initiated_by: body.departureInitiatedBy || null,
      departure_reason_notes: body.departureReasonNotes ?? null,
      departure_to_facility_id: body.toFacilityId ?? null,
    });
    if (stay.independent_living_allocation_id) await followVacatingDate(c.s, stay.independent_living_allocation_id);
    const { eventId: newId } = await recordEvent(
      c,
      stay,
      E.ResidentDepartureCorrected,
      body.departureDateUtc,
      {
        departureReason: reason,
        previousDepartureDate: stay.departure_date_utc,
        previousDepartureReason: stay.departure_reason,
      },
      { correctsEventId: Number(event.id), payload: { departureDate: body.departureDateUtc, departureReason: reason } },
    );
    return departureDto(await repo.stayById(c.s, stay.id), newId, !!admittedLater);
  });
}

/**
 * A vacated unit's vacating date is its last resident's departure: a corrected departure of one of them moves the
 * allocation's vacating date (the settlement's minimum) and its notice to vacate (the unit's brief note) with it.
 */
async function followVacatingDate(s: ScopedDb, allocationId: number): Promise<void> {
  const allocation = await repo.allocationOfStay(s, allocationId, true);
  if (!allocation?.departure_date) return;
  const last = await repo.lastDepartureOfAllocation(s, allocationId);
  if (!last || last === allocation.departure_date) return;
  await repo.setAllocationDeparture(s, allocationId, last);
  await repo.moveNoticeToVacate(s, allocationId, allocation.departure_date, last);
}

/**
 * A departure reversed in a vacated unit brings a resident back to it: the allocation is no longer vacated, its
 * notice to vacate is withdrawn and the unit is Occupied again. Refused ('the unit is no longer available') when the
 * unit has since been assigned to another allocation, or is no longer Available (sold, out of service).
 */
async function reoccupyVacatedUnit(s: ScopedDb, allocationId: number): Promise<void> {
  const allocation = await repo.allocationOfStay(s, allocationId, true);
  if (!allocation?.departure_date) return;
  const unitId = allocation.accommodation_id;
  if (unitId) {
    const unit = await repo.lockUnit(s, unitId);
    if (!unit?.is_active || unit.ilu_status !== 'Available' || (await repo.unitHeldByAnotherAllocation(s, unitId, allocationId)))
      throw ModelStateError.field('eventId', STAY_MESSAGES.unitNoLongerAvailable);
  }
  await repo.setAllocationDeparture(s, allocationId, null);
  await repo.withdrawNoticeToVacate(s, allocationId, allocation.departure_date);
  if (unitId) await repo.setUnitStatus(s, unitId, 'Occupied');
}

/** POST residents/{id}/depart/reversal[/{eventId}]: the residency must be the one the facility sees (404 otherwise). */
export async function reverseDeparture(call: StayCall, residentId: number, eventId: number | undefined, body: ReversalBody) {
  const f = facilityOf(call);
  return inTransaction(call, async (c) => {
    const { stay } = await loadStay(c.s, residentId, true);
    await c.s.resolve.residency(body.residencyId);
    if (eventId) await c.s.resolve.event(eventId);
    if (body.residencyId !== stay.id) throw notFound();
    checkVersion(stay, body.version);
    const event = eventId ? await repo.eventOf(c.s, stay.id, eventId) : await repo.activeEvent(c.s, stay.id, DEPARTURE_EVENTS);
    if (!event || !isDepartureEvent(event.event_type)) throw ModelStateError.field('eventId', STAY_MESSAGES.cannotReverse);
    if (event.is_reversed || !stay.departure_date_utc) throw ModelStateError.field('eventId', STAY_MESSAGES.cannotReverse);
    await assertEditable(c.s, stay, event, f.id);
    await repo.reverseEvents(c.s, stay.id, DEPARTURE_EVENTS);
    // The bed comes back when it is still the facility's and free.
    const bedId = await repo.bedAtDeparture(c.s, stay.id, E.ResidentDeparted);
    const restoreBed =
      bedId && (await repo.bedOf(c.s, bedId, melbourneToday())) && !(await repo.bedHeld(c.s, bedId)) ? bedId : null;
    await updateResidency(c.s, stay, {
      departure_date_utc: null,
      departure_reason: null,
      departure_initiated_by: null,
      departure_reason_notes: null,
      departure_to_facility_id: null,
      bed_id: restoreBed,
    });
    if (stay.independent_living_allocation_id) await reoccupyVacatedUnit(c.s, stay.independent_living_allocation_id);
    const { eventId: newId } = await recordEvent(
      c,
      stay,
      E.ResidentDepartureReversed,
      event.effective_date,
      { reversedEventId: Number(event.id) },
      {
        reversesEventId: Number(event.id),
        payload: { departureDate: event.effective_date },
      },
    );
    return { eventId: newId, residencyId: stay.id };
  });
}
