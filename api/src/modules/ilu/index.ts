/** The independent-living module as other modules use it. */
export { registerIluRoutes } from './routes';
export { dashboardFigures } from './repository';
