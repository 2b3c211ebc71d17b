-- Idempotency keys (docs/decisions.md 68): a write declared `idempotent` (an admission, a tour, a payment, a sundry
-- post, a fee run) sent twice with the same Idempotency-Key header takes effect once, and the second answer is the
-- first's. The key's row is written in the write's own transaction, with the answer it gave: the row and the effect are
-- committed together or not at all, so a key is never stored without its effect or an effect without its key.
--
-- Keys are the caller's own (primary key user and key: two users' keys never meet). A second request with the key waits
-- on the row while the first's transaction is open (the primary key), then answers the stored answer when it is for
-- the same request (request_hash: method, URL with its query, and body), and is refused when it is not. A key is kept
-- 24 hours: an older row is taken over by a new request with the key, and removed by the platform's hourly job.

create table idempotency_keys (
  user_id int not null references users on delete cascade,
  -- The header's value as the client sent it (a random UUID from the product's client).
  key text not null,
  -- The route declaration the key was used on ('POST /api/billing/sundry/post'), to say so when a key is reused elsewhere.
  route text not null,
  -- sha256 (hex) of the method, the URL with its query (the facility) and the body as parsed, keys in a fixed order.
  request_hash text not null,
  -- The answer the write gave, exactly as sent: its status and serialized JSON body. Written in the same transaction as
  -- the row (null only inside that transaction, never seen by another).
  response_status int,
  response_body text,
  created_on_utc timestamptz not null default now(),
  primary key (user_id, key)
);
-- The hourly clean-up removes the rows older than a day.
create index idempotency_keys_created_idx on idempotency_keys (created_on_utc);
