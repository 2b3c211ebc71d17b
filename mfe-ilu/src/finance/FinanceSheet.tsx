/**
 * The finance screen's sections (seed 002 §2 "Finance screen", §3 "Fees and charges (ILU)", §9), the same in view and
 * edit mode: the unit and its people (assigned unit, published price, responsible resident, each residency's bill
 * payer with a link to the contact details), the prices and dates, the DMF terms and schedule, the ingoing contribution
 * and costs, the figures (each opens its explanation: formula, inputs, result) and each residency's optional services.
 * In edit mode `editor` renders the form's fields in place of a part's read-only lines; the figures are those of the
 * form as it stands.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatPercent } from 'shared-domain/amounts';
import type { IluFeesAndCharges, IluResidencyFinanceFees } from 'shared-domain/contracts/ilu';
import { formatDate } from 'shared-domain/dates';
import type { IluFinanceFigures } from 'shared-domain/ilu';
import { BILL_PAYER_TYPE_LABELS, DMF_UNIT_COST_CALCULATION_TYPE_LABELS } from 'shared-domain/labels';
import { Card, DateText, Heading, Link, MoneyText, ResponsiveTable, SimpleGrid, Stack, Text } from 'shared-ui';
import { FigureLine, ValueLine } from 'shared-ui/explain';
import { RESIDENCY_SERVICES_TEXT, ResidencyServicesTable } from 'shared-ui/optional-services';
import type { IluFinanceFormValues } from './financeForm';

export const FINANCE_TEXT = {
  unit: 'Unit and residents',
  assignedUnit: 'Assigned unit',
  noUnit: 'No unit assigned',
  unitType: 'Unit type',
  location: 'Location',
  publishedPrice: 'Published price',
  responsibleResident: 'Responsible resident',
  billPayer: 'Bill payer',
  /** The link's accessible name: 'Contact details of the bill payer of Ann Lee'. */
  billPayerLink: (residentName: string) => `Contact details of the bill payer of ${residentName}`,
  prices: 'Prices and dates',
  agreedPrice: 'Agreed price',
  contractSignedDate: 'Contract signed date',
  depositPaidDate: 'Deposit paid date',
  balancePaidDate: 'Balance paid date',
  settlementPrice: 'Settlement price',
  settlementDate: 'Settlement date',
  dmf: 'Deferred management fee',
  dmfCalculationType: 'DMF calculation type',
  minimumRate: 'Minimum rate',
  capitalGainRate: 'Resident capital gain rate',
  capitalLossRate: 'Resident capital loss rate',
  schedule: 'DMF schedule',
  months: 'Months',
  rate: 'Rate (% p.a.)',
  total: 'Total (%)',
  noSchedule: 'No DMF schedule has been entered.',
  ingoing: 'Ingoing contribution and costs',
  ingoingEntries: 'Ingoing contribution entries',
  effectiveDate: 'Effective date',
  amount: 'Amount',
  noEntries: 'No ingoing contribution has been entered.',
  calculatedIngoing: 'Ingoing contribution calculated by the billing system',
  additionalCosts: 'Additional costs',
  figures: 'Refund estimate',
  dmfUnitPrice: 'DMF unit price',
  dmfCalculationDate: 'DMF calculation date',
  accruedDmf: 'Accrued DMF',
  capitalGain: 'Capital gain',
  capitalLoss: 'Capital loss',
  ingoingContribution: 'Ingoing contribution',
  estimatedRefund: 'Estimated refund',
  optionalServices: (residentName: string) => `${RESIDENCY_SERVICES_TEXT.title}: ${residentName}`,
  notRecorded: 'Not recorded',
} as const;

const T = FINANCE_TEXT;

/** The parts whose read-only lines the edit mode replaces with the form's fields. */
export type FinanceEditorPart = 'billPayer' | 'prices' | 'dmf' | 'schedule' | 'ingoing' | 'optionalServices';

export interface FinanceSheetModel {
  fees: IluFeesAndCharges;
  values: IluFinanceFormValues;
  figures: IluFinanceFigures;
  /** Where a residency's bill payer's contact details are (the residents area's record, the enquiry's edit page). */
  contactPath: (residency: IluResidencyFinanceFees) => string;
  /** Edit mode: the fields of a part (of residency `index` for the per-residency parts). */
  editor?: (part: FinanceEditorPart, index?: number) => ReactNode;
}

