import type { FastifyInstance } from 'fastify';
import {
  AdminUser,
  AdminUsers,
  AssignableRoles,
  SaveUserBody,
  UserParams,
  UserStateBody,
  UsersQuery,
} from 'shared-domain/contracts/admin-users';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { defineRoute, scopedDb } from '../../../http/routes';
import * as service from './service';

const tags = ['admin'];
const VIEW = { name: 'manageUsers', flag: 'canView' } as const;
const MODIFY = { name: 'manageUsers', flag: 'canModify' } as const;
const ACTIVATE = { name: 'activateDeactivateUsers', flag: 'canAction' } as const;

/** Users (seed 002 §7 users). */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const appCtx = ctx as AppContext<Database>;
  defineRoute(app, {
    method: 'GET',
    url: '/api/users',
    scope: 'facility',
    permission: VIEW,
    tags,
    summary: 'The users the caller may manage, by name, with role, facilities and state',
    schema: { querystring: UsersQuery, response: { 200: AdminUsers } },
    handler: (req) => service.listUsers(scopedDb(req), req, req.query),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/users/save',
    scope: 'facility',
    permission: MODIFY,
    tags,
    summary: 'Create (no id) or edit (id and version) a user',
    schema: { body: SaveUserBody, response: { 200: AdminUser } },
    // A new care staff member (role 3) at Bayside Gardens.
    example: {
      body: {
        firstName: 'Example',
        lastName: 'Newstarter',
        email: 'example.newstarter@demo.local',
        password: 'Welcome2026',
        roleId: 3,
        userFacilities: [1],
      },
    },
    handler: (req) => service.saveUser(scopedDb(req), req, req.body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/users/roles',
    scope: 'facility',
    permission: VIEW,
    tags,
    summary:
      'The roles the caller may assign: within their own permissions (the organisation manager role only for organisation managers)',
    schema: { response: { 200: AssignableRoles } },
    handler: (req) => service.assignableRoles(scopedDb(req), req),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/users/:id/activate',
    scope: 'facility',
    permission: ACTIVATE,
    tags,
    summary: 'Activate a user',
    schema: { params: UserParams, body: UserStateBody, response: { 200: AdminUser } },
    // Dana Whitfield, deactivated in the demo data (src/demo/admin/users.ts) and touched by no other example.
    example: { params: { id: '9' }, body: { version: 1 } },
    handler: (req) => service.setUserActive(appCtx, scopedDb(req), req, req.params.id, req.body.version, true),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/users/:id/deactivate',
    scope: 'facility',
    permission: ACTIVATE,
    tags,
    summary: 'Deactivate a user: their next call is refused and their sessions end',
    schema: { params: UserParams, body: UserStateBody, response: { 200: AdminUser } },
    // Tom Brennan, a demo user (src/demo/admin/users.ts) no test signs in as.
    example: { params: { id: '8' }, body: { version: 1 } },
    handler: (req) => service.setUserActive(appCtx, scopedDb(req), req, req.params.id, req.body.version, false),
  });
}
