-- Accounts and API keys. A key is stored only as its HMAC-SHA256 fingerprint.
create table gateway.accounts (
  id uuid primary key,
  created_at timestamptz not null default now()
);

create table gateway.api_keys (
  id uuid primary key,
  account_id uuid not null references gateway.accounts (id),
  label text not null,
  fingerprint text not null unique,
  last4 text not null,
  permissions jsonb not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

create index api_keys_active_by_account on gateway.api_keys (account_id) where revoked_at is null;
create unique index api_keys_active_label on gateway.api_keys (account_id, lower(label))
  where revoked_at is null;
