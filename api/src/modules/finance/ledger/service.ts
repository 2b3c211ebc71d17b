/**
 * The resident's account and the monthly fee run. The amounts come from shared-domain/finance/fee-run (one
 * function for the run, the balance and their explanations); this file decides what to post and keeps the ledger
 * immutable: a line whose amount changed is reversed and posted again, a line that is gone is reversed, a line already
 * posted with the same amount is left alone, so running a month twice writes each charge once.
 */
import type {
  FeeRun,
  FeeRunFlagged,
  LedgerEntry,
  TransactionsBalance,
  TransactionsPage,
} from 'shared-domain/contracts/finance-ledger';
import type { PagingQuery } from 'shared-domain/contracts/common';
import { addDays, melbourneToday } from 'shared-domain/dates';
import {
  accountBalance,
  accountTotals,
  CHARGED_FEE_TYPES,
  depositBalance,
  drawdownLines,
  feeRunCharges,
  feeRunFlags,
  feeRunPeriodError,
  type EffectiveValue,
} from 'shared-domain/finance/fee-run';
import { monthBounds } from 'shared-domain/calendar';
import type { DrawdownFlag } from 'shared-domain/finance/labels';
import { isAct2025Resident, ncccAccrual, type ContributionCaps, type NcccPaid } from 'shared-domain/finance/act-2025';
import type { Explained } from 'shared-domain/finance/explained';
import { retentionForMonth } from 'shared-domain/finance/retention';
import { RESIDENT_FINANCE_EFFECTIVE_DATE_TYPE_LABELS } from 'shared-domain/labels';
import { moneyText, toDecimal } from 'shared-domain/money';
import { ACCOMMODATION_CLASSES, type AccommodationClass } from 'shared-domain/stay';
import { memoQuery } from '../../../db/memo';
import type { ScopedDb } from '../../../db/scoped';
import { ModelStateError, notFound } from '../../../http/errors';
import { PAGING_TOTAL, pagingValues } from '../../../http/paging';
import { ncccPaidBefore } from '../contributions/index';
import { contributionCapsOn, mpirRates } from '../../funding/index';
import { facilityFinanceFlags } from '../finance-record/repository';
import * as repo from './repository';

/** How many recent runs the list shows. */
const RECENT_RUNS = 12;

// ---------------------------------------------------------------- the account

const month = (date: string) => date.slice(0, 7);

function entryOf(row: repo.AccountEntryRow & { is_reversed: boolean }): LedgerEntry {
  return {
    id: row.id,
    entryDate: row.entry_date,
    period: month(row.period),
    kind: row.kind as LedgerEntry['kind'],
    feeType: row.fee_type,
    description: row.description,
    days: row.days,
    accountAmount: moneyText(row.account_amount),
    depositAmount: moneyText(row.deposit_amount),
    reversesEntryId: row.reverses_entry_id,
    isReversed: !!row.is_reversed,
    feeRunId: row.fee_run_id,
    explanation: (row.explanation as LedgerEntry['explanation']) ?? null,
    transactionDateUtc: new Date(row.created_on_utc).toISOString(),
  };
}

/** The account's reads, each one statement compiled once per facility and run on a generic plan (db/memo.ts). */
const accountPage = memoQuery('finance.account-page', repo.accountPage, { shape: ['take'], genericPlan: true });
const accountSums = memoQuery('finance.account-sums', repo.accountSums, { genericPlan: true });

/** GET residents/{id}/finance/transactions: a page of the account, latest first, stable under `notIncludingItemsAfter`. */
export async function transactions(s: ScopedDb, residentId: number, paging: PagingQuery): Promise<TransactionsPage> {
  const values = pagingValues(paging);
  const rows = await accountPage(s, { residentId, ...values });
  if (!rows.length) throw notFound();
  return {
    // The page's columns come through a left join (null only on the row that carries the count of an empty page).
    result: rows.flatMap((row) => (row.id === null ? [] : [entryOf(row as repo.AccountEntryRow & { is_reversed: boolean })])),
    totalCount: Number(rows[0][PAGING_TOTAL] ?? 0),
    notIncludingItemsAfter: values.cutoff.toISOString(),
  };
}

