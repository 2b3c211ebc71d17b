/** The board's filter (seed 001 §2 "Lead dashboard": care type, location, gender, AN-ACC class). */
import type { Sex } from 'shared-domain';
import { LEAD_CARE_TYPE_LABELS, SEX_LABELS, labelOf, labelledOptions } from 'shared-domain/labels';
import type { LeadDashboardFilter } from 'shared-domain/lead-types';
import type { LeadDashboardFilters } from 'shared-domain/contracts/leads';
import { Field, HStack, NativeSelect } from 'shared-ui';

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <Field.Root maxW="220px">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function LeadFilterBar({
  filter,
  filters,
  onChange,
}: {
  filter: LeadDashboardFilter;
  filters: LeadDashboardFilters | null;
  onChange: (f: LeadDashboardFilter) => void;
}) {
  return (
    <HStack as="fieldset" aria-label="Filter leads" gap="3" wrap="wrap" align="end" mb="4">
      <Select
        label="Care type"
        value={filter.leadCareType ?? 'All'}
        onChange={(v) => onChange({ ...filter, leadCareType: v as LeadDashboardFilter['leadCareType'] })}
        options={labelledOptions(['All', 'Permanent', 'Respite'], LEAD_CARE_TYPE_LABELS)}
      />
      <Select
        label="Location"
        value={filter.locationId != null ? String(filter.locationId) : ''}
        onChange={(v) => onChange({ ...filter, locationId: v ? Number(v) : null })}
        options={[
          { value: '', label: 'All' },
          ...(filters?.leadLocations ?? []).map((l) => ({ value: String(l.id), label: l.name })),
        ]}
      />
      <Select
        label="Gender"
        value={filter.gender ?? ''}
        onChange={(v) => onChange({ ...filter, gender: (v || null) as Sex | null })}
        options={[
          { value: '', label: 'All' },
          ...(filters?.genders ?? []).map((g) => ({ value: g, label: labelOf(SEX_LABELS, g) })),
        ]}
      />
      <Select
        label="AN-ACC class"
        value={filter.anaccClass != null ? String(filter.anaccClass) : ''}
        onChange={(v) => onChange({ ...filter, anaccClass: v ? Number(v) : null })}
        options={[
          { value: '', label: 'All' },
          ...(filters?.anaccVariableComponents ?? []).map((a) => ({ value: String(a.anaccClass), label: a.anaccClassText })),
        ]}
      />
    </HStack>
  );
}
