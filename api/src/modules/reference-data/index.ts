/** The reference-data module as other modules use it. */
export { registerReferenceDataRoutes } from './routes';
/** The enquiry sources an organisation sees (the shared list and its own), and adding one of its own by name. */
export { ensureEnquirySource, visibleEnquirySourceIds } from './repository';
/** The GST rate in force today (404 when none is configured): a sundry charge takes it when it is saved. */
export { gstRate } from './service';
