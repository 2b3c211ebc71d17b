/**
 * The billing extract, the Attache extract and the financial details report through the report engine: each page and
 * its file hold the same rows (the spreadsheet and the CSV opened), the filters, the guard (permission, facility type,
 * another facility).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { BILLING_EXTRACT_REPORT, FINANCIAL_DETAILS_REPORT } from 'shared-domain/reports/catalogue';
import { createTestContext, type TestContext } from './helpers';
import { ILU_FACILITY, allReportRows, cellText, fieldText, readCsv, readXlsx, reportCall } from './reporting-helpers';

let t: TestContext;
before(async () => {
  t = await createTestContext();
});
after(() => t.close());

const BILLING = '/api/reporting/billing-extract-data';
const BILLING_XLSX = '/api/reporting/billing-extract-xlsx';
const ATTACHE = '/api/reporting/attache-extract-data';
const ATTACHE_CSV = '/api/reporting/export-for-attache-csv';
const FINANCIAL = '/api/reporting/financial-details-report-data';
const FINANCIAL_XLSX = '/api/reporting/financial-details-report-excel';

/** The latest month the demo's fee runs charged at facility 1: its first and last day. */
async function chargedMonth(): Promise<{ fromDate: string; toDate: string }> {
  const row = await t.handle.db
    .selectFrom('resident_ledger_entries')
    .select(sql<string>`max(period)::text`.as('period'))
    .where('facility_id', '=', 1)
    .where('kind', '=', 'Charge')
    .where('fee_run_id', 'is not', null)
    .executeTakeFirstOrThrow();
  const first = row.period;
  const last = await sql<{
    d: string;
  }>`select ((${first}::date + interval '1 month' - interval '1 day')::date)::text as d`.execute(t.handle.db);
  return { fromDate: first, toDate: last.rows[0].d };
}

async function xlsxMatchesRows(url: string, query: Record<string, string>, data: any[], keys: string[]) {
  const file = await reportCall(t)(url, query, 1);
  assert.equal(file.status, 200, file.body);
  const { header, rows } = await readXlsx(file.raw);
  assert.equal(rows.length, data.length);
  assert.deepEqual(
    rows.map((r) => keys.map((_, i) => cellText(r[i]))),
    data.map((d) => keys.map((k) => fieldText(d[k]))),
  );
  return { header, headers: file.headers };
}

