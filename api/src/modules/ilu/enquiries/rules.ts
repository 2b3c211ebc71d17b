/**
 * The enquiry form's rules as the API applies them (seed 002 §5 "Independent living"): the prospects' names and email,
 * the primary contact and the other contact's details, the enquiry sources typed in as new.
 *
 * The primary contact rule and the new source's name are shared-domain/ilu's (`applyPrimaryContactRules`,
 * `newEnquirySourceName`), applied here to the allocation's columns.
 */
import type { PrimaryContactChoice } from 'shared-domain/contracts/ilu';
import { applyPrimaryContactRules, newEnquirySourceName } from 'shared-domain/ilu';
import { ILU_FIELD_MESSAGES as M } from 'shared-domain/ilu/messages';
import type { FieldErrors as ModelState } from 'shared-domain/model-state';
import { isValidEmail } from 'shared-domain/validation';
import { addError, blankToNull } from '../../leads/index';

const blank = (v: string | null | undefined) => blankToNull(v) === null;

/** A person of the form (a prospect, or a person of the enquiry being saved): names required, a valid email. */
export function personErrors(
  p: { firstName: string; lastName: string; email?: string | null },
  field: string,
  ms: ModelState,
): void {
  if (blank(p.firstName)) addError(ms, `${field}.firstName`, M.prospectFirstNameRequired);
  if (blank(p.lastName)) addError(ms, `${field}.lastName`, M.prospectLastNameRequired);
  if (!blank(p.email) && !isValidEmail(p.email)) addError(ms, `${field}.email`, M.emailInvalid);
}

/** The enquiry's primary contact and the other contact's details, as a form sends them. */
export interface ContactChoice {
  primaryContact: PrimaryContactChoice | null;
  contactFirstName: string | null;
  contactLastName: string | null;
  contactEmail: string | null;
  contactPhoneNumber: string | null;
}

/**
 * The allocation's contact columns after the primary contact rules (shared-domain/ilu's `applyPrimaryContactRules`, the
 * form's own): prospect 2 chosen while there is no named prospect 2 resets the choice (null); the contact's details
 * are kept only when the primary contact is 'other' (they describe that other person), cleared otherwise.
 */
export function primaryContactColumns(c: ContactChoice, prospect2: { firstName: string; lastName: string } | null) {
  const ruled = applyPrimaryContactRules({
    primaryContact: c.primaryContact ?? '',
    prospect2,
    contactFirstName: c.contactFirstName,
    contactLastName: c.contactLastName,
    contactEmail: c.contactEmail,
    contactPhoneNumber: c.contactPhoneNumber,
  });
  return {
    primary_contact: ruled.primaryContact === '' ? null : ruled.primaryContact,
    contact_first_name: blankToNull(ruled.contactFirstName),
    contact_last_name: blankToNull(ruled.contactLastName),
    contact_email: blankToNull(ruled.contactEmail),
    contact_phone_number: blankToNull(ruled.contactPhoneNumber),
  };
}
export type ContactColumns = ReturnType<typeof primaryContactColumns>;

/** The other contact's refusals: first and last names required, a valid email. */
export function contactErrors(columns: ContactColumns, ms: ModelState): void {
  if (columns.primary_contact !== 'other') return;
  if (!columns.contact_first_name) addError(ms, 'contactFirstName', M.contactFirstNameRequired);
  if (!columns.contact_last_name) addError(ms, 'contactLastName', M.contactLastNameRequired);
  if (columns.contact_email && !isValidEmail(columns.contact_email)) addError(ms, 'contactEmail', M.emailInvalid);
}

export const SOURCE_NAME_MAX = 100;

/** The name of an enquiry source typed in as new ('new_Website' -> 'Website'), trimmed; null for a stored source's id. */
export function newSourceName(id: string | number): string | null {
  return newEnquirySourceName(id)?.trim() ?? null;
}
