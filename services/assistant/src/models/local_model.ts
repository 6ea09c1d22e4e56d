import { findTool, GROUP_LABELS, type ToolDefinition } from "@asst/shared";
import { answerFromMemory } from "./local/answer.ts";
import { notUnderstood } from "./local/not_understood.ts";
import {
  completedFromSaved,
  completeEmail,
  draftQuestion,
  forbiddenRequest,
  needsAddresses,
  type ProposalDraft,
  readToolIntent,
  type SavedChange,
} from "./local/tool_intent.ts";
import { readAgainstSaved } from "./local/saved_turn.ts";
import { asksWhichOne } from "../tools/resolve_item.ts";
import type { ToolCall, ToolResult } from "../tools/types.ts";
import type { ActOutcome, ActRequest, AnswerRequest, Model, ModelAnswer, Usage } from "./model.ts";

/** Rough token count for a model that reports none: about 4 characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function usageOf(input: string, output: string): Usage {
  return { input_tokens: estimateTokens(input), output_tokens: estimateTokens(output) };
}

/** Why a key cannot run a tool, in the user's words. */
export function refusalFor(tool: ToolDefinition): string {
  if (tool.group === null) {
    return "This key isn't allowed to propose emails or calendar events; ask in the chat for a key that may propose.";
  }
  const what = GROUP_LABELS[tool.group];
  if (tool.level === "read") return `This key isn't allowed to view your ${what}.`;
  if (tool.level === "add") return `This key isn't allowed to add to your ${what}.`;
  return `This key isn't allowed to change or remove from your ${what}.`;
}

/** Why a tool the caller may use is out of reach while Business Mode is off. */
export const BUSINESS_MODE_OFF =
  'Business Mode is off, so your business expenses can\'t be recorded or read; turn it on in the chat by saying "turn on business mode".';

/** The reply of a turn: each result's summary, or why it failed, in order. */
export function composeReply(
  results: { call: ToolCall; result: ToolResult }[],
  refusals: string[],
): string {
  const parts = results.map(({ result }) =>
    result.ok ? result.summary : `That didn't work: ${result.error}.`
  );
  return [...parts, ...refusals].join("\n\n");
}

type Executed = { call: ToolCall; result: ToolResult };

/** Why a new item said after a failed change or removal of its kind was not made. */
export function heldBack(group: keyof typeof GROUP_LABELS): string {
  return `Since that didn't work, I added nothing to your ${GROUP_LABELS[group]} either; ` +
    "say again what to add once that's sorted.";
}

const PROPOSE = "propose_action";
const CONTACTS = "contacts_list";

interface FoundContact {
  name: string;
  email: string | null;
}

function contactsOf(data: unknown): FoundContact[] {
  if (typeof data !== "object" || data === null || !("contacts" in data)) return [];
  const list = data.contacts;
  if (!Array.isArray(list)) return [];
  return list.filter((c): c is FoundContact =>
    typeof c === "object" && c !== null && typeof c.name === "string" &&
    (typeof c.email === "string" || c.email === null)
  );
}

/** The one address a name has among found contacts, or a sentence saying why there is none. */
function addressOf(name: string, contacts: FoundContact[]): { address: string } | { why: string } {
  const wanted = name.toLowerCase();
  const withEmail = contacts.filter((c) => c.email !== null);
  const named = withEmail.filter((c) => {
    const full = c.name.toLowerCase();
    return full === wanted || full.split(/\s+/u)[0] === wanted;
  });
  for (const candidates of [named, withEmail]) {
    const addresses = new Set(candidates.map((c) => c.email!.toLowerCase()));
    if (addresses.size === 1) return { address: candidates[0]!.email! };
    if (addresses.size > 1) {
      const which = candidates.slice(0, 5).map((c) => `${c.name}, ${c.email}`).join("; ");
      return {
        why: `Several of your contacts match "${name}" (${which}): say the address to use.`,
      };
    }
  }
  return {
    why: `I found no email address for "${name}" in your contacts: say the address, for ` +
      `example "email bob@example.com saying I'll be late".`,
  };
}

