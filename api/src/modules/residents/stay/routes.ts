import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { defineRoute } from '../../../http/routes';
import { startMedicareSimulatorJob } from '../../../integrations/medicare/gateway';
import * as service from './service';

const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Version = Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'residency (or leave) version: 409 when stale' }));
const TimeLocal = Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()]));
const NullableDate = Type.Optional(Type.Union([DateOnly, Type.Null()]));

const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
const IdEventParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }), eventId: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }) });

const LeaveBody = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 20 }),
  startDateUtc: DateOnly,
  expectedReturnDateUtc: NullableDate,
  returnDateUtc: NullableDate,
  leaveStartTimeLocalString: TimeLocal,
  leaveReturnTimeLocalString: TimeLocal,
  isClaimable: Type.Optional(Type.Boolean()),
  isTransitionCare: Type.Optional(Type.Boolean()),
  isRespiteLeaveWithinOrganisation: Type.Optional(Type.Boolean()),
  isPrivateResidency: Type.Optional(Type.Boolean()),
  version: Version,
});
const LeaveUpdateBody = Type.Intersect([Type.Object({ id: Id }), LeaveBody]);
const ReturnBody = Type.Object({ returnDateUtc: DateOnly, leaveReturnTimeLocalString: TimeLocal, leaveId: Type.Optional(Id), version: Version });
const ReverseLeaveBody = Type.Object({ leaveId: Id, version: Version });

const DepartureFields = {
  departureDateUtc: DateOnly,
  departureTimeLocal: TimeLocal,
  departureReason: Type.Union(['Deceased', 'Hospital', 'ReturningFamilyHome', 'Other', 'AnotherAgedCareService', 'Transfer'].map((v) => Type.Literal(v))),
  departureInitiatedBy: Type.Optional(Type.Union([Type.Literal('Provider'), Type.Literal('Resident'), Type.Literal(''), Type.Null()])),
  departureReasonNotes: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  toFacilityId: Type.Optional(Type.Union([Id, Type.Null()])),
  version: Version,
};
const DepartureBody = Type.Object(DepartureFields);
const IluCorrectionBody = Type.Object({ ...DepartureFields, residencyId: Id, eventId: Type.Optional(Id) });
const ReversalBody = Type.Object({ residencyId: Id, version: Version });

const AdmissionBody = Type.Object({
  admissionDateUtc: DateOnly,
  admissionTimeLocal: TimeLocal,
  expectedDepartureDateUtc: NullableDate,
  careType: Type.Union([Type.Literal('Permanent'), Type.Literal('Respite'), Type.Literal('ILU')]),
  preEntryLeaveDateUtc: NullableDate,
  bedId: Type.Optional(Type.Union([Id, Type.Null()])),
  accommodationClass: Type.Optional(Type.Union([Type.Literal('Pre01Jul2014'), Type.Literal('Post01Jul2014'), Type.Literal('Post01Nov2025'), Type.Literal(''), Type.Null()])),
  palliativeStatus: Type.Optional(Type.Boolean()),
  isPrivateResidency: Type.Optional(Type.Boolean()),
  conflictEffectiveDates: Type.Optional(Type.Array(DateOnly, { maxItems: 100 })),
  version: Version,
});
const TransferBody = Type.Object({
  transferType: Type.Union([Type.Literal('ActiveResidency'), Type.Literal('DepartedResidency'), Type.Literal('Lead')]),
  toFacilityId: Id,
  version: Version,
});
const MakeFundedBody = Type.Object({ residentId: Id, version: Version });

const rid = (req: any) => Number(req.params.id);
const eid = (req: any) => (req.params.eventId ? Number(req.params.eventId) : undefined);

/**
 * Issue 3: the stay (leave, departure and vacate, admission, corrections, reversals, event history, transfers,
 * make-resident-funded) and the Medicare simulator's background job. `{id}` in the paths is the resident (person) id;
 * the residency is the resident's residency in the selected facility.
 */
