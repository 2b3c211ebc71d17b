/** The administration module: what the rest of the API may use. */
export { registerAdminRoutes } from './routes';
/** A unit's accommodation financial events (its brief notes), latest first: the independent-living finance screen reads them too. */
export { financialEvents as unitFinancialEvents } from './accommodations/rooms/service';
