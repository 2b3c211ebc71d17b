/**
 * Notes tab (/viewResident/{id}/notes, no guard): notes paged by 10 (pinned first, newest first), add a note, pin and
 * unpin; the note named by the URL fragment (#note-{id} or #{id}) is highlighted and scrolled into view.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Formik, Form } from 'formik';
import * as yup from 'yup';
import { NOTES_PAGE_SIZE, formatDateTime } from 'shared-domain';
import { RECORD_MESSAGES } from 'shared-domain/resident-record';
import { RESIDENT_NOTE_MAX_LENGTH, type ResidentNote } from 'shared-domain/resident-types';
import { Badge, Box, Button, Field, HStack, Spinner, Stack, Text, Textarea, notify } from 'shared-ui';
import { addNote, fetchNotes, setNotePinned } from '../api/record';
import { announceNotesChanged, useNotesChanged } from './notesEvents';

export const NOTE_REQUIRED = 'Please enter a note.';
const schema = yup.object({ note: yup.string().trim().required(NOTE_REQUIRED).max(RESIDENT_NOTE_MAX_LENGTH, `The note must be ${RESIDENT_NOTE_MAX_LENGTH} characters or fewer.`) });

function highlightedId(hash: string): number | null {
  const m = /^#(?:note-)?(\d+)$/.exec(hash);
  return m ? Number(m[1]) : null;
}

export default function NotesTab({ residentId }: { residentId: number }) {
  const location = useLocation();
  const highlight = highlightedId(location.hash);
  const [notes, setNotes] = useState<ResidentNote[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const cutoff = useRef<string | undefined>(undefined);
  const changed = useNotesChanged(residentId);

  const load = useCallback(async (reset: boolean) => {
    setLoading(true);
    try {
      const skip = reset ? 0 : notes.length;
      const page = await fetchNotes(residentId, { skip, take: NOTES_PAGE_SIZE, notIncludingItemsAfter: reset ? undefined : cutoff.current });
      cutoff.current = page.notIncludingItemsAfter;
      setNotes((cur) => (reset ? page.result : [...cur, ...page.result]));
      setTotal(page.totalCount);
    } catch {
      notify.error(RECORD_MESSAGES.notesLoadError);
    } finally {
      setLoading(false);
    }
  }, [residentId, notes.length]);

  useEffect(() => { void load(true); }, [residentId, changed]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (highlight === null) return;
    const el = document.getElementById(`note-${highlight}`);
    el?.scrollIntoView?.({ block: 'center' });
  }, [highlight, notes]);

  const togglePin = async (n: ResidentNote) => {
    try {
      await setNotePinned(n.id, !n.isNotePinned);
      notify.success(n.isNotePinned ? RECORD_MESSAGES.noteUnpinned : RECORD_MESSAGES.notePinned);
      announceNotesChanged(residentId);
    } catch {
      notify.error(RECORD_MESSAGES.noteSaveError);
    }
  };

  return (
    <Stack gap="4">
      <Formik
        initialValues={{ note: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            await addNote(residentId, values.note.trim());
            notify.success(RECORD_MESSAGES.noteAdded);
            helpers.resetForm();
            announceNotesChanged(residentId);
          } catch {
            notify.error(RECORD_MESSAGES.noteSaveError);
          }
        }}
      >
        {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => (
          <Form noValidate>
            <Field.Root invalid={!!(touched.note && errors.note)}>
              <Field.Label>Add a note</Field.Label>
              <Textarea name="note" value={values.note} onChange={handleChange} onBlur={handleBlur} rows={3} />
              <Field.ErrorText>{errors.note}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" mt="2" size="sm" colorPalette="brand" loading={isSubmitting}>Add note</Button>
          </Form>
        )}
      </Formik>
      {total === 0 ? <Text color="fg.muted">There are no notes.</Text> : null}
      <Stack gap="2" as="ul" listStyleType="none">
        {notes.map((n) => (
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
                <Button size="xs" variant="outline" onClick={() => void togglePin(n)}>{n.isNotePinned ? 'Unpin' : 'Pin'}</Button>
              </HStack>
            </HStack>
          </Box>
        ))}
      </Stack>
      {loading ? <HStack role="status"><Spinner size="sm" /><Text>Loading notes...</Text></HStack> : null}
      {!loading && total !== null && notes.length < total ? (
        <Button size="sm" variant="outline" alignSelf="center" onClick={() => void load(false)}>Show more notes</Button>
      ) : null}
    </Stack>
  );
}
