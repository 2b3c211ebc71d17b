/**
 * The resident record: detail, simple, the residency flags and deceased (the editor is edit/, marking a
 * departed resident as an enquiry is enquiry/). `{id}` is the resident (person); `s.resolve.resident` chooses the residency the
 * facility sees (the latest admitted one here, else the latest lead) and answers 404 for anyone else.
 */
import { CareType, careTypeName, type DepartureReason } from 'shared-domain/enums';
import { residentDisplayLabel } from 'shared-domain/resident-labels';
import type { BillPayerDetailWithDrawdowns } from 'shared-domain/resident-record';
import type { Contact, ResidentDetail, ResidentSimple } from 'shared-domain/contracts/resident-responses';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';
import { conflict, notFound } from '../../../http/errors';
import * as repo from './repository';

const careNumber = (name: string): CareType => CareType[careTypeName(name) ?? 'Permanent'];

/** '' or blanks are no value. */
export const blankToNull = (v: string | null | undefined): string | null =>
  v === null || v === undefined || v.trim() === '' ? null : v.trim();

/** The record row of the residency the facility sees for the person (404 for a person it does not know). */
export async function loadRecord(s: ScopedDb, residentId: number): Promise<{ person: ResolvedResident; row: repo.RecordRow }> {
  const person = await s.resolve.resident(residentId);
  return { person, row: await repo.recordRow(s, person.residencyId) };
}

// ---------------------------------------------------------------- detail

function mapBillPayer(b: repo.BillPayerRow | undefined): BillPayerDetailWithDrawdowns | null {
  if (!b) return null;
  return {
    ccEmail: b.cc_email,
    isInvoiceEmail: b.is_invoice_email,
    isInvoicePost: b.is_invoice_post,
    paymentMethod: b.payment_method,
    accountName: b.account_name,
    bankName: b.bank_name,
    bsb: b.bsb,
    accountNumber: b.account_number,
    isDrawdownDap: b.is_drawdown_dap,
    isDrawdownFees: b.is_drawdown_fees,
    isDrawdownExtraServices: b.is_drawdown_extra_services,
  };
}

/** A contact's own details as the record and the lead page show them (the bill-payer flags are the caller's). */
export function contactDetails(c: repo.ContactJson) {
  return {
    id: c.id,
    title: c.title,
    firstName: c.first_name,
    lastName: c.last_name,
    phoneNumber: c.phone_number,
    phoneNumberAlternate: c.phone_number_alternate,
    contactNotes: c.contact_notes,
    relationships: c.relationships,
    email: c.email,
    street1: c.street1,
    street2: c.street2,
    suburb: c.suburb,
    state: c.state,
    postCode: c.post_code,
    countryId: c.country_id,
    country: c.country_name,
  };
}

function mapContact(c: repo.ContactJson, billPayer: BillPayerDetailWithDrawdowns | null, isBillPayer: boolean): Contact {
  return { ...contactDetails(c), isBillPayer, billPayerDetail: isBillPayer ? billPayer : null };
}

