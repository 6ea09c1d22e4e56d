-- The owner's recent exchanges with a provider model in the chat, given to it as context.
-- Only messages that were themselves sent to the model are kept (never one that carried a
-- secret), and only the newest few per account.
create table assistant.chat_turns (
  id uuid primary key,
  seq bigint generated always as identity,
  account_id uuid not null,
  user_text text not null,
  assistant_text text not null,
  created_at timestamptz not null
);
create index chat_turns_by_account on assistant.chat_turns (account_id, seq desc);
