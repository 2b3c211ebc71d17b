import type { FastifyInstance } from 'fastify';
import {
  ContractSignedParams,
  DeceasedParams,
  IncomeAssetStatusParams,
  ResidentParams,
  VersionBody,
} from 'shared-domain/contracts/residents';
import { ResidentDetail, ResidentSimple } from 'shared-domain/contracts/resident-responses';
import { defineRoute, scopedDb } from '../../../http/routes';
import { RESIDENTS_TAGS as tags, RESIDENT_EXAMPLES as EXAMPLE, residentsPermissions as P } from '../examples';
import * as service from './service';

/** The resident record: details, simple, the details editor, the residency flags and deceased. */
export function registerRecordRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id',
    scope: 'facility',
    tags,
    permission: P.view,
    summary: 'A resident (ResidentDetail) as the facility sees it',
    schema: { params: ResidentParams, response: { 200: ResidentDetail } },
    example: { params: { id: EXAMPLE.detail } },
    handler: (req) => service.detail(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id/simple',
    scope: 'facility',
    tags,
    permission: P.view,
    leadPermission: P.leadView,
    summary: 'Name, care type and state of a resident',
    schema: { params: ResidentParams, response: { 200: ResidentSimple } },
    example: { params: { id: EXAMPLE.detail } },
    handler: (req) => service.simple(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/:id/contract-signed/:value',
    scope: 'facility',
    live: ['residents'],
    tags,
    permission: P.modify,
    leadPermission: P.leadModify,
    summary: 'Set contract-signed of the residency (body: the residency version)',
    schema: { params: ContractSignedParams, body: VersionBody, response: { 200: ResidentDetail } },
    example: { params: { id: EXAMPLE.flags, value: 'true' }, body: { version: 1 } },
    handler: (req) =>
      service.setResidencyFlag(
        scopedDb(req),
        req.params.id,
        req.body.version,
        { contract_signed: req.params.value },
        'set-contract-signed',
      ),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/:id/income-asset-status/:value',
    scope: 'facility',
    live: ['residents'],
    tags,
    permission: { name: 'residentsFinancials', flag: 'canModify' },
    leadPermission: { name: 'leadsFinancials', flag: 'canModify' },
    summary: 'Set income-asset-status of the residency (body: the residency version)',
    schema: { params: IncomeAssetStatusParams, body: VersionBody, response: { 200: ResidentDetail } },
    example: { params: { id: EXAMPLE.flags, value: 'Completed' }, body: { version: 2 } },
    handler: (req) =>
      service.setResidencyFlag(
        scopedDb(req),
        req.params.id,
        req.body.version,
        { income_asset_status: req.params.value },
        'set-income-asset-status',
      ),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/:id/deceased/:value',
    scope: 'facility',
    live: ['residents'],
    tags,
    permission: P.modify,
    leadPermission: P.leadModify,
    summary: 'Mark the resident deceased or not (body: the resident version)',
    schema: { params: DeceasedParams, body: VersionBody, response: { 200: ResidentDetail } },
    example: { params: { id: EXAMPLE.flags, value: 'false' }, body: { version: 1 } },
    handler: (req) => service.setDeceased(scopedDb(req), req.params.id, req.body.version, req.params.value),
  });
}
