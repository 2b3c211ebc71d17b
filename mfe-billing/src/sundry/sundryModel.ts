/**
 * The sundry charge screens' model, pure and typed (tested without the DOM): the charge as the edit form holds it (a
 * draft that travels to the review screen and back in router state), the line operations (add, remove, residents from
 * the selection dialog), the form's validation, the body the API takes and the sheet the view and review screens show.
 * Every figure comes from shared-domain's sundry rules (lineGst, applySundryLineRules, removeSundryLine, sundryFigures):
 * this file only arranges what they answer.
 */
import {
  applySundryLineRules,
  removeSundryLine,
  sundryFigures,
  sundryLineFigures,
  type SundryChargeInput,
  type SundryFigures,
  type SundryLineFigures,
} from 'shared-domain/billing/sundry';
import { SUNDRY_FIELD_MESSAGES as M } from 'shared-domain/billing/messages';
import type {
  SaveSundryChargeBody,
  SundryCharge,
  SundryChargeListItem,
  SundryGstType,
  SundryResident,
} from 'shared-domain/contracts/billing';
import type { SundryChargeAccount } from 'shared-domain/contracts/admin-finance';
import type { Explained } from 'shared-domain/finance/explained';
import { parseMoneyInput } from 'shared-domain/money';

/** One resident's line as the form holds it. `residencyId` 0: no resident picked yet. */
export interface SundryDraftLine {
  /** A key for the line's row that stays while lines are added and removed around it. */
  key: string;
  residentId: number;
  residencyId: number;
  firstName: string | null;
  lastName: string | null;
  gstType: SundryGstType;
  /** As typed ('' or null until entered). */
  amount: string | null;
  description: string;
  sundryAccountId: number | null;
}

/**
 * The charge as the edit form holds it, and as the review screen receives it in router state (`sundryCharge`).
 * `isDirty`: it carries changes that are not saved yet (the edit screen asks before they are dropped; Post saves first).
 */
export interface SundryDraft {
  /** 0: a new charge. */
  id: number;
  version: number | null;
  description: string;
  invoiceDateUtc: string;
  gstInclusive: boolean;
  splitBillEvenly: boolean;
  /** The total to split (split evenly only), as typed. */
  total: string | null;
  sundryAccountId: number | null;
  residents: SundryDraftLine[];
  isDirty: boolean;
}

let keys = 0;
/** What was typed, trimmed ('' for nothing). */
const typed = (value: string | null | undefined): string => (value ?? '').trim();
/** A typed amount as a decimal string (null when blank or not an amount). */
const amountOf = (value: string | null | undefined): string | null =>
  typed(value) ? (parseMoneyInput(typed(value))?.toString() ?? null) : null;

const nextKey = () => `line-${++keys}`;

/** The charge a screen was given in router state, if any. */
export function draftFromState(state: unknown): SundryDraft | null {
  const charge = (state as { sundryCharge?: SundryDraft } | null)?.sundryCharge;
  return charge && Array.isArray(charge.residents) ? charge : null;
}

/** A line with no resident, taking the charge's account. */
export function emptyLine(sundryAccountId: number | null = null): SundryDraftLine {
  return {
    key: nextKey(),
    residentId: 0,
    residencyId: 0,
    firstName: null,
    lastName: null,
    gstType: 'GST',
    amount: '',
    description: '',
    sundryAccountId,
  };
}

/** A new charge: invoiced today, one empty line. */
export function newDraft(today: string): SundryDraft {
  return {
    id: 0,
    version: null,
    description: '',
    invoiceDateUtc: today,
    gstInclusive: false,
    splitBillEvenly: false,
    total: '',
    sundryAccountId: null,
    residents: [emptyLine()],
    isDirty: false,
  };
}

/** A saved charge as the form edits it (a split charge's amounts are the server's shares: the total is what is typed). */
export function draftOf(charge: SundryCharge): SundryDraft {
  return {
    id: charge.id,
    version: charge.version,
    description: charge.description,
    invoiceDateUtc: charge.invoiceDateUtc,
    gstInclusive: charge.gstInclusive,
    splitBillEvenly: charge.splitBillEvenly,
    total: charge.splitBillEvenly ? charge.total : '',
    sundryAccountId: charge.sundryAccountId,
    residents: (charge.residents.length ? charge.residents : [null]).map((l) =>
      l
        ? {
            key: nextKey(),
            residentId: l.residentId,
            residencyId: l.residencyId,
            firstName: l.firstName,
            lastName: l.lastName,
            gstType: l.gstType,
            amount: charge.splitBillEvenly ? '' : l.amount,
            description: l.description,
            sundryAccountId: l.sundryAccountId,
          }
        : emptyLine(charge.sundryAccountId),
    ),
    isDirty: false,
  };
}

