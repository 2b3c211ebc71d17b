/**
 * /statementNavigator/variance-statement/:monthAndYear/* (fundingReconciliation canAction): a month's expected
 * statement against the payment statement, with two tabs (each its own address): the summary (the totals and each
 * payment type's variance, and how many lines are actioned, matched automatically or explained by a probable cause)
 * and the payments, where the month is reconciled.
 */
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { monthYearLabel } from 'shared-domain/funding/month-year';
import { VARIANCE_MESSAGES } from 'shared-domain/funding/reconciliation';
import {
  ActionBar,
  Box,
  Card,
  Heading,
  LoadStatus,
  PageLayout,
  ResponsiveTable,
  SimpleGrid,
  Stack,
  Text,
  type LoadState,
} from 'shared-ui';
import { RecordPage } from 'shared-ui/record';
import { STATEMENT_ROUTES, VarianceText, useMonthParam, useOtherStatementLinks } from '../statements/StatementParts';
import { statementTabItems } from '../statements/StatementTabs';
import { useVarianceLive, useVarianceSummary } from './reconciliation.resource';
import { VariancePaymentsTab } from './VariancePayments';

export const VARIANCE_TEXT = {
  title: 'Variance statement',
  summary: 'Summary',
  payments: 'Payments',
  expectedTotal: 'Expected total',
  actualTotal: 'Actual total',
  variance: 'Variance',
  byPaymentType: 'Variance by payment type',
  careType: 'Care type',
  paymentType: 'Payment type',
  expected: 'Expected',
  actual: 'Actual',
  lines: 'Lines',
  totalLines: 'Lines in all',
  notActioned: 'Not actioned',
  actioned: 'Actioned',
  autoMatched: 'Auto matched',
  withCause: 'Variance explained by a probable cause',
  loading: 'Loading variance summary...',
  notAMonth: 'This address does not name a statement month.',
} as const;

export const VARIANCE_TABS = [
  { path: 'summary', label: VARIANCE_TEXT.summary },
  { path: 'payments', label: VARIANCE_TEXT.payments },
] as const;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold">{children}</Text>
    </Box>
  );
}

function VarianceSummaryTab({ monthAndYear }: { monthAndYear: string }) {
  const query = useVarianceSummary(monthAndYear);
  const T = VARIANCE_TEXT;
  if (!query.data) {
    const state: LoadState<unknown> = query.isError ? { status: 'error' } : { status: 'loading' };
    return (
      <LoadStatus
        state={state}
        loadingText={T.loading}
        errorMessage={VARIANCE_MESSAGES.summaryFailed}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const s = query.data;
  return (
    <Stack gap="4">
      <Card.Root>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <Figure label={T.expectedTotal}>
              <VarianceText value={s.expectedTotal} />
            </Figure>
            <Figure label={T.actualTotal}>
              <VarianceText value={s.actualTotal} />
            </Figure>
            <Figure label={T.variance}>
              <VarianceText value={s.variance} />
            </Figure>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <Heading as="h2" size="sm" mb="3">
            {T.lines}
          </Heading>
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
            <Figure label={T.totalLines}>{s.lineCounts.total}</Figure>
            <Figure label={T.notActioned}>{s.lineCounts.notActioned}</Figure>
            <Figure label={T.actioned}>{s.lineCounts.actioned}</Figure>
            <Figure label={T.autoMatched}>{s.lineCounts.autoMatched}</Figure>
            <Figure label={T.withCause}>{s.lineCounts.withCause}</Figure>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      {s.byPaymentType.length ? (
        <ResponsiveTable
          aria-label={T.byPaymentType}
          narrow="scroll"
          rows={s.byPaymentType}
          rowKey={(p) => `${p.careType}-${p.paymentType}`}
          columns={[
            { key: 'careType', header: T.careType, cell: (p) => p.careType },
            { key: 'type', header: T.paymentType, primary: true, cell: (p) => p.paymentType },
            { key: 'expected', header: T.expected, textAlign: 'end', cell: (p) => <VarianceText value={p.expectedAmount} /> },
            { key: 'actual', header: T.actual, textAlign: 'end', cell: (p) => <VarianceText value={p.actualAmount} /> },
            { key: 'variance', header: T.variance, textAlign: 'end', cell: (p) => <VarianceText value={p.variance} /> },
          ]}
        />
      ) : null}
    </Stack>
  );
}

function VarianceStatementView({ monthAndYear }: { monthAndYear: string }) {
  const links = useOtherStatementLinks(monthAndYear, 'variance');
  useVarianceLive(monthAndYear);
  return (
    <RecordPage
      title={VARIANCE_TEXT.title}
      subtitle={<Text>{monthYearLabel(monthAndYear)}</Text>}
      actions={<ActionBar label={VARIANCE_TEXT.title} actions={links} />}
      tabs={{
        label: `${VARIANCE_TEXT.title} tabs`,
        items: statementTabItems(STATEMENT_ROUTES.bases.variance(monthAndYear), VARIANCE_TABS),
      }}
    >
      <Routes>
        <Route index element={<Navigate to="summary" replace />} />
        <Route path="summary" element={<VarianceSummaryTab monthAndYear={monthAndYear} />} />
        <Route path="payments" element={<VariancePaymentsTab monthAndYear={monthAndYear} />} />
        <Route path="*" element={<Navigate to="summary" replace />} />
      </Routes>
    </RecordPage>
  );
}

export default function VarianceStatementPage() {
  const month = useMonthParam();
  if (!month) {
    return (
      <PageLayout title={VARIANCE_TEXT.title}>
        <Text>{VARIANCE_TEXT.notAMonth}</Text>
      </PageLayout>
    );
  }
  return <VarianceStatementView monthAndYear={month} />;
}
