import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AllocationNotesBody,
  AllocationNotesQuery,
  AllocationParams,
  AssignUnitBody,
  AssignUnitResult,
  IluAdmissionCorrectionBody,
  IluAdmitBody,
  IluAdmitResult,
  IluAllocationResult,
  IluDepartureReversalBody,
  IluReversalBody,
  SettlementBody,
} from 'shared-domain/contracts/ilu';
import { addDays, melbourneToday } from 'shared-domain/dates';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { defineRoute, scopedDb } from '../../../http/routes';
import { getMedicareGateway } from '../../../integrations/medicare/gateway';
import type { StayCall } from '../../residents/index';
import * as service from './service';

/**
 * Demo records the examples act on (Riverside Village, facility 4; see src/demo/generate.ts): allocations 31-44 are
 * enquiries (41: residents 293 and 294, residencies of the same ids, no unit; 42: resident 295, no unit), units 274
 * and 275 are Available and assigned to none; allocation 3 (resident 244) is the unit the residents area's depart-ilu
 * example vacates, which the independent-living routes are registered after (app.ts). The examples run in this order
 * on one database: allocation 41 is admitted, one admission corrected, the other reversed, its notes saved and its
 * settlement finalised. Each names its allocation's version through the `allocationVersion` look-up.
 */
const EX = {
  assign: { allocation: 42, unit: 274 },
  admit: { allocation: 41, unit: 275, residents: [293, 294] },
  vacated: { allocation: 3, resident: 244 },
};

/**
 * The allocation's actions (seed 002 §3 "Admission, assign unit, settlement", §7 "Independent living"): independent-
 * living facilities only. An enquiry's actions (assign unit, admit) need the leads permissions, as a lead's do (its
 * details, and admitting: leadsAdmit as the leads area's admit); corrections and reversals of a person's events the
 * residents area's (fundingCorrectEvents, fundingReverseEvents); the allocation's notes its details (residentsDetails);
 * the settlement, a figure of the allocation's finance (its price and date on the finance screen), its financials
 * (residentsFinancials).
 */
export function registerAllocationRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  const ILU = { scope: 'facility' as const, facilityType: 'IndependentLiving' as const, tags: ['ilu', 'allocations'] };
  // The examples' dates are days relative to the clock's today (built at registration, after a test run pinned it).
  const day = (n: number) => addDays(melbourneToday(), n);
  // The gateway is looked up per call: a test may replace the context's gateway after the app was built.
  const call = (req: FastifyRequest): StayCall => ({ s: scopedDb(req), req, medicare: getMedicareGateway(ctx) });

  defineRoute(app, {
    method: 'POST',
    url: '/api/accommodations/assign-unit',
    live: ['residents', 'dashboard'],
    ...ILU,
    permission: { name: 'leadsDetails', flag: 'canModify' },
    summary: "Assign a unit to an enquiry: the unit type's price is published, the price given agreed",
    schema: { body: AssignUnitBody, response: { 200: AssignUnitResult } },
    example: {
      body: {
        accommodationId: EX.assign.unit,
        independentLivingAllocationId: EX.assign.allocation,
        price: '450000.00',
        version: 1,
      },
      lookup: 'allocationVersion',
    },
    handler: (req) => service.assignUnit(scopedDb(req), req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/enquiries/admit',
    live: ['residents', 'dashboard'],
    ...ILU,
    permission: { name: 'leadsAdmit', flag: 'canAction' },
    summary: 'Admit the listed people of the enquiry to its unit (also "add to unit": the one still to come)',
    idempotent: true,
    schema: { body: IluAdmitBody, response: { 200: IluAdmitResult } },
    example: {
      body: {
        accommodationId: EX.admit.unit,
        iluAllocationId: EX.admit.allocation,
        admissionDate: day(0),
        admissionTimeLocal: '10:30',
        responsibleResidencyId: EX.admit.residents[0],
        price: '485000.00',
        residentDetails: EX.admit.residents.map((residentId) => ({ residentId })),
        version: 1,
      },
      lookup: 'allocationVersion',
    },
    handler: (req) => service.admit(call(req), req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/allocations/admission-correction',
    live: ['residents', 'dashboard'],
    ...ILU,
    permission: { name: 'fundingCorrectEvents', flag: 'canAction' },
    summary: "Correct one person's admission date and time; the allocation's occupied date is its earliest admission",
    schema: { body: IluAdmissionCorrectionBody, response: { 200: IluAllocationResult } },
    example: {
      body: {
        iluAllocationId: EX.admit.allocation,
        residentId: EX.admit.residents[0],
        admissionDate: day(-1),
        admissionTimeLocal: '09:00',
        version: 1,
      },
      lookup: 'allocationVersion',
    },
    handler: (req) => service.correctIluAdmission(call(req), req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/allocations/:id/reverse-admission',
    live: ['residents', 'dashboard'],
    ...ILU,
    permission: { name: 'fundingReverseEvents', flag: 'canAction' },
    summary:
      "Reverse one person's admission ('This event cannot be reversed.' for a departed person); nobody admitted: an enquiry again",
    schema: { params: AllocationParams, body: IluReversalBody, response: { 200: IluAllocationResult } },
    example: {
      params: { id: String(EX.admit.allocation) },
      body: { residentId: EX.admit.residents[1], version: 1 },
      lookup: 'allocationVersion',
    },
    handler: (req) => service.reverseIluAdmission(call(req), req.params.id, req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/allocations/departure/reversal',
    live: ['residents', 'dashboard'],
    ...ILU,
    permission: { name: 'fundingReverseEvents', flag: 'canAction' },
    summary: "Reverse one person's departure (a vacated unit is occupied again); refused once the settlement is finalised",
    schema: { body: IluDepartureReversalBody, response: { 200: IluAllocationResult } },
    example: {
      body: { iluAllocationId: EX.vacated.allocation, residentId: EX.vacated.resident, version: 1 },
      lookup: 'allocationVersion',
    },
    handler: (req) => service.reverseIluDeparture(call(req), req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/allocations/:id/notes',
    live: ['residents', 'dashboard'],
    ...ILU,
    permission: { name: 'residentsDetails', flag: 'canModify' },
    summary: "Save the allocation's notes (a JSON string body; the allocation's version in the query)",
    schema: {
      params: AllocationParams,
      querystring: AllocationNotesQuery,
      body: AllocationNotesBody,
      response: { 200: IluAllocationResult },
    },
    example: {
      params: { id: String(EX.admit.allocation) },
      query: { version: '1' },
      body: 'Prefers a ground-floor unit near the garden.',
      lookup: 'allocationVersion',
    },
    handler: (req) => service.saveNotes(scopedDb(req), req.params.id, req.query.version, req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/allocations/settlement',
    live: ['residents', 'dashboard'],
    ...ILU,
    permission: { name: 'residentsFinancials', flag: 'canModify' },
    summary: 'Finalise the settlement: its date (not before the vacating date, else the admission date) and price',
    schema: { body: SettlementBody, response: { 200: IluAllocationResult } },
    example: {
      body: { iluAllocationId: EX.admit.allocation, settlementDate: day(0), settlementPrice: '490000.00', version: 1 },
      lookup: 'allocationVersion',
    },
    handler: (req) => service.finaliseSettlement(scopedDb(req), req.body),
  });
}
