-- Proposals of sensitive actions (an email, a calendar event) made through POST /actions, which
-- run only after the user taps Confirm in the chat. A pending proposal past `expires_at` is
-- expired whether or not a sweeper has marked it yet: reads apply expiry. `resolved_at` is set
-- when the user decides (confirmed, rejected, failed); an expired proposal keeps it null.
create table proposals.proposals (
  id uuid primary key,
  account_id uuid not null,
  kind text not null check (kind in ('email', 'calendar_event')),
  payload jsonb not null,
  summary text not null,
  status text not null default 'pending'
    check (status in ('pending', 'confirmed', 'rejected', 'expired', 'failed')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  resolved_at timestamptz,
  failure_reason text
);
create index proposals_by_account on proposals.proposals (account_id, created_at);
create index proposals_pending_by_expiry on proposals.proposals (expires_at)
  where status = 'pending';
