/**
 * Contracts of a resident's (or lead's) fees (seed 000 §7 "GET/PUT residents/{id}/finance/fees", seed 001 §3
 * "Finance fees", "Effective-date entry"): what the fees tab shows and saves. Field names are the seed's where it gives
 * them. The rules (effective-date lists, support level, RAD/RAC payments, optional services) are shared-domain's
 * finance/fees rules, run by the API and the screen alike; every computed figure comes with its explanation
 * (ExplainedFigure), computed on the server by the same shared-domain function the screen uses while editing.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ResidentFinanceEffectiveDateType, SupportLevel } from '../enums';
import {
  AMOUNT_MAXIMUM,
  FEES_MESSAGES,
  PAYMENT_MINIMUM,
  type FeeEntry,
  type FeesSaveInput,
  type feesFigures,
} from '../finance/fees';
import { CONTRIBUTION_CLASSES } from '../finance/labels';
import { ACCOMMODATION_CLASSES } from '../stay';
import type { DatedRate } from '../rate-periods';
import { DateOnly, Decimal, Enum, Id, Money, Nullable, Version, type Same } from './common';
import { ExplainedFigure } from './finance-common';

const values = <T extends Record<string, string>>(o: T) => Object.values(o) as Array<T[keyof T]>;

export const EffectiveDateTypeSchema = Enum(values(ResidentFinanceEffectiveDateType));
export const SupportLevelSchema = Enum(values(SupportLevel));
export const PRE2014_CARE_LEVELS = ['Low', 'High'] as const;
export type Pre2014CareLevel = (typeof PRE2014_CARE_LEVELS)[number];

export const Drawdowns = Type.Object({
  dac: Type.Boolean(),
  bdf: Type.Boolean(),
  mtcf: Type.Boolean(),
  ac: Type.Boolean(),
  pi: Type.Boolean(),
  itf: Type.Boolean(),
  hc: Type.Boolean(),
  nccc: Type.Boolean(),
});
export type Drawdowns = Static<typeof Drawdowns>;

// ---------------------------------------------------------------- effective-dated values

/**
 * One effective-dated value (seed 001 §3 "Effective-date entry"). `value` is a decimal string (money or percent); a
 * SupportLevel entry has `supportLevel` and a null value. For RadPaid, RacPaid and TopupDailyAccommodationContribution
 * the date is the payment date and several entries may share it.
 */
export const EffectiveDateEntry = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  effectiveDateType: EffectiveDateTypeSchema,
  effectiveFromDate: DateOnly(),
  value: Nullable(Type.String()),
  supportLevel: Nullable(SupportLevelSchema),
});
export type EffectiveDateEntry = Static<typeof EffectiveDateEntry>;

/**
 * An entry as the fees tab saves it. The save sends every entry of the residency (the lists replace what is stored):
 * an entry without `id` is new; a stored entry left out is removed. Amounts: RAD/RAC payments from -9,999,999.99, other
 * fee amounts (top-up DAC payments included) from 0 (seed 001 §5; the rules, 400 model-state). The schema takes the
 * widest range, so its message is the field's own: the generic one would offer a fee amount negatives it cannot take.
 */
export const EffectiveDateEntryBody = Type.Object({
  id: Type.Optional(Id('feeEntry')),
  effectiveDateType: EffectiveDateTypeSchema,
  effectiveFromDate: DateOnly(),
  value: Nullable(
    Decimal({ min: PAYMENT_MINIMUM, max: AMOUNT_MAXIMUM, scale: 2 }, { messages: { decimal: FEES_MESSAGES.valueInvalid } }),
  ),
  supportLevel: Nullable(SupportLevelSchema),
});
export type EffectiveDateEntryBody = Static<typeof EffectiveDateEntryBody>;

// ---------------------------------------------------------------- pre-2014 arrangements

