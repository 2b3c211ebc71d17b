/**
 * Kysely types of migration 0006_stay_events.sql, merged into `Database` (src/db/schema.ts) by module augmentation so
 * the stay engineer's tables and columns are typed without editing the shared schema file.
 */
import type { ColumnType, Generated } from 'kysely';

type Int8 = ColumnType<number, number | undefined, number>;

export interface MedicareSubmissionsTable {
  id: Generated<number>;
  facility_id: number;
  residency_id: number | null;
  resident_id: number | null;
  residency_event_id: number | null;
  unique_event_id: string;
  request_type: string;
  payload: ColumnType<unknown, string, string>;
  status: 'Accepted' | 'Rejected' | 'Duplicate' | 'Held' | 'Superseded' | 'BeingProcessed' | 'Error';
  status_reason: string | null;
  created_by_user_id: number | null;
  created_on_utc: ColumnType<Date, Date | string | undefined, Date | string>;
  processed_on_utc: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

declare module '../../db/schema' {
  interface Database {
    medicare_submissions: MedicareSubmissionsTable;
  }
  interface ResidencyEventsTable {
    facility_id: ColumnType<number | null, number | null | undefined, number | null>;
    leave_id: ColumnType<number | null, number | null | undefined, number | null>;
    is_reversed: ColumnType<boolean, boolean | undefined, boolean>;
    reverses_event_id: ColumnType<number | null, number | null | undefined, number | null>;
    corrects_event_id: ColumnType<number | null, number | null | undefined, number | null>;
    unique_event_id: ColumnType<string | null, string | null | undefined, string | null>;
  }
  interface ResidenciesTable {
    departure_initiated_by: ColumnType<string | null, string | null | undefined, string | null>;
    departure_reason_notes: ColumnType<string | null, string | null | undefined, string | null>;
    departure_to_facility_id: ColumnType<number | null, number | null | undefined, number | null>;
    accommodation_class: ColumnType<string | null, string | null | undefined, string | null>;
    pre_entry_leave_date: ColumnType<string | null, string | null | undefined, string | null>;
    palliative_status: ColumnType<boolean, boolean | undefined, boolean>;
  }
  interface LeavesTable {
    start_time_local: ColumnType<string | null, string | null | undefined, string | null>;
    return_time_local: ColumnType<string | null, string | null | undefined, string | null>;
    is_respite_leave_within_organisation: ColumnType<boolean, boolean | undefined, boolean>;
  }
}

export type { Int8 };
