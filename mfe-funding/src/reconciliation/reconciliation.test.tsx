import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers, messageDialog, reply, server, setSession, type FakeRequest } from 'shared-auth/testing';
import type {
  PaymentLine,
  ReconciliationAdjustmentBody,
  VariancePaymentNoteBody,
  VariancePayments,
  VarianceSummary,
} from 'shared-domain/contracts/funding-statements';
import { linesChangedBy, RECONCILIATION_MESSAGES, VARIANCE_MESSAGES } from 'shared-domain/funding/reconciliation';
import { line, recipient, variance } from '../statements/statementFixtures';
import { DIALOG_TEXT } from './ReconciliationDialogs';
import { VARIANCE_PATHS } from './reconciliation.resource';
import { RECONCILIATION_TEXT as T } from './VariancePayments';
import VarianceStatementPage, { VARIANCE_TEXT } from './VarianceStatementPage';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);

const ROUTE = '/statementNavigator/variance-statement/:monthAndYear/*';
const PAYMENTS = '/statementNavigator/variance-statement/112026/payments';

function renderAt(at: string) {
  const router = createMemoryRouter([{ path: ROUTE, element: <VarianceStatementPage /> }], { initialEntries: [at] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

// Rose Rest (respite): one expected and one actual line. Ann Able: an expected line with a probable cause and an
// actual line. Bob Baker: a pair matched automatically.
const roseE = line({
  id: 101,
  careType: 'Respite',
  careRecipientId: 'CR009',
  firstName: 'Rose',
  lastName: 'Rest',
  paymentType: 'Respite care subsidy',
  amountDue: '500.00',
  paidLeaveSocial: null,
  paidLeaveHospital: null,
  paidLeaveTransition: null,
});
const roseA = line({ ...roseE, id: 102, medicareStatementType: 2, amountDue: '480.00' });
const annE = line({ id: 201, amountDue: '300.00', cause: 'Entry event accepted on 3 Dec: 12 days paid next month' });
const annA = line({ id: 202, medicareStatementType: 2, amountDue: '290.50' });
const bobE = line({
  id: 301,
  careRecipientId: 'CR002',
  firstName: 'Bob',
  lastName: 'Baker',
  amountDue: '100.00',
  action: 'AutoMatched',
  groupIdentifier: 'auto-1',
});
const bobA = line({ ...bobE, id: 302, medicareStatementType: 2 });

function month(
  lines: { rose?: PaymentLine[]; ann?: PaymentLine[]; bob?: PaymentLine[] } = {},
  over: Partial<VariancePayments> = {},
) {
  return variance(
    [recipient('CR009', ['Rose', 'Rest'], lines.rose ?? [roseE, roseA])],
    [
      recipient('CR001', ['Ann', 'Able'], lines.ann ?? [annE, annA]),
      recipient('CR002', ['Bob', 'Baker'], lines.bob ?? [bobE, bobA]),
    ],
    over,
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name: `${T.select} ${name}` });
const ANN_E = 'expected Basic care subsidy November 2026 for Ann Able';
const ANN_A = 'actual Basic care subsidy November 2026 for Ann Able';
const ROSE_E = 'expected Respite care subsidy November 2026 for Rose Rest';
const ROSE_A = 'actual Respite care subsidy November 2026 for Rose Rest';
const BOB_E = 'expected Basic care subsidy November 2026 for Bob Baker';

const actionButtons = () =>
  Object.fromEntries(
    [T.accept, T.match, T.carryOver, T.writeOff, T.undo].map((name) => [
      name,
      !(screen.getByRole('button', { name }) as HTMLButtonElement).disabled,
    ]),
  );

async function choose(filter: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: T.filter }), filter);
}

