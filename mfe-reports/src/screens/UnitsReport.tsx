/**
 * /reporting/units (reportingAccommodations canAction): the facility's independent-living units by location, unit type
 * and status. Each group is "All" or the items picked; a group with neither loads nothing (shared-domain
 * `unitsReportFilter`).
 */
import { ILU_STATUS_LABELS } from 'shared-domain/labels';
import { UNITS_REPORT } from 'shared-domain/reports/catalogue';
import { UNITS_REPORT_STATUSES, unitsReportFilter, type UnitsReportStatus } from 'shared-domain/reports/filters';
import { Stack } from 'shared-ui';
import { CheckboxField, Formik, MultiSelectField, namedItemOptions, useFormikContext } from 'shared-ui/form';
import { FilterGrid } from '../report/filterFields';
import { ReportPage } from '../report/ReportPage';
import { useReportFacility } from '../report/ReportFacility';
import { useUnitChoices } from './units.resource';

export interface UnitsFilterValues {
  allLocations: boolean;
  facilityLocations: number[];
  allUnitTypes: boolean;
  unitTypes: number[];
  allStatuses: boolean;
  unitStatus: UnitsReportStatus[];
}

export const UNITS_INITIAL: UnitsFilterValues = {
  allLocations: true,
  facilityLocations: [],
  allUnitTypes: true,
  unitTypes: [],
  allStatuses: true,
  unitStatus: [],
};

export const UNITS_TEXT = {
  locations: 'Locations',
  allLocations: 'All locations',
  unitTypes: 'Unit types',
  allUnitTypes: 'All unit types',
  statuses: 'Unit status',
  allStatuses: 'All statuses',
  incomplete: 'Choose at least one location, unit type and unit status to load the report.',
} as const;

export function unitsFilterOf(v: UnitsFilterValues) {
  return unitsReportFilter({
    facilityLocations: { all: v.allLocations, selected: v.facilityLocations },
    unitTypes: { all: v.allUnitTypes, selected: v.unitTypes },
    unitStatus: { all: v.allStatuses, selected: v.unitStatus },
  });
}

const STATUS_OPTIONS = UNITS_REPORT_STATUSES.map((s) => ({ value: s, label: ILU_STATUS_LABELS[s] }));

function UnitsFilters({ facilityId }: { facilityId: number | null }) {
  const { values } = useFormikContext<UnitsFilterValues>();
  const choices = useUnitChoices(facilityId);
  return (
    <FilterGrid align="start">
      <Stack gap="2">
        <CheckboxField name="allLocations" label={UNITS_TEXT.allLocations} />
        <MultiSelectField
          name="facilityLocations"
          label={UNITS_TEXT.locations}
          options={namedItemOptions(choices.data?.locations ?? [])}
          disabled={values.allLocations}
        />
      </Stack>
      <Stack gap="2">
        <CheckboxField name="allUnitTypes" label={UNITS_TEXT.allUnitTypes} />
        <MultiSelectField
          name="unitTypes"
          label={UNITS_TEXT.unitTypes}
          options={namedItemOptions(choices.data?.accommodationTypes ?? [])}
          disabled={values.allUnitTypes}
        />
      </Stack>
      <Stack gap="2">
        <CheckboxField name="allStatuses" label={UNITS_TEXT.allStatuses} />
        <MultiSelectField name="unitStatus" label={UNITS_TEXT.statuses} options={STATUS_OPTIONS} disabled={values.allStatuses} />
      </Stack>
    </FilterGrid>
  );
}

export default function UnitsReport() {
  const facility = useReportFacility(UNITS_REPORT);
  return (
    // A facility of its own has its own locations and unit types: the picks start again.
    <Formik key={facility.facilityId ?? 0} initialValues={UNITS_INITIAL} onSubmit={() => undefined}>
      {({ values }) => (
        <ReportPage
          report={UNITS_REPORT}
          facility={facility}
          filter={unitsFilterOf(values)}
          filters={<UnitsFilters facilityId={facility.facilityId} />}
          incompleteText={UNITS_TEXT.incomplete}
        />
      )}
    </Formik>
  );
}
