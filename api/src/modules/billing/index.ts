/** The billing area (sundry charges) as the application registers it. */
import type { FastifyInstance } from 'fastify';
import { registerSundryRoutes } from './sundry/routes';

export function registerBillingRoutes(app: FastifyInstance): void {
  registerSundryRoutes(app);
}
