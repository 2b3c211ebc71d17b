/**
 * /statementNavigator (fundingReviewFundingStatements canAction): the facility's statement months in a dropdown (full
 * month names, newest first); choosing one opens its expected statement's summary with statementLoaded=false (the
 * statement is read afresh, not shown from an earlier visit).
 */
import { useNavigate } from 'react-router';
import { STATEMENT_MESSAGES } from 'shared-domain/funding/reconciliation';
import { Box, LoadStatus, PageLayout, Text, type LoadState } from 'shared-ui';
import { FormikProvider, SelectField, useFormik } from 'shared-ui/form';
import { STATEMENT_ROUTES } from './StatementParts';
import { useFinalisedMonths } from './statements.resource';

export const NAVIGATOR_TEXT = {
  title: 'Statement navigator',
  month: 'Month',
  choose: 'Choose a month',
  loading: 'Loading statement months...',
  empty: 'There are no statement months yet.',
} as const;

/** The navigator's target: the month's expected statement summary, told the statement is not loaded yet. */
export const navigatorTarget = (monthAndYear: string) => `${STATEMENT_ROUTES.expected(monthAndYear)}?statementLoaded=false`;

export default function StatementNavigator() {
  const query = useFinalisedMonths();
  const navigate = useNavigate();
  const form = useFormik({ initialValues: { monthAndYear: '' }, onSubmit: () => undefined });
  const T = NAVIGATOR_TEXT;
  const state: LoadState<unknown> = query.data
    ? { status: 'ready', data: query.data }
    : query.isError
      ? { status: 'error' }
      : { status: 'loading' };
  return (
    <PageLayout title={T.title}>
      <LoadStatus
        state={state}
        loadingText={T.loading}
        errorMessage={STATEMENT_MESSAGES.displayFailed}
        onRetry={() => void query.refetch()}
      />
      {query.data && query.data.length === 0 ? <Text color="fg.muted">{T.empty}</Text> : null}
      {query.data?.length ? (
        <Box maxW={{ base: 'full', md: 'sm' }}>
          <FormikProvider value={form}>
            <SelectField
              name="monthAndYear"
              label={T.month}
              placeholder={T.choose}
              options={query.data.map((m) => ({ value: m.monthAndYear, label: m.statementFullMonthAndYear }))}
              onValueChange={(next) => {
                if (typeof next === 'string' && next) navigate(navigatorTarget(next));
              }}
            />
          </FormikProvider>
        </Box>
      ) : null}
    </PageLayout>
  );
}
