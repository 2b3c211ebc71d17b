import type { FastifyInstance } from 'fastify';
import {
  DeleteSundryChargeQuery,
  DeleteSundryChargeResponse,
  PostSundryChargeBody,
  SaveSundryChargeBody,
  SundryCharge,
  SundryChargeListPage,
  SundryChargeListQuery,
  SundryChargeParams,
  SundryResidents,
} from 'shared-domain/contracts/billing';
import { defineRoute, scopedDb } from '../../../http/routes';
import * as service from './service';

/**
 * Demo records the examples act on (Bayside, api/src/demo/sundry-charges.ts): the facility's first charges are, in
 * order, three posted ones (hairdressing, podiatry gst-inclusive, newspapers split evenly) and three drafts. The post
 * example posts draft 4 and the delete example deletes draft 5 (no other example touches them), so the generated suite,
 * sending every example once on one database, finds each at version 1. The save example creates a new charge for
 * residency 25 with the facility's Hairdressing account (GL mapping 11).
 */
export const SUNDRY_EXAMPLES = { read: 1, post: 4, remove: 5, residency: 25, account: 11 } as const;

/**
 * Sundry charges: billingSundryCharges (801) guards the list, the charge and the residents (canView), the save
 * (canModify) and the delete (canRemove); posting needs billingPostCharges (802) canAction (docs/decisions.md). Both
 * facility types raise sundry charges.
 */
export function registerSundryRoutes(app: FastifyInstance): void {
  const tags = ['billing'];
  const view = { name: 'billingSundryCharges', flag: 'canView' } as const;
  defineRoute(app, {
    method: 'GET',
    url: '/api/billing/sundry',
    scope: 'facility',
    tags,
    permission: view,
    summary:
      "The facility's sundry charges, latest invoice first (paged; sundryChargeStatus All, Draft or Posted; charges created after notIncludingItemsAfter are left out)",
    schema: { querystring: SundryChargeListQuery, response: { 200: SundryChargeListPage } },
    example: { query: { sundryChargeStatus: 'All', skip: '0', take: '25' } },
    handler: (req) => service.list(scopedDb(req), req.query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/billing/sundry/:id',
    scope: 'facility',
    tags,
    permission: view,
    summary: 'A sundry charge with its lines (each with its GST and line total)',
    schema: { params: SundryChargeParams, response: { 200: SundryCharge } },
    example: { params: { id: String(SUNDRY_EXAMPLES.read) } },
    handler: (req) => service.get(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/billing/sundry',
    scope: 'facility',
    tags,
    permission: { name: 'billingSundryCharges', flag: 'canModify' },
    summary:
      "Create (id 0) or save a draft sundry charge: a description; unless split evenly every line has a resident living here and an amount above $0.00; a resident once; a sundry account of the facility; split evenly, a total above $0.00 (400); the GST rate in force, the lines' GST and the total by the shared rules; 409 on a stale version; a posted charge cannot be changed (400)",
    schema: { body: SaveSundryChargeBody, response: { 200: SundryCharge } },
    example: {
      body: {
        id: 0,
        description: 'Hairdressing',
        gstInclusive: false,
        splitBillEvenly: false,
        sundryAccountId: SUNDRY_EXAMPLES.account,
        residents: [{ residencyId: SUNDRY_EXAMPLES.residency, gstType: 'GST', amount: '45.00', description: 'Cut and blow-dry' }],
      },
    },
    handler: (req) => service.save(scopedDb(req), req.body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/billing/sundry/:id',
    scope: 'facility',
    tags,
    permission: { name: 'billingSundryCharges', flag: 'canRemove' },
    summary: 'Delete a draft sundry charge (409 on a stale version; a posted charge cannot be deleted: 400)',
    schema: { params: SundryChargeParams, querystring: DeleteSundryChargeQuery, response: { 200: DeleteSundryChargeResponse } },
    example: { params: { id: String(SUNDRY_EXAMPLES.remove) }, query: { version: '1' } },
    handler: (req) => service.remove(scopedDb(req), req.params.id, req.query.version),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/sundryresidents',
    scope: 'facility',
    tags,
    permission: view,
    summary: "The facility's current residents with their room and bed, for the sundry charge's resident selection",
    schema: { response: { 200: SundryResidents } },
    handler: (req) => service.residents(scopedDb(req)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/billing/sundry/post',
    scope: 'facility',
    tags,
    permission: { name: 'billingPostCharges', flag: 'canAction' },
    summary:
      "Post a draft sundry charge: each line becomes a charge of the resident's account dated the invoice date (once: a charge already posted is refused with 409, so two users posting at once post it once); 409 on a stale version; every line needs a resident and an account (400)",
    idempotent: true,
    schema: { body: PostSundryChargeBody, response: { 200: SundryCharge } },
    example: { body: { id: SUNDRY_EXAMPLES.post, version: 1 } },
    handler: (req) => service.post(scopedDb(req), req.body),
  });
}
