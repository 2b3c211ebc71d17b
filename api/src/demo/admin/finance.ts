import type { Transaction } from 'kysely';
import { addDays } from 'shared-domain/dates';
import type { GlMappingGroup } from 'shared-domain/gl-accounts';
import {
  applyStopDate,
  normaliseRates,
  serviceWindow,
  type BillingPeriod,
  type ServiceRate,
  type StopBillingEvent,
} from 'shared-domain/optional-services';
import type { Database } from '../../db/schema';
import type { AdminDemoOptions } from './index';

/** The product's accounts of every facility: group, name, the product's key, the account number (null: unmapped). */
const PRODUCT_ACCOUNTS: ReadonlyArray<[GlMappingGroup, string, string, string | null]> = [
  ['DefaultAccount', 'Default account', 'Default', '1000'],
  ['FeesAndCharges', 'Basic daily fee', 'BasicDailyFee', '4100'],
  ['FeesAndCharges', 'Means-tested care fee', 'MeansTestedCareFee', '4110'],
  ['FeesAndCharges', 'Daily accommodation payment', 'DailyAccommodationPayment', '4120'],
  ['FeesAndCharges', 'Extra services fee', 'ExtraServiceFee', null],
  ['ANACCPermanent', 'AN-ACC base care tariff', 'PermanentBaseCareTariff', '4300'],
  ['ANACCPermanent', 'AN-ACC variable component', 'PermanentVariableComponent', '4310'],
  ['ANACCPermanent', 'Hotelling supplement', 'HotellingSupplement', null],
  ['ANACCRespite', 'Respite base care tariff', 'RespiteBaseCareTariff', '4400'],
  ['ANACCRespite', 'Respite variable component', 'RespiteVariableComponent', '4410'],
];

/** The facility's own sundry charge types. */
const SUNDRY_ACCOUNTS: ReadonlyArray<[string, string | null]> = [
  ['Hairdressing', '4510'],
  ['Podiatry', '4520'],
  ['Newspapers', '4530'],
  ['Dry cleaning', null],
];

interface DemoService {
  typeDescription: string;
  billingPeriod: BillingPeriod;
  /** [days from today, value] */
  rates: Array<[number, string]>;
  /** Stopped this many days before today. */
  stoppedDaysAgo?: number;
}

/** One service current with a price rise behind it, one stopped, one with a rate scheduled in the future. */
const SERVICES: readonly DemoService[] = [
  {
    typeDescription: 'Newspapers',
    billingPeriod: 'Weekly',
    rates: [
      [-400, '4.50'],
      [-100, '5.00'],
    ],
  },
  { typeDescription: 'Hairdressing', billingPeriod: 'Monthly', rates: [[-300, '35.00']], stoppedDaysAgo: 30 },
  {
    typeDescription: 'Podiatry',
    billingPeriod: 'Fortnightly',
    rates: [
      [-200, '28.00'],
      [30, '32.00'],
    ],
  },
];

/**
 * Demo data of the administration area: every facility's GL account mapping (a default account with the
 * facility's cost centre, sundry charge, fees-and-charges and AN-ACC accounts, two of them and one sundry charge type
 * left unmapped so saving shows the confirmation) and its optional services with their rates.
 */
export async function seedFinanceDemo(trx: Transaction<Database>, options: AdminDemoOptions): Promise<void> {
  for (const facility of options.facilities) {
    const costCentre = String(100 + facility.id * 10);
    const account = (n: string | null) => (n ? `${costCentre}-${n}` : null);
    await trx
      .insertInto('gl_account_mappings')
      .values([
        ...PRODUCT_ACCOUNTS.map(([group, name, key, n]) => ({
          facility_id: facility.id,
          mapping_group: group,
          mapping_type: name,
          resman_value: key,
          mapping_value: account(n),
        })),
        ...SUNDRY_ACCOUNTS.map(([name, n]) => ({
          facility_id: facility.id,
          mapping_group: 'SundryCharges' as const,
          mapping_type: name,
          mapping_value: account(n),
        })),
      ])
      .execute();

    const stopBillingEvent: StopBillingEvent = facility.type === 'IndependentLiving' ? 'Settlement' : 'Departure';
    const services: DemoService[] =
      facility.type === 'IndependentLiving'
        ? [...SERVICES, { typeDescription: 'Garden maintenance', billingPeriod: 'Monthly', rates: [[-500, '60.00']] }]
        : [...SERVICES];
    for (const demo of services) {
      let rates: ServiceRate[] = normaliseRates(
        demo.rates.map(([days, value]) => ({ startDate: addDays(options.today, days), value })),
      );
      if (demo.stoppedDaysAgo !== undefined)
        rates = normaliseRates(applyStopDate(rates, addDays(options.today, -demo.stoppedDaysAgo)));
      const window = serviceWindow(rates);
      const row = await trx
        .insertInto('optional_services')
        .values({
          facility_id: facility.id,
          type_description: demo.typeDescription,
          billing_period: demo.billingPeriod,
          stop_billing_event: stopBillingEvent,
          start_date: window.startDate,
          end_date: window.endDate,
          stopped: window.endDate !== null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('optional_service_rates')
        .values(
          rates.map((r) => ({
            facility_id: facility.id,
            optional_service_id: row.id,
            start_date: r.startDate,
            end_date: r.endDate ?? null,
            value: r.value,
          })),
        )
        .execute();
    }
  }
}
