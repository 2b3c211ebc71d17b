/**
 * /reporting/care-minutes (reportingCareMinutes canAction): each resident's care and registered nurse minutes a day from
 * their AN-ACC class over a period, with the facility's targets.
 */
import { CARE_MINUTES_REPORT } from 'shared-domain/reports/catalogue';
import { PeriodReport } from '../report/PeriodReport';

export default function CareMinutesReport() {
  return (
    <PeriodReport report={CARE_MINUTES_REPORT} careType={false} filterOf={(v) => ({ fromDate: v.fromDate, toDate: v.toDate })} />
  );
}
