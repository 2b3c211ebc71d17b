/**
 * Sundry charges (billing/sundry): the list (latest invoice first, the status filter), a charge with its figures, the
 * residents to pick from, the save (a new charge and a draft saved again, the shared rules' GST and totals, the 400
 * messages), the delete, the post (each line once in the resident's account, the transactions and balance showing it at
 * once, a second post refused, two posts at once posting once), another facility's ids (404), stale versions (409) and
 * the permissions (403).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { SUNDRY_FIELD_MESSAGES as M } from 'shared-domain/billing/messages';
import type { SaveSundryChargeBody, SundryCharge, SundryChargeListPage, SundryResident } from 'shared-domain/contracts/billing';
import type { TransactionsBalance, TransactionsPage } from 'shared-domain/contracts/finance-ledger';
import { melbourneToday } from 'shared-domain/dates';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
const BAYSIDE = 1;
const OTHER = 2;
const MANAGER = 'manager@demo.local';
/** Views and saves sundry charges (801) but may not post them (802). */
const CLERK = 'sundry.clerk@test.local';

/** Bayside's sundry accounts by name, a product account of Bayside, and another facility's sundry account. */
let accounts: Map<string, number>;
let defaultAccount: number;
let otherAccount: number;
/** Bayside's current residents (residency and person), and a current residency of the other facility. */
let here: SundryResident[];
let otherResidency: number;
/** The other facility's first charge (a demo draft). */
let otherCharge: number;

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
  who = MANAGER,
  facilityId = BAYSIDE,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/api/${url}${url.includes('?') ? '&' : '?'}facilityId=${facilityId}`,
    headers: await t.authFor(who),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function ok<T>(res: LightMyRequestResponse | Promise<LightMyRequestResponse>): Promise<T> {
  const r = await res;
  assert.equal(r.statusCode, 200, r.body);
  return r.json() as T;
}

function modelState(res: LightMyRequestResponse): Record<string, string[]> {
  assert.equal(res.statusCode, 400, res.body);
  return (res.json() as { modelState: Record<string, string[]> }).modelState;
}

const draft = (over: Partial<SaveSundryChargeBody> = {}): SaveSundryChargeBody => ({
  id: 0,
  description: 'Hairdressing',
  gstInclusive: false,
  splitBillEvenly: false,
  sundryAccountId: accounts.get('Hairdressing')!,
  invoiceDateUtc: melbourneToday(),
  residents: [
    { residencyId: here[0].residencyId, gstType: 'GST', amount: '45.00', description: 'Cut and blow-dry' },
    { residencyId: here[1].residencyId, gstType: 'Free', amount: '20', description: '' },
  ],
  ...over,
});

const save = (body: SaveSundryChargeBody, who = MANAGER) => call('POST', 'billing/sundry', body, who);

before(async () => {
  t = await createTestContext({ today: melbourneToday() });
  const db = t.handle.db;
  const role = await db
    .insertInto('roles')
    .values({ organisation_id: 1, name: 'Sundry clerk' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_permissions')
    .values([
      { role_id: role.id, permission_code: 801, can_view: true, can_modify: true, can_remove: true, can_action: true },
      { role_id: role.id, permission_code: 802, can_view: true, can_modify: false, can_remove: false, can_action: false },
    ])
    .execute();
  const user = await db
    .insertInto('users')
    .values({ organisation_id: 1, role_id: role.id, email: CLERK, first_name: 'Sam', last_name: 'Clerk' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_facilities').values({ user_id: user.id, facility_id: BAYSIDE }).execute();

  const mappings = await db
    .selectFrom('gl_account_mappings')
    .select(['id', 'facility_id', 'mapping_group', 'mapping_type'])
    .orderBy('id')
    .execute();
  const bayside = mappings.filter((m) => m.facility_id === BAYSIDE);
  accounts = new Map(bayside.filter((m) => m.mapping_group === 'SundryCharges').map((m) => [m.mapping_type, m.id]));
  defaultAccount = bayside.find((m) => m.mapping_group === 'DefaultAccount')!.id;
  otherAccount = mappings.find((m) => m.facility_id === OTHER && m.mapping_group === 'SundryCharges')!.id;
  here = await ok<SundryResident[]>(call('GET', 'residents/sundryresidents'));
  otherResidency = (await ok<SundryResident[]>(call('GET', 'residents/sundryresidents', undefined, MANAGER, OTHER)))[0]
    .residencyId;
  otherCharge = (
    await db.selectFrom('sundry_charges').select('id').where('facility_id', '=', OTHER).orderBy('id').executeTakeFirstOrThrow()
  ).id;
});
after(async () => {
  await t?.close();
});

describe('reads', () => {
  test('the list: the demo charges, latest invoice first; the status filter; stable paging', async () => {
    const all = await ok<SundryChargeListPage>(call('GET', 'billing/sundry'));
    assert.ok(all.totalCount >= 6, String(all.totalCount));
    const dates = all.result.map((r) => r.invoiceDateUtc);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const drafts = await ok<SundryChargeListPage>(call('GET', 'billing/sundry?sundryChargeStatus=Draft'));
    const posted = await ok<SundryChargeListPage>(call('GET', 'billing/sundry?sundryChargeStatus=Posted'));
    assert.ok(drafts.result.every((r) => r.status === 'Draft' && r.draft && r.postedDateUtc === null));
    assert.ok(posted.result.every((r) => r.status === 'Posted' && !r.draft && r.postedDateUtc && r.postedByName));
    assert.equal(drafts.totalCount + posted.totalCount, all.totalCount);
    const hair = all.result.find((r) => r.id === 1)!;
    assert.deepEqual([hair.description, hair.total, hair.residentsCount], ['Hairdressing', '154.00', 3]);
    assert.equal(hair.modifiedByName, 'Margaret Nguyen');
    const second = await ok<SundryChargeListPage>(
      call('GET', `billing/sundry?take=2&skip=2&notIncludingItemsAfter=${encodeURIComponent(all.notIncludingItemsAfter)}`),
    );
    assert.deepEqual(
      second.result.map((r) => r.id),
      all.result.slice(2, 4).map((r) => r.id),
    );
  });

  test('a charge: its lines with GST and line totals (GST lines, gst-inclusive, split evenly)', async () => {
    const hair = await ok<SundryCharge>(call('GET', 'billing/sundry/1'));
    assert.equal(hair.draft, false);
    assert.equal(hair.gstRate, '10.00');
    assert.deepEqual(
      hair.residents.map((l) => [l.amount, l.gst, l.lineTotal]),
      [
        ['45.00', '4.50', '49.50'],
        ['65.00', '6.50', '71.50'],
        ['30.00', '3.00', '33.00'],
      ],
    );
    assert.equal(hair.residents[2].description, 'Hairdressing', 'a blank description takes the charge one');
    assert.equal(hair.residents[0].postedSundryAccountDescription, 'Hairdressing');
    const podiatry = await ok<SundryCharge>(call('GET', 'billing/sundry/2'));
    assert.equal(podiatry.gstInclusive, true);
    assert.deepEqual(
      podiatry.residents.map((l) => [l.amount, l.gst, l.lineTotal]),
      [
        ['77.00', '7.00', '77.00'],
        ['55.00', '5.00', '55.00'],
      ],
    );
    assert.equal(podiatry.total, '132.00');
    const news = await ok<SundryCharge>(call('GET', 'billing/sundry/3'));
    assert.equal(news.splitBillEvenly, true);
    assert.deepEqual(
      news.residents.map((l) => l.lineTotal),
      ['33.34', '33.33', '33.33'],
    );
    assert.ok(news.residents.every((l) => l.description === 'Newspapers' && l.sundryAccountId === accounts.get('Newspapers')));
  });

  test("the residents to pick from: the facility's current residents, none ticked, with their room", async () => {
    assert.ok(here.length > 20);
    assert.ok(here.every((r) => r.isChecked === false && r.residencyId > 0 && r.firstName && r.lastName));
    assert.ok(here.some((r) => r.roomNumber));
  });
});

describe('save', () => {
  test('a new charge: the GST rate in force, the GST of each line, the total; a blank description takes the charge one; audited', async () => {
    const saved = await ok<SundryCharge>(save(draft()));
    assert.equal(saved.draft, true);
    assert.equal(saved.version, 1);
    assert.equal(saved.gstRate, '10.00');
    assert.deepEqual(
      saved.residents.map((l) => [l.residencyId, l.amount, l.gst, l.lineTotal, l.description]),
      [
        [here[0].residencyId, '45.00', '4.50', '49.50', 'Cut and blow-dry'],
        [here[1].residencyId, '20.00', '0.00', '20.00', 'Hairdressing'],
      ],
    );
    assert.equal(saved.total, '69.50');
    assert.equal(saved.residents[0].sundryAccountDescription, 'Hairdressing');
    assert.equal(saved.residents[0].firstName, here[0].firstName);
    const audit = await t.handle.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', '=', 'sundryCharge')
      .where('entity_id', '=', String(saved.id))
      .execute();
    assert.deepEqual(
      audit.map((a) => a.action),
      ['create'],
    );

    // Saved again: the lines replaced, the version moved on, gst-inclusive making every line GST.
    const again = await ok<SundryCharge>(
      save({
        ...draft({ gstInclusive: true, residents: [{ residencyId: here[2].residencyId, gstType: 'Free', amount: '110.00' }] }),
        id: saved.id,
        version: saved.version,
      }),
    );
    assert.equal(again.version, 2);
    assert.deepEqual(
      again.residents.map((l) => [l.gstType, l.amount, l.gst, l.lineTotal]),
      [['GST', '110.00', '10.00', '110.00']],
    );
    assert.equal(again.total, '110.00');
  });

  test('split evenly: the total shared in cents, lines without a resident kept on the draft; the description and account copied', async () => {
    const saved = await ok<SundryCharge>(
      save(
        draft({
          splitBillEvenly: true,
          total: '100',
          sundryAccountId: accounts.get('Newspapers')!,
          residents: [
            { residencyId: here[3].residencyId, gstType: 'GST', sundryAccountId: accounts.get('Hairdressing')! },
            { residencyId: here[4].residencyId, gstType: 'GST', description: 'Own words' },
            { residencyId: 0, gstType: 'Free' },
          ],
        }),
      ),
    );
    assert.deepEqual(
      saved.residents.map((l) => [l.residencyId, l.amount, l.lineTotal, l.sundryAccountId]),
      [
        [here[3].residencyId, '33.34', '33.34', accounts.get('Newspapers')],
        [here[4].residencyId, '33.33', '33.33', accounts.get('Newspapers')],
        [0, '33.33', '33.33', accounts.get('Newspapers')],
      ],
    );
    assert.equal(saved.total, '100.00');
    // Posting refuses the line without a resident.
    const res = await call('POST', 'billing/sundry/post', { id: saved.id, version: saved.version });
    assert.deepEqual(modelState(res), { 'residents[2].residencyId': [M.residentRequired] });
  });

  test('the rules: 400 with the messages, named as the form names the fields', async () => {
    assert.deepEqual(modelState(await save(draft({ description: '  ' }))), { description: [M.descriptionRequired] });
    assert.deepEqual(
      modelState(
        await save(
          draft({
            residents: [
              { residencyId: 0, gstType: 'GST', amount: '10' },
              { residencyId: here[0].residencyId, gstType: 'GST', amount: '0' },
              { residencyId: here[0].residencyId, gstType: 'GST', amount: null },
            ],
          }),
        ),
      ),
      {
        'residents[0].residencyId': [M.residentRequired],
        'residents[1].amount': [M.amountPositive],
        'residents[2].residencyId': [M.residentListedTwice],
        'residents[2].amount': [M.amountRequired],
      },
    );
    // An account that is not a sundry account (the default account), on the charge and on a line.
    assert.deepEqual(
      modelState(
        await save(
          draft({
            sundryAccountId: null,
            residents: [{ residencyId: here[0].residencyId, gstType: 'GST', amount: '10', sundryAccountId: defaultAccount }],
          }),
        ),
      ),
      { 'residents[0].sundryAccountId': [M.sundryAccountUnknown] },
    );
    assert.deepEqual(
      modelState(
        await save(
          draft({ sundryAccountId: null, residents: [{ residencyId: here[0].residencyId, gstType: 'GST', amount: '10' }] }),
        ),
      ),
      { 'residents[0].sundryAccountId': [M.sundryAccountRequired] },
    );
    assert.deepEqual(modelState(await save(draft({ splitBillEvenly: true, total: null }))), { total: [M.totalRequired] });
    assert.deepEqual(modelState(await save(draft({ splitBillEvenly: true, total: '0.01' }))), {
      total: [M.totalTooSmallToSplit],
    });
    // More than two decimals: the contract's own message.
    assert.deepEqual(
      modelState(await save(draft({ residents: [{ residencyId: here[0].residencyId, gstType: 'GST', amount: '1.005' }] }))),
      { 'residents[0].amount': [M.amountInvalid] },
    );
    // A departed resident of this facility: not living here now.
    const departed = await t.handle.db
      .selectFrom('residencies')
      .select('id')
      .where('facility_id', '=', BAYSIDE)
      .where('departure_date_utc', 'is not', null)
      .where('is_lead', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    assert.deepEqual(modelState(await save(draft({ residents: [{ residencyId: departed.id, gstType: 'GST', amount: '10' }] }))), {
      'residents[0].residencyId': [M.residentNotCurrent],
    });
  });

  test("another facility's residency, account or charge: 404, nothing written", async () => {
    const before = await t.handle.db
      .selectFrom('sundry_charges')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const residency = await save(draft({ residents: [{ residencyId: otherResidency, gstType: 'GST', amount: '10' }] }));
    assert.equal(residency.statusCode, 404, residency.body);
    assert.equal((await save(draft({ sundryAccountId: otherAccount }))).statusCode, 404);
    assert.equal((await save({ ...draft(), id: otherCharge, version: 1 })).statusCode, 404);
    assert.equal((await call('GET', `billing/sundry/${otherCharge}`)).statusCode, 404);
    assert.equal((await call('DELETE', `billing/sundry/${otherCharge}?version=1`)).statusCode, 404);
    assert.equal((await call('POST', 'billing/sundry/post', { id: otherCharge, version: 1 })).statusCode, 404);
    const after = await t.handle.db
      .selectFrom('sundry_charges')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(after.n, before.n);
    // The other facility's own user sees it.
    assert.equal((await call('GET', `billing/sundry/${otherCharge}`, undefined, MANAGER, OTHER)).statusCode, 200);
  });

  test('a stale version: 409 on save, delete and post', async () => {
    const saved = await ok<SundryCharge>(save(draft()));
    await ok(save({ ...draft({ description: 'Hairdressing (changed)' }), id: saved.id, version: 1 }));
    assert.equal((await save({ ...draft(), id: saved.id, version: 1 })).statusCode, 409);
    assert.equal((await call('DELETE', `billing/sundry/${saved.id}?version=1`)).statusCode, 409);
    assert.equal((await call('POST', 'billing/sundry/post', { id: saved.id, version: 1 })).statusCode, 409);
    const deleted = await ok<{ id: number; deleted: boolean }>(call('DELETE', `billing/sundry/${saved.id}?version=2`));
    assert.deepEqual(deleted, { id: saved.id, deleted: true });
    assert.equal((await call('GET', `billing/sundry/${saved.id}`)).statusCode, 404);
  });

  test('permissions: none without billingSundryCharges (403); posting needs billingPostCharges', async () => {
    for (const [method, url, body] of [
      ['GET', 'billing/sundry', undefined],
      ['GET', 'billing/sundry/1', undefined],
      ['GET', 'residents/sundryresidents', undefined],
      ['POST', 'billing/sundry', draft()],
      ['DELETE', 'billing/sundry/5?version=1', undefined],
      ['POST', 'billing/sundry/post', { id: 4, version: 1 }],
    ] as const)
      assert.equal((await call(method, url, body, 'carer@demo.local')).statusCode, 403, `${method} ${url}`);
    const saved = await ok<SundryCharge>(save(draft(), CLERK));
    assert.equal((await call('POST', 'billing/sundry/post', { id: saved.id, version: saved.version }, CLERK)).statusCode, 403);
    await ok(call('DELETE', `billing/sundry/${saved.id}?version=${saved.version}`, undefined, CLERK));
  });
});

describe('post', () => {
  test("posted: each line once in the resident's account, shown at once in the transactions and the balance", async () => {
    const person = here[5];
    const balanceOf = async () =>
      (await ok<TransactionsBalance>(call('GET', `residents/${person.residentId}/finance/transactionsbalance`))).balance.value;
    const before = Number(await balanceOf());
    const saved = await ok<SundryCharge>(
      save(
        draft({
          residents: [
            { residencyId: person.residencyId, gstType: 'GST', amount: '45.00', description: 'Cut and blow-dry' },
            { residencyId: here[6].residencyId, gstType: 'Free', amount: '12.00' },
          ],
        }),
      ),
    );
    const posted = await ok<SundryCharge>(call('POST', 'billing/sundry/post', { id: saved.id, version: saved.version }));
    assert.equal(posted.draft, false);
    assert.ok(posted.postedDateUtc);
    assert.equal(posted.postedByName, 'Margaret Nguyen');
    assert.deepEqual(
      posted.residents.map((l) => l.postedSundryAccountDescription),
      ['Hairdressing', 'Hairdressing'],
    );

    const entries = await t.handle.db
      .selectFrom('resident_ledger_entries')
      .select(['residency_id', 'kind', 'fee_type', 'account_amount', 'entry_date', 'period', 'source_key', 'description'])
      .where(
        'line_key',
        'in',
        posted.residents.map((l) => `sundry:${l.id}`),
      )
      .orderBy('id')
      .execute();
    assert.deepEqual(
      entries.map((e) => [e.residency_id, e.kind, e.fee_type, e.account_amount, e.entry_date, e.source_key, e.description]),
      [
        [
          person.residencyId,
          'Charge',
          'Sundry',
          '49.50',
          saved.invoiceDateUtc,
          `sundry:${posted.residents[0].id}:1`,
          'Cut and blow-dry',
        ],
        [
          here[6].residencyId,
          'Charge',
          'Sundry',
          '12.00',
          saved.invoiceDateUtc,
          `sundry:${posted.residents[1].id}:1`,
          'Hairdressing',
        ],
      ],
    );
    assert.equal(entries[0].period, `${saved.invoiceDateUtc.slice(0, 7)}-01`);

    const page = await ok<TransactionsPage>(call('GET', `residents/${person.residentId}/finance/transactions?take=100`));
    const shown = page.result.find((e) => e.description === 'Cut and blow-dry' && e.feeType === 'Sundry');
    assert.ok(shown, 'the sundry charge is on the transactions tab');
    assert.equal(shown.accountAmount, '49.50');
    assert.equal(shown.explanation?.value, '49.50');
    assert.equal((Number(await balanceOf()) - before).toFixed(2), '49.50');

    // Posted again: refused with a clear message, nothing more written; a posted charge cannot be changed or deleted.
    const again = await call('POST', 'billing/sundry/post', { id: saved.id, version: posted.version });
    assert.equal(again.statusCode, 409, again.body);
    assert.equal((again.json() as { message: string }).message, M.alreadyPosted);
    assert.deepEqual(modelState(await save({ ...draft(), id: saved.id, version: posted.version })), {
      id: [M.postedCannotChange],
    });
    assert.deepEqual(modelState(await call('DELETE', `billing/sundry/${saved.id}?version=${posted.version}`)), {
      id: [M.postedCannotDelete],
    });
    const count = await t.handle.db
      .selectFrom('resident_ledger_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(
        'line_key',
        'in',
        posted.residents.map((l) => `sundry:${l.id}`),
      )
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 2);
  });

  test('two users posting at once: posted once (one 200, one 409), one entry per line', async () => {
    const saved = await ok<SundryCharge>(save(draft()));
    const [a, b] = await Promise.all([
      call('POST', 'billing/sundry/post', { id: saved.id, version: saved.version }),
      call('POST', 'billing/sundry/post', { id: saved.id, version: saved.version }, 'finance@demo.local'),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 409], `${a.body} ${b.body}`);
    const entries = await t.handle.db
      .selectFrom('resident_ledger_entries')
      .select('source_key')
      .where(
        'line_key',
        'in',
        saved.residents.map((l) => `sundry:${l.id}`),
      )
      .execute();
    assert.equal(entries.length, saved.residents.length);
    const audits = await t.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'sundryCharge')
      .where('entity_id', '=', String(saved.id))
      .where('action', '=', 'post')
      .execute();
    assert.equal(audits.length, 1);
  });
});
