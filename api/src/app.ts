import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import type { AppContext } from './context';
import type { Database } from './db/schema';
import { registerErrorHandling } from './http/errors';
import { contractFormats } from './http/validation';
import { defineRoute, setupRoutes } from './http/routes';
import { registerSecurityHeaders } from './http/security-headers';
import { serializerCompiler } from './http/serializer';
import { registerStatic } from './http/static';
import { guardReads, registerAuth } from './modules/auth/index';
import { registerShellRoutes } from './modules/shell/index';
import { registerSystemRoutes } from './modules/system/index';
import { registerIluRoutes } from './modules/ilu/index';
import { registerReferenceDataRoutes } from './modules/reference-data/index';
import { registerResidentRecordRoutes, registerResidentStayRoutes, registerResidentsRoutes } from './modules/residents/index';
import { registerDocumentRoutes } from './modules/documents/index';
import { registerLeadsRoutes } from './modules/leads/routes';
import { registerAdminRoutes } from './modules/admin/index';
import { registerCustomerCareRoutes } from './modules/customer-care/index';
import { registerHistoryRoutes } from './modules/history/index';
import { financeJobs, registerFinanceRoutes } from './modules/finance/index';
import { registerBillingRoutes } from './modules/billing/index';
import { registerFundingRoutes } from './modules/funding/index';
import { registerReportingRoutes } from './modules/reporting/index';
import { registerJobQueue, type JobQueue } from './jobs/queue';
import { idempotencyJobs } from './http/idempotency';
import { probeJobs } from './jobs/probe';
import { integrationJobs, startIntegrationJobs } from './integrations/index';
import { registerLiveRoutes } from './live/index';
import { HealthResponse } from 'shared-domain/contracts/system';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

/**
 * The whole HTTP application: auth (provider, sign-in, account), the API modules, OpenAPI and the static front end; and
 * the platform's job queue (`ctx.jobs`, from bootstrap.ts) working every module's jobs from the moment it is ready.
 */
export async function buildApp(
  ctx: AppContext<Database> & { jobs?: JobQueue },
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    // Server-sent event streams are never idle: close them on shutdown.
    forceCloseConnections: true,
    // verbose: errors carry the field's schema, so a contract's own messages (x-messages) reach the model state.
    // allowUnionTypes: money and decimals are declared `type: ['string', 'number']` (shared-domain/contracts/common).
    ajv: {
      customOptions: {
        allErrors: true,
        coerceTypes: 'array',
        useDefaults: true,
        removeAdditional: true,
        verbose: true,
        allowUnionTypes: true,
      },
      plugins: [contractFormats],
    },
  });
  // Responses are written by fast-json-stringify from each route's schema, with nullable scalars as type lists (serializer.ts).
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, ctx.config);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Resident Manager API', version: '0.1.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  setupRoutes(app, ctx, guardReads);

  defineRoute(app, {
    method: 'GET',
    url: '/api/health',
    scope: 'anonymous',
    summary: 'Liveness and database kind',
    tags: ['platform'],
    schema: { response: { 200: HealthResponse } },
    handler: async () => ({ status: 'ok', database: ctx.config.databaseUrl ? 'postgres' : 'pglite' }),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await registerAuth(app, ctx);
  registerShellRoutes(app, ctx);
  registerSystemRoutes(app, ctx);
  registerLiveRoutes(app, ctx);
  registerReferenceDataRoutes(app);
  registerResidentsRoutes(app);
  registerResidentRecordRoutes(app);
  registerResidentStayRoutes(app, ctx);
  // After the residents' stay: the independent-living allocations act on people through the stay's services, and
  // their examples (run in registry order by the security suite) on what the stay's examples did (a vacated unit).
  registerIluRoutes(app, ctx);
  registerFundingRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerLeadsRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerCustomerCareRoutes(app, ctx);
  registerHistoryRoutes(app, ctx);
  registerFinanceRoutes(app, ctx);
  registerBillingRoutes(app);
  registerReportingRoutes(app);
  registerStatic(app, ctx.config, ctx.db);

  // Background jobs: each module declares its own (through its index.ts); the platform works them on its one queue,
  // with its own (the idempotency keys' clean-up).
  const jobLog = (message: string, details: Record<string, unknown>) => app.log.error(details, message);
  registerJobQueue(app, ctx.jobs, [
    ...financeJobs(ctx, jobLog),
    ...integrationJobs(ctx, jobLog),
    ...idempotencyJobs(ctx.db),
    ...probeJobs(ctx.db),
  ]);
  // The integrations' simulators answer what was submitted, in the background (platform services, started once).
  startIntegrationJobs(app, ctx);
  return app;
}
