/**
 * Notes tab (/viewResident/{id}/notes, no guard): notes paged by 10 (pinned first, newest first), add a note, pin and
 * unpin; the note named by the URL fragment (#note-{id} or #{id}) is highlighted and scrolled into view.
 */
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { formatDateTime } from 'shared-domain';
import type { NotesTabProps } from 'shared-domain/contracts/federated-props';
import { RECORD_MESSAGES, validateNote, RESIDENT_NOTE_MAX_LENGTH } from 'shared-domain/resident-record';
import { type ResidentNote } from 'shared-domain/contracts/resident-responses';
import { Badge, Box, Button, HStack, Stack, Text, notify } from 'shared-ui';
import { Form, Formik, TextareaField, useSubmit, validateWith } from 'shared-ui/form';
import { PagedList } from 'shared-ui/list';
import { useAddNote, useNotes, useSetNotePinned } from './notes.resource';

function highlightedId(hash: string): number | null {
  const m = /^#(?:note-)?(\d+)$/.exec(hash);
  return m ? Number(m[1]) : null;
}

export default function NotesTab({ residentId }: NotesTabProps) {
  const location = useLocation();
  const highlight = highlightedId(location.hash);
  const query = useNotes(residentId);
  const notes: ResidentNote[] = useMemo(() => query.data?.pages.flatMap((p) => p.result) ?? [], [query.data]);
  const addNote = useAddNote(residentId);
  const setNotePinned = useSetNotePinned(residentId);
  const save = useSubmit<{ note: string }>({
    action: (v) => addNote.mutateAsync(v.note.trim()),
    success: RECORD_MESSAGES.noteAdded,
    failure: RECORD_MESSAGES.noteSaveError,
    onSuccess: (_, __, helpers) => helpers?.resetForm(),
  });

  useEffect(() => {
    if (highlight === null) return;
    const el = document.getElementById(`note-${highlight}`);
    el?.scrollIntoView?.({ block: 'center' });
  }, [highlight, notes]);

  const togglePin = async (n: ResidentNote) => {
    try {
      await setNotePinned.mutateAsync({ noteId: n.id, isNotePinned: !n.isNotePinned });
      notify.success(n.isNotePinned ? RECORD_MESSAGES.noteUnpinned : RECORD_MESSAGES.notePinned);
    } catch {
      notify.error(RECORD_MESSAGES.noteSaveError);
    }
  };

  return (
    <Stack gap="4">
      <Formik
        initialValues={{ note: '' }}
        // Seed 000 §5 "Note must be valid to submit": the rule POST notes applies.
        validate={validateWith((v: { note: string }) => validateNote(v.note))}
        onSubmit={save.submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextareaField name="note" label="Add a note" rows={3} maxLength={RESIDENT_NOTE_MAX_LENGTH} />
            <Button type="submit" mt="2" size="sm" colorPalette="brand" loading={isSubmitting}>
              Add note
            </Button>
          </Form>
        )}
      </Formik>
      <PagedList
        query={query}
        loadingText="Loading notes..."
        emptyText="There are no notes."
        errorMessage={RECORD_MESSAGES.notesLoadError}
        moreLabel="Show more notes"
      >
        {(rows) => (
          <Stack gap="2" as="ul" listStyleType="none">
            {rows.map((n) => (
              <Box
                as="li"
                key={n.id}
                id={`note-${n.id}`}
                data-testid="note"
                data-highlighted={highlight === n.id ? 'true' : undefined}
                borderWidth="1px"
                borderRadius="md"
                p="3"
                bg={highlight === n.id ? 'yellow.subtle' : n.isNotePinned ? 'brand.subtle' : undefined}
              >
                <HStack justify="space-between" align="start">
                  <Box>
                    <Text whiteSpace="pre-wrap">{n.note}</Text>
                    <Text fontSize="xs" color="fg.muted" mt="1">
                      {n.userFirstName} {n.userLastName} · {formatDateTime(n.modifiedOn)}
                    </Text>
                  </Box>
                  <HStack>
                    {n.isNotePinned ? <Badge colorPalette="brand">Pinned</Badge> : null}
                    <Button size="xs" variant="outline" onClick={() => void togglePin(n)}>
                      {n.isNotePinned ? 'Unpin' : 'Pin'}
                    </Button>
                  </HStack>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}
