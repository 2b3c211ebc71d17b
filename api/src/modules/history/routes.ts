import type { FastifyInstance } from 'fastify';
import {
  AccommodationHistoryParams,
  HistoryPage,
  HistoryQuery,
  ResidentHistoryParams,
  RoleHistoryParams,
  UserHistoryParams,
  type HistoryEntity,
} from 'shared-domain/contracts/history';
import type { AppContext } from '../../context';
import { defineRoute, scopedDb } from '../../http/routes';
import * as service from './service';

/**
 * Record history (beyond the seed): the audit log of one record, for holders of the history permission.
 * GET history/{entity}/{id}, one route per kind of record so each id names what it points at.
 */
export function registerHistoryRoutes(app: FastifyInstance, _ctx: AppContext): void {
  const tags = ['history'];
  const permission = { name: 'recordHistory', flag: 'canView' } as const;
  const kinds: Array<{ entity: HistoryEntity; params: typeof ResidentHistoryParams; label: string; example: string }> = [
    { entity: 'resident', params: ResidentHistoryParams, label: 'a resident or lead', example: '1' },
    { entity: 'user', params: UserHistoryParams, label: 'a user of the organisation', example: '1' },
    { entity: 'role', params: RoleHistoryParams, label: 'a role of the organisation', example: '1' },
    { entity: 'accommodation', params: AccommodationHistoryParams, label: 'a room or unit', example: '1' },
  ];
  for (const k of kinds) {
    defineRoute(app, {
      method: 'GET',
      url: `/api/history/${k.entity}/:id`,
      scope: 'facility',
      tags,
      permission,
      summary: `History of ${k.label}: who, when, action and the fields changed (old and new value), newest first, paged`,
      schema: { params: k.params, querystring: HistoryQuery, response: { 200: HistoryPage } },
      example: { params: { id: k.example }, query: { take: '10' } },
      handler: (req) => service.history(scopedDb(req), k.entity, req.params.id, req.query),
    });
  }
}
