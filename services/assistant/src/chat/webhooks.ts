/**
 * The chat commands for the owner's webhooks: register, list, remove, rotate the signing secret,
 * resend what was not delivered; each calls `notifier.webhooks.*`. A new secret is shown in one
 * reply only; the transcript keeps it hidden.
 * @module
 */
import { AppError, call, notifierSubjects } from "@asst/shared";
import { parseWebhookCommand, type WebhookCommand } from "./webhook_parse.ts";
import { type ChatCommand, secretShownOnce, textReply } from "./types.ts";

/** "2026-11-23 08:30 UTC" of an ISO instant in UTC ("2026-11-23T08:30:12.000Z"). */
function utcMinute(iso: string): string {
  return `${iso.slice(0, 16).replace("T", " ")} UTC`;
}

/** "send my events to https://…", "list my webhooks", "remove webhook <url>", … */
export const webhookCommand: ChatCommand<WebhookCommand> = {
  name: "webhooks",
  recognise: async (text, ctx) =>
    parseWebhookCommand(text, { now: ctx.now, timezone: await ctx.timezone() }),
  async handle(command, ctx) {
    const opts = { requestId: ctx.requestId };
    try {
      switch (command.kind) {
        case "register": {
          const { endpoint, secret } = await call(ctx.deps.bus, notifierSubjects.registerWebhook, {
            account_id: ctx.accountId,
            url: command.url,
            events: command.events,
          }, opts);
          const body = (shown: string) =>
            `Webhook registered: ${endpoint.url} will receive ${endpoint.events.join(", ")}.\n\n` +
            `Signing secret:\n\n${shown}\n\nCopy it now: this is the only time it is shown. ` +
            "Each delivery carries X-Service-Signature: t=<unix time>,v1=<hex HMAC-SHA256 of " +
            '"<t>.<raw body>">; see /api/assistant/v1/docs#webhooks for how to check it.';
          return { messages: [secretShownOnce(body, secret, "whsec_…")] };
        }
        case "list": {
          const { endpoints } = await call(ctx.deps.bus, notifierSubjects.listWebhooks, {
            account_id: ctx.accountId,
          }, opts);
          if (endpoints.length === 0) {
            return textReply('You have no webhooks. Say "send my events to https://…" to add one.');
          }
          const lines = endpoints.map((e) => {
            const state = e.state === "active"
              ? "active"
              : `disabled${e.disabled_reason ? ` (${e.disabled_reason})` : ""}`;
            const recent = e.recent_deliveries.length === 0
              ? "  no deliveries yet"
              : e.recent_deliveries.map((d) =>
                `  ${utcMinute(d.at)} ${d.event}: ${d.status_code ?? "no answer"}${
                  d.ok ? "" : " (failed)"
                }`
              ).join("\n");
            return `• ${e.url}: ${e.events.join(", ")}; ${state}\n${recent}`;
          });
          return textReply(`Your webhooks:\n${lines.join("\n")}`);
        }
        case "remove": {
          const { removed } = await call(ctx.deps.bus, notifierSubjects.removeWebhook, {
            account_id: ctx.accountId,
            url: command.url,
          }, opts);
          return textReply(
            removed > 0
              ? `Removed the webhook ${command.url}: nothing more is sent there.`
              : `You have no webhook at ${command.url}. "list my webhooks" shows them.`,
          );
        }
        case "rotate": {
          const { endpoint, secret, old_valid_until } = await call(
            ctx.deps.bus,
            notifierSubjects.rotateWebhookSecret,
            { account_id: ctx.accountId, url: command.url },
            opts,
          );
          const body = (shown: string) =>
            `New signing secret for ${endpoint.url}:\n\n${shown}\n\nCopy it now: it is shown only ` +
            `this once. Until ${utcMinute(old_valid_until)} each delivery ` +
            "is signed with both the old and the new secret (two v1 values), so you can switch over.";
          return { messages: [secretShownOnce(body, secret, "whsec_…")] };
        }
        case "resend": {
          const { requeued } = await call(ctx.deps.bus, notifierSubjects.resendWebhooks, {
            account_id: ctx.accountId,
            since: command.since,
          }, opts);
          return textReply(
            requeued === 0
              ? "There was nothing undelivered to send again."
              : `Queued ${requeued} undelivered webhook${
                requeued === 1 ? "" : "s"
              } to be sent again.`,
          );
        }
      }
    } catch (err) {
      if (err instanceof AppError && err.status < 500) return textReply(err.message);
      throw err;
    }
  },
};
