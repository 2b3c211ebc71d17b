/**
 * The lead form's model (seed 001 §3 "Lead or resident", §5 "Create lead", §9 defaults): Lead <-> form values, the
 * validation (shared-domain's `validateLead`: the same rules the API applies to POST/PUT leads) and the payload.
 */
import { melbourneToday, requestedAdmissionMinDate } from 'shared-domain';
import type { CareTypeName, RespiteCareLevel, Sex, SupportStatus } from 'shared-domain';
import type { UpdateLeadBody, Lead, LeadAcfiLevel } from 'shared-domain/contracts/leads';
import { SEX_LABELS, labelledOptions } from 'shared-domain/labels';
import { DEFAULT_ENTITLEMENT_TYPE, DEFAULT_LEAD_CARE_TYPE, LEAD_ACFI_LEVELS, validateLead } from 'shared-domain/leads';
import type { Contact } from 'shared-domain/contracts/resident-responses';

export { DEFAULT_ENTITLEMENT_TYPE, DEFAULT_LEAD_CARE_TYPE };
export const ENTITLEMENT_TYPES = ['MCA', 'DVA'] as const;
export const INDIGENOUS_STATUSES = [
  'Aboriginal',
  'Torres Strait Islander',
  'Both Aboriginal and Torres Strait Islander',
  'Neither Aboriginal nor Torres Strait Islander',
  'Not stated',
] as const;
export const ACFI_LEVELS: readonly LeadAcfiLevel[] = LEAD_ACFI_LEVELS;
export const RESPITE_LEVELS: readonly RespiteCareLevel[] = ['Unknown', 'Low', 'High'];
export const SUPPORT_STATUSES: readonly SupportStatus[] = ['Unknown', 'Supported', 'Unsupported', 'Bond', 'Charge', 'Respite'];
export const SEXES: readonly { value: Sex; label: string }[] = labelledOptions(
  ['Female', 'Male', 'IntersexOrIndeterminate', 'Unknown'],
  SEX_LABELS,
);

export interface LeadFormValues {
  residentId: number | null;
  residencyId: number | null;
  version: number | null;
  residentVersion: number | null;
  title: string;
  firstName: string;
  lastName: string;
  preferredName: string;
  sex: string;
  dateOfBirth: string;
  careType: CareTypeName | '';
  requestACCR: boolean;
  entitlementType: string;
  isPrivateResidency: boolean;
  contactIsResident: boolean;
  contactFirstName: string;
  contactLastName: string;
  requestedAdmissionDateUtc: string;
  requestedDepartureDateUtc: string;
  indigenousStatus: string;
  medicareNumber: string;
  medicareMemberNumber: string;
  medicareExpiryYear: string;
  careRecipientId: string;
  email: string;
  phoneNumber: string;
  street1: string;
  street2: string;
  suburb: string;
  state: string;
  postCode: string;
  countryId: string;
  debtor: string;
  respiteCareLevel: RespiteCareLevel;
  adl: LeadAcfiLevel;
  beh: LeadAcfiLevel;
  chc: LeadAcfiLevel;
  supportStatus: string;
  preferredFacilityLocationId: string;
  enquirySourceIds: number[];
  religionIds: number[];
  primaryContact: Contact | null;
  secondaryContact: Contact | null;
}

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const n = (v: string) => (v.trim() === '' ? null : v.trim());

export function emptyLeadValues(): LeadFormValues {
  return toFormValues({
    firstName: '',
    lastName: '',
    careType: DEFAULT_LEAD_CARE_TYPE,
    entitlementType: DEFAULT_ENTITLEMENT_TYPE,
    contactIsResident: false,
  });
}

export function toFormValues(l: Lead): LeadFormValues {
  return {
    residentId: l.residentId ?? null,
    residencyId: l.residencyId ?? null,
    version: l.version ?? null,
    residentVersion: l.residentVersion ?? null,
    title: s(l.title),
    firstName: s(l.firstName),
    lastName: s(l.lastName),
    preferredName: s(l.preferredName),
    sex: s(l.sex),
    dateOfBirth: s(l.dateOfBirth),
    careType: l.careType ?? DEFAULT_LEAD_CARE_TYPE,
    requestACCR: !!l.requestACCR,
    entitlementType: l.entitlementType || DEFAULT_ENTITLEMENT_TYPE,
    isPrivateResidency: !!l.isPrivateResidency,
    contactIsResident: !!l.contactIsResident,
    contactFirstName: s(l.contactFirstName),
    contactLastName: s(l.contactLastName),
    requestedAdmissionDateUtc: s(l.requestedAdmissionDateUtc).slice(0, 10),
    requestedDepartureDateUtc: s(l.requestedDepartureDateUtc).slice(0, 10),
    indigenousStatus: s(l.indigenousStatus),
    medicareNumber: s(l.medicareNumber),
    medicareMemberNumber: s(l.medicareMemberNumber),
    medicareExpiryYear: s(l.medicareExpiryYear),
    careRecipientId: s(l.careRecipientId),
    email: s(l.email),
    phoneNumber: s(l.phoneNumber),
    street1: s(l.street1),
    street2: s(l.street2),
    suburb: s(l.suburb),
    state: s(l.state),
    postCode: s(l.postCode),
    countryId: s(l.countryId),
    debtor: s(l.debtor),
    respiteCareLevel: l.respiteCareLevel ?? 'Unknown',
    adl: l.adl ?? 'Default',
    beh: l.beh ?? 'Default',
    chc: l.chc ?? 'Default',
    supportStatus: s(l.supportStatus),
    preferredFacilityLocationId: s(l.preferredFacilityLocationId),
    enquirySourceIds: (l.enquirySources ?? []).map((e) => e.id),
    religionIds: (l.religions ?? []).map((e) => e.id),
    primaryContact: l.primaryContact ?? null,
    secondaryContact: l.secondaryContact ?? null,
  };
}

