/**
 * `shared-auth/federated-queries`: the queries of a component one remote exposes for another that the mounting remote
 * also runs itself: to start them early (a deep link to the resident's funding tab asks for the tab's data beside the
 * record, before mfe-funding's code has arrived) or to show the same data (the fees tab shows the legal notice that
 * mfe-funding's dialog edits). They are declared once here, as the components' props are in shared-domain's
 * federated-props, so both sides use one key, one request and one freshness: the component's mount finds the data
 * already asked for, and a save on either side reloads the other. A second entry of shared-auth, bundled into the
 * remotes that import it: the singleton the first page loads does not carry it.
 */
import { queryOptions } from '@tanstack/react-query';
import { getJson, personKey } from 'shared-auth';
import type { ResidentFunding } from 'shared-domain/contracts/finance-funding';
import type { LegalNoticeInformation } from 'shared-domain/contracts/funding-responses';
import { loadingError } from 'shared-domain/messages';

/**
 * GET residents/{id}/finance/funding: mfe-funding's funding tab (a resident or a lead: `residentId` is the person). The
 * load's failures are shown by the tab itself (a 404 shows the defaults, anything else the financials message).
 */
export const residentFundingQuery = (residentId: number) =>
  queryOptions({
    queryKey: [...personKey(residentId), 'finance', 'funding'] as const,
    queryFn: ({ signal }) => getJson<ResidentFunding>(`residents/${residentId}/finance/funding`, { signal }),
    // Loaded early with a deep link to the tab (mfe-residents' useFinancialTabEarly): not asked again when the tab
    // mounts a moment later. A save invalidates it whatever this says.
    staleTime: 10_000,
  });

/**
 * GET funding/{id}/legal-notice-date-information: the notice date and the interest rates (mfe-funding's legal notice
 * dialog, mfe-residents' fees tab). Under the person's key: the dialog's save reloads it.
 */
export const legalNoticeQuery = (residentId: number) =>
  queryOptions({
    queryKey: [...personKey(residentId), 'funding', 'legal-notice'] as const,
    queryFn: ({ signal }) => getJson<LegalNoticeInformation>(`funding/${residentId}/legal-notice-date-information`, { signal }),
    meta: { errorMessage: loadingError('legal notice details') },
  });
