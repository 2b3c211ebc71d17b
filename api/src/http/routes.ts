import { AuthCache, createAuthCache } from './auth-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods, RouteHandlerMethod } from 'fastify';
import { codeForPermissionName, type PermissionFlag, type PermissionName } from 'shared-domain/permissions';
import type { LiveTopic } from 'shared-domain/live';
import type { Static, TSchema } from '@sinclair/typebox';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { createTokenVerifier, type TokenVerifier } from '../security/keys';
import { HttpError, ModelStateError, forbidden, notFound, unauthorized } from './errors';
import { ScopedDb } from '../db/scoped';
import { isConnectionLoss } from '../db/connection-loss';
import { publishLiveChange } from '../live/publish';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from 'shared-domain/idempotency';
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_SCHEMA, idempotentHandler } from './idempotency';

export type RouteScope = 'facility' | 'user' | 'anonymous' | 'system';

export interface FacilityInfo {
  id: number;
  name: string;
  region: string | null;
  facilityType: 'AgeCare' | 'IndependentLiving';
  isBillingIntegratedFacility: boolean;
  organisationId: number;
  supportThreshold: string;
}

export interface PermissionEntry {
  permissionCode: number;
  canView: boolean;
  canModify: boolean;
  canRemove: boolean;
  canAction: boolean;
}

export interface AuthUser {
  id: number;
  organisationId: number;
  email: string;
  firstName: string;
  lastName: string;
  roleId: number;
  roleName: string;
  isSystemUser: boolean;
  isOrganisationManager: boolean;
}

export interface AuthInfo {
  user: AuthUser;
  /** The current facility (facility-scoped routes only). */
  facility: FacilityInfo | null;
  permissions: PermissionEntry[];
  token: { sub: string; scope: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthInfo;
    /** The request-scoped data access the guard builds (src/db/scoped.ts): what repositories receive. */
    scoped?: ScopedDb;
  }
  interface FastifyInstance {
    routeRegistry: RouteInfo[];
  }
}

export interface FeatureFlagGuard {
  name: string;
  level: 'system' | 'facility';
  /** Status when the flag is off (default 404: the feature does not exist for this facility). */
  status?: 403 | 404;
}

/** The request parts a route's contract declares (TypeBox schemas from shared-domain/contracts). */
export interface RouteSchemas {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  response?: Record<number, TSchema>;
}
type Part<S, K extends keyof RouteSchemas> = S extends { [P in K]: infer T }
  ? T extends TSchema
    ? Static<T>
    : unknown
  : unknown;
/** The typed request a handler receives: what the contract's schemas let through validation. */
export type ContractRequest<S extends RouteSchemas> = FastifyRequest<{
  Params: Part<S, 'params'>;
  Querystring: Part<S, 'querystring'>;
  Body: Part<S, 'body'>;
  Headers: Part<S, 'headers'>;
}>;

