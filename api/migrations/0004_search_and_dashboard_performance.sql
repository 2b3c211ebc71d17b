-- Performance (ARCHITECTURE §8): resident search p95 under 20 ms on 100,000 residents, dashboards fast on
-- large facilities. No extension needed (PGlite has no pg_trgm): plain btree indexes.
--
-- 1. resident_search carries what the search orders by, so the 10 rows are chosen from one index-only range scan
--    (facility_id, name_key text_pattern_ops) without touching residencies/residents; only those 10 are joined.
--    bucket: 0 current (admitted, not departed), 1 enquiry/lead (not admitted, not departed), 2 departed, 3 archived
--    (never returned). sort_last/sort_first: lower(last name), lower(first name).
--    Keys: lower(first || ' ' || last), lower(last), lower(preferred). lower(first) is no longer stored: the full-name
--    key starts with it, so every prefix of the first name matches the full-name key (same results, fewer rows).

drop trigger residencies_search_insert on residencies;
drop trigger residencies_search_update on residencies;
drop trigger residents_search_update on residents;
drop function resident_search_residencies_changed();
drop function resident_search_residents_changed();
drop index resident_search_idx;

truncate resident_search;
alter table resident_search
  add column bucket smallint not null,
  add column sort_last text not null,
  add column sort_first text not null;

create function resident_search_bucket(is_archived boolean, admission date, departure date) returns smallint
  language sql immutable as $$
  select (case when is_archived then 3 when departure is not null then 2 when admission is not null then 0 else 1 end)::smallint
$$;

create function resident_search_residencies_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    delete from resident_search s using new_rows n where s.residency_id = n.id;
  end if;
  insert into resident_search (residency_id, facility_id, name_key, bucket, sort_last, sort_first)
    select distinct n.id, n.facility_id, k,
           resident_search_bucket(n.is_archived, n.admission_date_utc, n.departure_date_utc), lower(r.last_name), lower(r.first_name)
      from new_rows n
      join residents r on r.id = n.resident_id
      cross join lateral unnest(array[lower(r.first_name || ' ' || r.last_name), lower(r.last_name), lower(r.preferred_name)]) k
     where k is not null;
  return null;
end $$;

create trigger residencies_search_insert after insert on residencies
  referencing new table as new_rows for each statement execute function resident_search_residencies_changed();
create trigger residencies_search_update after update on residencies
  referencing new table as new_rows for each statement execute function resident_search_residencies_changed();

create function resident_search_residents_changed() returns trigger language plpgsql as $$
begin
  delete from resident_search s using residencies rs, new_rows n where s.residency_id = rs.id and rs.resident_id = n.id;
  insert into resident_search (residency_id, facility_id, name_key, bucket, sort_last, sort_first)
    select distinct rs.id, rs.facility_id, k,
           resident_search_bucket(rs.is_archived, rs.admission_date_utc, rs.departure_date_utc), lower(n.last_name), lower(n.first_name)
      from new_rows n
      join residencies rs on rs.resident_id = n.id
      cross join lateral unnest(array[lower(n.first_name || ' ' || n.last_name), lower(n.last_name), lower(n.preferred_name)]) k
     where k is not null;
  return null;
end $$;

create trigger residents_search_update after update on residents
  referencing new table as new_rows for each statement execute function resident_search_residents_changed();

insert into resident_search (residency_id, facility_id, name_key, bucket, sort_last, sort_first)
  select distinct rs.id, rs.facility_id, k,
         resident_search_bucket(rs.is_archived, rs.admission_date_utc, rs.departure_date_utc), lower(r.last_name), lower(r.first_name)
    from residencies rs
    join residents r on r.id = rs.resident_id
    cross join lateral unnest(array[lower(r.first_name || ' ' || r.last_name), lower(r.last_name), lower(r.preferred_name)]) k
   where k is not null;

-- The prefix range of one facility, with everything the ordering needs in the index (index-only scan).
create index resident_search_prefix_idx on resident_search (facility_id, name_key text_pattern_ops)
  include (bucket, sort_last, sort_first, residency_id);

-- 2. Dashboards.
-- Current residents of a facility (counts by care type and support level; residents on leave): index-only.
create index residencies_current_idx on residencies (facility_id) include (id, resident_id, care_type, support_level)
  where admission_date_utc is not null and departure_date_utc is null and not is_lead;
-- Registered beds: count(*) index-only.
create index beds_registered_idx on beds (facility_id) where is_active and not is_out_of_service;
-- Open leaves with what the dashboard shows.
create index leaves_open_details_idx on leaves (residency_id) include (type, start_date, expected_return_date)
  where return_date is null and not is_reversed;
-- ILU: unit counts, vacancies in room order, open enquiries newest first, residents of an allocation in position order.
create index accommodations_active_idx on accommodations (facility_id) include (ilu_status) where is_active;
create index accommodations_available_idx on accommodations (facility_id, room_number) where is_active and ilu_status = 'Available';
create index ila_open_idx on independent_living_allocations (facility_id, created_on desc, id desc) where not is_archived and occupied_date is null;
create index ilu_allocation_residents_position_idx on ilu_allocation_residents (independent_living_allocation_id, position, resident_id);
