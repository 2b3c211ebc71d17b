import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addDays, melbourneToday } from 'shared-domain/dates';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { defineRoute } from '../../../http/routes';
import * as service from './service';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const DateText = Type.Union([Type.String({ maxLength: 40 }), Type.Null()]);
const OptDate = Type.Optional(DateText);
const OptVersion = Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 }));

const FetchCridBody = Type.Object({
  dateOfBirth: OptDate,
  gender: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  state: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  postCode: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()])),
  careRecipientId: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
});
const AcfiBody = Type.Object({
  residentId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  acfiXml: Type.String({ maxLength: 1_000_000 }),
});
const AssignAcfiBody = Type.Object({
  submissionDateUtc: OptDate,
  adl: Type.Optional(Type.String({ maxLength: 20 })),
  beh: Type.Optional(Type.String({ maxLength: 20 })),
  chc: Type.Optional(Type.String({ maxLength: 20 })),
});
const ReassessmentFields = {
  status: Type.Optional(Type.String({ maxLength: 20 })),
  requestDate: OptDate,
  anaccReassessmentRequestReason: Type.Optional(Type.String({ maxLength: 2000 })),
};
const ReassessmentPostBody = Type.Object(ReassessmentFields);
const ReassessmentPutBody = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }), version: Type.Integer({ minimum: 1, maximum: 2147483647 }), ...ReassessmentFields });
const ExpectedAnaccBody = Type.Object({
  classificationDate: OptDate,
  anaccClass: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  viaAnaccCalculator: Type.Optional(Type.Boolean()),
});
const SupplementStartBody = Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1 })), version: OptVersion, startDateUtc: OptDate });
const EnteralStartBody = Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1 })), version: OptVersion, startDateUtc: OptDate, bolus: Type.Optional(Type.Boolean()) });
const SupplementEndBody = Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1 })), version: OptVersion, endDateUtc: OptDate });
const NoticeDateBody = Type.Object({ noticeDateUtc: OptDate, version: OptVersion });

const id = (req: FastifyRequest) => (req.params as { id: number }).id;

