/**
 * Building a month's statements (the interface the statements API calls; the computation is `shared-domain`'s
 * statement functions, shared-domain/funding/statements). A facility's month is one `medicare_statements` row; these
 * functions fill its expected side (computed by the product from its own records and rates: expected.ts), its actual
 * side (read from the payment statement file Services Australia sent: actual.ts) and the variance between them
 * (automatic matching and the probable cause of each remaining line: variance.ts). Each resolves the statement through
 * the caller's scope (another facility's statement answers 404), runs in the caller's transaction (or its own), writes
 * its audit row there, and replaces what it builds.
 */
import type { ScopedDb } from '../../../../db/scoped';
import { loadActual } from './actual';
import { buildExpected } from './expected';
import { buildVarianceOf } from './variance';

export { BUILD_MESSAGES, computeExpected } from './expected';

export interface BuiltStatement {
  statementId: number;
  /** The statement's total, two-decimal text ('123456.78'). */
  total: string;
  lineCount: number;
}

/**
 * Computes the expected statement of the month from the product's records (residents in care, care types, AN-ACC
 * classes and their effective dates, leave, entry and departure days, supplements) and the organisation's rates in
 * force, and replaces the statement's expected lines, total and summary.
 */
export async function buildExpectedStatement(s: ScopedDb, statementId: number): Promise<BuiltStatement> {
  return buildExpected(s, statementId);
}

/**
 * Reads a payment statement file (the XML Services Australia sends) into the statement's actual side: its lines, total,
 * summary and provider comments. Refuses (400, field 'file') a file that is not a payment statement of this facility
 * and month.
 */
export async function loadActualStatement(s: ScopedDb, statementId: number, xml: string): Promise<BuiltStatement> {
  return loadActual(s, statementId, xml);
}

/**
 * Builds the variance of a month whose expected and actual sides exist: lines that agree to the cent are AutoMatched
 * in pairs; every other line gets its probable cause; lines carried over from the previous month's reconciliation
 * join this month's. Lines a user already actioned keep their action.
 */
export async function buildVariance(
  s: ScopedDb,
  statementId: number,
): Promise<{ autoMatched: number; explained: number; lines: number }> {
  return buildVarianceOf(s, statementId);
}
