-- Who is who in each chat channel. A chat user is an account, created at its first message.
create table proposals.chat_identities (
  channel text not null,
  handle text not null,
  account_id uuid not null unique,
  created_at timestamptz not null default now(),
  primary key (channel, handle)
);

-- The transcript of the web chat. A message that carried a secret keeps only its redacted text.
create table proposals.web_messages (
  id bigserial primary key,
  account_id uuid not null,
  sender text not null check (sender in ('user', 'assistant')),
  text text not null,
  buttons jsonb not null default '[]',
  created_at timestamptz not null default now()
);
create index web_messages_by_account on proposals.web_messages (account_id, id);

-- Transactional outbox of durable events (see shared/src/outbox.ts).
create table proposals.outbox (
  id uuid primary key,
  subject text not null,
  payload jsonb not null,
  created_at timestamptz not null default now(),
  published_at timestamptz
);
create index outbox_unpublished on proposals.outbox (created_at) where published_at is null;
