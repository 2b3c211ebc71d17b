/**
 * SQL of the billing and Attache extracts: finance's charges of the period (`chargesInPeriod`), each with the GL account
 * it posts to and its GST: a sundry charge line's own account and GST (the billing area's posted lines), else its fee
 * type's product account in the facility's mapping (shared-domain/reports/billing's keys) or the facility's default
 * account (the administration area's mapped accounts), GST-free. Derived tables joined in one statement, in the
 * charges' order (date, entry).
 */
import { sql } from 'kysely';
import type { BillingExtractFilter } from 'shared-domain/contracts/reporting';
import { FEE_TYPE_ACCOUNT_KEYS } from 'shared-domain/reports/billing';
import { careTypesOf } from 'shared-domain/reports/filters';
import type { ScopedDb } from '../../../db/scoped';
import { mappedAccountsQuery } from '../../admin/index';
import { postedSundryLinesQuery } from '../../billing/index';
import { chargesInPeriod } from '../../finance/index';
import { checkDateRange } from '../dates';

/** The fee types' account keys as a table of values (fee_type, account_key). */
function feeTypeKeys() {
  const rows = Object.entries(FEE_TYPE_ACCOUNT_KEYS).map(([type, key]) => sql`(${type}, ${key})`);
  return sql<{ fee_type: string; account_key: string }>`(values ${sql.join(rows)})`.as<'k'>(sql`k(fee_type, account_key)`);
}

/** The charges of the period without their accounts and GST: the rows a page is counted and cut on. */
export function chargesBareQuery(s: ScopedDb, filter: BillingExtractFilter) {
  checkDateRange(filter.fromDate, filter.toDate, 'toDate');
  return chargesInPeriod(s, { fromDate: filter.fromDate, toDate: filter.toDate, careTypes: careTypesOf(filter.careType) });
}

export function chargesQuery(s: ScopedDb, filter: BillingExtractFilter) {
  return (
    chargesBareQuery(s, filter)
      .leftJoin(feeTypeKeys(), (j) => j.on(sql<boolean>`k.fee_type = coalesce(o.fee_type, e.fee_type)`))
      .leftJoin(mappedAccountsQuery(s).as('g'), (j) =>
        j.onRef('g.resman_value', '=', 'k.account_key').on('g.mapping_group', '<>', 'DefaultAccount'),
      )
      .leftJoin(mappedAccountsQuery(s).as('d'), (j) => j.on('d.mapping_group', '=', 'DefaultAccount'))
      // On the line's id read from the entry's key (an index lookup per charge): equality of the computed text keys
      // cannot use an index, and the planner ran it as a nested loop over every line of the facility for every charge.
      .leftJoin(postedSundryLinesQuery(s).as('sl'), (j) =>
        j.on(
          sql<boolean>`sl.line_id = case when coalesce(o.line_key, e.line_key) ~ '^sundry:[0-9]{1,9}$' then substr(coalesce(o.line_key, e.line_key), 8)::int end`,
        ),
      )
      .select([
        sql<string | null>`coalesce(sl.gl_account, g.mapping_value, d.mapping_value)`.as('gl_account'),
        // A sundry line's GST, negative on its reversal; a fee's none.
        sql<string | null>`case when e.account_amount < 0 then -sl.gst::numeric else sl.gst::numeric end::text`.as('gst'),
      ])
  );
}
export type ChargeRow = Awaited<ReturnType<ReturnType<typeof chargesQuery>['execute']>>[number];
