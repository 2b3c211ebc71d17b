-- The billing and Attache extracts read a facility's account entries dated in a period, in date then entry order, and
-- count them. Until now the ledger was indexed by residency only (an account's transactions), so a facility's period
-- was a scan of every facility's entries. This index answers the period in its order; the included kind and
-- reversal let the count of charges read it alone (a reversal's charge is then one lookup by id).
create index resident_ledger_entries_facility_period_idx
  on resident_ledger_entries (facility_id, entry_date, id) include (kind, reverses_entry_id, residency_id, created_on_utc);
