/**
 * Publishing on the live channel (platform): a notice names a topic and the facilities whose readers should hear it;
 * it travels through PostgreSQL NOTIFY on one channel, so every API replica's open streams (live/index.ts) get it.
 * Requests do not call this: a route declares the topics its successful writes change (`live` in `defineRoute`), and
 * the platform publishes them for the request's facility once the write has committed. Work outside a request (the
 * Medicare simulator's answers, a scheduled job) calls `publishLiveChange` itself.
 */
import { isLiveTopic, type LiveTopic } from 'shared-domain/live';
import type { Notifier } from '../context';

/** The one NOTIFY channel of the live changes. */
export const LIVE_CHANNEL = 'live_changes';

/** What travels on the channel. */
export interface LiveNotice {
  topic: LiveTopic;
  facilityIds: number[];
}

export function isLiveNotice(payload: unknown): payload is LiveNotice {
  const p = payload as Partial<LiveNotice> | null;
  return !!p && isLiveTopic(p.topic) && Array.isArray(p.facilityIds) && p.facilityIds.every((id) => Number.isInteger(id));
}

/** Tells every replica's readers of these facilities that `topic` changed. */
export async function publishLiveChange(notifier: Notifier, topic: LiveTopic, facilityIds: readonly number[]): Promise<void> {
  if (!facilityIds.length) return;
  await notifier.publish(LIVE_CHANNEL, { topic, facilityIds: [...new Set(facilityIds)] } satisfies LiveNotice);
}
