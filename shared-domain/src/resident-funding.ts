/**
 * Funding actions on a resident's record (seed 000 §2 "Dialogs", §3, §4, §5, §8; seed 001 §3 "Legal notice",
 * §9): get CRID, submit / assign ACFI, AN-ACC reassessment request, expected AN-ACC, oxygen and enteral feeding
 * supplements, legal notice received, means-tested care fee history. Pure rules shared by the API (server-side
 * validation) and mfe-funding (the dialogs), with the same messages. Dates are 'YYYY-MM-DD'.
 */
import { CARE_ID_MAX_LENGTH, STATE_ABBREVIATIONS } from './constants';
import { addDays, compareDates, dayAfter, formatDate, isDateOnly } from './dates';
import {
  ACFI_DETAILS_MISMATCH,
  ACFI_FILE_NOT_SENT,
  ACFI_NOT_SENT_TITLE,
  ASSISTED_OXYGEN_SAVE_ERROR,
  ENTERAL_FEEDING_SAVE_ERROR,
  RESIDENTIAL_CARE_ID_ERROR,
  SAVE_ACFI_ERROR,
  SAVE_ANACC_ERROR,
  SAVE_REASSESSMENT_REQUEST_ERROR,
  SUCCESS_MESSAGES,
} from './messages';

import type { FieldErrors } from './model-state';
import { rateInForceOn } from './rate-periods';

