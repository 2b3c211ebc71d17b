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

// ---------------------------------------------------------------- the mapping as a whole

export const GL_MAPPING_GROUPS = ['DefaultAccount', 'SundryCharges', 'FeesAndCharges', 'ANACCPermanent', 'ANACCRespite'] as const;
export type GlMappingGroup = (typeof GL_MAPPING_GROUPS)[number];

/**
 * How each group shows and behaves: its heading, whether it sits under the subsidies heading (the AN-ACC groups), and
 * whether its accounts are the facility's own (sundry charge types: added, renamed and deleted) or the product's (the
 * default account, fees and charges, subsidies: only mapped).
 */
export const GL_GROUP_INFO: Readonly<Record<GlMappingGroup, { description: string; isSubsidy: boolean; userDefined: boolean }>> =
  {
    DefaultAccount: { description: 'Default account', isSubsidy: false, userDefined: false },
    SundryCharges: { description: 'Sundry charges', isSubsidy: false, userDefined: true },
    FeesAndCharges: { description: 'Fees and charges', isSubsidy: false, userDefined: false },
    ANACCPermanent: { description: 'AN-ACC permanent', isSubsidy: true, userDefined: false },
    ANACCRespite: { description: 'AN-ACC respite', isSubsidy: true, userDefined: false },
  };

/** The heading the AN-ACC groups appear under. */
export const GL_SUBSIDIES_HEADING = 'Subsidies';

/**
 * The words of the mapping's errors. The seed gives the rules, not their wording (nor the maximum length): these say
 * what to fix.
 */
export const GL_MESSAGES = {
  required: 'Please enter the default account.',
  hyphen: 'The account must contain a hyphen between the cost centre and the account (for example 100-4100).',
  maxLength: `The account must not exceed ${GL_VALUE_MAX_LENGTH} characters.`,
  sameCostCentre: "The cost centre must be the same as the default account's.",
  nameRequired: 'Please enter the sundry charge type.',
  nameTooLong: 'The sundry charge type must not exceed 100 characters.',
  duplicateName: 'This sundry charge type already exists.',
  notDeletable: 'Only sundry charge accounts can be deleted.',
  notAddable: 'Only sundry charge accounts can be added.',
  loadError: 'Unexcpected error while loading account mapping.',
  saveError: 'Error occurred while saving the account mapping. please try again.',
  saved: 'Saved successfully.',
  deleteConfirm: 'Are you sure you want to delete this account?',
  unmappedTitle: 'Unmapped accounts',
  unmappedConfirm: 'The following accounts are not mapped. Do you want to save anyway?',
} as const;

/** The longest sundry charge type name. */
export const GL_TYPE_MAX_LENGTH = 100;

export interface GlAccountRow {
  mappingGroup: GlMappingGroup;
  mappingType: string;
  mappingValue?: string | null;
}

/**
 * The field errors of a whole mapping (index -> field -> message), what the server refuses and the screen shows: the
 * default account is required and well formed; every other value is optional (unmapped) but, when given, has a hyphen,
 * a bounded length and the default account's cost centre; sundry charge type names are required and unique ignoring
 * case.
 */
export function glAccountErrors(rows: readonly GlAccountRow[]): Array<Partial<Record<'mappingType' | 'mappingValue', string>>> {
  const defaultValue = rows.find((r) => r.mappingGroup === 'DefaultAccount')?.mappingValue ?? null;
  const defaultOk = glValueError(defaultValue) === null;
  const errors = rows.map((r) => {
    const e: Partial<Record<'mappingType' | 'mappingValue', string>> = {};
    const isDefault = r.mappingGroup === 'DefaultAccount';
    if (isDefault || (r.mappingValue ?? '').trim()) {
      // A malformed default gets its own error; the others are then checked without its cost centre.
      const key = glValueError(r.mappingValue, isDefault || !defaultOk ? null : defaultValue);
      if (key) e.mappingValue = GL_MESSAGES[key];
    }
    if (r.mappingGroup === 'SundryCharges') {
      const name = r.mappingType.trim();
      if (!name) e.mappingType = GL_MESSAGES.nameRequired;
      else if (name.length > GL_TYPE_MAX_LENGTH) e.mappingType = GL_MESSAGES.nameTooLong;
    }
    return e;
  });
  const sundry = rows.map((r, i) => ({ r, i })).filter((x) => x.r.mappingGroup === 'SundryCharges');
  for (const d of duplicateNameIndexes(sundry.map((x) => x.r.mappingType))) {
    errors[sundry[d].i].mappingType ??= GL_MESSAGES.duplicateName;
  }
  return errors;
}
