/**
 * The props of the components one remote exposes for another to mount (shared-ui's RemoteComponent). A remote never
 * imports another remote's source, so each exposed component's props are declared here once: the exposing component
 * takes them and the mounting side types its RemoteComponent with them. Types only.
 */
import type { OrganisationFacility } from './admin-users';
import type { HistoryEntity } from './history';
import type { FacilityType } from '../enums';
import type { Contact, MarkAsEnquiryResponse, ResidentDetail } from './resident-responses';

/** mfe-residents './TimelineTab'. */
export interface TimelineTabProps {
  residentId: number;
}

/** mfe-residents './NotesTab'. */
export interface NotesTabProps {
  residentId: number;
}

/**
 * The person mfe-residents' event history tab needs: the residency `id`, the person `residentId` and the facility's
 * type. The resident page passes its whole resident detail; the lead page just these.
 */
export interface EventHistoryResident {
  id: number;
  residentId: number;
  facilityType: FacilityType;
}

/** mfe-residents './EventHistoryTab'. */
export interface EventHistoryTabProps {
  resident: EventHistoryResident;
}

/** A pick-list entry of the contact dialog (a relationship, a country). */
export interface ContactDialogOption {
  id: number;
  name: string;
}

/** mfe-residents './ContactDialogs' (default export): the add/edit contact dialog. */
export interface ContactDialogProps {
  open: boolean;
  title: string;
  contact: Contact | null;
  relationships: ContactDialogOption[];
  countries: ContactDialogOption[];
  onCancel: () => void;
  onSave: (c: Contact) => void;
}

/** mfe-residents './FinancialTabs': funding, fees and transactions of a resident or a lead, in view or edit mode. */
export interface FinancialTabsProps {
  residentId: number;
  kind: 'resident' | 'lead';
  mode: 'view' | 'edit';
  /**
   * The tab to show, for a page whose paths are not the residents area's (.../financials/...): the independent-living
   * pages show the transactions tab at their own .../transactions path. Without it the tab is read from the path.
   */
  tab?: 'funding' | 'fees' | 'transaction';
}

/**
 * mfe-residents './ResidentList': a list of residents (25 at a time, infinite scroll), by default the residents area's
 * current or departed residents. The independent-living area mounts it for its own lists (GET allocations,
 * allocations/departed-residents), whose rows open their allocation pages (shared-domain's residentPageUrl).
 */
export interface ResidentListProps {
  /** The departed list (its departure date column and texts). */
  departed: boolean;
  /** The API path of the rows (default 'residents', or 'residents/departed'). */
  source?: string;
  /** The page's title (default 'Residents' or 'Departed residents'). */
  title?: string;
  /** The link to the other list (default the residents area's other list). */
  otherList?: { to: string; label: string };
  /** The key the rows are cached under: the mounting area's own, so its actions reload the list. */
  queryKey?: readonly unknown[];
}

/**
 * mfe-residents './MarkAsEnquiry' (its own screen /markAsEnquiry/{residentId} takes no props): marks a departed
 * resident as a new enquiry. Another area mounting it names the person, where Cancel leads and what follows the mark.
 */
export interface MarkAsEnquiryProps {
  residentId: number;
  /** Where Cancel (and the notice for a resident who has not departed) leads. */
  backTo: string;
  /** After the mark and its success message: the mounting area opens the new enquiry. */
  onMarked: (result: MarkAsEnquiryResponse) => void;
}

/** mfe-admin './RecordHistory': who changed what on a record and when. */
export interface RecordHistoryProps {
  entity: HistoryEntity;
  id: number;
}

/**
 * mfe-funding './FundingTab': the funding tab of a resident or a lead, in view or edit mode (mfe-residents'
 * './FinancialTabs' mounts it for the .../financials/funding path).
 */
export interface FundingTabProps {
  residentId: number;
  kind: 'resident' | 'lead';
  mode: 'view' | 'edit';
}

