-- One login role per service on the "assistant" database; each creates and owns its schema.
create role gateway login password 'gateway-dev';
create role assistant login password 'assistant-dev';
create role proposals login password 'proposals-dev';
create role notifier login password 'notifier-dev';
revoke create on database assistant from public;
grant connect, create on database assistant to gateway, assistant, proposals, notifier;
