/**
 * /funding/medicare-events (fundingMedicareEvents canView): the facility's Medicare events newest first (seed 001 §3
 * "Medicare event", §4 "Medicare events"): filters, paging, each event's status as the seed words it ('Waiting on
 * response' for BeingProcessed) with Medicare's reason, additional details where the seed gives them, and the actions
 * the shared rules offer: Correct (306) and Reverse (309) through the residents area's own dialogs (mounted through
 * federation), Retry (310) of an accommodation balance that failed processing. "Fetch latest statuses" asks Medicare
 * now; the statuses also change in the open page when Medicare answers (the live channel).
 */
import { useState } from 'react';
import { isApiError, modelStateMessages, usePermission } from 'shared-auth';
import { MEDICARE_TIME_ZONE } from 'shared-domain/constants';
import type { MedicareEvent } from 'shared-domain/contracts/funding-events';
import type { StayEventActionProps } from 'shared-domain/contracts/federated-props';
import { formatDate, formatDateTime } from 'shared-domain/dates';
import {
  MEDICARE_EVENT_MESSAGES,
  MEDICARE_REQUEST_TYPE_LABELS,
  claimMonthLabel,
  medicareEventStatusLabel,
} from 'shared-domain/funding/medicare-events';
import { OFFLINE_HINT_NAMED } from 'shared-domain/messages';
import {
  Box,
  Button,
  FormDialog,
  HStack,
  LoadStatus,
  MessageDialog,
  PageLayout,
  RemoteComponent,
  ResponsiveTable,
  Stack,
  Text,
  notify,
} from 'shared-ui';
import { PagedList } from 'shared-ui/list';
import { MedicareEventFilters } from './MedicareEventFilters';
import {
  MEDICARE_EVENTS_TEXT as T,
  NO_FILTERS,
  useEventInfo,
  useFetchStatuses,
  useLastStatusFetch,
  useLiveEvents,
  useMedicareEvents,
  useReloadEvents,
  useRetryEvent,
  type EventFilters,
} from './medicare-events.resource';

type Dialog =
  | { kind: 'details'; event: MedicareEvent }
  | { kind: 'refused'; title: string; message: string }
  | { kind: 'stay'; action: 'correct' | 'reverse'; event: MedicareEvent }
  | { kind: 'retryFailed'; messages: string[] }
  | null;

/** Who or what the event is about: the resident, or the claim month of a FinaliseClaim or AccommodationBalance event. */
function subjectOf(e: MedicareEvent): string {
  if (e.firstName || e.lastName) return `${e.firstName ?? ''} ${e.lastName ?? ''}`.trim();
  return e.claimMonth ? claimMonthLabel(e.claimMonth) : '';
}

/** What a failed write shows: the seed's message when the server answered with an error, else the offline one. */
function failureText(error: unknown): string {
  return isApiError(error) && error.response ? MEDICARE_EVENT_MESSAGES.updateFailed : OFFLINE_HINT_NAMED;
}

function EventDetails({ event, onClose }: { event: MedicareEvent; onClose: () => void }) {
  const info = useEventInfo(event);
  return (
    <FormDialog open title={`${MEDICARE_REQUEST_TYPE_LABELS[event.requestType]}: ${event.uniqueEventId}`} onClose={onClose}>
      <LoadStatus
        state={info.isPending ? { status: 'loading' } : info.isError ? { status: 'error' } : { status: 'ready', data: null }}
        loadingText="Loading the event details..."
        errorMessage={T.detailsLoadError}
        onRetry={() => void info.refetch()}
      />
      {info.data ? (
        <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
          {[
            { label: 'Status', value: medicareEventStatusLabel(info.data.eventStatus, info.data.agedCareProcessingStatus) },
            ...(info.data.statusReason ? [{ label: 'Reason', value: info.data.statusReason }] : []),
            ...(info.data.processingReason ? [{ label: 'Processing', value: info.data.processingReason }] : []),
            ...(info.data.attempts > 1 ? [{ label: 'Attempts', value: String(info.data.attempts) }] : []),
            { label: 'Submitted', value: formatDateTime(info.data.createdOnUtc) },
            ...(info.data.submittedBy ? [{ label: 'Submitted by', value: info.data.submittedBy }] : []),
            ...(info.data.processedOnUtc ? [{ label: 'Answered', value: formatDateTime(info.data.processedOnUtc) }] : []),
            ...info.data.details,
          ].map((d) => (
            <Box key={d.label} display="contents">
              <Text as="dt" fontWeight="medium">
                {d.label}
              </Text>
              <Text as="dd">{d.value}</Text>
            </Box>
          ))}
        </Box>
      ) : null}
    </FormDialog>
  );
}

