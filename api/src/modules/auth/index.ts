import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import type Provider from 'oidc-provider';
import type { AppContext } from '../../context';
import type { GuardReads } from '../../http/routes';
import { getSigningKeys } from '../../security/keys';
import { MESSAGES, signIn } from './accounts';
import { deleteExpiredPayloads } from './adapter';
import { messagePage, signInPage } from './pages';
import { registerPasswordResetRoutes } from './password-reset';
import { API_SCOPE, apiResourceIndicator, createProvider, getCookieKeys, issuerOf, OIDC_SCOPES } from './provider';
import { registerPageAssets } from './assets';
import { featureFlagOn, loadAuth } from './repository';

export { createProvider, issuerOf } from './provider';
export { MESSAGES as SIGN_IN_MESSAGES, MAX_FAILED_SIGN_INS, LOCKOUT_MINUTES } from './accounts';
/**
 * The sign-in and permission reads: the guard's (handed to setupRoutes by the composition root), the facilities and
 * permissions the shell lists, and a document link's check of its signed-in user.
 */
export { loadAuth, loadFacilities, loadPermissions } from './repository';
export const guardReads: GuardReads = { signedIn: loadAuth, featureFlagOn };
/** Signs a user out everywhere (sessions, grants, refresh tokens): a deactivated user (admin/users). */
export { deletePayloadsOfAccount } from './adapter';

const OIDC_PREFIX = '/oidc';
const INTERACTION_PREFIX = `${OIDC_PREFIX}/interaction/`;
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/** Makes the provider see the request as browsers address the product (PUBLIC_URL), whatever the hops in between. */
function asPublicRequest(raw: IncomingMessage, publicUrl: URL): IncomingMessage {
  raw.headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
  raw.headers['x-forwarded-host'] = publicUrl.host;
  return raw;
}

/** The pages' Content-Security-Policy (and framing rules) come from http/security-headers.ts, by path. */
function sendHtml(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/**
 * The embedded OpenID provider under /oidc, the product's sign-in page and the anonymous password-reset API.
 * With `OIDC_ISSUER` set (an external provider) only the password-reset API is mounted.
 */
export async function registerAuth(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerPasswordResetRoutes(app, ctx);
  if (ctx.config.oidcIssuer) return;

  const { config, db } = ctx;
  const publicUrl = new URL(config.publicUrl);
  const provider = createProvider({
    config,
    db,
    signingKeys: await getSigningKeys(db),
    cookieKeys: await getCookieKeys(db),
  });
  provider.on('server_error', (_koa: unknown, err: Error) => app.log.error({ err }, 'OpenID provider error'));
  const callback = provider.callback();

  // The provider is a Koa app: hand it the raw request before Fastify parses the body (a Fastify route would answer
  // the form-encoded token request with 415), with the /oidc prefix stripped and the original URL kept for its links.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '';
    const isOidc = url === OIDC_PREFIX || url.startsWith(`${OIDC_PREFIX}/`) || url.startsWith(`${OIDC_PREFIX}?`);
    if (!isOidc || url.startsWith(INTERACTION_PREFIX)) return done();
    reply.hijack();
    const raw = asPublicRequest(request.raw, publicUrl) as IncomingMessage & { originalUrl?: string };
    raw.originalUrl = url;
    raw.url = url.slice(OIDC_PREFIX.length) || '/';
    callback(raw, reply.raw);
  });

  await registerInteractionRoutes(app, ctx, provider, publicUrl);

  const timer = setInterval(() => {
    deleteExpiredPayloads(db).catch((err) => app.log.warn({ err }, 'Could not delete expired OpenID payloads'));
  }, CLEANUP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

async function registerInteractionRoutes(app: FastifyInstance, ctx: AppContext, provider: Provider, publicUrl: URL) {
  const { config, db } = ctx;
  const forgotPasswordUrl = `${config.publicUrl}/forgotPassword`;
  const restartLink = { href: `${config.publicUrl}/`, label: 'Sign in' };
  const resource = apiResourceIndicator(config);
  const page = sendHtml;

  const expired = (reply: FastifyReply) =>
    page(reply, 400, messagePage('Unable to sign in.', 'This sign-in page has expired. Please start again.', restartLink));

  async function details(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    try {
      const interaction = await provider.interactionDetails(asPublicRequest(request.raw, publicUrl), reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch {
      return undefined;
    }
  }

  /** First-party client: grant what was asked without a consent screen (normally loadExistingGrant already did). */
  async function autoConsent(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Awaited<ReturnType<Provider['interactionDetails']>>,
  ) {
    const accountId = interaction.session?.accountId;
    const clientId = interaction.params.client_id as string | undefined;
    if (!accountId || !clientId) return expired(reply);
    const grant = interaction.grantId
      ? ((await provider.Grant.find(interaction.grantId)) ?? new provider.Grant({ accountId, clientId }))
      : new provider.Grant({ accountId, clientId });
    const requested = String(interaction.params.scope ?? '').split(' ');
    grant.addOIDCScope(new Set(['openid', ...requested.filter((s) => (OIDC_SCOPES as readonly string[]).includes(s))]));
    grant.addResourceScope(resource, API_SCOPE);
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(
      asPublicRequest(request.raw, publicUrl),
      reply.raw,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
    return reply.redirect(returnTo, 303);
  }

  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) await scope.register(formbody);
    registerPageAssets(scope);

    scope.get<{ Params: { uid: string } }>(`${INTERACTION_PREFIX}:uid`, { schema: { hide: true } }, async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return expired(reply);
      if (interaction.prompt.name === 'login') {
        return page(
          reply,
          200,
          signInPage({
            action: `${INTERACTION_PREFIX}${interaction.uid}/login`,
            email: typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '',
            forgotPasswordUrl,
          }),
        );
      }
      return autoConsent(request, reply, interaction);
    });

    scope.post<{ Params: { uid: string }; Body: { email?: string; password?: string } }>(
      `${INTERACTION_PREFIX}:uid/login`,
      {
        schema: {
          hide: true,
          body: {
            type: 'object',
            properties: { email: { type: 'string', maxLength: 320 }, password: { type: 'string', maxLength: 1024 } },
          },
        },
        attachValidation: true,
      },
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction) return expired(reply);
        if (interaction.prompt.name !== 'login') return reply.redirect(`${INTERACTION_PREFIX}${interaction.uid}`, 303);
        const body = request.validationError ? {} : (request.body ?? {});
        const email = typeof body.email === 'string' ? body.email.trim() : '';
        const password = typeof body.password === 'string' ? body.password : '';
        const action = `${INTERACTION_PREFIX}${interaction.uid}/login`;
        if (!email || !password) {
          return page(reply, 200, signInPage({ action, email, error: MESSAGES.invalidCredentials, forgotPasswordUrl }));
        }
        const result = await signIn(db, email, password);
        if (!result.ok) {
          request.log.info({ reason: result.reason }, 'Sign-in refused');
          return page(reply, 200, signInPage({ action, email, error: result.message, forgotPasswordUrl }));
        }
        const returnTo = await provider.interactionResult(
          asPublicRequest(request.raw, publicUrl),
          reply.raw,
          { login: { accountId: String(result.user.id), amr: ['pwd'] } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );
  });
}

/** For tests and tools: the issuer of the embedded provider and the API resource indicator. */
export function embeddedProviderInfo(config: AppContext['config']) {
  return { issuer: issuerOf(config), resource: apiResourceIndicator(config) };
}
