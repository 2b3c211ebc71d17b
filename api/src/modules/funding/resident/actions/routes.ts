import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AcfiBody,
  AssignAcfiBody,
  EnteralStartBody,
  ExpectedAnaccBody,
  FetchCridBody,
  NoticeDateBody,
  NoticeDateClearBody,
  ReassessmentBody,
  ReassessmentUpdateBody,
  ResidentParams as IdParams,
  SupplementEndBody,
  SupplementStartBody,
} from 'shared-domain/contracts/residents';
import {
  AcfiRecord,
  EnterExpectedAnaccResponse,
  FetchCridResponse,
  FundingActionsSummary,
  LegalNoticeInformation,
  MtcfHistory,
  ReassessmentRequest,
  SupplementState,
  SubmitAcfiResponse,
  Supplements,
} from 'shared-domain/contracts/funding-responses';
import { addDays, melbourneToday } from 'shared-domain/dates';
import type { AppContext } from '../../../../context';
import type { Database } from '../../../../db/schema';
import { defineRoute, scopedDb } from '../../../../http/routes';
import { getMedicareGateway } from '../../../../integrations/medicare/gateway';
import type { FundingCall } from './call';
import * as finance from './finance/service';
import * as service from './service';

/**
 * Funding actions on the resident record (seed 000 §7 "Residents"): get CRID, submit / assign ACFI, AN-ACC
 * reassessment request, expected AN-ACC, oxygen and enteral feeding supplements, legal notice, means-tested care fee
 * history; plus the reads their dialogs need. `{id}` is the resident (person); the residency is the one at the facility.
 */
