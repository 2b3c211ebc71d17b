import {
  BALANCES_MESSAGES,
  RECONCILIATION_MESSAGES,
  STATEMENT_FILTER,
  STATEMENT_MESSAGES,
  VARIANCE_MESSAGES,
  accommodationBalances,
  adjustmentSummaryTotals,
  applyReconciliationAction,
  balancesMode,
  balancesModes,
  balancesWorkbookFileName,
  canFinaliseReconciliation,
  enabledButtons,
  filterVarianceRecipients,
  formatVarianceAmount,
  isInFilter,
  isSelectable,
  isStatementFilterCode,
  isValidSelection,
  linesChangedBy,
  paymentsTotal,
  reconciliationRefusal,
  selectionFlags,
  statementFilterLabel,
  statementVariance,
  varianceSummaryFigures,
  type LineState,
  type ReconciliationLine,
} from './reconciliation';

/** A line of care recipient `who` on the expected (1) or actual (2) side. */
const line = (
  id: number,
  who: string,
  side: 1 | 2,
  action: LineState = 'None',
  groupIdentifier: string | null = null,
): ReconciliationLine => ({ id, careRecipientId: who, medicareStatementType: side, action, groupIdentifier });

// Mary (CR1): expected 1 and 2, actual 3; John (CR2): expected 4, actual 5; a matched pair of Ann (CR3): 6 and 7.
const e1 = line(1, 'CR1', 1);
const e2 = line(2, 'CR1', 1);
const a3 = line(3, 'CR1', 2);
const e4 = line(4, 'CR2', 1);
const a5 = line(5, 'CR2', 2);
const m6 = line(6, 'CR3', 1, 'Match', 'g-1');
const m7 = line(7, 'CR3', 2, 'MatchAccept', 'g-1');
const w8 = line(8, 'CR2', 1, 'Writeoff');
const auto9 = line(9, 'CR1', 1, 'AutoMatched', 'g-auto');
const auto10 = line(10, 'CR1', 2, 'AutoMatched', 'g-auto');
const all = [e1, e2, a3, e4, a5, m6, m7, w8, auto9, auto10];

describe('button enabling', () => {
  const none = { accept: false, match: false, carryOver: false, writeOff: false, undo: false };

  test('nothing selected, or the month finalised: all disabled', () => {
    expect(enabledButtons([], false)).toEqual(none);
    expect(enabledButtons([e1, a3], true)).toEqual(none);
    expect(enabledButtons([m6], true)).toEqual(none);
  });

  test('any already-actioned line selected: only Undo', () => {
    expect(enabledButtons([m6], false)).toEqual({ ...none, undo: true });
    expect(enabledButtons([w8, m6, m7], false)).toEqual({ ...none, undo: true });
    expect(enabledButtons([auto9], false)).toEqual({ ...none, undo: true });
  });

  test('both sides: Match and Carry over', () => {
    expect(enabledButtons([e1, a3], false)).toEqual({ ...none, match: true, carryOver: true });
    expect(enabledButtons([e1, e2, a3], false)).toEqual({ ...none, match: true, carryOver: true });
  });

  test('expected only: Write off and Carry over', () => {
    expect(enabledButtons([e1], false)).toEqual({ ...none, writeOff: true, carryOver: true });
    expect(enabledButtons([e1, e4], false)).toEqual({ ...none, writeOff: true, carryOver: true });
  });

  test('actual only: Accept and Carry over', () => {
    expect(enabledButtons([a3], false)).toEqual({ ...none, accept: true, carryOver: true });
  });
});

