/**
 * /funding/view-funding-rates (fundingScheduleOfCareRates canView; canModify to add and edit): the organisation's care
 * funding rates (seed 001 §3 "Care funding rate"): the funding model (ACFI or AN-ACC), ACFI daily rates by domain and
 * level, supplements by name, and the AN-ACC fixed component (the price per NWAU and the base care tariff NWAU of each
 * category, with the daily tariff they give). These are the figures the funding tab, its AN-ACC calculator and the
 * leads' funding estimate read; a DEMO NWAU (docs/decisions.md 8) carries the DEMO badge until a figure is entered.
 */
import { usePermission } from 'shared-auth';
import type { CareFundingRate } from 'shared-domain/contracts/finance-rates';
import {
  ACFI_RATE_DOMAINS,
  ACFI_RATE_LEVELS,
  CARE_SUPPLEMENT_LABELS,
  FUNDING_MODELS,
  FUNDING_MODEL_LABELS,
} from 'shared-domain/finance/rate-schedules';
import { DEMO_BASE_CARE_TARIFF_NOTE } from 'shared-domain/finance/funding';
import { Grid, HStack, ResponsiveTable, SimpleGrid, Stack, Text } from 'shared-ui';
import { UNCONFIRMED_TEXT, UnconfirmedValue } from 'shared-ui/explain';
import { DateField, MoneyField, SelectField, TextField } from 'shared-ui/form';
import { RATE_MESSAGES, useCareFundingRates, useSaveCareFundingRate } from './rates.resource';
import {
  FieldGroup,
  Figure,
  MoneyFigure,
  ScheduleRecordDialog,
  ScheduleScreen,
  type ScheduleDialogProps,
} from './ScheduleScreen';
import { careForm } from './scheduleForms';

export const CARE_TEXT = {
  title: 'Care funding rates',
  record: 'care funding rates',
  addTitle: 'Add care funding rate',
  editTitle: 'Edit care funding rate',
  fundingModel: 'Funding model',
  anaccPrice: 'AN-ACC price per NWAU',
  acfiRates: 'ACFI daily rates',
  domain: 'Domain',
  supplements: 'Supplements',
  supplement: 'Supplement',
  amount: 'Amount',
  fixedComponent: 'AN-ACC fixed component rates',
  category: 'Base care tariff category',
  nwau: 'NWAU',
  baseCareTariff: 'Base care tariff per day',
} as const;

/** A NWAU, marked Unconfirmed (the kit's one warning state) while it is the demo data's stand-in, not a published figure. */
function NwauFigure({ nwau, isDemoValue }: { nwau: string | null; isDemoValue: boolean }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Figure value={nwau} />
      {nwau && isDemoValue ? <UnconfirmedValue of={`NWAU ${nwau}`} help={DEMO_BASE_CARE_TARIFF_NOTE} /> : null}
    </HStack>
  );
}

function CareFigures({ record }: { record: CareFundingRate }) {
  const T = CARE_TEXT;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        <Text>
          <strong>{T.fundingModel}:</strong> {FUNDING_MODEL_LABELS[record.fundingModel]}
        </Text>
        {record.fundingModel === 'ANACC' ? (
          <Text>
            <strong>{T.anaccPrice}:</strong> <MoneyFigure value={record.anaccPricePerNwau} />
          </Text>
        ) : null}
      </SimpleGrid>
      {record.fundingModel === 'ACFI' ? (
        <ResponsiveTable
          aria-label={T.acfiRates}
          size="sm"
          rows={ACFI_RATE_DOMAINS.map((d) => d)}
          rowKey={(d) => d}
          columns={[
            { key: 'domain', header: T.domain, primary: true, cell: (d) => d },
            ...ACFI_RATE_LEVELS.map((l) => ({
              key: l,
              header: l,
              cell: (d: string) => (
                <MoneyFigure value={record.acfiRates.find((a) => a.acfiDomain === d && a.acfiLevel === l)?.dailyRate ?? null} />
              ),
            })),
          ]}
        />
      ) : (
        <ResponsiveTable
          aria-label={T.fixedComponent}
          size="sm"
          rows={record.anaccFixedComponentRates}
          rowKey={(b) => b.bctCategory}
          columns={[
            { key: 'category', header: T.category, primary: true, cell: (b) => b.bctCategory },
            { key: 'nwau', header: T.nwau, cell: (b) => <NwauFigure nwau={b.nwau} isDemoValue={b.isDemoValue} /> },
            { key: 'tariff', header: T.baseCareTariff, cell: (b) => <MoneyFigure value={b.baseCareTariff} /> },
          ]}
        />
      )}
      <ResponsiveTable
        aria-label={T.supplements}
        size="sm"
        rows={record.supplements}
        rowKey={(s) => s.name}
        columns={[
          { key: 'name', header: T.supplement, primary: true, cell: (s) => CARE_SUPPLEMENT_LABELS[s.name] },
          { key: 'amount', header: T.amount, cell: (s) => <MoneyFigure value={s.amount} /> },
        ]}
      />
    </Stack>
  );
}

