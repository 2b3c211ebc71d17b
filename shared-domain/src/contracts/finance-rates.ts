/**
 * Contracts of the organisation's rate schedules (seed 001 §3 "Care funding rate", "Accommodation funding
 * rate", "Fees and charges record", §7 funding/care-funding-rates, accommodation-funding-rates, fees-and-charges).
 * Records come newest first with their derived end (one second before the next later record's start). Figures are
 * decimal strings, null while not entered. A save adds a record (no id) or changes one (id and the version read); the
 * rules are shared-domain/finance/rate-schedules, run by the screens and the API alike.
 */
import { Type, type Static } from '@sinclair/typebox';
import { RATE_ROW_MESSAGES } from '../finance/rate-rows';
import {
  ACFI_RATE_DOMAINS,
  ACFI_RATE_LEVELS,
  BCT_CATEGORIES,
  CARE_SUPPLEMENT_NAMES,
  FUNDING_MODELS,
  RATE_SCHEDULE_MESSAGES as M,
} from '../finance/rate-schedules';
import { DateOnly, Decimal, Enum, Id, Money, Nullable, Text, Version } from './common';

const Figure = Nullable(Type.String());
const Note = Nullable(Type.String());
const Amount = () => Type.Optional(Nullable(Money({ max: '99999999.99', messages: { decimal: M.amountInvalid } })));
const Percent = () =>
  Type.Optional(Nullable(Decimal({ min: 0, max: 100, scale: 2 }, { messages: { decimal: M.percentInvalid } })));
const Nwau = () => Type.Optional(Nullable(Decimal({ min: 0, max: 9999, scale: 4 }, { messages: { decimal: M.nwauInvalid } })));
const Minutes = () =>
  Type.Optional(
    Nullable(Type.Integer({ minimum: 0, maximum: 99999, 'x-messages': { minimum: M.minutesInvalid, type: M.minutesInvalid } })),
  );
const NoteBody = () => Type.Optional(Nullable(Text(500)));

/** Start (instant at UTC midnight of the start day) and derived end of a schedule record. */
const Period = {
  startDateUtc: Type.String(),
  endDateUtc: Nullable(Type.String()),
  version: Type.Integer(),
  note: Note,
};

// ---------------------------------------------------------------- care funding rates

export const AcfiRate = Type.Object({
  acfiDomain: Enum(ACFI_RATE_DOMAINS),
  acfiLevel: Enum(ACFI_RATE_LEVELS),
  dailyRate: Figure,
});
export const CareSupplementRate = Type.Object({ name: Enum(CARE_SUPPLEMENT_NAMES), amount: Figure });
/**
 * A base care tariff category's NWAU and the daily tariff it gives at the record's AN-ACC price. `isDemoValue`: the
 * NWAU is a DEMO value the demo data loaded (the reference data has none; docs/decisions.md 8), shown with a DEMO
 * badge until someone enters the published figure (a save that changes the NWAU clears it).
 */
export const AnaccFixedComponentRate = Type.Object({
  bctCategory: Enum(BCT_CATEGORIES),
  nwau: Figure,
  baseCareTariff: Figure,
  isDemoValue: Type.Boolean(),
});

/**
 * An AN-ACC class's weight in the record: its NWAU, care minutes and the daily rate they give at the record's AN-ACC
 * price (NWAU x price, to the cent: finance/funding `anaccComponentRate`; null without a price). `source` says where
 * the figure comes from (the reference data it was loaded from, or who entered it and when); `isUnconfirmed`: it is not
 * a published figure (loaded from unconfirmed reference data), shown with the "Unconfirmed" badge until someone enters
 * the figure (a save that changes it clears the mark and records the user as its source). A class without a row has no
 * weight in the record.
 */
export const AnaccClassWeight = Type.Object({
  anaccClass: Type.Integer(),
  nwau: Type.String(),
  totalCareMinutes: Nullable(Type.Integer()),
  registeredNurseCareMinutes: Nullable(Type.Integer()),
  isDefault: Type.Boolean(),
  dailyRate: Figure,
  source: Nullable(Type.String()),
  isUnconfirmed: Type.Boolean(),
});
export type AnaccClassWeight = Static<typeof AnaccClassWeight>;

export const CareFundingRate = Type.Object({
  id: Id('careFundingRate'),
  ...Period,
  fundingModel: Enum(FUNDING_MODELS),
  anaccPricePerNwau: Figure,
  acfiRates: Type.Array(AcfiRate),
  supplements: Type.Array(CareSupplementRate),
  anaccFixedComponentRates: Type.Array(AnaccFixedComponentRate),
  /** The AN-ACC class weights of the record, in class order (permanent 1-13, respite 101-103). */
  anaccClassWeights: Type.Array(AnaccClassWeight),
});
export type CareFundingRate = Static<typeof CareFundingRate>;

/** GET funding/care-funding-rates (and the answer of a save, with the id saved). */
export const CareFundingRateList = Type.Object({
  records: Type.Array(CareFundingRate),
  savedId: Type.Optional(Type.Integer()),
});
export type CareFundingRateList = Static<typeof CareFundingRateList>;

