import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { addDays, melbourneToday } from 'shared-domain/dates';
import { LEAD_DASHBOARD_PAGE_SIZE, LEAD_STATUSES } from 'shared-domain/leads';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { defineRoute } from '../../http/routes';
import { MAX_TAKE, PagingQuery } from '../../http/paging';
import { leadsReportExcel } from './excel';
import * as service from './service';

const Int = Type.Integer({ minimum: 1, maximum: 2147483647 });
const IdParams = Type.Object({ id: Int });
const ResidentIdParams = Type.Object({ residentId: Int });
const Version = Type.Integer({ minimum: 1, maximum: 2147483647, description: "the lead's version (409 when stale)" });
const VersionBody = Type.Object({ version: Version });
// Null first in nullable unions: with coerceTypes AJV would turn null into '' (or 0) in the first branch.
const Str = (max: number) => Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: max })]));
const NullableInt = Type.Optional(Type.Union([Type.Null(), Int]));
const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const NullableDate = Type.Optional(Type.Union([Type.Null(), DateOnly]));
/** A date-only value or an instant (the admission's date and time). */
const DateOrInstant = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}($|T)', maxLength: 40 });
const Lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const Status = Lit(LEAD_STATUSES);
const SexType = Lit(['Male', 'Female', 'IntersexOrIndeterminate', 'Unknown'] as const);
const Level = Type.Optional(Lit(['Default', 'Nil', 'Low', 'Medium', 'High'] as const));
const OrderNumber = Type.Union([Type.Null(), Type.String({ maxLength: 1100 })]);
const Named = Type.Optional(Type.Array(Type.Object({ id: Int, name: Type.Optional(Type.String({ maxLength: 200 })) }), { maxItems: 50 }));

const FilterFields = {
  leadCareType: Type.Optional(Lit(['All', 'Permanent', 'Respite'] as const)),
  locationId: Type.Optional(Int),
  gender: Type.Optional(SexType),
  anaccClass: Type.Optional(Type.Integer({ minimum: 1, maximum: 103 })),
};
const Take = Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TAKE, default: LEAD_DASHBOARD_PAGE_SIZE }));
const Cutoff = Type.Optional(Type.String({ format: 'date-time' }));
const DashboardQuery = Type.Object({ take: Take, notIncludingItemsAfter: Cutoff, ...FilterFields });
const ColumnQuery = Type.Object({
  status: Status, skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 })), take: Take,
  notIncludingItemsAfter: Cutoff, ...FilterFields,
});
const FilterQuery = Type.Object(FilterFields);

