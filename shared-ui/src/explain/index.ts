/**
 * `shared-ui/explain`: read-only panels of the finance screens: `ExplainedFigure` (a figure that opens its
 * explanation) and `InfoDialog` (a small panel with a Close button, e.g. a fee's history). A third entry of shared-ui,
 * shared as its own federation singleton, so the first page does not carry it.
 */
export { ExplainedFigure, Explanation, type ExplainedFigureProps } from './ExplainedFigure';
export { InfoDialog, type InfoDialogProps } from './InfoDialog';
export { UnconfirmedValue, UNCONFIRMED_TEXT, type UnconfirmedValueProps } from './UnconfirmedValue';
