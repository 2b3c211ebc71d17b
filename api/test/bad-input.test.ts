/**
 * Bad input, generated from the route registry and the contracts: for every write route and every field of
 * its params, query and body, values the contract must refuse (wrong type, missing, empty, too long, impossible and
 * extreme dates, control characters, negative and huge numbers, unknown enumeration values, arrays and objects where a
 * scalar belongs), each with the route's example everywhere else, as a user with every permission. Each answers 400 with
 * the model state naming the field, and the route's batch writes nothing (checked in the database: see
 * security-request.ts `fingerprint`). The query fields of read routes answer 400 or 2xx. Nothing answers 5xx.
 *
 * The cases follow what a field is (contract-walk.ts), not what its schema happens to allow today: a date declared as a
 * bare pattern still gets 29 February 2023, a text without a pattern still gets a NUL. That is how the suite covers more
 * as the contracts move to the blocks of shared-domain/contracts/common.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DATE_MAX, DATE_MIN } from 'shared-domain/calendar';
import type { RouteInfo } from '../src/http/routes';
import { OMIT, RawJson, sampleValue, schemaOf, walkRoute, withField, type ContractField } from './contract-walk';
import { createTestContext, type TestContext } from './helpers';
import { changedTables, fingerprint, requestRoute, sendsBody, tableNames, type RouteRequest } from './security-request';

let t: TestContext;
let routes: RouteInfo[];
let tables: string[];
let token: string;

before(async () => {
  t = await createTestContext();
  routes = t.app.routeRegistry;
  // The token first: the first one creates the signing key, a write the fingerprints must not see. It lasts the whole
  // suite (an hour): on a loaded machine it runs longer than a signed-in token's five minutes.
  token = await t.tokenFor('system@demo.local', { expiresIn: '1h' });
  tables = await tableNames(t.handle.db);
});
after(async () => {
  await t?.close();
});

/** Fastify's router takes no path parameter longer than this (`maxParamLength`). */
const MAX_PARAM_LENGTH = 100;

/**
 * A path parameter longer than the router takes is refused by Fastify before any route runs (414 URI Too Long,
 * FST_ERR_MAX_PARAM_LENGTH): nothing is read or written, so it is accepted here although it is not a model state.
 */
function routerLimit(f: ContractField, value: unknown, status: number): boolean {
  return (
    f.location === 'params' &&
    typeof value === 'string' &&
    encodeURIComponent(value).length > MAX_PARAM_LENGTH &&
    (status === 414 || status === 404)
  );
}
const HUGE_TEXT = 100_000;

interface Case {
  label: string;
  /** The JSON value to send (OMIT: leave the field out). */
  value: unknown;
}

const WRONG_SHAPES = (sample: unknown): Case[] => [
  { label: 'object for a scalar', value: { unexpected: 1 } },
  { label: 'array for a scalar', value: [sample, sample] },
];

function rangeOf(f: ContractField): { min: string; max: string } {
  return { min: f.schema['x-date-min'] ?? DATE_MIN, max: f.schema['x-date-max'] ?? DATE_MAX };
}

const EXTREME_DATES = ['0001-01-01', '9999-12-31', '1899-12-31', '2101-01-01'];
const IMPOSSIBLE_DATES = ['2023-02-29', '2024-04-31'];
const CONTROL = [
  { label: 'NUL', char: '\u0000' },
  { label: 'U+0001', char: '\u0001' },
  { label: 'ESC', char: '\u001b' },
];

/** Digits a decimal limit has before its point, to build a value just above it. */
function aboveMax(max: string): string {
  const whole = max.replace('-', '').split('.')[0];
  return '9'.repeat(whole.length + 1);
}

