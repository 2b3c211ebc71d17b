/** /reporting/movements (reportingMovements canAction): admissions, departures, leave and transfers over a period. */
import type { ReportFilter } from 'shared-domain/contracts/reporting';
import { MOVEMENTS_REPORT } from 'shared-domain/reports/catalogue';
import { Formik } from 'shared-ui/form';
import { ReportPage } from '../report/ReportPage';
import { useReportFacility } from '../report/ReportFacility';
import {
  CareTypeField,
  FILTER_TEXT,
  FilterGrid,
  PeriodFields,
  periodInitial,
  type PeriodCareTypeValues,
} from '../report/filterFields';

function movementsFilterOf(v: PeriodCareTypeValues): ReportFilter<'movements'> | null {
  return v.fromDate && v.toDate ? { fromDateUtcMidnight: v.fromDate, toDateUtcMidnight: v.toDate, careType: v.careType } : null;
}

export default function MovementsReport() {
  const facility = useReportFacility(MOVEMENTS_REPORT);
  return (
    <Formik initialValues={periodInitial()} onSubmit={() => undefined}>
      {({ values }) => (
        <ReportPage
          report={MOVEMENTS_REPORT}
          facility={facility}
          filter={movementsFilterOf(values)}
          filters={
            <FilterGrid>
              <PeriodFields />
              <CareTypeField />
            </FilterGrid>
          }
          incompleteText={FILTER_TEXT.bothDates}
        />
      )}
    </Formik>
  );
}
