/**
 * The live channel's topics (GET /api/live): what changed for the caller's current facility, by topic, so an open
 * screen reloads its data without a reload of the page. Each topic names the permission a caller needs to hear it
 * (the stream never carries a topic its reader may not view). Used by the API (the route, the publishers) and the
 * browser (shared-auth's `useLiveTopic`).
 */
import type { PermissionFlag, PermissionName } from './permissions';

export const LIVE_TOPICS = ['medicare-events'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export const LIVE_TOPIC_PERMISSIONS: Readonly<Record<LiveTopic, { name: PermissionName; flag: PermissionFlag }>> = {
  'medicare-events': { name: 'fundingMedicareEvents', flag: 'canView' },
};

export function isLiveTopic(value: unknown): value is LiveTopic {
  return typeof value === 'string' && (LIVE_TOPICS as readonly string[]).includes(value);
}

/** The server-sent event the stream writes for a change: `event: change`, data `{"topic": ...}`. */
export const LIVE_CHANGE_EVENT = 'change';
export interface LiveChange {
  topic: LiveTopic;
}
