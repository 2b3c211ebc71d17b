import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';

/** Issue 3: the resident record (lists, details, edit, contacts, notes, photo, timeline, transfer, mark as enquiry, make funded). */
export function registerResidentRecordRoutes(_app: FastifyInstance, _ctx: AppContext<Database>): void {}
