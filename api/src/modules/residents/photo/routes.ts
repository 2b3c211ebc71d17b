import type { FastifyInstance } from 'fastify';
import { PhotoBody, ResidentParams } from 'shared-domain/contracts/residents';
import { PhotoDeleted, ResidentPhoto } from 'shared-domain/contracts/resident-responses';
import { defineRoute, scopedDb } from '../../../http/routes';
import { RESIDENTS_TAGS as tags, RESIDENT_EXAMPLES, TINY_PNG, residentsPermissions as P } from '../examples';
import * as service from './service';

/** The profile photo (the examples run in this order: save, read, delete). */
export function registerPhotoRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/:id/photo',
    scope: 'facility',
    live: ['residents'],
    tags,
    permission: P.modify,
    summary: 'Save the profile photo (data URL, image/jpeg or image/png, at most 512 KB)',
    schema: { params: ResidentParams, body: PhotoBody, response: { 200: ResidentPhoto } },
    example: { params: { id: RESIDENT_EXAMPLES.photo }, body: { photo: TINY_PNG } },
    handler: (req) => service.savePhoto(scopedDb(req), req.params.id, req.body.photo),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id/photo',
    scope: 'facility',
    tags,
    permission: P.view,
    leadPermission: P.leadView,
    summary: 'The profile photo (404 when there is none)',
    schema: { params: ResidentParams, response: { 200: ResidentPhoto } },
    example: { params: { id: RESIDENT_EXAMPLES.photo } },
    handler: (req) => service.getPhoto(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/residents/:id/photo',
    scope: 'facility',
    live: ['residents'],
    tags,
    permission: P.modify,
    summary: 'Delete the profile photo',
    schema: { params: ResidentParams, response: { 200: PhotoDeleted } },
    example: { params: { id: RESIDENT_EXAMPLES.photo } },
    handler: (req) => service.deletePhoto(scopedDb(req), req.params.id),
  });
}
