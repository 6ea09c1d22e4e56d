-- The user's lists kept by the assistant: notes, keepsakes, the shopping list, contacts,
-- birthdays, trips, countdowns, email follow-ups, business expenses and suppliers, and the
-- account settings that decide which of them exist (Business Mode).
-- Every row belongs to an account; `*_key` columns hold the case-folded text that duplicates are
-- recognised by (computed by the code, so JavaScript and the database agree on case folding).
-- `seq` orders rows created in the same instant in the order they were created.

create table assistant.account_settings (
  account_id uuid primary key,
  -- Business expenses exist only with Business Mode on; turning it off keeps their data.
  business_mode boolean not null default false,
  updated_at timestamptz not null default now()
);

create table assistant.notes (
  id uuid primary key,
  account_id uuid not null,
  seq bigint generated always as identity,
  text text not null,
  created_at timestamptz not null default now()
);
create index notes_by_account on assistant.notes (account_id, created_at);

create table assistant.keepsakes (
  id uuid primary key,
  account_id uuid not null,
  seq bigint generated always as identity,
  text text not null,
  created_at timestamptz not null default now()
);
create index keepsakes_by_account on assistant.keepsakes (account_id, created_at);

create table assistant.shopping_items (
  id uuid primary key,
  account_id uuid not null,
  seq bigint generated always as identity,
  name text not null,
  name_key text not null,
  created_at timestamptz not null default now(),
  unique (account_id, name_key)
);
create index shopping_items_by_account on assistant.shopping_items (account_id, seq);

-- Contacts are never deleted by any tool.
create table assistant.contacts (
  id uuid primary key,
  account_id uuid not null,
  name text not null,
  email text,
  phone text,
  notes text,
  -- Case-folded name and email: one contact per name and email.
  dedupe_key text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (account_id, dedupe_key)
);
create index contacts_by_account on assistant.contacts (account_id);

create table assistant.birthdays (
  id uuid primary key,
  account_id uuid not null,
  name text not null,
  name_key text not null,
  month smallint not null check (month between 1 and 12),
  day smallint not null check (day between 1 and 31),
  -- Unknown when the user gave only the day and month.
  year smallint check (year between 1800 and 9999),
  created_at timestamptz not null default now(),
  unique (account_id, name_key)
);
create index birthdays_by_account on assistant.birthdays (account_id);

create table assistant.trips (
  id uuid primary key,
  account_id uuid not null,
  destination text not null,
  destination_key text not null,
  start_date date not null,
  end_date date check (end_date >= start_date),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (account_id, destination_key, start_date)
);
create index trips_by_account on assistant.trips (account_id, start_date);

create table assistant.countdowns (
  id uuid primary key,
  account_id uuid not null,
  title text not null,
  title_key text not null,
  target_date date not null,
  created_at timestamptz not null default now(),
  unique (account_id, title_key, target_date)
);
create index countdowns_by_account on assistant.countdowns (account_id, target_date);

-- Emails the user should follow up on, found by the chat and mail side. Dismissing one keeps the
-- row (and never touches the email).
create table assistant.email_followups (
  id uuid primary key,
  account_id uuid not null,
  seq bigint generated always as identity,
  subject text not null,
  correspondent text not null,
  due_date date,
  status text not null default 'pending' check (status in ('pending', 'dismissed')),
  created_at timestamptz not null default now(),
  dismissed_at timestamptz
);
create index email_followups_by_account on assistant.email_followups (account_id, status);

create table assistant.suppliers (
  id uuid primary key,
  account_id uuid not null,
  name text not null,
  name_key text not null,
  email text,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (account_id, name_key),
  -- The target of expenses' foreign key, so an expense only names its own account's supplier.
  unique (account_id, id)
);
create index suppliers_by_account on assistant.suppliers (account_id);

-- Amounts are exact decimals in the currency's main unit (12.50 EUR), never floating point.
create table assistant.expenses (
  id uuid primary key,
  account_id uuid not null,
  seq bigint generated always as identity,
  amount numeric(12, 2) not null check (amount > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  description text not null,
  spent_on date not null,
  supplier_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (account_id, supplier_id) references assistant.suppliers (account_id, id)
);
create index expenses_by_account on assistant.expenses (account_id, spent_on);