export function registerResidentStayRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  const tags = ['residents', 'stay'];
  const LEAVE = { name: 'residentsSendAndReturnFromLeave', flag: 'canAction' } as const;
  const DEPART = { name: 'residentsDepart', flag: 'canAction' } as const;
  const REVERSE = { name: 'fundingReverseEvents', flag: 'canAction' } as const;
  const CORRECT = { name: 'fundingCorrectEvents', flag: 'canAction' } as const;
  const VIEW = { name: 'residentsDetails', flag: 'canView' } as const;

  // The Medicare simulator answers submissions in the background (ARCHITECTURE §6). Off under the test runner
  // (tests call processPending themselves, so statuses are deterministic) unless MEDICARE_SIMULATOR_JOB=on;
  // MEDICARE_SIMULATOR_JOB=off turns it off elsewhere.
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    const setting = process.env.MEDICARE_SIMULATOR_JOB;
    if (setting === 'off' || (process.env.NODE_TEST_CONTEXT && setting !== 'on')) return;
    stop = startMedicareSimulatorJob(ctx.db as any, { log: (err) => app.log.error({ err }, 'medicare simulator job failed') });
  });
  app.addHook('onClose', async () => stop?.());

  defineRoute(app, {
    method: 'GET', url: '/api/residents/:id/event-history', scope: 'facility', tags, permission: VIEW,
    leadPermission: { name: 'leadsDetails', flag: 'canView' },
    summary: 'Event history of the resident (all residencies in the organisation), leaves, latest residency',
    schema: { params: IdParams }, example: { params: { id: '1' } },
    handler: (req) => service.eventHistory(ctx, req, rid(req)),
  });

  // ---------------- leave
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/leave', scope: 'facility', tags, permission: LEAVE,
    summary: 'Send on leave', schema: { params: IdParams, body: LeaveBody },
    example: { params: { id: '6' }, body: { type: 'Social', startDateUtc: '2026-11-01', expectedReturnDateUtc: '2026-11-05' } },
    handler: (req) => service.addLeave(ctx, req, rid(req), req.body as any),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/residents/leave', scope: 'facility', tags, permission: LEAVE,
    summary: 'Edit a leave', schema: { body: LeaveUpdateBody },
    example: { body: { id: 2, type: 'Hospital', startDateUtc: '2026-11-15', expectedReturnDateUtc: '2026-11-25' } },
    handler: (req) => service.updateLeave(ctx, req, req.body as any),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/leave/return', scope: 'facility', tags, permission: LEAVE,
    summary: 'Return from leave', schema: { params: IdParams, body: ReturnBody },
    example: { params: { id: '11' }, body: { returnDateUtc: '2027-12-31' } },
    handler: (req) => service.returnFromLeave(ctx, req, rid(req), req.body as any),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/residents/:id/leave/reverse', scope: 'facility', tags, permission: REVERSE,
    summary: 'Reverse a leave', schema: { params: IdParams, body: ReverseLeaveBody },
    example: { params: { id: '2' }, body: { leaveId: 1 } },
    handler: (req) => service.reverseLeave(ctx, req, rid(req), req.body as any),
  });

  // ---------------- departure
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/depart', scope: 'facility', tags, permission: DEPART, facilityType: 'AgeCare',
    summary: 'Depart a resident', schema: { params: IdParams, body: DepartureBody },
    example: { params: { id: '7' }, body: { departureDateUtc: '2026-11-18', departureReason: 'Deceased' } },
    handler: (req) => service.depart(ctx, req, rid(req), req.body as any),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/depart-ilu/:isVacating', scope: 'facility', tags, permission: DEPART, facilityType: 'IndependentLiving',
    summary: 'Depart an ILU resident (isVacating: the unit is vacated: every resident of the unit departs)',
    schema: { params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }), isVacating: Type.Union([Type.Literal('true'), Type.Literal('false')]) }), body: DepartureBody },
    example: { params: { id: '244', isVacating: 'true' }, body: { departureDateUtc: '2026-11-18', departureReason: 'Deceased' } },
    handler: (req) => service.depart(ctx, req, rid(req), req.body as any, { isVacating: (req.params as any).isVacating === 'true' }),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/residents/:id/departure', scope: 'facility', tags, permission: VIEW,
    summary: 'Departure of the resident (form reason and initiator split)', schema: { params: IdParams },
    example: { params: { id: '61' } },
    handler: (req) => service.getDeparture(ctx, req, rid(req)),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/residents/departure-ilu/:residencyId', scope: 'facility', tags, permission: VIEW, facilityType: 'IndependentLiving',
    summary: 'Departure of an ILU residency with the other residents of the unit',
    schema: { params: Type.Object({ residencyId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }) },
    example: { params: { residencyId: '241' } },
    handler: (req) => service.getIluDeparture(ctx, req, Number((req.params as any).residencyId)),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/depart/correction/:eventId', scope: 'facility', tags, permission: DEPART,
    summary: 'Correct a departure', schema: { params: IdEventParams, body: DepartureBody },
    example: { params: { id: '62', eventId: '64' }, body: { departureDateUtc: '2023-04-25', departureReason: 'Hospital' } },
    handler: (req) => service.correctDeparture(ctx, req, { residentId: rid(req) }, eid(req), req.body as any),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/departure-ilu/correction', scope: 'facility', tags, permission: DEPART, facilityType: 'IndependentLiving',
    summary: 'Correct an ILU departure', schema: { body: IluCorrectionBody },
    example: { body: { residencyId: 244, departureDateUtc: '2026-11-19', departureReason: 'Other' } },
    handler: (req) => service.correctDeparture(ctx, req, { residencyId: (req.body as any).residencyId }, (req.body as any).eventId, req.body as any),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/depart/reversal', scope: 'facility', tags, permission: REVERSE,
    summary: 'Reverse the departure', schema: { params: IdParams, body: ReversalBody },
    example: { params: { id: '63' }, body: { residencyId: 63 } },
    handler: (req) => service.reverseDeparture(ctx, req, rid(req), undefined, req.body as any),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/depart/reversal/:eventId', scope: 'facility', tags, permission: REVERSE,
    summary: 'Reverse a departure event', schema: { params: IdEventParams, body: ReversalBody },
    example: { params: { id: '64', eventId: '68' }, body: { residencyId: 64 } },
    handler: (req) => service.reverseDeparture(ctx, req, rid(req), eid(req), req.body as any),
  });

  // ---------------- admission
  defineRoute(app, {
    method: 'GET', url: '/api/residents/:id/admission', scope: 'facility', tags, permission: VIEW,
    summary: 'Admission info (with conflict effective dates)', schema: { params: IdParams }, example: { params: { id: '1' } },
    handler: (req) => service.getAdmission(ctx, req, rid(req)),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/admission/correction', scope: 'facility', tags, permission: CORRECT,
    summary: 'Correct the admission', schema: { params: IdParams, body: AdmissionBody },
    example: { params: { id: '8' }, body: { admissionDateUtc: '2025-10-28', careType: 'Permanent', accommodationClass: 'Post01Jul2014' } },
    handler: (req) => service.correctAdmission(ctx, req, rid(req), undefined, req.body as any),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/admission/correction/:eventId', scope: 'facility', tags, permission: CORRECT,
    summary: 'Correct an admission event', schema: { params: IdEventParams, body: AdmissionBody },
    example: { params: { id: '9', eventId: '9' }, body: { admissionDateUtc: '2025-09-24', careType: 'Permanent' } },
    handler: (req) => service.correctAdmission(ctx, req, rid(req), eid(req), req.body as any),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/admission/reverse', scope: 'facility', tags, permission: REVERSE,
    summary: "Reverse the admission ('This event cannot be reversed.' for a departed resident)", schema: { params: IdParams, body: ReversalBody },
    example: { params: { id: '10' }, body: { residencyId: 10 } },
    handler: (req) => service.reverseAdmission(ctx, req, rid(req), undefined, req.body as any),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/admission/reverse/:eventId', scope: 'facility', tags, permission: REVERSE,
    summary: 'Reverse an admission event', schema: { params: IdEventParams, body: ReversalBody },
    example: { params: { id: '12', eventId: '12' }, body: { residencyId: 12 } },
    handler: (req) => service.reverseAdmission(ctx, req, rid(req), eid(req), req.body as any),
  });

  // ---------------- transfer, private funding
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/transfer', scope: 'facility', tags, permission: { name: 'residentsDetails', flag: 'canModify' },
    leadPermission: { name: 'leadsDetails', flag: 'canModify' },
    summary: 'Transfer the resident to another facility of the organisation (TransferType)', schema: { params: IdParams, body: TransferBody },
    example: { params: { id: '3' }, body: { transferType: 'ActiveResidency', toFacilityId: 2 } },
    handler: (req) => service.transfer(ctx, req, rid(req), req.body as any),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/residents/make-resident-funded', scope: 'facility', tags,
    permission: { name: 'residentsMakePrivateFunded', flag: 'canAction' }, featureFlag: { name: 'enablePrivateResidents', level: 'system' },
    summary: 'Make a private resident funded (enablePrivateResidents)', schema: { body: MakeFundedBody },
    example: { body: { residentId: 1 } },
    handler: (req) => service.makeResidentFunded(ctx, req, req.body as any),
  });
}
