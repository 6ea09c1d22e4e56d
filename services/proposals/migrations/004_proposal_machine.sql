-- The proposal state machine. A confirm tap first claims the pending proposal (`claim`), so that
-- of two taps at once (on any replicas) one carries the action out; the claim ends in confirmed
-- or failed. A claim left by a process that died is ended as failed by the sweeper.
alter table proposals.proposals
  add column key_id uuid,
  add column timezone text not null default 'UTC',
  add column claim uuid,
  add column claimed_at timestamptz,
  -- When the chat message with Confirm and Reject was handed to the chat.
  add column notified_at timestamptz,
  -- How a confirmed action went out: smtp, local_outbox, calendar.
  add column delivery text check (delivery in ('smtp', 'local_outbox', 'calendar'));

create index proposals_claimed on proposals.proposals (claimed_at)
  where status = 'pending' and claim is not null;

-- The Confirm and Reject buttons of a proposal's chat message. The callback data is
-- "p:" + 22 random base62 characters; only its SHA-256 is kept, bound to the proposal, the
-- account whose chat user may tap it, and what a tap does.
create table proposals.proposal_buttons (
  token_hash bytea primary key,
  proposal_id uuid not null references proposals.proposals (id) on delete cascade,
  account_id uuid not null,
  action text not null check (action in ('confirm', 'reject'))
);
create index proposal_buttons_by_proposal on proposals.proposal_buttons (proposal_id);

-- Emails confirmed while no mail server is configured: the user reads them in the chat.
create table proposals.local_outbox (
  proposal_id uuid primary key references proposals.proposals (id) on delete cascade,
  account_id uuid not null,
  from_address text not null,
  to_addresses jsonb not null,
  cc_addresses jsonb not null default '[]',
  subject text not null,
  body text not null,
  saved_at timestamptz not null default now()
);
create index local_outbox_by_account on proposals.local_outbox (account_id, saved_at desc);
