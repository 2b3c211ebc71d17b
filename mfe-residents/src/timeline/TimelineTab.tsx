/** Timeline tab: the resident's life in the product in date order (GET residents/{id}/timeline). */
import { useEffect, useState } from 'react';
import { formatDate } from 'shared-domain';
import { RECORD_MESSAGES } from 'shared-domain/resident-record';
import type { TimelineEntry } from 'shared-domain/resident-types';
import { Box, HStack, Spinner, Stack, Text, notify } from 'shared-ui';
import { fetchTimeline } from '../api/record';
import { useNotesChanged } from '../notes/notesEvents';

export interface TimelineTabProps {
  residentId: number;
  /** Changes whenever the page reloaded the resident after an action (leave, departure, document, bed...): load again. */
  refreshKey?: unknown;
}

export default function TimelineTab({ residentId, refreshKey }: TimelineTabProps) {
  const [entries, setEntries] = useState<TimelineEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const notes = useNotesChanged(residentId);
  useEffect(() => {
    const controller = new AbortController();
    fetchTimeline(residentId, controller.signal)
      .then((e) => { if (!controller.signal.aborted) { setEntries(e); setFailed(false); } })
      .catch(() => { if (!controller.signal.aborted) { setFailed(true); notify.error(RECORD_MESSAGES.timelineLoadError); } });
    return () => controller.abort();
  }, [residentId, notes, refreshKey]);
  if (failed) return <Text color="fg.error">{RECORD_MESSAGES.timelineLoadError}</Text>;
  if (!entries) return <HStack role="status"><Spinner size="sm" /><Text>Loading timeline...</Text></HStack>;
  if (!entries.length) return <Text color="fg.muted">Nothing has happened yet.</Text>;
  return (
    <Stack as="ol" gap="0" listStyleType="none" data-testid="timeline">
      {entries.map((e, i) => (
        <HStack as="li" key={`${e.kind}-${e.sourceId ?? ''}-${i}`} align="start" gap="4" py="2" borderLeftWidth="2px" borderColor="brand.muted" pl="4" data-testid="timeline-entry">
          <Text minW="110px" fontSize="sm" color="fg.muted">{formatDate(e.date)}</Text>
          <Box>
            <Text fontWeight="medium">{e.title}</Text>
            {e.description ? <Text fontSize="sm" color="fg.muted">{e.description}</Text> : null}
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}
