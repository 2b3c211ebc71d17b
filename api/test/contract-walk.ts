/**
 * Reads a route's contract (the JSON schemas TypeBox produced for params, querystring and body) and lists its fields with
 * what kind of value each one is: what the generated object-level and bad-input suites need to know to put another
 * facility's id, or a bad value, in every field without a list written by hand.
 *
 * The kinds come from the contract blocks of shared-domain/contracts/common (`x-entity`, `date-only`, `instant`,
 * `x-multiline`, `x-decimal`, enumerations). Schemas written before those blocks are still read for what they declare
 * (a `^\d{4}-\d{2}-\d{2}` pattern is a date, a `date-time` format an instant, a digits-only pattern a number in a
 * string), so the suites test them by what they mean and fail where they fall short.
 */
import type { RouteInfo } from '../src/http/routes';

export type Location = 'params' | 'querystring' | 'body';
export const LOCATIONS: readonly Location[] = ['params', 'querystring', 'body'];

export type FieldKind =
  | 'id'
  | 'date'
  | 'instant'
  | 'text'
  | 'multiline'
  | 'decimal'
  | 'enum'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'array'
  | 'object'
  | 'unknown';

/** The subset of JSON Schema the contracts use (TypeBox output), with the contract annotations. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  'x-entity'?: string;
  'x-multiline'?: boolean;
  'x-decimal'?: { min: string; max: string; scale: number };
  'x-date-min'?: string;
  'x-date-max'?: string;
}

/** One segment of a field's path: a property name, or the first item of an array. */
export type PathSegment = string | 0;

export interface ContractField {
  location: Location;
  /** From the location's root: `['primaryContact', 'firstName']`, `['enquirySources', 0, 'id']`. */
  path: PathSegment[];
  /** The property name (the last name in the path). */
  name: string;
  /** The key the API's model state uses for this field: `primaryContact.firstName`, `enquirySources[0].id`. */
  key: string;
  kind: FieldKind;
  /** Required within its parent object (a path parameter always is). */
  required: boolean;
  /** Null is one of the accepted values. */
  nullable: boolean;
  /** The field's schema without its null branch. */
  schema: JsonSchema;
  /** `x-entity`: the kind of record the id points at (for an array of ids, its items'). */
  entity?: string;
  /** The accepted values of an enumeration. */
  values?: readonly string[];
  /** A number held in a string (path parameters declared with a digits pattern). */
  numericString?: boolean;
  /** Named like an id: `id`, `...Id`, `...Ids`. */
  idLike: boolean;
  /** For an array: what its items are. */
  item?: ContractField;
  /** Inside an array (its path has an item segment). */
  inArray: boolean;
}

/** Narrows one of RouteInfo's schema parts (TypeBox schemas, typed as TSchema) to the JSON Schema it is. */
export function schemaOf(route: RouteInfo, location: Location): JsonSchema | undefined {
  const part: unknown = route.schema?.[location];
  return part && typeof part === 'object' ? (part as JsonSchema) : undefined;
}

const isNull = (s: JsonSchema) => s.type === 'null' || (s.const === null && s.type === undefined);

function types(s: JsonSchema): string[] {
  return s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
}

/** `allOf` (TypeBox Intersect) of objects merged into one object schema. */
function mergeAllOf(s: JsonSchema): JsonSchema {
  if (!s.allOf) return s;
  const parts = s.allOf.map(mergeAllOf);
  const properties: Record<string, JsonSchema> = { ...(s.properties ?? {}) };
  const required = new Set(s.required ?? []);
  for (const p of parts) {
    Object.assign(properties, p.properties ?? {});
    for (const r of p.required ?? []) required.add(r);
  }
  const { allOf: _allOf, ...rest } = s;
  return { ...rest, type: 'object', properties, required: [...required] };
}

/** The schema without its null branch, and whether null is accepted. */
export function unwrap(schema: JsonSchema): { schema: JsonSchema; nullable: boolean; branches?: JsonSchema[] } {
  const s = mergeAllOf(schema);
  const union = s.anyOf ?? s.oneOf;
  if (union) {
    const nonNull = union.filter((b) => !isNull(b));
    const nullable = nonNull.length < union.length;
    if (nonNull.length === 1) {
      const inner = unwrap(nonNull[0]);
      return { schema: inner.schema, nullable: nullable || inner.nullable };
    }
    return { schema: { ...s, anyOf: nonNull, oneOf: undefined }, nullable, branches: nonNull };
  }
  const t = types(s);
  if (t.includes('null')) {
    const rest = t.filter((x) => x !== 'null');
    return { schema: { ...s, type: rest.length === 1 ? rest[0] : rest }, nullable: true };
  }
  if (s.enum?.includes(null)) return { schema: { ...s, enum: s.enum.filter((v) => v !== null) }, nullable: true };
  return { schema: s, nullable: false };
}

