-- Funding statements and reconciliation, and the Medicare events beyond a resident's stay.

-- ---------------------------------------------------------------- Medicare events
-- Two more request types go through the gateway: FinaliseClaim (the provider finalises a month's claim) and
-- AccommodationBalance (the month's accommodation balances, "Update Balances"); both name the claim month. After
-- Services Australia accepts an AccommodationBalance event it processes it: Processing, then Processed or
-- ProcessingFailed (the only failure a user can retry). `attempts` counts the submissions of the event (a retry submits
-- it again under the same unique event id).
alter table medicare_submissions add column claim_month date check (claim_month is null or extract(day from claim_month) = 1);
alter table medicare_submissions add column processing_status text
  check (processing_status in ('Processing', 'Processed', 'ProcessingFailed'));
alter table medicare_submissions add column processing_reason text;
alter table medicare_submissions add column attempts int not null default 1 check (attempts >= 1);
alter table medicare_submissions add column retried_on_utc timestamptz;
-- The events page lists a facility's events newest first and filters by request type and status.
create index medicare_submissions_facility_type_idx on medicare_submissions (facility_id, request_type, created_on_utc desc, id desc);
create index medicare_submissions_processing_idx on medicare_submissions (id) where processing_status = 'Processing';
-- When the facility last asked for the latest statuses (GET funding/last-medicare-status-fetch-date).
alter table facilities add column medicare_status_fetched_on_utc timestamptz;

-- ---------------------------------------------------------------- the assessed (actual) AN-ACC class
-- A resident's AN-ACC class as Services Australia assessed it: from a classification notice (after an entry or a
-- reassessment) or read from a payment statement's lines. Effective-dated: the class in force on a day is the latest
-- effective on or before it. The funding tab shows it instead of the expected class once one is in force.
create table actual_anacc_classifications (
  id bigserial primary key,
  residency_id int not null references residencies,
  facility_id int not null references facilities,
  anacc_class int not null check (anacc_class between 1 and 13 or anacc_class between 101 and 103),
  effective_date date not null,
  source text not null check (source in ('ClassificationNotice', 'PaymentStatement')),
  -- The notice's or the statement's reference, so a user can find the paper it came from.
  reference text,
  received_on_utc timestamptz not null default now(),
  unique (residency_id, effective_date, anacc_class)
);
create index actual_anacc_classifications_residency_idx on actual_anacc_classifications (residency_id, effective_date desc, id desc);
create index actual_anacc_classifications_facility_idx on actual_anacc_classifications (facility_id, received_on_utc desc);

-- ---------------------------------------------------------------- the Services Australia simulator's own store
-- What the LOCAL SIMULATOR of Services Australia has published: one payment statement per facility and month, as the
-- XML file the real service would send. The product never reads this table: it fetches through the gateway, which
-- for the simulator reads here (a real adapter would call the service).
create table simulator_payment_statements (
  id serial primary key,
  facility_id int not null references facilities,
  statement_month date not null check (extract(day from statement_month) = 1),
  statement_xml text not null,
  total numeric(14,2) not null,
  published_on_utc timestamptz not null default now(),
  unique (facility_id, statement_month)
);

-- ---------------------------------------------------------------- the product's statements
-- A facility's month (medicare_statements, one row per facility and month) holds two statements: the expected one the
-- product computes from its own records and rates (type 1) and the actual one fetched from Services Australia (type
-- 2). Their payment lines are medicare_statement_lines; the summary tabs (residents, supported ratio, daily subsidies,
-- facility-level payments, provider comments) are kept as computed or as received, in the jsonb columns.
alter table medicare_statements add column expected_total numeric(14,2);
alter table medicare_statements add column expected_summary jsonb;
alter table medicare_statements add column expected_built_on_utc timestamptz;
alter table medicare_statements add column actual_total numeric(14,2);
alter table medicare_statements add column actual_summary jsonb;
alter table medicare_statements add column provider_comments text;
alter table medicare_statements add column variance_built_on_utc timestamptz;
alter table medicare_statements add column is_claim_finalised boolean not null default false;
alter table medicare_statements add column claim_finalised_on_utc timestamptz;
alter table medicare_statements add column claim_finalised_by_user_id int references users;
alter table medicare_statements add column is_reconciliation_finalised boolean not null default false;
alter table medicare_statements add column reconciliation_finalised_on_utc timestamptz;
alter table medicare_statements add column reconciliation_finalised_by_user_id int references users;
-- The month's accommodation balances (the expected statement's balances tab) and their last upload.
alter table medicare_statements add column balances jsonb;
alter table medicare_statements add column balances_uploaded_on_utc timestamptz;
alter table medicare_statements add column balances_uploaded_by_user_id int references users;
create index medicare_statements_facility_month_idx on medicare_statements (facility_id, statement_month desc);

-- One payment line of a statement: a care recipient's payment of one type at one daily rate for the days of one month
-- (the statement's month, or an earlier month when the line is an adjustment). Reconciliation acts on lines: `action`
-- (None until a user or the automatic matching acts), `group_identifier` (the lines matched together), `cause` (the
-- probable reason of a variance, computed from the product's own records when the variance is built).
create table medicare_statement_lines (
  id bigserial primary key,
  statement_id int not null references medicare_statements on delete cascade,
  facility_id int not null references facilities,
  statement_type smallint not null check (statement_type in (1, 2)),
  care_type text not null check (care_type in ('Permanent', 'Respite')),
  care_recipient_id text not null,
  residency_id int references residencies,
  first_name text not null,
  last_name text not null,
  adjustment_month date not null check (extract(day from adjustment_month) = 1),
  payment_type text not null,
  paid_care int not null default 0,
  unpaid_care int not null default 0,
  paid_leave_social int,
  paid_leave_hospital int,
  paid_leave_transition int,
  daily_rate numeric(12,2),
  amount_due numeric(14,2) not null,
  action text not null default 'None'
    check (action in ('None', 'Accept', 'Match', 'MatchAccept', 'CarryOver', 'Writeoff', 'AutoMatched')),
  group_identifier uuid,
  cause text,
  -- A line carried over from an earlier month's reconciliation (shown as carried over in this month's variance).
  carried_over_from_line_id bigint references medicare_statement_lines,
  actioned_by_user_id int references users,
  actioned_on_utc timestamptz,
  version int not null default 1
);
create index medicare_statement_lines_statement_idx
  on medicare_statement_lines (statement_id, care_type, care_recipient_id, statement_type, id);
create index medicare_statement_lines_carried_idx on medicare_statement_lines (carried_over_from_line_id)
  where carried_over_from_line_id is not null;

-- Notes on a variance line (POST funding/statement/{monthAndYear}/variance-payment-note).
create table medicare_statement_notes (
  id bigserial primary key,
  statement_id int not null references medicare_statements on delete cascade,
  line_id bigint not null references medicare_statement_lines on delete cascade,
  facility_id int not null references facilities,
  note text not null check (length(note) between 1 and 2000),
  is_carrying_over boolean not null default false,
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now()
);
create index medicare_statement_notes_line_idx on medicare_statement_notes (line_id, created_on_utc);
