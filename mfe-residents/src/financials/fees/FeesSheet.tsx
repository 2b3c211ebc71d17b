/**
 * The fees tab's sections (seed 001 §3 "Finance fees", §9), the same in view and edit mode: the
 * support level, care fees, accommodation (agreed room price, MPIR, RAD/RAC paid and remaining, calculated RAC, DAC, DAP,
 * top-up DAC, refunds, balance progress, drawdowns), retention, the Act 2025 contributions, the pre-2014 arrangements,
 * hardship, legal notice, bill payment details and optional services. Every effective-dated value shows the one in force
 * today with its history; every computed figure opens its explanation. In edit mode each list has an Edit button (the
 * effective-date editor) and the record's own fields are form fields (`editor` renders them).
 */
import type { ReactNode } from 'react';
import type { ResidentFinanceEffectiveDateType } from 'shared-domain';
import { formatPercent } from 'shared-domain/amounts';
import type { FeesFigures, FeesRate, FinanceFeesResponse } from 'shared-domain/contracts/finance-fees';
import { retentionEndDate } from 'shared-domain/finance/retention';
import { DAP_MESSAGES } from 'shared-domain/finance/dap';
import { latestOn, type FeeEntry } from 'shared-domain/finance/fees';
import { PRE2014_PAYMENTS, bondPaid, isBondLevel } from 'shared-domain/finance/pre2014';
import { CONTRIBUTION_CLASS_LABELS, DRAWDOWN_FLAGS, DRAWDOWN_LABELS } from 'shared-domain/finance/labels';
import { PAYMENT_METHOD_LABELS, RESIDENT_FINANCE_EFFECTIVE_DATE_TYPE_LABELS as TYPE_LABELS, labelOf } from 'shared-domain/labels';
import { ACCOMMODATION_CLASS_LABELS } from 'shared-domain/stay';
import { Button, DateText, MoneyText, SimpleGrid, Text } from 'shared-ui';
import { FeeHistoryButton, FeeHistoryTable } from './FeeHistory';
import { FigureLine, ValueLine } from 'shared-ui/explain';
import { FeeValue, FeesSection, Muted, ProgressLine, percent, yesNo } from './feeDisplay';
import type { FeesFormValues } from './feesForm';

export const FEES_TEXT = {
  edit: 'Edit',
  from: 'from',
  none: 'None',
  notRecorded: 'Not recorded',
  supportLevel: 'Support level',
  careFees: 'Care fees',
  accommodation: 'Accommodation',
  accommodationClass: 'Accommodation class',
  mpir: 'MPIR for the agreed room price',
  refundableRad: 'Refundable RAD',
  refundableRac: 'Refundable RAC',
  bond: 'Accommodation bond',
  paid: 'paid',
  held: 'held',
  remaining: 'remaining',
  mpirShort: 'MPIR',
  calculatedRac: 'Calculated RAC',
  dapCharged: 'Daily accommodation payment charged',
  refunded: 'Refunded amount from lump sum deposit',
  supportedProgress: 'Supported balance progress',
  unsupportedProgress: 'Unsupported balance progress',
  drawdowns: 'Drawdowns',
  retention: 'Retention',
  monthlyRetention: 'Monthly retention',
  totalRetention: 'Total retention',
  retentionStarts: 'Retention starts',
  retentionEnds: 'Last day retained',
  act2025: 'Aged Care Act 2025 contributions',
  hotelling: 'Hotelling contribution (daily)',
  nccc: 'Non-clinical care contribution (daily)',
  ncccLifetime: 'Non-clinical care contribution lifetime cap',
  ncccTimeLimit: 'Non-clinical care contribution four-year limit',
  contribution: 'Contribution class',
  pre2014: 'Pre-2014 arrangements',
  pre2014CareLevel: 'Pre-2014 care level',
  pre2014ContinueCare: 'Continuing care',
  accommodationCost: 'Accommodation cost',
  bondAmount: 'Bond amount',
  bondInterestRate: 'Bond interest rate',
  bondDailyAmount: 'Bond daily amount',
  bondPayments: 'Bond payments made',
  of: 'of',
  hardship: 'Hardship',
  billPayment: 'Bill payment details',
  paymentMethod: 'Payment method',
  accountName: 'Account name',
  bankName: 'Bank',
  bsb: 'BSB',
  accountNumber: 'Account number',
  invoiceBy: 'Invoices by',
  ccEmail: 'CC email',
  email: 'Email',
  post: 'Post',
} as const;

const T = FEES_TEXT;

/** The record's own fields the edit mode renders as form fields. */
export type FeesEditorPart = 'accommodationClass' | 'refunded' | 'drawdowns' | 'contribution' | 'pre2014' | 'optionalServices';

