/**
 * The caller's reach, as typed filters every query that needs it composes (one rule each, so the shell's facility
 * switcher, the admin lists and the resolver never disagree):
 *
 * - "one of the caller's facilities": a facility the user was given (user_facilities); organisation managers and system
 *   users (access.isOrganisationManager) have every facility of their organisation, which the query's own organisation
 *   scope already narrows to;
 * - "a colleague of the caller": a user who has at least one of the caller's facilities (whom a facility manager sees
 *   in the user list and may name in a request; whether they may also change them is shared-domain's
 *   admin-users-rights, which wants every one of the user's facilities to be the caller's).
 *
 * Each filter takes the column it narrows as a typed reference (`eb.ref('f.id')`), so a misspelt or missing column is a
 * compile error, and compiles to one sub-query the planner turns into a semi-join on user_facilities' primary key.
 */
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from './schema';

/** Who the filters are for: the signed-in user and whether they have every facility of their organisation. */
export interface Caller {
  userId: number;
  isOrganisationManager: boolean;
}

const eb = expressionBuilder<Database>();

/** The ids of the facilities the caller was given (user_facilities), as a one-column sub-query. */
function givenFacilityIds(caller: Caller) {
  return eb.selectFrom('user_facilities as mine').select('mine.facility_id').where('mine.user_id', '=', caller.userId);
}

/** Whether the facility `facilityId` is one of the caller's (always, for organisation managers). */
export function callersFacility(caller: Caller, facilityId: Expression<number>): Expression<SqlBool> {
  if (caller.isOrganisationManager) return sql.lit(true);
  return eb(facilityId, 'in', givenFacilityIds(caller));
}

/** Whether the user `userId` has at least one of the caller's facilities (every user, for organisation managers). */
export function callersColleague(caller: Caller, userId: Expression<number>): Expression<SqlBool> {
  if (caller.isOrganisationManager) return sql.lit(true);
  return eb.exists(
    eb
      .selectFrom('user_facilities as theirs')
      .select('theirs.facility_id')
      .where('theirs.user_id', '=', userId)
      .where((w) => callersFacility(caller, w.ref('theirs.facility_id'))),
  );
}
