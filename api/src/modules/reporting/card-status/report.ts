/** The residents card status report (aged care), on the report engine. */
import type { FastifyInstance } from 'fastify';
import { RESIDENTS_CARD_STATUS_REPORT } from 'shared-domain/reports/catalogue';
import { defineReport } from '../../../reporting-engine/report';
import { residentsCardStatus, residentsCardStatusRow } from './service';

export function registerResidentsCardStatusReport(app: FastifyInstance): void {
  defineReport(app, {
    definition: RESIDENTS_CARD_STATUS_REPORT,
    query: (s) => residentsCardStatus(s),
    toRow: (r) => residentsCardStatusRow(r),
    createdColumn: 'r.created_on_utc',
    summary: "a current resident's Medicare card: number, expiry year and status",
    example: {},
  });
}
