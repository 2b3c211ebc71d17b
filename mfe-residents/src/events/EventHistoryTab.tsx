/**
 * Event history tab (`/viewResident/{id}/events`, seed 001 §3 "Event history", §4 "Event history edit rules"):
 * admission, departure, leave and ACFI events with their Medicare status; Edit (correct) and Reverse follow the edit
 * rules and show the 'Unable to edit' dialog with the rule's message. Corrections need fundingCorrectEvents canAction
 * (without it the view is read-only), reversals fundingReverseEvents canAction.
 */
import { useCallback, useEffect, useState } from 'react';
import { usePermission } from 'shared-auth';
import { formatDate } from 'shared-domain/dates';
import {
  STAY_EVENT_LABELS, STAY_MESSAGES, eventEditBlock, isAdmissionEvent, isDepartureEvent, reversalBlock,
  type EventHistoryEvent, type EventHistoryLeave, type EventHistoryResponse,
} from 'shared-domain/stay';
import { Badge, Box, Button, ConfirmDialog, HStack, LoadingIndicator, MessageDialog, Table, Text, notify } from 'shared-ui';
import type { ResidentPanelProps } from '../slots';
import { AdmissionDialog } from '../stay/AdmissionDialog';
import * as api from '../stay/api';
import { DepartureDialog } from '../stay/DepartureDialog';
import { LeaveDialog } from '../stay/LeaveDialogs';
import { useSave } from '../stay/StayDialog';

/** Medicare response statuses as shown (BeingProcessed is 'Waiting on response'). */
export const MEDICARE_STATUS_LABELS: Record<string, string> = {
  Accepted: 'Accepted', Rejected: 'Rejected', Duplicate: 'Duplicate', Held: 'Held', Superseded: 'Superseded',
  BeingProcessed: 'Waiting on response', Error: 'Error',
};

type Dialog =
  | { kind: 'blocked'; title: string; message: string }
  | { kind: 'admission'; event: EventHistoryEvent }
  | { kind: 'departure'; event: EventHistoryEvent }
  | { kind: 'reverse'; event: EventHistoryEvent }
  | { kind: 'reverseLeave'; leave: EventHistoryLeave }
  | { kind: 'editLeave'; leave: EventHistoryLeave }
  | null;

export interface EventHistoryTabProps extends ResidentPanelProps {
  /** Changes whenever the page reloaded the resident after an action elsewhere on it (e.g. the action bar): load again. */
  refreshKey?: unknown;
}

