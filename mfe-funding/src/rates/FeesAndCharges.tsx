/**
 * /funding/view-fees-and-charges (feesScheduleOfFeesAndCharges canView; canModify to add and edit): the organisation's
 * fees and charges (seed 001 §3 "Fees and charges record", §5 fees rate lists): base interest rate, basic daily fee, the
 * Aged Care Act 2025 caps (shown only for records starting on or after 1 Nov 2025), and the MPIR and maximum penalty
 * interest rate lists with their row rules.
 */
import { usePermission } from 'shared-auth';
import type { FeesAndChargesRecord } from 'shared-domain/contracts/finance-rates';
import { FEES_RATE_LIST_LABELS, showsAct2025Fees } from 'shared-domain/finance/rate-schedules';
import { DateText, ResponsiveTable, SimpleGrid, Stack, Text } from 'shared-ui';
import { DateField, IntegerField, MoneyField, PercentField } from 'shared-ui/form';
import { RateRowsEditor } from './RateRowsEditor';
import { RATE_MESSAGES, useFeesAndCharges, useSaveFeesAndCharges } from './rates.resource';
import {
  FieldGroup,
  Figure,
  MoneyFigure,
  ScheduleRecordDialog,
  ScheduleScreen,
  type ScheduleDialogProps,
} from './ScheduleScreen';
import { feesForm } from './scheduleForms';

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
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        <Text>
          <strong>{T.baseInterestRate}:</strong> <Figure value={record.baseInterestRate}>{`${record.baseInterestRate}%`}</Figure>
        </Text>
        <Text>
          <strong>{T.basicDailyFee}:</strong> <MoneyFigure value={record.basicDailyFee} />
        </Text>
        {showsAct2025Fees(record.startDateUtc.slice(0, 10)) ? (
          <>
            <Text>
              <strong>{T.hotellingCap}:</strong> <MoneyFigure value={record.hotellingContributionDailyCap} />
            </Text>
            <Text>
              <strong>{T.ncccDailyCap}:</strong> <MoneyFigure value={record.nonClinicalCareContributionDailyCap} />
            </Text>
            <Text>
              <strong>{T.ncccLifetimeCap}:</strong> <MoneyFigure value={record.nonClinicalCareContributionLifetimeCap} />
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

function FeesDialog(props: ScheduleDialogProps<FeesAndChargesRecord>) {
  const save = useSaveFeesAndCharges();
  const T = FEES_TEXT;
  return (
    <ScheduleRecordDialog {...props} form={feesForm} save={save} failure={RATE_MESSAGES.feesSaveError}>
      {(values) => (
        <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <DateField name="startDate" label="Start date" required />
            <PercentField name="baseInterestRate" label={T.baseInterestRate} />
            <MoneyField name="basicDailyFee" label={T.basicDailyFee} />
          </SimpleGrid>
          {showsAct2025Fees(values.startDate) ? (
            <FieldGroup legend={T.act2025}>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <MoneyField name="hotellingContributionDailyCap" label={T.hotellingCap} />
                <MoneyField name="nonClinicalCareContributionDailyCap" label={T.ncccDailyCap} />
                <MoneyField name="nonClinicalCareContributionLifetimeCap" label={T.ncccLifetimeCap} />
                <IntegerField name="nonClinicalCareContributionTimeLimitDays" label={T.ncccDays} min={1} />
              </SimpleGrid>
            </FieldGroup>
          ) : null}
          <RateRowsEditor name="mpirRates" label={FEES_RATE_LIST_LABELS.mpirRates} />
          <RateRowsEditor name="maximumPenaltyInterestRates" label={FEES_RATE_LIST_LABELS.maximumPenaltyInterestRates} />
        </>
      )}
    </ScheduleRecordDialog>
  );
}

export default function FeesAndCharges() {
  const query = useFeesAndCharges();
  const permission = usePermission('feesScheduleOfFeesAndCharges');
  return (
    <ScheduleScreen
      text={FEES_TEXT}
      query={query}
      canModify={permission.canModify}
      figures={(r) => <FeesFigures record={r} />}
      dialog={FeesDialog}
    />
  );
}
