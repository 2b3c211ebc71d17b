import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { CONTROL_FREE_PATTERNS } from 'shared-domain/contracts/common';
import { DATABASE_RETRY_AFTER_SECONDS, isConnectionLoss } from '../db/connection-loss';

import { recordConflictMessage } from 'shared-domain/messages';
import { HttpError, ModelStateError, StaleRecordError, type ModelState } from '../errors';

// The refusals themselves live with the application (api/src/errors.ts) so that the data layer and the services raise
// them without importing HTTP; this file answers them. Re-exported so that the routes keep one import.
export {
  ModelStateError,
  HttpError,
  StaleRecordError,
  unauthorized,
  forbidden,
  notFound,
  conflict,
  type ModelState,
} from '../errors';

function camel(segment: string): string {
  return segment.length ? segment[0].toLowerCase() + segment.slice(1) : segment;
}

/** '/items/0/firstName' -> 'items[0].firstName'. */
export function fieldFromPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (extra) parts.push(extra);
  let out = '';
  for (const p of parts) {
    if (/^\d+$/.test(p)) out += `[${p}]`;
    else out += (out ? '.' : '') + camel(p);
  }
  return out;
}

/** Abbreviations a field name carries that the user reads in capitals. */
const ABBREVIATIONS: Record<string, string> = {
  mpir: 'MPIR',
  rad: 'RAD',
  rac: 'RAC',
  dap: 'DAP',
  dac: 'DAC',
  nccc: 'NCCC',
  bsb: 'BSB',
  abn: 'ABN',
  acfi: 'ACFI',
  anacc: 'AN-ACC',
  nwau: 'NWAU',
  gl: 'GL',
  bct: 'BCT',
  url: 'URL',
};

/**
 * The field as the user sees it, for a message: the contract field's `x-label` when it has one, else its name in words
 * (the last name of the path; a 'Utc' or 'Id' ending dropped): 'mpirRates[0].startDateUtc' -> 'start date',
 * 'residentId' -> 'resident', 'maximumPermissibleInterestRate' -> 'maximum permissible interest rate'. Never a JSON path.
 */
export function fieldLabel(field: string, schema?: Record<string, unknown>): string {
  const own = schema?.['x-label'];
  if (typeof own === 'string' && own) return own;
  const last =
    field
      .split('.')
      .at(-1)
      ?.replace(/\[\d+\]/g, '') ?? field;
  let words = last
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  if (words.length > 1 && (words.at(-1) === 'utc' || words.at(-1) === 'id')) words = words.slice(0, -1);
  return words.map((w) => ABBREVIATIONS[w] ?? w).join(' ') || field;
}

/** A limit as the user reads it: '99999999.99' -> '99,999,999.99'. */
const amountText = (v: string) =>
  v.replace(/^(-?)(\d+)/, (_, sign: string, whole: string) => sign + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

interface AjvError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
  /** With ajv's `verbose`: the schema of the field that failed (its `x-messages` are the field's own messages). */
  parentSchema?: Record<string, unknown>;
}

const CONTROL_PATTERNS = new Set(CONTROL_FREE_PATTERNS);

/** The message for one failed check of a contract field: the field's own (x-messages) or a plain one. */
function messageFor(e: AjvError, path: string): string {
  const schema = e.parentSchema ?? {};
  const field = fieldLabel(path, schema);
  const isDate = schema.format === 'date-only' || schema.format === 'instant';
  // A date field too long is simply not a date: one message per field.
  const failed = e.keyword?.startsWith('x-date') || (isDate && e.keyword === 'maxLength') ? 'format' : e.keyword;
  const keyword = failed === 'x-decimal' ? 'decimal' : (failed ?? '');
  const own = (schema['x-messages'] as Record<string, string> | undefined)?.[keyword];
  if (own) return own;
  switch (failed) {
    case 'format':
      return schema.format === 'instant' || e.params?.format === 'instant' || e.params?.format === 'date-time'
        ? `The ${field} field is not a valid date and time.`
        : `The ${field} field is not a valid date.`;
    case 'maxLength':
      return `The ${field} field must be at most ${e.params?.limit} characters.`;
    case 'minLength':
      return e.params?.limit === 1
        ? `The ${field} field is required.`
        : `The ${field} field must be at least ${e.params?.limit} characters.`;
    case 'pattern':
      return CONTROL_PATTERNS.has(String(e.params?.pattern))
        ? `The ${field} field contains characters that are not allowed.`
        : `The ${field} field is not in the right format.`;
    case 'x-decimal': {
      const limits = schema['x-decimal'] as { min: string; max: string; scale: number } | undefined;
      return limits
        ? `The ${field} field must be a number from ${amountText(limits.min)} to ${amountText(limits.max)} with at most ${limits.scale} decimal places.`
        : `The value is not valid for ${field}.`;
    }
    case 'enum':
      return `The ${field} field is not one of the allowed values.`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'type':
      return `The value is not valid for ${field}.`;
    default:
      return `The field ${field} ${e.message ?? 'is invalid'}.`;
  }
}

