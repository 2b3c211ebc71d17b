/**
 * The funding tab (seed 000 §3 "Funding", §9; seed 001 §3 "AN-ACC components"): which AN-ACC class funds the
 * resident (actual, else expected, else the care type's default class), the support level in force, the respite care
 * level rule, and the daily basic subsidy = fixed component base care tariff + variable component rate, explained.
 * The AN-ACC price per NWAU and the base care tariff NWAU of the facility's category come from one place: the
 * organisation's care funding rate in force on the day (Funding - Care funding rates; `careFundingSchedule`).
 * Pure and decimal (finance/explained.ts); the API computes with these and the screen shows what they return.
 */
import { formatCurrency } from '../amounts';
import { formatDate } from '../dates';
import { DEFAULT_SUPPORT_LEVEL, RespiteCareLevel, type SupportLevel } from '../enums';
import { anaccRate, dailyBasicSubsidy as subsidySum } from '../leads';
import { toDecimal, type DecimalInput } from '../money';
import { ANACC_CLASSES, anaccClassText, anaccClassesFor } from '../resident-funding';
import type { Explained, ExplainedInput } from './explained';

/** Where the AN-ACC price and the base care tariff NWAUs are entered (seed 001 §2 /funding/view-funding-rates). */
export const CARE_FUNDING_RATES_SCREEN = 'Funding - Care funding rates';

/** What the daily basic subsidy needs and does not have (the explanation's `missing`): what, and where to enter it. */
export const FUNDING_TAB_MISSING = {
  schedule: `No care funding rate is in force on this date: add one in ${CARE_FUNDING_RATES_SCREEN}.`,
  price: (recordStart: string) =>
    `The AN-ACC price per NWAU is not entered in the care funding rate from ${formatDate(recordStart)}: enter it in ${CARE_FUNDING_RATES_SCREEN}.`,
  bctCategory:
    "The facility's base care tariff category (its AN-ACC fixed component: MMM classification and category) is not recorded for this date.",
  baseCareTariff: (bctCategory: string, recordStart: string) =>
    `The base care tariff NWAU of ${bctCategory} is not entered in the care funding rate from ${formatDate(recordStart)}: enter it in ${CARE_FUNDING_RATES_SCREEN}.`,
  variableComponent: 'No AN-ACC class: enter the expected AN-ACC class or use the AN-ACC calculator.',
} as const;

/**
 * What an unconfirmed base care tariff NWAU lacks (the demo data's stand-in, docs/decisions.md 8): shown when its
 * "Unconfirmed" badge is opened, the one way every screen marks a figure that is not a published one.
 */
export const DEMO_BASE_CARE_TARIFF_NOTE = `Not a published figure: the base care tariff NWAU is not in the reference data. Enter the figure from the Schedule of Subsidies and Supplements in ${CARE_FUNDING_RATES_SCREEN}.`;
/** What an unconfirmed AN-ACC class NWAU lacks (loaded from reference figures that are not confirmed). */
export const UNCONFIRMED_CLASS_WEIGHT_NOTE = `Not a published figure: the class NWAU was loaded from reference figures that are not confirmed. Enter the figure from the Schedule of Subsidies and Supplements in ${CARE_FUNDING_RATES_SCREEN}.`;
/** Added to an explanation's source when the figure it read is unconfirmed. */
export const UNCONFIRMED_SOURCE_SUFFIX = ' (unconfirmed)';

/** The respite care level (Low, High) applies to respite residents only; others keep Unknown. */
export const RESPITE_CARE_LEVEL_ONLY_FOR_RESPITE = 'Respite care level applies to respite residents only.';
export const RESPITE_CARE_LEVEL_REQUIRED = 'Respite care level is required.';

export const DAILY_BASIC_SUBSIDY_FORMULA =
  'Daily basic subsidy = fixed component base care tariff (base care tariff NWAU x AN-ACC price) + variable component rate ' +
  '(class NWAU x AN-ACC price); each component is rounded half up to the cent before they are added';

const nwauText = (nwau: DecimalInput) => toDecimal(nwau).toString();

/** An AN-ACC component's daily rate = NWAU x AN-ACC price per NWAU, rounded half up to the cent ('215.82'). */
export function anaccComponentRate(nwau: DecimalInput, pricePerNwau: DecimalInput): string {
  return anaccRate(toDecimal(nwau), toDecimal(pricePerNwau));
}

