/**
 * /viewSundryCharges (billingSundryCharges canView): the facility's sundry charges, latest invoice first, under month
 * and year headings (the invoice date's), filtered by status (All by default), loaded a page at a time as the list
 * scrolls. Each charge: its description (to its page), the number of residents, the total and its status (a posted
 * charge with its posted date). Add (canModify) opens a new charge.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePermission } from 'shared-auth';
import { SUNDRY_MESSAGES } from 'shared-domain/billing/messages';
import { SUNDRY_CHARGE_FILTERS, type SundryChargeFilter, type SundryChargeListItem } from 'shared-domain/contracts/billing';
import { MEDICARE_TIME_ZONE } from 'shared-domain/constants';
import { formatDate } from 'shared-domain/dates';
import {
  ActionBar,
  Badge,
  Box,
  Field,
  Heading,
  Link,
  MoneyText,
  NativeSelect,
  PageLayout,
  ResponsiveTable,
  Stack,
  Text,
  type ResponsiveColumn,
} from 'shared-ui';
import { PagedList, monthGroups } from 'shared-ui/list';
import { editSundryPath, viewSundryPath } from '../paths';
import { statusLabel } from './sundryModel';
import { useSundryCharges } from './sundry.resource';

export const SUNDRY_LIST_TEXT = {
  title: 'Sundry charges',
  add: 'Add sundry charge',
  status: 'Status',
  loading: 'Loading sundry charges...',
  empty: 'There are no sundry charges.',
  more: 'Load more',
  description: 'Description',
  invoiceDate: 'Invoice date',
  residents: 'Residents',
  total: 'Total',
} as const;
const T = SUNDRY_LIST_TEXT;

function StatusCell({ row }: { row: SundryChargeListItem }) {
  const status = statusLabel(row);
  return (
    <Stack gap="0" align="flex-start">
      <Badge colorPalette={status === 'Draft' ? 'orange' : 'green'} data-testid="charge-status">
        {status}
      </Badge>
      {row.postedDateUtc ? (
        <Text fontSize="xs" color="fg.muted">
          {formatDate(row.postedDateUtc, MEDICARE_TIME_ZONE)}
        </Text>
      ) : null}
    </Stack>
  );
}

const columns: ResponsiveColumn<SundryChargeListItem>[] = [
  {
    key: 'description',
    header: T.description,
    primary: true,
    cell: (r) => (
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to={viewSundryPath(r.id)}>{r.description}</RouterLink>
      </Link>
    ),
  },
  { key: 'invoiceDate', header: T.invoiceDate, cell: (r) => formatDate(r.invoiceDateUtc) },
  { key: 'residents', header: T.residents, textAlign: 'end', cell: (r) => r.residentsCount },
  { key: 'total', header: T.total, textAlign: 'end', cell: (r) => <MoneyText value={r.total} /> },
  { key: 'status', header: T.status, cell: (r) => <StatusCell row={r} /> },
];

export default function SundryChargesPage() {
  const [status, setStatus] = useState<SundryChargeFilter>('All');
  const list = useSundryCharges(status);
  const perm = usePermission('billingSundryCharges');
  return (
    <PageLayout
      title={T.title}
      actions={<ActionBar primary={perm.canModify ? { label: T.add, to: editSundryPath(0) } : undefined} />}
    >
      <Box maxW={{ base: 'full', sm: '16rem' }} mb="4">
        <Field.Root>
          <Field.Label htmlFor="sundry-status">{T.status}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              id="sundry-status"
              value={status}
              onChange={(e) => setStatus(e.currentTarget.value as SundryChargeFilter)}
            >
              {SUNDRY_CHARGE_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Box>
      <PagedList
        query={list}
        infinite
        loadingText={T.loading}
        emptyText={T.empty}
        errorMessage={SUNDRY_MESSAGES.loadError}
        moreLabel={T.more}
        rowKey={(r) => r.id}
      >
        {(rows) => (
          <Stack gap="5">
            {monthGroups(rows, (r) => r.invoiceDateUtc).map((g) => (
              <Stack key={g.heading} gap="2" as="section" aria-label={g.heading} data-testid="month-group">
                <Heading as="h2" size="sm">
                  {g.heading}
                </Heading>
                <ResponsiveTable
                  aria-label={`${T.title}, ${g.heading}`}
                  columns={columns}
                  rows={g.rows}
                  rowKey={(r) => r.id}
                  size="sm"
                  rowProps={(r) => ({ 'data-testid': `sundry-charge-${r.id}` })}
                />
              </Stack>
            ))}
          </Stack>
        )}
      </PagedList>
    </PageLayout>
  );
}
