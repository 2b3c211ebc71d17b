/** The system module as other modules use it. */
export { registerSystemRoutes } from './routes';
export { MAINTENANCE_CHANNEL, type MaintenanceNotice } from './service';