export interface RouteDeclaration<S extends RouteSchemas = RouteSchemas> {
  method: HTTPMethods;
  url: string;
  scope: RouteScope;
  permission?: { name: PermissionName; flag: PermissionFlag };
  /**
   * Routes the residents and leads areas share (a lead is a resident who is not admitted yet): when the resident in
   * `:id` (or `:residentId`) is a lead in the facility, this permission is checked instead of `permission`
   * (seed 000 §6: 101-106 guard leads, 201-211 residents). Needs a facility-scoped route and `permission`.
   */
  leadPermission?: { name: PermissionName; flag: PermissionFlag };
  /**
   * The record whose state chooses between `permission` and `leadPermission`, when it is not the resident of the path:
   * an independent-living allocation named by a path parameter or a body field, an enquiry (its people are leads) while
   * it is not admitted (no occupied date), then the residents' allocation. Needs `leadPermission`.
   */
  leadRecord?: { kind: 'allocation'; in: 'params' | 'body'; field: string };
  featureFlag?: FeatureFlagGuard;
  /** Restricts a facility-scoped route to one facility type (404 for the other). */
  facilityType?: 'AgeCare' | 'IndependentLiving';
  summary?: string;
  tags?: string[];
  /** The contract: validation, the handler's request type and OpenAPI. */
  schema?: S & Omit<FastifySchema, keyof RouteSchemas>;
  /** Example of a valid request for the generated security tests (query without facilityId, body). */
  example?: {
    query?: Record<string, string>;
    body?: unknown;
    params?: Record<string, string>;
    /** A multipart/form-data upload instead of a JSON body: one file part. */
    multipart?: { field: string; filename: string; contentType: string; content: string | Buffer };
    /**
     * What the example needs to succeed that no constant can name (a line's id and version at the moment the example
     * is sent, the time a month was last fetched, a workbook the product made for the month): the suite that sends the
     * example to succeed looks it up just before, in the database or through another route (test/security-request.ts
     * `resolveExample`, which says what each name means), and puts it in the example; the example's own values stand
     * in wherever a request is refused anyway.
     */
    lookup?: ExampleLookup;
  };
  /** A streaming response (server-sent events): the generated tests check its guard only. */
  stream?: boolean;
  /**
   * The live channel's topics this write changes (shared-domain/live.ts): after a successful answer (2xx), once its
   * transaction has committed, the platform tells the readers of the request's facility that they changed, so every
   * open screen of them reloads. Facility-scoped writes only; declared here, never published by the handler.
   */
  live?: readonly LiveTopic[];
  /**
   * A write that creates money or events (an admission, a tour, a payment, a sundry post, a fee run) and honours an
   * `Idempotency-Key` header: sent twice with the same key it takes effect once, and the second answer is the first's
   * (src/http/idempotency.ts). Needs a signed-in scope and a write method; the handler answers by returning its body.
   */
  idempotent?: boolean;
  handler: (request: ContractRequest<S>, reply: FastifyReply) => unknown;
}

export type RouteInfo = Omit<RouteDeclaration, 'handler'>;

/** The demo database look-ups a route's example may name (see RouteDeclaration.example.lookup). */
export const EXAMPLE_LOOKUPS = [
  'statementLastFetch',
  'statementExpectedBuild',
  'unactionedExpectedLine',
  'unfinalisedLine',
  'balancesWorkbook',
  'allocationVersion',
] as const;
export type ExampleLookup = (typeof EXAMPLE_LOOKUPS)[number];

const FACILITY_REQUIRED = 'The facilityId field is required.';

/** What the guard reads for a signed-in user: the user, their role's permissions, the requested facility if theirs. */
export interface SignedIn {
  user: AuthUser & { isActive: boolean };
  permissions: PermissionEntry[];
  facility: FacilityInfo | null;
}

/**
 * The reads the guard needs, supplied by the auth module (api/src/modules/auth/repository.ts: the sign-in and
 * permission SQL lives there, not in the HTTP layer): the composition root hands them to `setupRoutes`.
 */
export interface GuardReads {
  signedIn(db: AppContext<Database>['db'], userId: number, facilityId?: number): Promise<SignedIn | undefined>;
  featureFlagOn(s: ScopedDb, guard: FeatureFlagGuard): Promise<boolean>;
}

export function hasFlag(permissions: PermissionEntry[], name: PermissionName, flag: PermissionFlag): boolean {
  const code = codeForPermissionName(name);
  const entry = permissions.find((p) => p.permissionCode === code);
  return !!entry && entry[flag] === true;
}

function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1];
}

/**
 * Whether the record the route names is a lead's (not admitted) in the facility. By default the resident of `:id` /
 * `:residentId` (or the note's resident for `:noteId`): the residency `resolve.resident` chooses (the record's). With
 * `leadRecord` an allocation (path or body): an enquiry while not admitted. An id the facility cannot see is not a lead
 * (the route then answers 404 itself); the guard runs before validation, so a value that is not an id is none either.
 */
