-- The stay: residency events carry their leave, reversal and correction links; Medicare submissions.

alter table residency_events add column facility_id int references facilities;
alter table residency_events add column leave_id int references leaves;
alter table residency_events add column is_reversed boolean not null default false;
alter table residency_events add column reverses_event_id bigint references residency_events;
alter table residency_events add column corrects_event_id bigint references residency_events;
alter table residency_events add column unique_event_id text;
update residency_events e set facility_id = r.facility_id from residencies r where r.id = e.residency_id;

-- Leave events are recorded as residency events too (codes beyond seed 000's ResidentEventType, for the event history):
-- 101 LeaveAdded, 102 LeaveUpdated, 103 LeaveReturned. Reversal of a leave keeps the seed's LeaveReversed = 26.
alter table residency_events drop constraint if exists residency_events_event_type_check;
alter table residency_events add constraint residency_events_event_type_check
  check (event_type in (5, 6, 21, 22, 23, 24, 25, 26, 101, 102, 103));

alter table residencies add column departure_initiated_by text;
alter table residencies add column departure_reason_notes text;
alter table residencies add column departure_to_facility_id int references facilities;
alter table residencies add column accommodation_class text;
alter table residencies add column pre_entry_leave_date date;
alter table residencies add column palliative_status boolean not null default false;

alter table leaves add column start_time_local text;
alter table leaves add column return_time_local text;
alter table leaves add column is_respite_leave_within_organisation boolean not null default false;

create table medicare_submissions (
  id bigserial primary key,
  facility_id int not null references facilities,
  residency_id int references residencies,
  resident_id int references residents,
  residency_event_id bigint references residency_events,
  unique_event_id text not null,
  request_type text not null,
  payload jsonb not null,
  status text not null default 'BeingProcessed'
    check (status in ('Accepted', 'Rejected', 'Duplicate', 'Held', 'Superseded', 'BeingProcessed', 'Error')),
  status_reason text,
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now(),
  processed_on_utc timestamptz,
  version int not null default 1
);
create index medicare_submissions_pending_idx on medicare_submissions (id) where status = 'BeingProcessed';
create index medicare_submissions_facility_idx on medicare_submissions (facility_id, created_on_utc desc);
create index medicare_submissions_residency_idx on medicare_submissions (residency_id);

-- An event records the facility it happened in (transfers move the residency, not its past events).
create function residency_events_set_facility() returns trigger language plpgsql as $$
begin
  if new.facility_id is null then
    select facility_id into new.facility_id from residencies where id = new.residency_id;
  end if;
  return new;
end $$;
create trigger residency_events_set_facility before insert on residency_events
  for each row execute function residency_events_set_facility();
