/** The administration module: what the rest of the API may use. */
export { registerAdminRoutes } from './routes';