async function isLead(s: ScopedDb, request: FastifyRequest, leadRecord: RouteInfo['leadRecord']): Promise<boolean> {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const idOf = (raw: unknown) =>
    (typeof raw === 'string' || typeof raw === 'number') && /^\d{1,9}$/.test(String(raw)) ? Number(raw) : undefined;
  try {
    if (leadRecord) {
      const source = leadRecord.in === 'params' ? params : request.body;
      const raw = source && typeof source === 'object' ? (source as Record<string, unknown>)[leadRecord.field] : undefined;
      const allocationId = idOf(raw);
      return allocationId !== undefined && !(await s.resolve.allocation(allocationId)).isAdmitted;
    }
    let residentId = idOf(params.id ?? params.residentId);
    const noteId = idOf(params.noteId);
    if (residentId === undefined && noteId !== undefined) residentId = (await s.resolve.note(noteId)).residentId;
    if (residentId === undefined) return false;
    return (await s.resolve.resident(residentId)).isLead;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) return false;
    throw err;
  }
}

/** How long a verified token is taken as verified without checking its signature again (never past its `exp`). */
export const VERIFIED_TOKEN_TTL_MS = 60_000;
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/**
 * A token verifier that remembers the tokens it verified (an RS256 signature check is the guard's largest CPU cost on
 * a short request): a token is checked again after VERIFIED_TOKEN_TTL_MS, and refused once its `exp` has passed. The
 * minute matches how long a removed signing key is already honoured (the key set is reloaded at most once a minute).
 * Only the token is cached here; the user, their role, permissions and facility are in the auth cache (auth-cache.ts),
 * which every write to them empties.
 */
export function cachedTokenVerifier(verify: TokenVerifier, now: () => number = Date.now): TokenVerifier {
  const verified = new Map<string, { claims: Awaited<ReturnType<TokenVerifier>>; until: number }>();
  return async (token) => {
    const t = now();
    const hit = verified.get(token);
    if (hit && t < hit.until) return hit.claims;
    if (hit) verified.delete(token);
    const claims = await verify(token);
    const exp = typeof claims.exp === 'number' ? claims.exp * 1000 : t;
    if (verified.size >= VERIFIED_TOKEN_CACHE_SIZE) verified.clear();
    verified.set(token, { claims, until: Math.min(exp, t + VERIFIED_TOKEN_TTL_MS) });
    return claims;
  };
}

/**
 * The one guard every declared route goes through, in order: bearer token (401), active user (401),
 * facilityId present (400) and one of the user's facilities (404), facility type (404), permission (403),
 * feature flag (403/404), system users only (403).
 */
