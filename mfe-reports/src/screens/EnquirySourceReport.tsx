/**
 * /reporting/enquiry-source (reportingEnquirySource canAction): the facility's leads and residents by enquiry source
 * over a period, month to date or year to date (or the dates typed), by care type, admissions only if asked. It loads
 * only with both dates (shared-domain `enquirySourceCanLoad`); a range picked sets both dates (`dateRangeDates`).
 */
import type { ReportFilter } from 'shared-domain/contracts/reporting';
import type { CareTypePicker } from 'shared-domain/enums';
import { ENQUIRY_SOURCE_REPORT } from 'shared-domain/reports/catalogue';
import { useEffect } from 'react';
import { REPORT_DATE_RANGES, dateRangeDates, enquirySourceCanLoad, type ReportDateRange } from 'shared-domain/reports/filters';
import { CheckboxField, Formik, SelectField, useFormikContext } from 'shared-ui/form';
import { CareTypeField, DEFAULT_CARE_TYPE, FILTER_TEXT, FilterGrid, PeriodFields } from '../report/filterFields';
import { ReportPage } from '../report/ReportPage';
import { useReportFacility } from '../report/ReportFacility';

export interface EnquirySourceValues {
  dateRange: ReportDateRange | '';
  fromDateUtcMidnight: string;
  toDateUtcMidnight: string;
  careType: CareTypePicker;
  admissionsOnly: boolean;
}

export const ENQUIRY_SOURCE_TEXT = {
  dateRange: 'Date range',
  admissionsOnly: 'Admissions only',
  ranges: { MonthToDate: 'Month to date', YearToDate: 'Year to date' } satisfies Record<ReportDateRange, string>,
  custom: 'Custom dates',
} as const;

export function enquirySourceInitial(now?: Date): EnquirySourceValues {
  const { fromDate, toDate } = dateRangeDates('MonthToDate', now);
  return {
    dateRange: 'MonthToDate',
    fromDateUtcMidnight: fromDate,
    toDateUtcMidnight: toDate,
    careType: DEFAULT_CARE_TYPE,
    admissionsOnly: false,
  };
}

export function enquirySourceFilterOf(v: EnquirySourceValues): ReportFilter<'enquirySource'> | null {
  if (!enquirySourceCanLoad(v)) return null;
  return {
    fromDateUtcMidnight: v.fromDateUtcMidnight,
    toDateUtcMidnight: v.toDateUtcMidnight,
    ...(v.dateRange ? { dateRange: v.dateRange } : {}),
    careType: v.careType,
    admissionsOnly: v.admissionsOnly,
  };
}

const RANGE_OPTIONS = REPORT_DATE_RANGES.map((r) => ({ value: r, label: ENQUIRY_SOURCE_TEXT.ranges[r] }));

function EnquirySourceFilters() {
  const { setValues, setFieldValue, values } = useFormikContext<EnquirySourceValues>();
  const { dateRange, fromDateUtcMidnight: from, toDateUtcMidnight: to } = values;
  // A date typed over the range's makes the dates custom: the range no longer says what they are.
  useEffect(() => {
    if (!dateRange) return;
    const range = dateRangeDates(dateRange);
    if (from !== range.fromDate || to !== range.toDate) void setFieldValue('dateRange', '');
  }, [dateRange, from, to, setFieldValue]);
  return (
    <FilterGrid>
      <SelectField
        name="dateRange"
        label={ENQUIRY_SOURCE_TEXT.dateRange}
        options={RANGE_OPTIONS}
        placeholder={ENQUIRY_SOURCE_TEXT.custom}
        onValueChange={(next) => {
          if (next === 'MonthToDate' || next === 'YearToDate') {
            const { fromDate, toDate } = dateRangeDates(next);
            void setValues({ ...values, dateRange: next, fromDateUtcMidnight: fromDate, toDateUtcMidnight: toDate });
          }
        }}
      />
      <PeriodFields from="fromDateUtcMidnight" to="toDateUtcMidnight" />
      <CareTypeField />
      <CheckboxField name="admissionsOnly" label={ENQUIRY_SOURCE_TEXT.admissionsOnly} />
    </FilterGrid>
  );
}

export default function EnquirySourceReport() {
  const facility = useReportFacility(ENQUIRY_SOURCE_REPORT);
  return (
    <Formik initialValues={enquirySourceInitial()} onSubmit={() => undefined}>
      {({ values }) => (
        <ReportPage
          report={ENQUIRY_SOURCE_REPORT}
          facility={facility}
          filter={enquirySourceFilterOf(values)}
          filters={<EnquirySourceFilters />}
          incompleteText={FILTER_TEXT.bothDates}
        />
      )}
    </Formik>
  );
}