/**
 * What the AN-ACC figures read from the organisation's care funding rate in force on the funding date (the one source
 * of the AN-ACC price per NWAU and of the base care tariff NWAU), with the facility's category. Null: no record is in
 * force on the date.
 */
export interface CareFundingScheduleInput {
  /** The record's start day ('YYYY-MM-DD'): the explanation names the record by it. */
  startDate: string;
  /** The record's AN-ACC price per NWAU (null: not entered). */
  anaccPricePerNwau: DecimalInput | null;
  /** The facility's base care tariff category on the date (null: none recorded for the facility). */
  bctCategory: string | null;
  /** That category's base care tariff NWAU in the record (null: not entered). */
  baseCareTariffNwau: DecimalInput | null;
  /** The NWAU is a DEMO value (docs/decisions.md 8). */
  isDemoValue?: boolean;
  /** The facility's MMM classification, for the explanation. */
  mmmClassification?: string | null;
}

/**
 * The schedule input from the care funding rate record in force (null: none) and the facility's category on the day
 * (null: none recorded): the record's price, and the NWAU (with its DEMO flag) of the facility's category.
 */
export function careFundingSchedule(
  record: {
    startDate: string;
    anaccPricePerNwau: DecimalInput | null;
    baseCareTariffs: ReadonlyArray<{ bctCategory: string; nwau: DecimalInput | null; isDemoValue?: boolean }>;
  } | null,
  facility: { bctCategory: string; mmmClassification?: string | null } | null,
): CareFundingScheduleInput | null {
  if (!record) return null;
  const tariff = facility ? record.baseCareTariffs.find((b) => b.bctCategory === facility.bctCategory) : undefined;
  return {
    startDate: record.startDate,
    anaccPricePerNwau: record.anaccPricePerNwau,
    bctCategory: facility?.bctCategory ?? null,
    baseCareTariffNwau: tariff?.nwau ?? null,
    isDemoValue: !!tariff?.nwau && !!tariff.isDemoValue,
    mmmClassification: facility?.mmmClassification ?? null,
  };
}

/**
 * The schedule input again from what the funding tab's answer carries (its care funding rate, the facility's category
 * and MMM classification): the AN-ACC calculator recomputes the subsidy with exactly the server's input.
 */
export function scheduleFromFunding(f: {
  careFundingRate: {
    startDate: string;
    anaccPricePerNwau: string | null;
    baseCareTariffNwau: string | null;
    isDemoValue: boolean;
  } | null;
  bctCategory: string | null;
  mmmClassification: string | null;
}): CareFundingScheduleInput | null {
  const r = f.careFundingRate;
  if (!r) return null;
  return {
    startDate: r.startDate,
    anaccPricePerNwau: r.anaccPricePerNwau,
    bctCategory: f.bctCategory,
    baseCareTariffNwau: r.baseCareTariffNwau,
    isDemoValue: r.isDemoValue,
    mmmClassification: f.mmmClassification,
  };
}

/** The AN-ACC price per NWAU of the schedule input ('295.64'), or null when there is no record or no price. */
export function scheduleAnaccPrice(schedule: CareFundingScheduleInput | null): string | null {
  const v = schedule?.anaccPricePerNwau;
  return v === null || v === undefined || String(v).trim() === '' ? null : toDecimal(v).toFixed(2);
}

/**
 * The base care tariff per day = the category's NWAU x the AN-ACC price, to the cent, with the NWAU as stored
 * ('0.5000'); null while the record, the price, the category or its NWAU is missing.
 */
export function scheduleBaseCareTariff(
  schedule: CareFundingScheduleInput | null,
): { baseCareTariff: string; nwau: string } | null {
  const price = scheduleAnaccPrice(schedule);
  const nwau = schedule?.baseCareTariffNwau;
  if (!price || !schedule?.bctCategory || nwau === null || nwau === undefined || String(nwau).trim() === '') return null;
  return { baseCareTariff: anaccComponentRate(nwau, price), nwau: String(nwau).trim() };
}

export interface VariableComponentInput {
  anaccClass: number;
  nwau: DecimalInput;
  isActual: boolean;
  isDefault: boolean;
  /** The classification date (expected or actual class), when there is one. */
  classificationDate?: string | null;
  /** Where the class comes from, when it is none of actual, expected or default (the AN-ACC calculator's choice). */
  source?: string;
  /** The class's NWAU is not a published figure (the care funding rate's weight is marked unconfirmed). */
  isUnconfirmed?: boolean;
}

