/**
 * Contracts of the funding tab (seed 000 §3 "Funding (resident finance funding)", §7): GET and PUT
 * residents/{id}/finance/funding and PUT residents/{id}/finance/funding/supplement-status. The AN-ACC components follow
 * seed 001 §3; the daily basic subsidy is an explained figure (finance/funding.ts `dailyBasicSubsidy`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { CARE_TYPE_NAMES, RespiteCareLevel, SupportLevel } from '../enums';
import { RESPITE_CARE_LEVEL_REQUIRED } from '../finance/funding';
import { Enum, Nullable, Version } from './common';
import { ExplainedFigure } from './finance-common';

const Str = Type.String();
const NullStr = Nullable(Type.String());
const Int = Type.Integer();
const levels = Object.values(RespiteCareLevel);

/** The variable component of the class that funds the resident (seed 001 §3 "AN-ACC components"). */
export const FundingVariableComponent = Type.Object({
  anaccClass: Int,
  /** 'Class N' (or 'Respite Class N'). */
  anaccClassText: Str,
  description: NullStr,
  nwau: Str,
  /** NWAU x AN-ACC price, to the cent. */
  rate: Str,
  totalCareMinutes: Nullable(Int),
  registeredNurseCareMinutes: Nullable(Int),
  isPermanent: Type.Boolean(),
  isRespite: Type.Boolean(),
  isDefault: Type.Boolean(),
  /** The classification date: the expected class's, or the assessed class's effective date. */
  classificationDate: NullStr,
  /** The class's NWAU is not a published figure (marked unconfirmed in Funding - Care funding rates). */
  isUnconfirmed: Type.Boolean(),
});
export type FundingVariableComponent = Static<typeof FundingVariableComponent>;

/**
 * The fixed component on the funding date: the base care tariff = the NWAU of the facility's category in the care
 * funding rate in force x its AN-ACC price; `isDemoValue` and `note` say when that NWAU is a DEMO value; `startDate` is
 * the care funding rate's start. The MMM classification, SA class and funding basis are the facility's.
 */
export const FundingFixedComponent = Type.Object({
  baseCareTariff: Str,
  nwau: Str,
  facilityMMMClassificationText: Str,
  saClass: NullStr,
  numberOfBeds: Int,
  fundingBasis: Str,
  bctCategory: Str,
  isDemoValue: Type.Boolean(),
  note: NullStr,
  startDate: Str,
});
export type FundingFixedComponent = Static<typeof FundingFixedComponent>;

export const FundingAcfi = Type.Object({
  submissionDateUtc: Str,
  adl: NullStr,
  beh: NullStr,
  chc: NullStr,
});
export type FundingAcfi = Static<typeof FundingAcfi>;

/** A class the AN-ACC calculator offers (seed 001 §3): its variable component on the funding date. */
export const FundingCalculatorClass = Type.Object({
  anaccClass: Int,
  anaccClassText: Str,
  description: NullStr,
  nwau: Str,
  /** NWAU x AN-ACC price, to the cent; null without a price for the date. */
  rate: NullStr,
  totalCareMinutes: Nullable(Int),
  registeredNurseCareMinutes: Nullable(Int),
  isUnconfirmed: Type.Boolean(),
});
export type FundingCalculatorClass = Static<typeof FundingCalculatorClass>;

/**
 * The organisation's care funding rate in force on the funding date (Funding - Care funding rates), the one source of
 * the AN-ACC price per NWAU and the base care tariff NWAU; `baseCareTariffNwau` is the facility's category's (null: not
 * entered), with its DEMO flag.
 */
export const FundingCareFundingRate = Type.Object({
  id: Int,
  startDate: Str,
  anaccPricePerNwau: NullStr,
  baseCareTariffNwau: NullStr,
  isDemoValue: Type.Boolean(),
});
export type FundingCareFundingRate = Static<typeof FundingCareFundingRate>;

