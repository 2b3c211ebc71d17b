import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AdminDemoOptions } from './index';

/**
 * Staff the users screen shows besides the sign-in demo users: a deactivated one, people at one facility and at
 * several, and a role built for a front desk (editable, view only). Their password is the demo password (the hash is
 * the demo users'). Tom Brennan (id 8) and Dana Whitfield (id 9, deactivated) are the generated security tests'
 * examples for deactivate and activate (api/src/modules/admin/users/routes.ts): no test signs in as them.
 */
const STAFF = [
  { first: 'Tom', last: 'Brennan', email: 'tom.brennan@demo.local', role: 'Care staff', facilities: [3], active: true },
  { first: 'Dana', last: 'Whitfield', email: 'dana.whitfield@demo.local', role: 'Care staff', facilities: [2], active: false },
  { first: 'Grace', last: 'Liu', email: 'grace.liu@demo.local', role: 'Finance staff', facilities: [2, 3], active: true },
  { first: 'Sam', last: 'Okafor', email: 'sam.okafor@demo.local', role: 'Front desk', facilities: [1, 2], active: true },
  // Holds only what the administrator holds (rooms and room types), so the administrator, who may change only users and
  // roles within their own permissions, has a colleague and a role of their own to manage.
  {
    first: 'Rhea',
    last: 'Patel',
    email: 'rhea.patel@demo.local',
    role: 'Facilities coordinator',
    facilities: [1, 2],
    active: true,
  },
] as const;

/** Demo data of the administration area: users. */
export async function seedUsersDemo(trx: Transaction<Database>, options: AdminDemoOptions): Promise<void> {
  const org = options.organisationId;
  const frontDesk = await trx
    .insertInto('roles')
    .values({ organisation_id: org, name: 'Front desk', is_organisation_manager: false, is_editable: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Leads and residents to look at, enquiries to take (leads details modify), nothing else.
  await trx
    .insertInto('role_permissions')
    .values([
      { role_id: frontDesk.id, permission_code: 101, can_view: true, can_modify: true },
      { role_id: frontDesk.id, permission_code: 201, can_view: true },
    ])
    .execute();
  const coordinator = await trx
    .insertInto('roles')
    .values({ organisation_id: org, name: 'Facilities coordinator', is_organisation_manager: false, is_editable: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Rooms and room types, looked after on the administrator's behalf: within the administrator's own permissions.
  await trx
    .insertInto('role_permissions')
    .values([
      { role_id: coordinator.id, permission_code: 402, can_view: true, can_modify: true },
      { role_id: coordinator.id, permission_code: 403, can_view: true, can_modify: true },
    ])
    .execute();
  const roles = await trx.selectFrom('roles').select(['id', 'name']).where('organisation_id', '=', org).execute();
  const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
  const demo = await trx
    .selectFrom('users')
    .select('password_hash')
    .where('organisation_id', '=', org)
    .where('password_hash', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  for (const u of STAFF) {
    const row = await trx
      .insertInto('users')
      .values({
        organisation_id: org,
        email: u.email,
        first_name: u.first,
        last_name: u.last,
        password_hash: demo.password_hash,
        role_id: roleId(u.role),
        is_active: u.active,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const facilities = u.facilities.filter((f) => options.facilities.some((x) => x.id === f));
    if (facilities.length)
      await trx
        .insertInto('user_facilities')
        .values(facilities.map((facility_id) => ({ user_id: row.id, facility_id })))
        .execute();
  }
}
