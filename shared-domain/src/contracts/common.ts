/**
 * The building blocks of every API contract, declared once (TypeBox) and used by the API for validation, handler types
 * and OpenAPI, by the generated security and bad-input suites (which read the annotations below), and by the remotes'
 * API clients for their types (`Static<typeof X>`).
 *
 * Formats are strict at the boundary: dates are real calendar dates in a sane range, text refuses control characters
 * and has a maximum length, money is a decimal within limits, ids name the record kind they point at (`x-entity`) so the
 * object-level suite can put another facility's ids in them.
 */
import { Type, type SchemaOptions, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { DATE_MAX, DATE_MIN, isCalendarDate } from '../calendar';

/** The kinds of record an id can point at. Facility- and organisation-owned kinds are resolved through the scoped access. */
export type EntityKind =
  | 'resident'
  | 'residency'
  | 'lead'
  | 'bed'
  | 'room'
  | 'location'
  | 'contact'
  | 'note'
  | 'document'
  | 'tour'
  | 'event'
  | 'leave'
  | 'facility'
  | 'user'
  | 'role'
  | 'accommodationType'
  /** A bed's out-of-service period (the room page). */
  | 'outOfServicePeriod'
  | 'submission'
  | 'supplement'
  | 'reassessment'
  | 'legalNotice'
  | 'glAccount'
  | 'optionalService'
  /** A facility's Medicare statement of one month (customer care's upload and download). */
  | 'statement'
  /** A payment line of a facility's Medicare statement (the reconciliation's actions and notes). */
  | 'statementLine'
  /** Resident finance: the organisation's rate schedules, a fee run, an account (ledger) entry. */
  | 'careFundingRate'
  | 'accommodationFundingRate'
  | 'feesAndCharges'
  | 'feeRun'
  | 'ledgerEntry'
  /** A residency's effective-dated fee value and a residency's optional service period (the fees tab's save). */
  | 'feeEntry'
  | 'residencyOptionalService'
  /** An independent-living allocation: an enquiry of one or two people, then their allocation of a unit. */
  | 'allocation'
  /** A sundry (miscellaneous) charge of the facility's residents. */
  | 'sundryCharge'
  /** Shared reference data (countries, religions, relationships, enquiry sources...): not owned by a facility. */
  | 'reference';

export const INT_MAX = 2_147_483_647;

/** Every control character but tab, line feed and carriage return (allowed in multi-line text only). */
const SINGLE_LINE = '^[^\\u0000-\\u001F\\u007F]*$';
const MULTI_LINE = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
/** The two patterns that refuse control characters (the API names their failure as such). */
export const CONTROL_FREE_PATTERNS: readonly string[] = [SINGLE_LINE, MULTI_LINE];

/** Per-keyword messages a field can carry (`x-messages`), used instead of the generic ones in the 400 model state. */
export type FieldMessages = Partial<
  Record<
    'required' | 'type' | 'format' | 'pattern' | 'maxLength' | 'minLength' | 'minimum' | 'maximum' | 'enum' | 'decimal',
    string
  >
>;

interface FieldOptions extends SchemaOptions {
  /** The field's own messages (the spec's, where it gives one). */
  messages?: FieldMessages;
}

function annotate<T extends SchemaOptions>(options: FieldOptions | undefined, extra: T): T & SchemaOptions {
  const { messages, ...rest } = options ?? {};
  return { ...rest, ...extra, ...(messages ? { 'x-messages': messages } : {}) };
}

/** An id of a record of `entity` kind (a positive 32-bit integer). */
export const Id = (entity: EntityKind, options?: FieldOptions) =>
  Type.Integer(annotate(options, { minimum: 1, maximum: INT_MAX, 'x-entity': entity }));

/** A date-only value 'YYYY-MM-DD': a real calendar date within [min, max] (1900-01-01..2100-12-31 by default). */
export const DateOnly = (options?: FieldOptions & { min?: string; max?: string }) => {
  const { min, max, ...rest } = options ?? {};
  return Type.String(
    annotate(rest, { format: 'date-only', maxLength: 10, 'x-date-min': min ?? DATE_MIN, 'x-date-max': max ?? DATE_MAX }),
  );
};

/** An instant (ISO 8601 date and time) within the same sane range. */
export const Instant = (options?: FieldOptions) =>
  Type.String(annotate(options, { format: 'instant', maxLength: 40, 'x-date-min': DATE_MIN, 'x-date-max': DATE_MAX }));

/** Single-line text: no control characters, at most `max` characters. */
export const Text = (max: number, options?: FieldOptions & { minLength?: number }) =>
  Type.String(annotate(options, { maxLength: max, pattern: SINGLE_LINE }));

/** Multi-line text (notes, reasons): tab and line breaks allowed, no other control characters. */
export const LongText = (max: number, options?: FieldOptions & { minLength?: number }) =>
  Type.String(annotate(options, { maxLength: max, pattern: MULTI_LINE, 'x-multiline': true }));

/** A decimal amount (string or number) within [min, max] with at most `scale` decimals. Money is never a float in the product. */
export const Decimal = (limits: { min: number | string; max: number | string; scale?: number }, options?: FieldOptions) =>
  Type.Unsafe<string | number>(
    annotate(options, {
      type: ['string', 'number'],
      'x-decimal': { min: String(limits.min), max: String(limits.max), scale: limits.scale ?? 2 },
    }),
  );

/** Money: a decimal with two places within the spec's limits (default 0 to 99,999,999.99). */
export const Money = (options?: FieldOptions & { min?: number | string; max?: number | string }) => {
  const { min, max, ...rest } = options ?? {};
  return Decimal({ min: min ?? 0, max: max ?? '99999999.99', scale: 2 }, rest);
};

/** One of the values of an enumeration (declared once in shared-domain/enums). */
export const Enum = <const V extends readonly string[]>(values: V, options?: FieldOptions): TUnsafe<V[number]> =>
  Type.Unsafe<V[number]>(annotate(options, { type: 'string', enum: [...values] }));

/**
 * A value or null (an optional field the client clears). Null comes first: with the API's type coercion, the first
 * branch that can take a value keeps it, and `[T, null]` would turn a null into '' for text (or 0 for numbers).
 */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** The optimistic-concurrency version every editable record carries. */
export const Version = () => Type.Integer({ minimum: 1, maximum: INT_MAX });

export const IdParams = (entity: EntityKind) => Type.Object({ id: Id(entity) });

/** How many rows a page skips (every paged query's). */
export const Skip = () => Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 }));
/**
 * Stable paging's query parameter: rows created after this instant are left out, so that rows added meanwhile do not
 * shift the pages (the first page's answer names it; later pages send it back). Every paged query's.
 */
