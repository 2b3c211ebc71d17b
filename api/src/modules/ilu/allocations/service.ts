/**
 * The allocation's actions (seed 002 §3 "Admission, assign unit, settlement", §4, §5 "Independent living"): assign a
 * unit to an enquiry, admit its people (all, or the one still to come: "add to unit"), correct or reverse one person's
 * admission, reverse one person's departure, the allocation's notes and its settlement.
 *
 * Each action resolves every id it is sent for the facility first (another facility's: 404, nothing written), then in
 * one transaction locks the allocation and checks the version it was sent (409 when stale), applies the rules (400 with
 * the model state), writes and audits. A person's stay is the residents area's: the admission is recorded with its
 * event writer, and corrections and reversals are its own services, called for the person, so the event-history edit
 * rules (seed 001 §4) are one set of rules wherever they are applied. The allocation follows its people: its
 * occupied date is its earliest admission, and an allocation with nobody admitted is an enquiry again.
 */
import type {
  AssignUnitBody,
  AssignUnitResult,
  IluAdmissionCorrectionBody,
  IluAdmitBody,
  IluAdmitResult,
  IluAllocationResult,
  IluDepartureReversalBody,
  IluReversalBody,
  SettlementBody,
} from 'shared-domain/contracts/ilu';
import { formatDate, melbourneToday } from 'shared-domain/dates';
import { ILU_FIELD_MESSAGES as M, ILU_MESSAGES } from 'shared-domain/ilu/messages';
import { iluAdmissionErrors, settlementMinimumDate } from 'shared-domain/ilu';
import { type FieldErrors as ModelState } from 'shared-domain/model-state';
import { moneyText } from 'shared-domain/money';
import { STAY_EVENT_TYPES, STAY_FIELD_MESSAGES, STAY_MESSAGES, isOnOrBeforeConflict } from 'shared-domain/stay';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';
import { ModelStateError, conflict, notFound } from '../../../http/errors';
import {
  correctAdmission,
  lockUnit,
  recordEvent,
  reverseAdmission,
  reverseDeparture,
  setUnitStatus,
  stayById,
  unitHeldByAnotherAllocation,
  type StayCall,
  type UnitRow,
} from '../../residents/index';
import * as repo from './repository';

function addError(ms: ModelState, field: string, message: string): void {
  const list = (ms[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

function refuse(ms: ModelState): void {
  if (Object.keys(ms).length) throw new ModelStateError(ms);
}

/**
 * Runs one of the residents area's stay services, naming its refusals by the fields of the ILU call (its `eventId` is
 * the person the screen acted on; its `admissionDateUtc` the dialog's admission date).
 */
async function asIluRefusals<T>(fields: Record<string, string>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof ModelStateError)) throw err;
    const ms: ModelState = {};
    for (const [field, messages] of Object.entries(err.modelState))
      for (const m of messages) addError(ms, fields[field] ?? field, m);
    throw new ModelStateError(ms);
  }
}

/** The allocation locked for the write, at the version the caller saw (409 otherwise); an archived one is gone (404). */
async function lockedAllocation(t: ScopedDb, allocationId: number, version: number): Promise<repo.AllocationRow> {
  await t.resolve.allocation(allocationId, { lock: true });
  const allocation = await repo.allocationById(t, allocationId);
  if (allocation.is_archived) throw notFound();
  if (allocation.version !== version) throw conflict();
  return allocation;
}

/**
 * Whether the unit may become this allocation's: an active unit no other allocation holds, Available; or the one the
 * allocation already has (assign unit: its price may be agreed again; admit: a unit the allocation lives in takes
 * the residents still to come).
 */
async function unitOpenTo(
  t: ScopedDb,
  unit: UnitRow | undefined,
  allocation: repo.AllocationRow,
  action: 'assign' | 'admit',
): Promise<boolean> {
  if (!unit?.is_active || (await unitHeldByAnotherAllocation(t, unit.id, allocation.id))) return false;
  const own = unit.id === allocation.accommodation_id;
  if (allocation.occupied_date) return action === 'admit' && own;
  return unit.ilu_status === 'Available' || (action === 'assign' && own);
}

