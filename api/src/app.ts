import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import type { AppContext } from './context';
import type { Database } from './db/schema';
import { registerErrorHandling } from './http/errors';
import { defineRoute, setupRoutes } from './http/routes';
import { registerStatic } from './http/static';
import { registerAuth } from './modules/auth/index';
import { registerShellRoutes } from './modules/shell/routes';
import { registerSystemRoutes } from './modules/system/routes';
import { registerIluRoutes } from './modules/ilu/routes';
import { registerReferenceDataRoutes } from './modules/reference-data/routes';
import { registerResidentsRoutes } from './modules/residents/routes';
import { registerResidentRecordRoutes } from './modules/residents/record/routes';
import { registerResidentStayRoutes } from './modules/residents/stay/routes';
import { registerResidentFundingRoutes } from './modules/residents/funding/routes';
import { registerDocumentRoutes } from './modules/documents/routes';
import { registerLeadsRoutes } from './modules/leads/routes';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

/** The whole HTTP application: auth (provider, sign-in, account), the API modules, OpenAPI and the static front end. */
export async function buildApp(ctx: AppContext<Database>, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    // Server-sent event streams are never idle: close them on shutdown.
    forceCloseConnections: true,
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', useDefaults: true, removeAdditional: true } },
  });
  registerErrorHandling(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Resident Manager API', version: '0.1.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  setupRoutes(app, ctx);

  defineRoute(app, {
    method: 'GET',
    url: '/api/health',
    scope: 'anonymous',
    summary: 'Liveness and database kind',
    tags: ['platform'],
    handler: async () => ({ status: 'ok', database: ctx.config.databaseUrl ? 'postgres' : 'pglite' }),
  });
  app.get('/api/openapi.json', { schema: { hide: true } as any }, async () => app.swagger());

  await registerAuth(app, ctx);
  registerShellRoutes(app, ctx);
  registerSystemRoutes(app, ctx);
  registerIluRoutes(app, ctx);
  registerReferenceDataRoutes(app, ctx);
  registerResidentsRoutes(app, ctx);
  registerResidentRecordRoutes(app, ctx);
  registerResidentStayRoutes(app, ctx);
  registerResidentFundingRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerLeadsRoutes(app, ctx);
  registerStatic(app, ctx.config);
  return app;
}
