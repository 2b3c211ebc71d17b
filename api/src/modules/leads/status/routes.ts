import type { FastifyInstance } from 'fastify';
import {
  LeadCard,
  LeadOrderChange,
  LeadOrderResult,
  LeadStatusChange,
  PreAdmissionStatus,
  PreferredLocationBody,
} from 'shared-domain/contracts/leads';
import { defineRoute, scopedDb } from '../../../http/routes';
import { EX, LEADS, MODIFY } from '../common/routes';
import * as service from './service';

/** Status, order, contract signed / deceased and preferred location of a card on the board. */
export function registerStatusRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'PUT',
    url: '/api/leads/lead-status',
    scope: 'facility',
    live: ['lead-board'],
    ...LEADS,
    permission: MODIFY,
    summary: 'Move a card to another column (drag rules; orderNumber default: top of the column)',
    schema: { body: LeadStatusChange, response: { 200: LeadCard } },
    example: { body: { residencyId: EX.move, status: 'TourCompleted', orderNumber: null } },
    handler: (req) => service.leadStatus(scopedDb(req), req.body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/leads/lead-order',
    scope: 'facility',
    live: ['lead-board'],
    ...LEADS,
    permission: MODIFY,
    summary: 'Place a card between two neighbours (computed in the transaction with the column locked)',
    schema: { body: LeadOrderChange, response: { 200: LeadOrderResult } },
    example: {
      body: { currentResidencyId: EX.move, predecessorOrderNumber: null, successorOrderNumber: null, status: 'TourCompleted' },
    },
    handler: (req) => service.leadOrder(scopedDb(req), req.body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/leads/pre-admission-status',
    scope: 'facility',
    live: ['lead-board'],
    ...LEADS,
    permission: MODIFY,
    summary: 'Contract signed, deceased and status of a lead',
    schema: { body: PreAdmissionStatus, response: { 200: LeadCard } },
    example: { body: { residencyId: EX.move, isContractSigned: true, status: 'TourCompleted', isDeceased: false } },
    handler: (req) => service.preAdmissionStatus(scopedDb(req), req.body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/leads/preferred-facility-location',
    scope: 'facility',
    live: ['lead-board'],
    ...LEADS,
    permission: MODIFY,
    summary: "The lead's preferred location (wing) in the facility",
    schema: { body: PreferredLocationBody, response: { 200: LeadCard } },
    example: { body: { residencyId: EX.move, preferredFacilityLocationId: 1 } },
    handler: (req) => service.preferredLocation(scopedDb(req), req.body),
  });
}
