/**
 * Writes openapi.json (`deno task openapi`): the gateway's document, with each tool's example
 * requests taken from the assistant's group descriptions, where the local parser's tests check
 * that each is understood as a call of its tool. The two services meet only here, in the
 * generation step: the gateway's code never imports the assistant's, and its image needs none of
 * it at run time. test/openapi_test.ts compares the committed file with {@link currentOpenApi}.
 * @module
 */
import { GROUP_WORDS } from "./services/assistant/src/models/local/groups/mod.ts";
import { renderOpenApi } from "./services/gateway/src/openapi/openapi_document.ts";
import type { ToolExamples } from "./services/gateway/src/openapi/openapi_text.ts";

/** Each tool's example requests, from every group description that gives some, without repeats. */
export function toolExamples(): ToolExamples {
  const byTool = new Map<string, string[]>();
  for (const group of GROUP_WORDS) {
    for (const [tool, requests] of Object.entries(group.examples)) {
      const list = byTool.get(tool) ?? [];
      for (const request of requests) if (!list.includes(request)) list.push(request);
      byTool.set(tool, list);
    }
  }
  return Object.fromEntries(byTool);
}

/** openapi.json's text as the code and the group descriptions make it now. */
export function currentOpenApi(): string {
  return renderOpenApi(toolExamples());
}

if (import.meta.main) {
  const target = new URL("./openapi.json", import.meta.url);
  await Deno.writeTextFile(target, currentOpenApi());
  console.log(`wrote ${target.pathname}`);
}
