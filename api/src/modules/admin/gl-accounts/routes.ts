import type { FastifyInstance } from 'fastify';
import { GlAccountMapping, SaveGlAccountsBody, SundryChargeAccounts } from 'shared-domain/contracts/admin-finance';
import type { AppContext } from '../../../context';
import { defineRoute, scopedDb } from '../../../http/routes';
import * as service from './service';

const tags = ['admin'];

/** GL account mapping (seed 002 §7 finance/gl-accounts): facilityAccountMapping (405). */
export function registerGlAccountRoutes(app: FastifyInstance, _ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/finance/gl-accounts',
    scope: 'facility',
    tags,
    permission: { name: 'facilityAccountMapping', flag: 'canView' },
    summary: "The facility's GL account mapping by group (the AN-ACC groups under subsidies)",
    schema: { response: { 200: GlAccountMapping } },
    example: {},
    handler: (req) => service.getMapping(scopedDb(req)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/finance/gl-accounts',
    scope: 'facility',
    tags,
    permission: { name: 'facilityAccountMapping', flag: 'canModify' },
    summary: 'Save the GL account mapping (accounts updated or added; sundry charge accounts deleted with canRemove)',
    schema: { body: SaveGlAccountsBody, response: { 200: GlAccountMapping } },
    // Saving nothing: a valid request that changes nothing, so later examples see the demo mapping.
    example: { body: { accounts: [], deletedAccounts: [] } },
    handler: (req) => service.saveMapping(scopedDb(req), req, req.body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/finance/gl-accounts/sundrycharges',
    scope: 'facility',
    tags,
    // What the sundry charge screens pick a charge's account from: the billing area's read (finance staff raise sundry
    // charges without the account mapping's own rights).
    permission: { name: 'billingSundryCharges', flag: 'canView' },
    summary: 'The sundry charge types with their GL account',
    schema: { response: { 200: SundryChargeAccounts } },
    example: {},
    handler: (req) => service.sundryCharges(scopedDb(req)),
  });
}
