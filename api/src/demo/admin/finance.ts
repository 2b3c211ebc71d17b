import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AdminDemoOptions } from './index';

/** Demo data of the administration area (issue 10): finance. */
export async function seedFinanceDemo(_trx: Transaction<Database>, _options: AdminDemoOptions): Promise<void> {}
