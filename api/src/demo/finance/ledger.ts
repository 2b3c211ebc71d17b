/**
 * Finance demo data (the residents' accounts): the deposit payments the fees demo recorded are posted to the ledger,
 * the fee run is run for every complete month since the product took over the accounts (November 2025, when the Aged
 * Care Act 2025 started; at least the last three months) at each aged-care facility, through the module's own run as
 * the scheduled job would, so a billing-integrated facility has deducted each month's retention; and each month's
 * charges but the latest are paid by direct debit on the 15th of the next month, so each account shows a history and a
 * balance of about one month's fees. Every resident the fee run charges has direct debit as the bill payer's payment
 * method, with the (demo) bank account it is drawn from, so the record and the fees tab say how the account is paid.
 */
import type { Transaction } from 'kysely';
import { addDays } from 'shared-domain/dates';
import { previousMonth } from 'shared-domain/finance/fee-run';
import { monthBounds } from 'shared-domain/calendar';
import type { PaymentMethod } from 'shared-domain/labels';
import type { Database } from '../../db/schema';
import { ScopedDb } from '../../db/scoped';
import { JOB_ACTOR } from '../../db/audit';
import * as repo from '../../modules/finance/ledger/repository';
import { runFeeRun, syncDeposits, type DepositPaymentInput } from '../../modules/finance/ledger/service';
import type { FinanceDemoOptions } from './index';

/** The first month the demo's fee runs charge (the accounts' start), and the fewest months they charge. */
const DEMO_FIRST_MONTH = '2025-11';
const DEMO_MIN_MONTHS = 3;

const DEPOSIT_TYPES = ['RadPaid', 'RacPaid', 'TopupDailyAccommodationContribution'] as const;

export async function seedLedgerDemo(trx: Transaction<Database>, options: FinanceDemoOptions): Promise<void> {
  const months: string[] = [];
  for (let month = previousMonth(options.today); month >= DEMO_FIRST_MONTH || months.length < DEMO_MIN_MONTHS;) {
    months.unshift(month);
    month = previousMonth(`${month}-01`);
  }
  for (const f of options.facilities.filter((x) => x.type === 'AgeCare')) {
    const s = new ScopedDb(
      trx,
      {
        userId: 0,
        organisationId: options.organisationId,
        facilityId: f.id,
        isOrganisationManager: true,
        isSystemUser: true,
      },
      undefined,
      JOB_ACTOR,
    );
    await postDeposits(trx, s, f.id);
    for (const period of months) {
      const run = await runFeeRun(s, { period, trigger: 'Scheduled', userId: null }, options.today);
      if (run.status !== 'Completed') throw new Error(`Demo fee run ${period} of facility ${f.id} failed: ${run.error}`);
    }
    await directDebits(trx, s, f.id, months.slice(0, -1), options.today);
    await directDebitPayers(trx, f.id);
  }
}

/** Demo banks and their BSB prefixes: the bank details are made up, like the residents. */
const DEMO_BANKS = [
  { name: 'Commonwealth Bank', bsb: '063' },
  { name: 'Westpac', bsb: '033' },
  { name: 'ANZ', bsb: '013' },
  { name: 'NAB', bsb: '083' },
  { name: 'Bendigo Bank', bsb: '633' },
] as const;

/**
 * The payment details of each resident the facility's fee runs charged and of each current permanent resident: direct
 * debit (the payments above) from the resident's own account (the demo's bill payer is the resident), deterministic by
 * the resident's id.
 */
