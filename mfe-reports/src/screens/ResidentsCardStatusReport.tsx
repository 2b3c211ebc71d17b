/** /reporting/residents-card-status (reportingResidentsCardStatus canAction): each current resident's Medicare card status. */
import { RESIDENTS_CARD_STATUS_REPORT } from 'shared-domain/reports/catalogue';
import { ReportPage } from '../report/ReportPage';
import { useReportFacility } from '../report/ReportFacility';

const NO_FILTER = {};

export default function ResidentsCardStatusReport() {
  const facility = useReportFacility(RESIDENTS_CARD_STATUS_REPORT);
  return <ReportPage report={RESIDENTS_CARD_STATUS_REPORT} facility={facility} filter={NO_FILTER} />;
}