export function registerResidentFundingRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  const tags = ['residents'];
  const facilityType = 'AgeCare' as const;
  // Examples (generated security tests) use demo resident 1 (a current permanent resident of Bayside Gardens) and
  // today's dates, so they satisfy the date rules whatever day the demo data was generated on.
  const today = melbourneToday();
  const params = { id: '1' };
  // The gateway is looked up per call: a test may replace the context's gateway after the app was built.
  const call = (req: FastifyRequest): FundingCall => ({ s: scopedDb(req), req, medicare: getMedicareGateway(ctx) });

  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id/funding-actions',
    scope: 'facility',
    facilityType,
    tags,
    permission: { name: 'residentsDetails', flag: 'canView' },
    summary: 'CRID, ACFI history, latest AN-ACC reassessment request and expected AN-ACC of the resident',
    schema: { params: IdParams, response: { 200: FundingActionsSummary } },
    example: { params },
    handler: (req) => service.fundingActions(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/fetch-crid',
    scope: 'facility',
    facilityType,
    tags,
    permission: { name: 'residentsDetails', flag: 'canModify' },
    summary: 'Get the care recipient ID from Medicare and store it on the resident',
    schema: { params: IdParams, body: FetchCridBody, response: { 200: FetchCridResponse } },
    example: {
      params,
      body: { dateOfBirth: '1938-02-03', gender: 'Female', state: 'VIC', postCode: '3000', careRecipientId: 'CR00000001' },
    },
    handler: (req) => service.fetchCrid(call(req), req.params.id, req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/acfi',
    scope: 'facility',
    facilityType,
    tags,
    permission: { name: 'residentsSubmitACFI', flag: 'canAction' },
    summary: "Submit an ACFI file to Medicare after checking it against the resident's record",
    schema: { params: IdParams, body: AcfiBody, response: { 200: SubmitAcfiResponse } },
    example: {
      params,
      body: {
        residentId: 1,
        acfiXml: `<Acfi><AppraisalDate>${today}</AppraisalDate><ADL>High</ADL><BEH>Medium</BEH><CHC>Low</CHC></Acfi>`,
      },
    },
    handler: (req) => service.submitAcfi(call(req), req.params.id, req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/assign-existing-acfi',
    scope: 'facility',
    facilityType,
    tags,
    permission: { name: 'residentsEnterACFIManually', flag: 'canAction' },
    summary: 'Assign an existing ACFI (entered by hand)',
    schema: { params: IdParams, body: AssignAcfiBody, response: { 200: AcfiRecord } },
    example: { params, body: { submissionDateUtc: addDays(today, -30), adl: 'High', beh: 'Low', chc: 'Medium' } },
    handler: (req) => service.assignExistingAcfi(call(req), req.params.id, req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/anacc-reassessment-request',
    scope: 'facility',
    facilityType,
    tags,
    permission: { name: 'residentsRecordReassessmentRequest', flag: 'canAction' },
    summary: 'Record an AN-ACC reassessment request',
    schema: { params: IdParams, body: ReassessmentBody, response: { 200: ReassessmentRequest } },
    example: {
      params,
      body: { status: 'Pending', requestDate: today, anaccReassessmentRequestReason: 'Decline in mobility after a fall' },
    },
    handler: (req) => service.recordReassessmentRequest(call(req), req.params.id, req.body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/:id/anacc-reassessment-request',
    scope: 'facility',
    facilityType,
    tags,
    permission: { name: 'residentsRecordReassessmentRequest', flag: 'canAction' },
    summary: 'Update an AN-ACC reassessment request (not a Complete one); 409 on a stale version',
    schema: { params: IdParams, body: ReassessmentUpdateBody, response: { 200: ReassessmentRequest } },
    // The POST example above creates request 1 in the security suite's fresh database.
    example: {
      params,
      body: {
        id: 1,
        version: 1,
        status: 'Recalled',
        requestDate: today,
        anaccReassessmentRequestReason: 'Decline in mobility after a fall',
      },
    },
    handler: (req) => service.updateReassessmentRequest(call(req), req.params.id, req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/enter-expected-anacc',
    scope: 'facility',
    facilityType,
    tags,
    permission: { name: 'residentsEnterExpectedAnacc', flag: 'canAction' },
    summary: 'Enter the expected AN-ACC class; nothing is saved when class and date are unchanged',
    schema: { params: IdParams, body: ExpectedAnaccBody, response: { 200: EnterExpectedAnaccResponse } },
    example: { params, body: { classificationDate: today, anaccClass: 7, viaAnaccCalculator: false } },
    handler: (req) => service.enterExpectedAnacc(call(req), req.params.id, req.body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id/finance/supplements',
    scope: 'facility',
    facilityType,
    tags,
    permission: { name: 'residentsFinancials', flag: 'canView' },
    summary: 'Oxygen and enteral feeding supplements: current entry, every entry, earlier entries present',
    schema: { params: IdParams, response: { 200: Supplements } },
    example: { params },
    handler: (req) => finance.supplements(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/:id/finance/supplements/oxygen',
    scope: 'facility',
    facilityType,
    tags,
    permission: { name: 'residentsFinancials', flag: 'canModify' },
    summary: 'Start the oxygen supplement (or change the current one)',
    schema: { params: IdParams, body: SupplementStartBody, response: { 200: SupplementState } },
    example: { params, body: { startDateUtc: today } },
    handler: (req) => finance.startSupplement(call(req), req.params.id, 'Oxygen', req.body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/:id/finance/supplements/oxygen-end',
    scope: 'facility',
    facilityType,
    tags,
    permission: { name: 'residentsFinancials', flag: 'canModify' },
    summary: 'End the current oxygen supplement (end date at least the day after its start)',
    schema: { params: IdParams, body: SupplementEndBody, response: { 200: SupplementState } },
    example: { params, body: { endDateUtc: addDays(today, 1) } },
    handler: (req) => finance.endSupplement(call(req), req.params.id, 'Oxygen', req.body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/:id/finance/supplements/enteral-feeding',
    scope: 'facility',
    facilityType,
    tags,
    permission: { name: 'residentsFinancials', flag: 'canModify' },
    summary: 'Start the enteral feeding supplement, bolus or not (or change the current one)',
    schema: { params: IdParams, body: EnteralStartBody, response: { 200: SupplementState } },
    example: { params, body: { startDateUtc: today, bolus: true } },
    handler: (req) => finance.startSupplement(call(req), req.params.id, 'EnteralFeeding', req.body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/:id/finance/supplements/enteral-feeding-end',
    scope: 'facility',
    facilityType,
    tags,
    permission: { name: 'residentsFinancials', flag: 'canModify' },
    summary: 'End the current enteral feeding supplement',
    schema: { params: IdParams, body: SupplementEndBody, response: { 200: SupplementState } },
    example: { params, body: { endDateUtc: addDays(today, 1) } },
    handler: (req) => finance.endSupplement(call(req), req.params.id, 'EnteralFeeding', req.body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/funding/:id/legal-notice-date-information',
    scope: 'facility',
    facilityType,
    tags,
    permission: { name: 'residentsFinancials', flag: 'canView' },
    summary:
      'Legal notice date and penalty-interest information (BIR, maximum penalty interest rates from the notice date plus 14 days)',
    schema: { params: IdParams, response: { 200: LegalNoticeInformation } },
    example: { params },
    handler: (req) => finance.legalNoticeInformation(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/save-notice-date',
    scope: 'facility',
    facilityType,
    tags,
    permission: { name: 'residentsFinancials', flag: 'canModify' },
    summary: 'Record the date the legal notice was received (version: the one read, null when none was recorded; 409 stale)',
    schema: { params: IdParams, body: NoticeDateBody, response: { 200: LegalNoticeInformation } },
    example: { params, body: { noticeDateUtc: today, version: null } },
    handler: (req) => finance.saveNoticeDate(call(req), req.params.id, req.body),
  });
  // Declared after save-notice-date: its example clears the notice that save-notice-date's example records.
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/clear-notice-date',
    scope: 'facility',
    facilityType,
    tags,
    permission: { name: 'residentsFinancials', flag: 'canModify' },
    summary: 'Clear a notice date recorded by mistake (beyond the seed; version: the one read; 409 stale or none to clear)',
    schema: { params: IdParams, body: NoticeDateClearBody, response: { 200: LegalNoticeInformation } },
    example: { params, body: { version: 1 } },
    handler: (req) => finance.clearNoticeDate(call(req), req.params.id, req.body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id/finance/mtcf-history',
    scope: 'facility',
    facilityType,
    tags,
    permission: { name: 'residentsFinancials', flag: 'canView' },
    summary: 'Means-tested care fee history: amount and effective date, latest first, the one in force flagged',
    schema: { params: IdParams, response: { 200: MtcfHistory } },
    example: { params },
    handler: (req) => finance.mtcfHistory(scopedDb(req), req.params.id),
  });
}