/** The values the field's contract must refuse. */
function casesFor(f: ContractField): Case[] {
  const s = f.schema;
  const out: Case[] = [];
  // An array's item is never "missing" (an empty array is a value), and a path parameter cannot be left out.
  const isItem = f.path[f.path.length - 1] === 0;
  if (f.required && f.location !== 'params' && !isItem) out.push({ label: 'missing', value: OMIT });
  const numeric = (integer: boolean) => {
    const min = s.minimum ?? s.exclusiveMinimum;
    const max = s.maximum ?? s.exclusiveMaximum;
    out.push({ label: 'text for a number', value: 'abc' }, { label: 'empty', value: '' });
    if (integer) out.push({ label: 'fraction for an integer', value: 1.5 });
    if (min === undefined || min >= 0) out.push({ label: 'negative', value: -1 });
    if (min !== undefined && min >= 1) out.push({ label: 'zero', value: 0 });
    if (max === undefined || max < 2147483648) out.push({ label: '2147483648', value: 2147483648 });
    out.push(
      { label: '1e308', value: 1e308 },
      { label: '1e999 (raw JSON)', value: new RawJson('1e999') },
      { label: '"1e999"', value: '1e999' },
      { label: `${HUGE_TEXT} digits`, value: '9'.repeat(HUGE_TEXT) },
    );
    out.push(...WRONG_SHAPES(1));
  };
  switch (f.kind) {
    case 'id':
    case 'integer':
      if (f.numericString) {
        // A number carried in a path parameter's text.
        out.push(
          { label: 'text for a number', value: 'abc' },
          { label: 'negative', value: '-1' },
          { label: 'zero', value: '0' },
          { label: 'fraction', value: '1.5' },
          { label: '2147483648', value: '2147483648' },
          { label: '1e308', value: '1e308' },
          { label: '1e999', value: '1e999' },
          { label: `${HUGE_TEXT} digits`, value: '9'.repeat(HUGE_TEXT) },
        );
      } else numeric(true);
      break;
    case 'number':
      numeric(false);
      break;
    case 'decimal': {
      const limits = s['x-decimal']!;
      out.push(
        { label: 'text for a number', value: 'abc' },
        { label: 'empty', value: '' },
        { label: 'boolean', value: true },
        { label: 'too many decimals', value: `1.${'1'.repeat(limits.scale + 1)}` },
        { label: 'above the maximum', value: aboveMax(limits.max) },
        { label: '1e308', value: 1e308 },
        { label: '1e999 (raw JSON)', value: new RawJson('1e999') },
        { label: `${HUGE_TEXT} digits`, value: '9'.repeat(HUGE_TEXT) },
        ...WRONG_SHAPES('1'),
      );
      if (Number(limits.min) >= 0) out.push({ label: 'negative', value: '-1' });
      break;
    }
    case 'boolean':
      out.push(
        { label: 'text for a boolean', value: 'maybe' },
        { label: 'number for a boolean', value: 2 },
        { label: 'empty', value: '' },
      );
      out.push(...WRONG_SHAPES(true));
      break;
    case 'enum': {
      const values = f.values ?? [];
      out.push({ label: 'unknown value', value: 'NotAValue' }, { label: 'NUL', value: `${values[0] ?? 'A'}\u0000` });
      const lower = values[0]?.toLowerCase();
      if (lower && !values.includes(lower)) out.push({ label: 'wrong case', value: lower });
      if (!values.includes('')) out.push({ label: 'empty', value: '' });
      out.push({ label: `${HUGE_TEXT} characters`, value: 'A'.repeat(HUGE_TEXT) }, ...WRONG_SHAPES(values[0] ?? 'A'));
      break;
    }
    case 'date':
    case 'instant': {
      const { min, max } = rangeOf(f);
      const as = (d: string) => (f.kind === 'instant' ? `${d}T10:00:00Z` : d);
      for (const d of IMPOSSIBLE_DATES) out.push({ label: `impossible date ${d}`, value: as(d) });
      for (const d of EXTREME_DATES) if (d < min || d > max) out.push({ label: `extreme date ${d}`, value: as(d) });
      out.push(
        { label: 'not a date', value: 'not a date' },
        { label: 'empty', value: '' },
        { label: 'NUL', value: `${as('2024-01-01')}\u0000` },
        { label: 'number for a date', value: 12345 },
        { label: `${HUGE_TEXT} characters`, value: '2'.repeat(HUGE_TEXT) },
        ...WRONG_SHAPES(as('2024-01-01')),
      );
      break;
    }
    case 'text':
    case 'multiline': {
      if ((s.minLength ?? 0) >= 1 || (f.required && !f.nullable)) out.push({ label: 'empty', value: '' });
      if (s.maxLength !== undefined) out.push({ label: `too long (${s.maxLength + 1})`, value: 'x'.repeat(s.maxLength + 1) });
      if (s.maxLength === undefined || s.maxLength < HUGE_TEXT)
        out.push({ label: `${HUGE_TEXT} characters`, value: 'x'.repeat(HUGE_TEXT) });
      for (const c of CONTROL) out.push({ label: c.label, value: `a${c.char}b` });
      if (f.kind === 'text') out.push({ label: 'tab', value: 'a\tb' }, { label: 'line feed', value: 'a\nb' });
      out.push(...WRONG_SHAPES('a'));
      break;
    }
    case 'array':
      out.push({ label: 'object for an array', value: { unexpected: 1 } });
      if (s.maxItems !== undefined && f.item) {
        const item = sampleValue(f.item.schema);
        out.push({ label: `too many items (${s.maxItems + 1})`, value: Array.from({ length: s.maxItems + 1 }, () => item) });
      }
      break;
    case 'object':
      out.push({ label: 'text for an object', value: 'x' }, { label: 'array for an object', value: [1, 2] });
      break;
    default:
      break;
  }
  // The API's validator coerces types (app.ts: coerceTypes), and reads '', 0 and false as null where null is accepted: a
  // nullable field sent one of them is cleared, which is a value, not bad input.
  return f.nullable ? out.filter((c) => c.value !== '' && c.value !== 0 && c.value !== false) : out;
}

