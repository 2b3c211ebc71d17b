-- Sundry (miscellaneous) charges: hairdressing, pharmacy, newspapers... raised against a facility's residents. A charge
-- starts as a draft that is saved and changed freely (its lines are replaced on each save), then is posted once: each
-- line becomes a 'Charge' entry of the resident's account (resident_ledger_entries, source key 'sundry:{line id}:1', so
-- a repeat writes nothing), and the charge is never changed or deleted again.
--
-- Both tables are facility-owned (facility_id), so the scoped access narrows every query to the current facility; the
-- lines carry the facility too (it is always their charge's) so that they are read and written through the same scope.

create table sundry_charges (
  id serial primary key,
  facility_id int not null references facilities,
  description text not null,
  -- The GST rate in percent in force when the draft was last saved (the reference data's rate); kept with the charge so
  -- a posted charge's figures do not move when the rate changes.
  gst_rate numeric(5, 2) not null,
  -- The lines' amounts include GST (every line is then a GST line).
  gst_inclusive boolean not null default false,
  -- The total is shared by the lines in cents (shared-domain/billing/sundry splitShares); description and account copied.
  split_bill_evenly boolean not null default false,
  -- The charge's total as the rules work it out (split evenly: the total shared), kept for the list.
  total numeric(14, 2) not null,
  -- The charge's sundry account (a SundryCharges row of the GL mapping); null while not picked or once the account is
  -- deleted from the mapping (a posted line keeps its account's name in posted_sundry_account_description).
  sundry_account_id int references gl_account_mappings on delete set null,
  -- The date of the residents' account entries; the list is grouped by its month and year.
  invoice_date date not null,
  version int not null default 1,
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now(),
  modified_by_user_id int references users,
  modified_on_utc timestamptz not null default now(),
  -- Set once, when the charge is posted (null: a draft).
  posted_on_utc timestamptz,
  posted_by_user_id int references users,
  check ((posted_on_utc is null) = (posted_by_user_id is null))
);
-- The list: a facility's charges, latest invoice first (id breaks ties), optionally only drafts or only posted ones.
create index sundry_charges_list_idx on sundry_charges (facility_id, invoice_date desc, id desc);

create table sundry_charge_lines (
  id serial primary key,
  facility_id int not null references facilities,
  sundry_charge_id int not null references sundry_charges on delete cascade,
  -- The resident's residency charged; null only on a split-evenly draft's line without a resident yet (posting refuses it).
  residency_id int references residencies,
  gst_type text not null check (gst_type in ('Free', 'GST')),
  -- The amount (split evenly: the line's share); gst: the GST worked out by the shared rule; both to the cent.
  amount numeric(14, 2) not null,
  gst numeric(14, 2) not null default 0,
  description text not null,
  sundry_account_id int references gl_account_mappings on delete set null,
  -- The account's name when the charge was posted (kept though the mapping is renamed or deleted later).
  posted_sundry_account_description text,
  -- The line's place in the charge (the form's order).
  position int not null
);
create index sundry_charge_lines_charge_idx on sundry_charge_lines (sundry_charge_id, position);
create index sundry_charge_lines_residency_idx on sundry_charge_lines (residency_id) where residency_id is not null;
