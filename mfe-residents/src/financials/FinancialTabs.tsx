/**
 * The financial tabs a resident and a lead share: funding, fees and transactions, in view or edit mode. The
 * tab comes from the path (.../financials/funding, .../financials/{isPrivateResidency}/fees | transaction), so the same
 * component serves the resident pages (routes of this remote) and the lead pages (mfe-leads mounts it through
 * federation as './FinancialTabs'); the independent-living pages, whose paths are their own, name the tab (`tab`).
 * The funding tab is mfe-funding's, mounted through federation ('./FundingTab'); the fees and transactions tabs are
 * this area's. Each tab's code loads when it is first shown, or, for the page's own address, as soon as the page
 * mounts (useFinancialTabEarly).
 */
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { residentFundingQuery } from 'shared-auth/federated-queries';
import { Text } from 'shared-ui';
import type { FinancialTabsProps } from 'shared-domain/contracts/federated-props';
import { FundingTab, preloadFundingTab } from 'shared-ui/federated';
import { financialTabOf, type FinancialTabProps } from './types';
import { financeFeesQuery } from './fees/fees.resource';

const tabCode: Record<'fees' | 'transaction', () => Promise<{ default: ComponentType<FinancialTabProps> }>> = {
  fees: () => import('./fees/FeesTab'),
  transaction: () => import('./transactions/TransactionsTab'),
};
const FeesTab = lazy(tabCode.fees);
const TransactionsTab = lazy(tabCode.transaction);

/**
 * A person's page opened at a financial tab's address (a deep link, a reload): the tab's code and its main data start
 * loading when the page mounts, beside the person's record, instead of after it (the tabs render under the record).
 * The funding tab's code is mfe-funding's (preloaded through the loader its mount uses) and its data shared-auth's
 * `residentFundingQuery`, the query the tab itself reads, so its mount asks for nothing again.
 * `allowed`: the user may see the financial tabs (nothing is asked for otherwise).
 */
export function useFinancialTabEarly(residentId: number, allowed: boolean): void {
  const { pathname } = useLocation();
  const client = useQueryClient();
  const tab = allowed && Number.isInteger(residentId) && residentId > 0 ? financialTabOf(pathname)?.tab : undefined;
  useEffect(() => {
    if (tab === 'funding') {
      preloadFundingTab();
      void client.prefetchQuery(residentFundingQuery(residentId));
    } else if (tab) {
      void tabCode[tab]().catch(() => undefined); // a failed load is reported when the tab renders
      if (tab === 'fees') void client.prefetchQuery(financeFeesQuery(residentId));
    }
  }, [client, residentId, tab]);
}

export default function FinancialTabs({ residentId, kind, mode, tab }: FinancialTabsProps) {
  const { pathname } = useLocation();
  // A page with paths of its own names the tab (the independent-living pages' .../transactions).
  const current = tab ? { tab, isPrivate: false } : financialTabOf(pathname);
  if (!current) return null;
  const props: FinancialTabProps = { residentId, kind, mode, isPrivate: current.isPrivate };
  const loading = <Text color="fg.muted">Loading…</Text>;
  if (current.tab === 'funding') return <FundingTab residentId={residentId} kind={kind} mode={mode} fallback={loading} />;
  return (
    <Suspense fallback={loading}>
      {current.tab === 'fees' ? <FeesTab {...props} /> : null}
      {current.tab === 'transaction' && mode === 'view' ? <TransactionsTab {...props} /> : null}
    </Suspense>
  );
}
