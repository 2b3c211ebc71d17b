/**
 * The filter fields several report screens share (a period's two dates, the care-type picker), from the form kit.
 * The choices and their rules are shared-domain's (reports/filters); a screen only lays them out.
 */
import type { ReactNode } from 'react';
import { CareTypePicker } from 'shared-domain/enums';
import { CARE_TYPE_PICKER_CHOICES, dateRangeDates } from 'shared-domain/reports/filters';
import { SimpleGrid } from 'shared-ui';
import { DateField, SelectField } from 'shared-ui/form';

export const FILTER_TEXT = {
  fromDate: 'From date',
  toDate: 'To date',
  careType: 'Care type',
  bothDates: 'Enter both dates to load the report.',
} as const;

export const CARE_TYPE_OPTIONS = CARE_TYPE_PICKER_CHOICES.map((c) => ({ value: c, label: c }));

/** A period's two dates (the field names are the report's: fromDate/toDate or fromDateUtcMidnight/toDateUtcMidnight). */
export function PeriodFields({ from = 'fromDate', to = 'toDate' }: { from?: string; to?: string }) {
  return (
    <>
      <DateField name={from} label={FILTER_TEXT.fromDate} />
      <DateField name={to} label={FILTER_TEXT.toDate} />
    </>
  );
}

export function CareTypeField({ name = 'careType' }: { name?: string }) {
  return <SelectField name={name} label={FILTER_TEXT.careType} options={CARE_TYPE_OPTIONS} placeholder={null} />;
}

/** The filter fields' grid: one column on a phone, up to four on a wide screen. */
export function FilterGrid({ children, align = 'end' }: { children: ReactNode; align?: 'start' | 'end' }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" alignItems={align}>
      {children}
    </SimpleGrid>
  );
}

export const DEFAULT_CARE_TYPE: CareTypePicker = CareTypePicker.Both;

/** A period and a care type, as the billing extract, classification history and movements screens hold them. */
export interface PeriodCareTypeValues {
  fromDate: string;
  toDate: string;
  careType: CareTypePicker;
}

/** The period a report opens on: this month to date (Melbourne), both care types. */
export function periodInitial(now?: Date): PeriodCareTypeValues {
  const { fromDate, toDate } = dateRangeDates('MonthToDate', now);
  return { fromDate, toDate, careType: DEFAULT_CARE_TYPE };
}
