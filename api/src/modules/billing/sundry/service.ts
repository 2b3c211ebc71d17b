/**
 * Sundry charges: a facility's miscellaneous charges to its residents (hairdressing, pharmacy, newspapers...). A charge
 * is saved as a draft any number of times, then posted once: each line becomes a charge of the resident's account (the
 * ledger's `postSundryCharges`), and the charge is never changed or deleted again. The figures (a line's GST, the
 * total, the split shares) are the shared rules' (shared-domain/billing/sundry), the ones the form runs while editing.
 *
 * Writes lock the charge's row first (FOR UPDATE, `resolve.sundryCharge`), so two saves, a save and a post, or two posts
 * of one charge go one after the other: the second sees the first's version (409) or its posting (refused).
 */
import { SUNDRY_FIELD_MESSAGES as M } from 'shared-domain/billing/messages';
import { applySundryLineRules, sundryFigures, sundryLineFigures, type SundryChargeInput } from 'shared-domain/billing/sundry';
import type {
  DeleteSundryChargeResponse,
  PostSundryChargeBody,
  SaveSundryChargeBody,
  SundryCharge,
  SundryChargeListPage,
  SundryChargeListQuery,
  SundryResident,
} from 'shared-domain/contracts/billing';
import { melbourneToday } from 'shared-domain/dates';
import type { FieldErrors } from 'shared-domain/model-state';
import { toDecimal } from 'shared-domain/money';
import { memoQuery } from '../../../db/memo';
import type { ScopedDb } from '../../../db/scoped';
import { pagedAnswer, pagingValues } from '../../../http/paging';
import { ModelStateError, conflict, notFound } from '../../../http/errors';
import { sundryChargeAccounts } from '../../admin/index';
import { postSundryCharges } from '../../finance/index';
import { gstRate } from '../../reference-data/index';
import * as repo from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const isPosted = (c: { posted_on_utc: Date | null }) => c.posted_on_utc !== null;

// ---------------------------------------------------------------- reads

/** The list's statements, each compiled once per facility, filter and page size, run on a generic plan (db/memo.ts). */
const listPage = memoQuery('billing.sundry-list', repo.listPage, { shape: ['filter', 'take'], genericPlan: true });
const listCount = memoQuery('billing.sundry-count', repo.listCount, { shape: ['filter'], genericPlan: true });

/** GET billing/sundry: the facility's charges, latest invoice first, all (default), drafts or posted ones. */
export async function list(s: ScopedDb, q: SundryChargeListQuery): Promise<SundryChargeListPage> {
  const values = pagingValues(q);
  const filter = q.sundryChargeStatus ?? 'All';
  const rows = await listPage(s, { filter, ...values });
  return pagedAnswer(
    rows,
    async () => (await listCount(s, { filter, cutoff: values.cutoff }))[0],
    (r: repo.ListRow) => ({
      id: r.id,
      version: r.version,
      description: r.description,
      invoiceDateUtc: r.invoice_date,
      total: r.total,
      status: r.posted_on_utc ? ('Posted' as const) : ('Draft' as const),
      draft: !r.posted_on_utc,
      gstInclusive: r.gst_inclusive,
      splitBillEvenly: r.split_bill_evenly,
      residentsCount: r.residents_count ?? 0,
      createdOnUtc: new Date(r.created_on_utc).toISOString(),
      modifiedOnUtc: new Date(r.modified_on_utc).toISOString(),
      modifiedByName: r.modified_by_name,
      postedDateUtc: r.posted_on_utc ? new Date(r.posted_on_utc).toISOString() : null,
      postedByName: r.posted_by_name,
    }),
    values.cutoff,
  );
}

/** The rules' input of a stored charge (its lines as stored). */
function ruleInput(c: repo.ChargeRow, lines: readonly repo.LineRow[]): SundryChargeInput {
  return {
    description: c.description,
    gstRate: c.gst_rate,
    gstInclusive: c.gst_inclusive,
    splitBillEvenly: c.split_bill_evenly,
    total: c.total,
    sundryAccountId: c.sundry_account_id,
    lines: lines.map((l) => ({
      gstType: l.gst_type,
      amount: l.amount,
      description: l.description,
      sundryAccountId: l.sundry_account_id,
    })),
  };
}

