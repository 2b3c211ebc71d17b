-- Platform foundation: organisation, facilities, users and roles, rooms and beds, residents and residencies,
-- leave, independent living allocations, banners, feature flags, reference data, audit log.
-- Later areas add their own migrations (0003_..., ...) and extend these tables with ALTER TABLE.

create table organisations (
  id serial primary key,
  name text not null,
  device_expiry_date date,
  created_at timestamptz not null default now(),
  version int not null default 1
);

create table regions (
  id serial primary key,
  organisation_id int not null references organisations,
  name text not null
);
create index regions_organisation_idx on regions (organisation_id);

create table facilities (
  id serial primary key,
  organisation_id int not null references organisations,
  region_id int references regions,
  name text not null,
  facility_type text not null check (facility_type in ('AgeCare', 'IndependentLiving')),
  is_billing_integrated boolean not null default false,
  support_threshold numeric(5,2) not null default 40.00,
  created_at timestamptz not null default now(),
  version int not null default 1
);
create index facilities_organisation_idx on facilities (organisation_id);

create table facility_locations (
  id serial primary key,
  facility_id int not null references facilities,
  name text not null,
  is_active boolean not null default true
);
create index facility_locations_facility_idx on facility_locations (facility_id);

create table roles (
  id serial primary key,
  organisation_id int not null references organisations,
  name text not null,
  is_organisation_manager boolean not null default false,
  is_editable boolean not null default true,
  created_at timestamptz not null default now(),
  version int not null default 1
);
create unique index roles_name_idx on roles (organisation_id, lower(name));

create table role_permissions (
  role_id int not null references roles on delete cascade,
  permission_code int not null,
  can_view boolean not null default false,
  can_modify boolean not null default false,
  can_remove boolean not null default false,
  can_action boolean not null default false,
  primary key (role_id, permission_code)
);

create table users (
  id serial primary key,
  organisation_id int not null references organisations,
  email text not null,
  first_name text not null,
  last_name text not null,
  password_hash text,
  role_id int not null references roles,
  is_active boolean not null default true,
  is_system_user boolean not null default false,
  failed_login_count int not null default 0,
  locked_until timestamptz,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version int not null default 1
);
create unique index users_email_idx on users (lower(email));

create table user_facilities (
  user_id int not null references users on delete cascade,
  facility_id int not null references facilities,
  primary key (user_id, facility_id)
);
create index user_facilities_facility_idx on user_facilities (facility_id);

create table signing_keys (
  kid text primary key,
  private_jwk jsonb not null,
  created_at timestamptz not null default now()
);

-- Rooms (AgeCare) and units (IndependentLiving) are accommodations; AgeCare rooms hold beds.
create table accommodation_types (
  id serial primary key,
  facility_id int not null references facilities,
  name text not null,
  is_active boolean not null default true
);
create index accommodation_types_facility_idx on accommodation_types (facility_id);

create table accommodations (
  id serial primary key,
  facility_id int not null references facilities,
  facility_location_id int references facility_locations,
  accommodation_type_id int references accommodation_types,
  room_number text not null,
  ilu_status text check (ilu_status in ('Available', 'Occupied', 'OutOfService', 'Sold')),
  is_active boolean not null default true,
  version int not null default 1
);
create index accommodations_facility_idx on accommodations (facility_id, room_number);

create table beds (
  id serial primary key,
  accommodation_id int not null references accommodations,
  facility_id int not null references facilities,
  name text not null,
  is_out_of_service boolean not null default false,
  is_active boolean not null default true,
  version int not null default 1
);
create index beds_facility_idx on beds (facility_id);

create table bed_out_of_service_periods (
  id serial primary key,
  bed_id int not null references beds,
  start_date date not null,
  end_date date,
  reason text
);
create index bed_oos_bed_idx on bed_out_of_service_periods (bed_id);

create table residents (
  id serial primary key,
  organisation_id int not null references organisations,
  title text,
  first_name text not null,
  last_name text not null,
  preferred_name text,
  sex text check (sex in ('Male', 'Female', 'Unknown', 'IntersexOrIndeterminate')),
  date_of_birth date,
  email text,
  street1 text,
  street2 text,
  suburb text,
  state text,
  post_code text,
  country_id int,
  medicare_number text,
  medicare_expiry_year int,
  care_recipient_id text,
  created_on_utc timestamptz not null default now(),
  version int not null default 1
);
create index residents_first_name_idx on residents (lower(first_name) text_pattern_ops);
create index residents_last_name_idx on residents (lower(last_name) text_pattern_ops);
create index residents_preferred_name_idx on residents (lower(preferred_name) text_pattern_ops);
create index residents_full_name_idx on residents ((lower(first_name || ' ' || last_name)) text_pattern_ops);

create table independent_living_allocations (
  id serial primary key,
  facility_id int not null references facilities,
  accommodation_id int references accommodations,
  deposit_paid_date date,
  occupied_date date,
  departure_date date,
  is_archived boolean not null default false,
  created_on timestamptz not null default now(),
  version int not null default 1
);
create index ila_facility_idx on independent_living_allocations (facility_id, created_on);

create table residencies (
  id serial primary key,
  resident_id int not null references residents,
  facility_id int not null references facilities,
  care_type text not null check (care_type in ('Permanent', 'Respite', 'ILU')),
  is_lead boolean not null default false,
  is_archived boolean not null default false,
  is_private_residency boolean not null default false,
  support_level text not null default 'Unknown' check (support_level in ('Supported', 'Unsupported', 'Unknown')),
  requested_admission_date date,
  admission_date_utc date,
  expected_departure_date date,
  departure_date_utc date,
  departure_reason text,
  bed_id int references beds,
  independent_living_allocation_id int references independent_living_allocations,
  created_on_utc timestamptz not null default now(),
  version int not null default 1
);
create index residencies_facility_idx on residencies (facility_id, care_type) where admission_date_utc is not null and departure_date_utc is null;
create index residencies_resident_idx on residencies (resident_id);
create index residencies_facility_all_idx on residencies (facility_id);

