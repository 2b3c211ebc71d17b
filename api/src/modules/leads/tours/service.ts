/**
 * Lead tours (seed 001 "Tour"): book, edit, complete (cannot be undone) and delete a lead's tour. The lead's column
 * follows the tour (Enquiries -> Tour booked -> Tour completed; back to Enquiries when a booked tour is deleted), so the
 * columns a tour can move the lead into are locked before the lead's row.
 */
import { DATE_MAX, DATE_MIN } from 'shared-domain/calendar';
import type { Tour, TourBody, TourDeleteResult, TourSaveResult } from 'shared-domain/contracts/leads';
import {
  LEAD_FIELD_MESSAGES as M,
  TOUR_MESSAGES,
  instantToTourDateTime,
  isTourDateTime,
  orderKeyBetween,
  statusAfterTourDeleted,
  statusAfterTourSaved,
  tourDateTimeToInstant,
  validateTour,
} from 'shared-domain/leads';
import type { ScopedDb } from '../../../db/scoped';
import { HttpError, ModelStateError, conflict, notFound } from '../../../http/errors';
import * as common from '../common/repository';
import { addError, blankToNull, checkVersion, refuse, residencyOf } from '../common/service';
import * as repo from './repository';

const TOUR_NOT_FOUND = 'The tour was not found.';

function tourDto(t: common.TourRow, facilitatorName: string | null, users?: { id: number; name: string }[]): Tour {
  return {
    id: t.id,
    residencyId: t.residency_id,
    tourFacilitatorUserId: t.tour_facilitator_user_id,
    tourFacilitatorUserName: facilitatorName,
    attendees: t.attendees,
    isCompleted: t.is_completed,
    tourDateTime: instantToTourDateTime(t.tour_date_time),
    version: t.version,
    ...(users ? { tourFacilitatorUsers: users } : {}),
  };
}

/** A tour id of this facility, answered with the tour's own 404 message. */
async function resolveTour(s: ScopedDb, tourId: number): Promise<{ tourId: number; residencyId: number }> {
  try {
    return await s.resolve.tour(tourId);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) throw notFound(TOUR_NOT_FOUND);
    throw err;
  }
}

/** GET tour/{id} (`id` = the lead's residency): its tour, or an empty one; with the facility's facilitators. */
export async function getTour(s: ScopedDb, residencyId: number): Promise<Tour> {
  const residency = await residencyOf(s, residencyId);
  const [tour, users] = await Promise.all([common.tourOf(s, residency.id), repo.tourFacilitators(s)]);
  if (!tour) {
    return {
      id: null,
      residencyId,
      tourFacilitatorUserId: null,
      tourFacilitatorUserName: null,
      attendees: null,
      isCompleted: false,
      tourDateTime: null,
      tourFacilitatorUsers: users,
    };
  }
  return tourDto(tour, users.find((u) => u.id === tour.tour_facilitator_user_id)?.name ?? null, users);
}

/** Moves the lead to the column its tour puts it in (top of the column); returns the lead's version. */
async function followTour(t: ScopedDb, lead: common.LeadRow, status: ReturnType<typeof statusAfterTourSaved>): Promise<number> {
  if (status === lead.status) return lead.version;
  const top = await common.firstOrderNumber(t, status, lead.id);
  return (await common.placeLead(t, lead.id, status, orderKeyBetween(null, top), true)).version;
}

