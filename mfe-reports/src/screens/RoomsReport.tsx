/** /reporting/rooms (reportingAccommodations canAction): the aged-care facility's rooms and beds, who is in each. */
import { ROOMS_REPORT } from 'shared-domain/reports/catalogue';
import { ReportPage } from '../report/ReportPage';
import { useReportFacility } from '../report/ReportFacility';

/** Every location and room type: the report lists the whole facility. */
const ALL_ROOMS = {};

export default function RoomsReport() {
  const facility = useReportFacility(ROOMS_REPORT);
  return <ReportPage report={ROOMS_REPORT} facility={facility} filter={ALL_ROOMS} />;
}
