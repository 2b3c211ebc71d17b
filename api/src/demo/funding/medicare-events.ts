/**
 * Demo data of the Medicare events page: what each aged-care facility submitted to Medicare over the last four months
 * and what Medicare answered. The entries and departures of those months (their stay events), each answered, most
 * Accepted, a few Rejected with a reason or Held (the simulator's own rules); the month's claim finalised
 * (FinaliseClaim) and its accommodation balances (AccommodationBalance, Processed) for each of the last three months.
 * Bayside Gardens' balances of last month failed processing: the first demo event (id 1), the retry call's example.
 * Nothing is left waiting for an answer, so the simulator's job has nothing to do until a user submits something.
 */
import { sql, type Insertable, type Transaction } from 'kysely';
import { addDays } from 'shared-domain/dates';
import type { Database } from '../../db/schema';
import { PROCESSING_FAILURE_REASONS, simulateOutcome } from '../../integrations/medicare/gateway';

export interface MedicareEventsDemoOptions {
  today: string;
  facilities: ReadonlyArray<{ id: number; type: 'AgeCare' | 'IndependentLiving' }>;
}

/** The first of the month `back` months before today's month, 'YYYY-MM-01'. */
function monthStart(today: string, back: number): string {
  const [y, m] = today.split('-').map(Number);
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** An instant of a Melbourne day, mid-morning (UTC). */
const at = (day: string, hour = 0) => new Date(`${day}T${String(hour).padStart(2, '0')}:15:00Z`);

export async function seedMedicareEventsDemo(trx: Transaction<Database>, options: MedicareEventsDemoOptions): Promise<void> {
  const { today } = options;
  const agedCare = options.facilities.filter((f) => f.type === 'AgeCare').map((f) => f.id);
  if (!agedCare.length) return;
  const uid = (prefix: string, n: number) => `SIM-DEMO-${prefix}-${String(n).padStart(5, '0')}`;
  let n = 0;

  // The month's balances and claim: Bayside Gardens' last month first (id 1, failed processing).
  const monthly: Array<Insertable<Database['medicare_submissions']>> = [];
  for (const facilityId of agedCare) {
    for (let back = 1; back <= 3; back++) {
      const claimMonth = monthStart(today, back);
      const sentOn = addDays(monthStart(today, back - 1), 2);
      const failed = facilityId === agedCare[0] && back === 1;
      const balance = {
        facility_id: facilityId,
        unique_event_id: uid('AB', ++n),
        request_type: 'AccommodationBalance',
        payload: JSON.stringify({ claimMonth, residentCount: 40 + facilityId * 3 + back }),
        status: 'Accepted' as const,
        processing_status: failed ? ('ProcessingFailed' as const) : ('Processed' as const),
        processing_reason: failed ? PROCESSING_FAILURE_REASONS[0] : null,
        claim_month: claimMonth,
        created_on_utc: at(sentOn, 0),
        processed_on_utc: at(sentOn, 1),
      };
      const claim = {
        facility_id: facilityId,
        unique_event_id: uid('FC', ++n),
        request_type: 'FinaliseClaim',
        payload: JSON.stringify({ claimMonth }),
        status: 'Accepted' as const,
        processing_status: null,
        processing_reason: null,
        claim_month: claimMonth,
        created_on_utc: at(addDays(sentOn, 1), 0),
        processed_on_utc: at(addDays(sentOn, 1), 1),
      };
      if (failed) monthly.unshift(balance, claim);
      else monthly.push(balance, claim);
    }
  }
  await trx.insertInto('medicare_submissions').values(monthly).execute();

  // The entries and departures of the last four months, each submitted the day it happened and answered.
  const events = await trx
    .selectFrom('residency_events as e')
    .innerJoin('residencies as r', 'r.id', 'e.residency_id')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .select([
      'e.id',
      'e.event_type',
      'e.effective_date',
      'r.id as residency_id',
      'r.facility_id',
      'r.resident_id',
      'r.care_type',
      'r.admission_date_utc',
      'r.departure_date_utc',
      'r.departure_reason',
      'p.first_name',
      'p.last_name',
      'p.date_of_birth',
      'p.care_recipient_id',
    ])
    .where('r.facility_id', 'in', agedCare)
    .where('r.is_private_residency', '=', false)
    .where('e.event_type', 'in', [5, 6])
    .where('e.effective_date', '>=', monthStart(today, 4))
    .where('e.effective_date', '<', today)
    .orderBy('e.effective_date')
    .orderBy('e.id')
    .execute();
  const rows = events.map((e) => {
    const requestType = e.event_type === 5 ? ('Entry' as const) : ('Departure' as const);
    const payload = {
      careRecipientId: e.care_recipient_id ?? `CR${String(e.resident_id).padStart(8, '0')}`,
      firstName: e.first_name,
      lastName: e.last_name,
      dateOfBirth: e.date_of_birth,
      careType: e.care_type,
      admissionDate: e.admission_date_utc,
      ...(requestType === 'Departure' ? { departureDate: e.departure_date_utc, departureReason: e.departure_reason } : {}),
    };
    const outcome = simulateOutcome(requestType, payload);
    return {
      facility_id: e.facility_id,
      residency_id: e.residency_id,
      resident_id: e.resident_id,
      residency_event_id: e.id,
      unique_event_id: uid(requestType === 'Entry' ? 'EN' : 'DE', ++n),
      request_type: requestType,
      payload: JSON.stringify(payload),
      status: outcome.status,
      status_reason: outcome.reason,
      created_on_utc: at(e.effective_date as string, 1),
      processed_on_utc: at(e.effective_date as string, 2),
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('medicare_submissions')
      .values(rows.slice(i, i + 500))
      .execute();
  // The stay events carry the unique event id Medicare knows them by.
  await sql`update residency_events e set unique_event_id = m.unique_event_id
              from medicare_submissions m where m.residency_event_id = e.id and e.unique_event_id is null`.execute(trx);
}