describe('billing extract', () => {
  test('page and spreadsheet agree: one row per charge of the month, with the resident, residency, fee, period and account', async () => {
    const month = await chargedMonth();
    const data = await allReportRows(t, BILLING, month);
    assert.ok(data.length > 0);
    // A page is cut on the bare charges and filled with their accounts after: small pages give the same rows in the
    // same order, each once, with the same total.
    assert.deepEqual(await allReportRows(t, BILLING, month, 1, 7), data);
    const keys = BILLING_EXTRACT_REPORT.columns.map((c) => c.key);
    const { header, headers } = await xlsxMatchesRows(BILLING_XLSX, month, data, keys);
    assert.deepEqual(
      header,
      BILLING_EXTRACT_REPORT.columns.map((c) => c.header),
    );
    assert.match(String(headers['content-disposition']), /filename="Billing Extract \d{8}_\d{6}\.xlsx"/);

    // Every charge the facility posted dated in the month, once, and nothing else.
    const entries = await t.handle.db
      .selectFrom('resident_ledger_entries as e')
      .leftJoin('resident_ledger_entries as o', 'o.id', 'e.reverses_entry_id')
      .select(['e.id', sql<string>`e.account_amount::text`.as('amount')])
      .where('e.facility_id', '=', 1)
      .where((eb) => eb.or([eb('e.kind', '=', 'Charge'), eb('o.kind', '=', 'Charge')]))
      .where('e.entry_date', '>=', month.fromDate)
      .where('e.entry_date', '<=', month.toDate)
      .execute();
    assert.deepEqual(data.map((r) => r.id).sort(), entries.map((e) => String(e.id)).sort());
    const total = (xs: { amount: string }[]) => xs.reduce((n, x) => n + Math.round(Number(x.amount) * 100), 0);
    assert.equal(total(data), total(entries));

    const fee = data.find((r) => r.feeType === 'BasicDailyCareFee');
    assert.ok(fee, 'a basic daily fee is charged');
    assert.equal(fee.fromDate, month.fromDate);
    assert.equal(fee.toDate, month.toDate);
    assert.ok(fee.days > 0 && fee.residencyId > 0 && fee.residentId > 0);
    assert.equal(fee.gst, '0.00');
    // The demo maps the basic daily fee to its own account, and leaves the optional services to the default account.
    const mapping = await t.handle.db
      .selectFrom('gl_account_mappings')
      .select(['resman_value', 'mapping_value', 'mapping_group'])
      .where('facility_id', '=', 1)
      .execute();
    assert.equal(fee.glAccount, mapping.find((m) => m.resman_value === 'BasicDailyFee')?.mapping_value);
    const defaultAccount = mapping.find((m) => m.mapping_group === 'DefaultAccount')?.mapping_value;
    for (const r of data.filter((x) => x.feeType === 'OptionalService')) assert.equal(r.glAccount, defaultAccount);
  });

  test("a sundry charge's line posts to its own account with its own GST, in both extracts", async () => {
    const line = await t.handle.db
      .selectFrom('resident_ledger_entries as e')
      .innerJoin('sundry_charge_lines as sl', (j) => j.on(sql<boolean>`e.line_key = 'sundry:' || sl.id`))
      .leftJoin('gl_account_mappings as a', 'a.id', 'sl.sundry_account_id')
      .select(['e.id', 'e.entry_date', sql<string>`sl.gst::text`.as('gst'), 'a.mapping_value'])
      .where('e.facility_id', '=', 1)
      .orderBy('sl.gst', 'desc')
      .limit(1)
      .executeTakeFirst();
    assert.ok(line, 'the demo posts sundry charges');
    const day = { fromDate: line.entry_date, toDate: line.entry_date };
    const row = (await allReportRows(t, BILLING, day)).find((r) => r.id === String(line.id));
    assert.deepEqual(row && [row.feeType, row.gst, row.glAccount], ['Sundry', line.gst, line.mapping_value ?? row?.glAccount]);
    const attache = (await allReportRows(t, ATTACHE, day)).find((r) => r.id === String(line.id));
    assert.ok(attache);
    assert.equal(attache.gst, line.gst);
    assert.equal((Number(attache.amount) + Number(attache.gst)).toFixed(2), attache.total);
  });

  test('care type keeps its residencies; a from date after the to date and a missing date are refused', async () => {
    const month = await chargedMonth();
    const all = await allReportRows(t, BILLING, month);
    const respite = await allReportRows(t, BILLING, { ...month, careType: 'Respite' });
    const permanent = await allReportRows(t, BILLING, { ...month, careType: 'Permanent' });
    assert.ok(respite.every((r) => r.careType === 'Respite'));
    assert.ok(permanent.length > 0 && permanent.every((r) => r.careType === 'Permanent'));
    assert.equal(respite.length + permanent.length, all.length);
    const call = reportCall(t);
    const backwards = await call(BILLING, { fromDate: month.toDate, toDate: month.fromDate });
    assert.equal(backwards.status, 400);
    assert.deepEqual(backwards.json.modelState, { toDate: ['The from date must be on or before the to date.'] });
    assert.equal((await call(BILLING_XLSX, { fromDate: month.fromDate })).status, 400);
    // A day without charges: no rows.
    const none = await call(BILLING, { fromDate: '1990-01-01', toDate: '1990-01-31' });
    assert.deepEqual([none.json.totalCount, none.json.result], [0, []]);
  });

  test('guard: 403 without the permission, independent living 404, another facility 404', async () => {
    const call = reportCall(t);
    const month = await chargedMonth();
    assert.equal((await call(BILLING, month, 1, 'carer@demo.local')).status, 403);
    assert.equal((await call(BILLING_XLSX, month, 1, 'carer@demo.local')).status, 403);
    assert.equal((await call(ATTACHE_CSV, month, ILU_FACILITY)).status, 404);
    assert.equal((await call(BILLING, month, 999)).status, 404);
  });
});

