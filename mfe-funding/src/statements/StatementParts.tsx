/**
 * What the statement screens share: a variance amount in the statements' format, a download button (a spreadsheet
 * export, a workbook, the statement's XML) with its busy state and failure toast, the month of the address, and the
 * links between a month's expected, actual and variance statements.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import { usePermission } from 'shared-auth';
import { modelStateMessages } from 'shared-domain';
import { formatVarianceAmount, STATEMENT_MESSAGES } from 'shared-domain/funding/reconciliation';
import { isMonthYear } from 'shared-domain/funding/month-year';
import { Button, chakra, notify, type PageAction } from 'shared-ui';
import { failureOf } from 'shared-ui/form';

/** A variance as the statements show it: zero 0.00, negatives in brackets ('(12.50)'), two decimals. */
export function VarianceText({ value }: { value: string | null | undefined }) {
  const text = formatVarianceAmount(value);
  return (
    <chakra.span fontVariantNumeric="tabular-nums" whiteSpace="nowrap" color={text.startsWith('(') ? 'fg.error' : undefined}>
      {text}
    </chakra.span>
  );
}

/** Runs a download once at a time; a failure is one toast with `failure`. */
export function useDownload(failure: string = STATEMENT_MESSAGES.displayFailed) {
  const [busy, setBusy] = useState(false);
  const run = async (download: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await download();
    } catch {
      notify.error(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** A button that downloads a file. */
export function DownloadButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const { busy, run } = useDownload();
  return (
    <Button size="sm" variant="outline" minH={{ base: '11', lg: '9' }} loading={busy} onClick={() => void run(download)}>
      {label}
    </Button>
  );
}

/** The statement month of the address ('112026'), or null when the address holds no month. */
export function useMonthParam(): string | null {
  const { monthAndYear } = useParams();
  return monthAndYear && isMonthYear(monthAndYear) ? monthAndYear : null;
}

/** A month's statement pages: `base` is the page's own address, the tabs are under it. */
const STATEMENT_BASES = {
  expected: (monthAndYear: string) => `/statementNavigator/view-expected-monthly-statement/${monthAndYear}`,
  actual: (monthAndYear: string) => `/statementNavigator/viewStatement/${monthAndYear}`,
  variance: (monthAndYear: string) => `/statementNavigator/variance-statement/${monthAndYear}`,
} as const;

export const STATEMENT_ROUTES = {
  list: '/funding/medicare-statements',
  navigator: '/statementNavigator',
  bases: STATEMENT_BASES,
  expected: (monthAndYear: string, tab = 'summary') => `${STATEMENT_BASES.expected(monthAndYear)}/${tab}`,
  actual: (monthAndYear: string, tab = 'summary') => `${STATEMENT_BASES.actual(monthAndYear)}/${tab}`,
  variance: (monthAndYear: string, tab = 'summary') => `${STATEMENT_BASES.variance(monthAndYear)}/${tab}`,
} as const;

/** The message of a statement that could not be loaded: the server's own words for a refusal, else `fallback`. */
export function loadFailureMessage(error: unknown, fallback: string): string {
  const f = failureOf(error);
  if (f.status >= 400 && f.status < 500) {
    const first = f.modelState ? modelStateMessages(f.modelState)[0] : undefined;
    if (first) return first;
    if (f.message) return f.message;
  }
  return fallback;
}

export const STATEMENT_LINK_TEXT = {
  expected: 'Expected statement',
  actual: 'Actual statement',
  variance: 'Variance statement',
  statements: 'Medicare statements',
} as const;

/** The page actions that open the month's other statements (the variance one needs the reconciliation permission). */
export function useOtherStatementLinks(monthAndYear: string, current: 'expected' | 'actual' | 'variance'): PageAction[] {
  const reconciliation = usePermission('fundingReconciliation');
  const T = STATEMENT_LINK_TEXT;
  return [
    { label: T.expected, to: STATEMENT_ROUTES.expected(monthAndYear), hidden: current === 'expected', inline: true },
    { label: T.actual, to: STATEMENT_ROUTES.actual(monthAndYear), hidden: current === 'actual', inline: true },
    {
      label: T.variance,
      to: STATEMENT_ROUTES.variance(monthAndYear),
      hidden: current === 'variance' || !reconciliation.canAction,
      inline: true,
    },
    { label: T.statements, to: STATEMENT_ROUTES.list },
  ];
}