/** GET residents/{id}/finance/transactionsbalance: what the resident owes and the deposit held, explained. */
export async function balance(s: ScopedDb, residentId: number): Promise<TransactionsBalance> {
  const rows = await accountSums(s, { residentId });
  if (!rows.length) throw notFound();
  const totals = accountTotals(rows.map((r) => ({ kind: r.kind, account: r.account ?? '0', deposit: r.deposit ?? '0' })));
  return { balance: accountBalance(totals), depositBalance: depositBalance(totals) };
}

// ---------------------------------------------------------------- posting

/** What a line should have posted: its kind, amounts and how they were computed. */
interface Posting {
  residencyId: number;
  lineKey: string;
  kind: 'Charge' | 'Drawdown' | 'Deposit' | 'Retention';
  feeType: string | null;
  description: string;
  days: number | null;
  entryDate: string;
  period: string;
  account: string;
  deposit: string;
  explanation: Explained<string> | null;
}

const same = (a: string, b: string) => toDecimal(a).eq(toDecimal(b));

/**
 * The entries that bring the posted lines (active entries under `prefixes`) in line with `wanted`: unchanged lines
 * write nothing; a changed line is reversed and posted again under its next revision; a line no longer wanted is
 * reversed. Reversals carry the date of the entry they cancel.
 */
function reconcile(
  wanted: readonly Posting[],
  active: readonly repo.EntryRow[],
  revisions: ReadonlyMap<string, number>,
  meta: { feeRunId: number | null; userId: number | null },
): repo.NewEntry[] {
  const byKey = new Map(active.map((e) => [e.line_key!, e]));
  const wantedKeys = new Set(wanted.map((w) => w.lineKey));
  const entries: repo.NewEntry[] = [];
  const reverse = (e: repo.EntryRow) =>
    entries.push({
      residency_id: e.residency_id,
      entry_date: e.entry_date,
      period: e.period,
      kind: 'Reversal',
      fee_type: e.fee_type,
      description: `Reversal: ${e.description}`,
      days: e.days,
      account_amount: toDecimal(e.account_amount).negated().toFixed(2),
      deposit_amount: toDecimal(e.deposit_amount).negated().toFixed(2),
      line_key: null,
      source_key: `reversal:${e.id}`,
      reverses_entry_id: e.id,
      explanation: null,
      fee_run_id: meta.feeRunId,
      created_by_user_id: meta.userId,
    });
  for (const e of active) if (!wantedKeys.has(e.line_key!)) reverse(e);
  for (const w of wanted) {
    const posted = byKey.get(w.lineKey);
    if (
      posted &&
      same(posted.account_amount, w.account) &&
      same(posted.deposit_amount, w.deposit) &&
      posted.entry_date === w.entryDate
    )
      continue;
    if (posted) reverse(posted);
    const revision = (revisions.get(w.lineKey) ?? 0) + 1;
    entries.push({
      residency_id: w.residencyId,
      entry_date: w.entryDate,
      period: w.period,
      kind: w.kind,
      fee_type: w.feeType,
      description: w.description,
      days: w.days,
      account_amount: w.account,
      deposit_amount: w.deposit,
      line_key: w.lineKey,
      revision,
      source_key: `${w.lineKey}:${revision}`,
      reverses_entry_id: null,
      explanation: w.explanation ? JSON.stringify(w.explanation) : null,
      fee_run_id: meta.feeRunId,
      created_by_user_id: meta.userId,
    });
  }
  return entries;
}

/** What the fees tab records as a deposit payment (see index.ts). */
export interface DepositPaymentInput {
  effectiveDateId: number;
  type: 'RadPaid' | 'RacPaid' | 'TopupDailyAccommodationContribution';
  date: string;
  amount: string;
}

