-- The running total's trigger reads the statement's transition table directly instead of passing
-- it through jsonb to a helper: the same sums, about a fifth of the cost per charge (a charge is
-- written for every call).
create or replace function gateway.monthly_spend_follow() returns trigger language plpgsql as $$
begin
  if TG_OP in ('DELETE', 'UPDATE') then
    insert into gateway.monthly_spend as m (account_id, month, slot, spent_usd, calls)
    select o.account_id, date_trunc('month', o.at at time zone 'UTC')::date,
           pg_backend_pid() % 16, -sum(o.cost_usd), -count(*)
    from old_rows o
    group by 1, 2
    order by 1, 2
    on conflict (account_id, month, slot) do update
      set spent_usd = m.spent_usd + excluded.spent_usd, calls = m.calls + excluded.calls;
  end if;
  if TG_OP in ('INSERT', 'UPDATE') then
    insert into gateway.monthly_spend as m (account_id, month, slot, spent_usd, calls)
    select n.account_id, date_trunc('month', n.at at time zone 'UTC')::date,
           pg_backend_pid() % 16, sum(n.cost_usd), count(*)
    from new_rows n
    group by 1, 2
    order by 1, 2
    on conflict (account_id, month, slot) do update
      set spent_usd = m.spent_usd + excluded.spent_usd, calls = m.calls + excluded.calls;
  end if;
  return null;
end $$;

drop function gateway.monthly_spend_apply(jsonb, integer);

-- A claim no longer drops its account's expired records (it takes over its own expired ones; the
-- pruning loop drops the rest, by `idempotency_by_expires_at`): nothing reads this index, and
-- every claim paid for writing it.
drop index gateway.idempotency_by_expiry;
