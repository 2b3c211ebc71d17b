/**
 * The details editor's form model: ResidentDetail <-> form values (strings for inputs), the validation (the shared
 * rules of shared-domain/resident-record, the ones PUT residents applies) and the payload of PUT residents.
 */
import { normaliseCcEmails } from 'shared-domain';
import {
  EMPTY_BILL_PAYER_DETAIL,
  validateResidentRecord,
  type BillPayerDetailWithDrawdowns,
} from 'shared-domain/resident-record';
import { type FormikErrors, toFormErrors } from 'shared-ui/form';
import type { BillPayerType } from 'shared-domain';
import type { ResidentUpdateBody } from 'shared-domain/contracts/residents';
import type { Contact, ResidentDetail } from 'shared-domain/contracts/resident-responses';

export interface FormValues {
  id: number;
  version: number;
  isLead: boolean;
  title: string;
  firstName: string;
  lastName: string;
  preferredName: string;
  sex: string;
  dateOfBirth: string;
  email: string;
  street1: string;
  street2: string;
  suburb: string;
  state: string;
  postCode: string;
  countryId: string;
  medicareNumber: string;
  medicareMemberNumber: string;
  medicareExpiryYear: string;
  careRecipientId: string;
  residentialCareId: string;
  debtor: string;
  preEntryLeaveDateUtc: string;
  billPayerType: BillPayerType;
  billPayerDetail: BillPayerDetailWithDrawdowns;
  primaryContact: Contact | null;
  secondaryContact: Contact | null;
  otherContacts: Contact[];
  enquirySourceIds: number[];
  religionIds: number[];
  specialisedCareIds: number[];
}

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const n = (v: string) => (v.trim() === '' ? null : v.trim());

export function toFormValues(r: ResidentDetail): FormValues {
  return {
    id: r.id,
    version: r.version,
    isLead: r.isLead,
    title: s(r.title),
    firstName: s(r.firstName),
    lastName: s(r.lastName),
    preferredName: s(r.preferredName),
    sex: s(r.sex),
    dateOfBirth: s(r.dateOfBirth),
    email: s(r.email),
    street1: s(r.street1),
    street2: s(r.street2),
    suburb: s(r.suburb),
    state: s(r.state),
    postCode: s(r.postCode),
    countryId: s(r.countryId),
    medicareNumber: s(r.medicareNumber),
    medicareMemberNumber: s(r.medicareMemberNumber),
    medicareExpiryYear: s(r.medicareExpiryYear),
    careRecipientId: s(r.careRecipientId),
    residentialCareId: s(r.residentialCareId),
    debtor: s(r.debtor),
    preEntryLeaveDateUtc: s(r.preEntryLeaveDateUtc),
    billPayerType: r.billPayerType ?? 'Resident',
    billPayerDetail: { ...EMPTY_BILL_PAYER_DETAIL, ...(r.billPayerDetail ?? {}) },
    primaryContact: r.primaryContact ?? null,
    secondaryContact: r.secondaryContact ?? null,
    otherContacts: r.otherContacts ?? [],
    enquirySourceIds: r.enquirySources.map((e) => e.id),
    religionIds: r.religions.map((e) => e.id),
    specialisedCareIds: r.specialisedCareIds ?? [],
  };
}

function contactPayload(c: Contact | null): Contact | null {
  if (!c) return null;
  const { billPayerDetail: _b, isBillPayer: _i, ...rest } = c;
  return { ...rest, relationships: (c.relationships ?? []).map((r) => ({ id: r.id, name: r.name })) };
}

/** The PUT residents body; its own inferred type (not widened to the contract's) also feeds `validateResidentRecord`. */
export function toPayload(v: FormValues) {
  return {
    id: v.id,
    version: v.version,
    title: n(v.title),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    preferredName: n(v.preferredName),
    sex: (n(v.sex) as ResidentUpdateBody['sex']) ?? null,
    dateOfBirth: n(v.dateOfBirth),
    email: n(v.email),
    street1: n(v.street1),
    street2: n(v.street2),
    suburb: n(v.suburb),
    state: n(v.state),
    postCode: n(v.postCode),
    countryId: v.countryId ? Number(v.countryId) : null,
    medicareNumber: n(v.medicareNumber),
    medicareMemberNumber: n(v.medicareMemberNumber),
    medicareExpiryYear: v.medicareExpiryYear ? Number(v.medicareExpiryYear) : null,
    careRecipientId: n(v.careRecipientId),
    residentialCareId: n(v.residentialCareId),
    debtor: n(v.debtor),
    preEntryLeaveDateUtc: n(v.preEntryLeaveDateUtc),
    billPayerType: v.billPayerType,
    billPayerDetail: { ...v.billPayerDetail, ccEmail: normaliseCcEmails(v.billPayerDetail.ccEmail).value || null },
    primaryContact: contactPayload(v.primaryContact),
    secondaryContact: contactPayload(v.secondaryContact),
    otherContacts: v.otherContacts.map((c) => contactPayload(c)!),
    enquirySources: v.enquirySourceIds.map((id) => ({ id, name: '' })),
    religions: v.religionIds.map((id) => ({ id, name: '' })),
    specialisedCareIds: v.specialisedCareIds,
  } satisfies ResidentUpdateBody;
}

/**
 * Every rule of the record (required fields, care IDs, member number, CC emails, post invoicing, payer contact) as
 * formik errors: shared-domain's `validateResidentRecord`, the function PUT residents runs.
 */
export function validate(v: FormValues): FormikErrors<FormValues> {
  return toFormErrors<FormValues>(
    validateResidentRecord({
      ...toPayload(v),
      isLead: v.isLead,
      primaryContact: v.primaryContact,
      secondaryContact: v.secondaryContact,
    }),
  );
}
