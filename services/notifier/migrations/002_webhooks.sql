-- Webhook endpoints the users registered in the chat. The signing secret is stored only
-- AES-256-GCM encrypted (key WEBHOOK_SECRET_KEY, additional data "<account>:<endpoint>"); after a
-- rotation the previous one is kept until previous_valid_until and signs alongside.
create table notifier.endpoints (
  id uuid primary key,
  account_id uuid not null,
  url text not null,
  events text[] not null,
  secret_ciphertext bytea not null,
  secret_iv bytea not null,
  previous_secret_ciphertext bytea,
  previous_secret_iv bytea,
  previous_valid_until timestamptz,
  state text not null default 'active' check (state in ('active', 'disabled')),
  disabled_reason text,
  created_at timestamptz not null default now(),
  -- The first failed attempt since the last success: 24 hours later the user is warned once
  -- (warned_at), 3 days later the endpoint is disabled.
  first_failure_at timestamptz,
  warned_at timestamptz,
  unique (account_id, url)
);

-- One delivery of one event to one endpoint. `body` holds the exact bytes sent, so every attempt
-- sends (and signs) the same body. A claim sets status 'delivering', a claim token and
-- locked_until; a replica that dies mid-delivery leaves the row to others once locked_until passes.
create table notifier.deliveries (
  id uuid primary key,
  account_id uuid not null,
  endpoint_id uuid not null references notifier.endpoints (id) on delete cascade,
  event_id uuid not null,
  event_type text not null,
  body text not null,
  status text not null default 'pending'
    check (status in ('pending', 'delivering', 'delivered', 'failed', 'cancelled')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null,
  locked_until timestamptz,
  claim_token uuid,
  first_attempt_at timestamptz,
  last_attempt_at timestamptz,
  last_status_code int,
  last_error text,
  delivered_at timestamptz,
  created_at timestamptz not null,
  unique (endpoint_id, event_id)
);
create index deliveries_due on notifier.deliveries (next_attempt_at)
  where status in ('pending', 'delivering');
create index deliveries_by_account on notifier.deliveries (account_id, created_at);

-- Every attempt, successful or not.
create table notifier.attempts (
  id uuid primary key,
  account_id uuid not null,
  delivery_id uuid not null references notifier.deliveries (id) on delete cascade,
  at timestamptz not null,
  status_code int,
  error text,
  duration_ms int not null
);
create index attempts_by_delivery on notifier.attempts (delivery_id, at);

-- Messages for the user's chat (an endpoint failing for a day, an endpoint disabled), written in
-- the transaction that decided them and sent by the delivery worker until the chat takes them.
create table notifier.chat_notices (
  id uuid primary key,
  account_id uuid not null,
  text text not null,
  created_at timestamptz not null,
  next_attempt_at timestamptz not null,
  locked_until timestamptz,
  attempts int not null default 0,
  sent_at timestamptz
);
create index chat_notices_due on notifier.chat_notices (next_attempt_at) where sent_at is null;
