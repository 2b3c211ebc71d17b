/**
 * The payment rules a month's statement lines follow, each with where it comes from (reference data
 * `au-aged-care-rates.json`, the figures the product was given). One set of rules for the product's expected statement
 * and for the Services Australia simulator's statement: a difference between the two comes from the records, never
 * from two readings of a rule.
 */

/** Social leave a permanent resident may take in a financial year with the subsidy paid (reference data leave_rules:
 *  social_leave_days_per_fy 52, entitlements reset 1 July; Aged Care Act 1997 s42-2). Day 53 onward is unpaid. */
export const SOCIAL_LEAVE_DAYS_PER_FINANCIAL_YEAR = 52;

/** Hospital leave is unlimited, but from day 29 of a continuous hospital leave the variable AN-ACC component stops
 *  while the base care tariff continues (reference data leave_rules.hospital_leave, base_care_tariff.rules). */
export const HOSPITAL_LEAVE_FULLY_PAID_DAYS = 28;

/** Residential respite: up to 63 days per financial year (reference data an_acc_classes_respite.structure_note; the
 *  21-day extensions need an approval the product does not record). Day 64 onward is unpaid. */
export const RESPITE_DAYS_PER_FINANCIAL_YEAR = 63;

/** The initial entry adjustment payment, each time a resident enters permanent care: NWAU 5.28 x the AN-ACC price
 *  (reference data initial_entry_adjustment_payment, status secondary_unverified: a Department webinar figure). */
export const INITIAL_ENTRY_ADJUSTMENT_NWAU = '5.28';

/** The payment types of a care recipient's lines, in the order a statement lists them. */
export const PAYMENT_TYPES = {
  /** The AN-ACC variable component: the class NWAU x the AN-ACC price per day. */
  variable: 'Variable Component',
  /** The AN-ACC fixed component: the facility's base care tariff NWAU x the AN-ACC price per day. */
  baseCareTariff: 'Base Care Tariff',
  /** The initial entry adjustment payment (permanent entry, once). */
  initialEntry: 'Initial Entry Adjustment',
  /** The hotelling supplement per day (the accommodation funding rate). */
  hotelling: 'Hotelling Supplement',
  oxygen: 'Oxygen Supplement',
  enteralBolus: 'Enteral Feeding Supplement Bolus',
  enteralNonBolus: 'Enteral Feeding Supplement Non-Bolus',
  /** The resident's means-tested care fee, by which the subsidy is reduced (a negative daily rate). */
  meansTestReduction: 'Means Tested Care Fee Reduction',
} as const;
export type PaymentType = (typeof PAYMENT_TYPES)[keyof typeof PAYMENT_TYPES];
export const PAYMENT_TYPE_ORDER: readonly string[] = Object.values(PAYMENT_TYPES);

/**
 * Facility-level payments of the actual statement only (seed 001 §9: expected statements exclude the AN-ACC payment
 * type and the facility total approved beds payment). They are in the actual statement's summary, never lines.
 */
export const FACILITY_PAYMENT_TYPES = {
  anacc: 'AN-ACC',
  totalApprovedBeds: 'Facility Total Approved Beds',
} as const;

/** Care types a statement line has. */
export type StatementCareType = 'Permanent' | 'Respite';

/** The kinds of leave the `leaves` table records (type, and kind for social leave). */
export type StatementLeaveType = 'Hospital' | 'Social' | 'Emergency' | 'Respite';
export type StatementLeaveKind = 'Social' | 'TransitionCare' | 'SocialNonClaimable' | 'TransitionNonClaimable' | null;

/** How a leave day is paid, by the kind of leave (permanent care; respite care is paid for days in care only). */
export type LeaveDayKind = 'social' | 'hospital' | 'transition' | 'unpaid';

/**
 * The paid kind of a leave: social leave counts against the 52 days (Respite-type leave of a permanent resident is
 * counted as social leave); transition care leave is paid without counting; emergency leave (declared emergencies
 * only) is paid as social leave without counting; a leave recorded as not claimable is unpaid.
 */
export function leaveDayKind(
  type: StatementLeaveType,
  kind: StatementLeaveKind | undefined,
): {
  paid: LeaveDayKind;
  countsAgainstSocialLeave: boolean;
} {
  if (type === 'Hospital') return { paid: 'hospital', countsAgainstSocialLeave: false };
  if (type === 'Emergency') return { paid: 'social', countsAgainstSocialLeave: false };
  if (kind === 'SocialNonClaimable' || kind === 'TransitionNonClaimable')
    return { paid: 'unpaid', countsAgainstSocialLeave: false };
  if (kind === 'TransitionCare') return { paid: 'transition', countsAgainstSocialLeave: false };
  return { paid: 'social', countsAgainstSocialLeave: true };
}
