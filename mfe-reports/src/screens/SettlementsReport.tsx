/** /reporting/settlements (reportingSettlements canAction): the departed independent-living allocations' settlements. */
import { SETTLEMENTS_REPORT } from 'shared-domain/reports/catalogue';
import { CheckboxField, Formik } from 'shared-ui/form';
import { ReportPage } from '../report/ReportPage';
import { useReportFacility } from '../report/ReportFacility';

export const SETTLEMENTS_TEXT = { unSettledOnly: 'Unsettled only' } as const;

export default function SettlementsReport() {
  const facility = useReportFacility(SETTLEMENTS_REPORT);
  return (
    <Formik initialValues={{ unSettledOnly: false }} onSubmit={() => undefined}>
      {({ values }) => (
        <ReportPage
          report={SETTLEMENTS_REPORT}
          facility={facility}
          filter={{ unSettledOnly: values.unSettledOnly }}
          filters={<CheckboxField name="unSettledOnly" label={SETTLEMENTS_TEXT.unSettledOnly} />}
        />
      )}
    </Formik>
  );
}
