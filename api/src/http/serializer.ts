/**
 * The response serializer: fast-json-stringify over each route's response schema (what Fastify does by default), given
 * the schema with its nullable scalars written as a list of types. The contracts declare a nullable field as a union
 * (`Nullable(T)`: `anyOf: [{ type: 'null' }, T]`), and for an `anyOf` fast-json-stringify runs an ajv validation of
 * each branch against every value it writes to choose the branch: on the resident record that was about two thirds of
 * the serialization's time. A union whose branches are all scalars (string, number, integer, boolean, null) is written
 * the same whichever branch matches, so `{ type: [..the branches' types] }` (with the string branch's format, which
 * turns a Date into its ISO text) writes the same JSON without validating. Unions with an object or an array branch
 * are left as they are. The schema the routes declare (validation, OpenAPI) is not changed: only the serializer's copy.
 */
import { createRequire } from 'node:module';

/** fast-json-stringify, the serializer Fastify itself depends on (resolved from Fastify, as the version it was built with). */
type FastJson = (schema: object) => (data: unknown) => string;
const fastJson = createRequire(createRequire(import.meta.url).resolve('fastify'))('fast-json-stringify') as FastJson;

type Schema = Record<string, unknown>;

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);
/** Keywords a scalar branch may carry that do not change how a value is written (constraints and annotations). */
const WRITE_NEUTRAL = new Set([
  'type',
  'const',
  'enum',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'title',
  'description',
  'examples',
  'default',
]);

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A branch that is one scalar type (or a list of them) with nothing that changes how its value is written. */
function scalarBranch(branch: unknown): { types: string[]; format?: string } | null {
  if (!isObject(branch)) return null;
  if (Object.keys(branch).some((k) => !WRITE_NEUTRAL.has(k) && !k.startsWith('x-'))) return null;
  const types = Array.isArray(branch.type) ? branch.type : [branch.type];
  if (!types.length || !types.every((t) => typeof t === 'string' && SCALAR_TYPES.has(t))) return null;
  return { types: types as string[], format: typeof branch.format === 'string' ? branch.format : undefined };
}

/** `anyOf` of scalars as a list of types; `undefined` when the union must stay as it is. */
export function scalarUnion(anyOf: unknown[]): Schema | undefined {
  const branches = anyOf.map(scalarBranch);
  if (branches.some((b) => b === null)) return undefined;
  const types = [...new Set(branches.flatMap((b) => b!.types))];
  const formats = [...new Set(branches.map((b) => b!.format).filter((f): f is string => !!f))];
  // Two string branches with different formats (or a formatted and a plain one) are written differently: keep them.
  const stringBranches = branches.filter((b) => b!.types.includes('string'));
  if (formats.length > 1 || (formats.length === 1 && stringBranches.some((b) => b!.format !== formats[0]))) return undefined;
  return formats.length ? { type: types, format: formats[0] } : { type: types };
}

/** The schema for the serializer: every scalar union, at any depth, as a list of types. */
export function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (!isObject(schema)) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = forSerializer(value);
  if (Array.isArray(out.anyOf)) {
    const union = scalarUnion(out.anyOf);
    if (union) {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...union };
    }
  }
  return out;
}

/** Fastify's serializer compiler: fast-json-stringify over the route's response schema, unions simplified. */
export function serializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  return fastJson(forSerializer(schema) as object);
}
