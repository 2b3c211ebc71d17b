/**
 * /funding/view-fees-and-charges (feesScheduleOfFeesAndCharges canView; canModify to add and edit): the organisation's
 * fees and charges (seed 001 §3 "Fees and charges record", §5 fees rate lists): base interest rate, basic daily fee, the
 * Aged Care Act 2025 caps (shown only for records starting on or after 1 Nov 2025), and the MPIR and maximum penalty
 * interest rate lists with their row rules.
 */
import { usePermission } from 'shared-auth';
import type { FeesAndChargesList, FeesAndChargesRecord } from 'shared-domain/contracts/finance-rates';
import { FEES_RATE_LIST_LABELS, showsAct2025Fees } from 'shared-domain/finance/rate-schedules';
import { DateText, MoneyText, ResponsiveTable, SimpleGrid, Stack, Text } from 'shared-ui';
import { DateField, IntegerField, MoneyField, PercentField, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import { RateRowsEditor } from './RateRowsEditor';
import { RATE_MESSAGES, useFeesAndCharges, useSaveFeesAndCharges } from './rates.resource';
import { Figure, RecordDialog, ScheduleScreen, type DialogMode } from './ScheduleScreen';
import { feesBody, feesErrors, feesFormValues, otherStarts, serverFieldNames, type FeesFormValues } from './scheduleForms';

export const FEES_TEXT = {
  title: 'Fees and charges',
  record: 'fees and charges',
  addTitle: 'Add fees and charges',
  editTitle: 'Edit fees and charges',
  baseInterestRate: 'Base interest rate',
  basicDailyFee: 'Basic daily fee',
  act2025: 'Aged Care Act 2025',
  hotellingCap: 'Hotelling contribution daily cap',
  ncccDailyCap: 'Non-clinical care contribution daily cap',
  ncccLifetimeCap: 'Non-clinical care contribution lifetime cap',
  ncccDays: 'Non-clinical care contribution time limit (days)',
  start: 'START DATE',
  end: 'END DATE',
  rate: 'RATE',
  noRates: 'No rates entered.',
} as const;

function RatesList({ label, rates }: { label: string; rates: FeesAndChargesRecord['mpirRates'] }) {
  const T = FEES_TEXT;
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{label}</Text>
      {rates.length ? (
        <ResponsiveTable
          aria-label={label}
          size="sm"
          rows={rates}
          rowKey={(r) => r.id}
          columns={[
            { key: 'start', header: T.start, primary: true, cell: (r) => <DateText value={r.startDateUtc} /> },
            { key: 'end', header: T.end, cell: (r) => <DateText value={r.endDateUtc} /> },
            { key: 'rate', header: T.rate, cell: (r) => `${r.rate}%` },
          ]}
        />
      ) : (
        <Text color="fg.muted">{T.noRates}</Text>
      )}
    </Stack>
  );
}

function FeesFigures({ record }: { record: FeesAndChargesRecord }) {
  const T = FEES_TEXT;
  const money = (v: string | null) => (
    <Figure value={v}>
      <MoneyText value={v} />
    </Figure>
  );
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        <Text>
          <strong>{T.baseInterestRate}:</strong> <Figure value={record.baseInterestRate}>{`${record.baseInterestRate}%`}</Figure>
        </Text>
        <Text>
          <strong>{T.basicDailyFee}:</strong> {money(record.basicDailyFee)}
        </Text>
        {showsAct2025Fees(record.startDateUtc.slice(0, 10)) ? (
          <>
            <Text>
              <strong>{T.hotellingCap}:</strong> {money(record.hotellingContributionDailyCap)}
            </Text>
            <Text>
              <strong>{T.ncccDailyCap}:</strong> {money(record.nonClinicalCareContributionDailyCap)}
            </Text>
            <Text>
              <strong>{T.ncccLifetimeCap}:</strong> {money(record.nonClinicalCareContributionLifetimeCap)}
            </Text>
            <Text>
              <strong>{T.ncccDays}:</strong> <Figure value={record.nonClinicalCareContributionTimeLimitDays} />
            </Text>
          </>
        ) : null}
      </SimpleGrid>
      <RatesList label={FEES_RATE_LIST_LABELS.mpirRates} rates={record.mpirRates} />
      <RatesList label={FEES_RATE_LIST_LABELS.maximumPenaltyInterestRates} rates={record.maximumPenaltyInterestRates} />
    </Stack>
  );
}

function FeesDialog({
  mode,
  record,
  list,
  onClose,
}: {
  mode: DialogMode;
  record: FeesAndChargesRecord | null;
  list: FeesAndChargesList;
  onClose: (savedId?: number) => void;
}) {
  const save = useSaveFeesAndCharges();
  const T = FEES_TEXT;
  const starts = otherStarts(list.records, record?.id ?? null);
  const form = useFormik<FeesFormValues>({
    initialValues: feesFormValues(record),
    validate: validateWith((v: FeesFormValues) => feesErrors(v, starts)),
    onSubmit: async (values, helpers) => void (await submitter.submit(values, helpers)),
  });
  const submitter = useSubmit<FeesFormValues, FeesAndChargesList>({
    action: (values) => save.mutateAsync(feesBody(values, record)),
    success: RATE_MESSAGES.saved,
    failure: RATE_MESSAGES.feesSaveError,
    fieldNames: serverFieldNames(form.values),
    onSuccess: (saved) => onClose(saved.savedId),
  });
  return (
    <>
      <RecordDialog
        form={form}
        title={mode === 'add' ? T.addTitle : T.editTitle}
        busy={form.isSubmitting || save.isPending}
        onClose={onClose}
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <DateField name="startDate" label="Start date" required />
          <PercentField name="baseInterestRate" label={T.baseInterestRate} />
          <MoneyField name="basicDailyFee" label={T.basicDailyFee} />
        </SimpleGrid>
        {showsAct2025Fees(form.values.startDate) ? (
          <Stack as="fieldset" gap="2" minW="0">
            <Text as="legend" fontWeight="semibold">
              {T.act2025}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <MoneyField name="hotellingContributionDailyCap" label={T.hotellingCap} />
              <MoneyField name="nonClinicalCareContributionDailyCap" label={T.ncccDailyCap} />
              <MoneyField name="nonClinicalCareContributionLifetimeCap" label={T.ncccLifetimeCap} />
              <IntegerField name="nonClinicalCareContributionTimeLimitDays" label={T.ncccDays} min={1} />
            </SimpleGrid>
          </Stack>
        ) : null}
        <RateRowsEditor name="mpirRates" label={FEES_RATE_LIST_LABELS.mpirRates} />
        <RateRowsEditor name="maximumPenaltyInterestRates" label={FEES_RATE_LIST_LABELS.maximumPenaltyInterestRates} />
      </RecordDialog>
      {submitter.dialog}
    </>
  );
}

export default function FeesAndCharges() {
  const query = useFeesAndCharges();
  const permission = usePermission('feesScheduleOfFeesAndCharges');
  return (
    <ScheduleScreen
      title={FEES_TEXT.title}
      recordName={FEES_TEXT.record}
      query={query}
      canModify={permission.canModify}
      figures={(r) => <FeesFigures record={r} />}
      dialog={(mode, record, close) => <FeesDialog mode={mode} record={record} list={query.data!} onClose={close} />}
    />
  );
}
