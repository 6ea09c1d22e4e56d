/**
 * openapi.json's example requests: each tool's, from the local parser's group descriptions, shown
 * in its Tools row and as a named request of `POST /actions`.
 */
import assert from "node:assert/strict";
import { TOOLS } from "@asst/shared";
import { GROUP_WORDS } from "../services/assistant/src/models/local/groups/mod.ts";
import { renderOpenApi } from "../services/gateway/src/openapi/openapi_document.ts";
import { toolExamples } from "../openapi.ts";

const ACTIONS = "/api/assistant/v1/actions";
// deno-lint-ignore no-explicit-any
const doc: any = JSON.parse(Deno.readTextFileSync(new URL("../openapi.json", import.meta.url)));

/** `text` as the Tools table writes it inside its cells. */
const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

Deno.test("every example request of the group descriptions is shown with its tool", () => {
  const description: string = doc.info.description;
  const rowOf = (tool: string) =>
    description.split("\n").find((line) => line.startsWith(`<tr id="tool-${tool}">`)) ?? "";
  const named = doc.paths[ACTIONS].post.requestBody.content["application/json"].examples;
  let shown = 0;
  for (const group of GROUP_WORDS) {
    for (const [tool, requests] of Object.entries(group.examples)) {
      for (const request of requests) {
        assert.ok(rowOf(tool).includes(`<q>${escaped(request)}</q>`), `${tool}: "${request}"`);
        shown++;
      }
      // Each tool with examples is a named request of POST /actions, one of its examples.
      assert.equal(named[tool].value.message, toolExamples()[tool]![0], tool);
    }
  }
  assert.ok(shown >= TOOLS.length, `only ${shown} examples shown`);
  assert.ok(named.shopping_add, "shopping_add is a named request");
  // The combined request stays the first, then the tools in the order of the Tools table.
  const order = TOOLS.map((tool) => tool.name).filter((name) => name in named);
  assert.deepEqual(Object.keys(named), ["combined", ...order]);
});

Deno.test("the generator refuses an example that names no tool, or an empty one", () => {
  assert.throws(
    () => renderOpenApi({ shopping_ad: ["add milk"] }),
    /"shopping_ad", which is no tool/,
  );
  assert.throws(
    () => renderOpenApi({ shopping_add: [" "] }),
    /an example of "shopping_add" is empty/,
  );
  // A tool without examples says so in its row and has no named request.
  const bare = JSON.parse(renderOpenApi({}));
  assert.match(bare.info.description, /<tr id="tool-shopping_add">.*<td>none<\/td><\/tr>/);
  assert.deepEqual(
    Object.keys(bare.paths[ACTIONS].post.requestBody.content["application/json"].examples),
    ["combined"],
  );
});