test('the summary tab: totals and payment types in the variance format, and the line counts', async () => {
  const summary: VarianceSummary = {
    statementId: 11,
    monthAndYear: '112026',
    statementFullMonthAndYear: 'November 2026',
    isClaimFinalised: true,
    isReconciliationFinalised: false,
    builtOnUtc: null,
    expectedTotal: '1000.00',
    actualTotal: '1020.00',
    variance: '-20.00',
    byPaymentType: [
      {
        careType: 'Permanent',
        paymentType: 'Basic care subsidy',
        expectedAmount: '400.00',
        actualAmount: '400.00',
        variance: '0.00',
      },
    ],
    lineCounts: { total: 6, notActioned: 4, actioned: 2, autoMatched: 2, withCause: 1 },
    canFinalise: false,
  };
  server.get(VARIANCE_PATHS.summary, summary);
  renderAt('/statementNavigator/variance-statement/112026');
  expect(await screen.findByText('(20.00)')).toBeInTheDocument();
  expect(screen.getByText('1,020.00')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: VARIANCE_TEXT.byPaymentType })).getByText('0.00')).toBeInTheDocument();
  expect(screen.getByText(VARIANCE_TEXT.withCause).nextSibling).toHaveTextContent('1');
});

test('a summary that cannot be loaded, and payments that cannot be: the seed messages', async () => {
  server.get(VARIANCE_PATHS.summary, reply(500, {}));
  server.get(VARIANCE_PATHS.payments, reply(500, {}));
  const router = renderAt('/statementNavigator/variance-statement/112026/summary');
  expect(await screen.findByText(VARIANCE_MESSAGES.summaryFailed)).toBeInTheDocument();
  await router.navigate(PAYMENTS);
  expect(await screen.findByText(VARIANCE_MESSAGES.paymentsFailed)).toBeInTheDocument();
});

test('payments: Not actioned by default; each line with its amount, action and cause; the filter shows the rest', async () => {
  server.get(VARIANCE_PATHS.payments, month());
  renderAt(PAYMENTS);
  await screen.findByRole('heading', { name: /Able, Ann/ });
  expect(screen.getByRole('combobox', { name: T.filter })).toHaveDisplayValue('Not actioned');
  expect(screen.getByRole('heading', { name: T.respite })).toBeInTheDocument();
  // The cause in its line's column, and under the care recipient (a narrow table never hides it).
  expect(screen.getByRole('cell', { name: 'Entry event accepted on 3 Dec: 12 days paid next month' })).toBeInTheDocument();
  expect(screen.getByTestId('recipient-causes-CR001')).toHaveTextContent(
    'Probable cause: Entry event accepted on 3 Dec: 12 days paid next month',
  );
  const annActual = screen.getByRole('table', { name: `${T.actualLines}: Ann Able` });
  expect(within(annActual).getByText('290.50')).toBeInTheDocument();
  // The automatic match is actioned: not under Not actioned.
  expect(screen.queryByRole('heading', { name: /Baker, Bob/ })).not.toBeInTheDocument();
  await choose('Auto matched');
  expect(await screen.findByRole('heading', { name: /Baker, Bob/ })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Able, Ann/ })).not.toBeInTheDocument();
  expect(screen.getByTestId('line-action-301')).toHaveTextContent('Auto matched');
});

test('selection: the rules restrict what can join the selection and the buttons follow it', async () => {
  server.get(VARIANCE_PATHS.payments, month());
  renderAt(PAYMENTS);
  await screen.findByRole('heading', { name: /Able, Ann/ });
  expect(actionButtons()).toEqual({ Accept: false, Match: false, 'Carry over': false, 'Write off': false, Undo: false });
  await userEvent.click(box(ANN_E));
  // Expected lines only: Write off and Carry over.
  expect(actionButtons()).toEqual({ Accept: false, Match: false, 'Carry over': true, 'Write off': true, Undo: false });
  // An actual line of another recipient is restricted; the same recipient's, or another expected line, are not.
  expect(box(ROSE_A)).toBeDisabled();
  expect(box(ROSE_E)).toBeEnabled();
  expect(box(ANN_A)).toBeEnabled();
  await userEvent.click(box(ANN_A));
  // Both sides: Match and Carry over.
  expect(actionButtons()).toEqual({ Accept: false, Match: true, 'Carry over': true, 'Write off': false, Undo: false });
  expect(screen.getByText(T.selectedCount(2))).toBeInTheDocument();
  await userEvent.click(box(ANN_E));
  // Actual lines only: Accept and Carry over.
  expect(actionButtons()).toEqual({ Accept: true, Match: false, 'Carry over': true, 'Write off': false, Undo: false });
});

