/**
 * The billing extract's and the Attache extract's rules: which GL account a charge of the resident's account posts to,
 * its GST, and the Attache file's layout. The extracts read the same charges (the fee run's and the sundry charges'
 * entries of the account in the period); these rules turn each into its row.
 *
 * - GL account: a fee the fee run charges posts to its account in the facility's account mapping (fees and charges,
 *   by the keys below); anything without a mapped account to the facility's default account (the default account
 *   takes what is not mapped). The report's statement joins the mapping by these keys.
 * - GST: residential aged care fees are GST-free (care and accommodation of a care recipient), so a fee's GST is
 *   nothing; a sundry charge's GST is its own rules' (shared-domain/billing/sundry) once the billing area posts them.
 * - Attache: the catalogue's columns (customer code, date, GL account, description, amount ex GST, GST, total) written
 *   by the report engine's CSV writer: a header row, dates dd/MM/yyyy, amounts with two places and no currency sign
 *   (docs/decisions.md, "the reports' second half").
 */
import { toDecimal, roundMoney, type DecimalInput } from '../money';

/**
 * The product account (its key in the account mapping, `resman_value`) each fee the fee run charges posts to. Fees
 * without an account of their own (the hotelling and non-clinical care contributions, the pre-2014 fees, the optional
 * services), and fees whose account is not mapped, go to the default account.
 */
export const FEE_TYPE_ACCOUNT_KEYS: Readonly<Record<string, string>> = {
  BasicDailyCareFee: 'BasicDailyFee',
  MeansTestCareFee: 'MeansTestedCareFee',
  DailyAccommodationPayment: 'DailyAccommodationPayment',
  DailyAccommodationContribution: 'DailyAccommodationPayment',
};

/**
 * A charge's amount split for the ledger of the accounting system: `total` is what the resident's account was charged
 * (a reversal negative), `gst` the GST it includes (null: GST-free). Amount ex GST = total - GST.
 */
export function chargeAmounts(
  total: DecimalInput,
  gst: DecimalInput | null | undefined,
): { amount: string; gst: string; total: string } {
  const t = roundMoney(toDecimal(total));
  const g = gst === null || gst === undefined ? toDecimal(0) : roundMoney(toDecimal(gst));
  return { amount: t.minus(g).toFixed(2), gst: g.toFixed(2), total: t.toFixed(2) };
}
