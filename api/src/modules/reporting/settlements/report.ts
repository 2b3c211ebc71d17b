/** The settlements report (independent living): one row a departed allocation. */
import type { FastifyInstance } from 'fastify';
import type { SettlementsReportRow } from 'shared-domain/contracts/reporting';
import { SETTLEMENTS_REPORT } from 'shared-domain/reports/catalogue';
import { defineReport } from '../../../reporting-engine/report';
import { settlementsQuery, type SettlementsQueryRow } from './repository';

export function toSettlementsRow(r: SettlementsQueryRow): SettlementsReportRow {
  return {
    id: r.id,
    unitNumber: r.room_number,
    residents: r.residents ?? '',
    occupiedDate: r.occupied_date,
    departureDate: r.departure_date,
    settlementDate: r.settlement_date,
    agreedPrice: r.agreed_price,
    settlementPrice: r.settlement_price,
    isSettled: r.is_settled,
  };
}

export function registerSettlementsReport(app: FastifyInstance): void {
  defineReport(app, {
    definition: SETTLEMENTS_REPORT,
    query: settlementsQuery,
    toRow: toSettlementsRow,
    summary: 'a departed allocation: its unit, residents, dates, prices and whether it is settled',
    example: { unSettledOnly: 'true' },
  });
}
