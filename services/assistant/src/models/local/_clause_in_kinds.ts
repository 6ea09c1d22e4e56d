/**
 * Clauses that ask for nothing by themselves and name no kind, read in the kind of a request beside
 * them ("remove the Lisbon trip and add Rome" adds a trip; "dismiss the roof quote follow-up and the
 * one from Jenny" dismisses both). Used by `clauses()` in `_clauses.ts`.
 * @module
 */
import { isAsk, type Parsed } from "./_ask.ts";
import {
  addedBeside,
  changes,
  inKindOf,
  kindsNamed,
  labelled,
  saidOf,
  sameVerb,
  TOOL_KIND,
} from "./_clause_kind.ts";
import type { Group } from "./_clause_groups.ts";
import { standalone } from "./_clause_pointing.ts";
import type { ClauseReading } from "./_clauses.ts";

/**
 * The groups that ask for nothing by themselves and name no kind, each read in the kind of the
 * request before it, else after it (`_clause_kind.ts`).
 */
export function inKinds(groups: Group[], reader: ClauseReading): Group[] {
  const calls = groups.map((g) => {
    const parsed = standalone(reader, g.text);
    return parsed && !isAsk(parsed) ? parsed : null;
  });
  const kinds = calls.map((c) => (c ? TOOL_KIND.get(c.name) : undefined));
  return groups.map((g, i) => {
    if (kindsNamed(g.text).size > 0) return g;
    const near = [...kinds.slice(0, i).reverse(), ...kinds.slice(i + 1)];
    const done = calls.filter((c) => c !== null);
    if (calls[i] && addedBeside(g.text, calls[i]!.name, done)) {
      // "remove the Lisbon trip and add Rome": added where the other request's items are, or not
      // read at all; never a shopping item by default.
      const said = addedInKind(g.text, done, reader);
      return { ...g, text: said.text ?? saidOf(g.text, said.kind) };
    }
    if (kinds[i] !== undefined || reader.read(g.text)) return g;
    // "dismiss the roof quote follow-up and the one from Jenny": the verb said once for both.
    const before = i > 0 ? calls[i - 1] : null;
    const again = before ? sameVerb(groups[i - 1]!.text, g.text) : null;
    const kind = before ? TOOL_KIND.get(before.name) : undefined;
    const said = again && kind ? inKindOf(again, kind, reader) : null;
    const read = said === null ? null : reader.read(said);
    if (read && !isAsk(read) && read.name === before?.name) return { ...g, text: said! };
    for (const kind of near) {
      const text = kind === undefined ? null : inKindOf(g.text, kind, reader);
      if (text !== null && standalone(reader, text)) return { ...g, text };
    }
    // "tick off pay the window cleaner and add book the MOT": read as nothing, a bare "add" beside
    // a change of another kind's item adds one of that kind, when it reads so.
    if (!calls[i] && addedBeside(g.text, null, done)) {
      return { ...g, text: addedInKind(g.text, done, reader).text ?? g.text };
    }
    return g;
  });
}

/**
 * A bare "add …" said in the kind of the change beside it ("add Rome" of the trips is "add Rome
 * to my trips", else "add a trip: Rome"): that kind, and the text when it reads in it.
 */
function addedInKind(
  text: string,
  calls: readonly Parsed[],
  reader: ClauseReading,
): { kind: string; text: string | undefined } {
  const other = calls.find((c) =>
    !isAsk(c) && changes(c.name) && TOOL_KIND.get(c.name) !== "shopping"
  );
  const kind = other && !isAsk(other) ? TOOL_KIND.get(other.name) ?? "" : "";
  const [verb, ...rest] = text.trim().split(" ");
  const said = [saidOf(text, kind), labelled(verb ?? "", kind, rest.join(" "))].find((t) => {
    const read = t === null ? null : reader.read(t);
    return read && !isAsk(read) && TOOL_KIND.get(read.name) === kind;
  });
  return { kind, text: said ?? undefined };
}
