/**
 * /reporting/billing-extract (reportingBillingExtract canAction): the residents' charges over a period, by care type;
 * besides the extract itself, the same charges as the CSV the Attache accounting system imports.
 */
import { ATTACHE_EXTRACT_REPORT, BILLING_EXTRACT_REPORT } from 'shared-domain/reports/catalogue';
import { PeriodReport } from '../report/PeriodReport';

export const BILLING_EXTRACT_TEXT = { attache: 'Export for Attache' } as const;

export default function BillingExtractReport() {
  return (
    <PeriodReport
      report={BILLING_EXTRACT_REPORT}
      filterOf={(v) => ({ fromDate: v.fromDate, toDate: v.toDate, careType: v.careType })}
      otherExports={[{ report: ATTACHE_EXTRACT_REPORT, label: BILLING_EXTRACT_TEXT.attache }]}
    />
  );
}
