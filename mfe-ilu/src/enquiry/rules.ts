/**
 * The enquiry form's primary contact rule and the id of a typed enquiry source (seed 002 §5 "Independent living", §3
 * "Create enquiry"). Stand-in until shared-domain/ilu lands on main with the same names and signatures: then this file
 * becomes `export { applyPrimaryContactRules, newEnquirySourceId, type EnquiryContactForm } from 'shared-domain/ilu';`
 * (the one place the forms take these rules from).
 */

/** Who the primary contact is: one of the two prospects, another person, or not chosen (''). */
export type EnquiryPrimaryContact = 'prospect1' | 'prospect2' | 'other' | '';

/** The part of an enquiry form the primary contact rules read and write. */
export interface EnquiryContactForm {
  primaryContact: EnquiryPrimaryContact;
  prospect2: { firstName?: string | null; lastName?: string | null } | null;
  contactFirstName: string | null;
  contactLastName: string | null;
  contactEmail: string | null;
  contactPhoneNumber: string | null;
}

const filled = (text: string | null | undefined) => !!text && text.trim() !== '';

/**
 * The form after the primary contact rules: choosing prospect 2 while prospect 2 has no first or last name resets the
 * choice (''); the contact's names, email and phone are kept only for 'other' and cleared ('') otherwise. A form that
 * already follows the rules is returned as it is (the same object).
 */
export function applyPrimaryContactRules<F extends EnquiryContactForm>(form: F): F {
  const prospect2Named = filled(form.prospect2?.firstName) && filled(form.prospect2?.lastName);
  const primaryContact = form.primaryContact === 'prospect2' && !prospect2Named ? '' : form.primaryContact;
  const next: F = { ...form, primaryContact };
  if (primaryContact !== 'other') {
    next.contactFirstName = '';
    next.contactLastName = '';
    next.contactEmail = '';
    next.contactPhoneNumber = '';
  }
  const changed = (Object.keys(next) as Array<keyof F>).some((key) => next[key] !== form[key]);
  return changed ? next : form;
}

/** The id of an enquiry source typed in as new: 'new_' followed by its name. */
export function newEnquirySourceId(name: string): string {
  return `new_${name}`;
}
