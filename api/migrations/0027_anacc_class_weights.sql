-- The AN-ACC class weights (NWAU per class, with the class's care minutes) become rows of the organisation's care
-- funding rate records, beside the base care tariff NWAUs (docs/decisions.md 49). The shared reference table
-- anacc_class_weights (0009) was a second, read-only schedule no one could correct: a provider could enter the AN-ACC
-- price and the base care tariffs in Funding - Care funding rates, but the class NWAUs that every daily rate multiplies
-- came from a table with no owner and no screen, loaded from a secondary unverified source and shown unmarked.
--
-- A record's class weights apply with it: from its start until the next record starts (the record in force on a day
-- gives that day's price, base care tariffs and class weights). `source` says where the figure comes from (the
-- reference data's source, or "Entered by <user> on <date>"); `is_unconfirmed` marks a figure that is not a published
-- one (loaded from reference data whose status is not confirmed), shown with the "Unconfirmed" badge until someone
-- enters the figure. A class without a row has no weight in that record: its rate is not computed (never guessed).
create table care_funding_rate_class_weights (
  care_funding_rate_id int not null references care_funding_rates on delete cascade,
  -- Permanent classes 1-13, respite classes 101-103 (the codes of expected_anacc_classifications).
  anacc_class int not null check (anacc_class between 1 and 13 or anacc_class between 101 and 103),
  nwau numeric(8,4) not null check (nwau > 0),
  total_care_minutes int check (total_care_minutes >= 0),
  registered_nurse_care_minutes int check (registered_nurse_care_minutes >= 0),
  -- The care type's default class when the resident has no actual or expected class (none is marked today).
  is_default boolean not null default false,
  source text,
  is_unconfirmed boolean not null default false,
  primary key (care_funding_rate_id, anacc_class)
);

-- Each reference weight goes to every AN-ACC record of every organisation that is in force on some day on or after the
-- weight's start (and not after its end): the records starting from then, and the record already in force on the start
-- day. So no day that had a weight loses it. The reference data's status (secondary_unverified) is not a confirmed
-- one: every row moved is marked unconfirmed, its source kept. When a record spans two reference periods of a class,
-- the later one is kept.
insert into care_funding_rate_class_weights (care_funding_rate_id, anacc_class, nwau, total_care_minutes,
  registered_nurse_care_minutes, is_default, source, is_unconfirmed)
select distinct on (c.id, w.anacc_class)
       c.id, w.anacc_class, w.nwau, w.total_care_minutes, w.registered_nurse_care_minutes, w.is_default,
       concat_ws(' ', w.source, '(' || w.source_status || ')'),
       coalesce(w.source_status, '') not like 'confirmed%'
  from care_funding_rates c
  cross join anacc_class_weights w
  left join lateral (
    select min(n.start_date) as next_start from care_funding_rates n
     where n.organisation_id = c.organisation_id and n.start_date > c.start_date
  ) nx on true
 where c.funding_model = 'ANACC'
   and (w.end_date is null or c.start_date <= w.end_date)
   and (nx.next_start is null or nx.next_start > w.start_date)
 order by c.id, w.anacc_class, w.start_date desc;

-- Nothing reads the reference table any more (rates/index.ts `classWeightsOn` reads the record in force).
drop table anacc_class_weights;
