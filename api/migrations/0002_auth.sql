-- Auth module: mail outbox, password reset tokens, OpenID provider storage.

create table mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now(),
  -- set when the message went out through SMTP; null means it only lives in the outbox
  sent_at timestamptz
);
create index mail_outbox_created_at_idx on mail_outbox (created_at desc, id desc);

create table password_reset_tokens (
  id bigserial primary key,
  user_id int not null references users on delete cascade,
  -- SHA-256 (hex) of the random token mailed as the link's salt; the token itself is never stored
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_reset_tokens_user_idx on password_reset_tokens (user_id, created_at desc);

-- Payloads of the embedded OpenID provider (sessions, interactions, codes, grants, tokens), shared by every API replica.
create table oidc_payloads (
  id text not null,
  type text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (type, id)
);
create index oidc_payloads_grant_id_idx on oidc_payloads (grant_id) where grant_id is not null;
create index oidc_payloads_user_code_idx on oidc_payloads (user_code) where user_code is not null;
create index oidc_payloads_uid_idx on oidc_payloads (uid) where uid is not null;
create index oidc_payloads_expires_at_idx on oidc_payloads (expires_at) where expires_at is not null;
create index oidc_payloads_account_idx on oidc_payloads ((payload ->> 'accountId')) where payload ? 'accountId';

-- Secrets of the auth module that every replica must share (cookie signing keys).
create table auth_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