export const Pre2014 = Type.Object({
  pre2014Care: Type.Boolean(),
  pre2014CareLevel: Nullable(Enum(PRE2014_CARE_LEVELS)),
  pre2014ContinueCare: Type.Boolean(),
  /** Required when continuing care at Bond level (seed 000 §5). */
  accommodationCost: Nullable(Money()),
  bondAmount: Nullable(Money()),
  /** Percent a year. */
  bondInterestRate: Nullable(Decimal({ min: 0, max: 100, scale: 2 })),
});
export type Pre2014 = Static<typeof Pre2014>;

// ---------------------------------------------------------------- optional services of the residency

export const ResidencyOptionalService = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  optionalServiceId: Id('optionalService'),
  typeDescription: Type.String(),
  billingPeriod: Type.String(),
  startDate: DateOnly(),
  endDate: Nullable(DateOnly()),
  /** The service's rate in force today (0 outside its dates). */
  currentRate: Type.String(),
  /**
   * The facility service's rates (the seed's applicableRatesList), which the service's rate popover lists; an answer
   * without them shows the current rate alone.
   */
  applicableRatesList: Type.Optional(
    Type.Array(Type.Object({ startDate: DateOnly(), endDate: Nullable(DateOnly()), value: Type.String() })),
  ),
  version: Type.Integer(),
});
export type ResidencyOptionalService = Static<typeof ResidencyOptionalService>;

export const ResidencyOptionalServiceBody = Type.Object({
  id: Type.Optional(Id('residencyOptionalService')),
  optionalServiceId: Id('optionalService'),
  startDate: DateOnly(),
  endDate: Nullable(DateOnly()),
});
export type ResidencyOptionalServiceBody = Static<typeof ResidencyOptionalServiceBody>;

/** GET residents/{id}/open-optional-services: the facility's services a residency can take (not stopped). */
export const OpenOptionalService = Type.Object({
  id: Id('optionalService'),
  typeDescription: Type.String(),
  billingPeriod: Type.String(),
  startDate: Nullable(DateOnly()),
  endDate: Nullable(DateOnly()),
  currentRate: Type.String(),
});
export const OpenOptionalServices = Type.Array(OpenOptionalService);
export type OpenOptionalService = Static<typeof OpenOptionalService>;

// ---------------------------------------------------------------- figures

/** A rate row of the fees and charges (MPIR): percent, days. */
export const FeesRate = Type.Object({ startDateUtc: DateOnly(), endDateUtc: Nullable(DateOnly()), rate: Type.String() });
export type FeesRate = Static<typeof FeesRate>;

/**
 * The computed figures of the fees tab, each with its explanation. Null when the figure does not apply to the person
 * (e.g. the Act 2025 contributions before 1 Nov 2025, the pre-2014 bond amount without a bond).
 */
export const FeesFigures = Type.Object({
  /** RAD payments − refunded from the lump sum. */
  refundableAccommodationDepositPaid: ExplainedFigure,
  /** RAD paid − fees drawn down from it − retention deducted by the product's billing (billing-integrated facilities). */
  refundableAccommodationDepositHeld: ExplainedFigure,
  refundableAccommodationDepositRemaining: ExplainedFigure,
  refundableAccommodationContributionPaid: ExplainedFigure,
  /** RAC paid − fees drawn down from it (when there is no RAD) − retention deducted by the product's billing. */
  refundableAccommodationContributionHeld: ExplainedFigure,
  refundableAccommodationContributionRemaining: ExplainedFigure,
  /** 365 x DAC / (MPIR / 100) with the MPIR in force for the agreed room price date. */
  refundableAccommodationContributionCalculated: ExplainedFigure,
  supportedBalanceProgressPercentage: ExplainedFigure,
  unsupportedBalanceProgressPercentage: ExplainedFigure,
  /** Act 2025 retention (2 % a year, daily, monthly, for five years of days from the first payment, to the day before the fifth anniversary). */
  monthlyRetentionFee: Nullable(ExplainedFigure),
  totalRetentionFee: Nullable(ExplainedFigure),
  /** Daily accommodation payment = unpaid RAD x MPIR / 365 (when the person pays by DAP). */
  dailyAccommodationPayment: Nullable(ExplainedFigure),
  hotellingContribution: Nullable(ExplainedFigure),
  nonClinicalCareContribution: Nullable(ExplainedFigure),
  /** NCCC accrued to date against the lifetime cap, as a percentage (across the person's residencies). */
  nonClinicalCareContributionLifetimeProgress: Nullable(ExplainedFigure),
  /** NCCC days paid against the four-year limit, as a percentage (across the person's residencies). */
  nonClinicalCareContributionTimeLimitProgress: Nullable(ExplainedFigure),
  /** Pre-2014 bond daily amount = bond x interest rate / days in the year, until the 60th payment ($0.00 after). */
  pre2014BondDailyAmount: Nullable(ExplainedFigure),
  /** Pre-2014 bond payments made (one a whole month from admission) of the 60 in total; null without pre-2014 care. */
  pre2014PaymentsMade: Nullable(Type.Integer({ minimum: 0, maximum: 60 })),
});
export type FeesFigures = Static<typeof FeesFigures>;

