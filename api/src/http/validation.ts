/**
 * The API's validator learns the contract formats of shared-domain/contracts/common: real calendar dates and instants
 * in range, decimals within limits, and the annotation keywords (x-entity, x-messages...) that the generated suites
 * read. Registered as an ajv plugin in app.ts, so every route declared with a contract gets them.
 */
import type { FastifyServerOptions } from 'fastify';
import { DATE_MAX, DATE_MIN, isCalendarDate } from 'shared-domain/calendar';
import { isDecimalWithin, isInstant } from 'shared-domain/contracts/common';

/** Fastify's own ajv instance type (ajv is Fastify's dependency, not ours). */
type AjvPlugin = Extract<NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number], (...args: never[]) => unknown>;
type Ajv = Parameters<AjvPlugin>[0];

/** Annotations: `x-label` names a field as the user sees it in the server's messages (http/errors `fieldLabel`). */
const ANNOTATIONS = ['x-entity', 'x-messages', 'x-multiline', 'x-label'];

export function contractFormats(ajv: Ajv): Ajv {
  ajv.addFormat('date-only', { type: 'string', validate: (s: string) => isCalendarDate(s, '0000-01-01', '9999-12-31') });
  ajv.addFormat('instant', { type: 'string', validate: (s: string) => isInstant(s, '0000-01-01', '9999-12-31') });
  ajv.addKeyword({
    keyword: 'x-date-min',
    type: 'string',
    schemaType: 'string',
    validate: (min: string, data: string) =>
      !isCalendarDate(data.slice(0, 10), '0000-01-01', '9999-12-31') || data.slice(0, 10) >= min,
  });
  ajv.addKeyword({
    keyword: 'x-date-max',
    type: 'string',
    schemaType: 'string',
    validate: (max: string, data: string) =>
      !isCalendarDate(data.slice(0, 10), '0000-01-01', '9999-12-31') || data.slice(0, 10) <= max,
  });
  ajv.addKeyword({
    keyword: 'x-decimal',
    schemaType: 'object',
    validate: (limits: { min: string; max: string; scale: number }, data: unknown) => isDecimalWithin(data, limits),
  });
  for (const keyword of ANNOTATIONS) ajv.addKeyword({ keyword });
  return ajv;
}

export const DATE_RANGE_TEXT = `${DATE_MIN} and ${DATE_MAX}`;
