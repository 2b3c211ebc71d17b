/**
 * The shell module as other modules use it: its routes, and the figures both dashboards show (the residents on leave;
 * the benchmark's bare handler reads the AgeCare figures too).
 */
export { registerShellRoutes } from './routes';
export { deviceExpiryDate, occupancy, openLeavesJson, residentsOnLeave, type OnLeave } from './repository';
export { residentOnLeave } from './service';
