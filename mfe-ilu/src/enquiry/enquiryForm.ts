/**
 * The enquiry forms' values, rules and payloads (seed 002 §3 "Enquiry", §5 "Independent living"): the create form
 * (prospect 1, an optional prospect 2, the primary contact, the enquiry sources, the requested admission date and the
 * accessibility requirement) and the details form of an enquiry or allocation (each person's details, bill payer, CC
 * emails and debtor, the primary contact and the accessibility requirement). Values are what the inputs hold (text,
 * 'YYYY-MM-DD'); the payloads are the contracts' bodies. Pure: tested without the DOM.
 */
import type { ReferenceItem } from 'shared-auth';
import { isValidEmail, normaliseCcEmails, toDateOnly, type BillPayerType } from 'shared-domain';
import type {
  CreateEnquiryBody,
  Enquiry,
  EnquiryResidentBody,
  EnquirySourceRef,
  PrimaryContactChoice,
  Prospect,
  UpdateEnquiryBody,
} from 'shared-domain/contracts/ilu';
import { ILU_FIELD_MESSAGES as M } from 'shared-domain/ilu/messages';
import { applyPrimaryContactRules, newEnquirySourceId, type EnquiryContactForm, type EnquiryPrimaryContact } from './rules';

/** A chosen enquiry source: a listed source's id, or 'new_<name>' for one typed in. */
export type EnquirySourceValue = number | string;

export interface ProspectValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  phoneNumber: string;
}

/** The primary contact and the other person's contact details (kept only when the primary contact is 'other'). */
export interface ContactValues {
  primaryContact: EnquiryPrimaryContact;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhoneNumber: string;
}

export interface CreateEnquiryValues extends ContactValues {
  prospect1: ProspectValues;
  prospect2: ProspectValues;
  enquirySources: EnquirySourceValue[];
  requestedAdmissionDateUtc: string;
  accessibilityRequirement: string;
}

export interface EnquiryPersonValues extends ProspectValues {
  residentId: number;
  requestedAdmissionDateUtc: string;
  enquirySources: EnquirySourceValue[];
  billPayerType: BillPayerType;
  ccEmail: string;
  debtor: string;
}

export interface EditEnquiryValues extends ContactValues {
  residents: EnquiryPersonValues[];
  accessibilityRequirement: string;
}

type Errors = Record<string, string>;

const trim = (text: string | null | undefined) => (text ?? '').trim();
const orNull = (text: string | null | undefined) => trim(text) || null;

export const emptyProspect = (): ProspectValues => ({ firstName: '', lastName: '', dateOfBirth: '', email: '', phoneNumber: '' });

const noContact = (): ContactValues => ({
  primaryContact: '',
  contactFirstName: '',
  contactLastName: '',
  contactEmail: '',
  contactPhoneNumber: '',
});

export function emptyCreateValues(): CreateEnquiryValues {
  return {
    prospect1: emptyProspect(),
    prospect2: emptyProspect(),
    ...noContact(),
    enquirySources: [],
    requestedAdmissionDateUtc: '',
    accessibilityRequirement: '',
  };
}

/** Anything typed for prospect 2: then it is a person, who needs a first and a last name. */
export const hasProspect = (p: ProspectValues) =>
  [p.firstName, p.lastName, p.dateOfBirth, p.email, p.phoneNumber].some((v) => trim(v) !== '');

// ---------------------------------------------------------------- the primary contact rules

/** The create form after the primary contact rules (prospect 2 is the form's own). */
export function createFormContactRules(values: CreateEnquiryValues): CreateEnquiryValues {
  return applyPrimaryContactRules<CreateEnquiryValues & EnquiryContactForm>(values);
}

/** The details form after the primary contact rules: prospect 2 is the enquiry's second person. */
export function editFormContactRules(values: EditEnquiryValues): EditEnquiryValues {
  const form = { ...values, prospect2: values.residents[1] ?? null };
  const next = applyPrimaryContactRules(form);
  if (next === form) return values;
  const { prospect2: _prospect2, ...rest } = next;
  return rest;
}

// ---------------------------------------------------------------- rules

function personErrors(errors: Errors, path: string, p: ProspectValues): void {
  if (!trim(p.firstName)) errors[`${path}.firstName`] = M.prospectFirstNameRequired;
  if (!trim(p.lastName)) errors[`${path}.lastName`] = M.prospectLastNameRequired;
  if (trim(p.email) && !isValidEmail(p.email)) errors[`${path}.email`] = M.emailInvalid;
}

/** A person's rules under `path` (a person added to an enquiry): first and last name required, a valid email. */
export function validatePerson(p: ProspectValues, path: string): Errors {
  const errors: Errors = {};
  personErrors(errors, path, p);
  return errors;
}

function contactErrors(errors: Errors, v: ContactValues): void {
  if (v.primaryContact !== 'other') return;
  if (!trim(v.contactFirstName)) errors.contactFirstName = M.contactFirstNameRequired;
  if (!trim(v.contactLastName)) errors.contactLastName = M.contactLastNameRequired;
  if (trim(v.contactEmail) && !isValidEmail(v.contactEmail)) errors.contactEmail = M.emailInvalid;
}

