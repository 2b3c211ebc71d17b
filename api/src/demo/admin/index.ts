/**
 * Demo data of the administration area: what its screens show (types with price history, out-of-service
 * periods, GL mappings, optional services with rates, a role that is not editable, clinical integration history).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { seedAccommodationsDemo } from './accommodations';
import { seedCustomerCareDemo } from './customer-care';
import { seedFinanceDemo } from './finance';
import { seedUsersDemo } from './users';

export interface AdminDemoOptions {
  /** Today in the facility's time zone, 'YYYY-MM-DD'. */
  today: string;
  organisationId: number;
  /** The demo facilities (ids 1-3 aged care, 4 independent living). */
  facilities: ReadonlyArray<{ id: number; type: 'AgeCare' | 'IndependentLiving' }>;
}

export async function generateAdminDemoData(trx: Transaction<Database>, options: AdminDemoOptions): Promise<void> {
  await seedUsersDemo(trx, options);
  await seedAccommodationsDemo(trx, options);
  await seedFinanceDemo(trx, options);
  await seedCustomerCareDemo(trx, options);
}