export const FinanceFees = Type.Object({
  residentId: Id('resident'),
  residentCareType: Type.String(),
  isLead: Type.Boolean(),
  isPrivateResidency: Type.Boolean(),
  admissionDateUtc: Nullable(DateOnly()),
  departureDateUtc: Nullable(DateOnly()),
  /** A lead's requested admission date (its Act 2025 arrangements go by it while it has no class). */
  requestedAdmissionDateUtc: Nullable(DateOnly()),
  /** Seed 001 §3: Post01Nov2025 or an earlier class (edited on the fees tab too). */
  accommodationClass: Nullable(Enum(ACCOMMODATION_CLASSES)),
  contributionClass: Nullable(Enum(CONTRIBUTION_CLASSES)),
  /**
   * True when the Aged Care Act 2025 arrangements apply (shared-domain isAct2025Resident: the facility's
   * enableAgedCareAct2025 flag on, and class From 1st Nov 2025 or, without a class, entry on or after 1 Nov 2025 - a
   * lead's requested admission date, not before today): the new fees show.
   */
  isAct2025: Type.Boolean(),
  latestSupportLevel: Type.Object({ value: SupportLevelSchema, effectiveFromDate: Nullable(DateOnly()) }),
  /** Every effective-dated value of the residency, newest first within each type (the fee-history popovers). */
  effectiveDates: Type.Array(EffectiveDateEntry),
  drawdowns: Drawdowns,
  refundedAmountFromLumpSumDeposit: Type.String(),
  pre2014: Pre2014,
  /** The MPIR rows of Funding - Fees and Charges, and the one in force for the agreed room price date. */
  mpirRates: Type.Array(FeesRate),
  maximumPermissibleInterestRate: Nullable(FeesRate),
  /**
   * 'Ensure MPIR is set in Funding - Fees and Charges with valid dates' when the agreed room price (or DAC) in force has
   * no MPIR; a save recording an agreed room price above 0 without the MPIR of its date is refused (400 `mpir`).
   */
  mpirMessage: Nullable(Type.String()),
  figures: FeesFigures,
  /**
   * Interest the facility owes on the refund of the deposit (base interest rate, then the maximum penalty interest rate
   * from the legal notice date + 14 days; shared-domain finance/refund-interest): null while the resident is in care.
   */
  refundInterestOwed: Nullable(ExplainedFigure),
  /**
   * The inputs of the Act 2025 contribution figures that only the server has, so the screen recomputes those figures
   * while editing with the same function: the fees and charges caps in force today (null when no record covers today)
   * and the non-clinical care contribution the person paid in earlier residencies.
   */
  contributionCaps: Nullable(
    Type.Object({
      hotellingContributionDailyCap: Nullable(Type.String()),
      nonClinicalCareContributionDailyCap: Nullable(Type.String()),
      nonClinicalCareContributionLifetimeCap: Nullable(Type.String()),
      nonClinicalCareContributionTimeLimitDays: Nullable(Type.Integer()),
      startDate: Type.Optional(DateOnly()),
    }),
  ),
  ncccPaidBefore: Type.Object({ amount: Type.String(), days: Type.Integer({ minimum: 0 }) }),
  /** The fees the fee run drew down from the deposit (negative, dated), from the account: retention's balance uses them. */
  depositDrawdowns: Type.Array(Type.Object({ date: DateOnly(), amount: Type.String() })),
  optionalServices: Type.Array(ResidencyOptionalService),
  /** Read-only here (edited on the resident's details): how the bill payer pays. */
  billPaymentDetails: Nullable(
    Type.Object({
      paymentMethod: Nullable(Type.String()),
      accountName: Nullable(Type.String()),
      bankName: Nullable(Type.String()),
      bsb: Nullable(Type.String()),
      accountNumber: Nullable(Type.String()),
      isInvoiceEmail: Type.Boolean(),
      isInvoicePost: Type.Boolean(),
      ccEmail: Nullable(Type.String()),
    }),
  ),
  version: Type.Integer({ minimum: 1 }),
});
export type FinanceFees = Static<typeof FinanceFees>;

