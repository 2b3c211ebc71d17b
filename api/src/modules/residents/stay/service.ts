/**
 * The stay (issue 3): leave, departure and vacate, admission corrections, reversals, event history, transfers and
 * make-resident-funded. Every change is a residency event (ResidentEventType codes, leave events 101-103) written
 * with the residency's new state, the audit record and the Medicare submission in one transaction.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { addDays, melbourneToday } from 'shared-domain/dates';
import type { DepartureFormReason, DepartureInitiatedBy, DepartureReason, FacilityType } from 'shared-domain/enums';
import {
  STAY_EVENT_TYPES as E, STAY_FIELD_MESSAGES as M, STAY_MESSAGES, deriveLeaveKind, departureFormFromStored, eventEditBlock,
  isAdmissionEvent, isDepartureEvent, leavesOverlap, medicareRequestTypeFor, storedDepartureReason, validateAdmission,
  validateDeparture, validateDepartureCorrection, validateLeave, validateReturnFromLeave,
  type AdmissionForm, type DepartureForm, type EventHistoryEvent, type EventHistoryResponse, type ModelState,
} from 'shared-domain/stay';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { audit } from '../../../http/audit';
import { HttpError, ModelStateError, conflict, notFound } from '../../../http/errors';
import { loadFacilities } from '../../../http/routes';
import { getMedicareGateway, type MedicareRequestType } from '../../../integrations/medicare/gateway';

type Db = Kysely<any>;
type Trx = Transaction<any> | Kysely<any>;
type Req = FastifyRequest;

function dbOf(ctx: AppContext<Database>): Db {
  return ctx.db as unknown as Db;
}
function facilityOf(req: Req) {
  return req.auth!.facility!;
}
function refuse(ms: ModelState): void {
  if (Object.keys(ms).length) throw new ModelStateError(ms);
}

export interface StayRow {
  id: number; resident_id: number; facility_id: number; care_type: 'Permanent' | 'Respite' | 'ILU'; is_lead: boolean;
  is_archived: boolean; is_private_residency: boolean; admission_date_utc: string | null; departure_date_utc: string | null;
  expected_departure_date: string | null; departure_reason: string | null; departure_initiated_by: string | null;
  departure_reason_notes: string | null; departure_to_facility_id: number | null; accommodation_class: string | null;
  pre_entry_leave_date: string | null; palliative_status: boolean; bed_id: number | null;
  independent_living_allocation_id: number | null; version: number; first_name: string; last_name: string;
  date_of_birth: string | null; care_recipient_id: string | null; organisation_id: number; facility_type: FacilityType;
  facility_name: string;
}

function stayQuery(db: Trx) {
  return db
    .selectFrom('residencies as r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .innerJoin('facilities as f', 'f.id', 'r.facility_id')
    .selectAll('r')
    .select(['p.first_name', 'p.last_name', 'p.date_of_birth', 'p.care_recipient_id', 'p.organisation_id', 'f.facility_type', 'f.name as facility_name']);
}

/** The resident's residency in the current facility (latest, not archived first); 404 otherwise. */
export async function loadStay(db: Trx, facilityId: number, residentId: number, lock = false): Promise<StayRow> {
  let q = stayQuery(db).where('r.resident_id', '=', residentId).where('r.facility_id', '=', facilityId)
    .orderBy('r.is_archived', 'asc').orderBy('r.id', 'desc').limit(1);
  if (lock) q = q.forUpdate(['r']) as typeof q;
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row as StayRow;
}

async function loadResidencyById(db: Trx, facilityId: number, residencyId: number, lock = false): Promise<StayRow> {
  let q = stayQuery(db).where('r.id', '=', residencyId).where('r.facility_id', '=', facilityId);
  if (lock) q = q.forUpdate(['r']) as typeof q;
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row as StayRow;
}

function checkVersion(stay: { version: number }, version: number | undefined | null): void {
  if (version !== undefined && version !== null && version !== stay.version) throw conflict();
}

/** Writes the residency's new state under optimistic concurrency (0 rows => 409). */
async function updateResidency(trx: Trx, stay: StayRow, set: Record<string, unknown>): Promise<number> {
  const res = await trx.updateTable('residencies')
    .set({ ...set, version: sql`version + 1` })
    .where('id', '=', stay.id).where('version', '=', stay.version)
    .returning('version').executeTakeFirst();
  if (!res) throw conflict();
  return res.version as number;
}

function basePayload(stay: StayRow) {
  return {
    careRecipientId: stay.care_recipient_id, firstName: stay.first_name, lastName: stay.last_name, dateOfBirth: stay.date_of_birth,
    careType: stay.care_type, admissionDate: stay.admission_date_utc,
  };
}