function toResponse(c: repo.ChargeRow, lines: readonly repo.LineRow[]): SundryCharge {
  const figures = sundryLineFigures(ruleInput(c, lines));
  return {
    id: c.id,
    version: c.version,
    description: c.description,
    draft: !isPosted(c),
    gstRate: c.gst_rate,
    gstInclusive: c.gst_inclusive,
    splitBillEvenly: c.split_bill_evenly,
    total: c.total,
    sundryAccountId: c.sundry_account_id,
    invoiceDateUtc: c.invoice_date,
    modifiedOnUtc: c.modified_on_utc.toISOString(),
    modifiedByName: c.modified_by_name,
    postedDateUtc: iso(c.posted_on_utc),
    postedByName: c.posted_by_name,
    residents: lines.map((l, i) => ({
      id: l.id,
      residentId: l.resident_id ?? 0,
      residencyId: l.residency_id ?? 0,
      firstName: l.first_name,
      lastName: l.last_name,
      gstType: l.gst_type,
      amount: l.amount,
      gst: l.gst,
      lineTotal: figures[i].total.value ?? l.amount,
      description: l.description,
      sundryAccountId: l.sundry_account_id,
      sundryAccountDescription: l.sundry_account_description,
      postedSundryAccountDescription: l.posted_sundry_account_description,
    })),
  };
}

async function read(s: ScopedDb, id: number): Promise<SundryCharge> {
  const charge = await repo.chargeById(s, id);
  if (!charge) throw notFound();
  return toResponse(charge, await repo.linesOf(s, id));
}

/** GET billing/sundry/{id}. */
export async function get(s: ScopedDb, id: number): Promise<SundryCharge> {
  await s.resolve.sundryCharge(id);
  return read(s, id);
}

/** GET residents/sundryresidents: the facility's current residents for the selection dialog, none ticked. */
export async function residents(s: ScopedDb): Promise<SundryResident[]> {
  return (await repo.currentResidents(s)).map((r) => ({ ...r, isChecked: false }));
}

// ---------------------------------------------------------------- save

const push = (errors: FieldErrors, field: string, message: string) => (errors[field] ??= []).push(message);
const blank = (v: string | null | undefined) => !v || !v.trim();

/**
 * POST billing/sundry: a new charge (id 0) or a draft saved again (its version; 409 when stale). Every id is resolved
 * first (404: another facility's charge, residency or account); then the rules (400): a description; unless split
 * evenly, every line has a resident and an amount above $0.00; a resident once per charge, and living here now; an
 * account that is one of the facility's sundry accounts (the line's, else the charge's); split evenly, a total above
 * $0.00 that can be shared in cents. The GST rate is the one in force; the lines' GST and the total are worked out by
 * the shared rules (gst-inclusive makes every line GST, a blank line description takes the charge's, split evenly
 * shares the total in cents and copies the description and account). A posted charge is refused (400).
 */
