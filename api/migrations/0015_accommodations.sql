-- Accommodation types, rooms, units, beds and out-of-service periods as the administration screens edit
-- them. Every new column on an existing table has a default (the demo and benchmark generators insert rows without
-- them).

-- An accommodation type carries its maximum occupancy (beds per room), its published price (per room or per bed:
-- price setting 0 room, 1 bed), its features and whether it is an independent-living unit type. The version is
-- the optimistic concurrency of the type editor. Existing types get the beds their rooms have today.
alter table accommodation_types
  add column number_beds int not null default 1 check (number_beds between 1 and 20),
  add column price numeric(12, 2),
  add column price_setting int not null default 0 check (price_setting in (0, 1)),
  add column features text[] not null default '{}',
  add column is_ilu boolean not null default false,
  add column version int not null default 1;

update accommodation_types t
   set is_ilu = (select f.facility_type = 'IndependentLiving' from facilities f where f.id = t.facility_id),
       number_beds = greatest(1, coalesce((select max(n) from (
         select count(*) as n from accommodations a join beds b on b.accommodation_id = a.id and b.is_active
          where a.accommodation_type_id = t.id and a.is_active group by a.id) x), 1));

-- Every change of a type's price or price setting appends a row: the type editor shows the history (dd-MMM-yyyy).
create table accommodation_type_price_histories (
  id serial primary key,
  facility_id int not null references facilities,
  accommodation_type_id int not null references accommodation_types,
  price numeric(12, 2) not null,
  price_setting int not null check (price_setting in (0, 1)),
  effective_date date not null,
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now()
);
create index accommodation_type_price_histories_type_idx
  on accommodation_type_price_histories (accommodation_type_id, effective_date desc, id desc);

-- The features a facility offers, for types and for rooms (the pickers' lists). A type or room keeps the names it
-- was given (features text[]); a name saved that is not in the list yet joins it.
create table accommodation_features (
  id serial primary key,
  facility_id int not null references facilities,
  applies_to text not null check (applies_to in ('type', 'room')),
  name text not null
);
create unique index accommodation_features_name_idx on accommodation_features (facility_id, applies_to, lower(name));

alter table accommodations add column features text[] not null default '{}';

-- Out-of-service periods are deleted softly (the room page keeps what was planned), and carry the facility of their
-- bed so the scoped data access narrows them like every other facility-owned row. Rows inserted without it (the demo
-- and benchmark generators, older tests) get their bed's facility from the trigger.
alter table bed_out_of_service_periods
  add column is_deleted boolean not null default false,
  add column facility_id int references facilities;
update bed_out_of_service_periods p set facility_id = b.facility_id from beds b where b.id = p.bed_id;

create or replace function rm_oos_period_facility() returns trigger language plpgsql as $$
begin
  if new.facility_id is null then
    new.facility_id := (select b.facility_id from beds b where b.id = new.bed_id);
  end if;
  return new;
end
$$;
create trigger bed_out_of_service_periods_facility before insert on bed_out_of_service_periods
  for each row execute function rm_oos_period_facility();
create index bed_oos_facility_idx on bed_out_of_service_periods (facility_id, bed_id) where not is_deleted;

-- Accommodation financial events of a unit (notice to vacate, balance paid, deposit paid, contract signed): the
-- latest one gives the unit's brief note on the units screen. Written by the independent-living finance screens; an
-- event may name the allocation it belongs to.
create table accommodation_financial_events (
  id serial primary key,
  facility_id int not null references facilities,
  accommodation_id int not null references accommodations,
  independent_living_allocation_id int references independent_living_allocations,
  notice_to_vacate_date date,
  balance_paid_date date,
  deposit_paid_date date,
  contract_signed_date date,
  created_on_utc timestamptz not null default now()
);
create index accommodation_financial_events_unit_idx
  on accommodation_financial_events (accommodation_id, created_on_utc desc, id desc);
