import type { FastifyInstance } from 'fastify';
import {
  LeadColumn,
  LeadColumnQuery,
  LeadDashboard,
  LeadDashboardFilters,
  LeadDashboardQuery,
  LeadList,
  LeadListQuery,
} from 'shared-domain/contracts/leads';
import { defineRoute, scopedDb } from '../../../http/routes';
import { LEADS, VIEW } from '../common/routes';
import * as service from './service';

/** The lead board: its columns, the filter choices and the open and archived lists. */
export function registerBoardRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/leads/dashboard/',
    scope: 'facility',
    ...LEADS,
    permission: VIEW,
    summary: 'Lead board: the first `take` cards of the five columns with their counts',
    schema: { querystring: LeadDashboardQuery, response: { 200: LeadDashboard } },
    example: { query: { take: '5', leadCareType: 'All' } },
    handler: (req) => service.dashboardFor(scopedDb(req), req.query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/leads/dashboard/status/',
    scope: 'facility',
    ...LEADS,
    permission: VIEW,
    summary: 'One page of one column of the lead board',
    schema: { querystring: LeadColumnQuery, response: { 200: LeadColumn } },
    example: { query: { status: 'Enquiries', skip: '0', take: '10' } },
    handler: (req) => service.dashboardColumnFor(scopedDb(req), req.query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/leads/lead-dashboard-filters',
    scope: 'facility',
    ...LEADS,
    permission: VIEW,
    summary: 'Filter choices of the lead board: locations, genders, AN-ACC classes',
    schema: { response: { 200: LeadDashboardFilters } },
    handler: (req) => service.dashboardFilters(scopedDb(req)),
  });
}

/** The open and archived lists (after the export in the registry, as they always were). */
export function registerListRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/leads/archived',
    scope: 'facility',
    ...LEADS,
    permission: VIEW,
    summary: 'Archived leads, newest first (paged)',
    schema: { querystring: LeadListQuery, response: { 200: LeadList } },
    example: { query: { skip: '0', take: '25' } },
    handler: (req) => service.listLeads(scopedDb(req), req.query, true),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/leads',
    scope: 'facility',
    ...LEADS,
    permission: VIEW,
    summary: 'Open leads, newest first (paged)',
    schema: { querystring: LeadListQuery, response: { 200: LeadList } },
    example: { query: { skip: '0', take: '25' } },
    handler: (req) => service.listLeads(scopedDb(req), req.query, false),
  });
}
