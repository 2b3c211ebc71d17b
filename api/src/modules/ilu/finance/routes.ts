import type { FastifyInstance } from 'fastify';
import { AccommodationFinancialEvents } from 'shared-domain/contracts/admin-accommodations';
import { EnquiryParams, EnquiryQuery, IluFeesAndCharges, SaveIluFeesBody, UnitEventsParams } from 'shared-domain/contracts/ilu';
import { defineRoute, scopedDb } from '../../../http/routes';
import { accommodationFinancialEvents } from '../../admin/index';
import * as service from './service';

/**
 * Demo records the examples act on (Riverside Village, api/src/demo/generate.ts and demo/ilu-finance.ts): allocations 1-30
 * are the occupied units' (units 241-270, in order), each with its prices, dates and DMF terms. The save's example writes
 * allocation 12 only (no other example does), so the generated suite, sending every example once on one database, finds
 * its version as the demo leaves it.
 */
export const ILU_FINANCE_EXAMPLES = { read: 2, save: 12, unit: 241 } as const;

/**
 * The independent-living finance screen (seed 002 §2 "Finance screen", §7 "Independent living"): an enquiry's finance
 * needs leadsFinancials (102), an admitted allocation's residentsFinancials (202).
 */
export function registerIluFinanceRoutes(app: FastifyInstance): void {
  const tags = ['ilu'];
  defineRoute(app, {
    method: 'GET',
    url: '/api/enquiries/finance/fees-and-charges/:id',
    scope: 'facility',
    facilityType: 'IndependentLiving',
    tags,
    // The allocation's residents need residentsFinancials; an enquiry's people (leads, not admitted) leadsFinancials.
    permission: { name: 'residentsFinancials', flag: 'canView' },
    leadPermission: { name: 'leadsFinancials', flag: 'canView' },
    leadRecord: { kind: 'allocation', in: 'params', field: 'id' },
    summary:
      "The allocation's fees and charges: unit, prices, contract, deposit and balance dates, DMF terms and schedule (with row totals), ingoing contribution entries, each person's bill payer and optional services, and the money figures (DMF calculation date, DMF unit price, ingoing contribution, accrued DMF, capital gain, estimated refund)",
    schema: { params: EnquiryParams, querystring: EnquiryQuery, response: { 200: IluFeesAndCharges } },
    example: { params: { id: String(ILU_FINANCE_EXAMPLES.read) } },
    handler: (req) => service.feesAndCharges(scopedDb(req), req.params.id, req.query),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/enquiries/finance/fees-and-charges',
    scope: 'facility',
    facilityType: 'IndependentLiving',
    tags,
    permission: { name: 'residentsFinancials', flag: 'canModify' },
    leadPermission: { name: 'leadsFinancials', flag: 'canModify' },
    leadRecord: { kind: 'allocation', in: 'body', field: 'independentLivingAllocationId' },
    summary:
      "Save the fees and charges (the schedule, the ingoing contribution entries and each person's optional services replace what is stored): a stored contract signed date cannot be cleared, only schedule rows with a month and a rate above 0 are kept (renumbered from 1), bill payer and optional service rules (400); 409 on a stale version; records the unit's financial event when a contract, deposit or balance date changes",
    schema: { body: SaveIluFeesBody, response: { 200: IluFeesAndCharges } },
    example: {
      body: {
        independentLivingAllocationId: ILU_FINANCE_EXAMPLES.save,
        version: 1,
        agreedPrice: '468000.00',
        contractSignedDateUtc: '2024-02-12',
        depositPaidDateUtc: '2024-02-19',
        balancePaidDateUtc: '2024-03-25',
        residentCapitalGainRate: '50',
        residentCapitalLossRate: '50',
        additionalCosts: '2500.00',
        calculatedIngoingContributionFromTechone: null,
        ingoingContributionEntries: [
          { effectiveFromDate: '2024-02-19', value: '46800.00' },
          { effectiveFromDate: '2024-03-25', value: '421200.00' },
        ],
        minimumRate: null,
        dmfUnitCostCalculationType: 'IngoingUnitCost',
        deferredManagementFeesSchedule: [
          { effectiveMonth: 36, value: '6' },
          { effectiveMonth: 12, value: '5' },
          { effectiveMonth: 36, value: '4' },
        ],
        residencies: [],
      },
    },
    handler: (req) => service.saveFeesAndCharges(scopedDb(req), req.body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/enquiries/finance/accommodation-financial-events/:id',
    scope: 'facility',
    facilityType: 'IndependentLiving',
    tags,
    permission: { name: 'leadsDetails', flag: 'canView' },
    summary: "The unit's accommodation financial events (its brief notes), latest first, with each one's residents",
    schema: { params: UnitEventsParams, response: { 200: AccommodationFinancialEvents } },
    example: { params: { id: String(ILU_FINANCE_EXAMPLES.unit) } },
    handler: (req) => accommodationFinancialEvents(scopedDb(req), req.params.id),
  });
}
