-- Bed assignments (the assign-bed dialog): one row per move of a current residency to another bed of its
-- facility, written in the same transaction as the residency's new bed_id (and its audit record). The resident
-- timeline reads them ('Bed assigned'). The labels are the room/bed as the record showed them at the time
-- (room number, plus the bed name unless it is just "Bed"), so renaming a room later does not rewrite history.
-- Independent of 0009 (leads): only 0001 tables are referenced.

create table residency_bed_assignments (
  id serial primary key,
  residency_id int not null references residencies,
  -- the facility of the bed (the residency's facility at the time)
  facility_id int not null references facilities,
  -- the bed the resident left (null when the residency had none)
  from_bed_id int references beds,
  bed_id int not null references beds,
  from_label text,
  label text not null,
  -- the day of the move (Australia/Melbourne) and when it was recorded
  assigned_on date not null,
  assigned_at timestamptz not null default now(),
  assigned_by_user_id int references users
);
create index residency_bed_assignments_residency_idx on residency_bed_assignments (residency_id, assigned_at, id);
