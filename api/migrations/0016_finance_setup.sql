-- Finance set-up of a facility (the administration area): the GL account mapping and the facility's optional
-- services with their rates. Both are facility-owned (facility_id), so the scoped access narrows every query to the
-- current facility. Billing (sundry charges) and the resident and ILU finance screens read them when they are built.
-- Only 0001 tables are referenced.

-- One GL account mapping of a facility. The product's accounts (the default account, fees and charges, the AN-ACC
-- subsidies) are identified by resman_value, the product's own key of the account; sundry charge types are the
-- facility's own (resman_value null), named by mapping_type, which must be unique in the group ignoring case (the rule
-- is checked by the service with the shared rule, and the index below makes a concurrent duplicate fail instead of
-- slipping in). mapping_value is the GL account ('100-4100': cost centre, hyphen, account); null while unmapped.
create table gl_account_mappings (
  id serial primary key,
  facility_id int not null references facilities,
  mapping_group text not null
    check (mapping_group in ('DefaultAccount', 'SundryCharges', 'FeesAndCharges', 'ANACCPermanent', 'ANACCRespite')),
  mapping_type text not null,
  mapping_value text,
  other_info text,
  resman_value text,
  created_on_utc timestamptz not null default now(),
  updated_by_user_id int references users,
  updated_on_utc timestamptz,
  version int not null default 1
);
create unique index gl_account_mappings_type_idx on gl_account_mappings (facility_id, mapping_group, lower(mapping_type));

-- A facility's optional service (a charge type billed per period: hairdressing, newspapers...). start_date and
-- end_date are the service window (its first rate's start; the stop date once stopped), kept with the rates in the
-- same transaction so the residency screens can check a residency's periods against the window without the rates.
create table optional_services (
  id serial primary key,
  facility_id int not null references facilities,
  type_description text not null,
  billing_period text not null check (billing_period in ('Daily', 'Weekly', 'Fortnightly', 'Monthly', 'Yearly')),
  -- what stops the billing of a resident's service: required for independent living, Departure in aged care
  stop_billing_event text not null default 'Departure' check (stop_billing_event in ('Departure', 'Settlement')),
  start_date date,
  end_date date,
  stopped boolean not null default false,
  created_on_utc timestamptz not null default now(),
  updated_by_user_id int references users,
  updated_on_utc timestamptz,
  version int not null default 1
);
create index optional_services_facility_idx on optional_services (facility_id, id);

-- The rates of a service: effective-dated values (end_date inclusive; null for the open-ended latest rate). Money is
-- numeric. facility_id repeats the service's so the rates are reached through the same facility scope.
create table optional_service_rates (
  id serial primary key,
  facility_id int not null references facilities,
  optional_service_id int not null references optional_services on delete cascade,
  start_date date not null,
  end_date date,
  value numeric(12, 2) not null check (value >= 0)
);
create index optional_service_rates_service_idx on optional_service_rates (optional_service_id, start_date);

-- A residency's periods of a facility service (the resident and ILU finance screens, built later: no routes yet).
create table residency_optional_services (
  id serial primary key,
  facility_id int not null references facilities,
  residency_id int not null references residencies,
  optional_service_id int not null references optional_services,
  start_date date not null,
  end_date date,
  stopped boolean not null default false,
  created_on_utc timestamptz not null default now(),
  updated_on_utc timestamptz,
  version int not null default 1
);
create index residency_optional_services_residency_idx on residency_optional_services (residency_id, optional_service_id);
