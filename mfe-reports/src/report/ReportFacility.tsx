/**
 * A report's facility: the user's facilities of the report's type only (age-care reports list the AgeCare ones, the
 * settlements and units reports the IndependentLiving ones), one preselected (the current facility when it is of that
 * type, else the first). The report's requests carry it as their `facilityId`.
 */
import { useId, useState } from 'react';
import { useFacility } from 'shared-auth';
import type { Facility } from 'shared-domain/contracts/shell';
import type { ReportDefinition } from 'shared-domain/reports/catalogue';
import { Field, NativeSelect, Text } from 'shared-ui';

export interface ReportFacility {
  facilities: readonly Facility[];
  /** The chosen facility's id (null: the user has no facility of the report's type). */
  facilityId: number | null;
  setFacilityId: (id: number) => void;
}

export function useReportFacility(report: Pick<ReportDefinition, 'facilityType'>): ReportFacility {
  const { facilities, currentFacility } = useFacility();
  const ofType = facilities.filter((f) => f.facilityType === report.facilityType);
  const [chosen, setFacilityId] = useState<number | null>(null);
  const preselected = ofType.find((f) => f.id === currentFacility?.id) ?? ofType[0] ?? null;
  const facilityId = ofType.some((f) => f.id === chosen) ? chosen : (preselected?.id ?? null);
  return { facilities: ofType, facilityId, setFacilityId };
}

export const NO_FACILITY_TEXT = {
  AgeCare: 'You have no aged care facility to report on.',
  IndependentLiving: 'You have no independent living facility to report on.',
} as const;

export function ReportFacilityPicker({ facility }: { facility: ReportFacility }) {
  const id = useId();
  if (!facility.facilities.length) return null;
  return (
    <Field.Root id={id} maxW={{ base: 'full', md: 'xs' }}>
      <Field.Label>Facility</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={facility.facilityId ?? ''}
          onChange={(e) => facility.setFacilityId(Number(e.currentTarget.value))}
        >
          {facility.facilities.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function NoReportFacility({ facilityType }: { facilityType: ReportDefinition['facilityType'] }) {
  return (
    <Text color="fg.muted" py="4">
      {NO_FACILITY_TEXT[facilityType]}
    </Text>
  );
}
