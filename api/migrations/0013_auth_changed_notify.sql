-- The guard's auth cache (src/http/auth-cache.ts) keeps each user's user, role, permissions and facility in
-- memory. Every write to what it holds notifies the channel rm_auth_changed (delivered at commit), so every API process
-- listening on it drops its cache; a process that is not listening does not cache.
create or replace function rm_auth_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('rm_auth_changed', tg_table_name);
  return null;
end
$$;

create trigger users_auth_changed after insert or update or delete or truncate on users
  for each statement execute function rm_auth_changed();
create trigger roles_auth_changed after insert or update or delete or truncate on roles
  for each statement execute function rm_auth_changed();
create trigger role_permissions_auth_changed after insert or update or delete or truncate on role_permissions
  for each statement execute function rm_auth_changed();
create trigger user_facilities_auth_changed after insert or update or delete or truncate on user_facilities
  for each statement execute function rm_auth_changed();
create trigger facilities_auth_changed after insert or update or delete or truncate on facilities
  for each statement execute function rm_auth_changed();
create trigger regions_auth_changed after insert or update or delete or truncate on regions
  for each statement execute function rm_auth_changed();
