import type { FastifyInstance } from 'fastify';
import { ResidentListPage } from 'shared-domain/contracts/resident-responses';
import { PagingQuery } from 'shared-domain/contracts/common';
import { defineRoute, scopedDb } from '../../../http/routes';
import * as service from './service';

/** The resident lists: current residents by name, departed residents by departure date (paged). */
export function registerListRoutes(app: FastifyInstance): void {
  const tags = ['residents'];
  const view = { name: 'residentsDetails', flag: 'canView' } as const;
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents',
    scope: 'facility',
    tags,
    permission: view,
    summary: 'Current residents of the facility (paged, by last name)',
    schema: { querystring: PagingQuery, response: { 200: ResidentListPage } },
    example: { query: { skip: '0', take: '25' } },
    handler: (req) => service.listResidents(scopedDb(req), req.auth!.facility!, req.query, false),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/departed',
    scope: 'facility',
    tags,
    permission: view,
    summary: 'Departed residents of the facility (paged, latest departure first)',
    schema: { querystring: PagingQuery, response: { 200: ResidentListPage } },
    example: { query: { skip: '0', take: '25' } },
    handler: (req) => service.listResidents(scopedDb(req), req.auth!.facility!, req.query, true),
  });
}