/**
 * Whether a turn's reply is a question the user must answer: nothing succeeded, and a proposal
 * lacked a detail or a call's reference matched several items ("Several trips match …: Say which
 * one"). A turn that changed something is not: read again with an answer, it would run twice.
 */
function askedOf(executed: readonly Executed[], questions: readonly string[]): boolean {
  if (executed.some((e) => e.result.ok)) return false;
  return questions.length > 0 ||
    executed.some((e) => !e.result.ok && asksWhichOne(e.result.error));
}

/**
 * The embedded, deterministic model: an English intent parser turns the message into tool
 * calls; the reply is composed from the tools' results. No network, and a small fixed cost.
 * An email to a name ("email Bob saying hi") takes the address from the user's contacts when
 * the caller may read them; otherwise, and for whatever else a proposal lacks, the reply asks.
 */
export class LocalModel implements Model {
  readonly name = "local";

  answer(req: AnswerRequest): Promise<ModelAnswer> {
    const reply = answerFromMemory(req.question, req);
    const context = req.memories.map((m) => m.text).join("\n");
    return Promise.resolve({
      reply,
      model: this.name,
      usage: usageOf(req.question + context, reply),
    });
  }

  async act(req: ActRequest): Promise<ActOutcome> {
    const forbidden = forbiddenRequest(req.message, { now: req.now, timezone: req.timezone });
    if (forbidden) {
      return {
        reply: forbidden,
        model: this.name,
        usage: usageOf(req.message, forbidden),
        calls: [],
      };
    }
    const intent = readToolIntent(req.message, { now: req.now, timezone: req.timezone });
    const { calls, drafts, asks, unread } = intent;
    // Read against the saved items ("not bothered about the oat milk any more", "the surfboard
    // target is 350 now"): each call after the one before it worked.
    const againstSaved = await readAgainstSaved(req, intent);
    if (againstSaved) {
      const done: Executed[] = [];
      for (const call of againstSaved) {
        done.push({ call, result: await req.execute(call) });
        if (!done.at(-1)!.result.ok) break;
      }
      const reply = composeReply(done, []);
      return { reply, model: this.name, usage: usageOf(req.message, reply), calls: done };
    }
    if (unread !== undefined) {
      // Read only in part: acting on that part could store the wrong thing, so nothing runs.
      const reply = notUnderstood(req.message, unread);
      return { reply, model: this.name, usage: usageOf(req.message, reply), calls: [] };
    }
    const saved = asks.length === 1 && calls.length === 0 && drafts.length === 0
      ? asks[0]!.saved
      : undefined;
    if (saved) return await this.#fromSaved(req, saved, asks[0]!.question);
    if (asks.length > 0) {
      const question = asks.map((a) => a.question).join(" ");
      return {
        reply: question,
        model: this.name,
        usage: usageOf(req.message, question),
        calls: [],
        question,
      };
    }
    if (calls.length === 0 && drafts.length === 0) {
      const answer = await this.answer({ ...req, question: req.message });
      return { ...answer, calls: [] };
    }
    const allowed = new Set(req.tools.map((t) => t.name));
    const needBusinessMode = new Set(req.needBusinessMode ?? []);
    const executed: Executed[] = [];
    const shown: Executed[] = [];
    const refusals: string[] = [];
    const refuse = (text: string) => {
      if (!refusals.includes(text)) refusals.push(text);
    };
    // What the reply asks for a detail: a proposal's missing address or day.
    const questions: string[] = [];
    const run = async (call: ToolCall, show: boolean): Promise<ToolResult | null> => {
      if (executed.length >= req.maxToolCalls) {
        refuse(`I stopped after ${req.maxToolCalls} actions; send the rest separately.`);
        return null;
      }
      const done = { call, result: await req.execute(call) };
      executed.push(done);
      if (show) shown.push(done);
      return done.result;
    };
    // The kinds whose change or removal failed: a new item of that kind in the same turn is often
    // made in its place ("the recycling note's wrong, it's the green bin … fix it"), so none runs.
    const failed = new Set<string>();
    for (const call of calls) {
      const tool = findTool(call.name);
      if (tool && tool.level === "add" && tool.group !== null && failed.has(tool.group)) {
        refuse(heldBack(tool.group));
        continue;
      }
      if (!tool || !allowed.has(call.name)) {
        refuse(
          !tool
            ? `I can't do "${call.name}".`
            : needBusinessMode.has(call.name)
            ? BUSINESS_MODE_OFF
            : refusalFor(tool),
        );
        continue;
      }
      const result = await run(call, true);
      if (result === null) break;
      if (!result.ok && tool.level === "act" && tool.group !== null) failed.add(tool.group);
    }
    for (const draft of drafts) {
      if (!allowed.has(PROPOSE)) {
        refuse(refusalFor(findTool(PROPOSE)!));
        continue;
      }
      if (needsAddresses(draft) && allowed.has(CONTACTS)) {
        const call = await this.#withAddresses(draft, run, refuse);
        if (call) await run(call, true);
        continue;
      }
      const question = draftQuestion(draft);
      questions.push(question);
      refuse(question);
    }
    const reply = composeReply(shown, refusals);
    const question = askedOf(executed, questions) ? reply : undefined;
    return {
      reply,
      model: this.name,
      usage: usageOf(req.message, reply),
      calls: executed,
      ...(question !== undefined ? { question } : {}),
    };
  }