export interface SheetModel {
  response: FinanceFeesResponse;
  /** The entries shown (as loaded, or as the form stands). */
  entries: readonly FeeEntry[];
  figures: FeesFigures;
  mpir: { rate: FeesRate | null; message: string | null };
  values: FeesFormValues;
  today: string;
  /** The tab's {isPrivateResidency} segment. */
  isPrivate: boolean;
  /** The Act 2025 sections show (the server's isAct2025 in view mode; recomputed as the form stands in edit mode). */
  isAct2025: boolean;
  /** Edit mode: opens a type's effective-date editor. */
  onEdit?: (type: ResidentFinanceEffectiveDateType) => void;
  /** Edit mode: the form fields of a part ('drawdowns', 'pre2014', ...), in place of its read-only lines. */
  editor?: (part: FeesEditorPart) => ReactNode;
  /** The legal notice section (residents only). */
  legalNotice?: ReactNode;
  /** The optional services as shown in view mode. */
  optionalServices: ReactNode;
}

/** A type's history and (edit mode) the button opening its effective-date editor. */
function TypeActions({ model, type }: { model: SheetModel; type: ResidentFinanceEffectiveDateType }) {
  return (
    <>
      <FeeHistoryButton entries={model.entries} type={type} today={model.today} />
      {model.onEdit ? (
        <Button
          size="xs"
          variant="outline"
          minH={{ base: '11', lg: '8' }}
          aria-label={`${T.edit}: ${TYPE_LABELS[type]}`}
          onClick={() => model.onEdit?.(type)}
        >
          {T.edit}
        </Button>
      ) : null}
    </>
  );
}

/** One effective-dated value: the one in force today, its date, its history and (edit mode) its editor. */
function TypeLine({
  model,
  type,
  label,
  empty = T.notRecorded,
}: {
  model: SheetModel;
  type: ResidentFinanceEffectiveDateType;
  label?: string;
  /** What shows without a value in force (e.g. the DAP: the calculated one is charged). */
  empty?: string;
}) {
  const latest = latestOn(model.entries, type, model.today);
  const name = label ?? TYPE_LABELS[type];
  return (
    <ValueLine label={name} testId={`fee-${type}`} extra={<TypeActions model={model} type={type} />}>
      {latest ? (
        <>
          <FeeValue type={type} entry={latest} />{' '}
          <Muted>
            {T.from} <DateText value={latest.effectiveFromDate} />
          </Muted>
        </>
      ) : (
        <Muted>{empty}</Muted>
      )}
    </ValueLine>
  );
}

/** The payments of a type: their total so far (paid figure) with the history and the payment dialog. */
function PaymentsLine({
  model,
  type,
  label,
  figure,
}: {
  model: SheetModel;
  type: 'RadPaid' | 'RacPaid';
  label: string;
  figure: FeesFigures['refundableAccommodationDepositPaid'];
}) {
  return (
    <>
      <FigureLine label={label} figure={figure} testId={`figure-${type}`} />
      <ValueLine label={TYPE_LABELS[type]} extra={<TypeActions model={model} type={type} />}>
        <Muted>{model.entries.filter((e) => e.effectiveDateType === type).length} recorded</Muted>
      </ValueLine>
    </>
  );
}

