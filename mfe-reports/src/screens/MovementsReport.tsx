/** /reporting/movements (reportingMovements canAction): admissions, departures, leave and transfers over a period. */
import { MOVEMENTS_REPORT } from 'shared-domain/reports/catalogue';
import { PeriodReport } from '../report/PeriodReport';

export default function MovementsReport() {
  return (
    <PeriodReport
      report={MOVEMENTS_REPORT}
      filterOf={(v) => ({ fromDateUtcMidnight: v.fromDate, toDateUtcMidnight: v.toDate, careType: v.careType })}
    />
  );
}
