/**
 * The other areas' screens this area reuses through Module Federation (shared-ui's RemoteComponent, loaded with the
 * loader the shell registers): the residents area's timeline, notes, event history and financial tabs and its contact
 * dialog, the administration's record history and the funding area's funding estimate. Each exposed component's props
 * are declared once in shared-domain's federated-props, which the exposing remote uses too.
 */
import type {
  ContactDialogProps,
  EventHistoryTabProps,
  FinancialTabsProps,
  FundingEstimateDialogProps,
  NotesTabProps,
  RecordHistoryProps,
  TimelineTabProps,
} from 'shared-domain/contracts/federated-props';
import { usePermission } from 'shared-auth';
import { RemoteComponent } from 'shared-ui';

export const RESIDENTS_REMOTE = 'mfe_residents';
export const FUNDING_REMOTE = 'mfe_funding';

/**
 * The tabs reload by themselves after an action on the person, here or in the residents area: they and the lead page
 * share one QueryClient (a federation singleton) and key the person's queries under shared-auth's `personKey`.
 */
export function TimelineTab({ residentId }: TimelineTabProps) {
  return (
    <RemoteComponent<TimelineTabProps> remote={RESIDENTS_REMOTE} expose="./TimelineTab" area="Timeline" residentId={residentId} />
  );
}

export function NotesTab({ residentId }: NotesTabProps) {
  return <RemoteComponent<NotesTabProps> remote={RESIDENTS_REMOTE} expose="./NotesTab" area="Notes" residentId={residentId} />;
}

/** The event history tab reads `resident.residentId ?? resident.id` and `resident.facilityType`. */
export function EventHistoryTab({ resident }: EventHistoryTabProps) {
  return (
    <RemoteComponent<EventHistoryTabProps>
      remote={RESIDENTS_REMOTE}
      expose="./EventHistoryTab"
      area="Events"
      resident={resident}
    />
  );
}

/** Add or edit a contact: mfe-residents' dialog. Mount it only while open (its code loads on first use). */
export function ContactDialog(props: ContactDialogProps) {
  return (
    <RemoteComponent<ContactDialogProps>
      remote={RESIDENTS_REMOTE}
      expose="./ContactDialogs"
      area="Contacts"
      fallback={null}
      {...props}
    />
  );
}

/**
 * mfe-admin's record history panel ('./RecordHistory'): who changed what on the lead and when. Mounted only for holders
 * of recordHistory canView, so nobody else loads mfe-admin's code for it (the API refuses them too).
 */
export function RecordHistoryPanel({ residentId }: { residentId: number }) {
  const history = usePermission('recordHistory');
  if (!history.canView) return null;
  return (
    <RemoteComponent<RecordHistoryProps>
      remote="mfe_admin"
      expose="./RecordHistory"
      area="History"
      entity="resident"
      id={residentId}
    />
  );
}

/**
 * mfe-residents' financial tabs ('./FinancialTabs'): funding, fees and transactions of the lead, in view or edit mode;
 * the tab is read from the path (.../financials/funding, .../financials/{isPrivateResidency}/fees | transaction).
 */
export function FinancialTabs({ residentId, mode }: Pick<FinancialTabsProps, 'residentId' | 'mode'>) {
  return (
    <RemoteComponent<FinancialTabsProps>
      remote={RESIDENTS_REMOTE}
      expose="./FinancialTabs"
      area="Financials"
      residentId={residentId}
      kind="lead"
      mode={mode}
    />
  );
}

/**
 * mfe-funding's funding estimate dialog ('./FundingEstimateDialog'): the lead's AN-ACC class with its variable and fixed
 * components. Mount it only while open (its code loads on first use). Its save reloads the lead (the person's queries).
 */
export function FundingEstimateDialog(props: FundingEstimateDialogProps) {
  return (
    <RemoteComponent<FundingEstimateDialogProps>
      remote={FUNDING_REMOTE}
      expose="./FundingEstimateDialog"
      area="Funding estimate"
      fallback={null}
      {...props}
    />
  );
}
