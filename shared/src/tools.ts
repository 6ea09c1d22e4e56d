import { z } from "zod";
import { allows, type Group, type Permissions } from "./permissions.ts";

/**
 * What a tool does to the user's data: `read` views, `add` only adds (nothing is lost, MCP
 * `destructiveHint: false`), `act` edits, removes or clears (`destructiveHint: true`), `propose`
 * asks the user to confirm.
 */
export const TOOL_LEVEL = { read: "read", add: "add", act: "act", propose: "propose" } as const;

/** What a tool does to the user's data. */
export type ToolLevel = typeof TOOL_LEVEL[keyof typeof TOOL_LEVEL];

/** MCP tool annotations, derived from what the tool does. */
export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
}

/**
 * One operation of one permission group: the single definition that serves the model, the MCP
 * endpoint and the docs.
 */
export interface ToolDefinition {
  name: string;
  /** The permission group it works on; null for `propose_action`, which the propose level allows. */
  group: Group | null;
  level: ToolLevel;
  description: string;
  input: z.ZodObject;
  annotations: ToolAnnotations;
}

const text = (what: string, max = 500) => z.string().trim().min(1).max(max).describe(what);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected YYYY-MM-DD");
const isoDateTime = z.iso.datetime({ offset: true });
/** How a tool call names an existing item: its id, or words from its text. */
const itemRef = (what: string) =>
  z.string().trim().min(1).max(200).describe(
    `The ${what}'s id (as listed), or words that identify it, e.g. part of its text`,
  );

type Kind = "list" | "create" | "update" | "remove";

function define(
  name: string,
  group: Group,
  kind: Kind,
  description: string,
  shape: z.ZodRawShape = {},
): ToolDefinition {
  // Creating only adds; an update overwrites what was there and a removal loses it, so both
  // are destructive and need `act`.
  const level: ToolLevel = kind === "list" ? "read" : kind === "create" ? "add" : "act";
  return {
    name,
    group,
    level,
    description,
    input: z.object(shape).strict(),
    annotations: {
      readOnlyHint: kind === "list",
      destructiveHint: level === "act",
      idempotentHint: kind !== "create",
    },
  };
}

const oneLine = (what: string, max: number) =>
  text(what, max).regex(/^[^\r\n]*$/, "must be one line");
const address = z.email().max(254);

/** The email of a proposal: sent from the account's configured address once confirmed. */
export const proposedEmailSchema = z.object({
  to: z.array(address).min(1).max(20).describe("Recipients' addresses"),
  cc: z.array(address).max(20).optional().describe("Copied addresses"),
  subject: oneLine("The subject line", 200),
  body: text("The plain-text body", 10_000),
}).strict();

/** The calendar event of a proposal: added to the user's calendar once confirmed. */
export const proposedEventSchema = z.object({
  title: oneLine("What the event is", 200),
  start: z.union([isoDateTime, isoDate]).describe(
    "When it starts, ISO 8601 with offset in the user's time zone; a date (YYYY-MM-DD) for an all-day event",
  ),
  end: z.union([isoDateTime, isoDate]).optional().describe(
    "When it ends, in the same form as `start`; one hour after a timed start when absent",
  ),
  location: oneLine("Where", 200).optional(),
  notes: text("Details", 2000).optional(),
}).strict().refine(
  (e) => e.end === undefined || (e.end.length === 10) === (e.start.length === 10),
  {
    message: "give `end` in the same form as `start` (both dates or both date-times)",
    path: ["end"],
  },
);

/** What `propose_action` proposes: exactly one email or one calendar event. */
export const proposalInputSchema = z.object({
  email: proposedEmailSchema.optional(),
  calendar_event: proposedEventSchema.optional(),
}).strict().refine((p) => (p.email === undefined) !== (p.calendar_event === undefined), {
  message: "give exactly one of `email` or `calendar_event`",
});

/** What `propose_action` proposes. */
export type ProposalInput = z.infer<typeof proposalInputSchema>;

/** The one tool of the propose level: nothing goes out until the user confirms in the chat. */
const PROPOSE_ACTION: ToolDefinition = {
  name: "propose_action",
  group: null,
  level: "propose",
  description: "Propose sending an email or adding a calendar event, for the user to confirm. " +
    "Nothing goes out until the user taps Confirm in their chat; the proposal expires after 72 " +
    "hours. The result holds the proposal id (`request_id`), whose status can be read. Give " +
    "exactly one of `email` or `calendar_event`.",
  input: proposalInputSchema,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
};