test('an actioned line goes only with actioned lines, and enables Undo only', async () => {
  server.get(VARIANCE_PATHS.payments, month());
  renderAt(PAYMENTS);
  await screen.findByRole('heading', { name: /Able, Ann/ });
  await choose('All');
  await userEvent.click(await screen.findByRole('checkbox', { name: `${T.select} ${BOB_E}` }));
  expect(actionButtons()).toEqual({ Accept: false, Match: false, 'Carry over': false, 'Write off': false, Undo: true });
  expect(box(ANN_E)).toBeDisabled();
});

test('Match shows both totals first, then matches the pair and shows the new actions', async () => {
  server.get(VARIANCE_PATHS.payments, month());
  const adjust = server.post(VARIANCE_PATHS.adjustment('112026'), {
    lines: [
      { id: 201, version: 2, action: 'Match', groupIdentifier: 'g-1' },
      { id: 202, version: 2, action: 'MatchAccept', groupIdentifier: 'g-1' },
    ],
    canFinalise: false,
  });
  renderAt(PAYMENTS);
  await screen.findByRole('heading', { name: /Able, Ann/ });
  await choose('All');
  await userEvent.click(await screen.findByRole('checkbox', { name: `${T.select} ${ANN_E}` }));
  await userEvent.click(box(ANN_A));
  await userEvent.click(screen.getByRole('button', { name: T.match }));
  const dialog = await screen.findByRole('alertdialog', { name: DIALOG_TEXT.matchTitle });
  const values = within(dialog).getByTestId('match-values');
  expect(values).toHaveTextContent('Expected300.00');
  expect(values).toHaveTextContent('Actual290.50');
  expect(values).toHaveTextContent('Variance9.50');
  expect(adjust).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: DIALOG_TEXT.match }));
  await waitFor(() => expect(adjust).toHaveBeenCalled());
  const body = adjust.mock.calls[0][0].body as ReconciliationAdjustmentBody;
  expect(body.action).toBe('Match');
  expect(
    body.adjustments.map((a) => [a.id, a.version, a.medicareStatementType, a.adjustmentAmount, a.originalAdjustmentMonth]),
  ).toEqual([
    [201, 1, 1, '300.00', '112026'],
    [202, 1, 2, '290.50', '112026'],
  ]);
  await waitFor(() => expect(screen.getByTestId('line-action-201')).toHaveTextContent('Matched'));
  expect(screen.getByTestId('line-action-202')).toHaveTextContent('Matched');
  expect(screen.getByText(T.selectedCount(0))).toBeInTheDocument();
});

test('a 409 says who changed the lines and reads them again', async () => {
  const payments = server.get(VARIANCE_PATHS.payments, month());
  server.post(VARIANCE_PATHS.adjustment('112026'), reply(409, { message: linesChangedBy('Sam Smith') }));
  renderAt(PAYMENTS);
  await screen.findByRole('heading', { name: /Able, Ann/ });
  await userEvent.click(box(ANN_E));
  await userEvent.click(screen.getByRole('button', { name: T.writeOff }));
  const dialog = await messageDialog(T.conflictTitle);
  expect(
    within(dialog).getByText('These lines were changed by Sam Smith. Reload the statement and try again.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(payments).toHaveBeenCalledTimes(2));
});

test('a failed action: the seed message', async () => {
  server.get(VARIANCE_PATHS.payments, month());
  server.post(VARIANCE_PATHS.adjustment('112026'), reply(500, {}));
  renderAt(PAYMENTS);
  await screen.findByRole('heading', { name: /Able, Ann/ });
  await userEvent.click(box(ANN_A));
  await userEvent.click(screen.getByRole('button', { name: T.accept }));
  expect(await screen.findByText(VARIANCE_MESSAGES.saveFailed)).toBeInTheDocument();
});

test('notes: the note is required; an added note is listed with its author', async () => {
  server.get(VARIANCE_PATHS.payments, month());
  const add = server.post(VARIANCE_PATHS.note('112026'), (req: FakeRequest) => ({
    lineId: 201,
    entry: {
      id: 1,
      note: (req.body as VariancePaymentNoteBody).note,
      entryDateTime: '2026-12-03T00:00:00Z',
      firstName: 'Olivia',
      lastName: 'Nguyen',
      isCarringOver: false,
    },
  }));
  renderAt(PAYMENTS);
  await screen.findByRole('heading', { name: /Able, Ann/ });
  await userEvent.click(screen.getByRole('button', { name: `${T.notesButton(0)}: ${ANN_E}` }));
  const dialog = await screen.findByRole('dialog', { name: /Variance notes: Ann Able/ });
  expect(within(dialog).getByText(DIALOG_TEXT.noNotes)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: DIALOG_TEXT.addNote }));
  expect(await within(dialog).findByText(RECONCILIATION_MESSAGES.noteRequired)).toBeInTheDocument();
  expect(add).not.toHaveBeenCalled();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Entry accepted late.');
  await userEvent.click(within(dialog).getByRole('button', { name: DIALOG_TEXT.addNote }));
  await waitFor(() => expect(add).toHaveBeenCalled());
  expect(add.mock.calls[0][0].body).toEqual({
    note: 'Entry accepted late.',
    lineItem: { id: 201, version: 1 },
    isCarringOver: false,
  });
  expect(await within(dialog).findByText('Entry accepted late.')).toBeInTheDocument();
  expect(within(dialog).getByText(/Olivia Nguyen/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: `${T.notesButton(1)}: ${ANN_E}` })).toBeInTheDocument();
});

