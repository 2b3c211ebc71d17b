/**
 * Building a month's statements (the interface the statements API calls; the computation is `shared-domain`'s
 * statement functions). A facility's month is one `medicare_statements` row; these functions fill its expected side
 * (computed by the product from its own records and rates), its actual side (read from the payment statement file
 * Services Australia sent) and the variance between them (automatic matching and the probable cause of each remaining
 * line). Each runs inside the caller's transaction on the request's scoped access and replaces what it builds.
 *
 * NOT BUILT YET: the three functions refuse until the statement computation lands.
 */
import type { ScopedDb } from '../../../../db/scoped';

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
export async function buildExpectedStatement(_s: ScopedDb, _statementId: number): Promise<BuiltStatement> {
  throw new Error('The expected statement is not built yet.');
}

/**
 * Reads a payment statement file (the XML Services Australia sends) into the statement's actual side: its lines, total,
 * summary and provider comments. Refuses (400, field 'file') a file that is not a payment statement of this facility
 * and month.
 */
export async function loadActualStatement(_s: ScopedDb, _statementId: number, _xml: string): Promise<BuiltStatement> {
  throw new Error('The actual statement is not read yet.');
}

/**
 * Builds the variance of a month whose expected and actual sides exist: lines that agree to the cent are AutoMatched
 * in pairs; every other line gets its probable cause; lines carried over from the previous month's reconciliation
 * join this month's. Lines a user already actioned keep their action.
 */
export async function buildVariance(
  _s: ScopedDb,
  _statementId: number,
): Promise<{ autoMatched: number; explained: number; lines: number }> {
  throw new Error('The variance is not built yet.');
}
