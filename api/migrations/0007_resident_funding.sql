-- Funding actions on the resident record: ACFI records, AN-ACC reassessment requests, expected AN-ACC,
-- oxygen and enteral feeding supplements, legal notices, interest rates for the penalty-interest information, and the
-- means-tested care fee history. Every row belongs to a residency (one stay at one facility) and carries its facility.

create table resident_acfi (
  id bigserial primary key,
  residency_id int not null references residencies,
  facility_id int not null references facilities,
  -- Submitted: sent to Medicare from an ACFI file; Manual: an existing ACFI assigned by hand.
  source text not null check (source in ('Submitted', 'Manual')),
  submission_date_utc date not null,
  adl text check (adl in ('Nil', 'Low', 'Medium', 'High')),
  beh text check (beh in ('Nil', 'Low', 'Medium', 'High')),
  chc text check (chc in ('Nil', 'Low', 'Medium', 'High')),
  medicare_submission_id bigint references medicare_submissions,
  residency_event_id bigint references residency_events,
  unique_event_id text,
  acfi_xml text,
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now()
);
create index resident_acfi_residency_idx on resident_acfi (residency_id, submission_date_utc desc, id desc);

create table anacc_reassessment_requests (
  id bigserial primary key,
  residency_id int not null references residencies,
  facility_id int not null references facilities,
  status text not null check (status in ('Pending', 'Complete', 'Recalled')),
  request_date date not null,
  reason text not null check (length(reason) <= 500),
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now(),
  updated_by_user_id int references users,
  updated_on_utc timestamptz,
  version int not null default 1
);
create index anacc_reassessment_requests_residency_idx on anacc_reassessment_requests (residency_id, id desc);
create index anacc_reassessment_requests_facility_idx on anacc_reassessment_requests (facility_id, request_date);

create table expected_anacc_classifications (
  id bigserial primary key,
  residency_id int not null references residencies,
  facility_id int not null references facilities,
  classification_date date not null,
  anacc_class int not null check (anacc_class between 1 and 13 or anacc_class between 101 and 103),
  via_anacc_calculator boolean not null default false,
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now()
);
create index expected_anacc_residency_idx on expected_anacc_classifications (residency_id, id desc);

create table resident_supplements (
  id bigserial primary key,
  residency_id int not null references residencies,
  facility_id int not null references facilities,
  supplement_type text not null check (supplement_type in ('Oxygen', 'EnteralFeeding')),
  start_date date not null,
  end_date date,
  bolus boolean,
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now(),
  updated_on_utc timestamptz,
  version int not null default 1,
  check (end_date is null or end_date > start_date),
  check ((supplement_type = 'EnteralFeeding') = (bolus is not null))
);
create index resident_supplements_residency_idx on resident_supplements (residency_id, supplement_type, start_date desc);
-- At most one current (open) supplement of each type per residency.
create unique index resident_supplements_open_idx on resident_supplements (residency_id, supplement_type) where end_date is null;

create table resident_legal_notices (
  id bigserial primary key,
  residency_id int not null unique references residencies,
  facility_id int not null references facilities,
  notice_date date not null,
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now(),
  updated_on_utc timestamptz,
  version int not null default 1
);

-- Interest rates used by the legal notice information: the base interest rate (BIR) and the maximum permissible interest
-- rate (MPIR, the maximum penalty interest rate). Effective-dated and meant to be maintained in Funding - Fees and Charges
-- (built later). Seeded with the MPIR quarters of reference-data/au-aged-care-rates.json that carry a figure; the
-- quarters the reference data leaves null, and every BIR, are left for the user to enter.
create table interest_rates (
  id serial primary key,
  rate_type text not null check (rate_type in ('BaseInterestRate', 'MaximumPermissibleInterestRate')),
  start_date date not null,
  end_date date,
  rate numeric(6,2) not null,
  unique (rate_type, start_date)
);
insert into interest_rates (rate_type, start_date, end_date, rate) values
  ('MaximumPermissibleInterestRate', '2022-10-01', '2022-12-31', 6.31),
  ('MaximumPermissibleInterestRate', '2023-01-01', '2023-03-31', 7.06),
  ('MaximumPermissibleInterestRate', '2023-04-01', '2023-06-30', 7.46),
  ('MaximumPermissibleInterestRate', '2023-07-01', '2023-09-30', 7.90),
  ('MaximumPermissibleInterestRate', '2023-10-01', '2023-12-31', 8.15),
  ('MaximumPermissibleInterestRate', '2024-01-01', '2024-03-31', 8.38),
  ('MaximumPermissibleInterestRate', '2024-04-01', '2024-06-30', 8.34),
  ('MaximumPermissibleInterestRate', '2024-07-01', '2024-09-30', 8.36),
  ('MaximumPermissibleInterestRate', '2025-04-01', '2025-06-30', 8.17),
  ('MaximumPermissibleInterestRate', '2025-07-01', '2025-09-30', 7.78),
  ('MaximumPermissibleInterestRate', '2025-10-01', '2025-12-31', 7.61);

-- Means-tested care fee history: the MeansTestCareFee effective-date entries of a residency (daily amount from a date).
-- Read by GET residents/{id}/finance/mtcf-history; written by the fees editor (resident finance, built later).
create table resident_mtcf_history (
  id bigserial primary key,
  residency_id int not null references residencies,
  facility_id int not null references facilities,
  effective_from_date date not null,
  value numeric(12,2) not null check (value >= 0),
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now(),
  unique (residency_id, effective_from_date)
);
