/** SQL of the ACCR actions: the residency ACCR works on, with the person's details the look-up needs. */
import { sql } from 'kysely';
import type { ResolvedResident, ScopedDb } from '../../../db/scoped';

/** The residency (of this facility) and the person's look-up details; `lock` locks the residency row. */
export async function accrResidency(s: ScopedDb, residencyId: number, opts: { lock?: boolean } = {}) {
  let q = s
    .selectFrom('residencies', 'rs')
    .innerJoin('residents as p', 'p.id', 'rs.resident_id')
    .select([
      'rs.id',
      'rs.care_type',
      'rs.version',
      'rs.created_on_utc',
      'p.first_name',
      'p.last_name',
      'p.date_of_birth',
      'p.sex',
      'p.medicare_number',
      'p.care_recipient_id',
      'p.version as resident_version',
    ])
    .where('rs.id', '=', residencyId);
  if (opts.lock) q = q.forUpdate(['rs']);
  return q.executeTakeFirst();
}
export type AccrResidencyRow = NonNullable<Awaited<ReturnType<typeof accrResidency>>>;

/** What the ACCR record fills in on the person (the care recipient ID; date of birth and sex when missing). */
export interface AccrPersonChanges {
  care_recipient_id?: string;
  date_of_birth?: string;
  sex?: AccrResidencyRow['sex'];
}

export async function updatePerson(t: ScopedDb, person: ResolvedResident, changes: AccrPersonChanges): Promise<void> {
  await t
    .person(person)
    .updateResident()
    .set({ ...changes, version: sql<number>`version + 1` })
    .execute();
}

export async function personVersion(t: ScopedDb, person: ResolvedResident): Promise<number> {
  return (
    await t
      .selectFromOrganisation('residents', 'p')
      .select('p.version')
      .where('p.id', '=', person.residentId)
      .executeTakeFirstOrThrow()
  ).version;
}

/** Marks the residency changed (its version moves on). */
export async function bumpResidencyVersion(t: ScopedDb, residencyId: number): Promise<number> {
  return (
    await t
      .updateTable('residencies')
      .set({ version: sql<number>`version + 1` })
      .where('id', '=', residencyId)
      .returning('version')
      .executeTakeFirstOrThrow()
  ).version;
}
