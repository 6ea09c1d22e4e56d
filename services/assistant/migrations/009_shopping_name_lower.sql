-- shopping_remove's exact-name rule (a name equal to the reference in any case wins) compares
-- JavaScript's toLowerCase() of both, which lower() does not reproduce here (the database's
-- C.UTF-8 lower()s "İ" to "i", not "i̇", and a final "Σ" to "σ", not "ς"): the writer keeps the name's
-- JavaScript lower case beside it, so the rule runs in the statement that deletes.
alter table assistant.shopping_items add column name_lower text;

-- Names stored before: an ASCII name's lower case is the same in both (lower() under "C" changes
-- A-Z only). Any other stays null, and a list holding one is matched in JavaScript as before.
update assistant.shopping_items set name_lower = lower(name collate "C")
where name collate "C" ~ '^[ -~]*$';
