/**
 * A residency's optional services (seed 002 §5 "Optional services (residency)"), shown and edited the same way
 * wherever a residency's fees are (the resident fees tab, the independent-living finance screen). View: the services
 * with their periods and the current rate, which opens the service's rates when the answer carries them. Edit: the
 * periods, each a facility service with start and end dates, bound to a formik field of `ResidencyServiceRow`s; a new
 * row is offered only once every row has a service and a start date (shared-domain's `canAddPeriod`; otherwise those
 * fields are marked). The save's rules are shared-domain's `optionalServicePeriodErrors`, run by the screen on Save.
 */
import type { OpenOptionalService, ResidencyOptionalService } from 'shared-domain/contracts/finance-fees';
import { canAddPeriod, type ResidencyServiceRow } from 'shared-domain/optional-services';
import { Box, Button, DateText, Grid, MoneyText, ResponsiveTable, Stack, Text } from 'shared-ui';
import { DateField, SelectField, getIn, useFormikContext } from 'shared-ui/form';
import { ServiceRatesButton } from './ServiceRates';

export const RESIDENCY_SERVICES_TEXT = {
  title: 'Optional services',
  service: 'Service',
  billingPeriod: 'Billing period',
  startDate: 'Start date',
  endDate: 'End date',
  currentRate: 'Current rate',
  add: 'Add optional service',
  remove: 'Remove',
  none: 'No optional services.',
} as const;

const T = RESIDENCY_SERVICES_TEXT;

export interface ResidencyServicesTableProps {
  services: readonly ResidencyOptionalService[];
  /** The table's accessible name (default 'Optional services'). */
  label?: string;
  /** The day whose rate the popover marks latest (default: today in Melbourne). */
  today?: string;
}

/** The residency's services with their periods and current rate (its rate popover when the rates are known). */
export function ResidencyServicesTable({ services, label = T.title, today }: ResidencyServicesTableProps) {
  if (!services.length) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {T.none}
      </Text>
    );
  }
  return (
    <ResponsiveTable
      aria-label={label}
      rows={services}
      rowKey={(s) => s.id}
      rowProps={() => ({ 'data-testid': 'optional-service' })}
      columns={[
        { key: 'service', header: T.service, primary: true, cell: (s) => s.typeDescription },
        { key: 'period', header: T.billingPeriod, cell: (s) => s.billingPeriod },
        { key: 'start', header: T.startDate, cell: (s) => <DateText value={s.startDate} /> },
        { key: 'end', header: T.endDate, cell: (s) => <DateText value={s.endDate} placeholder="-" /> },
        {
          key: 'rate',
          header: T.currentRate,
          cell: (s) =>
            s.applicableRatesList?.length ? (
              <ServiceRatesButton
                service={s.typeDescription}
                rates={s.applicableRatesList}
                currentRate={s.currentRate}
                today={today}
              />
            ) : (
              <MoneyText value={s.currentRate} />
            ),
        },
      ]}
    />
  );
}

export interface OptionalServicesEditorProps {
  /** The formik field holding the rows (`ResidencyServiceRow[]`): 'optionalServices', 'residencies.0.optionalServices'. */
  name: string;
  /** The facility's services the residency can take. */
  services: readonly OpenOptionalService[];
  /** The residency's services as saved (a stopped service stays selectable on its own rows). */
  saved: readonly ResidencyOptionalService[];
  /** Names the rows' controls where a page has two editors (a resident's name): 'Service 1, Ann Lee'. */
  context?: string;
}

/** The residency's service periods as form rows: a service, a start date and an end date each, with add and remove. */
export function OptionalServicesEditor({ name, services, saved, context }: OptionalServicesEditorProps) {
  const form = useFormikContext<unknown>();
  const rows = (getIn(form.values, name) as ResidencyServiceRow[] | undefined) ?? [];
  const options = [
    ...services.map((s) => ({ value: s.id, label: `${s.typeDescription} (${s.billingPeriod})` })),
    ...saved
      .filter((s) => !services.some((o) => o.id === s.optionalServiceId))
      .filter((s, i, all) => all.findIndex((x) => x.optionalServiceId === s.optionalServiceId) === i)
      .map((s) => ({ value: s.optionalServiceId, label: `${s.typeDescription} (${s.billingPeriod})` })),
  ];
  const label = (text: string, i: number) => `${text} ${i + 1}${context ? `, ${context}` : ''}`;
  const setRows = (next: ResidencyServiceRow[]) => void form.setFieldValue(name, next);
  const add = () => {
    const periods = rows.map((r) => ({ serviceId: r.optionalServiceId, startDate: r.startDate || null }));
    if (!canAddPeriod(periods)) {
      // A new row waits for every row's service and start date; those fields are marked.
      rows.forEach((_, i) => {
        void form.setFieldTouched(`${name}.${i}.optionalServiceId`, true, false);
        void form.setFieldTouched(`${name}.${i}.startDate`, true, false);
      });
      return;
    }
    setRows([...rows, { optionalServiceId: null, startDate: '', endDate: '' }]);
  };
  return (
    <Stack gap="3">
      {rows.length === 0 ? <Text color="fg.muted">{T.none}</Text> : null}
      {rows.map((r, i) => (
        <Grid
          key={r.id ?? `new-${i}`}
          templateColumns={{ base: '1fr', md: '2fr 1fr 1fr auto' }}
          gap="2"
          alignItems="end"
          data-testid="optional-service-row"
        >
          <SelectField name={`${name}.${i}.optionalServiceId`} label={label(T.service, i)} options={options} numeric />
          <DateField name={`${name}.${i}.startDate`} label={label(T.startDate, i)} />
          <DateField name={`${name}.${i}.endDate`} label={label(T.endDate, i)} min={r.startDate || null} />
          <Box>
            <Button
              size="sm"
              variant="ghost"
              minH={{ base: '11', lg: '9' }}
              aria-label={`${T.remove}: ${label(T.service, i)}`}
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
            >
              {T.remove}
            </Button>
          </Box>
        </Grid>
      ))}
      <Box>
        <Button
          size="sm"
          variant="outline"
          minH={{ base: '11', lg: '9' }}
          aria-label={context ? `${T.add}, ${context}` : undefined}
          onClick={add}
        >
          {T.add}
        </Button>
      </Box>
    </Stack>
  );
}
