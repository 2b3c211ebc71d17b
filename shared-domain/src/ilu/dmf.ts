/**
 * The accrued deferred management fee (DMF) of an independent-living resident, explained: the DMF unit price it is
 * calculated on, the date it is calculated to, and the accrual over the schedule's rows. Pure and decimal; the finance
 * screen, the fees-and-charges API and the settlements report all call these functions.
 *
 * The rules, stated once:
 * - DMF unit price: the agreed (ingoing) price for the 'IngoingUnitCost' calculation type, the settlement (resale) price
 *   for 'OutgoingUnitCost' (missing until the settlement price is entered).
 * - DMF calculation date: the vacating date when the unit is vacated, else today (an estimate as at today).
 * - Accrued DMF = the sum over the schedule's rows of DMF unit price x days x rate / 36500, or the minimum rate percent
 *   of the DMF unit price when that is larger; rounded to the cent (half-up) once, at the end.
 * - The days of a row are the days of the occupancy (from the admission date, counted, to the calculation date, not
 *   counted: daysBetween(admission, calculation date)) that fall in the row's period (dmf-schedule `dmfSchedulePeriods`:
 *   calendar months from the admission date; a day the month lacks rolls forward to the first of the next month).
 *   Nothing accrues past the last row's period. Rows without a month or a rate (or zero) are left out, as on save.
 * - A decision of ours: a row never accrues more than its share of the schedule, rate x months / 12 percent of the
 *   price. A period of 12 calendar months across 29 February has 366 days, and 366 days x 6 / 36500 would be
 *   6.0164 % instead of the 6 % the schedule states for that year (and its total column shows); with the cap a
 *   completed row gives exactly its share (the last day of such a period adds nothing) and the schedule's total is the
 *   most the schedule can accrue.
 */
import Decimal from 'decimal.js';
import { formatPercent } from '../amounts';
import type { DmfUnitCostCalculationType } from '../enums';
import { DMF_UNIT_COST_CALCULATION_TYPE_LABELS } from '../labels';
import { daysBetween, formatDate, toDateOnly } from '../dates';
import { toDecimal } from '../money';
import type { Explained, ExplainedInput } from '../finance/explained';
import { decimalOrNull, explainedMoney, ILU_FIGURE_MISSING, ILU_SOURCES, shownMoney as money, type DecimalText } from './explain';
import { dmfRowShare, dmfSchedulePeriods, type DmfScheduleRow } from './dmf-schedule';

