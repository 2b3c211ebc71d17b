/** The reporting module as the app uses it. */
export { registerReportingRoutes } from './routes';