describe('selectability', () => {
  test('an actioned line only with actioned lines, an unactioned one only with unactioned ones', () => {
    expect(isSelectable(m6, [e1], false)).toBe(false);
    expect(isSelectable(e1, [m6], false)).toBe(false);
    expect(isSelectable(m7, [m6], false)).toBe(true);
    expect(isSelectable(w8, [m6, m7], false)).toBe(false); // w8 is CR2's expected, m7 is CR3's actual
    expect(isSelectable(w8, [m6], false)).toBe(true); // same side, another recipient: allowed
    expect(isSelectable(e2, [e1], false)).toBe(true);
  });

  test('a line of another recipient on the opposite side is restricted; on the same side it is not', () => {
    expect(isSelectable(a5, [e1], false)).toBe(false);
    expect(isSelectable(a3, [e1], false)).toBe(true);
    expect(isSelectable(e4, [e1], false)).toBe(true);
    expect(isSelectable(a3, [e1, e4], false)).toBe(false); // e4 is John's: Mary's actual line cannot join
  });

  test('nothing can be selected once finalised; the line itself in the selection is ignored', () => {
    expect(isSelectable(e1, [], true)).toBe(false);
    expect(isSelectable(e1, [e1], false)).toBe(true);
  });

  test('flags for the screen: selected lines are marked, unselectable ones restricted', () => {
    const flags = selectionFlags(all, [e1], false);
    expect(flags.get(1)).toEqual({ markedForAction: true, restrictFromAction: false });
    expect(flags.get(3)).toEqual({ markedForAction: false, restrictFromAction: false });
    expect(flags.get(5)).toEqual({ markedForAction: false, restrictFromAction: true });
    expect(flags.get(6)).toEqual({ markedForAction: false, restrictFromAction: true });
    expect(selectionFlags(all, [], true).get(1)).toEqual({ markedForAction: false, restrictFromAction: true });
  });

  test('a whole selection is valid when each line is selectable with the others', () => {
    expect(isValidSelection([e1, e2, a3], false)).toBe(true);
    expect(isValidSelection([e1, a5], false)).toBe(false);
    expect(isValidSelection([e1, m6], false)).toBe(false);
  });
});

describe('refusing an action (what the API answers)', () => {
  test('finalised, nothing selected, not selectable together, not enabled', () => {
    expect(reconciliationRefusal('Match', [e1, a3], true)).toBe(RECONCILIATION_MESSAGES.reconciliationFinalised);
    expect(reconciliationRefusal('Accept', [], false)).toBe(RECONCILIATION_MESSAGES.nothingSelected);
    expect(reconciliationRefusal('Match', [e1, a5], false)).toBe(RECONCILIATION_MESSAGES.notSelectableTogether);
    expect(reconciliationRefusal('Accept', [e1], false)).toBe(RECONCILIATION_MESSAGES.actionNotAvailable);
    expect(reconciliationRefusal('Writeoff', [a3], false)).toBe(RECONCILIATION_MESSAGES.actionNotAvailable);
    expect(reconciliationRefusal('Match', [e1], false)).toBe(RECONCILIATION_MESSAGES.actionNotAvailable);
    expect(reconciliationRefusal('Undo', [e1], false)).toBe(RECONCILIATION_MESSAGES.actionNotAvailable);
    expect(reconciliationRefusal('Accept', [m7], false)).toBe(RECONCILIATION_MESSAGES.actionNotAvailable);
  });

  test('allowed', () => {
    expect(reconciliationRefusal('Match', [e1, e2, a3], false)).toBeNull();
    expect(reconciliationRefusal('CarryOver', [e1, a3], false)).toBeNull();
    expect(reconciliationRefusal('Writeoff', [e1, e4], false)).toBeNull();
    expect(reconciliationRefusal('Accept', [a3], false)).toBeNull();
    expect(reconciliationRefusal('Undo', [m6], false)).toBeNull();
  });
});

