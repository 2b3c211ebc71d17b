import type { FastifyInstance } from 'fastify';
import { ResidentUpdateBody } from 'shared-domain/contracts/residents';
import { ResidentDetail } from 'shared-domain/contracts/resident-responses';
import { defineRoute, scopedDb } from '../../../http/routes';
import { RESIDENTS_TAGS as tags, RESIDENT_EXAMPLES as EXAMPLE, residentsPermissions as P } from '../examples';
import * as service from './service';

/** The resident details editor. */
export function registerEditRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents',
    scope: 'facility',
    live: ['residents'],
    tags,
    permission: P.modify,
    summary: 'Save the resident details editor (409 on a stale version)',
    schema: { body: ResidentUpdateBody, response: { 200: ResidentDetail } },
    example: {
      body: {
        id: Number(EXAMPLE.put),
        version: 1,
        firstName: 'Example',
        lastName: 'Resident',
        sex: 'Female',
        dateOfBirth: '1940-02-03',
        billPayerType: 'Resident',
      },
    },
    handler: (req) => service.update(scopedDb(req), req.body),
  });
}
