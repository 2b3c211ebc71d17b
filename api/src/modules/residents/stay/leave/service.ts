/** Leave (seed 000 §7): send on leave, edit a leave, return from leave, reverse a leave. Events 101-103 and 26. */
import { addDays } from 'shared-domain/dates';
import {
  STAY_EVENT_TYPES as E,
  STAY_FIELD_MESSAGES as M,
  STAY_MESSAGES,
  deriveLeaveKind,
  leavesOverlap,
  validateLeave,
  validateReturnFromLeave,
} from 'shared-domain/stay';
import type { LeaveBody, LeaveUpdateBody, ReturnFromLeaveBody, ReverseLeaveBody } from 'shared-domain/contracts/residents';
import type { ScopedDb } from '../../../../db/scoped';
import { ModelStateError, conflict, notFound } from '../../../../http/errors';
import {
  checkVersion,
  facilityOf,
  inTransaction,
  leaveDto,
  loadStay,
  recordEvent,
  refuse,
  updateResidency,
  type StayCall,
} from '../events';
import * as repo from '../repository';

async function overlaps(
  s: ScopedDb,
  residencyId: number,
  start: string,
  end: string | null,
  exceptId?: number,
): Promise<boolean> {
  const others = await repo.activeLeaves(s, residencyId);
  return others.some((o) => o.id !== exceptId && leavesOverlap(start, end, o.start_date, o.return_date ?? null));
}

/** POST residents/{id}/leave. */
export async function addLeave(call: StayCall, residentId: number, body: LeaveBody) {
  const f = facilityOf(call);
  return inTransaction(call, async (c) => {
    const { person, stay } = await loadStay(c.s, residentId, true);
    checkVersion(stay, body.version);
    const ms = validateLeave(body, { facilityType: f.facilityType, admissionDate: stay.admission_date_utc, departureDate: null });
    if (stay.departure_date_utc) (ms.residentId ??= []).push(M.alreadyDeparted);
    refuse(ms);
    if (await repo.openLeave(c.s, stay.id)) throw ModelStateError.field('residentId', M.alreadyOnLeave);
    if (await overlaps(c.s, stay.id, body.startDateUtc, body.returnDateUtc ?? null))
      throw ModelStateError.field('startDateUtc', M.overlappingLeave);
    const kind = deriveLeaveKind({
      facilityType: f.facilityType,
      type: body.type,
      isClaimable: body.isClaimable,
      isTransitionCare: body.isTransitionCare ?? (await repo.hasTransitionCare(c.s, person)),
    });
    const leave = await repo.insertLeave(c.s, stay.id, {
      type: body.type,
      kind,
      start_date: body.startDateUtc,
      expected_return_date: body.expectedReturnDateUtc ?? null,
      return_date: null,
      start_time_local: body.leaveStartTimeLocalString ?? null,
      is_respite_leave_within_organisation:
        f.facilityType === 'IndependentLiving' && body.type === 'Respite' && !!body.isRespiteLeaveWithinOrganisation,
    });
    await updateResidency(c.s, stay, {});
    await recordEvent(
      c,
      stay,
      E.LeaveAdded,
      body.startDateUtc,
      { leaveId: leave.id, type: body.type, kind },
      {
        leaveId: leave.id,
        payload: {
          leaveType: body.type,
          leaveKind: kind,
          leaveStartDate: body.startDateUtc,
          expectedReturnDate: body.expectedReturnDateUtc ?? null,
        },
      },
    );
    return leaveDto(leave);
  });
}