describe('applying an action', () => {
  test('Match: one shared group id; expected lines Match, actual lines MatchAccept', () => {
    expect(applyReconciliationAction('Match', [e1, e2, a3], all, 'g-new')).toEqual([
      { id: 1, action: 'Match', groupIdentifier: 'g-new' },
      { id: 2, action: 'Match', groupIdentifier: 'g-new' },
      { id: 3, action: 'MatchAccept', groupIdentifier: 'g-new' },
    ]);
  });

  test('Accept, Carry over and Write off set the action and no group', () => {
    expect(applyReconciliationAction('Accept', [a3], all, 'g')).toEqual([{ id: 3, action: 'Accept', groupIdentifier: null }]);
    expect(applyReconciliationAction('CarryOver', [e1, a3], all, 'g')).toEqual([
      { id: 1, action: 'CarryOver', groupIdentifier: null },
      { id: 3, action: 'CarryOver', groupIdentifier: null },
    ]);
    expect(applyReconciliationAction('Writeoff', [e4], all, 'g')).toEqual([{ id: 4, action: 'Writeoff', groupIdentifier: null }]);
  });

  test('Undo returns lines to None and clears the group; one line of a match undoes its whole group', () => {
    expect(applyReconciliationAction('Undo', [w8], all, 'g')).toEqual([{ id: 8, action: 'None', groupIdentifier: null }]);
    expect(applyReconciliationAction('Undo', [m7], all, 'g')).toEqual([
      { id: 6, action: 'None', groupIdentifier: null },
      { id: 7, action: 'None', groupIdentifier: null },
    ]);
    expect(applyReconciliationAction('Undo', [auto9, w8], all, 'g')).toEqual([
      { id: 8, action: 'None', groupIdentifier: null },
      { id: 9, action: 'None', groupIdentifier: null },
      { id: 10, action: 'None', groupIdentifier: null },
    ]);
  });
});

describe('finalising', () => {
  test('only when every line, expected and actual, respite and permanent, has an action other than None', () => {
    expect(canFinaliseReconciliation([m6, m7, w8, auto9, auto10], false)).toBe(true);
    expect(canFinaliseReconciliation([m6, m7, e1], false)).toBe(false);
    expect(canFinaliseReconciliation([m6, m7], true)).toBe(false);
    expect(canFinaliseReconciliation([], false)).toBe(true);
  });
});

describe('statement filters', () => {
  const actions: LineState[] = ['None', 'Accept', 'Match', 'MatchAccept', 'CarryOver', 'Writeoff', 'AutoMatched'];
  const shown = (code: (typeof STATEMENT_FILTER)[keyof typeof STATEMENT_FILTER]) => actions.filter((a) => isInFilter(a, code));

  test('codes and what each shows; Accepted includes Match and MatchAccept', () => {
    expect(shown(0)).toEqual(['None']);
    expect(shown(1)).toEqual(['Accept', 'Match', 'MatchAccept', 'CarryOver', 'Writeoff', 'AutoMatched']);
    expect(shown(2)).toEqual(['Accept', 'Match', 'MatchAccept']);
    expect(shown(3)).toEqual(['CarryOver']);
    expect(shown(4)).toEqual(['Writeoff']);
    expect(shown(5)).toEqual(actions);
    expect(shown(6)).toEqual(['AutoMatched']);
    expect(statementFilterLabel(0)).toBe('Not actioned');
    expect(statementFilterLabel(5)).toBe('All');
    expect(statementFilterLabel(6)).toBe('Auto matched');
    expect(isStatementFilterCode(6)).toBe(true);
    expect(isStatementFilterCode(7)).toBe(false);
    expect(isStatementFilterCode('0')).toBe(false);
  });

  test('recipients keep their lines in the filter; empty months and recipients are dropped', () => {
    const recipient = (who: string, expected: LineState[], actual: LineState[], carried: LineState[] = []) => ({
      careRecipientId: who,
      adjustments: [
        {
          adjustmentMonth: '112026',
          expectedPayments: expected.map((action) => ({ action })),
          actualPayments: actual.map((action) => ({ action })),
        },
      ],
      expectedCarriedOver: carried.length ? [{ adjustmentMonth: '102026', payments: carried.map((action) => ({ action })) }] : [],
      actualCarriedOver: [],
    });
    const list = [recipient('CR1', ['None', 'Match'], ['MatchAccept']), recipient('CR2', ['Writeoff'], [], ['None'])];
    const notActioned = filterVarianceRecipients(list, 0);
    expect(notActioned.map((r) => r.careRecipientId)).toEqual(['CR1', 'CR2']);
    expect(notActioned[0].adjustments[0].expectedPayments).toEqual([{ action: 'None' }]);
    expect(notActioned[0].adjustments[0].actualPayments).toEqual([]);
    expect(notActioned[1].adjustments).toEqual([]);
    expect(notActioned[1].expectedCarriedOver[0].payments).toEqual([{ action: 'None' }]);
    expect(filterVarianceRecipients(list, 4).map((r) => r.careRecipientId)).toEqual(['CR2']);
    expect(filterVarianceRecipients(list, 6)).toEqual([]);
    expect(filterVarianceRecipients(list, 5)).toEqual(list);
  });
});

