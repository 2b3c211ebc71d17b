import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AdminDemoOptions } from './index';

/** Demo data of the administration area (issue 10): users. */
export async function seedUsersDemo(_trx: Transaction<Database>, _options: AdminDemoOptions): Promise<void> {}
