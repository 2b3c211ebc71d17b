/** The record history module: what the rest of the API may use. */
export { registerHistoryRoutes } from './routes';
