/**
 * The variance statement's payments tab, where a month is reconciled line by line: the respite, then the permanent
 * care recipients, each with their expected lines beside their actual lines by month (earlier months' adjustments
 * included) and the lines carried over from earlier reconciliations. Every line shows its amounts, its action, the
 * probable cause of its variance and its notes. Lines are selected under the selectability rules and acted on with
 * the buttons the selection enables (Accept, Match after the match values dialog, Carry over, Write off, Undo); the
 * filter (default Not actioned) narrows the lines shown. Once every line has an action the month can be finalised
 * (fundingFinaliseAdjustment), after which nothing can be changed. Recipients are drawn a page at a time: a large
 * month holds thousands of lines. Someone else's change to the lines acted on (409) is shown and the lines reloaded.
 */
import { memo, useMemo, useState } from 'react';
import { usePermission } from 'shared-auth';
import type { PaymentLine, VariancePayments } from 'shared-domain/contracts/funding-statements';
import { monthYearLabel } from 'shared-domain/funding/month-year';
import {
  canFinaliseReconciliation,
  DEFAULT_STATEMENT_FILTER,
  enabledButtons,
  LINE_ACTION_LABELS,
  linesChangedBy,
  MEDICARE_STATEMENT_TYPE,
  RECONCILIATION_MESSAGES,
  STATEMENT_FILTER_OPTIONS,
  statementVariance,
  VARIANCE_MESSAGES,
  type ReconciliationAction,
  type ReconciliationButtons,
  type StatementFilterCode,
} from 'shared-domain/funding/reconciliation';
import {
  ActionBar,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  chakra,
  ConfirmDialog,
  Field,
  Heading,
  HStack,
  LoadStatus,
  MessageDialog,
  NativeSelect,
  ResponsiveTable,
  SimpleGrid,
  Stack,
  StickyActions,
  Text,
  type LoadState,
  type ResponsiveColumn,
} from 'shared-ui';
import { useSubmit } from 'shared-ui/form';
import { Pager, pageOf } from '../statements/Pager';
import { VarianceText, useDownload } from '../statements/StatementParts';
import { AdjustmentSummaryDialog, MatchDialog, NoteDialog } from './ReconciliationDialogs';
import {
  exportVarianceStatement,
  useFinaliseReconciliation,
  useReconciliationAdjustment,
  useVariancePayments,
} from './reconciliation.resource';
import { createSelectionStore, useLineSelection, useSelection, type SelectionStore } from './selection';
import {
  monthLines,
  recipientCauses,
  recipientSections,
  ruleLine,
  selectedAdjustments,
  type RecipientSection,
} from './varianceModel';

export const RECONCILIATION_TEXT = {
  filter: 'Filter',
  respite: 'Respite',
  permanent: 'Permanent',
  expected: 'Expected',
  actual: 'Actual',
  variance: 'Variance',
  expectedLines: 'Expected lines',
  actualLines: 'Actual lines',
  carriedOver: (month: string) => `Carried over from ${month}`,
  select: 'Select',
  paymentType: 'Payment type',
  paidCare: 'Paid care',
  unpaidCare: 'Unpaid care',
  leave: 'Leave (social / hospital / transition)',
  dailyRate: 'Daily rate',
  amount: 'Amount',
  action: 'Action',
  cause: 'Cause',
  probableCause: 'Probable cause',
  notes: 'Notes',
  notesButton: (count: number) => `Notes (${count})`,
  noLines: 'No line.',
  accept: 'Accept',
  match: 'Match',
  carryOver: 'Carry over',
  writeOff: 'Write off',
  undo: 'Undo',
  clear: 'Clear selection',
  selectedCount: (n: number) => (n === 1 ? '1 line selected' : `${n} lines selected`),
  actions: 'Reconciliation actions',
  finalise: 'Finalise',
  finaliseTitle: 'Finalise reconciliation',
  finaliseQuestion: 'Finalise the reconciliation of this month? Its lines can no longer be changed after.',
  adjustmentSummary: 'Adjustment summary',
  exportVariance: 'Export variance statement',
  empty: 'There are no lines under this filter.',
  loading: 'Loading variance in payments...',
  conflictTitle: 'Lines changed',
  recipients: 'Recipients',
  pageActions: 'Variance statement actions',
} as const;

/** Care recipients drawn a page at a time. */
export const RECIPIENTS_PAGE_SIZE = 20;

const ACTION_OF_BUTTON: ReadonlyArray<{ action: ReconciliationAction; button: keyof ReconciliationButtons; label: string }> = [
  { action: 'Accept', button: 'accept', label: RECONCILIATION_TEXT.accept },
  { action: 'Match', button: 'match', label: RECONCILIATION_TEXT.match },
  { action: 'CarryOver', button: 'carryOver', label: RECONCILIATION_TEXT.carryOver },
  { action: 'Writeoff', button: 'writeOff', label: RECONCILIATION_TEXT.writeOff },
  { action: 'Undo', button: 'undo', label: RECONCILIATION_TEXT.undo },
];