export default function MedicareEventsPage() {
  const [filters, setFilters] = useState<EventFilters>(NO_FILTERS);
  const list = useMedicareEvents(filters);
  useLiveEvents();
  const lastFetch = useLastStatusFetch();
  const fetchStatuses = useFetchStatuses();
  const retry = useRetryEvent();
  const reload = useReloadEvents();
  const correctPerm = usePermission('fundingCorrectEvents');
  const reversePerm = usePermission('fundingReverseEvents');
  const retryPerm = usePermission('fundingAccommodationBalanceRetryEvents');
  const [dialog, setDialog] = useState<Dialog>(null);

  async function fetchLatest() {
    try {
      await fetchStatuses.mutateAsync({ lastFetchedOnUtc: lastFetch.data?.lastFetchedOnUtc ?? null });
      notify.success(T.fetched);
    } catch (error) {
      notify.error(failureText(error));
    }
  }

  async function retryEvent(e: MedicareEvent) {
    try {
      await retry.mutateAsync({ id: e.id, version: e.version });
      notify.success(T.retried);
    } catch (error) {
      const messages = modelStateMessages(error);
      if (messages.length) setDialog({ kind: 'retryFailed', messages });
      else notify.error(failureText(error));
    }
  }

  function act(e: MedicareEvent, action: 'correct' | 'reverse') {
    const refusal = (action === 'correct' ? e.correct : e.reverse).refusal;
    if (refusal)
      return setDialog({
        kind: 'refused',
        title: action === 'correct' ? MEDICARE_EVENT_MESSAGES.unableToCorrectTitle : MEDICARE_EVENT_MESSAGES.unableToReverseTitle,
        message: refusal,
      });
    setDialog({ kind: 'stay', action, event: e });
  }

  const lastFetched = lastFetch.data?.lastFetchedOnUtc;
  const actionButton = (label: string, e: MedicareEvent, onClick: () => void) => (
    <Button
      size="xs"
      minH={{ base: '11', lg: '8' }}
      variant="outline"
      aria-label={`${label} ${MEDICARE_REQUEST_TYPE_LABELS[e.requestType]} ${subjectOf(e)} ${e.uniqueEventId}`}
      onClick={onClick}
    >
      {label}
    </Button>
  );

  return (
    <PageLayout title={T.title}>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'center' }} mb="4">
        <Button
          colorPalette="brand"
          minH={{ base: '11', lg: '10' }}
          loading={fetchStatuses.isPending}
          onClick={() => void fetchLatest()}
        >
          {T.fetch}
        </Button>
        <Text fontSize="sm" color="fg.muted" data-testid="last-fetched">
          {lastFetched ? `${T.lastFetched}: ${formatDateTime(lastFetched)}` : lastFetch.data ? T.neverFetched : ''}
        </Text>
      </Stack>
      <MedicareEventFilters onApply={setFilters} />
      <PagedList
        query={list}
        loadingText={T.loading}
        emptyText={T.empty}
        errorMessage={T.loadError}
        moreLabel={T.more}
        rowKey={(e) => e.id}
        summary={(total) => `${total} event${total === 1 ? '' : 's'}`}
      >
        {(rows) => (
          <ResponsiveTable
            aria-label={T.title}
            rows={rows}
            rowKey={(e) => e.id}
            rowProps={(e) => ({ 'data-testid': `medicare-event-${e.id}` })}
            columns={[
              { key: 'date', header: 'Date', cell: (e) => formatDate(e.createdOnUtc, MEDICARE_TIME_ZONE) },
              { key: 'subject', header: 'Resident', primary: true, cell: (e) => subjectOf(e) },
              {
                key: 'event',
                header: 'Event',
                cell: (e) => (
                  <Box>
                    <Text>{e.eventGroup}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {MEDICARE_REQUEST_TYPE_LABELS[e.requestType]}
                    </Text>
                  </Box>
                ),
              },
              {
                key: 'status',
                header: 'Status',
                cell: (e) => (
                  <Box>
                    <Text data-testid="event-status">{medicareEventStatusLabel(e.eventStatus, e.agedCareProcessingStatus)}</Text>
                    {e.statusReason ? <Text fontSize="xs">{e.statusReason}</Text> : null}
                    {e.processingReason ? <Text fontSize="xs">{e.processingReason}</Text> : null}
                    <Text fontSize="xs" color="fg.muted">
                      {e.uniqueEventId}
                    </Text>
                  </Box>
                ),
              },
              {
                key: 'actions',
                header: 'Actions',
                hideLabel: true,
                cell: (e) => (
                  <HStack gap="1" wrap="wrap">
                    {e.hasAdditionalDetails ? actionButton('Details', e, () => setDialog({ kind: 'details', event: e })) : null}
                    {e.correct.offered && correctPerm.canAction ? actionButton('Correct', e, () => act(e, 'correct')) : null}
                    {e.reverse.offered && reversePerm.canAction ? actionButton('Reverse', e, () => act(e, 'reverse')) : null}
                    {e.canRetry && retryPerm.canAction ? actionButton('Retry', e, () => void retryEvent(e)) : null}
                  </HStack>
                ),
              },
            ]}
          />
        )}
      </PagedList>

      {dialog?.kind === 'details' ? <EventDetails event={dialog.event} onClose={() => setDialog(null)} /> : null}
      <MessageDialog
        open={dialog?.kind === 'refused'}
        title={dialog?.kind === 'refused' ? dialog.title : ''}
        messages={dialog?.kind === 'refused' ? [dialog.message] : []}
        onClose={() => setDialog(null)}
      />
      <MessageDialog
        open={dialog?.kind === 'retryFailed'}
        title="Unable to retry"
        messages={dialog?.kind === 'retryFailed' ? dialog.messages : []}
        onClose={() => setDialog(null)}
      />
      {dialog?.kind === 'stay' && dialog.event.residentId && dialog.event.residencyId && dialog.event.residencyEventId ? (
        <RemoteComponent<StayEventActionProps>
          remote="mfe_residents"
          expose="./StayEventAction"
          area="Residents"
          action={dialog.action}
          requestType={dialog.event.requestType}
          residentId={dialog.event.residentId}
          residencyId={dialog.event.residencyId}
          eventId={dialog.event.residencyEventId}
          leaveId={dialog.event.leaveId}
          onClose={() => setDialog(null)}
          onDone={() => {
            // After a correction or reversal the page reloads its events.
            setDialog(null);
            void reload();
          }}
        />
      ) : null}
    </PageLayout>
  );
}
