-- Every durable event the notifier received, recorded before it is acknowledged. The event id
-- makes a redelivered event a no-op.
create table notifier.received_events (
  id uuid primary key,
  type text not null,
  account_id uuid not null,
  payload jsonb not null,
  received_at timestamptz not null default now()
);
create index received_events_by_account on notifier.received_events (account_id, received_at);
