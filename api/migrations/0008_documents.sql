-- Resident (and lead) documents. The bytes live in the file storage (api/src/storage, docs/storage.md) under
-- `storage_key`; this table holds what the lists, the timeline and the access checks need. A deleted document keeps
-- its row (deleted_at, deleted_by_user_id) for the timeline and the audit trail; its file is removed from the storage.

create table documents (
  id serial primary key,
  resident_id int not null references residents,
  -- the residency (stay or lead) the document was added to; the facility is the one it belongs to
  residency_id int references residencies,
  facility_id int not null references facilities,
  -- the name the user gave (trimmed, at most 60 characters), unique per resident and facility among live documents
  name text not null check (char_length(name) between 1 and 60),
  -- lower case without the dot, e.g. 'pdf'
  extension text not null,
  content_type text not null,
  size bigint not null check (size >= 0),
  storage_key text not null unique,
  added_by_user_id int not null references users,
  date_added timestamptz not null default now(),
  deleted_at timestamptz,
  deleted_by_user_id int references users
);
create unique index documents_name_idx on documents (resident_id, facility_id, lower(name)) where deleted_at is null;
create index documents_resident_idx on documents (resident_id, facility_id, date_added desc, id desc) where deleted_at is null;
create index documents_residency_idx on documents (residency_id);
