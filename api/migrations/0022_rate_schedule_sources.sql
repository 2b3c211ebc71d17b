-- The rate schedules as the one source of their figures (docs/decisions.md 8, 29, 30). Every step is written
-- for a database that already holds data (a fresh database has no organisation yet: the demo generator writes the
-- same shapes, api/src/demo/finance/rates.ts).

-- ---------------------------------------------------------------- the base care tariff NWAU: one figure, one place
-- The AN-ACC price per NWAU and the base care tariff NWAU of each category are read from the organisation's care funding
-- rate in force (Funding - Care funding rates). The facility keeps its category, MMM classification, SA class and
-- funding basis; its NWAU moves to the schedule's fixed-component rows, with its DEMO label (the reference data has no
-- base care tariff NWAU: the demo loads 0.5000 as an explicitly labelled DEMO value, decision 8).
alter table care_funding_rate_base_care_tariffs add column is_demo_value boolean not null default false;

-- Each AN-ACC record takes the NWAU its organisation's facilities had for a category on the record's start day (where
-- the record has none yet); facilities that disagree: the lowest, DEMO unless every one was a real figure.
insert into care_funding_rate_base_care_tariffs (care_funding_rate_id, bct_category, nwau, is_demo_value)
select c.id, fc.bct_category, min(fc.base_care_tariff_nwau), bool_or(fc.is_demo_value)
  from care_funding_rates c
  join facilities fa on fa.organisation_id = c.organisation_id
  join facility_anacc_fixed_components fc on fc.facility_id = fa.id
 where c.funding_model = 'ANACC'
   and fc.base_care_tariff_nwau is not null
   and fc.start_date <= c.start_date and (fc.end_date is null or fc.end_date >= c.start_date)
   and fc.bct_category in ('Standard MMM 1-4', 'Standard MMM 5', 'Standard MMM 6-7', 'Specialised homeless (any location)',
     'Specialised Aboriginal/Torres Strait Islander MMM 6', 'Specialised Aboriginal/Torres Strait Islander MMM 7')
 group by c.id, fc.bct_category
    on conflict (care_funding_rate_id, bct_category) do update
   set nwau = excluded.nwau, is_demo_value = excluded.is_demo_value
 where care_funding_rate_base_care_tariffs.nwau is null;

-- The facility's note described its DEMO NWAU, which is no longer the facility's.
update facility_anacc_fixed_components set note = null where is_demo_value;
alter table facility_anacc_fixed_components drop column base_care_tariff_nwau, drop column is_demo_value;

-- ---------------------------------------------------------------- ACFI rates confirmed for 2008-09 only
-- The reference data confirms the ACFI rates for 1 Jul 2008 - 30 Jun 2009 only: a record from 1 Jul 2009 with no rates
-- ends the 2008-09 record there (the rates until ACFI ended on 30 Sep 2022 are left for the user to enter).
with added as (
  insert into care_funding_rates (organisation_id, start_date, funding_model, note)
  select c.organisation_id, date '2009-07-01', 'ACFI',
         'ACFI rates from 1 Jul 2009 (until ACFI ended on 30 Sep 2022) are not in the reference data, which confirms the 2008-09 rates only: enter them.'
    from care_funding_rates c
   where c.start_date = '2008-07-01' and c.funding_model = 'ACFI'
     and not exists (select 1 from care_funding_rates o where o.organisation_id = c.organisation_id and o.start_date = '2009-07-01')
  returning id
), acfi as (
  insert into care_funding_rate_acfi_rates (care_funding_rate_id, acfi_domain, acfi_level, daily_rate)
  select a.id, d.domain, l.level, null
    from added a
   cross join (values ('ADL'), ('BEH'), ('CHC')) d(domain)
   cross join (values ('Nil'), ('Low'), ('Medium'), ('High')) l(level)
), supplements as (
  insert into care_funding_rate_supplements (care_funding_rate_id, name, amount)
  select a.id, x.name, null
    from added a
   cross join (values ('Oxygen'), ('EnteralFeedingBolus'), ('EnteralFeedingNonBolus'), ('AdjustedSubsidyReduction'),
                      ('Veterans'), ('Homeless'), ('TwentyTwentyOneBasicDailyFeeSupplement'), ('OutbreakManagementSupport')) x(name)
)
insert into care_funding_rate_base_care_tariffs (care_funding_rate_id, bct_category, nwau)
select a.id, b.category, null
  from added a
 cross join (values ('Standard MMM 1-4'), ('Standard MMM 5'), ('Standard MMM 6-7'), ('Specialised homeless (any location)'),
                    ('Specialised Aboriginal/Torres Strait Islander MMM 6'),
                    ('Specialised Aboriginal/Torres Strait Islander MMM 7')) b(category);

-- ---------------------------------------------------------------- MPIR: confirmed figures only
-- The Jul-Sep 2025 MPIR of 7.78 % is `secondary_unverified` in the reference data (a placeholder from a third-party
-- source): it was loaded as real (0007, carried over by 0019, and the demo). Dropped from both lists; the quarter is a
-- gap until the user enters the published rate.
delete from fees_and_charges_rates where start_date = '2025-07-01' and end_date = '2025-09-30' and rate = 7.78;
update fees_and_charges
   set note = replace(note, 'Jul-Sep 2025 7.78% is secondary unverified (a third-party source): verify it.',
                      'Jul-Sep 2025 is not loaded: the reference data''s 7.78% is a secondary unverified placeholder; enter the published rate.')
 where note like '%7.78%%';