function classSource(v: VariableComponentInput): string {
  const suffix = v.isUnconfirmed ? UNCONFIRMED_SOURCE_SUFFIX : '';
  if (v.source) return v.source + suffix;
  if (v.isActual) return 'Actual AN-ACC classification' + suffix;
  if (v.isDefault) return 'Default AN-ACC class of the care type' + suffix;
  return 'Expected AN-ACC classification' + suffix;
}

/** The explanation's source of a care funding rate record's figure ('Funding - Care funding rates, record from 01 Oct 2025'). */
export const careFundingRateSource = (recordStart: string) =>
  `${CARE_FUNDING_RATES_SCREEN}, record from ${formatDate(recordStart)}`;

/**
 * Daily basic subsidy = base care tariff + variable component rate (seed 000 §9), each component NWAU x the AN-ACC price
 * of the care funding rate in force, to the cent. The price and the base care tariff NWAU of the facility's category
 * come from that record (named as the source); without the record, the price, the category, its NWAU or a class the
 * figure is missing, and says what is missing and where to enter it.
 */
export function dailyBasicSubsidy(p: {
  schedule: CareFundingScheduleInput | null;
  variable: VariableComponentInput | null;
}): Explained<string> {
  const inputs: ExplainedInput[] = [];
  const formula = DAILY_BASIC_SUBSIDY_FORMULA;
  const schedule = p.schedule;
  if (!schedule) return { value: null, formula, inputs, missing: FUNDING_TAB_MISSING.schedule };
  const priceValue = scheduleAnaccPrice(schedule);
  if (!priceValue) return { value: null, formula, inputs, missing: FUNDING_TAB_MISSING.price(schedule.startDate) };
  const source = careFundingRateSource(schedule.startDate);
  const price = toDecimal(priceValue);
  const priceText = formatCurrency(price.toFixed(2));
  inputs.push({ label: 'AN-ACC price per NWAU', value: priceText, effectiveDate: schedule.startDate, source });

  const tariff = scheduleBaseCareTariff(schedule);
  if (tariff) {
    const where = [schedule.bctCategory, schedule.mmmClassification].filter(Boolean).join(', ');
    inputs.push({
      label: 'Base care tariff (fixed component)',
      value: `${formatCurrency(tariff.baseCareTariff)} = NWAU ${nwauText(tariff.nwau)} x ${priceText}`,
      effectiveDate: schedule.startDate,
      source: `${source}: ${where}${schedule.isDemoValue ? UNCONFIRMED_SOURCE_SUFFIX : ''}`,
    });
  }

  let rate: string | null = null;
  if (p.variable) {
    rate = anaccComponentRate(p.variable.nwau, price);
    const text = anaccClassText(p.variable.anaccClass) ?? `Class ${p.variable.anaccClass}`;
    inputs.push({
      label: `Variable component rate (${text})`,
      value: `${formatCurrency(rate)} = NWAU ${nwauText(p.variable.nwau)} x ${priceText}`,
      ...(p.variable.classificationDate ? { effectiveDate: p.variable.classificationDate } : {}),
      source: classSource(p.variable),
    });
  }

  if (!tariff) {
    const missing = schedule.bctCategory
      ? FUNDING_TAB_MISSING.baseCareTariff(schedule.bctCategory, schedule.startDate)
      : FUNDING_TAB_MISSING.bctCategory;
    return { value: null, formula, inputs, missing };
  }
  if (rate === null) return { value: null, formula, inputs, missing: FUNDING_TAB_MISSING.variableComponent };
  // The sum is the leads' estimate's own rule (shared-domain/leads): one formula for the daily basic subsidy.
  return { value: subsidySum(tariff.baseCareTariff, rate), formula, inputs };
}

export interface ClassWeightInput {
  anaccClass: number;
  nwau: DecimalInput;
  isDefault: boolean;
}

export interface ChosenClassification {
  anaccClass: number;
  anaccClassText: string;
  nwau: string;
  isActual: boolean;
  isDefault: boolean;
  classificationDate: string | null;
}

/**
 * The class that funds the resident: the actual classification, else the expected one, else the class weights mark as
 * the default of the care type (permanent classes 1-13, respite 101-103). A class without a weight in force is no
 * classification (null): its rate cannot be computed.
 */
