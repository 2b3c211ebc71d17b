/** SQL of the lead board export: the board's cards column by column, in keyset pages (order number, id). */
import { sql } from 'kysely';
import type { EnquiryStatus } from 'shared-domain/enums';
import type { LeadDashboardFilter } from 'shared-domain/lead-types';
import type { ScopedDb } from '../../../db/scoped';
import { cardQuery, filterConditions } from '../board/repository';

/** Up to `limit` open cards of one column after the card at `after` (board order), filtered. */
export async function columnAfter(
  s: ScopedDb,
  status: EnquiryStatus,
  filter: LeadDashboardFilter,
  after: { order: string; id: number } | null,
  limit: number,
) {
  let q = cardQuery(s).where('r.is_lead', '=', true).where('r.is_archived', '=', false).where('r.status', '=', status);
  if (after) q = q.where(sql<boolean>`(r.order_number, r.id) > (${after.order}::numeric, ${after.id})`);
  for (const condition of filterConditions(filter, true)) q = q.where(condition);
  return q.orderBy('r.order_number').orderBy('r.id').limit(limit).execute();
}
