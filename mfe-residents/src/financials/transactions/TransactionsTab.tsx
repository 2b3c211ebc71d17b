/**
 * The transactions tab (seed 001 §2 "Finance transaction history with month headers and a balance"): the
 * resident's account, newest first under month headings, with the balance owed and the deposit held on top (each opens
 * its explanation), charges and payments in their own columns and deposits in a third, "Load more" for older entries,
 * and the facility's fee run ("Run fee run", a month, the previous one by default) for users who may modify financials.
 * The same in view and edit mode: entries are never edited (a correction is a reversing entry).
 */
import { useMemo, useState } from 'react';
import { useFacility, usePermission } from 'shared-auth';
import { formatCurrency } from 'shared-domain/amounts';
import { formatDateTime, melbourneToday } from 'shared-domain/dates';
import {
  FEE_RUN_MESSAGES,
  feeRunCompletedMessage,
  feeRunFailedMessage,
  feeRunFlaggedText,
  feeRunPeriodError,
  monthHeading,
  previousMonth,
  recentMonths,
} from 'shared-domain/finance/fee-run';
import {
  Alert,
  Badge,
  Box,
  Button,
  DateText,
  Heading,
  HStack,
  LoadFailure,
  MoneyText,
  notify,
  ResponsiveTable,
  Spinner,
  Stack,
  Text,
  type ResponsiveColumn,
} from 'shared-ui';
import { ExplainedFigure } from 'shared-ui/explain';
import { PagedList, monthGroups } from 'shared-ui/list';
import { FormikDialog, SelectField, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import type { FinancialTabProps } from '../types';
import {
  useFeeRuns,
  useRunFeeRun,
  useTransactions,
  useTransactionsBalance,
  type FeeRun,
  type LedgerEntry,
} from './transactions.resource';

export const TRANSACTIONS_TEXT = {
  balance: 'Balance',
  depositBalance: 'Deposit held',
  runFeeRun: 'Run fee run',
  runTitle: 'Run fee run',
  month: 'Month',
  run: 'Run',
  loadMore: 'Load more',
  loading: 'Loading…',
  empty: 'No transactions yet.',
  date: 'Date',
  description: 'Description',
  charges: 'Charges',
  payments: 'Payments and credits',
  deposit: 'Deposit',
  runCharges: 'Entries posted',
  runReversals: 'Reversals',
  runHint:
    'Charges every resident of the facility for the month from their fees and optional services. Charges already posted are not posted again; a changed fee is reversed and posted again.',
} as const;

const KIND_BADGES: Partial<Record<LedgerEntry['kind'], { label: string; palette: string }>> = {
  Deposit: { label: 'Deposit', palette: 'blue' },
  Drawdown: { label: 'Drawdown', palette: 'purple' },
  Retention: { label: 'Retention', palette: 'gray' },
  Reversal: { label: 'Reversal', palette: 'orange' },
  Payment: { label: 'Payment', palette: 'green' },
};

const money = (v: string) => formatCurrency(v);
const isZero = (v: string) => /^-?0(\.0+)?$/.test(v);
const negate = (v: string) => (v.startsWith('-') ? v.slice(1) : `-${v}`);

function AmountCell({ entry, amount, label }: { entry: LedgerEntry; amount: string; label: string }) {
  if (entry.explanation && entry.kind !== 'Reversal')
    return (
      <ExplainedFigure
        label={`${entry.description}: ${label}`}
        explained={{ ...entry.explanation, value: amount }}
        format={money}
      />
    );
  return <MoneyText value={amount} />;
}

const columns: ResponsiveColumn<LedgerEntry>[] = [
  { key: 'date', header: TRANSACTIONS_TEXT.date, cell: (e) => <DateText value={e.entryDate} /> },
  {
    key: 'description',
    header: TRANSACTIONS_TEXT.description,
    primary: true,
    cell: (e) => {
      const badge = KIND_BADGES[e.kind];
      return (
        <HStack gap="2" wrap="wrap">
          <Text as="span" textDecoration={e.isReversed ? 'line-through' : undefined}>
            {e.description}
            {e.days ? ` (${e.days} ${e.days === 1 ? 'day' : 'days'})` : ''}
          </Text>
          {badge ? (
            <Badge colorPalette={badge.palette} size="sm">
              {badge.label}
            </Badge>
          ) : null}
        </HStack>
      );
    },
  },
  {
    key: 'charges',
    header: TRANSACTIONS_TEXT.charges,
    textAlign: 'end',
    cell: (e) =>
      e.accountAmount.startsWith('-') || isZero(e.accountAmount) ? null : (
        <AmountCell entry={e} amount={e.accountAmount} label={TRANSACTIONS_TEXT.charges} />
      ),
  },
  {
    key: 'payments',
    header: TRANSACTIONS_TEXT.payments,
    textAlign: 'end',
    cell: (e) =>
      e.accountAmount.startsWith('-') ? (
        <AmountCell entry={e} amount={negate(e.accountAmount)} label={TRANSACTIONS_TEXT.payments} />
      ) : null,
  },
  {
    key: 'deposit',
    header: TRANSACTIONS_TEXT.deposit,
    textAlign: 'end',
    cell: (e) =>
      isZero(e.depositAmount) ? null : e.kind === 'Retention' && e.explanation ? (
        // Retention leaves the deposit (a minus), and its panel explains the amount retained.
        <Text as="span" whiteSpace="nowrap">
          {'-'}
          <AmountCell entry={e} amount={negate(e.depositAmount)} label={TRANSACTIONS_TEXT.deposit} />
        </Text>
      ) : (
        <MoneyText value={e.depositAmount} />
      ),
  },
];

/** The entries under their month headings (the entry date's month), newest first as the API sends them. */
export function byMonth(entries: readonly LedgerEntry[]): Array<{ heading: string; entries: LedgerEntry[] }> {
  return monthGroups(entries, (e) => e.entryDate).map((g) => ({ heading: g.heading, entries: g.rows }));
}

const RUN_STATUS_PALETTE: Record<FeeRun['status'], string> = { Completed: 'green', Running: 'blue', Failed: 'red' };

/** How many of the facility's recent runs the dialog lists. */
const RUNS_SHOWN = 6;

/** The facility's recent fee runs (newest first), one compact line each, as the run dialog lists them. */
function RecentRuns({ runs }: { runs: FeeRun[] | undefined }) {
  if (!runs) return <Spinner size="sm" aria-label="Loading fee runs" />;
  return (
    <Stack gap="2" as="section" aria-label={FEE_RUN_MESSAGES.recentRuns}>
      <Heading as="h3" size="sm">
        {FEE_RUN_MESSAGES.recentRuns}
      </Heading>
      {runs.length ? (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="recent-runs">
          {runs.slice(0, RUNS_SHOWN).map((r) => (
            <Box as="li" key={r.id} fontSize="sm" borderBottomWidth="1px" pb="2">
              <HStack gap="2" wrap="wrap">
                <Text as="span" fontWeight="semibold">
                  {monthHeading(r.period)}
                </Text>
                <Badge colorPalette={RUN_STATUS_PALETTE[r.status]} size="sm">
                  {r.status}
                </Badge>
                <Text as="span">{r.trigger}</Text>
              </HStack>
              <Text color="fg.muted">
                {`${TRANSACTIONS_TEXT.runCharges}: ${r.chargesCreated}, ${TRANSACTIONS_TEXT.runReversals.toLowerCase()}: ${r.reversalsCreated}`}
                {r.finishedOnUtc ? ` · ${formatDateTime(r.finishedOnUtc)}` : ''}
              </Text>
              {r.error ? <Text color="fg.error">{r.error}</Text> : null}
              {r.flagged.map((f) => (
                <Text key={`${f.residentId}:${f.days}`} color="orange.800" data-testid="fee-run-flagged">
                  {feeRunFlaggedText(f)}
                </Text>
              ))}
            </Box>
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm">{FEE_RUN_MESSAGES.noRuns}</Text>
      )}
    </Stack>
  );
}

function FeeRunDialog({ residentId, onClose, runs }: { residentId: number; onClose: () => void; runs: FeeRun[] | undefined }) {
  const today = melbourneToday();
  const run = useRunFeeRun(residentId);
  const options = useMemo(() => recentMonths(today, 24).map((m) => ({ value: m, label: monthHeading(m) })), [today]);
  const submitter = useSubmit<{ period: string }, FeeRun>({
    action: (values) => run.mutateAsync(values),
    success: (result) => (result.status === 'Completed' ? feeRunCompletedMessage(result) : null),
    failure: FEE_RUN_MESSAGES.runFailed,
    onSuccess: (result) => {
      // A run the server recorded as failed answers 200 with its error: told as any failure.
      if (result.status !== 'Completed') notify.error(FEE_RUN_MESSAGES.runFailed);
      onClose();
    },
  });
  const form = useFormik<{ period: string }>({
    initialValues: { period: previousMonth(today) },
    validate: validateWith((v: { period: string }) => {
      const error = feeRunPeriodError(v.period, today);
      return error ? { period: error } : {};
    }),
    onSubmit: async (values, helpers) => {
      await submitter.submit(values, helpers);
    },
  });
  return (
    <>
      <FormikDialog open form={form} title={TRANSACTIONS_TEXT.runTitle} submitLabel={TRANSACTIONS_TEXT.run} onClose={onClose}>
        <Text fontSize="sm">{TRANSACTIONS_TEXT.runHint}</Text>
        <SelectField name="period" label={TRANSACTIONS_TEXT.month} options={options} placeholder={null} required />
        <RecentRuns runs={runs} />
      </FormikDialog>
      {submitter.dialog}
    </>
  );
}

export default function TransactionsTab({ residentId, kind }: FinancialTabProps) {
  const permission = usePermission(kind === 'lead' ? 'leadsFinancials' : 'residentsFinancials');
  const balance = useTransactionsBalance(residentId);
  const pages = useTransactions(residentId);
  const [running, setRunning] = useState(false);
  // Leads are not charged by the fee run (only admitted residents are), nor are independent-living residents (the
  // fee run is an aged-care facility's).
  const { facilityType } = useFacility();
  const canRun = kind === 'resident' && facilityType !== 'IndependentLiving' && permission.canModify;
  const runs = useFeeRuns(residentId, canRun);
  const lastRun = runs.data?.[0];

  return (
    <Stack gap="4" data-testid="transactions-tab">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <HStack gap="6" wrap="wrap" aria-live="polite">
          {balance.isError ? (
            <LoadFailure
              message={FEE_RUN_MESSAGES.balanceLoadError}
              retrying={balance.isFetching}
              onRetry={() => void balance.refetch()}
            />
          ) : balance.data ? (
            <>
              <Box data-testid="transactions-balance">
                <Text fontSize="sm" color="fg.muted">
                  {TRANSACTIONS_TEXT.balance}
                </Text>
                <ExplainedFigure label={TRANSACTIONS_TEXT.balance} explained={balance.data.balance} format={money} />
              </Box>
              <Box data-testid="transactions-deposit-balance">
                <Text fontSize="sm" color="fg.muted">
                  {TRANSACTIONS_TEXT.depositBalance}
                </Text>
                <ExplainedFigure
                  label={TRANSACTIONS_TEXT.depositBalance}
                  explained={balance.data.depositBalance}
                  format={money}
                />
              </Box>
            </>
          ) : (
            <Spinner size="sm" aria-label="Loading balance" />
          )}
        </HStack>
        {canRun ? (
          <Button size="sm" colorPalette="brand" onClick={() => setRunning(true)}>
            {TRANSACTIONS_TEXT.runFeeRun}
          </Button>
        ) : null}
      </HStack>

      {lastRun?.status === 'Failed' ? (
        <Alert.Root status="warning" role="alert" data-testid="fee-run-failed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{feeRunFailedMessage(lastRun.period, lastRun.error)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <PagedList
        query={pages}
        loadingText={TRANSACTIONS_TEXT.loading}
        emptyText={TRANSACTIONS_TEXT.empty}
        errorMessage={FEE_RUN_MESSAGES.transactionsLoadError}
        moreLabel={TRANSACTIONS_TEXT.loadMore}
      >
        {(entries) => (
          <Stack gap="4">
            {byMonth(entries).map((g) => (
              <Stack key={g.heading} gap="2" as="section" aria-label={g.heading}>
                <Heading as="h3" size="sm">
                  {g.heading}
                </Heading>
                <ResponsiveTable
                  aria-label={`Transactions, ${g.heading}`}
                  columns={columns}
                  rows={g.entries}
                  rowKey={(e) => e.id}
                  size="sm"
                  rowProps={(e) => ({ 'data-testid': 'transaction-row', 'data-kind': e.kind })}
                />
              </Stack>
            ))}
          </Stack>
        )}
      </PagedList>
      {running ? <FeeRunDialog residentId={residentId} runs={runs.data} onClose={() => setRunning(false)} /> : null}
    </Stack>
  );
}
