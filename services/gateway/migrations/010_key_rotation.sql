-- Rotation: the old key names the key that replaced it and keeps working until its `expires_at`,
-- set to the end of the overlap. A key being replaced does not count against the active-key limit.
alter table gateway.api_keys
  add column replaced_by uuid references gateway.api_keys (id);
