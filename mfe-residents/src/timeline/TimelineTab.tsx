/** Timeline tab: the resident's life in the product in date order (GET residents/{id}/timeline). */
import { formatDate } from 'shared-domain';
import type { TimelineTabProps } from 'shared-domain/contracts/federated-props';
import { RECORD_MESSAGES } from 'shared-domain/resident-record';
import { Box, HStack, Spinner, Stack, Text } from 'shared-ui';
import { useTimeline } from './timeline.resource';

/** Reloads by itself after any action on the person (leave, departure, document, note, bed...), in this area or another. */
export default function TimelineTab({ residentId }: TimelineTabProps) {
  const { data: entries, isError } = useTimeline(residentId);
  if (isError && !entries) return <Text color="fg.error">{RECORD_MESSAGES.timelineLoadError}</Text>;
  if (!entries)
    return (
      <HStack role="status">
        <Spinner size="sm" />
        <Text>Loading timeline...</Text>
      </HStack>
    );
  if (!entries.length) return <Text color="fg.muted">Nothing has happened yet.</Text>;
  return (
    <Stack as="ol" gap="0" listStyleType="none" data-testid="timeline">
      {entries.map((e, i) => (
        <HStack
          as="li"
          key={`${e.kind}-${e.sourceId ?? ''}-${i}`}
          align="start"
          gap="4"
          py="2"
          borderLeftWidth="2px"
          borderColor="brand.muted"
          pl="4"
          data-testid="timeline-entry"
        >
          <Text minW="110px" fontSize="sm" color="fg.muted">
            {formatDate(e.date)}
          </Text>
          <Box>
            <Text fontWeight="medium">{e.title}</Text>
            {e.description ? (
              <Text fontSize="sm" color="fg.muted">
                {e.description}
              </Text>
            ) : null}
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}
