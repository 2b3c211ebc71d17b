import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  ClinicalIntegrationBody,
  ClinicalIntegrationResult,
  ClinicalStatusList,
  ClinicalStatusQuery,
  CustomerCareFacilityParams,
  DownloadStatementQuery,
  StatementMonths,
  UploadActualStatementQuery,
  UploadActualStatementResult,
} from 'shared-domain/contracts/customer-care';
import { Type } from '@sinclair/typebox';
import { Version } from 'shared-domain/contracts/common';
import { ACTUAL_STATEMENT_MAX_BYTES, CUSTOMER_CARE_MESSAGES } from 'shared-domain/customer-care';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { ModelStateError } from '../../http/errors';
import { defineRoute, scopedDb } from '../../http/routes';
import { getClinicalSystem, startClinicalSimulatorJob } from '../../integrations/clinical/gateway';
import { pollWhileAppRuns } from '../../integrations/poller';
import * as clinical from './clinical/service';
import * as statements from './statements/service';

/** The demo statement the examples act on: Bayside Gardens' statement of last month (fetched), see demo/admin/customer-care. */
const EXAMPLE_STATEMENT = '2';
const EXAMPLE_XML = '<?xml version="1.0" encoding="UTF-8"?><PaymentStatement><Total>1.00</Total></PaymentStatement>';

/**
 * Customer care, system users only (seed 002 §2, §7 "Customer care"): clinical integration of a facility's residents
 * through the clinical system's adapter, and the Medicare statements (months, expected statement download, actual
 * statement upload). The routes are 'system' scoped: the facility is named in the path or by the statement, and
 * resolved among the organisation's facilities.
 */
export function registerCustomerCareRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  const tags = ['customer-care'];

  // The clinical system simulator answers jobs in the background (ARCHITECTURE §6; CLINICAL_SIMULATOR_JOB on/off).
  pollWhileAppRuns(app, {
    name: 'clinical simulator job',
    environmentSwitch: 'CLINICAL_SIMULATOR_JOB',
    // eslint-disable-next-line no-restricted-syntax -- the job answers every facility's jobs (no request, no scope)
    start: (log) => startClinicalSimulatorJob(ctx.db, { system: getClinicalSystem(ctx), log }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/customerCare/integrate-residents-into-clinical/:facilityId',
    scope: 'system',
    tags,
    summary:
      "Check the facility's current residents for the clinical system and, when they pass, submit the on-boarding or update job (body: the operation type)",
    schema: { params: CustomerCareFacilityParams, body: ClinicalIntegrationBody, response: { 200: ClinicalIntegrationResult } },
    // Submits a job for Bayside Gardens (a second run while it is processed is answered with a validation result).
    example: { params: { facilityId: '1' }, body: 'OnboardResidents' },
    handler: (req) => clinical.integrate(scopedDb(req), getClinicalSystem(ctx), req.params.facilityId, req.body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/customerCare/integrate-residents-into-clinical/:facilityId',
    scope: 'system',
    tags,
    summary: 'The latest clinical integration requests of the facility for the operation type, newest first (polled every 5 s)',
    schema: { params: CustomerCareFacilityParams, querystring: ClinicalStatusQuery, response: { 200: ClinicalStatusList } },
    example: { params: { facilityId: '1' }, query: { operationType: 'OnboardResidents' } },
    handler: (req) => clinical.statusList(scopedDb(req), req.params.facilityId, req.query.operationType),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/funding/finalised-months/:facilityId',
    scope: 'system',
    tags,
    summary: "The facility's Medicare statement months up to this month (MMYYYY), newest first, with whether each was fetched",
    schema: { params: CustomerCareFacilityParams, response: { 200: StatementMonths } },
    example: { params: { facilityId: '1' } },
    handler: (req) => statements.finalisedMonths(scopedDb(req), req.params.facilityId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/funding/download-statement',
    scope: 'system',
    tags,
    summary: 'The fetched expected statement of a month as expectedStatement.xml',
    schema: { querystring: DownloadStatementQuery },
    example: { query: { statementId: EXAMPLE_STATEMENT } },
    handler: (req, reply) => statements.downloadStatement(scopedDb(req), req.query.statementId, reply),
  });

  // An encapsulated scope: multipart parsing for the upload only.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ACTUAL_STATEMENT_MAX_BYTES + 1, files: 1, fields: 10, parts: 11, fieldSize: 10_000 },
    });
    defineRoute(scope, {
      method: 'POST',
      url: '/api/funding/upload-actual-statement',
      scope: 'system',
      tags,
      summary:
        'Upload the actual statement of a fetched month (multipart/form-data, one file part; XML, PDF, CSV, text or Excel, at most 20 MB)',
      schema: {
        querystring: Type.Composite([UploadActualStatementQuery, Type.Object({ version: Type.Optional(Version()) })]),
        response: { 200: UploadActualStatementResult },
      },
      example: {
        query: { expectedStatementId: EXAMPLE_STATEMENT, fileName: 'actual-statement.xml' },
        multipart: { field: 'file', filename: 'actual-statement.xml', contentType: 'application/xml', content: EXAMPLE_XML },
      },
      handler: (req) =>
        statements.uploadActualStatement(ctx, scopedDb(req), req, req.query, async () => {
          if (!req.isMultipart()) throw ModelStateError.field('file', CUSTOMER_CARE_MESSAGES.fileRequired);
          return req.file();
        }),
    });
  });
}