/** The case as the location carries it (query and path values are text); undefined when it cannot be sent there. */
function carried(f: ContractField, value: unknown): unknown {
  if (f.location === 'body' || value === OMIT) return value;
  const text = (v: unknown): string | undefined =>
    v instanceof RawJson
      ? v.text
      : typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
        ? String(v)
        : undefined;
  if (Array.isArray(value)) {
    if (f.location === 'params') return undefined;
    const items = value.map(text);
    return items.every((x) => x !== undefined) ? items : undefined;
  }
  const single = text(value);
  if (f.location === 'params' && (single === undefined || single === '')) return undefined;
  return single;
}

/** The field's cases as its location carries them, each value once ('1e999' as JSON and as text are one query value). */
function sendable(f: ContractField): Case[] {
  const seen = new Set<string>();
  const out: Case[] = [];
  for (const c of casesFor(f)) {
    const value = carried(f, c.value);
    if (value === undefined) continue;
    const id = value === OMIT ? 'OMIT' : value instanceof RawJson ? `raw:${value.text}` : JSON.stringify(value);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ label: c.label, value });
  }
  return out;
}

/** The request with `value` in field `f` and the route's example everywhere else. */
function withValue(r: RouteInfo, f: ContractField, value: unknown): RouteRequest {
  if (f.location === 'params') return { params: { [f.name]: value as string } };
  if (f.location === 'querystring') {
    if (value === OMIT) return { omitQuery: [f.name] };
    return { query: { [f.name]: value as string | string[] } };
  }
  const bodySchema = schemaOf(r, 'body')!;
  return { body: withField(r.example?.body ?? sampleValue(bodySchema), bodySchema, f.path, value) };
}

/** Every field a case can be put in: the walked fields, and the items of arrays of scalars. */
function fieldsOf(r: RouteInfo, locations: ReadonlyArray<ContractField['location']>): ContractField[] {
  const out: ContractField[] = [];
  for (const f of walkRoute(r)) {
    if (!locations.includes(f.location)) continue;
    // Query and path values are flat: only their top-level fields can be sent.
    if (f.location !== 'body' && f.path.length > 1) continue;
    out.push(f);
    if (f.location === 'body' && f.kind === 'array' && f.item && f.item.kind !== 'object' && f.item.kind !== 'array')
      out.push(f.item);
  }
  return out;
}

function describeValue(v: unknown): string {
  if (v === OMIT) return '(missing)';
  const text = v instanceof RawJson ? v.text : (JSON.stringify(v) ?? String(v));
  return text.length > 40 ? `${text.slice(0, 37)}... (${text.length} chars)` : text;
}

/** What is wrong with a 400's body: it must be `{ modelState }` with messages, naming the field when there is one. */
function modelStateProblem(body: string, key: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return 'the body is not JSON';
  }
  const ms = (json as { modelState?: unknown } | null)?.modelState;
  if (!ms || typeof ms !== 'object' || Array.isArray(ms)) return `no modelState: ${body.slice(0, 200)}`;
  const entries = Object.entries(ms as Record<string, unknown>);
  if (entries.length === 0) return 'an empty modelState';
  for (const [k, v] of entries) {
    if (!Array.isArray(v) || v.length === 0 || !v.every((m) => typeof m === 'string' && m.length > 0))
      return `modelState.${k} is not a list of messages`;
  }
  // The field, a field inside it, or for an item of an array, the array (`specialisedCareIds` for `specialisedCareIds[0]`).
  const keys = [key, key.split('[0]')[0]];
  const named = entries.some(([k]) => keys.some((x) => k === x || k.startsWith(`${x}.`) || k.startsWith(`${x}[`)));
  return named ? undefined : `modelState does not name ${key}: ${body.slice(0, 200)}`;
}

function routeLabel(r: RouteInfo) {
  return `${r.method} ${r.url}`;
}