export function fundingClassification(p: {
  careType: string;
  actual?: { anaccClass: number; classificationDate: string | null } | null;
  expected?: { anaccClass: number; classificationDate: string | null } | null;
  weights: readonly ClassWeightInput[];
}): ChosenClassification | null {
  const ofCareType = new Set(anaccClassesFor(p.careType).map((c) => c.anaccClass));
  const weight = (anaccClass: number) => p.weights.find((w) => w.anaccClass === anaccClass);
  const pick = (c: { anaccClass: number; classificationDate: string | null }, isActual: boolean) => {
    const w = weight(c.anaccClass);
    if (!w) return null;
    return {
      anaccClass: c.anaccClass,
      anaccClassText: anaccClassText(c.anaccClass) ?? `Class ${c.anaccClass}`,
      nwau: nwauText(w.nwau),
      isActual,
      isDefault: false,
      classificationDate: c.classificationDate,
    };
  };
  if (p.actual) return pick(p.actual, true);
  if (p.expected) return pick(p.expected, false);
  const d = p.weights.find((w) => w.isDefault && ofCareType.has(w.anaccClass));
  if (!d) return null;
  return {
    anaccClass: d.anaccClass,
    anaccClassText: anaccClassText(d.anaccClass) ?? `Class ${d.anaccClass}`,
    nwau: nwauText(d.nwau),
    isActual: false,
    isDefault: true,
    classificationDate: null,
  };
}

/**
 * The support level the funding tab shows: the SupportLevel entry in force on `today` (the latest effective date on or
 * before it); with none in force, the residency's own level; default Unknown (seed 000 §3).
 */
export function supportLevelOn(
  entries: ReadonlyArray<{ effectiveFromDate: string; supportLevel: SupportLevel | null }>,
  today: string,
  fallback: SupportLevel | null = null,
): SupportLevel {
  let best: { effectiveFromDate: string; supportLevel: SupportLevel | null } | null = null;
  for (const e of entries) {
    if (e.effectiveFromDate > today || !e.supportLevel) continue;
    if (!best || e.effectiveFromDate > best.effectiveFromDate) best = e;
  }
  return best?.supportLevel ?? fallback ?? DEFAULT_SUPPORT_LEVEL;
}

/** PUT residents/{id}/finance/funding rules: the respite care level is one of the levels, Low/High for respite only. */
export function validateFundingUpdate(body: { respiteCareLevel?: unknown }, careType: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const level = body.respiteCareLevel;
  if (level === undefined || level === null || level === '') errors.respiteCareLevel = [RESPITE_CARE_LEVEL_REQUIRED];
  else if (!(Object.values(RespiteCareLevel) as unknown[]).includes(level))
    errors.respiteCareLevel = [RESPITE_CARE_LEVEL_REQUIRED];
  else if (careType !== 'Respite' && level !== 'Unknown') errors.respiteCareLevel = [RESPITE_CARE_LEVEL_ONLY_FOR_RESPITE];
  return errors;
}

/** The three supplement flags the funding tab edits (seed 000 §4: edited from a backup; cancel restores it). */
export interface SupplementFlags {
  pensionerSupplement: boolean;
  concessionalSupplement: boolean;
  veteranSupplement: boolean;
}

export const SUPPLEMENT_FLAG_LABELS: Readonly<Record<keyof SupplementFlags, string>> = {
  pensionerSupplement: 'Pensioner supplement',
  concessionalSupplement: 'Concessional supplement',
  veteranSupplement: 'Veteran supplement',
};

// ---------------------------------------------------------------- the AN-ACC calculator (seed 001 §2, §3)

/** The explanation's source of a class chosen in the AN-ACC calculator (not the person's own classification). */
export const ANACC_CALCULATOR_SOURCE = 'AN-ACC calculator (class chosen)';

export interface CalculatorClassWeight {
  anaccClass: number;
  nwau: DecimalInput;
  isUnconfirmed?: boolean;
  totalCareMinutes?: number | null;
  registeredNurseCareMinutes?: number | null;
}

/** A class the calculator offers: its variable component on the funding date. */
export interface CalculatorClass {
  anaccClass: number;
  /** 'Class N' (or 'Respite Class N'). */
  anaccClassText: string;
  description: string | null;
  nwau: string;
  /** NWAU x AN-ACC price, to the cent; null without a price for the date. */
  rate: string | null;
  totalCareMinutes: number | null;
  registeredNurseCareMinutes: number | null;
  /** The class's NWAU is not a published figure (marked unconfirmed in the care funding rate). */
  isUnconfirmed: boolean;
}

/**
 * The AN-ACC classes of the care type (permanent 1-13, respite 101-103) that have a class weight in force, in class
 * order, each with its variable component rate = NWAU x the AN-ACC price (null without a price: never invented).
 */
