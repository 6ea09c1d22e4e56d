/// <reference lib="dom" />
/**
 * The web chat page in a real Chromium against the real embedded system: a new user gets keys
 * the way the README says, and they work on POST /messages.
 */
import assert from "node:assert/strict";
import { chromiumMissing, historyLoaded, launchChromium, send, start } from "./_browser.ts";
import { api, keysIn, startEmbedded } from "./_harness.ts";

Deno.test({
  name:
    "in the web chat a new user gets an answer-only key at once and a shopping key after Confirm",
  ignore: chromiumMissing,
  async fn() {
    const sys = await startEmbedded();
    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(err.message));
      await start(page, `${sys.baseUrl}/chat`, "newcomer");

      await send(page, "remember that my dentist is Dr Lee");
      await page.getByTestId("message-text").getByText(/I'll remember/).waitFor();

      await send(page, "create an API key");
      const first = page.getByTestId("message").filter({ hasText: /asst_[0-9A-Za-z]{36}/ });
      await first.first().waitFor();
      const answerKey = keysIn(await first.first().textContent() ?? "")[0]!;
      assert.ok(answerKey, "the key is shown");
      await first.first().getByTestId("copy-button").waitFor();
      // The next poll reads the message as kept, with the key redacted: the screen keeps it.
      await page.waitForResponse((r) => r.url().includes("/chat/api/messages?"));
      assert.equal(keysIn(await first.first().textContent() ?? "")[0], answerKey);

      await send(page, "create an API key that can view and add to my shopping list and reminders");
      const confirm = page.getByTestId("message-button").filter({ hasText: "Confirm" });
      await confirm.waitFor();
      await confirm.click();
      const keyMessages = page.getByTestId("message").filter({ hasText: /asst_[0-9A-Za-z]{36}/ });
      await keyMessages.nth(1).waitFor();
      const shoppingKey = keysIn(await keyMessages.nth(1).textContent() ?? "")[0]!;
      assert.notEqual(shoppingKey, answerKey);
      assert.equal(await confirm.count(), 0, "the decided message offers its buttons no more");

      for (const key of [answerKey, shoppingKey]) {
        const res = await api(sys.baseUrl, "/messages", key, { message: "who is my dentist?" });
        assert.equal(res.status, 200);
        assert.match((await res.json()).reply, /Dr Lee/);
      }

      await page.reload();
      await historyLoaded(page);
      await page.getByTestId("message").first().waitFor();
      const afterReload = await page.content();
      assert.ok(!afterReload.includes(answerKey), "after a reload the key is not shown again");
      assert.deepEqual(errors, []);
      await context.close();
    } finally {
      await browser.close();
      await sys.stop();
    }
  },
});
