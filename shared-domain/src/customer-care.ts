/**
 * Customer care (system users only): clinical integration of a facility's residents and the actual Medicare statement
 * upload. The operation types, the screens' texts and the check of the residents sent to the clinical system, used by
 * the API (which refuses to submit) and mfe-admin (which lists the results). Statement months: funding/month-year.
 */

/** Operation types of the clinical integration (the screen's route parameter and the request body). */
export const CLINICAL_OPERATION_TYPES = ['OnboardResidents', 'UpdateResidents'] as const;
export type ClinicalOperationType = (typeof CLINICAL_OPERATION_TYPES)[number];

export function isClinicalOperationType(value: unknown): value is ClinicalOperationType {
  return typeof value === 'string' && (CLINICAL_OPERATION_TYPES as readonly string[]).includes(value);
}

/** The clinical integration status is polled every 5000 ms until the request is completed. */
export const CLINICAL_STATUS_POLL_MS = 5000;

export const CUSTOMER_CARE_MESSAGES = {
  facilitiesLoadFailed: 'Error occurred while fetching facilities',
  statementNotFetched:
    "The actual statement for this month hasn't been fetched yet. Click 'Get statement' on the statements page before uploading.",
  uploadFailed: 'Unexpected error occurred while uploading actual statement.',
  uploadSucceeded: 'Successfully uploaded actual statement.',
  downloadFailed: 'Unable to download statement. Either your computer is offline, or the product is having problems of its own.',
  facilityRequired: 'Please select a facility.',
  monthRequired: 'Please select a month.',
  fileRequired: 'Please choose the actual statement file to upload.',
  fileEmpty: 'The file is empty.',
  fileTooLarge: 'The file is larger than 20 MB.',
  noResidents: 'There are no current residents in this facility to send to the clinical system.',
  integrationFailed: 'Unexpected error occurred while submitting the request to the clinical system.',
  alreadyPending: 'A request for this facility is still being processed by the clinical system. Wait for it to complete.',
  statementTypeNotAllowed: 'The actual statement must be an XML, PDF, CSV, text or Excel file.',
  fileNameRequired: 'The file name is required.',
} as const;

/** The largest actual statement file accepted (the statements Medicare sends are far smaller). */
export const ACTUAL_STATEMENT_MAX_BYTES = 20 * 1024 * 1024;

/** 'Request to {on-board|update} the residents to clinical has been submitted.' */
export function clinicalSubmittedMessage(operationType: ClinicalOperationType): string {
  return `Request to ${operationType === 'OnboardResidents' ? 'on-board' : 'update'} the residents to clinical has been submitted.`;
}

/** The screen's title for an operation type. */
export function clinicalOperationTitle(operationType: ClinicalOperationType): string {
  return operationType === 'OnboardResidents' ? 'On-board residents to clinical' : 'Update residents in clinical';
}

/** What the clinical system needs of each resident sent (the resident record's own fields). */
export interface ClinicalResident {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  sex: string | null;
  medicareNumber: string | null;
  careRecipientId: string | null;
}

export interface ClinicalValidationResult {
  errorMessage: string;
}

/**
 * The residents' problems that stop the clinical system from matching or creating its records: each current resident
 * needs a date of birth, a gender other than Unknown and a 10-digit Medicare number (what the clinical system matches a
 * person on). No residents at all is a problem too. One message per problem, residents in
 * the order given; empty when the request can be submitted.
 */
export function validateResidentsForClinical(residents: readonly ClinicalResident[]): ClinicalValidationResult[] {
  if (residents.length === 0) return [{ errorMessage: CUSTOMER_CARE_MESSAGES.noResidents }];
  const results: ClinicalValidationResult[] = [];
  for (const r of residents) {
    const who = `${r.lastName}, ${r.firstName}`;
    const add = (problem: string) => results.push({ errorMessage: `${who}: ${problem}` });
    if (!r.dateOfBirth) add('the date of birth is missing.');
    if (!r.sex || r.sex === 'Unknown') add('the gender is missing.');
    const medicare = (r.medicareNumber ?? '').replace(/\s+/g, '');
    if (!medicare) add('the Medicare number is missing.');
    else if (!/^\d{10}$/.test(medicare)) add('the Medicare number must have 10 digits.');
  }
  return results;
}
