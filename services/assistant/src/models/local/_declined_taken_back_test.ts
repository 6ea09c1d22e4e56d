import assert from "node:assert/strict";
import { takenBack } from "./_declined_taken_back.ts";
import { calls } from "./_intent_test_util.ts";

Deno.test("takenBack() reads a request taken back after a break, alone or before what the user will do", () => {
  for (
    const text of [
      "remind me to call Lucía tomorrow... no, forget it, I'll just call her now",
      "remind me to call Lucía tomorrow... never mind, I'll call her now",
      "add eggs to the list - never mind, we have some",
      "add milk to the list, nvm",
      "remind me at 5 to call mum, oh never mind",
      "email bob@example.com saying hi… actually don't",
      "put the dentist on friday. Scratch that.",
      "note that the gate code is 4412, ok forget about it",
      "remind me to water the plants tonight, no, ignore that, we're away",
      "add a task to renew the passport — cancel that, it's done",
      "set a countdown to the fair, hmm, forget it",
      "save Priya's birthday as 3 May. Nevermind, I've got it already",
    ]
  ) assert.ok(takenBack(text), text);
});

Deno.test("takenBack() reads nothing back in words of the same kind inside what is asked", () => {
  for (
    const text of [
      "remind me to tell Sam to forget it tomorrow at 9",
      "note: if the landlord calls, never mind the leak",
      "note: never mind what Joe said, the rent is 900",
      "forget it",
      "never mind",
      "remind me to call Lucía tomorrow, no wait, friday",
      "add a task: forget it all and go to the beach",
      "remind me, never mind the time, to call the bank",
      "keepsake: Mia said 'never mind, daddy, I'll do it'",
      "add milk, eggs and bread",
      "remind me to forget about work at 6",
      "remind me tomorrow to cancel that gym membership",
      "save a note: scratch that itch on the car door, it's a scratch",
      "add never mind the bollocks to the vinyl list",
    ]
  ) assert.equal(takenBack(text), false, text);
});

Deno.test("a request taken back runs nothing; a saved item let go of is still removed", () => {
  assert.deepEqual(
    calls("remind me to call Lucía tomorrow... no, forget it, I'll just call her now"),
    [],
  );
  assert.deepEqual(calls("add eggs to the list - never mind, we have some"), []);
  assert.deepEqual(calls("remind me to tell Sam to forget it tomorrow at 9").map((c) => c.name), [
    "reminders_create",
  ]);
  assert.deepEqual(calls("the yoga reminder, forget it").map((c) => c.name), ["reminders_cancel"]);
});
