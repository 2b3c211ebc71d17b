import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AdmissionBody,
  DepartIluParams,
  DepartureBody,
  IluDepartureCorrectionBody,
  IluResidencyParams,
  LeaveBody,
  LeaveUpdateBody,
  MakeResidentFundedBody,
  ResidentEventParams,
  ResidentParams,
  ReturnFromLeaveBody,
  ReversalBody,
  ReverseLeaveBody,
  TransferBody,
} from 'shared-domain/contracts/residents';
import {
  AdmissionInfo,
  DepartureDto,
  DepartureInfo,
  EventHistoryResponse,
  LeaveDto,
  MakeResidentFundedResult,
  StayReversalResult,
  TransferResult,
} from 'shared-domain/contracts/stay-responses';
import { addDays, melbourneToday } from 'shared-domain/dates';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { defineRoute, scopedDb } from '../../../http/routes';
import { getMedicareGateway } from '../../../integrations/medicare/gateway';
import * as admission from './admission/service';
import * as departure from './departure/service';
import type { StayCall } from './events';
import * as history from './history/service';
import * as leave from './leave/service';
import * as transfer from './transfer/service';

/**
 * The stay (leave, departure and vacate, admission, corrections, reversals, event history, transfers,
 * make-resident-funded). `{id}` in the paths is the resident (person) id;
 * the residency is the resident's residency in the selected facility.
 */
