/** Users (seed 002 §7 users): the list, the roles the signed-in user may assign, save, activate and deactivate. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson } from 'shared-auth';
import { USER_MESSAGES } from 'shared-domain/admin-users';
import type { AdminUser, AssignableRole, SaveUserBody, UserStateBody } from 'shared-domain/contracts/admin-users';

export const usersKey = ['admin', 'users'] as const;
const assignableRolesKey = ['admin', 'users', 'roles'] as const;

export function useUsers() {
  return useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => getJson<AdminUser[]>('users', { signal }),
    meta: { errorMessage: USER_MESSAGES.loadError },
  });
}

export function useAssignableRoles(enabled = true) {
  return useQuery({
    queryKey: assignableRolesKey,
    queryFn: ({ signal }) => getJson<AssignableRole[]>('users/roles', { signal }),
    enabled,
  });
}

/** A change to a user: sent once, then the list reloads. */
function useUserAction<V>(action: (variables: V) => Promise<AdminUser>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => client.invalidateQueries({ queryKey: usersKey }) });
}

export const useSaveUser = () =>
  useUserAction(async (body: SaveUserBody) => (await apiClient().post<AdminUser>('users/save', body)).data);

export const useSetUserActive = () =>
  useUserAction(
    async ({ id, version, active }: { id: number; version: number; active: boolean }) =>
      (
        await apiClient().post<AdminUser>(`users/${id}/${active ? 'activate' : 'deactivate'}`, {
          version,
        } satisfies UserStateBody)
      ).data,
  );
