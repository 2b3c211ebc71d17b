import type { FastifyInstance } from 'fastify';
import { SearchQuery, SearchWithTimeoutQuery } from 'shared-domain/contracts/residents';
import { ResidentSearchRows } from 'shared-domain/contracts/search-responses';
import { defineRoute, scopedDb } from '../../../http/routes';
import * as service from './service';

/** Resident search: the global search and the current-and-departed search. */
export function registerSearchRoutes(app: FastifyInstance): void {
  const tags = ['residents'];
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/search',
    scope: 'facility',
    tags,
    permission: { name: 'residentsDetails', flag: 'canView' },
    summary: 'Global search: current residents and enquiries of the facility (at most 10)',
    schema: { querystring: SearchQuery, response: { 200: ResidentSearchRows } },
    example: { query: { searchStr: 'a' } },
    handler: (req) => service.search(scopedDb(req), req.query.searchStr),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/search-current-and-departed',
    scope: 'facility',
    tags,
    permission: { name: 'residentsDetails', flag: 'canView' },
    summary: 'Search current and departed residents of the facility (at most 10)',
    schema: { querystring: SearchWithTimeoutQuery, response: { 200: ResidentSearchRows } },
    example: { query: { searchStr: 'a', timeout: '5000' } },
    handler: (req) => service.searchCurrentAndDeparted(scopedDb(req), req.query.searchStr, req.query.timeout),
  });
}
