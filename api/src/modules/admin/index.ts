/** The administration module: what the rest of the API may use. */
export { registerAdminRoutes } from './routes';
/**
 * A unit's accommodation financial events, latest first (its brief note reads the latest); the facility's locations and
 * accommodation types (the units report's choices).
 */
export { financialEvents as accommodationFinancialEvents, locationAccommodationTypes } from './accommodations/rooms/service';
/** The facility's mapped accounts as a derived table (the reporting area's billing extracts name a charge's account). */
export { mappedAccountsQuery } from './gl-accounts/repository';
/** The facility's sundry charge types with their GL account (what a sundry charge line picks its account from). */
export { sundryCharges as sundryChargeAccounts } from './gl-accounts/service';
