/**
 * The billing extract and the Attache extract: the charges of the residents' accounts in the period (the fee run's fees
 * and services, the sundry charges, and the reversal of any), one row per account entry, from the same statement (repository.ts); the billing
 * extract as a spreadsheet, the Attache extract as the CSV the Attache accounting system imports. A charge's amounts
 * are shared-domain/reports/billing's (fees are GST-free; a sundry line carries its own GST).
 */
import type { AttacheExtractRow, BillingExtractRow } from 'shared-domain/contracts/reporting';
import { monthBounds } from 'shared-domain/calendar';
import { chargeAmounts } from 'shared-domain/reports/billing';
import type { ChargeRow } from './repository';

export function billingExtractRow(c: ChargeRow): BillingExtractRow {
  const period = monthBounds(c.period.slice(0, 7));
  return {
    id: c.id,
    debtor: c.debtor,
    residentId: c.resident_id,
    residencyId: c.residency_id,
    firstName: c.first_name,
    lastName: c.last_name,
    careType: c.care_type,
    entryDate: c.entry_date,
    fromDate: period.first,
    toDate: period.last,
    feeType: c.fee_type,
    description: c.description,
    days: c.days,
    glAccount: c.gl_account,
    ...(({ total, gst }) => ({ amount: total, gst }))(chargeAmounts(c.amount, c.gst)),
  };
}

export function attacheExtractRow(c: ChargeRow): AttacheExtractRow {
  return {
    id: c.id,
    debtor: c.debtor,
    date: c.entry_date,
    glAccount: c.gl_account,
    // The accounting system's line names the resident: the customer code alone may be blank (no debtor code yet).
    description: `${c.description} (${c.first_name} ${c.last_name})`,
    ...chargeAmounts(c.amount, c.gst),
  };
}