describe('Attache extract', () => {
  test('the CSV holds the same charges as its page and the billing extract: customer code, date, account, amounts', async () => {
    const month = await chargedMonth();
    const data = await allReportRows(t, ATTACHE, month);
    const billing = await allReportRows(t, BILLING, month);
    assert.deepEqual(
      data.map((r) => r.id),
      billing.map((r) => r.id),
    );
    const file = await reportCall(t)(ATTACHE_CSV, month, 1);
    assert.equal(file.status, 200, file.body);
    assert.match(String(file.headers['content-type']), /text\/csv/);
    assert.match(String(file.headers['content-disposition']), /filename="AttacheExtract\d{6}\.csv"/);
    const [header, ...lines] = readCsv(file.body);
    assert.deepEqual(header, ['Customer code', 'Date', 'GL account', 'Description', 'Amount ex GST', 'GST', 'Total']);
    assert.equal(lines.length, data.length);
    const ddmmyyyy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
    assert.deepEqual(
      lines,
      data.map((r) => [r.debtor ?? '', ddmmyyyy(r.date), r.glAccount ?? '', r.description, r.amount, r.gst, r.total]),
    );
    for (const [i, r] of data.entries()) {
      assert.equal(r.total, billing[i].amount);
      assert.equal((Number(r.amount) + Number(r.gst)).toFixed(2), r.total);
    }
  });
});

describe('financial details', () => {
  test("page and spreadsheet agree: the current residents' fees and deposits; the support status filter", async () => {
    const data = await allReportRows(t, FINANCIAL, {});
    const keys = FINANCIAL_DETAILS_REPORT.columns.map((c) => c.key);
    const { headers } = await xlsxMatchesRows(FINANCIAL_XLSX, {}, data, keys);
    assert.match(String(headers['content-disposition']), /filename="FinancialDetailsReport\.xlsx"/);
    const current = await t.handle.db
      .selectFrom('residencies')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('facility_id', '=', 1)
      .where('is_lead', '=', false)
      .where('admission_date_utc', 'is not', null)
      .where('departure_date_utc', 'is', null)
      .where('care_type', 'in', ['Permanent', 'Respite'])
      .executeTakeFirstOrThrow();
    assert.equal(data.length, Number(current.n));
    const sample = JSON.stringify(data.slice(0, 3));
    assert.ok(
      data.some((r) => r.refundableDeposit !== null),
      `someone has an agreed room price: ${sample}`,
    );
    assert.ok(
      data.some((r) => Number(r.depositHeld) > 0),
      `someone has a deposit held: ${sample}`,
    );
    assert.ok(
      data.some((r) => r.meansTestedCareFee !== null || r.basicDailyFee !== null),
      sample,
    );

    const statuses = [...new Set(data.map((r) => r.supportStatus).filter(Boolean))];
    assert.ok(statuses.length > 0, sample);
    const one = await allReportRows(t, FINANCIAL, { supportStatus: statuses[0] });
    assert.ok(one.length > 0 && one.every((r) => r.supportStatus === statuses[0]));
    assert.equal(one.length, data.filter((r) => r.supportStatus === statuses[0]).length);
  });

  test('a held deposit is what the account holds: payments less drawdowns and refunds', async () => {
    const data = await allReportRows(t, FINANCIAL, {});
    const withDeposit = data.find((r) => Number(r.depositHeld) !== 0);
    assert.ok(withDeposit);
    const sum = await t.handle.db
      .selectFrom('resident_ledger_entries')
      .select(sql<string>`coalesce(sum(deposit_amount), 0)::text`.as('held'))
      .where('residency_id', '=', withDeposit.id)
      .executeTakeFirstOrThrow();
    assert.equal(Number(withDeposit.depositHeld), Number(sum.held));
    assert.ok(Number(withDeposit.depositPaid) >= Number(withDeposit.depositHeld));
  });

  test('guard: 403 without the permission, independent living 404, a bad support status 400', async () => {
    const call = reportCall(t);
    assert.equal((await call(FINANCIAL, {}, 1, 'carer@demo.local')).status, 403);
    assert.equal((await call(FINANCIAL_XLSX, {}, ILU_FACILITY)).status, 404);
    assert.equal((await call(FINANCIAL, { supportStatus: 'Rich' })).status, 400);
  });
});
