/**
 * /reporting/reassessment-requests (reportingReassessmentRequests canAction): reassessment requests over a period by
 * status (Pending unless another is picked: shared-domain `reassessmentStatusOf`).
 */
import type { ReportFilter } from 'shared-domain/contracts/reporting';
import { ReassessmentStatus } from 'shared-domain/enums';
import { REASSESSMENT_REQUESTS_REPORT } from 'shared-domain/reports/catalogue';
import { reassessmentStatusOf } from 'shared-domain/reports/filters';
import { Formik, SelectField } from 'shared-ui/form';
import { ReportPage } from '../report/ReportPage';
import { useReportFacility } from '../report/ReportFacility';
import { FILTER_TEXT, FilterGrid, PeriodFields, periodInitial } from '../report/filterFields';

export const REASSESSMENT_TEXT = { status: 'Status' } as const;

interface Values {
  fromDate: string;
  toDate: string;
  status: ReassessmentStatus | null;
}

function filterOf(v: Values): ReportFilter<'reassessmentRequests'> | null {
  return v.fromDate && v.toDate ? { fromDate: v.fromDate, toDate: v.toDate, status: reassessmentStatusOf(v.status) } : null;
}

const STATUS_OPTIONS = Object.values(ReassessmentStatus).map((s) => ({ value: s, label: s }));

export default function ReassessmentRequestsReport() {
  const facility = useReportFacility(REASSESSMENT_REQUESTS_REPORT);
  const { fromDate, toDate } = periodInitial();
  return (
    <Formik<Values> initialValues={{ fromDate, toDate, status: reassessmentStatusOf(null) }} onSubmit={() => undefined}>
      {({ values }) => (
        <ReportPage
          report={REASSESSMENT_REQUESTS_REPORT}
          facility={facility}
          filter={filterOf(values)}
          filters={
            <FilterGrid>
              <PeriodFields />
              <SelectField name="status" label={REASSESSMENT_TEXT.status} options={STATUS_OPTIONS} placeholder={null} />
            </FilterGrid>
          }
          incompleteText={FILTER_TEXT.bothDates}
        />
      )}
    </Formik>
  );
}
