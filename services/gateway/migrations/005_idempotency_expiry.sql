-- Serves the loop that drops expired idempotency records of accounts that do not come back (a
-- claim drops its own account's expired records as it goes).
create index idempotency_by_expires_at on gateway.idempotency (expires_at);
