import type { FastifyError, FastifyInstance } from 'fastify';

export type ModelState = Record<string, string[]>;

/** Validation and business-rule refusals: 400 `{ modelState }`. */
export class ModelStateError extends Error {
  constructor(public readonly modelState: ModelState) {
    super(Object.values(modelState).flat().join(', ') || 'The request is invalid.');
  }
  static field(field: string, message: string): ModelStateError {
    return new ModelStateError({ [field]: [message] });
  }
}

export class HttpError extends Error {
  constructor(public readonly statusCode: number, message: string) {
    super(message);
  }
}
export const unauthorized = (message = 'Authorization has been denied for this request.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to perform this action.') => new HttpError(403, message);
export const notFound = (message = 'The requested record was not found.') => new HttpError(404, message);
export const conflict = (message = 'The record was changed by someone else. Reload it and try again.') => new HttpError(409, message);

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

interface AjvError { instancePath?: string; keyword?: string; message?: string; params?: Record<string, unknown> }

export function modelStateFromValidation(errors: AjvError[], context?: string): ModelState {
  const state: ModelState = {};
  for (const e of errors) {
    const missing = e.keyword === 'required' ? String(e.params?.missingProperty ?? '') : undefined;
    const additional = e.keyword === 'additionalProperties' ? String(e.params?.additionalProperty ?? '') : undefined;
    const field = fieldFromPath(e.instancePath ?? '', missing || additional) || context || 'request';
    let message: string;
    if (missing) message = `The ${field} field is required.`;
    else if (additional) message = `The ${field} field is not allowed.`;
    else message = `The field ${field} ${e.message ?? 'is invalid'}.`;
    (state[field] ??= []).includes(message) || state[field].push(message);
  }
  return state;
}

export const UNEXPECTED = 'An unexpected error occurred.';

const NUMBER_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

/** The first field holding a number too large to represent (1e999 in JSON, or as query text), else undefined. */
export function findNonFinite(value: unknown, path = '', depth = 0, numbersOnly = false): string | undefined {
  if (depth > 32) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path || 'request';
  if (typeof value === 'string') return !numbersOnly && NUMBER_TEXT.test(value) && !Number.isFinite(Number(value)) ? path || 'request' : undefined;
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

export function registerErrorHandling(app: FastifyInstance): void {
  // AJV lets Infinity through integer/maximum checks (1e999): refuse it before validation, as a 400 on the field.
  // Query text is checked only for parameters declared as numbers; JSON bodies for numbers that parsed to Infinity.
  app.addHook('preValidation', async (request) => {
    const qs = (request.routeOptions.schema as { querystring?: { properties?: Record<string, { type?: string }> } } | undefined)?.querystring;
    const query = (request.query ?? {}) as Record<string, unknown>;
    for (const [name, prop] of Object.entries(qs?.properties ?? {})) {
      if ((prop.type === 'integer' || prop.type === 'number') && query[name] !== undefined && findNonFinite(query[name], name)) {
        throw ModelStateError.field(name, `The value is not valid for ${name}.`);
      }
    }
    const field = findNonFinite(request.body, '', 0, true);
    if (field) throw ModelStateError.field(field, `The value is not valid for ${field}.`);
  });
  app.setErrorHandler((error: FastifyError & { validation?: AjvError[]; validationContext?: string }, request, reply) => {
    if (error instanceof ModelStateError) return reply.code(400).send({ modelState: error.modelState });
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
    if (error.validation) {
      return reply.code(400).send({ modelState: modelStateFromValidation(error.validation, error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 400) {
        const field = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'body' : 'request';
        return reply.code(400).send({ modelState: { [field]: [error.message] } });
      }
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send({ message: UNEXPECTED });
  });
}
