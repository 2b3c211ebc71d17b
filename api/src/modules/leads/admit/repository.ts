/** SQL of admitting a lead: the residency becomes an admitted stay in a bed. */
import { sql } from 'kysely';
import type { ScopedDb } from '../../../db/scoped';

/** The person's other residencies' departure dates (the admission must come after them), in this facility's sight. */
export async function otherDepartureDates(s: ScopedDb, residentId: number, exceptResidencyId: number): Promise<string[]> {
  const rows = await s
    .selectFrom('residencies', 'r')
    .select('r.departure_date_utc')
    .where('r.resident_id', '=', residentId)
    .where('r.id', '<>', exceptResidencyId)
    .where('r.departure_date_utc', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.departure_date_utc ? [r.departure_date_utc] : [])).sort();
}

export interface Admission {
  admissionDate: string;
  careType: 'Permanent' | 'Respite';
  bedId: number | null;
  expectedDeparture: string | null;
  preEntryLeaveDate: string | null;
  accommodationClass: string | null;
  palliativeStatus: boolean;
  isPrivateResidency: boolean;
}

/** The lead becomes an admitted stay under optimistic concurrency: false when someone else changed it first. */
export async function admitResidency(t: ScopedDb, residencyId: number, version: number, a: Admission): Promise<boolean> {
  const r = await t
    .updateTable('residencies')
    .set({
      is_lead: false,
      admission_date_utc: a.admissionDate,
      care_type: a.careType,
      bed_id: a.bedId,
      expected_departure_date: a.careType === 'Respite' ? a.expectedDeparture : null,
      pre_entry_leave_date: a.careType === 'Permanent' ? a.preEntryLeaveDate : null,
      accommodation_class: a.accommodationClass,
      palliative_status: a.palliativeStatus,
      is_private_residency: a.isPrivateResidency,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', residencyId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
