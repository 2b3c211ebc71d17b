-- Independent living (seed 002 §3 "Enquiry", "Fees and charges (ILU)", "Admission, assign unit, settlement"): an
-- enquiry is an allocation (independent_living_allocations) with one or two people, each with an ILU residency of
-- the allocation. Admission sets the allocation's occupied date; vacating sets its departure date; settlement
-- finalises it. The allocation carries the enquiry's contact, the unit's prices and dates, and the deferred
-- management fee (DMF) terms; its schedule rows and its ingoing contribution payments are child rows.

alter table independent_living_allocations
  -- Who the enquiry's contact is (seed: primary contact prospect1, prospect2 or other) and the other contact's details.
  add column primary_contact text check (primary_contact in ('prospect1', 'prospect2', 'other')),
  add column contact_first_name text,
  add column contact_last_name text,
  add column contact_email text,
  add column contact_phone_number text,
  add column accessibility_requirement text,
  -- The allocation's notes (POST allocations/{id}/notes).
  add column notes text,
  -- The residency responsible for the unit (admission's responsible residency; the finance screen's responsible resident).
  add column responsible_residency_id int references residencies,
  -- The unit type's published price when the unit was assigned, and the price agreed with the residents.
  add column published_price numeric(14, 2),
  add column agreed_price numeric(14, 2),
  add column contract_signed_date date,
  add column balance_paid_date date,
  -- Settlement (the dialog 'Finalise settlement'): date and price; a settled allocation's departure cannot be edited.
  add column settlement_date date,
  add column settlement_price numeric(14, 2),
  add column is_settled boolean not null default false,
  -- DMF terms: the unit cost it is calculated on, the minimum rate (percent of that cost), the residents' shares of a
  -- capital gain or loss (percent), additional costs deducted from the refund.
  add column dmf_calculation_type text not null default 'IngoingUnitCost'
    check (dmf_calculation_type in ('IngoingUnitCost', 'OutgoingUnitCost')),
  add column dmf_minimum_rate numeric(6, 2) check (dmf_minimum_rate >= 0 and dmf_minimum_rate <= 100),
  add column resident_capital_gain_rate numeric(6, 2) check (resident_capital_gain_rate >= 0 and resident_capital_gain_rate <= 100),
  add column resident_capital_loss_rate numeric(6, 2) check (resident_capital_loss_rate >= 0 and resident_capital_loss_rate <= 100),
  add column additional_costs numeric(14, 2),
  -- In a billing-integrated facility the ingoing contribution is calculated by the accounting system (kept here as
  -- received); elsewhere it is the sum of the ingoing contribution payments below.
  add column calculated_ingoing_contribution numeric(14, 2),
  add column updated_by_user_id int references users,
  add column updated_on_utc timestamptz;

-- The DMF schedule of an allocation: rows in order, each a period of `effective_month` months at `value` percent a
-- year (seed §9). Only rows with a month and a value above 0 are stored, numbered from 1.
create table ilu_dmf_schedule_rows (
  id serial primary key,
  facility_id int not null references facilities,
  independent_living_allocation_id int not null references independent_living_allocations,
  fee_order_number int not null check (fee_order_number > 0),
  effective_month int not null check (effective_month > 0),
  value numeric(6, 2) not null check (value > 0),
  unique (independent_living_allocation_id, fee_order_number)
);
create index ilu_dmf_schedule_rows_facility_idx on ilu_dmf_schedule_rows (facility_id);

-- The ingoing contribution of an allocation, as effective-dated payments (a deposit, the balance...): its sum is
-- the ingoing contribution unless the facility is billing-integrated.
create table ilu_ingoing_contributions (
  id serial primary key,
  facility_id int not null references facilities,
  independent_living_allocation_id int not null references independent_living_allocations,
  effective_from_date date not null,
  value numeric(14, 2) not null,
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now()
);
create index ilu_ingoing_contributions_allocation_idx
  on ilu_ingoing_contributions (independent_living_allocation_id, effective_from_date);
create index ilu_ingoing_contributions_facility_idx on ilu_ingoing_contributions (facility_id);

-- Enquiry sources typed in an enquiry form ('new_<name>') are added for the organisation that typed them (seen by its
-- users only); the shared list has none. Not named organisation_id: the list stays reference data (shared rows read
-- by everyone), with the organisation's own rows added by the reference read.
alter table enquiry_sources add column added_by_organisation_id int references organisations;
create index enquiry_sources_organisation_idx on enquiry_sources (added_by_organisation_id, lower(name));

-- The allocations' residents in order, and the allocations of a unit.
create index ila_accommodation_idx on independent_living_allocations (accommodation_id) where accommodation_id is not null;
create index residencies_allocation_idx on residencies (independent_living_allocation_id)
  where independent_living_allocation_id is not null;
