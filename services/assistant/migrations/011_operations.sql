-- The requests of POST /actions and of MCP tool calls that write, as this service ran them, by the
-- gateway's idempotency record (a SHA-256 of the API key's id and the Idempotency-Key or message
-- text): a repeat the gateway sends again (its claim was released after a lost reply, or lapsed
-- after a dead gateway) gets the stored reply instead of running twice. `lease_until` is the
-- gateway's deadline and a margin: a replica that died mid-run leaves the record to a repeat then.
create table assistant.operations (
  id text primary key,
  account_id uuid not null,
  token uuid not null,
  state text not null check (state in ('running', 'done')),
  lease_until timestamptz,
  reply jsonb,
  expires_at timestamptz not null
);
create index operations_expiry on assistant.operations (expires_at);
