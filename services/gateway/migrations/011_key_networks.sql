-- The networks a key may be used from (canonical CIDR ranges); empty: anywhere.
alter table gateway.api_keys
  add column allowed_networks text[] not null default '{}';
