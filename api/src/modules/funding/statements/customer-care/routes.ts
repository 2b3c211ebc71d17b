import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  CustomerCareFacilityParams,
  DownloadStatementQuery,
  StatementMonths,
  UploadActualStatementQuery,
  UploadActualStatementResult,
} from 'shared-domain/contracts/customer-care';
import { Type } from '@sinclair/typebox';
import { Version } from 'shared-domain/contracts/common';
import { ACTUAL_STATEMENT_MAX_BYTES, CUSTOMER_CARE_MESSAGES } from 'shared-domain/customer-care';
import type { AppContext } from '../../../../context';
import type { Database } from '../../../../db/schema';
import { ModelStateError } from '../../../../http/errors';
import { defineRoute, scopedDb } from '../../../../http/routes';
import * as statements from './service';

/**
 * The demo statement the examples act on: Bayside Gardens' statement of last month (fetched, its reconciliation open),
 * the sixth row demo/funding/statements.ts makes.
 */
const EXAMPLE_STATEMENT = '6';
/** A statement kept as a file (an XML file is read into the month's actual side, so the example is a CSV one). */
const EXAMPLE_CSV = 'Amount paid,Date,Reference number\n1.00,2026-01-05,EXAMPLE\n';

/**
 * The Medicare statements, customer care's tools, system users only (seed 002 §2, §7 "Customer care"): a facility's
 * statement months, the expected statement's download and the actual statement's upload. The routes are 'system'
 * scoped and tagged customer-care: the facility is named in the path or by the statement, and resolved among the
 * organisation's facilities.
 */
export function registerCustomerCareStatementRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  const tags = ['customer-care'];

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
        "Upload the actual statement of a fetched month (multipart/form-data, one file part; XML, PDF, CSV, text or Excel, at most 20 MB); an XML payment statement is read into the month's actual side and its variance",
      schema: {
        querystring: Type.Composite([UploadActualStatementQuery, Type.Object({ version: Type.Optional(Version()) })]),
        response: { 200: UploadActualStatementResult },
      },
      example: {
        query: { expectedStatementId: EXAMPLE_STATEMENT, fileName: 'actual-statement.csv' },
        multipart: { field: 'file', filename: 'actual-statement.csv', contentType: 'text/csv', content: EXAMPLE_CSV },
      },
      handler: (req) =>
        statements.uploadActualStatement(ctx, scopedDb(req), req, req.query, async () => {
          if (!req.isMultipart()) throw ModelStateError.field('file', CUSTOMER_CARE_MESSAGES.fileRequired);
          return req.file();
        }),
    });
  });
}
