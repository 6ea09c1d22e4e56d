/**
 * Builds ARCHITECTURE.md's subject table from the subject definitions (`subjects/` by service, with each
 * subject's `doc`) and the event kinds (events.ts), and writes it between the marker comments.
 * `deno task contracts` runs it; test/architecture_test.ts fails when the committed table differs.
 * @module
 */
import type { BroadcastContract, RequestContract, SubjectDoc } from "./contracts.ts";
import { EVENT_GUARANTEE, EVENT_ROUTES, EVENT_TYPES, eventSubject } from "./events.ts";
import {
  assistantSubjects,
  gatewaySubjects,
  notifierSubjects,
  proposalsSubjects,
} from "./subjects.ts";

/** The command that writes the table. */
export const CONTRACTS_COMMAND = "deno task contracts";

/** The comment before the generated table. */
export const TABLE_START =
  `<!-- subjects: generated from shared/src/subjects/ by \`${CONTRACTS_COMMAND}\`; do not edit -->`;
/** The comment after the generated table. */
export const TABLE_END = "<!-- end of subjects -->";

type AnyContract =
  | RequestContract<never, never>
  | BroadcastContract<never>;

const GROUPS = [gatewaySubjects, assistantSubjects, proposalsSubjects, notifierSubjects];

/** One row of the table: subject, kind, guarantee, from → to. */
export function subjectRows(): string[][] {
  const rows: string[][] = [];
  for (const group of GROUPS) {
    for (const contract of Object.values(group) as AnyContract[]) {
      const doc: SubjectDoc | undefined = contract.doc;
      if (!doc) {
        throw new Error(`Subject "${contract.subject}" has no doc {guarantee, from, to}`);
      }
      const kind = "payload" in contract ? "broadcast" : "request";
      rows.push([`\`${contract.subject}\``, kind, doc.guarantee, `${doc.from} → ${doc.to}`]);
    }
  }
  for (const type of EVENT_TYPES) {
    const route = EVENT_ROUTES[type];
    rows.push([
      `\`${eventSubject(type)}\``,
      "JetStream",
      EVENT_GUARANTEE,
      `${route.from} → ${route.to}`,
    ]);
  }
  return rows;
}

/** A Markdown table laid out as `deno fmt` lays it out. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) =>
    Math.max(3, h.length, ...rows.map((row) => (row[i] ?? "").length))
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** The generated block: the markers and the table between them. */
export function renderSubjectTable(): string {
  const table = markdownTable(["subject", "kind", "guarantee", "from → to"], subjectRows());
  return `${TABLE_START}\n\n${table}\n\n${TABLE_END}`;
}

/**
 * `markdown` with the block between the markers replaced by the generated one.
 * @throws {Error} when the markers are missing
 */
export function withSubjectTable(markdown: string): string {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`ARCHITECTURE.md has no "${TABLE_START}" … "${TABLE_END}" block`);
  }
  return markdown.slice(0, start) + renderSubjectTable() + markdown.slice(end + TABLE_END.length);
}

if (import.meta.main) {
  const file = new URL("../../ARCHITECTURE.md", import.meta.url);
  const before = await Deno.readTextFile(file);
  const after = withSubjectTable(before);
  if (after !== before) await Deno.writeTextFile(file, after);
  console.log(after === before ? "ARCHITECTURE.md: up to date" : "ARCHITECTURE.md: table written");
}
