/** Contracts of the system users' calls: the maintenance notice broadcast and the mail outbox. */
import { Type, type Static } from '@sinclair/typebox';
import { LongText, PagingQuery } from './common';

/** The notice's text: line breaks allowed, no other control characters. */
export const MaintenanceNoticeBody = Type.Object({ message: LongText(1000, { minLength: 1 }) }, { additionalProperties: false });
export type MaintenanceNoticeBody = Static<typeof MaintenanceNoticeBody>;
export const OutboxQuery = PagingQuery;
export type OutboxQuery = Static<typeof OutboxQuery>;
