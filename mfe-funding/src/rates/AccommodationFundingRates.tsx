/**
 * /funding/view-accommodation-rates (fundingScheduleOfAccommodationRates canView; canModify to add and edit): the
 * organisation's accommodation funding rates (seed 001 §3 "Accommodation funding rate"): the maximum accommodation
 * supplement and the hotelling supplement per day.
 */
import { usePermission } from 'shared-auth';
import type { AccommodationFundingRate, AccommodationFundingRateList } from 'shared-domain/contracts/finance-rates';
import { MoneyText, SimpleGrid, Text } from 'shared-ui';
import { DateField, MoneyField, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import { RATE_MESSAGES, useAccommodationFundingRates, useSaveAccommodationFundingRate } from './rates.resource';
import { Figure, RecordDialog, ScheduleScreen, type DialogMode } from './ScheduleScreen';
import {
  accommodationBody,
  accommodationErrors,
  accommodationFormValues,
  otherStarts,
  serverFieldNames,
  type AccommodationFormValues,
} from './scheduleForms';

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
        <strong>{T.maximumAccommodationSupplement}:</strong>{' '}
        <Figure value={record.maximumAccommodationSupplement}>
          <MoneyText value={record.maximumAccommodationSupplement} />
        </Figure>
      </Text>
      <Text>
        <strong>{T.hotellingSupplement}:</strong>{' '}
        <Figure value={record.hotellingSupplement}>
          <MoneyText value={record.hotellingSupplement} />
        </Figure>
      </Text>
    </SimpleGrid>
  );
}

function AccommodationDialog({
  mode,
  record,
  list,
  onClose,
}: {
  mode: DialogMode;
  record: AccommodationFundingRate | null;
  list: AccommodationFundingRateList;
  onClose: (savedId?: number) => void;
}) {
  const save = useSaveAccommodationFundingRate();
  const T = ACCOMMODATION_TEXT;
  const starts = otherStarts(list.records, record?.id ?? null);
  const submitter = useSubmit<AccommodationFormValues, AccommodationFundingRateList>({
    action: (values) => save.mutateAsync(accommodationBody(values, record)),
    success: RATE_MESSAGES.saved,
    failure: RATE_MESSAGES.fundingRateSaveError,
    fieldNames: serverFieldNames({}),
    onSuccess: (saved) => onClose(saved.savedId),
  });
  const form = useFormik<AccommodationFormValues>({
    initialValues: accommodationFormValues(record),
    validate: validateWith((v: AccommodationFormValues) => accommodationErrors(v, starts)),
    onSubmit: async (values, helpers) => void (await submitter.submit(values, helpers)),
  });
  return (
    <>
      <RecordDialog
        form={form}
        title={mode === 'add' ? T.addTitle : T.editTitle}
        busy={form.isSubmitting || save.isPending}
        onClose={onClose}
      >
        <DateField name="startDate" label="Start date" required />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <MoneyField name="maximumAccommodationSupplement" label={T.maximumAccommodationSupplement} />
          <MoneyField name="hotellingSupplement" label={T.hotellingSupplement} />
        </SimpleGrid>
      </RecordDialog>
      {submitter.dialog}
    </>
  );
}

export default function AccommodationFundingRates() {
  const query = useAccommodationFundingRates();
  const permission = usePermission('fundingScheduleOfAccommodationRates');
  return (
    <ScheduleScreen
      title={ACCOMMODATION_TEXT.title}
      recordName={ACCOMMODATION_TEXT.record}
      query={query}
      canModify={permission.canModify}
      figures={(r) => <AccommodationFigures record={r} />}
      dialog={(mode, record, close) => <AccommodationDialog mode={mode} record={record} list={query.data!} onClose={close} />}
    />
  );
}
