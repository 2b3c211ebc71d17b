/**
 * /funding/medicare-statements and /viewMedicareStatements (the same screen; fundingReviewFundingStatements canAction):
 * the facility's statement months, newest first, with the payment statement's total, the expected statement's total
 * and their variance (expected minus actual, only when both exist); fetch the payment statement of an ended claim
 * month; open a month's statements; download a fetched month's statement as expectedStatement.xml.
 */
import { useState } from 'react';
import type { MedicareStatementListItem } from 'shared-domain/contracts/funding-statements';
import { melbourneToday } from 'shared-domain/day';
import { endedClaimMonths } from 'shared-domain/funding/claim-months';
import { monthYearLabel } from 'shared-domain/funding/month-year';
import { STATEMENT_MESSAGES, statementVariance } from 'shared-domain/funding/reconciliation';
import { usePermission } from 'shared-auth';
import {
  ActionBar,
  Badge,
  Button,
  HStack,
  Link,
  LoadStatus,
  MoneyText,
  PageLayout,
  ResponsiveTable,
  Text,
  type LoadState,
} from 'shared-ui';
import { FormikDialog, SelectField, useFormik, useSubmit } from 'shared-ui/form';
import { Link as RouterLink } from 'react-router';
import { STATEMENT_LINK_TEXT, STATEMENT_ROUTES, VarianceText, useDownload } from './StatementParts';
import { downloadStatementFile, useFetchPaymentStatement, useMedicareStatements } from './statements.resource';

export const LIST_TEXT = {
  title: 'Medicare statements',
  fetch: 'Fetch payment statement',
  claimMonth: 'Claim month',
  month: 'Month',
  statementTotal: 'Statement total',
  expectedTotal: 'Expected total',
  variance: 'Variance',
  status: 'Status',
  actions: 'Actions',
  open: 'Open',
  downloadXml: 'Download XML',
  claimFinalised: 'Claim finalised',
  reconciled: 'Reconciled',
  notFetched: 'Not fetched',
  notBuilt: 'Not built',
  empty: 'There are no statements yet.',
  loading: 'Loading statements...',
  fetchRequired: 'Choose the claim month.',
} as const;

/** How many ended months the fetch offers. */
const CLAIM_MONTHS_OFFERED = 12;

function FetchDialog({ onClose, statements }: { onClose: () => void; statements: readonly MedicareStatementListItem[] }) {
  const fetchStatement = useFetchPaymentStatement();
  const months = endedClaimMonths(melbourneToday(), CLAIM_MONTHS_OFFERED);
  const save = useSubmit<{ claimMonth: string }>({
    // With the month's last fetch the list shows (a month not listed was never fetched).
    action: (v) =>
      fetchStatement.mutateAsync({
        claimMonth: v.claimMonth,
        lastFetchedOnUtc: statements.find((s) => s.monthAndYear === v.claimMonth)?.fetchedOnUtc ?? null,
      }),
    success: STATEMENT_MESSAGES.fetched,
    failure: STATEMENT_MESSAGES.displayFailed,
    modelState: 'dialog',
    dialogTitle: LIST_TEXT.fetch,
    onSuccess: () => onClose(),
  });
  const form = useFormik({
    initialValues: { claimMonth: months[0] ?? '' },
    validate: (v) => (v.claimMonth ? {} : { claimMonth: LIST_TEXT.fetchRequired }),
    onSubmit: save.submit,
  });
  return (
    <>
      <FormikDialog open form={form} title={LIST_TEXT.fetch} submitLabel={LIST_TEXT.fetch} onClose={onClose}>
        <SelectField
          name="claimMonth"
          label={LIST_TEXT.claimMonth}
          required
          placeholder={null}
          options={months.map((m) => ({ value: m, label: monthYearLabel(m) }))}
        />
      </FormikDialog>
      {save.dialog}
    </>
  );
}

