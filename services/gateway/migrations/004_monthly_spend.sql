-- The running total of each account's spend per calendar month (UTC), read by the cap check in
-- place of a sum over the ledger: a check costs the same on the 1st and on the 31st. Triggers on
-- the ledger keep it exact in the same transaction as the charge (and as any correction written
-- to the ledger by hand); the ledger stays the audit record. A total is kept in up to 16 slots
-- (the charging connection picks one), so that concurrent charges of one account do not queue on
-- one row; a read sums at most 16 rows.
create table gateway.monthly_spend (
  account_id uuid not null,
  month date not null,
  slot smallint not null check (slot between 0 and 15),
  spent_usd numeric(14, 6) not null,
  calls bigint not null,
  primary key (account_id, month, slot)
);

insert into gateway.monthly_spend (account_id, month, slot, spent_usd, calls)
select account_id, date_trunc('month', at at time zone 'UTC')::date, 0, sum(cost_usd), count(*)
from gateway.spend_ledger
group by 1, 2;

-- Adds (sign 1) or takes away (sign -1) the rows of a statement, grouped by account and month.
create function gateway.monthly_spend_apply(rows_changed jsonb, sign integer) returns void
language sql as $$
  insert into gateway.monthly_spend as m (account_id, month, slot, spent_usd, calls)
  select (r ->> 'account_id')::uuid,
         date_trunc('month', (r ->> 'at')::timestamptz at time zone 'UTC')::date,
         pg_backend_pid() % 16,
         sign * sum((r ->> 'cost_usd')::numeric), sign * count(*)
  from jsonb_array_elements(rows_changed) r
  group by 1, 2
  order by 1, 2
  on conflict (account_id, month, slot) do update
    set spent_usd = m.spent_usd + excluded.spent_usd, calls = m.calls + excluded.calls
$$;

-- One trigger function for the three statements: what left the ledger is taken away, what
-- entered it is added.
create function gateway.monthly_spend_follow() returns trigger language plpgsql as $$
begin
  if TG_OP in ('DELETE', 'UPDATE') then
    perform gateway.monthly_spend_apply(
      (select coalesce(jsonb_agg(to_jsonb(o)), '[]') from old_rows o), -1);
  end if;
  if TG_OP in ('INSERT', 'UPDATE') then
    perform gateway.monthly_spend_apply(
      (select coalesce(jsonb_agg(to_jsonb(n)), '[]') from new_rows n), 1);
  end if;
  return null;
end $$;

create trigger monthly_spend_insert after insert on gateway.spend_ledger
  referencing new table as new_rows
  for each statement execute function gateway.monthly_spend_follow();
create trigger monthly_spend_delete after delete on gateway.spend_ledger
  referencing old table as old_rows
  for each statement execute function gateway.monthly_spend_follow();
create trigger monthly_spend_update after update on gateway.spend_ledger
  referencing old table as old_rows new table as new_rows
  for each statement execute function gateway.monthly_spend_follow();