export const NotIncludingItemsAfter = () => Type.Optional(Instant());

/**
 * Who last changed a record and when (the newest audit row about it that names a user): what an open edit form's
 * changed notice names when the record it edits was saved by someone else meanwhile.
 */
export const RecordChange = Type.Object({ name: Type.String(), atUtc: Type.String() });
export type RecordChange = Static<typeof RecordChange>;

/** Paged list query (skip, take up to 100, stable paging cut-off). */
export const PagingQuery = Type.Object({
  skip: Skip(),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  notIncludingItemsAfter: NotIncludingItemsAfter(),
});
export type PagingQuery = Static<typeof PagingQuery>;

/** The one paged response shape. */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({ result: Type.Array(item), totalCount: Type.Integer({ minimum: 0 }), notIncludingItemsAfter: Type.String() });
export interface Paged<T> {
  result: T[];
  totalCount: number;
  notIncludingItemsAfter: string;
}

/** What asks for a page after the first: how many rows to skip and the first page's cut-off. */
export type NextPageQuery = Pick<PagingQuery, 'skip' | 'notIncludingItemsAfter'>;

/**
 * The query of the page after `pages` (undefined when every row is loaded, or the last page came back empty): skip the
 * rows loaded so far and keep the first page's `notIncludingItemsAfter`, so rows added meanwhile do not shift the pages.
 * Every paged list's `getNextPageParam`.
 */
export function nextPageQuery<P extends { result: readonly unknown[]; totalCount: number; notIncludingItemsAfter: string }>(
  last: P,
  pages: readonly P[],
): NextPageQuery | undefined {
  const loaded = pages.reduce((n, p) => n + p.result.length, 0);
  return loaded < last.totalCount && last.result.length
    ? { skip: loaded, notIncludingItemsAfter: pages[0].notIncludingItemsAfter }
    : undefined;
}

/**
 * True when A and B are the same type. A rule takes plain types (the rules import no contract); the contract whose schema
 * carries the same shape checks it with this, so the two cannot drift apart.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The one model-state shape of a 400: field -> messages. */
export const ModelState = Type.Record(Type.String(), Type.Array(Type.String()));
export type ModelStateBody = { modelState: Static<typeof ModelState> };

// ---- Pure checks shared by the API's validator (ajv formats and keywords) and the browser.

const INSTANT_RE = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;

/** An ISO 8601 instant whose date part is a real calendar date within range. */
export function isInstant(value: string, min = DATE_MIN, max = DATE_MAX): boolean {
  const m = INSTANT_RE.exec(value);
  return !!m && isCalendarDate(m[1], min, max) && !Number.isNaN(Date.parse(value));
}

const DECIMAL_RE = /^-?\d+(\.\d+)?$/;

/** Compares two decimal strings without floating point. */
function compareDecimal(a: string, b: string): number {
  const neg = (s: string) => s.startsWith('-');
  if (neg(a) !== neg(b)) return neg(a) ? -1 : 1;
  const sign = neg(a) ? -1 : 1;
  const [ai, af = ''] = a.replace('-', '').split('.');
  const [bi, bf = ''] = b.replace('-', '').split('.');
  const ai2 = ai.replace(/^0+(?=\d)/, '');
  const bi2 = bi.replace(/^0+(?=\d)/, '');
  if (ai2.length !== bi2.length) return sign * (ai2.length < bi2.length ? -1 : 1);
  if (ai2 !== bi2) return sign * (ai2 < bi2 ? -1 : 1);
  const len = Math.max(af.length, bf.length);
  const x = af.padEnd(len, '0');
  const y = bf.padEnd(len, '0');
  return x === y ? 0 : sign * (x < y ? -1 : 1);
}

/** A decimal (string or finite number) within [min, max] with at most `scale` decimals. */
export function isDecimalWithin(value: unknown, limits: { min: string; max: string; scale: number }): boolean {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return false;
    text = String(value);
    if (/e/i.test(text)) return false;
  } else if (typeof value === 'string') text = value.trim();
  else return false;
  if (!DECIMAL_RE.test(text)) return false;
  const decimals = text.split('.')[1]?.length ?? 0;
  if (decimals > limits.scale) return false;
  return compareDecimal(text, limits.min) >= 0 && compareDecimal(text, limits.max) <= 0;
}
