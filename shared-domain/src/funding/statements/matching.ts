/**
 * Automatic matching of a month's variance (beyond the seed): an expected line and an actual line of the same care
 * recipient, care type, adjustment month and payment type that agree to the cent pair as AutoMatched, sharing one group
 * identifier. Each line pairs at most once, in the order given; what does not pair is returned for the reconciliation
 * (and the cause finder).
 */
import { toCents } from '../../money';

/** What matching reads of a line. */
export interface MatchableLine {
  careRecipientId: string;
  careType: string;
  /** 'MMYYYY' (or the month's first day: compared as given on both sides). */
  adjustmentMonth: string;
  paymentType: string;
  amountDue: string;
}

/** The key lines pair on: care recipient, care type, adjustment month, payment type. */
export function matchKey(line: Omit<MatchableLine, 'amountDue'>): string {
  return `${line.careRecipientId}|${line.careType}|${line.adjustmentMonth}|${line.paymentType}`;
}

export interface AutoMatchResult<E, A> {
  pairs: Array<{ expected: E; actual: A; groupIdentifier: string }>;
  /** The expected lines left, in their order. */
  expected: E[];
  /** The actual lines left, in their order. */
  actual: A[];
}

function randomGroupId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (!c?.randomUUID) throw new Error('No random UUID source: pass newGroupId.');
  return c.randomUUID();
}

/** Pairs lines that agree to the cent on the same key; `newGroupId` names each pair's group (a UUID by default). */
export function pairAndAutoMatch<E extends MatchableLine, A extends MatchableLine>(
  expected: readonly E[],
  actual: readonly A[],
  newGroupId: () => string = randomGroupId,
): AutoMatchResult<E, A> {
  const waiting = new Map<string, Array<{ line: A; index: number }>>();
  actual.forEach((line, index) => {
    const key = `${matchKey(line)}|${toCents(line.amountDue)}`;
    const list = waiting.get(key);
    if (list) list.push({ line, index });
    else waiting.set(key, [{ line, index }]);
  });
  const pairs: AutoMatchResult<E, A>['pairs'] = [];
  const pairedActual = new Set<number>();
  const leftExpected: E[] = [];
  for (const line of expected) {
    const hit = waiting.get(`${matchKey(line)}|${toCents(line.amountDue)}`)?.shift();
    if (!hit) {
      leftExpected.push(line);
      continue;
    }
    pairedActual.add(hit.index);
    pairs.push({ expected: line, actual: hit.line, groupIdentifier: newGroupId() });
  }
  return { pairs, expected: leftExpected, actual: actual.filter((_, i) => !pairedActual.has(i)) };
}