/** The class Services Australia assessed, in force on the funding date (actual_anacc_classifications). */
export const FundingAssessedClass = Type.Object({
  anaccClass: Int,
  anaccClassText: Str,
  effectiveDate: Str,
  /** 'Assessed by Services Australia, effective 14 Nov 2026' (finance/funding `assessedClassSource`). */
  source: Str,
  /** The notice's or the statement's reference. */
  reference: NullStr,
});
export type FundingAssessedClass = Static<typeof FundingAssessedClass>;

/** The residency's latest expected class (what the provider expected before the assessment). */
export const FundingExpectedClass = Type.Object({
  anaccClass: Int,
  anaccClassText: Str,
  classificationDate: NullStr,
});
export type FundingExpectedClass = Static<typeof FundingExpectedClass>;

/** The expected class against the assessed one (finance/funding `classDifference`): the sentence and the explanation. */
export const FundingClassDifference = Type.Object({
  summary: Str,
  explained: ExplainedFigure,
});
export type FundingClassDifference = Static<typeof FundingClassDifference>;

/** GET residents/{id}/finance/funding (and the answer of both PUTs). */
export const ResidentFunding = Type.Object({
  residentId: Int,
  residencyId: Int,
  isLead: Type.Boolean(),
  residentCareType: Enum(CARE_TYPE_NAMES),
  residentFirstName: Str,
  residentLastName: Str,
  respiteCareLevel: Enum(levels),
  /** The SupportLevel fee entry in force today (the fees tab edits them); default Unknown. */
  supportLevel: Enum(Object.values(SupportLevel)),
  pensionerSupplement: Type.Boolean(),
  concessionalSupplement: Type.Boolean(),
  veteranSupplement: Type.Boolean(),
  latestAcfi: Nullable(FundingAcfi),
  /** The date the AN-ACC figures are for (today, or the departure date of a departed resident). */
  fundingDate: Str,
  pricePerNwau: NullStr,
  anaccClassification: Type.Object({
    /** The class that funds the resident is the assessed one (then `assessed` is set). */
    isActual: Type.Boolean(),
    anaccVariableComponent: Nullable(FundingVariableComponent),
    anaccFixedComponent: Nullable(FundingFixedComponent),
    /** The assessed class in force on the funding date, shown instead of the expected one. */
    assessed: Nullable(FundingAssessedClass),
    expected: Nullable(FundingExpectedClass),
    /** With both an assessed and an expected class: the difference a day, explained. */
    classDifference: Nullable(FundingClassDifference),
  }),
  mmmClassification: NullStr,
  /** The facility's base care tariff category on the funding date (null: none recorded). */
  bctCategory: NullStr,
  dailyBasicSubsidy: ExplainedFigure,
  /**
   * The AN-ACC calculator: the care funding rate the figures use (null: none in force) and the classes of the person's
   * care type (finance/funding.ts `careFundingSchedule`, `anaccCalculatorSubsidy`).
   */
  careFundingRate: Nullable(FundingCareFundingRate),
  anaccClasses: Type.Array(FundingCalculatorClass),
  /** The finance record's version (both PUTs check it; 409 when stale). */
  version: Int,
});
export type ResidentFunding = Static<typeof ResidentFunding>;

/** PUT residents/{id}/finance/funding: what the funding tab edits besides the supplements. */
export const FundingUpdateBody = Type.Object({
  respiteCareLevel: Enum(levels, { messages: { required: RESPITE_CARE_LEVEL_REQUIRED, enum: RESPITE_CARE_LEVEL_REQUIRED } }),
  version: Version(),
});
export type FundingUpdateBody = Static<typeof FundingUpdateBody>;

/** PUT residents/{id}/finance/funding/supplement-status (seed 000 §7). */
export const SupplementStatusBody = Type.Object({
  pensionerSupplement: Type.Boolean(),
  concessionalSupplement: Type.Boolean(),
  veteranSupplement: Type.Boolean(),
  version: Version(),
});
export type SupplementStatusBody = Static<typeof SupplementStatusBody>;
