/**
 * Demo data of resident finance: the organisation's rate schedules from the reference data's confirmed
 * figures, residents' fees with history (support levels, RAD/RAC payments, Act 2025 contributions, a pre-2014 bond),
 * funding flags, and the residents' accounts from fee runs over past months. Runs after the administration demo.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { seedFeesDemo } from './fees';
import { seedFundingDemo } from './funding';
import { seedLedgerDemo } from './ledger';
import { seedRatesDemo } from './rates';

export interface FinanceDemoOptions {
  /** Today in the facility's time zone, 'YYYY-MM-DD'. */
  today: string;
  organisationId: number;
  /** The demo facilities (ids 1-3 aged care, 4 independent living). */
  facilities: ReadonlyArray<{ id: number; type: 'AgeCare' | 'IndependentLiving' }>;
}

export async function generateFinanceDemoData(trx: Transaction<Database>, options: FinanceDemoOptions): Promise<void> {
  await seedRatesDemo(trx, options);
  await seedFeesDemo(trx, options);
  await seedFundingDemo(trx, options);
  await seedLedgerDemo(trx, options);
}
