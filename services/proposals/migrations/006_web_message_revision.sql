-- How often a web chat message changed since it was written (a tap's outcome shown in it). The
-- page redraws a message only from a newer revision: a poll that read the message before a tap,
-- or that reads the kept (redacted) text of a secret the tap's answer showed in full, changes
-- nothing on the screen.
alter table proposals.web_messages add column revision integer not null default 0;
