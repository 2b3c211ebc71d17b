/**
 * Demo rate schedules of the demo organisation, from the reference data's confirmed figures
 * (../shared/reference-data/au-aged-care-rates.json) with each record's source and status in its note. Figures the
 * reference data leaves null or unconfirmed (the ACFI rates after 2008-09, the supplements' current rates, the base
 * interest rate, the MPIR of Oct 2024 - Mar 2025, of Jul - Sep 2025 (a secondary unverified placeholder) and from Jan
 * 2026, the basic daily fee from 20 Mar 2025, the hotelling supplement from 20 Sep 2024) stay null: the user enters
 * them. The base care tariff NWAU has no figure in the reference data either: the demo facilities' category (Standard
 * MMM 1-4) carries 0.5000 on every AN-ACC record as an explicitly labelled DEMO value (`is_demo_value`, decision 8), the
 * one figure the funding tab, the calculator and the funding estimate read. The AN-ACC class weights (NWAU per class)
 * of the reference data from 1 Oct 2025 are secondary unverified: the record from 1 Oct 2025 carries them with their
 * source, marked unconfirmed (`is_unconfirmed`), as migration 0027 moved them for an existing organisation; the
 * NWAUs before 1 Oct 2025 are null in the reference data and not loaded. Insertion order is fixed, so the ids are
 * too (the routes' examples use them: care funding rate 2, accommodation funding rate 3, fees and charges 3).
 */
import type { FeesRate } from 'shared-domain/contracts/finance-fees';
import type { Transaction } from 'kysely';
import { ACFI_RATE_DOMAINS, ACFI_RATE_LEVELS, BCT_CATEGORIES, CARE_SUPPLEMENT_NAMES } from 'shared-domain/finance/rate-schedules';
import type { Database } from '../../db/schema';
import type { FinanceDemoOptions } from './index';

/** ACFI 2008-09 daily rates (health.gov.au ageing-subs-supp-jul08, confirmed official, historical). */
const ACFI_2008: Record<string, Record<string, string>> = {
  ADL: { Nil: '0.00', Low: '29.22', Medium: '63.65', High: '88.17' },
  BEH: { Nil: '0.00', Low: '6.68', Medium: '13.85', High: '29.17' },
  CHC: { Nil: '0.00', Low: '13.15', Medium: '37.46', High: '54.09' },
};

/** AN-ACC price per NWAU by period (the reference data's an_acc_price_per_nwau, as migration 0009 loaded them). */
const ANACC_PRICES: Array<{ start: string; price: string; note: string }> = [
  { start: '2022-10-01', price: '216.80', note: 'AN-ACC price: health.gov.au (confirmed official).' },
  { start: '2023-07-01', price: '243.10', note: 'AN-ACC price: health.gov.au (confirmed official).' },
  { start: '2023-12-01', price: '253.82', note: 'AN-ACC price: health.gov.au annual wage review (confirmed official).' },
  { start: '2024-10-01', price: '280.01', note: 'AN-ACC price: health.gov.au (confirmed official).' },
  {
    start: '2025-03-01',
    price: '282.44',
    note: 'AN-ACC price: confirmed secondary (start date from news pages; health.gov.au confirms the price).',
  },
  { start: '2025-10-01', price: '295.64', note: 'AN-ACC price: health.gov.au funding updates (confirmed official).' },
];
/** The DEMO base care tariff NWAU (docs/decisions.md 8) of the demo facilities' category: not a published figure. */
export const DEMO_BASE_CARE_TARIFF_NWAU = '0.5000';
export const DEMO_BCT_CATEGORY = 'Standard MMM 1-4';
const BCT_NOTE = ` Base care tariff NWAUs and supplement rates are not in the reference data: ${DEMO_BCT_CATEGORY} carries ${DEMO_BASE_CARE_TARIFF_NWAU}, marked unconfirmed until the published figure is entered.`;
/** Why the maximum penalty interest rates repeat the MPIR (the reference data's base_interest_rate_bir.use note). */
const PENALTY_NOTE =
  ' Maximum penalty interest rates: the MPIR, which applies to a refundable balance after the refund due date (reference data base_interest_rate_bir.use).';

/**
 * AN-ACC class weights from 1 Oct 2025 (reference data an_acc_classes_permanent / an_acc_classes_respite
 * "from_2025_10_01", status secondary_unverified: every rate = NWAU x $295.64 to the cent). Care minutes per class are
 * not in the reference data: each class carries the sector average the reference data does give (care_minutes from
 * 1 Oct 2024: 215 minutes a day, 44 of them a registered nurse's), so the care minutes report shows a target on the demo
 * data; like the weights they are marked unconfirmed until the class's published figure is entered.
 */
