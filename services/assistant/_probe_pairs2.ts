import { readToolIntent } from "/work/wt-pairs2/services/assistant/src/models/local/tool_intent.ts";
const ctx = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };
const lines = (await Deno.readTextFile(Deno.args[0]!)).split("\n").filter((l) =>
  l.trim() && !l.startsWith("#")
);
for (const l of lines) {
  const r = readToolIntent(l, ctx);
  console.log(">> " + l);
  for (const c of r.calls) console.log("   " + c.name + " " + JSON.stringify(c.input));
  for (const d of r.drafts) console.log("   DRAFT " + JSON.stringify(d));
  for (const a of r.asks) console.log("   ASK " + a.tool);
  if (r.unread) console.log("   UNREAD " + JSON.stringify(r.unread));
}
