-- The address the user's proposed emails are sent from, once they confirm them; set in the chat
-- ("my email address is ana@example.com"). Null until the user says it.
alter table assistant.profiles add column email text;
