/**
 * Driving a load with wrk (Debian's `wrk` package): the Lua script of a run, and the figures it
 * prints at the end.
 * @module
 */

/** What one wrk run measured. */
export interface WrkResult {
  requests: number;
  /** Requests per second over the run. */
  rps: number;
  /** Latencies in milliseconds. */
  p50: number;
  p99: number;
  /** Responses with a status outside 2xx and 3xx. */
  non2xx: number;
  /** Connect, read, write errors and timeouts. */
  socketErrors: number;
  /**
   * For a load that counts them ({@link WrkRequest.countActions}): the tool calls the responses
   * report as done and as failed, and the responses that ran no tool at all.
   */
  actions?: { ok: number; failed: number; none: number; replayed: number };
}

/** What to send: the method, path, headers and either one body or numbered bodies. */
export interface WrkRequest {
  url: string;
  headers: Record<string, string>;
  /** The same body for every request. */
  body?: string;
  /**
   * A body per request, taken from the templates in turn; `%d` is replaced by a number (start,
   * start + 1, ...: one more after each round of templates), so that no two requests of a run
   * carry the same text.
   */
  numberedBody?: { templates: string[]; start: number };
  /**
   * Lua that defines `request()` (and may define `response()`) itself, for a load whose next
   * request depends on earlier responses. Instead of {@link body} and {@link numberedBody}.
   */
  lua?: string;
  /** Count the `actions` of /actions responses: which calls worked, which failed, none ran. */
  countActions?: boolean;
}

/** The marker before the JSON line our `done()` writes. */
const MARKER = "WRK_RESULT ";

/** A Lua string literal holding `s`. */
function lua(s: string): string {
  return `"${s.replaceAll("\\", "\\\\").replaceAll('"', '\\"').replaceAll("\n", "\\n")}"`;
}

/** The Lua script of a run: the request, and a `done()` that writes the figures as one JSON line. */
export function wrkScript(req: WrkRequest): string {
  const lines = ['wrk.method = "POST"'];
  for (const [name, value] of Object.entries(req.headers)) {
    lines.push(`wrk.headers[${lua(name)}] = ${lua(value)}`);
  }
  if (req.body !== undefined) lines.push(`wrk.body = ${lua(req.body)}`);
  if (req.numberedBody) {
    const { templates, start } = req.numberedBody;
    const parts = templates.map((t) => {
      const [before, after] = t.split("%d");
      if (after === undefined) throw new Error("a numbered body holds %d");
      return `{ ${lua(before!)}, ${lua(after)} }`;
    });
    lines.push(
      `local templates = { ${parts.join(", ")} }`,
      "local i = 0",
      "request = function()",
      "  local t = templates[i % #templates + 1]",
      `  local n = ${start} + math.floor(i / #templates)`,
      "  i = i + 1",
      "  return wrk.format(nil, nil, nil, t[1] .. n .. t[2])",
      "end",
    );
  }
  if (req.lua !== undefined) lines.push(req.lua);
  if (req.countActions) {
    // Counters are globals of the thread's Lua state, which done() reads through setup()'s list.
    lines.push(
      "ok_calls, failed_calls, no_calls, replays = 0, 0, 0, 0",
      "local counted = response",
      "response = function(status, headers, body)",
      "  if counted then counted(status, headers, body) end",
      '  local _, ok = body:gsub(\'"ok":true\', "")',
      '  local _, failed = body:gsub(\'"ok":false\', "")',
      "  ok_calls = ok_calls + ok",
      "  failed_calls = failed_calls + failed",
      "  if ok + failed == 0 then no_calls = no_calls + 1 end",
      "  if body:find('\"idempotent_replay\":true', 1, true) then replays = replays + 1 end",
      "end",
    );
  }
  lines.push(
    "local threads = {}",
    "setup = function(thread) table.insert(threads, thread) end",
    "done = function(summary, latency, requests)",
    "  local e = summary.errors",
    "  local ok, failed, none, replayed = 0, 0, 0, 0",
    "  for _, t in ipairs(threads) do",
    '    ok = ok + (t:get("ok_calls") or 0)',
    '    failed = failed + (t:get("failed_calls") or 0)',
    '    none = none + (t:get("no_calls") or 0)',
    '    replayed = replayed + (t:get("replays") or 0)',
    "  end",
    `  io.write(string.format("${MARKER}{\\"requests\\":%d,\\"duration_us\\":%d,` +
      `\\"p50_us\\":%d,\\"p99_us\\":%d,\\"non2xx\\":%d,\\"socket_errors\\":%d,` +
      `\\"ok\\":%d,\\"failed\\":%d,\\"none\\":%d,\\"replayed\\":%d}\\n",`,
    "    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),",
    "    e.status, e.connect + e.read + e.write + e.timeout, ok, failed, none, replayed))",
    "end",
  );
  return lines.join("\n") + "\n";
}

/**
 * Reads the figures of a run from wrk's output.
 * @throws {Error} when the output holds no result line (wrk failed to run the script)
 */
export function parseWrkOutput(output: string): WrkResult {
  const line = output.split("\n").find((l) => l.startsWith(MARKER));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const r = JSON.parse(line.slice(MARKER.length)) as Record<string, number>;
  const seconds = r.duration_us! / 1e6;
  return {
    requests: r.requests!,
    rps: seconds > 0 ? r.requests! / seconds : 0,
    p50: r.p50_us! / 1000,
    p99: r.p99_us! / 1000,
    non2xx: r.non2xx!,
    socketErrors: r.socket_errors!,
    ...((r.ok ?? 0) + (r.failed ?? 0) + (r.none ?? 0) > 0
      ? { actions: { ok: r.ok!, failed: r.failed!, none: r.none!, replayed: r.replayed ?? 0 } }
      : {}),
  };
}

/** How to install wrk, said when it is missing. */
export const WRK_MISSING = "wrk is not installed: `sudo apt-get install wrk` (Debian, Ubuntu)";

/** @throws {Error} saying how to install wrk when it is not on the PATH */
export async function checkWrk(): Promise<void> {
  try {
    await new Deno.Command("wrk", { args: ["--version"], stdout: "null", stderr: "null" }).output();
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) throw new Error(WRK_MISSING);
    throw err;
  }
}

/** Load settings: threads, connections, seconds. */
export interface Load {
  threads: number;
  connections: number;
  seconds: number;
}

/** Runs wrk once with `load` against `req`. */
export async function runWrk(req: WrkRequest, load: Load): Promise<WrkResult> {
  const script = await Deno.makeTempFile({ prefix: "asst-bench-", suffix: ".lua" });
  try {
    await Deno.writeTextFile(script, wrkScript(req));
    const out = await new Deno.Command("wrk", {
      args: [
        `-t${load.threads}`,
        `-c${load.connections}`,
        `-d${load.seconds}s`,
        "--timeout",
        "10s",
        "-s",
        script,
        req.url,
      ],
      stdout: "piped",
      stderr: "piped",
    }).output();
    const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
    return parseWrkOutput(text);
  } finally {
    await Deno.remove(script);
  }
}
