/**
 * The transactions tab's data (seed 000 §7): GET residents/{id}/finance/transactionsbalance and
 * GET residents/{id}/finance/transactions (paged: the first page's `notIncludingItemsAfter` keeps later pages still
 * while entries are posted), and the facility's fee run (POST finance/fee-runs, after which both reload; GET
 * finance/fee-runs, the recent runs). Load failures are shown by the tab itself (seed 001 §8's messages), not toasted.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson, personKey } from 'shared-auth';
import { nextPageQuery, type NextPageQuery } from 'shared-domain/contracts/common';
import type { FeeRun, FeeRunBody, TransactionsBalance, TransactionsPage } from 'shared-domain/contracts/finance-ledger';

export type { FeeRun, TransactionsBalance, TransactionsPage };
export type { LedgerEntry } from 'shared-domain/contracts/finance-ledger';

/** Entries per page. */
export const TRANSACTIONS_PAGE_SIZE = 25;

export const transactionsKeys = {
  all: (residentId: number) => [...personKey(residentId), 'finance', 'transactions'] as const,
  balance: (residentId: number) => [...personKey(residentId), 'finance', 'transactions', 'balance'] as const,
  pages: (residentId: number) => [...personKey(residentId), 'finance', 'transactions', 'pages'] as const,
  /** The facility's recent fee runs (not the person's: refreshed with the account after a run). */
  runs: (residentId: number) => [...personKey(residentId), 'finance', 'transactions', 'runs'] as const,
};

/** The facility's recent fee runs (finance users: the run dialog lists them, the tab warns of a failed one). */
export function useFeeRuns(residentId: number, enabled: boolean) {
  return useQuery({
    queryKey: transactionsKeys.runs(residentId),
    queryFn: ({ signal }) => getJson<FeeRun[]>('finance/fee-runs', { signal }),
    enabled,
  });
}

export function useTransactionsBalance(residentId: number) {
  return useQuery({
    queryKey: transactionsKeys.balance(residentId),
    queryFn: ({ signal }) => getJson<TransactionsBalance>(`residents/${residentId}/finance/transactionsbalance`, { signal }),
  });
}

export function useTransactions(residentId: number) {
  return useInfiniteQuery({
    queryKey: transactionsKeys.pages(residentId),
    initialPageParam: { skip: 0 } as NextPageQuery,
    queryFn: ({ pageParam, signal }) =>
      getJson<TransactionsPage>(`residents/${residentId}/finance/transactions`, {
        params: { ...pageParam, take: TRANSACTIONS_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: nextPageQuery,
  });
}

/** Runs the facility's fee run for a month; the resident's account reloads after it. */
export function useRunFeeRun(residentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: FeeRunBody) => (await apiClient().post<FeeRun>('finance/fee-runs', body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: transactionsKeys.all(residentId) }),
  });
}