/** PUT residents/leave: a leave of the facility (404 otherwise), 409 when the leave's version is stale. */
export async function updateLeave(call: StayCall, body: LeaveUpdateBody) {
  const f = facilityOf(call);
  return inTransaction(call, async (c) => {
    const { residencyId } = await c.s.resolve.leave(body.id);
    const leave = (await repo.leaveOf(c.s, residencyId, body.id, true))!;
    if (leave.is_reversed) throw ModelStateError.field('id', STAY_MESSAGES.cannotEdit);
    if (body.version !== undefined && body.version !== leave.version) throw conflict();
    const stay = await repo.stayById(c.s, leave.residency_id, true);
    refuse(
      validateLeave(body, {
        facilityType: f.facilityType,
        admissionDate: stay.admission_date_utc,
        departureDate: stay.departure_date_utc,
      }),
    );
    const returnDate = body.returnDateUtc === undefined ? leave.return_date : body.returnDateUtc;
    if (returnDate && returnDate < addDays(body.startDateUtc, 1)) throw ModelStateError.field('returnDateUtc', M.returnMinimum);
    if (await overlaps(c.s, stay.id, body.startDateUtc, returnDate ?? null, leave.id))
      throw ModelStateError.field('startDateUtc', M.overlappingLeave);
    const kind = deriveLeaveKind({
      facilityType: f.facilityType,
      type: body.type,
      isClaimable: body.isClaimable,
      isTransitionCare: body.isTransitionCare ?? (leave.kind === 'TransitionCare' || leave.kind === 'TransitionNonClaimable'),
    });
    const updated = await repo.updateLeave(
      c.s,
      stay.id,
      leave.id,
      {
        type: body.type,
        kind,
        start_date: body.startDateUtc,
        expected_return_date: body.expectedReturnDateUtc ?? null,
        return_date: returnDate ?? null,
        start_time_local: body.leaveStartTimeLocalString ?? leave.start_time_local,
        return_time_local: body.leaveReturnTimeLocalString ?? leave.return_time_local,
      },
      leave.version,
    );
    if (!updated) throw conflict();
    await recordEvent(
      c,
      stay,
      E.LeaveUpdated,
      body.startDateUtc,
      { leaveId: leave.id, type: body.type, kind },
      {
        leaveId: leave.id,
        payload: {
          leaveType: body.type,
          leaveKind: kind,
          leaveStartDate: body.startDateUtc,
          leaveReturnDate: returnDate ?? null,
          expectedReturnDate: body.expectedReturnDateUtc ?? null,
        },
      },
    );
    return leaveDto(updated);
  });
}

/** POST residents/{id}/leave/return: the open leave (or `leaveId`, a leave of the facility) ends. */
export async function returnFromLeave(call: StayCall, residentId: number, body: ReturnFromLeaveBody) {
  return inTransaction(call, async (c) => {
    const { stay } = await loadStay(c.s, residentId, true);
    if (body.leaveId) await c.s.resolve.leave(body.leaveId);
    checkVersion(stay, body.version);
    const leave = await repo.openLeave(c.s, stay.id, body.leaveId, true);
    if (!leave) throw ModelStateError.field('residentId', M.notOnLeave);
    refuse(validateReturnFromLeave(body.returnDateUtc, leave.start_date));
    const updated = await repo.updateLeave(c.s, stay.id, leave.id, {
      return_date: body.returnDateUtc,
      return_time_local: body.leaveReturnTimeLocalString ?? null,
    });
    await updateResidency(c.s, stay, {});
    await recordEvent(
      c,
      stay,
      E.LeaveReturned,
      body.returnDateUtc,
      { leaveId: leave.id },
      {
        leaveId: leave.id,
        payload: { leaveType: leave.type, leaveStartDate: leave.start_date, leaveReturnDate: body.returnDateUtc },
      },
    );
    return leaveDto(updated!);
  });
}

/** PUT residents/{id}/leave/reverse: a leave of the resident's residency (404 otherwise). */
export async function reverseLeave(call: StayCall, residentId: number, body: ReverseLeaveBody) {
  return inTransaction(call, async (c) => {
    const { stay } = await loadStay(c.s, residentId, true);
    await c.s.resolve.leave(body.leaveId);
    const leave = await repo.leaveOf(c.s, stay.id, body.leaveId, true);
    if (!leave) throw notFound();
    if (body.version !== undefined && body.version !== leave.version) throw conflict();
    if (leave.is_reversed) throw ModelStateError.field('leaveId', STAY_MESSAGES.cannotReverse);
    const updated = await repo.updateLeave(c.s, stay.id, leave.id, { is_reversed: true });
    await repo.reverseLeaveEvents(c.s, stay.id, leave.id);
    await updateResidency(c.s, stay, {});
    await recordEvent(
      c,
      stay,
      E.LeaveReversed,
      leave.start_date,
      { leaveId: leave.id },
      {
        leaveId: leave.id,
        payload: { leaveType: leave.type, leaveStartDate: leave.start_date },
      },
    );
    return leaveDto(updated!);
  });
}