/** A count of days as shown: '1,096 days', '1 day'. */
const dayCount = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${n === 1 ? 'day' : 'days'}`;

export interface DmfUnitPriceInput {
  /** The DMF unit cost calculation type of the allocation's DMF (null before one is chosen). */
  calculationType: DmfUnitCostCalculationType | null;
  /** The agreed (ingoing) price. */
  agreedPrice: DecimalText;
  /** The settlement (resale) price, entered when the settlement is finalised. */
  settlementPrice: DecimalText;
}

/** The price the DMF is calculated on: the agreed price, or the settlement price (outgoing unit cost). */
export function dmfUnitPrice(i: DmfUnitPriceInput): Explained<string> {
  const formula =
    'DMF unit price = the agreed price (ingoing unit cost), or the settlement price (outgoing unit cost), as the DMF calculation type says';
  if (!i.calculationType) {
    return {
      value: null,
      formula,
      inputs: [{ label: 'DMF calculation type', value: 'Not chosen' }],
      missing: ILU_FIGURE_MISSING.calculationType,
    };
  }
  const typeInput: ExplainedInput = {
    label: 'DMF calculation type',
    value: DMF_UNIT_COST_CALCULATION_TYPE_LABELS[i.calculationType],
    source: ILU_SOURCES.schedule,
  };
  if (i.calculationType === 'IngoingUnitCost') {
    const agreed = decimalOrNull(i.agreedPrice);
    const inputs = [
      typeInput,
      { label: 'Agreed price', value: agreed ? money(agreed) : 'Not entered', source: ILU_SOURCES.fees },
    ];
    return explainedMoney(agreed, formula, inputs, ILU_FIGURE_MISSING.agreedPrice);
  }
  const settlement = decimalOrNull(i.settlementPrice);
  const inputs = [
    typeInput,
    { label: 'Settlement price', value: settlement ? money(settlement) : 'Not entered', source: ILU_SOURCES.settlement },
  ];
  return explainedMoney(settlement, formula, inputs, ILU_FIGURE_MISSING.settlementPriceForDmf);
}

/**
 * The date the DMF is calculated to: the vacating (departure) date when the unit is vacated, else today, which makes
 * the accrued DMF and the refund an estimate as at today. Both 'YYYY-MM-DD' (or a `...Utc` date-only instant).
 */
export function dmfCalculationDate({ vacatingDate, today }: { vacatingDate: string | null; today: string }): string {
  return toDateOnly(vacatingDate) ?? toDateOnly(today);
}

/** `dmfCalculationDate`, explained. */
export function explainedDmfCalculationDate(i: { vacatingDate: string | null; today: string }): Explained<string> {
  const vacated = toDateOnly(i.vacatingDate);
  return {
    value: dmfCalculationDate(i),
    formula: 'DMF calculation date = the vacating date when the unit is vacated, else today (an estimate as at today)',
    inputs: vacated
      ? [{ label: 'Vacating date', value: formatDate(vacated), source: ILU_SOURCES.departure }]
      : [
          { label: 'Vacating date', value: 'Not vacated' },
          { label: 'Today', value: formatDate(i.today) },
        ],
  };
}

export interface AccruedDmfInput extends DmfUnitPriceInput {
  admissionDate: string | null;
  vacatingDate: string | null;
  /** Today's date ('YYYY-MM-DD'): the calculation date while the unit is not vacated. */
  today: string;
  /** The minimum DMF in percent of the DMF unit price (blank: no minimum). */
  minimumRate: DecimalText;
  schedule: readonly DmfScheduleRow[];
}

const ACCRUED_FORMULA =
  "Accrued DMF = the larger of: the sum over the DMF schedule's rows of DMF unit price x days in the row's period x rate / 36500 (each row at most its rate x months / 12 percent of the price), and the minimum rate percent of the DMF unit price; rounded to the cent";

/**
 * The accrued DMF as at the DMF calculation date, explained (see the rules at the top of this file).
 * Example (worked in the tests): Catalina Village's schedule on an agreed price of $500,000 from 1 Jul 2023, vacated on
 * 1 Oct 2025 (2 years 3 months, 823 days, all in the first row's 36 months at 6 % a year):
 * 500,000 x 823 x 6 / 36500 = $67,643.84.
 */
export function accruedDmf(i: AccruedDmfInput): Explained<string> {
  const price = dmfUnitPrice(i);
  if (price.value === null || !i.calculationType) {
    return { value: null, formula: ACCRUED_FORMULA, inputs: price.inputs, missing: price.missing };
  }
  const priceInput: ExplainedInput = {
    label: `DMF unit price (${DMF_UNIT_COST_CALCULATION_TYPE_LABELS[i.calculationType].toLowerCase()})`,
    value: money(price.value),
    source: i.calculationType === 'OutgoingUnitCost' ? ILU_SOURCES.settlement : ILU_SOURCES.fees,
  };
  const admission = toDateOnly(i.admissionDate);
  if (!admission) {
    return {
      value: null,
      formula: ACCRUED_FORMULA,
      inputs: [priceInput, { label: 'Admission date', value: 'Not admitted' }],
      missing: ILU_FIGURE_MISSING.admissionDate,
    };
  }
  const unitPrice = toDecimal(price.value);
  const calculationDate = dmfCalculationDate(i);
  const occupancyDays = Math.max(0, daysBetween(admission, calculationDate));
  const inputs: ExplainedInput[] = [
    priceInput,
    { label: 'Admission date', value: formatDate(admission), source: ILU_SOURCES.admission },
    {
      label: 'DMF calculation date',
      value: formatDate(calculationDate),
      source: toDateOnly(i.vacatingDate) ? ILU_SOURCES.departure : ILU_SOURCES.today,
    },
    { label: 'Days of occupancy (admission date counted, calculation date not)', value: dayCount(occupancyDays) },
  ];

  let scheduled = new Decimal(0);
  const periods = dmfSchedulePeriods(i.schedule, admission);
  for (const p of periods) {
    const to = p.end < calculationDate ? p.end : calculationDate;
    const days = Math.max(0, daysBetween(p.start, to));
    const rate = toDecimal(p.value);
    const uncapped = unitPrice.times(days).times(rate).div(36500);
    const share = dmfRowShare({ effectiveMonth: p.effectiveMonth, value: p.value }) as Decimal;
    const cap = unitPrice.times(share).div(100);
    const capped = uncapped.gt(cap);
    const accrued = capped ? cap : uncapped;
    scheduled = scheduled.plus(accrued);
    inputs.push({
      label: `Row ${p.feeOrderNumber}: ${formatPercent(rate.toString())} a year for ${p.effectiveMonth} ${p.effectiveMonth === 1 ? 'month' : 'months'}, ${formatDate(p.start)} to ${formatDate(p.lastDay)}`,
      value: `${dayCount(days)}: ${money(accrued)}${capped ? ` (at most the row's ${formatPercent(share.toString())} share)` : ''}`,
      effectiveDate: p.start,
      source: ILU_SOURCES.schedule,
    });
  }
  if (!periods.length)
    inputs.push({ label: 'DMF schedule', value: 'No rows with a month and a rate', source: ILU_SOURCES.schedule });
  const minimumRate = decimalOrNull(i.minimumRate);
  const minimum = minimumRate?.gt(0) ? unitPrice.times(minimumRate).div(100) : new Decimal(0);
  inputs.push(
    { label: 'Accrued on the schedule', value: money(scheduled) },
    {
      label: 'Minimum rate',
      value: minimumRate?.gt(0) ? formatPercent(minimumRate.toString()) : 'None',
      source: ILU_SOURCES.schedule,
    },
    { label: 'Minimum DMF (minimum rate x DMF unit price)', value: money(minimum) },
  );
  return explainedMoney(Decimal.max(scheduled, minimum), ACCRUED_FORMULA, inputs);
}
