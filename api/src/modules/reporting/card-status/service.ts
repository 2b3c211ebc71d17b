/**
 * The residents card status report: each current resident's Medicare card (the one card the product records: number,
 * the person's number on it, expiry year) and its status by shared-domain's rule (reports/card-status). One statement:
 * the facility's current residents (the residents area's one definition) in name order.
 */
import type { ResidentsCardStatusRow } from 'shared-domain/contracts/reporting';
import { melbourneToday } from 'shared-domain/dates';
import { medicareCardStatus, medicareCardText } from 'shared-domain/reports/card-status';
import type { ScopedDb } from '../../../db/scoped';
import { bedLabel, currentResidentsHere } from '../../residents/index';

export function residentsCardStatus(s: ScopedDb) {
  return currentResidentsHere(s)
    .leftJoin('beds as b', 'b.id', 'r.bed_id')
    .leftJoin('accommodations as a', 'a.id', 'b.accommodation_id')
    .select([
      'r.id',
      'r.created_on_utc',
      'p.first_name',
      'p.last_name',
      'a.room_number',
      'b.name as bed_name',
      'p.medicare_number',
      'p.medicare_member_number',
      'p.medicare_expiry_year',
    ])
    .where('r.care_type', 'in', ['Permanent', 'Respite'])
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('r.id');
}
type Raw = Awaited<ReturnType<ReturnType<typeof residentsCardStatus>['execute']>>[number];

export function residentsCardStatusRow(r: Raw, today = melbourneToday()): ResidentsCardStatusRow {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    room: r.room_number ? bedLabel(r.room_number, r.bed_name) : null,
    medicareNumber: medicareCardText({ number: r.medicare_number, memberNumber: r.medicare_member_number }),
    medicareExpiry: r.medicare_expiry_year === null ? null : String(r.medicare_expiry_year),
    cardStatus: medicareCardStatus({ number: r.medicare_number, expiryYear: r.medicare_expiry_year }, today),
  };
}
