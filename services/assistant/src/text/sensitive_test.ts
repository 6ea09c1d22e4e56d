import assert from "node:assert/strict";
import { isSensitive, sensitiveKind } from "./sensitive.ts";

function expectAll(cases: string[], expected: boolean): void {
  for (const text of cases) {
    assert.equal(isSensitive(text), expected, `${JSON.stringify(text)} should be ${expected}`);
  }
}

Deno.test("isSensitive() flags passwords, PINs, codes and secret answers", () => {
  expectAll(
    [
      "the wifi password is hunter2",
      "My Netflix passcode is 8812",
      "my bank PIN is 4921",
      "pin number for the card is 1234",
      "the door code is 1234",
      "the alarm code is 0000",
      "answer to my security question is Fluffy",
      "my mother's maiden name is Smith",
      "the 2FA backup codes are in the drawer",
      "my github login details are ada / s3cret",
      "my bitcoin seed phrase is apple banana cherry",
      "the combination to the safe is 12-34-56",
      "my passwd for the router is admin",
      "my openai api key is sk-abc123",
    ],
    true,
  );
  assert.equal(sensitiveKind("the wifi password is hunter2"), "secret");
});

Deno.test("isSensitive() flags identity documents and numbers", () => {
  expectAll(
    [
      "my passport number is 123456789",
      "my passport expires in June",
      "my SSN is 123-45-6789",
      "my social security number is 078-05-1120",
      "my national insurance number is QQ 12 34 56 C",
      "my driver's licence number is X123",
      "my driving license expires in 2030",
      "my tax id is 12-345",
      "my IBAN is DE89 3704 0044 0532 0130 00",
      "card 4111 1111 1111 1111",
      "my credit card number ends in 4242",
      "my id card is in the blue wallet",
      "the account number for savings is 12345678",
    ],
    true,
  );
  assert.equal(sensitiveKind("my passport number is 123456789"), "identity");
  assert.equal(sensitiveKind("number 4111111111111111 on file"), "identity");
});

Deno.test("isSensitive() flags health: diagnoses, medication, conditions, therapy, pregnancy, allergies", () => {
  expectAll(
    [
      "my blood pressure medication is lisinopril",
      "I was diagnosed with type 2 diabetes",
      "I'm allergic to peanuts",
      "I'm pregnant",
      "I see a therapist on Tuesdays",
      "I take sertraline every morning",
      "I take vitamin D daily",
      "my doctor's note says rest for a week",
      "I have a heart condition",
      "I have asthma",
      "my prescription is 20mg of something",
      "my psychiatrist is Dr Kay",
      "I have ADHD",
      "my blood type is O negative",
      "I had knee surgery in March",
    ],
    true,
  );
  assert.equal(sensitiveKind("I'm allergic to peanuts"), "health");
});

Deno.test("isSensitive() lets ordinary facts through, including a doctor's or dentist's name", () => {
  expectAll(
    [
      "my dentist is Dr Lee",
      "my doctor is Dr Smith",
      "my wifi is in the hall",
      "my favourite colour is blue",
      "my tablet is an iPad",
      "the condition of my car is good",
      "I disabled the alarm",
      "my mum works at the hospital",
      "pin the poster on the wall",
      "I passed my driving test",
      "I have a tin of beans",
      "my sister's birthday is 3 May",
      "my phone number is 07700 900123",
      "the spare key is under the mat",
      "I park on level 3",
      "",
    ],
    false,
  );
  assert.equal(sensitiveKind("my dentist is Dr Lee"), null);
});

Deno.test("isSensitive() does not throw on hostile or odd input", () => {
  for (
    const text of [
      "a".repeat(4000),
      "1".repeat(4000),
      "4111 ".repeat(800),
      "DE89 ".repeat(800),
      "🩺".repeat(1000),
      "\u0000\uD800",
      "password",
      undefined as unknown as string,
    ]
  ) {
    const started = performance.now();
    assert.equal(typeof isSensitive(text), "boolean");
    assert.ok(performance.now() - started < 1000);
  }
  assert.equal(isSensitive("password"), true);
});
