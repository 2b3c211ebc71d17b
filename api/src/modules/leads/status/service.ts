/**
 * Card changes made on the lead board (seed 001 "Leads dashboard", drag rules): moving a card to another column, placing
 * it between two neighbours, contract signed / deceased with the status, and the preferred wing. Every column change
 * takes the column's advisory lock before the lead's row lock (the order every board write uses: no deadlock).
 */
import type { EnquiryStatus } from 'shared-domain/enums';
import type {
  LeadCard,
  LeadOrderChange,
  LeadOrderResult,
  LeadStatusChange,
  PreAdmissionStatus,
  PreferredLocationBody,
} from 'shared-domain/contracts/leads';
import {
  LEAD_FIELD_MESSAGES as M,
  cardMovedSince,
  compareOrderNumbers,
  isOrderNumber,
  leadMoveRefusal,
  orderKeyBetween,
} from 'shared-domain/leads';
import { type FieldErrors as ModelState } from 'shared-domain/model-state';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError, conflict } from '../../../http/errors';
import { cardOf } from '../board/service';
import * as common from '../common/repository';
import { addError, refuse, residencyOf } from '../common/service';
import * as repo from './repository';

const ORDER_NUMBER_INVALID = 'The order number is not valid.';
/** Order numbers longer than this many decimals trigger a renumbering of the column (1..n, same order). */
const MAX_ORDER_DECIMALS = 24;

/** The drag rules of a move to `to`: an open lead, and the tour rules (a booked or completed tour cannot go back). */
async function moveChecks(t: ScopedDb, lead: common.LeadRow, to: EnquiryStatus): Promise<void> {
  if (!lead.is_lead || lead.is_archived) throw ModelStateError.field('residencyId', lead.is_archived ? M.archived : M.notALead);
  if (lead.status === to) return;
  const tour = await common.tourOf(t, lead.id);
  const refusal = leadMoveRefusal(tour ? { isCompleted: tour.is_completed } : null, to);
  if (refusal) throw ModelStateError.field('status', refusal);
}

/**
 * The card must still be where the user's board showed it (`fromStatus`, `fromOrderNumber`): checked under the lead's
 * row lock, so of two people moving one card at once the second is told who moved it (a stale 409) and reloads the
 * board, instead of silently moving it from where it no longer is.
 */
function checkMovedFrom(lead: common.LeadRow, body: { fromStatus?: string; fromOrderNumber?: string | null }): void {
  const from = { status: body.fromStatus, orderNumber: body.fromOrderNumber };
  if (cardMovedSince({ status: lead.status, orderNumber: lead.order_number }, from)) throw conflict();
}

/** PUT leads/lead-status: status (drag rules) and, optionally, the order number (default: top of the column). */
export async function leadStatus(s: ScopedDb, body: LeadStatusChange): Promise<LeadCard> {
  await s.resolve.residency(body.residencyId);
  if (body.orderNumber !== undefined && body.orderNumber !== null && !isOrderNumber(body.orderNumber)) {
    throw ModelStateError.field('orderNumber', ORDER_NUMBER_INVALID);
  }
  await s.transaction(async (t) => {
    await common.lockColumn(t, body.status);
    const lead = await residencyOf(t, body.residencyId, { lock: true });
    checkMovedFrom(lead, body);
    await moveChecks(t, lead, body.status);
    const changed = lead.status !== body.status;
    if (!changed && !body.orderNumber) return;
    const orderNumber = body.orderNumber ?? orderKeyBetween(null, await common.firstOrderNumber(t, body.status, lead.id));
    await common.placeLead(t, lead.id, body.status, orderNumber, changed);
    await t.audit('leads.lead-status', 'residency', lead.id, { from: lead.status, to: body.status, orderNumber });
  });
  return cardOf(s, body.residencyId);
}

/**
 * PUT leads/lead-order: places the card right after the predecessor the client saw (or at the top), strictly before
 * the next card that is in the column now. The column is locked (advisory lock) and the key computed inside the
 * transaction from the committed rows, so two people reordering one column at once get distinct keys in a consistent
 * total order. A status different from the card's is a move between columns (drag rules apply).
 */
