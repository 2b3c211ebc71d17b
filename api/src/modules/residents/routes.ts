/**
 * The residents area's routes, registered in one order (the generated security suite runs the examples in this order:
 * each acts on its own demo resident, the photo is saved before it is read and deleted, mark-as-enquiry acts last).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { registerBedRoutes } from './beds/routes';
import { registerListRoutes } from './list/routes';
import { registerNotesRoutes } from './notes/routes';
import { registerPhotoRoutes } from './photo/routes';
import { registerEditRoutes } from './edit/routes';
import { registerEnquiryRoutes } from './enquiry/routes';
import { registerRecordRoutes } from './record/routes';
import { registerSearchRoutes } from './search/routes';
import { registerResidentStayRoutes as registerStay } from './stay/routes';
import { registerTimelineRoutes } from './timeline/routes';

/** Resident search. */
export function registerResidentsRoutes(app: FastifyInstance): void {
  registerSearchRoutes(app);
}

/** The resident record (lists, details, edit, flags, notes, photo, beds, timeline, mark as enquiry). */
export function registerResidentRecordRoutes(app: FastifyInstance): void {
  registerListRoutes(app);
  registerRecordRoutes(app);
  registerEditRoutes(app);
  registerNotesRoutes(app);
  registerPhotoRoutes(app);
  registerBedRoutes(app);
  registerTimelineRoutes(app);
  registerEnquiryRoutes(app);
}

/** The stay (leave, departure, admission, corrections, reversals, transfer) and the Medicare simulator's job. */
export function registerResidentStayRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  registerStay(app, ctx);
}
