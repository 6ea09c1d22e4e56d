-- A key's lifetime: when it stops working (null: never), and when the chat was told it ends soon.
alter table gateway.api_keys
  add column expires_at timestamptz,
  add column expiry_warned_at timestamptz;

-- A label is unique among the keys that still work. An expired key gives its label back, which an
-- index cannot know (now() moves on), so the create transaction checks it under the account's
-- row lock, as it already does for the 10-key limit.
drop index gateway.api_keys_active_label;

-- The sweep that warns of keys about to expire reads these, soonest first.
create index api_keys_expiring on gateway.api_keys (expires_at)
  where revoked_at is null and expiry_warned_at is null and expires_at is not null;
