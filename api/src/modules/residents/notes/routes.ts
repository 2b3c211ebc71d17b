import type { FastifyInstance } from 'fastify';
import { NoteBody, NotePinBody, NotePinParams, NotesQuery, ResidentParams } from 'shared-domain/contracts/residents';
import { ResidentNote, ResidentNotePage } from 'shared-domain/contracts/resident-responses';
import { defineRoute, scopedDb } from '../../../http/routes';
import { RESIDENTS_TAGS, RESIDENT_EXAMPLES, residentsPermissions as P } from '../examples';
import * as service from './service';

/** Notes: the notes tab has no route guard beyond viewing the resident (a lead's under the leads permission). */
export function registerNotesRoutes(app: FastifyInstance): void {
  const tags = RESIDENTS_TAGS;
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/resident-notes',
    scope: 'facility',
    tags,
    permission: P.view,
    leadPermission: P.leadView,
    summary: 'Add a note',
    schema: { params: ResidentParams, body: NoteBody, response: { 200: ResidentNote } },
    example: { params: { id: RESIDENT_EXAMPLES.notes }, body: { note: 'Family visited in the afternoon.' } },
    handler: (req) => service.addNote(scopedDb(req), req.params.id, req.body.note),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id/resident-notes',
    scope: 'facility',
    tags,
    permission: P.view,
    leadPermission: P.leadView,
    summary: 'Notes of the resident, pinned first then newest (paged by 10)',
    schema: { params: ResidentParams, querystring: NotesQuery, response: { 200: ResidentNotePage } },
    example: { params: { id: RESIDENT_EXAMPLES.notes }, query: { skip: '0', take: '10' } },
    handler: (req) => service.listNotes(scopedDb(req), req.params.id, req.query),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/note-pin-status/:noteId',
    scope: 'facility',
    tags,
    permission: P.view,
    leadPermission: P.leadView,
    summary: 'Pin or unpin a note',
    schema: { params: NotePinParams, body: NotePinBody, response: { 200: ResidentNote } },
    example: { params: { noteId: '1' }, body: { isNotePinned: true } },
    handler: (req) => service.setNotePinned(scopedDb(req), req.params.noteId, req.body.isNotePinned),
  });
}
