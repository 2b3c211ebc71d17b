/** SQL of the GL account mapping (migration 0016): facility-owned rows, narrowed to the current facility by the scope. */
import { sql } from 'kysely';
import type { GlMappingGroup } from 'shared-domain/gl-accounts';
import type { ScopedDb } from '../../../db/scoped';

export interface GlAccountRow {
  id: number;
  mappingGroup: GlMappingGroup;
  mappingType: string;
  mappingValue: string | null;
  otherInfo: string | null;
  resmanValue: string | null;
  version: number;
}

const COLUMNS = [
  'g.id',
  'g.mapping_group as mappingGroup',
  'g.mapping_type as mappingType',
  'g.mapping_value as mappingValue',
  'g.other_info as otherInfo',
  'g.resman_value as resmanValue',
  'g.version',
] as const;

/** The facility's mappings in the order they were set up (the service groups them). */
export async function listAccounts(s: ScopedDb): Promise<GlAccountRow[]> {
  const rows = await s.selectFrom('gl_account_mappings', 'g').select(COLUMNS).orderBy('g.id').execute();
  return rows.map((r) => ({ ...r, mappingGroup: r.mappingGroup as GlMappingGroup }));
}

/** The facility's sundry charge types with their account, by name. */
export async function sundryChargeAccounts(s: ScopedDb) {
  return s
    .selectFrom('gl_account_mappings', 'g')
    .select(['g.id', 'g.mapping_type as description', 'g.mapping_value as mappingValue'])
    .where('g.mapping_group', '=', 'SundryCharges')
    .orderBy((eb) => eb.fn('lower', ['g.mapping_type']))
    .orderBy('g.id')
    .execute();
}

export interface GlAccountValues {
  mappingType: string;
  mappingValue: string | null;
  otherInfo: string | null;
}

export async function insertAccount(s: ScopedDb, group: GlMappingGroup, v: GlAccountValues): Promise<number> {
  const row = await s
    .insertInto('gl_account_mappings', {
      mapping_group: group,
      mapping_type: v.mappingType,
      mapping_value: v.mappingValue,
      other_info: v.otherInfo,
      updated_by_user_id: s.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when the version is stale (the caller answers 409). */
export async function updateAccount(s: ScopedDb, id: number, version: number, v: GlAccountValues): Promise<boolean> {
  const r = await s
    .updateTable('gl_account_mappings')
    .set((eb) => ({
      mapping_type: v.mappingType,
      mapping_value: v.mappingValue,
      other_info: v.otherInfo,
      updated_by_user_id: s.userId,
      updated_on_utc: new Date(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows ?? 0) === 1;
}

/** False when the version is stale. */
export async function deleteAccount(s: ScopedDb, id: number, version: number): Promise<boolean> {
  const r = await s.deleteFrom('gl_account_mappings').where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(r.numDeletedRows ?? 0) === 1;
}

/**
 * The facility's mapped accounts as a derived table (group, the product's key, the account): what a report joins to
 * name the account a charge posts to. Unmapped accounts (no value) are left out.
 */
export function mappedAccountsQuery(s: ScopedDb) {
  return s
    .selectFrom('gl_account_mappings', 'g')
    .select(['g.mapping_group', 'g.resman_value', 'g.mapping_value'])
    .where('g.mapping_value', 'is not', null)
    .where(sql<boolean>`trim(g.mapping_value) <> ''`);
}
