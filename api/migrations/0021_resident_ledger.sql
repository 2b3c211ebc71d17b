-- The resident's account: immutable ledger entries posted by the monthly fee run and by the deposit payments
-- of the fees tab, and the fee runs themselves. See docs/decisions.md "Resident ledger and the fee run job".

-- One run of the fee run for a facility and a month (manual "run now" or the scheduled monthly job). A run that fails
-- writes nothing of its charges (one transaction) and is recorded as Failed with its error.
create table fee_runs (
  id serial primary key,
  facility_id int not null references facilities,
  -- the month charged: its first day
  period date not null check (extract(day from period) = 1),
  trigger text not null check (trigger in ('Manual', 'Scheduled')),
  status text not null check (status in ('Running', 'Completed', 'Failed')),
  requested_by_user_id int references users,
  started_on_utc timestamptz not null default now(),
  finished_on_utc timestamptz,
  residencies_charged int not null default 0,
  charges_created int not null default 0,
  reversals_created int not null default 0,
  error text
);
create index fee_runs_facility_idx on fee_runs (facility_id, started_on_utc desc, id desc);

-- One entry of a residency's account. Each entry moves two balances, as signed amounts:
--   account_amount: what the resident owes (a charge +, a payment -, a drawdown - as the deposit pays the charge);
--   deposit_amount: the deposit the facility holds (a RAD/RAC/top-up payment +, a refund -, a drawdown -).
-- Entries are never changed: a correction is a Reversal (both amounts negated, reverses_entry_id set, at most one per
-- entry) followed by a new entry. `line_key` names what an entry posts ('fee:{residency}:{yyyy-mm}:{line}',
-- 'drawdown:...', 'deposit:{effective date id}'); `source_key` (line key + revision, or 'reversal:{id}') is unique, so a
-- post is written once however often the run or the sync is repeated.
create table resident_ledger_entries (
  id bigserial primary key,
  residency_id int not null references residencies,
  facility_id int not null references facilities,
  entry_date date not null,
  period date not null check (extract(day from period) = 1),
  kind text not null check (kind in ('Charge', 'Payment', 'Deposit', 'Drawdown', 'Reversal')),
  fee_type text,
  description text not null,
  days int,
  account_amount numeric(14,2) not null default 0,
  deposit_amount numeric(14,2) not null default 0,
  line_key text,
  revision int not null default 1,
  source_key text not null unique,
  reverses_entry_id bigint unique references resident_ledger_entries,
  explanation jsonb,
  fee_run_id int references fee_runs,
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now(),
  check ((kind = 'Reversal') = (reverses_entry_id is not null)),
  check ((kind = 'Reversal') = (line_key is null))
);
create index resident_ledger_entries_residency_idx on resident_ledger_entries (residency_id, entry_date desc, id desc);
create index resident_ledger_entries_line_idx on resident_ledger_entries (residency_id, line_key) where line_key is not null;
create index resident_ledger_entries_run_idx on resident_ledger_entries (fee_run_id) where fee_run_id is not null;

-- Immutability in the database, whatever the application does: no UPDATE ever; DELETE only of a lead's entries (a lead
-- that is deleted takes its deposit entries with it: leads are never charged by the fee run, see leads/archive).
create function resident_ledger_entries_immutable() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and exists (select 1 from residencies r where r.id = old.residency_id and r.is_lead) then
    return old;
  end if;
  raise exception 'resident_ledger_entries are immutable: post a reversing entry instead'
    using errcode = 'check_violation';
end;
$$;
create trigger resident_ledger_entries_immutable
  before update or delete on resident_ledger_entries
  for each row execute function resident_ledger_entries_immutable();
