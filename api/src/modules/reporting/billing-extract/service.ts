/**
 * The billing extract and the Attache extract: the charges of the residents' accounts in the period (the fee run's
 * fees and services, the sundry charges, and the reversal of any), one row per account entry, from the same statement
 * (finance's `chargesInPeriod`); the billing extract as a spreadsheet, the Attache extract as the CSV the Attache
 * accounting system imports. Each charge's GL account is the facility's account mapping's (the administration area's)
 * and its GST the rules' (shared-domain/reports/billing).
 */
import type { BillingExtractFilter, BillingExtractRow, AttacheExtractRow } from 'shared-domain/contracts/reporting';
import { monthBounds } from 'shared-domain/calendar';
import { chargeAmounts, chargeGlAccount, type AccountMapping } from 'shared-domain/reports/billing';
import { careTypesOf } from 'shared-domain/reports/filters';
import type { ScopedDb } from '../../../db/scoped';
import { accountMapping } from '../../admin/index';
import { chargesInPeriod } from '../../finance/index';

export type ChargeRow = Awaited<ReturnType<ReturnType<typeof chargesInPeriod>['execute']>>[number];

/** The statement both extracts read, for the filter. */
export function chargesQuery(s: ScopedDb, filter: BillingExtractFilter) {
  return chargesInPeriod(s, { fromDate: filter.fromDate, toDate: filter.toDate, careTypes: careTypesOf(filter.careType) });
}

/** A charge's figures: its account and its amounts (charges of the fee run are GST-free). */
function figures(c: ChargeRow, mapping: AccountMapping) {
  return { glAccount: chargeGlAccount({ feeType: c.fee_type }, mapping), ...chargeAmounts(c.amount, null) };
}

export function billingExtractRow(c: ChargeRow, mapping: AccountMapping): BillingExtractRow {
  const period = monthBounds(c.period.slice(0, 7));
  const f = figures(c, mapping);
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
    glAccount: f.glAccount,
    amount: f.total,
    gst: f.gst,
  };
}

export function attacheExtractRow(c: ChargeRow, mapping: AccountMapping): AttacheExtractRow {
  const f = figures(c, mapping);
  return {
    id: c.id,
    debtor: c.debtor,
    date: c.entry_date,
    glAccount: f.glAccount,
    description: `${c.description} (${c.first_name} ${c.last_name})`,
    amount: f.amount,
    gst: f.gst,
    total: f.total,
  };
}

/** The mapping the rows are made with, read once per request. */
export function mappingOf(s: ScopedDb): Promise<AccountMapping> {
  return accountMapping(s);
}
