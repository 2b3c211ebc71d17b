import type { FastifyInstance } from 'fastify';
import {
  DapResidents,
  FinanceFeesResponse,
  OpenOptionalServices,
  SaveFinanceFeesBody,
} from 'shared-domain/contracts/finance-fees';
import { ResidentParams } from 'shared-domain/contracts/residents';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { defineRoute, scopedDb } from '../../../http/routes';
import { financeRoute, financials } from '../routes-common';
import * as service from './service';

/**
 * The fees tab (seed 000 §7 "Residents", seed 001 §7 "Resident finance and events"): a resident's or lead's
 * fees (view and save), the facility's optional services a residency can take, and the facility's residents on a DAP.
 * Residents need residentsFinancials (202), leads leadsFinancials (102).
 */
export function registerFeesRoutes(app: FastifyInstance, _ctx: AppContext<Database>): void {
  // Demo resident 1 of Bayside Gardens: its finance record is left at version 1 by the demo and no other example
  // writes it, so the generated security suite (every example once, on one database) finds the version current.
  const params = { id: '1' };

  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id/finance/fees',
    ...financeRoute,
    scope: 'facility',
    permission: financials.view,
    leadPermission: financials.leadView,
    summary:
      'Fees of the resident or lead: every effective-dated value with its history, drawdowns, pre-2014 arrangements, MPIR, optional services, bill payment details and every computed figure (explained)',
    schema: { params: ResidentParams, response: { 200: FinanceFeesResponse } },
    example: { params },
    handler: (req) => service.fees(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/:id/finance/fees',
    ...financeRoute,
    scope: 'facility',
    permission: financials.modify,
    leadPermission: financials.leadModify,
    summary:
      'Save the fees (the lists replace what is stored) and the accommodation class: list, payment, MPIR, class, pre-2014 and optional service rules (400), support level rules applied, 409 on a stale version',
    // Records the deposit payments (RAD, RAC, top-ups) as entries of the resident's account: a payment is money.
    idempotent: true,
    schema: { params: ResidentParams, body: SaveFinanceFeesBody, response: { 200: FinanceFeesResponse } },
    example: {
      params,
      body: {
        effectiveDates: [],
        // Resident 1's class in the demo (admitted after 1 Nov 2025): unchanged, so the residency's version stays.
        accommodationClass: 'Post01Nov2025',
        contributionClass: null,
        drawdowns: { dac: false, bdf: false, mtcf: false, ac: false, pi: false, itf: false, hc: false, nccc: false },
        refundedAmountFromLumpSumDeposit: '0.00',
        pre2014: {
          pre2014Care: false,
          pre2014CareLevel: null,
          pre2014ContinueCare: false,
          accommodationCost: null,
          bondAmount: null,
          bondInterestRate: null,
        },
        optionalServices: [],
        version: 1,
      },
    },
    handler: (req) => service.saveFees(scopedDb(req), req.params.id, req.body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id/open-optional-services',
    // Any facility's: the independent-living finance screen offers the village's services too.
    tags: financeRoute.tags,
    scope: 'facility',
    permission: financials.view,
    leadPermission: financials.leadView,
    summary: "The facility's optional services a residency can take (not stopped), with today's rate",
    schema: { params: ResidentParams, response: { 200: OpenOptionalServices } },
    example: { params },
    handler: (req) => service.openOptionalServices(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/dap',
    ...financeRoute,
    scope: 'facility',
    permission: financials.view,
    summary:
      "The facility's current residents paying by DAP: agreed room price, RAD paid, MPIR, the DAP (explained), drawdowns, retentions",
    schema: { response: { 200: DapResidents } },
    example: {},
    handler: (req) => service.dapResidents(scopedDb(req)),
  });
}
