/**
 * The small form rules of independent living, run by the screens as the user types and by the API when it validates:
 * the settlement date's minimum, the create-enquiry primary contact, the bill payer's CC emails, the contract signed
 * date that may not be cleared, and the ids of enquiry sources typed in as new.
 */
import { compareDates, toDateOnly } from '../dates';
import type { FieldErrors } from '../model-state';
import { ILU_FIELD_MESSAGES } from './messages';

/** The minimum settlement date: the vacating date, or else the admission date (null when neither is known). */
export function settlementMinimumDate(vacatingDate: string | null, admissionDate: string | null): string | null {
  return toDateOnly(vacatingDate) ?? toDateOnly(admissionDate);
}

const ADMISSION_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The admission's date and time rules of the admit and admission-correction dialogs (and of the API behind them): the
 * date is required and not after today (Melbourne's day); an earlier date than the enquiry's is allowed, as the leads
 * area's admission allows it (a couple who moved in before their enquiry was entered, a record brought over from paper,
 * is admitted on the day they moved in); a time, when given, is hh:mm. The errors by the dialogs' field names.
 */
export function iluAdmissionErrors(date: string | null | undefined, time: string | null | undefined, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!date) errors.admissionDate = [ILU_FIELD_MESSAGES.admissionDateRequired];
  else if (compareDates(date, today) > 0) errors.admissionDate = [ILU_FIELD_MESSAGES.admissionInFuture];
  if (time && !ADMISSION_TIME.test(time)) errors.admissionTime = [ILU_FIELD_MESSAGES.admissionTimeInvalid];
  return errors;
}

/** Who the create-enquiry form's primary contact is: one of the two prospects, another person, or not chosen (''). */
export type EnquiryPrimaryContact = 'prospect1' | 'prospect2' | 'other' | '';

/** The part of the create-enquiry form the primary contact rules read and write. */
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
 * The create-enquiry form after its primary contact rules:
 * - choosing prospect 2 while prospect 2 lacks a first or a last name resets the primary contact to '' (not chosen):
 *   the primary contact must be a person with a name;
 * - the contact's first name, last name, email and phone are cleared ('') unless the primary contact is 'other' (they
 *   describe that other person only).
 * Returns a new form (the rest of it unchanged); a form already following the rules is returned as it is.
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

/** The field error key of a contract signed date that would be cleared. */
export const CONTRACT_SIGNED_DATE_CLEARED_ERROR = 'emptyValue';

/** True when saving would clear a stored contract signed date (it may be changed, never cleared once stored). */
export function contractSignedDateCleared(stored: string | null | undefined, next: string | null | undefined): boolean {
  return filled(stored) && !filled(next);
}

/** The prefix of the id of an enquiry source typed in as new (created when the enquiry is saved). */
export const NEW_ENQUIRY_SOURCE_PREFIX = 'new_';

/** The id of an enquiry source typed in as new: 'new_' followed by its name ('Website' -> 'new_Website'). */
export function newEnquirySourceId(name: string): string {
  return `${NEW_ENQUIRY_SOURCE_PREFIX}${name}`;
}

/** True for the id of an enquiry source typed in as new (a string starting 'new_'), false for a stored source's id. */
export function isNewEnquirySourceId(id: string | number | null | undefined): id is string {
  return typeof id === 'string' && id.startsWith(NEW_ENQUIRY_SOURCE_PREFIX);
}

/** The name of an enquiry source typed in as new, from its id ('new_Website' -> 'Website'); null for any other id. */
export function newEnquirySourceName(id: string | number | null | undefined): string | null {
  return isNewEnquirySourceId(id) ? id.slice(NEW_ENQUIRY_SOURCE_PREFIX.length) : null;
}
