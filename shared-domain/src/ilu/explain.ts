/**
 * What the ILU figures' explanations share: where each input is entered, why a figure cannot be computed yet, how a
 * typed amount or rate is read, and how an amount is shown and carried (the contracts' Explained<string>, 2 decimals).
 */
import Decimal from 'decimal.js';
import { formatCurrency } from '../amounts';
import type { Explained, ExplainedInput } from '../finance/explained';
import { roundMoney, toDecimal, type DecimalInput } from '../money';

/** Where the ILU figures' inputs are entered. */
export const ILU_SOURCES = {
  fees: 'Fees and charges',
  schedule: 'Fees and charges: DMF schedule',
  settlement: 'Finalise settlement',
  admission: 'Admission',
  departure: 'Departure',
  today: 'Today (an estimate as at today)',
  billingSystem: 'Calculated by the billing system (billing-integrated facility)',
} as const;

/** Why a figure cannot be computed yet (the `missing` of each Explained figure). */
export const ILU_FIGURE_MISSING = {
  calculationType: 'Choose the DMF unit cost calculation type in Fees and charges.',
  agreedPrice: 'Enter the agreed price in Fees and charges.',
  settlementPriceForDmf:
    'The DMF is calculated on the outgoing unit cost (the settlement price): enter the settlement price when the settlement is finalised.',
  admissionDate: 'The DMF accrues from the admission date: the resident is not admitted yet.',
  settlementPriceForGain: 'No settlement price yet: the capital gain is known when the settlement price is entered.',
  externalIngoingContribution:
    'In a billing-integrated facility the ingoing contribution is calculated by the billing system, which has not sent it yet.',
} as const;

/** A money or percentage input: a decimal text (or number), or null when blank. */
export type DecimalText = string | number | null;

/** A typed amount or rate as a Decimal; null when blank or not a number (a form may hold '' or 'abc' while typed). */
export function decimalOrNull(value: DecimalText | undefined): Decimal | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    return toDecimal(value);
  } catch {
    return null;
  }
}

/** An amount as the explanations show it: '$1,234.50'. */
export const shownMoney = (value: DecimalInput) => formatCurrency(toDecimal(value).toFixed(2));

/** A figure with its value rounded to the cent (half-up) as a 2-decimal text; null with why it is missing. */
export function explainedMoney(
  value: Decimal | null,
  formula: string,
  inputs: ExplainedInput[],
  missing?: string,
): Explained<string> {
  return value === null
    ? { value: null, formula, inputs, ...(missing ? { missing } : {}) }
    : { value: roundMoney(value).toFixed(2), formula, inputs };
}