/** Every tool a key can be given. What no key can do has no tool at all. */
export const TOOLS: readonly ToolDefinition[] = [
  define("reminders_list", "reminders", "list", "List the user's upcoming reminders."),
  define("reminders_create", "reminders", "create", "Create a one-off or recurring reminder.", {
    text: text("What to remind the user of"),
    at: isoDateTime.describe(
      "When it fires first, ISO 8601 with offset, in the user's time zone, e.g. 2026-11-23T09:00:00+01:00",
    ),
    recurrence: z.string().max(200).regex(
      /^FREQ=/,
      "expected an RRULE such as FREQ=WEEKLY;BYDAY=MO",
    )
      .optional().describe(
        "For a recurring reminder: an RFC 5545 RRULE without DTSTART, e.g. FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
      ),
  }),
  define("reminders_cancel", "reminders", "remove", "Cancel a reminder (all its occurrences).", {
    reminder: itemRef("reminder"),
  }),

  define("tasks_list", "tasks", "list", "List the user's open tasks in their task service.", {
    include_completed: z.boolean().optional().describe("Also list completed tasks"),
  }),
  define("tasks_create", "tasks", "create", "Create a task in the user's task service.", {
    content: text("The task"),
    due: z.union([isoDate, isoDateTime]).optional().describe("Due date (YYYY-MM-DD) or date-time"),
  }),
  define("tasks_complete", "tasks", "update", "Mark a task as done.", { task: itemRef("task") }),
  define("tasks_update", "tasks", "update", "Change a task's text or due date.", {
    task: itemRef("task"),
    content: text("The new text").optional(),
    due: z.union([isoDate, isoDateTime]).nullable().optional().describe(
      "The new due date or date-time; null removes it",
    ),
  }),
  define("tasks_delete", "tasks", "remove", "Delete a task.", { task: itemRef("task") }),

  define("notes_list", "notes", "list", "List the user's notes."),
  define("notes_create", "notes", "create", "Jot down a note.", { text: text("The note", 4000) }),
  define("notes_delete", "notes", "remove", "Delete a note.", { note: itemRef("note") }),

  define("keepsakes_list", "keepsakes", "list", "List keepsakes: things the user saved to keep."),
  define("keepsakes_save", "keepsakes", "create", "Save a keepsake.", {
    text: text("What to keep", 4000),
  }),
  define("keepsakes_forget", "keepsakes", "remove", "Forget a keepsake.", {
    keepsake: itemRef("keepsake"),
  }),

  define("shopping_list", "shopping", "list", "Show the shopping list."),
  define("shopping_add", "shopping", "create", "Add items to the shopping list.", {
    items: z.array(text("An item", 200)).min(1).max(50).describe("Items, one per entry"),
  }),
  define("shopping_remove", "shopping", "remove", "Remove items from the shopping list.", {
    items: z.array(itemRef("item")).min(1).max(50),
  }),
  define("shopping_clear", "shopping", "remove", "Empty the shopping list."),

  define("contacts_list", "contacts", "list", "List or search the user's contacts.", {
    query: z.string().trim().max(200).optional().describe("Words to search names, emails, notes"),
  }),
  define("contacts_create", "contacts", "create", "Save a new contact.", {
    name: text("Full name", 200),
    email: z.email().max(254).optional(),
    phone: z.string().trim().min(3).max(40).optional(),
    notes: z.string().trim().max(1000).optional(),
  }),
  define("contacts_update", "contacts", "update", "Edit a contact (contacts are never deleted).", {
    contact: itemRef("contact"),
    name: text("Full name", 200).optional(),
    email: z.email().max(254).optional(),
    phone: z.string().trim().min(3).max(40).optional(),
    notes: z.string().trim().max(1000).optional(),
  }),

  define("birthdays_list", "birthdays", "list", "List saved birthdays, the next ones first."),
  define("birthdays_save", "birthdays", "create", "Save someone's birthday.", {
    name: text("Whose birthday", 200),
    date: z.string().regex(
      /^(\d{4}|-)-\d{2}-\d{2}$/,
      "expected YYYY-MM-DD, or --MM-DD without a year",
    )
      .describe("YYYY-MM-DD, or --MM-DD when the year is unknown"),
  }),
  define("birthdays_remove", "birthdays", "remove", "Remove a saved birthday.", {
    birthday: itemRef("birthday"),
  }),

  define("trips_list", "trips", "list", "List the user's trips, the next ones first."),
  define("trips_create", "trips", "create", "Add a trip.", {
    destination: text("Where", 200),
    start_date: isoDate,
    end_date: isoDate.optional(),
    notes: z.string().trim().max(2000).optional(),
  }),
  define("trips_update", "trips", "update", "Edit a trip.", {
    trip: itemRef("trip"),
    destination: text("Where", 200).optional(),
    start_date: isoDate.optional(),
    end_date: isoDate.optional(),
    notes: z.string().trim().max(2000).optional(),
  }),
  define("trips_delete", "trips", "remove", "Remove a trip.", { trip: itemRef("trip") }),

  define("countdowns_list", "countdowns", "list", "List countdowns and the days left."),
  define("countdowns_set", "countdowns", "create", "Set a countdown to a date.", {
    title: text("What is counted down to", 200),
    date: isoDate,
  }),
  define("countdowns_remove", "countdowns", "remove", "Remove a countdown.", {
    countdown: itemRef("countdown"),
  }),

  define("price_watches_list", "price_watches", "list", "List watched products and their prices."),
  define(
    "price_watches_start",
    "price_watches",
    "create",
    "Start watching a product page's price.",
    {
      url: z.url({ protocol: /^https?$/ }).max(2000).describe("The product page"),
      target_price: z.number().positive().max(1e9).optional().describe(
        "Tell the user when the price falls below this; without it, any drop counts",
      ),
    },
  ),
  define(
    "price_watches_set_target",
    "price_watches",
    "update",
    "Set a watched item's target price.",
    {
      watch: itemRef("watched item"),
      target_price: z.number().positive().max(1e9),
    },
  ),
  define("price_watches_stop", "price_watches", "remove", "Stop watching a product.", {
    watch: itemRef("watched item"),
  }),

  define("email_followups_list", "email_followups", "list", "List pending email follow-ups."),
  define(
    "email_followups_dismiss",
    "email_followups",
    "remove",
    "Dismiss a pending follow-up; the email itself is untouched.",
    { followup: itemRef("follow-up") },
  ),

  define("expenses_record", "expenses", "create", "Record a business expense.", {
    amount: z.number().positive().max(1e9),
    currency: z.string().regex(/^[A-Z]{3}$/, "expected an ISO 4217 code such as EUR"),
    description: text("What it was for", 500),
    date: isoDate.optional().describe("When it was spent; today when absent"),
    supplier: z.string().trim().min(1).max(200).optional(),
  }),
  define("expenses_update", "expenses", "update", "Edit a recorded expense.", {
    expense: itemRef("expense"),
    amount: z.number().positive().max(1e9).optional(),
    currency: z.string().regex(/^[A-Z]{3}$/).optional(),
    description: text("What it was for", 500).optional(),
    date: isoDate.optional(),
    supplier: z.string().trim().min(1).max(200).optional(),
  }),
  define("expenses_suppliers_save", "expenses", "create", "Save a supplier.", {
    name: text("The supplier's name", 200),
    email: z.email().max(254).optional(),
    notes: z.string().trim().max(1000).optional(),
  }),
  define(
    "expenses_dashboard",
    "expenses",
    "list",
    "Read the expenses dashboard: totals and recent.",
    {
      month: z.string().regex(/^\d{4}-\d{2}$/, "expected YYYY-MM").optional(),
    },
  ),

  define("calendar_list", "calendar", "list", "List calendar events in a date range (read only).", {
    from: isoDate.optional().describe("First day; today when absent"),
    to: isoDate.optional().describe("Last day; 7 days after `from` when absent"),
  }),
  PROPOSE_ACTION,
];

const BY_NAME = new Map(TOOLS.map((t) => [t.name, t]));

/** The tool of that name, or undefined. */
export function findTool(name: string): ToolDefinition | undefined {
  return BY_NAME.get(name);
}

/** What else decides which tools exist for an account. */
export interface ToolContext {
  /** Business expenses exist only with Business Mode on. */
  businessMode: boolean;
}

/** True when a key with `permissions` may use `tool` for an account in `context`. */
export function toolAllowed(
  tool: ToolDefinition,
  permissions: Permissions,
  context: ToolContext,
): boolean {
  if (tool.group === "expenses" && !context.businessMode) return false;
  if (tool.level === "propose" || tool.group === null) return permissions.propose;
  return allows(permissions, tool.group, tool.level);
}

/** The tools a key may use, in the order of {@link TOOLS}. */
export function toolsFor(permissions: Permissions, context: ToolContext): ToolDefinition[] {
  return TOOLS.filter((t) => toolAllowed(t, permissions, context));
}

/** The JSON Schema of a tool's input, for models and MCP clients. */
export function toolInputJsonSchema(tool: ToolDefinition): Record<string, unknown> {
  return z.toJSONSchema(tool.input, { target: "draft-7", io: "input" }) as Record<string, unknown>;
}