export async function save(s: ScopedDb, body: SaveSundryChargeBody, today = melbourneToday()): Promise<SundryCharge> {
  return s.transaction(async (t) => {
    const existing = body.id ? await t.resolve.sundryCharge(body.id, { lock: true }) : null;
    const residencyIds = body.residents.map((l) => l.residencyId ?? 0).filter((id) => id > 0);
    for (const id of residencyIds) await t.resolve.residency(id);
    const accountIds = [body.sundryAccountId, ...body.residents.map((l) => l.sundryAccountId)].filter(
      (id): id is number => typeof id === 'number',
    );
    for (const id of new Set(accountIds)) await t.resolve.glAccount(id);

    if (existing?.isPosted) throw ModelStateError.field('id', M.postedCannotChange);
    if (existing && body.version !== existing.version) throw conflict();

    const errors: FieldErrors = {};
    const sundryAccounts = new Map((await sundryChargeAccounts(t)).map((a) => [a.id, a.description]));
    const current = await repo.currentAmong(t, residencyIds);
    const split = body.splitBillEvenly;
    if (blank(body.description)) push(errors, 'description', M.descriptionRequired);
    if (body.sundryAccountId && !sundryAccounts.has(body.sundryAccountId))
      push(errors, 'sundryAccountId', M.sundryAccountUnknown);
    if (split) {
      if (!body.sundryAccountId) push(errors, 'sundryAccountId', M.sundryAccountRequired);
      if (body.total === null || body.total === undefined || String(body.total).trim() === '')
        push(errors, 'total', M.totalRequired);
      else if (!toDecimal(body.total).gt(0)) push(errors, 'total', M.totalPositive);
      else if (toDecimal(body.total).times(100).lt(body.residents.length)) push(errors, 'total', M.totalTooSmallToSplit);
    }
    const seen = new Set<number>();
    body.residents.forEach((line, i) => {
      const at = (field: string) => `residents[${i}].${field}`;
      const residencyId = line.residencyId ?? 0;
      if (!residencyId) {
        if (!split) push(errors, at('residencyId'), M.residentRequired);
      } else if (seen.has(residencyId)) push(errors, at('residencyId'), M.residentListedTwice);
      else if (!current.has(residencyId)) push(errors, at('residencyId'), M.residentNotCurrent);
      seen.add(residencyId || -1 - i);
      if (split) return;
      if (line.amount === null || line.amount === undefined || String(line.amount).trim() === '')
        push(errors, at('amount'), M.amountRequired);
      else if (!toDecimal(line.amount).gt(0)) push(errors, at('amount'), M.amountPositive);
      const account = line.sundryAccountId ?? body.sundryAccountId ?? null;
      if (!account) push(errors, at('sundryAccountId'), M.sundryAccountRequired);
      else if (!sundryAccounts.has(account)) push(errors, at('sundryAccountId'), M.sundryAccountUnknown);
    });
    if (Object.keys(errors).length) throw new ModelStateError(errors);

    const rate = (await gstRate(t)).rate;
    const input: SundryChargeInput = {
      description: body.description.trim(),
      gstRate: rate,
      gstInclusive: body.gstInclusive,
      splitBillEvenly: split,
      total: split ? body.total : null,
      sundryAccountId: body.sundryAccountId ?? null,
      lines: body.residents.map((l) => ({
        gstType: l.gstType,
        amount: split ? null : (l.amount ?? null),
        description: l.description?.trim() ?? null,
        sundryAccountId: l.sundryAccountId ?? body.sundryAccountId ?? null,
      })),
    };
    const figures = sundryLineFigures(input);
    const ruled = applySundryLineRules(input);
    const lines: repo.LineValues[] = body.residents.map((l, i) => ({
      residency_id: l.residencyId || null,
      gst_type: ruled[i].gstType,
      amount: figures[i].amount!,
      gst: figures[i].gst,
      description: (ruled[i].description ?? '').trim() || input.description!,
      sundry_account_id: ruled[i].sundryAccountId ?? null,
    }));
    const values: repo.ChargeValues = {
      description: input.description!,
      gst_rate: toDecimal(rate).toFixed(2),
      gst_inclusive: body.gstInclusive,
      split_bill_evenly: split,
      total: sundryFigures(input).total.value!,
      sundry_account_id: body.sundryAccountId ?? null,
      invoice_date: body.invoiceDateUtc ?? today,
    };

    let id: number;
    let before: Record<string, unknown> | null = null;
    if (existing) {
      id = existing.sundryChargeId;
      const stored = (await repo.chargeById(t, id))!;
      before = snapshot(storedValues(stored), await repo.linesOf(t, id));
      if (!(await repo.updateDraft(t, id, existing.version, values))) throw conflict();
    } else id = await repo.insertCharge(t, values);
    await repo.replaceLines(t, id, lines);
    await t.auditChanges(existing ? 'update' : 'create', 'sundryCharge', id, before, snapshot(values, lines));
    return read(t, id);
  });
}

