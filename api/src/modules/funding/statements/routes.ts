/**
 * Every statement route, registered once by the funding module: customer care's tools (system users), a facility's
 * statement months (list, fetch, expected and actual statements, finalise claim), their reconciliation (variance,
 * actions, notes, finalise, adjustment summary), the balances and the spreadsheet exports. Permissions (seed 000 §6,
 * seed 001 §6): 304 fundingReviewFundingStatements for the list, the navigator, the expected and actual statements and
 * their exports; 305 fundingFinaliseClaim; 307 fundingReconciliation for the variance, the actions, the notes and their
 * exports; 308 fundingFinaliseAdjustment to finalise the reconciliation. Every route acts on the current facility's
 * months only.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  ActualStatement,
  AdjustmentSummary,
  ClaimMonthQuery,
  ExpectedStatement,
  ExpectedStatementQuery,
  FetchPaymentStatementBody,
  FetchPaymentStatementResult,
  FinaliseClaimBody,
  FinaliseClaimResult,
  FinaliseReconciliationBody,
  FinaliseReconciliationResult,
  FinalisedMonthList,
  MedicareStatementList,
  MonthAndYearParams,
  MonthAndYearQuery,
  ReconciliationAdjustmentBody,
  ReconciliationAdjustmentResult,
  StatementBalances,
  UploadBalanceStatementQuery,
  UploadBalanceStatementResult,
  VariancePaymentNoteBody,
  VariancePaymentNoteResult,
  VariancePayments,
  VarianceStatementExportQuery,
  VarianceSummary,
} from 'shared-domain/contracts/funding-statements';
import { Type } from '@sinclair/typebox';
import { melbourneToday } from 'shared-domain/dates';
import { BALANCES_MESSAGES, DEFAULT_STATEMENT_FILTER } from 'shared-domain/funding/reconciliation';
import { monthYearOf, previousMonthYear } from 'shared-domain/funding/month-year';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { ModelStateError } from '../../../http/errors';
import { defineRoute, scopedDb, type RouteDeclaration } from '../../../http/routes';
import * as balances from './balances/service';
import { BALANCES_MAX_BYTES } from './balances/service';
import { registerCustomerCareStatementRoutes } from './customer-care/routes';
import * as exports from './exports/service';
import * as months from './month/service';
import * as reconciliation from './reconciliation/service';

const REVIEW = { name: 'fundingReviewFundingStatements', flag: 'canAction' } as const;
const FINALISE_CLAIM = { name: 'fundingFinaliseClaim', flag: 'canAction' } as const;
const RECONCILE = { name: 'fundingReconciliation', flag: 'canAction' } as const;
const FINALISE_RECONCILIATION = { name: 'fundingFinaliseAdjustment', flag: 'canAction' } as const;

/**
 * The examples act on Bayside Gardens' months of the demo (demo/funding/statements.ts): last month, fetched, its
 * reconciliation and claim open, a few lines actioned (its claim is finalised by the example); the month before has
 * every line actioned and its claim open: its reconciliation is finalised and its balances uploaded by the examples. What changes as the suites run (a line's version, the last fetch) is
 * looked up just before the example is sent (`lookup`); the constants below stand in for it elsewhere.
 */