/** The values of an enumeration written as `enum`, `const` or a union of string constants; undefined otherwise. */
function enumValues(s: JsonSchema, branches?: JsonSchema[]): string[] | undefined {
  if (s.enum && s.enum.every((v) => typeof v === 'string')) return s.enum as string[];
  if (typeof s.const === 'string') return [s.const];
  if (branches && branches.length > 0) {
    const values: string[] = [];
    for (const b of branches) {
      const v = enumValues(unwrap(b).schema);
      if (!v) return undefined;
      values.push(...v);
    }
    return values;
  }
  return undefined;
}

const LEGACY_DATE = /^\^\\d\{4\}-\\d\{2\}-\\d\{2\}/;

/** A pattern that accepts digits only ('^[1-9][0-9]{0,8}$'): a number carried as text. */
function isDigitsPattern(pattern: string | undefined): boolean {
  if (!pattern) return false;
  try {
    const re = new RegExp(pattern);
    return re.test('1') && re.test('123') && !re.test('a') && !re.test('1a') && !re.test('');
  } catch {
    return false;
  }
}

const ID_NAME = /^(id|.+Id|.+Ids)$/;

function kindOf(s: JsonSchema, branches?: JsonSchema[]): { kind: FieldKind; values?: string[]; numericString?: boolean } {
  const values = enumValues(s, branches);
  if (values) return { kind: 'enum', values };
  if (branches) return { kind: 'unknown' };
  if (s['x-decimal']) return { kind: 'decimal' };
  const t = types(s);
  if (t.includes('integer')) return { kind: s['x-entity'] ? 'id' : 'integer' };
  if (t.includes('number')) return { kind: 'number' };
  if (t.includes('boolean')) return { kind: 'boolean' };
  if (t.includes('array')) return { kind: 'array' };
  if (t.includes('object') || s.properties) return { kind: 'object' };
  if (t.includes('string')) {
    if (s.format === 'date-only' || (s.format === undefined && LEGACY_DATE.test(s.pattern ?? ''))) return { kind: 'date' };
    if (s.format === 'instant' || s.format === 'date-time') return { kind: 'instant' };
    if (isDigitsPattern(s.pattern)) return { kind: 'integer', numericString: true };
    return { kind: s['x-multiline'] ? 'multiline' : 'text' };
  }
  return { kind: 'unknown' };
}

/** The model-state key of a path, as the API's error handler writes it (camel case, `[0]` for an item). */
export function keyOf(path: readonly PathSegment[]): string {
  let out = '';
  for (const p of path) {
    if (p === 0) out += '[0]';
    else out += (out ? '.' : '') + (p.length ? p[0].toLowerCase() + p.slice(1) : p);
  }
  return out;
}

function describe(location: Location, path: PathSegment[], raw: JsonSchema, required: boolean, inArray: boolean): ContractField {
  const { schema, nullable, branches } = unwrap(raw);
  const { kind, values, numericString } = kindOf(schema, branches);
  const name = [...path].reverse().find((p): p is string => typeof p === 'string') ?? '';
  const field: ContractField = {
    location,
    path,
    name,
    key: keyOf(path),
    kind,
    required,
    nullable,
    schema,
    values,
    numericString,
    idLike: false,
    inArray,
  };
  if (kind === 'array' && schema.items) field.item = describe(location, [...path, 0], schema.items, true, true);
  const entity = schema['x-entity'] ?? field.item?.schema['x-entity'];
  if (entity) field.entity = entity;
  const idShaped =
    kind === 'id' || kind === 'integer' || (kind === 'array' && (field.item?.kind === 'id' || field.item?.kind === 'integer'));
  field.idLike = idShaped && ID_NAME.test(name) && path[path.length - 1] !== 0;
  return field;
}

/** Every field of one schema part, depth first: an object or array field, then the fields inside it. */
export function* walkSchema(location: Location, root: JsonSchema | undefined): Generator<ContractField> {
  if (!root) return;
  function* visit(path: PathSegment[], object: JsonSchema, inArray: boolean): Generator<ContractField> {
    const o = unwrap(object).schema;
    const required = new Set(o.required ?? []);
    for (const [name, prop] of Object.entries(o.properties ?? {})) {
      const field = describe(location, [...path, name], prop, location === 'params' || required.has(name), inArray);
      yield field;
      yield* inside(field);
    }
  }
  function* inside(field: ContractField): Generator<ContractField> {
    if (field.kind === 'object') yield* visit(field.path, field.schema, field.inArray);
    if (field.kind === 'array' && field.item) {
      if (field.item.kind === 'object') yield* visit(field.item.path, field.item.schema, true);
      else if (field.item.kind === 'array') {
        yield field.item;
        yield* inside(field.item);
      }
    }
  }
  yield* visit([], root, false);
}

