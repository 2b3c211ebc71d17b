import type { Transaction } from 'kysely';
import { roundMoney, toDecimal } from 'shared-domain/money';
import type { Database } from '../../db/schema';
import { ScopedDb } from '../../db/scoped';
import { clinicalResidents } from '../../modules/customer-care/index';
import type { AdminDemoOptions } from './index';

/** How many months of Medicare statements each aged-care facility has fetched before this one. */
const FETCHED_MONTHS = 12;
/** The demo's daily basic subsidy per resident in the statements (a round figure near the real one). */
const DAILY_SUBSIDY = '262.45';

function firstOfMonthBefore(today: string, monthsBack: number): string {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7)) - 1 - monthsBack;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  return `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

function daysIn(firstDay: string): number {
  const [y, m] = [Number(firstDay.slice(0, 4)), Number(firstDay.slice(5, 7))];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The expected statement as Medicare's payment statement XML (what 'Get statement' fetched and the download gives). */
function statementXml(facilityName: string, month: string, residents: number): string {
  const days = daysIn(month);
  const residentDays = residents * days;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<PaymentStatement>',
    `  <ServiceName>${facilityName}</ServiceName>`,
    `  <ClaimMonth>${month.slice(0, 7)}</ClaimMonth>`,
    `  <CareRecipients>${residents}</CareRecipients>`,
    `  <ResidentDays>${residentDays}</ResidentDays>`,
    `  <BasicDailyFee rate="${DAILY_SUBSIDY}">${roundMoney(toDecimal(DAILY_SUBSIDY).times(residentDays)).toFixed(2)}</BasicDailyFee>`,
    `  <Total>${roundMoney(toDecimal(DAILY_SUBSIDY).times(residentDays)).toFixed(2)}</Total>`,
    '</PaymentStatement>',
    '',
  ].join('\n');
}

/**
 * Demo data of the administration area: customer care. Medicare statements for every aged-care facility:
 * the past twelve months fetched (with their statement), the current month not fetched yet, so the upload screen shows
 * both cases; Bayside Gardens' statement of eleven months ago (id 2) is the generated security tests' upload example.
 * A few past clinical integration requests by the system user: Bayside Gardens and Carlton House on-boarded, Bayside
 * Gardens updated last week. One earlier edit of a resident for the record history panel.
 */
export async function seedCustomerCareDemo(trx: Transaction<Database>, options: AdminDemoOptions): Promise<void> {
  const { today } = options;
  const agedCare = options.facilities.filter((f) => f.type === 'AgeCare').map((f) => f.id);
  const facilities = await trx
    .selectFrom('facilities')
    .select(['id', 'name'])
    .where('id', 'in', agedCare)
    .orderBy('id')
    .execute();
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

  for (const f of facilities) {
    const residents = (await current(f.id)).length;
    const rows = [];
    for (let back = FETCHED_MONTHS; back >= 0; back--) {
      const month = firstOfMonthBefore(today, back);
      const fetched = back > 0;
      rows.push({
        facility_id: f.id,
        statement_month: month,
        // Fetched a few days into the next month, as the funding team does.
        fetched_on_utc: fetched ? new Date(`${firstOfMonthBefore(today, back - 1)}T01:30:00Z`) : null,
        statement_xml: fetched ? statementXml(f.name, month, residents) : null,
      });
    }
    await trx.insertInto('medicare_statements').values(rows).execute();
  }

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
