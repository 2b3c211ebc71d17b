/** The reference-data module as other modules use it. */
export { registerReferenceDataRoutes } from './routes';
/** The AN-ACC class weights in force on a date (reference data every area's funding figures read). */
export { classWeightsOn, type ClassWeight } from './repository';
