import type { FastifyInstance } from 'fastify';
import { MarkAsEnquiryBody, ResidentParams } from 'shared-domain/contracts/residents';
import { MarkAsEnquiryResponse } from 'shared-domain/contracts/resident-responses';
import { defineRoute, scopedDb } from '../../../http/routes';
import { RESIDENTS_TAGS as tags, RESIDENT_EXAMPLES as EXAMPLE } from '../examples';
import * as service from './service';

/** Mark a departed resident as an enquiry (registered after the record's other calls: its example acts last). */
export function registerEnquiryRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/mark-departed-resident-as-enquiry',
    scope: 'facility',
    live: ['residents', 'lead-board'],
    tags,
    permission: { name: 'residentsMarkDepartedAsEnquiry', flag: 'canAction' },
    summary: 'Mark a departed resident as an enquiry (a new lead residency)',
    schema: { params: ResidentParams, body: MarkAsEnquiryBody, response: { 200: MarkAsEnquiryResponse } },
    example: {
      params: { id: EXAMPLE.departed },
      body: {
        firstName: 'Example',
        lastName: 'Returning',
        careType: 1,
        contactIsResident: true,
        requestedAdmissionDateUtc: null,
      },
    },
    handler: (req) => service.markAsEnquiry(scopedDb(req), req, req.params.id, req.body),
  });
}
