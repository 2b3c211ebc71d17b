/**
 * The generic report screen, driven by the report's catalogue declaration: its title, the facility picker, the
 * screen's own filters, the rows of its data route in the kit's paged table (25 a page, the catalogue's columns each
 * shown by its kind) and the Export button, whose download shows its progress when it takes more than a second and
 * can be cancelled. A screen is its filter form and this page.
 */
import { useState, type ReactNode } from 'react';
import type { ReportFilter, ReportRow } from 'shared-domain/contracts/reporting';
import { REPORT_LOAD_ERROR, type ReportDefinition, type ReportKey } from 'shared-domain/reports/catalogue';
import { Box, Button, HStack, PageLayout, ResponsiveTable, Stack, Text, notify, type ResponsiveColumn } from 'shared-ui';
import { ExportProgressDialog, useExportProgress } from 'shared-ui/export';
import { PagedList, pagedRows } from 'shared-ui/list';
import { alignOf, formatReportValue } from './cells';
import { exportReport, useReportRows } from './report.resource';
import { NoReportFacility, ReportFacilityPicker, type ReportFacility } from './ReportFacility';

export const REPORT_TEXT = {
  export: 'Export',
  loading: 'Loading report...',
  empty: 'There is no data for this report.',
  rows: (n: number) => `${n.toLocaleString('en-AU')} ${n === 1 ? 'row' : 'rows'}`,
  exporting: (title: string) => `Exporting ${title}`,
} as const;

/** Another file offered beside the report's own export, from the same filters (the billing extract's Attache CSV). */
export interface OtherExport {
  report: ReportDefinition;
  label: string;
}

export interface ReportPageProps<K extends ReportKey> {
  report: ReportDefinition<K>;
  facility: ReportFacility;
  /** The report's filters as its routes take them; null when they say the report loads nothing (no request is sent). */
  filter: ReportFilter<K> | null;
  /** The screen's filter form. */
  filters?: ReactNode;
  /** Shown instead of the rows while `filter` is null: what the filters still need. */
  incompleteText?: string;
  otherExports?: readonly OtherExport[];
}

function columnsOf<K extends ReportKey>(report: ReportDefinition<K>): ResponsiveColumn<ReportRow<K>>[] {
  return report.columns.map((c) => ({
    key: c.key,
    header: c.header,
    textAlign: alignOf(c.kind),
    cell: (row) => {
      const text = formatReportValue(c.kind, (row as Record<string, unknown>)[c.key]);
      // A date or an amount is never broken over two lines.
      return c.kind === 'text' ? (
        text
      ) : (
        <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {text}
        </Text>
      );
    },
  }));
}

export function ReportPage<K extends ReportKey>({
  report,
  facility,
  filter,
  filters,
  incompleteText,
  otherExports = [],
}: ReportPageProps<K>) {
  const { facilityId } = facility;
  const rows = useReportRows(report, facilityId, filter);
  const exporter = useExportProgress();
  const [exporting, setExporting] = useState<ReportDefinition>(report);
  const total = pagedRows(rows.data).total;
  const canExport = facilityId !== null && filter !== null && !exporter.running;

  async function exportFile(what: ReportDefinition, rowCount: number | null) {
    if (facilityId === null || filter === null) return;
    setExporting(what);
    try {
      await exporter.run((run) => exportReport(what, facilityId, filter as never, run), { rows: rowCount });
    } catch {
      notify.error(what.exportErrorMessage);
    }
  }

  return (
    <PageLayout
      title={report.title}
      actions={
        <HStack gap="2" wrap="wrap">
          {otherExports.map((o) => (
            <Button
              key={o.report.key}
              variant="outline"
              size="sm"
              minH={{ base: '11', lg: '8' }}
              disabled={!canExport}
              onClick={() => void exportFile(o.report, null)}
            >
              {o.label}
            </Button>
          ))}
          <Button
            colorPalette="brand"
            size="sm"
            minH={{ base: '11', lg: '8' }}
            disabled={!canExport}
            loading={exporter.running && exporting.key === report.key}
            onClick={() => void exportFile(report, total)}
          >
            {REPORT_TEXT.export}
          </Button>
        </HStack>
      }
    >
      <Stack as="form" role="search" aria-label={`${report.title} filters`} gap="4" mb="5" onSubmit={(e) => e.preventDefault()}>
        <ReportFacilityPicker facility={facility} />
        {filters}
      </Stack>
      {facilityId === null ? (
        <NoReportFacility facilityType={report.facilityType} />
      ) : filter === null ? (
        <Text color="fg.muted" py="4" data-testid="report-incomplete">
          {incompleteText}
        </Text>
      ) : (
        <Box minW="0">
          <PagedList<ReportRow<K>>
            query={rows}
            loadingText={REPORT_TEXT.loading}
            emptyText={REPORT_TEXT.empty}
            errorMessage={REPORT_LOAD_ERROR}
            summary={(n) =>
              n ? (
                <Text color="fg.muted" mb="3" data-testid="report-total">
                  {REPORT_TEXT.rows(n)}
                </Text>
              ) : null
            }
          >
            {(list) => (
              <ResponsiveTable
                aria-label={report.title}
                variant="outline"
                columns={columnsOf(report)}
                rows={list}
                rowKey={(_row, i) => i}
                rowProps={() => ({ 'data-testid': 'report-row' })}
              />
            )}
          </PagedList>
        </Box>
      )}
      <ExportProgressDialog title={REPORT_TEXT.exporting(exporting.title)} {...exporter.dialog} />
    </PageLayout>
  );
}