test('a note that cannot be added: the seed message', async () => {
  server.get(VARIANCE_PATHS.payments, month());
  server.post(VARIANCE_PATHS.note('112026'), reply(500, {}));
  renderAt(PAYMENTS);
  await screen.findByRole('heading', { name: /Able, Ann/ });
  await userEvent.click(screen.getByRole('button', { name: `${T.notesButton(0)}: ${ANN_E}` }));
  const dialog = await screen.findByRole('dialog', { name: /Variance notes/ });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'x');
  await userEvent.click(within(dialog).getByRole('button', { name: DIALOG_TEXT.addNote }));
  expect(await screen.findByText(VARIANCE_MESSAGES.noteFailed)).toBeInTheDocument();
});

test('finalise: disabled while a line has no action; once finalised, every action is disabled and a notice says so', async () => {
  server.get(VARIANCE_PATHS.payments, month());
  renderAt(PAYMENTS);
  await screen.findByRole('heading', { name: /Able, Ann/ });
  expect(screen.getByRole('button', { name: T.finalise })).toBeDisabled();
});

test('finalise: every line actioned, the month is finalised and becomes read-only', async () => {
  const done = (l: PaymentLine) => ({ ...l, action: 'Accept' as const });
  const actioned = month({ rose: [roseE, roseA].map(done), ann: [annE, annA].map(done) });
  let finalised = false;
  server.get(VARIANCE_PATHS.payments, () => (finalised ? { ...actioned, isReconciliationFinalised: true } : actioned));
  const finalise = server.post(VARIANCE_PATHS.finalise('112026'), () => {
    finalised = true;
    return { isReconciliationFinalised: true, reconciliationFinalisedOnUtc: '2026-12-20T00:00:00Z' };
  });
  renderAt(PAYMENTS);
  // Every line actioned: nothing is left under Not actioned.
  expect(await screen.findByText(T.empty)).toBeInTheDocument();
  await choose('All');
  await userEvent.click(screen.getByRole('button', { name: T.finalise }));
  const confirm = await screen.findByRole('alertdialog', { name: T.finaliseTitle });
  await userEvent.click(within(confirm).getByRole('button', { name: T.finalise }));
  await waitFor(() => expect(finalise).toHaveBeenCalled());
  expect(finalise.mock.calls[0][0].body).toEqual({});
  expect(await screen.findByTestId('finalised-notice')).toHaveTextContent(RECONCILIATION_MESSAGES.reconciliationFinalised);
  for (const b of screen.getAllByRole('checkbox')) expect(b).toBeDisabled();
  expect(screen.queryByRole('group', { name: T.actions })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: T.finalise })).not.toBeInTheDocument();
  // The notes can still be read, not added to.
  await userEvent.click(screen.getByRole('button', { name: `${T.notesButton(0)}: ${ANN_E}` }));
  const notes = await screen.findByRole('dialog', { name: /Variance notes/ });
  expect(within(notes).queryByRole('button', { name: DIALOG_TEXT.addNote })).not.toBeInTheDocument();
});

