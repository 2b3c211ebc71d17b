/** What the date-ranged reports share: the range checked, and a Melbourne day's instants for `timestamptz` columns. */
import { sql, type RawBuilder } from 'kysely';
import { MEDICARE_TIME_ZONE } from 'shared-domain/constants';
import { REPORT_FILTER_MESSAGES, datesInOrder } from 'shared-domain/reports/filters';
import { ModelStateError } from '../../http/errors';

/** Refuses a range whose from date is after its to date (400 on the to date's field). */
export function checkDateRange(fromDate: string, toDate: string, toField: string): void {
  if (!datesInOrder(fromDate, toDate)) throw ModelStateError.field(toField, REPORT_FILTER_MESSAGES.dateOrder);
}

/**
 * Whether the instant column `ref` falls on a Melbourne day of [fromDate, toDate]: from the first day's midnight there
 * to the next midnight after the last (index-friendly: the column is compared as it is).
 */
export function onMelbourneDays(ref: string, fromDate: string, toDate: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(ref)} >= (${fromDate}::date::timestamp at time zone ${MEDICARE_TIME_ZONE})
    and ${sql.ref(ref)} < ((${toDate}::date + 1)::timestamp at time zone ${MEDICARE_TIME_ZONE}))`;
}
