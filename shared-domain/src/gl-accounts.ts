/**
 * GL account mapping rules (seed 002 §5 "GL account mapping"): a value has a hyphen and a bounded length, its cost
 * centre (the part before the first hyphen) is the default account's, sundry charge type names are unique ignoring
 * case, and saving with unmapped accounts asks for confirmation. The rules give error keys; the screen words them.
 */

/** The longest mapping value accepted (the seed does not give the figure; 50 holds every chart of accounts seen). */
export const GL_VALUE_MAX_LENGTH = 50;

export type GlValueError = 'required' | 'hyphen' | 'maxLength' | 'sameCostCentre';

/** The cost centre of a mapping value: the part before its first hyphen (trimmed), or null without a hyphen. */
export function costCentre(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  const i = v.indexOf('-');
  return i < 0 ? null : v.slice(0, i).trim();
}

/**
 * The error of one mapping value, or null. `defaultAccount` is the facility's DefaultAccount value: every other value
 * must share its cost centre (not checked while the default itself has none).
 */
export function glValueError(value: string | null | undefined, defaultAccount?: string | null): GlValueError | null {
  const v = (value ?? '').trim();
  if (!v) return 'required';
  if (!v.includes('-')) return 'hyphen';
  if (v.length > GL_VALUE_MAX_LENGTH) return 'maxLength';
  const expected = costCentre(defaultAccount);
  if (expected !== null && costCentre(v) !== expected) return 'sameCostCentre';
  return null;
}

/** Indexes of sundry charge type names that repeat an earlier one, ignoring case and surrounding spaces. */
export function duplicateNameIndexes(names: readonly (string | null | undefined)[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  names.forEach((name, i) => {
    const key = (name ?? '').trim().toLowerCase();
    if (!key) return;
    if (seen.has(key)) out.push(i);
    else seen.add(key);
  });
  return out;
}

/** The mappings still without a value: saving with any asks for confirmation first. */
export function unmappedAccounts<T extends { mappingValue?: string | null }>(rows: readonly T[]): T[] {
  return rows.filter((r) => !(r.mappingValue ?? '').trim());
}