test('without fundingFinaliseAdjustment there is no Finalise', async () => {
  setSession({ permissions: { fundingReconciliation: true, fundingReviewFundingStatements: true } });
  server.get(VARIANCE_PATHS.payments, month());
  renderAt(PAYMENTS);
  await screen.findByRole('heading', { name: /Able, Ann/ });
  expect(screen.queryByRole('button', { name: T.finalise })).not.toBeInTheDocument();
});

test('exports: the variance statement with the filter shown, and the adjustment summary from its dialog', async () => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  server.get(VARIANCE_PATHS.payments, month());
  const varianceExport = server.get(VARIANCE_PATHS.varianceStatementExport, reply(200, new Blob(['x'])));
  server.get(VARIANCE_PATHS.adjustmentSummaryExport, reply(200, new Blob(['x'])));
  server.get(VARIANCE_PATHS.adjustmentSummary, {
    statementId: 11,
    monthAndYear: '112026',
    statementFullMonthAndYear: 'November 2026',
    isClaimFinalised: true,
    isReconciliationFinalised: false,
    totals: [
      {
        careType: 'Permanent',
        action: 'AutoMatched',
        lineCount: 2,
        expectedAmount: '100.00',
        actualAmount: '100.00',
        variance: '0.00',
      },
    ],
    items: [],
  });
  renderAt(PAYMENTS);
  await screen.findByRole('heading', { name: /Able, Ann/ });
  await choose('Written off');
  await userEvent.click(screen.getByRole('button', { name: T.exportVariance }));
  await waitFor(() => expect(varianceExport).toHaveBeenCalled());
  expect(varianceExport.mock.calls[0][0].query).toMatchObject({ monthAndYear: 112026, selectedFilter: 4 });
  await userEvent.click(screen.getByRole('button', { name: T.adjustmentSummary }));
  const dialog = await screen.findByRole('dialog', { name: DIALOG_TEXT.summaryTitle });
  expect(await within(dialog).findByText('Auto matched')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: DIALOG_TEXT.exportSummary }));
  await waitFor(() =>
    expect(click.mock.contexts.map((a) => (a as HTMLAnchorElement).download)).toEqual([
      'VarianceStatement.xlsx',
      'AdjustmentSummaryReport.xlsx',
    ]),
  );
  click.mockRestore();
});

test('a large month (6,000 lines) draws one page of recipients', async () => {
  const recipients = Array.from({ length: 600 }, (_, r) => {
    const id = `CR${String(r).padStart(4, '0')}`;
    const lines = Array.from({ length: 10 }, (_, i) =>
      line({
        id: 100000 + r * 10 + i,
        careRecipientId: id,
        firstName: `First${r}`,
        lastName: `Last${String(r).padStart(4, '0')}`,
        medicareStatementType: i % 2 === 0 ? 1 : 2,
        paymentType: `Payment ${Math.floor(i / 2)}`,
      }),
    );
    return recipient(id, [`First${r}`, `Last${String(r).padStart(4, '0')}`], lines);
  });
  server.get(VARIANCE_PATHS.payments, variance([], recipients));
  const started = performance.now();
  renderAt(PAYMENTS);
  await screen.findByRole('heading', { name: /Last0000, First0/ });
  const firstRender = performance.now() - started;
  // One page of recipients, 10 lines each.
  expect(screen.getAllByRole('checkbox')).toHaveLength(200);
  expect(screen.getByText('Recipients 1-20 of 600')).toBeInTheDocument();
  const selectStarted = performance.now();
  act(() => fireEvent.click(screen.getAllByRole('checkbox')[0]));
  const selectTook = performance.now() - selectStarted;
  expect(screen.getByText(T.selectedCount(1))).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('heading', { name: /Last0020, First20/ })).toBeInTheDocument();
  // The figures go in the report (jsdom on the shared 2-core machine; the browser is faster).
  console.log(`6,000 lines: first render ${Math.round(firstRender)} ms; one selection ${Math.round(selectTook)} ms`);
  expect(firstRender).toBeLessThan(20000);
});
