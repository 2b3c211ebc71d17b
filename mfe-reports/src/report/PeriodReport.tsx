/**
 * A report over a period (from and to dates, this month to date at first), with the care type picker where the report
 * takes one: the movements, billing extract, classification history and care minutes screens. The report loads only
 * with both dates.
 */
import type { ReportFilter } from 'shared-domain/contracts/reporting';
import type { ReportDefinition, ReportKey } from 'shared-domain/reports/catalogue';
import { Formik } from 'shared-ui/form';
import { ReportPage, type ReportPageProps } from './ReportPage';
import { useReportFacility } from './ReportFacility';
import { CareTypeField, FILTER_TEXT, FilterGrid, PeriodFields, periodInitial, type PeriodCareTypeValues } from './filterFields';

export interface PeriodReportProps<K extends ReportKey> {
  report: ReportDefinition<K>;
  /** The report's filter of the form's dates (both present) and care type. */
  filterOf: (v: PeriodCareTypeValues) => ReportFilter<K>;
  /** Whether the report takes a care type (default true). */
  careType?: boolean;
  otherExports?: ReportPageProps<K>['otherExports'];
}

export function PeriodReport<K extends ReportKey>({ report, filterOf, careType = true, otherExports }: PeriodReportProps<K>) {
  const facility = useReportFacility(report);
  return (
    <Formik initialValues={periodInitial()} onSubmit={() => undefined}>
      {({ values }) => (
        <ReportPage
          report={report}
          facility={facility}
          filter={values.fromDate && values.toDate ? filterOf(values) : null}
          filters={
            <FilterGrid>
              <PeriodFields />
              {careType ? <CareTypeField /> : null}
            </FilterGrid>
          }
          incompleteText={FILTER_TEXT.bothDates}
          otherExports={otherExports}
        />
      )}
    </Formik>
  );
}