export function FeesSheet({ model }: { model: SheetModel }) {
  const fees = model.response.financeFees;
  const f = model.figures;
  const v = model.values;
  const bond = isBondLevel({
    pre2014Care: v.pre2014.pre2014Care,
    pre2014CareLevel: v.pre2014.pre2014CareLevel || null,
    pre2014ContinueCare: v.pre2014.pre2014ContinueCare,
  });
  // A pre-2014 bond shows its own figures under bond labels (the bond amount paid); RAD figures keep RAD labels and show
  // only when the resident has RAD payments or an agreed room price.
  const hasRad = model.entries.some((e) => e.effectiveDateType === 'RadPaid' || e.effectiveDateType === 'AgreedRoomPrice');
  const showRad = !bond || hasRad;
  const arp = latestOn(model.entries, 'AgreedRoomPrice', model.today);
  const payments = model.entries
    .filter((e) => (e.effectiveDateType === 'RadPaid' || e.effectiveDateType === 'RacPaid') && e.effectiveFromDate)
    .map((e) => e.effectiveFromDate)
    .sort();
  const firstPayment = payments[0] ?? null;
  const showPrivate =
    model.isPrivate || fees.isPrivateResidency || model.entries.some((e) => e.effectiveDateType === 'PrivateDailyCareFee');
  const checkedDrawdowns = DRAWDOWN_FLAGS.filter((d) => v.drawdowns[d]);
  const billing = fees.billPaymentDetails;

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" data-testid="fees-sheet">
      <FeesSection id="support-level" title={T.supportLevel}>
        <TypeLine model={model} type="SupportLevel" />
      </FeesSection>

      <FeesSection id="care-fees" title={T.careFees}>
        <TypeLine model={model} type="BasicDailyCareFee" />
        <TypeLine model={model} type="MeansTestCareFee" />
        {showPrivate ? <TypeLine model={model} type="PrivateDailyCareFee" /> : null}
        {model.editor ? (
          model.editor('contribution')
        ) : (
          <ValueLine label={T.contribution}>
            {labelOf(CONTRIBUTION_CLASS_LABELS, fees.contributionClass) || T.notRecorded}
          </ValueLine>
        )}
      </FeesSection>

      <FeesSection id="accommodation" title={T.accommodation}>
        {model.editor ? (
          model.editor('accommodationClass')
        ) : (
          <ValueLine label={T.accommodationClass} testId="accommodation-class">
            {labelOf(ACCOMMODATION_CLASS_LABELS, v.accommodationClass || null) || T.notRecorded}
          </ValueLine>
        )}
        <TypeLine model={model} type="AgreedRoomPrice" />
        {arp || model.mpir.message ? (
          <ValueLine label={arp ? T.mpir : T.mpirShort} testId="mpir">
            {model.mpir.rate ? (
              <>
                {formatPercent(model.mpir.rate.rate)}{' '}
                <Muted>
                  {T.from} <DateText value={model.mpir.rate.startDateUtc} />
                </Muted>
              </>
            ) : model.mpir.message ? (
              <Text as="span" color="red.700" fontWeight="medium" data-testid="mpir-message">
                {model.mpir.message}
              </Text>
            ) : (
              <Muted>{T.notRecorded}</Muted>
            )}
          </ValueLine>
        ) : null}
        {bond ? (
          <FigureLine label={`${T.bond} ${T.paid}`} figure={bondPaid(fees.pre2014.bondAmount)} testId="figure-bond-paid" />
        ) : null}
        {showRad ? (
          <>
            <PaymentsLine
              model={model}
              type="RadPaid"
              label={`${T.refundableRad} ${T.paid}`}
              figure={f.refundableAccommodationDepositPaid}
            />
            <FigureLine
              label={`${T.refundableRad} ${T.held}`}
              figure={f.refundableAccommodationDepositHeld}
              testId="figure-rad-held"
            />
            <FigureLine
              label={`${T.refundableRad} ${T.remaining}`}
              figure={f.refundableAccommodationDepositRemaining}
              testId="figure-rad-remaining"
            />
          </>
        ) : null}
        <PaymentsLine
          model={model}
          type="RacPaid"
          label={`${T.refundableRac} ${T.paid}`}
          figure={f.refundableAccommodationContributionPaid}
        />
        <FigureLine
          label={`${T.refundableRac} ${T.held}`}
          figure={f.refundableAccommodationContributionHeld}
          testId="figure-rac-held"
        />
        <FigureLine
          label={`${T.refundableRac} ${T.remaining}`}
          figure={f.refundableAccommodationContributionRemaining}
          testId="figure-rac-remaining"
        />
        <FigureLine
          label={T.calculatedRac}
          figure={f.refundableAccommodationContributionCalculated}
          testId="figure-calculated-rac"
        />
        <TypeLine model={model} type="DailyAccommodationContribution" />
        <TypeLine
          model={model}
          type="DailyAccommodationPayment"
          empty={f.dailyAccommodationPayment ? DAP_MESSAGES.notEntered : undefined}
        />
        <FigureLine label={T.dapCharged} figure={f.dailyAccommodationPayment} testId="figure-dap" flagMissing />
        <TypeLine model={model} type="TopupDailyAccommodationContribution" />
        {model.editor ? (
          model.editor('refunded')
        ) : (
          <ValueLine label={T.refunded}>
            <MoneyText value={fees.refundedAmountFromLumpSumDeposit} />
          </ValueLine>
        )}
        <ProgressLine label={T.supportedProgress} figure={f.supportedBalanceProgressPercentage} testId="progress-supported" />
        <ProgressLine
          label={T.unsupportedProgress}
          figure={f.unsupportedBalanceProgressPercentage}
          testId="progress-unsupported"
        />
        {model.editor ? (
          model.editor('drawdowns')
        ) : (
          <ValueLine label={T.drawdowns} testId="drawdowns">
            {checkedDrawdowns.length ? checkedDrawdowns.map((d) => DRAWDOWN_LABELS[d]).join(', ') : T.none}
          </ValueLine>
        )}
      </FeesSection>

      {f.monthlyRetentionFee || f.totalRetentionFee ? (
        <FeesSection id="retention" title={T.retention}>
          <FigureLine label={T.monthlyRetention} figure={f.monthlyRetentionFee} testId="figure-monthly-retention" />
          <FigureLine label={T.totalRetention} figure={f.totalRetentionFee} testId="figure-total-retention" />
          <ValueLine label={T.retentionStarts}>
            <DateText value={firstPayment} placeholder="-" />
          </ValueLine>
          <ValueLine label={T.retentionEnds}>
            <DateText value={firstPayment ? retentionEndDate(firstPayment) : null} placeholder="-" />
          </ValueLine>
        </FeesSection>
      ) : null}

      {model.isAct2025 ? (
        <FeesSection id="act-2025" title={T.act2025}>
          <TypeLine model={model} type="HotellingContributionFee" />
          <FigureLine label={T.hotelling} figure={f.hotellingContribution} testId="figure-hotelling" />
          <TypeLine model={model} type="NonClinicalCareContributionFee" />
          <FigureLine label={T.nccc} figure={f.nonClinicalCareContribution} testId="figure-nccc" />
          <ProgressLine
            label={T.ncccLifetime}
            figure={f.nonClinicalCareContributionLifetimeProgress}
            testId="progress-nccc-lifetime"
          />
          <ProgressLine
            label={T.ncccTimeLimit}
            figure={f.nonClinicalCareContributionTimeLimitProgress}
            testId="progress-nccc-time"
          />
        </FeesSection>
      ) : null}

      {model.editor || v.pre2014.pre2014Care ? (
        <FeesSection id="pre-2014" title={T.pre2014}>
          {model.editor ? (
            model.editor('pre2014')
          ) : (
            <>
              <ValueLine label={T.pre2014CareLevel}>{v.pre2014.pre2014CareLevel || T.notRecorded}</ValueLine>
              <ValueLine label={T.pre2014ContinueCare}>{yesNo(v.pre2014.pre2014ContinueCare)}</ValueLine>
              <ValueLine label={T.accommodationCost}>
                <MoneyText value={fees.pre2014.accommodationCost} placeholder={T.notRecorded} />
              </ValueLine>
              <ValueLine label={T.bondAmount}>
                <MoneyText value={fees.pre2014.bondAmount} placeholder={T.notRecorded} />
              </ValueLine>
              <ValueLine label={T.bondInterestRate}>
                {fees.pre2014.bondInterestRate === null ? T.notRecorded : percent(String(fees.pre2014.bondInterestRate))}
              </ValueLine>
            </>
          )}
          {v.pre2014.pre2014Care ? (
            <>
              <FigureLine label={T.bondDailyAmount} figure={f.pre2014BondDailyAmount} testId="figure-bond-daily" />
              {f.pre2014PaymentsMade !== null ? (
                <ValueLine label={T.bondPayments} testId="bond-payments">
                  {f.pre2014PaymentsMade} {T.of} {PRE2014_PAYMENTS}
                </ValueLine>
              ) : null}
              <TypeLine model={model} type="Pre2014MonthlyAmountFee" />
              <TypeLine model={model} type="Pre2014IncomeTestFee" />
              <TypeLine model={model} type="IngoingContribution" />
            </>
          ) : null}
        </FeesSection>
      ) : null}

      <FeesSection id="hardship" title={T.hardship}>
        <TypeLine model={model} type="Hardship" />
        <FeeHistoryTable entries={model.entries} type="Hardship" today={model.today} />
      </FeesSection>

      {model.legalNotice}

      <FeesSection id="bill-payment" title={T.billPayment}>
        {billing ? (
          <>
            <ValueLine label={T.paymentMethod}>
              {labelOf(PAYMENT_METHOD_LABELS, billing.paymentMethod) || T.notRecorded}
            </ValueLine>
            <ValueLine label={T.accountName}>{billing.accountName || '-'}</ValueLine>
            <ValueLine label={T.bankName}>{billing.bankName || '-'}</ValueLine>
            <ValueLine label={T.bsb}>{billing.bsb || '-'}</ValueLine>
            <ValueLine label={T.accountNumber}>{billing.accountNumber || '-'}</ValueLine>
            <ValueLine label={T.invoiceBy}>
              {[billing.isInvoiceEmail ? T.email : null, billing.isInvoicePost ? T.post : null].filter(Boolean).join(', ') ||
                T.none}
            </ValueLine>
            <ValueLine label={T.ccEmail}>{billing.ccEmail || '-'}</ValueLine>
          </>
        ) : (
          <Muted>{T.notRecorded}</Muted>
        )}
      </FeesSection>

      {model.editor ? model.editor('optionalServices') : model.optionalServices}
    </SimpleGrid>
  );
}