describe('variance arithmetic and format', () => {
  test('statement variance: expected minus actual, only when both exist', () => {
    expect(statementVariance('1000.00', '990.50')).toBe('9.50');
    expect(statementVariance('990.50', '1000.00')).toBe('-9.50');
    expect(statementVariance('0.00', '0.00')).toBe('0.00');
    expect(statementVariance(null, '1.00')).toBeNull();
    expect(statementVariance('1.00', null)).toBeNull();
    expect(statementVariance('123456.78', '-0.02')).toBe('123456.80');
  });

  test('zero as 0.00, negatives in brackets, two decimals, thousands separated', () => {
    expect(formatVarianceAmount(0)).toBe('0.00');
    expect(formatVarianceAmount('-0.001')).toBe('0.00');
    expect(formatVarianceAmount('-12')).toBe('(12.00)');
    expect(formatVarianceAmount('1234.5')).toBe('1,234.50');
    expect(formatVarianceAmount('-1234567.891')).toBe('(1,234,567.89)');
    expect(formatVarianceAmount('0.005')).toBe('0.01');
    expect(formatVarianceAmount(null)).toBe('');
  });

  test('payments total is decimal (0.1 + 0.2 is 0.30)', () => {
    expect(paymentsTotal([{ amountDue: '0.10' }, { amountDue: '0.20' }])).toBe('0.30');
    expect(paymentsTotal([])).toBe('0.00');
    expect(paymentsTotal([{ amountDue: '-5.00' }, { amountDue: '2.50' }])).toBe('-2.50');
  });

  test('variance summary: per care type and payment type, totals and line counts', () => {
    const figures = varianceSummaryFigures([
      {
        careType: 'Permanent',
        medicareStatementType: 1,
        paymentType: 'AN-ACC variable',
        action: 'AutoMatched',
        amountDue: '3000.00',
        cause: null,
      },
      {
        careType: 'Permanent',
        medicareStatementType: 2,
        paymentType: 'AN-ACC variable',
        action: 'AutoMatched',
        amountDue: '3000.00',
        cause: null,
      },
      {
        careType: 'Permanent',
        medicareStatementType: 1,
        paymentType: 'AN-ACC variable',
        action: 'None',
        amountDue: '620.80',
        cause: 'Class changed from 7 to 9 effective 14 Nov',
      },
      {
        careType: 'Respite',
        medicareStatementType: 2,
        paymentType: 'Respite',
        action: 'Accept',
        amountDue: '119.73',
        cause: null,
      },
    ]);
    expect(figures.byPaymentType).toEqual([
      { careType: 'Respite', paymentType: 'Respite', expectedAmount: '0.00', actualAmount: '119.73', variance: '-119.73' },
      {
        careType: 'Permanent',
        paymentType: 'AN-ACC variable',
        expectedAmount: '3620.80',
        actualAmount: '3000.00',
        variance: '620.80',
      },
    ]);
    expect(figures.expectedTotal).toBe('3620.80');
    expect(figures.actualTotal).toBe('3119.73');
    expect(figures.variance).toBe('501.07');
    expect(figures.lineCounts).toEqual({ total: 4, notActioned: 1, actioned: 3, autoMatched: 2, withCause: 1 });
  });

  test('adjustment summary: per care type and action, expected and actual amounts and their variance', () => {
    expect(
      adjustmentSummaryTotals([
        { careType: 'Permanent', medicareStatementType: 1, action: 'Writeoff', amountDue: '62.08' },
        { careType: 'Permanent', medicareStatementType: 1, action: 'Match', amountDue: '100.00' },
        { careType: 'Permanent', medicareStatementType: 2, action: 'MatchAccept', amountDue: '99.99' },
        { careType: 'Respite', medicareStatementType: 2, action: 'Accept', amountDue: '-10.00' },
      ]),
    ).toEqual([
      { careType: 'Respite', action: 'Accept', lineCount: 1, expectedAmount: '0.00', actualAmount: '-10.00', variance: '10.00' },
      {
        careType: 'Permanent',
        action: 'Match',
        lineCount: 1,
        expectedAmount: '100.00',
        actualAmount: '0.00',
        variance: '100.00',
      },
      {
        careType: 'Permanent',
        action: 'MatchAccept',
        lineCount: 1,
        expectedAmount: '0.00',
        actualAmount: '99.99',
        variance: '-99.99',
      },
      {
        careType: 'Permanent',
        action: 'Writeoff',
        lineCount: 1,
        expectedAmount: '62.08',
        actualAmount: '0.00',
        variance: '62.08',
      },
    ]);
  });
});