const AddressFields = {
  street1: Str(200), street2: Str(200), suburb: Str(100), state: Str(50), stateDescription: Str(100), postCode: Str(10),
  country: Str(100), countryId: NullableInt,
};
const ContactSchema = Type.Object({
  id: NullableInt, title: Str(20), firstName: Type.String({ maxLength: 100 }), lastName: Type.String({ maxLength: 100 }),
  phoneNumber: Str(30), phoneNumberAlternate: Str(30), contactNotes: Str(2000), email: Str(200), relationships: Named,
  isBillPayer: Type.Optional(Type.Boolean()), ...AddressFields,
});
const LeadFields = {
  residentId: Type.Optional(Int), id: Type.Optional(Int), residencyId: Type.Optional(Int),
  firstName: Type.Optional(Type.String({ maxLength: 100 })), lastName: Type.Optional(Type.String({ maxLength: 100 })),
  preferredName: Str(100), title: Str(20), sex: Type.Optional(Type.Union([Type.Null(), SexType])), dateOfBirth: NullableDate,
  careType: Type.Optional(Lit(['Permanent', 'Respite', 'ILU'] as const)), requestACCR: Type.Optional(Type.Boolean()),
  entitlementType: Str(20), enquirySources: Named, religions: Named, isPrivateResidency: Type.Optional(Type.Boolean()),
  contactIsResident: Type.Optional(Type.Boolean()), contactFirstName: Str(100), contactLastName: Str(100),
  requestedAdmissionDateUtc: NullableDate, requestedDepartureDateUtc: NullableDate, preEntryLeaveDateUtc: NullableDate,
  indigenousStatus: Str(50), medicareNumber: Str(20), medicareMemberNumber: Str(5),
  medicareExpiryYear: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 1900, maximum: 2200 })])),
  careRecipientId: Str(50), email: Str(200), phoneNumber: Str(30),
  primaryContact: Type.Optional(Type.Union([Type.Null(), ContactSchema])), secondaryContact: Type.Optional(Type.Union([Type.Null(), ContactSchema])),
  debtor: Str(50), respiteCareLevel: Type.Optional(Lit(['Unknown', 'Low', 'High'] as const)), adl: Level, beh: Level, chc: Level,
  supportStatus: Type.Optional(Type.Union([Type.Null(), Lit(['Supported', 'Unsupported', 'Bond', 'Charge', 'Respite', 'Unknown'] as const)])),
  preferredFacilityLocationId: NullableInt,
  ...AddressFields,
};
/** POST leads: the names are checked by the lead rules (seed messages), so the schema only shapes the body. */
const CreateLeadBody = Type.Object(LeadFields, { minProperties: 1 });
const UpdateLeadBody = Type.Object({
  ...LeadFields, residentId: Int, version: Version, careType: Lit(['Permanent', 'Respite', 'ILU'] as const),
  firstName: Type.String({ maxLength: 100 }), lastName: Type.String({ maxLength: 100 }),
  residentVersion: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: "the person's version (409 when stale)" })),
});
const AdmitBody = Type.Object({
  residentId: Int, residencyId: Type.Optional(Int), bedId: Type.Union([Type.Null(), Int]), admissionDateUtc: DateOrInstant,
  admissionTimeLocal: Str(20), expectedDepartureDateUtc: Type.Optional(Type.Union([Type.Null(), DateOrInstant])),
  preEntryLeaveDateUtc: Type.Optional(Type.Union([Type.Null(), DateOrInstant])),
  preEntryLeaveDays: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: 365 })])),
  accommodationClass: Type.Optional(Type.Union([Type.Null(), Lit(['Pre01Jul2014', 'Post01Jul2014', 'Post01Nov2025', ''] as const)])),
  palliativeStatus: Type.Optional(Type.Boolean()), careType: Lit(['Permanent', 'Respite', 'ILU'] as const),
  isPrivateResidency: Type.Optional(Type.Boolean()), version: Type.Optional(Version),
});
const StatusBody = Type.Object({ residencyId: Int, status: Status, orderNumber: Type.Optional(OrderNumber) });
const OrderBody = Type.Object({
  currentResidencyId: Int, predecessorOrderNumber: OrderNumber, successorOrderNumber: OrderNumber, status: Status,
});
const PreAdmissionBody = Type.Object({ residencyId: Int, isContractSigned: Type.Boolean(), status: Status, isDeceased: Type.Boolean() });
const LocationBody = Type.Object({ residencyId: Int, preferredFacilityLocationId: Type.Union([Type.Null(), Int]) });
const TourBody = Type.Object({
  id: NullableInt, residencyId: Int, tourFacilitatorUserId: Type.Union([Type.Null(), Int]), tourFacilitatorUserName: Str(200),
  attendees: Str(2000), isCompleted: Type.Boolean(), tourDateTime: Type.Union([Type.Null(), Type.String({ maxLength: 40 })]),
  version: Type.Optional(Version),
});
const ExpectedAnaccBody = Type.Object({ anaccClass: Type.Integer({ minimum: 1, maximum: 103 }) });
const EstimateQuery = Type.Object({ estimateDate: Type.Optional(DateOnly) });
const BedsQuery = Type.Object({ date: Type.Optional(DateOnly) });

/**
 * Demo records the generated security tests act on (facility 1 Bayside Gardens at scale 1; see src/demo/leads.ts):
 * open leads are residents 71-77 (statuses Enquiries, TourBooked, TourCompleted, Waiting, Confirmed, Enquiries,
 * TourBooked; residency id = resident id), archived leads 78-80, resident 69 a departed resident with a new lead.
 * Each mutating example uses its own lead, so the examples do not depend on one another.
 */
