/** SQL of the facility's optional services and their rates (migration 0016), narrowed to the current facility. */
import type { BillingPeriod, ServiceRate, StopBillingEvent } from 'shared-domain/optional-services';
import type { ScopedDb } from '../../../db/scoped';

export interface StoredRate extends ServiceRate {
  id: number;
  endDate: string | null;
}

export interface ServiceRow {
  id: number;
  typeDescription: string;
  billingPeriod: BillingPeriod;
  stopBillingEvent: StopBillingEvent;
  startDate: string | null;
  endDate: string | null;
  stopped: boolean;
  version: number;
  rates: StoredRate[];
}

/** The facility's services (oldest first) with their rates in start order. */
export async function listServices(s: ScopedDb): Promise<ServiceRow[]> {
  const services = await s
    .selectFrom('optional_services', 'o')
    .select([
      'o.id',
      'o.type_description',
      'o.billing_period',
      'o.stop_billing_event',
      'o.start_date',
      'o.end_date',
      'o.stopped',
      'o.version',
    ])
    .orderBy('o.id')
    .execute();
  const rates = await s
    .selectFrom('optional_service_rates', 'r')
    .select(['r.id', 'r.optional_service_id', 'r.start_date', 'r.end_date', 'r.value'])
    .orderBy('r.optional_service_id')
    .orderBy('r.start_date')
    .execute();
  return services.map((o) => ({
    id: o.id,
    typeDescription: o.type_description,
    billingPeriod: o.billing_period as BillingPeriod,
    stopBillingEvent: o.stop_billing_event as StopBillingEvent,
    startDate: o.start_date,
    endDate: o.end_date,
    stopped: o.stopped,
    version: o.version,
    rates: rates
      .filter((r) => r.optional_service_id === o.id)
      .map((r) => ({ id: r.id, startDate: r.start_date, endDate: r.end_date, value: r.value })),
  }));
}

export interface ServiceValues {
  typeDescription: string;
  billingPeriod: BillingPeriod;
  stopBillingEvent: StopBillingEvent;
  startDate: string | null;
  endDate: string | null;
  stopped: boolean;
}

function columns(v: ServiceValues) {
  return {
    type_description: v.typeDescription,
    billing_period: v.billingPeriod,
    stop_billing_event: v.stopBillingEvent,
    start_date: v.startDate,
    end_date: v.endDate,
    stopped: v.stopped,
  };
}

export async function insertService(s: ScopedDb, v: ServiceValues): Promise<number> {
  const row = await s
    .insertInto('optional_services', { ...columns(v), updated_by_user_id: s.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when the version is stale (the caller answers 409). */
export async function updateService(s: ScopedDb, id: number, version: number, v: ServiceValues): Promise<boolean> {
  const r = await s
    .updateTable('optional_services')
    .set((eb) => ({ ...columns(v), updated_by_user_id: s.userId, updated_on_utc: new Date(), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows ?? 0) === 1;
}

/** Replaces the rates of a service of the facility (the service was resolved or just inserted). */
export async function replaceRates(s: ScopedDb, serviceId: number, rates: readonly ServiceRate[]): Promise<void> {
  await s.deleteFrom('optional_service_rates').where('optional_service_id', '=', serviceId).execute();
  if (!rates.length) return;
  await s
    .insertInto(
      'optional_service_rates',
      rates.map((r) => ({
        optional_service_id: serviceId,
        start_date: r.startDate,
        end_date: r.endDate ?? null,
        value: r.value,
      })),
    )
    .execute();
}