/** The admission date's rule of the ILU dialogs (the shared rule the dialogs apply as the user types). */
function admissionDateErrors(ms: ModelState, date: string, time: string | null | undefined): void {
  for (const [field, messages] of Object.entries(iluAdmissionErrors(date, time, melbourneToday())))
    for (const message of messages) addError(ms, field, message);
}

/** The allocation's columns `set` changes, as they were (the audit row's before). */
function before<T extends object>(allocation: repo.AllocationRow, set: T): Record<string, unknown> {
  const row = allocation as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(set).map((k) => [k, row[k] ?? null]));
}

/** Its occupied date (the earliest admission of its people) once its people changed; null when nobody is admitted. */
async function occupancyOf(t: ScopedDb, allocationId: number) {
  const admitted = await repo.admittedPeople(t, allocationId);
  return { admitted, occupiedDate: admitted[0]?.admission_date_utc ?? null };
}

/** The person of the allocation (their residency of it) that the call names, with the stay the facility sees for them. */
async function personOf(t: ScopedDb, allocationId: number, residentId: number) {
  const people = await repo.peopleOf(t, allocationId);
  const person = people.find((p) => p.resident_id === residentId);
  if (!person) throw ModelStateError.field('residentId', M.notAnEnquiryResident);
  // The stay services act on the residency the facility sees for the person: it must be this allocation's (a person
  // readmitted or marked as a new enquiry since cannot have this allocation's events edited, seed 001 §4).
  const seen = await t.resolve.resident(residentId);
  return { person, people, isSeen: seen.residencyId === person.id };
}

// ---------------------------------------------------------------- assign unit

/**
 * POST accommodations/assign-unit: the enquiry's unit, its published price (the unit type's current price) and the
 * price agreed. An admitted allocation keeps its unit.
 */
export async function assignUnit(s: ScopedDb, body: AssignUnitBody): Promise<AssignUnitResult> {
  await s.resolve.allocation(body.independentLivingAllocationId);
  await s.resolve.room(body.accommodationId);
  return s.transaction(async (t) => {
    const allocation = await lockedAllocation(t, body.independentLivingAllocationId, body.version);
    if (allocation.occupied_date) throw ModelStateError.field('accommodationId', M.unitFixedOnceAdmitted);
    const unit = await lockUnit(t, body.accommodationId);
    if (!unit || !(await unitOpenTo(t, unit, allocation, 'assign')))
      throw ModelStateError.field('accommodationId', M.unitNotAvailable);
    const set = { accommodation_id: unit.id, published_price: unit.price, agreed_price: moneyText(body.price) };
    const version = await repo.updateAllocation(t, allocation.id, set);
    await t.auditChanges('ilu.assignUnit', 'allocation', allocation.id, before(allocation, set), set);
    return { independentLivingAllocationId: allocation.id, accommodationId: unit.id, version };
  });
}

// ---------------------------------------------------------------- admit, add to unit

/**
 * POST enquiries/admit: admits the listed people of the enquiry to the unit (the first admission, or "add to unit":
 * the one still to come into a unit the allocation lives in). Each person's residency becomes an admitted ILU stay
 * with its ResidentAdmitted (5) event (the admission time in its details, as a lead's admission records it); the
 * allocation takes the unit, the responsible residency and the agreed price, and its occupied date is its earliest
 * admission; the unit is Occupied.
 */
