/**
 * Transfer to another facility of the organisation (seed 000: TransferType ActiveResidency, DepartedResidency, Lead):
 * the one cross-facility write of the residents area (`crossFacility('transfer')`); and making a private resident
 * funded (enablePrivateResidents), which sends the entry to Medicare.
 */
import { STAY_FIELD_MESSAGES as M } from 'shared-domain/stay';
import type { MakeResidentFundedBody, TransferBody } from 'shared-domain/contracts/residents';
import { mpirNotSet, mpirSetForAgreedRoomPrice } from '../../../funding/index';
import { ModelStateError, conflict } from '../../../../http/errors';
import { basePayload, checkVersion, facilityOf, inTransaction, loadStay, updateResidency, type StayCall } from '../events';
import * as repo from '../repository';
import * as transferRepo from './repository';

/** POST residents/{id}/transfer. The destination must be one of the caller's facilities (404 otherwise), of the same type. */
export async function transfer(call: StayCall, residentId: number, body: TransferBody) {
  const f = facilityOf(call);
  // Every id first: the person (404 for one this facility does not know), then the destination (404 unless it is one of
  // the caller's facilities); the transfer's own rules after.
  await call.s.resolve.resident(residentId);
  const { facilityId } = await call.s.resolve.facility(body.toFacilityId);
  const to = await transferRepo.facilityOfOrganisation(call.s, facilityId);
  if (to.id === f.id) throw ModelStateError.field('toFacilityId', M.transferFacility);
  if (to.facility_type !== f.facilityType) throw ModelStateError.field('toFacilityId', M.transferFacilityType);
  return inTransaction(call, async (c) => {
    const { stay: seen } = await loadStay(c.s, residentId, true);
    // A lead transfer moves the person's open enquiry here (a departed resident marked as an enquiry has both).
    const leadId =
      body.transferType === 'Lead' && !seen.is_lead ? await repo.openLeadResidencyId(c.s, seen.resident_id) : undefined;
    const stay = leadId ? await repo.stayById(c.s, leadId, true) : seen;
    checkVersion(stay, body.version);
    // The MPIR check of seed 000: a residency moving with its agreed room price needs the MPIR of its entry date.
    if (body.transferType !== 'DepartedResidency' && !(await mpirSetForAgreedRoomPrice(c.s, stay.id, stay.admission_date_utc)))
      throw mpirNotSet();
    const isCurrent = !stay.is_lead && !!stay.admission_date_utc && !stay.departure_date_utc;
    let residencyId = stay.id;
    if (body.transferType === 'ActiveResidency') {
      if (!isCurrent) throw ModelStateError.field('transferType', M.transferNotCurrent);
      if (await repo.openLeave(c.s, stay.id)) throw ModelStateError.field('transferType', M.transferOnLeave);
      if (!(await transferRepo.moveResidency(c.s, stay, to.id, { bed_id: null, independent_living_allocation_id: null })))
        throw conflict();
    } else if (body.transferType === 'Lead') {
      if (!stay.is_lead) throw ModelStateError.field('transferType', M.transferNotLead);
      if (!(await transferRepo.moveResidency(c.s, stay, to.id, { independent_living_allocation_id: null }))) throw conflict();
    } else {
      if (!stay.departure_date_utc) throw ModelStateError.field('transferType', M.transferNotDeparted);
      residencyId = await transferRepo.insertResidencyElsewhere(c.s, stay, to.id);
      await updateResidency(c.s, stay, { departure_to_facility_id: to.id });
    }
    await c.s.audit('stay.transfer', 'residency', residencyId, {
      transferType: body.transferType,
      fromFacilityId: f.id,
      toFacilityId: to.id,
      residentId: stay.resident_id,
    });
    return {
      residentId: stay.resident_id,
      residencyId,
      facilityId: to.id,
      facilityName: to.name,
      transferType: body.transferType,
    };
  });
}

/** PUT residents/make-resident-funded: a private admitted resident becomes funded; the entry goes to Medicare. */
export async function makeResidentFunded(call: StayCall, body: MakeResidentFundedBody) {
  const f = facilityOf(call);
  return inTransaction(call, async (c) => {
    const { stay } = await loadStay(c.s, body.residentId, true);
    checkVersion(stay, body.version);
    if (stay.is_lead || !stay.admission_date_utc) throw ModelStateError.field('residentId', M.notAdmitted);
    let version = stay.version;
    if (stay.is_private_residency) {
      version = await updateResidency(c.s, stay, { is_private_residency: false });
      await c.s.audit('stay.makeResidentFunded', 'residency', stay.id, {
        residentId: stay.resident_id,
      });
      // From now on the stay is reported to Medicare: the entry goes to the gateway.
      await c.medicare.submit(c.s, {
        facilityId: f.id,
        residencyId: stay.id,
        residentId: stay.resident_id,
        requestType: 'Entry',
        createdByUserId: c.s.userId,
        payload: { ...basePayload(stay) },
      });
    }
    return { residentId: stay.resident_id, residencyId: stay.id, isPrivateResidency: false, version };
  });
}
