/**
 * Response schemas of the funding actions (seed 000 §7 "Residents"), declared once: the API serialises the
 * routes' bodies with them and OpenAPI documents them; mfe-funding imports the `Static` types. Fastify drops every
 * property a response schema does not declare, so a field added to a response must be added here too. Plain types
 * without formats or lengths: responses are serialised, never validated.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ACFI_SOURCES } from '../labels';
import { ACFI_RATING_LEVELS, REASSESSMENT_REQUEST_STATUSES } from '../resident-funding';
import { Enum, Nullable } from './common';

const Str = Type.String();
const Num = Type.Number();
const Bool = Type.Boolean();
const NullStr = Nullable(Str);
const Opt = <T extends TSchema>(schema: T) => Type.Optional(schema);

const RatingLevel = Nullable(Enum(ACFI_RATING_LEVELS));

export const AcfiRecord = Type.Object({
  id: Num,
  source: Enum(ACFI_SOURCES),
  submissionDateUtc: Str,
  adl: RatingLevel,
  beh: RatingLevel,
  chc: RatingLevel,
  uniqueEventId: NullStr,
  medicareStatus: NullStr,
  createdOnUtc: Str,
});
export type AcfiRecord = Static<typeof AcfiRecord>;

export const ReassessmentRequest = Type.Object({
  id: Num,
  status: Enum(REASSESSMENT_REQUEST_STATUSES),
  requestDate: Str,
  anaccReassessmentRequestReason: Str,
  version: Num,
});
export type ReassessmentRequest = Static<typeof ReassessmentRequest>;

export const ExpectedAnacc = Type.Object({
  id: Num,
  classificationDate: Str,
  anaccClass: Num,
  anaccClassText: NullStr,
  viaAnaccCalculator: Bool,
  createdOnUtc: Opt(Str),
});
export type ExpectedAnacc = Static<typeof ExpectedAnacc>;

/** GET residents/{id}/funding-actions */
export const FundingActionsSummary = Type.Object({
  residentId: Num,
  residencyId: Num,
  careType: Enum(['Permanent', 'Respite', 'ILU'] as const),
  isAdmitted: Bool,
  admissionDateUtc: NullStr,
  careRecipientId: NullStr,
  latestAcfi: Nullable(AcfiRecord),
  acfiHistory: Type.Array(AcfiRecord),
  reassessmentRequest: Nullable(ReassessmentRequest),
  expectedAnacc: Nullable(ExpectedAnacc),
});
export type FundingActionsSummary = Static<typeof FundingActionsSummary>;

/** POST residents/{id}/fetch-crid */
export const FetchCridResponse = Type.Object({ careRecipientId: Str });
export type FetchCridResponse = Static<typeof FetchCridResponse>;

/** POST residents/{id}/acfi: the Medicare submission and the resident's latest ACFI. */
export const SubmitAcfiResponse = Type.Object({
  id: Num,
  uniqueEventId: Str,
  status: Str,
  acfi: AcfiRecord,
});
export type SubmitAcfiResponse = Static<typeof SubmitAcfiResponse>;

/** POST residents/{id}/enter-expected-anacc: nothing is saved when class and date are unchanged. */
export const EnterExpectedAnaccResponse = Type.Object({ saved: Bool, expectedAnacc: Nullable(ExpectedAnacc) });
export type EnterExpectedAnaccResponse = Static<typeof EnterExpectedAnaccResponse>;

export const SupplementEntry = Type.Object({
  id: Num,
  startDateUtc: Str,
  endDateUtc: NullStr,
  /** Enteral feeding only. */
  bolus: Opt(Nullable(Bool)),
  version: Opt(Num),
});
export type SupplementEntry = Static<typeof SupplementEntry>;

export const SupplementState = Type.Object({
  current: Nullable(SupplementEntry),
  entries: Type.Array(SupplementEntry),
  earlierEntriesPresent: Bool,
});
export type SupplementState = Static<typeof SupplementState>;

/** GET residents/{id}/finance/supplements */
export const Supplements = Type.Object({ oxygen: SupplementState, enteralFeeding: SupplementState });
export type Supplements = Static<typeof Supplements>;

export const InterestRatePeriod = Type.Object({ startDateUtc: Str, endDateUtc: NullStr, rate: Str });
export type InterestRatePeriod = Static<typeof InterestRatePeriod>;

/** GET funding/{id}/legal-notice-date-information, POST residents/{id}/save-notice-date */
export const LegalNoticeInformation = Type.Object({
  residentId: Num,
  baseInterestRate: NullStr,
  maximumPenaltyInterestRates: Type.Array(InterestRatePeriod),
  noticeDateUtc: NullStr,
  admissionDateUtc: NullStr,
  penaltyInterestStartDateUtc: NullStr,
  maximumPenaltyInterestRate: NullStr,
  version: Nullable(Num),
});
export type LegalNoticeInformation = Static<typeof LegalNoticeInformation>;

export const MtcfHistoryEntry = Type.Object({ id: Num, effectiveFromDate: Str, value: Str, isLatest: Bool });
export type MtcfHistoryEntry = Static<typeof MtcfHistoryEntry>;
/** GET residents/{id}/finance/mtcf-history: latest first. */
export const MtcfHistory = Type.Array(MtcfHistoryEntry);
