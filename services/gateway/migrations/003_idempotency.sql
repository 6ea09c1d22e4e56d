-- Idempotency of POST /actions, per account. A request claims a row for its Idempotency-Key
-- (kind 'key') and one for its message text (kind 'text'), both under one token; `lookup` is the
-- SHA-256 of the key or text (the text itself is never stored). While the request runs the rows
-- are 'running' with a lease (`locked_until`): a gateway that dies mid-request leaves a claim that
-- others ignore once the lease has passed. A completed success stores its response until
-- `expires_at` (24 hours for a key, 10 minutes for a text); a failure deletes the claim.
create table gateway.idempotency (
  account_id uuid not null,
  kind text not null check (kind in ('key', 'text')),
  lookup text not null,
  token uuid not null,
  state text not null check (state in ('running', 'done')),
  locked_until timestamptz,
  response jsonb,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  primary key (account_id, kind, lookup)
);
create index idempotency_by_token on gateway.idempotency (token);
create index idempotency_by_expiry on gateway.idempotency (account_id, expires_at);
