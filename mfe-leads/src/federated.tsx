/**
 * The residents area's screens this area reuses through Module Federation (shared-ui's RemoteComponent, loaded with the
 * loader the shell registers): the timeline, notes and event history tabs and the contact dialog. The prop types below
 * are the contract of mfe-residents' exposes ('./TimelineTab', './NotesTab', './EventHistoryTab', './ContactDialogs').
 */
import type { FacilityType } from 'shared-domain';
import type { Contact } from 'shared-domain/resident-types';
import { RemoteComponent } from 'shared-ui';

export const RESIDENTS_REMOTE = 'mfe_residents';

/** `refreshKey`: a value that changes when the lead was reloaded after an action (the timeline loads again). */
export function TimelineTab({ residentId, refreshKey }: { residentId: number; refreshKey?: unknown }) {
  return (
    <RemoteComponent<{ residentId: number; refreshKey?: unknown }>
      remote={RESIDENTS_REMOTE} expose="./TimelineTab" area="Timeline" residentId={residentId} refreshKey={refreshKey} />
  );
}

export function NotesTab({ residentId }: { residentId: number }) {
  return <RemoteComponent<{ residentId: number }> remote={RESIDENTS_REMOTE} expose="./NotesTab" area="Notes" residentId={residentId} />;
}

/** The event history tab reads `resident.residentId ?? resident.id` and `resident.facilityType`. */
export interface EventHistoryResident { id: number; residentId: number; facilityType: FacilityType }
export function EventHistoryTab({ resident, onChanged }: { resident: EventHistoryResident; onChanged: () => void }) {
  return (
    <RemoteComponent<{ resident: EventHistoryResident; onChanged: () => void }>
      remote={RESIDENTS_REMOTE} expose="./EventHistoryTab" area="Events" resident={resident} onChanged={onChanged} />
  );
}

export interface ContactDialogProps {
  open: boolean;
  title: string;
  contact: Contact | null;
  relationships: { id: number; name: string }[];
  countries: { id: number; name: string }[];
  onCancel: () => void;
  onSave: (c: Contact) => void;
}
/** Add or edit a contact: mfe-residents' dialog. Mount it only while open (its code loads on first use). */
export function ContactDialog(props: ContactDialogProps) {
  return <RemoteComponent<ContactDialogProps> remote={RESIDENTS_REMOTE} expose="./ContactDialogs" area="Contacts" fallback={null} {...props} />;
}