/** Posts the residency's deposit payments (inside the caller's transaction): see index.ts `syncDepositPayments`. */
export async function syncDeposits(t: ScopedDb, residencyId: number, payments: readonly DepositPaymentInput[]): Promise<void> {
  const prefix = 'deposit:';
  const mine = (key: string | null) => !!key && key.startsWith(prefix);
  const filter = { residencyIds: [residencyId], prefixes: [prefix] };
  const active = (await repo.activeEntries(t, filter)).filter((e) => mine(e.line_key));
  const revisions = await repo.latestRevisions(t, filter);
  const wanted: Posting[] = payments
    .filter((p) => !toDecimal(p.amount).isZero())
    .map((p) => ({
      residencyId,
      lineKey: `${prefix}${p.effectiveDateId}`,
      kind: 'Deposit',
      feeType: p.type,
      description: RESIDENT_FINANCE_EFFECTIVE_DATE_TYPE_LABELS[p.type],
      days: null,
      entryDate: p.date,
      period: `${month(p.date)}-01`,
      account: '0.00',
      deposit: toDecimal(p.amount).toFixed(2),
      explanation: null,
    }));
  await repo.insertEntries(t, reconcile(wanted, active, revisions, { feeRunId: null, userId: t.access.userId || null }));
}

// ---------------------------------------------------------------- the fee run

const accommodationClassOf = (v: string | null): AccommodationClass | null => ACCOMMODATION_CLASSES.find((c) => c === v) ?? null;

/** The deposits Aged Care Act 2025 retention is deducted from. */
const RETAINED_DEPOSITS = ['RadPaid', 'RacPaid'] as const;
type RetainedDeposit = (typeof RETAINED_DEPOSITS)[number];
/** What the calculated DAP reads besides the RAD payments (finance/dap). */
const DAP_TYPES = ['AgreedRoomPrice', 'SupportLevel'] as const;

const DRAWDOWN_COLUMNS: Record<DrawdownFlag, `drawdown_${DrawdownFlag}`> = {
  dac: 'drawdown_dac',
  bdf: 'drawdown_bdf',
  mtcf: 'drawdown_mtcf',
  ac: 'drawdown_ac',
  pi: 'drawdown_pi',
  itf: 'drawdown_itf',
  hc: 'drawdown_hc',
  nccc: 'drawdown_nccc',
};

export interface FeeRunRequest {
  /** 'YYYY-MM'. */
  period: string;
  trigger: 'Manual' | 'Scheduled';
  /** Who asked (the run's "requested by"); null for the scheduled job. The audit row names the scope's actor. */
  userId: number | null;
}

function feeRunOf(row: Awaited<ReturnType<typeof repo.findFeeRun>>): FeeRun {
  return {
    id: row.id,
    period: month(row.period),
    trigger: row.trigger as FeeRun['trigger'],
    status: row.status as FeeRun['status'],
    requestedBy: row.requested_by,
    startedOnUtc: new Date(row.started_on_utc).toISOString(),
    finishedOnUtc: row.finished_on_utc ? new Date(row.finished_on_utc).toISOString() : null,
    residenciesCharged: row.residencies_charged,
    chargesCreated: row.charges_created,
    reversalsCreated: row.reversals_created,
    error: row.error,
    flagged: Array.isArray(row.flagged) ? (row.flagged as FeeRunFlagged[]) : [],
  };
}

/**
 * Runs the fee run of the current facility for a month, in one transaction under the facility's run lock: every
 * residency in care during the month is charged its lines (and drawdowns), reconciled with what earlier runs posted.
 * A run that fails writes nothing but its Failed record.
 */
export async function runFeeRun(s: ScopedDb, request: FeeRunRequest, today = melbourneToday()): Promise<FeeRun> {
  const refusal = feeRunPeriodError(request.period, today);
  if (refusal) throw ModelStateError.field('period', refusal);
  const period = `${request.period}-01`;
  try {
    // `attempt`: inside an idempotent request's transaction (src/http/idempotency.ts) a failed run is undone under a
    // savepoint, so that the failure below is still recorded (and answered) in that transaction.
    const id = await s.attempt(async (t) => {
      await repo.lockFacilityRuns(t);
      const runId = await repo.insertFeeRun(t, { period, trigger: request.trigger, userId: request.userId, status: 'Running' });
      const counts = await postMonth(t, request.period, { feeRunId: runId, userId: request.userId });
      await repo.finishFeeRun(t, runId, counts);
      await t.audit('feeRun', 'feeRun', runId, {
        period: request.period,
        trigger: request.trigger,
        ...counts,
      });
      return runId;
    });
    return feeRunOf(await repo.findFeeRun(s, id));
  } catch (err) {
    if (err instanceof ModelStateError) throw err;
    const id = await s.transaction(async (t) => {
      t.unaudited('a failed fee run is the record of a failure (it posted nothing), not an act');
      return repo.insertFeeRun(t, {
        period,
        trigger: request.trigger,
        userId: request.userId,
        status: 'Failed',
        error: (err as Error).message.slice(0, 500),
      });
    });
    return feeRunOf(await repo.findFeeRun(s, id));
  }
}

