/** Roles and the permission matrix (seed 002 §7 roles): list, one role, the permission table, save. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson } from 'shared-auth';
import { ROLE_MESSAGES } from 'shared-domain/admin-users';
import type { PermissionGroups, Role, RoleSummary, SaveRoleBody } from 'shared-domain/contracts/admin-users';

export const rolesKey = ['admin', 'roles'] as const;

export function useRoles() {
  return useQuery({
    queryKey: rolesKey,
    queryFn: ({ signal }) => getJson<RoleSummary[]>('roles', { signal }),
    meta: { errorMessage: ROLE_MESSAGES.loadError },
  });
}

export function useRole(roleId: number | null) {
  return useQuery({
    queryKey: [...rolesKey, roleId],
    queryFn: ({ signal }) => getJson<Role>(`roles/${roleId}`, { signal }),
    enabled: roleId !== null,
    // Another organisation's role answers 404: the page says so, no toast.
    meta: { errorMessage: ROLE_MESSAGES.loadError, quietStatuses: [404] },
  });
}

export function usePermissionGroups() {
  return useQuery({
    queryKey: [...rolesKey, 'permissions'],
    queryFn: ({ signal }) => getJson<PermissionGroups>('roles/permissions', { signal }),
    staleTime: Infinity,
    meta: { errorMessage: ROLE_MESSAGES.loadError },
  });
}

export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveRoleBody) => (await apiClient().post<Role>('roles', body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: rolesKey }),
  });
}
