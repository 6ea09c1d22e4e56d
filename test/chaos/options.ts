/** The command line of `deno task chaos`. */

/** What `deno task chaos` was asked for. */
export interface ChaosArgs {
  minutes: number;
  rate: number;
}

/**
 * Reads `--minutes N` (2) and `--rate R` (20 requests a second).
 * @throws {Error} on an unknown option or a value that is not a positive number
 */
export function parseChaosArgs(args: string[]): ChaosArgs {
  const out: ChaosArgs = { minutes: 2, rate: 20 };
  for (let i = 0; i < args.length; i++) {
    const name = args[i];
    if (name !== "--minutes" && name !== "--rate") {
      throw new Error(`Unknown option "${name}": use --minutes N or --rate R`);
    }
    const value = Number(args[++i]);
    if (!(value > 0)) throw new Error(`${name} needs a positive number, got "${args[i]}"`);
    out[name === "--minutes" ? "minutes" : "rate"] = value;
  }
  return out;
}
