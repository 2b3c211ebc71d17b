/**
 * /reporting/potential-reassessments (reportingPotentialReassessments canAction): residents who may be reclassified,
 * for hospitalisation, time, or either (the reason picker is shared-domain's: All 0, Hospitalisation 2, Time 3).
 */
import type { PotentialReclassificationReason } from 'shared-domain/enums';
import { POTENTIAL_REASSESSMENTS_REPORT } from 'shared-domain/reports/catalogue';
import { POTENTIAL_REASSESSMENT_REASONS, potentialReassessmentReasonOf } from 'shared-domain/reports/filters';
import { Formik, SelectField } from 'shared-ui/form';
import { FilterGrid } from '../report/filterFields';
import { ReportPage } from '../report/ReportPage';
import { useReportFacility } from '../report/ReportFacility';

export const POTENTIAL_TEXT = { reason: 'Reason' } as const;

const OPTIONS = POTENTIAL_REASSESSMENT_REASONS.map((r) => ({ value: r.id, label: r.label }));

export default function PotentialReassessmentsReport() {
  const facility = useReportFacility(POTENTIAL_REASSESSMENTS_REPORT);
  return (
    <Formik<{ reasonId: PotentialReclassificationReason | null }>
      initialValues={{ reasonId: potentialReassessmentReasonOf(null) }}
      onSubmit={() => undefined}
    >
      {({ values }) => (
        <ReportPage
          report={POTENTIAL_REASSESSMENTS_REPORT}
          facility={facility}
          filter={{ reasonId: potentialReassessmentReasonOf(values.reasonId) }}
          filters={
            <FilterGrid>
              <SelectField name="reasonId" label={POTENTIAL_TEXT.reason} options={OPTIONS} placeholder={null} numeric />
            </FilterGrid>
          }
        />
      )}
    </Formik>
  );
}
