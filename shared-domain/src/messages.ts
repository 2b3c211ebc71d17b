/** Platform messages (seed 000 §8), word for word; spelling as in the seed (e.g. 'mssages'). */
import { melbourneTimeText } from './day';

export const OFFLINE_HINT = 'Either your computer is offline, or the product is having problems of its own.';

/** Appends the offline hint to a message: 'Unable to get feature flags. Either your computer is offline, ...'. */
export function withOfflineHint(message: string): string {
  return `${message} ${OFFLINE_HINT}`;
}

/**
 * The offline hint as seed 001 words it for its areas (leads, resident finance, funding statements): it names Resident
 * Manager where seed 000's platform hint says "the product".
 */
export const OFFLINE_HINT_NAMED = 'Either your computer is offline, or Resident Manager is having problems of its own.';

/** Appends seed 001's offline hint: 'Unable to display financials. Either your computer is offline, or Resident Manager ...'. */
export function withNamedOfflineHint(message: string): string {
  return `${message} ${OFFLINE_HINT_NAMED}`;
}

// ---- shell
export const FEATURE_FLAGS_ERROR = 'Unable to get feature flags.';
/** Spelling as shown in the seed. */
export const BANNER_MESSAGES_ERROR = 'Unable to get banner mssages.';
export const SIGN_IN_ERROR = 'Unable to sign in.';
export const AUTHENTICATE_ERROR = 'Unable to authenticate sign in details.';
/** The 401 alert (the seed: a request lacked valid credentials and log-in is required). */
export const UNAUTHORIZED_ALERT = 'Authorization has been denied for this request. Log in is required.';
export const MAINTENANCE_NOTICE_ALERT_FALLBACK =
  'Maintenance is starting. Your work may not have been saved. The page will now reload.';
export const UNSAVED_CHANGES_PROMPT = 'Do you want to leave this page? Changes you made may not be saved.';
export const AREA_UNAVAILABLE = 'This area is unavailable';

// ---- forgot / reset password
export const INVALID_LINK = 'Invalid link';
export const NETWORK_ERROR = 'Network error';

// ---- dashboards
export const DASHBOARD_LOAD_ERROR = 'Unexpected error occurred while loading dashboard.';
/** ILU dashboard load error. */
export const ILU_DASHBOARD_LOAD_ERROR = 'Unexpected error occurred while loading residents to view.';

// ---- documents
export const DOCUMENTS_LOAD_ERROR = 'Unexpected error occurred while loading documents.';
export const DOCUMENT_UPLOAD_ERROR = 'Unexpected error occurred while uploading document.';
export const DOCUMENT_LOAD_ERROR = 'Unexpected error occurred while loading document.';
export const DOCUMENT_DELETE_ERROR = 'Unexpected error occurred while deleting document.';
export const DOCUMENT_NAME_REQUIRED = 'Please enter file name';
export const DOCUMENT_NAME_EXISTS = 'This document name already exists';

// ---- reference data and resident screens
/** 'Unexpected error occurred while loading the {what}.' e.g. loadingError('countries'). */
export function loadingError(what: string): string {
  return `Unexpected error occurred while loading the ${what}.`;
}
export const COUNTRIES_LOAD_ERROR = 'Unexpected error occurred while loading the countries.';
export const RELATIONSHIPS_LOAD_ERROR = 'Unexpected error occurred while loading the relationships.';
export const ENQUIRY_SOURCES_LOAD_ERROR = 'Unexpected error occurred while loading the enquiry sources.';
export const RELIGIONS_LOAD_ERROR = 'Unexpected error occurred while loading the religions.';
export const EVENT_HISTORY_LOAD_ERROR = 'Unexpected error while retrieving resident event history';
export const SAVE_SUPPLEMENT_STATUS_ERROR = 'Unable to save supplement status.';
export const SAVE_CHANGES_ERROR = 'Unable to save changes.';
export const DISPLAY_FINANCIALS_ERROR = 'Unable to display financials.';
export const MMM_CLASSIFICATION_LOAD_ERROR = 'Unexpected error while loading MMM classification.';
export const ACFI_NOT_SENT_TITLE = 'ACFI not sent';
export const ACFI_DETAILS_MISMATCH = "The following ACFI details do not match the resident's record :";
export const ACFI_FILE_NOT_SENT = 'The ACFI file could not be sent...';
export const SAVE_ACFI_ERROR = 'Unable to save ACFI.';
export const SAVE_REASSESSMENT_REQUEST_ERROR = 'Unable to save AN-ACC Reassessment request details.';
export const SAVE_ANACC_ERROR = 'Unable to save AN-ACC.';
export const RESIDENTIAL_CARE_ID_ERROR = 'Unable to get residential care ID.';
export const ENTERAL_FEEDING_SAVE_ERROR = 'Unexpected error while saving Enteral Feeding details.';
export const ASSISTED_OXYGEN_SAVE_ERROR = 'Unexpected error while saving Assisted Oxygen details.';
export const DEBTOR_ID_EXISTS = 'Debtor ID already exists.';
export const MARK_AS_ENQUIRY_ERROR = 'Unable to mark as enquiry.';
export const MARK_AS_ENQUIRY_SUCCESS = 'Resident was marked as an enquiry successfully.';
export const EVENT_CANNOT_BE_REVERSED = 'This event cannot be reversed.';
/**
 * Seed 000 §5 / §8: an agreed room price without the MPIR of its date. The one constant for every check and figure
 * (admission, admission correction, transfer, the fees tab's save, the figures that need an MPIR; key `mpir`).
 */
