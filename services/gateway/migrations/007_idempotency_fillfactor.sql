-- Every claim is written 'running' and, moments later, rewritten 'done' with its response (or
-- deleted). Pages filled to the brim left a third of those rewrites no room beside the old row,
-- so each wrote an entry in all three indexes; with half of each page kept free the rewrite stays
-- on the page (a heap-only update) and no index is touched.
alter table gateway.idempotency set (fillfactor = 50);
