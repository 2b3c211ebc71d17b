/**
 * /statementNavigator/viewStatement/:monthAndYear/* (fundingReviewFundingStatements canAction): the payment statement
 * Services Australia sent for a month, with its tabs (each its own address): summary, residents, payments (exported as
 * ActualFundingPaymentsReport.xlsx), supported-ratio, daily-subsidies and provider-comments.
 */
import { Navigate, Route, Routes } from 'react-router';
import type { ActualStatement } from 'shared-domain/contracts/funding-statements';
import { monthYearLabel } from 'shared-domain/funding/month-year';
import { STATEMENT_EXPORT_FILE_NAMES, STATEMENT_MESSAGES } from 'shared-domain/funding/reconciliation';
import { ActionBar, Badge, Card, LoadStatus, PageLayout, Text, type LoadState } from 'shared-ui';
import { RecordPage } from 'shared-ui/record';
import { DownloadButton, loadFailureMessage, STATEMENT_ROUTES, useMonthParam, useOtherStatementLinks } from './StatementParts';
import {
  DailySubsidiesTab,
  PaymentsTab,
  ResidentsTab,
  SummaryTab,
  SupportedRatioTab,
  TAB_TEXT,
  statementTabItems,
} from './StatementTabs';
import { downloadFile } from 'shared-auth/downloads';
import { STATEMENT_PATHS, useActualStatement } from './statements.resource';

export const ACTUAL_TEXT = {
  title: 'Actual statement',
  providerComments: 'Provider comments',
  noComments: 'There are no provider comments on this statement.',
  exportPayments: 'Export payments',
  reconciled: 'Reconciled',
  loading: 'Loading statement...',
  notAMonth: 'This address does not name a statement month.',
} as const;

export const ACTUAL_TABS = [
  { path: 'summary', label: TAB_TEXT.summary },
  { path: 'residents', label: TAB_TEXT.residents },
  { path: 'payments', label: TAB_TEXT.payments },
  { path: 'supported-ratio', label: TAB_TEXT.supportedRatio },
  { path: 'daily-subsidies', label: TAB_TEXT.dailySubsidies },
  { path: 'provider-comments', label: ACTUAL_TEXT.providerComments },
] as const;

function ProviderComments({ comments }: { comments: string | null }) {
  if (!comments) return <Text color="fg.muted">{ACTUAL_TEXT.noComments}</Text>;
  return (
    <Card.Root>
      <Card.Body>
        <Text whiteSpace="pre-wrap">{comments}</Text>
      </Card.Body>
    </Card.Root>
  );
}

function ActualStatementView({ statement }: { statement: ActualStatement }) {
  const month = statement.monthAndYear;
  const links = useOtherStatementLinks(month, 'actual');
  return (
    <RecordPage
      title={ACTUAL_TEXT.title}
      subtitle={
        <>
          <Text>{statement.statementFullMonthAndYear}</Text>
          {statement.isReconciliationFinalised ? <Badge colorPalette="brand">{ACTUAL_TEXT.reconciled}</Badge> : null}
        </>
      }
      actions={<ActionBar label={ACTUAL_TEXT.title} actions={links} />}
      tabs={{ label: `${ACTUAL_TEXT.title} tabs`, items: statementTabItems(STATEMENT_ROUTES.bases.actual(month), ACTUAL_TABS) }}
    >
      <Routes>
        <Route index element={<Navigate to="summary" replace />} />
        <Route path="summary" element={<SummaryTab monthAndYear={month} summary={statement.summary} />} />
        <Route path="residents" element={<ResidentsTab residents={statement.residents} />} />
        <Route
          path="payments"
          element={
            <PaymentsTab
              payments={statement.payments}
              actions={
                <DownloadButton
                  label={ACTUAL_TEXT.exportPayments}
                  download={() =>
                    downloadFile(
                      STATEMENT_PATHS.actualPaymentsExport,
                      { monthAndYear: month },
                      STATEMENT_EXPORT_FILE_NAMES.actualPayments,
                    )
                  }
                />
              }
            />
          }
        />
        <Route path="supported-ratio" element={<SupportedRatioTab ratio={statement.supportedRatio} />} />
        <Route path="daily-subsidies" element={<DailySubsidiesTab subsidies={statement.dailySubsidies} />} />
        <Route path="provider-comments" element={<ProviderComments comments={statement.providerComments} />} />
        <Route path="*" element={<Navigate to="summary" replace />} />
      </Routes>
    </RecordPage>
  );
}

export default function ActualStatementPage() {
  const month = useMonthParam();
  const query = useActualStatement(month ?? '');
  if (!month) {
    return (
      <PageLayout title={ACTUAL_TEXT.title}>
        <Text>{ACTUAL_TEXT.notAMonth}</Text>
      </PageLayout>
    );
  }
  if (!query.data) {
    const state: LoadState<unknown> = query.isError ? { status: 'error' } : { status: 'loading' };
    return (
      <PageLayout title={ACTUAL_TEXT.title} subtitle={monthYearLabel(month)}>
        <LoadStatus
          state={state}
          loadingText={ACTUAL_TEXT.loading}
          errorMessage={loadFailureMessage(query.error, STATEMENT_MESSAGES.statementDisplayFailed)}
          onRetry={() => void query.refetch()}
        />
      </PageLayout>
    );
  }
  return <ActualStatementView statement={query.data} />;
}
