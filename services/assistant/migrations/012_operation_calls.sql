-- The tool calls that wrote, of each operation, as they committed: a call's writes and its row
-- here commit in one transaction, so a run that stopped after some calls (its replica killed, its
-- database lost, its model failing) and is run again skips those calls and reads their results
-- here instead of writing twice (a call is known by its place in the run and its tool: its input
-- may differ when read again, "in 15 seconds" being later then). A request that reuses an
-- operation's id after the gateway's record lapsed starts afresh (its claim removes them); they go
-- with their operation when pruned.
-- The key (operation, place) is what makes a call once: of two runs of an operation recording the
-- same call (one outlived its lease while the other took over), the second fails and rolls back.
-- No foreign key: its check would lock the operation's row on every call.
create table assistant.operation_calls (
  operation_id text not null,
  seq integer not null check (seq >= 0),
  tool text not null,
  result jsonb not null,
  primary key (operation_id, seq)
);
