-- Tasks and the calendar: the built-in task store and calendar (used when the user has not
-- connected Todoist or a calendar feed), and the connections the user set in the chat.

-- Built-in tasks. A task is due on a date, or at an instant, or never.
create table assistant.tasks (
  id uuid primary key,
  account_id uuid not null,
  content text not null,
  due_date date,
  due_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  check (due_date is null or due_at is null)
);
create index tasks_by_account on assistant.tasks (account_id, completed_at, created_at);

-- Built-in calendar events; `source` says who added them ('builtin', 'proposal', ...).
-- An all-day event keeps midnight UTC of its first day in `starts_at` and midnight UTC of the
-- day after its last day in `ends_at` (the end is exclusive, as in iCalendar).
create table assistant.calendar_events (
  id uuid primary key,
  account_id uuid not null,
  title text not null,
  starts_at timestamptz not null,
  ends_at timestamptz,
  all_day boolean not null default false,
  location text,
  description text,
  source text not null default 'builtin',
  created_at timestamptz not null default now(),
  check (ends_at is null or ends_at >= starts_at)
);
create index calendar_events_by_account on assistant.calendar_events (account_id, starts_at);

-- Services the user connected in the chat. The secret (a Todoist token, or a calendar feed's
-- address, which often holds a private token) is stored only as AES-256-GCM ciphertext whose
-- additional authenticated data is "<account_id>:<kind>"; `url` keeps only what may be shown.
create table assistant.integrations (
  account_id uuid not null,
  kind text not null check (kind in ('todoist', 'ics')),
  secret_ciphertext bytea,
  secret_iv bytea,
  url text,
  updated_at timestamptz not null default now(),
  primary key (account_id, kind),
  check ((secret_ciphertext is null) = (secret_iv is null))
);
