/**
 * `shared-ui/explain`: read-only panels of the finance screens: `ExplainedFigure` (a figure that opens its
 * explanation), `FigureLine` and `ValueLine` (a finance sheet's lines: a labelled value, an explained figure) and
 * `InfoDialog` (a small panel with a Close button, e.g. a fee's history). A third entry of shared-ui,
 * shared as its own federation singleton, so the first page does not carry it.
 */
export { ExplainedFigure, Explanation, type ExplainedFigureProps } from './ExplainedFigure';
export { FigureLine, ValueLine, type FigureLineProps, type ValueLineProps } from './FigureLine';
export { InfoDialog, type InfoDialogProps } from './InfoDialog';
export { UnconfirmedValue, UNCONFIRMED_TEXT, type UnconfirmedValueProps } from './UnconfirmedValue';
