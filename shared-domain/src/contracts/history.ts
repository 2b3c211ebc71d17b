/**
 * Contracts of the record history (beyond the seed): the audit log of one record, newest first, for holders
 * of the recordHistory permission. One path per kind of record, so each id names what it points at.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Paged, PagingQuery } from './common';

/** The records whose history can be read (the audit log's entity names). */
export const HISTORY_ENTITIES = ['resident', 'user', 'role', 'accommodation'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

export const ResidentHistoryParams = Type.Object({ id: Id('resident') });
export const UserHistoryParams = Type.Object({ id: Id('user') });
export const RoleHistoryParams = Type.Object({ id: Id('role') });
export const AccommodationHistoryParams = Type.Object({ id: Id('room') });

export const HistoryQuery = PagingQuery;
export type HistoryQuery = Static<typeof HistoryQuery>;

/** One field a write changed, as display text (null: no value). */
export const HistoryChange = Type.Object({
  field: Type.String(),
  old: Nullable(Type.String()),
  new: Nullable(Type.String()),
});
export type HistoryChange = Static<typeof HistoryChange>;

export const HistoryEntry = Type.Object({
  id: Type.Integer(),
  /** When (ISO-8601 UTC). */
  at: Type.String(),
  /** Who: the user's name ('System' when no user did it). */
  who: Type.String(),
  action: Type.String(),
  /** The fields changed; empty for rows written before changes were recorded, and for actions that change no field. */
  changes: Type.Array(HistoryChange),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const HistoryPage = Paged(HistoryEntry);
export type HistoryPage = Static<typeof HistoryPage>;