/** The draft's lines with one more, empty, line at the end (taking the charge's account). */
export function addLine(draft: SundryDraft): SundryDraftLine[] {
  return [...draft.residents, emptyLine(draft.sundryAccountId)];
}

/** The draft's lines without the one at `index`; removing the last remaining line is ignored (the rule's). */
export function removeLine(lines: readonly SundryDraftLine[], index: number): SundryDraftLine[] {
  return [...removeSundryLine(lines, index)];
}

/** A resident's name as the screens write it. */
export function residentName(r: { firstName: string | null; lastName: string | null }): string {
  return `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim();
}

/**
 * The residents ticked in the selection dialog added to the lines: one line each, filling the lines that have no
 * resident yet first (in order), then new lines at the end; a resident already on the charge is not added again.
 */
export function addResidents(draft: SundryDraft, chosen: readonly SundryResident[]): SundryDraftLine[] {
  const listed = new Set(draft.residents.map((l) => l.residencyId).filter((id) => id > 0));
  const toAdd = chosen.filter((r) => !listed.has(r.residencyId));
  const lines = draft.residents.map((l) => {
    if (l.residencyId > 0 || !toAdd.length) return l;
    const r = toAdd.shift()!;
    return { ...l, residentId: r.residentId, residencyId: r.residencyId, firstName: r.firstName, lastName: r.lastName };
  });
  for (const r of toAdd)
    lines.push({
      ...emptyLine(draft.sundryAccountId),
      residentId: r.residentId,
      residencyId: r.residencyId,
      firstName: r.firstName,
      lastName: r.lastName,
    });
  return lines;
}

/** The draft as the shared rules read it. */
export function chargeInput(draft: SundryDraft, gstRate: string): SundryChargeInput {
  return {
    description: draft.description,
    gstRate,
    gstInclusive: draft.gstInclusive,
    splitBillEvenly: draft.splitBillEvenly,
    total: amountOf(draft.total),
    sundryAccountId: draft.sundryAccountId,
    lines: draft.residents.map((l) => ({
      gstType: l.gstType,
      amount: amountOf(l.amount),
      description: l.description,
      sundryAccountId: l.sundryAccountId,
    })),
  };
}

/** The charge's figures (subtotal, GST, total, shares), each explained, from the shared rules. */
export function draftFigures(draft: SundryDraft, gstRate: string): SundryFigures {
  return sundryFigures(chargeInput(draft, gstRate));
}

/** Each line's figures (amount or share, GST, the explained line total), from the shared rules. */
export function draftLineFigures(draft: SundryDraft, gstRate: string): SundryLineFigures[] {
  return sundryLineFigures(chargeInput(draft, gstRate));
}

/** Formik's errors of the draft: the messages by field path ('residents.2.residencyId'). */
export type DraftErrors = Record<string, string>;

const positive = (value: string | null): 'missing' | 'invalid' | 'notPositive' | null => {
  if (!typed(value)) return 'missing';
  const d = parseMoneyInput(typed(value));
  if (!d) return 'invalid';
  return d.greaterThan(0) ? null : 'notPositive';
};

/**
 * What stops the review: a description; unless split evenly, a resident, an amount above $0.00 and an account on every
 * line; split evenly, a total above $0.00 and the charge's account. The messages are the API's (shared-domain).
 */
export function validateDraft(draft: SundryDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.description.trim()) errors.description = M.descriptionRequired;
  if (!draft.invoiceDateUtc) errors.invoiceDateUtc = M.invoiceDateInvalid;
  if (draft.splitBillEvenly) {
    const total = positive(draft.total);
    if (total) errors.total = total === 'missing' ? M.totalRequired : total === 'invalid' ? M.amountInvalid : M.totalPositive;
    if (!draft.sundryAccountId) errors.sundryAccountId = M.sundryAccountRequired;
  }
  const seen = new Set<number>();
  draft.residents.forEach((l, i) => {
    if (l.residencyId > 0 && seen.has(l.residencyId)) errors[`residents.${i}.residencyId`] = M.residentListedTwice;
    seen.add(l.residencyId);
    if (draft.splitBillEvenly) return;
    if (!l.residencyId) errors[`residents.${i}.residencyId`] = M.residentRequired;
    const amount = positive(l.amount);
    if (amount)
      errors[`residents.${i}.amount`] =
        amount === 'missing' ? M.amountRequired : amount === 'invalid' ? M.amountInvalid : M.amountPositive;
    if (!l.sundryAccountId) errors[`residents.${i}.sundryAccountId`] = M.sundryAccountRequired;
  });
  return errors;
}

/** The body of POST billing/sundry (a split charge's line amounts are the server's shares: not sent). */
export function saveBody(draft: SundryDraft): SaveSundryChargeBody {
  const money = (value: string | null) => (typed(value) ? (parseMoneyInput(typed(value))?.toFixed(2) ?? typed(value)) : null);
  return {
    id: draft.id,
    ...(draft.id && draft.version !== null ? { version: draft.version } : {}),
    description: draft.description.trim(),
    gstInclusive: draft.gstInclusive,
    splitBillEvenly: draft.splitBillEvenly,
    total: draft.splitBillEvenly ? money(draft.total) : null,
    sundryAccountId: draft.sundryAccountId,
    invoiceDateUtc: draft.invoiceDateUtc || null,
    residents: draft.residents.map((l) => ({
      residencyId: l.residencyId,
      gstType: draft.gstInclusive ? 'GST' : l.gstType,
      amount: draft.splitBillEvenly ? null : money(l.amount),
      description: l.description.trim() || null,
      sundryAccountId: draft.splitBillEvenly ? draft.sundryAccountId : l.sundryAccountId,
    })),
  };
}

// ---------------------------------------------------------------- the sheet (view and review)

/** One line as the view and review screens show it. */
export interface SheetLine {
  key: string;
  resident: string;
  gstType: SundryGstType;
  amount: string | null;
  gst: string | null;
  /** What the resident's account is charged, explained (the rule's line total). */
  lineTotal: Explained<string>;
  description: string;
  /** The account's name (a posted charge: its name when posted). */
  account: string;
}

export interface SundrySheet {
  description: string;
  invoiceDateUtc: string;
  gstInclusive: boolean;
  splitBillEvenly: boolean;
  gstRate: string;
  /** null: a draft. */
  postedDateUtc: string | null;
  postedByName: string | null;
  lines: SheetLine[];
  figures: SundryFigures;
}

const accountName = (accounts: readonly SundryChargeAccount[], id: number | null): string =>
  (id && accounts.find((a) => a.id === id)?.description) || '';

/** The sheet's lines: the rules applied (GST on every line of an inclusive charge, the charge's description on blank ones). */
function sheetLines(
  input: SundryChargeInput,
  each: Array<{ key: string; resident: string; account: (ruledAccountId: number | null) => string }>,
): SheetLine[] {
  const ruled = applySundryLineRules(input);
  const figures = sundryLineFigures(input);
  return ruled.map((l, i) => ({
    key: each[i].key,
    resident: each[i].resident,
    gstType: l.gstType,
    amount: figures[i].amount,
    gst: figures[i].amount === null ? null : figures[i].gst,
    lineTotal: figures[i].total,
    description: l.description ?? '',
    account: each[i].account(l.sundryAccountId ?? null),
  }));
}

/**
 * The review screen's sheet of a draft: its lines as the rules make them (the charge's account on every line when
 * split), each line's amount (split evenly: its share), GST and line total, and the charge's figures.
 */
export function draftSheet(draft: SundryDraft, gstRate: string, accounts: readonly SundryChargeAccount[]): SundrySheet {
  const input = chargeInput(draft, gstRate);
  return {
    description: draft.description,
    invoiceDateUtc: draft.invoiceDateUtc,
    gstInclusive: draft.gstInclusive,
    splitBillEvenly: draft.splitBillEvenly,
    gstRate,
    postedDateUtc: null,
    postedByName: null,
    figures: sundryFigures(input),
    lines: sheetLines(
      input,
      draft.residents.map((l) => ({ key: l.key, resident: residentName(l), account: (id) => accountName(accounts, id) })),
    ),
  };
}

/** The view screen's sheet of a saved charge, at its own GST rate; a posted line names the account it was posted to. */
export function chargeSheet(charge: SundryCharge): SundrySheet {
  const input: SundryChargeInput = {
    description: charge.description,
    gstRate: charge.gstRate,
    gstInclusive: charge.gstInclusive,
    splitBillEvenly: charge.splitBillEvenly,
    total: charge.total,
    sundryAccountId: charge.sundryAccountId,
    lines: charge.residents.map((l) => ({
      gstType: l.gstType,
      amount: l.amount,
      description: l.description,
      sundryAccountId: l.sundryAccountId,
    })),
  };
  return {
    description: charge.description,
    invoiceDateUtc: charge.invoiceDateUtc,
    gstInclusive: charge.gstInclusive,
    splitBillEvenly: charge.splitBillEvenly,
    gstRate: charge.gstRate,
    postedDateUtc: charge.postedDateUtc,
    postedByName: charge.postedByName,
    figures: sundryFigures(input),
    lines: sheetLines(
      input,
      charge.residents.map((l) => ({
        key: String(l.id),
        resident: residentName(l),
        account: () =>
          (charge.draft ? l.sundryAccountDescription : (l.postedSundryAccountDescription ?? l.sundryAccountDescription)) ?? '',
      })),
    ),
  };
}

/** A list row's status: 'Draft', or 'Posted' with its date. */
export const statusLabel = (row: Pick<SundryChargeListItem, 'draft'>): 'Draft' | 'Posted' => (row.draft ? 'Draft' : 'Posted');
