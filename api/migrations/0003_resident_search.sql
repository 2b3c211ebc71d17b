-- Resident search by facility: one row per (residency, name key), kept in step with residents and residencies by
-- triggers, so a prefix search scans only the current facility's names (index (facility_id, name_key)).
-- Keys: lower(first name), lower(last name), lower(preferred name), lower(first || ' ' || last).

create table resident_search (
  residency_id int not null references residencies on delete cascade,
  facility_id int not null,
  name_key text not null
);
create index resident_search_idx on resident_search (facility_id, name_key text_pattern_ops);
create index resident_search_residency_idx on resident_search (residency_id);

create function resident_search_residencies_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    delete from resident_search s using new_rows n where s.residency_id = n.id;
  end if;
  insert into resident_search (residency_id, facility_id, name_key)
    select distinct n.id, n.facility_id, k
      from new_rows n
      join residents r on r.id = n.resident_id
      cross join lateral unnest(array[lower(r.first_name), lower(r.last_name), lower(r.preferred_name), lower(r.first_name || ' ' || r.last_name)]) k
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
  insert into resident_search (residency_id, facility_id, name_key)
    select distinct rs.id, rs.facility_id, k
      from new_rows n
      join residencies rs on rs.resident_id = n.id
      cross join lateral unnest(array[lower(n.first_name), lower(n.last_name), lower(n.preferred_name), lower(n.first_name || ' ' || n.last_name)]) k
     where k is not null;
  return null;
end $$;

create trigger residents_search_update after update on residents
  referencing new table as new_rows for each statement execute function resident_search_residents_changed();

insert into resident_search (residency_id, facility_id, name_key)
  select distinct rs.id, rs.facility_id, k
    from residencies rs
    join residents r on r.id = rs.resident_id
    cross join lateral unnest(array[lower(r.first_name), lower(r.last_name), lower(r.preferred_name), lower(r.first_name || ' ' || r.last_name)]) k
   where k is not null;
