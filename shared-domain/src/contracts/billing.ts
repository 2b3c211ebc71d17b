/**
 * Contracts of the billing area: sundry (miscellaneous) charges raised against a facility's residents. The request
 * schemas the API validates and types its handlers with, and the response schemas mfe-billing imports; field names are
 * the product's.
 *
 * A sundry charge starts as a draft (saved and changed freely), then is posted once: each of its lines becomes a charge
 * of the resident's account (the ledger) and the charge is never changed again. Money is a decimal string with two
 * places on the way out, a decimal (string or number) with at most two places on the way in; the GST rate is a percent.
 * The rules (a line's GST, the totals, the split shares) are shared-domain/billing/sundry's.
 */
import { Type, type Static } from '@sinclair/typebox';
import { SUNDRY_FIELD_MESSAGES as M } from '../billing/messages';
import { DateOnly, Enum, Id, INT_MAX, Money, Nullable, Paged, PagingQuery, Text, Version } from './common';

const Str = Type.String();
const Num = Type.Integer();
const Bool = Type.Boolean();

// ---------------------------------------------------------------- enumerations

export const GST_TYPES = ['Free', 'GST'] as const;
export type SundryGstType = (typeof GST_TYPES)[number];
export const SUNDRY_CHARGE_STATUSES = ['Draft', 'Posted'] as const;
export type SundryChargeStatus = (typeof SUNDRY_CHARGE_STATUSES)[number];
/** The list's filter: every charge (the default), the drafts or the posted ones. */
export const SUNDRY_CHARGE_FILTERS = ['All', 'Draft', 'Posted'] as const;
export type SundryChargeFilter = (typeof SUNDRY_CHARGE_FILTERS)[number];

// ---------------------------------------------------------------- responses

/** One resident's line of a charge. `residentId`/`residencyId` 0: no resident picked yet (a split-evenly draft). */
export const SundryChargeLine = Type.Object({
  id: Num,
  residentId: Num,
  residencyId: Num,
  firstName: Nullable(Str),
  lastName: Nullable(Str),
  gstType: Enum(GST_TYPES),
  /** What the line is charged before GST (split evenly or gst-inclusive: the share or amount, GST included). */
  amount: Str,
  /** The line's GST (gst-inclusive or split evenly: the part of the amount that is tax). */
  gst: Str,
  /** What the resident's account is charged: amount + GST, or the amount when gst-inclusive or split evenly. */
  lineTotal: Str,
  description: Str,
  sundryAccountId: Nullable(Num),
  sundryAccountDescription: Nullable(Str),
  /** The account's name when the charge was posted (kept though the account is renamed or deleted since). */
  postedSundryAccountDescription: Nullable(Str),
});
export type SundryChargeLine = Static<typeof SundryChargeLine>;

export const SundryCharge = Type.Object({
  id: Id('sundryCharge'),
  version: Num,
  description: Str,
  /** True until the charge is posted. */
  draft: Bool,
  /** The GST rate in percent ('10.00'): the rate in force when the charge was last saved. */
  gstRate: Str,
  gstInclusive: Bool,
  splitBillEvenly: Bool,
  /** The charge's total (split evenly: the total shared by the lines). */
  total: Str,
  /** The charge's account (split evenly: every line's). */
  sundryAccountId: Nullable(Num),
  /** The invoice date 'YYYY-MM-DD' (the date of the residents' account entries). */
  invoiceDateUtc: Str,
  modifiedOnUtc: Str,
  modifiedByName: Nullable(Str),
  postedDateUtc: Nullable(Str),
  postedByName: Nullable(Str),
  residents: Type.Array(SundryChargeLine),
});
export type SundryCharge = Static<typeof SundryCharge>;

/** A row of the list (grouped by the invoice date's month and year on the screen, latest first). */
export const SundryChargeListItem = Type.Object({
  id: Id('sundryCharge'),
  version: Num,
  description: Str,
  /** 'YYYY-MM-DD'. */
  invoiceDateUtc: Str,
  total: Str,
  status: Enum(SUNDRY_CHARGE_STATUSES),
  draft: Bool,
  gstInclusive: Bool,
  splitBillEvenly: Bool,
  residentsCount: Num,
  createdOnUtc: Str,
  modifiedOnUtc: Str,
  modifiedByName: Nullable(Str),
  postedDateUtc: Nullable(Str),
  postedByName: Nullable(Str),
});
export type SundryChargeListItem = Static<typeof SundryChargeListItem>;
export const SundryChargeListPage = Paged(SundryChargeListItem);
export type SundryChargeListPage = Static<typeof SundryChargeListPage>;

