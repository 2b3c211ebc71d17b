import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';

/** Issue 3: resident documents (list, upload, short-lived view token, view, delete) on the storage adapter. */
export function registerDocumentRoutes(_app: FastifyInstance, _ctx: AppContext<Database>): void {}
