/** The financial details report (aged care), on the report engine. */
import type { FastifyInstance } from 'fastify';
import { FINANCIAL_DETAILS_REPORT } from 'shared-domain/reports/catalogue';
import { defineReport } from '../../../reporting-engine/report';
import { financialDetails, financialDetailsRow } from './service';

export function registerFinancialDetailsReport(app: FastifyInstance): void {
  defineReport(app, {
    definition: FINANCIAL_DETAILS_REPORT,
    query: financialDetails,
    toRow: financialDetailsRow,
    createdColumn: 'r.created_on_utc',
    summary: "a current resident's means-testing status, fees in force, deposit agreed, paid and held",
    example: {},
  });
}
