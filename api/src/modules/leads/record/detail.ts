/** Reading the lead record (GET leads/{id}, and the answer of PUT leads). */
import type { LeadRecord } from 'shared-domain/contracts/leads';
import { anaccClassText } from 'shared-domain/resident-funding';
import type { ScopedDb } from '../../../db/scoped';
import { contactDetails, contactsOf, sourcesAndReligions, type ContactRow } from '../../residents/index';
import { tourInfo } from '../board/service';
import { cardsByResidencyIds } from '../board/repository';
import { latestExpectedAnacc } from '../../funding/index';
import { iso, leadOf } from '../common/service';
import * as repo from './repository';

function contactDto(c: ContactRow, billPayerType: string) {
  return {
    ...contactDetails(c),
    isBillPayer:
      (billPayerType === 'PrimaryContact' && c.kind === 'Primary') ||
      (billPayerType === 'SecondaryContact' && c.kind === 'Secondary'),
  };
}

/** GET leads/{id}: the lead record (the `Lead` contract, plus `residentVersion` for the person). */
export async function leadDetail(s: ScopedDb, facilityName: string, residentId: number): Promise<LeadRecord> {
  const lead = await leadOf(s, residentId);
  const person = await s.resolve.resident(lead.resident_id);
  const p = await repo.personRow(s, person);
  const [contacts, links, [card], expected] = await Promise.all([
    contactsOf(s, person),
    sourcesAndReligions(s, person),
    cardsByResidencyIds(s, [lead.id]),
    latestExpectedAnacc(s, lead.id),
  ]);
  const primary = contacts.find((c) => c.kind === 'Primary');
  const secondary = contacts.find((c) => c.kind === 'Secondary');
  // Leads made by mark-as-enquiry keep the enquirer as the primary contact: show those names when none are stored.
  const contactFirstName = lead.contact_first_name ?? (!lead.contact_is_resident ? (primary?.first_name ?? null) : null);
  const contactLastName = lead.contact_last_name ?? (!lead.contact_is_resident ? (primary?.last_name ?? null) : null);
  return {
    residentId: lead.resident_id,
    id: lead.resident_id,
    residencyId: lead.id,
    version: lead.version,
    residentVersion: p.version,
    firstName: p.first_name,
    lastName: p.last_name,
    preferredName: p.preferred_name,
    title: p.title,
    sex: p.sex,
    dateOfBirth: p.date_of_birth,
    careType: lead.care_type,
    requestACCR: lead.request_accr,
    entitlementType: lead.entitlement_type,
    enquirySources: links.sources,
    religions: links.religions,
    isPrivateResidency: lead.is_private_residency,
    contactIsResident: lead.contact_is_resident,
    contactFirstName,
    contactLastName,
    requestedAdmissionDateUtc: lead.requested_admission_date,
    requestedDepartureDateUtc: lead.requested_departure_date,
    preEntryLeaveDateUtc: lead.pre_entry_leave_date,
    indigenousStatus: p.indigenous_status,
    medicareNumber: p.medicare_number,
    medicareMemberNumber: p.medicare_member_number,
    medicareExpiryYear: p.medicare_expiry_year,
    careRecipientId: p.care_recipient_id,
    email: p.email,
    phoneNumber: p.phone_number,
    street1: p.street1,
    street2: p.street2,
    suburb: p.suburb,
    state: p.state,
    postCode: p.post_code,
    countryId: p.country_id,
    country: p.country_name,
    primaryContact: primary ? contactDto(primary, p.bill_payer_type) : null,
    secondaryContact: secondary ? contactDto(secondary, p.bill_payer_type) : null,
    debtor: p.debtor,
    respiteCareLevel: lead.respite_care_level,
    adl: lead.adl,
    beh: lead.beh,
    chc: lead.chc,
    supportStatus: lead.support_status,
    preferredFacilityLocationId: lead.preferred_facility_location_id,
    status: lead.status,
    isArchived: lead.is_archived,
    isProspect: lead.is_prospect,
    isContractSigned: lead.contract_signed,
    isDeceased: p.is_deceased,
    incomeAssetStatus: lead.income_asset_status,
    facilityId: s.facilityId,
    facilityName,
    createdOnUtc: iso(lead.created_on_utc)!,
    tourInfo: card ? tourInfo(card) : null,
    expectedAnacc: expected
      ? {
          anaccClass: expected.anaccClass,
          anaccClassText: anaccClassText(expected.anaccClass) ?? '',
          classificationDate: expected.classificationDate,
        }
      : null,
    hasPreviousResidency: !!card?.has_previous_residency,
  };
}