export function modelStateFromValidation(errors: AjvError[], context?: string): ModelState {
  const state: ModelState = {};
  // A nullable field (anyOf [T, null]) fails both branches: report the value's own problem, not "must be null".
  const byPath = new Map<string, AjvError[]>();
  for (const e of errors) byPath.set(e.instancePath ?? '', [...(byPath.get(e.instancePath ?? '') ?? []), e]);
  for (const e of errors) {
    const siblings = byPath.get(e.instancePath ?? '') ?? [];
    if (e.keyword === 'anyOf' && siblings.length > 1) continue;
    if (e.keyword === 'type' && e.params?.type === 'null' && siblings.some((x) => x !== e && x.keyword !== 'anyOf')) continue;
    const missing = e.keyword === 'required' ? String(e.params?.missingProperty ?? '') : undefined;
    const additional = e.keyword === 'additionalProperties' ? String(e.params?.additionalProperty ?? '') : undefined;
    const field = fieldFromPath(e.instancePath ?? '', missing || additional) || context || 'request';
    let message: string;
    if (missing) {
      const props = (e.parentSchema?.properties ?? {}) as Record<string, { 'x-messages'?: Record<string, string> } | undefined>;
      const own = props[missing] as Record<string, unknown> | undefined;
      message = props[missing]?.['x-messages']?.required ?? `The ${fieldLabel(field, own)} field is required.`;
    } else if (additional) message = `The ${fieldLabel(field)} field is not allowed.`;
    else message = messageFor(e, field);
    const messages = (state[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return state;
}

export const UNEXPECTED = 'An unexpected error occurred.';
/** The 503 while the database cannot be reached (with Retry-After). */
export const DATABASE_UNAVAILABLE = 'Resident Manager is unavailable for a moment. Please try again in a few seconds.';

const NUMBER_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

/** The first field holding a number too large to represent (1e999 in JSON, or as query text), else undefined. */
export function findNonFinite(value: unknown, path = '', depth = 0, numbersOnly = false): string | undefined {
  if (depth > 32) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path || 'request';
  if (typeof value === 'string')
    return !numbersOnly && NUMBER_TEXT.test(value) && !Number.isFinite(Number(value)) ? path || 'request' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const f = findNonFinite(value[i], `${path}[${i}]`, depth + 1, numbersOnly);
      if (f) return f;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const f = findNonFinite(v, path ? `${path}.${camel(k)}` : camel(k), depth + 1, numbersOnly);
      if (f) return f;
    }
  }
  return undefined;
}

/**
 * The one 409 of a stale write: who changed the record last and when ('This record was changed by Mary Manager at
 * 2:41 pm. Reload to see their change.'), from the newest audit row about the records the request's ids resolved to
 * (the write rolled back; its own row was never written). Without such a row, or if reading it fails, the plain
 * conflict message: the answer is a 409 either way.
 */
async function staleRecordMessage(request: FastifyRequest): Promise<string> {
  const change = await request.scoped?.lastChangeOfResolved().catch((err: unknown) => {
    request.log.warn({ err }, 'The change a conflict lost to could not be read');
    return null;
  });
  return recordConflictMessage(change ?? null);
}

export function registerErrorHandling(app: FastifyInstance): void {
  // AJV lets Infinity through integer/maximum checks (1e999): refuse it before validation, as a 400 on the field.
  // Query text is checked only for parameters declared as numbers; JSON bodies for numbers that parsed to Infinity.
  app.addHook('preValidation', async (request) => {
    const qs = (request.routeOptions.schema as { querystring?: { properties?: Record<string, { type?: string }> } } | undefined)
      ?.querystring;
    const query = (request.query ?? {}) as Record<string, unknown>;
    for (const [name, prop] of Object.entries(qs?.properties ?? {})) {
      if ((prop.type === 'integer' || prop.type === 'number') && query[name] !== undefined && findNonFinite(query[name], name)) {
        throw ModelStateError.field(name, `The value is not valid for ${name}.`);
      }
    }
    const field = findNonFinite(request.body, '', 0, true);
    if (field) throw ModelStateError.field(field, `The value is not valid for ${field}.`);
  });
  // ajv's type coercion turns number text ('1e999', a thousand digits) into Infinity, which passes `integer` and
  // `maximum`: after validation, no part of a request may hold a number that is not finite.
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNonFinite(part, '', 0, true);
      if (field) throw ModelStateError.field(field, `The value is not valid for ${field}.`);
    }
  });
  app.setErrorHandler(async (error: FastifyError & { validation?: AjvError[]; validationContext?: string }, request, reply) => {
    if (error instanceof ModelStateError) return reply.code(400).send({ modelState: error.modelState });
    if (error instanceof StaleRecordError) return reply.code(409).send({ message: await staleRecordMessage(request) });
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
    if (error.validation) {
      return reply.code(400).send({ modelState: modelStateFromValidation(error.validation, error.validationContext) });
    }
    // The database lost or refused the connection (a restart, a failover): a moment's unavailability, not a fault of
    // the request. The pools reconnect by themselves (db/index.ts), so the client is told when to try again.
    if (isConnectionLoss(error)) {
      request.log.warn({ err: error }, 'Database unavailable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: DATABASE_UNAVAILABLE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 400) {
        const field =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'body' : 'request';
        return reply.code(400).send({ modelState: { [field]: [error.message] } });
      }
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send({ message: UNEXPECTED });
  });
}
