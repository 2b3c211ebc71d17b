/**
 * Event history tab (`/viewResident/{id}/events`, seed 001 §3 "Event history", §4 "Event history edit rules"):
 * admission, departure, leave and ACFI events with their Medicare status; Edit (correct) and Reverse follow the edit
 * rules and show the 'Unable to edit' dialog with the rule's message. Corrections need fundingCorrectEvents canAction
 * (without it the view is read-only), reversals fundingReverseEvents canAction.
 */
import { useState } from 'react';
import { usePermission } from 'shared-auth';
import { formatDate } from 'shared-domain/dates';
import { SUCCESS_MESSAGES } from 'shared-domain/messages';
import {
  CARE_TYPE_LABELS,
  LEAVE_KIND_LABELS,
  LEAVE_TYPE_LABELS,
  MEDICARE_RESPONSE_STATUS_LABELS,
  labelOf,
} from 'shared-domain/labels';
import {
  STAY_EVENT_LABELS,
  STAY_MESSAGES,
  eventEditBlock,
  isAdmissionEvent,
  isDepartureEvent,
  reversalBlock,
} from 'shared-domain/stay';
import { type EventHistoryEvent, type EventHistoryLeave } from 'shared-domain/contracts/stay-responses';
import { Badge, Box, Button, ConfirmDialog, HStack, LoadingIndicator, MessageDialog, ResponsiveTable, Text } from 'shared-ui';
import type { EventHistoryTabProps } from 'shared-domain/contracts/federated-props';
import { AdmissionDialog } from '../stay/AdmissionDialog';
import { useEventHistory, useReverseAdmission, useReverseDeparture, useReverseLeave } from '../stay/stay.resource';
import { DepartureDialog } from '../stay/DepartureDialog';
import { LeaveDialog } from '../stay/LeaveDialogs';
import { useSave } from '../stay/StayDialog';

/** The Medicare requests a reversal can undo. */
const REVERSIBLE_REQUESTS = [
  'Entry',
  'EntryCorrection',
  'Departure',
  'DepartureCorrection',
  'Leave',
  'LeaveUpdated',
  'LeaveReturned',
];

function eventLabel(e: EventHistoryEvent): string {
  return STAY_EVENT_LABELS[e.eventType] ?? `Event ${e.eventType}`;
}

type Dialog =
  | { kind: 'blocked'; title: string; message: string }
  | { kind: 'admission'; event: EventHistoryEvent }
  | { kind: 'departure'; event: EventHistoryEvent }
  | { kind: 'reverse'; event: EventHistoryEvent }
  | { kind: 'reverseLeave'; leave: EventHistoryLeave }
  | { kind: 'editLeave'; leave: EventHistoryLeave }
  | null;

/**
 * Mounted by this area's resident page (with its resident detail) and, through federation, by the lead page (with
 * `{ id, residentId, facilityType }`). Its actions reload whatever shows the person, in either area.
 */