export const SaveCareFundingRateBody = Type.Object({
  id: Type.Optional(Nullable(Id('careFundingRate'))),
  version: Type.Optional(Version()),
  startDateUtc: DateOnly({ messages: { required: M.startRequired, format: M.startInvalid } }),
  fundingModel: Enum(FUNDING_MODELS, { messages: { required: M.fundingModelRequired, enum: M.fundingModelRequired } }),
  anaccPricePerNwau: Amount(),
  acfiRates: Type.Array(
    Type.Object({ acfiDomain: Enum(ACFI_RATE_DOMAINS), acfiLevel: Enum(ACFI_RATE_LEVELS), dailyRate: Amount() }),
    { maxItems: 12 },
  ),
  supplements: Type.Array(Type.Object({ name: Enum(CARE_SUPPLEMENT_NAMES), amount: Amount() }), { maxItems: 8 }),
  anaccFixedComponentRates: Type.Array(Type.Object({ bctCategory: Enum(BCT_CATEGORIES), nwau: Nwau() }), { maxItems: 6 }),
  /**
   * The record's AN-ACC class weights: the screen sends one row per class in class order (so a refusal names the
   * screen's row); a class not sent, or sent without an NWAU, has no weight. Not sent at all: the record's own are
   * kept. The class is checked by the shared rules (1-13, 101-103, each once).
   */
  anaccClassWeights: Type.Optional(
    Type.Array(
      Type.Object({
        anaccClass: Type.Integer({ 'x-messages': { type: M.anaccClassInvalid } }),
        nwau: Nwau(),
        totalCareMinutes: Minutes(),
        registeredNurseCareMinutes: Minutes(),
      }),
      { maxItems: 32 },
    ),
  ),
  note: NoteBody(),
});
export type SaveCareFundingRateBody = Static<typeof SaveCareFundingRateBody>;

// ---------------------------------------------------------------- accommodation funding rates

export const AccommodationFundingRate = Type.Object({
  id: Id('accommodationFundingRate'),
  ...Period,
  maximumAccommodationSupplement: Figure,
  hotellingSupplement: Figure,
});
export type AccommodationFundingRate = Static<typeof AccommodationFundingRate>;

export const AccommodationFundingRateList = Type.Object({
  records: Type.Array(AccommodationFundingRate),
  savedId: Type.Optional(Type.Integer()),
});
export type AccommodationFundingRateList = Static<typeof AccommodationFundingRateList>;

export const SaveAccommodationFundingRateBody = Type.Object({
  id: Type.Optional(Nullable(Id('accommodationFundingRate'))),
  version: Type.Optional(Version()),
  startDateUtc: DateOnly({ messages: { required: M.startRequired, format: M.startInvalid } }),
  maximumAccommodationSupplement: Amount(),
  hotellingSupplement: Amount(),
  note: NoteBody(),
});
export type SaveAccommodationFundingRateBody = Static<typeof SaveAccommodationFundingRateBody>;

// ---------------------------------------------------------------- fees and charges

export const FeesRate = Type.Object({
  id: Type.Integer(),
  startDateUtc: Type.String(),
  endDateUtc: Type.String(),
  rate: Type.String(),
});
export type FeesRate = Static<typeof FeesRate>;

export const FeesAndChargesRecord = Type.Object({
  id: Id('feesAndCharges'),
  ...Period,
  baseInterestRate: Figure,
  basicDailyFee: Figure,
  /** Aged Care Act 2025 figures: always null for a record starting before 1 Nov 2025 (hidden on the screen). */
  hotellingContributionDailyCap: Figure,
  nonClinicalCareContributionDailyCap: Figure,
  nonClinicalCareContributionLifetimeCap: Figure,
  nonClinicalCareContributionTimeLimitDays: Nullable(Type.Integer()),
  mpirRates: Type.Array(FeesRate),
  maximumPenaltyInterestRates: Type.Array(FeesRate),
});
export type FeesAndChargesRecord = Static<typeof FeesAndChargesRecord>;

export const FeesAndChargesList = Type.Object({
  records: Type.Array(FeesAndChargesRecord),
  savedId: Type.Optional(Type.Integer()),
});
export type FeesAndChargesList = Static<typeof FeesAndChargesList>;

// The rate's bound here is the column's (numeric(6,2)); the shared row rules refuse a rate above 100 with their own
// message ('Rate must not be more than 100.'), so the answer says why.
const FeesRateBody = Type.Object({
  startDateUtc: DateOnly({ messages: { required: RATE_ROW_MESSAGES.startRequired } }),
  endDateUtc: DateOnly({ messages: { required: RATE_ROW_MESSAGES.endRequired } }),
  rate: Decimal(
    { min: 0, max: '9999.99', scale: 2 },
    { messages: { required: RATE_ROW_MESSAGES.rateRequired, decimal: RATE_ROW_MESSAGES.rateInvalid } },
  ),
});

export const SaveFeesAndChargesBody = Type.Object({
  id: Type.Optional(Nullable(Id('feesAndCharges'))),
  version: Type.Optional(Version()),
  startDateUtc: DateOnly({ messages: { required: M.startRequired, format: M.startInvalid } }),
  baseInterestRate: Percent(),
  basicDailyFee: Amount(),
  hotellingContributionDailyCap: Amount(),
  nonClinicalCareContributionDailyCap: Amount(),
  nonClinicalCareContributionLifetimeCap: Amount(),
  nonClinicalCareContributionTimeLimitDays: Type.Optional(
    Nullable(Type.Integer({ minimum: 1, maximum: 100000, 'x-messages': { minimum: M.daysInvalid, type: M.daysInvalid } })),
  ),
  mpirRates: Type.Array(FeesRateBody, { maxItems: 200 }),
  maximumPenaltyInterestRates: Type.Array(FeesRateBody, { maxItems: 200 }),
  note: NoteBody(),
});
export type SaveFeesAndChargesBody = Static<typeof SaveFeesAndChargesBody>;