describe('balances', () => {
  test('modes: FinaliseClaim only with an expected total', () => {
    expect(balancesModes(false)).toEqual(['Download', 'Upload']);
    expect(balancesModes(true)).toEqual(['Download', 'Upload', 'FinaliseClaim']);
    expect(balancesMode(false, false)).toBe('Download');
    expect(balancesMode(true, false)).toBe('Upload');
    expect(balancesMode(true, true)).toBe('FinaliseClaim');
  });

  test('refundable balances at the month end: payments on or before it, refunds negative, never below zero', () => {
    const payments = [
      { kind: 'RadPaid' as const, amount: '300000.00', date: '2028-02-01' },
      { kind: 'RadPaid' as const, amount: '-50000.00', date: '2028-02-29' },
      { kind: 'RadPaid' as const, amount: '10000.00', date: '2028-03-01' },
      { kind: 'RacPaid' as const, amount: '-10.00', date: '2028-02-10' },
    ];
    expect(accommodationBalances(payments, '2028-02-29')).toEqual({ radBalance: '250000.00', racBalance: '0.00' });
    expect(accommodationBalances(payments, '2028-01-31')).toEqual({ radBalance: '0.00', racBalance: '0.00' });
  });

  test('workbook names by facility and date', () => {
    expect(balancesWorkbookFileName('Bayside Gardens', '2026-11-30', 'Expected')).toBe(
      'Bayside Gardens Expected Balances 2026-11-30.xlsx',
    );
    expect(balancesWorkbookFileName('A/B: "C"', '2026-07-01', 'FinaliseClaim')).toBe(
      'AB C Finalise Claim Balances 2026-07-01.xlsx',
    );
  });
});

describe('messages', () => {
  test('the seed’s texts, word for word', () => {
    expect(STATEMENT_MESSAGES.displayFailed).toBe(
      'Unable to display statements. Either your computer is offline, or Resident Manager is having problems of its own.',
    );
    expect(STATEMENT_MESSAGES.fetched).toBe('Payment statement was fetched successfully.');
    expect(STATEMENT_MESSAGES.finalised).toBe('Statement finalised.');
    expect(VARIANCE_MESSAGES.paymentsFailed).toBe('Unexpected error occurred while fetching the variance in payments.');
    expect(BALANCES_MESSAGES.uploadInvalid).toBe('Balances cannot be uploaded. Valid template data must be used.');
    expect(linesChangedBy('Fiona Manager')).toBe(
      'These lines were changed by Fiona Manager. Reload the statement and try again.',
    );
  });
});
