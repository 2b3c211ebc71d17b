/** Mark a departed resident as an enquiry (seed 000 §3 "Mark as enquiry payload", §8 messages). */
import type { FastifyRequest } from 'fastify';
import { careTypeName } from 'shared-domain/enums';
import { melbourneToday } from 'shared-domain/dates';
import { MARK_AS_ENQUIRY_MESSAGES } from 'shared-domain/resident-record';
import type { MarkAsEnquiryBody } from 'shared-domain/contracts/residents';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError } from '../../../http/errors';
import * as repo from '../record/repository';
import { blankToNull, loadRecord } from '../record/service';
import * as enquiry from './repository';

/**
 * POST residents/{id}/mark-departed-resident-as-enquiry: a new lead residency in the facility for a departed resident.
 * In an independent-living facility an enquiry is an allocation (seed 002: a departed resident marked as a new ILU
 * enquiry): the person is prospect 1 of a new one, so the enquiry shows on the ILU pages and dashboard, and the answer
 * names it (`enquiryId`) for the page to open (/independentLiving/{enquiryId}/enquiry/{residentId}).
 */
export async function markAsEnquiry(s: ScopedDb, req: FastifyRequest, residentId: number, body: MarkAsEnquiryBody) {
  const facility = req.auth!.facility!;
  const { person, row: current } = await loadRecord(s, residentId);
  const errors: Record<string, string[]> = {};
  const addErr = (f: string, m: string) => (errors[f] ??= []).push(m);
  const M = MARK_AS_ENQUIRY_MESSAGES;
  if (!body.firstName.trim()) addErr('firstName', M.firstNameRequired);
  if (!body.lastName.trim()) addErr('lastName', M.lastNameRequired);
  const care = careTypeName(body.careType);
  const allowed = facility.facilityType === 'IndependentLiving' ? ['ILU'] : ['Permanent', 'Respite'];
  if (!care || !allowed.includes(care)) addErr('careType', M.careTypeInvalid);
  const requested = body.requestedAdmissionDateUtc ?? null;
  if (requested && requested < melbourneToday()) addErr('requestedAdmissionDateUtc', M.requestedAdmission);
  if (!body.contactIsResident && (!body.contactFirstName?.trim() || !body.contactLastName?.trim()))
    addErr('contactFirstName', M.contactName);
  if (!current.departure_date_utc || current.is_lead) addErr('residentId', M.notDeparted);
  if (await enquiry.openEnquiryHere(s, person)) addErr('residentId', M.openEnquiry);
  if (Object.keys(errors).length || !care) throw new ModelStateError(errors);

  const ilu = facility.facilityType === 'IndependentLiving';
  const { residencyId, enquiryId } = await s.transaction(async (t) => {
    await enquiry.renameResident(t, person, body.firstName.trim(), body.lastName.trim());
    // The enquiry's contact (seed 002 §5): the person themselves (prospect 1), or another person whose names it keeps.
    const allocationId = ilu
      ? await enquiry.insertAllocation(
          t,
          body.contactIsResident
            ? { primary_contact: 'prospect1' }
            : {
                primary_contact: 'other',
                contact_first_name: body.contactFirstName!.trim(),
                contact_last_name: body.contactLastName!.trim(),
                contact_phone_number: blankToNull(body.contactPhoneNumber),
              },
        )
      : null;
    if (allocationId !== null) await enquiry.addToAllocation(t, person, allocationId, 1);
    const id = await enquiry.insertLeadResidency(t, person, {
      care_type: care,
      requested_admission_date: requested,
      independent_living_allocation_id: allocationId,
    });
    if (!body.contactIsResident) {
      const values = {
        first_name: body.contactFirstName!.trim(),
        last_name: body.contactLastName!.trim(),
        phone_number: blankToNull(body.contactPhoneNumber),
      };
      const primary = await repo.primaryContactId(t, person);
      if (primary) await repo.updateContact(t, person, primary, values);
      else await repo.insertContact(t, person, { ...values, kind: 'Primary' });
    }
    await t.audit('mark-departed-resident-as-enquiry', 'residency', id, {
      residentId,
      fromResidencyId: current.residency_id,
      careType: care,
      ...(allocationId !== null ? { enquiryId: allocationId } : {}),
    });
    return { residencyId: id, enquiryId: allocationId };
  });
  return { residentId, residencyId, enquiryId };
}
