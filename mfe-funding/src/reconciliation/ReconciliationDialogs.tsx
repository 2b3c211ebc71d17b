/**
 * The variance statement's dialogs (seed 001 §2 "statement dialogs"): match values (both sides' totals of the lines
 * selected, before they are matched), view or add a variance note on a line, and the adjustment summary (the month's
 * actioned lines by care type and action, exported as AdjustmentSummaryReport.xlsx).
 */
import type { PaymentLine } from 'shared-domain/contracts/funding-statements';
import { formatDateTime } from 'shared-domain/dates';
import { monthYearLabel } from 'shared-domain/funding/month-year';
import {
  LINE_ACTION_LABELS,
  MEDICARE_STATEMENT_TYPE,
  RECONCILIATION_MESSAGES,
  VARIANCE_MESSAGES,
} from 'shared-domain/funding/reconciliation';
import {
  Box,
  ConfirmDialog,
  FormDialog,
  HStack,
  LoadStatus,
  ResponsiveTable,
  SimpleGrid,
  Stack,
  Text,
  type LoadState,
} from 'shared-ui';
import { FormikDialog, TextareaField, useFormik, useSubmit } from 'shared-ui/form';
import { DownloadButton, VarianceText } from '../statements/StatementParts';
import { exportAdjustmentSummary, useAddVarianceNote, useAdjustmentSummary } from './reconciliation.resource';
import { matchValues } from './varianceModel';

export const DIALOG_TEXT = {
  matchTitle: 'Match values',
  match: 'Match',
  matchIntro: 'The lines selected are matched as one group:',
  expected: 'Expected',
  actual: 'Actual',
  variance: 'Variance',
  notesTitle: 'Variance notes',
  addNote: 'Add note',
  note: 'Note',
  noNotes: 'There are no notes on this line yet.',
  summaryTitle: 'Adjustment summary',
  exportSummary: 'Export adjustment summary',
  careType: 'Care type',
  action: 'Action',
  lines: 'Lines',
  careRecipient: 'Care recipient',
  side: 'Side',
  month: 'Month',
  paymentType: 'Payment type',
  amount: 'Amount',
  notes: 'Notes',
  loading: 'Loading adjustment summary...',
  noAdjustments: 'No line has been actioned yet.',
} as const;

const sideLabel = (type: number) => (type === MEDICARE_STATEMENT_TYPE.Expected ? DIALOG_TEXT.expected : DIALOG_TEXT.actual);

