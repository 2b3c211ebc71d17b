/** The movements report (aged care): one row an admission, departure, transfer, leave start or leave return. */
import type { FastifyInstance } from 'fastify';
import type { MovementsReportRow } from 'shared-domain/contracts/reporting';
import { MOVEMENTS_REPORT } from 'shared-domain/reports/catalogue';
import { defineReport } from '../../../reporting-engine/report';
import { bedLabel } from '../../residents/index';
import { movementsQuery, type MovementsQueryRow } from './repository';

export function toMovementsRow(r: MovementsQueryRow): MovementsReportRow {
  return {
    // The movement's own key: its kind, its residency and its leave (0 for the residency's own dates).
    id: `${r.seq}-${r.residency_id}-${r.ref}`,
    date: String(r.date),
    movement: r.movement,
    firstName: r.first_name,
    lastName: r.last_name,
    careType: r.care_type,
    bed: r.room_number !== null ? bedLabel(r.room_number, r.bed_name) : null,
    details: r.details,
  };
}

export function registerMovementsReport(app: FastifyInstance): void {
  defineReport(app, {
    definition: MOVEMENTS_REPORT,
    query: movementsQuery,
    toRow: toMovementsRow,
    summary: 'a movement over the dates: admission, departure, transfer, leave or return from leave',
    example: { fromDateUtcMidnight: '2000-01-01', toDateUtcMidnight: '2100-12-31' },
  });
}
