/** The two note previews on the resident details page (seed 000 §2), linking to the notes tab. */
import { Link as RouterLink } from 'react-router';
import { formatDate } from 'shared-domain';
import { Card, Heading, Link, Stack, Text } from 'shared-ui';
import { useNotePreviews } from './notes.resource';

export default function NotePreviews({ residentId }: { residentId: number }) {
  const { data, isError } = useNotePreviews(residentId);
  const notes = data ?? (isError ? [] : null);
  return (
    <Card.Root>
      <Card.Body>
        <Heading size="sm" mb="2">
          Notes
        </Heading>
        <Stack gap="2" data-testid="note-previews">
          {notes?.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              No notes yet.
            </Text>
          ) : null}
          {notes?.map((n) => (
            <Link key={n.id} asChild fontSize="sm" display="block">
              <RouterLink to={`/viewResident/${residentId}/notes#note-${n.id}`}>
                <Text lineClamp={2}>{n.note}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatDate(n.modifiedOn)}
                </Text>
              </RouterLink>
            </Link>
          ))}
          <Link asChild fontSize="sm" colorPalette="brand">
            <RouterLink to={`/viewResident/${residentId}/notes`}>All notes</RouterLink>
          </Link>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
