/**
 * /statementNavigator/view-expected-monthly-statement/:monthAndYear/* (fundingReviewFundingStatements canAction): the
 * product's expected statement of a month, computed from its own records and rates, with its tabs (each its own
 * address): summary, residents, payments (exported as PaymentsReport.xlsx), supported-ratio, daily-subsidies and
 * balances. The navigator opens it with statementLoaded=false: it is then read afresh.
 */
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import type { ExpectedStatement } from 'shared-domain/contracts/funding-statements';
import { monthYearLabel } from 'shared-domain/funding/month-year';
import { STATEMENT_EXPORT_FILE_NAMES, STATEMENT_MESSAGES } from 'shared-domain/funding/reconciliation';
import { ActionBar, Badge, LoadStatus, PageLayout, Text, type LoadState } from 'shared-ui';
import { RecordPage } from 'shared-ui/record';
import { BalancesTab } from './BalancesTab';
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
import { STATEMENT_PATHS, useExpectedStatement } from './statements.resource';

export const EXPECTED_TEXT = {
  title: 'Expected statement',
  balances: 'Balances',
  exportPayments: 'Export payments',
  claimFinalised: 'Claim finalised',
  loading: 'Loading statement...',
  notAMonth: 'This address does not name a statement month.',
} as const;

export const EXPECTED_TABS = [
  { path: 'summary', label: TAB_TEXT.summary },
  { path: 'residents', label: TAB_TEXT.residents },
  { path: 'payments', label: TAB_TEXT.payments },
  { path: 'supported-ratio', label: TAB_TEXT.supportedRatio },
  { path: 'daily-subsidies', label: TAB_TEXT.dailySubsidies },
  { path: 'balances', label: EXPECTED_TEXT.balances },
] as const;

function ExpectedStatementView({ statement }: { statement: ExpectedStatement }) {
  const month = statement.monthAndYear;
  const links = useOtherStatementLinks(month, 'expected');
  return (
    <RecordPage
      title={EXPECTED_TEXT.title}
      subtitle={
        <>
          <Text>{statement.statementFullMonthAndYear}</Text>
          {statement.isClaimFinalised ? <Badge colorPalette="green">{EXPECTED_TEXT.claimFinalised}</Badge> : null}
        </>
      }
      actions={<ActionBar label={EXPECTED_TEXT.title} actions={links} />}
      tabs={{
        label: `${EXPECTED_TEXT.title} tabs`,
        items: statementTabItems(STATEMENT_ROUTES.bases.expected(month), EXPECTED_TABS),
      }}
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
                  label={EXPECTED_TEXT.exportPayments}
                  download={() =>
                    downloadFile(
                      STATEMENT_PATHS.expectedPaymentsExport,
                      { monthAndYear: month },
                      STATEMENT_EXPORT_FILE_NAMES.expectedPayments,
                    )
                  }
                />
              }
            />
          }
        />
        <Route path="supported-ratio" element={<SupportedRatioTab ratio={statement.supportedRatio} />} />
        <Route path="daily-subsidies" element={<DailySubsidiesTab subsidies={statement.dailySubsidies} />} />
        <Route path="balances" element={<BalancesTab statement={statement} />} />
        <Route path="*" element={<Navigate to="summary" replace />} />
      </Routes>
    </RecordPage>
  );
}

export default function ExpectedStatementPage() {
  const month = useMonthParam();
  const [search] = useSearchParams();
  const query = useExpectedStatement(month ?? '', search.get('statementLoaded') === 'false');
  if (!month) {
    return (
      <PageLayout title={EXPECTED_TEXT.title}>
        <Text>{EXPECTED_TEXT.notAMonth}</Text>
      </PageLayout>
    );
  }
  if (!query.data) {
    const state: LoadState<unknown> = query.isError ? { status: 'error' } : { status: 'loading' };
    return (
      <PageLayout title={EXPECTED_TEXT.title} subtitle={monthYearLabel(month)}>
        <LoadStatus
          state={state}
          loadingText={EXPECTED_TEXT.loading}
          errorMessage={loadFailureMessage(query.error, STATEMENT_MESSAGES.statementDisplayFailed)}
          onRetry={() => void query.refetch()}
        />
      </PageLayout>
    );
  }
  return <ExpectedStatementView statement={query.data} />;
}
