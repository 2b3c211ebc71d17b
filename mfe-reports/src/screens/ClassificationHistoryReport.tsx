/** /reporting/classification-history (reportingClassificationHistory canAction): AN-ACC classifications over a period. */
import { CLASSIFICATION_HISTORY_REPORT } from 'shared-domain/reports/catalogue';
import { Formik } from 'shared-ui/form';
import { ReportPage } from '../report/ReportPage';
import { useReportFacility } from '../report/ReportFacility';
import { CareTypeField, FILTER_TEXT, FilterGrid, PeriodFields, periodInitial } from '../report/filterFields';
import { datesCareTypeFilterOf } from './BillingExtractReport';

export default function ClassificationHistoryReport() {
  const facility = useReportFacility(CLASSIFICATION_HISTORY_REPORT);
  return (
    <Formik initialValues={periodInitial()} onSubmit={() => undefined}>
      {({ values }) => (
        <ReportPage
          report={CLASSIFICATION_HISTORY_REPORT}
          facility={facility}
          filter={datesCareTypeFilterOf(values)}
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
