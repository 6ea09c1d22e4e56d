-- The user's own mailbox (IMAP) and calendar (CalDAV), connected in the chat. Their addresses,
-- user name and password included, are integrations like the Todoist token: AES-256-GCM
-- ciphertext only.
alter table assistant.integrations drop constraint integrations_kind_check;
alter table assistant.integrations add constraint integrations_kind_check
  check (kind in ('todoist', 'ics', 'imap', 'caldav'));

-- How many days a sent email may wait for a reply before it is a follow-up (null: 3).
alter table assistant.profiles add column followup_delay_days integer
  check (followup_delay_days between 1 and 60);

-- When each connected mailbox is read next. A replica leases a due row (`for update skip locked`)
-- until `lease_until`, so one mailbox is read by one replica at a time.
create table assistant.mailbox_checks (
  account_id uuid primary key,
  due_at timestamptz not null default now(),
  lease_until timestamptz,
  checked_at timestamptz,
  -- Why the last read failed, for the user (never the password); null after a good read.
  error text
);
create index mailbox_checks_due on assistant.mailbox_checks (due_at);

-- A follow-up found in the mailbox: the sent email's Message-ID and date (never its body). A reply
-- that arrives later marks it resolved.
alter table assistant.email_followups add column message_id text;
alter table assistant.email_followups add column sent_at timestamptz;
alter table assistant.email_followups add column resolved_at timestamptz;
alter table assistant.email_followups drop constraint email_followups_status_check;
alter table assistant.email_followups add constraint email_followups_status_check
  check (status in ('pending', 'dismissed', 'resolved'));
create unique index email_followups_by_message on assistant.email_followups (account_id, message_id)
  where message_id is not null;
