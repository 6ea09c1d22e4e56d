/** The options of `deno task bench` (see main.ts). @module */

/** What one run of the benchmark does. */
export interface Options {
  soak: boolean;
  embeddedOnly: boolean;
  cpuProf: boolean;
  only: "messages" | "actions" | "mcp" | "memories" | null;
  seconds: number;
  connections: number;
  /** How many times each load runs, each between two runs of the floor. */
  repeat: number;
}

/**
 * Reads the command line.
 * @throws on an unknown option, or a count that is not a positive number (`--repeat`: a whole one)
 */
export function parseArgs(args: string[]): Options {
  const o: Options = {
    soak: false,
    embeddedOnly: false,
    cpuProf: false,
    only: null,
    seconds: 8,
    connections: 32,
    repeat: 1,
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--soak") o.soak = true;
    else if (a === "--embedded") o.embeddedOnly = true;
    else if (a === "--cpu-prof") o.cpuProf = true;
    else if (a === "--only") {
      const only = args[++i];
      if (only !== "messages" && only !== "actions" && only !== "mcp" && only !== "memories") {
        throw new Error("--only takes messages, actions, mcp or memories");
      }
      o.only = only;
    } else if (a === "--seconds") o.seconds = Number(args[++i]);
    else if (a === "--connections") o.connections = Number(args[++i]);
    else if (a === "--repeat") o.repeat = Number(args[++i]);
    else throw new Error(`unknown option ${a}`);
  }
  if (!(o.seconds > 0) || !(o.connections > 0) || !Number.isInteger(o.repeat) || o.repeat < 1) {
    throw new Error("--seconds, --connections and --repeat take positive numbers");
  }
  return o;
}
