/**
 * The leads module: what the rest of the API may use. The app registers its routes; the benchmark's bare handler runs
 * the board's own functions over a scoped data access.
 */
export { registerLeadsRoutes } from './routes';
export { dashboardColumnFor, dashboardFor } from './board/service';
