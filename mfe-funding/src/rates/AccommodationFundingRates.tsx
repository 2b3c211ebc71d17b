/**
 * /funding/view-accommodation-rates (fundingScheduleOfAccommodationRates canView; canModify to add and edit): the
 * organisation's accommodation funding rates (seed 001 §3 "Accommodation funding rate"): the maximum accommodation
 * supplement and the hotelling supplement per day.
 */
import { usePermission } from 'shared-auth';
import type { AccommodationFundingRate } from 'shared-domain/contracts/finance-rates';
import { SimpleGrid, Text } from 'shared-ui';
import { DateField, MoneyField } from 'shared-ui/form';
import { RATE_MESSAGES, useAccommodationFundingRates, useSaveAccommodationFundingRate } from './rates.resource';
import { MoneyFigure, ScheduleRecordDialog, ScheduleScreen, type ScheduleDialogProps } from './ScheduleScreen';
import { accommodationForm } from './scheduleForms';

export const ACCOMMODATION_TEXT = {
  title: 'Accommodation funding rates',
  record: 'accommodation funding rates',
  addTitle: 'Add accommodation funding rate',
  editTitle: 'Edit accommodation funding rate',
  maximumAccommodationSupplement: 'Maximum accommodation supplement per day',
  hotellingSupplement: 'Hotelling supplement per day',
} as const;

function AccommodationFigures({ record }: { record: AccommodationFundingRate }) {
  const T = ACCOMMODATION_TEXT;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
      <Text>
        <strong>{T.maximumAccommodationSupplement}:</strong> <MoneyFigure value={record.maximumAccommodationSupplement} />
      </Text>
      <Text>
        <strong>{T.hotellingSupplement}:</strong> <MoneyFigure value={record.hotellingSupplement} />
      </Text>
    </SimpleGrid>
  );
}

function AccommodationDialog(props: ScheduleDialogProps<AccommodationFundingRate>) {
  const save = useSaveAccommodationFundingRate();
  const T = ACCOMMODATION_TEXT;
  return (
    <ScheduleRecordDialog {...props} form={accommodationForm} save={save} failure={RATE_MESSAGES.fundingRateSaveError}>
      {() => (
        <>
          <DateField name="startDate" label="Start date" required />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <MoneyField name="maximumAccommodationSupplement" label={T.maximumAccommodationSupplement} />
            <MoneyField name="hotellingSupplement" label={T.hotellingSupplement} />
          </SimpleGrid>
        </>
      )}
    </ScheduleRecordDialog>
  );
}

export default function AccommodationFundingRates() {
  const query = useAccommodationFundingRates();
  const permission = usePermission('fundingScheduleOfAccommodationRates');
  return (
    <ScheduleScreen
      text={ACCOMMODATION_TEXT}
      query={query}
      canModify={permission.canModify}
      figures={(r) => <AccommodationFigures record={r} />}
      dialog={AccommodationDialog}
    />
  );
}
