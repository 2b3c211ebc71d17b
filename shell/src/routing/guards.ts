import { hasPermission } from 'shared-domain/permissions';
import type { PermissionMap, PermissionName } from 'shared-domain';
import type { Facility, UserProfile } from 'shared-domain/contracts/shell';
import type { RoutePermission } from 'shared-domain/contracts/platform';
import { readFeatureFlag, type AuthState } from 'shared-auth';

export const NO_PERMISSION_MESSAGE = 'You do not have permission to view this page.';

export interface Guarded {
  permission?: RoutePermission;
  featureFlag?: string;
  systemUserOnly?: boolean;
  facilityType?: Facility['facilityType'];
}

export type GuardContext = Pick<AuthState, 'systemFlags' | 'facilityFlags'> & {
  permissions: PermissionMap | Partial<PermissionMap>;
  userProfile: UserProfile | null;
  currentFacility: Facility | null;
};

/** Permission, feature flag and system-user parts of a guard (facility type is matched separately). */
export function passesGuard(item: Guarded, ctx: GuardContext): boolean {
  if (item.permission && !hasPermission(ctx.permissions, item.permission.name as PermissionName, item.permission.flag))
    return false;
  if (item.featureFlag && !readFeatureFlag(ctx, item.featureFlag)) return false;
  if (item.systemUserOnly && ctx.userProfile?.isSystemUser !== true) return false;
  return true;
}

export function matchesFacility(item: Guarded, ctx: Pick<GuardContext, 'currentFacility'>): boolean {
  return !item.facilityType || item.facilityType === ctx.currentFacility?.facilityType;
}

/**
 * The declaration that serves a path for the current facility: one declared for its type wins over one without a
 * type (that is how /dashboard picks the AgeCare or the independent-living dashboard).
 */
export function selectDeclaration<T extends Guarded>(
  declarations: readonly T[],
  ctx: Pick<GuardContext, 'currentFacility'>,
): T | null {
  const type = ctx.currentFacility?.facilityType;
  return declarations.find((d) => d.facilityType && d.facilityType === type) ?? declarations.find((d) => !d.facilityType) ?? null;
}

/** Menu entries the user may see for the current facility, by order then label. */
export function visibleMenu<T extends Guarded & { order: number; label: string; path: string }>(
  entries: readonly T[],
  ctx: GuardContext,
): T[] {
  const seen = new Set<string>();
  return entries
    .filter((e) => matchesFacility(e, ctx) && passesGuard(e, ctx))
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label))
    .filter((e) => (seen.has(e.path) ? false : (seen.add(e.path), true)));
}

export interface MenuSection<T> {
  group: string | null;
  entries: T[];
}

/** Visible entries in sections: ungrouped entries first, then one section per group in the order of its first entry. */
export function menuSections<T extends { group?: string }>(visible: readonly T[]): MenuSection<T>[] {
  const sections: MenuSection<T>[] = [];
  const byGroup = new Map<string | null, MenuSection<T>>();
  for (const entry of visible) {
    const key = entry.group ?? null;
    let section = byGroup.get(key);
    if (!section) {
      section = { group: key, entries: [] };
      byGroup.set(key, section);
      if (key === null) sections.unshift(section);
      else sections.push(section);
    }
    section.entries.push(entry);
  }
  return sections;
}