function fieldLabel(f: ContractField) {
  return `${f.location === 'querystring' ? 'query' : f.location} ${f.key}`;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function reportFailures(tc: { diagnostic(message: string): void }, failures: string[], fiveHundreds: string[]) {
  for (const f of fiveHundreds) tc.diagnostic(`  5xx ${f}`);
  for (const f of failures) tc.diagnostic(`  FAIL ${f}`);
  const shown = [...fiveHundreds.map((f) => `5xx ${f}`), ...failures].slice(0, 40).join('\n');
  assert.equal(
    fiveHundreds.length + failures.length,
    0,
    `${fiveHundreds.length} answers 5xx, ${failures.length} other failures:\n${shown}`,
  );
}

describe('bad input, generated from the route registry and the contracts', () => {
  test('every field of every write route: bad input => 400 with the model state, nothing written, never 5xx', async (tc) => {
    const started = Date.now();
    const failures: string[] = [];
    const fiveHundreds: string[] = [];
    let writeRoutes = 0;
    let fieldCount = 0;
    let caseCount = 0;
    for (const r of routes.filter((x) => WRITE_METHODS.has(x.method as string) && !x.stream)) {
      // DELETE carries no body unless its contract declares one; a multipart upload's file part is not a JSON body.
      const locations: Array<ContractField['location']> = ['params', 'querystring'];
      if (sendsBody(r) && !r.example?.multipart) locations.push('body');
      const fields = fieldsOf(r, locations);
      if (fields.length === 0) continue;
      writeRoutes++;
      fieldCount += fields.length;
      const before = await fingerprint(t.handle.db, tables);
      const accepted: string[] = [];
      for (const f of fields) {
        for (const { label, value } of sendable(f)) {
          caseCount++;
          const res = await requestRoute(t.app, r, { token, ...withValue(r, f, value) });
          const where = `${routeLabel(r)} ${fieldLabel(f)} [${label}] ${describeValue(value)}`;
          if (res.statusCode >= 500) {
            fiveHundreds.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
            continue;
          }
          // A path parameter the router does not match (too long) is a 404 of the router: the route never ran.
          if (routerLimit(f, value, res.statusCode)) continue;
          if (res.statusCode !== 400) {
            accepted.push(`${fieldLabel(f)} [${label}]`);
            failures.push(`${where}: answered ${res.statusCode} ${res.body.slice(0, 160)}`);
            continue;
          }
          const problem = modelStateProblem(res.body, f.key);
          if (problem) failures.push(`${where}: ${problem}`);
        }
      }
      const written = changedTables(before, await fingerprint(t.handle.db, tables));
      if (written.length) {
        failures.push(
          `${routeLabel(r)}: its bad input wrote to ${written.join(', ')} (cases not refused: ${accepted.join(', ') || 'none'})`,
        );
      }
    }
    tc.diagnostic(
      `bad-input coverage: ${writeRoutes} write routes, ${fieldCount} fields, ${caseCount} cases in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    reportFailures(tc, failures, fiveHundreds);
  });

  test('query fields (and path parameters) of read routes: bad input => 400 or 2xx, never 5xx', async (tc) => {
    const started = Date.now();
    const failures: string[] = [];
    const fiveHundreds: string[] = [];
    let readRoutes = 0;
    let fieldCount = 0;
    let caseCount = 0;
    for (const r of routes.filter((x) => x.method === 'GET' && !x.stream)) {
      const fields = fieldsOf(r, ['querystring', 'params']);
      if (fields.length === 0) continue;
      readRoutes++;
      fieldCount += fields.length;
      for (const f of fields) {
        for (const { label, value } of sendable(f)) {
          caseCount++;
          const res = await requestRoute(t.app, r, { token, ...withValue(r, f, value) });
          const where = `${routeLabel(r)} ${fieldLabel(f)} [${label}] ${describeValue(value)}`;
          if (res.statusCode >= 500) fiveHundreds.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (res.statusCode === 400) {
            const problem = modelStateProblem(res.body, f.key);
            if (problem) failures.push(`${where}: ${problem}`);
          } else if (res.statusCode === 404 || routerLimit(f, value, res.statusCode)) {
            // No such record, or a path parameter the router does not take: an answer without data, not a failure.
          } else if (res.statusCode < 200 || res.statusCode >= 300)
            failures.push(`${where}: answered ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    tc.diagnostic(
      `bad-input coverage (read routes): ${readRoutes} routes, ${fieldCount} query and path fields, ${caseCount} cases ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    reportFailures(tc, failures, fiveHundreds);
  });
});
