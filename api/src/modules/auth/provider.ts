import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { claimsOf, findUserById } from './accounts';
import { createPayloadAdapterClass } from './adapter';
import { messagePage, PRODUCT_NAME, signOutPage } from './pages';

/** OIDC scopes of the embedded provider; `api` is the resource server's scope. */
export const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;
export const API_SCOPE = 'api';
/** Lifetime of a browser sign-in (one working shift). */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

/**
 * The resource indicator of the API. oidc-provider requires an absolute URI; the token's `aud` is
 * `config.oidcAudience` whatever the indicator (`resident-manager-api` is not a URI, so it gets a URN).
 */
export function apiResourceIndicator(config: Pick<Config, 'oidcAudience'>): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(config.oidcAudience) ? config.oidcAudience : `urn:resident-manager:${config.oidcAudience}`;
}

/** Browser origins of the product's client: PUBLIC_URL's, then the configured harness origins (OIDC_DEV_ORIGINS). */
export function clientOrigins(config: Pick<Config, 'publicUrl' | 'oidcDevOrigins'>): string[] {
  const main = new URL(config.publicUrl).origin;
  return [main, ...(config.oidcDevOrigins ?? []).filter((o) => o !== main)];
}

/** Provider paths (below the issuer) any origin may read cross-origin: discovery and the public keys. */
const PUBLIC_CORS_PATHS = new Set(['/.well-known/openid-configuration', '/.well-known/oauth-authorization-server', '/jwks']);

export function issuerOf(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}/oidc`;
}

/** Cookie signing keys, shared by every replica and kept across restarts (`auth_secrets`). */
export async function getCookieKeys(db: Kysely<Database>): Promise<string[]> {
  const candidate = randomBytes(32).toString('base64url');
  await sql`insert into auth_secrets (name, value) values ('oidc_cookie_key', ${candidate}) on conflict (name) do nothing`.execute(
    db,
  );
  const r = await sql<{ value: string }>`select value from auth_secrets where name = 'oidc_cookie_key'`.execute(db);
  return [r.rows[0].value];
}

function html(ctx: KoaContextWithOIDC, status: number | undefined, body: string) {
  ctx.type = 'html';
  if (status) ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

export interface ProviderOptions {
  config: Config;
  db: Kysely<Database>;
  signingKeys: JWK[];
  cookieKeys: string[];
}

export function createProvider({ config, db, signingKeys, cookieKeys }: ProviderOptions): Provider {
  const issuer = issuerOf(config);
  const issuerPath = new URL(issuer).pathname.replace(/\/$/, '');
  const resource = apiResourceIndicator(config);
  const clientId = config.oidcClientId;
  const devOrigins = clientOrigins(config).slice(1);
  const corsOrigins = new Set(clientOrigins(config));

  const configuration: Configuration = {
    adapter: createPayloadAdapterClass(db),
    jwks: { keys: signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    clients: [
      {
        client_id: clientId,
        client_name: PRODUCT_NAME,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [
          `${config.publicUrl}/login`,
          `${config.publicUrl}/silent-renew.html`,
          ...devOrigins.flatMap((o) => [`${o}/login`, `${o}/silent-renew.html`]),
        ],
        post_logout_redirect_uris: [
          `${config.publicUrl}/logout`,
          `${config.publicUrl}/`,
          ...devOrigins.map((o) => `${o}/logout`),
        ],
      },
    ],
    // The token endpoint (and revocation, userinfo) answers cross-origin requests only from the product's own origin and
    // the configured harness origins (OIDC_DEV_ORIGINS), and only for the product's client.
    clientBasedCORS: (_ctx, origin, client) => client.clientId === clientId && corsOrigins.has(origin),
    scopes: [...OIDC_SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The API's access token is not usable at userinfo, so the ID token carries the profile claims.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: {
      keys: cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? config.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: config.accessTokenTtl,
      Interaction: 60 * 60,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      RefreshToken: (ctx, _token, client) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none') return rotated.remainingTTL;
        return SESSION_TTL_SECONDS;
      },
    },
    features: {
      devInteractions: { enabled: false },
      introspection: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // oidc-client-ts sends no `resource` parameter: every request is for the API.
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: config.oidcAudience,
            accessTokenTTL: config.accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          // The relying party identified itself (id_token_hint): sign out without asking again.
          html(ctx, undefined, signOutPage(form, Boolean(ctx.oidc.params?.id_token_hint)));
        },
        postLogoutSuccessSource: async (ctx) => {
          html(
            ctx,
            undefined,
            messagePage('Signed out', `You have signed out of ${PRODUCT_NAME}.`, {
              href: `${config.publicUrl}/`,
              label: 'Sign in again',
            }),
          );
        },
      },
    },
    // Resident Manager is the only (first-party) client: consent is given on its behalf, no consent screen.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grantId =
        (oidc.result?.consent as { grantId?: string } | undefined)?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (grant && (grant.accountId !== oidc.session.accountId || grant.clientId !== oidc.client.clientId)) grant = undefined;
      grant ??= new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      const requested = [...(oidc.requestParamScopes ?? [])];
      const oidcScopes = requested.filter((s) => (OIDC_SCOPES as readonly string[]).includes(s));
      grant.addOIDCScope(new Set(['openid', ...oidcScopes]));
      if (oidc.claims?.id_token || oidc.claims?.userinfo) {
        grant.addOIDCClaims(new Set([...Object.keys(oidc.claims.id_token ?? {}), ...Object.keys(oidc.claims.userinfo ?? {})]));
      }
      grant.addResourceScope(resource, API_SCOPE);
      await grant.save();
      return grant;
    },
    // Refresh tokens for the product's own client (silent renew); bound to the sign-in session.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: async () => true,
    async findAccount(_ctx, sub) {
      const id = Number(sub);
      const user = Number.isInteger(id) ? await findUserById(db, id) : undefined;
      if (!user || !user.is_active) return undefined;
      return {
        accountId: String(user.id),
        async claims() {
          return claimsOf(user);
        },
      };
    },
    interactions: {
      url: (_ctx, interaction) => `${issuerPath}/interaction/${interaction.uid}`,
    },
    renderError: async (ctx, out, error) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      const description = out.error_description && status < 500 ? String(out.error_description) : undefined;
      html(
        ctx,
        undefined,
        messagePage(
          'Unable to sign in.',
          description
            ? `The sign-in request could not be completed (${description}).`
            : 'The sign-in request could not be completed.',
          { href: `${config.publicUrl}/`, label: `Back to ${PRODUCT_NAME}` },
        ),
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  // Requests reach the provider through the API; X-Forwarded-Proto/Host are set from PUBLIC_URL by the mount.
  provider.proxy = true;
  // oidc-provider answers every CORS preflight with the caller's origin (a preflight names no client, so clientBasedCORS
  // cannot run). Preflights to the client endpoints (token, revocation, userinfo, ...) are answered only for the
  // product's origins; any other origin gets 403 without Access-Control-* headers. Discovery and JWKS stay public.
  provider.use(async (ctx, next) => {
    const preflight = ctx.method === 'OPTIONS' && Boolean(ctx.get('Access-Control-Request-Method'));
    if (preflight && !PUBLIC_CORS_PATHS.has(ctx.path) && !corsOrigins.has(ctx.get('Origin'))) {
      ctx.status = 403;
      ctx.body = '';
      return;
    }
    await next();
  });
  return provider;
}