export async function leadOrder(s: ScopedDb, body: LeadOrderChange): Promise<LeadOrderResult> {
  await s.resolve.residency(body.currentResidencyId);
  const pred = body.predecessorOrderNumber ?? null;
  const succ = body.successorOrderNumber ?? null;
  const ms: ModelState = {};
  if (pred !== null && !isOrderNumber(pred)) addError(ms, 'predecessorOrderNumber', ORDER_NUMBER_INVALID);
  if (succ !== null && !isOrderNumber(succ)) addError(ms, 'successorOrderNumber', ORDER_NUMBER_INVALID);
  if (!Object.keys(ms).length && pred !== null && succ !== null && compareOrderNumbers(pred, succ) > 0) {
    addError(ms, 'successorOrderNumber', 'The successor must come after the predecessor.');
  }
  refuse(ms);
  return s.transaction(async (t) => {
    await common.lockColumn(t, body.status);
    const lead = await residencyOf(t, body.currentResidencyId, { lock: true });
    checkMovedFrom(lead, body);
    await moveChecks(t, lead, body.status);
    const compute = async () =>
      pred === null
        ? orderKeyBetween(null, await common.firstOrderNumber(t, body.status, lead.id))
        : orderKeyBetween(pred, await common.nextOrderNumber(t, body.status, pred, lead.id));
    let key = await compute();
    if ((key.split('.')[1]?.length ?? 0) > MAX_ORDER_DECIMALS) {
      // Keys grew long at one place: renumber the column in its current order and place the card by position.
      const position = await common.countUpTo(t, body.status, pred, lead.id);
      const total = await common.countUpTo(t, body.status, '1e30', lead.id);
      await common.renumberColumn(t, body.status, lead.id);
      key = orderKeyBetween(position > 0 ? String(position) : null, position < total ? String(position + 1) : null);
    }
    await common.placeLead(t, lead.id, body.status, key, lead.status !== body.status);
    await t.audit('leads.lead-order', 'residency', lead.id, {
      from: lead.status,
      to: body.status,
      predecessorOrderNumber: pred,
      successorOrderNumber: succ,
      orderNumber: key,
    });
    return { result: key };
  });
}

/** PUT leads/pre-admission-status: contract signed, deceased and status (drag rules) of a lead. */
export async function preAdmissionStatus(s: ScopedDb, body: PreAdmissionStatus): Promise<LeadCard> {
  await s.resolve.residency(body.residencyId);
  await s.transaction(async (t) => {
    await common.lockColumn(t, body.status);
    const lead = await residencyOf(t, body.residencyId, { lock: true });
    await moveChecks(t, lead, body.status);
    const changed = lead.status !== body.status;
    const orderNumber = changed ? orderKeyBetween(null, await common.firstOrderNumber(t, body.status, lead.id)) : undefined;
    await repo.updateLead(t, lead.id, {
      contract_signed: body.isContractSigned,
      status: body.status,
      ...(orderNumber ? { order_number: orderNumber } : {}),
    });
    await repo.setDeceased(t, await t.resolve.resident(lead.resident_id), body.isDeceased);
    await t.audit('leads.pre-admission-status', 'residency', lead.id, { ...body, from: lead.status });
  });
  return cardOf(s, body.residencyId);
}

/** PUT leads/preferred-facility-location: an active wing of this facility (another facility's: 404), or none. */
export async function preferredLocation(s: ScopedDb, body: PreferredLocationBody): Promise<LeadCard> {
  await s.resolve.residency(body.residencyId);
  if (body.preferredFacilityLocationId) await s.resolve.location(body.preferredFacilityLocationId);
  await s.transaction(async (t) => {
    const lead = await residencyOf(t, body.residencyId, { lock: true });
    if (!lead.is_lead) throw ModelStateError.field('residencyId', M.notALead);
    if (body.preferredFacilityLocationId && !(await common.isActiveLocation(t, body.preferredFacilityLocationId))) {
      throw ModelStateError.field('preferredFacilityLocationId', M.locationInvalid);
    }
    await repo.updateLead(t, lead.id, { preferred_facility_location_id: body.preferredFacilityLocationId ?? null });
    await t.audit('leads.preferred-facility-location', 'residency', lead.id, body);
  });
  return cardOf(s, body.residencyId);
}
