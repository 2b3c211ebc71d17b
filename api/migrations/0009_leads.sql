-- The leads area: the lead board (status, order), the lead record's extra fields, tours of AgeCare leads, and the
-- care-funding reference data of the pre-admission funding estimate (AN-ACC price per NWAU, class weights, the
-- facility's fixed component). A lead is a residency with is_lead = true (0001); its person is the residents row.

-- ---------------------------------------------------------------- the person: fields of the lead form (seed 001 §3)
alter table residents add column phone_number text;
alter table residents add column indigenous_status text;

-- ---------------------------------------------------------------- the lead (residency)
alter table residencies add column status text not null default 'Enquiries'
  check (status in ('Enquiries', 'TourBooked', 'TourCompleted', 'Waiting', 'Confirmed'));
-- Position in the status column: larger is lower on the board. Unconstrained numeric so a card can always be placed
-- strictly between two others (shared-domain orderKeyBetween); ties are broken by id, so the order is total.
alter table residencies add column order_number numeric;
alter table residencies add column preferred_facility_location_id int references facility_locations;
alter table residencies add column respite_care_level text not null default 'Unknown' check (respite_care_level in ('Unknown', 'Low', 'High'));
alter table residencies add column adl text not null default 'Default' check (adl in ('Default', 'Nil', 'Low', 'Medium', 'High'));
alter table residencies add column beh text not null default 'Default' check (beh in ('Default', 'Nil', 'Low', 'Medium', 'High'));
alter table residencies add column chc text not null default 'Default' check (chc in ('Default', 'Nil', 'Low', 'Medium', 'High'));
-- Support status shown on lead cards (seed 000 §3): wider than support_level.
alter table residencies add column support_status text check (support_status in ('Supported', 'Unsupported', 'Bond', 'Charge', 'Respite', 'Unknown'));
alter table residencies add column requested_departure_date date;
alter table residencies add column request_accr boolean not null default false;
alter table residencies add column entitlement_type text not null default 'MCA';
-- Who made the enquiry: the resident, or a contact named here.
alter table residencies add column contact_is_resident boolean not null default true;
alter table residencies add column contact_first_name text;
alter table residencies add column contact_last_name text;
alter table residencies add column is_prospect boolean not null default false;
alter table residencies add column prospect_marked_on_utc timestamptz;

-- Leads that exist already: Enquiries, newest at the top of each facility's column.
update residencies r set order_number = o.n
  from (select id, row_number() over (partition by facility_id order by created_on_utc desc, id desc) as n
          from residencies where is_lead) o
 where o.id = r.id;

-- New leads (any module: create lead, mark as enquiry, admission reversal, transfer) get the top of their column when
-- no order number is given (a residency that becomes a lead again, by an admission reversal, too); a lead moved to another facility (transfer) loses the old facility's location and goes to
-- the top of its column there. Row triggers limited to these columns, so other updates do not pay for them.
create function residencies_lead_defaults() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and new.facility_id is distinct from old.facility_id then
    new.preferred_facility_location_id := null;
    if new.is_lead then new.order_number := null; end if;
  end if;
  if tg_op = 'UPDATE' and new.is_lead and not old.is_lead then
    new.order_number := null;
  end if;
  if new.is_lead and new.order_number is null then
    select coalesce(floor(min(order_number)) - 1, 1) into new.order_number
      from residencies
     where facility_id = new.facility_id and is_lead and not is_archived and status = new.status and id <> new.id;
  end if;
  return new;
end $$;
create trigger residencies_lead_defaults before insert or update of facility_id, is_lead on residencies
  for each row execute function residencies_lead_defaults();

-- The board: one column of one facility in order (the page) and its count, index-only for the unfiltered board; the
-- included columns serve the care-type and location filters without visiting the table.
create index residencies_lead_board_idx on residencies (facility_id, status, order_number, id)
  include (resident_id, care_type, preferred_facility_location_id, created_on_utc)
  where is_lead and not is_archived;
-- GET leads (newest first) and GET leads/archived.
create index residencies_leads_created_idx on residencies (facility_id, created_on_utc desc, id desc) where is_lead and not is_archived;
create index residencies_archived_leads_idx on residencies (facility_id, created_on_utc desc, id desc) where is_lead and is_archived;

-- ---------------------------------------------------------------- tours of AgeCare leads (seed 001 §3 "Tour")
-- One tour per lead residency; tour_date_time is an instant (the API reads and writes the seed's
-- 'YYYY-MM-DD HH:mm:ss' in Australia/Melbourne). Completing a tour cannot be undone (enforced by the API).
create table lead_tours (
  id serial primary key,
  residency_id int not null unique references residencies on delete cascade,
  facility_id int not null references facilities,
  tour_facilitator_user_id int not null references users,
  attendees text check (attendees is null or length(attendees) <= 500),
  tour_date_time timestamptz not null,
  is_completed boolean not null default false,
  completed_on_utc timestamptz,
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now(),
  updated_on_utc timestamptz,
  version int not null default 1
);
create index lead_tours_facility_idx on lead_tours (facility_id, tour_date_time);
-- The card's tour: one lookup per card by residency (unique index above) with what the card shows.
create index lead_tours_card_idx on lead_tours (residency_id) include (id, tour_date_time, is_completed, tour_facilitator_user_id);

-- ---------------------------------------------------------------- care funding reference data (AN-ACC)
-- Source of every figure: /work/shared/reference-data/au-aged-care-rates.json (project reference data), each row with
-- its status there (confirmed_official, confirmed_secondary, secondary_unverified). Effective-dated and meant to be
-- maintained in Funding - care funding rates (built later), so a wrong or missing figure is corrected there, never in
-- code. Figures the reference data leaves null are not invented: they are left out (or null) here.

-- AN-ACC price per NWAU (an_acc_price_per_nwau).
create table anacc_prices (
  id serial primary key,
  start_date date not null unique,
  end_date date,
  price_per_nwau numeric(10,2) not null check (price_per_nwau > 0),
  source_status text,
  source text,
  check (end_date is null or end_date >= start_date)
);
insert into anacc_prices (start_date, end_date, price_per_nwau, source_status, source) values
  ('2022-10-01', '2023-06-30', 216.80, 'confirmed_official', 'health.gov.au AN-ACC funding higher wages in residential aged care'),
  ('2023-07-01', '2023-11-30', 243.10, 'confirmed_official', 'health.gov.au AN-ACC funding higher wages in residential aged care'),
  ('2023-12-01', '2024-09-30', 253.82, 'confirmed_official', 'health.gov.au AN-ACC annual wage review'),
  ('2024-10-01', '2025-02-28', 280.01, 'confirmed_official', 'health.gov.au AN-ACC about'),
  ('2025-03-01', '2025-09-30', 282.44, 'confirmed_secondary', 'health.gov.au AN-ACC about; theweeklysource.com.au; hellocare.com.au'),
  ('2025-10-01', null, 295.64, 'confirmed_official', 'health.gov.au AN-ACC residential aged care funding updates');

-- AN-ACC class weights: NWAU per class (an_acc_classes_permanent / an_acc_classes_respite "from_2025_10_01", status
-- secondary_unverified: every rate = NWAU x $295.64 to the cent). Classes 1-13 permanent, 101-103 respite (the codes of
-- expected_anacc_classifications, 0007). The NWAUs before 1 Oct 2025 are null in the reference data: not loaded, so an
-- estimate dated before 1 Oct 2025 has no variable component until someone enters them. Care minutes per class are not
-- in the reference data (only sector averages): the columns stay null for the user to enter.
create table anacc_class_weights (
  id serial primary key,
  anacc_class int not null check (anacc_class between 1 and 13 or anacc_class between 101 and 103),
  start_date date not null,
  end_date date,
  nwau numeric(8,4) not null check (nwau > 0),
  total_care_minutes int check (total_care_minutes >= 0),
  registered_nurse_care_minutes int check (registered_nurse_care_minutes >= 0),
  is_default boolean not null default false,
  source_status text,
  source text,
  unique (anacc_class, start_date),
  check (end_date is null or end_date >= start_date)
);
insert into anacc_class_weights (anacc_class, start_date, nwau, source_status, source)
select c, '2025-10-01', w, 'secondary_unverified', 'reference-data au-aged-care-rates.json an_acc_classes_* from_2025_10_01'
  from (values (1, 0.73), (2, 0.21), (3, 0.40), (4, 0.29), (5, 0.43), (6, 0.39), (7, 0.54), (8, 0.60), (9, 0.53),
               (10, 0.59), (11, 0.68), (12, 0.66), (13, 0.73), (101, 0.405), (102, 0.574), (103, 0.714)) v(c, w);

-- The facility's AN-ACC fixed component: Modified Monash Model classification, base care tariff (BCT) category and its
-- NWAU (base care tariff per day = NWAU x AN-ACC price). The reference data has the categories but no BCT NWAU
-- (base_care_tariff.nwau_by_category is null): rows are entered per facility; the demo generator loads an explicitly
-- labelled DEMO value (is_demo_value, docs/decisions.md). A null NWAU means "not entered": no fixed component.
create table facility_anacc_fixed_components (
  id serial primary key,
  facility_id int not null references facilities,
  start_date date not null,
  end_date date,
  mmm_classification text not null,
  bct_category text not null,
  base_care_tariff_nwau numeric(8,4) check (base_care_tariff_nwau > 0),
  sa_class text,
  funding_basis text not null default 'Standard',
  is_demo_value boolean not null default false,
  note text,
  unique (facility_id, start_date),
  check (end_date is null or end_date >= start_date)
);