async function directDebitPayers(trx: Transaction<Database>, facilityId: number): Promise<void> {
  const charged = await trx
    .selectFrom('residents as p')
    .select(['p.id', 'p.first_name', 'p.last_name'])
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('resident_ledger_entries as e')
            .innerJoin('residencies as r', 'r.id', 'e.residency_id')
            .select('e.id')
            .whereRef('r.resident_id', '=', 'p.id')
            .where('e.facility_id', '=', facilityId)
            .where('e.kind', '=', 'Charge'),
        ),
        // A permanent resident admitted this month is charged by next month's run, from the same account.
        eb.exists(
          eb
            .selectFrom('residencies as r')
            .select('r.id')
            .whereRef('r.resident_id', '=', 'p.id')
            .where('r.facility_id', '=', facilityId)
            .where('r.is_lead', '=', false)
            .where('r.care_type', '=', 'Permanent')
            .where('r.admission_date_utc', 'is not', null)
            .where('r.departure_date_utc', 'is', null),
        ),
      ]),
    )
    .orderBy('p.id')
    .execute();
  if (!charged.length) return;
  const rows = charged.map((p) => {
    const bank = DEMO_BANKS[p.id % DEMO_BANKS.length];
    const details = {
      payment_method: 'DirectDebit' satisfies PaymentMethod,
      account_name: `${p.first_name} ${p.last_name}`.trim(),
      bank_name: bank.name,
      bsb: `${bank.bsb}-${String(100 + ((p.id * 37) % 900)).padStart(3, '0')}`,
      account_number: String(10000000 + ((p.id * 7919) % 90000000)),
    };
    return { resident_id: p.id, ...details };
  });
  await trx
    .insertInto('resident_bill_payer_details')
    .values(rows)
    .onConflict((oc) =>
      oc.column('resident_id').doUpdateSet((eb) => ({
        payment_method: eb.ref('excluded.payment_method'),
        account_name: eb.ref('excluded.account_name'),
        bank_name: eb.ref('excluded.bank_name'),
        bsb: eb.ref('excluded.bsb'),
        account_number: eb.ref('excluded.account_number'),
      })),
    )
    .execute();
}

/** The RAD, RAC and top-up payments recorded for the facility's residencies, posted as deposits (idempotent). */
async function postDeposits(trx: Transaction<Database>, s: ScopedDb, facilityId: number): Promise<void> {
  const rows = await trx
    .selectFrom('resident_finance_effective_dates')
    .select(['id', 'residency_id', 'effective_date_type', 'effective_from_date', 'value'])
    .where('facility_id', '=', facilityId)
    .where('effective_date_type', 'in', [...DEPOSIT_TYPES])
    .orderBy('residency_id')
    .orderBy('id')
    .execute();
  const byResidency = new Map<number, DepositPaymentInput[]>();
  for (const r of rows) {
    const list = byResidency.get(r.residency_id) ?? [];
    list.push({
      effectiveDateId: r.id,
      type: r.effective_date_type as DepositPaymentInput['type'],
      date: r.effective_from_date,
      amount: r.value ?? '0',
    });
    byResidency.set(r.residency_id, list);
  }
  for (const [residencyId, payments] of byResidency) await syncDeposits(s, residencyId, payments);
}

/** Each month's charges (net of drawdowns) paid on the 15th of the next month, when that day has come. */
async function directDebits(trx: Transaction<Database>, s: ScopedDb, facilityId: number, months: string[], today: string) {
  const entries: repo.NewEntry[] = [];
  for (const period of months) {
    const paidOn = addDays(monthBounds(period).last, 15);
    if (paidOn > today) continue;
    const owed = await trx
      .selectFrom('resident_ledger_entries')
      .select(['residency_id', (eb) => eb.fn.sum<string>('account_amount').as('owed')])
      .where('facility_id', '=', facilityId)
      .where('period', '=', `${period}-01`)
      .where('kind', 'in', ['Charge', 'Drawdown', 'Reversal'])
      .groupBy('residency_id')
      .orderBy('residency_id')
      .execute();
    for (const o of owed) {
      if (Number(o.owed) <= 0) continue;
      const lineKey = `payment:${o.residency_id}:${period}:direct-debit`;
      entries.push({
        residency_id: o.residency_id,
        entry_date: paidOn,
        period: `${paidOn.slice(0, 7)}-01`,
        kind: 'Payment',
        fee_type: null,
        description: 'Direct debit',
        days: null,
        account_amount: `-${o.owed}`,
        deposit_amount: '0',
        line_key: lineKey,
        revision: 1,
        source_key: `${lineKey}:1`,
        reverses_entry_id: null,
        explanation: null,
        fee_run_id: null,
        created_by_user_id: null,
      });
    }
  }
  await repo.insertEntries(s, entries);
}
