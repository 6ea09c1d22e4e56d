import { isSensitive } from "../../text/sensitive.ts";
import type { ToolEnv, ToolHandlers } from "../types.ts";
import { ToolError } from "../types.ts";
import { formatInstant, isoDate, todayIn } from "./_dates.ts";
import { removeByRef, withAccountLock } from "./_db.ts";
import { asksWhichOne } from "../resolve_item.ts";
import { capitalize, count, excerpt, storable } from "./_text.ts";

/** How many items a list of texts shows at once, newest first. */
export const TEXTS_SHOWN = 50;

/** What differs between the notes and the keepsakes. */
export interface TextListSpec {
  table: "assistant.notes" | "assistant.keepsakes";
  /** The item, for messages: "note". */
  one: string;
  /** The most one account keeps. */
  max: number;
  /** The input field naming the item to remove: "note". */
  ref: string;
  tools: { list: string; create: string; remove: string };
  /** The key of the list in `data`: "notes". */
  dataKey: string;
  /** The summary of a created item, given its excerpt in quotes. */
  created: (quoted: string) => string;
  /** The summary of a removed item, given its excerpt in quotes. */
  removed: (quoted: string) => string;
}

interface TextRow {
  id: string;
  text: string;
  created_at: Date;
}

function shown(row: TextRow, env: ToolEnv) {
  return {
    id: row.id,
    text: row.text,
    created_at: row.created_at.toISOString(),
    date: isoDate(todayIn(row.created_at, env.timezone)),
  };
}

/** Handlers of a list of dated texts: list newest first, create, and remove by words or id. */
export function textListHandlers(spec: TextListSpec): ToolHandlers {
  const many = `${spec.one}s`;
  return {
    [spec.tools.list]: async (_input: Record<string, never>, env: ToolEnv) => {
      const { sql, accountId } = env;
      const rows = await sql<TextRow[]>`
        select id, text, created_at from ${sql(spec.table)}
        where account_id = ${accountId}
        order by created_at desc, seq desc
        limit ${TEXTS_SHOWN}
      `;
      const [total] = await sql<{ n: number }[]>`
        select count(*)::int as n from ${sql(spec.table)} where account_id = ${accountId}
      `;
      const n = total?.n ?? 0;
      if (n === 0) {
        return { summary: `You have no ${many}.`, data: { [spec.dataKey]: [], total: 0 } };
      }
      const visible = env.owner ? rows : rows.filter((r) => !isSensitive(r.text));
      const withheld = rows.length - visible.length;
      const lines = visible.map((r) =>
        `• ${formatInstant(r.created_at, env.timezone)}: ${excerpt(r.text)}`
      );
      const more = n > rows.length ? `…and ${count(n - rows.length, `older ${spec.one}`)}` : null;
      const privateNote = withheld > 0
        ? `(${count(withheld, `private ${spec.one}`)} about passwords, identity or health ${
          withheld === 1 ? "is" : "are"
        } shown only in your chat.)`
        : null;
      // No empty line when every item shown is private.
      const body = [...lines, more, privateNote].filter((line) => line !== null);
      return {
        summary: `Your ${many}, newest first:\n${body.join("\n")}`,
        data: { [spec.dataKey]: visible.map((r) => shown(r, env)), total: n, withheld },
      };
    },

    [spec.tools.create]: async (input: { text: string }, env: ToolEnv) => {
      const text = storable(input.text, spec.one);
      const row = await withAccountLock(env.sql, spec.table, env.accountId, async (tx) => {
        const [have] = await tx<{ n: number }[]>`
          select count(*)::int as n from ${tx(spec.table)} where account_id = ${env.accountId}
        `;
        if ((have?.n ?? 0) >= spec.max) {
          throw new ToolError(
            `You already keep ${spec.max} ${many}, the most there can be: remove some first`,
          );
        }
        const [created] = await tx<TextRow[]>`
          insert into ${tx(spec.table)} (id, account_id, text, created_at)
          values (${crypto.randomUUID()}, ${env.accountId}, ${text}, ${env.now})
          returning id, text, created_at
        `;
        return created!;
      });
      return { summary: spec.created(`"${excerpt(text)}"`), data: shown(row, env) };
    },

    [spec.tools.remove]: async (input: Record<string, string>, env: ToolEnv) => {
      const ref = input[spec.ref]!;
      const rows = await env.sql<TextRow[]>`
        select id, text, created_at from ${env.sql(spec.table)}
        where account_id = ${env.accountId}
        order by created_at desc, seq desc
        limit ${spec.max}
      `;
      // A key can neither see nor name a private item; when there are some, a miss says where
      // they are changed, never whether one of them matched.
      const reachable = env.owner ? rows : rows.filter((r) => !isSensitive(r.text));
      const item = await removeByRef(env, reachable, ref, {
        table: spec.table,
        what: spec.one,
        label: (r) => r.text,
        hidden: rows.length - reachable.length,
      }).catch((e: unknown) => {
        // A question of which one stays one (`asksWhichOne`): it already says where the rest are.
        if (
          !(e instanceof ToolError) || reachable.length === rows.length || asksWhichOne(e.message)
        ) throw e;
        throw new ToolError(
          `${e.message}. ${
            capitalize(many)
          } about passwords, access codes, identity or health are changed only in your chat`,
        );
      });
      return {
        summary: capitalize(spec.removed(`"${excerpt(item.text)}"`)),
        data: { removed: shown(item, env) },
      };
    },
  };
}