export function createGuard(
  ctx: AppContext<Database>,
  verify: TokenVerifier,
  reads: GuardReads,
  authCache: AuthCache<SignedIn | undefined> = new AuthCache(false),
) {
  return (decl: RouteInfo) => async (request: FastifyRequest) => {
    if (decl.scope === 'anonymous') return;
    const token = bearer(request);
    if (!token) throw unauthorized();
    let claims;
    try {
      claims = await verify(token);
    } catch (err) {
      // Reloading the signing keys needs the database: its loss is a 503, not a sign-out.
      if (isConnectionLoss(err)) throw err;
      throw unauthorized();
    }
    if (!/^\d{1,9}$/.test(claims.sub)) throw unauthorized();
    if (!claims.scope.split(' ').includes('api')) throw unauthorized();
    let facilityId: number | undefined;
    if (decl.scope === 'facility') {
      const raw = (request.query as Record<string, unknown> | undefined)?.facilityId;
      const text = Array.isArray(raw) ? raw[0] : raw;
      if (text === undefined || text === null || text === '') throw ModelStateError.field('facilityId', FACILITY_REQUIRED);
      if (typeof text !== 'string' && typeof text !== 'number') throw ModelStateError.field('facilityId', FACILITY_REQUIRED);
      if (!/^\d{1,9}$/.test(String(text))) throw ModelStateError.field('facilityId', 'The value is not valid for facilityId.');
      facilityId = Number(text);
    }
    // One round trip: user, role, permissions and (facility-scoped routes) the facility if it is one of the user's.
    // Served from the auth cache when nothing it holds was written since (src/http/auth-cache.ts).
    const userId = Number(claims.sub);
    const loaded = await authCache.get(`${userId}:${facilityId ?? ''}`, () => reads.signedIn(ctx.db, userId, facilityId));
    if (!loaded || !loaded.user.isActive) throw unauthorized();
    const { user, permissions } = loaded;
    let facility: FacilityInfo | null = null;
    if (decl.scope === 'facility') {
      const found = loaded.facility;
      if (!found) throw notFound('The facility was not found.');
      if (decl.facilityType && found.facilityType !== decl.facilityType)
        throw notFound(`This is not available for ${found.name}.`);
      facility = found;
    }

    const { isActive: _ignored, ...authUser } = user;
    const scoped = new ScopedDb(
      ctx.db,
      {
        userId: authUser.id,
        organisationId: authUser.organisationId,
        facilityId: facility?.id ?? null,
        isOrganisationManager: authUser.isOrganisationManager,
        isSystemUser: authUser.isSystemUser,
      },
      ctx.genericDb,
    );
    if (decl.permission) {
      const lead = decl.leadPermission;
      // Whether the person is a lead decides which permission applies; a user holding both needs no lookup.
      const holdsBoth =
        !!lead && hasFlag(permissions, lead.name, lead.flag) && hasFlag(permissions, decl.permission.name, decl.permission.flag);
      const required =
        lead && facility && !holdsBoth && (await isLead(scoped, request, decl.leadRecord)) ? lead : decl.permission;
      if (!hasFlag(permissions, required.name, required.flag)) throw forbidden();
    }
    if (decl.featureFlag && !(await reads.featureFlagOn(scoped, decl.featureFlag))) {
      if ((decl.featureFlag.status ?? 404) === 403) throw forbidden('This feature is not enabled.');
      throw notFound('This feature is not enabled.');
    }
    if (decl.scope === 'system' && !user.isSystemUser) throw forbidden();
    request.auth = { user: authUser, facility, permissions, token: { sub: claims.sub, scope: claims.scope } };
    request.scoped = scoped;
  };
}

/** The request's scoped data access (set by the guard on every route that is not anonymous). */
export function scopedDb(request: FastifyRequest): ScopedDb {
  if (!request.scoped) throw new Error('No scoped data access: the route is anonymous or was not declared with defineRoute.');
  return request.scoped;
}

const FACILITY_QUERY = { type: 'integer', minimum: 1, description: 'The current facility' } as const;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Registers the route registry, the guard and `defineRoute`. Call once per app before the modules. */
export function setupRoutes(app: FastifyInstance, ctx: AppContext<Database>, reads: GuardReads): void {
  app.decorate('routeRegistry', [] as RouteInfo[]);
  const verify = cachedTokenVerifier(createTokenVerifier(ctx));
  const auth = createAuthCache<SignedIn | undefined>(ctx.config.databaseUrl);
  app.addHook('onClose', () => auth.close());
  authCaches.set(app, auth.cache);
  guards.set(app, createGuard(ctx, verify, reads, auth.cache));
  notifiers.set(app, ctx.notifier);
}

const notifiers = new WeakMap<object, AppContext['notifier']>();

const authCaches = new WeakMap<object, AuthCache<SignedIn | undefined>>();
/** The app's auth cache (tests: whether it is on). */
export function authCacheOf(app: FastifyInstance): AuthCache<SignedIn | undefined> | undefined {
  return authCaches.get(app);
}

const guards = new WeakMap<object, (decl: RouteInfo) => (request: FastifyRequest) => Promise<void>>();

