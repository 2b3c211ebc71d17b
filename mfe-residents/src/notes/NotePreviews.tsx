/** The two note previews on the resident details page (seed 000 §2), linking to the notes tab. */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { NOTE_PREVIEW_COUNT, formatDate } from 'shared-domain';
import { RECORD_MESSAGES } from 'shared-domain/resident-record';
import type { ResidentNote } from 'shared-domain/resident-types';
import { Card, Heading, Link, Stack, Text, notify } from 'shared-ui';
import { fetchNotes } from '../api/record';
import { useNotesChanged } from './notesEvents';

export default function NotePreviews({ residentId }: { residentId: number }) {
  const [notes, setNotes] = useState<ResidentNote[] | null>(null);
  const changed = useNotesChanged(residentId);
  useEffect(() => {
    const controller = new AbortController();
    fetchNotes(residentId, { skip: 0, take: NOTE_PREVIEW_COUNT }, controller.signal)
      .then((p) => { if (!controller.signal.aborted) setNotes(p.result); })
      .catch(() => { if (!controller.signal.aborted) { setNotes([]); notify.error(RECORD_MESSAGES.notesLoadError); } });
    return () => controller.abort();
  }, [residentId, changed]);
  return (
    <Card.Root>
      <Card.Body>
        <Heading size="sm" mb="2">Notes</Heading>
        <Stack gap="2" data-testid="note-previews">
          {notes?.length === 0 ? <Text color="fg.muted" fontSize="sm">No notes yet.</Text> : null}
          {notes?.map((n) => (
            <Link key={n.id} asChild fontSize="sm" display="block">
              <RouterLink to={`/viewResident/${residentId}/notes#note-${n.id}`}>
                <Text lineClamp={2}>{n.note}</Text>
                <Text fontSize="xs" color="fg.muted">{formatDate(n.modifiedOn)}</Text>
              </RouterLink>
            </Link>
          ))}
          <Link asChild fontSize="sm" colorPalette="brand"><RouterLink to={`/viewResident/${residentId}/notes`}>All notes</RouterLink></Link>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
