/**
 * The residents area's screens the independent-living pages mount through Module Federation (shared-ui's
 * RemoteComponent, loaded with the loader the shell registers), never copied: the person's notes, timeline and event
 * history tabs, the transactions tab of the financial tabs, the resident list (the area's lists of its residents) and
 * the mark-as-enquiry screen. Each exposed component's props are declared once in shared-domain's federated-props.
 * They share the one QueryClient with these pages and key what they show about a person under shared-auth's
 * personKey, which invalidateIlu reloads.
 */
import type {
  EventHistoryTabProps,
  FinancialTabsProps,
  MarkAsEnquiryProps,
  NotesTabProps,
  ResidentListProps,
  TimelineTabProps,
} from 'shared-domain/contracts/federated-props';
import { RemoteComponent } from 'shared-ui';

export const RESIDENTS_REMOTE = 'mfe_residents';

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

/** The person's account: the financial tabs' transactions tab, named (the pages' paths are not the residents area's). */
export function TransactionsTab({ residentId, kind }: Pick<FinancialTabsProps, 'residentId' | 'kind'>) {
  return (
    <RemoteComponent<FinancialTabsProps>
      remote={RESIDENTS_REMOTE}
      expose="./FinancialTabs"
      area="Transactions"
      residentId={residentId}
      kind={kind}
      mode="view"
      tab="transaction"
    />
  );
}

/** The residents area's resident list, reading the rows the props name. */
export function ResidentList(props: ResidentListProps) {
  return <RemoteComponent<ResidentListProps> remote={RESIDENTS_REMOTE} expose="./ResidentList" area="Residents" {...props} />;
}

/** The residents area's mark-as-enquiry screen (its screen './MarkAsEnquiry', given the person and what follows). */
export function MarkAsEnquiry(props: MarkAsEnquiryProps) {
  return (
    <RemoteComponent<MarkAsEnquiryProps> remote={RESIDENTS_REMOTE} expose="./MarkAsEnquiry" area="Mark as enquiry" {...props} />
  );
}
