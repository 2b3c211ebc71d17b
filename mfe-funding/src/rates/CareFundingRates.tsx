/**
 * /funding/view-funding-rates (fundingScheduleOfCareRates canView; canModify to add and edit): the organisation's care
 * funding rates (seed 001 §3 "Care funding rate"): the funding model (ACFI or AN-ACC), ACFI daily rates by domain and
 * level, supplements by name, and the AN-ACC fixed component (the price per NWAU and the base care tariff NWAU of each
 * category, with the daily tariff they give). These are the figures the funding tab, its AN-ACC calculator and the
 * leads' funding estimate read; a DEMO NWAU (docs/decisions.md 8) carries the DEMO badge until a figure is entered.
 * An AN-ACC record also carries its class weights (NWAU and care minutes per class, the daily rate each gives at the
 * record's price, and where each comes from); a weight loaded from unconfirmed reference figures is marked Unconfirmed
 * until someone enters the figure (then the source names them).
 */
import { usePermission } from 'shared-auth';
import { formatCurrency } from 'shared-domain/amounts';
import type { AnaccClassWeight, CareFundingRate } from 'shared-domain/contracts/finance-rates';
import {
  ACFI_RATE_DOMAINS,
  ACFI_RATE_LEVELS,
  CARE_SUPPLEMENT_LABELS,
  FUNDING_MODELS,
  FUNDING_MODEL_LABELS,
  anaccWeightClassLabel,
  figureOrNull,
  isAmountOrBlank,
  isNwauOrBlank,
  type ClassWeightInput,
} from 'shared-domain/finance/rate-schedules';
import { DEMO_BASE_CARE_TARIFF_NOTE, UNCONFIRMED_CLASS_WEIGHT_NOTE, anaccComponentRate } from 'shared-domain/finance/funding';
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
  classWeights: 'AN-ACC class weights',
  anaccClass: 'AN-ACC class',
  totalCareMinutes: 'Total care minutes',
  registeredNurseCareMinutes: 'Registered nurse care minutes',
  dailyRate: 'Daily rate',
  source: 'Source',
  noClassWeights: 'No class weights entered: the variable component of a class without a weight is not computed.',
} as const;

/** A class weight's unconfirmed mark, opened to say what it lacks and where the published figure goes. */
function ClassNwauFigure({ weight }: { weight: AnaccClassWeight }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Figure value={weight.nwau} />
      {weight.isUnconfirmed ? <UnconfirmedValue of={`NWAU ${weight.nwau}`} help={UNCONFIRMED_CLASS_WEIGHT_NOTE} /> : null}
    </HStack>
  );
}

/** The class weights of an AN-ACC record: NWAU, care minutes, the daily rate at the record's price and the source. */
function ClassWeightsTable({ record }: { record: CareFundingRate }) {
  const T = CARE_TEXT;
  if (!record.anaccClassWeights.length) return <Text color="fg.muted">{T.noClassWeights}</Text>;
  const minutes = (v: number | null) => <Figure value={v === null ? null : String(v)} />;
  return (
    <ResponsiveTable
      aria-label={T.classWeights}
      size="sm"
      rows={record.anaccClassWeights}
      rowKey={(w) => String(w.anaccClass)}
      columns={[
        { key: 'class', header: T.anaccClass, primary: true, cell: (w) => anaccWeightClassLabel(w.anaccClass) },
        { key: 'nwau', header: T.nwau, cell: (w) => <ClassNwauFigure weight={w} /> },
        { key: 'rate', header: T.dailyRate, cell: (w) => <MoneyFigure value={w.dailyRate} /> },
        { key: 'total', header: T.totalCareMinutes, cell: (w) => minutes(w.totalCareMinutes) },
        { key: 'rn', header: T.registeredNurseCareMinutes, cell: (w) => minutes(w.registeredNurseCareMinutes) },
        { key: 'source', header: T.source, cell: (w) => w.source ?? '-' },
      ]}
    />
  );
}

/** The daily rate a weight being entered gives at the price being entered (NWAU x price), or nothing while either is invalid. */
function enteredRate(nwau: string, price: string): string | null {
  if (!figureOrNull(nwau) || !figureOrNull(price) || !isNwauOrBlank(nwau) || !isAmountOrBlank(price)) return null;
  return anaccComponentRate(nwau.trim(), price.trim());
}

/** The fields of one class's weight; its help says the rate it gives, its source, and Unconfirmed while kept as loaded. */
function ClassWeightFields({
  weight,
  index,
  price,
  stored,
}: {
  weight: ClassWeightInput;
  index: number;
  price: string;
  stored: AnaccClassWeight | undefined;
}) {
  const T = CARE_TEXT;
  const label = anaccWeightClassLabel(weight.anaccClass);
  const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  // Unconfirmed while the stored figures are kept (the server clears the mark on a change).
  const kept =
    !!stored &&
    stored.nwau === weight.nwau &&
    text(stored.totalCareMinutes) === weight.totalCareMinutes &&
    text(stored.registeredNurseCareMinutes) === weight.registeredNurseCareMinutes;
  const rate = enteredRate(weight.nwau, price);
  const help = [
    rate ? `${T.dailyRate} ${formatCurrency(rate)}` : null,
    kept && stored.source ? `${T.source}: ${stored.source}` : null,
    kept && stored.isUnconfirmed ? `${UNCONFIRMED_TEXT.label}. ${UNCONFIRMED_CLASS_WEIGHT_NOTE}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Grid
      templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }}
      gap="2"
      data-testid={`class-weight-${weight.anaccClass}`}
    >
      <TextField name={`anaccClassWeights.${index}.nwau`} label={`${T.nwau}: ${label}`} helpText={help || undefined} />
      <TextField name={`anaccClassWeights.${index}.totalCareMinutes`} label={`${T.totalCareMinutes}: ${label}`} />
      <TextField
        name={`anaccClassWeights.${index}.registeredNurseCareMinutes`}
        label={`${T.registeredNurseCareMinutes}: ${label}`}
      />
    </Grid>
  );
}

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
      {record.fundingModel === 'ANACC' ? <ClassWeightsTable record={record} /> : null}
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
          {values.fundingModel === 'ANACC' ? (
            <FieldGroup legend={T.classWeights}>
              <Stack gap="3">
                {values.anaccClassWeights.map((w, i) => (
                  <ClassWeightFields
                    key={w.anaccClass}
                    weight={w}
                    index={i}
                    price={values.anaccPricePerNwau}
                    stored={props.record?.anaccClassWeights.find((x) => x.anaccClass === w.anaccClass)}
                  />
                ))}
              </Stack>
            </FieldGroup>
          ) : null}
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
