/**
 * Contracts of the funding tab (issue 11; seed 000 §3 "Funding (resident finance funding)", §7): GET and PUT
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
  classificationDate: NullStr,
});
export type FundingVariableComponent = Static<typeof FundingVariableComponent>;

/** The facility's fixed component in force (base care tariff = NWAU x AN-ACC price). */
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
});
export type FundingCalculatorClass = Static<typeof FundingCalculatorClass>;

/** The AN-ACC price per NWAU in force on the funding date, with its start and source status. */
export const FundingAnaccPrice = Type.Object({ pricePerNwau: Str, startDate: Str, source: NullStr });
export type FundingAnaccPrice = Static<typeof FundingAnaccPrice>;

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
    isActual: Type.Boolean(),
    anaccVariableComponent: Nullable(FundingVariableComponent),
    anaccFixedComponent: Nullable(FundingFixedComponent),
  }),
  mmmClassification: NullStr,
  dailyBasicSubsidy: ExplainedFigure,
  /** The AN-ACC calculator: the price the rates use and the classes of the person's care type (finance/funding.ts). */
  anaccPrice: Nullable(FundingAnaccPrice),
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
