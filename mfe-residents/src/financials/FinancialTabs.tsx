/**
 * The financial tabs a resident and a lead share: funding, fees and transactions, in view or edit mode. The
 * tab comes from the path (.../financials/funding, .../financials/{isPrivateResidency}/fees | transaction), so the same
 * component serves the resident pages (routes of this remote) and the lead pages (mfe-leads mounts it through
 * federation as './FinancialTabs'). Each tab's code loads when it is first shown.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Text } from 'shared-ui';
import type { FinancialTabsProps } from 'shared-domain/contracts/federated-props';
import { financialTabOf, type FinancialTabProps } from './types';

const FundingTab = lazy(() => import('./funding/FundingTab'));
const FeesTab = lazy(() => import('./fees/FeesTab'));
const TransactionsTab = lazy(() => import('./transactions/TransactionsTab'));

export default function FinancialTabs({ residentId, kind, mode }: FinancialTabsProps) {
  const { pathname } = useLocation();
  const current = financialTabOf(pathname);
  if (!current) return null;
  const props: FinancialTabProps = { residentId, kind, mode, isPrivate: current.isPrivate };
  return (
    <Suspense fallback={<Text color="fg.muted">Loading…</Text>}>
      {current.tab === 'funding' ? <FundingTab {...props} /> : null}
      {current.tab === 'fees' ? <FeesTab {...props} /> : null}
      {current.tab === 'transaction' && mode === 'view' ? <TransactionsTab {...props} /> : null}
    </Suspense>
  );
}
