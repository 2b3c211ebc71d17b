/**
 * The account mapping form's model, without the DOM: the form values from the API's mapping, the saved set back, the
 * shared rules (shared-domain/gl-accounts `glAccountErrors`) as field errors keyed as the API keys them
 * (`accounts[i].mappingValue`), and the accounts left unmapped (the confirmation before saving).
 */
import type { GlAccountMapping, SaveGlAccountsBody } from 'shared-domain/contracts/admin-finance';
import { glAccountErrors, unmappedAccounts, type GlMappingGroup } from 'shared-domain/gl-accounts';

export interface AccountRow {
  /** React key: the id, or a made-up key for a new row. */
  key: string;
  id: number | null;
  version: number | null;
  mappingGroup: GlMappingGroup;
  mappingType: string;
  mappingValue: string;
  otherInfo: string;
  canDelete: boolean;
}

export interface AccountMappingValues {
  accounts: AccountRow[];
  /** Saved accounts deleted in this edit (sent with the version read). */
  deleted: Array<{ id: number; version: number }>;
}

export function toValues(mapping: GlAccountMapping): AccountMappingValues {
  return {
    accounts: mapping.groups.flatMap((g) =>
      g.accounts.map((a) => ({
        key: String(a.id),
        id: a.id,
        version: a.version,
        mappingGroup: a.mappingGroup,
        mappingType: a.mappingType,
        mappingValue: a.mappingValue ?? '',
        otherInfo: a.otherInfo ?? '',
        canDelete: a.canDelete,
      })),
    ),
    deleted: [],
  };
}

let newKey = 0;
/** A new sundry charge account (add mode). */
export function newSundryRow(): AccountRow {
  newKey += 1;
  return {
    key: `new-${newKey}`,
    id: null,
    version: null,
    mappingGroup: 'SundryCharges',
    mappingType: '',
    mappingValue: '',
    otherInfo: '',
    canDelete: true,
  };
}

/** The saved set: every row in form order, so the server's `accounts[i]` errors land on the form's row i. */
export function toBody(values: AccountMappingValues): SaveGlAccountsBody {
  return {
    accounts: values.accounts.map((a) => ({
      ...(a.id !== null && a.version !== null ? { id: a.id, version: a.version } : {}),
      mappingGroup: a.mappingGroup,
      mappingType: a.mappingType.trim(),
      mappingValue: a.mappingValue.trim() || null,
      otherInfo: a.otherInfo.trim() || null,
    })),
    deletedAccounts: values.deleted,
  };
}

/** The shared rules as the form's errors. */
export function accountMappingErrors(values: AccountMappingValues): Record<string, string> {
  const out: Record<string, string> = {};
  glAccountErrors(values.accounts).forEach((e, i) => {
    for (const [field, message] of Object.entries(e)) out[`accounts[${i}].${field}`] = message;
  });
  return out;
}

/** The names of the accounts saved without a GL account. */
export function unmappedNames(values: AccountMappingValues): string[] {
  return unmappedAccounts(values.accounts).map((a) => a.mappingType.trim());
}
