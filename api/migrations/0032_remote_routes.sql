-- The last routes.json the API read successfully for each remote (api/src/http/remote-routes.ts). When a remote's
-- deployed folder cannot be read, /config.json serves this copy marked `unreachable`, so the shell still knows the
-- remote's paths and shows "This area is unavailable" there instead of sending a bookmark to the dashboard. Kept in the
-- database rather than in a process's memory: every API replica, and one started after the remote went missing,
-- serves the same copy. A cache of a deployed file, not a record anybody edits: no version and no audit row.
create table remote_routes (
  remote text primary key,
  routes_file jsonb not null,
  read_at timestamptz not null default now()
);
