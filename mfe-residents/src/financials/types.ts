/**
 * The props every financial tab of this area takes (the fees and transactions tabs; the funding tab is mfe-funding's,
 * mounted through federation with shared-domain's FundingTabProps). The tabs serve residents (residentsFinancials, 202)
 * and leads (leadsFinancials, 102; mfe-leads mounts them through federation as './FinancialTabs'): `kind` says which,
 * and so which permission decides whether the tab may edit and where its links go (shared-domain's personPagePath).
 */
export interface FinancialTabProps {
  /** The person (resident id of the route). */
  residentId: number;
  kind: 'resident' | 'lead';
  mode: 'view' | 'edit';
  /** The route's {isPrivateResidency} segment (fees and transactions). */
  isPrivate: boolean;
}

export type FinancialTab = 'funding' | 'fees' | 'transaction';

/** The tab a financial path names: .../financials/funding, .../financials/{bool}/fees, .../financials/{bool}/transaction. */
export function financialTabOf(pathname: string): { tab: FinancialTab; isPrivate: boolean } | null {
  const m = /\/financials\/(?:(funding)|(true|false)\/(fees|transaction))\/?$/.exec(pathname);
  if (!m) return null;
  if (m[1]) return { tab: 'funding', isPrivate: false };
  return { tab: m[3] as FinancialTab, isPrivate: m[2] === 'true' };
}
