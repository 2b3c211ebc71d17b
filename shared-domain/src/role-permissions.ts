/**
 * The role editor's permission toggles (seed 002 §5 "Users and roles"): granting remove also grants modify and view,
 * granting modify grants view, and removing view removes the others. Removing modify removes remove (so a role never
 * holds remove without modify), and action follows view the same way (the seed is silent; an action on what one cannot
 * see is not a state the matrix offers). A group toggle sets one flag on every permission of the group: on for all when
 * any is off, off for all when all are on ("select all").
 */
import type { PermissionFlags } from './permissions';

export type PermissionFlag = keyof PermissionFlags;

export const NO_PERMISSION: PermissionFlags = { canView: false, canModify: false, canRemove: false, canAction: false };

/** The flags after the user turns `flag` on or off, with what it implies. */
export function toggleFlag(flags: PermissionFlags, flag: PermissionFlag, on: boolean): PermissionFlags {
  const next = { ...flags, [flag]: on };
  if (on) {
    if (flag === 'canRemove') next.canModify = true;
    if (flag !== 'canView') next.canView = true;
  } else {
    if (flag === 'canView') return { ...NO_PERMISSION };
    if (flag === 'canModify') next.canRemove = false;
  }
  return next;
}

/** True when every permission of the group has `flag` (the group's checkbox shows checked). */
export function groupHas(
  matrix: Readonly<Record<string, PermissionFlags>>,
  names: readonly string[],
  flag: PermissionFlag,
): boolean {
  return names.length > 0 && names.every((name) => (matrix[name] ?? NO_PERMISSION)[flag]);
}

/** The matrix after the group's checkbox for `flag` is clicked: all on unless all were on, then all off. */
export function toggleGroup(
  matrix: Readonly<Record<string, PermissionFlags>>,
  names: readonly string[],
  flag: PermissionFlag,
): Record<string, PermissionFlags> {
  const on = !groupHas(matrix, names, flag);
  const next: Record<string, PermissionFlags> = { ...matrix };
  for (const name of names) next[name] = toggleFlag(matrix[name] ?? NO_PERMISSION, flag, on);
  return next;
}
