/// <reference lib="dom" />
/**
 * The built-in web chat page, driven in a real Chromium against an in-memory fake of its JSON
 * API. The fake follows the contract of `/chat/api/*`; the end-to-end harness will later run the
 * same page against the real services.
 */
import assert from "node:assert/strict";
import { Hono } from "hono";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromiumMissing, historyLoaded, launchChromium, send, start } from "./_browser.ts";

const WEB_DIR = new URL("../services/proposals/src/channels/web/", import.meta.url);
const KEY_REQUEST = "create an API key that can view my shopping list";
const PROPOSAL =
  'I can create an API key "shopping list viewer" that can view your shopping list.\n' +
  "Do you want it?";
const CSP = "default-src 'self'";
const REDACTED = "asst_…(shown once)";
const HANDLE_RE = /^[A-Za-z0-9_.@-]{1,64}$/;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

interface ChatButton {
  label: string;
  data: string;
}

interface ChatMessage {
  id: string;
  text: string;
  buttons?: ChatButton[];
  revision: number;
}

interface Problem {
  status: 400 | 404 | 500 | 503;
  detail: string;
  code: string;
}

/** A scripted assistant behind the chat API, kept in memory. */
class FakeChatApi {
  /** Button taps as received, in order. */
  readonly taps: { user: string; data: string; message_id: string | null }[] = [];
  /** Polls as received: the user and the `after` parameter (null when absent). */
  readonly polls: { user: string; after: string | null }[] = [];
  /** The next POST answers with this problem instead. */
  failNext: Problem | null = null;
  /** The key the last confirmed proposal created. */
  lastKey = "";
  readonly app: Hono;
  #nextId = 1;
  #byUser = new Map<string, ChatMessage[]>();
  #proposals = new Map<string, { user: string; open: boolean }>();

  constructor() {
    const app = new Hono();
    app.use(async (c, next) => {
      await next();
      c.res.headers.set("content-security-policy", CSP);
      c.res.headers.set("x-content-type-options", "nosniff");
    });
    app.get("/chat", () => staticFile("chat.html", "text/html; charset=utf-8"));
    app.get("/chat/chat.js", () => staticFile("chat.js", "text/javascript; charset=utf-8"));
    app.get("/chat/chat.css", () => staticFile("chat.css", "text/css; charset=utf-8"));

    app.get("/chat/api/messages", (c) => {
      const user = c.req.query("user") ?? "";
      if (!HANDLE_RE.test(user)) return problem(badHandle(user));
      const after = c.req.query("after") ?? null;
      this.polls.push({ user, after });
      const all = this.#byUser.get(user) ?? [];
      return Response.json({
        messages: after === null ? all : all.filter((m) => Number(m.id) > Number(after)),
      });
    });

    app.post("/chat/api/messages", async (c) => {
      const body = await c.req.json<{ user?: unknown; text?: unknown }>();
      const user = typeof body.user === "string" ? body.user : "";
      const text = typeof body.text === "string" ? body.text : "";
      if (!HANDLE_RE.test(user)) return problem(badHandle(user));
      if (text.length < 1 || text.length > 4000) {
        return problem({
          status: 400,
          code: "bad_request",
          detail: "A message has 1 to 4000 characters",
        });
      }
      const failure = this.#takeFailure();
      if (failure) return problem(failure);
      if (text.trim().toLowerCase() === KEY_REQUEST.toLowerCase()) {
        const proposal = `p${this.#proposals.size + 1}`;
        this.#proposals.set(proposal, { user, open: true });
        return reply(this.push(
          user,
          PROPOSAL,
          [
            { label: "Confirm", data: `confirm:${proposal}` },
            { label: "Cancel", data: `cancel:${proposal}` },
          ],
        ));
      }
      return reply(this.push(user, `You said: ${text}`));
    });

    app.post("/chat/api/buttons", async (c) => {
      const body = await c.req.json<{ user?: unknown; data?: unknown; message_id?: unknown }>();
      const user = typeof body.user === "string" ? body.user : "";
      const data = typeof body.data === "string" ? body.data : "";
      const messageId = typeof body.message_id === "string" ? body.message_id : null;
      if (!HANDLE_RE.test(user)) return problem(badHandle(user));
      this.taps.push({ user, data, message_id: messageId });
      const failure = this.#takeFailure();
      if (failure) return problem(failure);
      const [action, id = ""] = data.split(":");
      const proposal = this.#proposals.get(id);
      if (!proposal || proposal.user !== user || !proposal.open) {
        return problem({
          status: 404,
          code: "not_found",
          detail: `The button "${data}" is no longer valid; ask again`,
        });
      }
      proposal.open = false;
      let outcome = "Cancelled: no key was created.";
      if (action === "confirm") {
        this.lastKey = fakeKey();
        outcome = `Done. Your API key:\n${this.lastKey}\nKeep it secret: it is shown only once.`;
      }
      // As the service does: the tapped message shows the outcome and loses its buttons.
      const tapped = (this.#byUser.get(user) ?? []).find((m) =>
        m.id === messageId && m.buttons?.some((b) => b.data === data)
      );
      if (!tapped) return reply(this.push(user, outcome));
      // As the service does: the tapped message keeps the key redacted, in a new revision; the
      // tap's answer shows it in full, this once.
      const shown = {
        ...tapped,
        text: `${tapped.text}\n\n${outcome}`,
        revision: tapped.revision + 1,
      };
      delete shown.buttons;
      tapped.text = action === "confirm" ? shown.text.replace(this.lastKey, REDACTED) : shown.text;
      tapped.revision = shown.revision;
      delete tapped.buttons;
      return reply(shown);
    });
    this.app = app;
  }

