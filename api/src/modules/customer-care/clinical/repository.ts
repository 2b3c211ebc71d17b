/** SQL of the clinical integration: the facility's current residents and its requests. */
import type { ClinicalOperationType } from 'shared-domain/customer-care';
import type { ScopedDb } from '../../../db/scoped';
import { currentResidentsHere } from '../../residents/index';
import type { ClinicalJobResident } from '../../../integrations/clinical/gateway';

/** The scope facility's current residents (the residents area's definition), by name. */
export async function currentResidents(s: ScopedDb): Promise<ClinicalJobResident[]> {
  const rows = await currentResidentsHere(s)
    .select([
      'p.id as residentId',
      'p.first_name as firstName',
      'p.last_name as lastName',
      'p.date_of_birth as dateOfBirth',
      'p.sex as sex',
      'p.medicare_number as medicareNumber',
      'p.care_recipient_id as careRecipientId',
    ])
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('p.id')
    .execute();
  // A person with two current residencies here (readmitted) is sent once.
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.residentId) && seen.add(r.residentId));
}

/** Whether a request of this operation is still waiting on the clinical system at the scope's facility. */
export async function hasPending(s: ScopedDb, operationType: ClinicalOperationType): Promise<boolean> {
  const row = await s
    .selectFrom('clinical_integration_requests', 'c')
    .select('c.id')
    .where('c.operation_type', '=', operationType)
    .where('c.status', '=', 'Submitted')
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** The latest requests of one operation at the scope's facility, newest first. */
export function requests(s: ScopedDb, operationType: ClinicalOperationType, limit: number) {
  return s
    .selectFrom('clinical_integration_requests', 'c')
    .leftJoin('users as u', 'u.id', 'c.requested_by_user_id')
    .select([
      'c.id',
      'c.facility_id',
      'c.operation_type',
      'c.status',
      'c.status_reason',
      'c.resident_count',
      'c.requested_on_utc',
      'c.completed_on_utc',
      'u.first_name',
      'u.last_name',
    ])
    .where('c.operation_type', '=', operationType)
    .orderBy('c.requested_on_utc', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}
