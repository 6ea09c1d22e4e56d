-- Serve the loop that drops what is past its retention: received events (kept for redelivered
-- duplicates and the inbox) and finished deliveries (their attempts go with them).
create index received_events_by_time on notifier.received_events (received_at);
create index deliveries_finished on notifier.deliveries (created_at)
  where status in ('delivered', 'failed', 'cancelled');