-- Event types: ResidentAdmitted=5, ResidentDeparted=6, AcfiSubmitted=21, ResidentAdmissionCorrected=22,
-- ResidentAdmissionReversed=23, ResidentDepartureCorrected=24, ResidentDepartureReversed=25, LeaveReversed=26.
create table residency_events (
  id bigserial primary key,
  residency_id int not null references residencies,
  event_type int not null check (event_type in (5, 6, 21, 22, 23, 24, 25, 26)),
  effective_date date not null,
  details jsonb,
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now()
);
create index residency_events_residency_idx on residency_events (residency_id);

create table leaves (
  id serial primary key,
  residency_id int not null references residencies,
  type text not null check (type in ('Hospital', 'Social', 'Emergency', 'Respite')),
  kind text check (kind in ('Social', 'TransitionCare', 'SocialNonClaimable', 'TransitionNonClaimable')),
  start_date date not null,
  expected_return_date date,
  return_date date,
  is_reversed boolean not null default false,
  created_on_utc timestamptz not null default now(),
  version int not null default 1
);
create index leaves_open_idx on leaves (residency_id) where return_date is null and not is_reversed;

create table ilu_allocation_residents (
  independent_living_allocation_id int not null references independent_living_allocations,
  resident_id int not null references residents,
  position int not null default 1,
  primary key (independent_living_allocation_id, resident_id)
);
create index ilu_allocation_residents_resident_idx on ilu_allocation_residents (resident_id);

create table ilu_tours (
  id serial primary key,
  independent_living_allocation_id int not null references independent_living_allocations,
  tour_date_time timestamptz not null,
  completed boolean not null default false
);
create index ilu_tours_allocation_idx on ilu_tours (independent_living_allocation_id);

create table banner_messages (
  id serial primary key,
  is_active boolean not null default true,
  is_rac boolean not null default false,
  is_ilu boolean not null default false,
  message text not null,
  created_at timestamptz not null default now()
);

create table system_feature_flags (
  name text primary key,
  value boolean not null default false
);

create table facility_feature_flags (
  facility_id int not null references facilities,
  name text not null,
  value boolean not null default false,
  primary key (facility_id, name)
);

-- Reference data
create table countries (id serial primary key, name text not null, code text);
create table religions (id serial primary key, name text not null);
create table enquiry_sources (id serial primary key, name text not null, is_active boolean not null default true);
create table relationships (id serial primary key, name text not null);
create table acfi_rates (
  id serial primary key,
  domain text not null,
  level text not null,
  daily_rate numeric(12,2) not null,
  effective_from date not null
);
create table extra_services (id serial primary key, name text not null, daily_rate numeric(12,2) not null default 0);
create table gst_rates (id serial primary key, rate numeric(5,2) not null, effective_from date not null);

insert into countries (name, code) values
  ('Australia', 'AU'), ('New Zealand', 'NZ'), ('United Kingdom', 'GB'), ('Ireland', 'IE'), ('Italy', 'IT'), ('Greece', 'GR'),
  ('China', 'CN'), ('India', 'IN'), ('Vietnam', 'VN'), ('Philippines', 'PH'), ('Germany', 'DE'), ('Netherlands', 'NL'),
  ('Lebanon', 'LB'), ('Malta', 'MT'), ('Croatia', 'HR'), ('Other', null);
insert into religions (name) values
  ('Anglican'), ('Buddhist'), ('Catholic'), ('Greek Orthodox'), ('Hindu'), ('Islam'), ('Jewish'), ('Lutheran'),
  ('No religion'), ('Presbyterian'), ('Uniting Church'), ('Other');
insert into enquiry_sources (name) values
  ('My Aged Care'), ('Hospital referral'), ('Family or friend'), ('Website'), ('Newspaper'), ('General practitioner'),
  ('Walk-in'), ('Other');
insert into relationships (name) values
  ('Son'), ('Daughter'), ('Spouse'), ('Partner'), ('Brother'), ('Sister'), ('Grandchild'), ('Niece'), ('Nephew'),
  ('Friend'), ('Guardian'), ('Power of attorney'), ('Other');
insert into acfi_rates (domain, level, daily_rate, effective_from) values
  ('ADL', 'Nil', 0.00, '2024-07-01'), ('ADL', 'Low', 43.65, '2024-07-01'), ('ADL', 'Medium', 95.05, '2024-07-01'), ('ADL', 'High', 131.72, '2024-07-01'),
  ('BEH', 'Nil', 0.00, '2024-07-01'), ('BEH', 'Low', 9.94, '2024-07-01'), ('BEH', 'Medium', 20.60, '2024-07-01'), ('BEH', 'High', 42.94, '2024-07-01'),
  ('CHC', 'Nil', 0.00, '2024-07-01'), ('CHC', 'Low', 18.13, '2024-07-01'), ('CHC', 'Medium', 51.63, '2024-07-01'), ('CHC', 'High', 74.65, '2024-07-01');
insert into extra_services (name, daily_rate) values
  ('Premium room', 25.00), ('Hairdressing', 5.50), ('Pay television', 2.20), ('Wine with dinner', 4.00);
insert into gst_rates (rate, effective_from) values (10.00, '2000-07-01');

create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  user_id int,
  facility_id int,
  action text not null,
  entity text not null,
  entity_id text,
  details jsonb
);
create index audit_log_entity_idx on audit_log (entity, entity_id);
create index audit_log_at_idx on audit_log (at);