/** Declares a route: recorded in the registry (OpenAPI, generated security tests) and guarded by the one guard. */
export function defineRoute<const S extends RouteSchemas>(app: FastifyInstance, decl: RouteDeclaration<S>): void {
  let guard: ((decl: RouteInfo) => (request: FastifyRequest) => Promise<void>) | undefined;
  let notifier: AppContext['notifier'] | undefined;
  // Encapsulated child instances reach the root's guard (and its decorated registry) through the prototype chain.
  for (let a: object | null = app; a && !guard; a = Object.getPrototypeOf(a) as object | null) {
    guard = guards.get(a);
    notifier = notifiers.get(a);
  }
  if (!guard || !notifier) throw new Error('setupRoutes(app, ctx) must be called before defineRoute');
  if (decl.live?.length && (decl.scope !== 'facility' || decl.method === 'GET'))
    throw new Error(`${decl.method} ${decl.url}: live topics are published by facility-scoped writes only.`);
  const { handler, ...info } = decl;
  if (decl.idempotent && (decl.scope === 'anonymous' || !WRITE_METHODS.has(String(decl.method))))
    throw new Error(`${decl.method} ${decl.url}: only a signed-in write can be idempotent (the key is the user's).`);
  app.routeRegistry.push(info as RouteInfo);
  const schema: FastifySchema & Record<string, unknown> = { ...(decl.schema ?? {}) };
  if (decl.summary) schema.summary = decl.summary;
  if (decl.tags) schema.tags = decl.tags;
  if (decl.scope !== 'anonymous') schema.security = [{ bearerAuth: [] }];
  else schema.security = [];
  if (decl.scope === 'facility') {
    const qs = (schema.querystring ?? { type: 'object', properties: {} }) as {
      type: string;
      properties?: Record<string, unknown>;
      required?: string[];
    };
    // Documented in OpenAPI; presence and membership are checked by the guard (400/404) before validation.
    schema.querystring = { ...qs, properties: { ...(qs.properties ?? {}), facilityId: FACILITY_QUERY } };
  }
  const notes: string[] = [];
  if (decl.permission) notes.push(`Permission: ${decl.permission.name} ${decl.permission.flag}.`);
  if (decl.leadPermission)
    notes.push(
      `${decl.leadRecord ? 'For an enquiry (not admitted)' : 'For a lead'}: ${decl.leadPermission.name} ${decl.leadPermission.flag}.`,
    );
  if (decl.scope === 'system') notes.push('System users only.');
  if (decl.featureFlag) notes.push(`Feature flag: ${decl.featureFlag.name}.`);
  if (decl.live?.length) notes.push(`Live: a success tells the facility's open screens that ${decl.live.join(', ')} changed.`);
  if (decl.idempotent) {
    // Documented in OpenAPI and validated (400 on the header) with the route's other headers.
    const hs = (schema.headers ?? { type: 'object', properties: {} }) as { type: string; properties?: Record<string, unknown> };
    schema.headers = { ...hs, properties: { ...(hs.properties ?? {}), [IDEMPOTENCY_KEY]: IDEMPOTENCY_KEY_SCHEMA } };
    notes.push(
      `Idempotent: with an ${IDEMPOTENCY_KEY_HEADER} header, a repeat of the same request with the same key takes no effect and answers the first answer (header ${IDEMPOTENT_REPLAYED_HEADER}: true); the key with a different request: 422.`,
    );
  }
  if (notes.length) schema.description = notes.join(' ');
  const topics = decl.live ?? [];
  const liveNotifier = notifier;
  app.route({
    method: decl.method,
    url: decl.url,
    schema,
    preValidation: guard(info),
    // The answer has been sent, so the write's transaction has committed: a reader that reloads now sees it. A failed
    // notice is logged, never the writer's error (the write stands; readers catch up on their next read).
    ...(topics.length
      ? {
          onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
            const facilityId = request.auth?.facility?.id;
            if (reply.statusCode < 200 || reply.statusCode >= 300 || facilityId === undefined) return;
            for (const topic of topics) {
              await publishLiveChange(liveNotifier, topic, [facilityId]).catch((err: unknown) =>
                request.log.warn({ err, topic }, 'Live change not published'),
              );
            }
          },
        }
      : {}),
    // The contract's schemas validated the request before the handler runs: it gets the typed request it declares.
    handler: (decl.idempotent
      ? idempotentHandler(`${decl.method} ${decl.url}`, handler as (request: FastifyRequest, reply: FastifyReply) => unknown)
      : handler) as unknown as RouteHandlerMethod,
  });
}
