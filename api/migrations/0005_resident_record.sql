-- The resident record: what the resident details editor, notes, photo and mark-as-enquiry need.
-- (residencies.pre_entry_leave_date comes with 0006_stay_events.sql.)

alter table residents add column debtor text;
alter table residents add column medicare_member_number text;
alter table residents add column residential_care_id text;
alter table residents add column bill_payer_type text not null default 'Resident'
  check (bill_payer_type in ('Resident', 'PrimaryContact', 'SecondaryContact'));
alter table residents add column is_deceased boolean not null default false;
-- Debtor IDs are unique in an organisation (case-insensitive): 'Debtor ID already exists.'
create unique index residents_debtor_idx on residents (organisation_id, lower(debtor)) where debtor is not null;

alter table residencies add column contract_signed boolean not null default false;
alter table residencies add column income_asset_status text not null default 'Unknown'
  check (income_asset_status in ('Unknown', 'Completed'));

-- The bill payer's invoicing and payment details (one per resident, whoever the payer is) and the drawdown flags that a
-- change of bill payer clears.
create table resident_bill_payer_details (
  resident_id int primary key references residents,
  cc_email text,
  is_invoice_email boolean not null default false,
  is_invoice_post boolean not null default false,
  payment_method text,
  account_name text,
  bank_name text,
  bsb text,
  account_number text,
  is_drawdown_dap boolean not null default false,
  is_drawdown_fees boolean not null default false,
  is_drawdown_extra_services boolean not null default false
);

-- Contacts: one primary, one secondary, any number of others.
create table resident_contacts (
  id serial primary key,
  resident_id int not null references residents,
  kind text not null check (kind in ('Primary', 'Secondary', 'Other')),
  position int not null default 0,
  title text,
  first_name text not null,
  last_name text not null,
  phone_number text,
  phone_number_alternate text,
  contact_notes text,
  email text,
  street1 text,
  street2 text,
  suburb text,
  state text,
  post_code text,
  country_id int references countries,
  created_on_utc timestamptz not null default now()
);
create index resident_contacts_resident_idx on resident_contacts (resident_id, kind, position);
create unique index resident_contacts_one_primary_idx on resident_contacts (resident_id, kind) where kind in ('Primary', 'Secondary');

create table resident_contact_relationships (
  contact_id int not null references resident_contacts on delete cascade,
  relationship_id int not null references relationships,
  primary key (contact_id, relationship_id)
);

create table resident_enquiry_sources (
  resident_id int not null references residents,
  enquiry_source_id int not null references enquiry_sources,
  primary key (resident_id, enquiry_source_id)
);
create table resident_religions (
  resident_id int not null references residents,
  religion_id int not null references religions,
  primary key (resident_id, religion_id)
);
-- Specialised care ids 1-5: Court managed, Homeless, NDIS, Safety net, TCP.
create table resident_specialised_care (
  resident_id int not null references residents,
  specialised_care_id int not null check (specialised_care_id between 1 and 5),
  primary key (resident_id, specialised_care_id)
);

create table resident_notes (
  id serial primary key,
  resident_id int not null references residents,
  facility_id int not null references facilities,
  note text not null,
  is_pinned boolean not null default false,
  created_by_user_id int references users,
  created_on_utc timestamptz not null default now(),
  modified_on_utc timestamptz not null default now(),
  version int not null default 1
);
create index resident_notes_resident_idx on resident_notes (resident_id, facility_id, is_pinned desc, modified_on_utc desc, id desc);

-- The profile photo (cropped in the browser, 300x300), stored in the database.
create table resident_photos (
  resident_id int primary key references residents,
  mime_type text not null check (mime_type in ('image/jpeg', 'image/png')),
  content bytea not null,
  photo_taken_date_utc timestamptz not null default now(),
  updated_by_user_id int references users
);

-- The paged resident lists: current and departed residencies of a facility, by name.
create index residencies_departed_idx on residencies (facility_id, departure_date_utc desc) where departure_date_utc is not null and not is_lead;
