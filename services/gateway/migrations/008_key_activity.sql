-- What each key did, counted by hour (UTC), endpoint, tool and outcome: never a message, an
-- argument or an address. `tool` is the tool of an MCP call, or the tools a POST /actions turn ran
-- (sorted, joined by "+"), or '' when none; `outcome` is 'allowed' or the refusal's stable error
-- code. Every gateway replica adds its own deltas with an upsert, so totals are exact across
-- replicas. Rows older than 30 days are pruned by the gateway.
create table gateway.key_activity (
  key_id uuid not null,
  account_id uuid not null,
  hour timestamptz not null,
  endpoint text not null check (endpoint in ('messages', 'actions', 'mcp', 'proposal_status')),
  tool text not null,
  outcome text not null,
  calls bigint not null check (calls >= 0),
  primary key (key_id, hour, endpoint, tool, outcome)
);

create index key_activity_by_account on gateway.key_activity (account_id, hour);
create index key_activity_by_hour on gateway.key_activity (hour);
