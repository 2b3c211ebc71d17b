-- What a fee run could not charge, listed in its result (docs/decisions.md "The DAP charged"): each residency whose
-- arrangement needs a daily accommodation payment that cannot be calculated (no MPIR covers the agreed room price date)
-- is flagged, never skipped in silence. A JSON array of {residentId, name, reason, days}.
alter table fee_runs add column flagged jsonb not null default '[]';
