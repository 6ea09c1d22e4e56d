import assert from "node:assert/strict";
import { AppError } from "@asst/shared";
import { parseMessageRequest, requireJsonContentType } from "./message_request.ts";

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

Deno.test("requireJsonContentType() accepts JSON with or without parameters, in any case", () => {
  for (const type of ["application/json", "application/json; charset=utf-8", "Application/JSON"]) {
    assert.doesNotThrow(() => requireJsonContentType(type), type);
  }
});

Deno.test("requireJsonContentType() answers 415 for a body not sent as JSON, naming the type", () => {
  const cases: [string | undefined, RegExp][] = [
    [undefined, /no Content-Type/],
    ["", /no Content-Type/],
    ["text/plain;charset=UTF-8", /"text\/plain;charset=UTF-8"/],
    ["application/x-www-form-urlencoded", /"application\/x-www-form-urlencoded"/],
    ["application/jsonp", /"application\/jsonp"/],
    ["multipart/form-data; boundary=x", /multipart/],
  ];
  for (const [type, shown] of cases) {
    assert.throws(() => requireJsonContentType(type), (e: unknown) => {
      assert.ok(e instanceof AppError);
      assert.equal(e.status, 415, String(type));
      assert.equal(e.code, "unsupported_media_type");
      assert.match(e.message, shown);
      assert.match(e.message, /Content-Type: application\/json/);
      return true;
    });
  }
});

Deno.test("requireJsonContentType() repeats at most 80 characters of a long type", () => {
  assert.throws(() => requireJsonContentType(`text/${"x".repeat(500)}`), (e: unknown) => {
    assert.ok(e instanceof AppError);
    assert.ok(e.message.length < 200, e.message);
    return true;
  });
});