/** Inserts the event, submits it to the Medicare gateway in the same transaction and links both. */
export async function recordEvent(
  ctx: AppContext<Database>, trx: Trx, req: Req, stay: StayRow, eventType: number, effectiveDate: string,
  details: Record<string, unknown>, opts: { leaveId?: number | null; correctsEventId?: number | null; reversesEventId?: number | null; payload?: Record<string, unknown> } = {},
): Promise<{ eventId: number; uniqueEventId: string | null }> {
  const ev = await trx.insertInto('residency_events').values({
    residency_id: stay.id, facility_id: stay.facility_id, event_type: eventType, effective_date: effectiveDate,
    details: JSON.stringify(details), created_by_user_id: req.auth!.user.id, leave_id: opts.leaveId ?? null,
    corrects_event_id: opts.correctsEventId ?? null, reverses_event_id: opts.reversesEventId ?? null,
  }).returning('id').executeTakeFirstOrThrow();
  const eventId = Number(ev.id);
  const requestType = medicareRequestTypeFor(eventType) as MedicareRequestType | null;
  let uniqueEventId: string | null = null;
  if (requestType && !stay.is_private_residency) {
    let originalUniqueEventId: string | null = null;
    const refId = opts.correctsEventId ?? opts.reversesEventId;
    if (refId) {
      const orig = await trx.selectFrom('residency_events').select('unique_event_id').where('id', '=', refId).executeTakeFirst();
      originalUniqueEventId = orig?.unique_event_id ?? null;
    }
    const sub = await getMedicareGateway(ctx).submit(trx, {
      facilityId: stay.facility_id, residencyId: stay.id, residentId: stay.resident_id, requestType,
      payload: { ...basePayload(stay), ...(opts.payload ?? {}), originalUniqueEventId }, createdByUserId: req.auth!.user.id,
      residencyEventId: eventId,
    });
    uniqueEventId = sub.uniqueEventId;
    await trx.updateTable('residency_events').set({ unique_event_id: uniqueEventId }).where('id', '=', eventId).execute();
  }
  await audit(trx, req, `stay.${requestType ?? eventType}`, 'residency', stay.id, { eventId, eventType, effectiveDate, ...details });
  return { eventId, uniqueEventId };
}

// ------------------------------------------------------------------ leave
export interface LeaveBody {
  type: string; startDateUtc: string; expectedReturnDateUtc?: string | null; returnDateUtc?: string | null;
  leaveStartTimeLocalString?: string | null; leaveReturnTimeLocalString?: string | null;
  isClaimable?: boolean; isTransitionCare?: boolean; isRespiteLeaveWithinOrganisation?: boolean; version?: number;
}

function leaveDto(l: any) {
  return {
    id: l.id, residencyId: l.residency_id, type: l.type, kind: l.kind, startDateUtc: l.start_date,
    expectedReturnDateUtc: l.expected_return_date, returnDateUtc: l.return_date, isReversed: l.is_reversed,
    leaveStartTimeLocalString: l.start_time_local ?? null, leaveReturnTimeLocalString: l.return_time_local ?? null,
    isRespiteLeaveWithinOrganisation: !!l.is_respite_leave_within_organisation, version: l.version,
  };
}

async function overlapCheck(trx: Trx, residencyId: number, start: string, end: string | null, exceptId?: number): Promise<boolean> {
  const others = await trx.selectFrom('leaves').selectAll().where('residency_id', '=', residencyId).where('is_reversed', '=', false).execute();
  return others.some((o: any) => o.id !== exceptId && leavesOverlap(start, end, o.start_date, o.return_date ?? null));
}