export function anaccCalculatorClasses(p: {
  careType: string;
  weights: readonly CalculatorClassWeight[];
  pricePerNwau: DecimalInput | null;
}): CalculatorClass[] {
  const out: CalculatorClass[] = [];
  for (const c of anaccClassesFor(p.careType)) {
    const w = p.weights.find((x) => x.anaccClass === c.anaccClass);
    if (!w) continue;
    out.push({
      anaccClass: c.anaccClass,
      anaccClassText: c.anaccClassText,
      description: c.description ?? null,
      nwau: nwauText(w.nwau),
      rate: p.pricePerNwau === null ? null : anaccComponentRate(w.nwau, p.pricePerNwau),
      totalCareMinutes: w.totalCareMinutes ?? null,
      registeredNurseCareMinutes: w.registeredNurseCareMinutes ?? null,
      isUnconfirmed: !!w.isUnconfirmed,
    });
  }
  return out.sort((a, b) => a.anaccClass - b.anaccClass);
}

/** The calculator's select label: 'Class N — description'. */
export function anaccCalculatorLabel(c: { anaccClass: number; anaccClassText?: string; description?: string | null }): string {
  const info = ANACC_CLASSES.find((x) => x.anaccClass === c.anaccClass);
  const text = c.anaccClassText ?? info?.anaccClassText ?? `Class ${c.anaccClass}`;
  const description = c.description ?? info?.description;
  return description ? `${text} — ${description}` : text;
}

/**
 * The daily basic subsidy for a class chosen in the calculator: `dailyBasicSubsidy` with the same care funding rate
 * record and facility category as the person's own figure; the chosen class is the variable component. When it is the
 * person's own class (`own`), its kind (actual, expected, default) and classification date are kept, so the figure and
 * its explanation are the person's own; another class is explained as the calculator's choice.
 */
export function anaccCalculatorSubsidy(p: {
  schedule: CareFundingScheduleInput | null;
  chosen: { anaccClass: number; nwau: DecimalInput; isUnconfirmed?: boolean } | null;
  own?: { anaccClass: number; isActual: boolean; isDefault: boolean; classificationDate?: string | null } | null;
}): Explained<string> {
  const mine = p.chosen && p.own && p.own.anaccClass === p.chosen.anaccClass ? p.own : null;
  const variable: VariableComponentInput | null = !p.chosen
    ? null
    : mine
      ? {
          anaccClass: p.chosen.anaccClass,
          nwau: p.chosen.nwau,
          isActual: mine.isActual,
          isDefault: mine.isDefault,
          classificationDate: mine.classificationDate ?? null,
          isUnconfirmed: !!p.chosen.isUnconfirmed,
        }
      : {
          anaccClass: p.chosen.anaccClass,
          nwau: p.chosen.nwau,
          isActual: false,
          isDefault: false,
          source: ANACC_CALCULATOR_SOURCE,
          isUnconfirmed: !!p.chosen.isUnconfirmed,
        };
  return dailyBasicSubsidy({ schedule: p.schedule, variable });
}

// ---------------------------------------------------------------- the assessed (actual) class against the expected one

/** Where an assessed class comes from (actual_anacc_classifications.source). */
export type AssessedClassSource = 'ClassificationNotice' | 'PaymentStatement';

/** A resident's AN-ACC class as Services Australia assessed it, in force from its effective date. */
export interface AssessedClass {
  anaccClass: number;
  effectiveDate: string;
  source: AssessedClassSource;
}

/** 'Assessed by Services Australia, effective 14 Nov 2026' (read from a payment statement: said so). */
export function assessedClassSource(a: Pick<AssessedClass, 'effectiveDate' | 'source'>): string {
  const from = a.source === 'PaymentStatement' ? ' (payment statement)' : '';
  return `Assessed by Services Australia${from}, effective ${formatDate(a.effectiveDate)}`;
}

export const CLASS_DIFFERENCE_FORMULA =
  'Difference a day = assessed class rate - expected class rate; each rate = class NWAU x AN-ACC price, rounded half up to the cent';

/** What the comparison lacks: a class without a weight in the care funding rate in force. */
export const CLASS_DIFFERENCE_MISSING = {
  weight: (classText: string, recordStart: string) =>
    `${classText} has no NWAU in the care funding rate from ${formatDate(recordStart)}: enter it in ${CARE_FUNDING_RATES_SCREEN}.`,
} as const;

