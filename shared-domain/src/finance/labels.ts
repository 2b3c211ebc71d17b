/**
 * Display labels of resident finance (fees tab): the contribution class and the drawdown flags (seed 001 §3).
 * Kept out of shared-domain/labels.ts, which the first page loads, since only the finance screens show them.
 */
import type { ContributionClass, DrawdownFlag } from '../contracts/finance-fees';

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