-- ---------------------------------------------------------------- the row rules hold for stored records
-- A rate list's rows follow each other (the next start is the previous end + 1 day). 0019 put every MPIR quarter of an
-- organisation in one record, across gaps (30 Sep 2024 -> 1 Apr 2025): such a record could not be saved unchanged, and
-- the screen moved the later rows onto the unconfirmed quarters. Each unbroken run of MPIR rows after the first becomes
-- its own record, starting on the run's first day, with the other figures of the record in force that day (so no
-- figure in force changes); the maximum penalty interest rows of those days go with it. A gap stays a gap.
create temporary table rate_runs as
with ordered as (
  select r.fees_and_charges_id as fid, r.start_date, r.end_date,
         case when lag(r.end_date) over w is null or r.start_date = lag(r.end_date) over w + 1 then 0 else 1 end as breaks
    from fees_and_charges_rates r
   where r.rate_type = 'Mpir'
  window w as (partition by r.fees_and_charges_id order by r.start_date)
), numbered as (
  select fid, start_date, end_date, sum(breaks) over (partition by fid order by start_date) as run from ordered
)
select n.fid, f.organisation_id, f.start_date as record_start, min(n.start_date) as run_start, max(n.end_date) as run_end
  from numbered n
  join fees_and_charges f on f.id = n.fid
 where n.run > 0
 group by n.fid, f.organisation_id, f.start_date, n.run;

insert into fees_and_charges (organisation_id, start_date, base_interest_rate, basic_daily_fee,
  hotelling_contribution_daily_cap, non_clinical_care_contribution_daily_cap, non_clinical_care_contribution_lifetime_cap,
  non_clinical_care_contribution_time_limit_days, note)
select s.organisation_id, s.run_start, cur.base_interest_rate, cur.basic_daily_fee, cur.hotelling_contribution_daily_cap,
       cur.non_clinical_care_contribution_daily_cap, cur.non_clinical_care_contribution_lifetime_cap,
       cur.non_clinical_care_contribution_time_limit_days,
       'The MPIR rows from ' || to_char(s.run_start, 'DD Mon YYYY') || ' of the record from '
         || to_char(s.record_start, 'DD Mon YYYY')
         || ', after a gap: each unbroken run of rows is its own record. The other figures are those in force that day.'
  from rate_runs s
  left join lateral (
    select c.* from fees_and_charges c
     where c.organisation_id = s.organisation_id and c.start_date <= s.run_start
     order by c.start_date desc limit 1
  ) cur on true
 where not exists (select 1 from fees_and_charges o where o.organisation_id = s.organisation_id and o.start_date = s.run_start);

-- The run's rows move to the record starting on its first day, unless that record (one the user had added) already
-- has rows of the list: then they stay, for the user to sort out.
update fees_and_charges_rates r
   set fees_and_charges_id = n.id
  from rate_runs s
  join fees_and_charges n on n.organisation_id = s.organisation_id and n.start_date = s.run_start
 where r.fees_and_charges_id = s.fid
   and n.id <> s.fid
   and r.start_date between s.run_start and s.run_end
   and not exists (select 1 from fees_and_charges_rates x where x.fees_and_charges_id = n.id and x.rate_type = r.rate_type);
drop table rate_runs;

-- ---------------------------------------------------------------- the maximum penalty interest rates' source
-- The lists seeded with the MPIR quarters (0019, the demo) say why: the reference data's base_interest_rate_bir.use
-- note: the interest on a refundable balance is the base interest rate until the refund due date, the MPIR after it.
update fees_and_charges f
   set note = concat_ws(' ', f.note,
     'Maximum penalty interest rates: the MPIR, which applies to a refundable balance after the refund due date (reference data base_interest_rate_bir.use).')
 where exists (select 1 from fees_and_charges_rates p where p.fees_and_charges_id = f.id and p.rate_type = 'MaximumPenaltyInterest')
   and coalesce(f.note, '') not like '%base_interest_rate_bir.use%'
   and not exists (
     (select start_date, end_date, rate from fees_and_charges_rates where fees_and_charges_id = f.id and rate_type = 'Mpir')
     except
     (select start_date, end_date, rate from fees_and_charges_rates where fees_and_charges_id = f.id and rate_type = 'MaximumPenaltyInterest'))
   and not exists (
     (select start_date, end_date, rate from fees_and_charges_rates where fees_and_charges_id = f.id and rate_type = 'MaximumPenaltyInterest')
     except
     (select start_date, end_date, rate from fees_and_charges_rates where fees_and_charges_id = f.id and rate_type = 'Mpir'));

-- ---------------------------------------------------------------- one AN-ACC price
-- The global anacc_prices rows (0009) were a second copy of the AN-ACC price: editing the care funding rate's price
-- changed no figure. Every reader (funding tab, AN-ACC calculator, funding estimate, lead cards) reads the care funding
-- rate in force, whose demo records carry the same reference figures with their source in the note.
drop table anacc_prices;

-- ---------------------------------------------------------------- no invented ACFI rates
-- The global acfi_rates rows (0001, dated 1 Jul 2024) have no source and no screen used them. GET referenceData/acfi-rates
-- now answers the ACFI rates of the organisation's care funding rates (finance/rates).
drop table acfi_rates;
