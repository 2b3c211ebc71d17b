/**
 * SQL of the funding estimate: the lead it is for. The lead is the one the leads area's paths name (`s.leadHere`), so
 * the estimate and the lead's card and record agree on it.
 */
import type { ScopedDb } from '../../../db/scoped';

/** The person's lead in this facility with its care type; `lock` locks the row for the transaction. */
export async function findLead(s: ScopedDb, residentId: number, opts: { lock?: boolean } = {}) {
  let q = s.leadHere(residentId).select(['lead.id', 'lead.care_type']);
  if (opts.lock) q = q.forUpdate();
  return q.executeTakeFirst();
}
export type LeadRow = NonNullable<Awaited<ReturnType<typeof findLead>>>;
