/** The reference-data module as other modules use it. */
export { registerReferenceDataRoutes } from './routes';
