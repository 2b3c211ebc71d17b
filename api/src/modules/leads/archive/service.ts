/**
 * Lead actions of seed 001 "Lead actions": archive, restore from the archive to the board, send back to the departed
 * list, mark as prospect and delete. Each runs in one transaction with the lead row locked, the version it was read
 * with (409 when stale) and its audit record.
 */
import type { Updateable } from 'kysely';
import type { DeleteLeadResult, LeadCard, MarkAsProspectResult, SendToDepartedListResult } from 'shared-domain/contracts/leads';
import { LEAD_FIELD_MESSAGES as M, orderKeyBetween } from 'shared-domain/leads';
import type { Database } from '../../../db/schema';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError, conflict, notFound } from '../../../http/errors';
import { cardOf } from '../board/service';
import * as common from '../common/repository';
import { checkVersion, leadOf } from '../common/service';
import * as repo from './repository';

type LeadChange = Updateable<Database['residencies']> | null;

/** Sets columns of the person's lead under optimistic concurrency (nothing when `change` returns null); returns the card. */
async function updateLeadColumns(
  s: ScopedDb,
  residentId: number,
  version: number,
  action: string,
  change: (lead: common.LeadRow) => LeadChange,
): Promise<LeadCard> {
  const residencyId = await s.transaction(async (t) => {
    const lead = await leadOf(t, residentId, { lock: true });
    checkVersion(lead.version, version);
    const set = change(lead);
    if (set) {
      if (!(await repo.setLeadColumns(t, lead.id, lead.version, set))) throw conflict();
      await t.audit(action, 'residency', lead.id, { residentId, ...set });
    }
    return lead.id;
  });
  return cardOf(s, residencyId);
}

/** PUT leads/{id}/archive. */
export function archive(s: ScopedDb, residentId: number, version: number): Promise<LeadCard> {
  return updateLeadColumns(s, residentId, version, 'leads.archive', (lead) => (lead.is_archived ? null : { is_archived: true }));
}

/** POST leads/{id}/mark-as-prospect. */
export async function markAsProspect(s: ScopedDb, residentId: number, version: number): Promise<MarkAsProspectResult> {
  const card = await updateLeadColumns(s, residentId, version, 'leads.mark-as-prospect', (lead) => {
    if (lead.is_archived) throw ModelStateError.field('residentId', M.archived);
    return lead.is_prospect ? null : { is_prospect: true, prospect_marked_on_utc: new Date() };
  });
  return { residentId, residencyId: card.residencyId, isProspect: true, version: card.version };
}

/** PUT leads/{id}/send-to-leads: an archived lead back on the board, at the top of its column. */
export async function sendToLeads(s: ScopedDb, residentId: number, version: number): Promise<LeadCard> {
  const residencyId = await s.transaction(async (t) => {
    // Column lock first, then the row (the order every board write uses).
    const probe = await leadOf(t, residentId);
    await common.lockColumn(t, probe.status);
    const lead = await common.findLeadByResidencyId(t, probe.id, { lock: true });
    if (!lead) throw notFound();
    checkVersion(lead.version, version);
    if (!lead.is_archived) throw ModelStateError.field('residentId', M.notArchived);
    const orderNumber = orderKeyBetween(null, await common.firstOrderNumber(t, lead.status, lead.id));
    if (!(await repo.setLeadColumns(t, lead.id, lead.version, { is_archived: false, order_number: orderNumber })))
      throw conflict();
    await t.audit('leads.send-to-leads', 'residency', lead.id, { residentId, orderNumber });
    return lead.id;
  });
  return cardOf(s, residencyId);
}

/** Removes the lead residency; refused when it has stay history (Medicare events, submissions, bed moves). */
async function removeLead(t: ScopedDb, lead: common.LeadRow): Promise<void> {
  if (await repo.hasStayHistory(t, lead.id)) throw ModelStateError.field('residentId', M.hasMedicareEvents);
  await repo.removeResidency(t, lead.id);
}

/** PUT leads/{id}/send-to-departed-list: a departed resident's enquiry is dropped; the departed stay shows again. */
export async function sendToDepartedList(s: ScopedDb, residentId: number, version: number): Promise<SendToDepartedListResult> {
  return s.transaction(async (t) => {
    const lead = await leadOf(t, residentId, { lock: true });
    checkVersion(lead.version, version);
    const departed = await repo.latestDepartedStay(t, lead.resident_id);
    if (!departed) throw ModelStateError.field('residentId', M.notDeparted);
    await removeLead(t, lead);
    await t.audit('leads.send-to-departed-list', 'residency', lead.id, {
      residentId,
      departedResidencyId: departed.id,
    });
    return { residentId, residencyId: departed.id };
  });
}

/** DELETE leads/{id}: the lead, and the person when nothing else in the organisation refers to them. */
export async function deleteLead(s: ScopedDb, residentId: number): Promise<DeleteLeadResult> {
  return s.transaction(async (t) => {
    const person = await t.resolve.resident(residentId);
    const lead = await leadOf(t, residentId, { lock: true });
    await removeLead(t, lead);
    const personRemoved = !(await repo.personReferredTo(t, person));
    if (personRemoved) await repo.removePerson(t, person);
    await t.audit('leads.delete', 'residency', lead.id, { residentId, personRemoved });
    return { residentId, residencyId: lead.id, deleted: true };
  });
}