function contactPayload(c: Contact | null): Contact | null {
  if (!c) return null;
  const { billPayerDetail: _b, isBillPayer: _i, ...rest } = c;
  return { ...rest, relationships: (c.relationships ?? []).map((r) => ({ id: r.id, name: r.name })) };
}

/** PUT leads' body, whose residentId and version a new lead (POST leads) does not have yet. */
export type LeadPayload = Omit<UpdateLeadBody, 'residentId' | 'version'> &
  Partial<Pick<UpdateLeadBody, 'residentId' | 'version'>>;

/** The POST/PUT leads body. Medicare expiry year is sent as an integer (seed 001 §5 "Lead edit"). */
export function toPayload(v: LeadFormValues): LeadPayload {
  const respite = v.careType === 'Respite';
  return {
    ...(v.residentId ? { residentId: v.residentId } : {}),
    ...(v.residencyId ? { residencyId: v.residencyId } : {}),
    ...(v.version !== null ? { version: v.version } : {}),
    ...(v.residentVersion !== null ? { residentVersion: v.residentVersion } : {}),
    title: n(v.title),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    preferredName: n(v.preferredName),
    sex: (n(v.sex) as Sex | null) ?? null,
    dateOfBirth: n(v.dateOfBirth),
    careType: (v.careType || DEFAULT_LEAD_CARE_TYPE) as CareTypeName,
    requestACCR: v.requestACCR,
    entitlementType: v.entitlementType || DEFAULT_ENTITLEMENT_TYPE,
    isPrivateResidency: v.isPrivateResidency,
    contactIsResident: v.contactIsResident,
    contactFirstName: v.contactIsResident ? null : n(v.contactFirstName),
    contactLastName: v.contactIsResident ? null : n(v.contactLastName),
    requestedAdmissionDateUtc: n(v.requestedAdmissionDateUtc),
    requestedDepartureDateUtc: respite ? n(v.requestedDepartureDateUtc) : null,
    indigenousStatus: n(v.indigenousStatus),
    medicareNumber: n(v.medicareNumber),
    medicareMemberNumber: n(v.medicareMemberNumber),
    medicareExpiryYear: v.medicareExpiryYear ? Number.parseInt(v.medicareExpiryYear, 10) : null,
    careRecipientId: n(v.careRecipientId),
    email: n(v.email),
    phoneNumber: n(v.phoneNumber),
    street1: n(v.street1),
    street2: n(v.street2),
    suburb: n(v.suburb),
    state: n(v.state),
    postCode: n(v.postCode),
    countryId: v.countryId ? Number(v.countryId) : null,
    debtor: n(v.debtor),
    respiteCareLevel: respite ? v.respiteCareLevel : 'Unknown',
    adl: v.adl,
    beh: v.beh,
    chc: v.chc,
    supportStatus: (n(v.supportStatus) as SupportStatus | null) ?? null,
    preferredFacilityLocationId: v.preferredFacilityLocationId ? Number(v.preferredFacilityLocationId) : null,
    enquirySources: v.enquirySourceIds.map((id) => ({ id })),
    religions: v.religionIds.map((id) => ({ id })),
    primaryContact: contactPayload(v.primaryContact),
    secondaryContact: contactPayload(v.secondaryContact),
  };
}

/** The earliest requested admission: the day the lead was created (today for a new lead). */
export function minRequestedAdmission(createdOnUtc: string | null | undefined, now: Date = new Date()): string {
  return createdOnUtc ? requestedAdmissionMinDate(createdOnUtc) : melbourneToday(now);
}

/**
 * Formik errors (first message per field) of shared-domain's lead rules. `createdOnUtc` is the lead's creation instant
 * (absent for a new lead: today).
 */
export function validateLeadValues(
  values: LeadFormValues,
  createdOnUtc?: string | null,
  now: Date = new Date(),
): Record<string, string> {
  const p = toPayload(values);
  const ms = validateLead(
    { ...p, careType: values.careType || null },
    { createdOn: minRequestedAdmission(createdOnUtc, now), now },
  );
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(ms)) if (messages.length) out[field] = messages[0];
  return out;
}
