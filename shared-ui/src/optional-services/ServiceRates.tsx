/**
 * An optional service's rates (seed 002 §2: "each service has a rate popover with columns AMOUNT and EFFECTIVE DATE
 * (format dd MMM yyyy), the current rate row marked latest"): the table, which the admin screen's service dialog shows,
 * and the popover, the service's current rate as a button that opens the table in a small panel (a residency's services
 * on the independent-living finance screen). Which rate is in force is shared-domain's `rateIndexOn`.
 */
import { useState } from 'react';
import { formatCurrency } from 'shared-domain/amounts';
import { melbourneToday } from 'shared-domain/dates';
import { rateIndexOn, type ServiceRate } from 'shared-domain/optional-services';
import { Badge, Button, DateText, MoneyText, ResponsiveTable } from 'shared-ui';
import { InfoDialog } from 'shared-ui/explain';

export const SERVICE_RATES_TEXT = {
  amount: 'AMOUNT',
  effectiveDate: 'EFFECTIVE DATE',
  latest: 'latest',
  rates: 'Rates',
  /** The popover's title: 'Newspapers rates'. */
  title: (service: string) => `${service} rates`,
} as const;

const T = SERVICE_RATES_TEXT;

export interface ServiceRatesTableProps {
  rates: readonly ServiceRate[];
  /** The table's accessible name ('Rates: Newspapers'). */
  label: string;
  /** The day whose rate is marked latest (default: today in Melbourne). */
  today?: string;
}

/** The rates with AMOUNT and EFFECTIVE DATE (dd MMM yyyy), the one in force today marked latest. */
export function ServiceRatesTable({ rates, label, today = melbourneToday() }: ServiceRatesTableProps) {
  const current = rateIndexOn(rates, today);
  return (
    <ResponsiveTable
      aria-label={label}
      size="sm"
      rows={rates.map((r, i) => ({ ...r, i }))}
      rowKey={(r) => `${r.startDate}-${r.i}`}
      rowProps={(r) => ({
        'data-testid': 'service-rate-row',
        'data-latest': r.i === current || undefined,
        'aria-current': r.i === current ? 'true' : undefined,
      })}
      columns={[
        { key: 'amount', header: T.amount, cell: (r) => <MoneyText value={r.value} /> },
        {
          key: 'date',
          header: T.effectiveDate,
          cell: (r) => (
            <>
              <DateText value={r.startDate} />
              {r.i === current ? (
                <>
                  {' '}
                  <Badge colorPalette="green" ms="1">
                    {T.latest}
                  </Badge>
                </>
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}

export interface ServiceRatesButtonProps {
  /** The service's name ('Newspapers'): the panel's title and the button's accessible name. */
  service: string;
  rates: readonly ServiceRate[];
  /** The rate in force today, shown on the button. */
  currentRate: string;
  today?: string;
}

/** The rate popover: the current rate as a button ('Rates: Newspapers, $5.00') opening the service's rates. */
export function ServiceRatesButton({ service, rates, currentRate, today }: ServiceRatesButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="plain"
        size="sm"
        px="0"
        h="auto"
        minW="0"
        minH={{ base: '11', lg: 'auto' }}
        textDecoration="underline dotted"
        textUnderlineOffset="3px"
        aria-label={`${T.rates}: ${service}, ${formatCurrency(currentRate)}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="service-rates-button"
      >
        <MoneyText value={currentRate} />
      </Button>
      {open ? (
        <InfoDialog open title={T.title(service)} onClose={() => setOpen(false)}>
          <ServiceRatesTable rates={rates} label={`${T.rates}: ${service}`} today={today} />
        </InfoDialog>
      ) : null}
    </>
  );
}