export async function admit(call: StayCall, body: IluAdmitBody): Promise<IluAdmitResult> {
  const { s } = call;
  await s.resolve.allocation(body.iluAllocationId);
  await s.resolve.room(body.accommodationId);
  await s.resolve.residency(body.responsibleResidencyId);
  const resolved: ResolvedResident[] = [];
  for (const d of body.residentDetails) resolved.push(await s.resolve.resident(d.residentId));
  return s.transaction(async (t) => {
    const c: StayCall = { ...call, s: t };
    const allocation = await lockedAllocation(t, body.iluAllocationId, body.version);
    const people = await repo.peopleOf(t, allocation.id);
    const ms: ModelState = {};
    const admitting: repo.PersonRow[] = [];
    body.residentDetails.forEach((d, i) => {
      const field = `residentDetails[${i}].residentId`;
      const person = people.find((p) => p.resident_id === d.residentId);
      if (!person) addError(ms, field, M.notAnEnquiryResident);
      else if (admitting.includes(person)) addError(ms, field, M.residentListedTwice);
      else if (!person.is_lead || person.admission_date_utc) addError(ms, field, M.alreadyAdmitted);
      else admitting.push(person);
    });
    admissionDateErrors(ms, body.admissionDate, body.admissionTimeLocal);
    if (!ms.admissionDate) {
      for (const p of admitting) {
        if (isOnOrBeforeConflict(body.admissionDate, await repo.otherDepartureDates(t, p.resident_id, p.id)))
          addError(ms, 'admissionDate', STAY_FIELD_MESSAGES.admissionOnConflict);
      }
    }
    const responsible = people.find((p) => p.id === body.responsibleResidencyId);
    const responsibleLivesThere = !!responsible && !responsible.is_lead && !responsible.departure_date_utc;
    if (!responsible) addError(ms, 'responsibleResidencyId', M.responsibleResidentRequired);
    else if (!admitting.includes(responsible) && !responsibleLivesThere)
      addError(ms, 'responsibleResidencyId', M.responsibleResidentNotAdmitted);
    const unit = await lockUnit(t, body.accommodationId);
    if (allocation.departure_date) addError(ms, 'accommodationId', M.unitVacated);
    else if (!unit || !(await unitOpenTo(t, unit, allocation, 'admit'))) addError(ms, 'accommodationId', M.unitNotAvailable);
    refuse(ms);
    if (!unit) throw notFound();

    for (const p of admitting) {
      if (!(await repo.admitResidency(t, p, body.admissionDate))) throw conflict();
      const detail = body.residentDetails.find((d) => d.residentId === p.resident_id);
      const person = resolved.find((r) => r.residentId === p.resident_id)!;
      if (detail?.dateOfBirth)
        await t
          .person(person)
          .updateResident()
          .set((eb) => ({ date_of_birth: detail.dateOfBirth, version: eb('version', '+', 1) }))
          .execute();
      await recordEvent(
        c,
        await stayById(t, p.id),
        STAY_EVENT_TYPES.ResidentAdmitted,
        body.admissionDate,
        {
          careType: 'ILU',
          admissionTimeLocal: body.admissionTimeLocal ?? null,
          accommodationId: unit.id,
          independentLivingAllocationId: allocation.id,
          fromEnquiry: true,
        },
        { payload: { admissionDate: body.admissionDate, careType: 'ILU' } },
      );
    }
    const { occupiedDate } = await occupancyOf(t, allocation.id);
    const sameUnit = unit.id === allocation.accommodation_id;
    const set = {
      occupied_date: occupiedDate,
      accommodation_id: unit.id,
      // The published price is the unit type's when the unit was assigned; a unit chosen here is assigned now.
      published_price: sameUnit && allocation.published_price !== null ? allocation.published_price : unit.price,
      responsible_residency_id: body.responsibleResidencyId,
      agreed_price: moneyText(body.price),
    };
    const version = await repo.updateAllocation(t, allocation.id, set);
    if (unit.ilu_status !== 'Occupied') await setUnitStatus(t, unit.id, 'Occupied');
    await t.auditChanges('ilu.admit', 'allocation', allocation.id, before(allocation, set), set, {
      residentIds: admitting.map((p) => p.resident_id),
      admissionTimeLocal: body.admissionTimeLocal ?? null,
    });
    return { independentLivingAllocationId: allocation.id, residentIds: admitting.map((p) => p.resident_id), version };
  });
}

