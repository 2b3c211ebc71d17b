import type { FastifyInstance } from 'fastify';
import { PagingQuery } from 'shared-domain/contracts/common';
import {
  AddEnquiryResidentBody,
  AddEnquiryResidentResponse,
  AllocationListPage,
  CreateEnquiryBody,
  CreateEnquiryResponse,
  DeleteEnquiryQuery,
  DeleteEnquiryResponse,
  Enquiry,
  EnquiryParams,
  EnquiryQuery,
  TransferEnquiryBody,
  TransferEnquiryResponse,
  UpdateEnquiryBody,
} from 'shared-domain/contracts/ilu';
import { defineRoute, scopedDb } from '../../../http/routes';
import { enquiryDetail } from './detail';
import * as service from './service';

/** Independent-living routes: ILU facilities only (another facility type answers 404), tagged for OpenAPI. */
const ILU = { scope: 'facility' as const, facilityType: 'IndependentLiving' as const, tags: ['ilu'] };

/**
 * Enquiries are leads (seed 002 §2, §7: leadsDetails 101); an admitted allocation is its residents' (residentsDetails
 * 201). A route that serves both names the allocation (`leadRecord`): the guard applies the leads permission while the
 * allocation is not admitted.
 */
const LEADS_VIEW = { name: 'leadsDetails', flag: 'canView' } as const;
const LEADS_MODIFY = { name: 'leadsDetails', flag: 'canModify' } as const;
const RESIDENTS_VIEW = { name: 'residentsDetails', flag: 'canView' } as const;
const RESIDENTS_MODIFY = { name: 'residentsDetails', flag: 'canModify' } as const;

/**
 * Demo records the examples act on (Riverside Village, facility 4, at scale 1: src/demo/generate.ts): allocations 1-30
 * are admitted, 31-44 open enquiries. Each mutating example acts on its own enquiry, at the version the demo leaves it
 * (1), so the generated security suite (every example once, on one database) finds it as the demo made it.
 */
const EX = {
  /** Enquiry of two people (residents 281, 282). */
  view: 31,
  /** Enquiry of resident 291. */
  update: 39,
  updateResident: 291,
  /** Enquiry of one person (resident 295): the example adds the second. */
  addResident: 42,
  /** Enquiry of resident 296: moved to Elm Park Lodge (3), where no other example acts. */
  transfer: 43,
  transferResident: 296,
  /** Enquiry of resident 290. */
  del: 38,
};

export function registerEnquiryRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/enquiries',
    live: ['dashboard'],
    ...ILU,
    permission: LEADS_MODIFY,
    summary: 'Create an enquiry: a new allocation of one or two people (new, or known to the facility), each a lead',
    schema: { body: CreateEnquiryBody, response: { 200: CreateEnquiryResponse } },
    example: {
      body: {
        prospect1: { firstName: 'Ada', lastName: 'Example', email: 'ada@example.com' },
        prospect2: { firstName: 'Bert', lastName: 'Example' },
        primaryContact: 'other',
        contactFirstName: 'Cara',
        contactLastName: 'Example',
        contactPhoneNumber: '0400 000 000',
        enquirySources: [
          { id: 1, name: 'My Aged Care' },
          { id: 'new_Village open day', name: 'Village open day' },
        ],
      },
    },
    handler: (req) => service.createEnquiry(scopedDb(req), req.body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/enquiries/:id',
    ...ILU,
    permission: RESIDENTS_VIEW,
    leadPermission: LEADS_VIEW,
    leadRecord: { kind: 'allocation', in: 'params', field: 'id' },
    summary: 'The enquiry (or admitted allocation) with its people, contacts, unit and settlement',
    schema: { params: EnquiryParams, querystring: EnquiryQuery, response: { 200: Enquiry } },
    example: { params: { id: String(EX.view) }, query: { viewDepartedMode: 'false' } },
    handler: (req) => enquiryDetail(scopedDb(req), req.auth!.facility!, req.params.id, req.query),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/enquiries',
    live: ['dashboard'],
    ...ILU,
    permission: RESIDENTS_MODIFY,
    leadPermission: LEADS_MODIFY,
    leadRecord: { kind: 'allocation', in: 'body', field: 'enquiryId' },
    summary: "Save the enquiry's people and contact (version: 409 when stale; debtor unique)",
    schema: { body: UpdateEnquiryBody, response: { 200: Enquiry } },
    example: {
      body: {
        enquiryId: EX.update,
        version: 1,
        residents: [
          {
            residentId: EX.updateResident,
            firstName: 'Edited',
            lastName: 'Enquiry',
            billPayerType: 'Resident',
            ccEmail: 'one@example.com, two@example.com',
            enquirySources: [{ id: 4, name: 'Website' }],
          },
        ],
        primaryContact: 'prospect1',
        accessibilityRequirement: 'Ground floor',
      },
    },
    handler: (req) => service.updateEnquiry(scopedDb(req), req.auth!.facility!, req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/enquiries/add-resident',
    live: ['dashboard'],
    ...ILU,
    permission: RESIDENTS_MODIFY,
    leadPermission: LEADS_MODIFY,
    leadRecord: { kind: 'allocation', in: 'body', field: 'enquiryId' },
    summary: 'Add the second person of an enquiry (at most two), a lead of the allocation',
    schema: { body: AddEnquiryResidentBody, response: { 200: AddEnquiryResidentResponse } },
    // The allocation is also the assign-unit example's: its version as it is when this example runs.
    example: {
      body: { enquiryId: EX.addResident, version: 1, prospect: { firstName: 'Second', lastName: 'Person' } },
      lookup: 'allocationVersion',
    },
    handler: (req) => service.addResident(scopedDb(req), req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/enquiries/transfer-enquiry',
    live: ['dashboard'],
    ...ILU,
    permission: LEADS_MODIFY,
    summary: "Transfer an enquiry's people as leads to another facility of the organisation",
    schema: { body: TransferEnquiryBody, response: { 200: TransferEnquiryResponse } },
    example: {
      body: { enquiryId: EX.transfer, version: 1, transferType: 'Lead', residentIds: [EX.transferResident], toFacilityId: 3 },
    },
    handler: (req) => service.transferEnquiry(scopedDb(req), req.body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/enquiries/:id',
    live: ['dashboard'],
    ...ILU,
    // Deleting an enquiry deletes leads (and the people nothing else refers to): the leads area's delete permission.
    permission: { name: 'leadsDeleteLeads', flag: 'canRemove' },
    summary: 'Delete an enquiry not yet admitted (its leads, and the people nothing else refers to)',
    schema: { params: EnquiryParams, querystring: DeleteEnquiryQuery, response: { 200: DeleteEnquiryResponse } },
    example: { params: { id: String(EX.del) }, query: { version: '1' } },
    handler: (req) => service.deleteEnquiry(scopedDb(req), req.params.id, req.query.version),
  });
  for (const [url, departed, summary] of [
    ['/api/allocations', false, 'Current independent-living residents (paged, by last name)'],
    ['/api/allocations/departed-residents', true, 'Departed independent-living residents (paged, latest departure first)'],
  ] as const) {
    defineRoute(app, {
      method: 'GET',
      url,
      ...ILU,
      permission: RESIDENTS_VIEW,
      summary,
      schema: { querystring: PagingQuery, response: { 200: AllocationListPage } },
      example: { query: { skip: '0', take: '25' } },
      handler: (req) => service.allocations(scopedDb(req), req.auth!.facility!, req.query, departed),
    });
  }
}
