-- The departed list's count (GET residents/departed: departed residents of the facility created before the
-- list's cut-off) from the index alone, as 0011 does for the current list (it visited each departed residency's row).
create index residencies_departed_count_idx on residencies (facility_id, created_on_utc)
  where admission_date_utc is not null and departure_date_utc is not null and not is_lead;
