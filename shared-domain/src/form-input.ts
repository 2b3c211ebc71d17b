/**
 * What a user types into the product's number and date inputs, and the effective-date editor rows (seed 000 §5: "start
 * dates unique across rows and the new row (a duplicate marks startDate invalid); percentage and currency values parse
 * as decimals, others as integers. Each row needs both date and value or neither"; §9: currency with 2 decimals,
 * percent with 0, 1 or 2). Pure and environment-neutral: the form kit in shared-ui and the API read the same rules and
 * show the same messages. Amounts stay decimal strings end to end, never floats.
 */
import Decimal from 'decimal.js';
import { isDateOnly } from './dates';
import { parseMoneyInput } from './money';

/** The seeds do not word these; kept short and in the product's style. */
export const INPUT_MESSAGES = {
  moneyInvalid: 'Please enter an amount in dollars and cents, for example 1,234.50.',
  percentInvalid: 'Please enter a percentage with at most 2 decimals.',
  integerInvalid: 'Please enter a whole number.',
  dateInvalid: 'Please enter a valid date.',
  belowMinimum: (min: string | number) => `The value cannot be less than ${min}.`,
  aboveMaximum: (max: string | number) => `The value cannot be more than ${max}.`,
  effectiveDateDuplicate: 'Another row has the same effective date.',
  effectiveDateMissing: 'Please enter the effective date, or clear the value.',
  effectiveValueMissing: 'Please enter the value, or clear the effective date.',
} as const;

export interface NumberLimits {
  min?: string | number | null;
  max?: string | number | null;
}

function limitError(value: Decimal, limits: NumberLimits): string | null {
  if (limits.min !== null && limits.min !== undefined && value.lessThan(limits.min))
    return INPUT_MESSAGES.belowMinimum(limits.min);
  if (limits.max !== null && limits.max !== undefined && value.greaterThan(limits.max))
    return INPUT_MESSAGES.aboveMaximum(limits.max);
  return null;
}

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/**
 * A typed percentage ('41.5', '41.25%', ' 7 '): a Decimal with at most 2 decimals, or null when empty or not a
 * percentage (so a form can show it as invalid). The value is the percentage itself: '41.5' means 41.5%.
 */