/**
 * mfe-funding './FundingActions': the resident record's funding panel (CRID, ACFI, AN-ACC, supplements, legal notice,
 * means-tested care fee history) and its dialogs. Renders nothing outside an aged-care facility.
 */
export interface FundingActionsProps {
  resident: ResidentDetail;
}

/** mfe-funding './LegalNoticeDialog': the legal notice received dialog (the fees tab opens it too). Mount it while open. */
export interface LegalNoticeDialogProps {
  residentId: number;
  /** residentsFinancials canModify: without it the dialog only shows the notice. */
  canModify: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * mfe-funding './FundingEstimateDialog': a lead's pre-admission funding estimate with the AN-ACC classes (the lead page
 * opens it). Mount it while open.
 */
export interface FundingEstimateDialogProps {
  open: boolean;
  /** The lead (the person). */
  residentId: number;
  onClose: () => void;
}

/** A facility the actual statement form offers (the aged-care ones of those it is given). */
export type ActualStatementFacility = Pick<OrganisationFacility, 'id' | 'name' | 'facilityType'>;

/**
 * mfe-funding './ActualStatement': the upload and download of a facility's actual Medicare statement (system users
 * only; customer care's page in mfe-admin mounts it under its links).
 */
export interface ActualStatementProps {
  /** The organisation's facilities, as customer care loads them. */
  facilities: readonly ActualStatementFacility[];
}

/**
 * mfe-residents './StayEventAction': corrects or reverses one stay event with the residents area's own dialogs (the
 * admission and departure corrections, the reversal's confirmation and its 'Unable to reverse' refusal). The Medicare
 * events page mounts it for a row's Correct or Reverse; `onDone` follows a saved correction or reversal (the page
 * reloads its rows), `onClose` a cancel.
 */
export interface StayEventActionProps {
  action: 'correct' | 'reverse';
  /** The Medicare request type of the event (Entry, EntryCorrection, Departure, DepartureCorrection, Leave, ...). */
  requestType: string;
  residentId: number;
  residencyId: number;
  /** The stay event (residency event) corrected or reversed. */
  eventId: number;
  /** The leave of a leave event (its reversal acts on the leave). */
  leaveId: number | null;
  onDone: () => void;
  onClose: () => void;
}

/** The residents area's stay actions, by name (another area offers some of them: see StayActionsProps). */
export type StayActionName =
  | 'sendOnLeave'
  | 'returnFromLeave'
  | 'editLeave'
  | 'reverseLeave'
  | 'depart'
  | 'vacate'
  | 'correctDeparture'
  | 'reverseDeparture'
  | 'correctAdmission'
  | 'reverseAdmission'
  | 'transfer'
  | 'makeFunded';

/**
 * One action another remote shows in its page's action bar (shared-ui's PageAction has the same fields): `key` names
 * it, `onSelect` opens its dialog in the remote that reported it.
 */
export interface FederatedAction {
  key: string;
  label: string;
  onSelect: () => void;
  inline?: boolean;
  destructive?: boolean;
}

/**
 * mfe-residents './StayActions': the stay's actions of one person (leave, departure and vacate, their corrections and
 * reversals, transfer) under the residents area's own permission and state rules, with their dialogs. It loads the
 * person's record, reports the actions the user may take now through `onActions` (again whenever they change; an empty
 * list when it goes away) and renders only the dialogs: the mounting page puts the actions in its own action bar (the
 * ILU allocation page). Mount it for as long as the page shows the person.
 */
export interface StayActionsProps {
  /** The person (the resident id of the API paths). */
  residentId: number;
  /** Offer only these (default: every stay action the rules allow). */
  only?: readonly StayActionName[];
  onActions: (actions: FederatedAction[]) => void;
  /** After a saved action (the dialogs' mutations already reload the person's queries): the page reloads its own. */
  onChanged?: () => void;
}
