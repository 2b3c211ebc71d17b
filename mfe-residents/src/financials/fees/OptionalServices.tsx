/**
 * The residency's optional services on the fees tab (seed 002 §5 "Optional services (residency)"): in view
 * mode the services with their periods and current rate; in edit mode the periods, each a facility service (GET
 * residents/{id}/open-optional-services) with start and end dates. The rules are shared-domain's residency rules, run by
 * validateFees on Save (a service is required; the dates within the service's; no overlapping or adjacent periods of
 * one service); a new row is offered only once every row has a service and a start date.
 */
import type { OpenOptionalService, ResidencyOptionalService } from 'shared-domain/contracts/finance-fees';
import { canAddPeriod, type ServiceWindow } from 'shared-domain/optional-services';
import { Box, Button, DateText, Grid, MoneyText, ResponsiveTable, Stack, Text } from 'shared-ui';
import { DateField, SelectField, useFormikContext } from 'shared-ui/form';
import { FeesSection, Muted } from './feeDisplay';
import type { FeesFormValues, OptionalServiceFormRow } from './feesForm';

export const OPTIONAL_SERVICES_TEXT = {
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

const T = OPTIONAL_SERVICES_TEXT;

/** The window of each facility service (its first rate's start to its end), for the residency rules. */
export function serviceWindows(open: readonly OpenOptionalService[]): Map<number, ServiceWindow> {
  // A service no longer open (stopped) has no window here: its saved periods are not re-checked against it.
  const windows = new Map<number, ServiceWindow>();
  for (const s of open) if (s.startDate) windows.set(s.id, { startDate: s.startDate, endDate: s.endDate });
  return windows;
}

export function OptionalServicesView({ services }: { services: readonly ResidencyOptionalService[] }) {
  return (
    <FeesSection id="optional-services" title={T.title}>
      {services.length ? (
        <ResponsiveTable
          aria-label={T.title}
          rows={services}
          rowKey={(s) => s.id}
          rowProps={() => ({ 'data-testid': 'optional-service' })}
          columns={[
            { key: 'service', header: T.service, primary: true, cell: (s) => s.typeDescription },
            { key: 'period', header: T.billingPeriod, cell: (s) => s.billingPeriod },
            { key: 'start', header: T.startDate, cell: (s) => <DateText value={s.startDate} /> },
            { key: 'end', header: T.endDate, cell: (s) => <DateText value={s.endDate} placeholder="-" /> },
            { key: 'rate', header: T.currentRate, cell: (s) => <MoneyText value={s.currentRate} /> },
          ]}
        />
      ) : (
        <Muted>{T.none}</Muted>
      )}
    </FeesSection>
  );
}

export function OptionalServicesEditor({
  services,
  saved,
}: {
  /** The facility's services the residency can take. */
  services: readonly OpenOptionalService[];
  /** The residency's services as saved (a stopped service stays selectable on its own rows). */
  saved: readonly ResidencyOptionalService[];
}) {
  const form = useFormikContext<FeesFormValues>();
  const rows = form.values.optionalServices;
  const options = [
    ...services.map((s) => ({ value: s.id, label: `${s.typeDescription} (${s.billingPeriod})` })),
    ...saved
      .filter((s) => !services.some((o) => o.id === s.optionalServiceId))
      .filter((s, i, all) => all.findIndex((x) => x.optionalServiceId === s.optionalServiceId) === i)
      .map((s) => ({ value: s.optionalServiceId, label: `${s.typeDescription} (${s.billingPeriod})` })),
  ];
  const setRows = (next: OptionalServiceFormRow[]) => void form.setFieldValue('optionalServices', next);
  const add = () => {
    const periods = rows.map((r) => ({ serviceId: r.optionalServiceId, startDate: r.startDate || null }));
    if (!canAddPeriod(periods)) {
      // The seed: a new row waits for every row's service and start date; those fields are marked.
      rows.forEach((_, i) => {
        void form.setFieldTouched(`optionalServices.${i}.optionalServiceId`, true, false);
        void form.setFieldTouched(`optionalServices.${i}.startDate`, true, false);
      });
      return;
    }
    setRows([...rows, { optionalServiceId: null, startDate: '', endDate: '' }]);
  };
  return (
    <FeesSection id="optional-services" title={T.title}>
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
            <SelectField
              name={`optionalServices.${i}.optionalServiceId`}
              label={`${T.service} ${i + 1}`}
              options={options}
              numeric
            />
            <DateField name={`optionalServices.${i}.startDate`} label={`${T.startDate} ${i + 1}`} />
            <DateField name={`optionalServices.${i}.endDate`} label={`${T.endDate} ${i + 1}`} min={r.startDate || null} />
            <Box>
              <Button
                size="sm"
                variant="ghost"
                minH={{ base: '11', lg: '9' }}
                aria-label={`${T.remove}: ${T.service} ${i + 1}`}
                onClick={() => setRows(rows.filter((_, j) => j !== i))}
              >
                {T.remove}
              </Button>
            </Box>
          </Grid>
        ))}
        <Box>
          <Button size="sm" variant="outline" minH={{ base: '11', lg: '9' }} onClick={add}>
            {T.add}
          </Button>
        </Box>
      </Stack>
    </FeesSection>
  );
}
