/**
 * A turn of the local model through the real list tools of a {@link TestAccount}: the tests of
 * readings that read the saved items (`saved_pointed.ts`, `saved_changed.ts`, `_saved_days.ts`).
 * Apart from `lists_env.ts`, whose tools' tests must not import the parser.
 * @module
 */
import assert from "node:assert/strict";
import { everything, findTool, toolsFor } from "@asst/shared";
import { LocalModel } from "../src/models/local_model.ts";
import type { ActOutcome } from "../src/models/model.ts";
import { NOW, type TestAccount } from "./lists_env.ts";

/**
 * A turn of the local model run through the real tools as `account`, on {@link NOW} in UTC; the
 * saved items it reads as context (read tools only) are named in `read`.
 */
export function localTurn(
  account: TestAccount,
  message: string,
  tools = toolsFor(everything(), { businessMode: true }),
  read: string[] = [],
): Promise<ActOutcome> {
  return new LocalModel().act({
    message,
    tools,
    profile: { name: null, timezone: "UTC" },
    memories: [],
    now: NOW,
    timezone: "UTC",
    maxToolCalls: 5,
    execute: (call) => account.call(call.name, call.input),
    readSaved: (call) => {
      assert.equal(findTool(call.name)?.level, "read", call.name);
      read.push(call.name);
      return account.call(call.name, call.input);
    },
  });
}
