/**
 * Compiled-query memo: a hot read's SQL text is built and compiled once per scope and shape, and each
 * request only supplies its values.
 *
 * Building a Kysely query (parsing references, freezing the operation tree) and compiling it costs about as much node
 * time as the whole rest of a small request; for a list or a search answered thousands of times a second the tree is
 * always the same and only the values change. `memoQuery(name, build)` calls `build(scoped, args)` with stand-in values
 * ("markers") instead of the request's, twice with two different sets, compiles both and keeps the SQL text with, for
 * each parameter, either the argument it came from or the constant both builds agree on. A request then runs that text
 * with its own values as parameters: the same statement the builder would have produced, without building it.
 *
 * Safety:
 * - The scope is part of the key: the facility, organisation and user the scoped database was made for (and whether the
 *   user is an organisation manager or the system user). A statement compiled for one facility is never run for
 *   another, even though the facility id is a parameter.
 * - Booleans, null and undefined are part of the key (they choose the query's shape: a condition, a join). Numbers,
 *   strings and dates are markers; `build` must use them only as values (no branching on them, no arithmetic, no
 *   string work: derive such values before and pass them as arguments).
 * - A builder that does not follow that rule is found out where it can be: the two builds must give the same SQL, every
 *   parameter must be a marker of the same argument in both or the same constant in both, and no marker may appear in
 *   the SQL text (a literal). Otherwise the query is not memoised: it is built for each request, as without the memo,
 *   and the first refusal is logged once.
 * - Under test (NODE_ENV=test) every memoised execution is also built from the real values and compared with what the
 *   memo runs: a difference throws, so a builder that branches on a value is caught by the test that reaches it.
 */
import { createQueryId, type CompiledQuery, type Compilable, type RootOperationNode } from 'kysely';
import type { ScopedDb } from './scoped';

/** An argument: numbers, strings and dates are values; booleans, null and undefined choose the shape. */
export type MemoArg = string | number | Date | boolean | null | undefined;
export type MemoArgs = Record<string, MemoArg>;
/** An arguments object (an interface too) whose every field is a MemoArg. */
export type ArgsOf<A> = { [K in keyof A]: MemoArg };

interface Entry {
  sql: string;
  query: RootOperationNode;
  /** Per parameter: the argument it takes, or a constant. */
  slots: Array<{ arg: string } | { constant: unknown }>;
}

/** Entries kept per memoised query (scopes x shapes); the oldest is dropped beyond it. */
const MAX_ENTRIES = 2000;
const CHECK = process.env.NODE_ENV === 'test';

/** Marker values: set 0 and set 1 differ from each other and from anything a request sends. */
function marker(value: MemoArg, index: number, set: 0 | 1): MemoArg {
  if (typeof value === 'number') return -(1_900_000_000 + index * 2 + set) - 0.25;
  if (typeof value === 'string') return `\u0000memo-${set}-${index}\u0000`;
  if (value instanceof Date) return new Date(Date.UTC(1901, 0, 1 + index * 2 + set, 0, 0, 0, 7));
  return value;
}

const isMarker = (v: MemoArg) => typeof v === 'number' || typeof v === 'string' || v instanceof Date;

const same = (a: unknown, b: unknown) => a === b || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());

function shapeKey(s: ScopedDb, args: MemoArgs, names: string[], shape: ReadonlySet<string>): string {
  const a = s.access;
  let key = `${a.organisationId}:${a.facilityId}:${a.userId}:${a.isOrganisationManager ? 1 : 0}${a.isSystemUser ? 1 : 0}`;
  for (const name of names) {
    const v = args[name];
    if (shape.has(name)) {
      key += `|=${v instanceof Date ? v.toISOString() : String(v)}`;
      continue;
    }
    key += `|${typeof v === 'boolean' ? (v ? 'T' : 'F') : v === null ? 'N' : v === undefined ? 'U' : v instanceof Date ? 'D' : typeof v === 'number' ? 'n' : 's'}`;
  }
  return key;
}

function compileWith<A extends ArgsOf<A>, R>(
  build: (s: ScopedDb, args: A) => Compilable<R>,
  s: ScopedDb,
  args: A,
  names: string[],
  set: 0 | 1,
  shape: ReadonlySet<string>,
) {
  const stand = {} as Record<string, MemoArg>;
  names.forEach((name, i) => {
    const value = (args as MemoArgs)[name];
    stand[name] = shape.has(name) ? value : marker(value, i, set);
  });
  return { compiled: build(s, stand as A).compile(), stand };
}

