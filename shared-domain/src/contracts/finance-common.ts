/**
 * Contract pieces every resident-finance response shares: a computed figure with its explanation
 * (shared-domain/finance/explained), so the panel the screen opens shows exactly what the API's function computed.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Explained } from '../finance/explained';
import { Nullable, type Same } from './common';

export const ExplainedInputSchema = Type.Object({
  label: Type.String(),
  value: Type.String(),
  effectiveDate: Type.Optional(Type.String()),
  source: Type.Optional(Type.String()),
});

/** Explained<string>: a money, percentage, date or count figure as a string (decimal, never a float). */
export const ExplainedFigure = Type.Object({
  value: Nullable(Type.String()),
  formula: Type.String(),
  inputs: Type.Array(ExplainedInputSchema),
  missing: Type.Optional(Type.String()),
});
export type ExplainedFigure = Static<typeof ExplainedFigure>;

// The finance rules compute Explained<string> (finance/explained): the same shape.
const sameAsTheRules: Same<ExplainedFigure, Explained<string>> = true;
void sameAsTheRules;