function add(errors: FieldErrors, field: string, message: string): void {
  const messages = (errors[field] ??= []);
  if (!messages.includes(message)) messages.push(message);
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

// ---------------------------------------------------------------- messages (seed 000 §8 where it gives them)

export const FUNDING_MESSAGES = {
  residentialCareIdError: RESIDENTIAL_CARE_ID_ERROR,
  acfiNotSentTitle: ACFI_NOT_SENT_TITLE,
  acfiDetailsMismatch: ACFI_DETAILS_MISMATCH,
  acfiFileNotSent: ACFI_FILE_NOT_SENT,
  acfiSent: SUCCESS_MESSAGES.acfiSent,
  acfiSaved: SUCCESS_MESSAGES.acfiSaved,
  saveAcfiError: SAVE_ACFI_ERROR,
  saveReassessmentError: SAVE_REASSESSMENT_REQUEST_ERROR,
  expectedAnaccSaved: SUCCESS_MESSAGES.expectedAnaccSaved,
  saveAnaccError: SAVE_ANACC_ERROR,
  enteralFeedingSaveError: ENTERAL_FEEDING_SAVE_ERROR,
  oxygenSaveError: ASSISTED_OXYGEN_SAVE_ERROR,
  /** Seed 001 §8. */
  noticeDateSaved: 'Notice date saved successfully.',
  /** Beyond the seed: a notice date recorded by mistake is cleared (with a confirmation). */
  noticeDateCleared: 'Notice date cleared.',
  savedSuccessfully: SUCCESS_MESSAGES.savedSuccessfully,
} as const;

/** Field messages of this module (the seeds do not word them; kept short and in the product's style). */
export const FUNDING_FIELD_MESSAGES = {
  dateRequired: (label: string) => `${label} is required.`,
  dateInvalid: (label: string) => `${label} is not a valid date.`,
  notInFuture: (label: string) => `${label} cannot be in the future.`,
  notBeforeAdmission: (label: string, admission: string) =>
    `${label} cannot be before the admission date (${formatDate(admission)}).`,
  careIdTooLong: `Care recipient ID must be ${CARE_ID_MAX_LENGTH} characters or fewer.`,
  genderRequired: 'Gender is required.',
  genderInvalid: 'Gender is not valid.',
  stateInvalid: 'State is not valid.',
  postCodeRequired: 'Post code is required.',
  postCodeInvalid: 'Post code must be 4 digits.',
  acfiLevelRequired: (domain: string) => `${domain} level is required.`,
  acfiLevelInvalid: (domain: string) => `${domain} level is not valid.`,
  reasonRequired: 'Reason is required.',
  reasonTooLong: 'Reason must be 500 characters or fewer.',
  statusRequired: 'Status is required.',
  statusInvalid: 'Status is not valid.',
  completeCannotChange: 'A completed reassessment request cannot be changed. Record a new request instead.',
  anaccClassRequired: 'AN-ACC class is required.',
  anaccClassInvalid: 'AN-ACC class is not valid for this resident.',
  supplementAlreadyEnded: 'There is no current supplement to end.',
  endDateMin: (min: string) => `End date must be on or after ${formatDate(min)}.`,
  startAfterPrevious: (min: string) => `Start date must be on or after ${formatDate(min)} (after the previous supplement ended).`,
  bolusRequired: 'Bolus is required.',
  acfiXmlRequired: 'Please choose an ACFI file.',
  acfiXmlInvalid: 'The ACFI file is not a valid ACFI appraisal.',
  acfiXmlUnsafe: 'The ACFI file must not contain a document type declaration.',
  acfiXmlRating: (domain: string) => `The ACFI file has no valid ${domain} rating (Nil, Low, Medium or High).`,
  residentIdMismatch: 'The residentId does not match the resident.',
  notAdmitted: 'The resident is not admitted in this facility.',
} as const;

function checkDate(
  errors: FieldErrors,
  field: string,
  label: string,
  value: unknown,
  opts: { today?: string; admissionDate?: string | null } = {},
): value is string {
  if (value === null || value === undefined || value === '') {
    add(errors, field, FUNDING_FIELD_MESSAGES.dateRequired(label));
    return false;
  }
  if (!isDateOnly(value)) {
    add(errors, field, FUNDING_FIELD_MESSAGES.dateInvalid(label));
    return false;
  }
  if (opts.today && compareDates(value, opts.today) > 0) add(errors, field, FUNDING_FIELD_MESSAGES.notInFuture(label));
  if (opts.admissionDate && compareDates(value, opts.admissionDate) < 0) {
    add(errors, field, FUNDING_FIELD_MESSAGES.notBeforeAdmission(label, opts.admissionDate));
  }
  return true;
}

// ---------------------------------------------------------------- get CRID (seed 000 §3 "Fetch care recipient ID payload")

export interface FetchCridPayload {
  dateOfBirth: string;
  gender: string;
  state?: string | null;
  postCode: string;
  careRecipientId?: string | null;
}

export const CRID_GENDERS = ['Male', 'Female', 'IntersexOrIndeterminate', 'Unknown'] as const;

export function validateFetchCrid(p: Partial<FetchCridPayload>, today?: string): FieldErrors {
  const errors: FieldErrors = {};
  checkDate(errors, 'dateOfBirth', 'Date of birth', p.dateOfBirth, { today });
  if (!p.gender) add(errors, 'gender', FUNDING_FIELD_MESSAGES.genderRequired);
  else if (!(CRID_GENDERS as readonly string[]).includes(p.gender)) add(errors, 'gender', FUNDING_FIELD_MESSAGES.genderInvalid);
  if (p.state && !(STATE_ABBREVIATIONS as readonly string[]).includes(p.state))
    add(errors, 'state', FUNDING_FIELD_MESSAGES.stateInvalid);
  if (!p.postCode) add(errors, 'postCode', FUNDING_FIELD_MESSAGES.postCodeRequired);
  else if (!/^\d{4}$/.test(p.postCode)) add(errors, 'postCode', FUNDING_FIELD_MESSAGES.postCodeInvalid);
  if (p.careRecipientId && p.careRecipientId.length > CARE_ID_MAX_LENGTH)
    add(errors, 'careRecipientId', FUNDING_FIELD_MESSAGES.careIdTooLong);
  return errors;
}

// ---------------------------------------------------------------- ACFI (seed 000 §3 "ACFI", §8)

export const ACFI_RATING_LEVELS = ['Nil', 'Low', 'Medium', 'High'] as const;
export type AcfiRatingLevel = (typeof ACFI_RATING_LEVELS)[number];
export const ACFI_DOMAINS = ['ADL', 'BEH', 'CHC'] as const;

export interface AcfiRatings {
  adl: AcfiRatingLevel;
  beh: AcfiRatingLevel;
  chc: AcfiRatingLevel;
}

export interface AssignExistingAcfiPayload extends AcfiRatings {
  submissionDateUtc: string;
}

function normaliseLevel(v: unknown): AcfiRatingLevel | null {
  if (typeof v !== 'string') return null;
  const found = ACFI_RATING_LEVELS.find((l) => l.toLowerCase() === v.trim().toLowerCase());
  return found ?? null;
}

export function validateAssignExistingAcfi(
  p: Partial<Record<keyof AssignExistingAcfiPayload, unknown>>,
  today?: string,
): FieldErrors {
  const errors: FieldErrors = {};
  checkDate(errors, 'submissionDateUtc', 'Submission date', p.submissionDateUtc, { today });
  for (const d of ACFI_DOMAINS) {
    const key = d.toLowerCase() as 'adl' | 'beh' | 'chc';
    const v = p[key];
    if (v === undefined || v === null || v === '') add(errors, key, FUNDING_FIELD_MESSAGES.acfiLevelRequired(d));
    else if (!(ACFI_RATING_LEVELS as readonly unknown[]).includes(v))
      add(errors, key, FUNDING_FIELD_MESSAGES.acfiLevelInvalid(d));
  }
  return errors;
}

/** What the product reads from an ACFI appraisal file (a minimal reading: simple child elements of `<Acfi>`). */
export interface AcfiFileDetails {
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  careRecipientId: string | null;
  appraisalDate: string | null;
  adl: AcfiRatingLevel;
  beh: AcfiRatingLevel;
  chc: AcfiRatingLevel;
}

export type AcfiParseResult = { ok: true; details: AcfiFileDetails } | { ok: false; error: string };

function decodeXmlText(s: string): string {
  return s
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&amp;/g, '&')
    .trim();
}

