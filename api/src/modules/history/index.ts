/** The record history module (issue 10): what the rest of the API may use. */
export { registerHistoryRoutes } from './routes';