/**
 * Issue 3: funding actions on the resident record (seed 000 §7 "Residents"): get CRID, submit / assign ACFI, AN-ACC
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

  defineRoute(app, {
    method: 'GET', url: '/api/residents/:id/funding-actions', scope: 'facility', facilityType, tags,
    permission: { name: 'residentsDetails', flag: 'canView' },
    summary: 'CRID, ACFI history, latest AN-ACC reassessment request and expected AN-ACC of the resident',
    schema: { params: IdParams }, example: { params },
    handler: (req) => service.fundingActions(ctx, req, id(req)),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/fetch-crid', scope: 'facility', facilityType, tags,
    permission: { name: 'residentsDetails', flag: 'canModify' },
    summary: 'Get the care recipient ID from Medicare and store it on the resident',
    schema: { params: IdParams, body: FetchCridBody },
    example: { params, body: { dateOfBirth: '1938-02-03', gender: 'Female', state: 'VIC', postCode: '3000', careRecipientId: 'CR00000001' } },
    handler: (req) => service.fetchCrid(ctx, req, id(req), req.body as service.FetchCridBody),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/acfi', scope: 'facility', facilityType, tags,
    permission: { name: 'residentsSubmitACFI', flag: 'canAction' },
    summary: "Submit an ACFI file to Medicare after checking it against the resident's record",
    schema: { params: IdParams, body: AcfiBody },
    example: { params, body: { residentId: 1, acfiXml: `<Acfi><AppraisalDate>${today}</AppraisalDate><ADL>High</ADL><BEH>Medium</BEH><CHC>Low</CHC></Acfi>` } },
    handler: (req) => service.submitAcfi(ctx, req, id(req), req.body as { residentId?: number; acfiXml: string }),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/assign-existing-acfi', scope: 'facility', facilityType, tags,
    permission: { name: 'residentsEnterACFIManually', flag: 'canAction' },
    summary: 'Assign an existing ACFI (entered by hand)',
    schema: { params: IdParams, body: AssignAcfiBody },
    example: { params, body: { submissionDateUtc: addDays(today, -30), adl: 'High', beh: 'Low', chc: 'Medium' } },
    handler: (req) => service.assignExistingAcfi(ctx, req, id(req), req.body as never),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/anacc-reassessment-request', scope: 'facility', facilityType, tags,
    permission: { name: 'residentsRecordReassessmentRequest', flag: 'canAction' },
    summary: 'Record an AN-ACC reassessment request',
    schema: { params: IdParams, body: ReassessmentPostBody },
    example: { params, body: { status: 'Pending', requestDate: today, anaccReassessmentRequestReason: 'Decline in mobility after a fall' } },
    handler: (req) => service.recordReassessmentRequest(ctx, req, id(req), req.body as service.ReassessmentBody),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/residents/:id/anacc-reassessment-request', scope: 'facility', facilityType, tags,
    permission: { name: 'residentsRecordReassessmentRequest', flag: 'canAction' },
    summary: 'Update an AN-ACC reassessment request (not a Complete one); 409 on a stale version',
    schema: { params: IdParams, body: ReassessmentPutBody },
    // The POST example above creates request 1 in the security suite's fresh database.
    example: { params, body: { id: 1, version: 1, status: 'Recalled', requestDate: today, anaccReassessmentRequestReason: 'Decline in mobility after a fall' } },
    handler: (req) => service.updateReassessmentRequest(ctx, req, id(req), req.body as service.ReassessmentBody),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/enter-expected-anacc', scope: 'facility', facilityType, tags,
    permission: { name: 'residentsEnterExpectedAnacc', flag: 'canAction' },
    summary: 'Enter the expected AN-ACC class; nothing is saved when class and date are unchanged',
    schema: { params: IdParams, body: ExpectedAnaccBody },
    example: { params, body: { classificationDate: today, anaccClass: 7, viaAnaccCalculator: false } },
    handler: (req) => service.enterExpectedAnacc(ctx, req, id(req), req.body as never),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/residents/:id/finance/supplements', scope: 'facility', facilityType, tags,
    permission: { name: 'residentsFinancials', flag: 'canView' },
    summary: 'Oxygen and enteral feeding supplements: current entry, every entry, earlier entries present',
    schema: { params: IdParams }, example: { params },
    handler: (req) => service.supplements(ctx, req, id(req)),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/residents/:id/finance/supplements/oxygen', scope: 'facility', facilityType, tags,
    permission: { name: 'residentsFinancials', flag: 'canModify' },
    summary: 'Start the oxygen supplement (or change the current one)',
    schema: { params: IdParams, body: SupplementStartBody },
    example: { params, body: { startDateUtc: today } },
    handler: (req) => service.startSupplement(ctx, req, id(req), 'Oxygen', req.body as never),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/residents/:id/finance/supplements/oxygen-end', scope: 'facility', facilityType, tags,
    permission: { name: 'residentsFinancials', flag: 'canModify' },
    summary: 'End the current oxygen supplement (end date at least the day after its start)',
    schema: { params: IdParams, body: SupplementEndBody },
    example: { params, body: { endDateUtc: addDays(today, 1) } },
    handler: (req) => service.endSupplement(ctx, req, id(req), 'Oxygen', req.body as never),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/residents/:id/finance/supplements/enteral-feeding', scope: 'facility', facilityType, tags,
    permission: { name: 'residentsFinancials', flag: 'canModify' },
    summary: 'Start the enteral feeding supplement, bolus or not (or change the current one)',
    schema: { params: IdParams, body: EnteralStartBody },
    example: { params, body: { startDateUtc: today, bolus: true } },
    handler: (req) => service.startSupplement(ctx, req, id(req), 'EnteralFeeding', req.body as never),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/residents/:id/finance/supplements/enteral-feeding-end', scope: 'facility', facilityType, tags,
    permission: { name: 'residentsFinancials', flag: 'canModify' },
    summary: 'End the current enteral feeding supplement',
    schema: { params: IdParams, body: SupplementEndBody },
    example: { params, body: { endDateUtc: addDays(today, 1) } },
    handler: (req) => service.endSupplement(ctx, req, id(req), 'EnteralFeeding', req.body as never),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/funding/:id/legal-notice-date-information', scope: 'facility', facilityType, tags,
    permission: { name: 'residentsFinancials', flag: 'canView' },
    summary: 'Legal notice date and penalty-interest information (BIR, maximum penalty interest rates from the notice date plus 14 days)',
    schema: { params: IdParams }, example: { params },
    handler: (req) => service.legalNoticeInformation(ctx, req, id(req)),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/save-notice-date', scope: 'facility', facilityType, tags,
    permission: { name: 'residentsFinancials', flag: 'canModify' },
    summary: 'Record the date the legal notice was received',
    schema: { params: IdParams, body: NoticeDateBody },
    example: { params, body: { noticeDateUtc: today } },
    handler: (req) => service.saveNoticeDate(ctx, req, id(req), req.body as never),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/residents/:id/finance/mtcf-history', scope: 'facility', facilityType, tags,
    permission: { name: 'residentsFinancials', flag: 'canView' },
    summary: 'Means-tested care fee history: amount and effective date, latest first, the one in force flagged',
    schema: { params: IdParams }, example: { params },
    handler: (req) => service.mtcfHistory(ctx, req, id(req)),
  });
}
