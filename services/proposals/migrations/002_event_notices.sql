-- Durable events (reminder.fired, price.drop) told to the user in the chat, by event id, so a
-- redelivered event is told once. A delivery claims the row while it sends; another delivery of
-- the same event waits until that one has sent it, gave up, or its claim expired.
create table proposals.event_notices (
  event_id uuid primary key,
  account_id uuid not null,
  type text not null,
  -- The delivery sending it now, and since when.
  claim uuid,
  claimed_at timestamptz,
  -- When it was sent; null until then.
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index event_notices_by_account on proposals.event_notices (account_id, created_at);
