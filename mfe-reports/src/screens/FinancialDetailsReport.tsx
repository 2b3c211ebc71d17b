/** /reporting/financial-details (reportingFinancialDetails canAction): current residents' means testing, fees and deposits. */
import { SupportStatus } from 'shared-domain/enums';
import { SUPPORT_STATUS_LABELS } from 'shared-domain/labels';
import { FINANCIAL_DETAILS_REPORT } from 'shared-domain/reports/catalogue';
import { Formik, SelectField } from 'shared-ui/form';
import { FilterGrid } from '../report/filterFields';
import { ReportPage } from '../report/ReportPage';
import { useReportFacility } from '../report/ReportFacility';

export const FINANCIAL_DETAILS_TEXT = { supportStatus: 'Support status', all: 'All' } as const;

const OPTIONS = Object.values(SupportStatus).map((s) => ({ value: s, label: SUPPORT_STATUS_LABELS[s] }));

export default function FinancialDetailsReport() {
  const facility = useReportFacility(FINANCIAL_DETAILS_REPORT);
  return (
    <Formik<{ supportStatus: SupportStatus | '' }> initialValues={{ supportStatus: '' }} onSubmit={() => undefined}>
      {({ values }) => (
        <ReportPage
          report={FINANCIAL_DETAILS_REPORT}
          facility={facility}
          filter={values.supportStatus ? { supportStatus: values.supportStatus } : {}}
          filters={
            <FilterGrid>
              <SelectField
                name="supportStatus"
                label={FINANCIAL_DETAILS_TEXT.supportStatus}
                options={OPTIONS}
                placeholder={FINANCIAL_DETAILS_TEXT.all}
              />
            </FilterGrid>
          }
        />
      )}
    </Formik>
  );
}
