/**
 * /reporting/billing-extract (reportingBillingExtract canAction): the residents' charges over a period, by care type;
 * besides the extract itself, the same charges as the CSV the Attache accounting system imports.
 */
import type { ReportFilter } from 'shared-domain/contracts/reporting';
import { ATTACHE_EXTRACT_REPORT, BILLING_EXTRACT_REPORT } from 'shared-domain/reports/catalogue';
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

export const BILLING_EXTRACT_TEXT = { attache: 'Export for Attache' } as const;

export function datesCareTypeFilterOf(v: PeriodCareTypeValues): ReportFilter<'billingExtract'> | null {
  return v.fromDate && v.toDate ? { fromDate: v.fromDate, toDate: v.toDate, careType: v.careType } : null;
}

export default function BillingExtractReport() {
  const facility = useReportFacility(BILLING_EXTRACT_REPORT);
  return (
    <Formik initialValues={periodInitial()} onSubmit={() => undefined}>
      {({ values }) => (
        <ReportPage
          report={BILLING_EXTRACT_REPORT}
          facility={facility}
          filter={datesCareTypeFilterOf(values)}
          filters={
            <FilterGrid>
              <PeriodFields />
              <CareTypeField />
            </FilterGrid>
          }
          incompleteText={FILTER_TEXT.bothDates}
          otherExports={[{ report: ATTACHE_EXTRACT_REPORT, label: BILLING_EXTRACT_TEXT.attache }]}
        />
      )}
    </Formik>
  );
}
