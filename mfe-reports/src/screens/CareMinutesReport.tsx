/**
 * /reporting/care-minutes (reportingCareMinutes canAction): each resident's care and registered nurse minutes a day from
 * their AN-ACC class over a period, with the facility's targets.
 */
import { CARE_MINUTES_REPORT } from 'shared-domain/reports/catalogue';
import { Formik } from 'shared-ui/form';
import { ReportPage } from '../report/ReportPage';
import { useReportFacility } from '../report/ReportFacility';
import { FILTER_TEXT, FilterGrid, PeriodFields, periodInitial } from '../report/filterFields';

export default function CareMinutesReport() {
  const facility = useReportFacility(CARE_MINUTES_REPORT);
  return (
    <Formik initialValues={periodInitial()} onSubmit={() => undefined}>
      {({ values }) => (
        <ReportPage
          report={CARE_MINUTES_REPORT}
          facility={facility}
          filter={values.fromDate && values.toDate ? { fromDate: values.fromDate, toDate: values.toDate } : null}
          filters={
            <FilterGrid>
              <PeriodFields />
            </FilterGrid>
          }
          incompleteText={FILTER_TEXT.bothDates}
        />
      )}
    </Formik>
  );
}
