import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerAccrRoutes } from './accr/routes';
import { registerAdmitRoutes } from './admit/routes';
import { registerArchiveRoutes } from './archive/routes';
import { registerBoardRoutes, registerListRoutes } from './board/routes';
import { registerExportRoutes } from './export/routes';
import { registerRecordRoutes } from './record/routes';
import { registerStatusRoutes } from './status/routes';
import { registerTourRoutes } from './tours/routes';

/**
 * The leads area (seed 001 "Leads" and "ACCR"), AgeCare facilities only. The sub-features register in the
 * order the generated security tests run their examples (each mutating example acts on its own demo lead).
 */
export function registerLeadsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerBoardRoutes(app);
  registerExportRoutes(app);
  registerListRoutes(app);
  registerRecordRoutes(app, ctx);
  registerArchiveRoutes(app);
  registerStatusRoutes(app);
  registerTourRoutes(app);
  registerAdmitRoutes(app, ctx);
  registerAccrRoutes(app, ctx);
}