export function registerResidentStayRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  const tags = ['residents', 'stay'];
  const LEAVE = { name: 'residentsSendAndReturnFromLeave', flag: 'canAction' } as const;
  const DEPART = { name: 'residentsDepart', flag: 'canAction' } as const;
  const REVERSE = { name: 'fundingReverseEvents', flag: 'canAction' } as const;
  const CORRECT = { name: 'fundingCorrectEvents', flag: 'canAction' } as const;
  const VIEW = { name: 'residentsDetails', flag: 'canView' } as const;
  // The examples' dates are days relative to the clock's today, as the demo data they act on (built at registration,
  // after a test run pinned the clock).
  const day = (n: number) => addDays(melbourneToday(), n);
  // The gateway is looked up per call: a test may replace the context's gateway after the app was built.
  const call = (req: FastifyRequest): StayCall => ({ s: scopedDb(req), req, medicare: getMedicareGateway(ctx) });

  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id/event-history',
    scope: 'facility',
    tags,
    permission: VIEW,
    leadPermission: { name: 'leadsDetails', flag: 'canView' },
    summary: 'Event history of the resident (all residencies in the organisation), leaves, latest residency',
    schema: { params: ResidentParams, response: { 200: EventHistoryResponse } },
    example: { params: { id: '1' } },
    handler: (req) => history.eventHistory(scopedDb(req), req.auth!.facility!.id, req.params.id),
  });

  // ---------------- leave
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/leave',
    scope: 'facility',
    live: ['residents', 'dashboard', 'medicare-events'],
    tags,
    permission: LEAVE,
    summary: 'Send on leave',
    schema: { params: ResidentParams, body: LeaveBody, response: { 200: LeaveDto } },
    example: { params: { id: '6' }, body: { type: 'Social', startDateUtc: day(-20), expectedReturnDateUtc: day(-16) } },
    handler: (req) => leave.addLeave(call(req), req.params.id, req.body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/leave',
    scope: 'facility',
    live: ['residents', 'dashboard', 'medicare-events'],
    tags,
    permission: LEAVE,
    summary: 'Edit a leave',
    schema: { body: LeaveUpdateBody, response: { 200: LeaveDto } },
    example: { body: { id: 2, type: 'Hospital', startDateUtc: day(-6), expectedReturnDateUtc: day(4) } },
    handler: (req) => leave.updateLeave(call(req), req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/leave/return',
    scope: 'facility',
    live: ['residents', 'dashboard', 'medicare-events'],
    tags,
    permission: LEAVE,
    summary: 'Return from leave',
    schema: { params: ResidentParams, body: ReturnFromLeaveBody, response: { 200: LeaveDto } },
    example: { params: { id: '11' }, body: { returnDateUtc: day(0) } },
    handler: (req) => leave.returnFromLeave(call(req), req.params.id, req.body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/:id/leave/reverse',
    scope: 'facility',
    live: ['residents', 'dashboard', 'medicare-events'],
    tags,
    permission: REVERSE,
    summary: 'Reverse a leave',
    schema: { params: ResidentParams, body: ReverseLeaveBody, response: { 200: LeaveDto } },
    example: { params: { id: '2' }, body: { leaveId: 1 } },
    handler: (req) => leave.reverseLeave(call(req), req.params.id, req.body),
  });

  // ---------------- departure
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/depart',
    scope: 'facility',
    live: ['residents', 'dashboard', 'medicare-events'],
    tags,
    permission: DEPART,
    facilityType: 'AgeCare',
    summary: 'Depart a resident',
    schema: { params: ResidentParams, body: DepartureBody, response: { 200: DepartureDto } },
    example: { params: { id: '7' }, body: { departureDateUtc: day(-3), departureReason: 'Deceased' } },
    handler: (req) => departure.depart(call(req), req.params.id, req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/depart-ilu/:isVacating',
    scope: 'facility',
    live: ['residents', 'dashboard', 'medicare-events'],
    tags,
    permission: DEPART,
    facilityType: 'IndependentLiving',
    summary: 'Depart an ILU resident (isVacating: the unit is vacated: every resident of the unit departs)',
    schema: { params: DepartIluParams, body: DepartureBody, response: { 200: DepartureDto } },
    example: { params: { id: '244', isVacating: 'true' }, body: { departureDateUtc: day(-3), departureReason: 'Deceased' } },
    handler: (req) => departure.depart(call(req), req.params.id, req.body, { isVacating: req.params.isVacating === 'true' }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id/departure',
    scope: 'facility',
    tags,
    permission: VIEW,
    summary: 'Departure of the resident (form reason and initiator split)',
    schema: { params: ResidentParams, response: { 200: DepartureInfo } },
    example: { params: { id: '61' } },
    handler: (req) => departure.getDeparture(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/departure-ilu/:residencyId',
    scope: 'facility',
    tags,
    permission: VIEW,
    facilityType: 'IndependentLiving',
    summary: 'Departure of an ILU residency with the other residents of the unit',
    schema: { params: IluResidencyParams, response: { 200: DepartureInfo } },
    example: { params: { residencyId: '241' } },
    handler: (req) => departure.getIluDeparture(scopedDb(req), req.params.residencyId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/depart/correction/:eventId',
    scope: 'facility',
    live: ['residents', 'dashboard', 'medicare-events'],
    tags,
    permission: DEPART,
    summary: 'Correct a departure',
    schema: { params: ResidentEventParams, body: DepartureBody, response: { 200: DepartureDto } },
    example: { params: { id: '62', eventId: '64' }, body: { departureDateUtc: day(-1306), departureReason: 'Hospital' } },
    handler: (req) => departure.correctDeparture(call(req), { residentId: req.params.id }, req.params.eventId, req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/departure-ilu/correction',
    scope: 'facility',
    live: ['residents', 'dashboard', 'medicare-events'],
    tags,
    permission: DEPART,
    facilityType: 'IndependentLiving',
    summary: 'Correct an ILU departure',
    schema: { body: IluDepartureCorrectionBody, response: { 200: DepartureDto } },
    example: { body: { residencyId: 244, departureDateUtc: day(-2), departureReason: 'Other' } },
    handler: (req) => departure.correctDeparture(call(req), { residencyId: req.body.residencyId }, req.body.eventId, req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/depart/reversal',
    scope: 'facility',
    live: ['residents', 'dashboard', 'medicare-events'],
    tags,
    permission: REVERSE,
    summary: 'Reverse the departure',
    schema: { params: ResidentParams, body: ReversalBody, response: { 200: StayReversalResult } },
    example: { params: { id: '63' }, body: { residencyId: 63 } },
    handler: (req) => departure.reverseDeparture(call(req), req.params.id, undefined, req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/depart/reversal/:eventId',
    scope: 'facility',
    live: ['residents', 'dashboard', 'medicare-events'],
    tags,
    permission: REVERSE,
    summary: 'Reverse a departure event',
    schema: { params: ResidentEventParams, body: ReversalBody, response: { 200: StayReversalResult } },
    example: { params: { id: '64', eventId: '68' }, body: { residencyId: 64 } },
    handler: (req) => departure.reverseDeparture(call(req), req.params.id, req.params.eventId, req.body),
  });

  // ---------------- admission
  defineRoute(app, {
    method: 'GET',
    url: '/api/residents/:id/admission',
    scope: 'facility',
    tags,
    permission: VIEW,
    summary: 'Admission info (with conflict effective dates)',
    schema: { params: ResidentParams, response: { 200: AdmissionInfo } },
    example: { params: { id: '1' } },
    handler: (req) => admission.getAdmission(scopedDb(req), req.params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/admission/correction',
    scope: 'facility',
    live: ['residents', 'dashboard', 'medicare-events'],
    tags,
    permission: CORRECT,
    summary: 'Correct the admission',
    schema: { params: ResidentParams, body: AdmissionBody, response: { 200: AdmissionInfo } },
    example: {
      params: { id: '8' },
      body: { admissionDateUtc: day(-389), careType: 'Permanent', accommodationClass: 'Post01Jul2014' },
    },
    handler: (req) => admission.correctAdmission(call(req), req.params.id, undefined, req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/admission/correction/:eventId',
    scope: 'facility',
    live: ['residents', 'dashboard', 'medicare-events'],
    tags,
    permission: CORRECT,
    summary: 'Correct an admission event',
    schema: { params: ResidentEventParams, body: AdmissionBody, response: { 200: AdmissionInfo } },
    example: { params: { id: '9', eventId: '9' }, body: { admissionDateUtc: day(-423), careType: 'Permanent' } },
    handler: (req) => admission.correctAdmission(call(req), req.params.id, req.params.eventId, req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/admission/reverse',
    scope: 'facility',
    live: ['residents', 'dashboard', 'medicare-events'],
    tags,
    permission: REVERSE,
    summary: "Reverse the admission ('This event cannot be reversed.' for a departed resident)",
    schema: { params: ResidentParams, body: ReversalBody, response: { 200: StayReversalResult } },
    example: { params: { id: '10' }, body: { residencyId: 10 } },
    handler: (req) => admission.reverseAdmission(call(req), req.params.id, undefined, req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/admission/reverse/:eventId',
    scope: 'facility',
    live: ['residents', 'dashboard', 'medicare-events'],
    tags,
    permission: REVERSE,
    summary: 'Reverse an admission event',
    schema: { params: ResidentEventParams, body: ReversalBody, response: { 200: StayReversalResult } },
    example: { params: { id: '12', eventId: '12' }, body: { residencyId: 12 } },
    handler: (req) => admission.reverseAdmission(call(req), req.params.id, req.params.eventId, req.body),
  });

  // ---------------- transfer, private funding
  defineRoute(app, {
    method: 'POST',
    url: '/api/residents/:id/transfer',
    scope: 'facility',
    live: ['residents', 'dashboard', 'medicare-events'],
    tags,
    permission: { name: 'residentsDetails', flag: 'canModify' },
    leadPermission: { name: 'leadsDetails', flag: 'canModify' },
    summary: 'Transfer the resident to another facility of the organisation (TransferType)',
    schema: { params: ResidentParams, body: TransferBody, response: { 200: TransferResult } },
    example: { params: { id: '3' }, body: { transferType: 'ActiveResidency', toFacilityId: 2 } },
    handler: (req) => transfer.transfer(call(req), req.params.id, req.body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/residents/make-resident-funded',
    scope: 'facility',
    live: ['residents', 'dashboard', 'medicare-events'],
    tags,
    permission: { name: 'residentsMakePrivateFunded', flag: 'canAction' },
    featureFlag: { name: 'enablePrivateResidents', level: 'system' },
    summary: 'Make a private resident funded (enablePrivateResidents)',
    schema: { body: MakeResidentFundedBody, response: { 200: MakeResidentFundedResult } },
    example: { body: { residentId: 1 } },
    handler: (req) => transfer.makeResidentFunded(call(req), req.body),
  });
}
