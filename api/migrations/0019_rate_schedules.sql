-- Rate schedules: care funding rates, accommodation funding rates and fees and charges. Each is owned by an
-- organisation (a provider keeps its own copy of the government schedules and enters the figures it relies on): rows
-- carry organisation_id, are read through `selectFromOrganisation`, and another organisation's id answers 404. A record
-- applies from its start day until one second before the next later record's start (derived, never stored); two
-- records of one schedule never share a start. Figures are numeric (never float) and nullable: a figure nobody has
-- entered yet stays null rather than being guessed. `note` records where the figures came from (the demo names the
-- reference data's source and status).

create table care_funding_rates (
  id serial primary key,
  organisation_id int not null references organisations,
  start_date date not null,
  funding_model text not null check (funding_model in ('ACFI', 'ANACC')),
  -- AN-ACC fixed component: the AN-ACC price per NWAU (the base care tariff = price x the category's NWAU).
  anacc_price_per_nwau numeric(10,2) check (anacc_price_per_nwau >= 0),
  note text,
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now(),
  updated_by_user_id int references users,
  updated_on_utc timestamptz,
  version int not null default 1,
  unique (organisation_id, start_date)
);

-- ACFI daily rates: domain (ADL, BEH, CHC) x level (Nil, Low, Medium, High).
create table care_funding_rate_acfi_rates (
  care_funding_rate_id int not null references care_funding_rates on delete cascade,
  acfi_domain text not null check (acfi_domain in ('ADL', 'BEH', 'CHC')),
  acfi_level text not null check (acfi_level in ('Nil', 'Low', 'Medium', 'High')),
  daily_rate numeric(10,2) check (daily_rate >= 0),
  primary key (care_funding_rate_id, acfi_domain, acfi_level)
);

-- Supplements by name, a daily amount each (AdjustedSubsidyReduction is a reduction, still entered as an amount).
create table care_funding_rate_supplements (
  care_funding_rate_id int not null references care_funding_rates on delete cascade,
  name text not null check (name in ('Oxygen', 'EnteralFeedingBolus', 'EnteralFeedingNonBolus', 'AdjustedSubsidyReduction',
    'Veterans', 'Homeless', 'TwentyTwentyOneBasicDailyFeeSupplement', 'OutbreakManagementSupport')),
  amount numeric(10,2) check (amount >= 0),
  primary key (care_funding_rate_id, name)
);

-- AN-ACC fixed component rates: the base care tariff NWAU of each base care tariff category (the category names of
-- facility_anacc_fixed_components.bct_category).
create table care_funding_rate_base_care_tariffs (
  care_funding_rate_id int not null references care_funding_rates on delete cascade,
  bct_category text not null check (bct_category in ('Standard MMM 1-4', 'Standard MMM 5', 'Standard MMM 6-7',
    'Specialised homeless (any location)', 'Specialised Aboriginal/Torres Strait Islander MMM 6',
    'Specialised Aboriginal/Torres Strait Islander MMM 7')),
  nwau numeric(8,4) check (nwau > 0),
  primary key (care_funding_rate_id, bct_category)
);

create table accommodation_funding_rates (
  id serial primary key,
  organisation_id int not null references organisations,
  start_date date not null,
  maximum_accommodation_supplement numeric(10,2) check (maximum_accommodation_supplement >= 0),
  hotelling_supplement numeric(10,2) check (hotelling_supplement >= 0),
  note text,
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now(),
  updated_by_user_id int references users,
  updated_on_utc timestamptz,
  version int not null default 1,
  unique (organisation_id, start_date)
);

-- Fees and charges: the base interest rate and basic daily fee, and the Aged Care Act 2025 figures (hotelling and
-- non-clinical care contribution caps, the lifetime cap and the time limit), which only records starting on or after
-- 1 Nov 2025 carry.
create table fees_and_charges (
  id serial primary key,
  organisation_id int not null references organisations,
  start_date date not null,
  base_interest_rate numeric(6,2) check (base_interest_rate >= 0),
  basic_daily_fee numeric(10,2) check (basic_daily_fee >= 0),
  hotelling_contribution_daily_cap numeric(10,2) check (hotelling_contribution_daily_cap >= 0),
  non_clinical_care_contribution_daily_cap numeric(10,2) check (non_clinical_care_contribution_daily_cap >= 0),
  non_clinical_care_contribution_lifetime_cap numeric(12,2) check (non_clinical_care_contribution_lifetime_cap >= 0),
  non_clinical_care_contribution_time_limit_days int check (non_clinical_care_contribution_time_limit_days > 0),
  note text,
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now(),
  updated_by_user_id int references users,
  updated_on_utc timestamptz,
  version int not null default 1,
  unique (organisation_id, start_date),
  check (start_date >= '2025-11-01' or (hotelling_contribution_daily_cap is null
    and non_clinical_care_contribution_daily_cap is null and non_clinical_care_contribution_lifetime_cap is null
    and non_clinical_care_contribution_time_limit_days is null))
);

-- The two rate lists of a fees and charges record: the maximum permissible interest rate (MPIR) and the maximum penalty
-- interest rate, rows {start, end, rate percent} (the screen starts each row the day after the previous one ends).
create table fees_and_charges_rates (
  id serial primary key,
  fees_and_charges_id int not null references fees_and_charges on delete cascade,
  rate_type text not null check (rate_type in ('Mpir', 'MaximumPenaltyInterest')),
  start_date date not null,
  end_date date not null,
  rate numeric(6,2) not null check (rate >= 0),
  unique (fees_and_charges_id, rate_type, start_date),
  check (start_date <= end_date)
);
create index fees_and_charges_rates_lookup_idx on fees_and_charges_rates (rate_type, start_date, end_date);

-- The interest rates of 0007 (global MPIR quarters, no base interest rate) become each organisation's first
-- fees and charges record, from the earliest quarter, with the quarters as both its MPIR list and its maximum penalty
-- interest rate list (the penalty interest a provider may charge is capped by the MPIR). Gaps stay gaps.
insert into fees_and_charges (organisation_id, start_date, note)
select o.id, (select min(start_date) from interest_rates where rate_type = 'MaximumPermissibleInterestRate'),
       'Carried over from the interest rates of issue 3 (reference data MPIR quarters).'
  from organisations o
 where exists (select 1 from interest_rates where rate_type = 'MaximumPermissibleInterestRate');
insert into fees_and_charges_rates (fees_and_charges_id, rate_type, start_date, end_date, rate)
select f.id, t.rate_type, i.start_date, coalesce(i.end_date, i.start_date), i.rate
  from fees_and_charges f
 cross join (values ('Mpir'), ('MaximumPenaltyInterest')) as t(rate_type)
  join interest_rates i on i.rate_type = 'MaximumPermissibleInterestRate';
-- A base interest rate row (none were ever written: there was no screen) goes to the record as its figure.
update fees_and_charges f
   set base_interest_rate = (select i.rate from interest_rates i where i.rate_type = 'BaseInterestRate'
                              order by i.start_date desc limit 1);
drop table interest_rates;
