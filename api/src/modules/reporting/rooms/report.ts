/** The rooms report (aged care): one row a bed. */
import type { FastifyInstance } from 'fastify';
import type { RoomsReportRow } from 'shared-domain/contracts/reporting';
import { ROOMS_REPORT } from 'shared-domain/reports/catalogue';
import { defineReport } from '../../../reporting-engine/report';
import { roomsQuery, type RoomsQueryRow } from './repository';

export function toRoomsRow(r: RoomsQueryRow): RoomsReportRow {
  return {
    id: r.id,
    location: r.location_name,
    roomNumber: r.room_number,
    roomType: r.type_name,
    bed: r.bed_name,
    bedStatus: r.first_name !== null ? 'Occupied' : r.out_of_service ? 'Out of service' : 'Vacant',
    resident: r.first_name !== null ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
    careType: r.care_type,
    admissionDate: r.admission_date_utc,
  };
}

export function registerRoomsReport(app: FastifyInstance): void {
  defineReport(app, {
    definition: ROOMS_REPORT,
    query: roomsQuery,
    toRow: toRoomsRow,
    summary: 'a bed: its room, type, location, occupant and status',
    example: {},
  });
}
