/**
 * Display labels of resident finance (fees tab): the contribution class and the drawdown flags (seed 001 §3), with the
 * enumerations they label (the fees contract and the fee run use these). Kept out of shared-domain/labels.ts, which the
 * first page loads, since only the finance screens show them.
 */

/** The contribution classes of a residency before the Aged Care Act 2025 (seed 001 §3). */
export const CONTRIBUTION_CLASSES = ['Pre1Jul2014', 'Jul2014toOct2025'] as const;
export type ContributionClass = (typeof CONTRIBUTION_CLASSES)[number];

/** The eight drawdown flags (seed 001 §3): the fees drawn down from the deposit. A change of bill payer clears them. */
export const DRAWDOWN_FLAGS = ['dac', 'bdf', 'mtcf', 'ac', 'pi', 'itf', 'hc', 'nccc'] as const;
export type DrawdownFlag = (typeof DRAWDOWN_FLAGS)[number];

export const CONTRIBUTION_CLASS_LABELS: Readonly<Record<ContributionClass, string>> = {
  Pre1Jul2014: 'Before 1st Jul 2014',
  Jul2014toOct2025: '1st Jul 2014 to 31 Oct 2025',
};
export const DRAWDOWN_LABELS: Readonly<Record<DrawdownFlag, string>> = {
  dac: 'Daily accommodation contribution (DAC)',
  bdf: 'Basic daily fee (BDF)',
  mtcf: 'Means-tested care fee (MTCF)',
  ac: 'Accommodation charge (AC)',
  pi: 'Penalty interest (PI)',
  itf: 'Income-tested fee (ITF)',
  hc: 'Hotelling contribution (HC)',
  nccc: 'Non-clinical care contribution (NCCC)',
};
