import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { ScopedDb } from '../../db/scoped';
import { clinicalResidents } from '../../modules/customer-care/index';
import type { AdminDemoOptions } from './index';

/**
 * Demo data of the administration area: customer care. (Its Medicare statements are the funding demo's,
 * demo/funding/statements.ts: six ended months fetched, this month not yet.) A few past clinical integration requests
 * by the system user: Bayside Gardens and Carlton House on-boarded, Bayside Gardens updated last week. One earlier edit
 * of a resident for the record history panel.
 */
export async function seedCustomerCareDemo(trx: Transaction<Database>, options: AdminDemoOptions): Promise<void> {
  const { today } = options;
  const agedCare = options.facilities.filter((f) => f.type === 'AgeCare').map((f) => f.id);
  // The residents a request sends: the module's own query, through a system user's access at each facility (a read
  // that names no user).
  const current = (facilityId: number) =>
    clinicalResidents(
      new ScopedDb(trx, {
        userId: 0,
        organisationId: options.organisationId,
        facilityId,
        isOrganisationManager: true,
        isSystemUser: true,
      }),
    );

  const system = await trx
    .selectFrom('users')
    .select('id')
    .where('organisation_id', '=', options.organisationId)
    .where('is_system_user', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  const at = (daysBack: number, hour: string) =>
    new Date(`${new Date(Date.parse(`${today}T00:00:00Z`) - daysBack * 86_400_000).toISOString().slice(0, 10)}T${hour}Z`);
  const requests = [
    { facility: 1, op: 'OnboardResidents' as const, daysBack: 60 },
    { facility: 2, op: 'OnboardResidents' as const, daysBack: 30 },
    { facility: 1, op: 'UpdateResidents' as const, daysBack: 7 },
  ].filter((r) => agedCare.includes(r.facility));
  for (const r of requests) {
    const residents = await current(r.facility);
    const requested = at(r.daysBack, '00:15:00');
    await trx
      .insertInto('clinical_integration_requests')
      .values({
        facility_id: r.facility,
        operation_type: r.op,
        status: 'Completed',
        job_reference: `CLIN-SIM-DEMO-${r.facility}-${r.daysBack}`,
        resident_count: residents.length,
        residents: JSON.stringify(residents),
        requested_by_user_id: system?.id ?? null,
        requested_on_utc: requested,
        completed_on_utc: new Date(requested.getTime() + 4000),
      })
      .execute();
  }
  await seedRecordHistoryDemo(trx, options);
}

/**
 * The record history panel's demo: Bayside Gardens' first current resident moved suburb three weeks ago, recorded by
 * an organisation manager with the fields changed (the new values are the record's own).
 */
async function seedRecordHistoryDemo(trx: Transaction<Database>, options: AdminDemoOptions): Promise<void> {
  const resident = await trx
    .selectFrom('residencies as r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .select(['p.id', 'r.id as residencyId', 'p.suburb', 'p.post_code'])
    .where('r.facility_id', '=', 1)
    .where('r.is_lead', '=', false)
    .where('r.admission_date_utc', 'is not', null)
    .where('r.departure_date_utc', 'is', null)
    .orderBy('p.id')
    .executeTakeFirst();
  const manager = await trx
    .selectFrom('users as u')
    .innerJoin('roles as ro', 'ro.id', 'u.role_id')
    .select('u.id')
    .where('u.organisation_id', '=', options.organisationId)
    .where('ro.is_organisation_manager', '=', true)
    .where('u.is_system_user', '=', false)
    .orderBy('u.id')
    .executeTakeFirst();
  if (!resident || !manager) return;
  await trx
    .insertInto('audit_log')
    .values({
      at: new Date(Date.parse(`${options.today}T00:00:00Z`) - 21 * 86_400_000 + 3_600_000),
      user_id: manager.id,
      facility_id: 1,
      action: 'update',
      entity: 'resident',
      entity_id: String(resident.id),
      details: JSON.stringify({
        residencyId: resident.residencyId,
        changes: [
          { field: 'suburb', old: 'Frankston', new: resident.suburb },
          { field: 'postCode', old: '3199', new: resident.post_code },
        ],
      }),
    })
    .execute();
}
