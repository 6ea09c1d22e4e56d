-- Reminders that fire and product prices that are watched. Both are worked by loops that take due
-- rows `for update skip locked`, so any number of replicas share them and each fires once.

-- A one-off or recurring reminder. Occurrences are wall-clock times in `timezone` (09:00 stays
-- 09:00 across daylight saving time): `first_at` is the first, then those of `rrule` after it.
create table assistant.reminders (
  id uuid primary key,
  account_id uuid not null,
  text text not null,
  -- IANA time zone the recurrence is computed in (the user's when it was made).
  timezone text not null,
  first_at timestamptz not null,
  -- RFC 5545 RRULE without DTSTART; null for a one-off reminder.
  rrule text,
  -- When it fires next; null once it is done or cancelled.
  next_fire_at timestamptz,
  last_fired_at timestamptz,
  fired_count integer not null default 0,
  cancelled_at timestamptz,
  created_at timestamptz not null default now()
);
create index reminders_due on assistant.reminders (next_fire_at) where next_fire_at is not null;
create index reminders_by_account on assistant.reminders (account_id, next_fire_at);

-- A product page whose price is checked every `check_interval_seconds`.
create table assistant.price_watches (
  id uuid primary key,
  account_id uuid not null,
  url text not null,
  title text not null,
  -- ISO 4217 code as the page gave it; null when the page named none.
  currency text,
  last_price numeric not null,
  -- Tell the user when the price falls below it; null: any drop counts.
  target_price numeric,
  next_check_at timestamptz not null,
  check_interval_seconds integer not null,
  last_checked_at timestamptz,
  last_error text,
  -- Checks that failed in a row; the retry waits longer after each.
  failure_count integer not null default 0,
  stopped_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index price_watches_active_url on assistant.price_watches (account_id, url)
  where stopped_at is null;
create index price_watches_due on assistant.price_watches (next_check_at)
  where stopped_at is null;
