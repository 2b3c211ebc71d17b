-- Resident finance: the effective-dated fee values of a residency and its finance record. Both belong to the
-- residency (reached after `resolve.residency`) and carry the facility that wrote them. The fees tab edits them, the
-- monthly fee run reads them, the funding tab reads the supplement flags.

-- One effective-dated value of a residency (seed 000 §3 ResidentFinanceEffectiveDateType, plus the Act 2025 hotelling
-- and non-clinical care contributions). Money and percentages are numeric (never float). A SupportLevel entry carries
-- its level in support_level (value null). RadPaid, RacPaid and TopupDailyAccommodationContribution are payments
-- (effective_from_date is the payment date; amounts may be negative for a refund, the list's sum stays >= 0), so several
-- may share a day; every other type is unique by day (seed 000 §5 "start dates unique across rows").
create table resident_finance_effective_dates (
  id bigserial primary key,
  residency_id int not null references residencies,
  facility_id int not null references facilities,
  effective_date_type text not null check (effective_date_type in (
    'MeansTestCareFee', 'Pre2014IncomeTestFee', 'DailyAccommodationContribution', 'SupportLevel',
    'TopupDailyAccommodationContribution', 'DailyAccommodationPayment', 'AgreedRoomPrice', 'Hardship',
    'Pre2014MonthlyAmountFee', 'RadPaid', 'RacPaid', 'BasicDailyCareFee', 'IngoingContribution', 'PrivateDailyCareFee',
    'HotellingContributionFee', 'NonClinicalCareContributionFee')),
  effective_from_date date not null,
  value numeric(14,2),
  support_level text check (support_level in ('Supported', 'Unsupported', 'Unknown')),
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now(),
  check ((effective_date_type = 'SupportLevel') = (support_level is not null)),
  check (effective_date_type = 'SupportLevel' or value is not null)
);
create index resident_finance_effective_dates_residency_idx
  on resident_finance_effective_dates (residency_id, effective_date_type, effective_from_date desc, id desc);
create unique index resident_finance_effective_dates_day_idx
  on resident_finance_effective_dates (residency_id, effective_date_type, effective_from_date)
  where effective_date_type not in ('RadPaid', 'RacPaid', 'TopupDailyAccommodationContribution');
create index resident_finance_effective_dates_facility_idx on resident_finance_effective_dates (facility_id, effective_date_type);

-- The means-tested care fee history of 0007 (the funding actions) becomes the MeansTestCareFee entries of the list above.
insert into resident_finance_effective_dates (residency_id, facility_id, effective_date_type, effective_from_date, value,
                                              created_by_user_id, created_on_utc)
select residency_id, facility_id, 'MeansTestCareFee', effective_from_date, value, created_by_user_id, created_on_utc
  from resident_mtcf_history;
drop table resident_mtcf_history;

-- The finance record of a residency (one row, created on first save; absent means every default): the classes, the
-- pre-2014 arrangements, the drawdown flags (a change of bill payer clears them), the refunded lump-sum amount, the
-- pensioner / concessional / veteran supplement flags of the funding tab. `version` guards concurrent edits (409).
create table resident_finances (
  residency_id int primary key references residencies,
  facility_id int not null references facilities,
  contribution_class text check (contribution_class in ('Pre1Jul2014', 'Jul2014toOct2025')),
  pre2014_care boolean not null default false,
  pre2014_care_level text check (pre2014_care_level in ('Low', 'High')),
  pre2014_continue_care boolean not null default false,
  -- Bond arrangements (pre-2014 low care continuing at Bond level): the bond and its interest rate (percent a year).
  pre2014_accommodation_cost numeric(14,2),
  pre2014_bond_amount numeric(14,2),
  pre2014_bond_interest_rate numeric(6,2),
  refunded_amount_from_lump_sum numeric(14,2) not null default 0,
  drawdown_dac boolean not null default false,
  drawdown_bdf boolean not null default false,
  drawdown_mtcf boolean not null default false,
  drawdown_ac boolean not null default false,
  drawdown_pi boolean not null default false,
  drawdown_itf boolean not null default false,
  drawdown_hc boolean not null default false,
  drawdown_nccc boolean not null default false,
  pensioner_supplement boolean not null default false,
  concessional_supplement boolean not null default false,
  veteran_supplement boolean not null default false,
  updated_by_user_id int references users,
  updated_on_utc timestamptz,
  version int not null default 1
);
create index resident_finances_facility_idx on resident_finances (facility_id);
