/**
 * What the ledger (the resident's account) offers the other finance sub-features: the fees sub-feature posts the deposit
 * payments it records through `syncDepositPayments`, inside its own save transaction.
 */
import type { ScopedDb } from '../../../db/scoped';
import { depositMovements } from './repository';
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
