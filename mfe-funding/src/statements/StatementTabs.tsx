/**
 * The tabs the expected and the actual statement share: the summary (in the layout of the statement's month: Services
 * Australia changed it from July 2024 and again from October 2025), the residents, the payment lines (a page at a
 * time), the supported ratio and the daily subsidies.
 */
import { useState, type ReactNode } from 'react';
import type {
  DailySubsidy,
  PaymentLine,
  StatementResident,
  StatementSummary,
  SupportedRatio,
} from 'shared-domain/contracts/funding-statements';
import { monthYearLabel, statementLayout, type StatementLayout } from 'shared-domain/funding/month-year';
import { Box, Card, DateText, Heading, HStack, MoneyText, ResponsiveTable, SimpleGrid, Stack, Text } from 'shared-ui';
import { Pager, pageOf } from './Pager';

export const TAB_TEXT = {
  summary: 'Summary',
  residents: 'Residents',
  payments: 'Payments',
  supportedRatio: 'Supported ratio',
  dailySubsidies: 'Daily subsidies',
  facility: 'Facility',
  referenceNumber: 'Reference number',
  paymentDate: 'Payment date',
  totalAmountPaid: 'Total amount paid',
  facilityPayments: 'Facility payments',
  paymentType: 'Payment type',
  description: 'Description',
  amount: 'Amount',
  careRecipient: 'Care recipient',
  careRecipientId: 'Care recipient ID',
  careType: 'Care type',
  entryDate: 'Entry date',
  departureDate: 'Departure date',
  anaccClass: 'AN-ACC class',
  paidDays: 'Paid days',
  month: 'Month',
  paidCare: 'Paid care',
  unpaidCare: 'Unpaid care',
  socialLeave: 'Social leave',
  hospitalLeave: 'Hospital leave',
  transitionLeave: 'Transition leave',
  dailyRate: 'Daily rate',
  amountDue: 'Amount due',
  days: 'Days',
  supportedDays: 'Supported days',
  totalDays: 'Total days',
  threshold: 'Support threshold',
  aboveThreshold: 'Above the threshold',
  belowThreshold: 'Below the threshold',
  noRatio: 'There were no days in this month.',
  noResidents: 'There are no residents in this statement.',
  noPayments: 'There are no payment lines in this statement.',
  noSubsidies: 'There are no daily subsidies in this statement.',
  lines: 'Lines',
} as const;

/**
 * The summary's words in each layout. Before July 2024 the statement gave resident and facility payments; from July
 * 2024 (the AN-ACC fixed component paid per facility) and from October 2025 (the Aged Care Act 2025) it names them as
 * Services Australia then did.
 */
export const SUMMARY_LAYOUT_TEXT: Readonly<
  Record<StatementLayout, { heading: string; residentPayments: string; facilityPayments: string; adjustments: string }>
> = {
  BeforeJuly2024: {
    heading: 'Payment summary',
    residentPayments: 'Resident payments',
    facilityPayments: 'Facility payments',
    adjustments: 'Adjustments',
  },
  July2024: {
    heading: 'Payment summary (from July 2024)',
    residentPayments: 'Care recipient payments (AN-ACC variable component and supplements)',
    facilityPayments: 'Facility payments (AN-ACC fixed component)',
    adjustments: 'Adjustments of earlier months',
  },
  October2025: {
    heading: 'Payment summary (from October 2025)',
    residentPayments: 'Individual care recipient payments',
    facilityPayments: 'Service payments',
    adjustments: 'Adjustments of earlier months',
  },
};

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

export function SummaryTab({ monthAndYear, summary }: { monthAndYear: string; summary: StatementSummary }) {
  const layout = statementLayout(monthAndYear);
  const L = SUMMARY_LAYOUT_TEXT[layout];
  const T = TAB_TEXT;
  return (
    <Stack gap="4" data-layout={layout}>
      <Card.Root>
        <Card.Body>
          <Heading as="h2" size="sm" mb="3">
            {L.heading}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mb="4">
            <Figure label={T.facility}>{summary.facilityName}</Figure>
            {summary.referenceNumber ? <Figure label={T.referenceNumber}>{summary.referenceNumber}</Figure> : null}
            {summary.paymentDate ? (
              <Figure label={T.paymentDate}>
                <DateText value={summary.paymentDate} />
              </Figure>
            ) : null}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3">
            <Figure label={L.residentPayments}>
              <MoneyText value={summary.totals.residentPayments} />
            </Figure>
            <Figure label={L.facilityPayments}>
              <MoneyText value={summary.totals.facilityPayments} />
            </Figure>
            <Figure label={L.adjustments}>
              <MoneyText value={summary.totals.adjustments} />
            </Figure>
            <Figure label={T.totalAmountPaid}>
              <MoneyText value={summary.totals.totalAmountPaid} />
            </Figure>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      {summary.facilityPayments.length ? (
        <ResponsiveTable
          aria-label={L.facilityPayments}
          narrow="scroll"
          rows={summary.facilityPayments}
          rowKey={(p) => p.paymentType}
          columns={[
            { key: 'type', header: T.paymentType, primary: true, cell: (p) => p.paymentType },
            { key: 'description', header: T.description, cell: (p) => p.description },
            { key: 'amount', header: T.amount, textAlign: 'end', cell: (p) => <MoneyText value={p.amount} /> },
          ]}
        />
      ) : null}
    </Stack>
  );
}

