/**
 * Resident record rules (seed 000 §4 "Changing the bill payer ...", §5 care IDs, Medicare member number, CC emails,
 * post invoicing, resident-required fields). Used by the details editor (yup) and by PUT residents on the server, with
 * the same messages.
 */
import { CARE_ID_MAX_LENGTH } from './constants';
import { isValidEmail, normaliseCcEmails } from './validation';
import type { BillPayerType } from './enums';

/** Maximum length of a note. */
export const RESIDENT_NOTE_MAX_LENGTH = 4000;

// The shapes the rules read, as plain types: the record's contract (contracts/resident-responses) carries these fields,
// and the rules import no contract.

/** A postal address as the record holds it. */
export interface PostalAddress {
  street1?: string | null;
  street2?: string | null;
  suburb?: string | null;
  state?: string | null;
  stateDescription?: string | null;
  postCode?: string | null;
  country?: string | null;
  countryId?: number | null;
}

/** What the rules read of a contact: the names and the email (the address decides post invoicing). */
export interface ContactInput extends PostalAddress {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** How the bill payer is invoiced and what is drawn down (the record's BillPayerDetail, same fields). */
export interface BillPayerDetailWithDrawdowns {
  ccEmail?: string | null;
  isInvoiceEmail: boolean;
  isInvoicePost: boolean;
  paymentMethod?: string | null;
  accountName?: string | null;
  bankName?: string | null;
  bsb?: string | null;
  accountNumber?: string | null;
  isDrawdownDap?: boolean;
  isDrawdownFees?: boolean;
  isDrawdownExtraServices?: boolean;
}

export const MESSAGES = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  dateOfBirthRequired: 'Date of birth is required.',
  sexRequired: 'Sex is required.',
  careIdTooLong: `Must be ${CARE_ID_MAX_LENGTH} characters or fewer.`,
  memberNumberRequired: 'Member number is required when a Medicare number is entered.',
  postNeedsAddress: 'Invoice by post cannot be saved without a postal address.',
  emailInvalid: 'Please provide a valid email address.',
  billPayerContactMissing: "The bill payer must be one of the resident's contacts.",
  contactFirstNameRequired: 'Contact first name is required.',
  contactLastNameRequired: 'Contact last name is required.',
  specialisedCareInvalid: 'Specialised care must be one of Court managed, Homeless, NDIS, Safety net, TCP.',
} as const;

function blank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

/** A postal address: street, suburb and post code. */
export function hasPostalAddress(a: PostalAddress | null | undefined): boolean {
  return !!a && !blank(a.street1) && !blank(a.suburb) && !blank(a.postCode);
}

export function hasEmail(a: { email?: string | null } | null | undefined): boolean {
  return !!a && !blank(a.email) && isValidEmail(a.email);
}

export interface PayerSource extends PostalAddress {
  email?: string | null;
  primaryContact?: ContactInput | null;
  secondaryContact?: ContactInput | null;
}

/** Who pays: the resident, or the primary or secondary contact (undefined when that contact does not exist). */
export function billPayerOf(resident: PayerSource, type: BillPayerType): ContactInput | undefined {
  if (type === 'PrimaryContact') return resident.primaryContact ?? undefined;
  if (type === 'SecondaryContact') return resident.secondaryContact ?? undefined;
  return resident;
}

export const EMPTY_BILL_PAYER_DETAIL: BillPayerDetailWithDrawdowns = {
  ccEmail: null,
  isInvoiceEmail: false,
  isInvoicePost: false,
  paymentMethod: null,
  accountName: null,
  bankName: null,
  bsb: null,
  accountNumber: null,
  isDrawdownDap: false,
  isDrawdownFees: false,
  isDrawdownExtraServices: false,
};

/**
 * Changing the bill payer (seed 000 §4): clears every drawdown flag, and unticks email invoicing when the new payer has
 * no email address and post invoicing when the new payer has no postal address. Unchanged payer: detail as is.
 */
export function applyBillPayerChange(
  previousType: BillPayerType,
  newType: BillPayerType,
  detail: BillPayerDetailWithDrawdowns | null | undefined,
  resident: PayerSource,
): BillPayerDetailWithDrawdowns {
  const d = { ...EMPTY_BILL_PAYER_DETAIL, ...(detail ?? {}) };
  if (previousType === newType) return d;
  const payer = billPayerOf(resident, newType);
  return {
    ...d,
    isDrawdownDap: false,
    isDrawdownFees: false,
    isDrawdownExtraServices: false,
    isInvoiceEmail: d.isInvoiceEmail && hasEmail(payer),
    isInvoicePost: d.isInvoicePost && hasPostalAddress(payer),
  };
}

/** Care recipient ID / residential care ID: at most 10 characters. */
export function careIdError(value: string | null | undefined): string | null {
  return !blank(value) && String(value).trim().length > CARE_ID_MAX_LENGTH ? MESSAGES.careIdTooLong : null;
}

/** Member number is required when a Medicare number is present. */
export function memberNumberError(
  medicareNumber: string | null | undefined,
  memberNumber: string | null | undefined,
): string | null {
  return !blank(medicareNumber) && blank(memberNumber) ? MESSAGES.memberNumberRequired : null;
}

export interface ResidentRecordInput extends PayerSource {
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  sex?: string | null;
  isLead?: boolean;
  careRecipientId?: string | null;
  residentialCareId?: string | null;
  medicareNumber?: string | null;
  medicareMemberNumber?: string | null;
  billPayerType?: BillPayerType;
  billPayerDetail?: BillPayerDetailWithDrawdowns | null;
  otherContacts?: ContactInput[];
  specialisedCareIds?: number[];
}

export type RecordErrors = Record<string, string[]>;

function add(errors: RecordErrors, field: string, message: string | null): void {
  if (message) (errors[field] ??= []).push(message);
}

function contactErrors(errors: RecordErrors, field: string, c: ContactInput | null | undefined): void {
  if (!c) return;
  if (blank(c.firstName)) add(errors, `${field}.firstName`, MESSAGES.contactFirstNameRequired);
  if (blank(c.lastName)) add(errors, `${field}.lastName`, MESSAGES.contactLastNameRequired);
  if (!blank(c.email) && !isValidEmail(c.email)) add(errors, `${field}.email`, MESSAGES.emailInvalid);
}

/**
 * Every rule of the details editor, as model state (field -> messages). Empty object when valid. The CC email value
 * is validated as normalised (`normaliseCcEmails`): the caller stores the normalised value.
 */
export function validateResidentRecord(r: ResidentRecordInput): RecordErrors {
  const errors: RecordErrors = {};
  if (blank(r.firstName)) add(errors, 'firstName', MESSAGES.firstNameRequired);
  if (blank(r.lastName)) add(errors, 'lastName', MESSAGES.lastNameRequired);
  if (!r.isLead) {
    if (blank(r.dateOfBirth)) add(errors, 'dateOfBirth', MESSAGES.dateOfBirthRequired);
    if (blank(r.sex)) add(errors, 'sex', MESSAGES.sexRequired);
  }
  if (!blank(r.email) && !isValidEmail(r.email)) add(errors, 'email', MESSAGES.emailInvalid);
  add(errors, 'careRecipientId', careIdError(r.careRecipientId));
  add(errors, 'residentialCareId', careIdError(r.residentialCareId));
  add(errors, 'medicareMemberNumber', memberNumberError(r.medicareNumber, r.medicareMemberNumber));
  contactErrors(errors, 'primaryContact', r.primaryContact);
  contactErrors(errors, 'secondaryContact', r.secondaryContact);
  (r.otherContacts ?? []).forEach((c, i) => contactErrors(errors, `otherContacts[${i}]`, c));
  for (const id of r.specialisedCareIds ?? []) {
    if (!Number.isInteger(id) || id < 1 || id > 5) {
      add(errors, 'specialisedCareIds', MESSAGES.specialisedCareInvalid);
      break;
    }
  }
  const type = r.billPayerType ?? 'Resident';
  const payer = billPayerOf(r, type);
  if (!payer) add(errors, 'billPayerType', MESSAGES.billPayerContactMissing);
  const detail = r.billPayerDetail;
  if (detail) {
    add(errors, 'billPayerDetail.ccEmail', normaliseCcEmails(detail.ccEmail).error);
    if (detail.isInvoicePost && !hasPostalAddress(payer)) add(errors, 'billPayerDetail.isInvoicePost', MESSAGES.postNeedsAddress);
  }
  return errors;
}

/** The add / edit contact dialog's rules (the same ones the record applies to each contact): names, a valid email. */
export function validateContact(c: ContactInput | null | undefined): RecordErrors {
  const errors: RecordErrors = {};
  const wrapped: RecordErrors = {};
  contactErrors(wrapped, 'contact', c);
  for (const [k, v] of Object.entries(wrapped)) errors[k.slice('contact.'.length)] = v;
  return errors;
}

// ---------------------------------------------------------------- notes (seed 000 §5 "Note must be valid to submit")

export const NOTE_MESSAGES = {
  required: 'Please enter a note.',
  tooLong: `The note must be ${RESIDENT_NOTE_MAX_LENGTH} characters or fewer.`,
} as const;

/** A note: not blank once trimmed, at most 4000 characters. */
export function validateNote(note: string | null | undefined): RecordErrors {
  const text = (note ?? '').trim();
  if (!text) return { note: [NOTE_MESSAGES.required] };
  if (text.length > RESIDENT_NOTE_MAX_LENGTH) return { note: [NOTE_MESSAGES.tooLong] };
  return {};
}

// ---------------------------------------------------------------- mark a departed resident as an enquiry

export const MARK_AS_ENQUIRY_MESSAGES = {
  firstNameRequired: MESSAGES.firstNameRequired,
  lastNameRequired: MESSAGES.lastNameRequired,
  careTypeRequired: 'Care type is required.',
  careTypeInvalid: 'Care type must be Permanent or Respite.',
  contactName: 'Contact first and last names are required.',
  requestedAdmission: 'Requested admission date cannot be before today.',
  notDeparted: 'Only a departed resident can be marked as an enquiry.',
  openEnquiry: 'The resident already has an open enquiry in this facility.',
} as const;

export interface MarkAsEnquiryInput {
  firstName?: string | null;
  lastName?: string | null;
  /** The care type's name ('Permanent', 'Respite', 'ILU'). */
  careType?: string | null;
  contactIsResident?: boolean | null;
  contactFirstName?: string | null;
  contactLastName?: string | null;
  requestedAdmissionDateUtc?: string | null;
}

/**
 * Mark as enquiry (seed 000 §3 "Mark as enquiry payload"): names and a care type the facility offers (ILU in an
 * independent-living facility, else Permanent or Respite); contact names unless the resident is the contact; the
 * requested admission not before today (Melbourne).
 */
export function validateMarkAsEnquiry(
  input: MarkAsEnquiryInput,
  ctx: { today: string; facilityType: 'AgeCare' | 'IndependentLiving' | string | null | undefined },
): RecordErrors {
  const errors: RecordErrors = {};
  const M = MARK_AS_ENQUIRY_MESSAGES;
  if (blank(input.firstName)) add(errors, 'firstName', M.firstNameRequired);
  if (blank(input.lastName)) add(errors, 'lastName', M.lastNameRequired);
  const allowed = ctx.facilityType === 'IndependentLiving' ? ['ILU'] : ['Permanent', 'Respite'];
  if (blank(input.careType)) add(errors, 'careType', M.careTypeRequired);
  else if (!allowed.includes(String(input.careType))) add(errors, 'careType', M.careTypeInvalid);
  if (!input.contactIsResident) {
    if (blank(input.contactFirstName)) add(errors, 'contactFirstName', M.contactName);
    if (blank(input.contactLastName)) add(errors, 'contactLastName', M.contactName);
  }
  const requested = input.requestedAdmissionDateUtc;
  if (!blank(requested) && String(requested).slice(0, 10) < ctx.today)
    add(errors, 'requestedAdmissionDateUtc', M.requestedAdmission);
  return errors;
}

/** Load and save messages of the resident screens (seed 000 §8: 'Unexpected error occurred while loading ...'). */
export const RECORD_MESSAGES = {
  residentsLoadError: 'Unexpected error occurred while loading the residents.',
  departedResidentsLoadError: 'Unexpected error occurred while loading the departed residents.',
  residentLoadError: 'Unexpected error occurred while loading the resident.',
  notesLoadError: 'Unexpected error occurred while loading the notes.',
  noteSaveError: 'Unexpected error occurred while saving the note.',
  photoLoadError: 'Unexpected error occurred while loading the photo.',
  photoSaveError: 'Unexpected error occurred while saving the photo.',
  photoRemoveError: 'Unexpected error occurred while removing the photo.',
  timelineLoadError: 'Unexpected error occurred while loading the timeline.',
  noteAdded: 'Note added successfully.',
  notePinned: 'Note pinned.',
  noteUnpinned: 'Note unpinned.',
  photoSaved: 'Photo saved.',
  photoDeleted: 'Photo deleted.',
  deletePhotoConfirm: 'Are you sure you want to delete the profile photo?',
  changesSaved: 'Changes have been saved.',
  debtorExists: 'Debtor ID already exists.',
  markedAsEnquiry: 'Resident was marked as an enquiry successfully.',
  markAsEnquiryError: 'Unable to mark as enquiry.',
} as const;

/** BroadcastChannel name on which photo changes are announced (`{ residentId }`), seed 000 §4. */
export const PHOTO_CHANNEL = 'resident-photo';
