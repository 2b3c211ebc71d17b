import type { FastifyInstance } from 'fastify';
import { ResidentParams } from 'shared-domain/contracts/residents';
import {
  FeeRun,
  FeeRunBody,
  FeeRunList,
  TransactionsBalance,
  TransactionsPage,
  TransactionsQuery,
} from 'shared-domain/contracts/finance-ledger';
import { melbourneToday } from 'shared-domain/dates';
import { previousMonth } from 'shared-domain/finance/fee-run';
import { defineRoute, scopedDb } from '../../../http/routes';
import { financeRoute, financials } from '../routes-common';
import * as service from './service';

/**
 * The resident's account (seed 000 §7 transactionsbalance and transactions) and the facility's fee runs (the manual
 * "run now" and the recent runs). The monthly job (./job.ts) is the module's job, worked by the platform's queue
 * (finance/index.ts `financeJobs`).
 */
export function registerLedgerRoutes(app: FastifyInstance): void {
  const params = { id: '1' };
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id/finance/transactionsbalance',
    // Any facility's residents have an account (independent-living residents' sundry charges, for example).
    tags: financeRoute.tags,
    scope: 'facility',
    permission: financials.view,
    leadPermission: financials.leadView,
    summary: "The resident's balance (charges - payments - drawdowns) and the deposit held, each explained",
    schema: { params: ResidentParams, response: { 200: TransactionsBalance } },
    example: { params },
    handler: (req) => service.balance(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id/finance/transactions',
    // Any facility's residents have an account (independent-living residents' sundry charges, for example).
    tags: financeRoute.tags,
    scope: 'facility',
    permission: financials.view,
    leadPermission: financials.leadView,
    summary: "The resident's account entries, newest first (paged; entries recorded after notIncludingItemsAfter are left out)",
    schema: { params: ResidentParams, querystring: TransactionsQuery, response: { 200: TransactionsPage } },
    example: { params, query: { skip: '0', take: '25' } },
    handler: (req) => service.transactions(scopedDb(req), req.params.id, req.query),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/finance/fee-runs',
    ...financeRoute,
    scope: 'facility',
    permission: financials.modify,
    summary:
      "Run the facility's fee run for a month now (idempotent: charges already posted are not posted again; changed ones are reversed and posted again)",
    idempotent: true,
    schema: { body: FeeRunBody, response: { 200: FeeRun } },
    example: { body: { period: previousMonth(melbourneToday()) } },
    handler: (req) =>
      service.runFeeRun(scopedDb(req), { period: req.body.period, trigger: 'Manual', userId: scopedDb(req).userId }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/finance/fee-runs',
    ...financeRoute,
    scope: 'facility',
    permission: financials.view,
    summary: "The facility's recent fee runs, newest first",
    schema: { response: { 200: FeeRunList } },
    example: {},
    handler: (req) => service.recentRuns(scopedDb(req)),
  });
}
