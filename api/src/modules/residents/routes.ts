import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { defineRoute } from '../../http/routes';
import * as service from './service';

const SearchQuery = Type.Object({ searchStr: Type.String({ maxLength: 100 }) });
const SearchWithTimeoutQuery = Type.Object({
  searchStr: Type.String({ maxLength: 100 }),
  timeout: Type.Optional(Type.Integer({ minimum: 1, maximum: 30000, description: 'milliseconds' })),
});

/** Resident search (issue 2). The residents area's other routes arrive with issue 3. */
export function registerResidentsRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  const tags = ['residents'];
  defineRoute(app, {
    method: 'GET', url: '/api/residents/search', scope: 'facility', tags,
    permission: { name: 'residentsDetails', flag: 'canView' },
    summary: 'Global search: current residents and enquiries of the facility (at most 10)',
    schema: { querystring: SearchQuery },
    example: { query: { searchStr: 'a' } },
    handler: (req) => service.search(ctx, req.auth!.facility!.id, (req.query as { searchStr: string }).searchStr),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/residents/search-current-and-departed', scope: 'facility', tags,
    permission: { name: 'residentsDetails', flag: 'canView' },
    summary: 'Search current and departed residents of the facility (at most 10)',
    schema: { querystring: SearchWithTimeoutQuery },
    example: { query: { searchStr: 'a', timeout: '5000' } },
    handler: (req) => {
      const q = req.query as { searchStr: string; timeout?: number };
      return service.searchCurrentAndDeparted(ctx, req.auth!.facility!.id, q.searchStr, q.timeout);
    },
  });
}
