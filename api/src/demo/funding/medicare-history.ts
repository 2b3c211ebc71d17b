/**
 * Demo data of the funding area: the Medicare history Services Australia (its simulator) pays from, beside the events
 * page's demo (medicare-events.ts, the entries and departures of the last four months, run first). For the aged-care
 * residents in care during the last seven months (and before, for their entries), what was sent and accepted: entries,
 * departures and leave, each answered a day after it happened, a few accepted late (after the month's statement was
 * published: paid next month as adjustments) and one in thirty-seven entries Held; more social leave (some residents
 * took leave with a previous provider the product does not know of) and a long hospital leave; the classification
 * notices of the entries accepted before the seven months (the assessed classes). Every care recipient has a care
 * recipient ID. Deterministic: choices are hashes of the residency's id.
 */
import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { addDays } from 'shared-domain/dates';
import { addMonths, monthOf } from 'shared-domain/funding/statements';
import type { Database } from '../../db/schema';
import {
  issueClassificationNotices,
  nominalPublication,
  socialLeaveElsewhere,
} from '../../integrations/medicare/services-australia/statements';
import type { FinanceDemoOptions } from '../finance/index';

const hash = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);
/** The history window: seven months before this one. */
const WINDOW_MONTHS = 7;

type Submission = {
  facility_id: number;
  residency_id: number;
  resident_id: number;
  unique_event_id: string;
  request_type: string;
  payload: string;
  status: 'Accepted' | 'Held';
  status_reason: string | null;
  created_on_utc: Date;
  processed_on_utc: Date;
};