export default function EventHistoryTab({ resident }: EventHistoryTabProps) {
  const residentId = resident.residentId ?? resident.id;
  const history = useEventHistory(residentId);
  const data = history.data ?? null;
  const loading = history.isPending;
  const reverseAdmission = useReverseAdmission(residentId);
  const reverseDeparture = useReverseDeparture(residentId);
  const reverseLeave = useReverseLeave(residentId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const correctPerm = usePermission('fundingCorrectEvents');
  const reversePerm = usePermission('fundingReverseEvents');
  const leavePerm = usePermission('residentsSendAndReturnFromLeave');
  const reverse = useSave();

  // An action's mutation reloads the history (and everything else shown about the person): saved = closed.
  const changed = () => setDialog(null);

  function editBlock(e: EventHistoryEvent): string | null {
    if (!data) return STAY_MESSAGES.cannotEdit;
    return eventEditBlock(
      { ...e, isReversed: !!e.isReversed },
      { currentFacilityId: data.currentLoggedInFaclityId, latestResidency: data.latestResidency },
    );
  }

  function onEdit(e: EventHistoryEvent) {
    const block = editBlock(e);
    if (block) return setDialog({ kind: 'blocked', title: 'Unable to edit', message: block });
    setDialog({ kind: isAdmissionEvent(e.eventType) ? 'admission' : 'departure', event: e });
  }

  function onReverse(e: EventHistoryEvent) {
    const rb = reversalBlock(e.eventType, { isDeparted: e.isDeparted, isReversed: !!e.isReversed });
    if (rb) return setDialog({ kind: 'blocked', title: 'Unable to reverse', message: rb });
    if (isAdmissionEvent(e.eventType) || isDepartureEvent(e.eventType)) {
      const block = editBlock(e);
      if (block) return setDialog({ kind: 'blocked', title: 'Unable to reverse', message: block });
    }
    setDialog({ kind: 'reverse', event: e });
  }

  async function doReverse(e: EventHistoryEvent) {
    const done = changed;
    if (isAdmissionEvent(e.eventType))
      await reverse.run(
        () => reverseAdmission.mutateAsync({ residencyId: e.residencyId, eventId: e.id }),
        SUCCESS_MESSAGES.eventReversed,
        done,
      );
    else if (isDepartureEvent(e.eventType))
      await reverse.run(
        () => reverseDeparture.mutateAsync({ residencyId: e.residencyId, eventId: e.id }),
        SUCCESS_MESSAGES.eventReversed,
        done,
      );
    else if (e.leaveId) await reverse.run(() => reverseLeave.mutateAsync(e.leaveId!), STAY_MESSAGES.leaveReversed, done);
  }

  if (loading && !data) return <LoadingIndicator />;
  const events = data?.eventsHistory ?? [];
  const facilityType = resident.facilityType ?? 'AgeCare';
  return (
    <Box>
      {events.length === 0 ? (
        <Text>No events have been recorded for this resident.</Text>
      ) : (
        <ResponsiveTable
          aria-label="Event history"
          rows={events}
          rowKey={(e) => e.id}
          rowProps={(e) => ({ 'data-testid': `event-${e.id}` })}
          columns={[
            { key: 'date', header: 'Date', cell: (e) => formatDate(e.eventDate) },
            {
              key: 'event',
              header: 'Event',
              cell: (e) => (
                <>
                  {eventLabel(e)} {e.isReversed ? <Badge colorPalette="gray">Reversed</Badge> : null}
                </>
              ),
            },
            { key: 'careType', header: 'Care type', cell: (e) => labelOf(CARE_TYPE_LABELS, e.careType) },
            { key: 'facility', header: 'Facility', cell: (e) => e.facilityName ?? '' },
            {
              key: 'medicare',
              header: 'Medicare',
              cell: (e) => (
                <Box>
                  {e.medicareStatus
                    ? labelOf(MEDICARE_RESPONSE_STATUS_LABELS, e.medicareStatus)
                    : e.isPrivateResident
                      ? 'Private'
                      : ''}
                  {e.medicareStatusReason ? <Text fontSize="xs">{e.medicareStatusReason}</Text> : null}
                  {e.uniqueEventId ? (
                    <Text fontSize="xs" color="fg.muted">
                      {e.uniqueEventId}
                    </Text>
                  ) : null}
                </Box>
              ),
            },
            {
              key: 'actions',
              header: 'Actions',
              hideLabel: true,
              cell: (e) => {
                const editable = isAdmissionEvent(e.eventType) || isDepartureEvent(e.eventType);
                const reversible = REVERSIBLE_REQUESTS.includes(e.medicareRequestType ?? '');
                const label = eventLabel(e);
                return (
                  <HStack gap="1" wrap="wrap">
                    {editable && correctPerm.canAction ? (
                      <Button
                        size="xs"
                        minH={{ base: '11', lg: '8' }}
                        variant="outline"
                        onClick={() => onEdit(e)}
                        aria-label={`Edit ${label} ${formatDate(e.eventDate)}`}
                      >
                        Edit
                      </Button>
                    ) : null}
                    {reversible && reversePerm.canAction ? (
                      <Button
                        size="xs"
                        minH={{ base: '11', lg: '8' }}
                        variant="outline"
                        onClick={() => onReverse(e)}
                        aria-label={`Reverse ${label} ${formatDate(e.eventDate)}`}
                      >
                        Reverse
                      </Button>
                    ) : null}
                  </HStack>
                );
              },
            },
          ]}
        />
      )}

      {data && data.leaves.length ? (
        <Box mt="6">
          <Text fontWeight="semibold" mb="2">
            Leave
          </Text>
          <ResponsiveTable
            aria-label="Leave history"
            rows={data.leaves}
            rowKey={(l) => l.id}
            rowProps={(l) => ({ 'data-testid': `leave-${l.id}` })}
            columns={[
              {
                key: 'type',
                header: 'Type',
                cell: (l) => (
                  <>
                    {labelOf(LEAVE_TYPE_LABELS, l.type)}
                    {l.kind && l.kind !== l.type ? ` (${labelOf(LEAVE_KIND_LABELS, l.kind)})` : ''}{' '}
                    {l.isReversed ? <Badge colorPalette="gray">Reversed</Badge> : null}
                  </>
                ),
              },
              { key: 'start', header: 'Start', cell: (l) => formatDate(l.startDateUtc) },
              { key: 'expected', header: 'Expected return', cell: (l) => formatDate(l.expectedReturnDateUtc) },
              { key: 'returned', header: 'Returned', cell: (l) => formatDate(l.returnDateUtc) },
              {
                key: 'actions',
                header: 'Actions',
                hideLabel: true,
                cell: (l) => {
                  const current =
                    data.latestResidency?.id === l.residencyId &&
                    data.latestResidency?.facilityId === data.currentLoggedInFaclityId;
                  return (
                    <HStack gap="1" wrap="wrap">
                      {!l.isReversed && current && leavePerm.canAction && !data.latestResidency?.isDeparted ? (
                        <Button
                          size="xs"
                          minH={{ base: '11', lg: '8' }}
                          variant="outline"
                          aria-label={`Edit leave ${formatDate(l.startDateUtc)}`}
                          onClick={() => setDialog({ kind: 'editLeave', leave: l })}
                        >
                          Edit
                        </Button>
                      ) : null}
                      {!l.isReversed && current && reversePerm.canAction ? (
                        <Button
                          size="xs"
                          minH={{ base: '11', lg: '8' }}
                          variant="outline"
                          aria-label={`Reverse leave ${formatDate(l.startDateUtc)}`}
                          onClick={() => setDialog({ kind: 'reverseLeave', leave: l })}
                        >
                          Reverse
                        </Button>
                      ) : null}
                    </HStack>
                  );
                },
              },
            ]}
          />
        </Box>
      ) : null}

      {dialog?.kind === 'editLeave' ? (
        <LeaveDialog
          open
          residentId={residentId}
          facilityType={facilityType}
          admissionDate={data?.latestResidency?.admissionDateUtc ?? null}
          leave={{ ...dialog.leave }}
          onClose={() => setDialog(null)}
          onSaved={changed}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'reverseLeave'}
        title="Reverse leave"
        destructive
        confirmLabel="Reverse"
        busy={reverse.busy}
        message={
          dialog?.kind === 'reverseLeave'
            ? `Reverse the ${dialog.leave.type.toLowerCase()} leave from ${formatDate(dialog.leave.startDateUtc)}?`
            : ''
        }
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          dialog?.kind === 'reverseLeave' &&
          reverse.run(() => reverseLeave.mutateAsync(dialog.leave.id), STAY_MESSAGES.leaveReversed, changed)
        }
      />
      <MessageDialog
        open={dialog?.kind === 'blocked'}
        title={dialog?.kind === 'blocked' ? dialog.title : ''}
        messages={dialog?.kind === 'blocked' ? [dialog.message] : []}
        onClose={() => setDialog(null)}
      />
      {dialog?.kind === 'admission' ? (
        <AdmissionDialog
          open
          residentId={residentId}
          facilityType={facilityType}
          eventId={dialog.event.id}
          onClose={() => setDialog(null)}
          onSaved={changed}
        />
      ) : null}
      {dialog?.kind === 'departure' ? (
        <DepartureDialog
          open
          mode="correct"
          residentId={residentId}
          residencyId={dialog.event.residencyId}
          facilityType={facilityType}
          eventId={dialog.event.id}
          onClose={() => setDialog(null)}
          onSaved={changed}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'reverse'}
        title="Reverse event"
        destructive
        confirmLabel="Reverse"
        busy={reverse.busy}
        message={
          dialog?.kind === 'reverse'
            ? `Reverse the ${(STAY_EVENT_LABELS[dialog.event.eventType] ?? 'event').toLowerCase()} of ${formatDate(dialog.event.eventDate)}?`
            : ''
        }
        onCancel={() => setDialog(null)}
        onConfirm={() => dialog?.kind === 'reverse' && doReverse(dialog.event)}
      />
      <MessageDialog
        open={!!reverse.messages}
        title="Unable to reverse"
        messages={reverse.messages ?? []}
        onClose={reverse.clearMessages}
      />
    </Box>
  );
}