async function isTransitionCare(trx: Trx, residentId: number): Promise<boolean> {
  // Specialised care TCP (id 5) is kept by the record engineer; read it when the table exists.
  try {
    const r = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name = 'resident_specialised_care'`.execute(trx);
    if (!r.rows[0]?.n) return false;
    const t = await sql<{ n: number }>`select count(*)::int as n from resident_specialised_care where resident_id = ${residentId} and specialised_care_id = 5`.execute(trx);
    return (t.rows[0]?.n ?? 0) > 0;
  } catch {
    return false;
  }
}

export async function addLeave(ctx: AppContext<Database>, req: Req, residentId: number, body: LeaveBody) {
  const f = facilityOf(req);
  return dbOf(ctx).transaction().execute(async (trx) => {
    const stay = await loadStay(trx, f.id, residentId, true);
    checkVersion(stay, body.version);
    const ms = validateLeave(body, { facilityType: f.facilityType, admissionDate: stay.admission_date_utc, departureDate: null });
    if (stay.departure_date_utc) (ms.residentId ??= []).push(M.alreadyDeparted);
    refuse(ms);
    const open = await trx.selectFrom('leaves').select('id').where('residency_id', '=', stay.id).where('is_reversed', '=', false)
      .where('return_date', 'is', null).executeTakeFirst();
    if (open) throw ModelStateError.field('residentId', M.alreadyOnLeave);
    if (await overlapCheck(trx, stay.id, body.startDateUtc, body.returnDateUtc ?? null)) throw ModelStateError.field('startDateUtc', M.overlappingLeave);
    const kind = deriveLeaveKind({
      facilityType: f.facilityType, type: body.type as any, isClaimable: body.isClaimable,
      isTransitionCare: body.isTransitionCare ?? (await isTransitionCare(trx, stay.resident_id)),
    });
    const leave = await trx.insertInto('leaves').values({
      residency_id: stay.id, type: body.type, kind, start_date: body.startDateUtc, expected_return_date: body.expectedReturnDateUtc ?? null,
      return_date: null, start_time_local: body.leaveStartTimeLocalString ?? null,
      is_respite_leave_within_organisation: f.facilityType === 'IndependentLiving' && body.type === 'Respite' && !!body.isRespiteLeaveWithinOrganisation,
    }).returningAll().executeTakeFirstOrThrow();
    await updateResidency(trx, stay, {});
    await recordEvent(ctx, trx, req, stay, E.LeaveAdded, body.startDateUtc, { leaveId: leave.id, type: body.type, kind }, {
      leaveId: leave.id, payload: { leaveType: body.type, leaveKind: kind, leaveStartDate: body.startDateUtc, expectedReturnDate: body.expectedReturnDateUtc ?? null },
    });
    return leaveDto(leave);
  });
}

export async function updateLeave(ctx: AppContext<Database>, req: Req, body: LeaveBody & { id: number }) {
  const f = facilityOf(req);
  return dbOf(ctx).transaction().execute(async (trx) => {
    const leave = await trx.selectFrom('leaves as l').innerJoin('residencies as r', 'r.id', 'l.residency_id')
      .selectAll('l').where('l.id', '=', body.id).where('r.facility_id', '=', f.id).forUpdate(['l']).executeTakeFirst();
    if (!leave) throw notFound();
    if (leave.is_reversed) throw ModelStateError.field('id', STAY_MESSAGES.cannotEdit);
    if (body.version !== undefined && body.version !== leave.version) throw conflict();
    const stay = await loadResidencyById(trx, f.id, leave.residency_id, true);
    const ms = validateLeave(body, { facilityType: f.facilityType, admissionDate: stay.admission_date_utc, departureDate: stay.departure_date_utc });
    refuse(ms);
    const returnDate = body.returnDateUtc === undefined ? leave.return_date : body.returnDateUtc;
    if (returnDate && returnDate < addDays(body.startDateUtc, 1)) throw ModelStateError.field('returnDateUtc', M.returnMinimum);
    if (await overlapCheck(trx, stay.id, body.startDateUtc, returnDate ?? null, leave.id)) throw ModelStateError.field('startDateUtc', M.overlappingLeave);
    const kind = deriveLeaveKind({
      facilityType: f.facilityType, type: body.type as any, isClaimable: body.isClaimable,
      isTransitionCare: body.isTransitionCare ?? (leave.kind === 'TransitionCare' || leave.kind === 'TransitionNonClaimable'),
    });
    const updated = await trx.updateTable('leaves').set({
      type: body.type, kind, start_date: body.startDateUtc, expected_return_date: body.expectedReturnDateUtc ?? null,
      return_date: returnDate ?? null, start_time_local: body.leaveStartTimeLocalString ?? leave.start_time_local,
      return_time_local: body.leaveReturnTimeLocalString ?? leave.return_time_local, version: sql`version + 1`,
    }).where('id', '=', leave.id).where('version', '=', leave.version).returningAll().executeTakeFirst();
    if (!updated) throw conflict();
    await recordEvent(ctx, trx, req, stay, E.LeaveUpdated, body.startDateUtc, { leaveId: leave.id, type: body.type, kind }, {
      leaveId: leave.id, payload: { leaveType: body.type, leaveKind: kind, leaveStartDate: body.startDateUtc, leaveReturnDate: returnDate ?? null, expectedReturnDate: body.expectedReturnDateUtc ?? null },
    });
    return leaveDto(updated);
  });
}

export async function returnFromLeave(ctx: AppContext<Database>, req: Req, residentId: number, body: { returnDateUtc: string; leaveReturnTimeLocalString?: string | null; leaveId?: number; version?: number }) {
  const f = facilityOf(req);
  return dbOf(ctx).transaction().execute(async (trx) => {
    const stay = await loadStay(trx, f.id, residentId, true);
    checkVersion(stay, body.version);
    let q = trx.selectFrom('leaves').selectAll().where('residency_id', '=', stay.id).where('is_reversed', '=', false).where('return_date', 'is', null);
    if (body.leaveId) q = q.where('id', '=', body.leaveId);
    const leave = await q.orderBy('start_date', 'desc').forUpdate().executeTakeFirst();
    if (!leave) throw ModelStateError.field('residentId', M.notOnLeave);
    refuse(validateReturnFromLeave(body.returnDateUtc, leave.start_date));
    const updated = await trx.updateTable('leaves').set({
      return_date: body.returnDateUtc, return_time_local: body.leaveReturnTimeLocalString ?? null, version: sql`version + 1`,
    }).where('id', '=', leave.id).returningAll().executeTakeFirstOrThrow();
    await updateResidency(trx, stay, {});
    await recordEvent(ctx, trx, req, stay, E.LeaveReturned, body.returnDateUtc, { leaveId: leave.id }, {
      leaveId: leave.id, payload: { leaveType: leave.type, leaveStartDate: leave.start_date, leaveReturnDate: body.returnDateUtc },
    });
    return leaveDto(updated);
  });
}

export async function reverseLeave(ctx: AppContext<Database>, req: Req, residentId: number, body: { leaveId: number; version?: number }) {
  const f = facilityOf(req);
  return dbOf(ctx).transaction().execute(async (trx) => {
    const stay = await loadStay(trx, f.id, residentId, true);
    const leave = await trx.selectFrom('leaves').selectAll().where('id', '=', body.leaveId).where('residency_id', '=', stay.id).forUpdate().executeTakeFirst();
    if (!leave) throw notFound();
    if (body.version !== undefined && body.version !== leave.version) throw conflict();
    if (leave.is_reversed) throw ModelStateError.field('leaveId', STAY_MESSAGES.cannotReverse);
    const updated = await trx.updateTable('leaves').set({ is_reversed: true, version: sql`version + 1` })
      .where('id', '=', leave.id).returningAll().executeTakeFirstOrThrow();
    await trx.updateTable('residency_events').set({ is_reversed: true }).where('leave_id', '=', leave.id).execute();
    await updateResidency(trx, stay, {});
    await recordEvent(ctx, trx, req, stay, E.LeaveReversed, leave.start_date, { leaveId: leave.id }, {
      leaveId: leave.id, payload: { leaveType: leave.type, leaveStartDate: leave.start_date },
    });
    return leaveDto(updated);
  });
}

// ------------------------------------------------------------------ departure
export interface DepartureBody extends DepartureForm { version?: number; residencyId?: number }

function departureDto(stay: StayRow, eventId: number | null, hasAdmissionAfterDeparture: boolean) {
  const form = departureFormFromStored(stay.departure_reason as DepartureReason | null);
  return {
    residencyId: stay.id, residentId: stay.resident_id, admissionDateUtc: stay.admission_date_utc,
    departureDateUtc: stay.departure_date_utc,
    departureTimeLocal: null as string | null, departureReason: form.departureReason || null,
    departureInitiatedBy: form.departureInitiatedBy || stay.departure_initiated_by || null,
    departureReasonNotes: stay.departure_reason_notes, toFacilityId: stay.departure_to_facility_id,
    hasAdmissionAfterDeparture, eventId, version: stay.version, careType: stay.care_type,
    independentLivingAllocationId: stay.independent_living_allocation_id,
  };
}

/** The latest departure event (6 or 24) of the residency that is not reversed. */
async function activeEvent(trx: Trx, residencyId: number, kind: 'admission' | 'departure'): Promise<any | undefined> {
  const types = kind === 'admission' ? [E.ResidentAdmitted, E.ResidentAdmissionCorrected] : [E.ResidentDeparted, E.ResidentDepartureCorrected];
  return trx.selectFrom('residency_events').selectAll().where('residency_id', '=', residencyId).where('event_type', 'in', types)
    .where('is_reversed', '=', false).orderBy('id', 'desc').executeTakeFirst();
}

/** Later residencies of the same person (readmission, transfer, lead), oldest first. */
async function laterResidencies(trx: Trx, stay: StayRow) {
  return trx.selectFrom('residencies as r').innerJoin('facilities as f', 'f.id', 'r.facility_id')
    .select(['r.id', 'r.facility_id', 'f.name as facility_name', 'r.is_lead', 'r.admission_date_utc', 'r.departure_date_utc'])
    .where('r.resident_id', '=', stay.resident_id).where('r.id', '>', stay.id).where('r.is_archived', '=', false)
    .orderBy('r.id').execute();
}

async function latestResidency(trx: Trx, residentId: number) {
  return trx.selectFrom('residencies as r').innerJoin('facilities as f', 'f.id', 'r.facility_id')
    .select(['r.id', 'r.facility_id', 'f.name as facility_name', 'r.is_lead', 'r.admission_date_utc', 'r.departure_date_utc', 'r.care_type'])
    .where('r.resident_id', '=', residentId).where('r.is_archived', '=', false).orderBy('r.id', 'desc').executeTakeFirst();
}

/** The server side of the event-history edit rules (seed 001 §4): 400 with the 'Unable to edit' message. */
async function assertEditable(trx: Trx, stay: StayRow, event: any, currentFacilityId: number, field = 'eventId'): Promise<void> {
  const latest = await latestResidency(trx, stay.resident_id);
  const settled = await iluSettled(trx, stay);
  const block = eventEditBlock(
    { eventType: event.event_type, facilityId: event.facility_id ?? stay.facility_id, residencyId: event.residency_id, isReversed: event.is_reversed, independentLivingAllocationWasSettled: settled },
    { currentFacilityId, latestResidency: latest ? { id: latest.id, facilityId: latest.facility_id, facilityName: latest.facility_name, isLead: latest.is_lead } : null },
  );
  if (block) throw ModelStateError.field(field, block);
}

async function iluSettled(trx: Trx, stay: StayRow): Promise<boolean> {
  // Settlement of an ILU allocation is finalised by the ILU area (issue on ILU settlements): read its flag when present.
  if (!stay.independent_living_allocation_id) return false;
  try {
    const r = await sql<{ n: number }>`select count(*)::int as n from information_schema.columns where table_name = 'independent_living_allocations' and column_name = 'is_settled'`.execute(trx);
    if (!r.rows[0]?.n) return false;
    const s = await sql<{ is_settled: boolean }>`select is_settled from independent_living_allocations where id = ${stay.independent_living_allocation_id}`.execute(trx);
    return !!s.rows[0]?.is_settled;
  } catch {
    return false;
  }
}

async function otherAllocationResidents(trx: Trx, stay: StayRow): Promise<StayRow[]> {
  if (!stay.independent_living_allocation_id) return [];
  const rows = await stayQuery(trx).where('r.independent_living_allocation_id', '=', stay.independent_living_allocation_id)
    .where('r.id', '<>', stay.id).where('r.facility_id', '=', stay.facility_id).where('r.is_lead', '=', false)
    .where('r.admission_date_utc', 'is not', null).where('r.departure_date_utc', 'is', null).forUpdate(['r']).execute();
  return rows as StayRow[];
}

async function departOne(ctx: AppContext<Database>, trx: Trx, req: Req, stay: StayRow, body: DepartureBody) {
  const reason = storedDepartureReason(body);
  // An open leave ends on the departure date.
  await trx.updateTable('leaves').set({ return_date: body.departureDateUtc!, version: sql`version + 1` })
    .where('residency_id', '=', stay.id).where('is_reversed', '=', false).where('return_date', 'is', null).execute();
  await updateResidency(trx, stay, {
    departure_date_utc: body.departureDateUtc, departure_reason: reason, departure_initiated_by: body.departureInitiatedBy || null,
    departure_reason_notes: body.departureReasonNotes ?? null, departure_to_facility_id: body.toFacilityId ?? null, bed_id: null,
  });
  const { eventId } = await recordEvent(ctx, trx, req, stay, E.ResidentDeparted, body.departureDateUtc!, { departureReason: reason, bedId: stay.bed_id }, {
    payload: { departureDate: body.departureDateUtc, departureReason: reason },
  });
  return eventId;
}

export async function depart(ctx: AppContext<Database>, req: Req, residentId: number, body: DepartureBody, ilu?: { isVacating: boolean }) {
  const f = facilityOf(req);
  return dbOf(ctx).transaction().execute(async (trx) => {
    const stay = await loadStay(trx, f.id, residentId, true);
    checkVersion(stay, body.version);
    const others = ilu?.isVacating ? await otherAllocationResidents(trx, stay) : [];
    const otherAdmission = others.map((o) => o.admission_date_utc!).sort().at(-1) ?? null;
    const ms = validateDeparture(body, { admissionDate: stay.is_lead ? null : stay.admission_date_utc, isVacating: ilu?.isVacating, otherResidentAdmissionDate: otherAdmission });
    if (stay.departure_date_utc) (ms.residentId ??= []).push(M.alreadyDeparted);
    refuse(ms);
    const eventId = await departOne(ctx, trx, req, stay, body);
    if (ilu?.isVacating) {
      for (const o of others) await departOne(ctx, trx, req, o, body);
      if (stay.independent_living_allocation_id) {
        const alloc = await trx.updateTable('independent_living_allocations').set({ departure_date: body.departureDateUtc!, version: sql`version + 1` })
          .where('id', '=', stay.independent_living_allocation_id).where('facility_id', '=', f.id).returning('accommodation_id').executeTakeFirst();
        if (alloc?.accommodation_id) {
          await trx.updateTable('accommodations').set({ ilu_status: 'Available', version: sql`version + 1` })
            .where('id', '=', alloc.accommodation_id).where('facility_id', '=', f.id).execute();
        }
      }
    }
    const after = await loadResidencyById(trx, f.id, stay.id);
    return departureDto(after, eventId, false);
  });
}

export async function getDeparture(ctx: AppContext<Database>, req: Req, residentId: number) {
  const db = dbOf(ctx);
  const stay = await loadStay(db, facilityOf(req).id, residentId);
  return departureInfo(db, stay);
}

async function departureInfo(db: Trx, stay: StayRow) {
  const ev = await activeEvent(db, stay.id, 'departure');
  const later = await laterResidencies(db, stay);
  const others = await (async () => {
    if (!stay.independent_living_allocation_id) return [];
    return db.selectFrom('residencies as r').innerJoin('residents as p', 'p.id', 'r.resident_id')
      .select(['r.id as residencyId', 'r.resident_id as residentId', 'p.first_name as firstName', 'p.last_name as lastName', 'r.admission_date_utc as admissionDateUtc', 'r.departure_date_utc as departureDateUtc'])
      .where('r.independent_living_allocation_id', '=', stay.independent_living_allocation_id).where('r.id', '<>', stay.id).where('r.is_lead', '=', false).execute();
  })();
  return { ...departureDto(stay, ev ? Number(ev.id) : null, later.some((l: any) => !!l.admission_date_utc)), otherResidents: others };
}

export async function getIluDeparture(ctx: AppContext<Database>, req: Req, residencyId: number) {
  const db = dbOf(ctx);
  const stay = await loadResidencyById(db, facilityOf(req).id, residencyId);
  return departureInfo(db, stay);
}

export async function correctDeparture(ctx: AppContext<Database>, req: Req, target: { residentId?: number; residencyId?: number }, eventId: number | undefined, body: DepartureBody) {
  const f = facilityOf(req);
  return dbOf(ctx).transaction().execute(async (trx) => {
    const stay = target.residencyId ? await loadResidencyById(trx, f.id, target.residencyId, true) : await loadStay(trx, f.id, target.residentId!, true);
    checkVersion(stay, body.version);
    const event = eventId
      ? await trx.selectFrom('residency_events').selectAll().where('id', '=', eventId).where('residency_id', '=', stay.id).executeTakeFirst()
      : await activeEvent(trx, stay.id, 'departure');
    if (!event || !isDepartureEvent(event.event_type)) throw notFound();
    if (!stay.departure_date_utc) throw ModelStateError.field('eventId', STAY_MESSAGES.cannotEdit);
    await assertEditable(trx, stay, event, f.id);
    const later = await laterResidencies(trx, stay);
    const admittedLater = later.find((l: any) => !!l.admission_date_utc);
    const respite = await trx.selectFrom('leaves').select(sql<string>`max(return_date)`.as('d')).where('residency_id', '=', stay.id)
      .where('type', '=', 'Respite').where('is_reversed', '=', false).executeTakeFirst();
    const ms = validateDepartureCorrection(body, {
      admissionDate: stay.admission_date_utc, admittedAtFacilityId: admittedLater?.facility_id ?? null,
      respiteLeaveReturnDate: (respite as any)?.d ?? null, laterAdmissionDate: admittedLater?.admission_date_utc ?? null,
    });
    refuse(ms);
    const reason = storedDepartureReason(body);
    await updateResidency(trx, stay, {
      departure_date_utc: body.departureDateUtc, departure_reason: reason, departure_initiated_by: body.departureInitiatedBy || null,
      departure_reason_notes: body.departureReasonNotes ?? null, departure_to_facility_id: body.toFacilityId ?? null,
    });
    const { eventId: newId } = await recordEvent(ctx, trx, req, stay, E.ResidentDepartureCorrected, body.departureDateUtc!, {
      departureReason: reason, previousDepartureDate: stay.departure_date_utc, previousDepartureReason: stay.departure_reason,
    }, { correctsEventId: Number(event.id), payload: { departureDate: body.departureDateUtc, departureReason: reason } });
    const after = await loadResidencyById(trx, f.id, stay.id);
    return departureDto(after, newId, !!admittedLater);
  });
}

export async function reverseDeparture(ctx: AppContext<Database>, req: Req, residentId: number, eventId: number | undefined, body: { residencyId: number; version?: number }) {
  const f = facilityOf(req);
  return dbOf(ctx).transaction().execute(async (trx) => {
    const stay = await loadStay(trx, f.id, residentId, true);
    if (body.residencyId !== stay.id) throw notFound();
    checkVersion(stay, body.version);
    const event = eventId
      ? await trx.selectFrom('residency_events').selectAll().where('id', '=', eventId).where('residency_id', '=', stay.id).executeTakeFirst()
      : await activeEvent(trx, stay.id, 'departure');
    if (!event || !isDepartureEvent(event.event_type)) throw ModelStateError.field('eventId', STAY_MESSAGES.cannotReverse);
    if (event.is_reversed || !stay.departure_date_utc) throw ModelStateError.field('eventId', STAY_MESSAGES.cannotReverse);
    await assertEditable(trx, stay, event, f.id);
    await trx.updateTable('residency_events').set({ is_reversed: true }).where('residency_id', '=', stay.id)
      .where('event_type', 'in', [E.ResidentDeparted, E.ResidentDepartureCorrected]).where('is_reversed', '=', false).execute();
    // The bed comes back when it is still free.
    const prevBed = await trx.selectFrom('residency_events').select('details').where('residency_id', '=', stay.id).where('event_type', '=', E.ResidentDeparted)
      .orderBy('id', 'desc').executeTakeFirst();
    const bedId = (prevBed?.details as any)?.bedId ?? null;
    let restoreBed: number | null = null;
    if (bedId) {
      const taken = await trx.selectFrom('residencies').select('id').where('bed_id', '=', bedId).where('departure_date_utc', 'is', null).executeTakeFirst();
      if (!taken) restoreBed = bedId;
    }
    await updateResidency(trx, stay, {
      departure_date_utc: null, departure_reason: null, departure_initiated_by: null, departure_reason_notes: null, departure_to_facility_id: null,
      bed_id: restoreBed,
    });
    if (stay.independent_living_allocation_id) {
      await trx.updateTable('independent_living_allocations').set({ departure_date: null, version: sql`version + 1` })
        .where('id', '=', stay.independent_living_allocation_id).where('facility_id', '=', f.id).execute();
    }
    const { eventId: newId } = await recordEvent(ctx, trx, req, stay, E.ResidentDepartureReversed, event.effective_date, { reversedEventId: Number(event.id) }, {
      reversesEventId: Number(event.id), payload: { departureDate: event.effective_date },
    });
    return { eventId: newId, residencyId: stay.id };
  });
}

// ------------------------------------------------------------------ admission
async function conflictEffectiveDates(trx: Trx, stay: StayRow): Promise<string[]> {
  // Dates the admission must come after: departures of the resident's earlier residencies.
  const rows = await trx.selectFrom('residencies').select('departure_date_utc').where('resident_id', '=', stay.resident_id)
    .where('id', '<', stay.id).where('departure_date_utc', 'is not', null).execute();
  return rows.map((r: any) => r.departure_date_utc as string).sort();
}

function admissionDto(stay: StayRow, eventId: number | null, conflicts: string[]) {
  return {
    residencyId: stay.id, residentId: stay.resident_id, admissionDateUtc: stay.admission_date_utc, admissionTimeLocal: null as string | null,
    expectedDepartureDateUtc: stay.expected_departure_date, careType: stay.care_type, preEntryLeaveDateUtc: stay.pre_entry_leave_date,
    conflictEffectiveDates: conflicts, bedId: stay.bed_id, accommodationClass: stay.accommodation_class, palliativeStatus: stay.palliative_status,
    isPrivateResidency: stay.is_private_residency, departureDateUtc: stay.departure_date_utc, isDeparted: !!stay.departure_date_utc,
    eventId, version: stay.version,
  };
}

export async function getAdmission(ctx: AppContext<Database>, req: Req, residentId: number) {
  const db = dbOf(ctx);
  const stay = await loadStay(db, facilityOf(req).id, residentId);
  const ev = await activeEvent(db, stay.id, 'admission');
  return admissionDto(stay, ev ? Number(ev.id) : null, await conflictEffectiveDates(db, stay));
}

export interface AdmissionBody extends AdmissionForm { version?: number }

export async function correctAdmission(ctx: AppContext<Database>, req: Req, residentId: number, eventId: number | undefined, body: AdmissionBody) {
  const f = facilityOf(req);
  return dbOf(ctx).transaction().execute(async (trx) => {
    const stay = await loadStay(trx, f.id, residentId, true);
    checkVersion(stay, body.version);
    const event = eventId
      ? await trx.selectFrom('residency_events').selectAll().where('id', '=', eventId).where('residency_id', '=', stay.id).executeTakeFirst()
      : await activeEvent(trx, stay.id, 'admission');
    if (!event || !isAdmissionEvent(event.event_type) || !stay.admission_date_utc) {
      if (eventId && !event) throw notFound();
      throw ModelStateError.field('eventId', STAY_MESSAGES.cannotEdit);
    }
    await assertEditable(trx, stay, event, f.id);
    const careType = body.careType || stay.care_type;
    if (f.facilityType === 'AgeCare' && careType === 'ILU') throw ModelStateError.field('careType', M.careTypeRequired);
    if (f.facilityType === 'IndependentLiving' && careType !== 'ILU') throw ModelStateError.field('careType', M.careTypeRequired);
    const conflicts = await conflictEffectiveDates(trx, stay);
    const ms = validateAdmission({ ...body, careType }, { isCorrection: true, conflictEffectiveDates: conflicts, departureDate: stay.departure_date_utc });
    // The admission must not come after the first leave of the residency.
    if (body.admissionDateUtc && !ms.admissionDateUtc) {
      const first = await trx.selectFrom('leaves').select(sql<string>`min(start_date)`.as('d')).where('residency_id', '=', stay.id).where('is_reversed', '=', false).executeTakeFirst();
      const d = (first as any)?.d as string | null;
      if (d && body.admissionDateUtc > d) (ms.admissionDateUtc ??= []).push(M.admissionAfterLeave);
    }
    let bedId = stay.bed_id;
    if (body.bedId && body.bedId !== stay.bed_id) {
      const bed = await trx.selectFrom('beds').select(['id', 'is_out_of_service', 'is_active']).where('id', '=', body.bedId).where('facility_id', '=', f.id).executeTakeFirst();
      const taken = bed && await trx.selectFrom('residencies').select('id').where('bed_id', '=', body.bedId).where('departure_date_utc', 'is', null).where('id', '<>', stay.id).executeTakeFirst();
      if (!bed || !bed.is_active || bed.is_out_of_service || taken) (ms.bedId ??= []).push(M.bedRequired);
      else bedId = body.bedId;
    }
    refuse(ms);
    await updateResidency(trx, stay, {
      admission_date_utc: body.admissionDateUtc, care_type: careType,
      expected_departure_date: body.expectedDepartureDateUtc === undefined ? stay.expected_departure_date : body.expectedDepartureDateUtc,
      pre_entry_leave_date: body.preEntryLeaveDateUtc === undefined ? stay.pre_entry_leave_date : body.preEntryLeaveDateUtc,
      accommodation_class: body.accommodationClass === undefined ? stay.accommodation_class : (body.accommodationClass || null),
      palliative_status: body.palliativeStatus ?? stay.palliative_status, bed_id: bedId,
    });
    const after = await loadResidencyById(trx, f.id, stay.id);
    const { eventId: newId } = await recordEvent(ctx, trx, req, after, E.ResidentAdmissionCorrected, body.admissionDateUtc!, {
      previousAdmissionDate: stay.admission_date_utc, previousCareType: stay.care_type, careType,
    }, { correctsEventId: Number(event.id), payload: { admissionDate: body.admissionDateUtc, careType } });
    return admissionDto(after, newId, conflicts);
  });
}

export async function reverseAdmission(ctx: AppContext<Database>, req: Req, residentId: number, eventId: number | undefined, body: { residencyId: number; version?: number }) {
  const f = facilityOf(req);
  return dbOf(ctx).transaction().execute(async (trx) => {
    const stay = await loadStay(trx, f.id, residentId, true);
    if (body.residencyId !== stay.id) throw notFound();
    checkVersion(stay, body.version);
    const event = eventId
      ? await trx.selectFrom('residency_events').selectAll().where('id', '=', eventId).where('residency_id', '=', stay.id).executeTakeFirst()
      : await activeEvent(trx, stay.id, 'admission');
    if (eventId && !event) throw notFound();
    // Seed 000 §8 / 001 §4: an entry of a departed resident cannot be reversed.
    if (!event || !isAdmissionEvent(event.event_type) || event.is_reversed || stay.departure_date_utc || !stay.admission_date_utc) {
      throw ModelStateError.field('eventId', STAY_MESSAGES.cannotReverse);
    }
    await assertEditable(trx, stay, event, f.id);
    await trx.updateTable('residency_events').set({ is_reversed: true }).where('residency_id', '=', stay.id)
      .where('event_type', 'in', [E.ResidentAdmitted, E.ResidentAdmissionCorrected]).where('is_reversed', '=', false).execute();
    await trx.updateTable('leaves').set({ is_reversed: true, version: sql`version + 1` }).where('residency_id', '=', stay.id).where('is_reversed', '=', false).execute();
    await updateResidency(trx, stay, { admission_date_utc: null, is_lead: true, bed_id: null, requested_admission_date: stay.admission_date_utc });
    const { eventId: newId } = await recordEvent(ctx, trx, req, stay, E.ResidentAdmissionReversed, stay.admission_date_utc, { reversedEventId: Number(event.id), bedId: stay.bed_id }, {
      reversesEventId: Number(event.id), payload: { admissionDate: stay.admission_date_utc },
    });
    return { eventId: newId, residencyId: stay.id };
  });
}

// ------------------------------------------------------------------ event history
export async function eventHistory(ctx: AppContext<Database>, req: Req, residentId: number): Promise<EventHistoryResponse> {
  const db = dbOf(ctx);
  const f = facilityOf(req);
  const stay = await loadStay(db, f.id, residentId);
  const residencies = await db.selectFrom('residencies as r').innerJoin('facilities as fa', 'fa.id', 'r.facility_id')
    .select(['r.id', 'r.facility_id', 'fa.name as facility_name', 'r.care_type', 'r.is_lead', 'r.is_private_residency', 'r.departure_date_utc',
      'r.admission_date_utc', 'r.independent_living_allocation_id'])
    .where('r.resident_id', '=', stay.resident_id).where('fa.organisation_id', '=', stay.organisation_id).orderBy('r.id').execute();
  const ids = residencies.map((r: any) => r.id);
  const byId = new Map(residencies.map((r: any) => [r.id, r]));
  const events = ids.length ? await db.selectFrom('residency_events as e')
    .leftJoin('medicare_submissions as m', 'm.residency_event_id', 'e.id')
    .select(['e.id', 'e.residency_id', 'e.facility_id', 'e.event_type', 'e.effective_date', 'e.is_reversed', 'e.unique_event_id', 'e.leave_id',
      'e.created_on_utc', 'm.request_type', 'm.status', 'm.status_reason'])
    .where('e.residency_id', 'in', ids).orderBy('e.effective_date', 'desc').orderBy('e.id', 'desc').execute() : [];
  const leaves = ids.length ? await db.selectFrom('leaves').selectAll().where('residency_id', 'in', ids).orderBy('start_date', 'desc').execute() : [];
  const latest = residencies.at(-1) as any;
  const settled = new Map<number, boolean>();
  for (const r of residencies as any[]) {
    if (r.independent_living_allocation_id) settled.set(r.id, await iluSettled(db, { independent_living_allocation_id: r.independent_living_allocation_id } as StayRow));
  }
  const eventsHistory: EventHistoryEvent[] = events.map((e: any) => {
    const r: any = byId.get(e.residency_id);
    return {
      id: Number(e.id), eventType: e.event_type, eventDate: e.effective_date, careType: r.care_type, facilityId: e.facility_id ?? r.facility_id,
      facilityName: r.facility_name, residencyId: e.residency_id, enquiryId: r.is_lead ? (r.independent_living_allocation_id ?? r.id) : null,
      isDeparted: !!r.departure_date_utc, uniqueEventId: e.unique_event_id, isPrivateResident: r.is_private_residency,
      medicareRequestType: e.request_type ?? medicareRequestTypeFor(e.event_type), medicareStatus: e.status ?? null, medicareStatusReason: e.status_reason ?? null,
      independentLivingAllocationWasSettled: settled.get(e.residency_id) ?? false, isReversed: e.is_reversed, leaveId: e.leave_id,
      createdOnUtc: e.created_on_utc instanceof Date ? e.created_on_utc.toISOString() : String(e.created_on_utc),
    };
  });
  return {
    eventsHistory,
    leaves: leaves.map((l: any) => ({ ...leaveDto(l) })),
    latestResidency: latest ? {
      id: latest.id, facilityId: latest.facility_id, facilityName: latest.facility_name, isLead: latest.is_lead,
      isDeparted: !!latest.departure_date_utc, admissionDateUtc: latest.admission_date_utc, departureDateUtc: latest.departure_date_utc, careType: latest.care_type,
    } : null,
    currentLoggedInFaclityId: f.id,
  };
}

// ------------------------------------------------------------------ transfer, make funded
export async function transfer(ctx: AppContext<Database>, req: Req, residentId: number, body: { transferType: 'ActiveResidency' | 'DepartedResidency' | 'Lead'; toFacilityId: number; version?: number }) {
  const f = facilityOf(req);
  const allowed = await loadFacilities(ctx.db, req.auth!.user);
  const to = allowed.find((x) => x.id === body.toFacilityId);
  if (!to || to.id === f.id) throw ModelStateError.field('toFacilityId', M.transferFacility);
  if (to.facilityType !== f.facilityType) throw ModelStateError.field('toFacilityId', M.transferFacilityType);
  return dbOf(ctx).transaction().execute(async (trx) => {
    const stay = await loadStay(trx, f.id, residentId, true);
    checkVersion(stay, body.version);
    const isCurrent = !stay.is_lead && !!stay.admission_date_utc && !stay.departure_date_utc;
    const isDeparted = !!stay.departure_date_utc;
    let residencyId = stay.id;
    if (body.transferType === 'ActiveResidency') {
      if (!isCurrent) throw ModelStateError.field('transferType', M.transferNotCurrent);
      const open = await trx.selectFrom('leaves').select('id').where('residency_id', '=', stay.id).where('return_date', 'is', null).where('is_reversed', '=', false).executeTakeFirst();
      if (open) throw ModelStateError.field('transferType', M.transferOnLeave);
      await updateResidency(trx, stay, { facility_id: to.id, bed_id: null, independent_living_allocation_id: null });
    } else if (body.transferType === 'Lead') {
      if (!stay.is_lead) throw ModelStateError.field('transferType', M.transferNotLead);
      await updateResidency(trx, stay, { facility_id: to.id, independent_living_allocation_id: null });
    } else {
      if (!isDeparted) throw ModelStateError.field('transferType', M.transferNotDeparted);
      const row = await trx.insertInto('residencies').values({
        resident_id: stay.resident_id, facility_id: to.id, care_type: stay.care_type, is_lead: true,
      }).returning('id').executeTakeFirstOrThrow();
      residencyId = row.id;
      await updateResidency(trx, stay, { departure_to_facility_id: to.id });
    }
    await audit(trx, req, 'stay.transfer', 'residency', residencyId, { transferType: body.transferType, fromFacilityId: f.id, toFacilityId: to.id, residentId: stay.resident_id });
    return { residentId: stay.resident_id, residencyId, facilityId: to.id, facilityName: to.name, transferType: body.transferType };
  });
}

export async function makeResidentFunded(ctx: AppContext<Database>, req: Req, body: { residentId: number; version?: number }) {
  const f = facilityOf(req);
  return dbOf(ctx).transaction().execute(async (trx) => {
    const stay = await loadStay(trx, f.id, body.residentId, true);
    checkVersion(stay, body.version);
    if (stay.is_lead || !stay.admission_date_utc) throw ModelStateError.field('residentId', M.notAdmitted);
    let version = stay.version;
    if (stay.is_private_residency) {
      version = await updateResidency(trx, stay, { is_private_residency: false });
      await audit(trx, req, 'stay.makeResidentFunded', 'residency', stay.id, { residentId: stay.resident_id });
      // From now on the stay is reported to Medicare: the entry goes to the gateway.
      await getMedicareGateway(ctx).submit(trx, {
        facilityId: f.id, residencyId: stay.id, residentId: stay.resident_id, requestType: 'Entry', createdByUserId: req.auth!.user.id,
        payload: { ...basePayload(stay) },
      });
    }
    return { residentId: stay.resident_id, residencyId: stay.id, isPrivateResidency: false, version };
  });
}

export function today(): string {
  return melbourneToday();
}

export type { DepartureFormReason, DepartureInitiatedBy };
export { HttpError };