/** What the lines' tables need from the screen (it changes only when the month is finalised). */
interface LineContext {
  selection: SelectionStore;
  isFinalised: boolean;
  openNotes: (line: PaymentLine) => void;
}

function LineCheckbox({ line, name, ctx }: { line: PaymentLine; name: string; ctx: LineContext }) {
  const rule = useMemo(() => ruleLine(line), [line]);
  const state = useLineSelection(ctx.selection, rule, ctx.isFinalised);
  return (
    <chakra.input
      type="checkbox"
      w="5"
      h="5"
      checked={state === 'marked'}
      // restrictFromAction: a line that cannot join the current selection.
      disabled={ctx.isFinalised || state === 'restricted'}
      aria-label={name}
      onChange={() => ctx.selection.getState().toggle(rule)}
    />
  );
}

function lineName(line: PaymentLine, side: string): string {
  return `${side} ${line.paymentType} ${monthYearLabel(line.adjustmentMonth)} for ${line.firstName} ${line.lastName}`;
}

function LineTable({ label, lines, ctx }: { label: string; lines: readonly PaymentLine[]; ctx: LineContext }) {
  const T = RECONCILIATION_TEXT;
  if (!lines.length) {
    return (
      <Box>
        <Text fontSize="sm" fontWeight="semibold">
          {label}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {T.noLines}
        </Text>
      </Box>
    );
  }
  const side = lines[0].medicareStatementType === MEDICARE_STATEMENT_TYPE.Expected ? T.expected : T.actual;
  const permanent = lines[0].careType === 'Permanent';
  const columns: ResponsiveColumn<PaymentLine>[] = [
    {
      key: 'select',
      header: T.select,
      hideLabel: true,
      cell: (l) => <LineCheckbox line={l} name={`${T.select} ${lineName(l, side.toLowerCase())}`} ctx={ctx} />,
    },
    { key: 'type', header: T.paymentType, cell: (l) => l.paymentType },
    { key: 'paid', header: T.paidCare, textAlign: 'end', cell: (l) => l.paidCare },
    { key: 'unpaid', header: T.unpaidCare, textAlign: 'end', cell: (l) => l.unpaidCare },
    ...(permanent
      ? [
          {
            key: 'leave',
            header: T.leave,
            cell: (l: PaymentLine) => `${l.paidLeaveSocial ?? 0} / ${l.paidLeaveHospital ?? 0} / ${l.paidLeaveTransition ?? 0}`,
          },
        ]
      : []),
    { key: 'rate', header: T.dailyRate, textAlign: 'end', cell: (l) => <VarianceText value={l.dailyRate} /> },
    { key: 'amount', header: T.amount, textAlign: 'end', cell: (l) => <VarianceText value={l.amountDue} /> },
    {
      key: 'action',
      header: T.action,
      cell: (l) => (
        <Badge colorPalette={l.action === 'None' ? 'gray' : 'green'} data-testid={`line-action-${l.id}`}>
          {LINE_ACTION_LABELS[l.action]}
        </Badge>
      ),
    },
    { key: 'cause', header: T.cause, cell: (l) => <Text fontSize="sm">{l.cause ?? ''}</Text> },
    {
      key: 'notes',
      header: T.notes,
      hideLabel: true,
      cell: (l) => (
        <Button
          size="xs"
          variant="ghost"
          minH={{ base: '11', lg: '8' }}
          aria-label={`${T.notesButton(l.notes.length)}: ${lineName(l, side.toLowerCase())}`}
          onClick={() => ctx.openNotes(l)}
        >
          {T.notesButton(l.notes.length)}
        </Button>
      ),
    },
  ];
  return (
    <Box minW="0">
      <Text fontSize="sm" fontWeight="semibold" mb="1">
        {label}
      </Text>
      <ResponsiveTable
        aria-label={`${label}: ${lines[0].firstName} ${lines[0].lastName}`}
        narrow="scroll"
        size="sm"
        rows={lines}
        rowKey={(l) => l.id}
        rowProps={(l) => ({ 'data-line-id': l.id })}
        columns={columns}
      />
    </Box>
  );
}

