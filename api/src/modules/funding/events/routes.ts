import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AccommodationBalanceRetryBody,
  FetchMedicareEventStatusBody,
  FetchMedicareEventStatusResult,
  LastMedicareStatusFetch,
  MedicareEvent,
  MedicareEventInfo,
  MedicareEventInfoQuery,
  MedicareEventPage,
  MedicareEventsQuery,
} from 'shared-domain/contracts/funding-events';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { defineRoute, scopedDb } from '../../../http/routes';
import { getMedicareGateway } from '../../../integrations/medicare/gateway';
import * as service from './service';

/**
 * The Medicare events page's calls (seed 001 §7 Funding): reads with fundingMedicareEvents canView; fetching the
 * latest statuses (301) and retrying a failed accommodation balance event (310 canAction) write, so they are POST at
 * the seed's paths (a GET that writes could be repeated by a prefetch or a proxy's retry). Aged-care facilities only.
 * The demo examples act on Bayside Gardens' demo events (demo/funding/medicare-events).
 */
export function registerMedicareEventRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  const tags = ['funding'];
  const VIEW = { name: 'fundingMedicareEvents', flag: 'canView' } as const;
  // The gateway is looked up per call: a test may replace the context's gateway after the app was built.
  const call = (req: FastifyRequest): service.EventsCall => ({ s: scopedDb(req), medicare: getMedicareGateway(ctx) });

  defineRoute(app, {
    method: 'GET',
    url: '/api/funding/medicare-events',
    scope: 'facility',
    facilityType: 'AgeCare',
    tags,
    permission: VIEW,
    summary: "The facility's Medicare events, newest first, paged; filtered by request types, response types, residents and days",
    schema: { querystring: MedicareEventsQuery, response: { 200: MedicareEventPage } },
    example: { query: { take: '10', eventTypes: 'Entry', responseTypes: 'Accepted' } },
    handler: (req) => service.events(scopedDb(req), req.query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/funding/medicare-event-info',
    scope: 'facility',
    facilityType: 'AgeCare',
    tags,
    permission: VIEW,
    summary:
      "An event's additional details: what was submitted and Medicare's answer (not for ACFI events unless Rejected or Held)",
    schema: { querystring: MedicareEventInfoQuery, response: { 200: MedicareEventInfo } },
    example: { query: { id: '1', requestType: 'AccommodationBalance' } },
    handler: (req) => service.eventInfo(scopedDb(req), req.query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/funding/last-medicare-status-fetch-date',
    scope: 'facility',
    facilityType: 'AgeCare',
    tags,
    permission: VIEW,
    summary: 'When the facility last fetched the latest Medicare statuses (null: never)',
    schema: { response: { 200: LastMedicareStatusFetch } },
    example: {},
    handler: (req) => service.lastStatusFetch(scopedDb(req)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/funding/fetch-medicare-event-status',
    scope: 'facility',
    live: ['medicare-events'],
    facilityType: 'AgeCare',
    tags,
    permission: VIEW,
    summary:
      "Ask Medicare for the answers to the facility's events now and record when (body: the last fetch the page showed; 409 when someone fetched since)",
    schema: { body: FetchMedicareEventStatusBody, response: { 200: FetchMedicareEventStatusResult } },
    // The demo has never fetched (null).
    example: { body: { lastFetchedOnUtc: null } },
    handler: (req) => service.fetchStatuses(call(req), req.body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/funding/accommodation-balance-retry-event',
    scope: 'facility',
    live: ['medicare-events'],
    facilityType: 'AgeCare',
    tags,
    permission: { name: 'fundingAccommodationBalanceRetryEvents', flag: 'canAction' },
    summary: 'Submit an accommodation balance event whose processing failed again (body: its id and version)',
    schema: { body: AccommodationBalanceRetryBody, response: { 200: MedicareEvent } },
    // Bayside Gardens' demo accommodation balance event of last month, which failed processing.
    example: { body: { id: 1, version: 1 } },
    handler: (req) => service.retryAccommodationBalance(call(req), req.body),
  });
}