/** POST tour/save: book or edit the lead's tour; the lead's status follows (Enquiries -> Tour booked -> Tour completed). */
export async function saveTour(s: ScopedDb, body: TourBody): Promise<TourSaveResult> {
  await s.resolve.residency(body.residencyId);
  if (body.id) await resolveTour(s, body.id);
  // A user who does not work here is another facility's (404); one who does but cannot facilitate (a system user, an
  // inactive account) is refused with the tour rule's message.
  if (body.tourFacilitatorUserId && !(await repo.isFacilityUser(s, body.tourFacilitatorUserId))) throw notFound();
  const users = await repo.tourFacilitators(s);
  return s.transaction(async (t) => {
    // A saved tour can move the lead into Tour booked or Tour completed: those columns are locked before the row.
    await common.lockColumns(t, ['TourBooked', 'TourCompleted']);
    const lead = await residencyOf(t, body.residencyId, { lock: true });
    if (!lead.is_lead || lead.admission_date_utc || lead.is_archived)
      throw ModelStateError.field('residencyId', lead.is_archived ? M.archived : TOUR_MESSAGES.notALead);
    const existing = await common.tourOf(t, lead.id, { lock: true });
    if (body.id && (!existing || existing.id !== body.id)) throw notFound(TOUR_NOT_FOUND);
    if (!body.id && existing) throw ModelStateError.field('id', TOUR_MESSAGES.alreadyHasTour);
    const ms = validateTour(body, existing ? { isCompleted: existing.is_completed } : null);
    // A tour is on a real day of the product's range (the contract's date range).
    const day = isTourDateTime(body.tourDateTime) ? body.tourDateTime.slice(0, 10) : null;
    if (day && (day < DATE_MIN || day > DATE_MAX)) addError(ms, 'tourDateTime', TOUR_MESSAGES.dateTimeInvalid);
    if (body.tourFacilitatorUserId && !users.some((u) => u.id === body.tourFacilitatorUserId))
      addError(ms, 'tourFacilitatorUserId', TOUR_MESSAGES.facilitatorInvalid);
    refuse(ms);
    if (existing) checkVersion(existing.version, body.version);
    const when = tourDateTimeToInstant(body.tourDateTime!);
    const completing = !!body.isCompleted && !existing?.is_completed;
    const values = {
      tour_facilitator_user_id: body.tourFacilitatorUserId!,
      attendees: blankToNull(body.attendees),
      tour_date_time: when,
      is_completed: !!body.isCompleted || !!existing?.is_completed,
    };
    let saved: common.TourRow;
    if (existing) {
      const updated = await repo.updateTour(t, { residencyId: lead.id, tourId: existing.id }, existing.version, {
        ...values,
        updated_on_utc: new Date(),
        ...(completing ? { completed_on_utc: new Date() } : {}),
      });
      if (!updated) throw conflict();
      saved = updated;
    } else {
      saved = await repo.insertTour(t, {
        ...values,
        residency_id: lead.id,
        created_by_user_id: t.userId,
        completed_on_utc: completing ? new Date() : null,
      });
    }
    const status = statusAfterTourSaved(lead.status, saved.is_completed);
    const leadVersion = await followTour(t, lead, status);
    await t.audit(existing ? (completing ? 'leads.tour-complete' : 'leads.tour-update') : 'leads.tour-book', 'tour', saved.id, {
      residencyId: lead.id,
      tourDateTime: body.tourDateTime,
      isCompleted: saved.is_completed,
      from: lead.status,
      to: status,
    });
    return {
      ...tourDto(saved, users.find((u) => u.id === saved.tour_facilitator_user_id)?.name ?? null),
      leadStatus: status,
      leadVersion,
    };
  });
}

/** DELETE tour/{id} (`id` = the tour): not once completed; a lead in Tour booked goes back to Enquiries. */
export async function deleteTour(s: ScopedDb, tourId: number): Promise<TourDeleteResult> {
  const tour = await resolveTour(s, tourId);
  return s.transaction(async (t) => {
    // Deleting the tour can move the lead back to Enquiries: that column is locked before the row.
    await common.lockColumn(t, 'Enquiries');
    const lead = await residencyOf(t, tour.residencyId, { lock: true });
    const locked = await common.tourOf(t, lead.id, { lock: true });
    if (!locked || locked.id !== tourId) throw notFound(TOUR_NOT_FOUND);
    if (locked.is_completed) throw ModelStateError.field('id', TOUR_MESSAGES.completedCannotBeDeleted);
    await repo.deleteTour(t, { residencyId: lead.id, tourId });
    const status = statusAfterTourDeleted(lead.status);
    if (status !== lead.status) await followTour(t, lead, status);
    await t.audit('leads.tour-delete', 'tour', tourId, { residencyId: lead.id, from: lead.status, to: status });
    return { id: tourId, residencyId: lead.id, leadStatus: status };
  });
}
