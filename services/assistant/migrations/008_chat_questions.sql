-- A question the chat asked the owner for a detail a request lacked ("At what time?", "Which
-- trip?"): the next chat message that is not a request of its own answers it, and the request runs
-- again with the answer. One per account, until answered, replaced, or expired.
create table assistant.chat_questions (
  account_id uuid primary key,
  request text not null,
  question text not null,
  -- When the question asks which of several items a call meant: {"call": {name, input}, "field"}.
  retry jsonb,
  expires_at timestamptz not null
);
