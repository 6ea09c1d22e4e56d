-- Telegram updates taken by the webhook, by update_id, so that an update Telegram delivers again
-- is handled once. A row whose handling failed is deleted (Telegram retries it); a row left
-- unfinished by a process that died (done_at null, received_at old) may be taken over. Rows are
-- pruned after 3 days.
create table proposals.telegram_updates (
  update_id bigint primary key,
  received_at timestamptz not null,
  done_at timestamptz
);
create index telegram_updates_by_time on proposals.telegram_updates (received_at);

-- Messages waiting to be sent to Telegram chats, sent in id order per chat: a chat's row is not
-- sent while an older row of that chat is still here. A worker claims a row (`claim`,
-- `locked_until`), sends it, and deletes it; a row given up is deleted too, so no text, and no
-- secret shown once, stays here after it went out. A text longer than Telegram's 4096
-- characters goes out in parts; `parts_sent` counts those already sent.
create table proposals.telegram_outbox (
  id bigserial primary key,
  chat_id bigint not null,
  account_id uuid,
  text text not null,
  buttons jsonb not null default '[]',
  parts_sent integer not null default 0,
  attempts integer not null default 0,
  created_at timestamptz not null,
  next_attempt_at timestamptz not null,
  claim uuid,
  locked_until timestamptz
);
create index telegram_outbox_by_chat on proposals.telegram_outbox (chat_id, id);
create index telegram_outbox_due on proposals.telegram_outbox (next_attempt_at, id);
