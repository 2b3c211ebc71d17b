-- The Medicare events page reads a facility's events newest first, 25 at a time, with their count, filtered or not by
-- request type, response type and resident. One index answers all of it: the page walks it in its order (created,
-- then id: no sort of the facility's events) and the count reads it alone (index-only: the filtered columns are
-- included), so a page touches the heap for its own 25 rows only. It replaces the facility index of 0006, whose
-- order lacked the id.
create index medicare_submissions_facility_page_idx
  on medicare_submissions (facility_id, created_on_utc desc, id desc) include (request_type, status, resident_id);
drop index medicare_submissions_facility_idx;