function CareDialog(props: ScheduleDialogProps<CareFundingRate>) {
  const save = useSaveCareFundingRate();
  const T = CARE_TEXT;
  return (
    <ScheduleRecordDialog {...props} form={careForm} save={save} failure={RATE_MESSAGES.fundingRateSaveError}>
      {(values) => (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <DateField name="startDate" label="Start date" required />
            <SelectField
              name="fundingModel"
              label={T.fundingModel}
              required
              options={FUNDING_MODELS.map((m) => ({ value: m, label: FUNDING_MODEL_LABELS[m] }))}
            />
          </SimpleGrid>
          {values.fundingModel === 'ACFI' ? (
            <FieldGroup legend={T.acfiRates}>
              <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' }} gap="2">
                {values.acfiRates.map((a, i) => (
                  <MoneyField
                    key={`${a.acfiDomain}-${a.acfiLevel}`}
                    name={`acfiRates.${i}.dailyRate`}
                    label={`${a.acfiDomain} ${a.acfiLevel}`}
                  />
                ))}
              </Grid>
            </FieldGroup>
          ) : (
            <FieldGroup legend={T.fixedComponent}>
              <MoneyField name="anaccPricePerNwau" label={T.anaccPrice} />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
                {values.anaccFixedComponentRates.map((b, i) => {
                  // Unconfirmed while the stored stand-in is kept (the server clears the mark on a change).
                  const stored = props.record?.anaccFixedComponentRates.find((x) => x.bctCategory === b.bctCategory);
                  const demo = !!stored?.isDemoValue && stored.nwau === b.nwau;
                  return (
                    <TextField
                      key={b.bctCategory}
                      name={`anaccFixedComponentRates.${i}.nwau`}
                      label={`${T.nwau}: ${b.bctCategory}`}
                      helpText={demo ? `${UNCONFIRMED_TEXT.label}. ${DEMO_BASE_CARE_TARIFF_NOTE}` : undefined}
                    />
                  );
                })}
              </SimpleGrid>
            </FieldGroup>
          )}
          <FieldGroup legend={T.supplements}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
              {values.supplements.map((s, i) => (
                <MoneyField key={s.name} name={`supplements.${i}.amount`} label={CARE_SUPPLEMENT_LABELS[s.name]} />
              ))}
            </SimpleGrid>
          </FieldGroup>
        </>
      )}
    </ScheduleRecordDialog>
  );
}

export default function CareFundingRates() {
  const query = useCareFundingRates();
  const permission = usePermission('fundingScheduleOfCareRates');
  return (
    <ScheduleScreen
      text={CARE_TEXT}
      query={query}
      canModify={permission.canModify}
      columns={[{ key: 'model', header: CARE_TEXT.fundingModel, cell: (r) => FUNDING_MODEL_LABELS[r.fundingModel] }]}
      figures={(r) => <CareFigures record={r} />}
      dialog={CareDialog}
    />
  );
}