/** No fees and charges record in force: no cap (as the fees tab shows it). */
const NO_CAPS: ContributionCaps = {
  hotellingContributionDailyCap: null,
  nonClinicalCareContributionDailyCap: null,
  nonClinicalCareContributionLifetimeCap: null,
  nonClinicalCareContributionTimeLimitDays: null,
};

/**
 * What the person paid of the non-clinical care contribution before the month: in earlier residencies, and in this one
 * from its admission to the day before the month (the fees tab's rule, `ncccAccrual`). Read only for a residency with
 * a non-clinical care contribution.
 */
async function ncccBeforeMonth(
  t: ScopedDb,
  r: { id: number; resident_id: number; admission_date_utc: string | null },
  values: readonly EffectiveValue[],
  caps: ContributionCaps,
  first: string,
): Promise<NcccPaid> {
  const entries = values
    .filter((v) => v.type === 'NonClinicalCareContributionFee')
    .map((v) => ({ effectiveDate: v.date, value: v.value }));
  if (!entries.length || !r.admission_date_utc) return { amount: toDecimal(0), days: 0 };
  const before = await ncccPaidBefore(t, { residentId: r.resident_id, residencyId: r.id }, r.admission_date_utc, caps, first);
  const { amount, days } = ncccAccrual(entries, { from: r.admission_date_utc, to: addDays(first, -1), caps, before });
  return { amount, days };
}