export function ResidentsTab({ residents }: { residents: readonly StatementResident[] }) {
  const T = TAB_TEXT;
  if (!residents.length) return <Text color="fg.muted">{T.noResidents}</Text>;
  return (
    <ResponsiveTable
      aria-label={T.residents}
      narrow="scroll"
      rows={residents}
      rowKey={(r) => `${r.careRecipientId}-${r.careType}`}
      columns={[
        { key: 'name', header: T.careRecipient, primary: true, cell: (r) => `${r.lastName}, ${r.firstName}` },
        { key: 'id', header: T.careRecipientId, cell: (r) => r.careRecipientId },
        { key: 'careType', header: T.careType, cell: (r) => r.careType },
        { key: 'entry', header: T.entryDate, cell: (r) => <DateText value={r.entryDate} /> },
        { key: 'departure', header: T.departureDate, cell: (r) => <DateText value={r.departureDate} /> },
        { key: 'class', header: T.anaccClass, cell: (r) => r.anaccClass ?? '' },
        { key: 'days', header: T.paidDays, textAlign: 'end', cell: (r) => r.paidDays },
        { key: 'amount', header: T.amount, textAlign: 'end', cell: (r) => <MoneyText value={r.amount} /> },
      ]}
    />
  );
}

/** Payment lines drawn a page at a time. */
export const PAYMENT_LINES_PAGE_SIZE = 100;

export function PaymentsTab({ payments, actions }: { payments: readonly PaymentLine[]; actions?: ReactNode }) {
  const [page, setPage] = useState(1);
  const T = TAB_TEXT;
  const shown = pageOf(payments, page, PAYMENT_LINES_PAGE_SIZE);
  const leave = (n: number | null) => (n === null ? '' : n);
  return (
    <Stack gap="3">
      {actions ? (
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      ) : null}
      {payments.length ? (
        <>
          <ResponsiveTable
            aria-label={T.payments}
            narrow="scroll"
            rows={shown.items}
            rowKey={(l) => l.id}
            columns={[
              { key: 'name', header: T.careRecipient, primary: true, cell: (l) => `${l.lastName}, ${l.firstName}` },
              { key: 'id', header: T.careRecipientId, cell: (l) => l.careRecipientId },
              { key: 'careType', header: T.careType, cell: (l) => l.careType },
              { key: 'month', header: T.month, cell: (l) => monthYearLabel(l.adjustmentMonth) },
              { key: 'type', header: T.paymentType, cell: (l) => l.paymentType },
              { key: 'paid', header: T.paidCare, textAlign: 'end', cell: (l) => l.paidCare },
              { key: 'unpaid', header: T.unpaidCare, textAlign: 'end', cell: (l) => l.unpaidCare },
              { key: 'social', header: T.socialLeave, textAlign: 'end', cell: (l) => leave(l.paidLeaveSocial) },
              { key: 'hospital', header: T.hospitalLeave, textAlign: 'end', cell: (l) => leave(l.paidLeaveHospital) },
              { key: 'transition', header: T.transitionLeave, textAlign: 'end', cell: (l) => leave(l.paidLeaveTransition) },
              { key: 'rate', header: T.dailyRate, textAlign: 'end', cell: (l) => <MoneyText value={l.dailyRate} /> },
              { key: 'amount', header: T.amountDue, textAlign: 'end', cell: (l) => <MoneyText value={l.amountDue} /> },
            ]}
          />
          <Pager
            label={T.lines}
            page={shown.page}
            pageCount={shown.pageCount}
            pageSize={PAYMENT_LINES_PAGE_SIZE}
            total={payments.length}
            onPage={setPage}
          />
        </>
      ) : (
        <Text color="fg.muted">{T.noPayments}</Text>
      )}
    </Stack>
  );
}

export function SupportedRatioTab({ ratio }: { ratio: SupportedRatio | null }) {
  const T = TAB_TEXT;
  if (!ratio || ratio.supportedRatio === null) return <Text color="fg.muted">{T.noRatio}</Text>;
  return (
    <Card.Root>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
          <Figure label={T.supportedDays}>{ratio.supportedDays}</Figure>
          <Figure label={T.totalDays}>{ratio.totalDays}</Figure>
          <Figure label={T.supportedRatio}>{ratio.supportedRatio}%</Figure>
          {ratio.supportThreshold !== null ? (
            <Figure label={T.threshold}>
              {ratio.supportThreshold}%
              {ratio.isAboveThreshold === null ? null : ` (${ratio.isAboveThreshold ? T.aboveThreshold : T.belowThreshold})`}
            </Figure>
          ) : null}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

export function DailySubsidiesTab({ subsidies }: { subsidies: readonly DailySubsidy[] }) {
  const T = TAB_TEXT;
  if (!subsidies.length) return <Text color="fg.muted">{T.noSubsidies}</Text>;
  return (
    <ResponsiveTable
      aria-label={T.dailySubsidies}
      narrow="scroll"
      rows={subsidies}
      rowKey={(s) => `${s.paymentType}-${s.careType ?? ''}`}
      columns={[
        { key: 'type', header: T.paymentType, primary: true, cell: (s) => s.paymentType },
        { key: 'description', header: T.description, cell: (s) => s.description },
        { key: 'careType', header: T.careType, cell: (s) => s.careType ?? '' },
        { key: 'rate', header: T.dailyRate, textAlign: 'end', cell: (s) => <MoneyText value={s.dailyRate} /> },
        { key: 'days', header: T.days, textAlign: 'end', cell: (s) => s.days },
        { key: 'amount', header: T.amount, textAlign: 'end', cell: (s) => <MoneyText value={s.amount} /> },
      ]}
    />
  );
}

/** The tab links of a statement page: each tab its own address under the statement's. */
export function statementTabItems(base: string, tabs: ReadonlyArray<{ path: string; label: string }>) {
  return tabs.map((t) => ({ to: `${base}/${t.path}`, label: t.label }));
}
