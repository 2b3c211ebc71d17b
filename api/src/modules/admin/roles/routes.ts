import type { FastifyInstance } from 'fastify';
import { PermissionGroups, Role, RoleParams, RoleSummaries, SaveRoleBody } from 'shared-domain/contracts/admin-users';
import type { AppContext } from '../../../context';
import { defineRoute, scopedDb } from '../../../http/routes';
import * as service from './service';

const tags = ['admin'];
const VIEW = { name: 'manageRoles', flag: 'canView' } as const;
const MODIFY = { name: 'manageRoles', flag: 'canModify' } as const;

/** Roles and the permission matrix (seed 002 §7 roles). */
export function registerRoleRoutes(app: FastifyInstance, _ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/roles',
    scope: 'facility',
    permission: VIEW,
    tags,
    summary: "The organisation's roles, by name (isEditable false: the caller may not change it, shown read-only)",
    schema: { response: { 200: RoleSummaries } },
    handler: (req) => service.listRoles(scopedDb(req), req),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/roles/permissions',
    scope: 'facility',
    permission: VIEW,
    tags,
    summary: 'The permission table grouped by area (the rows of the role matrix)',
    schema: { response: { 200: PermissionGroups } },
    handler: () => service.permissions(),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/roles/:id',
    scope: 'facility',
    permission: VIEW,
    tags,
    summary: 'One role with its permissions',
    schema: { params: RoleParams, response: { 200: Role } },
    example: { params: { id: '3' } },
    handler: (req) => service.getRole(scopedDb(req), req, req.params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/roles',
    scope: 'facility',
    permission: MODIFY,
    tags,
    summary: 'Create (id 0 or absent) or update (id and version) a role and its permissions',
    schema: { body: SaveRoleBody, response: { 200: Role } },
    // A new role: one name, so the example creates it once per database.
    example: {
      body: {
        id: 0,
        name: 'Example night staff',
        activePermissions: [{ permissionCode: 201, canView: true, canModify: false, canRemove: false, canAction: false }],
      },
    },
    handler: (req) => service.saveRole(scopedDb(req), req, req.body),
  });
}