/** The month's postings of every residency of the facility in care (inside the run's transaction). */
async function postMonth(t: ScopedDb, period: string, meta: { feeRunId: number; userId: number | null }) {
  const { first, last } = monthBounds(period);
  // Every line of the month posted for the facility's residencies: those no longer in care (an admission corrected
  // to a later month) have theirs reversed.
  const lines = { prefixes: ['fee:', 'drawdown:', 'retention:'], period: first };
  const [residencies, posted, revisions, billing, capsInForce, mpir] = await Promise.all([
    repo.residenciesInCare(t, first, last),
    repo.activeEntries(t, lines),
    repo.latestRevisions(t, lines),
    facilityFinanceFlags(t),
    contributionCapsOn(t, last),
    mpirRates(t),
  ]);
  const caps = capsInForce ?? NO_CAPS;
  const mpirRows = mpir.map((m) => ({ startDateUtc: m.startDate, endDateUtc: m.endDate, rate: m.rate }));
  const ids = residencies.map((r) => r.id);
  const [values, services, deposits, movements] = await Promise.all([
    repo.effectiveValues(t, ids, [...CHARGED_FEE_TYPES, ...RETAINED_DEPOSITS, ...DAP_TYPES], last),
    repo.residencyServices(t, ids, first, last),
    repo.depositHeld(t, ids, last),
    repo.depositMovements(t, ids),
  ]);

  const wanted: Posting[] = [];
  const flagged: FeeRunFlagged[] = [];
  let residenciesCharged = 0;
  for (const r of residencies) {
    const residencyValues = values.get(r.id) ?? [];
    const act2025 = isAct2025Resident({
      admissionDate: r.admission_date_utc,
      accommodationClass: accommodationClassOf(r.accommodation_class),
      act2025Enabled: billing.act2025Enabled,
    });
    const input = {
      period,
      admissionDate: r.admission_date_utc!,
      departureDate: r.departure_date_utc,
      values: residencyValues,
      services: services.get(r.id) ?? [],
      act2025: act2025 ? { caps, ncccBefore: await ncccBeforeMonth(t, r, residencyValues, caps, first) } : null,
      // The DAP the fees tab shows (finance/dap): entered, else calculated on the unpaid RAD with the drawdowns posted.
      dap: {
        entries: residencyValues.map((v) => ({ type: v.type, date: v.date, value: v.value, order: v.id })),
        mpirRates: mpirRows,
        refundedFromLumpSum: r.refunded_amount_from_lump_sum ?? '0',
        drawdowns: movements
          .filter((m) => m.residencyId === r.id && m.kind === 'Drawdown')
          .map((m) => ({ date: m.entryDate, amount: m.amount })),
      },
    };
    const charges = feeRunCharges(input);
    for (const f of feeRunFlags(input))
      flagged.push({ residentId: r.resident_id, name: `${r.first_name} ${r.last_name}`.trim(), ...f });
    if (charges.length) residenciesCharged++;
    for (const c of charges)
      wanted.push({
        residencyId: r.id,
        lineKey: `fee:${r.id}:${period}:${c.key}`,
        kind: 'Charge',
        feeType: c.feeType,
        description: c.description,
        days: c.days,
        entryDate: last,
        period: first,
        account: c.amount,
        deposit: '0.00',
        explanation: c.explanation,
      });
    // The deposit available to this month's drawdowns: what is held at the month's end, with this month's own drawdowns
    // (and retention) given back.
    const ownDrawdowns = posted
      .filter((e) => e.residency_id === r.id && (e.kind === 'Drawdown' || e.kind === 'Retention'))
      .reduce((sum, e) => sum.plus(toDecimal(e.deposit_amount)), toDecimal(0));
    const available = toDecimal(deposits.get(r.id) ?? '0').minus(ownDrawdowns);
    const flags = Object.fromEntries(
      (Object.keys(DRAWDOWN_COLUMNS) as DrawdownFlag[]).map((f) => [f, !!r[DRAWDOWN_COLUMNS[f]]]),
    ) as Record<DrawdownFlag, boolean>;
    const drawdowns = drawdownLines(charges, flags, available);
    for (const d of drawdowns)
      wanted.push({
        residencyId: r.id,
        lineKey: `drawdown:${r.id}:${period}:${d.key}`,
        kind: 'Drawdown',
        feeType: d.feeType,
        description: d.description,
        days: null,
        entryDate: last,
        period: first,
        account: toDecimal(d.amount).negated().toFixed(2),
        deposit: toDecimal(d.amount).negated().toFixed(2),
        explanation: d.explanation,
      });
    // Aged Care Act 2025 retention, deducted from the deposit by the product's billing (billing-integrated facilities).
    if (billing.isBillingIntegrated && act2025) {
      const payments = (type: RetainedDeposit) =>
        residencyValues.filter((v) => v.type === type).map((v) => ({ date: v.date, amount: v.value }));
      // The drawdowns posted in other months, and this month's as this run posts them.
      const earlier = movements
        .filter((m) => m.residencyId === r.id && m.kind === 'Drawdown' && m.period !== first)
        .map((m) => ({ date: m.entryDate, amount: m.amount }));
      const retained = retentionForMonth(
        {
          rad: payments('RadPaid'),
          rac: payments('RacPaid'),
          drawdowns: [...earlier, ...drawdowns.map((d) => ({ date: last, amount: toDecimal(d.amount).negated().toFixed(2) }))],
          refundedFromLumpSum: r.refunded_amount_from_lump_sum ?? '0',
          departureDate: r.departure_date_utc,
        },
        period,
      );
      for (const type of RETAINED_DEPOSITS) {
        const figure = type === 'RadPaid' ? retained.rad : retained.rac;
        const amount = toDecimal(figure.value ?? 0);
        if (amount.isZero()) continue;
        wanted.push({
          residencyId: r.id,
          lineKey: `retention:${r.id}:${period}:${type}`,
          kind: 'Retention',
          feeType: 'Retention',
          description: type === 'RadPaid' ? 'Retention of the RAD' : 'Retention of the RAC',
          days: null,
          entryDate: last,
          period: first,
          account: '0.00',
          deposit: amount.negated().toFixed(2),
          explanation: { ...figure, value: amount.toFixed(2) },
        });
      }
    }
  }
  const written = await repo.insertEntries(t, reconcile(wanted, posted, revisions, meta));
  return {
    residenciesCharged,
    chargesCreated: written.filter((e) => e.kind !== 'Reversal').length,
    reversalsCreated: written.filter((e) => e.kind === 'Reversal').length,
    flagged,
  };
}

export async function recentRuns(s: ScopedDb): Promise<FeeRun[]> {
  return (await repo.recentFeeRuns(s, RECENT_RUNS)).map(feeRunOf);
}
