/** Resident rules (seed 000 §2 "Resident search", §4 display label). */
import { moment } from './tz';
import { DATE_ONLY_FORMAT } from './constants';
import { melbourneToday, toDateOnly, type DateInput } from './dates';

// The display label and the search target (moment-free, the shell's search on the first page): resident-labels.ts.

/**
 * Age in whole years on `today` (default: today in Australia/Melbourne). Someone born on 29 Feb turns a year older on
 * 28 Feb in common years (moment's month arithmetic clamps to the month's last day). Null/empty date of birth gives null.
 */
export function ageFromDateOfBirth(
  dateOfBirth: DateInput | null | undefined,
  today: DateInput = melbourneToday(),
): number | null {
  if (dateOfBirth === null || dateOfBirth === undefined || dateOfBirth === '') return null;
  const dob = moment.utc(toDateOnly(dateOfBirth), DATE_ONLY_FORMAT, true);
  const now = moment.utc(toDateOnly(today), DATE_ONLY_FORMAT, true);
  return now.diff(dob, 'years');
}