/** GET residents/{id}: one statement (repo.detailRow); no row is a person the facility does not know (404). */
export async function detail(s: ScopedDb, residentId: number): Promise<ResidentDetail> {
  const r = await repo.detailRow(s, residentId);
  if (!r) throw notFound();
  const contacts = r.contacts;
  const l = r.openLeave;
  const billPayerDetail = mapBillPayer(r.billPayer);
  const bpt = r.bill_payer_type;
  const primary = contacts.find((c) => c.kind === 'Primary');
  const secondary = contacts.find((c) => c.kind === 'Secondary');
  const admission = r.admission_date_utc;
  const departure = r.departure_date_utc;
  return {
    id: r.id,
    residentId: r.id,
    residencyId: r.residency_id,
    facilityId: r.facility_id,
    facilityType: r.facility_type,
    facilityName: r.facility_name,
    version: r.version,
    firstName: r.first_name,
    lastName: r.last_name,
    preferredName: r.preferred_name,
    title: r.title,
    sex: r.sex,
    dateOfBirth: r.date_of_birth,
    email: r.email,
    street1: r.street1,
    street2: r.street2,
    suburb: r.suburb,
    state: r.state,
    stateDescription: null,
    postCode: r.post_code,
    countryId: r.country_id,
    country: r.country_name,
    careType: careNumber(r.care_type),
    isLead: r.is_lead,
    isAdmitted: !!admission,
    isDeparted: !!departure,
    isArchived: r.is_archived,
    isPrivateResidency: r.is_private_residency,
    admissionDateUtc: admission,
    requestedAdmissionDateUtc: r.requested_admission_date,
    expectedDepartureDateUtc: r.expected_departure_date,
    departureDateUtc: departure,
    departureReason: r.departure_reason as DepartureReason | null,
    preEntryLeaveDateUtc: r.pre_entry_leave_date,
    medicareNumber: r.medicare_number,
    medicareExpiryYear: r.medicare_expiry_year,
    medicareMemberNumber: r.medicare_member_number,
    careRecipientId: r.care_recipient_id,
    residentialCareId: r.residential_care_id,
    debtor: r.debtor,
    billPayerType: bpt,
    billPayerDetail,
    primaryContact: primary ? mapContact(primary, billPayerDetail, bpt === 'PrimaryContact') : null,
    secondaryContact: secondary ? mapContact(secondary, billPayerDetail, bpt === 'SecondaryContact') : null,
    otherContacts: contacts.filter((c) => c.kind === 'Other').map((c) => mapContact(c, null, false)),
    enquirySources: r.sources,
    religions: r.religions,
    lastChange: r.last_change,
    specialisedCareIds: r.specialised,
    nameOfCare: null,
    leave: l
      ? {
          id: l.id,
          type: l.type,
          kind: l.kind,
          startDateUtc: l.start_date,
          returnDateUtc: l.return_date,
          expectedReturnDateUtc: l.expected_return_date,
          leaveStartTimeLocalString: l.start_time_local ?? null,
          leaveReturnTimeLocalString: l.return_time_local ?? null,
          isRespiteLeaveWithinOrganisation: !!l.is_respite_leave_within_organisation,
          isPrivateResidency: r.is_private_residency,
          version: l.version,
        }
      : null,
    createdOnUtc: r.residency_created_on_utc.toISOString(),
    assignedAccommodationAndBed: r.room_number
      ? [r.room_number, r.bed_name && r.bed_name !== 'Bed' ? r.bed_name : null].filter(Boolean).join(' ')
      : null,
    roomNumber: r.room_number,
    bedName: r.bed_name,
    independentLivingAllocationId: r.independent_living_allocation_id,
    bedId: r.bed_id,
    isResidentConnectedToExternalSystem: false,
    supportLevel: r.support_level,
    contractSigned: r.contract_signed,
    isDeceased: r.is_deceased,
    incomeAssetStatus: r.income_asset_status,
    hasPhoto: r.photo_taken_date_utc !== null,
    photoTakenDateUtc: r.photo_taken_date_utc === null ? null : r.photo_taken_date_utc.toISOString(),
  };
}

/** GET residents/{id}/simple. */
export async function simple(s: ScopedDb, residentId: number): Promise<ResidentSimple> {
  const { row: r } = await loadRecord(s, residentId);
  const careType = careNumber(r.care_type);
  const admissionDateUtc = r.admission_date_utc;
  const departureDateUtc = r.departure_date_utc;
  return {
    id: r.id,
    residentId: r.id,
    residencyId: r.residency_id,
    firstName: r.first_name,
    lastName: r.last_name,
    preferredName: r.preferred_name,
    dateOfBirth: r.date_of_birth,
    careType,
    isLead: r.is_lead,
    isAdmitted: !!admissionDateUtc,
    isDeparted: !!departureDateUtc,
    admissionDateUtc,
    departureDateUtc,
    facilityId: r.facility_id,
    facilityType: r.facility_type,
    displayLabel: residentDisplayLabel(
      { careType, admissionDateUtc, departureDateUtc, isArchived: r.is_archived },
      r.facility_type,
    ),
  };
}

// ---------------------------------------------------------------- flags

/** PUT residents/{id}/contract-signed|income-asset-status/{value}: a column of the residency (409 when stale). */
export async function setResidencyFlag(
  s: ScopedDb,
  residentId: number,
  version: number,
  set: { contract_signed: boolean } | { income_asset_status: 'Unknown' | 'Completed' },
  action: string,
) {
  const person = await s.resolve.resident(residentId);
  await s.transaction(async (t) => {
    if (!(await repo.updateResidencyFlags(t, person.residencyId, version, set))) throw conflict();
    await t.audit(action, 'residency', person.residencyId, set);
  });
  return detail(s, residentId);
}

/** PUT residents/{id}/deceased/{value} (409 when the resident's version is stale). */
export async function setDeceased(s: ScopedDb, residentId: number, version: number, value: boolean) {
  const person = await s.resolve.resident(residentId);
  await s.transaction(async (t) => {
    if (!(await repo.updateResident(t, person, version, { is_deceased: value }))) throw conflict();
    await t.audit('set-deceased', 'resident', person.residentId, { value });
  });
  return detail(s, residentId);
}