function StatementActions({ row }: { row: MedicareStatementListItem }) {
  const download = useDownload();
  const reconciliation = usePermission('fundingReconciliation');
  const month = row.statementFullMonthAndYear;
  return (
    <HStack gap="2" wrap="wrap">
      <Link asChild>
        <RouterLink to={STATEMENT_ROUTES.expected(row.monthAndYear)} aria-label={`${STATEMENT_LINK_TEXT.expected} ${month}`}>
          {LIST_TEXT.open}
        </RouterLink>
      </Link>
      {row.fetchedOnUtc ? (
        <Link asChild>
          <RouterLink to={STATEMENT_ROUTES.actual(row.monthAndYear)} aria-label={`${STATEMENT_LINK_TEXT.actual} ${month}`}>
            {STATEMENT_LINK_TEXT.actual}
          </RouterLink>
        </Link>
      ) : null}
      {row.isVarianceBuilt && reconciliation.canAction ? (
        <Link asChild>
          <RouterLink to={STATEMENT_ROUTES.variance(row.monthAndYear)} aria-label={`${STATEMENT_LINK_TEXT.variance} ${month}`}>
            {STATEMENT_LINK_TEXT.variance}
          </RouterLink>
        </Link>
      ) : null}
      {row.fetchedOnUtc ? (
        <Button
          size="xs"
          variant="outline"
          minH={{ base: '11', lg: '8' }}
          loading={download.busy}
          aria-label={`${LIST_TEXT.downloadXml} ${month}`}
          onClick={() => void download.run(() => downloadStatementFile(row.monthAndYear))}
        >
          {LIST_TEXT.downloadXml}
        </Button>
      ) : null}
    </HStack>
  );
}

export default function MedicareStatements() {
  const query = useMedicareStatements();
  const [fetching, setFetching] = useState(false);
  const T = LIST_TEXT;
  const state: LoadState<unknown> = query.data
    ? { status: 'ready', data: query.data }
    : query.isError
      ? { status: 'error' }
      : { status: 'loading' };
  return (
    <PageLayout
      title={T.title}
      actions={<ActionBar label={T.title} primary={{ label: T.fetch, onSelect: () => setFetching(true) }} />}
    >
      <LoadStatus
        state={state}
        loadingText={T.loading}
        errorMessage={STATEMENT_MESSAGES.displayFailed}
        onRetry={() => void query.refetch()}
      />
      {query.data && query.data.length === 0 ? <Text color="fg.muted">{T.empty}</Text> : null}
      {query.data?.length ? (
        <ResponsiveTable
          aria-label={T.title}
          rows={query.data}
          rowKey={(r) => r.statementId}
          rowProps={(r) => ({ 'data-testid': `statement-${r.monthAndYear}` })}
          columns={[
            { key: 'month', header: T.month, primary: true, cell: (r) => r.statementFullMonthAndYear },
            {
              key: 'total',
              header: T.statementTotal,
              textAlign: 'end',
              cell: (r) =>
                r.statementTotal === null ? <Text color="fg.muted">{T.notFetched}</Text> : <MoneyText value={r.statementTotal} />,
            },
            {
              key: 'expected',
              header: T.expectedTotal,
              textAlign: 'end',
              cell: (r) =>
                r.expectedStatementTotal === null ? (
                  <Text color="fg.muted">{T.notBuilt}</Text>
                ) : (
                  <MoneyText value={r.expectedStatementTotal} />
                ),
            },
            {
              key: 'variance',
              header: T.variance,
              textAlign: 'end',
              // Expected minus actual, only when both totals exist.
              cell: (r) => <VarianceText value={statementVariance(r.expectedStatementTotal, r.statementTotal)} />,
            },
            {
              key: 'status',
              header: T.status,
              cell: (r) => (
                <HStack gap="1" wrap="wrap">
                  {r.isClaimFinalised ? <Badge colorPalette="green">{T.claimFinalised}</Badge> : null}
                  {r.isReconciliationFinalised ? <Badge colorPalette="brand">{T.reconciled}</Badge> : null}
                </HStack>
              ),
            },
            { key: 'actions', header: T.actions, hideLabel: true, cell: (r) => <StatementActions row={r} /> },
          ]}
        />
      ) : null}
      {fetching ? <FetchDialog statements={query.data ?? []} onClose={() => setFetching(false)} /> : null}
    </PageLayout>
  );
}