/** GET residents/{id}/finance/fees (seed: "response financeFees, facility"). */
export const FinanceFeesResponse = Type.Object({
  financeFees: FinanceFees,
  /** The facility's billing-integrated flag and its enableAgedCareAct2025 feature flag (seed 001 §1). */
  facility: Type.Object({
    id: Id('facility'),
    name: Type.String(),
    isBillingIntegrated: Type.Boolean(),
    enableAgedCareAct2025: Type.Boolean(),
  }),
});
export type FinanceFeesResponse = Static<typeof FinanceFeesResponse>;

/** PUT residents/{id}/finance/fees: the whole fees record (lists replace what is stored). Answers FinanceFeesResponse. */
export const SaveFinanceFeesBody = Type.Object({
  effectiveDates: Type.Array(EffectiveDateEntryBody, { maxItems: 2000 }),
  /**
   * The residency's accommodation class (seed 001 §3): Post01Nov2025 for an entry before 1 Nov 2025 is refused with the
   * admission's notice (400 `accommodationClass`).
   */
  accommodationClass: Nullable(Enum(ACCOMMODATION_CLASSES)),
  contributionClass: Nullable(Enum(CONTRIBUTION_CLASSES)),
  drawdowns: Drawdowns,
  refundedAmountFromLumpSumDeposit: Money(),
  pre2014: Pre2014,
  optionalServices: Type.Array(ResidencyOptionalServiceBody, { maxItems: 200 }),
  version: Version(),
});
export type SaveFinanceFeesBody = Static<typeof SaveFinanceFeesBody>;

// ---------------------------------------------------------------- residents/dap

/** GET residents/dap (seed 000 §7): the facility's residents paying (part of) their accommodation by DAP. */
export const DapResident = Type.Object({
  residentId: Id('resident'),
  firstName: Type.String(),
  lastName: Type.String(),
  admissionDateUtc: Nullable(DateOnly()),
  accommodationClass: Nullable(Enum(ACCOMMODATION_CLASSES)),
  agreedRoomPrice: Nullable(Type.String()),
  /**
   * The RAD paid towards the agreed room price (payments less refunds from the lump sum, shared-domain
   * radPaidTowardsPrice): the DAP of the row is on agreed room price − radPaid.
   */
  radPaid: Type.String(),
  mpir: Nullable(Type.String()),
  dailyAccommodationPayment: ExplainedFigure,
  drawdowns: Drawdowns,
  retentions: Nullable(Type.Object({ monthly: Nullable(Type.String()), total: Nullable(Type.String()) })),
});
export const DapResidents = Type.Array(DapResident);
export type DapResident = Static<typeof DapResident>;

// The fees rules take plain types (finance/fees, rate-periods): the schemas above carry the same shapes.
const sameAsTheRules: [
  Same<EffectiveDateEntryBody, FeeEntry>,
  Same<FeesRate, DatedRate>,
  Same<FeesFigures, ReturnType<typeof feesFigures>>,
  SaveFinanceFeesBody extends FeesSaveInput ? true : false,
] = [true, true, true, true];
void sameAsTheRules;
