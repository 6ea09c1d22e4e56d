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
 * The second set of the development part: new sentences written after the kinds of miss
 * (other wordings, negations, questions about data, several actions with reasons, times and
 * amounts in everyday forms), tuned on like `corpus/`.
 */
export const CORPUS_DEV2_DIR = new URL("./corpus_dev2/", import.meta.url);
/**
 * The third set of the development part: written fresh by someone who read neither the parser nor
 * the corpus (only the tools, the groups and the case format), tuned on like `corpus/`.
 */
export const CORPUS_DEV3_DIR = new URL("./corpus_dev3/", import.meta.url);
/**
 * The fourth set of the development part: written fresh and blind by yet another writer, from the
 * tools, the groups and the case format only (see `corpus_dev4/README.md`), tuned on like `corpus/`.
 */
export const CORPUS_DEV4_DIR = new URL("./corpus_dev4/", import.meta.url);
/**
 * The fifth set of the development part: written fresh and blind by a fifth writer, from the tools,
 * the groups and the case format only (see `corpus_dev5/README.md`), tuned on like `corpus/`.
 */
export const CORPUS_DEV5_DIR = new URL("./corpus_dev5/", import.meta.url);
/**
 * The sixth set of the development part: written blind as the sixth sealed set, read once as counts
 * only, and tuned on from the day the seventh sealed set was written (see `corpus_dev6/README.md`).
 */
export const CORPUS_DEV6_DIR = new URL("./corpus_dev6/", import.meta.url);
/**
 * The seventh set of the development part: written fresh and blind as a development set by a seventh
 * writer, from the tools, the groups and the case format only, having opened no `.jsonl` of any
 * other set (see `corpus_dev7/README.md`), tuned on like `corpus/`.
 */
export const CORPUS_DEV7_DIR = new URL("./corpus_dev7/", import.meta.url);
/**
 * The eighth set of the development part: written blind as the seventh sealed set, read once as
 * counts only, and tuned on from the session after it was read (see `corpus_dev8/README.md`).
 */
export const CORPUS_DEV8_DIR = new URL("./corpus_dev8/", import.meta.url);
/**
 * The ninth set of the development part: written blind as the eighth sealed set, read once as
 * counts only, and tuned on from then (see `corpus_dev9/README.md`).
 */
export const CORPUS_DEV9_DIR = new URL("./corpus_dev9/", import.meta.url);
/**
 * The tenth set of the development part: written blind as the ninth sealed set, read once as
 * counts only, and tuned on from then (see `corpus_dev10/README.md`).
 */
export const CORPUS_DEV10_DIR = new URL("./corpus_dev10/", import.meta.url);
/**
 * The eleventh set of the development part: written blind as the tenth sealed set, read once as
 * counts only, and tuned on from then (see `corpus_dev11/README.md`).
 */
export const CORPUS_DEV11_DIR = new URL("./corpus_dev11/", import.meta.url);
/**
 * The twelfth set of the development part: written blind as the eleventh sealed set, read once as
 * counts only, and tuned on from then (see `corpus_dev12/README.md`).
 */
export const CORPUS_DEV12_DIR = new URL("./corpus_dev12/", import.meta.url);
/**
 * The thirteenth set of the development part: written blind as the twelfth sealed set, read once as
 * counts only, and tuned on from then (see `corpus_dev13/README.md`).
 */
export const CORPUS_DEV13_DIR = new URL("./corpus_dev13/", import.meta.url);
/**
 * The fourteenth set of the development part: written blind as the thirteenth sealed set, read once
 * as counts only, and tuned on from then (see `corpus_dev14/README.md`).
 */
export const CORPUS_DEV14_DIR = new URL("./corpus_dev14/", import.meta.url);
/**
 * The fifteenth set of the development part: written blind as the fourteenth sealed set, read once
 * as counts only, and tuned on from then (see `corpus_dev15/README.md`).
 */
export const CORPUS_DEV15_DIR = new URL("./corpus_dev15/", import.meta.url);
/**
 * The sixteenth set of the development part: written blind as the fifteenth sealed set, read once
 * as counts only, and tuned on from then (see `corpus_dev16/README.md`).
 */
export const CORPUS_DEV16_DIR = new URL("./corpus_dev16/", import.meta.url);
/**
 * The seventeenth set of the development part: written blind as the sixteenth sealed set, read once
 * as counts only, and tuned on from then (see `corpus_dev17/README.md`).
 */
export const CORPUS_DEV17_DIR = new URL("./corpus_dev17/", import.meta.url);
/**
 * The eighteenth set of the development part: written blind as the seventeenth sealed set, read once
 * as counts only, and tuned on from then (see `corpus_dev18/README.md`).
 */
export const CORPUS_DEV18_DIR = new URL("./corpus_dev18/", import.meta.url);
/**
 * The nineteenth set of the development part: written blind as the first sealed set, read as counts
 * only at the end of 16 changes, and tuned on from 28 November 2026 (see `corpus_dev19/README.md`).
 */
export const CORPUS_DEV19_DIR = new URL("./corpus_dev19/", import.meta.url);
/**
 * The twentieth set of the development part: written blind as the second sealed set, read as counts
 * only at the end of 15 changes, and tuned on from 28 November 2026 (see `corpus_dev20/README.md`).
 */
export const CORPUS_DEV20_DIR = new URL("./corpus_dev20/", import.meta.url);
/**
 * The twenty-first set of the development part: written blind as the third sealed set, read as counts
 * only at the end of 14 changes, and tuned on from 28 November 2026 (see `corpus_dev21/README.md`).
 */
export const CORPUS_DEV21_DIR = new URL("./corpus_dev21/", import.meta.url);
/**
 * The twenty-second set of the development part: written blind as the fourth sealed set, read as counts
 * only at the end of 13 changes, and tuned on from 28 November 2026 (see `corpus_dev22/README.md`).
 */
export const CORPUS_DEV22_DIR = new URL("./corpus_dev22/", import.meta.url);
/**
 * The twenty-third set of the development part: written blind as the fifth sealed set, read as counts
 * only at the end of 12 changes, and tuned on from 28 November 2026 (see `corpus_dev23/README.md`).
 */
export const CORPUS_DEV23_DIR = new URL("./corpus_dev23/", import.meta.url);
/**
 * The twenty-fourth set of the development part: written blind as the eighteenth sealed set, read
 * once as counts only, and tuned on from then (see `corpus_dev24/README.md`).
 */
export const CORPUS_DEV24_DIR = new URL("./corpus_dev24/", import.meta.url);
/**
 * The folder of the nineteenth sealed set: written blind by a nineteenth writer who read only the
 * specification's groups, the tools' schemas and the case format, having opened no `.jsonl` of any
 * other set (see `sealed19/README.md`); never tuned on, its score read only as an aggregate, apart
 * from the others'.
 */
export const SEALED19_DIR = new URL("./sealed19/", import.meta.url);
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
