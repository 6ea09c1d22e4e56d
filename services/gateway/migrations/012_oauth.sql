-- OAuth 2.1 for MCP clients: clients, pairings (a sign-in waiting for the user's "allow" in the
-- chat), grants (a connected app: it behaves as a key downstream) and their tokens. Secrets (the
-- pairing code, the page's poll handle, authorization codes, tokens) are stored only as
-- HMAC-SHA256 fingerprints under the key pepper.

-- A client: registered (RFC 7591, a random id) or a Client ID Metadata Document (its URL is
-- its id; the fetched document is cached until `fresh_until`).
create table gateway.oauth_clients (
  id text primary key,
  kind text not null check (kind in ('registered', 'metadata_document')),
  client_name text,
  redirect_uris text[] not null,
  metadata jsonb not null,
  fresh_until timestamptz,
  created_at timestamptz not null default now()
);

-- A sign-in in progress, from the authorization request to the code's exchange.
create table gateway.oauth_pairings (
  id uuid primary key,
  pairing_fp text not null unique,
  handle_fp text not null unique,
  client_id text not null references gateway.oauth_clients (id) on delete cascade,
  redirect_uri text not null,
  state text,
  code_challenge text not null,
  resource text not null,
  requested jsonb not null,
  status text not null default 'pending'
    check (status in ('pending', 'approved', 'denied', 'redeemed')),
  account_id uuid references gateway.accounts (id) on delete cascade,
  granted jsonb,
  code_fp text unique,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index oauth_pairings_expiry on gateway.oauth_pairings (expires_at);

-- A connected app: what one account let one client do. Its id is the principal's key id.
create table gateway.oauth_grants (
  id uuid primary key,
  account_id uuid not null references gateway.accounts (id) on delete cascade,
  client_id text not null references gateway.oauth_clients (id) on delete cascade,
  client_name text not null,
  permissions jsonb not null,
  resource text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index oauth_grants_account on gateway.oauth_grants (account_id) where revoked_at is null;

-- Access tokens (1 hour) and refresh tokens (rotated on use; a used one presented again revokes
-- the grant).
create table gateway.oauth_tokens (
  fingerprint text primary key,
  grant_id uuid not null references gateway.oauth_grants (id) on delete cascade,
  kind text not null check (kind in ('access', 'refresh')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index oauth_tokens_grant on gateway.oauth_tokens (grant_id);
