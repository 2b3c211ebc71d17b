/**
 * Record history (beyond the seed): the audit log of one record, paged and newest first, for holders of the
 * recordHistory permission. The record is resolved through the scoped access first (a resident or room of another
 * facility, a user or role of another organisation: 404). Each row shows who, when, the action and the fields it
 * changed (`details.changes`, written by auditChanges); rows written before changes were recorded show no fields.
 */
import type { HistoryChange, HistoryEntity, HistoryEntry, HistoryPage, HistoryQuery } from 'shared-domain/contracts/history';
import type { ScopedDb } from '../../db/scoped';
import { paginate } from '../../http/paging';
import * as repo from './repository';

/** A snapshot value as the panel shows it: text, numbers and yes/no as text, lists joined, nothing as null. */
export function displayValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) {
    const items = value.map(displayValue).filter((v): v is string => v !== null);
    return items.length ? items.join(', ') : null;
  }
  return JSON.stringify(value);
}

/** The field changes an audit row's details hold (none when it predates them or is not a change of fields). */
export function changesOf(details: unknown): HistoryChange[] {
  const parsed: unknown = typeof details === 'string' ? safeParse(details) : details;
  const changes = (parsed as { changes?: unknown } | null)?.changes;
  if (!Array.isArray(changes)) return [];
  return changes
    .filter((c): c is { field: unknown; old?: unknown; new?: unknown } => !!c && typeof c === 'object' && 'field' in c)
    .map((c) => ({ field: String(c.field), old: displayValue(c.old), new: displayValue(c.new) }));
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function targetOf(s: ScopedDb, entity: HistoryEntity, id: number): Promise<repo.HistoryTarget> {
  switch (entity) {
    case 'resident': {
      const person = await s.resolve.resident(id);
      return {
        kind: 'resident',
        residentId: person.residentId,
        residencyIds: await repo.residencyIdsOf(s, person.residentId),
        facilityId: s.facilityId,
      };
    }
    case 'user':
      return { kind: 'entity', entity, id: (await s.resolve.user(id)).userId };
    case 'role':
      return { kind: 'entity', entity, id: (await s.resolve.role(id)).roleId };
    case 'accommodation':
      return { kind: 'entity', entity, id: (await s.resolve.room(id)).accommodationId };
  }
}

/** GET history/{entity}/{id}: one page of the record's history, newest first. */
export async function history(s: ScopedDb, entity: HistoryEntity, id: number, paging: HistoryQuery): Promise<HistoryPage> {
  const target = await targetOf(s, entity, id);
  return paginate(repo.historyRows(s, target), paging, {
    createdColumn: 'a.at',
    order: (qb) => qb.orderBy('a.at', 'desc').orderBy('a.id', 'desc'),
    map: (r): HistoryEntry => ({
      id: Number(r.id),
      at: r.at.toISOString(),
      who: r.first_name || r.last_name ? `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() : 'System',
      action: r.action,
      changes: changesOf(r.details),
    }),
  });
}
