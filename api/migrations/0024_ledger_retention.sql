-- Retention of the refundable deposit in the resident's account: at a billing-integrated facility the fee run
-- deducts each month's retention of an Aged Care Act 2025 resident's RAD/RAC from the deposit held, as a Retention entry
-- (deposit_amount negative, account_amount 0: the facility keeps it, the resident owes nothing more). docs/decisions.md 28.
alter table resident_ledger_entries drop constraint resident_ledger_entries_kind_check;
alter table resident_ledger_entries add constraint resident_ledger_entries_kind_check
  check (kind in ('Charge', 'Payment', 'Deposit', 'Drawdown', 'Retention', 'Reversal'));