  /** Adds a message from the assistant to a user, as one that arrives on its own would be. */
  push(user: string, text: string, buttons?: ChatButton[]): ChatMessage {
    const message: ChatMessage = { id: String(this.#nextId++), text, revision: 0 };
    if (buttons) message.buttons = buttons;
    const list = this.#byUser.get(user) ?? [];
    list.push(message);
    this.#byUser.set(user, list);
    return message;
  }

  #takeFailure(): Problem | null {
    const failure = this.failNext;
    this.failNext = null;
    return failure;
  }
}

async function staticFile(name: string, type: string): Promise<Response> {
  return new Response(await Deno.readFile(new URL(name, WEB_DIR)), {
    headers: { "content-type": type, "cache-control": "no-store" },
  });
}

function reply(...messages: ChatMessage[]): Response {
  return Response.json({ messages });
}

function problem(p: Problem): Response {
  return new Response(
    JSON.stringify({
      type: `/chat/docs#error-${p.code}`,
      title: p.status === 404 ? "Not Found" : p.status === 400 ? "Bad Request" : "Error",
      status: p.status,
      detail: p.detail,
      code: p.code,
    }),
    { status: p.status, headers: { "content-type": "application/problem+json" } },
  );
}

function badHandle(user: string): Problem {
  return { status: 400, code: "bad_request", detail: `The handle "${user}" is not valid` };
}

function fakeKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(36));
  return `asst_${Array.from(bytes, (b) => BASE62[b % 62]).join("")}`;
}

/** What a step gets: the fake API, a fresh browser context and page, and the page's URL. */
interface Fixture {
  api: FakeChatApi;
  context: BrowserContext;
  page: Page;
  url: string;
}

interface FixtureOptions {
  /** Installs Playwright's fake clock, paused, so that the test moves time by hand. */
  clock?: boolean;
}

/**
 * Runs `fn` against a fresh fake API and browser context, failing on page errors, CSP
 * violations and dialogs (an injected `alert` would open one).
 */
async function withChat(
  browser: Browser,
  fn: (f: Fixture) => Promise<void>,
  options: FixtureOptions = {},
): Promise<void> {
  const api = new FakeChatApi();
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen: () => {} },
    api.app.fetch,
  );
  const url = `http://127.0.0.1:${server.addr.port}/chat`;
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  context.setDefaultTimeout(10_000);
  const problems: string[] = [];
  try {
    if (options.clock) {
      const start = new Date("2026-03-02T09:00:00Z").getTime();
      await context.clock.install({ time: start });
      await context.clock.pauseAt(start + 1_000);
    }
    const page = await context.newPage();
    page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
    page.on("console", (msg) => {
      if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) {
        problems.push(`CSP: ${msg.text()}`);
      }
    });
    page.on("dialog", (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await fn({ api, context, page, url });
    assert.deepEqual(problems, [], "the page ran without errors, CSP violations or dialogs");
  } finally {
    await context.close();
    await server.shutdown();
  }
}