/** One card of the screen, named by its heading. */
export function FinanceSection({
  id,
  title,
  children,
  wide,
}: {
  id: string;
  title: string;
  children: ReactNode;
  /** Across both columns (the optional services editor's rows need the width: service, dates, remove). */
  wide?: boolean;
}) {
  const headingId = `ilu-finance-${id}`;
  return (
    <Card.Root
      as="section"
      variant="outline"
      size="sm"
      aria-labelledby={headingId}
      data-testid={`finance-${id}`}
      minW="0"
      gridColumn={wide ? '1 / -1' : undefined}
    >
      <Card.Header>
        <Heading as="h3" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="2">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

const Muted = ({ children }: { children: ReactNode }) => (
  <Text as="span" color="fg.muted" fontSize="sm">
    {children}
  </Text>
);

const percentOrNone = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? null : formatPercent(v));

function Money({ value }: { value: string | null }) {
  return value === null ? <Muted>{T.notRecorded}</Muted> : <MoneyText value={value} />;
}

function Day({ value }: { value: string | null }) {
  return value ? <DateText value={value} /> : <Muted>{T.notRecorded}</Muted>;
}

function Percent({ value }: { value: string | null }) {
  const shown = percentOrNone(value);
  return shown ? <>{shown}</> : <Muted>{T.notRecorded}</Muted>;
}

/** The bill payer of a residency: its type and name, a link to where the payer's contact details are kept. */
function BillPayerLine({ model, residency }: { model: FinanceSheetModel; residency: IluResidencyFinanceFees }) {
  const type = BILL_PAYER_TYPE_LABELS[residency.billPayerType];
  return (
    <ValueLine label={`${T.billPayer}: ${residency.residentName}`} testId={`bill-payer-${residency.residencyId}`}>
      <Link asChild colorPalette="brand" aria-label={`${T.billPayerLink(residency.residentName)}: ${type}`}>
        <RouterLink to={model.contactPath(residency)}>
          {residency.billPayerFullName ? `${residency.billPayerFullName} (${type.toLowerCase()})` : type}
        </RouterLink>
      </Link>
    </ValueLine>
  );
}

/** The schedule as saved: months, rate a year and the running total (shared-domain's row totals). */
function ScheduleTable({ model }: { model: FinanceSheetModel }) {
  const rows = model.values.deferredManagementFeesSchedule.map((r, i) => ({ ...r, total: model.figures.rowTotals[i] }));
  if (!model.fees.deferredManagementFeeDto.deferredManagementFeesSchedule.length) return <Muted>{T.noSchedule}</Muted>;
  return (
    <ResponsiveTable
      aria-label={T.schedule}
      size="sm"
      rows={rows}
      rowKey={(_, i) => i}
      rowProps={() => ({ 'data-testid': 'dmf-schedule-row' })}
      columns={[
        { key: 'months', header: T.months, cell: (r) => r.effectiveMonth || '-' },
        { key: 'rate', header: T.rate, cell: (r) => percentOrNone(r.value) ?? '-' },
        { key: 'total', header: T.total, cell: (r) => percentOrNone(r.total) ?? '-' },
      ]}
    />
  );
}

function IngoingLines({ model }: { model: FinanceSheetModel }) {
  const fees = model.fees;
  if (fees.isBillingIntegratedFacility) {
    return (
      <ValueLine label={T.calculatedIngoing} testId="calculated-ingoing">
        <Money value={fees.financialSummaryAndUnitCostsDto.calculatedIngoingContributionFromTechone} />
      </ValueLine>
    );
  }
  if (!fees.ingoingContributionEntries.length) return <Muted>{T.noEntries}</Muted>;
  return (
    <ResponsiveTable
      aria-label={T.ingoingEntries}
      size="sm"
      rows={fees.ingoingContributionEntries}
      rowKey={(e, i) => `${e.id ?? 'new'}-${i}`}
      rowProps={() => ({ 'data-testid': 'ingoing-entry' })}
      columns={[
        { key: 'date', header: T.effectiveDate, cell: (e) => <DateText value={e.effectiveFromDate} /> },
        { key: 'amount', header: T.amount, cell: (e) => <MoneyText value={e.value} /> },
      ]}
    />
  );
}

export function FinanceSheet({ model }: { model: FinanceSheetModel }) {
  const { fees, figures, editor } = model;
  const s = fees.financialSummaryAndUnitCostsDto;
  const dmf = fees.deferredManagementFeeDto;
  const unit = fees.assignedAccommodationDto;
  const gain = figures.capitalGain;
  const gainLabel = gain.value !== null && gain.value.startsWith('-') ? T.capitalLoss : T.capitalGain;

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" data-testid="finance-sheet">
      <FinanceSection id="unit" title={T.unit}>
        <ValueLine label={T.assignedUnit} testId="assigned-unit">
          {unit ? unit.unitNumber : <Muted>{T.noUnit}</Muted>}
        </ValueLine>
        {unit ? (
          <>
            <ValueLine label={T.unitType}>{unit.unitType ?? '-'}</ValueLine>
            <ValueLine label={T.location}>{unit.location ?? '-'}</ValueLine>
          </>
        ) : null}
        <ValueLine label={T.publishedPrice} testId="published-price">
          <Money value={s.publishedPrice} />
        </ValueLine>
        <ValueLine label={T.responsibleResident} testId="responsible-resident">
          {s.responsibleResident ?? <Muted>{T.notRecorded}</Muted>}
        </ValueLine>
        {fees.iluResidencyFinanceFees.map((r, i) => (
          <Stack key={r.residencyId} gap="2">
            <BillPayerLine model={model} residency={r} />
            {editor?.('billPayer', i)}
          </Stack>
        ))}
      </FinanceSection>

      <FinanceSection id="prices" title={T.prices}>
        {editor ? (
          editor('prices')
        ) : (
          <>
            <ValueLine label={T.agreedPrice} testId="agreed-price">
              <Money value={s.agreedPrice} />
            </ValueLine>
            <ValueLine label={T.contractSignedDate} testId="contract-signed-date">
              <Day value={s.contractSignedDateUtc} />
            </ValueLine>
            <ValueLine label={T.depositPaidDate} testId="deposit-paid-date">
              <Day value={s.depositPaidDateUtc} />
            </ValueLine>
            <ValueLine label={T.balancePaidDate} testId="balance-paid-date">
              <Day value={s.balancePaidDateUtc} />
            </ValueLine>
          </>
        )}
        {/* The settlement is finalised by its own action ('Finalise settlement'), never edited here. */}
        <ValueLine label={T.settlementPrice} testId="settlement-price">
          <Money value={s.settlementPrice} />
        </ValueLine>
        <ValueLine label={T.settlementDate} testId="settlement-date">
          <Day value={s.settlementDateUtc} />
        </ValueLine>
      </FinanceSection>

      <FinanceSection id="dmf" title={T.dmf}>
        {editor ? (
          editor('dmf')
        ) : (
          <>
            <ValueLine label={T.dmfCalculationType} testId="dmf-calculation-type">
              {DMF_UNIT_COST_CALCULATION_TYPE_LABELS[dmf.dmfUnitCostCalculationType]}
            </ValueLine>
            <ValueLine label={T.minimumRate} testId="minimum-rate">
              <Percent value={dmf.minimumRate} />
            </ValueLine>
            <ValueLine label={T.capitalGainRate} testId="capital-gain-rate">
              <Percent value={s.residentCapitalGainRate} />
            </ValueLine>
            <ValueLine label={T.capitalLossRate} testId="capital-loss-rate">
              <Percent value={s.residentCapitalLossRate} />
            </ValueLine>
          </>
        )}
        <Heading as="h4" size="sm" mt="2">
          {T.schedule}
        </Heading>
        {editor ? editor('schedule') : <ScheduleTable model={model} />}
      </FinanceSection>

      <FinanceSection id="ingoing" title={T.ingoing}>
        {editor ? (
          editor('ingoing')
        ) : (
          <>
            <IngoingLines model={model} />
            <ValueLine label={T.additionalCosts} testId="additional-costs">
              <Money value={s.additionalCosts} />
            </ValueLine>
          </>
        )}
      </FinanceSection>

      <FinanceSection id="figures" title={T.figures}>
        <FigureLine label={T.dmfUnitPrice} figure={figures.dmfUnitPrice} testId="figure-dmf-unit-price" />
        <FigureLine
          label={T.dmfCalculationDate}
          figure={figures.calculationDate}
          format={(v) => formatDate(v)}
          testId="figure-dmf-calculation-date"
        />
        <FigureLine label={T.accruedDmf} figure={figures.accruedDmf} testId="figure-accrued-dmf" />
        <FigureLine label={gainLabel} figure={gain} testId="figure-capital-gain" />
        <FigureLine label={T.ingoingContribution} figure={figures.ingoingContribution} testId="figure-ingoing-contribution" />
        <FigureLine label={T.estimatedRefund} figure={figures.estimatedRefund} testId="figure-estimated-refund" />
      </FinanceSection>

      {fees.iluResidencyFinanceFees.map((r, i) => (
        <FinanceSection
          key={r.residencyId}
          id={`optional-services-${r.residencyId}`}
          title={T.optionalServices(r.residentName)}
          wide={!!editor}
        >
          {editor ? (
            editor('optionalServices', i)
          ) : (
            <ResidencyServicesTable services={r.optionalServices} label={T.optionalServices(r.residentName)} />
          )}
        </FinanceSection>
      ))}
    </SimpleGrid>
  );
}