function storedValues(c: repo.ChargeRow): repo.ChargeValues {
  return {
    description: c.description,
    gst_rate: c.gst_rate,
    gst_inclusive: c.gst_inclusive,
    split_bill_evenly: c.split_bill_evenly,
    total: c.total,
    sundry_account_id: c.sundry_account_id,
    invoice_date: c.invoice_date,
  };
}

/** The audit snapshot of a charge: its values and its lines (resident, GST type, amount, GST, description, account). */
function snapshot(values: repo.ChargeValues, lines: ReadonlyArray<repo.LineValues | repo.LineRow>): Record<string, unknown> {
  return {
    ...values,
    lines: lines.map((l) => ({
      residency_id: l.residency_id,
      gst_type: l.gst_type,
      amount: l.amount,
      gst: l.gst,
      description: l.description,
      sundry_account_id: l.sundry_account_id,
    })),
  };
}

// ---------------------------------------------------------------- delete and post

/** DELETE billing/sundry/{id}?version=: a draft only (a posted charge is in the residents' accounts: 400). */
export async function remove(s: ScopedDb, id: number, version: number): Promise<DeleteSundryChargeResponse> {
  return s.transaction(async (t) => {
    const charge = await t.resolve.sundryCharge(id, { lock: true });
    if (charge.isPosted) throw ModelStateError.field('id', M.postedCannotDelete);
    if (charge.version !== version) throw conflict();
    const stored = (await repo.chargeById(t, id))!;
    const before = snapshot(storedValues(stored), await repo.linesOf(t, id));
    if (!(await repo.deleteDraft(t, id, version))) throw conflict();
    await t.auditChanges('delete', 'sundryCharge', id, before, {});
    return { id, deleted: true };
  });
}

/**
 * POST billing/sundry/post: the draft posted to its residents' accounts, once. Under the charge's row lock: a charge
 * already posted is refused (409, 'This charge has already been posted.'), so two users posting at once post it once;
 * then its version (409). Every line needs a resident and an account. Each line becomes a 'Charge' entry of the
 * residency's account dated the invoice date, for the line total (amount + GST, or the amount when gst-inclusive or
 * split evenly) with its explanation; the accounts' names are kept on the lines; the charge is marked posted.
 */
export async function post(s: ScopedDb, body: PostSundryChargeBody): Promise<SundryCharge> {
  return s.transaction(async (t) => {
    const charge = await t.resolve.sundryCharge(body.id, { lock: true });
    if (charge.isPosted) throw conflict(M.alreadyPosted);
    if (charge.version !== body.version) throw conflict();
    const stored = (await repo.chargeById(t, body.id))!;
    const lines = await repo.linesOf(t, body.id);
    const errors: FieldErrors = {};
    lines.forEach((l, i) => {
      if (!l.residency_id) push(errors, `residents[${i}].residencyId`, M.residentRequired);
      if (!l.sundry_account_id) push(errors, `residents[${i}].sundryAccountId`, M.sundryAccountRequired);
    });
    if (!lines.length) push(errors, 'residents', M.residentsRequired);
    if (Object.keys(errors).length) throw new ModelStateError(errors);

    const figures = sundryLineFigures(ruleInput(stored, lines));
    await repo.keepAccountNames(t, body.id);
    await postSundryCharges(
      t,
      lines.map((l, i) => ({
        lineId: l.id,
        residencyId: l.residency_id!,
        description: l.description,
        invoiceDate: stored.invoice_date,
        lineTotal: figures[i].total.value!,
        explanation: figures[i].total,
      })),
    );
    if (!(await repo.markPosted(t, body.id, body.version))) throw conflict();
    await t.auditChanges(
      'post',
      'sundryCharge',
      body.id,
      { posted: false },
      { posted: true },
      { total: stored.total, lines: lines.length, residencyIds: lines.map((l) => l.residency_id) },
    );
    return read(t, body.id);
  });
}
