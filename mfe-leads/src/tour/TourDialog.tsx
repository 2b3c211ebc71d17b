/**
 * Tour dialog (seed 001 §3 "Tour", §4 "Tour", §5, §6, §8): book, edit, delete and mark completed (cannot be undone, so it
 * is confirmed first). Facilitator required; the date and the time are combined into tourDateTime
 * ('YYYY-MM-DD HH:mm:ss', facility time); default time 12:30 PM; a past time is flagged. Read-only without leadsDetails
 * canModify, and for residents. Opened from the lead page and when a card is dropped into Tour booked / Tour completed.
 */
import { useState } from 'react';
import { usePermission } from 'shared-auth';
import { formatDateTime } from 'shared-domain';
import type { Tour } from 'shared-domain/contracts/leads';
import { Alert, Button, ConfirmDialog, HStack, Spinner, Text } from 'shared-ui';
import {
  DateField,
  Formik,
  FormikDialog,
  type FormikHelpers,
  SelectField,
  submitForm,
  TextField,
  TimeField,
} from 'shared-ui/form';
import { useDeleteTour, useSaveTour, useTour } from './tour.resource';
import {
  DEFAULT_TOUR_TIME,
  LEAD_MESSAGES,
  TOUR_ATTENDEES_MAX_LENGTH,
  TOUR_MESSAGES,
  combineTourDateTime,
  isPastTime,
  validateTour,
} from 'shared-domain/leads';

export const TOUR_TEXT = {
  bookTitle: 'Book tour',
  editTitle: 'Tour',
  completeTitle: 'Complete tour',
  facilitator: 'Tour facilitator',
  date: 'Tour date',
  time: 'Tour time',
  attendees: 'Attendees',
  pastTime: 'This tour date and time is in the past.',
  completed: 'This tour has been completed.',
  markCompleted: 'Mark as completed',
  completeConfirmTitle: 'Mark tour as completed',
  completeConfirm: `${TOUR_MESSAGES.completedCannotBeUndone} Do you want to continue?`,
  deleteTour: 'Delete tour',
  deleteConfirm: 'Do you want to delete this tour?',
  readOnly: 'You can view this tour but not change it.',
} as const;

export interface TourLead {
  residentId: number;
  residencyId: number;
  firstName: string;
  lastName: string;
  /** An admitted resident's tour is read-only. */
  isResident?: boolean;
}

export interface TourDialogProps {
  open: boolean;
  lead: TourLead;
  /** 'complete': opened by a drop into Tour completed — saving marks the tour completed (after the confirmation). */
  mode?: 'book' | 'complete';
  /** After a save, completion or deletion (the tour, or null once deleted). */
  onSaved: (tour: Tour | null) => void;
  /** Closed without saving. */
  onCancel: () => void;
}

interface Values {
  tourFacilitatorUserId: string;
  date: string;
  time: string;
  attendees: string;
}

/** The HTML time input's value of a time ('12:30 PM' -> '12:30'). */
function timeInputValue(time: string): string {
  return combineTourDateTime('2000-01-01', time)?.slice(11, 16) ?? '';
}

/** Field errors of the form from shared-domain's tour rules (the date/time message goes on the date field). */
export function tourFormErrors(values: Values): Partial<Record<keyof Values, string>> {
  const ms = validateTour({
    tourFacilitatorUserId: values.tourFacilitatorUserId ? Number(values.tourFacilitatorUserId) : null,
    tourDateTime: values.date ? (combineTourDateTime(values.date, values.time || DEFAULT_TOUR_TIME) ?? 'invalid') : null,
    attendees: values.attendees,
  });
  const out: Partial<Record<keyof Values, string>> = {};
  if (ms.tourFacilitatorUserId) out.tourFacilitatorUserId = ms.tourFacilitatorUserId[0];
  if (ms.tourDateTime) out.date = ms.tourDateTime[0];
  if (ms.attendees) out.attendees = ms.attendees[0];
  return out;
}

function valuesOf(tour: Tour | null): Values {
  const [date = '', time = ''] = (tour?.tourDateTime ?? '').split(' ');
  return {
    tourFacilitatorUserId: tour?.tourFacilitatorUserId ? String(tour.tourFacilitatorUserId) : '',
    date,
    time: time ? time.slice(0, 5) : timeInputValue(DEFAULT_TOUR_TIME),
    attendees: tour?.attendees ?? '',
  };
}

