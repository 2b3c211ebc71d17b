/**
 * SQL of the stay: the residency with its person, its events and leaves, and the writes of leave, departure
 * and admission, all through the scoped access. The person's residencies in the organisation's other facilities are
 * history/repository.ts (`personHistory`), moving a residency to another facility transfer/repository.ts (`transfer`).
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Leaves, Residencies } from '../../../db/database.generated';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';
import { notFound } from '../../../errors';
import { bedOutOfServiceOn, currentResidency } from '../occupancy';

// ---------------------------------------------------------------- the residency

function stayQuery(s: ScopedDb) {
  return s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .innerJoin('facilities as f', 'f.id', 'r.facility_id')
    .selectAll('r')
    .select([
      'p.first_name',
      'p.last_name',
      'p.date_of_birth',
      'p.care_recipient_id',
      'p.organisation_id',
      'f.facility_type',
      'f.name as facility_name',
    ]);
}

/** The facility's residency `residencyId` with its person (404 otherwise); `lock` takes the residency's row lock. */
export async function stayById(s: ScopedDb, residencyId: number, lock = false) {
  let q = stayQuery(s).where('r.id', '=', residencyId);
  if (lock) q = q.forUpdate(['r']);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
export type StayRow = Awaited<ReturnType<typeof stayById>>;

/** Writes the residency's new state under optimistic concurrency; the new version, or null when stale. */
export async function updateResidency(s: ScopedDb, stay: StayRow, set: Updateable<Residencies>): Promise<number | null> {
  const res = await s
    .updateTable('residencies')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('id', '=', stay.id)
    .where('version', '=', stay.version)
    .returning('version')
    .executeTakeFirst();
  return res?.version ?? null;
}

/** The person's open lead (enquiry) residency in the facility, latest first. */
export async function openLeadResidencyId(s: ScopedDb, residentId: number): Promise<number | undefined> {
  const row = await s
    .selectFrom('residencies', 'r')
    .select('r.id')
    .where('r.resident_id', '=', residentId)
    .where('r.is_lead', '=', true)
    .where('r.is_archived', '=', false)
    .orderBy('r.id', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/** Whether the person has transition care (specialised care TCP, id 5). */
export async function hasTransitionCare(s: ScopedDb, person: ResolvedResident): Promise<boolean> {
  return !!(await s
    .selectFromPerson('resident_specialised_care', person)
    .select('specialised_care_id')
    .where('specialised_care_id', '=', 5)
    .executeTakeFirst());
}

// ---------------------------------------------------------------- events

export async function insertEvent(
  s: ScopedDb,
  v: {
    residencyId: number;
    eventType: number;
    effectiveDate: string;
    details: unknown;
    leaveId: number | null;
    correctsEventId: number | null;
    reversesEventId: number | null;
  },
): Promise<number> {
  const ev = await s
    .insertInto('residency_events', {
      residency_id: v.residencyId,
      event_type: v.eventType,
      effective_date: v.effectiveDate,
      details: JSON.stringify(v.details),
      created_by_user_id: s.userId,
      leave_id: v.leaveId,
      corrects_event_id: v.correctsEventId,
      reverses_event_id: v.reversesEventId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(ev.id);
}

/** The unique event id Medicare gave an event of the residency. */
export async function uniqueEventIdOf(s: ScopedDb, residencyId: number, eventId: number): Promise<string | null> {
  const row = await s
    .selectFromResidency('residency_events', { residencyId })
    .select('unique_event_id')
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row?.unique_event_id ?? null;
}

export async function setUniqueEventId(s: ScopedDb, residencyId: number, eventId: number, uniqueEventId: string): Promise<void> {
  await s
    .residency({ residencyId })
    .updateTable('residency_events')
    .set({ unique_event_id: uniqueEventId })
    .where('id', '=', eventId)
    .execute();
}

export function eventOf(s: ScopedDb, residencyId: number, eventId: number) {
  return s.selectFromResidency('residency_events', { residencyId }).selectAll().where('id', '=', eventId).executeTakeFirst();
}
export type EventRow = NonNullable<Awaited<ReturnType<typeof eventOf>>>;

/** The latest event of the kind (admission: 5 or 22; departure: 6 or 24) of the residency that is not reversed. */
export function activeEvent(s: ScopedDb, residencyId: number, types: number[]) {
  return s
    .selectFromResidency('residency_events', { residencyId })
    .selectAll()
    .where('event_type', 'in', types)
    .where('is_reversed', '=', false)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Marks the residency's events of these types reversed. */
export async function reverseEvents(s: ScopedDb, residencyId: number, types: number[]): Promise<void> {
  await s
    .residency({ residencyId })
    .updateTable('residency_events')
    .set({ is_reversed: true })
    .where('event_type', 'in', types)
    .where('is_reversed', '=', false)
    .execute();
}

export async function reverseLeaveEvents(s: ScopedDb, residencyId: number, leaveId: number): Promise<void> {
  await s
    .residency({ residencyId })
    .updateTable('residency_events')
    .set({ is_reversed: true })
    .where('leave_id', '=', leaveId)
    .execute();
}

/** The bed the residency had when it departed (the departure event's details). */
export async function bedAtDeparture(s: ScopedDb, residencyId: number, departedType: number): Promise<number | null> {
  const row = await s
    .selectFromResidency('residency_events', { residencyId })
    .select('details')
    .where('event_type', '=', departedType)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const details = row?.details;
  const bedId = details && typeof details === 'object' && !Array.isArray(details) ? details.bedId : null;
  return typeof bedId === 'number' ? bedId : null;
}

// ---------------------------------------------------------------- leaves

export function leavesOf(s: ScopedDb, residencyId: number) {
  return s.selectFromResidency('leaves', { residencyId }).selectAll();
}
export type LeaveRow = Awaited<ReturnType<ReturnType<typeof leavesOf>['executeTakeFirstOrThrow']>>;

export function openLeave(s: ScopedDb, residencyId: number, leaveId?: number, lock = false) {
  let q = leavesOf(s, residencyId).where('is_reversed', '=', false).where('return_date', 'is', null);
  if (leaveId) q = q.where('id', '=', leaveId);
  q = q.orderBy('start_date', 'desc');
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

export function leaveOf(s: ScopedDb, residencyId: number, leaveId: number, lock = false) {
  const q = leavesOf(s, residencyId).where('id', '=', leaveId);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

export function activeLeaves(s: ScopedDb, residencyId: number) {
  return leavesOf(s, residencyId).where('is_reversed', '=', false).execute();
}

export function insertLeave(s: ScopedDb, residencyId: number, values: Omit<Insertable<Leaves>, 'residency_id'>) {
  return s.residency({ residencyId }).insertInto('leaves', values).returningAll().executeTakeFirstOrThrow();
}

/** Updates a leave; with `version`, only when it is still that version (undefined when stale). */
export function updateLeave(s: ScopedDb, residencyId: number, leaveId: number, set: Updateable<Leaves>, version?: number) {
  let q = s
    .residency({ residencyId })
    .updateTable('leaves')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('id', '=', leaveId);
  if (version !== undefined) q = q.where('version', '=', version);
  return q.returningAll().executeTakeFirst();
}

/** An open leave ends on the departure date. */
export async function endOpenLeaves(s: ScopedDb, residencyId: number, date: string): Promise<void> {
  await s
    .residency({ residencyId })
    .updateTable('leaves')
    .set((eb) => ({ return_date: date, version: eb('version', '+', 1) }))
    .where('is_reversed', '=', false)
    .where('return_date', 'is', null)
    .execute();
}

export async function reverseAllLeaves(s: ScopedDb, residencyId: number): Promise<void> {
  await s
    .residency({ residencyId })
    .updateTable('leaves')
    .set((eb) => ({ is_reversed: true, version: eb('version', '+', 1) }))
    .where('is_reversed', '=', false)
    .execute();
}

/** The first start date of the residency's leaves (not reversed). */
export async function firstLeaveStart(s: ScopedDb, residencyId: number): Promise<string | null> {
  const row = await leavesOf(s, residencyId)
    .clearSelect()
    .select(sql<string | null>`min(start_date)`.as('d'))
    .where('is_reversed', '=', false)
    .executeTakeFirst();
  return row?.d ?? null;
}

/** The latest return date of the residency's respite leaves (not reversed). */
export async function lastRespiteReturn(s: ScopedDb, residencyId: number): Promise<string | null> {
  const row = await leavesOf(s, residencyId)
    .clearSelect()
    .select(sql<string | null>`max(return_date)`.as('d'))
    .where('type', '=', 'Respite')
    .where('is_reversed', '=', false)
    .executeTakeFirst();
  return row?.d ?? null;
}

// ---------------------------------------------------------------- beds, units (the facility's own)

/** The facility's bed with its state (undefined for another facility's); out of service on `day` by flag or period. */
export function bedOf(s: ScopedDb, bedId: number, day: string) {
  return s
    .selectFrom('beds', 'b')
    .select(['b.id', 'b.is_out_of_service', 'b.is_active', bedOutOfServiceOn('b.id', day).as('oos_period')])
    .where('b.id', '=', bedId)
    .executeTakeFirst();
}

/** Whether a residency of the facility that has not departed holds the bed (other than `exceptResidencyId`). */
export async function bedHeld(s: ScopedDb, bedId: number, exceptResidencyId?: number): Promise<boolean> {
  let q = s.selectFrom('residencies', 'r').select('r.id').where('r.bed_id', '=', bedId).where('r.departure_date_utc', 'is', null);
  if (exceptResidencyId !== undefined) q = q.where('r.id', '<>', exceptResidencyId);
  return !!(await q.executeTakeFirst());
}

/** The other current residents of the stay's independent-living unit (allocation), locked. */
export function otherAllocationResidents(s: ScopedDb, stay: StayRow) {
  return stayQuery(s)
    .where('r.independent_living_allocation_id', '=', stay.independent_living_allocation_id)
    .where('r.id', '<>', stay.id)
    .where(currentResidency('r'))
    .forUpdate(['r'])
    .execute();
}

/** Every other resident of the allocation (the ILU departure dialog lists them). */
export function allocationResidents(s: ScopedDb, stay: StayRow, allocationId: number) {
  return s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .select([
      'r.id as residencyId',
      'r.resident_id as residentId',
      'p.first_name as firstName',
      'p.last_name as lastName',
      'r.admission_date_utc as admissionDateUtc',
      'r.departure_date_utc as departureDateUtc',
    ])
    .where('r.independent_living_allocation_id', '=', allocationId)
    .where('r.id', '<>', stay.id)
    .where('r.is_lead', '=', false)
    .execute();
}

/** Sets (or clears) the departure of the unit's allocation; the allocation's unit id. */
export async function setAllocationDeparture(s: ScopedDb, allocationId: number, date: string | null): Promise<number | null> {
  const row = await s
    .updateTable('independent_living_allocations')
    .set((eb) => ({ departure_date: date, version: eb('version', '+', 1) }))
    .where('id', '=', allocationId)
    .returning('accommodation_id')
    .executeTakeFirst();
  return row?.accommodation_id ?? null;
}

export async function setUnitAvailable(s: ScopedDb, accommodationId: number): Promise<void> {
  await setUnitStatus(s, accommodationId, 'Available');
}

/** The unit's independent-living status (Available when vacated, Occupied while an allocation lives in it). */
export async function setUnitStatus(s: ScopedDb, accommodationId: number, status: 'Available' | 'Occupied'): Promise<void> {
  await s
    .updateTable('accommodations')
    .set((eb) => ({ ilu_status: status, version: eb('version', '+', 1) }))
    .where('id', '=', accommodationId)
    .execute();
}

// ---------------------------------------------------------------- the allocation a stay belongs to (independent living)

/** The allocation's unit, vacating date and settlement, locked when asked (undefined for another facility's). */
export function allocationOfStay(s: ScopedDb, allocationId: number, lock = false) {
  const q = s
    .selectFrom('independent_living_allocations', 'ila')
    .select(['ila.id', 'ila.accommodation_id', 'ila.departure_date', 'ila.is_settled'])
    .where('ila.id', '=', allocationId);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

/** Whether the allocation's settlement was finalised (an ILU departure of a settled allocation cannot be edited). */
export async function allocationSettled(s: ScopedDb, allocationId: number): Promise<boolean> {
  return (await allocationOfStay(s, allocationId))?.is_settled ?? false;
}

/** The latest departure date of the allocation's admitted people (the unit is vacated when the last one leaves). */
export async function lastDepartureOfAllocation(s: ScopedDb, allocationId: number): Promise<string | null> {
  const row = await s
    .selectFrom('residencies', 'r')
    .select(sql<string | null>`max(r.departure_date_utc)`.as('d'))
    .where('r.independent_living_allocation_id', '=', allocationId)
    .where('r.is_lead', '=', false)
    .executeTakeFirst();
  return row?.d ?? null;
}

/**
 * Whether another allocation now holds the unit: one not archived and not vacated that names it (an enquiry it was
 * assigned to, or residents admitted to it). A vacated allocation keeps its unit's id as history.
 */
export async function unitHeldByAnotherAllocation(s: ScopedDb, accommodationId: number, allocationId: number): Promise<boolean> {
  return !!(await s
    .selectFrom('independent_living_allocations', 'ila')
    .select('ila.id')
    .where('ila.accommodation_id', '=', accommodationId)
    .where('ila.id', '<>', allocationId)
    .where('ila.is_archived', '=', false)
    .where('ila.departure_date', 'is', null)
    .executeTakeFirst());
}

/**
 * The facility's unit with its status and its type's current (published) price, its row locked: a second admission
 * into it, or a reversal bringing residents back to it, waits and then sees the first one's result.
 */
export function lockUnit(s: ScopedDb, accommodationId: number) {
  return s
    .selectFrom('accommodations', 'a')
    .leftJoin('accommodation_types as t', 't.id', 'a.accommodation_type_id')
    .select(['a.id', 'a.ilu_status', 'a.is_active', 't.price'])
    .where('a.id', '=', accommodationId)
    .forUpdate(['a'])
    .executeTakeFirst();
}
export type UnitRow = NonNullable<Awaited<ReturnType<typeof lockUnit>>>;

// ---------------------------------------------------------------- the unit's brief note (notice to vacate)

/**
 * Vacating a unit gives notice to vacate on the departure date: an accommodation financial event of the unit and the
 * allocation (its latest event makes the unit's brief note 'Vacating {date}'), with the allocation's other finance
 * dates as they stand, so the event is the allocation's financial state on that day.
 */
export async function recordNoticeToVacate(s: ScopedDb, allocationId: number, accommodationId: number, date: string) {
  const allocation = await s
    .selectFrom('independent_living_allocations', 'ila')
    .select(['ila.balance_paid_date', 'ila.deposit_paid_date', 'ila.contract_signed_date'])
    .where('ila.id', '=', allocationId)
    .executeTakeFirstOrThrow();
  await s
    .insertInto('accommodation_financial_events', {
      accommodation_id: accommodationId,
      independent_living_allocation_id: allocationId,
      notice_to_vacate_date: date,
      ...allocation,
    })
    .execute();
}

/** A corrected vacating date moves the allocation's notice to vacate on the old date with it. */
export async function moveNoticeToVacate(s: ScopedDb, allocationId: number, from: string, to: string): Promise<void> {
  await s
    .updateTable('accommodation_financial_events')
    .set({ notice_to_vacate_date: to })
    .where('independent_living_allocation_id', '=', allocationId)
    .where('notice_to_vacate_date', '=', from)
    .execute();
}

/**
 * A reversed vacate withdraws the allocation's notice to vacate on its vacating date: the events that gave it are
 * removed (the residency events and the audit log keep what happened), so the unit's brief note is again its earlier
 * event's. A notice given for another date (ahead of a move, on the finance screen) stays.
 */
export async function withdrawNoticeToVacate(s: ScopedDb, allocationId: number, vacatingDate: string): Promise<void> {
  await s
    .deleteFrom('accommodation_financial_events')
    .where('independent_living_allocation_id', '=', allocationId)
    .where('notice_to_vacate_date', '=', vacatingDate)
    .execute();
}

// ---------------------------------------------------------------- hospital leave (the potential reassessments report)

/**
 * The latest hospital leave started by `today` and lasting at least `minDays` of each of the facility's residencies
 * that has one (unreversed), as a derived table: residency_id, start_date, return_date (null while away). The potential
 * reassessments report joins it:
 * a resident whose latest hospital leave started on or after their class took effect has been in hospital since.
 */
export function latestHospitalLeavesQuery(s: ScopedDb, today: string, minDays = 0) {
  // A stay's days: to its return day (not counted), or to today while still away (today counted).
  const days = sql<number>`(case when l.return_date is not null and l.return_date <= ${today}::date
      then l.return_date - l.start_date else ${today}::date - l.start_date + 1 end)`;
  return s
    .selectFrom('residencies', 'lr')
    .innerJoin('leaves as l', 'l.residency_id', 'lr.id')
    .distinctOn('l.residency_id')
    .select(['l.residency_id', 'l.start_date', 'l.return_date'])
    .where('l.type', '=', 'Hospital')
    .where('l.is_reversed', '=', false)
    .where('l.start_date', '<=', today)
    .where(sql<boolean>`${days} >= ${minDays}`)
    .orderBy('l.residency_id')
    .orderBy('l.start_date', 'desc')
    .orderBy('l.id', 'desc');
}
