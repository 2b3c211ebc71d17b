/**
 * A sundry charge read-only, as the view and review screens show it: its facts (invoice date, GST inclusive, split
 * evenly, posted), its lines (resident, description, account, GST type, amount, GST and what the resident is charged;
 * stacked as cards on a phone) and its figures (subtotal, GST, total), each opening its explanation as the resident
 * finance figures do.
 */
import { formatCurrency } from 'shared-domain/amounts';
import { MEDICARE_TIME_ZONE } from 'shared-domain/constants';
import { formatDate } from 'shared-domain/dates';
import { Box, Heading, MoneyText, ResponsiveTable, Stack, type ResponsiveColumn } from 'shared-ui';
import { ExplainedFigure, FigureLine, ValueLine } from 'shared-ui/explain';
import type { SheetLine, SundrySheet } from './sundryModel';

export const SHEET_TEXT = {
  facts: 'Charge',
  description: 'Description',
  invoiceDate: 'Invoice date',
  gstInclusive: 'GST inclusive',
  splitBillEvenly: 'Split bill evenly',
  status: 'Status',
  draft: 'Draft',
  posted: 'Posted',
  postedBy: 'Posted by',
  lines: 'Residents',
  resident: 'Resident',
  account: 'Account',
  gstType: 'GST type',
  amount: 'Amount',
  gst: 'GST',
  lineTotal: 'Charged',
  figures: 'Totals',
  subtotal: 'Subtotal',
  total: 'Total',
  yes: 'Yes',
  no: 'No',
} as const;
const T = SHEET_TEXT;

const columns: ResponsiveColumn<SheetLine>[] = [
  { key: 'resident', header: T.resident, primary: true, cell: (l) => l.resident || '-' },
  { key: 'description', header: T.description, cell: (l) => l.description },
  { key: 'account', header: T.account, cell: (l) => l.account || '-' },
  { key: 'gstType', header: T.gstType, cell: (l) => l.gstType },
  { key: 'amount', header: T.amount, textAlign: 'end', cell: (l) => <MoneyText value={l.amount} /> },
  { key: 'gst', header: T.gst, textAlign: 'end', cell: (l) => <MoneyText value={l.gst} /> },
  {
    key: 'lineTotal',
    header: T.lineTotal,
    textAlign: 'end',
    cell: (l) => (
      <ExplainedFigure label={`${T.lineTotal}: ${l.resident || l.description}`} explained={l.lineTotal} format={formatCurrency} />
    ),
  },
];

export function SundryChargeSheet({ sheet }: { sheet: SundrySheet }) {
  const yesNo = (v: boolean) => (v ? T.yes : T.no);
  return (
    <Stack gap="5">
      <Stack as="section" aria-label={T.facts} gap="2" maxW="3xl">
        <ValueLine label={T.description}>{sheet.description}</ValueLine>
        <ValueLine label={T.invoiceDate}>{formatDate(sheet.invoiceDateUtc)}</ValueLine>
        <ValueLine label={T.gstInclusive}>{yesNo(sheet.gstInclusive)}</ValueLine>
        <ValueLine label={T.splitBillEvenly}>{yesNo(sheet.splitBillEvenly)}</ValueLine>
        <ValueLine label={T.status} testId="sheet-status">
          {sheet.postedDateUtc ? `${T.posted} ${formatDate(sheet.postedDateUtc, MEDICARE_TIME_ZONE)}` : T.draft}
        </ValueLine>
        {sheet.postedByName ? <ValueLine label={T.postedBy}>{sheet.postedByName}</ValueLine> : null}
      </Stack>
      <Stack as="section" aria-label={T.lines} gap="2">
        <Heading as="h2" size="sm">
          {T.lines}
        </Heading>
        <ResponsiveTable
          aria-label={T.lines}
          columns={columns}
          rows={sheet.lines}
          rowKey={(l) => l.key}
          size="sm"
          rowProps={() => ({ 'data-testid': 'sheet-line' })}
        />
      </Stack>
      <Box as="section" aria-label={T.figures} maxW="3xl">
        <Stack gap="2">
          <FigureLine label={T.subtotal} figure={sheet.figures.subtotal} testId="figure-subtotal" />
          <FigureLine label={T.gst} figure={sheet.figures.gst} testId="figure-gst" />
          <FigureLine label={T.total} figure={sheet.figures.total} testId="figure-total" />
        </Stack>
      </Box>
    </Stack>
  );
}
