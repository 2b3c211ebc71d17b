/**
 * SQL of the record history: audit rows of one record, newest first. The audit log is read through the named
 * cross-facility operation 'auditHistory' (it is the organisation's log, not a facility table); every call here gets ids the
 * service resolved for the caller first, so only rows about a record the caller can see are read.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { ScopedDb } from '../../db/scoped';

/** Sign-in rows are about the session, not the record: the history of a user leaves them out. */
const SESSION_ACTIONS = ['signIn', 'signInFailed', 'signInLockedOut', 'signInRefusedDeactivated'];

/** What identifies the rows of a record in the audit log. */
export type HistoryTarget =
  | { kind: 'entity'; entity: 'user' | 'role' | 'accommodation'; id: number }
  /** A person: rows about them, and rows about their residencies at the current facility (or their children). */
  | { kind: 'resident'; residentId: number; residencyIds: number[]; facilityId: number };

/** The person's residencies at the current facility. */
export async function residencyIdsOf(s: ScopedDb, residentId: number): Promise<number[]> {
  const rows = await s.selectFrom('residencies', 'r').select('r.id').where('r.resident_id', '=', residentId).execute();
  return rows.map((r) => r.id);
}

export function historyRows(s: ScopedDb, target: HistoryTarget) {
  const db = s.crossFacility('auditHistory');
  let qb = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.at', 'a.action', 'a.details', 'u.first_name', 'u.last_name']);
  if (target.kind === 'entity') {
    qb = qb.where('a.entity', '=', target.entity).where('a.entity_id', '=', String(target.id));
    if (target.entity === 'user') qb = qb.where('a.action', 'not in', SESSION_ACTIONS);
    return qb;
  }
  const rid = String(target.residentId);
  const residencies = target.residencyIds.map(String);
  return qb.where((eb) => {
    const parts: Expression<SqlBool>[] = [
      eb.and([eb('a.entity', '=', 'resident'), eb('a.entity_id', '=', rid)]),
      // Child records (documents...) naming the person, written at this facility.
      eb.and([
        sql<SqlBool>`a.details ? 'residentId'`,
        eb(sql<string>`a.details ->> 'residentId'`, '=', rid),
        eb('a.facility_id', '=', target.facilityId),
      ]),
    ];
    if (residencies.length) {
      parts.push(eb.and([eb('a.entity', '=', 'residency'), eb('a.entity_id', 'in', residencies)]));
      // Child records of a residency (supplements, ACFI, reassessments, tours...) name it in their details.
      parts.push(
        eb.and([sql<SqlBool>`a.details ? 'residencyId'`, eb(sql<string>`a.details ->> 'residencyId'`, 'in', residencies)]),
      );
    }
    return eb.or(parts);
  });
}
