/**
 * "disconnect <app>": revokes the connected app's access at once (its next MCP call is 401).
 * @module
 */
import { call, gatewaySubjects } from "@asst/shared";
import { type ChatCommand, textReply } from "../types.ts";

/** Reads "disconnect <app name>". */
export function parseDisconnect(text: string): string | null {
  const m = /^\s*\/?disconnect\s+(?:the\s+)?(?:app\s+)?["“]?(.{1,100}?)["”]?\s*[.!]?\s*$/i
    .exec(text);
  return m ? m[1]!.trim() : null;
}

/** "disconnect Claude". */
export const disconnectAppCommand: ChatCommand<string> = {
  name: "disconnect_app",
  recognise: (text) => parseDisconnect(text),
  async handle(name, ctx) {
    const { disconnected } = await call(ctx.deps.bus, gatewaySubjects.oauthDisconnect, {
      account_id: ctx.accountId,
      name,
    }, { requestId: ctx.requestId });
    if (disconnected.length === 0) {
      return textReply(
        `No connected app is called "${name}". "list my keys" shows your keys and connected apps.`,
      );
    }
    return textReply(
      `Disconnected "${disconnected[0]!.client_name}"${
        disconnected.length > 1 ? ` (${disconnected.length} connections)` : ""
      }: its access stopped now.`,
    );
  },
};