export default function EventHistoryTab({ resident, onChanged, refreshKey }: EventHistoryTabProps) {
  const residentId = resident.residentId ?? resident.id;
  const [data, setData] = useState<EventHistoryResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [dialog, setDialog] = useState<Dialog>(null);
  const correctPerm = usePermission('fundingCorrectEvents');
  const reversePerm = usePermission('fundingReverseEvents');
  const leavePerm = usePermission('residentsSendAndReturnFromLeave');
  const reverse = useSave();

  const load = useCallback((signal?: AbortSignal) => {
    setLoading(true);
    api.fetchEventHistory(residentId, signal)
      .then((d) => { setData(d); setLoading(false); })
      .catch((err) => {
        if (signal?.aborted || err?.name === 'CanceledError') return;
        setLoading(false);
        notify.error(STAY_MESSAGES.eventHistoryError);
      });
  }, [residentId]);

  useEffect(() => {
    const ctrl = new AbortController();
    load(ctrl.signal);
    return () => ctrl.abort();
  }, [load, refreshKey]);

  const changed = () => { load(); onChanged(); };

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
    const done = () => { setDialog(null); changed(); };
    if (isAdmissionEvent(e.eventType)) await reverse.run(() => api.reverseAdmission(residentId, e.residencyId, e.id), 'Changes have been saved.', done);
    else if (isDepartureEvent(e.eventType)) await reverse.run(() => api.reverseDeparture(residentId, e.residencyId, e.id), 'Changes have been saved.', done);
    else if (e.leaveId) await reverse.run(() => api.reverseLeave(residentId, e.leaveId!), STAY_MESSAGES.leaveReversed, done);
  }

  if (loading && !data) return <LoadingIndicator />;
  const events = data?.eventsHistory ?? [];
  const facilityType = resident.facilityType ?? 'AgeCare';
  return (
    <Box>
      {events.length === 0 ? <Text>No events have been recorded for this resident.</Text> : (
        <Table.Root size="sm" aria-label="Event history">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader>Event</Table.ColumnHeader>
              <Table.ColumnHeader>Care type</Table.ColumnHeader>
              <Table.ColumnHeader>Facility</Table.ColumnHeader>
              <Table.ColumnHeader>Medicare</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {events.map((e) => {
              const editable = isAdmissionEvent(e.eventType) || isDepartureEvent(e.eventType);
              const reversible = ['Entry', 'EntryCorrection', 'Departure', 'DepartureCorrection', 'Leave', 'LeaveUpdated', 'LeaveReturned'].includes(e.medicareRequestType ?? '');
              const label = STAY_EVENT_LABELS[e.eventType] ?? `Event ${e.eventType}`;
              return (
                <Table.Row key={e.id} data-testid={`event-${e.id}`}>
                  <Table.Cell>{formatDate(e.eventDate)}</Table.Cell>
                  <Table.Cell>
                    {label} {e.isReversed ? <Badge colorPalette="gray">Reversed</Badge> : null}
                  </Table.Cell>
                  <Table.Cell>{e.careType}</Table.Cell>
                  <Table.Cell>{e.facilityName ?? ''}</Table.Cell>
                  <Table.Cell>
                    {e.medicareStatus ? MEDICARE_STATUS_LABELS[e.medicareStatus] ?? e.medicareStatus : e.isPrivateResident ? 'Private' : ''}
                    {e.medicareStatusReason ? <Text fontSize="xs">{e.medicareStatusReason}</Text> : null}
                    {e.uniqueEventId ? <Text fontSize="xs" color="fg.muted">{e.uniqueEventId}</Text> : null}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      {editable && correctPerm.canAction ? <Button size="xs" variant="outline" onClick={() => onEdit(e)} aria-label={`Edit ${label} ${formatDate(e.eventDate)}`}>Edit</Button> : null}
                      {reversible && reversePerm.canAction ? <Button size="xs" variant="outline" onClick={() => onReverse(e)} aria-label={`Reverse ${label} ${formatDate(e.eventDate)}`}>Reverse</Button> : null}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}

      {data && data.leaves.length ? (
        <Box mt="6">
          <Text fontWeight="semibold" mb="2">Leave</Text>
          <Table.Root size="sm" aria-label="Leave history">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Type</Table.ColumnHeader>
                <Table.ColumnHeader>Start</Table.ColumnHeader>
                <Table.ColumnHeader>Expected return</Table.ColumnHeader>
                <Table.ColumnHeader>Returned</Table.ColumnHeader>
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.leaves.map((l) => {
                const current = data.latestResidency?.id === l.residencyId && data.latestResidency?.facilityId === data.currentLoggedInFaclityId;
                return (
                  <Table.Row key={l.id} data-testid={`leave-${l.id}`}>
                    <Table.Cell>{l.type}{l.kind && l.kind !== l.type ? ` (${l.kind})` : ''} {l.isReversed ? <Badge colorPalette="gray">Reversed</Badge> : null}</Table.Cell>
                    <Table.Cell>{formatDate(l.startDateUtc)}</Table.Cell>
                    <Table.Cell>{formatDate(l.expectedReturnDateUtc)}</Table.Cell>
                    <Table.Cell>{formatDate(l.returnDateUtc)}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="1">
                        {!l.isReversed && current && leavePerm.canAction && !data.latestResidency?.isDeparted
                          ? <Button size="xs" variant="outline" aria-label={`Edit leave ${formatDate(l.startDateUtc)}`} onClick={() => setDialog({ kind: 'editLeave', leave: l })}>Edit</Button> : null}
                        {!l.isReversed && current && reversePerm.canAction
                          ? <Button size="xs" variant="outline" aria-label={`Reverse leave ${formatDate(l.startDateUtc)}`} onClick={() => setDialog({ kind: 'reverseLeave', leave: l })}>Reverse</Button> : null}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}

      {dialog?.kind === 'editLeave' ? (
        <LeaveDialog open residentId={residentId} facilityType={facilityType} admissionDate={data?.latestResidency?.admissionDateUtc ?? null}
          leave={{ ...dialog.leave }} onClose={() => setDialog(null)} onSaved={changed} />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'reverseLeave'} title="Reverse leave" destructive confirmLabel="Reverse" busy={reverse.busy}
        message={dialog?.kind === 'reverseLeave' ? `Reverse the ${dialog.leave.type.toLowerCase()} leave from ${formatDate(dialog.leave.startDateUtc)}?` : ''}
        onCancel={() => setDialog(null)}
        onConfirm={() => dialog?.kind === 'reverseLeave' && reverse.run(() => api.reverseLeave(residentId, dialog.leave.id), STAY_MESSAGES.leaveReversed, () => { setDialog(null); changed(); })}
      />
      <MessageDialog open={dialog?.kind === 'blocked'} title={dialog?.kind === 'blocked' ? dialog.title : ''}
        messages={dialog?.kind === 'blocked' ? [dialog.message] : []} onClose={() => setDialog(null)} />
      {dialog?.kind === 'admission' ? (
        <AdmissionDialog open residentId={residentId} facilityType={facilityType} eventId={dialog.event.id} onClose={() => setDialog(null)} onSaved={changed} />
      ) : null}
      {dialog?.kind === 'departure' ? (
        <DepartureDialog open mode="correct" residentId={residentId} residencyId={dialog.event.residencyId} facilityType={facilityType}
          eventId={dialog.event.id} onClose={() => setDialog(null)} onSaved={changed} />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'reverse'} title="Reverse event" destructive confirmLabel="Reverse" busy={reverse.busy}
        message={dialog?.kind === 'reverse' ? `Reverse the ${(STAY_EVENT_LABELS[dialog.event.eventType] ?? 'event').toLowerCase()} of ${formatDate(dialog.event.eventDate)}?` : ''}
        onCancel={() => setDialog(null)} onConfirm={() => dialog?.kind === 'reverse' && doReverse(dialog.event)}
      />
      <MessageDialog open={!!reverse.messages} title="Unable to reverse" messages={reverse.messages ?? []} onClose={reverse.clearMessages} />
    </Box>
  );
}
