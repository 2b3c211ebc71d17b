/**
 * GL account mapping (seed 002 §3 "GL account mapping", §5, §7 finance/gl-accounts): the facility's mapping grouped,
 * saved as a set (updates, new sundry charge accounts, deleted sundry charge accounts) under the shared rules
 * (shared-domain/gl-accounts `glAccountErrors`), one optimistic version per account, one audit row per account changed.
 */
import type { FastifyRequest } from 'fastify';
import type { GlAccount, GlAccountMapping, SaveGlAccountsBody, SundryChargeAccount } from 'shared-domain/contracts/admin-finance';
import { GL_GROUP_INFO, GL_MAPPING_GROUPS, GL_MESSAGES, glAccountErrors, type GlMappingGroup } from 'shared-domain/gl-accounts';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError, conflict, forbidden, type ModelState } from '../../../http/errors';
import { hasFlag } from '../../../http/routes';
import * as repo from './repository';

const blankToNull = (v: string | null | undefined) => (v ?? '').trim() || null;

function toAccount(r: repo.GlAccountRow): GlAccount {
  const info = GL_GROUP_INFO[r.mappingGroup];
  return {
    id: r.id,
    mappingGroup: r.mappingGroup,
    mappingGroupDescription: info.description,
    mappingType: r.mappingType,
    mappingValue: r.mappingValue,
    otherInfo: r.otherInfo,
    resmanValue: r.resmanValue,
    canDelete: info.userDefined,
    version: r.version,
  };
}

/** GET finance/gl-accounts: every group in the seed's order (sundry charge types by name), empty groups included. */
export async function getMapping(s: ScopedDb): Promise<GlAccountMapping> {
  const rows = await repo.listAccounts(s);
  return {
    groups: GL_MAPPING_GROUPS.map((group) => {
      const info = GL_GROUP_INFO[group];
      const accounts = rows.filter((r) => r.mappingGroup === group).map(toAccount);
      if (info.userDefined) accounts.sort((a, b) => a.mappingType.localeCompare(b.mappingType, 'en', { sensitivity: 'base' }));
      return {
        mappingGroup: group,
        mappingGroupDescription: info.description,
        isSubsidy: info.isSubsidy,
        insertFlag: info.userDefined,
        accounts,
      };
    }),
  };
}

/** GET finance/gl-accounts/sundrycharges: what a sundry charge line picks its account from. */
export async function sundryCharges(s: ScopedDb): Promise<SundryChargeAccount[]> {
  return repo.sundryChargeAccounts(s);
}

/** What the record history shows of an account (display values). */
function snapshot(group: GlMappingGroup, v: repo.GlAccountValues) {
  return {
    mappingGroup: GL_GROUP_INFO[group].description,
    mappingType: v.mappingType,
    mappingValue: v.mappingValue,
    otherInfo: v.otherInfo,
  };
}

type Planned =
  | { kind: 'update'; index: number; row: repo.GlAccountRow; version: number; values: repo.GlAccountValues }
  | { kind: 'insert'; index: number; group: GlMappingGroup; values: repo.GlAccountValues };

const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === '23505';

/**
 * PUT finance/gl-accounts. Every id is resolved first (404 for another facility's); deleting needs the remove flag;
 * only sundry charge accounts are added or deleted, and the product's accounts keep their names; the rules run on the
 * mapping as it would be after the save; a stale version answers 409 and nothing is written.
 */
