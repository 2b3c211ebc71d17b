/** /reporting/classification-history (reportingClassificationHistory canAction): AN-ACC classifications over a period. */
import { CLASSIFICATION_HISTORY_REPORT } from 'shared-domain/reports/catalogue';
import { PeriodReport } from '../report/PeriodReport';

export default function ClassificationHistoryReport() {
  return (
    <PeriodReport
      report={CLASSIFICATION_HISTORY_REPORT}
      filterOf={(v) => ({ fromDate: v.fromDate, toDate: v.toDate, careType: v.careType })}
    />
  );
}
