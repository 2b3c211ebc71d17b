/** The administration module: what the rest of the API may use. */
export { registerAdminRoutes } from './routes';
/** A unit's accommodation financial events, latest first (its brief note reads the latest). */
export { financialEvents as accommodationFinancialEvents } from './accommodations/rooms/service';
/**
 * The facility's account mapping as the billing extracts read it (the reporting area): the default account and the
 * mapped product accounts by their key.
 */
export { accountMapping } from './gl-accounts/service';