export async function seedMedicareHistoryDemo(trx: Transaction<Database>, options: FinanceDemoOptions): Promise<void> {
  const ageCare = options.facilities.filter((f) => f.type === 'AgeCare').map((f) => f.id);
  if (!ageCare.length) return;
  const { today } = options;
  const now = new Date();
  const thisMonth = monthOf(today);
  const windowStart = addMonths(thisMonth, -WINDOW_MONTHS);
  const since = addMonths(windowStart, -1);

  // Every funded resident is known to Services Australia by a care recipient ID.
  await sql`update residents p set care_recipient_id = 'CR' || lpad(p.id::text, 8, '0')
              from residencies r
             where r.resident_id = p.id and r.facility_id in (${sql.join(ageCare)}) and not r.is_lead
               and r.admission_date_utc is not null and p.care_recipient_id is null`.execute(trx);

  const stays = await trx
    .selectFrom('residencies as r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .select([
      'r.id',
      'r.facility_id',
      'r.resident_id',
      'r.care_type',
      sql<string>`r.admission_date_utc::text`.as('admission'),
      sql<string | null>`r.departure_date_utc::text`.as('departure'),
      'p.care_recipient_id',
      'p.first_name',
      'p.last_name',
      'p.date_of_birth',
    ])
    .where('r.facility_id', 'in', ageCare)
    .where('r.is_lead', '=', false)
    .where('r.is_private_residency', '=', false)
    .where('r.care_type', 'in', ['Permanent', 'Respite'])
    .where('r.admission_date_utc', 'is not', null)
    .where((eb) => eb.or([eb('r.departure_date_utc', 'is', null), eb('r.departure_date_utc', '>=', since)]))
    .orderBy('r.id')
    .execute();
  const leaves = await trx
    .selectFrom('leaves')
    .select([
      'id',
      'residency_id',
      'type',
      'kind',
      sql<string>`start_date::text`.as('start'),
      sql<string | null>`return_date::text`.as('back'),
    ])
    .where('residency_id', 'in', stays.length ? stays.map((s) => s.id) : [-1])
    .where('is_reversed', '=', false)
    .execute();

  // More leave: social leave in the window for one in four permanent residents (and for those who took leave with a
  // previous provider this financial year), a hospital leave beyond 28 days for one in twenty-three.
  const added: Array<{
    residency_id: number;
    type: 'Social' | 'Hospital';
    kind: 'Social' | null;
    start_date: string;
    expected_return_date: string;
    return_date: string;
  }> = [];
  // Bayside Gardens (the first facility) keeps the leave the generator gave it: the stay tests read its residents' leave.
  for (const st of stays) {
    if (st.care_type !== 'Permanent' || st.facility_id === ageCare[0]) continue;
    const h = hash(`demo-leave|${st.id}`);
    const end = st.departure ? addDays(st.departure, -2) : addDays(today, -2);
    const mine = leaves.filter((l) => l.residency_id === st.id);
    const free = (start: string, back: string) =>
      start > addDays(st.admission, 1) &&
      back <= end &&
      mine.every((l) => back <= l.start || (l.back !== null && start >= l.back)) &&
      added.every((a) => a.residency_id !== st.id || back <= a.start_date || start >= a.return_date);
    const tryAdd = (type: 'Social' | 'Hospital', start: string, days: number) => {
      const back = addDays(start, days);
      if (free(start, back))
        added.push({
          residency_id: st.id,
          type,
          kind: type === 'Social' ? 'Social' : null,
          start_date: start,
          expected_return_date: back,
          return_date: back,
        });
    };
    if (socialLeaveElsewhere(st.id, st.admission, monthOf(st.admission)) > 0) {
      tryAdd('Social', addDays(st.admission, 20 + (h % 10)), 6 + (h % 5));
    } else if (h % 4 === 0) {
      const month = addMonths(windowStart, 1 + (h % 5));
      tryAdd('Social', `${month.slice(0, 8)}${String(3 + (h % 14)).padStart(2, '0')}`, 5 + (h % 6));
    }
    if (h % 23 === 0) tryAdd('Hospital', `${addMonths(windowStart, 2).slice(0, 8)}06`, 34 + (h % 5));
  }
  const addedIds = added.length
    ? await trx
        .insertInto('leaves')
        .values(added)
        .returning(['id', 'residency_id', sql<string>`start_date::text`.as('start')])
        .execute()
    : [];
  const allLeaves = [
    ...leaves,
    ...addedIds.map((a, i) => ({
      id: a.id,
      residency_id: a.residency_id,
      type: added[i].type,
      kind: added[i].kind,
      start: a.start,
      back: added[i].return_date,
    })),
  ];

  // What was sent, answered a day later; late ones after the month's statement was published. The events page's demo
  // (medicare-events.ts) already sent the entries and departures of the last months: those stay as they are.
  const sent = new Set(
    (
      await trx
        .selectFrom('medicare_submissions')
        .select(['residency_id', 'request_type'])
        .where('residency_id', 'in', stays.length ? stays.map((s) => s.id) : [-1])
        .where('request_type', 'in', ['Entry', 'Departure'])
        .execute()
    ).map((r) => `${r.residency_id}|${r.request_type}`),
  );
  const subs: Submission[] = [];
  const at = (d: string, hour = 0) => new Date(`${d}T${String(hour).padStart(2, '0')}:00:00Z`);
  const notAfterNow = (d: Date) => (d > now ? now : d);
  const lateOf = (eventDay: string, h: number): Date | null => {
    const late = new Date(nominalPublication(monthOf(eventDay)).getTime() + (1 + (h % 4)) * 86_400_000);
    return late <= now && eventDay >= windowStart ? late : null;
  };
  for (const st of stays) {
    const h = hash(`demo-medicare|${st.id}`);
    const base = {
      careRecipientId: st.care_recipient_id,
      firstName: st.first_name,
      lastName: st.last_name,
      dateOfBirth: st.date_of_birth,
      careType: st.care_type,
      admissionDate: st.admission,
    };
    let n = 0;
    const push = (
      requestType: string,
      eventDay: string,
      payload: Record<string, unknown>,
      opts: { late?: boolean; held?: boolean } = {},
    ) => {
      const created = notAfterNow(at(eventDay, 1));
      const onTime = notAfterNow(at(addDays(eventDay, 1), 2));
      const processed = (opts.late ? lateOf(eventDay, h) : null) ?? onTime;
      subs.push({
        facility_id: st.facility_id,
        residency_id: st.id,
        resident_id: st.resident_id,
        unique_event_id: `SIM-DEMO-${st.id}-${++n}`,
        request_type: requestType,
        payload: JSON.stringify({ ...base, ...payload }),
        status: opts.held ? 'Held' : 'Accepted',
        status_reason: opts.held ? 'Held for manual assessment by Services Australia.' : null,
        created_on_utc: created,
        processed_on_utc: processed < created ? created : processed,
      });
    };
    const recent = st.admission >= windowStart;
    if (!sent.has(`${st.id}|Entry`))
      push('Entry', st.admission, {}, { late: recent && h % 11 === 0, held: recent && h % 37 === 5 });
    if (st.departure && st.departure <= today && !sent.has(`${st.id}|Departure`))
      push('Departure', st.departure, { departureDate: st.departure, departureReason: 'Other' }, { late: h % 13 === 0 });
    for (const l of allLeaves.filter((x) => x.residency_id === st.id && x.start >= since && x.start < today)) {
      const leave = { leaveType: l.type, leaveKind: l.kind, leaveStartDate: l.start };
      push('Leave', l.start, { ...leave, expectedReturnDate: l.back });
      if (l.back && l.back < today) push('LeaveReturned', l.back, { ...leave, leaveReturnDate: l.back });
    }
  }
  // A few of the events page's entries and departures were answered late too (after the month's statement).
  const already = await trx
    .selectFrom('medicare_submissions')
    .select(['id', 'residency_id', 'request_type', 'payload'])
    .where('residency_id', 'in', stays.length ? stays.map((s) => s.id) : [-1])
    .where('request_type', 'in', ['Entry', 'Departure'])
    .where('status', '=', 'Accepted')
    .execute();
  for (const m of already) {
    const h = hash(`demo-medicare|${m.residency_id}`);
    const p = (typeof m.payload === 'string' ? JSON.parse(m.payload) : m.payload) as Record<string, string | null>;
    const eventDay = m.request_type === 'Entry' ? p.admissionDate : p.departureDate;
    if (!eventDay || !(m.request_type === 'Entry' ? h % 11 === 0 : h % 13 === 0)) continue;
    const late = lateOf(eventDay.slice(0, 10), h);
    if (late) await trx.updateTable('medicare_submissions').set({ processed_on_utc: late }).where('id', '=', m.id).execute();
  }
  for (let i = 0; i < subs.length; i += 1000)
    await trx
      .insertInto('medicare_submissions')
      .values(subs.slice(i, i + 1000))
      .execute();

  // The assessed classes of the entries accepted before the window (classification notices).
  for (const f of ageCare) await issueClassificationNotices(trx, f, nominalPublication(addMonths(windowStart, -1)));
}
