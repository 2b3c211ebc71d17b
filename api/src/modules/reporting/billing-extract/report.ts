/** The billing extract (spreadsheet) and the Attache extract (CSV): the same charges of the period, on the report engine. */
import type { FastifyInstance } from 'fastify';
import { ATTACHE_EXTRACT_REPORT, BILLING_EXTRACT_REPORT } from 'shared-domain/reports/catalogue';
import { defineReport } from '../../../reporting-engine/report';
import { chargesBareQuery, chargesQuery } from './repository';
import { attacheExtractRow, billingExtractRow } from './service';

const EXAMPLE = { fromDate: '2000-01-01', toDate: '2100-12-31' };

export function registerBillingExtractReports(app: FastifyInstance): void {
  defineReport(app, {
    definition: BILLING_EXTRACT_REPORT,
    query: chargesQuery,
    toRow: billingExtractRow,
    createdColumn: 'e.created_on_utc',
    barePaging: { query: chargesBareQuery, key: 'e.id' },
    summary: "a charge of a resident's account in the period (a fee, a service, a sundry charge, or its reversal)",
    example: EXAMPLE,
  });
  defineReport(app, {
    definition: ATTACHE_EXTRACT_REPORT,
    query: chargesQuery,
    toRow: attacheExtractRow,
    createdColumn: 'e.created_on_utc',
    barePaging: { query: chargesBareQuery, key: 'e.id' },
    summary: 'a charge of the period as the Attache accounting system imports it',
    example: EXAMPLE,
  });
}
