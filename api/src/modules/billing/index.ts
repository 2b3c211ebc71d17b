/** The billing area (sundry charges) as the application registers it. */
import type { FastifyInstance } from 'fastify';
import { registerSundryRoutes } from './sundry/routes';

export function registerBillingRoutes(app: FastifyInstance): void {
  registerSundryRoutes(app);
}
/** The posted sundry lines' GST and GL account by account line key (the reporting area's billing extracts). */
export { postedSundryLinesQuery } from './sundry/repository';
