/** /reporting/palliative-assessments (reportingPalliativeAssessments canAction): the residents' palliative status and class. */
import { PALLIATIVE_ASSESSMENTS_REPORT } from 'shared-domain/reports/catalogue';
import { ReportPage } from '../report/ReportPage';
import { useReportFacility } from '../report/ReportFacility';

const NO_FILTER = {};

export default function PalliativeAssessmentsReport() {
  const facility = useReportFacility(PALLIATIVE_ASSESSMENTS_REPORT);
  return <ReportPage report={PALLIATIVE_ASSESSMENTS_REPORT} facility={facility} filter={NO_FILTER} />;
}