/** A current resident of the facility the selection dialog offers (`isChecked`: false; the screen ticks them). */
export const SundryResident = Type.Object({
  residentId: Num,
  residencyId: Num,
  firstName: Str,
  lastName: Str,
  roomNumber: Nullable(Str),
  bed: Nullable(Str),
  isChecked: Bool,
});
export type SundryResident = Static<typeof SundryResident>;
export const SundryResidents = Type.Array(SundryResident);

// ---------------------------------------------------------------- queries and bodies

/** GET billing/sundry: paged, latest invoice first; `sundryChargeStatus` All (default), Draft or Posted. */
export const SundryChargeListQuery = Type.Composite([
  PagingQuery,
  Type.Object({ sundryChargeStatus: Type.Optional(Enum(SUNDRY_CHARGE_FILTERS)) }),
]);
export type SundryChargeListQuery = Static<typeof SundryChargeListQuery>;

export const SundryChargeParams = Type.Object({ id: Id('sundryCharge') });
export type SundryChargeParams = Static<typeof SundryChargeParams>;
/** DELETE billing/sundry/{id}?version=: a draft only. */
export const DeleteSundryChargeQuery = Type.Object({ version: Version() });
export type DeleteSundryChargeQuery = Static<typeof DeleteSundryChargeQuery>;

const Amount = () => Money({ messages: { decimal: M.amountInvalid, type: M.amountInvalid, required: M.amountRequired } });

/**
 * A line as the form sends it. `residencyId` 0 (or absent): no resident picked; only a split-evenly draft may keep
 * such a line. A blank description takes the charge's. Split evenly: the amount is the server's share (sent or not).
 */
export const SundryChargeLineBody = Type.Object({
  residencyId: Type.Optional(Type.Integer({ minimum: 0, maximum: INT_MAX, 'x-entity': 'residency' })),
  gstType: Enum(GST_TYPES, { messages: { enum: M.gstTypeInvalid } }),
  amount: Type.Optional(Nullable(Amount())),
  description: Type.Optional(Nullable(Text(200))),
  sundryAccountId: Type.Optional(Nullable(Id('glAccount'))),
});
export type SundryChargeLineBody = Static<typeof SundryChargeLineBody>;

/**
 * POST billing/sundry: create (`id` 0) or save a draft (`id` and its `version`; 409 when stale). The GST rate is the
 * one in force (reference data), set by the server.
 */
export const SaveSundryChargeBody = Type.Object({
  id: Type.Integer({ minimum: 0, maximum: INT_MAX, 'x-entity': 'sundryCharge' }),
  version: Type.Optional(Version()),
  description: Text(200, { messages: { required: M.descriptionRequired } }),
  gstInclusive: Bool,
  splitBillEvenly: Bool,
  /** Split evenly: the total to share. Otherwise ignored (the server adds the lines up). */
  total: Type.Optional(Nullable(Money({ messages: { decimal: M.amountInvalid, type: M.amountInvalid } }))),
  sundryAccountId: Type.Optional(Nullable(Id('glAccount'))),
  /** 'YYYY-MM-DD'; absent: today. */
  invoiceDateUtc: Type.Optional(Nullable(DateOnly({ messages: { format: M.invoiceDateInvalid, type: M.invoiceDateInvalid } }))),
  residents: Type.Array(SundryChargeLineBody, { minItems: 1, maxItems: 500, 'x-messages': { minItems: M.residentsRequired } }),
});
export type SaveSundryChargeBody = Static<typeof SaveSundryChargeBody>;
export const SaveSundryChargeResponse = SundryCharge;

/** POST billing/sundry/post: a draft posted to its residents' accounts, once. */
export const PostSundryChargeBody = Type.Object({ id: Id('sundryCharge'), version: Version() });
export type PostSundryChargeBody = Static<typeof PostSundryChargeBody>;
export const PostSundryChargeResponse = SundryCharge;

export const DeleteSundryChargeResponse = Type.Object({ id: Num, deleted: Bool });
export type DeleteSundryChargeResponse = Static<typeof DeleteSundryChargeResponse>;