const CLASS_WEIGHTS_FROM = '2025-10-01';
const CLASS_WEIGHTS: ReadonlyArray<[anaccClass: number, nwau: string]> = [
  [1, '0.7300'],
  [2, '0.2100'],
  [3, '0.4000'],
  [4, '0.2900'],
  [5, '0.4300'],
  [6, '0.3900'],
  [7, '0.5400'],
  [8, '0.6000'],
  [9, '0.5300'],
  [10, '0.5900'],
  [11, '0.6800'],
  [12, '0.6600'],
  [13, '0.7300'],
  [101, '0.4050'],
  [102, '0.5740'],
  [103, '0.7140'],
];
export const CLASS_WEIGHTS_SOURCE =
  "reference-data au-aged-care-rates.json an_acc_classes_* from_2025_10_01 (secondary_unverified); care minutes: the sector average of care_minutes from 2024-10-01, not the class's own figure";
/** The sector average care and registered nurse minutes a day (reference data care_minutes from 2024-10-01). */
const SECTOR_AVERAGE_MINUTES = { total: 215, registeredNurse: 44 };

/** Hotelling supplement per day (and the maximum accommodation supplement where the reference data has it). */
const ACCOMMODATION: Array<{ start: string; hotelling: string | null; mas: string | null; note: string }> = [
  { start: '2023-07-01', hotelling: '10.80', mas: null, note: 'Hotelling supplement: health.gov.au (confirmed official).' },
  { start: '2023-09-20', hotelling: '11.04', mas: null, note: 'Hotelling supplement: health.gov.au (confirmed official).' },
  {
    start: '2024-09-20',
    hotelling: null,
    mas: null,
    note: 'Hotelling supplement increased (health.gov.au) but the amount is unconfirmed: enter it.',
  },
  { start: '2025-03-20', hotelling: '13.46', mas: null, note: 'Hotelling supplement: hellocare.com.au (confirmed secondary).' },
  { start: '2025-07-01', hotelling: '15.60', mas: null, note: 'Hotelling supplement: health.gov.au (confirmed official).' },
  {
    start: '2025-09-20',
    hotelling: '22.15',
    mas: '70.94',
    note: 'Hotelling supplement: health.gov.au (confirmed official). Maximum accommodation supplement: scctas.org.au (confirmed secondary, as at 20 Sep 2025).',
  },
];

type Quarter = [start: string, end: string, rate: string];
/** Fees and charges records: basic daily fee, MPIR quarters (also the maximum penalty interest rates), Act 2025 caps. */
const FEES: Array<{
  start: string;
  basicDailyFee: string | null;
  quarters: Quarter[];
  act2025?: { hotelling: string; ncccDaily: string; ncccLifetime: string; days: number };
  note: string;
}> = [
  {
    start: '2023-09-20',
    basicDailyFee: '60.86',
    quarters: [
      ['2022-10-01', '2022-12-31', '6.31'],
      ['2023-01-01', '2023-03-31', '7.06'],
      ['2023-04-01', '2023-06-30', '7.46'],
      ['2023-07-01', '2023-09-30', '7.90'],
      ['2023-10-01', '2023-12-31', '8.15'],
    ],
    note: 'Basic daily fee and MPIR quarters: confirmed secondary sources (simplyretirement.com.au, MLC, AFR, Morgans).',
  },
  {
    start: '2024-03-20',
    basicDailyFee: '61.96',
    quarters: [
      ['2024-01-01', '2024-03-31', '8.38'],
      ['2024-04-01', '2024-06-30', '8.34'],
      ['2024-07-01', '2024-09-30', '8.36'],
    ],
    note: 'Basic daily fee and MPIR quarters: confirmed secondary sources (simplyretirement.com.au, Morgans, agedcarefa.com).',
  },
  {
    start: '2024-09-20',
    basicDailyFee: '63.57',
    quarters: [],
    note: 'Basic daily fee: progressivefs.com.au (confirmed secondary). The MPIR of Oct 2024 to Mar 2025 is unconfirmed: enter it.',
  },
  {
    start: '2025-03-20',
    basicDailyFee: null,
    quarters: [['2025-04-01', '2025-06-30', '8.17']],
    note: "Basic daily fee from 20 Mar 2025 unconfirmed: enter it. MPIR Apr-Jun 2025 8.17% (Morgans, confirmed secondary); Jul-Sep 2025 is not loaded: the reference data's 7.78% is a secondary unverified placeholder; enter the published rate.",
  },
  {
    start: '2025-09-20',
    basicDailyFee: '65.55',
    quarters: [['2025-10-01', '2025-12-31', '7.61']],
    note: 'Basic daily fee and MPIR Oct-Dec 2025: scctas.org.au (confirmed secondary). Later MPIR quarters unconfirmed: enter them.',
  },
  {
    start: '2025-11-01',
    basicDailyFee: '65.55',
    quarters: [],
    act2025: { hotelling: '22.15', ncccDaily: '105.30', ncccLifetime: '135318.69', days: 1460 },
    note: 'Aged Care Act 2025 contribution caps: myagedcare.gov.au and servicesaustralia.gov.au (confirmed official). Basic daily fee unchanged by the Act.',
  },
];

