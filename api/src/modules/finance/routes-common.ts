/**
 * What the routes of a resident's finance tabs (fees, account) and the fee runs share: aged care only, tagged finance
 * in OpenAPI, and the financials permissions (residentsFinancials 202 for a resident, leadsFinancials 102 for a lead).
 * Each route still names its scope and its permission (view or modify) itself. The funding tab, the funding module's,
 * declares the same tag and permissions on its own routes.
 */
import type { RouteDeclaration } from '../../http/routes';

/** Spread into each finance route's declaration. */
export const financeRoute: Pick<RouteDeclaration, 'facilityType' | 'tags'> = { facilityType: 'AgeCare', tags: ['finance'] };

/** The financials permissions: a resident's (202), and a lead's (102) checked instead for a lead. */
export const financials = {
  view: { name: 'residentsFinancials', flag: 'canView' },
  modify: { name: 'residentsFinancials', flag: 'canModify' },
  leadView: { name: 'leadsFinancials', flag: 'canView' },
  leadModify: { name: 'leadsFinancials', flag: 'canModify' },
} as const;
