/**
 * What every stay action shares: the call's scope and gateway, the residency the facility sees for the person, the
 * version check, and `recordEvent`, which writes a residency event with the Medicare submission and the audit record
 * in the caller's transaction.
 */
import type { FastifyRequest } from 'fastify';
import { medicareRequestTypeFor } from 'shared-domain/stay';
import { type FieldErrors as ModelState } from 'shared-domain/model-state';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';
import { ModelStateError, conflict } from '../../../http/errors';
import type { MedicareRequestType } from 'shared-domain/funding/medicare-events';
import type { MedicareGateway } from '../../../integrations/medicare/gateway';
import * as repo from './repository';

export type StayRow = repo.StayRow;

/** One call of a stay action: the request's scoped access (or its transaction's), the request (audit), the gateway. */
export interface StayCall {
  s: ScopedDb;
  req: FastifyRequest;
  medicare: MedicareGateway;
}

/** Runs `fn` in one transaction with the same call. */
export function inTransaction<T>(c: StayCall, fn: (t: StayCall) => Promise<T>): Promise<T> {
  return c.s.transaction((s) => fn({ ...c, s }));
}

export function facilityOf(c: StayCall) {
  return c.req.auth!.facility!;
}

export function refuse(ms: ModelState): void {
  if (Object.keys(ms).length) throw new ModelStateError(ms);
}

export function checkVersion(stay: { version: number }, version: number | undefined | null): void {
  if (version !== undefined && version !== null && version !== stay.version) throw conflict();
}

/**
 * The residency the facility sees for the person `{id}` (the latest admitted one here, else the latest lead: the
 * record's choice, `s.resolve.resident`), locked when asked; 404 for a person the facility does not know.
 */
export async function loadStay(
  s: ScopedDb,
  residentId: number,
  lock = false,
): Promise<{ person: ResolvedResident; stay: StayRow }> {
  const person = await s.resolve.resident(residentId);
  return { person, stay: await repo.stayById(s, person.residencyId, lock) };
}

/** Writes the residency's new state under optimistic concurrency (409 when stale); the new version. */
export async function updateResidency(
  s: ScopedDb,
  stay: StayRow,
  set: Parameters<typeof repo.updateResidency>[2],
): Promise<number> {
  const version = await repo.updateResidency(s, stay, set);
  if (version === null) throw conflict();
  return version;
}

export function basePayload(stay: StayRow) {
  return {
    careRecipientId: stay.care_recipient_id,
    firstName: stay.first_name,
    lastName: stay.last_name,
    dateOfBirth: stay.date_of_birth,
    careType: stay.care_type,
    admissionDate: stay.admission_date_utc,
  };
}

/** Inserts the event, submits it to the Medicare gateway in the same transaction and links both. */
export async function recordEvent(
  c: StayCall,
  stay: StayRow,
  eventType: number,
  effectiveDate: string,
  details: Record<string, unknown>,
  opts: {
    leaveId?: number | null;
    correctsEventId?: number | null;
    reversesEventId?: number | null;
    payload?: Record<string, unknown>;
  } = {},
): Promise<{ eventId: number; uniqueEventId: string | null }> {
  const { s } = c;
  const eventId = await repo.insertEvent(s, {
    residencyId: stay.id,
    eventType,
    effectiveDate,
    details,
    leaveId: opts.leaveId ?? null,
    correctsEventId: opts.correctsEventId ?? null,
    reversesEventId: opts.reversesEventId ?? null,
  });
  const requestType = medicareRequestTypeFor(eventType) as MedicareRequestType | null;
  let uniqueEventId: string | null = null;
  // Private residents are not funded by the Commonwealth, and independent living is not residential aged care: neither
  // is reported to Services Australia.
  if (requestType && !stay.is_private_residency && stay.care_type !== 'ILU') {
    const refId = opts.correctsEventId ?? opts.reversesEventId;
    const originalUniqueEventId = refId ? await repo.uniqueEventIdOf(s, stay.id, refId) : null;
    const sub = await c.medicare.submit(s, {
      facilityId: stay.facility_id,
      residencyId: stay.id,
      residentId: stay.resident_id,
      requestType,
      payload: { ...basePayload(stay), ...(opts.payload ?? {}), originalUniqueEventId },
      createdByUserId: s.userId,
      residencyEventId: eventId,
    });
    uniqueEventId = sub.uniqueEventId;
    await repo.setUniqueEventId(s, stay.id, eventId, uniqueEventId);
  }
  await s.audit(`stay.${requestType ?? eventType}`, 'residency', stay.id, {
    eventId,
    eventType,
    effectiveDate,
    ...details,
  });
  return { eventId, uniqueEventId };
}

/** The leave as the stay's calls answer it. */
export function leaveDto(l: repo.LeaveRow) {
  return {
    id: l.id,
    residencyId: l.residency_id,
    type: l.type,
    kind: l.kind,
    startDateUtc: l.start_date,
    expectedReturnDateUtc: l.expected_return_date,
    returnDateUtc: l.return_date,
    isReversed: l.is_reversed,
    leaveStartTimeLocalString: l.start_time_local ?? null,
    leaveReturnTimeLocalString: l.return_time_local ?? null,
    isRespiteLeaveWithinOrganisation: !!l.is_respite_leave_within_organisation,
    version: l.version,
  };
}
