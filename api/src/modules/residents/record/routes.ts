import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { defineRoute } from '../../../http/routes';
import { MAX_TAKE, PagingQuery, type PagingQuery as Paging } from '../../../http/paging';
import { NOTES_PAGE_SIZE } from 'shared-domain/constants';
import * as service from './service';
import * as beds from './beds';

const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const NoteId = Type.Object({ noteId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const Version = Type.Object({ version: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const NotesPaging = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TAKE, default: NOTES_PAGE_SIZE })),
  notIncludingItemsAfter: Type.Optional(Type.String({ format: 'date-time' })),
});

const Str = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const DateOnly = Type.Optional(Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}' , maxLength: 30 }), Type.Null()]));
const Named = Type.Array(Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }), name: Type.Optional(Type.String({ maxLength: 200 })) }), { maxItems: 50 });
const AddressFields = {
  street1: Str(200), street2: Str(200), suburb: Str(100), state: Str(50), stateDescription: Str(100), postCode: Str(10),
  country: Str(100), countryId: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
};
const BillPayerDetailSchema = Type.Object({
  ccEmail: Str(1000), isInvoiceEmail: Type.Optional(Type.Boolean()), isInvoicePost: Type.Optional(Type.Boolean()),
  paymentMethod: Str(50), accountName: Str(100), bankName: Str(100), bsb: Str(10), accountNumber: Str(20),
  isDrawdownDap: Type.Optional(Type.Boolean()), isDrawdownFees: Type.Optional(Type.Boolean()), isDrawdownExtraServices: Type.Optional(Type.Boolean()),
});
const ContactSchema = Type.Object({
  id: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
  title: Str(20), firstName: Type.String({ maxLength: 100 }), lastName: Type.String({ maxLength: 100 }),
  phoneNumber: Str(30), phoneNumberAlternate: Str(30), contactNotes: Str(2000), email: Str(200),
  relationships: Type.Optional(Named), isBillPayer: Type.Optional(Type.Boolean()),
  billPayerDetail: Type.Optional(Type.Union([BillPayerDetailSchema, Type.Null()])),
  ...AddressFields,
});
const ResidentBody = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  version: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  firstName: Type.String({ maxLength: 100 }),
  lastName: Type.String({ maxLength: 100 }),
  preferredName: Str(100), title: Str(20),
  sex: Type.Optional(Type.Union([Type.Enum({ Male: 'Male', Female: 'Female', Unknown: 'Unknown', IntersexOrIndeterminate: 'IntersexOrIndeterminate' }), Type.Null()])),
  dateOfBirth: DateOnly, email: Str(200),
  ...AddressFields,
  preEntryLeaveDateUtc: DateOnly,
  medicareNumber: Str(20), medicareExpiryYear: Type.Optional(Type.Union([Type.Integer({ minimum: 1900, maximum: 2200 }), Type.Null()])),
  medicareMemberNumber: Str(5), careRecipientId: Str(50), residentialCareId: Str(50), debtor: Str(50),
  billPayerType: Type.Enum({ Resident: 'Resident', PrimaryContact: 'PrimaryContact', SecondaryContact: 'SecondaryContact' }),
  billPayerDetail: Type.Optional(Type.Union([BillPayerDetailSchema, Type.Null()])),
  primaryContact: Type.Optional(Type.Union([ContactSchema, Type.Null()])),
  secondaryContact: Type.Optional(Type.Union([ContactSchema, Type.Null()])),
  otherContacts: Type.Optional(Type.Array(ContactSchema, { maxItems: 20 })),
  enquirySources: Type.Optional(Named), religions: Type.Optional(Named),
  specialisedCareIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 5 }), { maxItems: 5 })),
});
const MarkAsEnquiryBody = Type.Object({
  firstName: Type.String({ minLength: 1, maxLength: 100 }),
  lastName: Type.String({ minLength: 1, maxLength: 100 }),
  careType: Type.Integer({ minimum: 0, maximum: 2 }),
  contactFirstName: Str(100), contactLastName: Str(100), contactPhoneNumber: Str(30),
  contactIsResident: Type.Boolean(),
  requestedAdmissionDateUtc: DateOnly,
});

/** Demo residents the generated security tests act on (facility 1, Bayside Gardens; see the demo generator). */
const EXAMPLE = { detail: '1', put: '2', flags: '40', notes: '3', photo: '4', departed: '61' };
/** Assign bed example: resident 20 (current, no other example touches it) and a free bed of facility 1. */
const BED_EXAMPLE = { resident: '20', residencyId: 20, bedId: 90, version: 1 };