/** Prospect 1's names; prospect 2's when anything of them is typed; valid emails; the other contact's names. */
export function validateCreateEnquiry(v: CreateEnquiryValues): Errors {
  const errors: Errors = {};
  personErrors(errors, 'prospect1', v.prospect1);
  if (hasProspect(v.prospect2)) personErrors(errors, 'prospect2', v.prospect2);
  contactErrors(errors, v);
  return errors;
}

/** Each person's names and email, CC emails that are addresses; the other contact's names. */
export function validateEditEnquiry(v: EditEnquiryValues): Errors {
  const errors: Errors = {};
  v.residents.forEach((p, i) => {
    personErrors(errors, `residents.${i}`, p);
    const cc = normaliseCcEmails(p.ccEmail);
    if (cc.error) errors[`residents.${i}.ccEmail`] = cc.error;
  });
  contactErrors(errors, v);
  return errors;
}

// ---------------------------------------------------------------- payloads

/** The chosen sources as the API takes them: a listed one by its id and name, a typed one as { id: 'new_<name>', name }. */
export function enquirySourceRefs(chosen: readonly EnquirySourceValue[], listed: readonly ReferenceItem[]): EnquirySourceRef[] {
  const names = new Map(listed.map((s) => [s.id, s.name]));
  return chosen.flatMap((id): EnquirySourceRef[] => {
    if (typeof id === 'number') return names.has(id) ? [{ id, name: names.get(id)! }] : [];
    const name = id.startsWith('new_') ? id.slice('new_'.length) : '';
    return name ? [{ id: newEnquirySourceId(name), name }] : [];
  });
}

function prospectBody(p: ProspectValues): Prospect {
  return {
    firstName: trim(p.firstName),
    lastName: trim(p.lastName),
    dateOfBirth: p.dateOfBirth || null,
    email: orNull(p.email),
    phoneNumber: orNull(p.phoneNumber),
  };
}

function contactBody(v: ContactValues) {
  const other = v.primaryContact === 'other';
  return {
    primaryContact: (v.primaryContact || null) as PrimaryContactChoice | null,
    contactFirstName: other ? orNull(v.contactFirstName) : null,
    contactLastName: other ? orNull(v.contactLastName) : null,
    contactEmail: other ? orNull(v.contactEmail) : null,
    contactPhoneNumber: other ? orNull(v.contactPhoneNumber) : null,
  };
}

/** POST enquiries. */
export function createEnquiryBody(v: CreateEnquiryValues, listed: readonly ReferenceItem[]): CreateEnquiryBody {
  return {
    prospect1: prospectBody(v.prospect1),
    prospect2: hasProspect(v.prospect2) ? prospectBody(v.prospect2) : null,
    ...contactBody(v),
    enquirySources: enquirySourceRefs(v.enquirySources, listed),
    requestedAdmissionDateUtc: v.requestedAdmissionDateUtc || null,
    accessibilityRequirement: orNull(v.accessibilityRequirement),
  };
}

/** The details form of a loaded enquiry (already following the primary contact rules, so it starts clean). */
export function editEnquiryValues(e: Enquiry): EditEnquiryValues {
  return editFormContactRules({
    residents: e.residents.map((r) => ({
      residentId: r.residentId,
      firstName: r.firstName,
      lastName: r.lastName,
      dateOfBirth: toDateOnly(r.dateOfBirth) ?? '',
      email: r.email ?? '',
      phoneNumber: r.phoneNumber ?? '',
      requestedAdmissionDateUtc: toDateOnly(r.requestedAdmissionDateUtc) ?? '',
      enquirySources: r.enquirySources.map((s) => s.id),
      billPayerType: r.billPayerType,
      ccEmail: r.billPayerDetail.ccEmail ?? '',
      debtor: r.debtor ?? '',
    })),
    primaryContact: e.primaryContact ?? '',
    contactFirstName: e.contactFirstName ?? '',
    contactLastName: e.contactLastName ?? '',
    contactEmail: e.contactEmail ?? '',
    contactPhoneNumber: e.contactPhoneNumber ?? '',
    accessibilityRequirement: e.accessibilityRequirement ?? '',
  });
}

/** PUT enquiries: CC emails separated by semicolons (commas converted), the enquiry's version. */
export function updateEnquiryBody(e: Enquiry, v: EditEnquiryValues, listed: readonly ReferenceItem[]): UpdateEnquiryBody {
  // A source the person already has stays known by name even when the list no longer offers it.
  const known = [...listed, ...e.residents.flatMap((r) => r.enquirySources)];
  return {
    enquiryId: e.enquiryId,
    version: e.version,
    residents: v.residents.map((p): EnquiryResidentBody => ({
      residentId: p.residentId,
      ...prospectBody(p),
      requestedAdmissionDateUtc: p.requestedAdmissionDateUtc || null,
      enquirySources: enquirySourceRefs(p.enquirySources, known),
      billPayerType: p.billPayerType,
      ccEmail: normaliseCcEmails(p.ccEmail).value || null,
      debtor: orNull(p.debtor),
    })),
    ...contactBody(v),
    accessibilityRequirement: orNull(v.accessibilityRequirement),
  };
}
