/**
 * Age in whole years for the resident lists (computed for every row of every page: cheap), without moment: the
 * same answer as shared-domain's `ageFromDateOfBirth` (moment's `diff(dob, 'years')` of two UTC midnights, including
 * its month-end rule: someone born on 29 February turns a year older on 28 February), which it falls back to for
 * anything that is not two 'YYYY-MM-DD' calendar dates. test/age.test.ts compares both over every day of many years.
 */
import { ageFromDateOfBirth } from 'shared-domain/residents';

const DATE_ONLY_RE = /^\d{4}-\d{2}-\d{2}$/;

interface Ymd {
  y: number;
  m: number; // 0-11
  d: number;
}

function parse(value: string): Ymd | undefined {
  if (!DATE_ONLY_RE.test(value)) return undefined;
  const y = +value.slice(0, 4);
  const m = +value.slice(5, 7) - 1;
  const d = +value.slice(8, 10);
  if (y < 1000 || m < 0 || m > 11 || d < 1 || d > daysIn(y, m)) return undefined;
  return { y, m, d };
}

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
const epoch = (x: Ymd) => Date.UTC(x.y, x.m, x.d);

/** moment's add(n, 'months'): the same day of the target month, clamped to its last day. */
function addMonths(x: Ymd, n: number): number {
  const total = x.y * 12 + x.m + n;
  const y = Math.floor(total / 12);
  const m = total - y * 12;
  return Date.UTC(y, m, Math.min(x.d, daysIn(y, m)));
}

/** moment's monthDiff(a, b) (moment.js 2.x) on UTC calendar dates. */
function monthDiff(a: Ymd, b: Ymd): number {
  if (a.d < b.d) return -monthDiff(b, a);
  const whole = (b.y - a.y) * 12 + (b.m - a.m);
  const anchor = addMonths(a, whole);
  const tb = epoch(b);
  let adjust: number;
  if (tb - anchor < 0) adjust = (tb - anchor) / (anchor - addMonths(a, whole - 1));
  else adjust = (tb - anchor) / (addMonths(a, whole + 1) - anchor);
  return -(whole + adjust) || 0;
}

const absFloor = (n: number) => (n < 0 ? Math.ceil(n) || 0 : Math.floor(n));

/** `ageFromDateOfBirth(dateOfBirth, today)` for date-only strings. */
export function ageOn(dateOfBirth: string | null | undefined, today: string): number | null {
  if (dateOfBirth === null || dateOfBirth === undefined || dateOfBirth === '') return null;
  const dob = parse(dateOfBirth);
  const now = parse(today);
  if (!dob || !now) return ageFromDateOfBirth(dateOfBirth, today);
  return absFloor(monthDiff(now, dob) / 12);
}