/** Issue 3: the resident record (lists, details, edit, contacts, notes, photo, timeline, mark as enquiry, flags). */
export function registerResidentRecordRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  const tags = ['residents'];
  const view = { name: 'residentsDetails', flag: 'canView' } as const;
  const modify = { name: 'residentsDetails', flag: 'canModify' } as const;
  // A lead is a resident not admitted yet: the lead page uses these calls under the leads permissions (seed 000 §6).
  const leadView = { name: 'leadsDetails', flag: 'canView' } as const;
  const leadModify = { name: 'leadsDetails', flag: 'canModify' } as const;
  const fid = (req: any): number => req.auth.facility.id;

  defineRoute(app, {
    method: 'GET', url: '/api/residents', scope: 'facility', tags, permission: view,
    summary: 'Current residents of the facility (paged, by last name)',
    schema: { querystring: PagingQuery }, example: { query: { skip: '0', take: '25' } },
    handler: (req) => service.listResidents(ctx, req.auth!.facility!, req.query as Paging, false),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/residents/departed', scope: 'facility', tags, permission: view,
    summary: 'Departed residents of the facility (paged, latest departure first)',
    schema: { querystring: PagingQuery }, example: { query: { skip: '0', take: '25' } },
    handler: (req) => service.listResidents(ctx, req.auth!.facility!, req.query as Paging, true),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/residents/:id', scope: 'facility', tags, permission: view,
    summary: 'A resident (ResidentDetail) as the facility sees it', schema: { params: Id }, example: { params: { id: EXAMPLE.detail } },
    handler: (req) => service.detail(ctx.db as any, (req.params as any).id, fid(req)),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/residents/:id/simple', scope: 'facility', tags, permission: view, leadPermission: leadView,
    summary: 'Name, care type and state of a resident', schema: { params: Id }, example: { params: { id: EXAMPLE.detail } },
    handler: (req) => service.simple(ctx.db as any, (req.params as any).id, fid(req)),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/residents', scope: 'facility', tags, permission: modify,
    summary: 'Save the resident details editor (409 on a stale version)', schema: { body: ResidentBody },
    example: { body: { id: Number(EXAMPLE.put), version: 1, firstName: 'Example', lastName: 'Resident', sex: 'Female', dateOfBirth: '1940-02-03', billPayerType: 'Resident' } },
    handler: (req) => service.update(ctx, req, req.body as any),
  });
  for (const [path, column, schema, action, permission, leadPermission] of [
    ['contract-signed', 'contract_signed', Type.Boolean(), 'set-contract-signed', modify, leadModify],
    ['income-asset-status', 'income_asset_status', Type.Enum({ Unknown: 'Unknown', Completed: 'Completed' }), 'set-income-asset-status', { name: 'residentsFinancials', flag: 'canModify' } as const, { name: 'leadsFinancials', flag: 'canModify' } as const],
  ] as const) {
    defineRoute(app, {
      method: 'PUT', url: `/api/residents/:id/${path}/:value`, scope: 'facility', tags, permission, leadPermission,
      summary: `Set ${path} of the residency (body: the residency version)`,
      schema: { params: Type.Object({ id: Id.properties.id, value: schema }), body: Version },
      example: { params: { id: EXAMPLE.flags, value: path === 'contract-signed' ? 'true' : 'Completed' }, body: { version: path === 'contract-signed' ? 1 : 2 } },
      handler: (req) => {
        const p = req.params as any;
        return service.setResidencyFlag(ctx, req, p.id, (req.body as any).version, { [column]: p.value }, action);
      },
    });
  }
  defineRoute(app, {
    method: 'PUT', url: '/api/residents/:id/deceased/:value', scope: 'facility', tags, permission: modify, leadPermission: leadModify,
    summary: 'Mark the resident deceased or not (body: the resident version)',
    schema: { params: Type.Object({ id: Id.properties.id, value: Type.Boolean() }), body: Version },
    example: { params: { id: EXAMPLE.flags, value: 'false' }, body: { version: 1 } },
    handler: (req) => service.setDeceased(ctx, req, (req.params as any).id, (req.body as any).version, (req.params as any).value),
  });

  // Notes: the notes tab has no route guard beyond viewing the resident.
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/resident-notes', scope: 'facility', tags, permission: view, leadPermission: leadView,
    summary: 'Add a note', schema: { params: Id, body: Type.Object({ note: Type.String({ minLength: 1, maxLength: 10000 }) }) },
    example: { params: { id: EXAMPLE.notes }, body: { note: 'Family visited in the afternoon.' } },
    handler: (req) => service.addNote(ctx, req, (req.params as any).id, (req.body as any).note),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/residents/:id/resident-notes', scope: 'facility', tags, permission: view, leadPermission: leadView,
    summary: 'Notes of the resident, pinned first then newest (paged by 10)', schema: { params: Id, querystring: NotesPaging },
    example: { params: { id: EXAMPLE.notes }, query: { skip: '0', take: '10' } },
    handler: (req) => service.listNotes(ctx, fid(req), (req.params as any).id, req.query as Paging),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/note-pin-status/:noteId', scope: 'facility', tags, permission: view, leadPermission: leadView,
    summary: 'Pin or unpin a note', schema: { params: NoteId, body: Type.Object({ isNotePinned: Type.Boolean() }) },
    example: { params: { noteId: '1' }, body: { isNotePinned: true } },
    handler: (req) => service.setNotePinned(ctx, req, (req.params as any).noteId, (req.body as any).isNotePinned),
  });

  // Photo (the examples run in this order: save, read, delete).
  defineRoute(app, {
    method: 'PUT', url: '/api/residents/:id/photo', scope: 'facility', tags, permission: modify,
    summary: 'Save the profile photo (data URL, image/jpeg or image/png, at most 512 KB)',
    schema: { params: Id, body: Type.Object({ photo: Type.String({ minLength: 1, maxLength: 800_000 }) }) },
    example: { params: { id: EXAMPLE.photo }, body: { photo: TINY_PNG } },
    handler: (req) => service.savePhoto(ctx, req, (req.params as any).id, (req.body as any).photo),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/residents/:id/photo', scope: 'facility', tags, permission: view, leadPermission: leadView,
    summary: 'The profile photo (404 when there is none)', schema: { params: Id }, example: { params: { id: EXAMPLE.photo } },
    handler: (req) => service.getPhoto(ctx, fid(req), (req.params as any).id),
  });
  defineRoute(app, {
    method: 'DELETE', url: '/api/residents/:id/photo', scope: 'facility', tags, permission: modify,
    summary: 'Delete the profile photo', schema: { params: Id }, example: { params: { id: EXAMPLE.photo } },
    handler: (req) => service.deletePhoto(ctx, req, (req.params as any).id),
  });

  // Assign bed (beds.ts): the facility's free beds, and the assignment (409 on a stale residency version).
  defineRoute(app, {
    method: 'GET', url: '/api/residents/:id/available-beds', scope: 'facility', tags, permission: modify,
    summary: 'Free beds of the facility (active, in service today, not held by a current resident) by location and room',
    schema: { params: Id }, example: { params: { id: BED_EXAMPLE.resident } },
    handler: (req) => beds.availableBeds(ctx, fid(req), (req.params as any).id),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/residents/:id/assign-bed', scope: 'facility', tags, permission: modify,
    summary: 'Assign a free bed of the facility to a current resident (body: residencyId, bedId, residency version)',
    schema: { params: Id, body: Type.Object({ residencyId: Id.properties.id, bedId: Id.properties.id, version: Version.properties.version }) },
    example: { params: { id: BED_EXAMPLE.resident }, body: { residencyId: BED_EXAMPLE.residencyId, bedId: BED_EXAMPLE.bedId, version: BED_EXAMPLE.version } },
    handler: (req) => beds.assignBed(ctx, req, (req.params as any).id, req.body as any),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/residents/:id/timeline', scope: 'facility', tags, permission: view, leadPermission: leadView,
    summary: "The resident's life in the facility in date order", schema: { params: Id }, example: { params: { id: EXAMPLE.detail } },
    handler: (req) => service.timeline(ctx, fid(req), (req.params as any).id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/residents/:id/mark-departed-resident-as-enquiry', scope: 'facility', tags,
    permission: { name: 'residentsMarkDepartedAsEnquiry', flag: 'canAction' },
    summary: 'Mark a departed resident as an enquiry (a new lead residency)', schema: { params: Id, body: MarkAsEnquiryBody },
    example: { params: { id: EXAMPLE.departed }, body: { firstName: 'Example', lastName: 'Returning', careType: 1, contactIsResident: true, requestedAdmissionDateUtc: null } },
    handler: (req) => service.markAsEnquiry(ctx, req, (req.params as any).id, req.body as any),
  });
}

/** A 1x1 PNG (the security tests' example photo). */
export const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
