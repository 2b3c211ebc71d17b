/**
 * The live channel's topics (GET /api/live): what changed for the caller's current facility, by topic, so an open
 * screen reloads its data without a reload of the page. Each topic names the permission a caller needs to hear it, the
 * one its screen's reads need (the stream never carries a topic its reader may not view); `null` for a screen every
 * user of the facility may open (the dashboard). Used by the API (the route declarations that publish, the jobs, the
 * stream) and the browser (shared-auth's `useLiveTopic`).
 */
import type { PermissionFlag, PermissionName } from './permissions';

export const LIVE_TOPICS = ['lead-board', 'residents', 'dashboard', 'medicare-events', 'statement-reconciliation'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** The permission a reader needs to hear a topic, or null when every user of the facility may. */
export type LiveTopicPermission = { name: PermissionName; flag: PermissionFlag } | null;

export const LIVE_TOPIC_PERMISSIONS: Readonly<Record<LiveTopic, LiveTopicPermission>> = {
  /** The lead board (a card added, edited, moved, archived, admitted, removed; its tours). */
  'lead-board': { name: 'leadsDetails', flag: 'canView' },
  /** The resident lists (current, on leave, departed; aged care and independent living) and the resident records. */
  residents: { name: 'residentsDetails', flag: 'canView' },
  /** The facility's dashboard (aged care or independent living): occupancy, residents on leave, enquiries. */
  dashboard: null,
  'medicare-events': { name: 'fundingMedicareEvents', flag: 'canView' },
  /** A month's statement reconciliation (a line matched or unmatched, a note, the adjustment finalised). */
  'statement-reconciliation': { name: 'fundingReconciliation', flag: 'canAction' },
};

export function isLiveTopic(value: unknown): value is LiveTopic {
  return typeof value === 'string' && (LIVE_TOPICS as readonly string[]).includes(value);
}

/** The server-sent event the stream writes for a change: `event: change`, data `{"topic": ...}`. */
export const LIVE_CHANGE_EVENT = 'change';
export interface LiveChange {
  topic: LiveTopic;
}
