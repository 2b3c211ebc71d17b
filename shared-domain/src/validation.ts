/** Validation rules (seed 000 §5, seed 002 §5). */
import { CC_EMAIL_DELIMITER, CC_EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

export const INVALID_EMAIL_MESSAGE = 'Please provide a valid email address.';
export const PASSWORD_RULES_MESSAGE = 'New password does not meet security requirements';

/** A simple email pattern: something@something.tld, no spaces, exactly one '@'. */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string | null | undefined): boolean {
  return typeof value === 'string' && EMAIL_RE.test(value.trim());
}

/** Password rules: at least 8 characters, one upper-case letter, one lower-case letter and one digit. */
export function passwordMeetsRules(password: string | null | undefined): boolean {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) return false;
  return /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password);
}

export interface CcEmailsResult {
  /** Normalised value: addresses trimmed, de-duplicated (case-insensitively, first spelling kept), joined by ';'. */
  value: string;
  /** First problem found, or null when valid. */
  error: string | null;
}

export const CC_EMAIL_INVALID_MESSAGE = INVALID_EMAIL_MESSAGE;
export const CC_EMAIL_TOO_LONG_MESSAGE = `CC emails must be ${CC_EMAIL_MAX_LENGTH} characters or fewer.`;

/**
 * Normalises a CC email field (seed 000 §5): commas become ';', each address is trimmed, empty entries and duplicates
 * (case-insensitive) are dropped. The combined value may be at most 150 characters and every address must be valid.
 * Example: ' a@x.com, b@y.com;a@x.com ' -> { value: 'a@x.com;b@y.com', error: null }.
 */
export function normaliseCcEmails(input: string | null | undefined): CcEmailsResult {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const raw of (input ?? '').replace(/,/g, CC_EMAIL_DELIMITER).split(CC_EMAIL_DELIMITER)) {
    const email = raw.trim();
    if (!email) continue;
    const key = email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    parts.push(email);
  }
  const value = parts.join(CC_EMAIL_DELIMITER);
  if (parts.some((p) => !isValidEmail(p))) return { value, error: CC_EMAIL_INVALID_MESSAGE };
  if (value.length > CC_EMAIL_MAX_LENGTH) return { value, error: CC_EMAIL_TOO_LONG_MESSAGE };
  return { value, error: null };
}