/** Builds the entry for one scope and shape, or explains why the query cannot be memoised. */
function makeEntry<A extends ArgsOf<A>, R>(
  build: (s: ScopedDb, args: A) => Compilable<R>,
  s: ScopedDb,
  args: A,
  names: string[],
  shape: ReadonlySet<string>,
): Entry | string {
  const one = compileWith(build, s, args, names, 0, shape);
  const two = compileWith(build, s, args, names, 1, shape);
  if (one.compiled.sql !== two.compiled.sql) return 'its SQL changes with the values';
  if (one.compiled.parameters.length !== two.compiled.parameters.length) return 'its parameters change with the values';
  for (const name of names.filter((n) => !shape.has(n))) {
    for (const stand of [one.stand[name], two.stand[name]]) {
      if (typeof stand === 'string' && one.compiled.sql.includes(stand)) return `${name} is written into the SQL text`;
      if (typeof stand === 'number' && one.compiled.sql.includes(String(-stand).slice(0, 10))) {
        return `${name} is written into the SQL text`;
      }
    }
  }
  const slots: Entry['slots'] = [];
  for (let i = 0; i < one.compiled.parameters.length; i++) {
    const p1 = one.compiled.parameters[i];
    const p2 = two.compiled.parameters[i];
    const markers = names.filter((name) => !shape.has(name) && isMarker(one.stand[name]));
    const arg = markers.find((name) => same(one.stand[name], p1) && same(two.stand[name], p2));
    if (arg) slots.push({ arg });
    else if (same(p1, p2) && !markers.some((name) => same(one.stand[name], p1) || same(two.stand[name], p2))) {
      slots.push({ constant: p1 });
    } else return `parameter ${i + 1} is computed from a value`;
  }
  return { sql: one.compiled.sql, query: one.compiled.query, slots };
}

const refused = new Set<string>();

/**
 * A memoised read: `const q = memoQuery('residents.search', (s, a: { pattern: string; bucket: number }) => ...)`,
 * then `await q(scoped, { pattern, bucket })` gives the rows `build(scoped, args).execute()` would.
 */
export function memoQuery<A extends ArgsOf<A>, R>(
  name: string,
  build: (s: ScopedDb, args: A) => Compilable<R>,
  options: {
    /**
     * Arguments that are part of the shape with their values (the statement is compiled once per value): for a small
     * set of values the SQL should carry as literals, e.g. a page size (`limit 25`) so PostgreSQL can settle on one
     * generic plan for the statement instead of planning it on every execution.
     */
    shape?: Array<keyof A & string>;
    /**
     * Run on connections that keep one generic plan per statement (plan_cache_mode = force_generic_plan): for a read
     * whose plan does not depend on its values (ids, a facility, dates, a page offset), which PostgreSQL would otherwise
     * plan again on every execution when its custom plans look cheaper. Not for conditions whose best plan depends on
     * the value (a `like` pattern).
     */
    genericPlan?: boolean;
  } = {},
): (s: ScopedDb, args: A) => Promise<R[]> {
  const shape: ReadonlySet<string> = new Set(options.shape ?? []);
  const entries = new Map<string, Entry | string>();
  return async (s, args) => {
    const names = Object.keys(args as MemoArgs).sort();
    const key = shapeKey(s, args as MemoArgs, names, shape) + '|' + names.join(',');
    let entry = entries.get(key);
    if (entry === undefined) {
      entry = makeEntry(build, s, args, names, shape);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
      if (typeof entry === 'string' && !refused.has(name)) {
        refused.add(name);
        console.warn(`memoQuery ${name}: not memoised (${entry}); built for each request instead.`);
      }
    }
    if (typeof entry === 'string') return (await s.executeCompiled(build(s, args).compile(), options.genericPlan)).rows;
    const parameters = entry.slots.map((slot) => ('arg' in slot ? (args as MemoArgs)[slot.arg] : slot.constant));
    if (CHECK) {
      const direct = build(s, args).compile();
      if (
        direct.sql !== entry.sql ||
        direct.parameters.length !== parameters.length ||
        direct.parameters.some((p, i) => !same(p, parameters[i]))
      ) {
        throw new Error(
          `memoQuery ${name}: the memoised statement differs from the one built from the values (the builder uses a value to choose its shape)`,
        );
      }
    }
    const compiled: CompiledQuery<R> = { sql: entry.sql, query: entry.query, parameters, queryId: createQueryId() };
    return (await s.executeCompiled(compiled, options.genericPlan)).rows;
  };
}
