-- Rate-limit counters shared by every gateway replica: one row per scope, subject and fixed
-- window, counted with an atomic upsert. Old windows are pruned by the gateway.
create table gateway.rate_limits (
  scope text not null,
  subject text not null,
  window_start timestamptz not null,
  count integer not null,
  primary key (scope, subject, window_start)
);

create index rate_limits_by_window on gateway.rate_limits (window_start);

-- What each successful call cost, for the monthly spending cap.
create table gateway.spend_ledger (
  id bigserial primary key,
  account_id uuid not null,
  at timestamptz not null default now(),
  request_id text not null,
  kind text not null check (kind in ('messages', 'actions', 'mcp')),
  model text not null,
  input_tokens integer not null check (input_tokens >= 0),
  output_tokens integer not null check (output_tokens >= 0),
  cost_usd numeric(14, 6) not null check (cost_usd >= 0)
);

create index spend_ledger_by_account_at on gateway.spend_ledger (account_id, at);

-- An account's own monthly cap in USD; null: MONTHLY_SPEND_CAP_USD.
alter table gateway.accounts add column monthly_spend_cap_usd numeric(14, 6)
  check (monthly_spend_cap_usd >= 0);