/** Every field of a route's params, querystring and body. */
export function walkRoute(route: RouteInfo): ContractField[] {
  return LOCATIONS.flatMap((location) => [...walkSchema(location, schemaOf(route, location))]);
}

/** Routes whose fields look like ids (`id`, `...Id`, `...Ids` holding integers) but do not say what they point at. */
export function idsWithoutEntity(route: RouteInfo): ContractField[] {
  return walkRoute(route).filter((f) => f.idLike && !f.entity);
}

// ---- Values

const SAMPLE_DATE = '2026-01-15';

/** A value the field's schema accepts (to fill a required field of an object the example does not send). */
export function sampleValue(raw: JsonSchema): unknown {
  const { schema, branches } = unwrap(raw);
  const { kind, values, numericString } = kindOf(schema, branches);
  switch (kind) {
    case 'enum':
      return values!.find((v) => v !== '') ?? values![0];
    case 'id':
    case 'integer': {
      const n = Math.max(1, schema.minimum ?? 1);
      return numericString ? String(n) : n;
    }
    case 'number':
      return Math.max(0, schema.minimum ?? 0);
    case 'decimal':
      return schema['x-decimal']!.min;
    case 'boolean':
      return false;
    case 'date': {
      const min = schema['x-date-min'] ?? '1900-01-01';
      const max = schema['x-date-max'] ?? '2100-12-31';
      return SAMPLE_DATE < min ? min : SAMPLE_DATE > max ? max : SAMPLE_DATE;
    }
    case 'instant':
      return `${SAMPLE_DATE}T00:00:00Z`;
    case 'text':
    case 'multiline': {
      const text = 'Example'.padEnd(schema.minLength ?? 0, 'x');
      return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, schema.minLength ?? 0)) : text;
    }
    case 'array':
      return (schema.minItems ?? 0) > 0 && schema.items ? [sampleValue(schema.items)] : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const prop = schema.properties?.[name];
        if (prop) out[name] = sampleValue(prop);
      }
      return out;
    }
    default:
      return null;
  }
}

/** The sub-schema at one path segment (a property, or an array's items). */
function childSchema(schema: JsonSchema, segment: PathSegment): JsonSchema | undefined {
  const s = unwrap(schema).schema;
  return segment === 0 ? s.items : s.properties?.[segment];
}

/** Marks a field to leave out of the request (the "missing" case). */
export const OMIT: unique symbol = Symbol('omit');

/** A JSON value written as is into the request body (`1e999`, which JSON.stringify cannot produce). */
export class RawJson {
  constructor(readonly text: string) {}
}

function clone(value: unknown): unknown {
  if (value instanceof RawJson) return value;
  if (Array.isArray(value)) return value.map(clone);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)]));
  return value;
}

/**
 * `base` with the field at `path` set to `value` (or removed, for OMIT). Objects and arrays on the way that `base` does not
 * have are built from the schema (required fields with sample values), so a field nested in an optional object can be
 * reached.
 */
export function withField(
  base: unknown,
  root: JsonSchema,
  path: readonly PathSegment[],
  value: unknown,
): Record<string, unknown> {
  const top = (base && typeof base === 'object' && !Array.isArray(base) ? clone(base) : {}) as Record<string, unknown>;
  let container: Record<string, unknown> | unknown[] = top;
  let schema: JsonSchema | undefined = root;
  for (let i = 0; i < path.length - 1; i++) {
    const seg = path[i];
    schema = schema && childSchema(schema, seg);
    const current: unknown = Array.isArray(container) ? container[0] : container[seg as string];
    let next: unknown = current;
    const wantArray = path[i + 1] === 0;
    if (wantArray ? !Array.isArray(current) : !current || typeof current !== 'object' || Array.isArray(current)) {
      next = wantArray ? [] : schema ? sampleValue(schema) : {};
      if (!wantArray && (!next || typeof next !== 'object')) next = {};
    }
    if (wantArray && (next as unknown[]).length === 0) {
      const items = schema && unwrap(schema).schema.items;
      (next as unknown[]).push(items ? sampleValue(items) : {});
    }
    if (Array.isArray(container)) container[0] = next;
    else container[seg as string] = next;
    container = next as Record<string, unknown> | unknown[];
  }
  const last = path[path.length - 1];
  if (Array.isArray(container)) {
    if (value === OMIT) container.splice(0, 1);
    else container[0] = value;
  } else if (value === OMIT) delete container[last as string];
  else container[last as string] = value;
  return top;
}

/** JSON text of a body, with RawJson values written verbatim. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
