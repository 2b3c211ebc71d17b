import type { FastifyInstance } from 'fastify';
import type { ScopedDb } from '../../db/scoped';
import { defineRoute, scopedDb } from '../../http/routes';
import * as service from './service';

/** Reference lists: any signed-in user (no facility). Money values (rates) are decimal strings. */
export function registerReferenceDataRoutes(app: FastifyInstance): void {
  const tags = ['reference-data'];
  const lists: Array<[string, (s: ScopedDb) => Promise<unknown>, string]> = [
    ['relationships', service.relationships, 'Relationships of contacts'],
    ['acfi-rates', service.acfiRates, 'ACFI daily rates'],
    ['countries', service.countries, 'Countries'],
    ['extraServices', service.extraServices, 'Extra services'],
    ['gst-rate', service.gstRate, 'The GST rate in force'],
    ['enquiry-sources', service.enquirySources, 'Enquiry sources'],
    ['religions', service.religions, 'Religions'],
  ];
  for (const [path, fn, summary] of lists) {
    defineRoute(app, {
      method: 'GET',
      url: `/api/referenceData/${path}`,
      scope: 'user',
      tags,
      summary,
      handler: (req) => fn(scopedDb(req)),
    });
  }
}
