/**
 * What the ledger (the resident's account) offers the other finance sub-features and the billing area: the fees
 * sub-feature posts the deposit payments it records through `syncDepositPayments`, the billing area a sundry charge's
 * lines through `postSundryCharges`, each inside its own transaction.
 */
import type { Explained } from 'shared-domain/finance/explained';
import type { ScopedDb } from '../../../db/scoped';
import { depositMovements, insertEntries } from './repository';
import { syncDeposits } from './service';

/** A deposit payment as the fees tab records it (a RadPaid / RacPaid / TopupDailyAccommodationContribution entry). */
export interface DepositPayment {
  /** resident_finance_effective_dates.id */
  effectiveDateId: number;
  type: 'RadPaid' | 'RacPaid' | 'TopupDailyAccommodationContribution';
  /** Payment date 'YYYY-MM-DD'. */
  date: string;
  /** Decimal string; negative for a refund. */
  amount: string;
}

/**
 * Brings the ledger's deposit entries of a residency in line with its deposit payments, inside the caller's
 * transaction `t`: a new payment is posted once; a removed or changed payment is reversed (entries are immutable; a
 * changed one is reversed and posted again). Idempotent: calling it twice with the same payments writes nothing more.
 */
export async function syncDepositPayments(t: ScopedDb, residencyId: number, payments: readonly DepositPayment[]): Promise<void> {
  await syncDeposits(t, residencyId, payments);
}

/** The dated changes of a residency's deposit held, from its account (a payment +; a refund, drawdown or retention -). */
export interface DepositMovements {
  /** Fees drawn down from the deposit (negative). */
  drawdowns: Array<{ date: string; amount: string }>;
  /** Every change of the deposit held: payments, refunds, drawdowns and retention. */
  all: Array<{ date: string; amount: string }>;
}

/** The deposit movements of residencies the caller resolved (their accounts, whatever facility posted the entries). */
export async function depositMovementsByResidency(
  s: ScopedDb,
  residencyIds: readonly number[],
): Promise<Map<number, DepositMovements>> {
  const out = new Map<number, DepositMovements>();
  for (const id of residencyIds) out.set(id, { drawdowns: [], all: [] });
  for (const r of await depositMovements(s, residencyIds)) {
    const moved = { date: r.entryDate, amount: r.amount };
    const mine = out.get(r.residencyId)!;
    mine.all.push(moved);
    if (r.kind === 'Drawdown') mine.drawdowns.push(moved);
  }
  return out;
}

/** The deposit movements of one residency the caller resolved. */
export async function depositMovementsOf(s: ScopedDb, residencyId: number): Promise<DepositMovements> {
  return (await depositMovementsByResidency(s, [residencyId])).get(residencyId)!;
}

/** One line of a sundry charge as the resident's account is charged it. */
export interface SundryChargePosting {
  /** sundry_charge_lines.id: the entry's line key is 'sundry:{lineId}'. */
  lineId: number;
  /** A residency the caller resolved (the charge's lines are resolved when the draft is saved). */
  residencyId: number;
  description: string;
  /** The invoice date 'YYYY-MM-DD': the entry's date, and its month the entry's period. */
  invoiceDate: string;
  /** What the account is charged (decimal string): the line's amount + GST, or the amount when gst-inclusive or split. */
  lineTotal: string;
  /** How the line total was worked out (shared-domain/billing/sundry `sundryLineFigures`). */
  explanation: Explained<string>;
}

/**
 * Writes each line of a sundry charge as a 'Charge' entry of the residency's account (fee type 'Sundry'), inside the
 * caller's transaction `t`. Entries are immutable and the source key 'sundry:{lineId}:1' is unique: posting a line a
 * second time writes nothing. Returns how many entries were written.
 */
export async function postSundryCharges(t: ScopedDb, lines: readonly SundryChargePosting[]): Promise<number> {
  const written = await insertEntries(
    t,
    lines.map((l) => ({
      residency_id: l.residencyId,
      entry_date: l.invoiceDate,
      period: `${l.invoiceDate.slice(0, 7)}-01`,
      kind: 'Charge',
      fee_type: 'Sundry',
      description: l.description,
      days: null,
      account_amount: l.lineTotal,
      deposit_amount: '0',
      line_key: `sundry:${l.lineId}`,
      revision: 1,
      source_key: `sundry:${l.lineId}:1`,
      reverses_entry_id: null,
      explanation: JSON.stringify(l.explanation),
      fee_run_id: null,
      created_by_user_id: t.userId || null,
    })),
  );
  return written.length;
}
