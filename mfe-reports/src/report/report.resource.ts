/**
 * A report's data and export, from its catalogue declaration: the paged rows of its data route (25 a page, later pages
 * with the first page's `notIncludingItemsAfter`) and the file of its export route, both for the report's facility
 * (the `facilityId` the API client would otherwise fill with the current facility) and the same filters.
 */
import { getJson, useInfiniteQuery } from 'shared-auth';
import { downloadWithProgress } from 'shared-auth/downloads';
import { DEFAULT_PAGE_SIZE } from 'shared-domain';
import { nextPageQuery, type NextPageQuery, type Paged, type PagingQuery } from 'shared-domain/contracts/common';
import type { ReportFilter, ReportRow } from 'shared-domain/contracts/reporting';
import { REPORT_LOAD_ERROR, type ReportDefinition, type ReportKey } from 'shared-domain/reports/catalogue';
import type { ExportRun } from 'shared-ui/export';

export const REPORTS_KEY = ['reports'] as const;

/** The catalogue's paths name the API's ('/api/reporting/...'); the API client adds its own base. */
export function apiPath(path: string): string {
  return path.replace(/^\/api\//, '');
}

export function reportQueryKey(key: ReportKey, facilityId: number | null, filter: object | null) {
  return [...REPORTS_KEY, key, facilityId, filter] as const;
}

/**
 * The report's rows for `facilityId` under `filter`; nothing is asked while there is no facility or the filters say
 * the report loads nothing (`filter` null).
 */
export function useReportRows<K extends ReportKey>(
  report: ReportDefinition<K>,
  facilityId: number | null,
  filter: ReportFilter<K> | null,
) {
  return useInfiniteQuery({
    queryKey: reportQueryKey(report.key, facilityId, filter),
    enabled: facilityId !== null && filter !== null,
    initialPageParam: { skip: 0 } as NextPageQuery,
    queryFn: ({ pageParam, signal }) =>
      getJson<Paged<ReportRow<K>>>(apiPath(report.dataPath), {
        params: { ...filter, facilityId, ...pageParam, take: DEFAULT_PAGE_SIZE } satisfies PagingQuery & Record<string, unknown>,
        signal,
      }),
    getNextPageParam: nextPageQuery,
    meta: { errorMessage: REPORT_LOAD_ERROR },
  });
}

/** Downloads the report's file for the facility and filters, under the catalogue's file name for now. */
export function exportReport<K extends ReportKey>(
  report: ReportDefinition<K>,
  facilityId: number,
  filter: ReportFilter<K>,
  run: ExportRun,
): Promise<void> {
  return downloadWithProgress(apiPath(report.exportPath), { ...filter, facilityId }, report.fileName(new Date()), run);
}
