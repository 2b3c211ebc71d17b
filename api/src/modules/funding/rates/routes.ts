import type { FastifyInstance } from 'fastify';
import { AcfiRateList } from 'shared-domain/contracts/reference-data';
import {
  AccommodationFundingRateList,
  CareFundingRateList,
  FeesAndChargesList,
  SaveAccommodationFundingRateBody,
  SaveCareFundingRateBody,
  SaveFeesAndChargesBody,
} from 'shared-domain/contracts/finance-rates';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { defineRoute, scopedDb } from '../../../http/routes';
import * as service from './service';

const tags = ['funding'];

/**
 * The organisation's rate schedules (seed 001 §7 Funding: care-funding-rates, accommodation-funding-rates,
 * fees-and-charges): view with canView, save with canModify of 302, 303 and 701. The schedules belong to the
 * organisation (any of its aged-care facilities may be the current one); the screens are aged-care menu entries.
 * Each save example re-saves a demo record unchanged (nothing written), so the generated suites can repeat it.
 */
export function registerRateRoutes(app: FastifyInstance, _ctx: AppContext<Database>): void {
  // Seed 000 §7 lists it with the reference lists (every signed-in user, no facility); its figures are the organisation's
  // care funding rates, so it lives here (the global acfi_rates rows had no source: migration 0022).
  defineRoute(app, {
    method: 'GET',
    url: '/api/referenceData/acfi-rates',
    scope: 'user',
    tags: ['reference-data'],
    summary: "ACFI daily rates: those entered in the organisation's care funding rates, oldest first",
    schema: { response: { 200: AcfiRateList } },
    handler: (req) => service.acfiRates(scopedDb(req)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/funding/care-funding-rates',
    scope: 'facility',
    facilityType: 'AgeCare',
    tags,
    permission: { name: 'fundingScheduleOfCareRates', flag: 'canView' },
    summary: "The organisation's care funding rates, newest first, each with its derived end",
    schema: { response: { 200: CareFundingRateList } },
    example: {},
    handler: (req) => service.careFundingRates(scopedDb(req)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/funding/care-funding-rates/save',
    scope: 'facility',
    facilityType: 'AgeCare',
    tags,
    permission: { name: 'fundingScheduleOfCareRates', flag: 'canModify' },
    summary: 'Add a care funding rate (no id) or change one (id and version)',
    schema: { body: SaveCareFundingRateBody, response: { 200: CareFundingRateList } },
    example: {
      body: {
        id: 2,
        version: 1,
        startDateUtc: '2022-10-01',
        fundingModel: 'ANACC',
        anaccPricePerNwau: '216.80',
        acfiRates: [],
        supplements: [],
        // The demo record's DEMO base care tariff NWAU, sent unchanged (so it stays DEMO and nothing is written).
        anaccFixedComponentRates: [{ bctCategory: 'Standard MMM 1-4', nwau: '0.5000' }],
      },
    },
    handler: (req) => service.saveCareFundingRate(scopedDb(req), req.body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/funding/accommodation-funding-rates',
    scope: 'facility',
    facilityType: 'AgeCare',
    tags,
    permission: { name: 'fundingScheduleOfAccommodationRates', flag: 'canView' },
    summary: "The organisation's accommodation funding rates, newest first, each with its derived end",
    schema: { response: { 200: AccommodationFundingRateList } },
    example: {},
    handler: (req) => service.accommodationFundingRates(scopedDb(req)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/funding/accommodation-funding-rates/save',
    scope: 'facility',
    facilityType: 'AgeCare',
    tags,
    permission: { name: 'fundingScheduleOfAccommodationRates', flag: 'canModify' },
    summary: 'Add an accommodation funding rate (no id) or change one (id and version)',
    schema: { body: SaveAccommodationFundingRateBody, response: { 200: AccommodationFundingRateList } },
    example: { body: { id: 3, version: 1, startDateUtc: '2024-09-20' } },
    handler: (req) => service.saveAccommodationFundingRate(scopedDb(req), req.body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/funding/fees-and-charges',
    scope: 'facility',
    facilityType: 'AgeCare',
    tags,
    permission: { name: 'feesScheduleOfFeesAndCharges', flag: 'canView' },
    summary: "The organisation's fees and charges, newest first, with their MPIR and maximum penalty interest rate lists",
    schema: { response: { 200: FeesAndChargesList } },
    example: {},
    handler: (req) => service.feesAndCharges(scopedDb(req)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/funding/fees-and-charges',
    scope: 'facility',
    facilityType: 'AgeCare',
    tags,
    permission: { name: 'feesScheduleOfFeesAndCharges', flag: 'canModify' },
    summary: 'Add a fees and charges record (no id) or change one (id and version), with its rate lists',
    schema: { body: SaveFeesAndChargesBody, response: { 200: FeesAndChargesList } },
    example: {
      body: {
        id: 3,
        version: 1,
        startDateUtc: '2024-09-20',
        basicDailyFee: '63.57',
        mpirRates: [],
        maximumPenaltyInterestRates: [],
      },
    },
    handler: (req) => service.saveFeesAndCharges(scopedDb(req), req.body),
  });
}