/** The message with exactly this text, waited for. */
async function messageWithText(page: Page, text: string) {
  const message = page.getByTestId("message").filter({
    has: page.getByTestId("message-text").getByText(text, { exact: true }),
  });
  await message.first().waitFor();
  return message;
}

/** The text of every message in the order shown, as `from: text`. */
function transcript(page: Page): Promise<string[]> {
  return page.getByTestId("message").evaluateAll((els) =>
    els.map((el) => {
      const text = el.querySelector("[data-testid=message-text]")?.textContent ?? "";
      return `${el.getAttribute("data-from")}: ${text}`;
    })
  );
}

Deno.test({
  name: "The web chat page works in a real Chromium against the chat API",
  ignore: chromiumMissing,
  async fn(t) {
    const browser = await launchChromium();
    try {
      await t.step(
        "sending with Enter shows the user's message on the right and the reply on the left",
        () =>
          withChat(browser, async ({ page, url }) => {
            await start(page, url, "alice");
            assert.equal(
              (await page.getByTestId("dev-banner").textContent())?.includes(
                "Development channel: anyone who knows a handle can use it",
              ),
              true,
            );
            const composer = page.getByTestId("composer-input");
            assert.equal(await composer.evaluate((el) => el === document.activeElement), true);
            assert.equal(await page.getByTestId("send-button").isDisabled(), true);

            await composer.pressSequentially("first line");
            await composer.press("Shift+Enter");
            await composer.pressSequentially("second line");
            await composer.press("Enter");

            const replyEl = await messageWithText(page, "You said: first line\nsecond line");
            assert.deepEqual(await transcript(page), [
              "user: first line\nsecond line",
              "assistant: You said: first line\nsecond line",
            ]);
            assert.equal(await replyEl.getAttribute("data-id"), "1");
            const align = await page.getByTestId("message").evaluateAll((els) =>
              els.map((el) => getComputedStyle(el).alignSelf)
            );
            assert.deepEqual(align, ["flex-end", "flex-start"]);
            const whiteSpace = await page.getByTestId("message-text").first().evaluate((el) =>
              getComputedStyle(el).whiteSpace
            );
            assert.equal(whiteSpace, "pre-wrap");
            assert.equal(await composer.inputValue(), "");
            assert.equal(await composer.evaluate((el) => el === document.activeElement), true);
            assert.equal(await page.getByTestId("error").isVisible(), false);
          }),
      );

      await t.step(
        "the send button stays disabled for blank or over-long text and a counter nears 4000",
        () =>
          withChat(browser, async ({ page, url }) => {
            await start(page, url, "bob");
            const composer = page.getByTestId("composer-input");
            const sendButton = page.getByTestId("send-button");
            const counter = page.getByTestId("composer-counter");
            await composer.fill("   \n  ");
            assert.equal(await sendButton.isDisabled(), true);
            await composer.fill("hello");
            assert.equal(await sendButton.isEnabled(), true);
            assert.equal(await counter.isVisible(), false);
            await composer.fill("x".repeat(3990));
            assert.equal(await counter.textContent(), "10 characters left");
            assert.equal(await sendButton.isEnabled(), true);
            await composer.fill("x".repeat(4001));
            assert.equal(await counter.textContent(), "1 characters over the limit of 4000");
            assert.equal(await sendButton.isDisabled(), true);
            await composer.press("Enter");
            assert.equal(await page.getByTestId("message").count(), 0);
          }),
      );

      await t.step(
        "tapping Confirm sends its data and shows the key in that message, without its buttons",
        () =>
          withChat(browser, async ({ api, context, page, url }) => {
            await context.grantPermissions(["clipboard-read", "clipboard-write"], {
              origin: new URL(url).origin,
            });
            await start(page, url, "carol@example.com");
            await send(page, KEY_REQUEST);
            const proposal = await messageWithText(page, PROPOSAL);
            const buttons = proposal.getByTestId("message-button");
            assert.deepEqual(await buttons.allTextContents(), ["Confirm", "Cancel"]);

            const proposalId = await proposal.getAttribute("data-id");
            await buttons.getByText("Confirm").click();
            // The key exists once the fake has handled the tap, so wait for the Copy button first.
            await page.getByTestId("copy-button").waitFor();
            const shownText =
              `${PROPOSAL}\n\nDone. Your API key:\n${api.lastKey}\nKeep it secret: it is shown only once.`;
            const keyMessage = await messageWithText(page, shownText);
            assert.deepEqual(api.taps, [{
              user: "carol@example.com",
              data: "confirm:p1",
              message_id: proposalId,
            }]);
            assert.equal(await keyMessage.getAttribute("data-id"), proposalId);
            assert.equal(await page.getByTestId("message-button").count(), 0);
            assert.deepEqual(await transcript(page), [
              `user: ${KEY_REQUEST}`,
              `assistant: ${shownText}`,
            ]);
            assert.equal(await page.getByTestId("copy-button").count(), 1);
            await keyMessage.getByTestId("copy-button").click();
            await keyMessage.getByTestId("copy-button").getByText("Copied").waitFor();
            assert.equal(await page.evaluate(() => navigator.clipboard.readText()), api.lastKey);

            // The next poll reads the message as kept, its key redacted, in the same revision:
            // the key stays on the screen until the page is left.
            const polls = api.polls.length;
            await page.waitForResponse((r) => r.url().includes("/chat/api/messages?"));
            assert.ok(api.polls.length > polls);
            assert.equal(await keyMessage.getByTestId("message-text").textContent(), shownText);
            const composerFocused = await page.getByTestId("composer-input").evaluate((el) =>
              el === document.activeElement
            );
            assert.equal(composerFocused, false, "the Copy button keeps the focus");
          }),
      );

      await t.step(
        "after a reload the remembered handle reopens the chat with its history and decided proposals",
        () =>
          withChat(browser, async ({ page, url }) => {
            await start(page, url, "dave");
            await send(page, "hello");
            await messageWithText(page, "You said: hello");
            await send(page, KEY_REQUEST);
            const proposal = await messageWithText(page, PROPOSAL);
            await proposal.getByTestId("message-button").getByText("Cancel").click();
            await messageWithText(page, `${PROPOSAL}\n\nCancelled: no key was created.`);
            const before = await transcript(page);
            assert.deepEqual(before, [
              "user: hello",
              "assistant: You said: hello",
              `user: ${KEY_REQUEST}`,
              `assistant: ${PROPOSAL}\n\nCancelled: no key was created.`,
            ]);
            assert.equal(await page.getByTestId("message-button").count(), 0);

            await page.reload();
            await historyLoaded(page);
            await messageWithText(page, `${PROPOSAL}\n\nCancelled: no key was created.`);
            assert.equal(await page.getByTestId("start-button").isVisible(), false);
            assert.deepEqual(await transcript(page), before);
            assert.equal(await page.getByTestId("message-button").count(), 0);
          }),
      );

      await t.step(
        "a message that arrives on its own appears once by polling, never twice",
        () =>
          withChat(browser, async ({ api, page, url }) => {
            await start(page, url, "erin");
            await send(page, "hi");
            await messageWithText(page, "You said: hi");

            api.push("erin", "Reminder: buy milk");
            await page.clock.runFor(2_000);
            await messageWithText(page, "Reminder: buy milk");
            api.push("erin", "Reminder: call the plumber");
            await page.clock.runFor(2_000);
            await messageWithText(page, "Reminder: call the plumber");

            assert.deepEqual(await transcript(page), [
              "user: hi",
              "assistant: You said: hi",
              "assistant: Reminder: buy milk",
              "assistant: Reminder: call the plumber",
            ]);
            assert.deepEqual(api.polls.map((p) => p.after), [null, null, "2"]);
          }, { clock: true }),
      );

      await t.step(
        "polling pauses while the tab is hidden and resumes when it is shown",
        () =>
          withChat(browser, async ({ api, page, url }) => {
            await start(page, url, "frank");
            await page.evaluate(() => {
              Object.defineProperty(document, "visibilityState", {
                configurable: true,
                get: () => "hidden",
              });
              document.dispatchEvent(new Event("visibilitychange"));
            });
            const polls = api.polls.length;
            api.push("frank", "Your proposal is waiting for a tap");
            await page.clock.runFor(10_000);
            await page.evaluate(() => new Promise((resolve) => queueMicrotask(() => resolve(0))));
            assert.equal(api.polls.length, polls);
            assert.equal(await page.getByTestId("message").count(), 0);

            await page.evaluate(() => {
              Object.defineProperty(document, "visibilityState", {
                configurable: true,
                get: () => "visible",
              });
              document.dispatchEvent(new Event("visibilitychange"));
            });
            await page.clock.runFor(1);
            await messageWithText(page, "Your proposal is waiting for a tap");
            assert.equal(api.polls.length, polls + 1);
          }, { clock: true }),
      );

      await t.step(
        "an API error shows its detail and gives the text back to try again",
        () =>
          withChat(browser, async ({ api, page, url }) => {
            await start(page, url, "grace");
            api.failNext = {
              status: 503,
              code: "service_unavailable",
              detail: "The assistant is unavailable right now; try again in a minute",
            };
            await send(page, "are you there?");
            const error = page.getByTestId("error");
            await error.waitFor();
            assert.equal(
              await error.textContent(),
              "The assistant is unavailable right now; try again in a minute",
            );
            assert.equal(await page.getByTestId("composer-input").inputValue(), "are you there?");
            const failed = page.getByTestId("message");
            assert.equal(await failed.getAttribute("data-from"), "user");
            assert.equal(await failed.getByText("Not sent").isVisible(), true);

            await page.getByTestId("composer-input").press("Enter");
            await messageWithText(page, "You said: are you there?");
            assert.equal(await error.isVisible(), false);
          }),
      );

      await t.step(
        "hostile text is shown literally and injects no element",
        () =>
          withChat(browser, async ({ page, url }) => {
            const hostile = "<img src=x onerror=alert(1)><script>alert(2)</script>";
            await start(page, url, "mallory");
            await send(page, hostile);
            await messageWithText(page, `You said: ${hostile}`);
            assert.deepEqual(await transcript(page), [
              `user: ${hostile}`,
              `assistant: You said: ${hostile}`,
            ]);
            const list = page.getByTestId("message-list");
            assert.equal(await list.locator("img, script").count(), 0);
          }),
      );

      await t.step(
        "changing the handle opens the other user's chat without the first one's messages",
        () =>
          withChat(browser, async ({ page, url }) => {
            await start(page, url, "heidi");
            await send(page, "note for heidi");
            await messageWithText(page, "You said: note for heidi");
            await page.getByTestId("change-handle").click();
            assert.equal(
              await page.getByTestId("handle-input").evaluate((el) =>
                el === document.activeElement
              ),
              true,
            );
            await page.getByTestId("handle-input").fill("ivan");
            await page.getByTestId("start-button").click();
            await historyLoaded(page);
            assert.deepEqual(await transcript(page), []);
            await send(page, "note for ivan");
            await messageWithText(page, "You said: note for ivan");
            assert.deepEqual(await transcript(page), [
              "user: note for ivan",
              "assistant: You said: note for ivan",
            ]);
          }),
      );

      await t.step(
        "a handle with characters outside letters, digits and _ . - @ is refused",
        () =>
          withChat(browser, async ({ api, page, url }) => {
            await page.goto(url);
            await page.getByTestId("handle-input").fill("alice smith");
            await page.getByTestId("start-button").click();
            await page.getByTestId("handle-error").waitFor();
            assert.equal(
              await page.getByTestId("handle-error").textContent(),
              "Use only letters, digits, _ . - or @ in your handle",
            );
            assert.equal(await page.getByTestId("composer-input").isVisible(), false);
            assert.equal(api.polls.length, 0);
          }),
      );
    } finally {
      await browser.close();
    }
  },
});