export function MatchDialog({
  lines,
  busy,
  onConfirm,
  onCancel,
}: {
  lines: readonly PaymentLine[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const v = matchValues(lines);
  const T = DIALOG_TEXT;
  return (
    <ConfirmDialog
      open
      title={T.matchTitle}
      confirmLabel={T.match}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      message={
        <Stack gap="2">
          <Text>{T.matchIntro}</Text>
          <SimpleGrid columns={3} gap="2" data-testid="match-values">
            {(
              [
                [T.expected, v.expected],
                [T.actual, v.actual],
                [T.variance, v.variance],
              ] as const
            ).map(([label, value]) => (
              <Box key={label}>
                <Text fontSize="sm" color="fg.muted">
                  {label}
                </Text>
                <Text fontWeight="semibold">
                  <VarianceText value={value} />
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Stack>
      }
    />
  );
}

/** The notes of a line and, unless the month is finalised, a note to add (required). */
export function NoteDialog({
  monthAndYear,
  line,
  readOnly,
  onClose,
}: {
  monthAndYear: string;
  line: PaymentLine;
  readOnly: boolean;
  onClose: () => void;
}) {
  const add = useAddVarianceNote(monthAndYear);
  const save = useSubmit<{ note: string }>({
    action: (v) =>
      add.mutateAsync({
        note: v.note.trim(),
        lineItem: { id: line.id, version: line.version },
        // A note on a line carried over explains the carry over (the contract's spelling).
        isCarringOver: line.action === 'CarryOver',
      }),
    failure: VARIANCE_MESSAGES.noteFailed,
    onSuccess: (_r, _v, helpers) => helpers?.resetForm(),
  });
  const form = useFormik({
    initialValues: { note: '' },
    validate: (v) => (v.note.trim() ? {} : { note: RECONCILIATION_MESSAGES.noteRequired }),
    onSubmit: save.submit,
  });
  const T = DIALOG_TEXT;
  const title = `${T.notesTitle}: ${line.firstName} ${line.lastName}, ${line.paymentType}`;
  const notes = (
    <Stack gap="2" mb="3" as="ul" listStyleType="none" aria-label={T.notes}>
      {line.notes.length === 0 ? <Text color="fg.muted">{T.noNotes}</Text> : null}
      {line.notes.map((n) => (
        <Box as="li" key={n.id} borderWidth="1px" rounded="l2" p="2">
          <Text whiteSpace="pre-wrap">{n.note}</Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(n.entryDateTime)} {n.firstName} {n.lastName}
          </Text>
        </Box>
      ))}
    </Stack>
  );
  if (readOnly) {
    return (
      <FormDialog open title={title} onClose={onClose}>
        {notes}
      </FormDialog>
    );
  }
  return (
    <>
      <FormikDialog open form={form} title={title} submitLabel={T.addNote} onClose={onClose}>
        {notes}
        <TextareaField name="note" label={T.note} required maxLength={2000} />
      </FormikDialog>
      {save.dialog}
    </>
  );
}

export function AdjustmentSummaryDialog({ monthAndYear, onClose }: { monthAndYear: string; onClose: () => void }) {
  const query = useAdjustmentSummary(monthAndYear, true);
  const T = DIALOG_TEXT;
  const state: LoadState<unknown> = query.data
    ? { status: 'ready', data: query.data }
    : query.isError
      ? { status: 'error' }
      : { status: 'loading' };
  return (
    <FormDialog open title={T.summaryTitle} size="xl" onClose={onClose}>
      <Stack gap="4">
        <HStack>
          <DownloadButton label={T.exportSummary} download={() => exportAdjustmentSummary(monthAndYear)} />
        </HStack>
        <LoadStatus
          state={state}
          loadingText={T.loading}
          errorMessage={VARIANCE_MESSAGES.summaryFailed}
          onRetry={() => void query.refetch()}
        />
        {query.data && query.data.totals.length === 0 ? <Text color="fg.muted">{T.noAdjustments}</Text> : null}
        {query.data?.totals.length ? (
          <ResponsiveTable
            aria-label={T.summaryTitle}
            narrow="scroll"
            rows={query.data.totals}
            rowKey={(t) => `${t.careType}-${t.action}`}
            columns={[
              { key: 'careType', header: T.careType, cell: (t) => t.careType },
              { key: 'action', header: T.action, primary: true, cell: (t) => LINE_ACTION_LABELS[t.action] },
              { key: 'lines', header: T.lines, textAlign: 'end', cell: (t) => t.lineCount },
              { key: 'expected', header: T.expected, textAlign: 'end', cell: (t) => <VarianceText value={t.expectedAmount} /> },
              { key: 'actual', header: T.actual, textAlign: 'end', cell: (t) => <VarianceText value={t.actualAmount} /> },
              { key: 'variance', header: T.variance, textAlign: 'end', cell: (t) => <VarianceText value={t.variance} /> },
            ]}
          />
        ) : null}
        {query.data?.items.length ? (
          <ResponsiveTable
            aria-label={`${T.summaryTitle}: ${T.lines}`}
            narrow="scroll"
            rows={query.data.items}
            rowKey={(i) => i.lineId}
            columns={[
              { key: 'name', header: T.careRecipient, primary: true, cell: (i) => `${i.lastName}, ${i.firstName}` },
              { key: 'side', header: T.side, cell: (i) => sideLabel(i.medicareStatementType) },
              { key: 'month', header: T.month, cell: (i) => monthYearLabel(i.adjustmentMonth) },
              { key: 'type', header: T.paymentType, cell: (i) => i.paymentType },
              { key: 'action', header: T.action, cell: (i) => LINE_ACTION_LABELS[i.action] },
              { key: 'amount', header: T.amount, textAlign: 'end', cell: (i) => <VarianceText value={i.amount} /> },
              { key: 'notes', header: T.notes, cell: (i) => i.notes.join(' / ') },
            ]}
          />
        ) : null}
      </Stack>
    </FormDialog>
  );
}
