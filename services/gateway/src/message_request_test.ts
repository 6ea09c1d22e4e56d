import assert from "node:assert/strict";
import { AppError } from "@asst/shared";
import { parseMessageRequest } from "./message_request.ts";

function fails(raw: string, status: number, code: string) {
  assert.throws(() => parseMessageRequest(raw), (e: unknown) => {
    assert.ok(e instanceof AppError);
    assert.equal(e.status, status, raw.slice(0, 40));
    assert.equal(e.code, code);
    return true;
  });
}

Deno.test("parseMessageRequest() returns the message of a valid body", () => {
  assert.equal(parseMessageRequest('{"message":"who is my dentist?"}'), "who is my dentist?");
  assert.equal(parseMessageRequest('{"message":"hi","extra":1}'), "hi");
});

Deno.test("parseMessageRequest() answers 400 for an empty or over-long message", () => {
  fails('{"message":""}', 400, "empty_message");
  fails('{"message":"   \\n\\t"}', 400, "empty_message");
  fails(JSON.stringify({ message: "x".repeat(4001) }), 400, "message_too_long");
});

Deno.test("parseMessageRequest() counts characters, not UTF-16 units", () => {
  assert.equal(parseMessageRequest(JSON.stringify({ message: "😀".repeat(4000) })).length, 8000);
  fails(JSON.stringify({ message: "😀".repeat(4001) }), 400, "message_too_long");
});

Deno.test("parseMessageRequest() answers 422 when the body is not JSON or has no string message", () => {
  for (const raw of ["", "message=hi", "{", "null", "[]", '"hi"', "42", "{}", '{"message":1}']) {
    fails(raw, 422, "invalid_body");
  }
  fails('{"message":["a"]}', 422, "invalid_body");
  fails('{"message":{"text":"a"}}', 422, "invalid_body");
  fails('{"message":null}', 422, "invalid_body");
});
