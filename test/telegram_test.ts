import assert from "node:assert/strict";
import { startFakeSmtp } from "../services/proposals/testing/fake_smtp.ts";
import { type FakeBotApi, startFakeBotApi } from "../services/proposals/testing/fake_bot_api.ts";
import { api, freePort, keysIn, startEmbedded, waitFor } from "./_harness.ts";

const TIA = 4242;
const MAL = 6666;

/** Writes `text` to the bot as Telegram user `from`, in their private chat. */
async function write(fake: FakeBotApi, text: string, from = TIA): Promise<void> {
  const res = await fake.deliverUpdate({
    update_id: fake.nextUpdateId(),
    message: {
      message_id: fake.nextUpdateId(),
      from: { id: from, is_bot: false, first_name: "Tia" },
      chat: { id: from, type: "private", first_name: "Tia" },
      date: Math.floor(Date.now() / 1000),
      text,
    },
  });
  assert.equal(res.status, 200, res.body);
}

/** The bot's messages in a chat that say `pattern`, as the fake holds them now. */
function sentTo(fake: FakeBotApi, chatId: number, pattern: RegExp) {
  return fake.calls.filter((c) =>
    c.method === "sendMessage" && c.ok && c.params.chat_id === chatId &&
    pattern.test(String(c.params.text))
  ).map((c) => fake.message(chatId, (c.result as { message_id: number }).message_id)!);
}

function buttonOf(
  message: { reply_markup?: { inline_keyboard: { text: string; callback_data: string }[][] } },
  label: string,
): string {
  const found = message.reply_markup?.inline_keyboard.flat().find((b) => b.text === label);
  assert.ok(found, `no ${label} button`);
  assert.ok(new TextEncoder().encode(found.callback_data).length <= 64);
  return found.callback_data;
}

Deno.test("Telegram is the chat: a key is made, a proposal arrives with inline buttons, Confirm is answered at once and the message edited, and the email goes out", async () => {
  const fake = await startFakeBotApi();
  const smtp = await startFakeSmtp();
  const port = freePort();
  const sys = await startEmbedded({
    PORT: String(port),
    SMTP_URL: smtp.url,
    TELEGRAM_BOT_TOKEN: fake.token,
    TELEGRAM_API_BASE: fake.base,
    TELEGRAM_WEBHOOK_URL: `http://127.0.0.1:${port}/telegram/webhook`,
  });
  const base = sys.baseUrl;
  try {
    // setWebhook registered our URL with a secret; an update without it is refused.
    await fake.waitForCall("setWebhook");
    assert.equal(fake.webhook?.url, `http://127.0.0.1:${port}/telegram/webhook`);
    assert.match(fake.webhook?.secret ?? "", /^[A-Za-z0-9_-]{16,256}$/);
    const forged = await fetch(`${base}/telegram/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-telegram-bot-api-secret-token": "nope" },
      body: JSON.stringify({ update_id: 1, message: { text: "hi" } }),
    });
    assert.equal(forged.status, 401);
    await forged.body?.cancel();

    await write(fake, "my email address is tia@example.com");
    await waitFor("the address reply", () => sentTo(fake, TIA, /tia@example\.com/)[0] ?? null);

    // A key that may propose: the chat asks first, with inline Confirm.
    await write(fake, "create an API key that can propose emails");
    const question = await waitFor(
      "the key question",
      () => sentTo(fake, TIA, /propose/).find((m) => m.reply_markup) ?? null,
    );
    const tapped = await fake.tap(TIA, question.message_id, buttonOf(question, "Confirm"));
    assert.equal(tapped.status, 200);
    const keyText = await waitFor("the key", () => {
      const shown = fake.calls.filter((c) => c.ok && /sendMessage|editMessageText/.test(c.method))
        .map((c) => String(c.params.text)).find((t) => keysIn(t).length > 0);
      return shown ?? null;
    });
    const [key] = keysIn(keyText);

    // A proposal through /actions reaches Telegram with Confirm and Reject.
    const res = await api(base, "/actions", key!, {
      message: "send an email to bob@example.com saying I'll be late",
    });
    const body = await res.json();
    const id = body.actions.find((a: { tool: string }) => a.tool === "propose_action")?.request_id;
    assert.ok(id, JSON.stringify(body));
    const proposal = await waitFor(
      "the proposal message",
      () => sentTo(fake, TIA, /bob@example\.com/).find((m) => m.reply_markup) ?? null,
    );
    const confirm = buttonOf(proposal, "Confirm");
    buttonOf(proposal, "Reject");

    // Another Telegram user's tap with the same data changes nothing.
    await write(fake, "hello", MAL);
    const stolen = await fake.tap(TIA, proposal.message_id, confirm, MAL);
    assert.equal(stolen.status, 200);
    await waitFor("the refusal", () => sentTo(fake, MAL, /someone else's/)[0] ?? null);
    assert.ok(fake.message(TIA, proposal.message_id)?.reply_markup, "Tia's buttons stay");
    const after = await (await fetch(`${base}/api/assistant/v1/actions/requests/${id}`, {
      headers: { authorization: `Bearer ${key}` },
    })).json();
    assert.equal(after.status, "pending");
    assert.equal(smtp.received.length, 0);

    // Tia confirms: answerCallbackQuery comes first, then the message is edited to the outcome.
    const callsBefore = fake.calls.length;
    const confirmed = await fake.tap(TIA, proposal.message_id, confirm);
    const answer = await fake.waitForCall(
      "answerCallbackQuery",
      (c) => c.params.callback_query_id === confirmed.callbackQueryId,
    );
    const edit = await fake.waitForCall(
      "editMessageText",
      (c) =>
        c.params.message_id === proposal.message_id && /Confirmed\./.test(String(c.params.text)),
    );
    assert.ok(fake.calls.indexOf(answer) >= callsBefore);
    assert.ok(fake.calls.indexOf(answer) < fake.calls.indexOf(edit), "answered before edited");
    assert.equal(fake.message(TIA, proposal.message_id)?.reply_markup, undefined);
    const [mail] = await smtp.waitFor(1);
    assert.equal(mail!.from, "tia@example.com");
    assert.deepEqual(mail!.to, ["bob@example.com"]);
    const status = await (await fetch(`${base}/api/assistant/v1/actions/requests/${id}`, {
      headers: { authorization: `Bearer ${key}` },
    })).json();
    assert.equal(status.status, "confirmed");
    assert.ok(status.resolved_at);

    // A reminder fires into the same Telegram chat.
    await write(fake, "remind me to stretch in 1 second");
    await waitFor("the reminder", () => sentTo(fake, TIA, /stretch/).length >= 2 ? true : null);

    // The token never appears in the logs.
    assert.ok(!sys.logs.join("\n").includes(fake.token));
  } finally {
    await sys.stop();
    await smtp.close();
    await fake.close();
  }
});
