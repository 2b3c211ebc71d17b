/** The customer-care module (issue 10): what the rest of the API may use. */
export { registerCustomerCareRoutes } from './routes';