/** The demo's MPIR rows (every confirmed quarter), as the fees rules read them: the DAP the demo enters is computed on them. */
export function demoMpirRates(): FeesRate[] {
  return FEES.flatMap((f) => f.quarters.map(([startDateUtc, endDateUtc, rate]) => ({ startDateUtc, endDateUtc, rate })));
}

export async function seedRatesDemo(trx: Transaction<Database>, options: FinanceDemoOptions): Promise<void> {
  const organisation_id = options.organisationId;

  const care = async (v: {
    start: string;
    model: 'ACFI' | 'ANACC';
    price: string | null;
    note: string;
    acfi?: Record<string, Record<string, string>>;
  }) => {
    const { id } = await trx
      .insertInto('care_funding_rates')
      .values({ organisation_id, start_date: v.start, funding_model: v.model, anacc_price_per_nwau: v.price, note: v.note })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('care_funding_rate_acfi_rates')
      .values(
        ACFI_RATE_DOMAINS.flatMap((d) =>
          ACFI_RATE_LEVELS.map((l) => ({
            care_funding_rate_id: id,
            acfi_domain: d,
            acfi_level: l,
            daily_rate: v.acfi?.[d][l] ?? null,
          })),
        ),
      )
      .execute();
    await trx
      .insertInto('care_funding_rate_supplements')
      .values(CARE_SUPPLEMENT_NAMES.map((name) => ({ care_funding_rate_id: id, name, amount: null })))
      .execute();
    // The DEMO NWAU on the AN-ACC records only (an ACFI record has no fixed component).
    const demo = (category: string) => v.model === 'ANACC' && category === DEMO_BCT_CATEGORY;
    await trx
      .insertInto('care_funding_rate_base_care_tariffs')
      .values(
        BCT_CATEGORIES.map((bct_category) => ({
          care_funding_rate_id: id,
          bct_category,
          nwau: demo(bct_category) ? DEMO_BASE_CARE_TARIFF_NWAU : null,
          is_demo_value: demo(bct_category),
        })),
      )
      .execute();
    if (v.model === 'ANACC' && v.start >= CLASS_WEIGHTS_FROM)
      await trx
        .insertInto('care_funding_rate_class_weights')
        .values(
          CLASS_WEIGHTS.map(([anacc_class, nwau]) => ({
            care_funding_rate_id: id,
            anacc_class,
            nwau,
            total_care_minutes: SECTOR_AVERAGE_MINUTES.total,
            registered_nurse_care_minutes: SECTOR_AVERAGE_MINUTES.registeredNurse,
            source: CLASS_WEIGHTS_SOURCE,
            is_unconfirmed: true,
          })),
        )
        .execute();
  };
  await care({
    start: '2008-07-01',
    model: 'ACFI',
    price: null,
    acfi: ACFI_2008,
    note: 'ACFI 2008-09 rates: health.gov.au (confirmed official, historical), for 1 Jul 2008 - 30 Jun 2009 only.',
  });
  for (const p of ANACC_PRICES) await care({ start: p.start, model: 'ANACC', price: p.price, note: p.note + BCT_NOTE });
  // Inserted last so the ids above stay those the routes' examples name.
  await care({
    start: '2009-07-01',
    model: 'ACFI',
    price: null,
    note: 'ACFI rates from 1 Jul 2009 (until ACFI ended on 30 Sep 2022) are not in the reference data, which confirms the 2008-09 rates only: enter them.',
  });

  for (const a of ACCOMMODATION) {
    await trx
      .insertInto('accommodation_funding_rates')
      .values({
        organisation_id,
        start_date: a.start,
        hotelling_supplement: a.hotelling,
        maximum_accommodation_supplement: a.mas,
        note: a.note,
      })
      .execute();
  }

  for (const f of FEES) {
    const { id } = await trx
      .insertInto('fees_and_charges')
      .values({
        organisation_id,
        start_date: f.start,
        base_interest_rate: null,
        basic_daily_fee: f.basicDailyFee,
        hotelling_contribution_daily_cap: f.act2025?.hotelling ?? null,
        non_clinical_care_contribution_daily_cap: f.act2025?.ncccDaily ?? null,
        non_clinical_care_contribution_lifetime_cap: f.act2025?.ncccLifetime ?? null,
        non_clinical_care_contribution_time_limit_days: f.act2025?.days ?? null,
        note: f.quarters.length ? f.note + PENALTY_NOTE : f.note,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!f.quarters.length) continue;
    // The reference data's base_interest_rate_bir.use: after the refund due date the MPIR applies (PENALTY_NOTE), so the
    // same quarters seed both lists.
    await trx
      .insertInto('fees_and_charges_rates')
      .values(
        (['Mpir', 'MaximumPenaltyInterest'] as const).flatMap((rate_type) =>
          f.quarters.map(([start_date, end_date, rate]) => ({ fees_and_charges_id: id, rate_type, start_date, end_date, rate })),
        ),
      )
      .execute();
  }
}
