import { AppError, ERROR_CODE, MAX_MESSAGE_LENGTH } from "@asst/shared";
import { problemResponse } from "@asst/shared/http";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { ChatRouter } from "../chat_router.ts";
import type { ChatStore } from "../chat_store.ts";

/** A web chat handle: what the user types to say who they are. */
export const handleSchema = z.string().regex(
  /^[A-Za-z0-9_.@-]{1,64}$/,
  "must be 1 to 64 letters, digits, or _ . - @",
);

const textSchema = z.string().refine((t) => t.trim().length > 0, "must not be empty").refine(
  (t) => !t.includes("\u0000"),
  "must not contain NUL characters",
).refine(
  (t) => [...t].length <= MAX_MESSAGE_LENGTH,
  `must be at most ${MAX_MESSAGE_LENGTH} characters`,
);

const messageBody = z.object({ user: handleSchema, text: textSchema });
const messageId = z.string().regex(/^\d{1,18}$/, "must be a message id");
const buttonBody = z.object({
  user: handleSchema,
  data: z.string().min(1).max(64),
  /** The message whose button was tapped: it is changed to show the outcome. */
  message_id: messageId.optional(),
});
const pollQuery = z.object({ user: handleSchema, after: messageId.optional() });

/** Most messages one poll returns. */
const PAGE = 200;

const STATIC: Record<string, string> = {
  "/chat": "chat.html",
  "/chat/chat.js": "chat.js",
  "/chat/chat.css": "chat.css",
};

const CONTENT_TYPE: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
};

/** Handles are case-insensitive: "Ada" and "ada" are one user. */
function canonicalHandle(handle: string): string {
  return handle.toLowerCase();
}

async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError(ERROR_CODE.invalidBody, "The body is not valid JSON");
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".") || "body";
    throw new AppError(
      field === "text" && issue?.code === "custom" ? ERROR_CODE.badRequest : ERROR_CODE.invalidBody,
      `"${field}" ${issue?.message ?? "is invalid"}`,
    );
  }
  return parsed.data;
}

/**
 * The built-in web chat: a page at `/chat` and its JSON API. It trusts the handle it is given,
 * so it is a development channel, off where it is not wanted.
 */
export function webChatRoutes(deps: { router: ChatRouter; store: ChatStore }): Hono {
  const app = new Hono();
  const files = new Map<string, string>();

  for (const [path, file] of Object.entries(STATIC)) {
    app.get(path, async (c) => {
      let body = files.get(file);
      if (body === undefined) {
        body = await Deno.readTextFile(new URL(`./${file}`, import.meta.url));
        files.set(file, body);
      }
      return c.body(body, 200, {
        "content-type": CONTENT_TYPE[file.split(".").pop()!]!,
        "content-security-policy":
          "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'",
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
        "cache-control": "no-cache",
      });
    });
  }

  const limit = bodyLimit({
    maxSize: 64 * 1024,
    onError: (c) =>
      problemResponse(
        c,
        new AppError(ERROR_CODE.payloadTooLarge, "The body is larger than 64 KiB"),
      ),
  });

  app.post("/chat/api/messages", limit, async (c) => {
    const body = await readBody(c, messageBody);
    const messages = await deps.router.webMessage(
      canonicalHandle(body.user),
      body.text,
      c.get("requestId"),
    );
    return c.json({ messages });
  });

  app.post("/chat/api/buttons", limit, async (c) => {
    const body = await readBody(c, buttonBody);
    const messages = await deps.router.webButton(
      canonicalHandle(body.user),
      body.data,
      c.get("requestId"),
      body.message_id === undefined ? undefined : BigInt(body.message_id),
    );
    return c.json({ messages });
  });

  app.get("/chat/api/messages", async (c) => {
    const parsed = pollQuery.safeParse({
      user: c.req.query("user"),
      ...(c.req.query("after") !== undefined ? { after: c.req.query("after") } : {}),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError(
        ERROR_CODE.badRequest,
        `"${issue?.path.join(".") || "query"}" ${issue?.message ?? "is invalid"}`,
      );
    }
    const accountId = await deps.store.findAccount("web", canonicalHandle(parsed.data.user));
    if (accountId === null) return c.json({ messages: [] });
    const messages = await deps.store.assistantMessagesAfter(
      accountId,
      BigInt(parsed.data.after ?? "0"),
      PAGE,
    );
    return c.json({ messages });
  });

  return app;
}
