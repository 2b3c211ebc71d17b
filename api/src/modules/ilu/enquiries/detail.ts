/**
 * GET enquiries/{id}: the enquiry (or, once admitted, the residents' allocation) with its people, their contacts,
 * enquiry sources and bill payer, the unit it is assigned with the unit's brief note, and the settlement.
 */
import type { Enquiry, EnquiryQuery, EnquiryResident } from 'shared-domain/contracts/ilu';
import { melbourneToday } from 'shared-domain/dates';
import { residentDisplayLabel } from 'shared-domain/resident-labels';
import { unitBriefNote } from 'shared-domain/unit-brief-note';
import type { ScopedDb } from '../../../db/scoped';
import { notFound } from '../../../http/errors';
import type { FacilityInfo } from '../../../http/routes';
import { accommodationFinancialEvents } from '../../admin/index';
import { contactDetails, contactsOf, type ContactRow } from '../../residents/index';
import * as repo from './repository';

const iso = (d: Date | string | null) => (d instanceof Date ? d.toISOString() : d);

/** A contact of the person as the residents area shows it, marked when it is the person's bill payer. */
function contactOf(contacts: ContactRow[], kind: 'Primary' | 'Secondary', p: repo.PersonOfAllocation) {
  const c = contacts.find((x) => x.kind === kind);
  if (!c) return null;
  const isBillPayer = p.bill_payer_type === `${kind}Contact`;
  return { ...contactDetails(c), isBillPayer, billPayerDetail: null };
}

async function personOf(s: ScopedDb, p: repo.PersonOfAllocation): Promise<EnquiryResident> {
  const contacts = await contactsOf(s, await s.resolve.resident(p.resident_id));
  const admissionDateUtc = p.admission_date_utc;
  const departureDateUtc = p.departure_date_utc;
  return {
    id: p.resident_id,
    residentId: p.resident_id,
    residencyId: p.residency_id,
    residencyVersion: p.residency_version,
    firstName: p.first_name,
    lastName: p.last_name,
    dateOfBirth: p.date_of_birth,
    requestedAdmissionDateUtc: p.requested_admission_date,
    email: p.email,
    phoneNumber: p.phone_number,
    enquirySources: p.sources,
    billPayerType: p.bill_payer_type,
    billPayerDetail: { ccEmail: p.cc_email ?? null },
    primaryContact: contactOf(contacts, 'Primary', p),
    secondaryContact: contactOf(contacts, 'Secondary', p),
    debtor: p.debtor,
    admissionDateUtc,
    departureDateUtc,
    isAdmitted: admissionDateUtc !== null,
    isDeparted: departureDateUtc !== null,
    isOnLeave: !!p.is_on_leave,
    displayLabel: residentDisplayLabel({ admissionDateUtc, departureDateUtc }, 'IndependentLiving'),
  };
}

/** The unit an allocation is assigned, with its brief note from the unit's latest financial event (seed 002 §4). */
async function assignedUnit(s: ScopedDb, a: repo.AllocationRow): Promise<Enquiry['assignedUnit']> {
  if (a.accommodation_id === null) return null;
  const unit = await repo.unitOf(s, a.accommodation_id);
  if (!unit) return null;
  const [latest] = (await accommodationFinancialEvents(s, unit.id)).events;
  return {
    accommodationId: unit.id,
    unitNumber: unit.room_number,
    unitType: unit.type_name,
    location: unit.location_name,
    independentLivingAllocationId: a.id,
    iluStatus: unit.ilu_status,
    briefNotes: unitBriefNote(latest, unit.ilu_status === 'OutOfService'),
  };
}

/**
 * The enquiry `allocationId` of the facility (404 for another facility's). `residentId`, when given, must be one of its
 * people (404 otherwise).
 *
 * `viewDepartedMode` chooses which people are listed, not whether the allocation is answered: an allocation is answered
 * in either mode (a departed one too). Its departed people are listed in departed mode only (the departed residents'
 * list opens the page in it); otherwise the people still there (an enquiry's leads and the current residents), and the
 * person `residentId` names whatever their state (the page asked for them).
 */
export async function enquiryDetail(
  s: ScopedDb,
  facility: FacilityInfo,
  allocationId: number,
  query: EnquiryQuery = {},
): Promise<Enquiry> {
  const { allocationId: id } = await s.resolve.allocation(allocationId);
  const selected = query.residentId !== undefined ? (await s.resolve.resident(query.residentId)).residentId : undefined;
  const a = await repo.allocationRow(s, id);
  const people = await repo.allocationPeople(s, id, melbourneToday());
  if (selected !== undefined && !people.some((p) => p.resident_id === selected)) throw notFound();
  const listed = people.filter((p) => query.viewDepartedMode || p.departure_date_utc === null || p.resident_id === selected);
  const residents: EnquiryResident[] = [];
  for (const p of listed) residents.push(await personOf(s, p));
  return {
    enquiryId: a.id,
    version: a.version,
    facilityId: facility.id,
    facilityType: facility.facilityType,
    residents,
    primaryContact: a.primary_contact,
    contactFirstName: a.contact_first_name,
    contactLastName: a.contact_last_name,
    contactEmail: a.contact_email,
    contactPhoneNumber: a.contact_phone_number,
    occupiedDate: a.occupied_date,
    vacatingDateUtc: a.departure_date,
    depositPaidDateUtc: a.deposit_paid_date,
    responsibleResidencyId: a.responsible_residency_id,
    accessibilityRequirement: a.accessibility_requirement,
    notes: a.notes,
    assignedUnit: await assignedUnit(s, a),
    agreedPrice: a.agreed_price_text,
    isSettled: a.is_settled,
    settlementDateUtc: a.settlement_date,
    settlementPrice: a.settlement_price_text,
    createdOnUtc: iso(a.created_on)!,
  };
}
