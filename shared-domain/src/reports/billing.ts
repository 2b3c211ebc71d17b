/**
 * The billing extract's and the Attache extract's rules: which GL account a charge of the resident's account posts to,
 * its GST, and the Attache file's layout. The extracts read the same charges (the fee run's and the sundry charges'
 * entries of the account in the period); these rules turn each into its row.
 *
 * - GL account: a fee the fee run charges posts to its account in the facility's account mapping (fees and charges);
 *   a sundry charge to its sundry charge type's account; anything without a mapped account to the facility's default
 *   account (the administration area's rule: the default account takes what is not mapped).
 * - GST: residential aged care fees are GST-free (care and accommodation of a care recipient); a sundry charge carries
 *   the GST its own rules gave it when it was posted.
 * - Attache: one line per charge, a header row, comma separated, dates dd/MM/yyyy, amounts with two places and no
 *   currency sign (docs/decisions.md, "the reports' second half").
 */
import { toDecimal, roundMoney, type DecimalInput } from '../money';

/**
 * The product account (its key in the account mapping, `resman_value`) each fee the fee run charges posts to. Fees
 * without an account of their own (the contributions, the pre-2014 fees, the optional services) go to the default
 * account.
 */
export const FEE_TYPE_ACCOUNT_KEYS: Readonly<Record<string, string>> = {
  BasicDailyCareFee: 'BasicDailyFee',
  MeansTestCareFee: 'MeansTestedCareFee',
  DailyAccommodationPayment: 'DailyAccommodationPayment',
  DailyAccommodationContribution: 'DailyAccommodationPayment',
};

/** The facility's account mapping as the extracts read it. */
export interface AccountMapping {
  /** The default account's value (null while unmapped). */
  defaultAccount: string | null;
  /** Mapped product accounts by key (`resman_value`). */
  byKey: ReadonlyMap<string, string>;
}

/** The GL account of a charge: its sundry account's when it has one, else its fee type's, else the default account. */
export function chargeGlAccount(
  charge: { feeType: string | null; sundryAccount?: string | null },
  mapping: AccountMapping,
): string | null {
  if (charge.sundryAccount) return charge.sundryAccount;
  const key = charge.feeType ? FEE_TYPE_ACCOUNT_KEYS[charge.feeType] : undefined;
  return (key ? mapping.byKey.get(key) : undefined) ?? mapping.defaultAccount;
}

/**
 * A charge's amount split for the ledger of the accounting system: `total` is what the resident's account was charged
 * (a reversal negative), `gst` the GST it includes (null: GST-free). Amount ex GST = total - GST.
 */
export function chargeAmounts(total: DecimalInput, gst: DecimalInput | null | undefined): { amount: string; gst: string; total: string } {
  const t = roundMoney(toDecimal(total));
  const g = gst === null || gst === undefined ? toDecimal(0) : roundMoney(toDecimal(gst));
  return { amount: t.minus(g).toFixed(2), gst: g.toFixed(2), total: t.toFixed(2) };
}

// ---------------------------------------------------------------- the Attache file

/** The Attache file's columns, in order: the header row's words and each row's field. */
export const ATTACHE_COLUMNS = [
  { key: 'debtor', header: 'Customer code' },
  { key: 'date', header: 'Date' },
  { key: 'glAccount', header: 'GL account' },
  { key: 'description', header: 'Description' },
  { key: 'amount', header: 'Amount ex GST' },
  { key: 'gst', header: 'GST' },
  { key: 'total', header: 'Total' },
] as const;
export type AttacheField = (typeof ATTACHE_COLUMNS)[number]['key'];

/** 'YYYY-MM-DD' as Attache reads a date: dd/MM/yyyy. */
export function attacheDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** A CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled); a leading =, +, - or @ of text is neutralised. */
export function csvField(value: string | null | undefined, options: { numeric?: boolean } = {}): string {
  let v = value ?? '';
  // A spreadsheet opening the file must not run a formula a resident's name or description smuggles in.
  if (!options.numeric && /^[=+\-@]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** The Attache file's header line (with its CRLF). */
export function attacheHeaderLine(): string {
  return ATTACHE_COLUMNS.map((c) => csvField(c.header)).join(',') + '\r\n';
}

/** One charge as an Attache line (with its CRLF). */
export function attacheLine(row: Readonly<Record<AttacheField, string | null>>): string {
  return (
    ATTACHE_COLUMNS.map((c) => {
      const v = row[c.key];
      if (c.key === 'date') return csvField(v ? attacheDate(v) : '');
      return csvField(v, { numeric: c.key === 'amount' || c.key === 'gst' || c.key === 'total' });
    }).join(',') + '\r\n'
  );
}