const exampleMonth = () => previousMonthYear(monthYearOf(melbourneToday())) ?? '012026';
const exampleEarlierMonth = () => previousMonthYear(exampleMonth()) ?? '122025';
const EXAMPLE_LINE = { id: 1, version: 1 };
const EXAMPLE_INSTANT = '2026-01-05T09:00:00.000Z';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function registerStatementRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  registerCustomerCareStatementRoutes(app, ctx);

  const month = exampleMonth();
  const common = { scope: 'facility', facilityType: 'AgeCare', tags: ['funding'] } as const satisfies Partial<RouteDeclaration>;
  const xlsx = { 200: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }) };

  // ---------------------------------------------------------------- the statement months
  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/api/funding/medicare-statements',
    permission: REVIEW,
    summary: "The facility's statement months up to this one, newest first: statement, expected and variance totals",
    schema: { response: { 200: MedicareStatementList } },
    example: {},
    handler: (req) => months.medicareStatements(scopedDb(req)),
  });
  defineRoute(app, {
    ...common,
    method: 'POST',
    url: '/api/funding/payment-statement',
    permission: REVIEW,
    summary:
      "Fetch the month's payment statement from Services Australia: stored, read into the actual side, the variance built when the expected statement exists",
    schema: { querystring: ClaimMonthQuery, body: FetchPaymentStatementBody, response: { 200: FetchPaymentStatementResult } },
    example: { query: { claimMonth: month }, body: { lastFetchedOnUtc: EXAMPLE_INSTANT }, lookup: 'statementLastFetch' },
    handler: (req) => months.fetchPaymentStatement(ctx, scopedDb(req), req.query.claimMonth, req.body),
  });
  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/api/funding/finalised-months',
    permission: REVIEW,
    summary: "The current facility's statement months up to this one, newest first (the statement navigator)",
    schema: { response: { 200: FinalisedMonthList } },
    example: {},
    handler: (req) => months.statementMonths(scopedDb(req)),
  });
  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/api/funding/expected-statement',
    permission: REVIEW,
    summary:
      "The expected statement of a month with its tabs; built from the product's records when not built yet, or again with rebuild=true while no line is actioned and the claim is open",
    schema: { querystring: ExpectedStatementQuery, response: { 200: ExpectedStatement } },
    example: { query: { monthAndYear: month } },
    handler: (req) => months.expectedStatement(scopedDb(req), req.query.monthAndYear, req.query.rebuild ?? false),
  });
  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/api/funding/medicare-statement',
    permission: REVIEW,
    summary: 'The actual statement of a month (the payment statement fetched) with its tabs',
    schema: { querystring: MonthAndYearQuery, response: { 200: ActualStatement } },
    example: { query: { monthAndYear: month } },
    handler: (req) => months.actualStatement(scopedDb(req), req.query.monthAndYear),
  });
  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/api/funding/statement-file',
    permission: REVIEW,
    summary:
      "The month's payment statement file as Services Australia sent it, saved as expectedStatement.xml (customer care's download-statement for the facility's own staff)",
    schema: { querystring: MonthAndYearQuery, response: { 200: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }) } },
    example: { query: { monthAndYear: month } },
    handler: (req, reply) => months.statementFile(scopedDb(req), req.query.monthAndYear, reply),
  });
  defineRoute(app, {
    ...common,
    method: 'POST',
    url: '/api/funding/finalise-claim',
    permission: FINALISE_CLAIM,
    summary: "Finalise the month's claim: a FinaliseClaim Medicare event is submitted",
    schema: { querystring: ClaimMonthQuery, body: FinaliseClaimBody, response: { 200: FinaliseClaimResult } },
    example: { query: { claimMonth: month }, body: { expectedBuiltOnUtc: EXAMPLE_INSTANT }, lookup: 'statementExpectedBuild' },
    handler: (req) => months.finaliseClaim(ctx, scopedDb(req), req.query.claimMonth, req.body),
  });

  // ---------------------------------------------------------------- reconciliation
  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/api/funding/variance-statement-summary',
    permission: RECONCILE,
    summary: "The month's variance: expected and actual amounts per payment type, totals and line counts",
    schema: { querystring: MonthAndYearQuery, response: { 200: VarianceSummary } },
    example: { query: { monthAndYear: month } },
    handler: (req) => reconciliation.varianceSummary(scopedDb(req), req.query.monthAndYear),
  });
  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/api/funding/variance-statement-payment',
    permission: RECONCILE,
    summary: "Every line of the month's variance with its action, group, cause and notes, per care type and recipient",
    schema: { querystring: MonthAndYearQuery, response: { 200: VariancePayments } },
    example: { query: { monthAndYear: month } },
    handler: (req) => reconciliation.variancePayments(scopedDb(req), req.query.monthAndYear),
  });
  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/api/funding/adjustment-summary',
    permission: RECONCILE,
    summary: "The month's actioned lines and their totals per care type and action",
    schema: { querystring: MonthAndYearQuery, response: { 200: AdjustmentSummary } },
    example: { query: { monthAndYear: month } },
    handler: (req) => reconciliation.adjustmentSummary(scopedDb(req), req.query.monthAndYear),
  });
  defineRoute(app, {
    ...common,
    method: 'POST',
    url: '/api/funding/statement/:monthAndYear/reconciliation-adjustment',
    live: ['statement-reconciliation'],
    permission: RECONCILE,
    summary:
      'Accept, match, carry over, write off or undo the selected lines (each at the version read: 409 naming who changed one)',
    schema: { params: MonthAndYearParams, body: ReconciliationAdjustmentBody, response: { 200: ReconciliationAdjustmentResult } },
    example: {
      params: { monthAndYear: month },
      body: {
        action: 'Writeoff',
        adjustments: [
          {
            ...EXAMPLE_LINE,
            careRecipientId: 'CR00000001',
            medicareStatementType: 1,
            careType: 'Permanent',
            adjustmentAmount: '0.00',
            action: 'None',
            originalAdjustmentMonth: month,
            firstName: 'Example',
            lastName: 'Resident',
            isCarriedOver: false,
            groupIdentifier: null,
          },
        ],
      },
      lookup: 'unactionedExpectedLine',
    },
    handler: (req) => reconciliation.reconciliationAdjustment(scopedDb(req), req.params.monthAndYear, req.body),
  });
  defineRoute(app, {
    ...common,
    method: 'POST',
    url: '/api/funding/statement/:monthAndYear/reconciliation-adjustment/finalise',
    live: ['statement-reconciliation'],
    permission: FINALISE_RECONCILIATION,
    summary: "Finalise the month's reconciliation (every line actioned); the month is read-only afterwards",
    schema: { params: MonthAndYearParams, body: FinaliseReconciliationBody, response: { 200: FinaliseReconciliationResult } },
    example: { params: { monthAndYear: exampleEarlierMonth() }, body: {} },
    handler: (req) => reconciliation.finaliseReconciliation(scopedDb(req), req.params.monthAndYear),
  });
  defineRoute(app, {
    ...common,
    method: 'POST',
    url: '/api/funding/statement/:monthAndYear/variance-payment-note',
    live: ['statement-reconciliation'],
    permission: RECONCILE,
    summary: 'Add a note to a line of the month',
    schema: { params: MonthAndYearParams, body: VariancePaymentNoteBody, response: { 200: VariancePaymentNoteResult } },
    example: {
      params: { monthAndYear: month },
      body: { note: 'Checked with Services Australia.', lineItem: EXAMPLE_LINE, isCarringOver: false },
      lookup: 'unfinalisedLine',
    },
    handler: (req) => reconciliation.addVarianceNote(scopedDb(req), req.params.monthAndYear, req.body),
  });

  // ---------------------------------------------------------------- balances
  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/api/reporting/expected-balances-report-data',
    permission: REVIEW,
    summary: "The month's refundable accommodation balances (computed, or as uploaded) and the balances tab's mode",
    schema: { querystring: MonthAndYearQuery, response: { 200: StatementBalances } },
    example: { query: { monthAndYear: month } },
    handler: (req) => balances.expectedBalancesData(scopedDb(req), req.query.monthAndYear),
  });
  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/api/reporting/expected-balances-report-data-excel',
    permission: REVIEW,
    summary: 'The balances workbook of the month (the template the upload takes back), named by facility and date',
    schema: { querystring: MonthAndYearQuery, response: xlsx },
    example: { query: { monthAndYear: month } },
    handler: (req, reply) => balances.balancesWorkbook(scopedDb(req), req.query.monthAndYear, 'Expected', reply),
  });
  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/api/reporting/finaliseClaim-balances-report-data-excel',
    permission: REVIEW,
    summary: "The balances workbook of the finalise-claim mode, named by the facility's name given and the date",
    schema: {
      querystring: Type.Object({
        monthAndYear: MonthAndYearQuery.properties.monthAndYear,
        selectedFacilityName: Type.Optional(Type.String({ maxLength: 200, pattern: '^[^\\u0000-\\u001F\\u007F]*$' })),
      }),
      response: xlsx,
    },
    example: { query: { monthAndYear: month, selectedFacilityName: 'Bayside Gardens' } },
    handler: (req, reply) =>
      balances.balancesWorkbook(scopedDb(req), req.query.monthAndYear, 'FinaliseClaim', reply, req.query.selectedFacilityName),
  });

  // ---------------------------------------------------------------- exports
  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/api/reporting/expected-payments-report-data-excel',
    permission: REVIEW,
    summary: "The expected statement's payment lines as PaymentsReport.xlsx",
    schema: { querystring: MonthAndYearQuery, response: xlsx },
    example: { query: { monthAndYear: month } },
    handler: (req, reply) => exports.paymentsReport(scopedDb(req), req.query.monthAndYear, 1, reply),
  });
  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/api/reporting/actual-payments-report-data-excel',
    permission: REVIEW,
    summary: "The actual statement's payment lines as ActualFundingPaymentsReport.xlsx",
    schema: { querystring: MonthAndYearQuery, response: xlsx },
    example: { query: { monthAndYear: month } },
    handler: (req, reply) => exports.paymentsReport(scopedDb(req), req.query.monthAndYear, 2, reply),
  });
  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/api/reporting/adjustment-summary-report-data-excel',
    permission: RECONCILE,
    summary: "The month's adjustment summary as AdjustmentSummaryReport.xlsx",
    schema: { querystring: MonthAndYearQuery, response: xlsx },
    example: { query: { monthAndYear: month } },
    handler: (req, reply) => exports.adjustmentSummaryReport(scopedDb(req), req.query.monthAndYear, reply),
  });
  defineRoute(app, {
    ...common,
    method: 'GET',
    url: '/api/reporting/variance-statement-data-excel',
    permission: RECONCILE,
    summary: 'The variance lines the statement filter shows (selectedFilter, default Not actioned) as VarianceStatement.xlsx',
    schema: { querystring: VarianceStatementExportQuery, response: xlsx },
    example: { query: { monthAndYear: month, selectedFilter: '5' } },
    handler: (req, reply) =>
      exports.varianceStatementReport(
        scopedDb(req),
        req.query.monthAndYear,
        req.query.selectedFilter ?? DEFAULT_STATEMENT_FILTER,
        reply,
      ),
  });

  // The balances upload: multipart parsing in an encapsulated scope, for this route only.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: BALANCES_MAX_BYTES + 1, files: 1, fields: 10, parts: 11, fieldSize: 10_000 },
    });
    defineRoute(scope, {
      ...common,
      method: 'POST',
      url: '/api/reporting/upload-balance-statement',
      permission: REVIEW,
      summary:
        "Upload the month's balances workbook back (multipart/form-data, one .xlsx part produced by the product): stored, an AccommodationBalance event submitted; the sheet's rows",
      schema: { querystring: UploadBalanceStatementQuery, response: { 200: UploadBalanceStatementResult } },
      example: {
        query: { expectedMonthYear: exampleEarlierMonth(), fileName: 'balances.xlsx' },
        multipart: { field: 'file', filename: 'balances.xlsx', contentType: XLSX_TYPE, content: 'not a workbook' },
        lookup: 'balancesWorkbook',
      },
      handler: (req) =>
        balances.uploadBalanceStatement(ctx, scopedDb(req), req.query, async () => {
          if (!req.isMultipart()) throw ModelStateError.field('file', BALANCES_MESSAGES.uploadInvalid);
          return req.file();
        }),
    });
  });
}
