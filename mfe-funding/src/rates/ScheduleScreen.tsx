/**
 * What the three rate schedule screens share (seed 001 §4 "Funding rate screens": modes view, edit, add; Cancel with a
 * dirty form asks for confirmation): the list of records newest first with start and derived end, the figures of the
 * record picked (the newest at first), and the add/edit dialog with its save and its unsaved-changes question.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { formatDate } from 'shared-domain/day';
import {
  ActionBar,
  Badge,
  Box,
  Button,
  DateText,
  Heading,
  Link,
  MoneyText,
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
import { FormikDialog, TextareaField, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import { RATE_MESSAGES } from './rates.resource';
import { otherStarts, serverFieldNames, type NoteValue, type ScheduleForm } from './scheduleForms';

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

type DialogMode = 'edit' | 'add';

/** What the add/edit dialog of a schedule is given. */
export interface ScheduleDialogProps<R extends ScheduleRecord> {
  title: string;
  /** The record edited (null when adding). */
  record: R | null;
  /** The schedule's records (a start another record has is refused). */
  records: readonly R[];
  /** Closes the dialog; after a save, with the id of the record saved (it is then the one shown). */
  onClose: (savedId?: number) => void;
}

export interface ScheduleScreenProps<R extends ScheduleRecord> {
  text: {
    title: string;
    /** The record kind in words ('care funding rates'), for the loading and failure states. */
    record: string;
    addTitle: string;
    editTitle: string;
  };
  query: RecordQuery & { data?: { records: R[] } };
  canModify: boolean;
  /** Columns after start and end (e.g. the funding model). */
  columns?: ReadonlyArray<ResponsiveColumn<R>>;
  /** The figures of the record picked. */
  figures: (record: R) => ReactNode;
  /** The add or edit dialog. */
  dialog: ComponentType<ScheduleDialogProps<R>>;
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
  text,
  query,
  canModify,
  columns = [],
  figures,
  dialog: Dialog,
}: ScheduleScreenProps<R>) {
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [open, setOpen] = useState<{ mode: DialogMode; record: R | null } | null>(null);
  const { title } = text;
  const records = query.data?.records;
  if (!records) return <RecordPageState title={title} record={text.record} query={query} notFound={false} />;
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
      {open ? (
        <Dialog
          title={open.mode === 'add' ? text.addTitle : text.editTitle}
          record={open.record}
          records={records}
          onClose={close}
        />
      ) : null}
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

/** A sum of money, or 'Not entered'. */
export function MoneyFigure({ value }: { value: string | null }) {
  return (
    <Figure value={value}>
      <MoneyText value={value} />
    </Figure>
  );
}

/** A group of a record's fields under its legend. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="2" minW="0">
      <Text as="legend" fontWeight="semibold">
        {legend}
      </Text>
      {children}
    </Stack>
  );
}

/** The save of a schedule's records: the API call with the answer (the schedule as saved, with the id saved). */
export interface ScheduleSave<B> {
  mutateAsync: (body: B) => Promise<{ savedId?: number }>;
  isPending: boolean;
}

/**
 * The add/edit dialog of a record: the form (its rules given the other records' starts), Save (one success message,
 * the server's refusals on the fields), the note, and Cancel that asks first when something was changed.
 */
export function ScheduleRecordDialog<R extends ScheduleRecord, V extends NoteValue, B>({
  title,
  record,
  records,
  onClose,
  form: spec,
  save,
  failure,
  children,
}: ScheduleDialogProps<R> & {
  form: ScheduleForm<R, V, B>;
  save: ScheduleSave<B>;
  /** The save's failure message. */
  failure: string;
  /** The record's fields (they may depend on the values entered). */
  children: (values: V) => ReactNode;
}) {
  const [cancelling, setCancelling] = useState(false);
  const starts = otherStarts(records, record?.id ?? null);
  const form = useFormik<V>({
    initialValues: spec.values(record),
    validate: validateWith((v: V) => spec.errors(v, starts)),
    onSubmit: async (values, helpers) => void (await submitter.submit(values, helpers)),
  });
  const submitter = useSubmit<V, { savedId?: number }>({
    action: (values) => save.mutateAsync(spec.body(values, record)),
    success: RATE_MESSAGES.saved,
    failure,
    fieldNames: spec.fieldNames ? spec.fieldNames(form.values) : serverFieldNames({}),
    onSuccess: (saved) => onClose(saved.savedId),
  });
  return (
    <>
      <FormikDialog
        open
        form={form}
        title={title}
        size="xl"
        onClose={() => (form.dirty ? setCancelling(true) : onClose())}
        busy={form.isSubmitting || save.isPending}
      >
        <Stack gap="4">
          {children(form.values)}
          <TextareaField name="note" label={SCHEDULE_TEXT.note} helpText={SCHEDULE_TEXT.noteHelp} maxLength={500} rows={2} />
        </Stack>
      </FormikDialog>
      <UnsavedChangesPrompt when={form.dirty && !form.isSubmitting} />
      <UnsavedChangesDialog open={cancelling} onLeave={onClose} onStay={() => setCancelling(false)} />
      {submitter.dialog}
    </>
  );
}