const EX = {
  update: 71, tourNew: 71, view: 72, tour: 72, move: 72, prospect: 73, funding: 74, beds: 74, admit: 75, del: 76, archive: 77,
  restore: 78, accr: 80, departedLead: 69, freeBed: 87, tourToDelete: 1,
};

/** Issue 4: the leads area (seed 001 §7 "Leads" and "ACCR"). AgeCare facilities only (an ILU facility => 404). */
export function registerLeadsRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  const tags = ['leads'];
  const facilityType = 'AgeCare' as const;
  const VIEW = { name: 'leadsDetails', flag: 'canView' } as const;
  const MODIFY = { name: 'leadsDetails', flag: 'canModify' } as const;
  const FIN_VIEW = { name: 'leadsFinancials', flag: 'canView' } as const;
  const FIN_MODIFY = { name: 'leadsFinancials', flag: 'canModify' } as const;
  const c = ctx as any;
  const id = (req: any) => Number(req.params.id);
  const today = melbourneToday();

  // ---------------- board
  defineRoute(app, {
    method: 'GET', url: '/api/leads/dashboard/', scope: 'facility', facilityType, tags, permission: VIEW,
    summary: 'Lead board: the first `take` cards of the five columns with their counts', schema: { querystring: DashboardQuery },
    example: { query: { take: '5', leadCareType: 'All' } },
    handler: (req) => service.dashboard(c, req, req.query as any),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/leads/dashboard/status/', scope: 'facility', facilityType, tags, permission: VIEW,
    summary: 'One page of one column of the lead board', schema: { querystring: ColumnQuery },
    example: { query: { status: 'Enquiries', skip: '0', take: '10' } },
    handler: (req) => service.dashboardColumn(c, req, req.query as any),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/leads/lead-dashboard-filters', scope: 'facility', facilityType, tags, permission: VIEW,
    summary: 'Filter choices of the lead board: locations, genders, AN-ACC classes',
    handler: (req) => service.dashboardFilters(c, req),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/leads/leads-report-excel', scope: 'facility', facilityType, tags, permission: VIEW,
    summary: 'The filtered lead board as an .xlsx spreadsheet (streamed)', schema: { querystring: FilterQuery },
    example: { query: { leadCareType: 'Permanent' } },
    handler: (req, reply) => leadsReportExcel(c, req, reply, req.query as any),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/leads/archived', scope: 'facility', facilityType, tags, permission: VIEW,
    summary: 'Archived leads, newest first (paged)', schema: { querystring: PagingQuery },
    example: { query: { skip: '0', take: '25' } },
    handler: (req) => service.listLeads(c, req, req.query as any, true),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/leads', scope: 'facility', facilityType, tags, permission: VIEW,
    summary: 'Open leads, newest first (paged)', schema: { querystring: PagingQuery },
    example: { query: { skip: '0', take: '25' } },
    handler: (req) => service.listLeads(c, req, req.query as any, false),
  });

  // ---------------- the lead record
  defineRoute(app, {
    method: 'POST', url: '/api/leads', scope: 'facility', facilityType, tags, permission: MODIFY,
    summary: 'Create a lead (Enquiries, top of the column); requestACCR loads the ACCR after saving', schema: { body: CreateLeadBody },
    example: { body: { firstName: 'Ada', lastName: 'Example', careType: 'Permanent', contactIsResident: true, requestedAdmissionDateUtc: addDays(today, 10) } },
    handler: (req) => service.createLead(c, req, req.body as any),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/leads', scope: 'facility', facilityType, tags, permission: MODIFY,
    summary: 'Save the lead record (version: 409 when stale; debtor unique)', schema: { body: UpdateLeadBody },
    example: { body: { residentId: EX.update, residencyId: EX.update, version: 1, firstName: 'Edited', lastName: 'Lead', careType: 'Permanent', contactIsResident: true } },
    handler: (req) => service.updateLead(c, req, req.body as any),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/leads/:id', scope: 'facility', facilityType, tags, permission: VIEW,
    summary: "The resident's lead in this facility", schema: { params: IdParams }, example: { params: { id: String(EX.view) } },
    handler: (req) => service.getLead(c, req, id(req)),
  });
  defineRoute(app, {
    method: 'DELETE', url: '/api/leads/:id', scope: 'facility', facilityType, tags, permission: { name: 'leadsDeleteLeads', flag: 'canRemove' },
    summary: 'Delete the lead (and the person when nothing else refers to them)', schema: { params: IdParams }, example: { params: { id: String(EX.del) } },
    handler: (req) => service.deleteLead(c, req, id(req)),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/leads/:id/archive', scope: 'facility', facilityType, tags, permission: MODIFY,
    summary: 'Archive the lead', schema: { params: IdParams, body: VersionBody },
    example: { params: { id: String(EX.archive) }, body: { version: 1 } },
    handler: (req) => service.archive(c, req, id(req), req.body as any),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/leads/:id/send-to-leads', scope: 'facility', facilityType, tags, permission: MODIFY,
    summary: 'Restore an archived lead (top of its column)', schema: { params: IdParams, body: VersionBody },
    example: { params: { id: String(EX.restore) }, body: { version: 1 } },
    handler: (req) => service.sendToLeads(c, req, id(req), req.body as any),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/leads/:id/send-to-departed-list', scope: 'facility', facilityType, tags, permission: MODIFY,
    summary: "Drop a departed resident's enquiry: the departed stay shows again", schema: { params: IdParams, body: VersionBody },
    example: { params: { id: String(EX.departedLead) }, body: { version: 1 } },
    handler: (req) => service.sendToDepartedList(c, req, id(req), req.body as any),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/leads/:id/mark-as-prospect', scope: 'facility', facilityType, tags,
    permission: { name: 'leadsMarkAsProspect', flag: 'canAction' },
    summary: 'Mark the lead as a prospect', schema: { params: IdParams, body: VersionBody },
    example: { params: { id: String(EX.prospect) }, body: { version: 1 } },
    handler: (req) => service.markAsProspect(c, req, id(req), req.body as any),
  });

  // ---------------- status, order, location
  defineRoute(app, {
    method: 'PUT', url: '/api/leads/lead-status', scope: 'facility', facilityType, tags, permission: MODIFY,
    summary: 'Move a card to another column (drag rules; orderNumber default: top of the column)', schema: { body: StatusBody },
    example: { body: { residencyId: EX.move, status: 'TourCompleted', orderNumber: null } },
    handler: (req) => service.leadStatus(c, req, req.body as any),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/leads/lead-order', scope: 'facility', facilityType, tags, permission: MODIFY,
    summary: 'Place a card between two neighbours (computed in the transaction with the column locked)', schema: { body: OrderBody },
    example: { body: { currentResidencyId: EX.move, predecessorOrderNumber: null, successorOrderNumber: null, status: 'TourCompleted' } },
    handler: (req) => service.leadOrder(c, req, req.body as any),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/leads/pre-admission-status', scope: 'facility', facilityType, tags, permission: MODIFY,
    summary: 'Contract signed, deceased and status of a lead', schema: { body: PreAdmissionBody },
    example: { body: { residencyId: EX.move, isContractSigned: true, status: 'TourCompleted', isDeceased: false } },
    handler: (req) => service.preAdmissionStatus(c, req, req.body as any),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/leads/preferred-facility-location', scope: 'facility', facilityType, tags, permission: MODIFY,
    summary: "The lead's preferred location (wing) in the facility", schema: { body: LocationBody },
    example: { body: { residencyId: EX.move, preferredFacilityLocationId: 1 } },
    handler: (req) => service.preferredLocation(c, req, req.body as any),
  });

  // ---------------- tours
  defineRoute(app, {
    method: 'GET', url: '/api/tour/:id', scope: 'facility', facilityType, tags, permission: VIEW,
    summary: "The lead's tour (id = the lead's residency), or an empty one, with the facility's facilitators",
    schema: { params: IdParams }, example: { params: { id: String(EX.tour) } },
    handler: (req) => service.getTour(c, req, id(req)),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/tour/save', scope: 'facility', facilityType, tags, permission: MODIFY,
    summary: 'Book or edit the tour of a lead (completing cannot be undone); the lead moves to Tour booked / Tour completed',
    schema: { body: TourBody },
    example: { body: { id: null, residencyId: EX.tourNew, tourFacilitatorUserId: 2, attendees: 'Daughter', isCompleted: false, tourDateTime: `${addDays(today, 3)} 12:30:00` } },
    handler: (req) => service.saveTour(c, req, req.body as any),
  });
  defineRoute(app, {
    method: 'DELETE', url: '/api/tour/:id', scope: 'facility', facilityType, tags, permission: MODIFY,
    summary: 'Delete a tour that is not completed (id = the tour)', schema: { params: IdParams },
    example: { params: { id: String(EX.tourToDelete) } },
    handler: (req) => service.deleteTour(c, req, id(req)),
  });

  // ---------------- admission
  defineRoute(app, {
    method: 'GET', url: '/api/leads/:id/available-beds', scope: 'facility', facilityType, tags, permission: { name: 'leadsAdmit', flag: 'canAction' },
    summary: 'Free beds of the facility for admitting the lead (grouped by location and room)', schema: { params: IdParams, querystring: BedsQuery },
    example: { params: { id: String(EX.beds) } },
    handler: (req) => service.availableBeds(c, req, id(req), (req.query as any).date),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/leads/admit/', scope: 'facility', facilityType, tags, permission: { name: 'leadsAdmit', flag: 'canAction' },
    summary: 'Admit the lead to a free bed: ResidentAdmitted event submitted to Medicare as an Entry', schema: { body: AdmitBody },
    example: { body: { residentId: EX.admit, bedId: EX.freeBed, admissionDateUtc: today, careType: 'Permanent', accommodationClass: 'Post01Nov2025', palliativeStatus: false } },
    handler: (req) => service.admit(c, req, req.body as any),
  });

  // ---------------- funding estimate
  defineRoute(app, {
    method: 'GET', url: '/api/leads/:id/funding-estimate', scope: 'facility', facilityType, tags, permission: FIN_VIEW,
    summary: 'Pre-admission funding estimate (AN-ACC variable and fixed components, daily basic subsidy)',
    schema: { params: IdParams, querystring: EstimateQuery }, example: { params: { id: String(EX.funding) } },
    handler: (req) => service.fundingEstimate(c, req, id(req), (req.query as any).estimateDate),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/leads/:id/expectedAnacc', scope: 'facility', facilityType, tags, permission: FIN_MODIFY,
    summary: "Save the calculator's AN-ACC class as the lead's expected AN-ACC", schema: { params: IdParams, body: ExpectedAnaccBody },
    example: { params: { id: String(EX.funding) }, body: { anaccClass: 7 } },
    handler: (req) => service.saveExpectedAnacc(c, req, id(req), req.body as any),
  });

  // ---------------- ACCR (local simulator)
  defineRoute(app, {
    method: 'GET', url: '/api/accr/:residentId', scope: 'facility', facilityType, tags: ['leads', 'accr'], permission: VIEW,
    summary: 'The ACCR client record (ACCR adapter: local simulator); not found => 400 accr', schema: { params: ResidentIdParams },
    example: { params: { residentId: String(EX.accr) } },
    handler: (req) => service.getAccr(c, req, Number((req.params as any).residentId)),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/residents/UpdateFromAccr/:residentId', scope: 'facility', facilityType, tags: ['leads', 'accr'], permission: MODIFY,
    summary: 'Update the lead from its ACCR client record', schema: { params: ResidentIdParams, body: VersionBody },
    example: { params: { residentId: String(EX.accr) }, body: { version: 1 } },
    handler: (req) => service.updateFromAccr(c, req, Number((req.params as any).residentId), req.body as any),
  });
}
