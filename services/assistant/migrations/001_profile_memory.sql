-- What the user told the assistant about themselves.
create table assistant.profiles (
  account_id uuid primary key,
  name text,
  timezone text,
  updated_at timestamptz not null default now()
);

create table assistant.memories (
  id uuid primary key,
  account_id uuid not null,
  text text not null,
  -- Passwords, identity documents and health: never given to an API key's answer.
  sensitive boolean not null,
  created_at timestamptz not null default now()
);
create index memories_by_account on assistant.memories (account_id, created_at);

-- Buttons the assistant sent that wait for a tap (such as Confirm on a key request).
-- Only a SHA-256 hash of the button's token is stored.
create table assistant.pending_confirmations (
  token_hash text primary key,
  account_id uuid not null,
  kind text not null,
  payload jsonb not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Transactional outbox of durable events (see shared/src/outbox.ts).
create table assistant.outbox (
  id uuid primary key,
  subject text not null,
  payload jsonb not null,
  created_at timestamptz not null default now(),
  published_at timestamptz
);
create index outbox_unpublished on assistant.outbox (created_at) where published_at is null;