/** One care recipient's lines; drawn again only when its lines or the month's state change (not on a selection). */
const RecipientCard = memo(function RecipientCard({ section, ctx }: { section: RecipientSection; ctx: LineContext }) {
  const { recipient: r, careType } = section;
  const T = RECONCILIATION_TEXT;
  const causes = recipientCauses(r);
  return (
    <Card.Root
      as="section"
      aria-label={`${r.lastName}, ${r.firstName} (${careType})`}
      data-testid={`recipient-${r.careRecipientId}`}
    >
      <Card.Body>
        <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
          <Heading as="h4" size="sm">
            {r.lastName}, {r.firstName}{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              {r.careRecipientId}
            </Text>
          </Heading>
          <HStack gap="4" wrap="wrap" fontSize="sm">
            <Text>
              {T.expected}: <VarianceText value={r.expectedPaymentsVariance} />
            </Text>
            <Text>
              {T.actual}: <VarianceText value={r.actualPaymentsVariance} />
            </Text>
            <Text>
              {T.variance}: <VarianceText value={statementVariance(r.expectedPaymentsVariance, r.actualPaymentsVariance)} />
            </Text>
          </HStack>
        </HStack>
        {causes.length ? (
          <Text fontSize="sm" mb="3" data-testid={`recipient-causes-${r.careRecipientId}`}>
            <Text as="span" fontWeight="semibold">
              {T.probableCause}:
            </Text>{' '}
            {causes.join('; ')}
          </Text>
        ) : null}
        <Stack gap="4">
          {r.adjustments.map((a) => (
            <Box key={a.adjustmentMonth}>
              <Heading as="h5" size="xs" mb="2">
                {a.adjustmentFullMonthAndYear}
              </Heading>
              <SimpleGrid columns={{ base: 1, xl: 2 }} gap="3">
                <LineTable label={T.expectedLines} lines={a.expectedPayments} ctx={ctx} />
                <LineTable label={T.actualLines} lines={a.actualPayments} ctx={ctx} />
              </SimpleGrid>
            </Box>
          ))}
          {r.expectedCarriedOver.map((c) => (
            <LineTable
              key={`e-${c.adjustmentMonth}`}
              label={`${T.expectedLines}: ${T.carriedOver(c.adjustmentFullMonthAndYear)}`}
              lines={c.payments}
              ctx={ctx}
            />
          ))}
          {r.actualCarriedOver.map((c) => (
            <LineTable
              key={`a-${c.adjustmentMonth}`}
              label={`${T.actualLines}: ${T.carriedOver(c.adjustmentFullMonthAndYear)}`}
              lines={c.payments}
              ctx={ctx}
            />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
});

function Reconciliation({ monthAndYear, data, reload }: { monthAndYear: string; data: VariancePayments; reload: () => void }) {
  const T = RECONCILIATION_TEXT;
  const isFinalised = data.isReconciliationFinalised;
  const reconciliation = usePermission('fundingReconciliation');
  const finalisePermission = usePermission('fundingFinaliseAdjustment');
  const [filter, setFilter] = useState<StatementFilterCode>(DEFAULT_STATEMENT_FILTER);
  const [page, setPage] = useState(1);
  const [selection] = useState(createSelectionStore);
  const selectedRules = useSelection(selection);
  const [dialog, setDialog] = useState<'match' | 'finalise' | 'summary' | null>(null);
  const [notesOf, setNotesOf] = useState<number | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const all = useMemo(() => monthLines(data), [data]);
  const byId = useMemo(() => new Map(all.map((l) => [l.id, l])), [all]);
  const selected = useMemo(
    () => selectedRules.map((r) => byId.get(r.id)).filter((l): l is PaymentLine => !!l),
    [selectedRules, byId],
  );
  const sections = useMemo(() => recipientSections(data, filter), [data, filter]);
  const shown = pageOf(sections, page, RECIPIENTS_PAGE_SIZE);
  const readOnly = isFinalised || !reconciliation.canAction;
  const buttons = enabledButtons(selectedRules, readOnly);
  const canFinalise = canFinaliseReconciliation(all, isFinalised);
  const exporting = useDownload();

  const clear = () => selection.getState().clear();
  const adjust = useReconciliationAdjustment(monthAndYear);
  const act = useSubmit<ReconciliationAction>({
    action: (action) => adjust.mutateAsync({ action, adjustments: selectedAdjustments(selected, action) }),
    failure: VARIANCE_MESSAGES.saveFailed,
    modelState: 'dialog',
    dialogTitle: T.actions,
    onSuccess: () => {
      clear();
      setDialog(null);
    },
    onFailure: (f) => {
      if (f.status !== 409) return false;
      // Someone else changed these lines: say who, and read the month's lines again.
      setConflict(f.message ?? linesChangedBy(null));
      clear();
      setDialog(null);
      reload();
      return true;
    },
  });
  const finalise = useFinaliseReconciliation(monthAndYear);
  const finaliseSubmit = useSubmit<null>({
    action: () => finalise.mutateAsync(),
    failure: VARIANCE_MESSAGES.saveFailed,
    modelState: 'dialog',
    dialogTitle: T.finaliseTitle,
    onSuccess: () => {
      clear();
      setDialog(null);
    },
  });

  const ctx = useMemo<LineContext>(
    () => ({ selection, isFinalised: readOnly, openNotes: (line) => setNotesOf(line.id) }),
    [selection, readOnly],
  );
  const run = (action: ReconciliationAction) => {
    if (action === 'Match') setDialog('match');
    else void act.submit(action);
  };
  const noteLine = notesOf !== null ? byId.get(notesOf) : undefined;
  let lastCareType: string | null = null;

  return (
    <Stack gap="4">
      <ActionBar
        label={T.pageActions}
        primary={{
          label: T.finalise,
          hidden: !finalisePermission.canAction || isFinalised,
          disabled: !canFinalise,
          onSelect: () => setDialog('finalise'),
        }}
        actions={[
          { label: T.adjustmentSummary, inline: true, onSelect: () => setDialog('summary') },
          {
            label: T.exportVariance,
            inline: true,
            loading: exporting.busy,
            onSelect: () => void exporting.run(() => exportVarianceStatement(monthAndYear, filter)),
          },
        ]}
      />
      {isFinalised ? (
        <Alert.Root status="info" data-testid="finalised-notice">
          <Alert.Indicator />
          <Alert.Description>{RECONCILIATION_MESSAGES.reconciliationFinalised}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Field.Root maxW={{ base: 'full', md: 'xs' }}>
        <Field.Label>{T.filter}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={String(filter)}
            onChange={(e) => {
              setFilter(Number(e.currentTarget.value) as StatementFilterCode);
              setPage(1);
              clear();
            }}
          >
            {STATEMENT_FILTER_OPTIONS.map((o) => (
              <option key={o.code} value={o.code}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {sections.length === 0 ? <Text color="fg.muted">{T.empty}</Text> : null}
      <Stack gap="3">
        {shown.items.map((section) => {
          const heading = section.careType !== lastCareType;
          lastCareType = section.careType;
          return (
            <Stack gap="3" key={`${section.careType}-${section.recipient.careRecipientId}`}>
              {heading ? (
                <Heading as="h3" size="md">
                  {section.careType === 'Respite' ? T.respite : T.permanent}
                </Heading>
              ) : null}
              <RecipientCard section={section} ctx={ctx} />
            </Stack>
          );
        })}
      </Stack>
      <Pager
        label={T.recipients}
        page={shown.page}
        pageCount={shown.pageCount}
        pageSize={RECIPIENTS_PAGE_SIZE}
        total={sections.length}
        onPage={setPage}
      />
      {readOnly ? null : (
        <StickyActions label={T.actions}>
          <Text fontSize="sm" alignSelf="center" me="auto" aria-live="polite">
            {T.selectedCount(selected.length)}
          </Text>
          <Button size="sm" variant="ghost" minH={{ base: '11', lg: '9' }} disabled={!selected.length} onClick={clear}>
            {T.clear}
          </Button>
          {ACTION_OF_BUTTON.map((b) => (
            <Button
              key={b.action}
              size="sm"
              variant="outline"
              minH={{ base: '11', lg: '9' }}
              disabled={!buttons[b.button] || act.busy}
              onClick={() => run(b.action)}
            >
              {b.label}
            </Button>
          ))}
        </StickyActions>
      )}
      {dialog === 'match' ? (
        <MatchDialog
          lines={selected}
          busy={act.busy}
          onConfirm={() => void act.submit('Match')}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'finalise' ? (
        <ConfirmDialog
          open
          title={T.finaliseTitle}
          message={T.finaliseQuestion}
          confirmLabel={T.finalise}
          busy={finaliseSubmit.busy}
          onConfirm={() => void finaliseSubmit.submit(null)}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'summary' ? <AdjustmentSummaryDialog monthAndYear={monthAndYear} onClose={() => setDialog(null)} /> : null}
      {noteLine ? (
        <NoteDialog monthAndYear={monthAndYear} line={noteLine} readOnly={readOnly} onClose={() => setNotesOf(null)} />
      ) : null}
      <MessageDialog
        open={conflict !== null}
        title={T.conflictTitle}
        messages={conflict ? [conflict] : []}
        onClose={() => setConflict(null)}
      />
      {act.dialog}
      {finaliseSubmit.dialog}
    </Stack>
  );
}

export function VariancePaymentsTab({ monthAndYear }: { monthAndYear: string }) {
  const query = useVariancePayments(monthAndYear);
  if (!query.data) {
    const state: LoadState<unknown> = query.isError ? { status: 'error' } : { status: 'loading' };
    return (
      <LoadStatus
        state={state}
        loadingText={RECONCILIATION_TEXT.loading}
        errorMessage={VARIANCE_MESSAGES.paymentsFailed}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Reconciliation monthAndYear={monthAndYear} data={query.data} reload={() => void query.refetch()} />;
}
