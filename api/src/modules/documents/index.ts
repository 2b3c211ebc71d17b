/** The documents module as other modules use it: the routes, and the controller description a leads controller reuses. */
export { registerDocumentController, registerDocumentRoutes, RESIDENT_DOCUMENTS } from './routes';
export type { DocumentController } from './service';
export type { DocumentParent } from './repository';
