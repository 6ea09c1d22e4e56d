/**
 * The evaluation corpus: requests written as users write them, each with the tool calls it
 * should cause (or none), read from `corpus/<name>.jsonl`, one case a line.
 * @module
 */
import { findTool, GROUPS } from "@asst/shared";
import { z } from "zod";

/** The corpus files besides one per permission group. */
export const PROPOSE_FILE = "propose_action";
/** Requests that must run no tool at all. */
export const NOTHING_FILE = "must_run_nothing";
/** Every file of the corpus, in the order reports list them. */
export const CORPUS_FILES: readonly string[] = [...GROUPS, PROPOSE_FILE, NOTHING_FILE];

/** The clock and zone of a case that names none: Wednesday 11 March 2026, 09:30 in Paris. */
export const DEFAULT_NOW = "2026-03-11T08:30:00Z";
/** The user's time zone of a case that names none (UTC+1 in March before the 29th). */
export const DEFAULT_TIMEZONE = "Europe/Paris";

/** The fewest cases a group's file (and the propose file) may hold. */
export const MIN_PER_GROUP = 30;
/** The fewest cases the whole corpus may hold. */
export const MIN_TOTAL = 600;

const toolName = z.string().refine((n) => findTool(n) !== undefined, {
  message: "no tool of that name in shared/src/tools.ts",
});

/**
 * What an argument must be. A plain value matches loosely (strings by words, any case; ISO
 * date-times as instants; arrays as sets); `$contains` asks for words inside the value; `$any`
 * for one of several; `$absent` for no value; `$ref` for an existing item the call must reach
 * (the call succeeds and its summary names it).
 */
export type Matcher =
  | string
  | number
  | boolean
  | null
  | Matcher[]
  | { $contains: string }
  | { $any: Matcher[] }
  | { $absent: true }
  | { $ref: string }
  | { [key: string]: Matcher };

export const matcherSchema: z.ZodType<Matcher> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(matcherSchema),
    z.object({ $contains: z.string().min(1) }).strict(),
    z.object({ $any: z.array(matcherSchema).min(2) }).strict(),
    z.object({ $absent: z.literal(true) }).strict(),
    z.object({ $ref: z.string().min(1) }).strict(),
    z.record(z.string().regex(/^[a-z_]+$/), matcherSchema),
  ])
);

/** A call the request should cause: the tool and the arguments that matter. */
export const expectedCallSchema = z.object({
  tool: toolName,
  args: z.record(z.string(), matcherSchema).optional(),
}).strict();

/** Data that exists before the request: made through a tool, or stored as the mail side would. */
export const givenSchema = z.union([
  z.object({ tool: toolName, input: z.record(z.string(), z.unknown()) }).strict(),
  z.object({
    followup: z.object({
      subject: z.string().min(1),
      correspondent: z.string().min(1),
      due_date: z.string().optional(),
    }).strict(),
  }).strict(),
  z.object({
    price_watch: z.object({
      url: z.url(),
      title: z.string().min(1),
      price: z.number().positive(),
      currency: z.string().length(3),
      target_price: z.number().positive().optional(),
    }).strict(),
  }).strict(),
]);

/** Data that exists before a request. */
export type Given = z.infer<typeof givenSchema>;

/** One request and what it should do. An empty `expect` means no tool may run. */
export const caseSchema = z.object({
  text: z.string().trim().min(1).max(2000),
  expect: z.array(expectedCallSchema),
  given: z.array(givenSchema).optional(),
  now: z.iso.datetime().optional(),
  timezone: z.string().min(1).optional(),
}).strict();

/** One request of the corpus and what it should do. */
export type EvalCase = z.infer<typeof caseSchema>;

/** A case with the file it came from and its line. */
export interface CorpusCase extends EvalCase {
  file: string;
  line: number;
}

/** The folder of the corpus files: the development part, the one tuned on. */
export const CORPUS_DIR = new URL("./corpus/", import.meta.url);
/**
 * The ordinals the sets are named by in the report ("Development part, second set …"): the set
 * numbered n is `ORDINALS[n - 1]`.
 */
