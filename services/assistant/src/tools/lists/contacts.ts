import type { ToolEnv, ToolHandlers } from "../types.ts";
import { ToolError } from "../types.ts";
import { inTransaction } from "@asst/shared/db";
import { isUniqueViolation } from "@asst/shared";
import { withAccountLock } from "./_db.ts";
import { resolveRef } from "./resolve_ref.ts";
import { count, excerpt, foldKey, joinAnd, optionalText, storable } from "./_text.ts";

/** The most contacts one account keeps. */
export const MAX_CONTACTS = 5000;
/** The most contacts one list shows; a query narrows it. */
export const CONTACTS_SHOWN = 100;

interface ContactRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  notes: string | null;
}

interface ContactInput {
  name?: string;
  email?: string;
  phone?: string;
  notes?: string;
}

function dedupeKey(name: string, email: string | null): string {
  return `${foldKey(name)}\n${email?.toLowerCase() ?? ""}`;
}

function label(c: ContactRow): string {
  return c.email ? `${c.name} (${c.email})` : c.name;
}

function line(c: ContactRow): string {
  const details = [c.email, c.phone, c.notes ? excerpt(c.notes, 60) : null].filter((d) => d);
  return `• ${c.name}${details.length > 0 ? ` — ${details.join(", ")}` : ""}`;
}

async function all(env: ToolEnv): Promise<ContactRow[]> {
  const rows = await env.sql<ContactRow[]>`
    select id, name, email, phone, notes from assistant.contacts
    where account_id = ${env.accountId}
    limit ${MAX_CONTACTS}
  `;
  return rows.sort((a, b) =>
    a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id.localeCompare(b.id)
  );
}

function duplicateError(name: string, email: string | null, id: string): ToolError {
  const who = email ? `${name} (${email})` : name;
  return new ToolError(
    `"${who}" is already in your contacts (id ${id}): update that contact instead`,
  );
}

async function existing(env: ToolEnv, key: string): Promise<ContactRow | undefined> {
  const [row] = await env.sql<ContactRow[]>`
    select id, name, email, phone, notes from assistant.contacts
    where account_id = ${env.accountId} and dedupe_key = ${key}
  `;
  return row;
}

/**
 * Handlers of the contacts group: list or search, create (refusing the same name and email
 * twice), and update only the fields given. No tool deletes a contact.
 */
export const contactsHandlers: ToolHandlers = {
  contacts_list: async (input: { query?: string }, env: ToolEnv) => {
    const rows = await all(env);
    const query = input.query?.trim() ?? "";
    const terms = query.toLowerCase().split(/\s+/).filter((t) => t !== "");
    const matches = terms.length === 0 ? rows : rows.filter((c) => {
      const haystack = [c.name, c.email, c.phone, c.notes].filter((x) => x).join(" ")
        .toLowerCase();
      return terms.every((t) => haystack.includes(t));
    });
    const shown = matches.slice(0, CONTACTS_SHOWN);
    const data = { contacts: shown, total: matches.length, ...(query ? { query } : {}) };
    if (matches.length === 0) {
      return {
        summary: query ? `No contact matches "${query}".` : "You have no contacts yet.",
        data,
      };
    }
    const head = query
      ? `${count(matches.length, "contact")} ${
        matches.length === 1 ? "matches" : "match"
      } "${query}":`
      : `Your contacts (${matches.length}):`;
    const more = matches.length > shown.length
      ? `\n…and ${matches.length - shown.length} more: search to narrow the list`
      : "";
    return { summary: `${head}\n${shown.map(line).join("\n")}${more}`, data };
  },

  contacts_create: async (input: ContactInput & { name: string }, env: ToolEnv) => {
    const name = storable(input.name, "name");
    const email = input.email ?? null;
    const phone = optionalText(input.phone, "phone number") ?? null;
    const notes = optionalText(input.notes, "notes") ?? null;
    const key = dedupeKey(name, email);
    const row = await withAccountLock(env.sql, "contacts", env.accountId, async (tx) => {
      const [have] = await tx<{ n: number; same: string | null }[]>`
        select count(*)::int as n,
          (array_agg(id::text) filter (where dedupe_key = ${key}))[1] as same
        from assistant.contacts where account_id = ${env.accountId}
      `;
      if (have?.same) throw duplicateError(name, email, have.same);
      if ((have?.n ?? 0) >= MAX_CONTACTS) {
        throw new ToolError(
          `You already keep ${MAX_CONTACTS} contacts, the most there can be: update one instead`,
        );
      }
      const [created] = await tx<ContactRow[]>`
        insert into assistant.contacts
          (id, account_id, name, email, phone, notes, dedupe_key, created_at, updated_at)
        values (${crypto.randomUUID()}, ${env.accountId}, ${name}, ${email}, ${phone}, ${notes},
          ${key}, ${env.now}, ${env.now})
        returning id, name, email, phone, notes
      `;
      return created!;
    });
    return { summary: `Saved ${label(row)} to your contacts.`, data: row };
  },

  contacts_update: async (input: ContactInput & { contact: string }, env: ToolEnv) => {
    const given = (["name", "email", "phone", "notes"] as const).filter((f) =>
      input[f] !== undefined
    );
    if (given.length === 0) {
      throw new ToolError(
        `Say what to change about "${input.contact}": its name, email, phone or notes`,
      );
    }
    const rows = await all(env);
    const contact = resolveRef(
      rows.map((c) => ({ ...c, label: label(c) })),
      input.contact,
      "contact",
    );
    const next: ContactRow = {
      id: contact.id,
      name: input.name !== undefined ? storable(input.name, "name") : contact.name,
      email: input.email ?? contact.email,
      phone: input.phone !== undefined
        ? optionalText(input.phone, "phone number") ?? null
        : contact.phone,
      notes: input.notes !== undefined ? optionalText(input.notes, "notes") ?? null : contact.notes,
    };
    const changed = given.filter((f) => next[f] !== contact[f]);
    if (changed.length === 0) {
      return {
        summary: `${label(contact)} already has those details; nothing changed.`,
        data: { contact: next, changed: [] },
      };
    }
    const key = dedupeKey(next.name, next.email);
    try {
      // In a savepoint: a unit of work goes on after the unique violation.
      const [row] = await inTransaction(env.sql, (tx) =>
        tx<ContactRow[]>`
          update assistant.contacts
          set name = ${next.name}, email = ${next.email}, phone = ${next.phone},
            notes = ${next.notes}, dedupe_key = ${key}, updated_at = ${env.now}
          where account_id = ${env.accountId} and id = ${contact.id}
          returning id, name, email, phone, notes
        `);
      if (!row) throw new ToolError(`No contact matches "${input.contact}"`);
      const said = changed.map((f) => {
        if (f === "notes" && row.notes === null) return "notes cleared";
        return `${f === "phone" ? "phone" : f} ${f === "notes" ? "updated" : `now ${row[f]}`}`;
      });
      return {
        summary: `Updated ${contact.name}: ${joinAnd(said)}.`,
        data: { contact: row, changed },
      };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const other = await existing(env, key);
      throw duplicateError(next.name, next.email, other?.id ?? "unknown");
    }
  },
};
