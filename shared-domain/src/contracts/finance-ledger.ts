/**
 * Contracts of the resident's account (ledger): the transactions list and balance of a resident, and the
 * facility's fee runs (manual run and the recent runs). Amounts are decimal strings; each entry moves the account (what
 * the resident owes) and/or the deposit held, see shared-domain/finance/fee-run.
 */
import { Type, type Static } from '@sinclair/typebox';
import { FEE_RUN_MESSAGES } from '../finance/fee-run';
import { Id, Nullable, Paged, PagingQuery } from './common';
import { ExplainedFigure } from './finance-common';

export const LEDGER_ENTRY_KINDS = ['Charge', 'Payment', 'Deposit', 'Drawdown', 'Retention', 'Reversal'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const LedgerEntry = Type.Object({
  id: Id('ledgerEntry'),
  /** The date the entry is shown under ('YYYY-MM-DD'): a charge the last day of its month, a deposit its payment date. */
  entryDate: Type.String(),
  /** The month charged ('YYYY-MM'). */
  period: Type.String(),
  kind: Type.Union(LEDGER_ENTRY_KINDS.map((k) => Type.Literal(k))),
  feeType: Nullable(Type.String()),
  description: Type.String(),
  days: Nullable(Type.Integer()),
  /** The change to what the resident owes (charge +, payment or drawdown -). */
  accountAmount: Type.String(),
  /** The change to the deposit held (deposit +, refund or drawdown -). */
  depositAmount: Type.String(),
  reversesEntryId: Nullable(Type.Integer()),
  /** A later reversal cancels this entry. */
  isReversed: Type.Boolean(),
  feeRunId: Nullable(Type.Integer()),
  /** How the fee run computed the amount (charges and drawdowns). */
  explanation: Nullable(ExplainedFigure),
  /** When the entry was recorded (ISO instant): the paging cut-off compares with it. */
  transactionDateUtc: Type.String(),
});
export type LedgerEntry = Static<typeof LedgerEntry>;

export const TransactionsQuery = PagingQuery;
export const TransactionsPage = Paged(LedgerEntry);
export type TransactionsPage = Static<typeof TransactionsPage>;

export const TransactionsBalance = Type.Object({
  /** What the resident owes (negative: in credit). */
  balance: ExplainedFigure,
  /** The deposit held (RAD, RAC and top-up payments less drawdowns). */
  depositBalance: ExplainedFigure,
});
export type TransactionsBalance = Static<typeof TransactionsBalance>;

export const FeeRunBody = Type.Object({
  period: Type.String({
    maxLength: 7,
    pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
    'x-messages': { required: FEE_RUN_MESSAGES.periodRequired, pattern: FEE_RUN_MESSAGES.periodFormat },
  }),
});
export type FeeRunBody = Static<typeof FeeRunBody>;

export const FeeRun = Type.Object({
  id: Id('feeRun'),
  /** 'YYYY-MM'. */
  period: Type.String(),
  trigger: Type.Union([Type.Literal('Manual'), Type.Literal('Scheduled')]),
  status: Type.Union([Type.Literal('Running'), Type.Literal('Completed'), Type.Literal('Failed')]),
  requestedBy: Nullable(Type.String()),
  startedOnUtc: Type.String(),
  finishedOnUtc: Nullable(Type.String()),
  residenciesCharged: Type.Integer(),
  chargesCreated: Type.Integer(),
  reversalsCreated: Type.Integer(),
  error: Nullable(Type.String()),
  /**
   * The residents the run could not charge in full, and why (a DAP needed without an MPIR): listed, never skipped in
   * silence.
   */
  flagged: Type.Array(
    Type.Object({
      residentId: Id('resident'),
      name: Type.String(),
      reason: Type.String(),
      /** The days in care concerned, e.g. '01 Nov 2025 to 30 Nov 2025 (30 days)'. */
      days: Type.String(),
    }),
  ),
});
export type FeeRun = Static<typeof FeeRun>;
export type FeeRunFlagged = FeeRun['flagged'][number];

export const FeeRunList = Type.Array(FeeRun);
