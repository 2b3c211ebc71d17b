/** The lead body as rows: PUT semantics (a field left out keeps its value; null or blank clears it). */
import type { CreateLeadBody, LeadContactBody, UpdateLeadBody } from 'shared-domain/contracts/leads';
import type * as common from '../common/repository';
import { blankToNull, keep } from '../common/service';
import type * as repo from './repository';

export type LeadBody = CreateLeadBody | UpdateLeadBody;
type CurrentPerson = Partial<repo.PersonRow> | null;

export function personValues(body: LeadBody, current: CurrentPerson) {
  const c = current ?? {};
  const str = (v: string | null | undefined, cur: string | null | undefined) =>
    v === undefined ? (cur ?? null) : blankToNull(v);
  return {
    first_name: String(body.firstName ?? '').trim(),
    last_name: String(body.lastName ?? '').trim(),
    preferred_name: str(body.preferredName, c.preferred_name),
    title: str(body.title, c.title),
    sex: keep(body.sex, c.sex ?? null) ?? null,
    date_of_birth: str(body.dateOfBirth, c.date_of_birth),
    email: str(body.email, c.email),
    phone_number: str(body.phoneNumber, c.phone_number),
    street1: str(body.street1, c.street1),
    street2: str(body.street2, c.street2),
    suburb: str(body.suburb, c.suburb),
    state: str(body.state, c.state),
    post_code: str(body.postCode, c.post_code),
    country_id: keep(body.countryId, c.country_id ?? null) ?? null,
    medicare_number: str(body.medicareNumber, c.medicare_number),
    medicare_member_number: str(body.medicareMemberNumber, c.medicare_member_number),
    medicare_expiry_year: keep(body.medicareExpiryYear, c.medicare_expiry_year ?? null) ?? null,
    care_recipient_id: str(body.careRecipientId, c.care_recipient_id),
    indigenous_status: str(body.indigenousStatus, c.indigenous_status),
    debtor: str(body.debtor, c.debtor),
  };
}

export function residencyValues(
  body: LeadBody & { careType: 'Permanent' | 'Respite' | 'ILU' },
  current: Partial<common.LeadRow> | null,
): repo.LeadResidencyValues {
  const c = current ?? {};
  const careType = body.careType;
  const respite = careType === 'Respite';
  const text = (v: string | null | undefined, cur: string | null | undefined) => blankToNull(keep(v, cur));
  return {
    care_type: careType,
    request_accr: keep(body.requestACCR, c.request_accr ?? false) ?? false,
    entitlement_type: text(body.entitlementType, c.entitlement_type) ?? 'MCA',
    is_private_residency: keep(body.isPrivateResidency, c.is_private_residency ?? false) ?? false,
    contact_is_resident: keep(body.contactIsResident, c.contact_is_resident ?? true) ?? true,
    contact_first_name: body.contactIsResident ? null : text(body.contactFirstName, c.contact_first_name),
    contact_last_name: body.contactIsResident ? null : text(body.contactLastName, c.contact_last_name),
    requested_admission_date: keep(body.requestedAdmissionDateUtc, c.requested_admission_date ?? null) || null,
    requested_departure_date: keep(body.requestedDepartureDateUtc, c.requested_departure_date ?? null) || null,
    pre_entry_leave_date:
      careType === 'Permanent' ? keep(body.preEntryLeaveDateUtc, c.pre_entry_leave_date ?? null) || null : null,
    respite_care_level: respite ? (keep(body.respiteCareLevel, c.respite_care_level ?? 'Unknown') ?? 'Unknown') : 'Unknown',
    adl: keep(body.adl, c.adl ?? 'Default') ?? 'Default',
    beh: keep(body.beh, c.beh ?? 'Default') ?? 'Default',
    chc: keep(body.chc, c.chc ?? 'Default') ?? 'Default',
    support_status: keep(body.supportStatus, c.support_status ?? null) ?? null,
    preferred_facility_location_id: keep(body.preferredFacilityLocationId, c.preferred_facility_location_id ?? null) ?? null,
  };
}

export function contactValues(c: LeadContactBody): repo.ContactValues {
  return {
    title: blankToNull(c.title),
    first_name: String(c.firstName ?? '').trim(),
    last_name: String(c.lastName ?? '').trim(),
    phone_number: blankToNull(c.phoneNumber),
    phone_number_alternate: blankToNull(c.phoneNumberAlternate),
    contact_notes: blankToNull(c.contactNotes),
    email: blankToNull(c.email),
    street1: blankToNull(c.street1),
    street2: blankToNull(c.street2),
    suburb: blankToNull(c.suburb),
    state: blankToNull(c.state),
    post_code: blankToNull(c.postCode),
    country_id: c.countryId ?? null,
  };
}