export function TourDialog({ open, lead, mode = 'book', onSaved, onCancel }: TourDialogProps) {
  const details = usePermission('leadsDetails');
  const tourQuery = useTour(lead.residencyId, open);
  // Not the tour of the last time the dialog was open: the form starts from the one just loaded.
  const loading = tourQuery.isFetching;
  const tour: Tour | null = loading ? null : (tourQuery.data ?? null);
  const saveTour = useSaveTour(lead.residentId);
  const deleteTour = useDeleteTour(lead.residentId);
  const [confirm, setConfirm] = useState<null | { kind: 'complete'; values: Values } | { kind: 'delete' }>(null);
  const [busy, setBusy] = useState(false);
  const readOnly = !details.canModify || !!lead.isResident;

  const completed = !!tour?.isCompleted;
  const existing = !!tour?.id;
  const title =
    mode === 'complete' && !completed ? TOUR_TEXT.completeTitle : existing ? TOUR_TEXT.editTitle : TOUR_TEXT.bookTitle;
  const editable = !readOnly && !completed && !loading;

  async function save(values: Values, isCompleted: boolean, helpers?: FormikHelpers<Values>) {
    setBusy(true);
    // The server's refusals go under the fields (its tourDateTime under the date), the rest above them; the toast is
    // the seed's message for the action.
    await submitForm(
      {
        action: () =>
          saveTour.mutateAsync({
            id: tour?.id ?? null,
            residencyId: lead.residencyId,
            tourFacilitatorUserId: Number(values.tourFacilitatorUserId),
            attendees: values.attendees.trim() || null,
            isCompleted,
            tourDateTime: combineTourDateTime(values.date, values.time),
            version: tour?.version,
          }),
        success: LEAD_MESSAGES.tourSaved,
        failure: isCompleted ? LEAD_MESSAGES.tourCompleteError : LEAD_MESSAGES.tourSaveError,
        fieldNames: { tourDateTime: 'date' },
        alwaysToastFailure: true,
        onSuccess: (saved) => onSaved(saved ?? null),
      },
      values,
      helpers,
    );
    setBusy(false);
  }

  async function remove() {
    if (!tour?.id) return;
    const id = tour.id;
    setBusy(true);
    await submitForm(
      {
        action: () => deleteTour.mutateAsync(id),
        failure: LEAD_MESSAGES.unexpectedSaving,
        onSuccess: () => {
          setConfirm(null);
          onSaved(null);
        },
      },
      undefined,
    );
    setBusy(false);
  }

  const facilitators = tour?.tourFacilitatorUsers ?? [];
  // A facilitator no longer offered (e.g. left the facility) still shows on an existing tour.
  const options = facilitators.map((u) => ({ value: String(u.id), label: u.name }));
  if (tour?.tourFacilitatorUserId && !facilitators.some((u) => u.id === tour.tourFacilitatorUserId)) {
    options.push({
      value: String(tour.tourFacilitatorUserId),
      label: tour.tourFacilitatorUserName ?? `User ${tour.tourFacilitatorUserId}`,
    });
  }

  return (
    <Formik<Values>
      enableReinitialize
      initialValues={valuesOf(tour)}
      validate={tourFormErrors}
      onSubmit={(values, helpers) =>
        mode === 'complete' && !completed ? setConfirm({ kind: 'complete', values }) : save(values, completed, helpers)
      }
    >
      {(formik) => {
        const { values, validateForm, setTouched } = formik;
        const past = isPastTime(combineTourDateTime(values.date, values.time || DEFAULT_TOUR_TIME));
        const askComplete = async () => {
          const errors = await validateForm();
          if (Object.keys(errors).length) {
            await setTouched({ tourFacilitatorUserId: true, date: true, time: true, attendees: true });
            return;
          }
          setConfirm({ kind: 'complete', values });
        };
        return (
          <>
            <FormikDialog
              open={open && !confirm}
              title={title}
              form={formik}
              busy={busy}
              readOnly={!editable}
              onClose={onCancel}
              submitLabel={mode === 'complete' && !completed ? TOUR_TEXT.markCompleted : 'Save'}
            >
              <Text fontWeight="medium">
                {lead.firstName} {lead.lastName}
              </Text>
              {loading ? (
                <HStack role="status">
                  <Spinner size="sm" />
                  <Text>Loading tour...</Text>
                </HStack>
              ) : null}
              {!loading && completed ? (
                <Alert.Root status="success">
                  <Alert.Indicator />
                  <Alert.Title>{TOUR_TEXT.completed}</Alert.Title>
                </Alert.Root>
              ) : null}
              {!loading && readOnly && !completed ? (
                <Text color="fg.muted" fontSize="sm">
                  {TOUR_TEXT.readOnly}
                </Text>
              ) : null}
              <SelectField
                name="tourFacilitatorUserId"
                label={TOUR_TEXT.facilitator}
                required
                options={options}
                disabled={!editable}
              />
              <HStack align="start" gap="3">
                <DateField name="date" label={TOUR_TEXT.date} required disabled={!editable} />
                <TimeField name="time" label={TOUR_TEXT.time} required disabled={!editable} />
              </HStack>
              {past && !completed && mode !== 'complete' ? (
                <Alert.Root status="warning" data-testid="tour-past-time">
                  <Alert.Indicator />
                  <Alert.Title>{TOUR_TEXT.pastTime}</Alert.Title>
                </Alert.Root>
              ) : null}
              <TextField
                name="attendees"
                label={TOUR_TEXT.attendees}
                disabled={!editable}
                maxLength={TOUR_ATTENDEES_MAX_LENGTH}
              />
              {tour?.tourDateTime && completed ? (
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(tour.tourDateTime)}
                </Text>
              ) : null}
              {editable && existing ? (
                <HStack gap="2">
                  {mode !== 'complete' ? (
                    <Button size="sm" variant="outline" onClick={() => void askComplete()}>
                      {TOUR_TEXT.markCompleted}
                    </Button>
                  ) : null}
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirm({ kind: 'delete' })}>
                    {TOUR_TEXT.deleteTour}
                  </Button>
                </HStack>
              ) : null}
            </FormikDialog>
            <ConfirmDialog
              open={open && confirm?.kind === 'complete'}
              title={TOUR_TEXT.completeConfirmTitle}
              message={TOUR_TEXT.completeConfirm}
              confirmLabel={TOUR_TEXT.markCompleted}
              busy={busy}
              onConfirm={() => {
                if (confirm?.kind === 'complete') void save(confirm.values, true).then(() => setConfirm(null));
              }}
              onCancel={() => setConfirm(null)}
            />
            <ConfirmDialog
              open={open && confirm?.kind === 'delete'}
              title={TOUR_TEXT.deleteTour}
              message={TOUR_TEXT.deleteConfirm}
              confirmLabel={TOUR_TEXT.deleteTour}
              destructive
              busy={busy}
              onConfirm={() => void remove()}
              onCancel={() => setConfirm(null)}
            />
          </>
        );
      }}
    </Formik>
  );
}