export async function saveMapping(s: ScopedDb, req: FastifyRequest, body: SaveGlAccountsBody): Promise<GlAccountMapping> {
  const deleted = body.deletedAccounts ?? [];
  for (const a of body.accounts) if (a.id) await s.resolve.glAccount(a.id);
  for (const d of deleted) await s.resolve.glAccount(d.id);
  if (deleted.length && !hasFlag(req.auth?.permissions ?? [], 'facilityAccountMapping', 'canRemove')) throw forbidden();

  await s
    .transaction(async (t) => {
      const stored = new Map((await repo.listAccounts(t)).map((r) => [r.id, r]));
      const errors: ModelState = {};
      const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
      const deletedIds = new Set<number>();
      deleted.forEach((d, k) => {
        const row = stored.get(d.id);
        if (row && !GL_GROUP_INFO[row.mappingGroup].userDefined) fail(`deletedAccounts[${k}].id`, GL_MESSAGES.notDeletable);
        deletedIds.add(d.id);
      });
      const planned: Planned[] = [];
      const touched = new Set<number>();
      body.accounts.forEach((a, index) => {
        const at = (field: string) => `accounts[${index}].${field}`;
        const values = {
          mappingType: a.mappingType.trim(),
          mappingValue: blankToNull(a.mappingValue),
          otherInfo: blankToNull(a.otherInfo),
        };
        if (!a.id) {
          if (!GL_GROUP_INFO[a.mappingGroup].userDefined) fail(at('mappingGroup'), GL_MESSAGES.notAddable);
          planned.push({ kind: 'insert', index, group: a.mappingGroup, values });
          return;
        }
        const row = stored.get(a.id);
        if (!row) throw conflict(); // deleted since it was resolved
        if (touched.has(a.id) || deletedIds.has(a.id)) fail(at('id'), 'The account is listed more than once.');
        touched.add(a.id);
        if (a.mappingGroup !== row.mappingGroup) fail(at('mappingGroup'), 'An account cannot move to another group.');
        if (a.version === undefined) fail(at('version'), 'The version is required.');
        // The product's accounts keep their names: only the facility's own (sundry charge types) are renamed.
        if (!GL_GROUP_INFO[row.mappingGroup].userDefined) values.mappingType = row.mappingType;
        planned.push({ kind: 'update', index, row, version: a.version ?? 0, values });
      });

      // The mapping as it would be after the save: the accounts not sent as stored, then the ones sent in their order
      // (so a duplicate name marks the account the user typed, not the one already saved).
      const sentIds = new Set(planned.flatMap((p) => (p.kind === 'update' ? [p.row.id] : [])));
      const result: Array<{ field: string | null; label: string; group: GlMappingGroup; values: repo.GlAccountValues }> = [];
      for (const row of stored.values()) {
        if (!deletedIds.has(row.id) && !sentIds.has(row.id)) {
          result.push({ field: null, label: row.mappingType, group: row.mappingGroup, values: row });
        }
      }
      for (const p of planned) {
        if (p.kind === 'update' && deletedIds.has(p.row.id)) continue;
        const group = p.kind === 'update' ? p.row.mappingGroup : p.group;
        result.push({ field: `accounts[${p.index}]`, label: p.values.mappingType, group, values: p.values });
      }
      glAccountErrors(result.map((r) => ({ mappingGroup: r.group, ...r.values }))).forEach((e, i) => {
        for (const [field, message] of Object.entries(e)) {
          const where = result[i].field;
          if (where) fail(`${where}.${field}`, message);
          else fail('accounts', `${result[i].label}: ${message}`);
        }
      });
      if (Object.keys(errors).length) throw new ModelStateError(errors);

      for (const d of deleted) {
        const row = stored.get(d.id)!;
        if (!(await repo.deleteAccount(t, d.id, d.version))) throw conflict();
        await t.auditChanges('delete-gl-account', 'glAccount', d.id, snapshot(row.mappingGroup, row), {});
      }
      for (const p of planned) {
        if (p.kind === 'insert') {
          const id = await repo.insertAccount(t, p.group, p.values);
          await t.auditChanges('add-gl-account', 'glAccount', id, null, snapshot(p.group, p.values));
          continue;
        }
        const before = snapshot(p.row.mappingGroup, p.row);
        const after = snapshot(p.row.mappingGroup, p.values);
        if (JSON.stringify(before) === JSON.stringify(after)) continue;
        if (!(await repo.updateAccount(t, p.row.id, p.version, p.values))) throw conflict();
        await t.auditChanges('update-gl-account', 'glAccount', p.row.id, before, after);
      }
    })
    .catch((err: unknown) => {
      // Two saves adding the same sundry charge type at once: the second meets the unique index.
      if (isUniqueViolation(err)) throw new ModelStateError({ accounts: [GL_MESSAGES.duplicateName] });
      throw err;
    });
  return getMapping(s);
}