export function parsePercentInput(input: string | null | undefined): Decimal | null {
  if (blank(input)) return null;
  const s = input!.replace(/[%\s]/g, '');
  if (!/^-?(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(s)) return null;
  return new Decimal(s.endsWith('.') ? s.slice(0, -1) : s);
}

/** A typed whole number ('12', ' 7 ', '1,200'): the number, or null when empty or not a whole number. */
export function parseIntegerInput(input: string | null | undefined): number | null {
  if (blank(input)) return null;
  const s = input!.replace(/[,\s]/g, '');
  if (!/^-?\d+$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : null;
}

/** The problem with a typed amount, or null (empty is not a problem here: whether it is required is the form's rule). */
export function moneyInputError(input: string | null | undefined, limits: NumberLimits = {}): string | null {
  if (blank(input)) return null;
  const d = parseMoneyInput(input);
  return d ? limitError(d, limits) : INPUT_MESSAGES.moneyInvalid;
}

export function percentInputError(input: string | null | undefined, limits: NumberLimits = {}): string | null {
  if (blank(input)) return null;
  const d = parsePercentInput(input);
  return d ? limitError(d, limits) : INPUT_MESSAGES.percentInvalid;
}

export function integerInputError(input: string | null | undefined, limits: NumberLimits = {}): string | null {
  if (blank(input)) return null;
  const n = parseIntegerInput(input);
  return n === null ? INPUT_MESSAGES.integerInvalid : limitError(new Decimal(n), limits);
}

/** A typed amount as the money input shows it once the user leaves it: '1234.5' -> '1234.50'; unparsable text as typed. */
export function normaliseMoneyInput(input: string | null | undefined): string {
  const d = parseMoneyInput(input);
  return d ? d.toFixed(2) : (input ?? '').trim();
}

/** A typed percentage without trailing zeros: '41.50' -> '41.5', '40.00%' -> '40'; unparsable text as typed. */
export function normalisePercentInput(input: string | null | undefined): string {
  const d = parsePercentInput(input);
  return d ? d.toFixed() : (input ?? '').trim();
}

// ---------------------------------------------------------------- effective-date editor rows

/** How a row's value is read: currency and percentage as decimals, everything else as a whole number. */
export type EffectiveValueKind = 'money' | 'percent' | 'integer';

/** One row as the editor holds it: the date-only effective date and the value as typed. */
export interface EffectiveDateRow {
  effectiveDate: string;
  value: string;
}

import type { FieldErrors } from './model-state';

function add(errors: FieldErrors, field: string, message: string): void {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

export function valueInputError(kind: EffectiveValueKind, input: string, limits: NumberLimits = {}): string | null {
  if (kind === 'money') return moneyInputError(input, limits);
  if (kind === 'percent') return percentInputError(input, limits);
  return integerInputError(input, limits);
}

/**
 * The editor's rules (seed 000 §5) as field errors keyed `${field}[i].effectiveDate` / `${field}[i].value` (the API's
 * model-state paths). A row with neither date nor value is ignored; a row needs both; effective dates are unique (every
 * row sharing a date is marked); values parse by their kind.
 * Example: [{ '2026-07-01', '12.5' }, { '2026-07-01', '13' }] (money) -> both effective dates marked as duplicates.
 */
export function validateEffectiveDateRows(
  rows: readonly EffectiveDateRow[] | null | undefined,
  kind: EffectiveValueKind,
  field = 'rows',
  limits: NumberLimits = {},
): FieldErrors {
  const errors: FieldErrors = {};
  const list = rows ?? [];
  const counts = new Map<string, number>();
  for (const r of list) if (isDateOnly(r.effectiveDate)) counts.set(r.effectiveDate, (counts.get(r.effectiveDate) ?? 0) + 1);
  list.forEach((r, i) => {
    const date = `${field}[${i}].effectiveDate`;
    const value = `${field}[${i}].value`;
    const hasDate = !blank(r.effectiveDate);
    const hasValue = !blank(r.value);
    if (!hasDate && !hasValue) return;
    if (!hasDate) add(errors, date, INPUT_MESSAGES.effectiveDateMissing);
    else if (!isDateOnly(r.effectiveDate)) add(errors, date, INPUT_MESSAGES.dateInvalid);
    else if ((counts.get(r.effectiveDate) ?? 0) > 1) add(errors, date, INPUT_MESSAGES.effectiveDateDuplicate);
    if (!hasValue) add(errors, value, INPUT_MESSAGES.effectiveValueMissing);
    else {
      const problem = valueInputError(kind, r.value, limits);
      if (problem) add(errors, value, problem);
    }
  });
  return errors;
}

/** A saved row: money as a 2-decimal string, a percentage as a decimal string, an integer as a number. */
export interface EffectiveDateValue {
  effectiveDate: string;
  value: string | number;
}

/**
 * The rows to send (valid rows only; empty ones dropped), ordered by effective date.
 * Example (money): [{ '2026-07-01', '$1,200.5' }, { '', '' }] -> [{ effectiveDate: '2026-07-01', value: '1200.50' }].
 */
export function effectiveDateRowsPayload(rows: readonly EffectiveDateRow[], kind: EffectiveValueKind): EffectiveDateValue[] {
  const out: EffectiveDateValue[] = [];
  for (const r of rows) {
    if (!isDateOnly(r.effectiveDate) || blank(r.value)) continue;
    if (kind === 'money') {
      const d = parseMoneyInput(r.value);
      if (d) out.push({ effectiveDate: r.effectiveDate, value: d.toFixed(2) });
    } else if (kind === 'percent') {
      const d = parsePercentInput(r.value);
      if (d) out.push({ effectiveDate: r.effectiveDate, value: d.toFixed() });
    } else {
      const n = parseIntegerInput(r.value);
      if (n !== null) out.push({ effectiveDate: r.effectiveDate, value: n });
    }
  }
  return out.sort((a, b) => (a.effectiveDate < b.effectiveDate ? -1 : a.effectiveDate > b.effectiveDate ? 1 : 0));
}

/** A saved row back into the editor's form ('12.5' stays '12.5'; a money value shows 2 decimals). */
export function toEffectiveDateRow(v: EffectiveDateValue, kind: EffectiveValueKind): EffectiveDateRow {
  const text = String(v.value);
  return { effectiveDate: v.effectiveDate.slice(0, 10), value: kind === 'money' ? normaliseMoneyInput(text) : text };
}
