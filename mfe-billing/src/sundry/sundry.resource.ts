/**
 * The sundry charge screens' data: the list (paged, filtered by status), a charge, the GST rate in force, the sundry
 * accounts, the residents a charge can be raised against, and the save, post and delete calls. Every read sits under
 * SUNDRY_KEY, so a write reloads whatever the area shows; a post also reloads what the residents area shows about each
 * resident charged (their account: shared-auth's personKey).
 */
import {
  apiClient,
  getJson,
  personKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from 'shared-auth';
import { SUNDRY_MESSAGES } from 'shared-domain/billing/messages';
import { DEFAULT_PAGE_SIZE } from 'shared-domain/constants';
import type { SundryChargeAccount } from 'shared-domain/contracts/admin-finance';
import type {
  DeleteSundryChargeResponse,
  PostSundryChargeBody,
  SaveSundryChargeBody,
  SundryCharge,
  SundryChargeFilter,
  SundryChargeListPage,
  SundryResident,
} from 'shared-domain/contracts/billing';
import { nextPageQuery, type NextPageQuery } from 'shared-domain/contracts/common';
import type { GstRate } from 'shared-domain/contracts/reference-data';

export const SUNDRY_KEY = ['billing', 'sundry'] as const;

export const sundryKeys = {
  list: (status: SundryChargeFilter) => [...SUNDRY_KEY, 'list', status] as const,
  charge: (id: number) => [...SUNDRY_KEY, 'charge', id] as const,
  accounts: () => [...SUNDRY_KEY, 'accounts'] as const,
  residents: () => [...SUNDRY_KEY, 'residents'] as const,
};

/** GET billing/sundry: the facility's charges, latest invoice first, 25 a page. */
export function useSundryCharges(status: SundryChargeFilter) {
  return useInfiniteQuery({
    queryKey: sundryKeys.list(status),
    initialPageParam: { skip: 0 } as NextPageQuery,
    queryFn: ({ pageParam, signal }) =>
      getJson<SundryChargeListPage>('billing/sundry', {
        params: { ...pageParam, take: DEFAULT_PAGE_SIZE, sundryChargeStatus: status },
        signal,
      }),
    getNextPageParam: nextPageQuery,
    meta: { errorMessage: SUNDRY_MESSAGES.loadError },
  });
}

/** GET billing/sundry/{id} (not asked for a new charge, id 0). A charge of another facility answers 404. */
export function useSundryCharge(id: number, enabled = true) {
  return useQuery({
    queryKey: sundryKeys.charge(id),
    enabled: enabled && id > 0,
    queryFn: ({ signal }) => getJson<SundryCharge>(`billing/sundry/${id}`, { signal }),
    meta: { errorMessage: SUNDRY_MESSAGES.detailsLoadError, quietStatuses: [404] },
  });
}

/** GET referenceData/gst-rate: the rate in force (the organisation's, not the facility's). */
export function useGstRate() {
  return useQuery({
    queryKey: ['reference-data', 'gst-rate'],
    queryFn: ({ signal }) => getJson<GstRate>('referenceData/gst-rate', { signal, noFacility: true }),
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage: SUNDRY_MESSAGES.gstRateError },
  });
}

/** GET finance/gl-accounts/sundrycharges: the accounts a charge and its lines pick from. */
export function useSundryAccounts() {
  return useQuery({
    queryKey: sundryKeys.accounts(),
    queryFn: ({ signal }) => getJson<SundryChargeAccount[]>('finance/gl-accounts/sundrycharges', { signal }),
    meta: { errorMessage: SUNDRY_MESSAGES.sundryAccountError },
  });
}

/** GET residents/sundryresidents: the facility's current residents (the selection dialog, while it is open). */
export function useSundryResidents(enabled: boolean) {
  return useQuery({
    queryKey: sundryKeys.residents(),
    enabled,
    queryFn: ({ signal }) => getJson<SundryResident[]>('residents/sundryresidents', { signal }),
    meta: { errorMessage: SUNDRY_MESSAGES.residentsLoadError },
  });
}

/** After a write: the area's lists and charges, and what is shown about each resident charged. */
export function invalidateSundry(client: QueryClient, residentIds: readonly number[] = []): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: SUNDRY_KEY }),
    ...residentIds.filter((id) => id > 0).map((id) => client.invalidateQueries({ queryKey: personKey(id) })),
  ]);
}

export async function saveSundryCharge(body: SaveSundryChargeBody): Promise<SundryCharge> {
  return (await apiClient().post<SundryCharge>('billing/sundry', body)).data;
}

export async function postSundryCharge(body: PostSundryChargeBody): Promise<SundryCharge> {
  return (await apiClient().post<SundryCharge>('billing/sundry/post', body)).data;
}

/** POST billing/sundry: create (id 0) or save a draft. */
export function useSaveSundryCharge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSundryCharge,
    onSuccess: () => invalidateSundry(client),
  });
}

/**
 * Posts a charge: saved first when it carries unsaved changes (`body`), then POST billing/sundry/post with the version
 * the save answered. The residents' accounts are reloaded.
 */
export function usePostSundryCharge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ save, post }: { save?: SaveSundryChargeBody; post?: PostSundryChargeBody }) => {
      const target = save ? await saveSundryCharge(save) : null;
      const ids = target ? { id: target.id, version: target.version } : post!;
      return postSundryCharge(ids);
    },
    onSettled: (posted) => invalidateSundry(client, posted?.residents.map((l) => l.residentId) ?? []),
  });
}

/** DELETE billing/sundry/{id}?version=: a draft. */
export function useDeleteSundryCharge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, version }: { id: number; version: number }) =>
      (await apiClient().delete<DeleteSundryChargeResponse>(`billing/sundry/${id}`, { params: { version } })).data,
    onSuccess: () => invalidateSundry(client),
  });
}
