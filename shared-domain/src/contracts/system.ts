/** Contracts of the system users' calls: the maintenance notice broadcast and the mail outbox. */
import { Type, type Static } from '@sinclair/typebox';
import { LongText, Nullable, Paged, PagingQuery } from './common';

/** The notice's text: line breaks allowed, no other control characters. */
export const MaintenanceNoticeBody = Type.Object({ message: LongText(1000, { minLength: 1 }) }, { additionalProperties: false });
export type MaintenanceNoticeBody = Static<typeof MaintenanceNoticeBody>;
export const OutboxQuery = PagingQuery;
export type OutboxQuery = Static<typeof OutboxQuery>;

/** Response of POST /api/system/maintenance-notice (also the notice the browsers receive). */
export const MaintenanceNotice = Type.Object({ message: Type.String(), sentAtUtc: Type.String(), sentBy: Type.String() });
export type MaintenanceNotice = Static<typeof MaintenanceNotice>;
/** One mail of GET /api/system/outbox (instants ISO-8601 UTC). */
export const OutboxMail = Type.Object({
  id: Type.Number(),
  toAddress: Type.String(),
  subject: Type.String(),
  textBody: Type.String(),
  htmlBody: Nullable(Type.String()),
  createdAt: Type.String(),
  sentAt: Nullable(Type.String()),
});
export type OutboxMail = Static<typeof OutboxMail>;
export const OutboxPage = Paged(OutboxMail);
/** GET /api/health. */
export const HealthResponse = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('postgres'), Type.Literal('pglite')]),
});
export type HealthResponse = Static<typeof HealthResponse>;
