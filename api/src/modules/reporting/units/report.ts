/** The units report (independent living): one row a unit. */
import type { UnitsReportRow } from 'shared-domain/contracts/reporting';
import { UNITS_REPORT } from 'shared-domain/reports/catalogue';
import type { FastifyInstance } from 'fastify';
import { LocationAccommodationTypes } from 'shared-domain/contracts/admin-accommodations';
import { defineRoute, scopedDb } from '../../../http/routes';
import { defineReport } from '../../../reporting-engine/report';
import { locationAccommodationTypes } from '../../admin/index';
import { unitsQuery, type UnitsQueryRow } from './repository';

export function toUnitsRow(r: UnitsQueryRow): UnitsReportRow {
  return {
    id: r.id,
    location: r.location_name,
    unitNumber: r.room_number,
    unitType: r.type_name,
    status: r.ilu_status ?? 'Available',
    residents: r.residents ?? '',
    occupiedDate: r.occupied_date,
    // What the unit costs: the holder's agreed price, else its type's published price.
    price: r.agreed_price ?? r.type_price,
  };
}

export function registerUnitsReport(app: FastifyInstance): void {
  defineReport(app, {
    definition: UNITS_REPORT,
    query: unitsQuery,
    toRow: toUnitsRow,
    summary: 'a unit: location, type, status and who holds it',
    example: { unitStatus: 'Occupied' },
  });
  // The report's own choices (the administration's read of the village's locations and unit types), under the
  // report's permission: a user who may run the report need not be allowed to manage rooms and units.
  defineRoute(app, {
    method: 'GET',
    url: '/api/reporting/units-report-filters',
    scope: 'facility',
    facilityType: UNITS_REPORT.facilityType,
    tags: ['reporting'],
    permission: UNITS_REPORT.permission,
    summary: "The units report's choices: the facility's locations and unit types",
    schema: { response: { 200: LocationAccommodationTypes } },
    example: {},
    handler: (req) => locationAccommodationTypes(scopedDb(req)),
  });
}