// ---------------------------------------------------------------- admission reversal and correction

/**
 * POST allocations/{id}/reverse-admission: one person's admission reversed by the stay's reversal (a departed person:
 * 'This event cannot be reversed.'). With nobody admitted any more, the allocation is an enquiry again (no occupied
 * date) and its unit Available; otherwise its occupied date is its remaining earliest admission, and the responsible
 * residency moves to a resident who stays when it was the reversed person's.
 */
export async function reverseIluAdmission(
  call: StayCall,
  allocationId: number,
  body: IluReversalBody,
): Promise<IluAllocationResult> {
  const { s } = call;
  await s.resolve.allocation(allocationId);
  await s.resolve.resident(body.residentId);
  return s.transaction(async (t) => {
    const c: StayCall = { ...call, s: t };
    const allocation = await lockedAllocation(t, allocationId, body.version);
    const { person, isSeen } = await personOf(t, allocation.id, body.residentId);
    if (person.departure_date_utc || person.is_lead || !person.admission_date_utc || !isSeen)
      throw ModelStateError.field('residentId', ILU_MESSAGES.eventCannotBeReversed);
    if (allocation.is_settled) throw ModelStateError.field('residentId', M.alreadySettled);
    await asIluRefusals({ eventId: 'residentId' }, () =>
      reverseAdmission(c, body.residentId, undefined, { residencyId: person.id }),
    );
    const { admitted, occupiedDate } = await occupancyOf(t, allocation.id);
    const set = {
      occupied_date: occupiedDate,
      responsible_residency_id:
        allocation.responsible_residency_id === person.id && admitted.length
          ? admitted[0].id
          : allocation.responsible_residency_id,
    };
    const version = await repo.updateAllocation(t, allocation.id, set);
    if (!occupiedDate && allocation.accommodation_id) {
      const unit = await lockUnit(t, allocation.accommodation_id);
      if (unit?.ilu_status === 'Occupied') await setUnitStatus(t, unit.id, 'Available');
    }
    await t.auditChanges('ilu.reverseAdmission', 'allocation', allocation.id, before(allocation, set), set, {
      residentId: body.residentId,
      residencyId: person.id,
    });
    return { independentLivingAllocationId: allocation.id, version };
  });
}

/**
 * POST allocations/admission-correction: one person's admission date (and time) corrected by the stay's correction
 * (its rules: the edit rules, earlier departures, leave, departure), after the ILU dialog's own (not in the future).
 * The allocation's occupied date is then its earliest admission.
 */
export async function correctIluAdmission(call: StayCall, body: IluAdmissionCorrectionBody): Promise<IluAllocationResult> {
  const { s } = call;
  await s.resolve.allocation(body.iluAllocationId);
  await s.resolve.resident(body.residentId);
  return s.transaction(async (t) => {
    const c: StayCall = { ...call, s: t };
    const allocation = await lockedAllocation(t, body.iluAllocationId, body.version);
    const { person, isSeen } = await personOf(t, allocation.id, body.residentId);
    if (person.is_lead || !person.admission_date_utc) throw ModelStateError.field('residentId', STAY_FIELD_MESSAGES.notAdmitted);
    if (!isSeen) throw ModelStateError.field('residentId', STAY_MESSAGES.cannotEdit);
    const ms: ModelState = {};
    admissionDateErrors(ms, body.admissionDate, body.admissionTimeLocal);
    refuse(ms);
    await asIluRefusals({ eventId: 'residentId', admissionDateUtc: 'admissionDate' }, () =>
      correctAdmission(c, body.residentId, undefined, {
        admissionDateUtc: body.admissionDate,
        admissionTimeLocal: body.admissionTimeLocal,
        careType: 'ILU',
      }),
    );
    const set = { occupied_date: (await occupancyOf(t, allocation.id)).occupiedDate };
    const version = await repo.updateAllocation(t, allocation.id, set);
    await t.auditChanges('ilu.correctAdmission', 'allocation', allocation.id, before(allocation, set), set, {
      residentId: body.residentId,
      residencyId: person.id,
      admissionDate: body.admissionDate,
      admissionTimeLocal: body.admissionTimeLocal ?? null,
    });
    return { independentLivingAllocationId: allocation.id, version };
  });
}

