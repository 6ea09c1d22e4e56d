import assert from "node:assert/strict";
import { actionsLua } from "./actions_load.ts";
import { parseWrkOutput, wrkScript } from "./wrk.ts";

const OUTPUT = `Running 8s test @ http://127.0.0.1:8080/api/assistant/v1/messages
  1 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    70.12ms   20.01ms 143.00ms   70.00%
  3464 requests in 8.00s, 1.10MB read
WRK_RESULT {"requests":3464,"duration_us":8000000,"p50_us":70000,"p99_us":143250,"non2xx":3,"socket_errors":1}
Requests/sec:    433.00
`;

Deno.test("the figures of a wrk run are read from the line its done() writes", () => {
  assert.deepEqual(parseWrkOutput(OUTPUT), {
    requests: 3464,
    rps: 433,
    p50: 70,
    p99: 143.25,
    non2xx: 3,
    socketErrors: 1,
  });
});

Deno.test("wrk output without a result line (the script failed) is an error that shows it", () => {
  assert.throws(
    () => parseWrkOutput("PANIC: unprotected error in call to Lua API"),
    /wrk printed no result:\nPANIC/,
  );
});

Deno.test("a numbered body counts from its start, and quotes in headers and bodies are escaped", () => {
  const script = wrkScript({
    url: "http://x/",
    headers: { authorization: 'Bearer "a\\b' },
    numberedBody: { templates: ['{"message":"add r-%d"}', "remove r-%d"], start: 5 },
  });
  assert.match(script, /wrk\.headers\["authorization"\] = "Bearer \\"a\\\\b"/);
  assert.match(
    script,
    /local templates = \{ \{ "\{\\"message\\":\\"add r-", "\\"\}" \}, \{ "remove r-", "" \} \}/,
  );
  assert.match(script, /local n = 5 \+ math\.floor\(i \/ #templates\)/);
  assert.throws(
    () => wrkScript({ url: "u", headers: {}, numberedBody: { templates: ["none"], start: 1 } }),
    /holds %d/,
  );
});

Deno.test("the outcomes of /actions responses counted by the script are read with the figures", () => {
  const line = 'WRK_RESULT {"requests":10,"duration_us":1000000,"p50_us":1000,"p99_us":2000,' +
    '"non2xx":0,"socket_errors":0,"ok":9,"failed":1,"none":0,"replayed":3}';
  assert.deepEqual(parseWrkOutput(line).actions, { ok: 9, failed: 1, none: 0, replayed: 3 });
  const script = wrkScript({ url: "http://x/", headers: {}, body: "{}", countActions: true });
  assert.match(script, /response = function\(status, headers, body\)/);
  assert.match(script, /ok_calls = ok_calls \+ ok/);
  // A response answered from the idempotency store is counted apart: it ran nothing.
  assert.match(script, /idempotent_replay":true', 1, true\) then replays = replays \+ 1/);
});

Deno.test("the /actions load removes only items whose add came back, once 16 are back", () => {
  const script = actionsLua("ab12", 7);
  assert.match(script, /local next_n = 7/);
  assert.match(script, /if last - first \+ 1 >= 16 then/);
  assert.match(script, /"remove item ab12-" \.\. n \.\. " from my shopping list"/);
  assert.match(script, /body:match\("Added item ab12%-\(%d\+\)"\)/);
  assert.throws(() => actionsLua("a-b", 1), /letters and digits/);
});
