/**
 * The funding area's screens this area mounts through Module Federation (shared-ui's RemoteComponent, loaded with the
 * loader the shell registers): the funding tab of the financial tabs, the record's funding panel and the fees tab's
 * legal notice dialog. Each exposed component's props are declared once in shared-domain's federated-props, which the
 * exposing remote uses too. They reload with this area's screens: both key what they show about a person under
 * shared-auth's personKey, and share the one QueryClient.
 */
import type { ReactNode } from 'react';
import type { FundingActionsProps, FundingTabProps, LegalNoticeDialogProps } from 'shared-domain/contracts/federated-props';
import { RemoteComponent, getRemoteLoader } from 'shared-ui';

export const FUNDING_REMOTE = 'mfe_funding';

/** mfe-funding's funding tab ('./FundingTab'); `fallback` is shown while its code loads. */
export function FundingTab({ fallback, ...props }: FundingTabProps & { fallback?: ReactNode }) {
  return (
    <RemoteComponent<FundingTabProps>
      remote={FUNDING_REMOTE}
      expose="./FundingTab"
      area="Funding"
      fallback={fallback}
      {...props}
    />
  );
}

/**
 * Starts loading the funding tab's code now, through the same loader its mount uses: the manifest, the remote's entry
 * and the module arrive once, so the mount a moment later finds them loaded or on their way. A failure is left to the
 * mount, which shows the area's unavailable panel and Retry.
 */
export function preloadFundingTab(): void {
  getRemoteLoader()?.(FUNDING_REMOTE, './FundingTab', {}).catch(() => undefined);
}

/**
 * mfe-funding's funding panel of the record ('./FundingActions'): CRID, ACFI, AN-ACC, supplements, legal notice. Aged
 * care only (the panel renders nothing elsewhere), so no other resident's page loads mfe-funding's code for it.
 */
export function FundingActions({ resident }: FundingActionsProps) {
  if (resident.facilityType !== 'AgeCare') return null;
  return (
    <RemoteComponent<FundingActionsProps> remote={FUNDING_REMOTE} expose="./FundingActions" area="Funding" resident={resident} />
  );
}

/** mfe-funding's legal notice received dialog ('./LegalNoticeDialog'). Mount it only while open (its code loads on first use). */
export function LegalNoticeDialog(props: LegalNoticeDialogProps) {
  return (
    <RemoteComponent<LegalNoticeDialogProps>
      remote={FUNDING_REMOTE}
      expose="./LegalNoticeDialog"
      area="Legal notice"
      fallback={null}
      {...props}
    />
  );
}
