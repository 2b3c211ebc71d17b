/**
 * What the finance tests (fees, funding, account) set up alike: people and residencies of their own, a user whose role
 * has only the residents' financials permission, and the call of a finance route at a facility.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './helpers';

export interface FinanceFixtures {
  /** A person of organisation 1 (no residency yet); the id. */
  person(first: string, last: string): Promise<number>;
  /** A permanent residency of the person at Bayside Gardens (1) unless `values` say otherwise; the id. */
  residency(residentId: number, values: Record<string, unknown>): Promise<number>;
  /** A lead of Bayside Gardens and a resident of Carlton House (2): the people a facility's scope must keep apart. */
  leadAndOtherFacilityResident(): Promise<{ lead: number; otherFacilityResident: number }>;
  /**
   * A user of Bayside Gardens whose role has residentsFinancials (202) only (or `permissionCode`, e.g. 102
   * leadsFinancials): to view, and to modify when `canModify`.
   */
  residentsFinancialsUser(user: {
    role: string;
    email: string;
    firstName: string;
    lastName: string;
    canModify: boolean;
    permissionCode?: number;
  }): Promise<void>;
  /** `method /api/<url>?facilityId=<facilityId>` as `who` (the demo's finance user unless said). */
  call(
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    body?: unknown,
    who?: string,
    facilityId?: number,
  ): Promise<LightMyRequestResponse>;
}

/** The fixtures over the test file's context (`context()` is read when a fixture runs, after `before` created it). */
export function financeFixtures(context: () => TestContext): FinanceFixtures {
  const fixtures: FinanceFixtures = {
    async person(first, last) {
      const p = await context()
        .handle.db.insertInto('residents')
        .values({ organisation_id: 1, first_name: first, last_name: last, sex: 'Female', date_of_birth: '1940-05-01' } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return p.id;
    },
    async residency(residentId, values) {
      const r = await context()
        .handle.db.insertInto('residencies')
        .values({ resident_id: residentId, facility_id: 1, care_type: 'Permanent', ...values } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },
    async leadAndOtherFacilityResident() {
      const lead = await fixtures.person('Lena', 'Cole');
      await fixtures.residency(lead, { is_lead: true });
      const otherFacilityResident = await fixtures.person('Olive', 'Dunn');
      await fixtures.residency(otherFacilityResident, { facility_id: 2, admission_date_utc: '2021-03-01' });
      return { lead, otherFacilityResident };
    },
    async residentsFinancialsUser(user) {
      const db = context().handle.db;
      const role = await db
        .insertInto('roles')
        .values({ organisation_id: 1, name: user.role })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('role_permissions')
        .values({
          role_id: role.id,
          permission_code: user.permissionCode ?? 202,
          can_view: true,
          can_modify: user.canModify,
          can_remove: false,
          can_action: false,
        })
        .execute();
      const created = await db
        .insertInto('users')
        .values({
          organisation_id: 1,
          role_id: role.id,
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_facilities').values({ user_id: created.id, facility_id: 1 }).execute();
    },
    async call(method, url, body, who = 'finance@demo.local', facilityId = 1) {
      const t = context();
      return t.app.inject({
        method,
        url: `/api/${url}?facilityId=${facilityId}`,
        headers: await t.authFor(who),
        ...(body === undefined ? {} : { payload: body as object }),
      });
    },
  };
  return fixtures;
}
