-- Customer care and the record history.

-- Clinical integration requests (customer care, system users only): a system user asks for a facility's current
-- residents to be on-boarded into, or updated in, the clinical system. Each request is kept: it is the job submitted to
-- the clinical system through its adapter (src/integrations/clinical), and the status the screen polls every 5 seconds
-- (Submitted until the clinical system answers, then Completed or Failed). `residents` is what was sent (ids and names),
-- so a support question about a request can be answered from the row alone.
create table clinical_integration_requests (
  id serial primary key,
  facility_id int not null references facilities,
  operation_type text not null check (operation_type in ('OnboardResidents', 'UpdateResidents')),
  status text not null default 'Submitted' check (status in ('Submitted', 'Completed', 'Failed')),
  status_reason text,
  job_reference text not null,
  resident_count int not null,
  residents jsonb not null default '[]'::jsonb,
  requested_by_user_id int references users,
  requested_on_utc timestamptz not null default now(),
  completed_on_utc timestamptz,
  version int not null default 1
);
create index clinical_integration_requests_facility_idx
  on clinical_integration_requests (facility_id, operation_type, requested_on_utc desc, id desc);
-- The simulator's background job looks for the requests still waiting on an answer.
create index clinical_integration_requests_pending_idx on clinical_integration_requests (id) where status = 'Submitted';

-- Medicare payment statements, one per facility and month. A month's row exists from the start of the month; the
-- funding area's 'Get statement' fetches the expected statement from Medicare (fetched_on_utc, statement_xml). Customer
-- care uploads the actual statement file received for a fetched month (stored in the file storage under
-- actual_storage_key); the funding area reads it once it is built. An upload for a month not fetched yet is refused.
create table medicare_statements (
  id serial primary key,
  facility_id int not null references facilities,
  -- The first day of the statement's month.
  statement_month date not null check (extract(day from statement_month) = 1),
  fetched_on_utc timestamptz,
  statement_xml text,
  actual_file_name text,
  actual_storage_key text,
  actual_content_type text,
  actual_size int,
  actual_uploaded_on_utc timestamptz,
  actual_uploaded_by_user_id int references users,
  version int not null default 1,
  unique (facility_id, statement_month)
);

-- Record history: the audit rows of one record, newest first, paged. The rows about a resident are found by the entity
-- and id (entity 'resident', or 'residency' for the person's residencies) and, for the residency's child records
-- (supplements, ACFI, reassessments, documents, tours...), by the resident or residency their details name.
create index audit_log_entity_at_idx on audit_log (entity, entity_id, at desc, id desc);
create index audit_log_details_residency_idx on audit_log ((details ->> 'residencyId'), at desc) where details ? 'residencyId';
create index audit_log_details_resident_idx on audit_log ((details ->> 'residentId'), at desc) where details ? 'residentId';
-- The old (entity, entity_id) index is a prefix of the new one.
drop index if exists audit_log_entity_idx;
