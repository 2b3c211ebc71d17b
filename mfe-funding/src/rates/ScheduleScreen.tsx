/**
 * What the three rate schedule screens share (seed 001 §4 "Funding rate screens": modes view, edit, add; Cancel with a
 * dirty form asks for confirmation): the list of records newest first with start and derived end, the figures of the
 * record picked (the newest at first), and the add/edit dialog with its unsaved-changes question.
 */
import { useState, type ReactNode } from 'react';
import { formatDate } from 'shared-domain/day';
import {
  ActionBar,
  Badge,
  Box,
  Button,
  DateText,
  Heading,
  Link,
  PageLayout,
  RecordPageState,
  ResponsiveTable,
  Stack,
  Text,
  UnsavedChangesDialog,
  UnsavedChangesPrompt,
  type RecordQuery,
  type ResponsiveColumn,
} from 'shared-ui';
import { FormikDialog, TextareaField, type FormikContextType } from 'shared-ui/form';

export const SCHEDULE_TEXT = {
  add: 'Add',
  edit: 'Edit',
  startDate: 'Start date',
  endDate: 'End date',
  current: 'current',
  records: 'Records',
  note: 'Note',
  noteHelp: 'Where the figures come from (a schedule, a notice).',
  notEntered: 'Not entered',
  empty: 'There are no records yet.',
} as const;

export interface ScheduleRecord {
  id: number;
  startDateUtc: string;
  endDateUtc: string | null;
  note: string | null;
}

export type DialogMode = 'edit' | 'add';

export interface ScheduleScreenProps<R extends ScheduleRecord> {
  title: string;
  /** The record kind in words ('care funding rates'), for the loading and failure states. */
  recordName: string;
  query: RecordQuery & { data?: { records: R[] } };
  canModify: boolean;
  /** Columns after start and end (e.g. the funding model). */
  columns?: ReadonlyArray<ResponsiveColumn<R>>;
  /** The figures of the record picked. */
  figures: (record: R) => ReactNode;
  /** The add or edit dialog (record null when adding). */
  dialog: (mode: DialogMode, record: R | null, close: (savedId?: number) => void) => ReactNode;
}

/** '01 Oct 2025 - 30 Sep 2026' (open end: 'from 01 Oct 2025'). */
export function Period({ record }: { record: ScheduleRecord }) {
  return record.endDateUtc ? (
    <>
      <DateText value={record.startDateUtc} /> to <DateText value={record.endDateUtc} />
    </>
  ) : (
    <>
      from <DateText value={record.startDateUtc} />
    </>
  );
}

export function ScheduleScreen<R extends ScheduleRecord>({
  title,
  recordName,
  query,
  canModify,
  columns = [],
  figures,
  dialog,
}: ScheduleScreenProps<R>) {
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [open, setOpen] = useState<{ mode: DialogMode; record: R | null } | null>(null);
  const records = query.data?.records;
  if (!records) return <RecordPageState title={title} record={recordName} query={query} notFound={false} />;
  const T = SCHEDULE_TEXT;
  const picked = records.find((r) => r.id === pickedId) ?? records[0] ?? null;
  const close = (savedId?: number) => {
    if (savedId !== undefined) setPickedId(savedId);
    setOpen(null);
  };
  // The record's start as shown: the View link's name is its visible text, Edit's names the record it edits.
  const label = (r: R) => formatDate(r.startDateUtc);
  return (
    <PageLayout
      title={title}
      actions={
        <ActionBar
          label={title}
          primary={{ label: T.add, onSelect: () => setOpen({ mode: 'add', record: null }), hidden: !canModify }}
        />
      }
    >
      <Stack gap="6">
        {records.length === 0 ? <Text color="fg.muted">{T.empty}</Text> : null}
        {records.length ? (
          <ResponsiveTable
            aria-label={`${title}: ${T.records}`}
            rows={records}
            rowKey={(r) => r.id}
            rowProps={(r) => ({ 'data-testid': 'schedule-record', 'aria-selected': r.id === picked?.id })}
            columns={[
              {
                key: 'start',
                header: T.startDate,
                primary: true,
                cell: (r) => (
                  <Link asChild color="brand.fg" fontWeight={r.id === picked?.id ? 'semibold' : undefined}>
                    <button type="button" onClick={() => setPickedId(r.id)}>
                      <DateText value={r.startDateUtc} />
                    </button>
                  </Link>
                ),
              },
              {
                key: 'end',
                header: T.endDate,
                cell: (r) => (r.endDateUtc ? <DateText value={r.endDateUtc} /> : <Badge colorPalette="green">{T.current}</Badge>),
              },
              ...columns,
              {
                key: 'actions',
                header: 'Actions',
                hideLabel: true,
                cell: (r) =>
                  canModify ? (
                    <Button
                      size="xs"
                      variant="outline"
                      minH={{ base: '11', lg: '8' }}
                      aria-label={`${T.edit}: ${label(r)}`}
                      onClick={() => setOpen({ mode: 'edit', record: r })}
                    >
                      {T.edit}
                    </Button>
                  ) : null,
              },
            ]}
          />
        ) : null}
        {picked ? (
          <Box
            as="section"
            aria-labelledby="schedule-record-heading"
            borderWidth="1px"
            borderRadius="md"
            p={{ base: '3', md: '4' }}
          >
            <Heading id="schedule-record-heading" as="h2" size="md" mb="3">
              <Period record={picked} />
            </Heading>
            {figures(picked)}
            {picked.note ? (
              <Text mt="3" fontSize="sm" color="fg.muted">
                <strong>{T.note}:</strong> {picked.note}
              </Text>
            ) : null}
          </Box>
        ) : null}
      </Stack>
      {open ? dialog(open.mode, open.record, close) : null}
    </PageLayout>
  );
}

/** A figure, or 'Not entered' (a null figure is never shown as 0). */
export function Figure({ value, children }: { value: string | number | null | undefined; children?: ReactNode }) {
  if (value === null || value === undefined || value === '')
    return (
      <Text as="span" color="fg.muted">
        {SCHEDULE_TEXT.notEntered}
      </Text>
    );
  return <>{children ?? value}</>;
}

/** The add/edit dialog of a record: Save, and Cancel that asks first when something was changed. */
export function RecordDialog<V>({
  form,
  title,
  busy,
  onClose,
  children,
}: {
  form: FormikContextType<V>;
  title: string;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const [cancelling, setCancelling] = useState(false);
  return (
    <>
      <FormikDialog
        open
        form={form}
        title={title}
        size="xl"
        onClose={() => (form.dirty ? setCancelling(true) : onClose())}
        busy={busy}
      >
        <Stack gap="4">
          {children}
          <TextareaField name="note" label={SCHEDULE_TEXT.note} helpText={SCHEDULE_TEXT.noteHelp} maxLength={500} rows={2} />
        </Stack>
      </FormikDialog>
      <UnsavedChangesPrompt when={form.dirty && !form.isSubmitting} />
      <UnsavedChangesDialog open={cancelling} onLeave={onClose} onStay={() => setCancelling(false)} />
    </>
  );
}
