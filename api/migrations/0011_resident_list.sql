-- The paged current-resident list (GET residents) in name order without sorting the facility: resident_search's
-- full-name row of each residency (name_key = sort_first || ' ' || sort_last holds for exactly that one row; see 0004)
-- ordered by (sort_last, sort_first, residency_id) per facility and bucket. A page reads skip + take index entries.
create index resident_search_current_list_idx on resident_search (facility_id, bucket, sort_last, sort_first, residency_id)
  where name_key = sort_first || ' ' || sort_last;
-- Its count (current residents of the facility created before the list's cut-off) from the index alone.
create index residencies_current_count_idx on residencies (facility_id, created_on_utc)
  where admission_date_utc is not null and departure_date_utc is null and not is_lead;
