/** The facility's GL account mapping (seed 002 §7 GET and PUT finance/gl-accounts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson } from 'shared-auth';
import type { GlAccountMapping, SaveGlAccountsBody } from 'shared-domain/contracts/admin-finance';
import { GL_MESSAGES } from 'shared-domain/gl-accounts';

export const accountMappingKey = ['admin', 'gl-accounts'] as const;

export function useAccountMapping() {
  return useQuery({
    queryKey: accountMappingKey,
    queryFn: ({ signal }) => getJson<GlAccountMapping>('finance/gl-accounts', { signal }),
    meta: { errorMessage: GL_MESSAGES.loadError },
  });
}

/** Saves the mapping; the answer is the mapping as saved (it replaces the cached one). */
export function useSaveAccountMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveGlAccountsBody) => (await apiClient().put<GlAccountMapping>('finance/gl-accounts', body)).data,
    onSuccess: (saved) => client.setQueryData(accountMappingKey, saved),
  });
}