  /**
   * A change said relative to a saved item ("the Japan trip starts on the 3rd now"): the item read
   * through its list tool, the call completed from it and run; when the caller may not read or
   * change it, or no single item fits, the parser's question is asked and nothing is written.
   */
  async #fromSaved(req: ActRequest, saved: SavedChange, question: string): Promise<ActOutcome> {
    const allowed = new Set(req.tools.map((t) => t.name));
    const asked = (why: string, calls: Executed[]): ActOutcome => {
      const reply = why === "" ? question : `${why} ${question}`;
      return {
        reply,
        model: this.name,
        usage: usageOf(req.message, reply),
        calls,
        question: reply,
      };
    };
    if (!allowed.has(saved.list) || !allowed.has(saved.call.name) || req.maxToolCalls < 2) {
      return asked("", []);
    }
    const listed = {
      call: { name: saved.list, input: {} },
      result: await req.execute({ name: saved.list, input: {} }),
    };
    if (!listed.result.ok) return asked("", [listed]);
    const calls = completedFromSaved(saved, listed.result.data);
    if ("why" in calls) return asked(calls.why, [listed]);
    if (calls.some((c) => !allowed.has(c.name)) || req.maxToolCalls < calls.length + 1) {
      return asked("", [listed]);
    }
    // In order, each after the one before it worked: a countdown is removed once set again.
    const done: Executed[] = [];
    for (const call of calls) {
      done.push({ call, result: await req.execute(call) });
      if (!done.at(-1)!.result.ok) break;
    }
    const reply = composeReply(done, []);
    const failed = done.find((d) => !d.result.ok);
    const ask = failed && !failed.result.ok && asksWhichOne(failed.result.error)
      ? { question: reply }
      : {};
    return {
      reply,
      model: this.name,
      usage: usageOf(req.message, reply),
      calls: [listed, ...done],
      ...ask,
    };
  }

  /** The email of a draft with each named recipient's address from the contacts, or null. */
  async #withAddresses(
    draft: ProposalDraft & { kind: "email" },
    run: (call: ToolCall, show: boolean) => Promise<ToolResult | null>,
    refuse: (text: string) => void,
  ): Promise<ToolCall | null> {
    const addresses: string[] = [];
    for (const { name } of draft.names) {
      const found = await run({ name: CONTACTS, input: { query: name } }, false);
      if (found === null) return null;
      if (!found.ok) {
        refuse(`I couldn't look up "${name}" in your contacts: ${found.error}.`);
        return null;
      }
      const one = addressOf(name, contactsOf(found.data));
      if ("why" in one) {
        refuse(one.why);
        return null;
      }
      addresses.push(one.address);
    }
    return completeEmail(draft, addresses);
  }
}