function element(body: string, ...names: string[]): string | null {
  for (const name of names) {
    const m = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}\\s*>`, 'i').exec(body);
    if (m) return decodeXmlText(m[1]);
    if (new RegExp(`<${name}(?:\\s[^>]*)?/>`, 'i').test(body)) return '';
  }
  return null;
}

/**
 * Reads an ACFI appraisal file: a root `<Acfi>` element (any namespace prefix-free name match, case-insensitive) with
 * `FirstName`, `LastName` (or `Surname`), `DateOfBirth`, `CareRecipientId`, `AppraisalDate` and the three domain ratings
 * `ADL`, `BEH`, `CHC` (Nil, Low, Medium or High; required). Document type declarations are refused (no entity expansion).
 */
export function parseAcfiXml(xml: string | null | undefined): AcfiParseResult {
  if (!xml || !xml.trim()) return { ok: false, error: FUNDING_FIELD_MESSAGES.acfiXmlRequired };
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { ok: false, error: FUNDING_FIELD_MESSAGES.acfiXmlUnsafe };
  const text = xml
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>/i, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  const root = /^<acfi(?:\s[^>]*)?>([\s\S]*)<\/acfi\s*>$/i.exec(text);
  if (!root) return { ok: false, error: FUNDING_FIELD_MESSAGES.acfiXmlInvalid };
  const body = root[1];
  const ratings: Partial<AcfiRatings> = {};
  for (const d of ACFI_DOMAINS) {
    const level = normaliseLevel(element(body, d));
    if (!level) return { ok: false, error: FUNDING_FIELD_MESSAGES.acfiXmlRating(d) };
    ratings[d.toLowerCase() as 'adl'] = level;
  }
  const empty = (v: string | null) => (v === null || v === '' ? null : v);
  const appraisalDate = empty(element(body, 'AppraisalDate', 'AssessmentDate'));
  if (appraisalDate !== null && !isDateOnly(appraisalDate))
    return { ok: false, error: FUNDING_FIELD_MESSAGES.dateInvalid('Appraisal date') };
  return {
    ok: true,
    details: {
      firstName: empty(element(body, 'FirstName', 'GivenName')),
      lastName: empty(element(body, 'LastName', 'Surname', 'FamilyName')),
      dateOfBirth: empty(element(body, 'DateOfBirth')),
      careRecipientId: empty(element(body, 'CareRecipientId')),
      appraisalDate,
      ...(ratings as AcfiRatings),
    },
  };
}

export interface AcfiResidentRecord {
  firstName: string;
  lastName: string;
  dateOfBirth?: string | null;
  careRecipientId?: string | null;
}

/**
 * The details of the file that differ from the resident's record, one message each, in the order first name, last name,
 * date of birth, care recipient ID. A detail missing from the file is not compared. Names compare case-insensitively
 * and ignoring surrounding spaces.
 * Example: file FirstName 'Mary', record 'Maria' -> ["First name 'Mary' does not match 'Maria'."]
 */
export function acfiMismatches(
  file: Pick<AcfiFileDetails, 'firstName' | 'lastName' | 'dateOfBirth' | 'careRecipientId'>,
  record: AcfiResidentRecord,
): string[] {
  const out: string[] = [];
  const norm = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();
  const check = (label: string, fileValue: string | null, recordValue: string | null | undefined, show = (v: string) => v) => {
    if (fileValue === null) return;
    if (norm(fileValue) !== norm(recordValue)) {
      const rec = recordValue ? show(recordValue) : '(none)';
      out.push(`${label} '${show(fileValue)}' does not match '${rec}'.`);
    }
  };
  check('First name', file.firstName, record.firstName);
  check('Last name', file.lastName, record.lastName);
  check('Date of birth', file.dateOfBirth, record.dateOfBirth, (v) => (isDateOnly(v) ? formatDate(v) : v));
  check('Care recipient ID', file.careRecipientId, record.careRecipientId);
  return out;
}

/**
 * What the 'ACFI not sent' dialog shows for a failed submission's model state (seed 000 §8): the `acfiXml` message,
 * or the mismatch intro plus the `acfiDetails` list; null when there are no details (the caller shows the toast
 * 'The ACFI file could not be sent...').
 */
export function acfiNotSentContent(
  modelState: Record<string, unknown> | null | undefined,
): { title: string; intro?: string; messages: string[] } | null {
  if (!modelState) return null;
  const list = (v: unknown) =>
    Array.isArray(v)
      ? v.filter((m): m is string => typeof m === 'string' && m.trim() !== '')
      : typeof v === 'string' && v
        ? [v]
        : [];
  const mismatches = list(modelState.acfiDetails);
  if (mismatches.length)
    return { title: FUNDING_MESSAGES.acfiNotSentTitle, intro: FUNDING_MESSAGES.acfiDetailsMismatch, messages: mismatches };
  const xml = list(modelState.acfiXml);
  if (xml.length) return { title: FUNDING_MESSAGES.acfiNotSentTitle, messages: xml };
  const other = Object.values(modelState).flatMap(list);
  return other.length ? { title: FUNDING_MESSAGES.acfiNotSentTitle, messages: other } : null;
}

// ---------------------------------------------------------------- AN-ACC classes (reference-data/au-aged-care-rates.json)

export interface AnaccClassInfo {
  anaccClass: number;
  anaccClassText: string;
  description: string;
  isRespite: boolean;
}

const PERMANENT: Array<[number, string]> = [
  [1, 'Admit for palliative care'],
  [2, 'Independent without compounding factors'],
  [3, 'Independent with compounding factors'],
  [4, 'Assisted mobility, high cognition, without compounding factors'],
  [5, 'Assisted mobility, high cognition, with compounding factors'],
  [6, 'Assisted mobility, medium cognition, without compounding factors'],
  [7, 'Assisted mobility, medium cognition, with compounding factors'],
  [8, 'Assisted mobility, low cognition'],
  [9, 'Not mobile, higher function, without compounding factors'],
  [10, 'Not mobile, higher function, with compounding factors'],
  [11, 'Not mobile, lower function, lower pressure sore risk'],
  [12, 'Not mobile, lower function, higher pressure sore risk, without compounding factors'],
  [13, 'Not mobile, lower function, higher pressure sore risk, with compounding factors'],
];
const RESPITE: Array<[number, string]> = [
  [101, 'Independent mobility'],
  [102, 'Assisted mobility'],
  [103, 'Not mobile'],
];

/** The 13 permanent classes ('Class N') and the 3 respite classes (codes 101-103, 'Respite Class N'). No rates here. */
export const ANACC_CLASSES: readonly AnaccClassInfo[] = [
  ...PERMANENT.map(([n, description]) => ({ anaccClass: n, anaccClassText: `Class ${n}`, description, isRespite: false })),
  ...RESPITE.map(([n, description]) => ({
    anaccClass: n,
    anaccClassText: `Respite Class ${n - 100}`,
    description,
    isRespite: true,
  })),
];

export function anaccClassesFor(careType: string | null | undefined): AnaccClassInfo[] {
  return ANACC_CLASSES.filter((c) => c.isRespite === (careType === 'Respite'));
}

export function anaccClassText(anaccClass: number | null | undefined): string | null {
  return ANACC_CLASSES.find((c) => c.anaccClass === anaccClass)?.anaccClassText ?? null;
}

// ---------------------------------------------------------------- expected AN-ACC (seed 000 §3, §5)

export interface ExpectedAnaccInput {
  classificationDate: string;
  anaccClass: number;
  viaAnaccCalculator: boolean;
}
export interface ExpectedAnaccValue {
  classificationDate: string | null;
  anaccClass: number | null;
}

/**
 * Seed 000 §5: "Expected AN-ACC: nothing is saved if class and date are unchanged." True when both the class and the
 * classification date equal the current expected AN-ACC (viaAnaccCalculator alone does not count as a change).
 */
export function isExpectedAnaccUnchanged(current: ExpectedAnaccValue | null | undefined, next: ExpectedAnaccValue): boolean {
  if (!current) return false;
  return (
    Number(current.anaccClass) === Number(next.anaccClass) &&
    (current.classificationDate ?? '') === (next.classificationDate ?? '')
  );
}

export function validateExpectedAnacc(
  p: Partial<Record<keyof ExpectedAnaccInput, unknown>>,
  ctx: { careType?: string | null; admissionDate?: string | null },
): FieldErrors {
  const errors: FieldErrors = {};
  checkDate(errors, 'classificationDate', 'Classification date', p.classificationDate, { admissionDate: ctx.admissionDate });
  if (p.anaccClass === undefined || p.anaccClass === null || p.anaccClass === '')
    add(errors, 'anaccClass', FUNDING_FIELD_MESSAGES.anaccClassRequired);
  else if (!anaccClassesFor(ctx.careType).some((c) => c.anaccClass === Number(p.anaccClass)))
    add(errors, 'anaccClass', FUNDING_FIELD_MESSAGES.anaccClassInvalid);
  return errors;
}

// ---------------------------------------------------------------- AN-ACC reassessment request (seed 000 §3, §4; seed 002 status picker)

export const REASSESSMENT_REQUEST_STATUSES = ['Pending', 'Complete', 'Recalled'] as const;
export type ReassessmentRequestStatus = (typeof REASSESSMENT_REQUEST_STATUSES)[number];
export const REASSESSMENT_REASON_MAX_LENGTH = 500;

export interface ReassessmentRequest {
  id: number;
  status: ReassessmentRequestStatus;
  requestDate: string;
  anaccReassessmentRequestReason: string;
  version: number;
}

/** Seed 000 §4: "Reassessment request status Complete is reset to blank on load." */
export function reassessmentStatusOnLoad(
  status: ReassessmentRequestStatus | '' | null | undefined,
): ReassessmentRequestStatus | '' {
  return !status || status === 'Complete' ? '' : status;
}

/** The dialog records a new request when there is none or the latest is Complete, else it updates the latest. */
export function reassessmentSaveMode(latest: Pick<ReassessmentRequest, 'status'> | null | undefined): 'create' | 'update' {
  return !latest || latest.status === 'Complete' ? 'create' : 'update';
}

/** A Complete request is closed: it is never changed again (a new request is recorded instead). */
export function canUpdateReassessmentRequest(existing: ReassessmentRequestStatus): boolean {
  return existing !== 'Complete';
}

export function validateReassessmentRequest(
  p: { status?: unknown; requestDate?: unknown; anaccReassessmentRequestReason?: unknown },
  ctx: { today?: string; admissionDate?: string | null },
): FieldErrors {
  const errors: FieldErrors = {};
  if (!p.status) add(errors, 'status', FUNDING_FIELD_MESSAGES.statusRequired);
  else if (!(REASSESSMENT_REQUEST_STATUSES as readonly unknown[]).includes(p.status))
    add(errors, 'status', FUNDING_FIELD_MESSAGES.statusInvalid);
  checkDate(errors, 'requestDate', 'Request date', p.requestDate, { today: ctx.today, admissionDate: ctx.admissionDate });
  const reason = typeof p.anaccReassessmentRequestReason === 'string' ? p.anaccReassessmentRequestReason.trim() : '';
  if (!reason) add(errors, 'anaccReassessmentRequestReason', FUNDING_FIELD_MESSAGES.reasonRequired);
  else if (reason.length > REASSESSMENT_REASON_MAX_LENGTH)
    add(errors, 'anaccReassessmentRequestReason', FUNDING_FIELD_MESSAGES.reasonTooLong);
  return errors;
}

// ---------------------------------------------------------------- supplements (seed 000 §3, §4, §5)

export type SupplementType = 'Oxygen' | 'EnteralFeeding';
export const SUPPLEMENT_LABELS: Record<SupplementType, string> = { Oxygen: 'Assisted Oxygen', EnteralFeeding: 'Enteral Feeding' };

export interface SupplementEntry {
  id: number;
  startDateUtc: string;
  endDateUtc: string | null;
  /** Enteral feeding only. */
  bolus?: boolean | null;
  version?: number;
}

export interface SupplementState {
  /** The open entry (no end date), or null ("none"). */
  current: SupplementEntry | null;
  /** Every entry, latest start first. */
  entries: SupplementEntry[];
  /** True when there are ended (earlier) entries. */
  earlierEntriesPresent: boolean;
}

export function supplementState(entries: readonly SupplementEntry[]): SupplementState {
  const sorted = [...entries].sort((a, b) => compareDates(b.startDateUtc, a.startDateUtc) || b.id - a.id);
  const current = sorted.find((e) => !e.endDateUtc) ?? null;
  return { current, entries: sorted, earlierEntriesPresent: sorted.some((e) => !!e.endDateUtc) };
}

/** Seed 000 §4: ending sets the current one to none and marks earlier entries as present. */
export function endSupplement(state: SupplementState, endDateUtc: string): SupplementState {
  if (!state.current) return state;
  const ended = { ...state.current, endDateUtc };
  const entries = state.entries.map((e) => (e.id === ended.id ? ended : e));
  return { current: null, entries, earlierEntriesPresent: true };
}

/** The earliest start date a new (or the current) entry can have: the admission date, and the day after the latest ended entry. */
export function supplementStartMinDate(
  entries: readonly SupplementEntry[],
  admissionDate: string | null | undefined,
  editingId?: number | null,
): string | null {
  let min = admissionDate ?? null;
  for (const e of entries) {
    if (e.id === editingId || !e.endDateUtc) continue;
    const after = dayAfter(e.endDateUtc);
    if (!min || compareDates(after, min) > 0) min = after;
  }
  return min;
}

export function validateSupplementStart(
  p: { startDateUtc?: unknown; bolus?: unknown },
  type: SupplementType,
  ctx: { entries: readonly SupplementEntry[]; admissionDate?: string | null },
): FieldErrors {
  const errors: FieldErrors = {};
  const current = ctx.entries.find((e) => !e.endDateUtc) ?? null;
  if (checkDate(errors, 'startDateUtc', 'Start date', p.startDateUtc, { admissionDate: ctx.admissionDate })) {
    const previousEnd = ctx.entries
      .filter((e) => e.id !== current?.id && e.endDateUtc)
      .map((e) => e.endDateUtc as string)
      .sort((a, b) => compareDates(b, a))[0];
    if (previousEnd && compareDates(p.startDateUtc as string, previousEnd) <= 0) {
      add(errors, 'startDateUtc', FUNDING_FIELD_MESSAGES.startAfterPrevious(dayAfter(previousEnd)));
    }
  }
  if (type === 'EnteralFeeding' && typeof p.bolus !== 'boolean') add(errors, 'bolus', FUNDING_FIELD_MESSAGES.bolusRequired);
  return errors;
}

export function validateSupplementEnd(p: { endDateUtc?: unknown }, current: SupplementEntry | null): FieldErrors {
  const errors: FieldErrors = {};
  if (!current) {
    add(errors, 'endDateUtc', FUNDING_FIELD_MESSAGES.supplementAlreadyEnded);
    return errors;
  }
  if (checkDate(errors, 'endDateUtc', 'End date', p.endDateUtc)) {
    const min = dayAfter(current.startDateUtc);
    if (compareDates(p.endDateUtc as string, min) < 0) add(errors, 'endDateUtc', FUNDING_FIELD_MESSAGES.endDateMin(min));
  }
  return errors;
}

// ---------------------------------------------------------------- legal notice (seed 001 §3 "Legal notice", §9)

/** The legal notice dialog's title (mfe-funding), and the label of the fees tab's button that opens it (mfe-residents). */
export const LEGAL_NOTICE_TITLE = 'Legal notice received';

export interface InterestRatePeriod {
  startDateUtc: string;
  endDateUtc: string | null;
  rate: string;
}

export interface LegalNoticeInformation {
  residentId: number;
  baseInterestRate: string | null;
  maximumPenaltyInterestRates: InterestRatePeriod[];
  noticeDateUtc: string | null;
  admissionDateUtc: string | null;
  /** noticeDateUtc + 14 days (seed 001 §9), null without a notice date. */
  penaltyInterestStartDateUtc: string | null;
  /** The maximum penalty interest rate in force on penaltyInterestStartDateUtc, null when none is recorded. */
  maximumPenaltyInterestRate: string | null;
  version: number | null;
}

export const PENALTY_INTEREST_DAYS_AFTER_NOTICE = 14;

/** Seed 001 §9: "Maximum penalty interest rate applies at the notice date plus 14 days." */
export function penaltyInterestStartDate(noticeDate: string | null | undefined): string | null {
  return noticeDate ? addDays(noticeDate, PENALTY_INTEREST_DAYS_AFTER_NOTICE) : null;
}

/** The rate whose period contains `date` (the one rule: rate-periods `rateInForceOn`). */
export function rateOn(rates: readonly InterestRatePeriod[], date: string | null | undefined): string | null {
  return rateInForceOn(rates, date)?.rate ?? null;
}

/**
 * The notice-date calendar's minimum (seed 001 §5): the admission date, or yesterday when the resident was admitted
 * today. Example: admitted 2026-11-20, today 2026-11-25 -> '2026-11-20'; admitted today 2026-11-25 -> '2026-11-24'.
 */
export function noticeDateMinimum(admissionDate: string, today: string): string {
  return admissionDate === today ? addDays(today, -1) : admissionDate;
}

export function validateNoticeDate(
  p: { noticeDateUtc?: unknown },
  ctx: { today?: string; admissionDate?: string | null },
): FieldErrors {
  const errors: FieldErrors = {};
  const admissionDate = ctx.admissionDate && ctx.today ? noticeDateMinimum(ctx.admissionDate, ctx.today) : ctx.admissionDate;
  checkDate(errors, 'noticeDateUtc', 'Notice date', p.noticeDateUtc, { ...ctx, admissionDate });
  return errors;
}

// ---------------------------------------------------------------- means-tested care fee history (seed 001 §9 fee-history columns)

export interface MtcfHistoryEntry {
  id: number;
  effectiveFromDate: string;
  value: string;
  isLatest: boolean;
}

/** Latest effective date first; the latest row (the one in force, i.e. the latest start on or before today) is flagged. */
export function orderMtcfHistory(rows: ReadonlyArray<Omit<MtcfHistoryEntry, 'isLatest'>>, today: string): MtcfHistoryEntry[] {
  const sorted = [...rows].sort((a, b) => compareDates(b.effectiveFromDate, a.effectiveFromDate) || b.id - a.id);
  const latest = sorted.find((r) => compareDates(r.effectiveFromDate, today) <= 0) ?? null;
  return sorted.map((r) => ({ ...r, isLatest: latest !== null && r.id === latest.id }));
}
