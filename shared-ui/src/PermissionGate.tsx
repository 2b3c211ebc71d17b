import type { ReactNode } from 'react';
import { usePermission } from 'shared-auth';
import type { PermissionFlag, PermissionName } from 'shared-domain';

export interface PermissionGateProps {
  /** Permission name, e.g. 'residentsDetails' (shared-domain PERMISSIONS). */
  name: PermissionName;
  /** Which flag is needed (default canView). */
  flag?: PermissionFlag;
  children?: ReactNode;
  /** Shown instead when the flag is not held (default: nothing). */
  fallback?: ReactNode;
}

/** Renders its children only when the current user holds `flag` on permission `name` for the current facility. */
export function PermissionGate({ name, flag = 'canView', children, fallback = null }: PermissionGateProps) {
  const flags = usePermission(name);
  return <>{flags[flag] ? children : fallback}</>;
}
