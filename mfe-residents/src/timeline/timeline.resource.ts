/** The resident's timeline (GET residents/{id}/timeline): reloaded whenever anything about the person is invalidated. */
import { useQuery } from '@tanstack/react-query';
import { getJson, personKey } from 'shared-auth';
import { RECORD_MESSAGES } from 'shared-domain/resident-record';
import type { TimelineEntry } from 'shared-domain/contracts/resident-responses';

export const timelineKey = (residentId: number) => [...personKey(residentId), 'timeline'] as const;

export function useTimeline(residentId: number) {
  return useQuery({
    queryKey: timelineKey(residentId),
    queryFn: ({ signal }) => getJson<TimelineEntry[]>(`residents/${residentId}/timeline`, { signal }),
    meta: { errorMessage: RECORD_MESSAGES.timelineLoadError },
  });
}
