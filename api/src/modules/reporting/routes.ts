/**
 * The reporting area's reports, each declared through the report engine (src/reporting-engine): its paged data route
 * and its export route. The funding area's statement exports (reporting/* paths of the Medicare statements) stay with
 * the statements they export.
 */
import type { FastifyInstance } from 'fastify';
import { registerBillingExtractReports } from './billing-extract/report';
import { registerResidentsCardStatusReport } from './card-status/report';
import { registerEnquirySourceReport } from './enquiry-source/report';
import { registerFinancialDetailsReport } from './financial-details/report';
import { registerFundingReports } from './funding-reports/report';
import { registerMovementsReport } from './movements/report';
import { registerRoomsReport } from './rooms/report';
import { registerSettlementsReport } from './settlements/report';
import { registerUnitsReport } from './units/report';

export function registerReportingRoutes(app: FastifyInstance): void {
  registerUnitsReport(app);
  registerRoomsReport(app);
  registerSettlementsReport(app);
  registerEnquirySourceReport(app);
  registerMovementsReport(app);
  registerBillingExtractReports(app);
  registerFinancialDetailsReport(app);
  registerFundingReports(app);
  registerResidentsCardStatusReport(app);
}
