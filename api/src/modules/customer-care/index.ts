/** The customer-care module: what the rest of the API may use. */
export { registerCustomerCareRoutes } from './routes';
/** The facility's current residents as sent to the clinical system (the demo data records past requests with them). */
export { currentResidents as clinicalResidents } from './clinical/repository';
