/** The administration module (issue 10): what the rest of the API may use. */
export { registerAdminRoutes } from './routes';
