import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CountryList, ExtraServiceList, GstRate, NamedReferenceList } from 'shared-domain/contracts/reference-data';
import type { ScopedDb } from '../../db/scoped';
import { defineRoute, scopedDb } from '../../http/routes';
import * as service from './service';

/**
 * Reference lists: every signed-in user (no facility). Money values (rates) are decimal strings. `acfi-rates` (the ACFI
 * rates of the organisation's care funding rates) is the rate schedules' (funding/rates/routes.ts).
 */
export function registerReferenceDataRoutes(app: FastifyInstance): void {
  const tags = ['reference-data'];
  const lists: Array<[string, (s: ScopedDb) => Promise<unknown>, string, TSchema]> = [
    ['relationships', service.relationships, 'Relationships of contacts', NamedReferenceList],
    ['countries', service.countries, 'Countries', CountryList],
    ['extraServices', service.extraServices, 'Extra services', ExtraServiceList],
    ['gst-rate', service.gstRate, 'The GST rate in force', GstRate],
    ['enquiry-sources', service.enquirySources, 'Enquiry sources', NamedReferenceList],
    ['religions', service.religions, 'Religions', NamedReferenceList],
  ];
  for (const [path, fn, summary, response] of lists) {
    defineRoute(app, {
      method: 'GET',
      url: `/api/referenceData/${path}`,
      scope: 'user',
      tags,
      summary,
      schema: { response: { 200: response } },
      handler: (req) => fn(scopedDb(req)),
    });
  }
}