// ---------------------------------------------------------------- departure reversal

/**
 * POST allocations/departure/reversal: one person's departure reversed by the stay's reversal, which refuses a settled
 * allocation's departure and, when the unit had been vacated, brings the allocation back to it (no vacating date, the
 * notice to vacate withdrawn, the unit Occupied).
 */
export async function reverseIluDeparture(call: StayCall, body: IluDepartureReversalBody): Promise<IluAllocationResult> {
  const { s } = call;
  await s.resolve.allocation(body.iluAllocationId);
  await s.resolve.resident(body.residentId);
  return s.transaction(async (t) => {
    const c: StayCall = { ...call, s: t };
    const allocation = await lockedAllocation(t, body.iluAllocationId, body.version);
    const { person, isSeen } = await personOf(t, allocation.id, body.residentId);
    if (!person.departure_date_utc || !isSeen) throw ModelStateError.field('residentId', ILU_MESSAGES.eventCannotBeReversed);
    await asIluRefusals({ eventId: 'residentId' }, () =>
      reverseDeparture(c, body.residentId, undefined, { residencyId: person.id }),
    );
    const after = await repo.allocationById(t, allocation.id);
    const set = { departure_date: after.departure_date };
    const version = await repo.updateAllocation(t, allocation.id, {});
    await t.auditChanges('ilu.reverseDeparture', 'allocation', allocation.id, before(allocation, set), set, {
      residentId: body.residentId,
      residencyId: person.id,
    });
    return { independentLivingAllocationId: allocation.id, version };
  });
}

// ---------------------------------------------------------------- notes, settlement

/** POST allocations/{id}/notes?version=: the allocation's notes (blank clears them). */
export async function saveNotes(s: ScopedDb, allocationId: number, version: number, notes: string): Promise<IluAllocationResult> {
  await s.resolve.allocation(allocationId);
  return s.transaction(async (t) => {
    const allocation = await lockedAllocation(t, allocationId, version);
    const set = { notes: notes.trim() ? notes : null };
    const next = await repo.updateAllocation(t, allocation.id, set);
    await t.auditChanges('ilu.notes', 'allocation', allocation.id, before(allocation, set), set);
    return { independentLivingAllocationId: allocation.id, version: next };
  });
}

/**
 * POST allocations/settlement ('Finalise settlement'): the settlement date (not before the vacating date, else the
 * admission date) and price of an admitted allocation not settled yet. A settled allocation's departure can no
 * longer be edited (the residents area's edit rules read it).
 */
export async function finaliseSettlement(s: ScopedDb, body: SettlementBody): Promise<IluAllocationResult> {
  await s.resolve.allocation(body.iluAllocationId);
  return s.transaction(async (t) => {
    const allocation = await lockedAllocation(t, body.iluAllocationId, body.version);
    const ms: ModelState = {};
    if (!allocation.occupied_date) addError(ms, 'iluAllocationId', M.notAdmitted);
    else if (allocation.is_settled) addError(ms, 'iluAllocationId', M.alreadySettled);
    else {
      const minimum = settlementMinimumDate(allocation.departure_date, allocation.occupied_date);
      if (minimum && body.settlementDate < minimum) addError(ms, 'settlementDate', M.settlementDateTooEarly(formatDate(minimum)));
    }
    refuse(ms);
    const set = { settlement_date: body.settlementDate, settlement_price: moneyText(body.settlementPrice), is_settled: true };
    const version = await repo.updateAllocation(t, allocation.id, set);
    await t.auditChanges('ilu.settlement', 'allocation', allocation.id, before(allocation, set), set);
    return { independentLivingAllocationId: allocation.id, version };
  });
}
