/**
 * A computed figure with its explanation (resident finance explains every figure): the formula in words, the inputs with
 * their effective dates and sources, and the result, all produced by the one function that computed the figure, so the
 * panel a user opens can never disagree with the number on the screen.
 */
export interface ExplainedInput {
  label: string;
  /** The input as shown (money '$1,234.50', a percentage '4.15%', a date 'dd MMM yyyy', a count). */
  value: string;
  /** The date from which the input applies, when it is effective-dated ('YYYY-MM-DD'). */
  effectiveDate?: string;
  /** Where the input comes from (a fee of the resident, the fees and charges schedule...). */
  source?: string;
}

export interface Explained<T> {
  /** The figure; null when it cannot be computed (then `missing` says why). */
  value: T | null;
  /** The formula in words. */
  formula: string;
  inputs: ExplainedInput[];
  /** What is needed before the figure can be computed. */
  missing?: string;
}