const ORDINALS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
  "twentieth",
  "twenty-first",
  "twenty-second",
  "twenty-third",
  "twenty-fourth",
  "twenty-fifth",
  "twenty-sixth",
  "twenty-seventh",
  "twenty-eighth",
  "twenty-ninth",
  "thirtieth",
];

/** One set of the development part: its number, its folder and the ordinal it is named by. */
export interface DevelopmentSet {
  /** 1 for `corpus/`, n for `corpus_dev{n}/`. */
  n: number;
  /** Its folder's name: `corpus` or `corpus_dev{n}`. */
  name: string;
  dir: URL;
  /** "second", "twenty-fourth". */
  ordinal: string;
}

/**
 * How many sets the development part has: `corpus/`, then `corpus_dev2/` … The second was written
 * after the kinds of miss; the third to fifth and the seventh fresh and blind as
 * development sets; the sixth and the eighth on, blind as sealed sets, each read once as counts (the
 * nineteenth to twenty-third, the first five sealed sets, many times) before it moved here. Each
 * folder's `README.md` says who wrote it, from what, and its last counts as a sealed set.
 */
const DEVELOPMENT_COUNT = 25;

/** The sets of the development part, in order: what the parser is tuned on. */
export const DEVELOPMENT_SETS: readonly DevelopmentSet[] = Array.from(
  { length: DEVELOPMENT_COUNT },
  (_, i) => {
    const n = i + 1;
    const name = n === 1 ? "corpus" : `corpus_dev${n}`;
    return { n, name, dir: new URL(`./${name}/`, import.meta.url), ordinal: ORDINALS[i]! };
  },
);

/** The development set numbered `n` (2 is `corpus_dev2/`). */
export function developmentSet(n: number): DevelopmentSet {
  const set = DEVELOPMENT_SETS[n - 1];
  if (set === undefined) throw new Error(`no development set ${n}`);
  return set;
}

/**
 * The folder of the twentieth sealed set: written blind on 2026-11-28 by a twentieth writer who read
 * only the specification's groups, the tools' schemas and the case format, having opened no `.jsonl`
 * of any other set (see `sealed20/README.md`); never tuned on, its score read only as an aggregate,
 * apart from the others'.
 */
export const SEALED20_DIR = new URL("./sealed20/", import.meta.url);

/**
 * Reads and validates one corpus file.
 * @throws {Error} naming the file and line of the first malformed case
 */
export async function readCorpusFile(
  name: string,
  dir: URL = CORPUS_DIR,
  optional = false,
): Promise<CorpusCase[]> {
  let text: string;
  try {
    text = await Deno.readTextFile(new URL(`${name}.jsonl`, dir));
  } catch (err) {
    if (optional && err instanceof Deno.errors.NotFound) return [];
    throw err;
  }
  const cases: CorpusCase[] = [];
  for (const [i, raw] of text.split("\n").entries()) {
    if (raw.trim() === "") continue;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (err) {
      throw new Error(`${name}.jsonl:${i + 1}: not JSON: ${(err as Error).message}`);
    }
    const parsed = caseSchema.safeParse(json);
    if (!parsed.success) {
      throw new Error(`${name}.jsonl:${i + 1}: ${z.prettifyError(parsed.error)}`);
    }
    cases.push({ ...parsed.data, file: name, line: i + 1 });
  }
  return cases;
}

/**
 * Reads the named corpus files (all of them by default); with `optional`, a file that is not
 * there is read as empty (the second development set need not have every file).
 */
export async function readCorpus(
  files: readonly string[] = CORPUS_FILES,
  dir: URL = CORPUS_DIR,
  optional = false,
): Promise<CorpusCase[]> {
  const all: CorpusCase[] = [];
  for (const f of files) all.push(...await readCorpusFile(f, dir, optional));
  return all;
}

/** Business Mode is on for the cases of the expenses file only. */
export function needsBusinessMode(c: CorpusCase): boolean {
  return c.file === "expenses";
}
