import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely types of the tables (migrations/*.sql). Value types are the same from PostgreSQL and PGlite
 * (src/db/index.ts): numeric -> string, int8/count -> number, date -> 'YYYY-MM-DD', timestamptz -> Date.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** SQL date: read as 'YYYY-MM-DD'. */
type DateOnly = string;
/** SQL numeric: read as a decimal string; written as string or number. */
type Numeric = ColumnType<string, string | number, string | number>;
type Json = ColumnType<unknown, string | undefined, string>;
type Version = ColumnType<number, number | undefined, number>;

export interface OrganisationsTable { id: Generated<number>; name: string; device_expiry_date: DateOnly | null; created_at: GeneratedTimestamp; version: Version }
export interface RegionsTable { id: Generated<number>; organisation_id: number; name: string }
export interface FacilitiesTable {
  id: Generated<number>; organisation_id: number; region_id: number | null; name: string;
  facility_type: 'AgeCare' | 'IndependentLiving'; is_billing_integrated: Generated<boolean>;
  support_threshold: ColumnType<string, string | number | undefined, string | number>;
  created_at: GeneratedTimestamp; version: Version;
}
export interface FacilityLocationsTable { id: Generated<number>; facility_id: number; name: string; is_active: Generated<boolean> }
export interface RolesTable {
  id: Generated<number>; organisation_id: number; name: string; is_organisation_manager: Generated<boolean>;
  is_editable: Generated<boolean>; created_at: GeneratedTimestamp; version: Version;
}
export interface RolePermissionsTable {
  role_id: number; permission_code: number; can_view: Generated<boolean>; can_modify: Generated<boolean>;
  can_remove: Generated<boolean>; can_action: Generated<boolean>;
}
export interface UsersTable {
  id: Generated<number>; organisation_id: number; email: string; first_name: string; last_name: string;
  password_hash: string | null; role_id: number; is_active: Generated<boolean>; is_system_user: Generated<boolean>;
  failed_login_count: Generated<number>; locked_until: Timestamp | null; last_login_at: Timestamp | null;
  created_at: GeneratedTimestamp; updated_at: GeneratedTimestamp; version: Version;
}
export interface UserFacilitiesTable { user_id: number; facility_id: number }
export interface SigningKeysTable { kid: string; private_jwk: ColumnType<Record<string, unknown>, string, string>; created_at: GeneratedTimestamp }
export interface AccommodationTypesTable { id: Generated<number>; facility_id: number; name: string; is_active: Generated<boolean> }
export interface AccommodationsTable {
  id: Generated<number>; facility_id: number; facility_location_id: number | null; accommodation_type_id: number | null;
  room_number: string; ilu_status: 'Available' | 'Occupied' | 'OutOfService' | 'Sold' | null; is_active: Generated<boolean>; version: Version;
}
export interface BedsTable {
  id: Generated<number>; accommodation_id: number; facility_id: number; name: string;
  is_out_of_service: Generated<boolean>; is_active: Generated<boolean>; version: Version;
}
export interface BedOutOfServicePeriodsTable { id: Generated<number>; bed_id: number; start_date: DateOnly; end_date: DateOnly | null; reason: string | null }
export interface ResidentsTable {
  id: Generated<number>; organisation_id: number; title: string | null; first_name: string; last_name: string;
  preferred_name: string | null; sex: string | null; date_of_birth: DateOnly | null; email: string | null;
  street1: string | null; street2: string | null; suburb: string | null; state: string | null; post_code: string | null;
  country_id: number | null; medicare_number: string | null; medicare_expiry_year: number | null; care_recipient_id: string | null;
  created_on_utc: GeneratedTimestamp; version: Version;
}
export type CareType = 'Permanent' | 'Respite' | 'ILU';
export interface ResidenciesTable {
  id: Generated<number>; resident_id: number; facility_id: number; care_type: CareType;
  is_lead: Generated<boolean>; is_archived: Generated<boolean>; is_private_residency: Generated<boolean>;
  support_level: ColumnType<'Supported' | 'Unsupported' | 'Unknown', 'Supported' | 'Unsupported' | 'Unknown' | undefined>;
  requested_admission_date: DateOnly | null; admission_date_utc: DateOnly | null; expected_departure_date: DateOnly | null;
  departure_date_utc: DateOnly | null; departure_reason: string | null; bed_id: number | null;
  independent_living_allocation_id: number | null; created_on_utc: GeneratedTimestamp; version: Version;
}
export interface ResidencyEventsTable {
  id: Generated<number>; residency_id: number; event_type: number; effective_date: DateOnly; details: Json | null;
  created_by_user_id: number | null; created_on_utc: GeneratedTimestamp;
}
export interface LeavesTable {
  id: Generated<number>; residency_id: number; type: 'Hospital' | 'Social' | 'Emergency' | 'Respite';
  kind: 'Social' | 'TransitionCare' | 'SocialNonClaimable' | 'TransitionNonClaimable' | null;
  start_date: DateOnly; expected_return_date: DateOnly | null; return_date: DateOnly | null;
  is_reversed: Generated<boolean>; created_on_utc: GeneratedTimestamp; version: Version;
}
export interface IndependentLivingAllocationsTable {
  id: Generated<number>; facility_id: number; accommodation_id: number | null; deposit_paid_date: DateOnly | null;
  occupied_date: DateOnly | null; departure_date: DateOnly | null; is_archived: Generated<boolean>;
  created_on: GeneratedTimestamp; version: Version;
}
export interface IluAllocationResidentsTable { independent_living_allocation_id: number; resident_id: number; position: Generated<number> }
export interface IluToursTable { id: Generated<number>; independent_living_allocation_id: number; tour_date_time: Timestamp; completed: Generated<boolean> }
export interface BannerMessagesTable {
  id: Generated<number>; is_active: Generated<boolean>; is_rac: Generated<boolean>; is_ilu: Generated<boolean>;
  message: string; created_at: GeneratedTimestamp;
}
export interface SystemFeatureFlagsTable { name: string; value: boolean }
export interface FacilityFeatureFlagsTable { facility_id: number; name: string; value: boolean }
export interface CountriesTable { id: Generated<number>; name: string; code: string | null }
export interface NamedTable { id: Generated<number>; name: string }
export interface EnquirySourcesTable { id: Generated<number>; name: string; is_active: Generated<boolean> }
export interface AcfiRatesTable { id: Generated<number>; domain: string; level: string; daily_rate: Numeric; effective_from: DateOnly }
export interface ExtraServicesTable { id: Generated<number>; name: string; daily_rate: Numeric }
export interface GstRatesTable { id: Generated<number>; rate: Numeric; effective_from: DateOnly }
export interface AuditLogTable {
  id: Generated<number>; at: GeneratedTimestamp; user_id: number | null; facility_id: number | null;
  action: string; entity: string; entity_id: string | null; details: Json | null;
}
/** Created by the auth module's migration (0002_auth.sql); read by the system outbox page. */
export interface MailOutboxTable {
  id: Generated<number>; to_address: string; subject: string; text_body: string; html_body: string | null;
  created_at: GeneratedTimestamp; sent_at: Timestamp | null;
}
/** Maintained by triggers (0003_resident_search.sql); read-only for the application. */
export interface ResidentSearchTable { residency_id: number; facility_id: number; name_key: string }
export interface SchemaMigrationsTable { name: string; applied_at: GeneratedTimestamp }

export interface Database {
  organisations: OrganisationsTable;
  regions: RegionsTable;
  facilities: FacilitiesTable;
  facility_locations: FacilityLocationsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  users: UsersTable;
  user_facilities: UserFacilitiesTable;
  signing_keys: SigningKeysTable;
  accommodation_types: AccommodationTypesTable;
  accommodations: AccommodationsTable;
  beds: BedsTable;
  bed_out_of_service_periods: BedOutOfServicePeriodsTable;
  residents: ResidentsTable;
  residencies: ResidenciesTable;
  residency_events: ResidencyEventsTable;
  leaves: LeavesTable;
  independent_living_allocations: IndependentLivingAllocationsTable;
  ilu_allocation_residents: IluAllocationResidentsTable;
  ilu_tours: IluToursTable;
  banner_messages: BannerMessagesTable;
  system_feature_flags: SystemFeatureFlagsTable;
  facility_feature_flags: FacilityFeatureFlagsTable;
  countries: CountriesTable;
  religions: NamedTable;
  enquiry_sources: EnquirySourcesTable;
  relationships: NamedTable;
  acfi_rates: AcfiRatesTable;
  extra_services: ExtraServicesTable;
  gst_rates: GstRatesTable;
  audit_log: AuditLogTable;
  mail_outbox: MailOutboxTable;
  resident_search: ResidentSearchTable;
  schema_migrations: SchemaMigrationsTable;
}