export const MPIR_NOT_SET = 'Ensure MPIR is set in Funding - Fees and Charges with valid dates';
export const ADMITTED_BEFORE_NOV_2025 =
  'Resident is admitted before 1st Nov-2025, please select accommodation class "1st Jul 2014 to 31 Oct 2025"';

/** Titles of the message dialogs that list server model-state errors. */
export const MODEL_STATE_DIALOG_TITLES = {
  leave: 'Send resident leave',
  depart: 'Depart resident',
  vacate: 'Vacate unit',
  departureCorrection: 'Correction to resident departure',
  admissionCorrection: 'Correct admission',
  returnFromLeave: 'Return resident from leave',
} as const;

// ---- successes
export const SUCCESS_MESSAGES = {
  changesSaved: 'Changes have been saved.',
  savedSuccessfully: 'Saved successfully.',
  acfiSent: 'ACFI sent to Medicare.',
  acfiSaved: 'ACFI saved.',
  expectedAnaccSaved: 'Expected AN-ACC saved.',
  leaveAdded: 'Leave added.',
  leaveUpdated: 'Leave updated.',
  leaveReversed: 'Leave reversed.',
  departureCorrected: 'Departure corrected.',
  unitVacated: 'Unit vacated.',
  residentDeparted: 'Resident departed.',
  admissionCorrected: 'Admission corrected.',
  noteAdded: 'Note added successfully.',
  markedAsEnquiry: MARK_AS_ENQUIRY_SUCCESS,
  /** Seed 001 §8: a reversed admission or departure (leave has its own 'Leave reversed.'). */
  eventReversed: 'Event reversed.',
} as const;

/**
 * A 409: someone else saved the record since it was loaded (optimistic `version`). The seeds do not word it; the API
 * answers with this text and the form kit shows it when a 409 carries no message of its own.
 */
export const CONFLICT_MESSAGE = 'The record was changed by someone else. Reload it and try again.';

/** Who changed a record and when (contracts/common's RecordChange; `atUtc` an instant). */
export interface RecordChangeText {
  name: string;
  atUtc: string | Date;
}

/**
 * A 409 that knows whose change it lost to (the seeds give no wording for a concurrency conflict, so this is ours):
 * 'This record was changed by Mary Manager at 2:41 pm. Reload to see their change.' The time is Melbourne's, with the
 * date when it was not today.
 */
export function recordConflictMessage(change: RecordChangeText | null, now?: Date): string {
  return change
    ? `This record was changed by ${change.name} at ${melbourneTimeText(change.atUtc, now)}. Reload to see their change.`
    : CONFLICT_MESSAGE;
}

/** The changed-record notice of an open edit form whose record someone else saved meanwhile. */
export function recordChangedNotice(change: RecordChangeText | null, now?: Date): string {
  return change
    ? `This record was changed by ${change.name} at ${melbourneTimeText(change.atUtc, now)}. Reload to see the change.`
    : 'This record was changed by someone else. Reload to see the change.';
}