/** The expected class against the assessed one: the difference a day, explained, and the sentence the tab shows. */
export interface ClassDifference {
  /** 'Expected Class 7: $159.65 a day; assessed Class 9 from 14 Nov 2026: $156.69 a day; difference -$2.96 a day'. */
  summary: string;
  /** The difference a day (assessed - expected, '-2.96'); null when a rate cannot be computed (`missing` says why). */
  explained: Explained<string>;
}

/** A difference a day as shown: '+$17.73', '-$2.96', '$0.00'. */
export const signedCurrency = (v: string) => (toDecimal(v).gt(0) ? `+${formatCurrency(v)}` : formatCurrency(v));

/**
 * The difference a day between the assessed class's variable component and the expected class's, at the AN-ACC price
 * and the class weights of the care funding rate in force (`schedule`: its start names the record; the same record
 * the daily basic subsidy reads). Null when there is no expected class to compare with. A class without a weight, or no
 * price, gives no difference (never a guessed one): `missing` says what to enter and where.
 */
export function classDifference(p: {
  expected: { anaccClass: number } | null;
  assessed: AssessedClass;
  weights: ReadonlyArray<{ anaccClass: number; nwau: DecimalInput; isUnconfirmed?: boolean }>;
  schedule: { startDate: string; anaccPricePerNwau: DecimalInput | null } | null;
}): ClassDifference | null {
  if (!p.expected) return null;
  const formula = CLASS_DIFFERENCE_FORMULA;
  const expectedText = anaccClassText(p.expected.anaccClass) ?? `Class ${p.expected.anaccClass}`;
  const assessedText = anaccClassText(p.assessed.anaccClass) ?? `Class ${p.assessed.anaccClass}`;
  const from = formatDate(p.assessed.effectiveDate);
  const price = p.schedule ? scheduleAnaccPrice({ ...p.schedule, bctCategory: null, baseCareTariffNwau: null }) : null;
  const rateOf = (anaccClass: number) => {
    const w = p.weights.find((x) => x.anaccClass === anaccClass);
    return w && price
      ? { rate: anaccComponentRate(w.nwau, price), nwau: nwauText(w.nwau), isUnconfirmed: !!w.isUnconfirmed }
      : null;
  };
  const expected = rateOf(p.expected.anaccClass);
  const assessed = rateOf(p.assessed.anaccClass);
  const sourceOfRates = p.schedule ? careFundingRateSource(p.schedule.startDate) : CARE_FUNDING_RATES_SCREEN;
  const inputs: ExplainedInput[] = [];
  const input = (label: string, r: NonNullable<typeof expected>, source: string, effectiveDate?: string) =>
    inputs.push({
      label,
      value: `${formatCurrency(r.rate)} a day = NWAU ${r.nwau} x ${formatCurrency(price!)}`,
      ...(effectiveDate ? { effectiveDate } : {}),
      source: `${source}${r.isUnconfirmed ? UNCONFIRMED_SOURCE_SUFFIX : ''}`,
    });
  if (expected) input(`Expected ${expectedText}`, expected, `Expected AN-ACC classification; rate: ${sourceOfRates}`);
  if (assessed)
    input(
      `Assessed ${assessedText}`,
      assessed,
      `${assessedClassSource(p.assessed)}; rate: ${sourceOfRates}`,
      p.assessed.effectiveDate,
    );
  const perDay = (r: typeof expected) => (r ? `${formatCurrency(r.rate)} a day` : 'no rate');
  const same = p.expected.anaccClass === p.assessed.anaccClass;
  if (!expected || !assessed) {
    const missing = !p.schedule
      ? FUNDING_TAB_MISSING.schedule
      : !price
        ? FUNDING_TAB_MISSING.price(p.schedule.startDate)
        : CLASS_DIFFERENCE_MISSING.weight(!expected ? expectedText : assessedText, p.schedule.startDate);
    return {
      summary: `Expected ${expectedText}: ${perDay(expected)}; assessed ${assessedText} from ${from}: ${perDay(assessed)}; difference not computed`,
      explained: { value: null, formula, inputs, missing },
    };
  }
  const difference = toDecimal(assessed.rate).minus(toDecimal(expected.rate)).toFixed(2);
  const summary = same
    ? `Expected ${expectedText}: ${perDay(expected)}; assessed ${assessedText} from ${from}: the same class, no difference`
    : `Expected ${expectedText}: ${perDay(expected)}; assessed ${assessedText} from ${from}: ${perDay(assessed)}; difference ${signedCurrency(difference)} a day`;
  return { summary, explained: { value: difference, formula, inputs } };
}
